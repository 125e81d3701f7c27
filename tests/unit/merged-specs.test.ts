/**
 * The merged downloads (/openapi/toolkit.*, /openapi/partner.*): merged from the bundles the compiler serves
 * (compileApi), they hold every operation of their parts, every `$ref` resolves, operationIds are unique,
 * they lint clean with the repository's Redocly rules and Spectral, and the merge renames differing
 * components and refuses conflicting paths.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FIRST_LINE_ONLY, SECOND_NODE_LINE} from './lib/node-line';
import {compileApi, listApis} from '../../plugins/api-reference/compile';
import {mergedDownloads} from '../../plugins/api-reference/options';
import {MergeError, mergeDescriptions, mergeFamily} from '../../plugins/api-reference/merge';
import {apiReferenceOptions as SITE} from '../../openapi/site';
import {lintDescription} from '../../scripts/lib/spectral.mjs';

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const ids = (await listApis(SITE.configFile)).map((a) => a.id);
const compiled = await Promise.all(ids.map((id) => compileApi(SITE, id)));
const families = mergedDownloads(SITE, ids);
const merged = families.map((family) => ({family, ...mergeFamily(family, compiled)}));

const operations = (doc: Json) =>
  Object.entries((doc.paths as Record<string, Json>) ?? {}).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([m]) => METHODS.includes(m))
      .map(([m, op]) => ({where: `${m.toUpperCase()} ${p}`, op: op as Json})),
  );

function refsOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsOf(v, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsOf(v, out);
    }
  return out;
}

function resolves(doc: Json, ref: string): boolean {
  if (!ref.startsWith('#/')) return false;
  let v: unknown = doc;
  for (const key of ref
    .slice(2)
    .split('/')
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    if (!v || typeof v !== 'object' || !(key in v)) return false;
    v = (v as Json)[key];
  }
  return v !== undefined;
}

async function redoclyProblems(doc: Json, name: string): Promise<string[]> {
  const core = await import('@redocly/openapi-core');
  const config = (await core.loadConfig({configPath: path.resolve(SITE.configFile)})).forAlias(undefined);
  const problems = await core.lintFromString({
    source: JSON.stringify(doc),
    absoluteRef: path.resolve(path.dirname(SITE.configFile), name),
    config,
  });
  return problems.map((p) => `${p.location[0]?.pointer ?? ''}: ${p.message} [${p.ruleId}, ${p.severity}]`);
}

describe('merged downloads', () => {
  it('one per audience, toolkit and partner, never the restricted API', () => {
    expect(families.map((f) => [f.name, f.yaml, f.json])).toEqual([
      ['toolkit', '/openapi/toolkit.yaml', '/openapi/toolkit.json'],
      ['partner', '/openapi/partner.yaml', '/openapi/partner.json'],
    ]);
    expect(families[0].ids).toHaveLength(10);
    expect(families[1].ids).toHaveLength(7);
    for (const f of families) for (const id of f.ids) expect(id in SITE.restricted, id).toBe(false);
    expect(JSON.stringify(merged.map((m) => m.document))).not.toMatch(/provider\.fernpay|Fernpay Provider API/);
  });

  it.each(merged.map((m) => [m.family.name, m]))('%s: holds every operation and webhook of its parts', (_, m) => {
    const parts = m.family.ids.map((id) => compiled.find((c) => c.id === id)!.bundled);
    expect(operations(m.document).length).toBe(parts.reduce((n, doc) => n + operations(doc).length, 0));
    expect(Object.keys((m.document.webhooks as Json) ?? {}).length).toBe(
      parts.reduce((n, doc) => n + Object.keys((doc.webhooks as Json) ?? {}).length, 0),
    );
    const info = m.document.info as Json;
    expect(info.title).toBe(m.family.title);
    expect(info.version).toBe('1.0.0');
    for (const id of m.family.ids) expect(String(info.description)).toContain(`\`${id}\``);
    expect(m.document.servers).toEqual(parts[0].servers);
  });

  it.each(merged.map((m) => [m.family.name, m]))('%s: every $ref resolves and operationIds are unique', (_, m) => {
    const broken = refsOf(m.document).filter((ref) => !resolves(m.document, ref));
    expect(broken).toEqual([]);
    const opIds = operations(m.document).map(({op}) => op.operationId);
    expect(new Set(opIds).size).toBe(opIds.length);
  });

  // What the linters find is a property of the merged files: on the first Node line only (tests/unit/lib/node-line.ts).
  it.skipIf(SECOND_NODE_LINE).each(merged.map((m) => [m.family.name, m]))(
    `%s: lints clean with the Redocly rules of openapi/redocly.yaml and with Spectral ${FIRST_LINE_ONLY}`,
    async (name, m) => {
      expect(await redoclyProblems(m.document, `${name}.json`)).toEqual([]);
      expect(await lintDescription(`${name}.json`, JSON.stringify(m.document, null, 2))).toEqual([]);
    },
    120_000,
  );

  it('renames the toolkit parameters that differ under one name, and only those', () => {
    const toolkit = merged.find((m) => m.family.name === 'toolkit')!;
    const renamed = toolkit.renames.map((r) => `${r.api} ${r.kind}/${r.from} -> ${r.to}`);
    expect(renamed).toContain('toolkit-invoices parameters/From -> InvoicesFrom');
    for (const r of toolkit.renames) {
      const part = compiled.find((c) => c.id === r.api)!.bundled;
      const original = ((part.components as Json)[r.kind] as Json)[r.from];
      expect(((toolkit.document.components as Json)[r.kind] as Json)[r.to], r.to).toEqual(original);
    }
    expect(merged.find((m) => m.family.name === 'partner')!.renames).toEqual([]);
  });
});

/** Two tiny descriptions for the merge rules. */
function tiny(id: string, schema: Json, path = `/${id}`): {id: string; document: Json} {
  return {
    id,
    document: {
      openapi: '3.1.0',
      info: {title: `Fernpay Test API: ${id}`, version: id === 'test-b' ? '1.2.0' : '1.10.0'},
      servers: [{url: 'https://api.fernpay.example/v1'}],
      tags: [{name: 'Things', description: `Things of ${id}.`}],
      paths: {
        [path]: {
          get: {
            operationId: `get${id.replace(/\W/g, '')}`,
            tags: ['Things'],
            responses: {
              '200': {
                description: 'OK',
                content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}},
              },
            },
          },
        },
      },
      components: {
        schemas: {
          Thing: schema,
          List: {type: 'array', items: {$ref: '#/components/schemas/Thing'}},
          Id: {type: 'string'},
        },
      },
    },
  };
}

describe('merge rules', () => {
  it('renames a same-named, different schema and rewrites the refs of its part (transitively)', () => {
    const a = tiny('test-a', {type: 'string'});
    const b = tiny('test-b', {type: 'integer'});
    const {document, renames} = mergeDescriptions([a, b], {title: 'Fernpay Test API'});
    expect(renames).toEqual([
      {api: 'test-b', kind: 'schemas', from: 'Thing', to: 'BThing'},
      {api: 'test-b', kind: 'schemas', from: 'List', to: 'BList'},
    ]);
    const schemas = (document.components as Json).schemas as Json;
    expect(Object.keys(schemas)).toEqual(['BList', 'BThing', 'Id', 'List', 'Thing']);
    expect(schemas.BList).toEqual({type: 'array', items: {$ref: '#/components/schemas/BThing'}});
    expect(JSON.stringify((document.paths as Json)['/test-b'])).toContain('#/components/schemas/BThing');
    expect(JSON.stringify((document.paths as Json)['/test-a'])).toContain('"#/components/schemas/Thing"');
    expect((document.info as Json).version).toBe('1.10.0');
    expect(document.tags).toEqual([
      {name: 'Things', description: 'Test-a: Things of test-a.\n\nTest-b: Things of test-b.'},
    ]);
  });

  it('keeps identical components once', () => {
    const {document, renames} = mergeDescriptions(
      [tiny('test-a', {type: 'string'}), tiny('test-b', {type: 'string'})],
      {
        title: 'Fernpay Test API',
      },
    );
    expect(renames).toEqual([]);
    expect(Object.keys((document.components as Json).schemas as Json)).toEqual(['Id', 'List', 'Thing']);
  });

  it('refuses the same path and method with different content, naming both APIs and the path', () => {
    const a = tiny('test-a', {type: 'string'}, '/things');
    const b = tiny('test-b', {type: 'string'}, '/things');
    expect(() => mergeDescriptions([a, b], {title: 'Fernpay Test API'})).toThrow(MergeError);
    expect(() => mergeDescriptions([a, b], {title: 'Fernpay Test API'})).toThrow(
      /\/things GET differs between test-a and test-b/,
    );
  });

  it('refuses parts with different servers, naming the API ids', () => {
    const a = tiny('test-a', {type: 'string'});
    const b = tiny('test-b', {type: 'string'});
    b.document.servers = [{url: 'https://api.fernpay.example/v2'}];
    expect(() => mergeDescriptions([a, b], {title: 'Fernpay Test API'})).toThrow(/servers of test-b .* test-a/);
  });

  it('the Redocly lint is not vacuous: an unused component is an error', async () => {
    const {document} = mergeDescriptions([tiny('test-a', {type: 'string'})], {title: 'Fernpay Test API'});
    expect((await redoclyProblems(document, 'tiny.json')).join('\n')).toMatch(
      /components\/schemas\/Id.*no-unused-components/,
    );
  });
});
