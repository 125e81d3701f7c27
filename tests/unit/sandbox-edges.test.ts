/**
 * The sandbox at its edges (issue 39): ids named after prototype members on every operation with a path id
 * (derived from the served APIs, never listed by hand) and on the test bank, in the engine.
 */
import {describe, expect, it} from 'vitest';
import {createSandbox, type SandboxApi} from '../../src/sandbox';
import {buildOperations, resolveRef, type Operation, type Raw} from '../../src/sandbox/openapi';
import {LINK_KINDS} from '../../src/sandbox/links';
import {PROVIDER_PRESET} from '../../src/sandbox/presets/provider';
import {journaled, requester, sandboxApis} from './sandbox-helpers';

/** Ids that a plain object answers from its prototype (`{}['constructor']` is `Object`). */
export const PROTOTYPE_IDS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'] as const;

/** What a JavaScript error leaks into a body. */
export const JS_ERROR =
  /TypeError|ReferenceError|RangeError|SyntaxError|is not a function|Cannot read propert|Cannot set propert|undefined|\[object |function |Object\(\)/;

/** The documented request body of an operation (its first named example), or undefined. */
export function documentedBody(op: Operation): unknown {
  if (!op.body) return undefined;
  const doc = op.api.bundled;
  const item = resolveRef(doc, (doc.paths as Raw)[op.path], '').value;
  const rb = resolveRef(doc, (item[op.method] as Raw).requestBody, '').value;
  const media = (rb.content as Record<string, {examples?: Record<string, unknown>; example?: unknown}>)[
    op.body.mediaType
  ];
  const named = Object.values(media.examples ?? {})[0];
  return named ? resolveRef(doc, named, '').value.value : (media.example ?? {});
}

/** Every operation with a path parameter, each path parameter set to `id`: the URL as served. */
export function pathIdCalls(apis: readonly SandboxApi[], id: string) {
  return buildOperations(apis)
    .filter((op) => op.pathParamNames.length > 0)
    .map((op) => ({
      op,
      url: op.servedPath.replace(/\{[^}]+\}/g, encodeURIComponent(id)),
      body: documentedBody(op),
    }));
}

/** The 4xx an operation documents for an id it does not know: its 404, else its 400 (a malformed id). */
export const unknownIdStatuses = (op: Operation) =>
  ['404', '400', '410', '403'].filter((s) => op.responses[s] !== undefined).map(Number);

describe('ids named after prototype members', () => {
  it('every operation with a path id answers its documented 4xx, never a JavaScript error', async () => {
    const apis = await sandboxApis(true);
    const store = journaled();
    const defects: string[] = [];
    let t = Date.parse('2026-07-01T10:30:00.000Z');
    const sandbox = createSandbox({
      preset: PROVIDER_PRESET,
      apis,
      clock: () => t,
      ...store.options,
      logDefect: (m) => defects.push(m),
    });
    const {call} = requester(sandbox);
    const problems: string[] = [];
    let calls = 0;
    for (const id of PROTOTYPE_IDS) {
      for (const {op, url, body} of pathIdCalls(apis, id)) {
        t += 1000; // below every rate limit
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
    const apis = await sandboxApis(true);
    const sandbox = createSandbox({preset: PROVIDER_PRESET, apis});
    const {call} = requester(sandbox);
    // Records and links exist (a payment sent, with its link), so the collections are there to be fooled.
    const created = await call('POST', '/v1/payments/single/create-and-process', {
      reference: 'INV-2026-042',
      amount: '125.50',
      customerName: 'Ada Quill',
      customerEmail: 'ada.quill@example.org',
      paymentMethod: 'fernpay_ob',
    });
    expect(created.status).toBe(201);
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
