/**
 * Every documented request example of every served OpenAPI description (toolkit, partner and provider bundles, as
 * `loadApis` compiles them for the site) sent as documented, ids and all, to a fresh in-process sandbox: each must
 * answer `2xx`, except the examples of `NOT_YET_SEEDED` (sandbox-examples-fresh.gaps.ts), which name a resource a
 * fresh sandbox does not have yet (issue 38: the sandbox is to start seeded with what the documented examples name).
 * That list is checked both ways: an example on it that answers `2xx` fails the run too, so it only shrinks.
 *
 * How Try it and the downloaded file are covered: both run this engine (`createSandbox`) over the same compiled
 * bundles: Try it with `PUBLIC_PRESET` and its page's APIs (src/components/TryIt/engine.ts), the published
 * `fernpay-sandbox.mjs` through server.ts with the same preset. Here the public APIs run with `PUBLIC_PRESET` and the
 * provider API with `PROVIDER_PRESET`, as there. What differs: their clock is the real time, and this walk runs on the
 * examples' own day (2026-07-01 10:30 UTC), since the examples carry dates (a `futurePaymentDate`, a
 * `recurringPaymentDate`) that are valid only before they pass. Unlike sandbox-examples.test.ts, nothing is prepared
 * and no id is substituted.
 */
import {describe, expect, it} from 'vitest';
import {createSandbox} from '../../src/sandbox';
import {buildOperations, type Operation} from '../../src/sandbox/openapi';
import {PROVIDER_PRESET} from '../../src/sandbox/presets/provider';
import {PUBLIC_PRESET} from '../../src/sandbox/presets/public';
import {NOT_YET_SEEDED} from './sandbox-examples-fresh.gaps';
import {requester, sandboxApis} from './sandbox-helpers';
import {parameterExamples, requestExamples} from './lib/documented-examples';

const apis = await sandboxApis(true);
const operations = buildOperations(apis);
const EXAMPLES_DAY = Date.parse('2026-07-01T10:30:00.000Z');

/** The documented request's URL: the documented path and query values, as they are. */
function urlOf(op: Operation): string {
  const examples = parameterExamples(op);
  let url = op.servedPath.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(examples.get(`path:${name}`))),
  );
  const query = op.parameters
    .filter((p) => p.in === 'query' && examples.get(`query:${p.name}`) != null)
    .map((p) => `${p.name}=${encodeURIComponent(String(examples.get(`query:${p.name}`)))}`);
  if (query.length) url += `?${query.join('&')}`;
  return url;
}

const CASES = operations.flatMap((op) =>
  requestExamples(op).map(([name, body]) => ({key: `${op.api.id} ${op.operationId} ${name}`, op, body})),
);

describe('every documented request example on a fresh sandbox', () => {
  it('lists as not yet seeded only examples that exist', () => {
    const keys = new Set(CASES.map((c) => c.key));
    expect(Object.keys(NOT_YET_SEEDED).filter((k) => !keys.has(k))).toEqual([]);
  });

  it.each(CASES.map((c) => [c.key, c] as const))('%s', async (key, {op, body}) => {
    const preset = op.api.id === 'provider' ? PROVIDER_PRESET : PUBLIC_PRESET;
    const served = op.api.id === 'provider' ? apis : apis.filter((a) => a.id !== 'provider');
    const {call} = requester(createSandbox({preset, apis: served, clock: () => EXAMPLES_DAY}));
    const url = urlOf(op);
    const r = await call(op.method.toUpperCase(), url, body);
    const ok = r.status >= 200 && r.status < 300;
    if (Object.hasOwn(NOT_YET_SEEDED, key))
      expect(ok, `answers ${r.status} now: take it off NOT_YET_SEEDED`).toBe(false);
    else expect(ok, `${r.status} ${op.method.toUpperCase()} ${url} ${r.body.slice(0, 300)}`).toBe(true);
  });
});
