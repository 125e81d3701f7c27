/**
 * The sandbox outcome pages (public and provider) against the OpenAPI descriptions and the lifecycle pages:
 * every webhook a section's table lists is one of the section APIs' events, and every lifecycle page a section
 * links to links back to that section. The pages send readers to the sandbox (hosted, or the file they run
 * locally), never to a mock of the descriptions: Prism is only the descriptions' contract test (tests/mock).
 */
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import {beforeAll, describe, expect, it} from 'vitest';
import {compileApi, type CompiledApi} from '../../plugins/api-reference/compile';
import {apiReferenceOptions} from '../../openapi/site';
import {RESTRICTED} from '../../src/restricted';
import {expandLifecycleTags} from '../../src/sandbox/lifecycles';
import {expandScenarioTags} from '../../src/sandbox/scenarios';
import {PUBLIC_SCENARIOS} from '../../src/sandbox/scenarios/public';
import {PROVIDER_SCENARIOS} from '../../src/sandbox/scenarios/provider';
import {usage} from '../../src/sandbox/server';

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
}

function sections(): Section[] {
  return PAGES.flatMap((page) => {
    // The page as readers get it: tables rendered from the declarations (`<Lifecycle part />`, `<SandboxOutcomes />`).
    const text = expandScenarioTags(expandLifecycleTags(fs.readFileSync(page.file, 'utf8'))).replace(
      /```[\s\S]*?```/g,
      '',
    );
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
        return {page, title, anchor, intro: at < 0 ? s : s.slice(0, at), rows};
      })
      .filter((s) => s.rows.length > 0);
  });
}

const apis = new Map<string, CompiledApi>();
beforeAll(async () => {
  const ids = new Set(sections().flatMap((s) => s.page.apisOf(s.intro)));
  for (const id of ids) apis.set(id, await compileApi(apiReferenceOptions, id));
}, 240_000);

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

  it('send readers to the sandbox, not to a mock of the descriptions', () => {
    for (const page of PAGES) {
      const text = fs.readFileSync(page.file, 'utf8');
      expect(text, page.file).not.toMatch(/prism|Prefer:/i);
      expect(text, page.file).toContain('fernpay-sandbox.mjs');
    }
  });

  it("name no command of this repository on a reader's page (a reader has the downloaded sandbox file)", () => {
    const pages = (dir: string): string[] =>
      fs
        .readdirSync(dir, {withFileTypes: true})
        .flatMap((e) =>
          e.isDirectory() ? pages(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
        );
    const found = ['docs', `docs-${RESTRICTED.docsPluginId}`]
      .flatMap(pages)
      .filter((f) => /npm run |portal's repository/.test(fs.readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });

  it("say a forwarded payment webhook of a managed company is signed with its integration's secret (pages and --help)", () => {
    const problems: string[] = [];
    const walk = (dir: string): string[] =>
      fs
        .readdirSync(dir, {withFileTypes: true})
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
        .filter((f) => f.endsWith('.mdx'));
    const texts = [
      ...[...walk('docs'), ...walk(`docs-${RESTRICTED.docsPluginId}`)].map((f) => ({
        where: f,
        text: fs.readFileSync(f, 'utf8'),
      })),
      {where: '--help', text: usage()},
    ];
    for (const {where, text} of texts)
      for (const paragraph of text.split(/\n\s*\n/))
        if (/--forward-to/.test(paragraph) && /signed with/.test(paragraph) && !/integration/.test(paragraph))
          problems.push(`${where}: ${paragraph.slice(0, 160)}`);
    expect(problems).toEqual([]);
  });

  it('say when every later status of a row comes (a delay, a check, a call), never only "then"', () => {
    // An integrator who read "`initiation_pending`, then `initiation_completed`" had to guess how far to move the clock.
    const when = /\d+ (seconds|minutes) later|at the approval|at the next check|when you |with a second /;
    const problems: string[] = [];
    for (const table of [...PUBLIC_SCENARIOS.tables, ...PROVIDER_SCENARIOS.tables])
      for (const row of table.rows)
        for (const clause of row.result
          .split(/\bthen /)
          .slice(1)
          .map((c) => c.split(/[;:]/)[0]))
          if (!when.test(clause)) problems.push(`${table.id}: "${row.input}" -> "${row.result}"`);
    expect(problems).toEqual([]);
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
