import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {LIFECYCLES, expandLifecycleTags, lifecycleMarkdownOf} from '../../src/sandbox/lifecycles';
import {lifecycleMermaid, transitionsFor} from '../../src/sandbox/lifecycles/view';
import {findMermaidBlocks} from '../../plugins/mermaid-svg/diagrams';

function* mdxFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* mdxFiles(p);
    else if (p.endsWith('.mdx')) yield p;
  }
}

/** Pages that show a lifecycle, with the id and api of each tag. */
const pages = [...mdxFiles('docs'), ...mdxFiles('docs-provider')].flatMap((file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/<Lifecycle\s+id="([^"]+)"(?:\s+api="([^"]+)")?\s*\/>/g)].map((m) => ({
    file,
    id: m[1],
    api: m[2],
  })),
);

describe('lifecycles: one declaration for the sandbox and the pages', () => {
  it('some pages show lifecycles from the declarations', () => {
    expect(pages.length).toBeGreaterThanOrEqual(2);
  });

  for (const view of Object.values(LIFECYCLES)) {
    describe(view.id, () => {
      it('names every action, every status it moves between, and who causes each move', () => {
        for (const t of view.transitions) {
          expect(view.actions[t.action]?.label, `label of ${t.action}`).toBeTruthy();
          expect(view.statuses).toContain(t.to);
          for (const f of t.from) if (f !== null) expect(view.statuses).toContain(f);
          if (view.who) expect(view.who[t.by], `who for "${t.by}"`).toBeTruthy();
        }
        for (const r of view.refusals)
          for (const s of [...(r.allowedIn ?? []), ...(r.refusedIn ?? [])]) expect(view.statuses).toContain(s);
      });

      it('every status can be reached from a new resource', () => {
        const reached = new Set<string | null>([null]);
        for (let grew = true; grew;) {
          grew = false;
          for (const t of view.transitions)
            if (!reached.has(t.to) && t.from.some((f) => reached.has(f))) {
              reached.add(t.to);
              grew = true;
            }
        }
        expect(view.statuses.filter((s) => !reached.has(s))).toEqual([]);
      });

      for (const api of Object.keys(view.apis))
        it(`the ${api} diagram and table hold every ${api} transition, and nothing else`, () => {
          const md = lifecycleMarkdownOf(view.id, api);
          const transitions = transitionsFor(view, api);
          const tableRows = (header: string) => {
            const lines = md.split('\n');
            const start = lines.findIndex((l) => l.startsWith(header));
            const end = lines.findIndex((l, i) => i > start && !l.startsWith('|'));
            return start < 0 ? [] : lines.slice(start + 2, end < 0 ? undefined : end);
          };
          expect(tableRows('| From | To |').length).toBe(transitions.length);
          expect(tableRows('| Call |').length).toBe(view.refusals.length);
          const diagram = lifecycleMermaid(view, api);
          for (const t of transitions)
            for (const f of t.from) if (f !== t.to) expect(diagram).toContain(`${f ?? '[*]'} --> ${t.to} :`);
          expect(diagram.split('\n').filter((l) => l.includes('-->')).length).toBeLessThanOrEqual(
            transitions.reduce((n, t) => n + t.from.length, 0),
          );
        });
    });
  }

  it("a page's status table lists exactly the statuses of the lifecycle it shows", () => {
    for (const {file, id} of pages) {
      const text = fs.readFileSync(file, 'utf8');
      const after = text.slice(text.search(new RegExp(`<Lifecycle\\s+id="${id}"`)));
      const table = /\| Status \| [^\n]*\n\|[- |]+\n((?:\|[^\n]*\n)+)/.exec(after);
      if (!table) continue; // a page may show the lifecycle alone
      const listed = [...table[1].matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]);
      expect(new Set(listed), file).toEqual(new Set(LIFECYCLES[id].statuses));
    }
  });

  it('expands tags in Markdown twins and in the diagram renderer, and names an unknown lifecycle', () => {
    const md = expandLifecycleTags('Before\n\n<Lifecycle id="single-payment" api="partner" />\n\nAfter');
    expect(findMermaidBlocks(md)).toHaveLength(1);
    expect(md).toContain('/partner-api/apis/single-payments/api-requests#process-single-payment');
    // The partner page leaves out what only the toolkit does.
    expect(md).not.toContain('`cash` or `other`');
    expect(lifecycleMarkdownOf('single-payment', 'toolkit')).toContain('`cash` or `other`');
    expect(() => expandLifecycleTags('<Lifecycle id="nope" />')).toThrow(/unknown lifecycle "nope"/);
    expect(() => lifecycleMarkdownOf('single-payment', 'provider')).toThrow(/no api "provider"/);
  });
});

describe('lifecycle tables link only to operations their API has', () => {
  it('every [call](page#anchor) of every lifecycle and API is an operation of that page’s API', async () => {
    const {sandboxApis} = await import('./sandbox-helpers');
    const {buildOperations} = await import('../../src/sandbox/openapi');
    const {API_PAGES, operationAnchor} = await import('../../src/rules');
    const anchorsOf = new Map<string, Set<string>>();
    for (const op of buildOperations(await sandboxApis(true))) {
      const route = API_PAGES[op.api.id as keyof typeof API_PAGES]?.route;
      if (!route) continue;
      if (!anchorsOf.has(route)) anchorsOf.set(route, new Set());
      anchorsOf.get(route)!.add(operationAnchor(op.operationId));
    }
    let links = 0;
    for (const view of Object.values(LIFECYCLES))
      for (const api of Object.keys(view.apis)) {
        const markdown = lifecycleMarkdownOf(view.id as keyof typeof LIFECYCLES, api);
        for (const m of markdown.matchAll(/\]\(([^)#]+)#([^)]+)\)/g)) {
          links++;
          expect(anchorsOf.get(m[1])?.has(m[2]), `${view.id} (${api}) links ${m[1]}#${m[2]}`).toBe(true);
        }
      }
    expect(links).toBeGreaterThan(10);
  }, 120_000);
});
