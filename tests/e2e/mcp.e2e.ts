/**
 * The docs MCP server as an assistant gets it: the published single file (build/mcp/fernpay-docs-mcp.mjs)
 * copied alone into an empty directory and started with `node` over stdio by the SDK's own client. Its tools
 * and their schemas, what a search result says, an operation's
 * request schema, a request checked with the documented message, a sandbox payment and its signed webhook,
 * a page as a resource; the public file holds nothing of the restricted section, and the section's own
 * build (under its prefix) finds the section's operations.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {RESTRICTED} from '../../src/restricted';
import {MCP_FILE_PATH, RESTRICTED_MCP_FILE_PATH} from '../../src/shared/mcp';
import {verifyWebhook} from '../../src/lib/webhookSignature';
import {PAGEFIND_POLL, classicPagefind, evaluatePagefind, quickReadiness} from '../../src/mcp/search';
import {restrictedQueries, restrictedRecords} from './search-queries';
import {leaksIn, restrictedOnlyStrings} from './restricted-files';
import {PUBLISHED_NODE} from './lib/published-node';
import {startMcpFile, stopMcpFile, type StartedMcp} from './lib/mcp-file';

const TOOLS = [
  'check_webhook_endpoint',
  'get_operation',
  'get_page',
  'get_schema',
  'list_scenarios',
  'list_workflows',
  'run_workflow',
  'sandbox_call',
  'sandbox_events',
  'search_docs',
  'sign_webhook',
  'validate_request',
  'verify_webhook',
];

async function call<T = Record<string, unknown>>(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({name, arguments: args})) as {
    isError?: boolean;
    content: {type: string; text: string}[];
  };
  const text = result.content[0]?.text ?? '';
  if (result.isError) throw new Error(`${name}: ${text}`);
  return JSON.parse(text) as T;
}

interface Hit {
  title: string;
  breadcrumb?: string;
  route: string;
  snippet: string;
  kind?: string;
  method?: string;
  path?: string;
}

const publicFile = path.join('build', MCP_FILE_PATH);
const restrictedFile = path.join('build', RESTRICTED_MCP_FILE_PATH);

describe('the docs MCP server (published single file, over stdio)', () => {
  let server: StartedMcp;
  beforeAll(async () => {
    server = await startMcpFile(publicFile);
  });
  afterAll(async () => {
    await stopMcpFile(server);
  });

  it('runs from a directory with nothing else in it, and lists its tools with their input schemas', async () => {
    expect(fs.readdirSync(server.dir)).toEqual(['fernpay-docs-mcp.mjs']);
    const {tools} = await server.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(60);
      expect(tool.inputSchema.type).toBe('object');
    }
    const schema = (name: string) => tools.find((t) => t.name === name)!.inputSchema;
    expect(schema('search_docs').required).toEqual(['query']);
    expect(Object.keys(schema('search_docs').properties ?? {})).toEqual(expect.arrayContaining(['query', 'section']));
    expect(schema('get_page').required).toEqual(['route']);
    expect(schema('get_operation').required).toEqual(['api', 'operation']);
    expect(schema('get_schema').required).toEqual(['api', 'name']);
    expect(schema('validate_request').required).toEqual(['api', 'operation']);
    expect(schema('sign_webhook').required).toEqual(['payload', 'secret']);
    expect(schema('verify_webhook').required).toEqual(['headers', 'body', 'secret']);
    // The API argument lists the public APIs, never the restricted ones.
    const apis = (schema('get_operation').properties as Record<string, {enum?: string[]}>).api.enum ?? [];
    expect(apis).toContain('toolkit-single-payments');
    expect(apis.some((id) => (RESTRICTED.apis as readonly string[]).includes(id))).toBe(false);
    // The instructions for agents come with the server.
    expect(server.client.getInstructions()).toMatch(/Idempotency-Key/);
  });

  it('search_docs answers as the search box shows a result; a section filter keeps to its section', async () => {
    // Its ranking is the box's: tests/e2e/search.e2e.ts measures every query set through search_docs and checks on a
    // sample of each that the box in Chromium lists the same results in the same order.
    // Where a result is, as the search box shows it; a section filter keeps to its section.
    const {results} = await call<{results: Hit[]}>(server.client, 'search_docs', {query: 'refund', section: 'Partner'});
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((h) => h.route.startsWith('/partner-api/'))).toBe(true);
    expect(results[0].breadcrumb).toMatch(/^Partner API › /);
    expect(results[0].snippet.length).toBeGreaterThan(20);
    // What /guides/ai-assistant says to try: an operation's result names what get_operation takes.
    const all = (
      await call<{results: (Hit & {api?: string; operationId?: string; schema?: string})[]}>(
        server.client,
        'search_docs',
        {query: 'refund'},
      )
    ).results;
    const first = all.find((h) => h.kind === 'operation')!;
    expect(first.api, JSON.stringify(first)).toBeDefined();
    const op = await call<{method: string; path: string}>(server.client, 'get_operation', {
      api: first.api,
      operation: first.operationId,
    });
    expect(`${op.method.toUpperCase()} ${op.path}`).toBe(`${first.method!.toUpperCase()} ${first.path}`);
    for (const hit of all.filter((h) => h.kind === 'schema'))
      await call(server.client, 'get_schema', {api: hit.api, name: hit.schema});
    // A word no result holds (another product's parameter) is named, as the search box names it; none otherwise.
    const unmatched = await call<{unmatchedWords?: string[]; results: Hit[]}>(server.client, 'search_docs', {
      query: 'ccreturn refund',
    });
    expect(unmatched.unmatchedWords).toEqual(['ccreturn']);
    expect(unmatched.results[0].title).toMatch(/refund/i);
    expect(
      (await call<{unmatchedWords?: string[]}>(server.client, 'search_docs', {query: 'refund'})).unmatchedWords,
    ).toBeUndefined();
    // Any limit lists the box's results first, in its order; up to 50 of them for a question too (it read 16 and
    // answered no more than 16 until 2026-12-03, and a task's first results changed with the limit).
    for (const query of ['how do refunds work?', 'refund a payment']) {
      const routes = async (limit: number) =>
        (await call<{results: Hit[]}>(server.client, 'search_docs', {query, limit})).results.map((h) => h.route);
      const [ten, fifty] = [await routes(10), await routes(50)];
      expect(fifty, query).toHaveLength(50);
      expect(fifty.slice(0, 10), query).toEqual(ten);
      expect(new Set(fifty).size, query).toBe(50);
    }
  });

  it('the built Pagefind script still has the 50 ms readiness wait the server shortens (src/mcp/search.ts)', () => {
    const script = fs.readFileSync(path.join('build', 'pagefind', 'pagefind.js'), 'utf8');
    expect(script.split(PAGEFIND_POLL).length - 1).toBeGreaterThan(0);
    expect(quickReadiness(script)).not.toContain(PAGEFIND_POLL);
  });

  it('the built Pagefind script runs as a function body, each copy with a memory of its own (src/mcp/search.ts)', async () => {
    const script = fs.readFileSync(path.join('build', 'pagefind', 'pagefind.js'), 'utf8');
    const body = classicPagefind(script);
    expect(body).not.toMatch(/\bexport\s*\{|import\.meta/);
    expect(typeof (await evaluatePagefind(body)).createInstance).toBe('function');
    // A script of another shape fails, saying why, rather than running half.
    expect(() => classicPagefind(`${script}\nexport const later = 1;`)).toThrow(/createInstance/);
    expect(() => classicPagefind(`import x from 'y';${script}`)).toThrow(/imports/);
  });

  it('get_page returns the Markdown twin; a page is a resource too', async () => {
    const result = (await server.client.callTool({name: 'get_page', arguments: {route: '/guides/ai-assistant'}})) as {
      content: {text: string}[];
    };
    const twin = fs.readFileSync('build/guides/ai-assistant.md', 'utf8');
    expect(result.content[0].text).toBe(twin);
    const {resources} = await server.client.listResources();
    const resource = resources.find((r) => r.uri === 'fernpay-docs:///api-conventions');
    expect(resource?.mimeType).toBe('text/markdown');
    const read = await server.client.readResource({uri: 'fernpay-docs:///api-conventions'});
    expect((read.contents[0] as {text: string}).text).toBe(fs.readFileSync('build/api-conventions.md', 'utf8'));
    expect(resources.some((r) => r.uri.startsWith(`fernpay-docs://${RESTRICTED.prefix}`))).toBe(false);
  });

  it('get_operation returns the request schema of create-and-process, its Markdown, errors and samples', async () => {
    const op = await call<{
      method: string;
      path: string;
      markdown: string;
      request: {
        body: {required: boolean; schema: {type?: string; required?: string[]; properties?: Record<string, unknown>}};
      };
      errors: {status: string}[];
    }>(server.client, 'get_operation', {api: 'toolkit-single-payments', operation: 'createAndProcessSinglePayment'});
    expect(`${op.method} ${op.path}`).toBe('POST /payments/single/create-and-process');
    const bundle = JSON.parse(fs.readFileSync('build/openapi/toolkit-single-payments.json', 'utf8')) as {
      components: {schemas: Record<string, {required?: string[]; properties?: object}>};
    };
    const served = bundle.components.schemas.CreateSinglePaymentRequest;
    expect(op.request.body.required).toBe(true);
    expect(op.request.body.schema.required).toEqual(served.required);
    expect(Object.keys(op.request.body.schema.properties ?? {})).toEqual(Object.keys(served.properties ?? {}));
    expect(op.markdown).toMatch(/^### Create and send a payment/);
    expect(op.markdown).toMatch(/```bash\ncurl/);
    expect(op.errors.map((e) => e.status)).toEqual(expect.arrayContaining(['400', '401', '409', '422', '429']));
    // The same operation by method and path.
    const byPath = await call<{operationId: string}>(server.client, 'get_operation', {
      api: 'toolkit-single-payments',
      operation: 'POST /payments/single/create-and-process',
    });
    expect(byPath.operationId).toBe('createAndProcessSinglePayment');
    const schema = await call<{name: string; schema: {properties?: object}}>(server.client, 'get_schema', {
      api: 'toolkit-single-payments',
      name: 'CreateSinglePaymentRequest',
    });
    expect(Object.keys(schema.schema.properties ?? {})).toEqual(Object.keys(served.properties ?? {}));
  });

  it('validate_request rejects a 5-digit sort code with the documented message', async () => {
    // The reference's own request example (partner bank accounts), with one digit of the sort code left out.
    const request = {
      path: {companyId: '6650f1c2a9d3e4b5c6d7e8fa'},
      body: {
        sortCode: '60837',
        accountNumber: '41296385',
        name: 'Otterly Bakes Savings',
        provider: 'ob-starling',
        bankStatementAttachmentURL:
          'https://files.latticecommerce.example/statements/otterly-bakes-savings-2026-06.pdf',
      },
    };
    const args = {api: 'partner-bank-accounts', operation: 'createBankAccount'};
    const answer = await call<{valid: boolean; status: number; error: string}>(server.client, 'validate_request', {
      ...args,
      request,
    });
    expect(answer).toMatchObject({valid: false, status: 400});
    expect(answer.error).toMatch(/^sortCode must /);
    // The message is the one the reference documents for this call (its 400 example).
    const reference = fs.readFileSync('build/partner-api/apis/bank-accounts/api-requests.md', 'utf8');
    expect(reference).toContain(answer.error);
    const fixed = await call<{valid: boolean}>(server.client, 'validate_request', {
      ...args,
      request: {...request, body: {...request.body, sortCode: '608371'}},
    });
    expect(fixed.valid).toBe(true);
    // Credentials other than the sandbox's get the documented 401.
    const unauthorized = await call<{status: number}>(server.client, 'validate_request', {
      ...args,
      request: {...request, headers: {'X-Terminal-Secret': 'not-the-secret'}},
    });
    expect(unauthorized.status).toBe(401);
  });

  it('answers abuse with clear errors: prototype names, an overlong query; the session goes on', async () => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const result = (await server.client.callTool({
        name: 'get_schema',
        arguments: {api: 'toolkit-single-payments', name},
      })) as {isError?: boolean; content: {text: string}[]};
      expect(result.isError, name).toBe(true);
      expect(result.content[0].text).toContain(`No schema "${name}" in toolkit-single-payments`);
    }
    const long = (await server.client.callTool({name: 'search_docs', arguments: {query: 'refund '.repeat(100)}})) as {
      isError?: boolean;
      content: {text: string}[];
    };
    expect(long.isError).toBe(true);
    expect(long.content[0].text).toMatch(/at most 500 character/);
    expect((await call<{total: number}>(server.client, 'search_docs', {query: 'refund'})).total).toBeGreaterThan(0);
  });

  it('a message over the cap is answered with a JSON-RPC error and read no further; a body nested 10,000 deep gets the depth message', async () => {
    // Raw lines: the SDK's client cannot send either (its serialiser overflows on the deep body).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-mcp-raw-'));
    fs.copyFileSync(publicFile, path.join(dir, 'fernpay-docs-mcp.mjs'));
    const child = spawn(PUBLISHED_NODE, ['fernpay-docs-mcp.mjs'], {cwd: dir, env: {PATH: process.env.PATH ?? ''}});
    const lines: {id?: number | null; result?: unknown; error?: {code: number; message: string}}[] = [];
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString('utf8');
      for (let at = out.indexOf('\n'); at >= 0; at = out.indexOf('\n')) {
        lines.push(JSON.parse(out.slice(0, at)));
        out = out.slice(at + 1);
      }
    });
    const send = (line: string) => child.stdin.write(`${line}\n`);
    try {
      send(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'raw', version: '1'}},
        }),
      );
      send(JSON.stringify({jsonrpc: '2.0', method: 'notifications/initialized'}));
      const query = 'x'.repeat(11 * 1024 * 1024);
      send(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 2,
          method: 'tools/call',
          params: {name: 'search_docs', arguments: {query}},
        }),
      );
      const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
      const args = `{"api":"toolkit-single-payments","operation":"createSinglePayment","request":{"body":${deep}}}`;
      send(`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"validate_request","arguments":${args}}}`);
      send(JSON.stringify({jsonrpc: '2.0', id: 4, method: 'tools/list'}));
      // Answers come as each call ends (the check loads the engine first): wait for both.
      await expect.poll(() => [3, 4].every((id) => lines.some((l) => l.id === id)), {timeout: 60_000}).toBe(true);
      const refused = lines.find((l) => l.id === null);
      expect(refused?.error?.code).toBe(-32600);
      expect(refused?.error?.message).toMatch(
        /^Message of \d+ bytes refused: the most this server reads is 4194304 bytes/,
      );
      expect(lines.some((l) => l.id === 2)).toBe(false);
      const depth = lines.find((l) => l.id === 3)?.result as {content: {text: string}[]};
      expect(JSON.parse(depth.content[0].text)).toMatchObject({
        valid: false,
        status: 400,
        error: 'the body must be nested at most 32 levels deep',
      });
      expect(child.exitCode).toBe(null);
    } finally {
      child.kill();
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('sandbox_call creates a payment that sandbox_events then shows, signed', async () => {
    const created = await call<{status: number; body: {result: {id: string; reference: string}}}>(
      server.client,
      'sandbox_call',
      {
        api: 'toolkit-single-payments',
        operation: 'createAndProcessSinglePayment',
        headers: {'Idempotency-Key': 'mcp-e2e-0001'},
        body: {reference: 'INV-2026-042', amount: '125.50', customerName: 'Ada Quill'},
      },
    );
    expect(created.status).toBe(201);
    const id = created.body.result.id;
    const {events, webhookSecret} = await call<{
      webhookSecret: string;
      events: {type: string; headers: Record<string, string>; body: string; signatureValid: boolean}[];
    }>(server.client, 'sandbox_events', {});
    const mine = events.filter((e) => e.body.includes(id));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0].type).toBe('single-payments.status-update');
    expect(mine[0].signatureValid).toBe(true);
    // Checked here too, with the one signature module, and through verify_webhook.
    const check = await verifyWebhook({
      body: mine[0].body,
      header: mine[0].headers['Fernpay-Signature'],
      secrets: [webhookSecret],
      now: null,
    });
    expect(check.valid).toBe(true);
    const viaTool = await call<{valid: boolean}>(server.client, 'verify_webhook', {
      headers: mine[0].headers,
      body: mine[0].body,
      secret: webhookSecret,
      checkTime: false,
    });
    expect(viaTool.valid).toBe(true);
    const signed = await call<{headers: Record<string, string>}>(server.client, 'sign_webhook', {
      payload: mine[0].body,
      secret: webhookSecret,
      timestamp: 1_700_000_000,
    });
    expect(signed.headers['Fernpay-Signature']).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
  });
});

describe('the published files and the restricted section', () => {
  it('the public file holds no string of the restricted section (its inlined index unpacked too)', () => {
    const strings = restrictedOnlyStrings();
    expect(strings.length).toBeGreaterThan(200);
    const text = fs.readFileSync(publicFile, 'utf8');
    // The search index travels inside as base64 of Pagefind's gzipped files: unpack every one.
    const unpacked = [...text.matchAll(/"(\/pagefind\/[^"]+)":"([A-Za-z0-9+/=]+)"/g)].map(([, , b64]) => {
      const bytes = Buffer.from(b64, 'base64');
      return bytes[0] === 0x1f && bytes[1] === 0x8b ? zlib.gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
    });
    expect(unpacked.length).toBeGreaterThan(100);
    expect(leaksIn(text, strings)).toEqual([]);
    expect(leaksIn(unpacked.join('\n'), strings)).toEqual([]);
    expect(text).not.toContain(`"${RESTRICTED.prefix}/pagefind/`);
  });

  it("the restricted section's build, under its prefix, finds and describes the section's operations", async () => {
    expect(fs.existsSync(restrictedFile)).toBe(true);
    const server = await startMcpFile(restrictedFile);
    try {
      const records = restrictedRecords();
      for (const q of restrictedQueries().slice(0, 2)) {
        const expected = new Set(records.filter(q.expected).map((r) => r.url));
        const {results} = await call<{results: Hit[]}>(server.client, 'search_docs', {query: q.query, limit: 3});
        expect(
          results.some((h) => expected.has(h.route)),
          `${q.query}: ${results.map((h) => h.route).join(', ')}`,
        ).toBe(true);
      }
      const {tools} = await server.client.listTools();
      const apis = (
        tools.find((t) => t.name === 'get_operation')!.inputSchema.properties as Record<string, {enum?: string[]}>
      ).api.enum;
      expect(apis).toEqual(expect.arrayContaining([...RESTRICTED.apis]));
    } finally {
      await stopMcpFile(server);
    }
  });
});
