/**
 * Links written in the Markdown of an API description (`description`, `x-enumDescriptions`), found in
 * the spec files themselves so a broken one is reported where it is written: `file#/json/pointer`.
 * The build checks them against the built site (index.ts), `npm run lint:openapi` against the sources
 * (scripts/lint-openapi.mjs): the same links, the same messages.
 */
import {escapePointer} from '../../src/shared/json-pointer';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {markdownToMdast} from './markdown';

export interface DescriptionLink {
  /** The spec file, relative to the working directory. */
  file: string;
  /** JSON pointer of the Markdown text in that file. */
  pointer: string;
  href: string;
}

/** What a link may point at. */
export interface LinkTargets {
  /** Ids of the page that embeds the reference (its headings and the reference's anchors). */
  ownIds: ReadonlySet<string>;
  /** A page or file of the site by path: its ids, `null` when its anchors cannot be checked; undefined when absent. */
  page: (pathname: string) => ReadonlySet<string> | null | undefined;
}

// Keys whose values are data or schema keywords, not prose (an example payment's `description` is data).
const DATA_KEYS = new Set(['value', 'example', 'examples', 'default', 'enum', 'const', 'externalValue']);

/** Every Markdown text of one parsed spec file, with its pointer. */
function markdownTexts(node: unknown, pointer: string, out: {pointer: string; text: string}[]): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const at = `${pointer}/${escapePointer(key)}`;
    if (key === 'description' && typeof value === 'string') out.push({pointer: at, text: value});
    else if (key === 'x-enumDescriptions' && value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (typeof v === 'string') out.push({pointer: `${at}/${escapePointer(k)}`, text: v});
      }
    } else if (key === 'examples' && value && typeof value === 'object' && !Array.isArray(value)) {
      // Named examples: their description is prose, their value is data.
      for (const [k, v] of Object.entries(value)) markdownTexts(v, `${at}/${escapePointer(k)}`, out);
    } else if (!DATA_KEYS.has(key)) markdownTexts(value, at, out);
  }
}

/** Link destinations in some Markdown (links, link definitions and `<a href>` in HTML), code excluded. */
export function markdownHrefs(markdown: string): string[] {
  const tree = markdownToMdast(markdown);
  const hrefs: string[] = [];
  const visit = (node: {type: string; url?: string; value?: string; children?: unknown[]}) => {
    if ((node.type === 'link' || node.type === 'definition') && node.url) hrefs.push(node.url);
    if (node.type === 'html' && node.value) {
      for (const m of node.value.matchAll(/\shref="([^"]*)"/g)) hrefs.push(m[1]);
    }
    for (const child of node.children ?? []) visit(child as typeof node);
  };
  visit(tree as unknown as Parameters<typeof visit>[0]);
  return hrefs;
}

/** Every link in the Markdown of these spec files (YAML or JSON), in file order. */
export function descriptionLinks(files: readonly string[], cwd = process.cwd()): DescriptionLink[] {
  const links: DescriptionLink[] = [];
  for (const file of files) {
    if (!/\.(ya?ml|json)$/.test(file) || !fs.existsSync(file)) continue;
    const texts: {pointer: string; text: string}[] = [];
    markdownTexts(parse(fs.readFileSync(file, 'utf8')), '#', texts);
    for (const {pointer, text} of texts) {
      for (const href of markdownHrefs(text)) links.push({file: path.relative(cwd, file), pointer, href});
    }
  }
  return links;
}

/**
 * What is wrong with one link (undefined when it resolves or is not a site link: https:, mailto:, ...). `where`
 * starts the message (`file#pointer: link to …`); `own` names what a bare `#id` refers to ("the reference").
 */
export function linkProblem(href: string, where: string, targets: LinkTargets, own: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return undefined;
  const [pathname, hash] = href.split('#');
  if (pathname === '')
    return hash && !targets.ownIds.has(decodeURIComponent(hash)) ? `${where}, but ${own} has no such id` : undefined;
  if (!pathname.startsWith('/'))
    return `${where}: write site links from the root (/path#anchor), relative links break on other pages`;
  const ids = targets.page(pathname.replace(/\/$/, '') || '/');
  if (ids === undefined) return `${where}, but the site has no ${pathname}`;
  if (hash && ids !== null && !ids.has(decodeURIComponent(hash))) return `${where}, but that page has no id "${hash}"`;
  return undefined;
}

/** Broken links, as `file#pointer: link to …, but …` (empty when every link resolves). */
export function brokenDescriptionLinks(links: readonly DescriptionLink[], targets: LinkTargets): string[] {
  return links.flatMap(({file, pointer, href}) => {
    const problem = linkProblem(href, `${file}${pointer}: link to ${href}`, targets, 'the reference');
    return problem ? [problem] : [];
  });
}
