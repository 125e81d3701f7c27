/**
 * The generated Node.js and Python samples run as written: five operations from four APIs, each
 * sample written to a file unchanged and run with `node` / `python3` against Prism on 127.0.0.1
 * (FERNPAY_BASE_URL and the credential variables set as an integrator would). A recording proxy in
 * front of Prism sees every request, so two runs of one sample are shown to send different
 * Idempotency-Keys.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {compileApi} from '../../plugins/api-reference/compile';
import type {CodeSample, OperationModel} from '../../plugins/api-reference/types';
import {apiReferenceOptions as SITE} from '../../openapi/site';
import {TEST_CREDENTIALS, freePort, startPrism, type RunningMock} from './prism';

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
}

/** A proxy on 127.0.0.1 that records each request and passes it on to `target` unchanged. */
async function recordingProxy(target: string): Promise<{base: string; seen: Recorded[]; stop(): Promise<void>}> {
  const seen: Recorded[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({method: req.method ?? '', url: req.url ?? '', headers: req.headers});
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k)),
      ) as Record<string, string>;
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      fetch(target + (req.url ?? ''), {method: req.method, headers, body})
        .then(async (answer) => {
          const text = Buffer.from(await answer.arrayBuffer());
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

/** The environment an integrator sets: the base URL and credentials; no proxy variables from outside. */
function sampleEnv(base: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env))
    if (!/^(https?_proxy|all_proxy|no_proxy|FERNPAY_)/i.test(k)) env[k] = v;
  return {...env, ...TEST_CREDENTIALS, FERNPAY_BASE_URL: base, NO_PROXY: '127.0.0.1,localhost'};
}

function run(command: string, file: string, env: NodeJS.ProcessEnv) {
  return new Promise<{code: number; stdout: string; stderr: string}>((resolve) => {
    // Async: Prism answers from this process, so the child must not block it.
    execFile(command, [file], {env, timeout: 30_000}, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({code, stdout, stderr});
    });
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-samples-'));
const mocks = new Map<string, {prism: RunningMock; proxy: Awaited<ReturnType<typeof recordingProxy>>}>();
const operations = new Map<string, OperationModel>();

beforeAll(async () => {
  for (const id of new Set(CASES.map((c) => c.api))) {
    const api = await compileApi(SITE, id);
    const file = path.join(dir, `${id}.json`);
    fs.writeFileSync(file, JSON.stringify(api.bundled));
    const prism = await startPrism(file);
    mocks.set(id, {prism, proxy: await recordingProxy(prism.base)});
    for (const op of api.model.tags.flatMap((t) => t.operations))
      if (op.operationId) operations.set(`${id} ${op.operationId}`, op);
  }
}, 120_000);

afterAll(async () => {
  for (const {prism, proxy} of mocks.values()) {
    await proxy.stop();
    await prism.stop();
  }
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
  return run(runner.command, file, sampleEnv(mocks.get(api)!.proxy.base));
}

describe('the generated samples run as written against the Prism mock', () => {
  for (const {api, operationId} of CASES) {
    for (const runner of RUNNERS) {
      it(`${runner.label}: ${api} ${operationId}`, async () => {
        const op = operations.get(`${api} ${operationId}`)!;
        expect(op, `${api} ${operationId}`).toBeDefined();
        const {proxy} = mocks.get(api)!;
        const before = proxy.seen.length;
        const result = await runSample(api, op, runner);
        expect(result.code, result.stderr || result.stdout).toBe(0);
        expect(proxy.seen.length).toBe(before + 1);
        const sent = proxy.seen[before];
        expect(sent.method).toBe(op.method.toUpperCase());
        expect(sent.headers['x-terminal-id']).toBe(TEST_CREDENTIALS.FERNPAY_TERMINAL_ID);
        expect(sent.headers['x-terminal-secret']).toBe(TEST_CREDENTIALS.FERNPAY_TERMINAL_SECRET);
        // The printed response is the documented example Prism serves (status 2xx, JSON parsed and printed).
        const success = op.responses.find((r) => /^2\d\d$/.test(r.status))!;
        const example = success.content[0].examples.find((e) => e.name !== 'generated');
        expect(example, 'a documented response example').toBeDefined();
        expect(JSON.parse(result.stdout)).toEqual(example!.value);
      }, 60_000);
    }
  }

  it('two runs of the create-and-process sample send two different Idempotency-Keys', async () => {
    const api = 'toolkit-single-payments';
    const op = operations.get(`${api} createAndProcessSinglePayment`)!;
    const {proxy} = mocks.get(api)!;
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
      const env = sampleEnv(mocks.get(api)!.proxy.base);
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
      // No such route on the mock: Prism answers 404 with a problem document.
      const result = await run(runner.command, file, sampleEnv(`${mocks.get(api)!.proxy.base}/no-such-prefix`));
      expect(result.code, runner.label).toBe(1);
      expect(result.stderr, runner.label).toMatch(/^404 \S/);
      expect(result.stdout, runner.label).toBe('');
    }
  }, 60_000);
});
