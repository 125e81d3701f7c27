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
import {linkedBody, parseTryLink, requestExamples} from '../../src/components/TryIt/link';
import {sandboxApis} from './sandbox-helpers';

const GUIDES = ['docs/guides/sandbox-outcomes.mdx', 'docs-provider/sandbox-outcomes.mdx'];

/** Every `](route?try=...#anchor)` link of a file. */
function tryLinks(file: string): Array<{route: string; search: string; anchor: string}> {
  const text = fs.readFileSync(file, 'utf8');
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

/** True when the body schema of `op` has a property at `pointer` (through $refs and allOf). */
function schemaHas(op: Operation, pointer: string): boolean {
  const doc = op.api.bundled;
  let schema: Raw = resolveRef(doc, pointerGet(doc, op.body!.schemaPointer), '').value;
  for (const step of pointer.split('/').slice(1)) {
    const parts = [schema, ...((schema.allOf ?? []) as Raw[]).map((s) => resolveRef(doc, s, '').value)];
    const found = parts.map((p) => (p.properties as Record<string, Raw> | undefined)?.[step]).find(Boolean);
    if (!found) return false;
    schema = resolveRef(doc, found, '').value;
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
    });
    expect(parseTryLink('?example=x')).toBeUndefined();
    expect(parseTryLink('?try=a&set=noslash=1')?.set).toEqual([]);
  });

  it('prefills the named example with the values set, and says when the example is unknown', async () => {
    const api = (await sandboxApis()).find((a) => a.id === 'toolkit-single-payments')!;
    const op = buildOperations([api]).find((o) => o.operationId === 'createAndProcessSinglePayment')!;
    const link = parseTryLink(
      '?try=createAndProcessSinglePayment&example=createAndProcessSinglePayment-qrCode&set=/reference=INV%202026/041',
    )!;
    const {body, problem} = linkedBody(op, link, '{}');
    expect(problem).toBeUndefined();
    const parsed = JSON.parse(body);
    expect(parsed.reference).toBe('INV 2026/041');
    expect(parsed.paymentMethod).toBe(
      (requestExamples(op)['createAndProcessSinglePayment-qrCode'] as {paymentMethod: string}).paymentMethod,
    );
    expect(linkedBody(op, {operationId: op.operationId, example: 'nope', set: []}, '{"a":1}')).toEqual({
      body: '{\n  "a": 1\n}',
      problem: 'No example nope: the documented one is shown.',
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
      }
    },
  );
});
