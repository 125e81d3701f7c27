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
        it(`links only operations the ${api} reference has`, () => {
          // '/partner-api/apis/single-payments/api-requests' -> openapi/partner/single-payments
          const page = view.apis[api];
          const folder = path.join('openapi', page.split('-api/')[0].slice(1), page.split('/').at(-2)!);
          const anchors = new Set(
            [...fs.readdirSync(folder, {recursive: true})]
              .map(String)
              .filter((f) => f.endsWith('.yaml'))
              .flatMap((f) => [...fs.readFileSync(path.join(folder, f), 'utf8').matchAll(/operationId: (\w+)/g)])
              .map((m) => m[1].replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()),
          );
          expect(anchors.size, folder).toBeGreaterThan(3);
          const links = [...lifecycleMarkdownOf(view.id, api).matchAll(/\]\(([^)#]+)#([^)]+)\)/g)];
          expect(links.length).toBeGreaterThan(0);
          for (const [, target, anchor] of links) expect([target, anchors.has(anchor)], anchor).toEqual([page, true]);
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
