/**
 * The safety rails of every served API description (the bundles the build serves as /openapi/<id>.json and
 * /provider/openapi/provider.json), checked on what the compiler produces from openapi/:
 * - every money-moving POST declares the `Idempotency-Key` header, `409`, `422` and `Idempotency-Replayed`
 *   on its success responses, and no other operation declares the key;
 * - every operation declares `429` with the rate-limit headers and an example body;
 * - the provider's account data lists declare `page` and the `Link` header;
 * - Spectral's OpenAPI ruleset (.spectral.yaml, spectral:oas) reports nothing.
 */
import {describe, expect, it} from 'vitest';
import {FIRST_LINE_ONLY, SECOND_NODE_LINE} from './lib/node-line';
import {compileApi, listApis} from '../../plugins/api-reference/compile';
import {apiReferenceOptions as SITE} from '../../openapi/site';
import {lintDescription} from '../../scripts/lib/spectral.mjs';
import {RATE_LIMIT_HEADERS} from '../../src/rules';

type Raw = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Follows local `$ref`s (`#/components/...`) to the object they name. */
function deref(doc: Raw, value: unknown): Raw {
  let v = value as Raw;
  for (let i = 0; v && typeof v.$ref === 'string' && i < 10; i++) {
    const pointer = (v.$ref as string).replace(/^#\//, '').split('/');
    v = pointer.reduce<Raw>((o, k) => (o as Raw)[k.replace(/~1/g, '/').replace(/~0/g, '~')] as Raw, doc);
  }
  return v;
}

interface Op {
  api: string;
  method: string;
  path: string;
  op: Raw;
  doc: Raw;
}

/**
 * Money-moving calls, derived from the paths: on the merchant and partner payment APIs, create,
 * create-and-process, process and refund of single and recurring payments; on the provider API, every POST
 * that creates a payment, refund, bulk payment, standing order or VRP consent (collections under /payment/
 * and /refund/).
 */
function movesMoney({api, method, path}: Pick<Op, 'api' | 'method' | 'path'>): boolean {
  if (method !== 'post') return false;
  if (api === 'provider') return /^\/(payment|refund)\/[^{}]+$/.test(path) && !/\/providers$/.test(path);
  return /\/payments\/(single|recurring)\/(create|create-and-process|\{id\}\/process|\{id\}\/refund)$/.test(path);
}

/** Provider account data lists: accounts of a consent, and the transactions or feed items of an account. */
function isDataList({api, method, path}: Pick<Op, 'api' | 'method' | 'path'>): boolean {
  return (
    api === 'provider' &&
    method === 'get' &&
    /^\/data\/(eu\/)?accounts\/\{consentId\}(\/transactions\/\{accountId\}(\/category\/\{categoryId\})?)?$/.test(path)
  );
}

const apis = (await listApis(SITE.configFile)).map((a) => a.id);
const compiled = await Promise.all(apis.map(async (id) => ({id, doc: (await compileApi(SITE, id)).bundled as Raw})));
const ops: Op[] = compiled.flatMap(({id, doc}) =>
  Object.entries(doc.paths as Raw).flatMap(([path, item]) =>
    Object.entries(deref(doc, item))
      .filter(([m]) => METHODS.includes(m))
      .map(([method, op]) => ({api: id, method, path, op: op as Raw, doc})),
  ),
);
const name = (o: Op) => `${o.api} ${o.method.toUpperCase()} ${o.path}`;
const params = (o: Op) => ((o.op.parameters as unknown[]) ?? []).map((p) => deref(o.doc, p));
const response = (o: Op, status: string) => {
  const r = (o.op.responses as Raw)[status];
  return r === undefined ? undefined : deref(o.doc, r);
};
const headersOf = (o: Op, r: Raw | undefined) =>
  Object.fromEntries(Object.entries((r?.headers as Raw) ?? {}).map(([k, v]) => [k, deref(o.doc, v)]));

describe('safety rails in every served API description', () => {
  it('no response description links anywhere (it is the text of the response summary, a control itself)', () => {
    const problems = ops.flatMap((o) =>
      Object.keys(o.op.responses as Raw)
        .filter((status) => /\]\(|<a\s/.test(String(response(o, status)?.description ?? '')))
        .map((status) => `${name(o)}: the ${status} description has a link`),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('finds the operations it checks', () => {
    expect(apis.length).toBeGreaterThanOrEqual(18);
    expect(ops.filter(movesMoney).length).toBe(22); // 4 + 4 single, 3 + 3 recurring, 8 provider
    expect(ops.filter(isDataList).length).toBe(5);
  });

  it('every money-moving POST declares Idempotency-Key, 409, 422 and Idempotency-Replayed', () => {
    const problems: string[] = [];
    for (const o of ops.filter(movesMoney)) {
      const key = params(o).find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
      if (!key) problems.push(`${name(o)}: no Idempotency-Key header parameter`);
      else {
        const schema = key.schema as Raw;
        if (key.required === true)
          problems.push(`${name(o)}: Idempotency-Key must stay optional (adding it is not breaking)`);
        if (schema.maxLength !== 255 || typeof schema.pattern !== 'string')
          problems.push(`${name(o)}: Idempotency-Key schema lacks its 255-character pattern`);
        else if (!new RegExp(schema.pattern).test(String(key.example)))
          problems.push(`${name(o)}: the Idempotency-Key example does not match its pattern`);
      }
      for (const status of ['409', '422'])
        if (!response(o, status)?.content) problems.push(`${name(o)}: no ${status} response with a body`);
      const successes = Object.keys(o.op.responses as Raw).filter((s) => /^2/.test(s));
      for (const s of successes)
        if (!headersOf(o, response(o, s))['Idempotency-Replayed'])
          problems.push(`${name(o)}: ${s} does not declare Idempotency-Replayed`);
    }
    for (const o of ops.filter((x) => !movesMoney(x)))
      if (params(o).some((p) => p.name === 'Idempotency-Key'))
        problems.push(`${name(o)}: declares Idempotency-Key but moves no money`);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('every response of every operation declares RateLimit-* (sent on every answer)', () => {
    const problems: string[] = [];
    for (const o of ops)
      for (const status of Object.keys((o.op.responses as Raw) ?? {})) {
        const headers = headersOf(o, response(o, status));
        for (const h of RATE_LIMIT_HEADERS) if (!headers[h]) problems.push(`${name(o)} ${status}: no ${h}`);
      }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('every operation declares 429 with RateLimit-* and Retry-After, in its API error style', () => {
    const problems: string[] = [];
    for (const o of ops) {
      const r = response(o, '429');
      if (!r) {
        problems.push(`${name(o)}: no 429`);
        continue;
      }
      const headers = headersOf(o, r);
      for (const h of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After'])
        if (!headers[h] || (headers[h].schema as Raw)?.type !== 'integer' || headers[h].example === undefined)
          problems.push(`${name(o)}: 429 lacks the integer header ${h} with an example`);
      const [type, media] = Object.entries((r.content as Raw) ?? {})[0] ?? [];
      // The provider answers with its error object, the merchant and partner APIs with plain text.
      const expected = o.api === 'provider' ? 'application/json' : 'text/plain';
      if (type !== expected) problems.push(`${name(o)}: 429 body is ${type}, expected ${expected}`);
      if (!Object.keys(((media as Raw)?.examples as Raw) ?? {}).length) problems.push(`${name(o)}: 429 has no example`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
    // One shared response, referenced: the served bundles hold it once per API.
    for (const {id, doc} of compiled) {
      const shared = Object.keys(((doc.components as Raw)?.responses as Raw) ?? {}).filter((k) =>
        /TooManyRequests/.test(k),
      );
      expect(shared, id).toHaveLength(1);
    }
  });

  it("the provider's account data lists declare page and the Link header", () => {
    const problems: string[] = [];
    for (const o of ops.filter(isDataList)) {
      const page = params(o).find((p) => p.in === 'query' && p.name === 'page');
      const schema = page?.schema as Raw | undefined;
      if (!page || schema?.type !== 'integer' || schema.minimum !== 1 || schema.default !== 1)
        problems.push(`${name(o)}: no integer page parameter from 1 (default 1)`);
      if (!headersOf(o, response(o, '200')).Link) problems.push(`${name(o)}: 200 does not declare the Link header`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
    // The Open Banking links page with the same parameter.
    const provider = compiled.find((c) => c.id === 'provider')!.doc;
    const links = deref(provider, ((provider.components as Raw).schemas as Raw).ObLinks).properties as Raw;
    for (const rel of ['First', 'Prev', 'Next', 'Last'])
      expect(String(((links[rel] as Raw).examples as string[])[0]), rel).toMatch(/\?page=\d+$/);
  });
});

/** Findings of spectral:oas accepted on purpose, each with its reason (none: every served description is clean). */
const KNOWN_FINDINGS: string[] = [];

describe('Spectral (spectral:oas) on every served API description', () => {
  // Spectral's findings are a property of the descriptions, checked on the first line; the test below runs our
  // script (scripts/lib/spectral.mjs) on both (tests/unit/lib/node-line.ts).
  it.skipIf(SECOND_NODE_LINE)(
    `reports no findings ${FIRST_LINE_ONLY}`,
    async () => {
      const findings: string[] = [];
      for (const {id, doc} of compiled)
        findings.push(...(await lintDescription(`${id}.json`, JSON.stringify(doc, null, 2))));
      const unexpected = findings.filter((f) => !KNOWN_FINDINGS.includes(f));
      const stale = KNOWN_FINDINGS.filter((f) => !findings.includes(f));
      expect(unexpected, unexpected.join('\n')).toEqual([]);
      expect(stale, `fixed, remove from KNOWN_FINDINGS:\n${stale.join('\n')}`).toEqual([]);
    },
    120_000,
  );

  it('is not vacuous: a description with a finding is reported with its pointer', async () => {
    const doc = structuredClone(compiled.find((c) => c.id === 'toolkit-single-payments')!.doc);
    (doc.paths as Raw)['/payments/single/create'] = {
      post: {
        ...(((doc.paths as Raw)['/payments/single/create'] as Raw).post as Raw),
        summary: undefined,
        operationId: 'getSinglePayment',
      },
    };
    const findings: string[] = await lintDescription('broken.json', JSON.stringify(doc));
    expect(findings.join('\n')).toMatch(
      /broken\.json#\/paths\/[^ ]+\/operationId: .*\[operation-operationId-unique, error\]/,
    );
  }, 60_000);
});
