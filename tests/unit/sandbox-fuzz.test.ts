/**
 * Robustness of the sandbox engine: 10,000 invalid requests derived from the served bundles' schemas, across
 * every operation of the toolkit, partner and provider APIs, from a seeded pseudo-random generator (the same
 * requests on every run). Each starts from the operation's documented request and breaks one thing: a wrong
 * type, a missing required field, a number or length out of range, a broken pattern, enum or format,
 * malformed or huge or deeply nested JSON, an unknown path or method, bad credentials, bad headers, garbage
 * path and query parameters. Expected: no exception, no `5xx`, no defect logged (a defect is answered `500`
 * and logged), and every answer a status the operation documents (its `responses`), or `404` for a request
 * that names no operation. The sandbox runs as `--state` runs it (its changes committed step by step, as
 * the journal keeps them): what the changes kept is the state at the end.
 */
import {describe, expect, it} from 'vitest';
import {createSandbox, type SandboxState} from '../../src/sandbox';
import {buildOperations, matchRoute, pointerGet, resolveRef, type Operation, type Raw} from '../../src/sandbox/openapi';
import {watchedSandbox} from './sandbox-helpers';
import {ALL_CREDENTIALS, PROVIDER_PRESET} from '../../src/sandbox/presets/provider';

const REQUESTS = 10_000;

/** mulberry32: a small seeded generator, so that a failure can be replayed. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  return {next, int, pick};
}

type Gen = ReturnType<typeof generator>;

// ---- the schemas ------------------------------------------------------------------------------------

const resolve = (op: Operation, node: unknown): Raw => resolveRef(op.api.bundled, node, '').value;

/** The properties and required fields of an object schema (its `allOf` parts and first `oneOf` branch merged). */
function objectParts(op: Operation, schema: Raw, depth = 0): {properties: Record<string, Raw>; required: string[]} {
  const s = resolve(op, schema);
  const properties: Record<string, Raw> = {...((s.properties as Record<string, Raw>) ?? {})};
  const required = [...((s.required as string[]) ?? [])];
  if (depth < 4)
    for (const part of [...((s.allOf as Raw[]) ?? []), ...((s.oneOf as Raw[]) ?? []).slice(0, 1)]) {
      const inner = objectParts(op, part, depth + 1);
      Object.assign(properties, inner.properties);
      required.push(...inner.required);
    }
  return {properties, required};
}

const typesOf = (s: Raw) => ([] as unknown[]).concat(s.type ?? []).map(String);

/** A value of another type than the schema allows. */
function wrongType(g: Gen, s: Raw): unknown {
  const types = typesOf(s);
  const candidates: unknown[] = [12345, 'text', true, [1, 'two'], {unexpected: 1}, 1.5, -7];
  const fits = (v: unknown) =>
    types.includes(Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v === 'number' ? 'number' : typeof v) ||
    (types.includes('integer') && Number.isInteger(v));
  const wrong = candidates.filter((v) => !fits(v));
  return g.pick(wrong.length ? wrong : candidates);
}

/** A value just outside the schema's range, length, item count, pattern, enum or format. */
function outOfRule(g: Gen, s: Raw): unknown {
  const options: unknown[] = [];
  if (typeof s.minimum === 'number') options.push(s.minimum - 1, s.minimum - 1e9);
  if (typeof s.maximum === 'number') options.push(s.maximum + 1, 1e308, Number.MAX_SAFE_INTEGER * 10);
  if (typeof s.minLength === 'number' && s.minLength > 0) options.push('');
  if (typeof s.maxLength === 'number') options.push('x'.repeat(s.maxLength + 1));
  if (typeof s.minItems === 'number' && s.minItems > 0) options.push([]);
  if (typeof s.maxItems === 'number') options.push(Array.from({length: s.maxItems + 1}, () => 'item'));
  if (typeof s.pattern === 'string') options.push('!! not the pattern !!', ' ', '\u0000', '😀');
  if (Array.isArray(s.enum)) options.push('not-one-of-them', String(s.enum[0]).toUpperCase() + '_X');
  if (s.format === 'date') options.push('2026-13-45', '01/07/2026', '2026-7-1');
  if (s.format === 'date-time') options.push('yesterday', '2026-07-01 10:00', '2026-07-01T25:61:00Z');
  if (s.format === 'email') options.push('not-an-email', '@example.org');
  if (s.format === 'uri') options.push('not a uri', 'http//broken');
  if (typesOf(s).includes('integer')) options.push(1.5, 2 ** 60);
  return options.length ? g.pick(options) : wrongType(g, s);
}

// ---- the documented request -------------------------------------------------------------------------

function documented(op: Operation): {path: Record<string, unknown>; query: Record<string, unknown>; body: unknown} {
  const doc = op.api.bundled;
  const item = resolveRef(doc, (doc.paths as Raw)[op.path], '').value;
  const params = [
    ...(((item[op.method] as Raw).parameters as unknown[]) ?? []),
    ...((item.parameters as unknown[]) ?? []),
  ].map((p) => resolveRef(doc, p, '').value);
  const value = (p: Raw) => p.example ?? (p.schema as Raw)?.example;
  const path = Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [String(p.name), value(p)]));
  const query = Object.fromEntries(
    params.filter((p) => p.in === 'query' && p.required).map((p) => [String(p.name), value(p)]),
  );
  let body: unknown;
  if (op.body) {
    const rb = resolveRef(doc, (item[op.method] as Raw).requestBody, '').value;
    const media = (rb.content as Record<string, {examples?: Record<string, unknown>; example?: unknown}>)[
      op.body.mediaType
    ];
    const named = Object.values(media.examples ?? {})[0];
    body = named ? resolveRef(doc, named, '').value.value : (media.example ?? {});
  }
  return {path, query, body};
}

/** Sets (or deletes) the value at a path of a JSON value, copying it. */
function setAt(value: unknown, path: string[], next: unknown, remove = false): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : {...((value as object) ?? {})}) as Record<string, unknown>;
  if (rest.length === 0 && remove) delete copy[head];
  else copy[head] = setAt(copy[head], rest, next, remove);
  return copy;
}

/** A property (path and schema) of the body, at most two objects deep. */
function someField(g: Gen, op: Operation): {path: string[]; schema: Raw; required: boolean} | undefined {
  if (!op.body) return undefined;
  let schema = resolve(op, pointerGet(op.api.bundled, op.body.schemaPointer));
  const path: string[] = [];
  let required = false;
  for (let depth = 0; depth < 2; depth++) {
    const {properties, required: req} = objectParts(op, schema);
    const names = Object.keys(properties);
    if (!names.length) break;
    const name = g.pick(names);
    path.push(name);
    required = req.includes(name);
    schema = resolve(op, properties[name]);
    if (!typesOf(schema).includes('object') && !schema.properties) break;
    if (g.next() < 0.5) break;
  }
  return path.length ? {path, schema, required} : undefined;
}

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

// ---- the run ----------------------------------------------------------------------------------------

describe('fuzz', () => {
  it(
    `${REQUESTS} schema-derived invalid requests: no crash, no 5xx, only documented statuses`,
    {timeout: 600_000},
    async () => {
      const {apis, sandbox, store, defects, advance, call} = await watchedSandbox();
      const operations = buildOperations(apis);
      const g = generator(20260701);
      const strategies = [
        'wrong type',
        'missing required field',
        'out of range',
        'bad pattern, enum or format',
        'malformed JSON',
        'huge string',
        'huge body',
        'deep nesting',
        'unknown path',
        'wrong method',
        'bad credentials',
        'bad headers',
        'garbage path parameter',
        'garbage query',
        'unknown ids',
      ] as const;
      const problems: string[] = [];
      const byStatus = new Map<number, number>();
      const byStrategy = new Map<string, number>();
      for (let i = 0; i < REQUESTS; i++) {
        advance(1000); // one request a second: below every sandbox rate limit, so answers are about the request
        const op = g.pick(operations);
        const queryParams = op.parameters.filter((p) => p.in === 'query');
        const BODY = [
          'wrong type',
          'missing required field',
          'malformed JSON',
          'huge string',
          'huge body',
          'deep nesting',
        ];
        const applicable = strategies.filter(
          (s) =>
            (!BODY.includes(s) || op.body !== undefined) &&
            (!['out of range', 'bad pattern, enum or format'].includes(s) || op.body || queryParams.length) &&
            (!['garbage path parameter', 'unknown ids'].includes(s) || op.pathParamNames.length > 0) &&
            (s !== 'bad credentials' || op.credentialHeaders.length > 0),
        );
        const strategy = g.pick(applicable);
        const base = documented(op);
        let method = op.method.toUpperCase();
        const path = {...base.path};
        const query: [string, string][] = Object.entries(base.query).map(([k, v]) => [k, String(v)]);
        let body: unknown = base.body;
        let raw: string | undefined;
        let headers: Record<string, string> = {};
        let targetsOperation = true;
        const field = someField(g, op);
        switch (strategy) {
          case 'wrong type':
            if (field) body = setAt(body, field.path, wrongType(g, field.schema));
            else body = g.pick([42, 'text', true, null, [1, 2]]);
            break;
          case 'missing required field': {
            const parts = op.body && objectParts(op, pointerGet(op.api.bundled, op.body.schemaPointer) as Raw);
            const name = parts && parts.required.length ? g.pick(parts.required) : undefined;
            if (name) body = setAt(body, [name], undefined, true);
            else raw = '';
            break;
          }
          case 'out of range':
          case 'bad pattern, enum or format':
            if (field && (g.next() < 0.7 || !queryParams.length))
              body = setAt(body, field.path, outOfRule(g, field.schema));
            else {
              const p = g.pick(queryParams);
              const value = outOfRule(g, p.schema);
              query.push([p.name, typeof value === 'string' ? value : JSON.stringify(value)]);
            }
            break;
          case 'malformed JSON':
            raw = g.pick(['{', '{"a": ', 'null null', '[1,', '{"amount": 1.5,}', '\u0000', "{'single': 1}", 'NaN']);
            break;
          case 'huge string':
            if (field) body = setAt(body, field.path, 'x'.repeat(g.pick([10_000, 200_000])));
            else query.push(['search', 'x'.repeat(50_000)]);
            break;
          case 'huge body':
            raw = JSON.stringify({filler: 'x'.repeat(2_000_000)});
            break;
          case 'deep nesting':
            raw = g.pick([nested(5_000), '['.repeat(20_000) + ']'.repeat(20_000), `{"lines": ${nested(200)}}`]);
            break;
          case 'unknown path':
            targetsOperation = false;
            break;
          case 'wrong method':
            method = g.pick(['PUT', 'OPTIONS', 'HEAD', 'TRACE', 'CONNECT', 'PROPFIND'].filter((m) => m !== method));
            targetsOperation = false;
            break;
          case 'bad credentials': {
            const pairs = Object.values(ALL_CREDENTIALS).map((c) => c.headers);
            headers = g.pick([
              {},
              Object.fromEntries(op.credentialHeaders.map((h) => [h, g.pick(['', 'nope', 'ü'.repeat(300)])])),
              g.pick(pairs),
            ]);
            break;
          }
          case 'bad headers':
            headers = {
              'Idempotency-Key': g.pick(['', 'has spaces', 'k'.repeat(300), 'ü', '\t']),
              'Content-Type': g.pick(['text/xml', 'application/json; charset=latin1', '', 'multipart/form-data']),
              Accept: g.pick(['application/xml', '*/*', '']),
              'X-Forwarded-For': 'x'.repeat(g.pick([10, 10_000])),
            };
            break;
          case 'garbage path parameter':
            for (const name of Object.keys(path))
              path[name] = g.pick([
                'zz',
                '',
                '..',
                '%2F',
                'X'.repeat(5_000),
                'ffffffffffffffffffffffff',
                "'; DROP",
                '😀',
              ]);
            if (!Object.keys(path).length) targetsOperation = false;
            break;
          case 'garbage query':
            for (let k = 0; k < 1 + g.int(4); k++)
              query.push([
                g.pick(['page', 'limit', 'status', 'from', 'archived', 'unknown', '', '%E0%A4%A']),
                g.pick(['', 'true', '-1', 'x'.repeat(1000), '%', '2026-07-01', '[]']),
              ]);
            break;
          case 'unknown ids':
            for (const name of Object.keys(path)) path[name] = 'ffffffffffffffffffffffff';
            body = JSON.parse(JSON.stringify(body ?? null).replace(/"[a-f0-9]{24}"/g, '"ffffffffffffffffffffffff"'));
            break;
        }
        let url = op.servedPath.replace(/\{([^}]+)\}/g, (_, name: string) =>
          path[name] === ''
            ? ''
            : encodeURIComponent(String(path[name] ?? 'x')).replace(/%25/g, g.next() < 0.3 ? '%' : '%25'),
        );
        if (strategy === 'unknown path')
          url = g.pick([
            `${url}/extra`,
            url.replace(/^\/(v1|partner|provider)/, '/v2'),
            '/',
            '/v1',
            '/partner/v1/',
            '/provider/v1/nothing-here',
            `/v1/${'a/'.repeat(200)}`,
            '/_sandbox/nope',
          ]);
        if (query.length)
          url += `?${query.map(([k, v]) => `${k}=${v.startsWith('%') ? v : encodeURIComponent(v)}`).join('&')}`;
        if (strategy === 'garbage query' && g.next() < 0.2) url += '&&=&%';
        const sent = raw ?? (body === undefined ? undefined : JSON.stringify(body));
        byStrategy.set(strategy, (byStrategy.get(strategy) ?? 0) + 1);
        try {
          const r = await call(method, url, sent, headers);
          byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
          // The operation the engine routes to (once the URL's dot segments are resolved), if any.
          let pathname = '';
          try {
            pathname = new URL(url, 'http://sandbox.invalid').pathname;
          } catch {
            pathname = '';
          }
          const route = matchRoute(operations, method, pathname);
          const allowed = 'operation' in route ? Object.keys(route.operation.responses).map(Number) : [404];
          const what = `#${i} ${strategy}: ${method} ${url.slice(0, 140)} ${String(sent).slice(0, 80)} -> ${r.status} ${r.body.slice(0, 160)}`;
          if (r.status >= 500) problems.push(`5xx ${what}`);
          else if (r.body.includes('defect of the sandbox')) problems.push(`crash ${what}`);
          else if (!allowed.includes(r.status))
            problems.push(`undocumented ${what} (documented: ${allowed.join(', ')})`);
          const unreadable = ['malformed JSON', 'huge body', 'deep nesting'].includes(strategy);
          if (unreadable && op.body && targetsOperation && r.status < 300) problems.push(`accepted ${what}`);
        } catch (error) {
          problems.push(`threw #${i} ${strategy}: ${method} ${url.slice(0, 140)}: ${String(error)}`);
        }
      }
      console.log(
        `fuzz: ${REQUESTS} requests; by status ${JSON.stringify(Object.fromEntries([...byStatus].sort((a, b) => a[0] - b[0])))}; by strategy ${JSON.stringify(Object.fromEntries(byStrategy))}`,
      );
      expect(problems.slice(0, 50)).toEqual([]);
      expect(defects.slice(0, 5)).toEqual([]);
      const {rateLimits: _kept, ...kept} = store.kept();
      const {rateLimits: _now, ...now} = JSON.parse(JSON.stringify(sandbox.snapshot())) as SandboxState;
      expect(kept).toEqual(now);
      // The state is still one that can be snapshotted and restored.
      expect(() =>
        createSandbox({preset: PROVIDER_PRESET, apis, state: JSON.parse(JSON.stringify(sandbox.snapshot()))}),
      ).not.toThrow();
    },
  );
});
