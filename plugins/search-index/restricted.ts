/**
 * The restricted section's pages as the search index reads them. Their built HTML never holds their
 * content (the gate renders them locked), so each page is rebuilt from what the build does have: a
 * reference page from its API's fragments (the compiler's HTML, the same classes as a public reference),
 * every other page from its Markdown twin (`<route>.md`), with heading ids slugged as Docusaurus slugs them.
 * Everything is read from under the section's prefix in build/ and written to its own index there.
 */
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toHast} from 'mdast-util-to-hast';
import {toHtml} from 'hast-util-to-html';
import {gfm} from 'micromark-extension-gfm';
import type {Heading, PhrasingContent, RootContent} from 'mdast';
import {escapeText} from '../../src/shared/api-reference';
import {RESTRICTED} from '../../src/restricted';
import {referenceRoutes} from '../../src/rules/api-pages';
import {apiReferenceOptions} from '../../openapi/site';
import {servedFiles} from '../api-reference/options';
import type {PageInput} from './records';

function plainText(nodes: readonly (PhrasingContent | RootContent)[]): string {
  return nodes
    .map((n) => ('value' in n && typeof n.value === 'string' ? n.value : 'children' in n ? plainText(n.children) : ''))
    .join('');
}

/**
 * A Markdown twin as the HTML of a page body: its `# Title` as the h1, h2-h6 with the ids Docusaurus gives
 * them (github-slugger over the heading's text, in page order), tables and lists as HTML.
 */
export function markdownPageHtml(markdown: string): string {
  const tree = fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  const slugger = new GithubSlugger();
  for (const node of tree.children) {
    if (node.type !== 'heading' || node.depth === 1) continue;
    const heading = node as Heading;
    heading.data = {...heading.data, hProperties: {id: slugger.slug(plainText(heading.children))}};
  }
  return `<div data-pagefind-body="">${toHtml(toHast(tree))}</div>`;
}

/** A reference page: its title and its API's fragments (headings, descriptions and entries, in order). */
export function referencePageHtml(title: string, fragments: readonly string[]): string {
  return `<div data-pagefind-body=""><h1>${escapeText(title)}</h1><div class="api-reference">${fragments.join('')}</div></div>`;
}

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p, test) : test(p) ? [p] : [];
  });
}

/**
 * Every page of the restricted section in build/, as search input: its references from their fragments,
 * its other pages from their twins (category pages, which only list other pages, left out).
 */
export function restrictedPages(site: string): PageInput[] {
  const pages: PageInput[] = [];
  const references = referenceRoutes();
  for (const id of RESTRICTED.apis) {
    const route = references[id];
    if (!route) throw new Error(`[search] API_PAGES (src/rules/api-pages.ts) has no page for the API ${id}`);
    const fragmentsFile = path.join(site, servedFiles(apiReferenceOptions, id).fragments);
    const twin = path.join(site, `${route}.md`);
    const title = /^# (.+)$/m.exec(fs.readFileSync(twin, 'utf8'))?.[1] ?? route;
    const fragments = JSON.parse(fs.readFileSync(fragmentsFile, 'utf8')) as unknown;
    if (!Array.isArray(fragments) || fragments.some((f) => typeof f !== 'string'))
      throw new Error(`[search] ${fragmentsFile}: expected a JSON array of HTML strings`);
    pages.push({route, html: referencePageHtml(title, fragments as string[])});
  }
  const referenceTwins = new Set(RESTRICTED.apis.map((id) => references[id]).map((r) => path.join(site, `${r}.md`)));
  const sectionDir = path.join(site, RESTRICTED.prefix);
  for (const file of filesUnder(sectionDir, (f) => f.endsWith('.md'))) {
    const rel = path.relative(site, file).split(path.sep).join('/');
    if (referenceTwins.has(file) || rel.startsWith(`${RESTRICTED.prefix.slice(1)}/category/`)) continue;
    pages.push({route: `/${rel.replace(/\.md$/, '')}`, html: markdownPageHtml(fs.readFileSync(file, 'utf8'))});
  }
  return pages;
}
