/**
 * The published sandbox, as a developer gets it: `fernpay-sandbox.mjs` downloaded from the served site into an
 * empty directory and run with `node` (nothing installed, nothing of the repository reachable), as the
 * sandbox pages say. A payment created and processed, approved with the documented test-bank `POST`, its
 * signed `status-update` webhooks received on `--forward-to` and verified with the verifier the signatures
 * guide publishes; killed with SIGKILL and restarted on the same `--state`, the payment is still paid. The
 * provider section's file is served by the generated host configuration only with the section's credentials
 * (as every file under its prefix), and answers a provider call; the public file has no provider API.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {baseUrl} from './harness';
import {freePort, startHost} from './lib/nginx';
import {publishedVerifier} from '../unit/lib/walkthrough';
import {RESTRICTED_SANDBOX_FILE_PATH, SANDBOX_FILE_NAME, SANDBOX_FILE_PATH} from '../../src/shared/sandbox';
import {RESTRICTED} from '../../src/restricted';
import {PUBLISHED_NODE, publishedNodeVersion} from './lib/published-node';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, {recursive: true, force: true});
});

/** The downloaded file, alone in a new temporary directory. */
async function download(url: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(url, {headers});
  expect(res.status, url).toBe(200);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-sandbox-download-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, SANDBOX_FILE_NAME), Buffer.from(await res.arrayBuffer()));
  return dir;
}

/** `node fernpay-sandbox.mjs ARGS` in `dir`, with nothing but PATH in its environment. */
function nodeIn(dir: string, args: string[]) {
  return {cwd: dir, env: {PATH: process.env.PATH ?? ''}, args: [SANDBOX_FILE_NAME, ...args]};
}

/** Starts the file in `dir` on a free port; resolves with its origin once it listens. */
async function start(dir: string, args: string[]): Promise<{child: ChildProcess; url: string}> {
  const port = await freePort();
  const run = nodeIn(dir, ['--port', String(port), ...args]);
  const child = spawn(PUBLISHED_NODE, run.args, {cwd: run.cwd, env: run.env, stdio: ['ignore', 'pipe', 'pipe']});
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const seen = (d: Buffer) => {
      out += d.toString();
      if (out.includes(`sandbox on http://127.0.0.1:${port}`)) resolve({child, url: `http://127.0.0.1:${port}`});
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}):\n${out}`)));
  });
}

/** A webhook endpoint on 127.0.0.1 that keeps every delivery as received (raw body, signature header). */
async function receiver() {
  const deliveries: {signature: string | undefined; body: Buffer}[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const header = req.headers['fernpay-signature'];
      deliveries.push({signature: Array.isArray(header) ? header[0] : header, body: Buffer.concat(chunks)});
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as {port: number}).port}/webhooks/fernpay`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const json = (method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: {...headers, ...(body === undefined ? {} : {'Content-Type': 'application/json'})},
  body: body === undefined ? undefined : JSON.stringify(body),
});

const GUIDE = 'docs/guides/sandbox-outcomes.mdx';
const PROVIDER_GUIDE = `docs-${RESTRICTED.docsPluginId}/sandbox-outcomes.mdx`;
/** The pages that start the local sandbox with the download command. */
const DOWNLOAD_PAGES = [
  GUIDE,
  'docs/toolkit-api/getting-started/api-keys.mdx',
  'docs/partner-api/getting-started/preparations.mdx',
  'docs/guides/typed-client.mdx',
];

/** The first `json` block after the bash block holding `command` on a page. */
function documentedJson(page: string, command: string): Record<string, unknown> {
  const text = fs.readFileSync(page, 'utf8');
  const at = text.indexOf(`\`\`\`bash\n${command}\n\`\`\``);
  expect(at, `${page} shows ${command}`).toBeGreaterThan(-1);
  const block = /```json\n([\s\S]*?)```/.exec(text.slice(at))!;
  return JSON.parse(block[1]);
}

describe('the pages that start the local sandbox', () => {
  it('download the published file from the site, as served', async () => {
    const site = 'https://developers.fernpay.example';
    for (const page of DOWNLOAD_PAGES)
      expect(fs.readFileSync(page, 'utf8'), page).toContain(
        `curl -O ${site}${SANDBOX_FILE_PATH} && node ${SANDBOX_FILE_NAME}`,
      );
    expect(fs.readFileSync(PROVIDER_GUIDE, 'utf8')).toContain(`(pathname://${RESTRICTED_SANDBOX_FILE_PATH})`);
    expect((await fetch(`${baseUrl()}${SANDBOX_FILE_PATH}`, {method: 'HEAD'})).status).toBe(200);
  });
});

describe('the public sandbox file, downloaded and run with node', () => {
  it('runs on a Node line it promises (20 and later; CI runs it on Node 20)', () => {
    const version = publishedNodeVersion();
    console.log(`[sandbox-download] the published files run on Node ${version}`);
    expect(Number(/^v(\d+)\./.exec(version)?.[1])).toBeGreaterThanOrEqual(20);
  });

  it('--help lists the options of the sandbox pages', async () => {
    const dir = await download(`${baseUrl()}${SANDBOX_FILE_PATH}`);
    const run = nodeIn(dir, ['--help']);
    const help = spawnSync(PUBLISHED_NODE, run.args, {cwd: run.cwd, env: run.env, encoding: 'utf8'});
    expect(help.status, help.stderr).toBe(0);
    for (const option of ['--port', '--forward-to', '--retry-webhooks', '--state', '--help'])
      expect(help.stdout).toContain(option);
    expect(help.stdout).not.toContain('--provider');
    expect(fs.readdirSync(dir)).toEqual([SANDBOX_FILE_NAME]);
  });

  it(
    'pays a payment through the test bank, sends verified webhooks, and keeps it across kill -9 with --state',
    {timeout: 120_000},
    async () => {
      const dir = await download(`${baseUrl()}${SANDBOX_FILE_PATH}`);
      // In a directory of its own: the sandbox keeps a journal and a lock beside the state file.
      const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-sandbox-state-'));
      const stateFile = path.join(stateDir, 'state.json');
      dirs.push(stateDir);
      const hooks = await receiver();
      const first = await start(dir, ['--forward-to', hooks.url, '--state', stateFile]);

      const control = await (await fetch(`${first.url}/_sandbox`)).json();
      // As the guide shows it (its clock aside, the sandbox on the documented port).
      const shown = documentedJson(GUIDE, 'curl http://127.0.0.1:4010/_sandbox');
      const local = (value: unknown) =>
        JSON.parse(JSON.stringify(value).replaceAll(first.url, 'http://127.0.0.1:4010'));
      expect({...local(control), now: shown.now, forwardTo: null}).toEqual(shown);
      expect(control.provider).toBeUndefined();
      expect(control.partner.baseUrl).toBe(`${first.url}/partner/v1`);
      expect(control.forwardTo).toBe(hooks.url);
      const {baseUrl: api, ...credentials} = control.toolkit as Record<string, string>;
      expect(api).toBe(`${first.url}/v1`);
      expect(Object.keys(credentials)).toEqual(['X-Terminal-Id', 'X-Terminal-Secret']);

      const created = await fetch(
        `${api}/payments/single/create-and-process`,
        json('POST', {reference: 'INV-DL-1', amount: '42.00'}, {...credentials, 'Idempotency-Key': 'download-e2e-1'}),
      );
      expect(created.status).toBe(201);
      const payment = (await created.json()).result;
      expect(payment).toMatchObject({reference: 'INV-DL-1', status: 'sent'});

      // The test bank's Approve, as its documented POST: pending now, paid when the bank confirms.
      const approved = await fetch(`${first.url}/_sandbox/bank/${payment.id}/approve`, json('POST'));
      expect(approved.status).toBe(200);
      expect((await approved.json()).payment.status).toBe('pending');
      const moved = await fetch(`${first.url}/_sandbox/clock`, json('POST', {advance: 'PT5S'}));
      expect(moved.status).toBe(200);
      await expect
        .poll(() => hooks.deliveries.map((d) => JSON.parse(d.body.toString('utf8')).data.status), {timeout: 10_000})
        .toEqual(['sent', 'pending', 'paid']);

      const verify = await publishedVerifier();
      for (const d of hooks.deliveries) {
        const event = JSON.parse(d.body.toString('utf8'));
        expect(event).toMatchObject({event: 'status-update', data: {id: payment.id}});
        expect(verify(d.body, d.signature, [control.webhookSecret])).toBe(true);
        expect(verify(d.body, d.signature, ['whsec_not_the_sandbox_secret'])).toBe(false);
      }

      // Killed without a chance to save anything more, then restarted on the same state file.
      const exited = new Promise((resolve) => first.child.once('exit', resolve));
      first.child.kill('SIGKILL');
      await exited;
      const second = await start(dir, ['--state', stateFile]);
      const got = await fetch(`${second.url}/v1/payments/single/${payment.id}`, {headers: credentials});
      expect(got.status).toBe(200);
      expect((await got.json()).data).toMatchObject({id: payment.id, reference: 'INV-DL-1', status: 'paid'});
      second.child.kill('SIGKILL');
      await hooks.close();
    },
  );
});

describe("the provider section's sandbox file, behind the generated host configuration", () => {
  it(
    'is refused without the section credentials, served with them, and answers provider calls',
    {timeout: 120_000},
    async () => {
      const host = await startHost('reader', 'sandbox-download-password');
      try {
        expect((await fetch(`${host.origin}${RESTRICTED_SANDBOX_FILE_PATH}`)).status).toBe(401);
        // The public file needs no credentials.
        expect((await fetch(`${host.origin}${SANDBOX_FILE_PATH}`)).status).toBe(200);
        const dir = await download(`${host.origin}${RESTRICTED_SANDBOX_FILE_PATH}`, {
          Authorization: host.authorization,
        });
        const {child, url} = await start(dir, []);
        const control = await (await fetch(`${url}/_sandbox`)).json();
        const shown = documentedJson(PROVIDER_GUIDE, 'curl http://127.0.0.1:4010/_sandbox');
        expect(JSON.parse(JSON.stringify(control.provider).replaceAll(url, 'http://127.0.0.1:4010'))).toEqual(
          shown.provider,
        );
        const {baseUrl: api, webhookSecret, ...credentials} = control.provider as Record<string, string>;
        expect(api).toBe(`${url}/provider/v1`);
        expect(Object.keys(credentials)).toEqual(['X-Client-Id', 'X-Client-Secret']);
        // Provider webhooks are signed with the customer's clientSecret, as the provider pages say.
        expect(webhookSecret).toBe(credentials['X-Client-Secret']);
        const customer = await fetch(`${api}/customer`, {headers: credentials});
        expect(customer.status).toBe(200);
        const consent = await fetch(
          `${api}/data/access-consents`,
          json(
            'POST',
            {
              provider: 'ob-natwest',
              flow: 'accounts',
              customerConsentId: 'dl-e2e-1',
              Option: {RedirectUri: 'https://app.example/bank/return'},
            },
            credentials,
          ),
        );
        expect(consent.status).toBe(201);
        expect((await consent.json()).result.status).toBe('AwaitingAuthorisation');
        expect((await fetch(`${api}/customer`)).status).toBe(401);
        child.kill('SIGKILL');
      } finally {
        await host.stop();
      }
    },
  );
});
