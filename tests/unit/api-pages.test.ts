/**
 * API_PAGES (src/rules/api-pages.ts) is the one statement of which page shows which API: here it is
 * checked against the pages themselves, the MDX pages of both docs instances that embed `<ApiReference id>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {API_PAGES, referenceRoutes} from '../../src/rules';
import {LIFECYCLES} from '../../src/sandbox/lifecycles';
import {RESTRICTED} from '../../src/restricted';

const ROOT = path.resolve(__dirname, '../..');

/** API id -> route of every page that embeds `<ApiReference id>`, routed as Docusaurus routes it (slug, index). */
function embeddedReferences(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const roots = [
    {dir: 'docs', prefix: ''},
    {dir: `docs-${RESTRICTED.docsPluginId}`, prefix: RESTRICTED.prefix},
  ];
  for (const {dir, prefix} of roots)
    for (const entry of fs.readdirSync(path.join(ROOT, dir), {recursive: true, withFileTypes: true})) {
      if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const source = fs.readFileSync(file, 'utf8');
      const slug = /^---\n[\s\S]*?^slug:\s*['"]?(\/[^'"\s]*)/m.exec(source)?.[1];
      const rel = path
        .relative(path.join(ROOT, dir), file)
        .split(path.sep)
        .join('/')
        .replace(/\.mdx?$/, '')
        .replace(/(^|\/)index$/, '');
      const route = `${prefix}${slug ?? `/${rel}`}`.replace(/(.)\/$/, '$1');
      for (const m of source.matchAll(/<ApiReference\s+id=["']([^"']+)["']/g)) (found[m[1]] ??= []).push(route);
    }
  return found;
}

describe('the reference page of each API, stated once', () => {
  const embedded = embeddedReferences();

  it('every API has exactly one page that embeds its reference, at the route API_PAGES gives', () => {
    expect(Object.keys(embedded).sort()).toEqual(Object.keys(API_PAGES).sort());
    for (const [id, page] of Object.entries(API_PAGES)) expect(embedded[id], id).toEqual([page.route]);
  });

  it('the readers of routes (MCP, restricted search, lifecycle tables) take them from API_PAGES', () => {
    expect(referenceRoutes()).toEqual(Object.fromEntries(Object.entries(API_PAGES).map(([id, p]) => [id, p.route])));
    const routes = new Set(Object.values(API_PAGES).map((p) => p.route as string));
    for (const view of Object.values(LIFECYCLES))
      for (const [api, route] of Object.entries(view.apis ?? {})) expect(routes, `${view.id} ${api}`).toContain(route);
  });
});
