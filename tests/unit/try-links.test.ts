/**
 * The sandbox guides' rows that link to an operation with its input prefilled
 * (`<reference route>?try=<operationId>&example=<name>&set=<pointer>=<value>#<anchor>`, src/components/TryIt/link.ts):
 * every such link names a reference page, an operation of its API, its anchor, an existing request example and
 * body fields the schema has; the parsing and prefilling themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildOperations, pointerGet, resolveRef, type Operation, type Raw} from '../../src/sandbox/openapi';
import {datesAhead, parseTryLink, prefilledBody, requestExamples} from '../../src/components/TryIt/link';
import {documentedBody} from '../../src/components/TryIt/helpers';
import {createSandbox} from '../../src/sandbox';
import {requester, sandboxApis} from './sandbox-helpers';
import {PROVIDER_PRESET} from '../../src/sandbox/presets/provider';
import {expandLifecycleTags} from '../../src/sandbox/lifecycles';
import {expandScenarioTags} from '../../src/sandbox/scenarios';

const GUIDES = ['docs/guides/sandbox-outcomes.mdx', 'docs-provider/sandbox-outcomes.mdx'];

/** Every `](route?try=...#anchor)` link of a file. */
function tryLinks(file: string): Array<{route: string; search: string; anchor: string}> {
  // With the tables rendered from the declarations (`<Lifecycle part />`), as readers get them.
  const text = expandScenarioTags(expandLifecycleTags(fs.readFileSync(file, 'utf8')));
  return [...text.matchAll(/\]\((\/[^)?#\s]*)(\?try=[^)#\s]*)#([^)\s]+)\)/g)].map((m) => ({
    route: m[1],
    search: m[2],
    anchor: m[3],
  }));
}

/** The API id of a reference page (`<ApiReference id="..." />` in its MDX). */
function apiOfRoute(route: string): string | undefined {
  const file = route.startsWith('/provider/')
    ? path.join('docs-provider', `${route.slice('/provider/'.length)}.mdx`)
    : path.join('docs', `${route.slice(1)}.mdx`);
  if (!fs.existsSync(file)) return undefined;
  return /<ApiReference id="([^"]+)"/.exec(fs.readFileSync(file, 'utf8'))?.[1];
}

const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** True when the body schema of `op` has a property at `pointer` (through $refs, allOf, oneOf and anyOf). */
function schemaHas(op: Operation, pointer: string): boolean {
  const doc = op.api.bundled;
  const resolve = (s: unknown): Raw => resolveRef(doc, s, '').value;
  const propertyOf = (schema: Raw, name: string): Raw | undefined =>
    (schema.properties as Record<string, Raw> | undefined)?.[name] ??
    (['allOf', 'oneOf', 'anyOf'] as const)
      .flatMap((k) => (schema[k] ?? []) as Raw[])
      .map((part) => propertyOf(resolve(part), name))
      .find(Boolean);
  let schema: Raw = resolve(pointerGet(doc, op.body!.schemaPointer));
  for (const step of pointer.split('/').slice(1)) {
    const found = propertyOf(schema, step);
    if (!found) return false;
    schema = resolve(found);
  }
  return true;
}

describe('links that open Try it prefilled', () => {
  it('parses the operation, the example and the values to set', () => {
    expect(parseTryLink('?try=createX&example=ex-1&set=/reference=INV%202026/041&set=/amount=%22125.94%22')).toEqual({
      operationId: 'createX',
      example: 'ex-1',
      set: [
        {pointer: '/reference', value: 'INV 2026/041'},
        {pointer: '/amount', value: '125.94'},
      ],
      params: [],
    });
    expect(parseTryLink('?try=listX&param=status=paid&param=id=6650&param=noequals')?.params).toEqual([
      {name: 'status', value: 'paid'},
      {name: 'id', value: '6650'},
    ]);
    expect(parseTryLink('?example=x')).toBeUndefined();
    expect(parseTryLink('?try=a&set=noslash=1')?.set).toEqual([]);
  });

  it('prefills the named example with the values set, and says when the example is unknown', async () => {
    const api = (await sandboxApis()).find((a) => a.id === 'toolkit-single-payments')!;
    const op = buildOperations([api]).find((o) => o.operationId === 'createAndProcessSinglePayment')!;
    const link = parseTryLink(
      '?try=createAndProcessSinglePayment&example=createAndProcessSinglePayment-qrCode&set=/reference=INV%202026/041',
    )!;
    const now = Date.parse('2026-06-01T10:00:00Z');
    const {body, notes} = prefilledBody(op, link, '{}', now);
    expect(notes).toEqual(['Prefilled from the link you followed.']);
    const parsed = JSON.parse(body);
    expect(parsed.reference).toBe('INV 2026/041');
    expect(parsed.paymentMethod).toBe(
      (requestExamples(op)['createAndProcessSinglePayment-qrCode'] as {paymentMethod: string}).paymentMethod,
    );
    expect(
      prefilledBody(op, {operationId: op.operationId, example: 'nope', set: [], params: []}, '{"a":1}', now),
    ).toEqual({
      body: '{\n  "a": 1\n}',
      notes: ['No example nope: the documented one is shown.'],
    });
    // Dates behind the clock move ahead; a date the link sets stays (a row may want one that is too soon).
    const late = prefilledBody(
      op,
      {operationId: op.operationId, set: [{pointer: '/reference', value: '2026-01-05'}], params: []},
      '{"dueDate": "2026-07-31", "reference": "x"}',
      Date.parse('2026-11-27T10:00:00Z'),
    );
    expect(JSON.parse(late.body)).toEqual({dueDate: '2027-07-31', reference: '2026-01-05'});
    expect(late.notes).toEqual([
      'Prefilled from the link you followed.',
      "The example's dates are moved 1 year ahead, past the sandbox clock.",
    ]);
  });

  it("moves an example's dates ahead of the sandbox clock by whole years, keeping their order; a birth date stays", () => {
    const now = Date.parse('2026-11-27T15:00:00Z');
    const body = {
      dueDate: '2026-07-31',
      nested: [{recurringPaymentDate: '2026-08-01', at: '2026-08-02T10:00:00Z'}],
      dateOfBirth: '1985-02-14',
      text: 'due 2026-07-31',
    };
    const {value, years} = datesAhead(body, now);
    expect(years).toBe(1);
    expect(value).toEqual({
      dueDate: '2027-07-31',
      nested: [{recurringPaymentDate: '2027-08-01', at: '2027-08-02T10:00:00Z'}],
      dateOfBirth: '1985-02-14',
      text: 'due 2026-07-31',
    });
    // A window that contains the clock stays (a VRP consent valid from July to next July).
    const window = {validFrom: '2026-07-08T00:00:00.000Z', validTo: '2027-07-07T23:59:59.000Z'};
    expect(datesAhead(window, now)).toEqual({value: window, years: 0});
    // Dates well ahead stay; 29 February of a year without one becomes the 28th.
    expect(datesAhead({dueDate: '2027-03-01'}, now)).toEqual({value: {dueDate: '2027-03-01'}, years: 0});
    expect(datesAhead({leap: '2024-02-29', d: '2025-03-01'}, Date.parse('2025-12-01T00:00:00Z'))).toEqual({
      value: {leap: '2025-02-28', d: '2026-03-01'},
      years: 1,
    });
  });

  it.each(GUIDES)(
    'every Try it link of %s names an operation, its anchor, an example and body fields',
    async (file) => {
      const links = tryLinks(file);
      expect(links.length).toBeGreaterThanOrEqual(3);
      const apis = await sandboxApis(true);
      for (const l of links) {
        const where = `${file}: ${l.route}${l.search}#${l.anchor}`;
        const apiId = apiOfRoute(l.route);
        expect(apiId, where).toBeDefined();
        const api = apis.find((a) => a.id === apiId);
        expect(api, where).toBeDefined();
        const link = parseTryLink(l.search)!;
        const op = buildOperations([api!]).find((o) => o.operationId === link.operationId);
        expect(op, where).toBeDefined();
        expect(l.anchor, where).toBe(kebab(link.operationId));
        if (link.example !== undefined) expect(Object.keys(requestExamples(op!)), where).toContain(link.example);
        for (const s of link.set) expect(op!.body && schemaHas(op!, s.pointer), `${where} ${s.pointer}`).toBe(true);
        const named = op!.parameters.filter((p) => p.in === 'path' || p.in === 'query').map((p) => p.name);
        for (const p of link.params) expect(named, `${where} param ${p.name}`).toContain(p.name);
      }
    },
  );

  it.each(GUIDES)(
    "each linked row of %s that creates something answers the row's status when sent as prefilled",
    async (file) => {
      // The rows whose call needs no earlier resource (no path parameter) and whose result starts with a status.
      const rows = expandScenarioTags(fs.readFileSync(file, 'utf8'))
        .split('\n')
        .flatMap((line) => {
          const m = /^\| [^|]*?\]\((\/[^)?#\s]*)(\?try=[^)#\s]*)#[^)\s]+\)[^|]*\| `(\d{3})`/.exec(line);
          return m ? [{line, route: m[1], search: m[2], status: Number(m[3])}] : [];
        });
      expect(rows.length).toBeGreaterThanOrEqual(file.includes('provider') ? 1 : 6);
      const apis = await sandboxApis(true);
      let checked = 0;
      for (const row of rows) {
        const api = apis.find((a) => a.id === apiOfRoute(row.route))!;
        const link = parseTryLink(row.search)!;
        const op = buildOperations([api]).find((o) => o.operationId === link.operationId)!;
        if (op.pathParamNames.length > 0) continue;
        const now = Date.parse('2026-11-27T10:00:00Z');
        const {call} = requester(createSandbox({preset: PROVIDER_PRESET, apis, clock: () => now}));
        const body = op.body ? prefilledBody(op, link, documentedBody(op), now).body : undefined;
        const answer = await call(op.method.toUpperCase(), op.servedPath, body, {'Idempotency-Key': `row-${checked}`});
        expect(answer.status, `${row.line}\n${answer.body}`).toBe(row.status);
        checked += 1;
      }
      expect(checked).toBeGreaterThanOrEqual(file.includes('provider') ? 9 : 12);
    },
  );
});
