/**
 * Try it's pure parts (src/components/TryIt/helpers.ts, record.ts) and the browser modules' locations
 * (src/sandbox/browser-urls.ts): the form of a real operation, its checks as the reader types (the engine's own:
 * the panel's problem and the engine's answer agree on bad inputs), live-secret refusal, the request as code,
 * a huge or deeply nested body shown safely, created ids, the stored record refused when tampered, and the
 * build's validators module (plugins/sandbox-web/browser.ts) running without Ajv's compiler.
 */
import {describe, expect, it} from 'vitest';
import {buildOperations, type Operation} from '../../src/sandbox/openapi';
import {SANDBOX_CREDENTIALS} from '../../src/sandbox/credentials';
import {browserModuleUrl, familyOfApi} from '../../src/sandbox/browser-urls';
import {
  DISPLAY_LIMITS,
  createdIds,
  displayBody,
  documentedBody,
  formFields,
  formProblems,
  HIGHLIGHT_MAX_CHARACTERS,
  highlightJson,
  liveSecretProblem,
  nestingDepth,
  rememberIds,
  replayCurl,
  requestCode,
  requestUrl,
} from '../../src/components/TryIt/helpers';
import {readRecord, writeRecord} from '../../src/components/TryIt/record';
import {emptyState} from '../../src/sandbox/types';
import {createSandbox} from '../../src/sandbox';
import {sandboxApis} from './sandbox-helpers';
import {PUBLIC_PRESET} from '../../src/sandbox/presets/public';
import {ALL_CREDENTIALS} from '../../src/sandbox/presets/provider';
import {createRequestValidator} from '../../src/sandbox/validate';
import {render} from '../../src/sandbox/engine/routing';
import {BASE_PROVIDER_PRESET} from './sandbox-helpers';

async function operation(apiId: string, operationId: string): Promise<Operation> {
  const api = (await sandboxApis(true)).find((a) => a.id === apiId)!;
  return buildOperations([api]).find((o) => o.operationId === operationId)!;
}

describe('browser module URLs', () => {
  it('serves public APIs under /sandbox/browser/ and the provider only under /provider/', () => {
    expect(browserModuleUrl('toolkit-single-payments')).toBe('/sandbox/browser/toolkit-single-payments.js');
    expect(browserModuleUrl('provider')).toBe('/provider/sandbox/browser/provider.js');
    expect(familyOfApi('partner-merchants')).toBe('partner');
    expect(familyOfApi('provider')).toBe('provider');
    expect(() => browserModuleUrl('../etc/passwd')).toThrow(/not an API id/);
  });
});

describe('the form of an operation', () => {
  it('prefills test credentials, a fresh key and the documented body, and builds the URL', async () => {
    const op = await operation('toolkit-single-payments', 'createAndProcessSinglePayment');
    expect(op).toBeDefined();
    const fields = formFields(op, SANDBOX_CREDENTIALS.toolkit.headers, () => 'key-1');
    const creds = fields.filter((f) => f.credential);
    expect(Object.fromEntries(creds.map((f) => [f.name, f.value]))).toEqual(SANDBOX_CREDENTIALS.toolkit.headers);
    expect(fields.find((f) => /idempotency-key/i.test(f.name))?.value).toBe('key-1');
    const body = JSON.parse(documentedBody(op));
    expect(body.reference).toBeTruthy();
    expect(requestUrl(op, {}, fields)).toBe('/v1/payments/single/create-and-process');
  });

  it("prefills a path parameter with the parameter's documented example", async () => {
    const op = await operation('partner-integrations', 'createIntegration');
    const company = formFields(op, SANDBOX_CREDENTIALS.toolkit.headers).find((f) => f.in === 'path');
    expect(company?.value).toMatch(/^[a-f0-9]{24}$/);
  });

  it('fills path parameters encoded and leaves empty optional query parameters out', async () => {
    const get = await operation('toolkit-single-payments', 'getSinglePayment');
    const fields = formFields(get, SANDBOX_CREDENTIALS.toolkit.headers);
    expect(requestUrl(get, {'path:id': 'a/b'}, fields)).toBe('/v1/payments/single/a%2Fb');
    const list = await operation('toolkit-single-payments', 'listSinglePayments');
    const listFields = formFields(list, SANDBOX_CREDENTIALS.toolkit.headers);
    expect(listFields.some((f) => f.in === 'query' && f.name === 'page')).toBe(true);
    expect(requestUrl(list, {'query:page': '2', 'query:limit': ''}, listFields)).toBe(
      '/v1/payments/single/list?page=2',
    );
  });
});

describe("the form's checks are the engine's own", () => {
  /** What the form shows for these values, and what the engine answers when the same form is sent. */
  async function panelAndEngine(
    apiId: string,
    operationId: string,
    change: {values?: Record<string, string>; body?: string | ((documented: Record<string, unknown>) => unknown)},
  ) {
    const op = await operation(apiId, operationId);
    const fields = formFields(op, ALL_CREDENTIALS[op.api.family]!.headers, () => 'key-1');
    const values = {...Object.fromEntries(fields.map((f) => [`${f.in}:${f.name}`, f.value])), ...change.values};
    const documented = documentedBody(op);
    const body =
      typeof change.body === 'function'
        ? JSON.stringify(change.body(JSON.parse(documented) as Record<string, unknown>))
        : (change.body ?? documented);
    const problems = formProblems(op, createRequestValidator(op.api.bundled), ALL_CREDENTIALS, {fields, values, body});
    // Sent as the panel sends it (TryItPanel's sentRequest): filled headers, the body when not blank.
    const headers: Record<string, string> = {};
    for (const f of fields)
      if (f.in === 'header' && values[`${f.in}:${f.name}`] !== '') headers[f.name] = values[`${f.in}:${f.name}`];
    if (op.body && body.trim() !== '') headers['Content-Type'] = op.body.mediaType;
    const sandbox = createSandbox({preset: BASE_PROVIDER_PRESET, apis: await sandboxApis(true)});
    const answer = await sandbox.handle({
      method: op.method.toUpperCase(),
      url: requestUrl(op, values, fields),
      headers,
      body: op.body && body.trim() !== '' ? body : undefined,
    });
    return {op, problems, answer};
  }

  const deep = (n: number): unknown => (n === 0 ? 1 : {a: deep(n - 1)});
  const cases: [string, string, string, Parameters<typeof panelAndEngine>[2], string][] = [
    [
      'a reference outside its pattern',
      'toolkit-single-payments',
      'createAndProcessSinglePayment',
      {body: (b) => ({...b, reference: 'INV 42!'})},
      'body',
    ],
    [
      'a required field left out',
      'toolkit-single-payments',
      'createAndProcessSinglePayment',
      {body: ({amount: _, ...b}) => b},
      'body',
    ],
    [
      'an unknown field',
      'toolkit-single-payments',
      'createAndProcessSinglePayment',
      {body: (b) => ({...b, colour: 'green'})},
      'body',
    ],
    [
      'a body that is not JSON',
      'toolkit-single-payments',
      'createAndProcessSinglePayment',
      {body: '{"reference": '},
      'body',
    ],
    [
      'a body that is not an object',
      'toolkit-single-payments',
      'createAndProcessSinglePayment',
      {body: '[1, 2]'},
      'body',
    ],
    ['no body', 'toolkit-single-payments', 'createAndProcessSinglePayment', {body: ' '}, 'body'],
    [
      'a body nested too deep',
      'toolkit-single-payments',
      'createAndProcessSinglePayment',
      {body: () => deep(200)},
      'body',
    ],
    [
      'a malformed Idempotency-Key',
      'toolkit-single-payments',
      'createAndProcessSinglePayment',
      {values: {'header:Idempotency-Key': 'two words'}},
      'header:Idempotency-Key',
    ],
    [
      'a wrong (short) secret',
      'toolkit-single-payments',
      'createAndProcessSinglePayment',
      {values: {'header:X-Terminal-Secret': 'wrong'}},
      'header:X-Terminal-Secret',
    ],
    [
      'a malformed path id',
      'toolkit-single-payments',
      'getSinglePayment',
      {values: {'path:id': 'not-an-id'}},
      'path:id',
    ],
    [
      'a date filter that is not a date',
      'toolkit-single-payments',
      'listSinglePayments',
      {values: {'query:from': 'July'}},
      'query:from',
    ],
    [
      'a page size out of range',
      'toolkit-single-payments',
      'listSinglePayments',
      {values: {'query:limit': '100000'}},
      'query:limit',
    ],
    [
      'an unknown status filter',
      'toolkit-single-payments',
      'listSinglePayments',
      {values: {'query:status': 'lost'}},
      'query:status',
    ],
    [
      'a partner identifier outside its rule',
      'partner-merchants',
      'createCompany',
      {body: (b) => ({...b, identifier: '12'})},
      'body',
    ],
    [
      "the provider's amount outside its pattern",
      'provider',
      'createVrpConsent',
      {body: (b) => ({...b, maximumIndividualAmount: '12'})},
      'body',
    ],
    ["the provider's body not JSON", 'provider', 'createVrpConsent', {body: 'nope'}, 'body'],
    ["the provider's body not an object", 'provider', 'createVrpConsent', {body: '"text"'}, 'body'],
  ];

  it.each(cases)('%s: the problem shown is the answer Send gets', async (_, apiId, operationId, change, field) => {
    const {op, problems, answer} = await panelAndEngine(apiId, operationId, change);
    expect(answer.status, answer.body).toBeGreaterThanOrEqual(400);
    expect(Object.keys(problems)).toEqual([field]);
    const {reply, message} = problems[field];
    const shown = render(reply!, op.api.family);
    expect({status: shown.status, body: shown.body}).toEqual({status: answer.status, body: answer.body});
    // The sentence under the field is the plain-text answer itself (the provider answers JSON for programs); a
    // malformed path id, where the call documents no 400, and a wrong credential are the answer and why.
    if (op.api.family !== 'provider')
      if (answer.status === 404 || answer.status === 401)
        expect(message.startsWith(`${answer.body}: ${field.split(':')[1]} must `), message).toBe(true);
      else expect(message).toBe(answer.body);
  });

  it('shows nothing for the documented examples, which the engine accepts', async () => {
    for (const [apiId, operationId] of [
      ['toolkit-single-payments', 'createAndProcessSinglePayment'],
      ['toolkit-single-payments', 'listSinglePayments'],
      ['partner-merchants', 'createCompany'],
      ['provider', 'createVrpConsent'],
    ]) {
      const {problems, answer} = await panelAndEngine(apiId, operationId, {});
      expect(problems, operationId).toEqual({});
      expect(answer.status, `${operationId}: ${answer.body}`).toBeLessThan(300);
    }
  });
});

describe('live secrets', () => {
  const test = SANDBOX_CREDENTIALS.toolkit.headers['X-Terminal-Secret'];
  it('accepts the test value and a short wrong value (the sandbox answers 401)', () => {
    expect(liveSecretProblem('X-Terminal-Secret', test, test)).toBeUndefined();
    expect(liveSecretProblem('X-Terminal-Secret', 'nope', test)).toBeUndefined();
  });
  it('refuses another UUID, a live key or a long token', () => {
    for (const v of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'sk_live_abc', 'whsec_abcdef', 'A'.repeat(32)])
      expect(liveSecretProblem('X-Terminal-Secret', v, test)).toMatch(/looks like a real credential/);
  });
});

describe('the request as code', () => {
  const req = {
    method: 'post',
    url: '/v1/payments/single/create-and-process',
    headers: {'X-Terminal-Id': 'id', 'Content-Type': 'application/json'},
    body: '{"reference":"INV-1"}',
  };
  it('writes curl against the local sandbox by default, with the values sent', () => {
    const {label, code} = requestCode('unknown', req);
    expect(label).toBe('curl');
    expect(code).toContain('"${FERNPAY_BASE_URL:-http://127.0.0.1:4010}/v1/payments/single/create-and-process"');
    expect(code.match(/Content-Type/g)).toHaveLength(1);
    expect(code).toContain("-H 'X-Terminal-Id: id'");
    expect(code).toContain('"reference": "INV-1"');
  });
  it('writes the chosen language', () => {
    expect(requestCode('Python', req).code).toContain('urllib');
    expect(requestCode('Node.js', req).code).toContain('fetch(');
  });
});

describe('a response body shown as text', () => {
  it('pretty-prints JSON', () => {
    expect(displayBody('{"a":1}').text).toBe('{\n  "a": 1\n}');
  });
  it('cuts a 1 MB body', () => {
    const big = JSON.stringify({data: 'x'.repeat(1_048_576)});
    const shown = displayBody(big);
    expect(shown.truncated).toBe(true);
    expect(shown.text.length).toBe(DISPLAY_LIMITS.maxCharacters);
    expect(shown.total).toBe(big.length);
  });
  it('shows a deeply nested body as sent, without parsing it', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(nestingDepth(deep)).toBe(100_000);
    const shown = displayBody(deep);
    expect(shown.text.startsWith('[[[')).toBe(true);
    expect(shown.truncated).toBe(true);
  });
  it('counts brackets inside strings as text', () => {
    expect(nestingDepth('{"a":"[[[{{{"}')).toBe(1);
  });
});

describe('a response body highlighted', () => {
  it('gives JSON the token classes of the page code blocks, and keeps every character', () => {
    const shown = displayBody(
      '{"status":"paid","amount":12.5,"refunds":[],"isSandbox":true,"note":null,"ref":"a \\"b\\": 1"}',
    );
    const tokens = highlightJson(shown)!;
    expect(tokens.map((t) => t.text).join('')).toBe(shown.text);
    const typed = tokens.filter((t) => t.type).map((t) => [t.type, t.text]);
    expect(typed).toEqual([
      ['property', '"status"'],
      ['string', '"paid"'],
      ['property', '"amount"'],
      ['number', '12.5'],
      ['property', '"refunds"'],
      ['property', '"isSandbox"'],
      ['boolean', 'true'],
      ['property', '"note"'],
      ['null keyword', 'null'],
      ['property', '"ref"'],
      ['string', '"a \\"b\\": 1"'],
    ]);
  });
  it('shows a body that is not JSON plain', () => {
    expect(highlightJson(displayBody('<html><b>x</b></html>'))).toBeNull();
    expect(highlightJson(displayBody('{not json'))).toBeNull();
  });
  it('shows a body over the limit plain, and a 1 MB body plain', () => {
    const long = JSON.stringify({data: 'x'.repeat(HIGHLIGHT_MAX_CHARACTERS)});
    expect(highlightJson(displayBody(long, {maxCharacters: 10 * HIGHLIGHT_MAX_CHARACTERS, maxDepth: 64}))).toBeNull();
    expect(highlightJson(displayBody(JSON.stringify({data: 'x'.repeat(1_048_576)})))).toBeNull();
    const small = JSON.stringify({data: 'x'.repeat(100)});
    expect(highlightJson(displayBody(small))).not.toBeNull();
    expect(highlightJson(displayBody(small), 50)).toBeNull();
  });
  it('shows a deeply nested body plain', () => {
    expect(highlightJson(displayBody('['.repeat(1000) + ']'.repeat(1000)))).toBeNull();
  });
});

describe('created ids', () => {
  it('takes the id of a created resource, or of its data, and keeps each once, newest first', async () => {
    const op = await operation('toolkit-single-payments', 'createAndProcessSinglePayment');
    const ids = createdIds(op, 201, JSON.stringify({result: {}, data: {id: 'abc', reference: 'INV-1'}}));
    expect(ids).toEqual([{id: 'abc', label: 'createAndProcessSinglePayment: INV-1', apiId: op.api.id}]);
    expect(createdIds(op, 201, JSON.stringify({created: true, result: {id: 'r1', status: 'sent'}}))).toEqual([
      {id: 'r1', label: 'createAndProcessSinglePayment: sent', apiId: op.api.id},
    ]);
    expect(createdIds(op, 400, JSON.stringify({id: 'x'}))).toEqual([]);
    const list = rememberIds([{id: 'old', label: 'o', apiId: 'a'}, ids[0]], [{id: 'abc', label: 'new', apiId: 'a'}]);
    expect(list.map((c) => c.id)).toEqual(['abc', 'old']);
  });
});

describe('the stored record', () => {
  it('round-trips a state and ids', () => {
    const state = emptyState();
    state.counter = 3;
    const read = readRecord(writeRecord({state, ids: [{id: 'a', label: 'b', apiId: 'c'}]}));
    expect(read.state?.counter).toBe(3);
    expect(read.ids).toHaveLength(1);
    expect(read.ignored).toBeUndefined();
  });
  it('ignores a tampered, truncated or foreign record (fresh state)', () => {
    const good = writeRecord({state: emptyState(), ids: []});
    for (const bad of [
      good.slice(0, 20),
      good.replace('"counter":0', '"counter":-1'),
      JSON.stringify({version: 9}),
      42,
      JSON.stringify({version: 1, state: {version: 1, payments: 'x'}}),
    ]) {
      const read = readRecord(bad);
      expect(read.state).toBeUndefined();
      expect(read.ignored).toBeTruthy();
    }
    expect(readRecord(undefined)).toEqual({ids: []});
  });
});

describe('webhook replay', () => {
  it('replays the raw body with its headers, shell-quoted', () => {
    const curl = replayCurl(
      {headers: {'Fernpay-Signature': 't=1,v1=ab'}, body: `{"note":"it's"}`},
      'https://example.test/hook',
    );
    expect(curl).toContain("-H 'Fernpay-Signature: t=1,v1=ab'");
    expect(curl).toContain(`--data-binary '{"note":"it'\\''s"}'`);
  });
});

describe('the browser module of an API (plugins/sandbox-web/browser.ts)', () => {
  it("carries the provider's preset (its modules and credentials) for the provider API only", async () => {
    const {browserModuleSource} = await import('../../plugins/sandbox-web/browser');
    const provider = browserModuleSource({id: 'provider', family: 'provider', bundled: {}});
    expect(provider).toMatch(
      /export \{PROVIDER_ONLY_PRESET as preset\} from ".*src\/sandbox\/presets\/provider-only\.ts"/,
    );
    expect(browserModuleSource({id: 'toolkit-x', family: 'toolkit', bundled: {}})).not.toContain('PRESET');
  });

  it("holds the served bundle and validators that run the engine without Ajv's compiler", async () => {
    const {browserModuleSource, bundleBrowserModule} = await import('../../plugins/sandbox-web/browser');
    const api = (await sandboxApis()).find((a) => a.id === 'toolkit-single-payments')!;
    const code = await bundleBrowserModule(browserModuleSource(api), process.cwd());
    // Ajv's compiler (its code generator) is not in the module: only its run-time helpers.
    expect(code).not.toContain('new Function');
    expect(code).not.toMatch(/CodeGen|compileSchema/);
    const mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
      api: typeof api;
      validators: Record<string, never>;
    };
    expect(mod.api.id).toBe(api.id);
    expect(mod.api.bundled).toEqual(api.bundled);
    const sandbox = createSandbox({preset: PUBLIC_PRESET, apis: [mod.api], validators: {[api.id]: mod.validators}});
    const headers = {...SANDBOX_CREDENTIALS.toolkit.headers, 'content-type': 'application/json'};
    const url = '/v1/payments/single/create-and-process';
    const ok = await sandbox.handle({
      method: 'POST',
      url,
      headers,
      body: JSON.stringify({reference: 'INV-2026-042', amount: '125.50', customerName: 'Ada Quill'}),
    });
    expect(ok.status).toBe(201);
    const bad = await sandbox.handle({
      method: 'POST',
      url,
      headers,
      body: JSON.stringify({reference: 'INV 42!', amount: '125.50', customerName: 'Ada Quill'}),
    });
    expect([bad.status, bad.body]).toEqual([400, 'reference must be 1 to 12 letters, digits or hyphens']);
  }, 120_000);
});
