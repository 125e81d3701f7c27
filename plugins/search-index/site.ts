/**
 * The build's search records (scripts/search-index.mjs, and the e2e tests that rank them): the public pages
 * from their HTML, and the restricted section, whose built HTML never holds its content (the gate renders it
 * locked): its reference from the compiler's records (`<prefix>/openapi/<id>.search.json`), every other page
 * from its Markdown twin (`<route>.md`, text.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {RESTRICTED} from '../../src/restricted';
import {referenceRoutes} from '../../src/rules/api-pages';
import {apiReferenceOptions} from '../../openapi/site';
import {servedFiles} from '../api-reference/options';
import {pageRecords, placeRecords, type SearchRecord} from './records';
import {markdownRecords, type PageRecord} from './text';

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p, test) : test(p) ? [p] : [];
  });
}

/** The compiler's records of an API (written by plugins/api-reference at build end). */
function referenceOf(site: string, id: string): PageRecord[] {
  const file = path.join(site, servedFiles(apiReferenceOptions, id).search);
  const records = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(records)) throw new Error(`[search] ${file}: expected a JSON array of records`);
  return records as PageRecord[];
}

/** build/a/b.html -> /a/b, build/a/index.html -> /a, build/index.html -> /. */
export function routeOf(site: string, file: string): string {
  const rel = path.relative(site, file).split(path.sep).join('/');
  const route = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

/** Every public page's records: the pages (`.html` with a body marker) outside the section, the index, the assets. */
export function publicRecords(site: string): {records: SearchRecord[]; pages: number} {
  const skip = [RESTRICTED.prefix.slice(1), 'pagefind', 'assets'].map((d) => `${path.join(site, d)}${path.sep}`);
  const apiOf = new Map(Object.entries(referenceRoutes()).map(([id, route]) => [route, id]));
  const records: SearchRecord[] = [];
  let pages = 0;
  for (const file of filesUnder(site, (f) => f.endsWith('.html') && !skip.some((d) => f.startsWith(d)))) {
    const html = fs.readFileSync(file, 'utf8');
    if (!html.includes('data-pagefind-body')) continue;
    const route = routeOf(site, file);
    const id = apiOf.get(route);
    records.push(...pageRecords({route, html, ...(id ? {reference: referenceOf(site, id)} : {})}));
    pages += 1;
  }
  return {records, pages};
}

/** Every record of the restricted section (category pages, which only list other pages, left out). */
export function restrictedRecords(site: string): {records: SearchRecord[]; pages: number} {
  const references = referenceRoutes();
  const records: SearchRecord[] = [];
  const referenceTwins = new Set<string>();
  for (const id of RESTRICTED.apis) {
    const route = references[id];
    if (!route) throw new Error(`[search] API_PAGES (src/rules/api-pages.ts) has no page for the API ${id}`);
    const twin = path.join(site, `${route}.md`);
    referenceTwins.add(twin);
    const title = /^# (.+)$/m.exec(fs.readFileSync(twin, 'utf8'))?.[1] ?? route;
    const page: PageRecord = {title, kind: 'page', blocks: [], fields: [], keywords: []};
    records.push(...placeRecords(route, [page, ...referenceOf(site, id)], true));
  }
  const twins = filesUnder(path.join(site, RESTRICTED.prefix), (f) => f.endsWith('.md')).filter(
    (file) =>
      !referenceTwins.has(file) &&
      !path
        .relative(site, file)
        .split(path.sep)
        .join('/')
        .startsWith(`${RESTRICTED.prefix.slice(1)}/category/`),
  );
  for (const file of twins) {
    const route = `/${path.relative(site, file).split(path.sep).join('/').replace(/\.md$/, '')}`;
    records.push(...placeRecords(route, markdownRecords(fs.readFileSync(file, 'utf8'), route)));
  }
  return {records, pages: RESTRICTED.apis.length + twins.length};
}
