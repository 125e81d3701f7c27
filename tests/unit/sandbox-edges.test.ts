/**
 * The sandbox and the MCP server at their edges (issue 39): ids named after prototype members on every
 * operation with a path id (derived from the served APIs, never listed by hand) and on the test bank, in the
 * engine; then the Done-when of the issue against the server as the published file runs it (`startServer`
 * with the served bundles): a 600 MB body (streamed, never held), a 20 KB header, a long URL, a JSON body as
 * `text/plain`, the prototype ids over HTTP, and a 16 MB MCP message: each gets its documented answer, and
 * the process still serves afterwards.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {PassThrough} from 'node:stream';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {createSandbox, REQUEST_LIMITS, StateValueError, type SandboxApi, type SandboxState} from '../../src/sandbox';
import {EDGE_MESSAGES, startServer} from '../../src/sandbox/server';
import {createMcpServer, MAX_QUERY_CHARACTERS} from '../../src/mcp/server';
import {mcpData} from './lib/mcp-client';
import {boundedMessages, oversizeError} from '../../src/mcp/stdin';
import {buildOperations, type Operation} from '../../src/sandbox/openapi';
import {documentedBody} from '../../src/components/TryIt/helpers';
import {LINK_KINDS} from '../../src/sandbox/links';
import {PROVIDER_PRESET} from '../../src/sandbox/presets/provider';
import {PUBLIC_PRESET} from '../../src/sandbox/presets/public';
import {PARTNER, PROVIDER, requester, sandboxApis, TOOLKIT, watchedSandbox} from './sandbox-helpers';

/** Ids that a plain object answers from its prototype (`{}['constructor']` is `Object`). */
export const PROTOTYPE_IDS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'] as const;

/** What a JavaScript error leaks into a body. */
export const JS_ERROR =
  /TypeError|ReferenceError|RangeError|SyntaxError|is not a function|Cannot read propert|Cannot set propert|undefined|\[object |function |Object\(\)/;

/** Every operation with a path parameter, each path parameter set to `id`: the URL as served. */
export function pathIdCalls(apis: readonly SandboxApi[], id: string) {
  return buildOperations(apis)
    .filter((op) => op.pathParamNames.length > 0)
    .map((op) => ({
      op,
      url: op.servedPath.replace(/\{[^}]+\}/g, encodeURIComponent(id)),
      // What Try it's first Send carries: the operation's first documented example.
      body: op.body ? (JSON.parse(documentedBody(op)) as unknown) : undefined,
    }));
}

/** The 4xx an operation documents for an id it does not know: its 404, else its 400 (a malformed id). */
export const unknownIdStatuses = (op: Operation) =>
  ['404', '400', '410', '403'].filter((s) => op.responses[s] !== undefined).map(Number);

/** A sandbox with every API (the provider's too) and one payment created and sent, with its link. */
async function withOnePayment() {
  const apis = await sandboxApis(true);
  const sandbox = createSandbox({preset: PROVIDER_PRESET, apis});
  const {call} = requester(sandbox);
  const created = await call('POST', '/v1/payments/single/create-and-process', {
    reference: 'INV-2026-042',
    amount: '125.50',
    customerName: 'Ada Quill',
    customerEmail: 'ada.quill@example.org',
    paymentMethod: 'fernpay_ob',
  });
  expect(created.status).toBe(201);
  return {apis, sandbox, call, created};
}

describe('ids named after prototype members', () => {
  it('every operation with a path id answers its documented 4xx, never a JavaScript error', async () => {
    const {apis, defects, advance, call} = await watchedSandbox();
    const problems: string[] = [];
    let calls = 0;
    for (const id of PROTOTYPE_IDS) {
      for (const {op, url, body} of pathIdCalls(apis, id)) {
        advance(1000); // below every rate limit
        calls++;
        const r = await call(op.method.toUpperCase(), url, body);
        const allowed = unknownIdStatuses(op);
        const where = `${op.operationId} ${id}: ${r.status} ${r.body.slice(0, 120)}`;
        if (!allowed.includes(r.status)) problems.push(`${where} (documented: ${allowed.join(', ') || 'none'})`);
        else if (JS_ERROR.test(r.body)) problems.push(`${where} (a JavaScript error)`);
      }
    }
    expect(problems).toEqual([]);
    expect(defects).toEqual([]);
    // Every API with path ids was walked (the list is derived, so a new operation is walked too).
    expect(calls).toBeGreaterThan(PROTOTYPE_IDS.length * 50);
  });

  it('the test bank: POST /_sandbox/bank/<id>/<action> answers 404 for every prototype id', async () => {
    // Records and links exist (a payment sent, with its link), so the collections are there to be fooled.
    const {sandbox, call} = await withOnePayment();
    for (const id of PROTOTYPE_IDS)
      for (const action of ['approve', 'decline', 'expire', 'revoke', 'card', 'run-next-check']) {
        const r = await call('POST', `/_sandbox/bank/${encodeURIComponent(id)}/${action}`);
        expect([r.status, r.body], `${id}/${action}`).toEqual([404, JSON.stringify({error: {message: 'Not Found'}})]);
      }
    // The pages of links: a prototype id as the link's hash is an unknown link.
    for (const id of PROTOTYPE_IDS)
      for (const {path, param} of Object.values(LINK_KINDS)) {
        const r = await sandbox.handle({method: 'GET', url: `${path}?${param}=${id}`, headers: {}});
        expect(r.status, `${path} ${id}`).toBe(404);
      }
  });
});

// ---- the Done-when of issue 39: the server (as the published file runs it) at its edges --------------

/** Sends a raw request over one connection; resolves with the status line's code, the headers and the body. */
function rawRequest(port: number, head: string, body?: {bytes: number; chunk: number}) {
  return new Promise<{status: number; headers: string; body: string; sent: number}>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let sent = 0;
    let answered = false;
    const done = () => {
      const text = received.toString('utf8');
      const [headers, ...rest] = text.split('\r\n\r\n');
      resolve({status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), headers, body: rest.join('\r\n\r\n'), sent});
    };
    socket.on('data', (d: Buffer) => {
      answered = true;
      received = Buffer.concat([received, d]);
    });
    socket.on('end', done);
    socket.on('close', () => (answered ? done() : reject(new Error('closed without an answer'))));
    // A refused request's connection is closed while the body still streams (EPIPE): the answer is what counts.
    socket.on('error', () => undefined);
    socket.write(head);
    if (!body) return;
    // Streamed: one reused chunk, never the whole body in memory; stops once the server has answered.
    const chunk = Buffer.alloc(body.chunk, 'a');
    const more = () => {
      if (answered || socket.destroyed) return;
      if (sent >= body.bytes) return void socket.end();
      sent += chunk.length;
      if (socket.write(chunk)) setImmediate(more);
      else socket.once('drain', more);
    };
    more();
  });
}

describe('a saved state validated by value', () => {
  /** A state of the right shape from a real sandbox: one payment created (`sent`). */
  async function savedState() {
    const {apis, sandbox, created} = await withOnePayment();
    return {
      apis,
      id: (created.json.result?.id ?? created.json.id) as string,
      state: JSON.parse(JSON.stringify(sandbox.snapshot())) as SandboxState,
    };
  }
  const refusal = (make: () => unknown) => {
    try {
      make();
    } catch (error) {
      return error instanceof StateValueError ? {pointer: error.pointer, message: error.message} : error;
    }
    return undefined;
  };

  it('refuses an impossible clock, a status no lifecycle declares and a made-up amount, naming the JSON pointer', async () => {
    const {apis, id, state} = await savedState();
    const start = (edit: (s: SandboxState) => void) => {
      const copy = structuredClone(state);
      edit(copy);
      return refusal(() => createSandbox({preset: PROVIDER_PRESET, apis, state: copy}));
    };
    expect(start(() => undefined)).toBeUndefined();
    expect(start((s) => (s.clockOffsetMs = 50 * 365 * 86_400_000))).toBeUndefined();
    for (const offset of [1e300, Number.NaN, -Infinity, 101 * 365.25 * 86_400_000, -101 * 365.25 * 86_400_000])
      expect(start((s) => (s.clockOffsetMs = offset))).toMatchObject({pointer: '/clockOffsetMs'});
    // A status no lifecycle declares (what a hand-edited file may hold; the record's type cannot).
    expect(start((s) => ((s.payments[id].payment as Record<string, unknown>).status = 'refunded-twice'))).toEqual({
      pointer: `/payments/${id}/payment/status`,
      message: `the value at /payments/${id}/payment/status is wrong: "refunded-twice" is not a status any lifecycle of the sandbox declares`,
    });
    // `paid` is declared, a made-up amount is not an amount.
    expect(
      start((s) => {
        s.payments[id].payment.status = 'paid';
        s.payments[id].payment.amount = '1e9';
      }),
    ).toMatchObject({pointer: `/payments/${id}/payment/amount`});
    // The statuses come from the preset's lifecycle declarations: a provider status is one only where the
    // provider's lifecycles run.
    const publicOnly = structuredClone(state);
    (publicOnly.payments[id].payment as Record<string, unknown>).status = 'AwaitingAuthorisation';
    const publicApis = apis.filter((a) => a.family !== 'provider');
    expect(refusal(() => createSandbox({preset: PUBLIC_PRESET, apis: publicApis, state: publicOnly}))).toMatchObject({
      pointer: `/payments/${id}/payment/status`,
    });
  });

  it('a --state file with an impossible value: the server refuses to start, naming the file and the pointer', async () => {
    const {apis, state} = await savedState();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-edges-'));
    const file = path.join(dir, 'state.json');
    fs.writeFileSync(file, JSON.stringify({...state, clockOffsetMs: 1e300}));
    await expect(
      startServer({port: 0, host: '127.0.0.1', retryWebhooks: false, provider: true, stateFile: file}, apis),
    ).rejects.toThrow(
      `${file} cannot be used: the value at /clockOffsetMs is wrong: 1e+300 is not a clock offset (at most 100 years either way, in ms)`,
    );
    // Refused, the file is not held: once fixed, a server starts on it.
    fs.writeFileSync(file, JSON.stringify(state));
    const server = await startServer(
      {port: 0, host: '127.0.0.1', retryWebhooks: false, provider: true, stateFile: file},
      apis,
    );
    try {
      const reset = await fetch(`${server.url}/_sandbox/reset`, {method: 'POST'});
      expect(reset.status).toBe(200);
    } finally {
      await server.close();
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('where the sandbox sends a browser', () => {
  const consent = (redirectUri: string) => ({
    provider: 'ob-natwest',
    flow: 'accounts',
    customerConsentId: 'kl-acc-000781',
    Option: {RedirectUri: redirectUri},
  });

  it('refuses a provider RedirectUri that is not https: (or http: on this machine) with the documented 400', async () => {
    const apis = await sandboxApis(true);
    const {call} = requester(createSandbox({preset: PROVIDER_PRESET, apis}));
    for (const uri of [
      'javascript:alert(1)',
      'data:text/html,<b>hi</b>',
      'http://app.kestrelledger.example/bank/return',
      'ftp://x.example/',
    ]) {
      const r = await call('POST', '/provider/v1/data/access-consents', consent(uri));
      expect([r.status, r.json?.error?.dataPath], uri).toEqual([400, '.Option.RedirectUri']);
    }
    for (const uri of [
      'https://app.kestrelledger.example/bank/return',
      'http://localhost:3000/return',
      'http://127.0.0.1:8080/cb',
    ])
      expect((await call('POST', '/provider/v1/data/access-consents', consent(uri))).status, uri).toBe(201);
  });

  it("the test bank never redirects to javascript: (a tampered state), and its pages can't be framed", async () => {
    const apis = await sandboxApis(true);
    const first = createSandbox({preset: PROVIDER_PRESET, apis});
    const created = await requester(first).call(
      'POST',
      '/provider/v1/data/access-consents',
      consent('https://app.kestrelledger.example/r'),
    );
    expect(created.status).toBe(201);
    const authUrl = String(JSON.stringify(created.json).match(/"(http:\/\/[^"]*\/bank\/authorise[^"]*)"/)?.[1]);
    // The state edited by hand: the consent's redirect URI made a script.
    const text = JSON.stringify(first.snapshot()).replaceAll(
      'https://app.kestrelledger.example/r',
      'javascript:alert(document.domain)',
    );
    const sandbox = createSandbox({preset: PROVIDER_PRESET, apis, state: JSON.parse(text) as SandboxState});
    const here = authUrl.replace(/^https?:\/\/[^/]+/, '');
    const page = await sandbox.handle({method: 'GET', url: here, headers: {}});
    expect(page.status).toBe(200);
    const csp = page.headers['Content-Security-Policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/form-action 'self'/);
    const action = /<form method="post" action="([^"]+)">/.exec(page.body)![1].replace(/&amp;/g, '&');
    const pressed = await sandbox.handle({
      method: 'POST',
      url: action,
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: 'action=approve',
    });
    expect(pressed.headers.Location ?? '').not.toMatch(/^javascript:/);
    expect(pressed.status).toBe(200); // the result page instead
  });
});

describe('the server at its edges (the Done-when of issue 39)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let port = 0;
  let apis: SandboxApi[];
  const defects: string[] = [];
  const serving = async () => {
    const r = await fetch(`${server.url}/_sandbox`);
    expect(r.status, 'the server still serves').toBe(200);
    const create = await fetch(`${server.url}/v1/payments/single/create`, {
      method: 'POST',
      headers: {...TOOLKIT, 'Content-Type': 'application/json'},
      body: JSON.stringify({reference: 'STILL-OK', amount: '1.00'}),
    });
    expect(create.status, 'and still creates').toBe(201);
  };

  beforeAll(async () => {
    apis = await sandboxApis(true);
    const error = console.error;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      defects.push(args.map(String).join(' '));
      error(...args);
    });
    server = await startServer({port: 0, host: '127.0.0.1', retryWebhooks: false, provider: true}, apis);
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.close();
    vi.restoreAllMocks();
    expect(defects).toEqual([]);
  });

  it(
    'a 600 MB body, streamed, chunked or with its length said: 413 as soon as it passes 1 MiB',
    {timeout: 120_000},
    async () => {
      const total = 600 * 1024 * 1024;
      const head = (extra: string) =>
        `POST /v1/payments/single/create HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Terminal-Id: ${TOOLKIT['X-Terminal-Id']}\r\nX-Terminal-Secret: ${TOOLKIT['X-Terminal-Secret']}\r\nContent-Type: application/json\r\n${extra}\r\n`;
      // Not chunk-encoded framing: the bytes as sent by a client that said nothing of the length would be
      // refused by node; a declared length is what a client streaming a file sends.
      const declared = await rawRequest(port, head(`Content-Length: ${total}\r\n`), {bytes: total, chunk: 256 * 1024});
      expect(declared.status).toBe(413);
      expect(declared.body).toBe(`the body must be at most ${REQUEST_LIMITS.maxBodyBytes} bytes (1 MiB)`);
      expect(declared.sent).toBeLessThan(64 * 1024 * 1024);
      const chunkedHead = head('Transfer-Encoding: chunked\r\n');
      const chunked = await new Promise<number>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        const piece = Buffer.alloc(256 * 1024, 'a');
        const frame = Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]);
        let sent = 0;
        let status = 0;
        socket.on('data', (d: Buffer) => (status ||= Number(/^HTTP\/1\.1 (\d{3})/.exec(d.toString())?.[1] ?? 0)));
        socket.on('close', () => (status ? resolve(status) : reject(new Error(`closed after ${sent} bytes`))));
        socket.on('error', () => undefined);
        socket.write(chunkedHead);
        const more = () => {
          if (status || socket.destroyed || sent >= total) return void socket.end();
          sent += piece.length;
          if (socket.write(frame)) setImmediate(more);
          else socket.once('drain', more);
        };
        more();
      });
      expect(chunked).toBe(413);
      await serving();
    },
  );

  it("a 20 KB header: 431 in the family's error shape; a URL over 8,192 bytes: 414", async () => {
    const big = 'x'.repeat(20 * 1024);
    for (const [path, type, body] of [
      ['/v1/payments/single/list', 'text/plain', EDGE_MESSAGES.headersTooLarge],
      ['/provider/v1/providers', 'application/json', JSON.stringify({error: {message: EDGE_MESSAGES.headersTooLarge}})],
      ['/_sandbox', 'application/json', JSON.stringify({error: {message: EDGE_MESSAGES.headersTooLarge}})],
    ] as const) {
      const r = await rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${big}\r\n\r\n`);
      expect([r.status, r.body], path).toEqual([431, body]);
      expect(r.headers).toContain(`Content-Type: ${type}`);
    }
    const long = await fetch(
      `${server.url}/v1/payments/single/list?page=1&x=${'y'.repeat(REQUEST_LIMITS.maxUrlBytes)}`,
      {
        headers: TOOLKIT,
      },
    );
    expect([long.status, await long.text()]).toEqual([414, EDGE_MESSAGES.urlTooLong]);
    const atCap = '/v1/payments/single/list?page=1&x=';
    const fits = await fetch(`${server.url}${atCap}${'y'.repeat(REQUEST_LIMITS.maxUrlBytes - atCap.length)}`, {
      headers: TOOLKIT,
    });
    expect(fits.status).toBe(200);
    await serving();
  });

  it('a JSON body sent as text/plain, or with no media type: 415; the cross-site simple POST to the webhook check too', async () => {
    const body = JSON.stringify({reference: 'PLAIN', amount: '1.00'});
    const url = `${server.url}/v1/payments/single/create`;
    const asText = await fetch(url, {method: 'POST', headers: {...TOOLKIT, 'Content-Type': 'text/plain'}, body});
    expect([asText.status, await asText.text()]).toEqual([415, EDGE_MESSAGES.notJson]);
    const none = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        url,
        {method: 'POST', headers: {...TOOLKIT, 'Content-Length': Buffer.byteLength(body)}},
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(none).toBe(415);
    const form = await fetch(`${server.url}/_sandbox/webhook-check`, {
      method: 'POST',
      headers: {'Content-Type': 'text/plain'},
      body: JSON.stringify({to: 'http://127.0.0.1:9/hook'}),
    });
    expect([form.status, await form.json()]).toEqual([415, {error: {message: EDGE_MESSAGES.notJson}}]);
    const provider = await fetch(`${server.url}/provider/v1/data/access-consents`, {
      method: 'POST',
      headers: {...PROVIDER, 'Content-Type': 'application/x-www-form-urlencoded'},
      body: 'provider=ob-natwest',
    });
    expect([provider.status, await provider.json()]).toEqual([415, {error: {message: EDGE_MESSAGES.notJson}}]);
    // `application/json; charset=utf-8` and `application/merge-patch+json` are JSON.
    const json = await fetch(url, {
      method: 'POST',
      headers: {...TOOLKIT, 'Content-Type': 'application/json; charset=utf-8'},
      body,
    });
    expect(json.status).toBe(201);
    // A call without a body needs no media type; the test bank's own forms (pages) are not JSON calls.
    expect((await fetch(`${server.url}/_sandbox/reset`, {method: 'POST'})).status).toBe(200);
    await serving();
  });

  it(
    'the prototype ids on every operation with a path id, over HTTP: the documented 4xx',
    {timeout: 120_000},
    async () => {
      const credentials = (url: string) =>
        url.startsWith('/partner/') ? PARTNER : url.startsWith('/provider/') ? PROVIDER : TOOLKIT;
      const problems: string[] = [];
      for (const id of PROTOTYPE_IDS)
        for (const {op, url, body} of pathIdCalls(apis, id)) {
          // Every call is its own sandbox minute: the rate limits stay out of the way.
          await fetch(`${server.url}/_sandbox/clock`, {
            method: 'POST',
            headers: {'Content-Type': 'application/json'},
            body: JSON.stringify({advance: 'PT1M'}),
          });
          const r = await fetch(`${server.url}${url}`, {
            method: op.method.toUpperCase(),
            headers: {...credentials(url), ...(body === undefined ? {} : {'Content-Type': 'application/json'})},
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const text = await r.text();
          if (!unknownIdStatuses(op).includes(r.status) || JS_ERROR.test(text))
            problems.push(`${op.operationId} ${id}: ${r.status} ${text.slice(0, 100)}`);
        }
      expect(problems).toEqual([]);
      await serving();
    },
  );
});

describe('the MCP server at its edge (the Done-when of issue 39)', () => {
  /** An MCP server's stdio as these tests drive it: `input` to write to, and the answer lines read from `output`. */
  function stdio() {
    const input = new PassThrough();
    const output = new PassThrough();
    const lines: string[] = [];
    let pending = '';
    output.on('data', (d: Buffer) => {
      pending += d.toString();
      const parts = pending.split('\n');
      pending = parts.pop()!;
      lines.push(...parts.filter(Boolean));
    });
    const send = (message: object) => input.write(`${JSON.stringify(message)}\n`);
    const initialize = () =>
      send({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'edge-test', version: '1'}},
      });
    return {input, output, lines, send, initialize};
  }

  it('search_docs with a 1 MB query: a clear error naming the limit, and the calls sent after it are answered', async () => {
    const {input, output, lines, send, initialize} = stdio();
    const mcp = createMcpServer(mcpData());
    await mcp.connect(new StdioServerTransport(input, output));
    const answer = (id: number) =>
      lines
        .map((l) => JSON.parse(l) as {id: unknown; error?: {message: string}; result?: ToolResult})
        .find((a) => a.id === id);
    type ToolResult = {isError?: boolean; content: {type: string; text: string}[]};
    initialize();
    await vi.waitFor(() => expect(answer(1)).toBeDefined());
    send({jsonrpc: '2.0', method: 'notifications/initialized'});
    // One message of about 1 MB (under the 4 MiB a message may have), then a list of the tools and a ping right behind it.
    send({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: {name: 'search_docs', arguments: {query: 'refund '.repeat(150_000)}},
    });
    send({jsonrpc: '2.0', id: 3, method: 'tools/list'});
    send({jsonrpc: '2.0', id: 4, method: 'ping'});
    await vi.waitFor(() => expect([answer(2), answer(3), answer(4)].every(Boolean)).toBe(true), {timeout: 30_000});
    // The long query is refused by the argument's limit, before any search: its text names the limit.
    const refused = answer(2)!;
    const refusal = refused.error?.message ?? refused.result?.content.map((c) => c.text).join(' ') ?? '';
    expect(refused.error !== undefined || refused.result?.isError === true).toBe(true);
    expect(refusal).toMatch(new RegExp(`${MAX_QUERY_CHARACTERS}`));
    // The calls behind it are answered (the unit data has no search index: the list of tools, and a ping).
    const tools = (answer(3)!.result as unknown as {tools: {name: string}[]}).tools.map((t) => t.name);
    expect(tools).toContain('search_docs');
    expect(answer(4)!.result).toEqual({});
    await mcp.close();
  });

  it('a 16 MB message is answered with a JSON-RPC error, and the next call is answered', async () => {
    const {input, output, lines, send, initialize} = stdio();
    const mcp = createMcpServer(mcpData());
    const bounded = boundedMessages(input, (bytes) => output.write(oversizeError(bytes)));
    await mcp.connect(new StdioServerTransport(bounded, output));
    initialize();
    await vi.waitFor(() => expect(lines.some((l) => JSON.parse(l).id === 1)).toBe(true));
    // 16 MB in one message, written in 1 MB pieces (the reader drops it as it streams).
    const piece = 'a'.repeat(1024 * 1024);
    input.write('{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"search_docs","arguments":{"query":"');
    for (let i = 0; i < 16; i++) input.write(piece);
    input.write('"}}}\n');
    send({jsonrpc: '2.0', id: 2, method: 'ping'});
    await vi.waitFor(() => expect(lines.some((l) => JSON.parse(l).id === 2)).toBe(true));
    const answers = lines.map(
      (l) => JSON.parse(l) as {id: unknown; error?: {code: number; message: string}; result?: unknown},
    );
    const refusal = answers.find((a) => a.id === null);
    expect(refusal?.error?.code).toBe(-32600);
    expect(refusal?.error?.message).toMatch(
      /^Message of 1677\d{4} bytes refused: the most this server reads is 4194304 bytes/,
    );
    expect(answers.find((a) => a.id === 2)?.result).toEqual({});
    await mcp.close();
  });
});
