/**
 * A walk over every documented example of the served toolkit, partner and provider bundles, against the
 * sandbox engine:
 *
 * 1. Every documented request example is accepted (2xx), sent in a state where it makes sense: the sandbox
 *    clock at the moment of the documented answer, the resources it names created first (PREPARE in
 *    sandbox-examples.inputs.ts) and their ids substituted.
 * 2. Every documented error example (the named examples of `4xx` responses) is produced by a documented input:
 *    the specific inputs of ERROR_INPUTS, or the engine's own for the shared examples (wrong credentials `401`,
 *    the other family's terminal `403`, unknown ids `404`, a spent rate limit `429`, one `Idempotency-Key`
 *    twice at once `409` or for another request `422`). The body must equal the example once ids, UUIDs and
 *    numbers are set aside (the sandbox's rate limit is not live's). A provider `404` naming an id (`Invalid
 *    consentId: aac-…`) is produced by that id, the other ids of the call made first as for the request example.
 *
 * Every operation is covered. The request examples that choose a bank name its sandbox twin (`ob-natwest-sandbox`):
 * the sandbox connects and pays only through them (/guides/sandbox-outcomes).
 * The error examples no sandbox input can produce are LIVE_ONLY, each with its reason (DECISIONS.md); the summary
 * at the end prints the figures.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {RATE_LIMITS} from '../../src/rules';
import {SANDBOX_CREDENTIALS} from '../../src/sandbox/credentials';
import {createSandbox, type SandboxApi} from '../../src/sandbox';
import {buildOperations, type Operation, type Raw} from '../../src/sandbox/openapi';
import {ERROR_INPUTS, LIVE_ONLY, PREPARE, Walk, type Res} from './sandbox-examples.inputs';
import {sandboxApis} from './sandbox-helpers';
import {parameterExamples, requestExamples} from './lib/documented-examples';
import {PROVIDER_PRESET} from '../../src/sandbox/presets/provider';
import {BASE_SEED} from '../../src/sandbox/seed';

const apis: SandboxApi[] = await sandboxApis(true);
const operations = buildOperations(apis);

const START = Date.parse('2026-07-01T10:30:00.000Z');

/**
 * The walk prepares each example's state itself (PREPARE), under the documented ids: its sandbox starts with the
 * seed's first records only (`BASE_SEED`), not with the payments, orders and invoices a new sandbox holds, which
 * sandbox-examples-fresh.test.ts walks.
 */
const WALK_PRESET = {...PROVIDER_PRESET, seed: BASE_SEED};

function walk(): Walk {
  let t = START;
  const sandbox = createSandbox({preset: WALK_PRESET, apis, clock: () => t});
  return new Walk(sandbox, {set: (ms) => (t = ms), now: () => t}, (state) =>
    createSandbox({preset: WALK_PRESET, apis, clock: () => t, state}),
  );
}

// ---- what the bundles document --------------------------------------------------------------------

/** The latest `updatedAt`/`createdAt`/`sentAt` of the documented success answer: when the example happens. */
function momentOf(op: Operation): number | undefined {
  const status = Object.keys(op.responses)
    .filter((s) => /^2/.test(s))
    .sort()[0];
  const media = status ? Object.values(op.responses[status].content)[0] : undefined;
  const named = media && Object.values(media.examples ?? {})[0];
  const value = named && 'value' in named ? named.value : media?.example;
  let latest: number | undefined;
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (['updatedAt', 'createdAt', 'sentAt'].includes(k) && typeof x === 'string' && !Number.isNaN(Date.parse(x)))
          latest = Math.max(latest ?? 0, Date.parse(x));
        else visit(x);
      }
  };
  visit(value);
  return latest;
}

/** The request an operation's examples describe: documented path and query values, ids substituted. */
function urlOf(op: Operation, w: Walk, override: (name: string, value: unknown) => unknown = (_, v) => v): string {
  const examples = parameterExamples(op);
  let url = op.servedPath.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(override(name, w.substitute(examples.get(`path:${name}`))))),
  );
  const query = op.parameters
    .filter((p) => p.in === 'query' && examples.get(`query:${p.name}`) !== undefined)
    .filter((p) => examples.get(`query:${p.name}`) !== null)
    .map((p) => `${p.name}=${encodeURIComponent(String(w.substitute(examples.get(`query:${p.name}`))))}`);
  if (query.length) url += `?${query.join('&')}`;
  return url;
}

/** Strings with ids, UUIDs and numbers set aside, so that a sandbox answer compares with its example. */
function normalise(value: unknown): unknown {
  if (typeof value === 'string')
    return value
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
      .replace(/\b[a-f0-9]{24}\b/g, '<id>')
      .replace(/\d+/g, '<n>');
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v)]));
  return value;
}

const answerOf = (r: Res): unknown => (r.json !== undefined && typeof r.json === 'object' ? r.json : r.body);

/** Whether an answer is the documented example: same status, same body (exactly, or once normalised). */
function produces(r: Res, status: number, example: unknown): 'exactly' | 'normalised' | false {
  if (r.status !== status) return false;
  const got = answerOf(r);
  if (JSON.stringify(got) === JSON.stringify(example)) return 'exactly';
  return JSON.stringify(normalise(got)) === JSON.stringify(normalise(example)) ? 'normalised' : false;
}

// ---- 1. request examples ----------------------------------------------------------------------------

const accepted = {examples: 0, accepted: 0};

describe('every documented request example is accepted', () => {
  const w = walk();
  for (const op of operations)
    for (const [name, example] of requestExamples(op)) {
      accepted.examples++;
      it(`${op.api.id} ${op.operationId} ${name}`, async () => {
        await w.reset();
        w.at(momentOf(op) ?? START);
        await PREPARE[`${op.api.id} ${op.operationId}`]?.(w);
        const headers = w.headersFor(op.servedPath);
        for (const p of op.parameters)
          if (p.in === 'header' && p.name.toLowerCase() === 'idempotency-key') headers[p.name] = crypto.randomUUID();
        const r = await w.call(op.method.toUpperCase(), urlOf(op, w), w.substitute(example), headers);
        expect(r.status >= 200 && r.status < 300, `${r.status} ${r.body.slice(0, 300)}`).toBe(true);
        accepted.accepted++;
      });
    }
});

// ---- 2. error examples ------------------------------------------------------------------------------

interface ErrorExample {
  key: string;
  op: Operation;
  status: number;
  name: string;
  value: unknown;
}

const errorExamples: ErrorExample[] = operations.flatMap((op) =>
  Object.entries(op.responses)
    .filter(([status]) => /^4\d\d$/.test(status))
    .flatMap(([status, response]) =>
      Object.values(response.content).flatMap((media) =>
        Object.entries(media.examples ?? {}).map(([name, ex]) => ({
          key: `${op.api.id} ${op.operationId} ${name}`,
          op,
          status: Number(status),
          name,
          value: ex.value,
        })),
      ),
    ),
);

const tally = {documented: errorExamples.length, exactly: 0, normalised: 0, liveOnly: 0};

/** A sandbox whose every credential has spent its rate limit (the clock does not move). */
const spent = walk();
beforeAll(async () => {
  const burn = async (url: string, limit: number) => {
    for (let i = 0; i <= limit; i++) await spent.call('GET', url);
  };
  await burn('/v1/customers/list', RATE_LIMITS.toolkit.sandbox);
  await burn(`/partner/v1/6650f1c2a9d3e4b5c6d7e8f9/payments/single/list`, RATE_LIMITS.partner.sandbox);
  await burn('/provider/v1/customer', RATE_LIMITS.provider.sandbox);
  await burn('/v1/public/providers/list', RATE_LIMITS.public.sandbox);
}, 120_000);

const OTHER_FAMILY: Record<string, keyof typeof SANDBOX_CREDENTIALS> = {toolkit: 'partner', partner: 'toolkit'};

/** The engine's own input for a shared example, when there is one. */
function sharedInput(e: ErrorExample): ((w: Walk) => Promise<Res>) | undefined {
  const {op, status, value} = e;
  const first = requestExamples(op)[0][1];
  const send = (w: Walk, headers: Record<string, string>, url = urlOf(op, w), body: unknown = w.substitute(first)) =>
    w.call(op.method.toUpperCase(), url, body, headers);
  const keyed = (w: Walk, key: string) => ({...w.headersFor(op.servedPath), 'Idempotency-Key': key});
  if (status === 401 && op.credentialHeaders.length)
    return (w) =>
      send(w, Object.fromEntries(op.credentialHeaders.map((h) => [h, '00000000-0000-4000-8000-000000000000'])));
  if (status === 403 && value === 'Access Denied' && OTHER_FAMILY[op.api.family])
    return (w) => send(w, {...SANDBOX_CREDENTIALS[OTHER_FAMILY[op.api.family]].headers});
  if (status === 404 && op.pathParamNames.length && /Not Found/.test(JSON.stringify(value)))
    return (w) =>
      send(
        w,
        w.headersFor(op.servedPath),
        urlOf(op, w, (_name, v) =>
          /^[a-f0-9]{24}$/.test(String(v)) ? 'ffffffffffffffffffffffff' : `${String(v)}`.replace(/[a-f0-9]/g, 'f'),
        ),
      );
  // The provider's `404` names the unknown id: that id, in the path or the body; the call's other ids exist.
  const invalid =
    status === 404 && /^Invalid (\w+): (\S+)$/.exec(String(((value as Raw)?.error as Raw | undefined)?.message ?? ''));
  if (invalid) {
    const [, name, id] = invalid;
    return async (w) => {
      if (op.pathParamNames.length > 1) await PREPARE[`${op.api.id} ${op.operationId}`]?.(w);
      if (op.pathParamNames.includes(name))
        return send(
          w,
          w.headersFor(op.servedPath),
          urlOf(op, w, (n, v) => (n === name ? id : v)),
        );
      return send(w, w.headersFor(op.servedPath), urlOf(op, w), {...(w.substitute(first) as Raw), [name]: id});
    };
  }
  if (status === 429) return () => send(spent, spent.headersFor(op.servedPath), urlOf(op, spent));
  // One key twice: the call's state made first (PREPARE), so that the first request is carried out.
  if (status === 422 && op.keyed)
    return async (w) => {
      await PREPARE[`${op.api.id} ${op.operationId}`]?.(w);
      const key = crypto.randomUUID();
      await send(w, keyed(w, key));
      return send(w, keyed(w, key), `${urlOf(op, w)}${urlOf(op, w).includes('?') ? '&' : '?'}again=1`);
    };
  if (status === 409 && op.keyed)
    return async (w) => {
      await PREPARE[`${op.api.id} ${op.operationId}`]?.(w);
      const key = crypto.randomUUID();
      const [, second] = await Promise.all([send(w, keyed(w, key)), send(w, keyed(w, key))]);
      return second;
    };
  return undefined;
}

describe('every documented error example is produced by a documented input', () => {
  it('lists as live only documented error examples only', () => {
    const keys = new Set(errorExamples.map((e) => e.key));
    expect(Object.keys(LIVE_ONLY).filter((k) => !keys.has(k))).toEqual([]);
  });
  const w = walk();
  for (const e of errorExamples) {
    if (LIVE_ONLY[e.key]) {
      tally.liveOnly++;
      it(`${e.key} (${e.status}) is live only: ${LIVE_ONLY[e.key]}`, () => {
        expect(LIVE_ONLY[e.key]).toMatch(/DECISIONS\.md "[^"]+"/);
        expect(ERROR_INPUTS[e.key], 'a live-only example has no sandbox input').toBeUndefined();
      });
      continue;
    }
    const input = ERROR_INPUTS[e.key] ?? sharedInput(e);
    it(`${e.key} (${e.status})`, async () => {
      expect(input, 'a documented input in ERROR_INPUTS, or LIVE_ONLY with the reason').toBeDefined();
      await w.reset();
      w.at(START);
      const r = await input!(w);
      const result = produces(r, e.status, e.value);
      if (!result && process.env.WALK_DEBUG)
        console.log(`${e.key}\n  got ${r.status} ${JSON.stringify(answerOf(r))}\n  doc ${JSON.stringify(e.value)}`);
      if (!result) expect({status: r.status, body: answerOf(r)}).toEqual({status: e.status, body: e.value});
      tally[result as 'exactly' | 'normalised']++;
    });
  }
});

afterAll(() => {
  const produced = tally.exactly + tally.normalised;
  console.log(
    [
      `request examples: ${accepted.accepted}/${accepted.examples} accepted`,
      `error examples: ${produced}/${tally.documented - tally.liveOnly} produced (${tally.exactly} exactly, ${tally.normalised} once ids and numbers are normalised), ${tally.liveOnly} live only of ${tally.documented}`,
    ].join('\n'),
  );
});
