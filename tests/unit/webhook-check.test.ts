/**
 * The webhook conformance check (src/sandbox/webhook-check) against reference receivers written for the test:
 * in Node (node:http and node:crypto, nothing of the site's signer), in Python (tests/fixtures/webhook-receivers/
 * receiver.py, standard library only) and in plain PHP (receiver.php under `php -S`; `npm test` installs Debian's
 * php-cli when it is missing). A correct receiver
 * passes every case; each faulty one fails exactly the cases it should, with the case's hint.
 */
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import {beforeAll, describe, expect, it} from 'vitest';
import {SANDBOX_WEBHOOK_SECRET} from '../../src/sandbox/credentials';
import type {SandboxApi} from '../../src/sandbox/openapi';
import {
  CASES,
  changeOneByte,
  LARGE_BODY_BYTES,
  reserialisationTrap,
  TIMING,
} from '../../src/sandbox/webhook-check/cases';
import {checkMain, parseCheckArgs} from '../../src/sandbox/webhook-check/cli';
import {junitReport} from '../../src/sandbox/webhook-check/report';
import {
  CheckInputError,
  grade,
  MAX_DELIVERIES,
  plan,
  runWebhookCheck,
  webhookExamples,
  type CheckReport,
} from '../../src/sandbox/webhook-check/run';
import {startServer} from '../../src/sandbox/server';
import {connectedClient, mcpData} from './lib/mcp-client';
import {bundleSandbox} from '../../plugins/sandbox-web/publish';
import {createMcpServer} from '../../src/mcp/server';
import {sandboxApis} from './sandbox-helpers';

const SECRET = SANDBOX_WEBHOOK_SECRET;
const REJECT_CASES = CASES.filter((c) => c.expect === 'reject').map((c) => c.id);

type Fault = '' | 'reserialise' | 'no-tolerance' | 'reject-unknown-key' | 'always-200';

/** What each faulty receiver must fail: exactly these cases. */
const EXPECTED_FAILURES: Record<Exclude<Fault, ''>, string[]> = {
  reserialise: ['raw-body'],
  'no-tolerance': ['stale-t', 'future-t'],
  'reject-unknown-key': ['unknown-key'],
  'always-200': REJECT_CASES,
};

/** A receiver in Node, written as the guide says (raw body, split header, tolerance, dedupe), with one fault or none. */
function nodeReceiver(fault: Fault | 'slow' | 'redirect', secret = SECRET) {
  const seen = new Set<string>();
  const hits: string[] = [];
  const verify = (raw: Buffer, header: string | undefined) => {
    let t: string | undefined;
    const v1: string[] = [];
    for (const part of (header ?? '').split(',')) {
      const eq = part.indexOf('=');
      if (eq < 0) return false;
      const key = part.slice(0, eq).trim();
      const value = part.slice(eq + 1).trim();
      if (key === 't') t = value;
      else if (key === 'v1') v1.push(value);
      else if (fault === 'reject-unknown-key') return false;
    }
    if (!t || !/^\d+$/.test(t) || v1.length === 0) return false;
    if (fault !== 'no-tolerance' && Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
    const body = fault === 'reserialise' ? Buffer.from(JSON.stringify(JSON.parse(raw.toString('utf8')))) : raw;
    const expected = crypto
      .createHmac('sha256', secret)
      .update(Buffer.concat([Buffer.from(`${t}.`), body]))
      .digest();
    return v1.some((s) => {
      const given = Buffer.from(s, 'hex');
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    });
  };
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/elsewhere') return void res.writeHead(200).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (fault === 'redirect') return void res.writeHead(307, {Location: '/elsewhere'}).end();
      if (fault === 'slow') return void setTimeout(() => res.writeHead(200).end(), 2_000).unref();
      const raw = Buffer.concat(chunks);
      if (!verify(raw, req.headers['fernpay-signature'] as string | undefined) && fault !== 'always-200')
        return void res.writeHead(400, {'Content-Type': 'text/plain'}).end('bad signature');
      const hash = crypto.createHash('sha256').update(raw).digest('hex');
      if (!seen.has(hash)) {
        seen.add(hash);
        JSON.parse(raw.toString('utf8')); // store, then process after answering
      }
      res.writeHead(200).end();
    });
  });
  return {
    hits,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as {port: number}).port}/webhooks`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Python receiver, started with python3 and stopped by its pid. */
async function pythonReceiver(fault: Fault): Promise<{url: string; stop: () => void}> {
  const child: ChildProcess = spawn(
    'python3',
    ['tests/fixtures/webhook-receivers/receiver.py', SECRET, ...(fault ? [fault] : [])],
    {stdio: ['ignore', 'pipe', 'inherit']},
  );
  const line = await new Promise<string>((resolve, reject) => {
    readline.createInterface({input: child.stdout!}).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`receiver.py exited with ${code}`)));
  });
  return {url: `http://127.0.0.1:${line.trim()}/webhooks`, stop: () => child.kill()};
}

/** The PHP receiver under PHP's built-in server on a free port, once it accepts connections. */
async function phpReceiver(fault: Fault): Promise<{url: string; stop: () => void}> {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const {port: free} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  // The receiver keeps the deliveries it has seen in PHP's temporary directory: one of its own, removed when it stops.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-php-receiver-'));
  const child = spawn('php', ['-S', `127.0.0.1:${port}`, 'tests/fixtures/webhook-receivers/receiver.php'], {
    env: {...process.env, FERNPAY_SECRET: SECRET, FAULT: fault, TMPDIR: tmp},
    stdio: 'ignore',
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`php -S exited with ${code}`))),
  );
  for (;;) {
    const open = await Promise.race([
      exited,
      new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => resolve(true)).once('error', () => resolve(false));
        socket.unref();
        setTimeout(() => socket.destroy(), 1000);
      }),
    ]);
    if (open) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    stop: () => {
      child.kill();
      fs.rmSync(tmp, {recursive: true, force: true});
    },
  };
}

const failedIds = (report: CheckReport) => report.results.filter((r) => !r.pass).map((r) => r.case);

let apis: SandboxApi[];
beforeAll(async () => {
  apis = await sandboxApis();
}, 180_000);

describe('the declaration', () => {
  it('has the cases of issue 42, each with a rule link, a hint for every stack, and distinct ids', () => {
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length);
    expect(CASES.filter((c) => c.expect === 'accept').map((c) => c.id)).toEqual([
      'valid-event',
      'duplicate',
      'retry-new-t',
      'rolled-secret',
      'unknown-key',
      'unknown-event',
      'raw-body',
      'large-body',
    ]);
    expect(REJECT_CASES).toEqual([
      'changed-byte',
      'wrong-secret',
      'missing-header',
      'stale-t',
      'future-t',
      'malformed-header',
    ]);
    for (const c of [...CASES, TIMING]) {
      expect(c.rule.href, c.id).toMatch(/^\/[a-z-/]+#[a-z-]+$/);
      expect(Object.keys(c.hint.fix).sort(), c.id).toEqual(
        ['express', 'fastapi', 'fastify', 'flask', 'go', 'laravel', 'next', 'php'].sort(),
      );
    }
  });

  it('the deliveries are built from the documented examples and differ from the valid one as each case says', async () => {
    const examples = webhookExamples(apis);
    expect([...examples.keys()]).toEqual([
      'single-payments',
      'recurring-payments',
      'bank-accounts',
      'managed-companies',
      'invoices',
      'shipping',
    ]);
    const body = JSON.stringify({scope: 'invoices', event: 'status-update', data: {n: 12}, sentAt: 'x'});
    expect(changeOneByte(body)).toBe(body.replace('12', '13'));
    const trap = reserialisationTrap({type: 'a.b', data: {}, sentAt: 'x', t: 1, headers: {}, body});
    expect(JSON.stringify(JSON.parse(trap))).not.toBe(trap);
    expect(JSON.parse(trap)).toMatchObject(JSON.parse(body));
    expect(trap).toContain('12345678901234567890');
    expect(
      plan(['a', 'b'])
        .map((d) => `${d.kase.id}:${d.scope}`)
        .slice(0, 3),
    ).toEqual(['valid-event:a', 'valid-event:b', 'duplicate:a']);
    expect(plan([...examples.keys()]).length).toBeLessThanOrEqual(MAX_DELIVERIES);
  });

  it('grades answers by the rules: accept wants 2xx, reject wants 4xx, no answer in time fails both', () => {
    expect(grade('accept', {status: 204, timedOut: false}).pass).toBe(true);
    expect(grade('accept', {status: 400, timedOut: false}).problem).toMatch(/never sends it again/);
    expect(grade('accept', {status: 503, timedOut: false}).problem).toMatch(/retry/);
    expect(grade('accept', {status: 302, timedOut: false}).problem).toMatch(/does not follow redirects/);
    expect(grade('reject', {status: 400, timedOut: false}).pass).toBe(true);
    expect(grade('reject', {status: 200, timedOut: false}).problem).toMatch(/accepted a delivery it must refuse/);
    expect(grade('reject', {status: 500, timedOut: false}).pass).toBe(false);
    expect(grade('accept', {status: null, timedOut: true}).problem).toMatch(/No answer within 10 seconds.*retries/);
  });
});

describe('reference receivers in Node', () => {
  it('a correct receiver passes every case, the valid event once per scope', async () => {
    const receiver = nodeReceiver('');
    const to = await receiver.start();
    try {
      const report = await runWebhookCheck({to, apis});
      expect(failedIds(report)).toEqual([]);
      expect(report.ok).toBe(true);
      expect(report.results.length).toBe(CASES.length + 5);
      expect(report.results.find((r) => r.case === 'duplicate')?.note).toMatch(/must not be acted on twice/);
      expect(receiver.hits.every((h) => h === '/webhooks')).toBe(true);
    } finally {
      await receiver.close();
    }
  }, 60_000);

  it.each(Object.entries(EXPECTED_FAILURES))(
    'a receiver with the fault "%s" fails exactly its cases, each with the case\'s hint',
    async (fault, expected) => {
      const receiver = nodeReceiver(fault as Fault);
      const to = await receiver.start();
      try {
        const report = await runWebhookCheck({to, apis, scopes: ['single-payments']});
        expect(failedIds(report)).toEqual(expected);
        for (const r of report.results.filter((x) => !x.pass))
          expect(r.hint).toBe(CASES.find((c) => c.id === r.case)!.hint);
        expect(report.ok).toBe(false);
      } finally {
        await receiver.close();
      }
    },
    60_000,
  );

  it('an answer later than the timeout fails with the timing hint', async () => {
    const receiver = nodeReceiver('slow');
    const to = await receiver.start();
    try {
      const report = await runWebhookCheck({to, apis, scopes: ['invoices'], timeoutMs: 200});
      expect(report.results.every((r) => !r.pass && r.timedOut && r.hint === TIMING.hint)).toBe(true);
      expect(report.results[0].problem).toMatch(/retries the delivery/);
    } finally {
      await receiver.close();
    }
  }, 60_000);

  it('never follows a redirect: a 307 fails the accept cases and the other address is never asked', async () => {
    const receiver = nodeReceiver('redirect');
    const to = await receiver.start();
    try {
      const report = await runWebhookCheck({to, apis, scopes: ['invoices']});
      expect(report.results.every((r) => r.status === 307)).toBe(true);
      expect(report.results.filter((r) => r.expect === 'accept').every((r) => !r.pass)).toBe(true);
      expect(receiver.hits).not.toContain('/elsewhere');
    } finally {
      await receiver.close();
    }
  }, 60_000);

  it('verifies with the secret given', async () => {
    const receiver = nodeReceiver('', 'whsec_MyOwnEndpointSecret123');
    const to = await receiver.start();
    try {
      expect((await runWebhookCheck({to, apis, scopes: ['shipping']})).ok).toBe(false);
      const report = await runWebhookCheck({to, apis, scopes: ['shipping'], secret: 'whsec_MyOwnEndpointSecret123'});
      expect(failedIds(report)).toEqual([]);
      expect(report.secret).toBe('given');
    } finally {
      await receiver.close();
    }
  }, 60_000);
});

describe.each([
  ['Python (standard library)', pythonReceiver],
  ['plain PHP', phpReceiver],
] as const)('reference receivers in %s', (_, startReceiver) => {
  it.each([['', []] as const, ...Object.entries(EXPECTED_FAILURES)])(
    'the receiver with fault "%s" fails exactly its cases',
    async (fault, expected) => {
      const receiver = await startReceiver(fault as Fault);
      try {
        const report = await runWebhookCheck({to: receiver.url, apis});
        expect(failedIds(report)).toEqual(expected);
        for (const r of report.results.filter((x) => !x.pass))
          expect(r.hint).toBe(CASES.find((c) => c.id === r.case)!.hint);
      } finally {
        receiver.stop();
      }
    },
    60_000,
  );
});

describe('the command line', () => {
  it('refuses bad options by name', () => {
    expect(() => parseCheckArgs([])).toThrow(/--to URL is required/);
    expect(() => parseCheckArgs(['--to'])).toThrow(/--to needs a value/);
    expect(() => parseCheckArgs(['--to', 'http://x', '--forward'])).toThrow(/unknown option --forward/);
    expect(() => parseCheckArgs(['--to', 'http://x', 'extra'])).toThrow(/unknown option extra/);
    expect(parseCheckArgs(['--to', 'http://x', '--scope', 'a', '--scope=b', '--json'])).toEqual({
      to: 'http://x',
      scopes: ['a', 'b'],
      json: true,
    });
  });

  it('a bad URL, an unknown scope or a blank secret is input error 2, with a clear message', async () => {
    const run = async (...argv: string[]) => {
      const err: string[] = [];
      const code = await checkMain(
        argv,
        {command: 'x', siteUrl: 'https://s', apis: () => apis},
        {
          out: () => undefined,
          err: (t) => err.push(t),
        },
      );
      return {code, err: err.join('\n')};
    };
    expect(await run('--to', 'ftp://x/y')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/http:\/\/ or https:\/\//),
    });
    expect(await run('--to', 'localhost:3000')).toMatchObject({code: 2});
    expect(await run('--to', 'not a url')).toMatchObject({code: 2, err: expect.stringMatching(/is not a URL/)});
    expect(await run('--to', 'http://127.0.0.1:9/', '--scope', 'nope')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/unknown scope "nope" \(known: single-payments/),
    });
    expect(await run('--to', 'http://127.0.0.1:9/', '--secret', ' ')).toMatchObject({code: 2});
    await expect(runWebhookCheck({to: 'mailto:a@b', apis})).rejects.toBeInstanceOf(CheckInputError);
    // Nothing listening: every case fails saying so, without a hint about the endpoint's code.
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const port = (closed.address() as {port: number}).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const report = await runWebhookCheck({to: `http://127.0.0.1:${port}/`, apis, scopes: ['invoices']});
    expect(report.results.every((r) => !r.pass && r.status === null && !r.timedOut && r.hint === undefined)).toBe(true);
    expect(report.results[0].problem).toMatch(/^No answer \(ECONNREFUSED\): is the endpoint running/);
  });

  it('prints a table, --json, writes --junit, and exits 0 only when every case passes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-check-'));
    const good = nodeReceiver('');
    const bad = nodeReceiver('no-tolerance');
    const [goodUrl, badUrl] = [await good.start(), await bad.start()];
    try {
      const out: string[] = [];
      const io = {out: (t: string) => out.push(t), err: (t: string) => out.push(t)};
      const ctx = {
        command: 'node fernpay-sandbox.mjs',
        siteUrl: 'https://developers.fernpay.example',
        apis: () => apis,
      };
      expect(await checkMain(['--to', goodUrl, '--scope', 'invoices'], ctx, io)).toBe(0);
      expect(out.join('\n')).toMatch(/PASS {2}valid-event:invoices/);
      expect(out.join('\n')).toMatch(/All 14 cases passed\./);
      out.length = 0;
      const junit = path.join(dir, 'junit.xml');
      expect(await checkMain(['--to', badUrl, '--scope', 'invoices', '--junit', junit], ctx, io)).toBe(1);
      const text = out.join('\n');
      expect(text).toMatch(/FAIL stale-t: t older than the tolerance/);
      expect(text).toContain(
        'Rule: Verify a delivery, https://developers.fernpay.example/guides/webhook-signatures#verify-a-delivery',
      );
      expect(text).toContain('Python (Flask): if abs(time.time() - int(t)) > 300: abort(400)');
      expect(text).toMatch(/2 of 14 cases failed\./);
      const xml = fs.readFileSync(junit, 'utf8');
      expect(xml.match(/<testcase /g)?.length).toBe(14);
      expect(xml.match(/<failure /g)?.length).toBe(2);
      expect(xml).toMatch(/<testsuites tests="14" failures="2"/);
      out.length = 0;
      expect(await checkMain(['--to', badUrl, '--scope', 'invoices', '--json'], ctx, io)).toBe(1);
      const json = JSON.parse(out.join('\n')) as CheckReport;
      expect(json.failed).toBe(2);
      expect(json.results.find((r) => r.id === 'future-t')).toMatchObject({pass: false, status: 200, expect: 'reject'});
    } finally {
      await good.close();
      await bad.close();
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }, 60_000);

  it('JUnit escapes what it quotes', () => {
    const report = {
      to: 'http://x/?a=1&b=<2>',
      scopes: ['s'],
      secret: 'sandbox',
      timeoutSeconds: 10,
      passed: 0,
      failed: 1,
      ok: false,
      safety: '',
      results: [
        {
          ...CASES[0],
          id: 'a"b',
          case: 'a',
          scope: 's',
          status: 400,
          timedOut: false,
          ms: 1,
          pass: false,
          problem: '<&>',
        },
      ],
    } as unknown as CheckReport;
    const xml = junitReport(report, 'https://s');
    expect(xml).toContain('a=1&amp;b=&lt;2&gt;');
    expect(xml).toContain('name="a&quot;b:');
    expect(xml).toContain('message="&lt;&amp;&gt;"');
  });
});

// The large case is what a 100 kB body limit fails.
it('the large delivery is the declared size', async () => {
  const sizes: number[] = [];
  const counting = http.createServer((req, res) => {
    let n = 0;
    req.on('data', (c: Buffer) => (n += c.length));
    req.on('end', () => {
      sizes.push(n);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => counting.listen(0, '127.0.0.1', () => r()));
  try {
    const url = `http://127.0.0.1:${(counting.address() as {port: number}).port}/`;
    const report = await runWebhookCheck({to: url, apis, scopes: ['invoices']});
    const i = report.results.findIndex((r) => r.case === 'large-body');
    expect(sizes[i]).toBe(LARGE_BODY_BYTES);
  } finally {
    await new Promise<void>((r) => counting.close(() => r()));
  }
}, 60_000);

describe('POST /_sandbox/webhook-check on a running sandbox', () => {
  it('answers the report, 400 for bad input, 409 while a check runs', async () => {
    const server = await startServer(
      {port: 0, host: '127.0.0.1', retryWebhooks: false, provider: false, webhookTimeoutMs: 300},
      apis,
    );
    const good = nodeReceiver('');
    const slow = nodeReceiver('slow');
    const [goodUrl, slowUrl] = [await good.start(), await slow.start()];
    const post = (body: unknown) =>
      fetch(`${server.url}/_sandbox/webhook-check`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }).then(async (r) => ({status: r.status, body: (await r.json()) as Record<string, unknown>}));
    try {
      const ok = await post({to: goodUrl, scopes: ['invoices']});
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ok: true, passed: 14, failed: 0, scopes: ['invoices']});
      const wrong = await post({to: goodUrl, scopes: ['invoices'], secret: 'whsec_SomeoneElse'});
      expect(wrong.body).toMatchObject({ok: false});
      for (const [body, message] of [
        ['{', /valid JSON/],
        [[], /JSON object/],
        [{}, /to: the URL/],
        [{to: 'ftp://x'}, /^to: the URL must start with http/],
        [{to: goodUrl, scopes: ['nope']}, /^scope: unknown scope "nope"/],
        [{to: goodUrl, extra: 1}, /unknown field extra/],
        [{to: goodUrl, scopes: 'invoices'}, /scopes must be an array/],
      ] as const) {
        const answer = await post(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect((answer.body.error as {message: string}).message).toMatch(message);
      }
      const running = post({to: slowUrl, scopes: ['invoices']});
      // The check is under way once the receiver has its first delivery.
      while (slow.hits.length === 0) await new Promise((r) => setTimeout(r, 10));
      const busy = await post({to: goodUrl});
      expect(busy.status).toBe(409);
      expect((await running).body).toMatchObject({ok: false, failed: 14});
    } finally {
      await good.close();
      await slow.close();
      await server.close();
    }
  }, 60_000);
});

describe('the published sandbox file', () => {
  it('runs the check with plain node: exit 0 on a correct receiver, 1 on a faulty one, the report as JSON', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-check-file-'));
    const file = path.join(dir, 'fernpay-sandbox.mjs');
    const good = nodeReceiver('');
    const bad = nodeReceiver('always-200');
    const [goodUrl, badUrl] = [await good.start(), await bad.start()];
    // Run from the temporary folder, so nothing of the repository (node_modules) can be found.
    const run = (...argv: string[]) =>
      new Promise<{code: number; stdout: string; stderr: string}>((resolve) => {
        execFile(process.execPath, [file, ...argv], {cwd: dir}, (error, stdout, stderr) =>
          resolve({code: error ? Number(error.code) : 0, stdout, stderr}),
        );
      });
    try {
      await bundleSandbox(
        file,
        {
          apis: apis.filter((a) => a.family !== 'provider'),
          provider: false,
          siteUrl: 'https://developers.fernpay.example',
        },
        '// test',
      );
      const help = await run('check-webhooks', '--help');
      expect(help.stdout).toContain('Usage: node fernpay-sandbox.mjs check-webhooks --to URL');
      const passed = await run('check-webhooks', '--to', goodUrl, '--scope', 'bank-accounts', '--json');
      expect(passed.code).toBe(0);
      expect(JSON.parse(passed.stdout)).toMatchObject({ok: true, passed: 14});
      const failed = await run('check-webhooks', '--to', badUrl, '--scope', 'bank-accounts');
      expect(failed.code).toBe(1);
      expect(failed.stdout).toMatch(/FAIL changed-byte/);
      expect(failed.stdout).toContain('https://developers.fernpay.example/guides/webhook-signatures#verify-a-delivery');
      expect((await run('check-webhooks', '--to', 'nowhere')).code).toBe(2);
    } finally {
      await good.close();
      await bad.close();
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }, 120_000);
});

describe('the docs MCP server tool', () => {
  it('checks an endpoint on this machine, and refuses any other address', async () => {
    const server = createMcpServer(
      mcpData({apis: apis.map((a) => ({id: a.id, family: a.family, title: a.id, bundle: JSON.stringify(a.bundled)}))}),
    );
    const client = await connectedClient(server);
    const receiver = nodeReceiver('no-tolerance');
    const to = await receiver.start();
    try {
      const call = async (args: Record<string, unknown>) =>
        (await client.callTool({name: 'check_webhook_endpoint', arguments: args})) as {
          isError?: boolean;
          content: {text: string}[];
        };
      const report = await call({to: to.replace('127.0.0.1', 'localhost'), scopes: ['invoices']});
      expect(report.isError).toBeFalsy();
      expect(JSON.parse(report.content[0].text)).toMatchObject({ok: false, failed: 2});
      for (const elsewhere of ['https://shop.example/webhooks', 'http://10.0.0.5/webhooks', 'http://[::2]/x']) {
        const refused = await call({to: elsewhere});
        expect(refused.isError, elsewhere).toBe(true);
        expect(refused.content[0].text).toContain(`node fernpay-sandbox.mjs check-webhooks --to ${elsewhere}`);
      }
      expect(receiver.hits.length).toBe(14);
    } finally {
      await receiver.close();
      await client.close();
      await server.close();
    }
  }, 60_000);
});
