/**
 * What a retry does, per call (src/rules/retry-safety.ts), checked against every API as the site
 * compiles it (compileApi):
 * - every call that changes something (every method but GET) without an `Idempotency-Key` parameter
 *   has exactly one entry, and every call with the key is in `KEYED` and has none;
 * - no entry names an operation that does not exist or that takes the key;
 * - every `refused` entry's status is a response the operation documents;
 * - every link of the rules `retry-per-call` and `retry-per-call-provider` goes to an API's page and
 *   an operation anchor of that API.
 */
import {describe, expect, it} from 'vitest';
import {compileApi, listApis, type CompiledApi} from '../../plugins/api-reference/compile';
import {apiReferenceOptions as SITE} from '../../openapi/site';
import {API_PAGES, KEY_BEING_ADDED, operationAnchor, type ApiId} from '../../src/rules';
import {ALL_KEYED as KEYED, ALL_RETRY_SAFETY as RETRY_SAFETY, ALL_RULES as RULES} from '../../src/rules/all';
import type {OperationModel} from '../../plugins/api-reference/types';

const ids = (await listApis(SITE.configFile)).map((a) => a.id);
const compiled: CompiledApi[] = await Promise.all(ids.map((id) => compileApi(SITE, id)));

interface Op {
  api: string;
  op: OperationModel;
  keyed: boolean;
}
const ops: Op[] = compiled.flatMap((api) =>
  api.model.tags.flatMap((tag) =>
    tag.operations
      .filter((op) => op.kind === 'operation')
      .map((op) => ({
        api: api.id,
        op,
        keyed: op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key'),
      })),
  ),
);
const name = (o: Op) => `${o.api} ${o.op.method} ${o.op.path} (${o.op.operationId})`;
const changes = ops.filter((o) => o.op.method.toUpperCase() !== 'GET');
const beingAdded = new Set(KEY_BEING_ADDED.map(([api, op]) => `${api} ${op}`));
const keyedList = new Set(Object.values(KEYED).flatMap((f) => f.calls.map(([api, op]) => `${api} ${op}`)));
const find = (api: string, operationId: string) => ops.find((o) => o.api === api && o.op.operationId === operationId);

describe('what a retry does, per call', () => {
  it('knows every API the site builds, and only those', () => {
    expect(Object.keys(API_PAGES).sort()).toEqual([...ids].sort());
    expect(Object.keys(RETRY_SAFETY).sort()).toEqual([...ids].sort());
  });

  it('has one entry for every call that changes something and takes no Idempotency-Key', () => {
    const missing = changes
      .filter((o) => !o.keyed && !beingAdded.has(`${o.api} ${o.op.operationId}`))
      .filter((o) => !Object.hasOwn(RETRY_SAFETY[o.api as ApiId] ?? {}, o.op.operationId ?? ''))
      .map(name);
    expect(missing, 'add an entry to RETRY_SAFETY in src/rules/retry-safety.ts').toEqual([]);
  });

  it('names only operations that exist, change something and take no key', () => {
    const problems = Object.entries(RETRY_SAFETY).flatMap(([api, entries]) =>
      Object.keys(entries).flatMap((operationId) => {
        const o = find(api, operationId);
        if (!o) return [`${api} ${operationId}: no such operation`];
        if (o.op.method.toUpperCase() === 'GET') return [`${name(o)}: a read, nothing to retry`];
        if (o.keyed) return [`${name(o)}: takes an Idempotency-Key; list it in KEYED instead`];
        if (beingAdded.has(`${api} ${operationId}`)) return [`${name(o)}: listed as taking a key (KEY_BEING_ADDED)`];
        return [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('lists in KEYED exactly the calls that take an Idempotency-Key', () => {
    const keyed = changes.filter((o) => o.keyed).map((o) => `${o.api} ${o.op.operationId}`);
    expect([...keyedList].filter((k) => !beingAdded.has(k)).sort()).toEqual(
      keyed.filter((k) => !beingAdded.has(k)).sort(),
    );
    for (const k of beingAdded) {
      expect(keyedList, `${k} is being given a key: list it in KEYED`).toContain(k);
      const [api, operationId] = k.split(' ');
      const o = find(api, operationId);
      expect(o, `${k} does not exist`).toBeDefined();
      // Once the key is declared, the KEY_BEING_ADDED entry is no longer needed.
      expect(o!.keyed, `${k} now takes an Idempotency-Key: remove it from KEY_BEING_ADDED`).toBe(false);
    }
  });

  it('gives every refused call a status the operation documents', () => {
    const problems = Object.entries(RETRY_SAFETY).flatMap(([api, entries]) =>
      Object.entries(entries).flatMap(([operationId, entry]) => {
        if (entry.kind !== 'refused') return [];
        const statuses = find(api, operationId)?.op.responses.map((r) => r.status) ?? [];
        return statuses.includes(entry.status)
          ? []
          : [`${api} ${operationId}: ${entry.status} is not one of ${statuses.join(', ')}`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('links every call of the rules to an operation anchor of its reference page', () => {
    const byRoute = new Map(Object.entries(API_PAGES).map(([id, page]) => [page.route as string, id]));
    const anchors = new Map(
      compiled.map((api) => [api.id, new Set(api.model.tags.flatMap((t) => t.operations.map((o) => o.anchor)))]),
    );
    for (const id of ['retry-per-call', 'retry-per-call-provider'] as const) {
      const links = [...RULES[id].markdown.matchAll(/\]\(([^)#\s]+)#([^)\s]+)\)/g)];
      expect(links.length, id).toBeGreaterThan(10);
      const problems = links.flatMap(([, route, anchor]) => {
        const api = byRoute.get(route);
        if (!api) return [`${id}: ${route} is not an API reference page`];
        return anchors.get(api)?.has(anchor) ? [] : [`${id}: ${route}#${anchor} is not an operation anchor`];
      });
      expect(problems).toEqual([]);
    }
    expect(operationAnchor('createAndProcessSinglePayment')).toBe('create-and-process-single-payment');
  });

  it('shows every entry and every keyed call in one of the two rules', () => {
    const text = RULES['retry-per-call'].markdown + RULES['retry-per-call-provider'].markdown;
    for (const [api, entries] of Object.entries(RETRY_SAFETY))
      for (const operationId of Object.keys(entries))
        expect(text, `${api} ${operationId}`).toContain(
          `${API_PAGES[api as ApiId].route}#${operationAnchor(operationId)})`,
        );
    for (const k of keyedList) {
      const [api, operationId] = k.split(' ');
      expect(text, k).toContain(`${API_PAGES[api as ApiId].route}#${operationAnchor(operationId)})`);
    }
    // The provider's calls are shown on the provider's pages only.
    expect(RULES['retry-per-call'].markdown).not.toContain('/provider/');
    expect(RULES['retry-per-call-provider'].markdown).not.toMatch(/\/(toolkit|partner)-api\//);
  });
});
