/**
 * The sandbox outcome pages (public and provider) against the OpenAPI descriptions and the lifecycle pages:
 * every `Prefer` value of a section's mock answers (`code=…, example=…`) is a documented response example of
 * the APIs the section names, every webhook its table lists is one of those APIs' events, and every
 * lifecycle page a section links to links back to that section.
 */
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import {beforeAll, describe, expect, it} from 'vitest';
import {compileApi, type CompiledApi} from '../../plugins/api-reference/compile';
import {apiReferenceOptions} from '../../openapi/site';
import {RESTRICTED} from '../../src/restricted';

type Json = Record<string, unknown>;
const PAGES = [
  {file: 'docs/guides/sandbox-outcomes.mdx', route: '/guides/sandbox-outcomes', apisOf: (s: string) => yamlNames(s)},
  {
    file: `docs-${RESTRICTED.docsPluginId}/sandbox-outcomes.mdx`,
    route: `${RESTRICTED.prefix}/sandbox-outcomes`,
    apisOf: () => [...RESTRICTED.apis],
  },
];
const HEADER = '| Sandbox input | Result | Webhooks sent |';
const yamlNames = (text: string) => [...text.matchAll(/`([a-z-]+)\.yaml`/g)].map((m) => m[1]);

interface Section {
  page: (typeof PAGES)[number];
  title: string;
  anchor: string;
  intro: string;
  rows: string[][];
  /** The `code=…, example=…` values listed under the table. */
  mocks: {code: string; example: string}[];
}

function sections(): Section[] {
  return PAGES.flatMap((page) => {
    const text = fs.readFileSync(page.file, 'utf8').replace(/```[\s\S]*?```/g, '');
    const slugger = new GithubSlugger();
    return text
      .split(/\n(?=## )/)
      .filter((s) => s.startsWith('## '))
      .map((s) => {
        const title = s.slice(3, s.indexOf('\n'));
        const anchor = slugger.slug(title);
        const at = s.indexOf(HEADER);
        const rows =
          at < 0
            ? []
            : s
                .slice(at)
                .split('\n')
                .slice(2)
                .filter((l) => l.startsWith('|'))
                .map((l) =>
                  l
                    .split(/(?<!\\)\|/)
                    .slice(1, -1)
                    .map((c) => c.trim()),
                );
        const mocks = [...s.matchAll(/^- `code=(\d{3}), example=([\w-]+)`: /gm)].map((m) => ({
          code: m[1],
          example: m[2],
        }));
        return {page, title, anchor, intro: at < 0 ? s : s.slice(0, at), rows, mocks};
      })
      .filter((s) => s.rows.length > 0);
  });
}

const apis = new Map<string, CompiledApi>();
beforeAll(async () => {
  const ids = new Set(sections().flatMap((s) => s.page.apisOf(s.intro)));
  for (const id of ids) apis.set(id, await compileApi(apiReferenceOptions, id));
}, 240_000);

/** `code -> example names` of every operation of an API, responses resolved. */
function documentedExamples(api: CompiledApi): Map<string, Set<string>> {
  const bundled = api.bundled as Json;
  const components = (bundled.components ?? {}) as Record<string, Record<string, Json>>;
  const out = new Map<string, Set<string>>();
  for (const item of Object.values((bundled.paths ?? {}) as Record<string, Json>))
    for (const op of Object.values(item) as Json[]) {
      for (const [code, r0] of Object.entries((op?.responses ?? {}) as Record<string, Json>)) {
        const r = typeof r0.$ref === 'string' ? components.responses[r0.$ref.split('/').pop()!] : r0;
        for (const media of Object.values((r.content ?? {}) as Record<string, Json>))
          for (const name of Object.keys((media.examples ?? {}) as Json)) {
            if (!out.has(code)) out.set(code, new Set());
            out.get(code)!.add(name);
          }
      }
    }
  return out;
}

/** The events an API sends: the part of each webhook name after its scope. */
const events = (api: CompiledApi) =>
  Object.keys(((api.bundled as Json).webhooks ?? {}) as Json).map((k) => k.split('.').pop()!);

describe('sandbox outcome pages', () => {
  const all = sections();

  it('have a table for every flow the product documents', () => {
    const titles = all.map((s) => s.title);
    for (const flow of [
      'Single payments and refunds',
      'Recurring payments',
      'Bank-account connection',
      'Company verification',
      'Account access consents',
      'Single immediate payments and refunds',
      'EU single payments',
      'Variable recurring payments',
      'Bulk file payments',
      'Standing orders',
    ])
      expect(titles).toContain(flow);
    for (const s of all) expect(s.page.apisOf(s.intro).length, s.title).toBeGreaterThan(0);
  });

  it('every Prefer of the mock answers is a documented example of the section APIs', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const s of all) {
      expect(s.mocks.length, s.title).toBeGreaterThan(0);
      const known = s.page.apisOf(s.intro).map((id) => documentedExamples(apis.get(id)!));
      for (const {code, example} of s.mocks) {
        checked += 1;
        if (!known.some((k) => k.get(code)?.has(example)))
          problems.push(`${s.title}: no ${code} example named ${example} in ${s.page.apisOf(s.intro).join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });

  it('every webhook a row lists is an event of the section APIs', () => {
    const problems: string[] = [];
    for (const s of all) {
      const sent = new Set(s.page.apisOf(s.intro).flatMap((id) => events(apis.get(id)!)));
      for (const row of s.rows) {
        const outside = (row[2] ?? '').replace(/\([^)]*\)/g, '');
        for (const m of outside.matchAll(/`([^`]+)`/g))
          if (!sent.has(m[1])) problems.push(`${s.title}: ${m[1]} is not an event of ${[...s.page.apisOf(s.intro)]}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('each lifecycle page a section links to links back to that section', () => {
    const problems: string[] = [];
    for (const s of all) {
      const targets = [...s.intro.matchAll(/\]\((\/[^)#]+)#[^)]+\)/g)].map((m) => m[1]);
      expect(targets.length, s.title).toBeGreaterThan(0);
      for (const route of targets) {
        const file = route.startsWith(`${RESTRICTED.prefix}/`)
          ? path.join(`docs-${RESTRICTED.docsPluginId}`, `${route.slice(RESTRICTED.prefix.length + 1)}.mdx`)
          : path.join('docs', `${route.slice(1)}.mdx`);
        const text = fs.readFileSync(file, 'utf8');
        if (!text.includes(`](${s.page.route}#${s.anchor})`))
          problems.push(`${file} does not link to ${s.page.route}#${s.anchor}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
