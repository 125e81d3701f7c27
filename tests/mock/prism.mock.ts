/**
 * Every served API, mocked by Prism on 127.0.0.1, accepts every operation's documented request
 * sample (the request every language's sample sends, with test credentials) and serves the documented response example.
 * A sample the mock rejects fails naming the API and the operationId.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {compileApi, listApis} from '../../plugins/api-reference/compile';
import {apiReferenceOptions as SITE} from '../../openapi/site';
import {pool, sampleRequest, startPrism} from './prism';

const API_CONCURRENCY = 3;
const REQUEST_CONCURRENCY = 6;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-mock-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

async function checkApi(id: string): Promise<string[]> {
  const api = await compileApi(SITE, id);
  const file = path.join(dir, `${id}.json`);
  fs.writeFileSync(file, JSON.stringify(api.bundled)); // the served /openapi/<id>.json
  const mock = await startPrism(file);
  try {
    const ops = api.model.tags.flatMap((t) => t.operations).filter((o) => o.kind === 'operation');
    const problems = await pool(ops, REQUEST_CONCURRENCY, async (op) => {
      const name = `${id} ${op.operationId ?? `${op.method} ${op.path}`}`;
      const req = sampleRequest(op, api.model, mock.base);
      if (!req.url.startsWith(mock.base)) return `${name}: request leaves 127.0.0.1 (${req.url})`;
      const res = await fetch(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      const violations = res.headers.get('sl-violations');
      if (res.status !== req.expect.status || violations) {
        return `${name}: ${req.method} ${req.url} -> ${res.status} (expected ${req.expect.status})${violations ? ` violations ${violations}` : ''} ${text.slice(0, 400)}`;
      }
      if (req.expect.example && req.expect.contentType && /json/.test(req.expect.contentType)) {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          return `${name}: response is not JSON: ${text.slice(0, 200)}`;
        }
        if (JSON.stringify(body) !== JSON.stringify(req.expect.example.value))
          return `${name}: Prism did not serve the documented example "${req.expect.example.name}"`;
      }
      return undefined;
    });
    return problems.filter((p): p is string => p !== undefined);
  } finally {
    await mock.stop();
  }
}

describe('Prism mock of every served API accepts the documented samples', async () => {
  const apis = (await listApis(SITE.configFile)).map((a) => a.id);
  it(`all ${apis.length} APIs`, async () => {
    const started = Date.now();
    const results = await pool(apis, API_CONCURRENCY, async (id) => ({id, problems: await checkApi(id)}));
    const problems = results.flatMap((r) => r.problems);
    console.log(`[mock] ${apis.length} APIs checked against Prism in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(problems, problems.join('\n')).toEqual([]);
  }, 180_000);
});

describe('the mock check is not vacuous', () => {
  it('Prism rejects a sample without its required body or credentials, naming the violation', async () => {
    const api = await compileApi(SITE, 'toolkit-single-payments');
    const file = path.join(dir, 'negative.json');
    fs.writeFileSync(file, JSON.stringify(api.bundled));
    const mock = await startPrism(file);
    try {
      const op = api.model.tags.flatMap((t) => t.operations).find((o) => o.operationId === 'createSinglePayment')!;
      const req = sampleRequest(op, api.model, mock.base);
      const empty = await fetch(req.url, {method: req.method, headers: req.headers, body: '{}'});
      expect([400, 422]).toContain(empty.status); // Prism answers with the operation's documented 400 when there is one
      expect(empty.headers.get('sl-violations') ?? (await empty.text())).toMatch(/required property 'reference'/);
      // The sample sends a fresh Idempotency-Key per call (a UUID); a malformed one is a violation.
      expect(req.headers['Idempotency-Key']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(sampleRequest(op, api.model, mock.base).headers['Idempotency-Key']).not.toBe(
        req.headers['Idempotency-Key'],
      );
      const badKey = await fetch(req.url, {
        method: req.method,
        headers: {...req.headers, 'Idempotency-Key': 'not a key!'},
        body: req.body,
      });
      expect([400, 422]).toContain(badKey.status);
      expect(badKey.headers.get('sl-violations') ?? (await badKey.text())).toMatch(/Idempotency-Key|pattern/i);
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !/^x-terminal/i.test(k)));
      const anonymous = await fetch(req.url, {method: req.method, headers, body: req.body});
      expect(anonymous.status).toBe(401);
    } finally {
      await mock.stop();
    }
  }, 60_000);
});

describe('the documented 429 is what the mock answers', () => {
  it.each([
    ['toolkit-single-payments', 'createAndProcessSinglePayment'],
    ['partner-single-payments', 'listSinglePayments'],
  ])(
    '%s %s answers Prefer: code=429 with the rate-limit headers and the plain-text body',
    async (id, operationId) => {
      const api = await compileApi(SITE, id);
      const file = path.join(dir, `${id}-429.json`);
      fs.writeFileSync(file, JSON.stringify(api.bundled));
      const mock = await startPrism(file);
      try {
        const op = api.model.tags.flatMap((t) => t.operations).find((o) => o.operationId === operationId)!;
        const req = sampleRequest(op, api.model, mock.base);
        const res = await fetch(req.url, {
          method: req.method,
          headers: {...req.headers, Prefer: 'code=429'},
          body: req.body,
        });
        const text = await res.text();
        expect(res.headers.get('sl-violations'), text).toBeNull();
        expect(res.status).toBe(429);
        expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(res.headers.get('ratelimit-remaining')).toBe('0');
        expect(Number(res.headers.get('ratelimit-limit'))).toBeGreaterThan(0);
        expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(0);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(text).toMatch(/^Too Many Requests: /);
      } finally {
        await mock.stop();
      }
    },
    60_000,
  );
});
