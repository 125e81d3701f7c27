/**
 * The generated Node.js and Python samples run as written: five operations from four APIs, each
 * sample written to a file unchanged and run with `node` / `python3` against the sandbox on 127.0.0.1
 * (`startServer` of src/sandbox/server.ts in this process, as `npm run sandbox` serves it; FERNPAY_BASE_URL and
 * the credential variables set as an integrator would, to the sandbox's base URL and test credentials). A
 * recording proxy in front of it sees every request and answer, so each sample is shown to print the answer it got,
 * and two runs of one sample to send different Idempotency-Keys. Prism stays the contract test of the served
 * descriptions (prism.mock.ts).
 */
import {execFile} from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {compileApi} from '../../plugins/api-reference/compile';
import {credentialEnv} from '../../plugins/api-reference/samples';
import type {CodeSample, OperationModel} from '../../plugins/api-reference/types';
import {apiReferenceOptions as SITE} from '../../openapi/site';
import {SANDBOX_CREDENTIALS} from '../../src/sandbox/credentials';
import {startServer} from '../../src/sandbox/server';
import {sandboxApis} from '../unit/sandbox-helpers';
import {freePort} from './prism';

const CASES = [
  {api: 'toolkit-single-payments', operationId: 'createAndProcessSinglePayment'}, // Idempotency-Key + JSON body
  {api: 'toolkit-single-payments', operationId: 'getSinglePayment'}, // path parameter
  {api: 'partner-single-payments', operationId: 'listSinglePayments'}, // path + query parameters
  {api: 'partner-integrations', operationId: 'createIntegration'}, // partner JSON body
  {api: 'toolkit-bank-accounts', operationId: 'listBankAccounts'},
] as const;

const RUNNERS = [
  {label: 'Node.js', command: 'node', file: 'sample.mjs'},
  {label: 'Python', command: 'python3', file: 'sample.py'},
] as const;

interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The answer passed back: its status and body. */
  status?: number;
  body?: string;
}

/** A proxy on 127.0.0.1 that records each request and passes it on to `target` unchanged. */
async function recordingProxy(target: string): Promise<{base: string; seen: Recorded[]; stop(): Promise<void>}> {
  const seen: Recorded[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded: Recorded = {method: req.method ?? '', url: req.url ?? '', headers: req.headers};
      seen.push(recorded);
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k)),
      ) as Record<string, string>;
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      fetch(target + (req.url ?? ''), {method: req.method, headers, body})
        .then(async (answer) => {
          const text = Buffer.from(await answer.arrayBuffer());
          recorded.status = answer.status;
          recorded.body = text.toString('utf8');
          const out: Record<string, string> = {};
          answer.headers.forEach((v, k) => {
            if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(k)) out[k] = v;
          });
          res.writeHead(answer.status, out).end(text);
        })
        .catch((error: unknown) => res.writeHead(502).end(String(error)));
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    seen,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Family = keyof typeof SANDBOX_CREDENTIALS;
const familyOf = (api: string): Family => (api.startsWith('partner-') ? 'partner' : 'toolkit');

/**
 * The environment an integrator sets: the base URL and the test credentials of the API's family, as `GET /_sandbox`
 * shows them; no proxy variables from outside.
 */
function sampleEnv(api: string, base: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env))
    if (!/^(https?_proxy|all_proxy|no_proxy|FERNPAY_)/i.test(k)) env[k] = v;
  const credentials = Object.entries(SANDBOX_CREDENTIALS[familyOf(api)].headers).map(([h, v]) => [credentialEnv(h), v]);
  return {...env, ...Object.fromEntries(credentials), FERNPAY_BASE_URL: base, NO_PROXY: '127.0.0.1,localhost'};
}

function run(command: string, file: string, env: NodeJS.ProcessEnv) {
  return new Promise<{code: number; stdout: string; stderr: string}>((resolve) => {
    // Async: the sandbox answers from this process, so the child must not block it.
    execFile(command, [file], {env, timeout: 30_000}, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({code, stdout, stderr});
    });
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-samples-'));
const operations = new Map<string, OperationModel>();
let sandbox: Awaited<ReturnType<typeof startServer>> | undefined;
let proxy: Awaited<ReturnType<typeof recordingProxy>>;
/** Each family's base URL through the proxy (`GET /_sandbox`'s `baseUrl`, on the proxy's origin). */
const bases = new Map<Family, string>();
const baseOf = (api: string) => bases.get(familyOf(api))!;

beforeAll(async () => {
  sandbox = await startServer({port: 0, host: '127.0.0.1', retryWebhooks: false, provider: false}, await sandboxApis());
  proxy = await recordingProxy(sandbox.url);
  const control = (await (await fetch(`${sandbox.url}/_sandbox`)).json()) as Record<Family, {baseUrl: string}>;
  for (const family of ['toolkit', 'partner'] as const)
    bases.set(family, control[family].baseUrl.replace(sandbox.url, proxy.base));
  for (const id of new Set(CASES.map((c) => c.api))) {
    const api = await compileApi(SITE, id);
    for (const op of api.model.tags.flatMap((t) => t.operations))
      if (op.operationId) operations.set(`${id} ${op.operationId}`, op);
  }
}, 120_000);

afterAll(async () => {
  await proxy?.stop();
  await sandbox?.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

function sampleOf(op: OperationModel, label: string): CodeSample {
  const sample = op.samples.find((s) => s.label === label);
  if (!sample) throw new Error(`no ${label} sample for ${op.operationId}`);
  return sample;
}

/** Writes the sample unchanged and runs it against the recording proxy of its API. */
async function runSample(api: string, op: OperationModel, runner: (typeof RUNNERS)[number], n = 0) {
  const file = path.join(dir, `${api}-${op.operationId}-${n}-${runner.file}`);
  fs.writeFileSync(file, sampleOf(op, runner.label).code);
  return run(runner.command, file, sampleEnv(api, baseOf(api)));
}

describe('the generated samples run as written against the sandbox', () => {
  for (const {api, operationId} of CASES) {
    for (const runner of RUNNERS) {
      it(`${runner.label}: ${api} ${operationId}`, async () => {
        const op = operations.get(`${api} ${operationId}`)!;
        expect(op, `${api} ${operationId}`).toBeDefined();
        const before = proxy.seen.length;
        const result = await runSample(api, op, runner);
        expect(result.code, result.stderr || result.stdout).toBe(0);
        expect(proxy.seen.length).toBe(before + 1);
        const sent = proxy.seen[before];
        expect(sent.method).toBe(op.method.toUpperCase());
        const credentials = SANDBOX_CREDENTIALS[familyOf(api)].headers;
        expect(sent.headers['x-terminal-id']).toBe(credentials['X-Terminal-Id']);
        expect(sent.headers['x-terminal-secret']).toBe(credentials['X-Terminal-Secret']);
        // The sandbox accepted the documented request (2xx), and the sample printed its answer, JSON parsed.
        expect(sent.status, sent.body).toBeGreaterThanOrEqual(200);
        expect(sent.status, sent.body).toBeLessThan(300);
        expect(JSON.parse(result.stdout)).toEqual(JSON.parse(sent.body!));
      }, 60_000);
    }
  }

  it('two runs of the create-and-process sample send two different Idempotency-Keys', async () => {
    const api = 'toolkit-single-payments';
    const op = operations.get(`${api} createAndProcessSinglePayment`)!;
    const keys: string[] = [];
    for (const runner of RUNNERS) {
      for (const n of [1, 2]) {
        const before = proxy.seen.length;
        const result = await runSample(api, op, runner, n);
        expect(result.code, result.stderr || result.stdout).toBe(0);
        const key = proxy.seen[before]?.headers['idempotency-key'];
        expect(key).toMatch(/^[A-Za-z0-9_.:-]{1,255}$/);
        keys.push(String(key));
      }
    }
    expect(new Set(keys).size, keys.join(' ')).toBe(keys.length);
  }, 60_000);

  it('a sample stops naming the credential variable that is not set', async () => {
    const api = 'toolkit-single-payments';
    const op = operations.get(`${api} getSinglePayment`)!;
    for (const runner of RUNNERS) {
      const file = path.join(dir, `no-secret-${runner.file}`);
      fs.writeFileSync(file, sampleOf(op, runner.label).code);
      const env = sampleEnv(api, baseOf(api));
      delete env.FERNPAY_TERMINAL_SECRET;
      const result = await run(runner.command, file, env);
      expect(result.code, runner.label).not.toBe(0);
      expect(result.stderr, runner.label).toMatch(/FERNPAY_TERMINAL_SECRET/);
    }
  }, 60_000);

  it('a sample whose call fails prints the status and the body as text and exits 1', async () => {
    const api = 'toolkit-single-payments';
    const op = operations.get(`${api} getSinglePayment`)!;
    for (const runner of RUNNERS) {
      const file = path.join(dir, `failing-${runner.file}`);
      fs.writeFileSync(file, sampleOf(op, runner.label).code);
      // No such route in the sandbox: it answers 404 with its error body.
      const result = await run(runner.command, file, sampleEnv(api, `${baseOf(api)}/no-such-prefix`));
      expect(result.code, runner.label).toBe(1);
      expect(result.stderr, runner.label).toMatch(/^404 \S/);
      expect(result.stdout, runner.label).toBe('');
    }
  }, 60_000);
});
