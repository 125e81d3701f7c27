/**
 * The changelog's one source is its page (docs/changelog.mdx): each entry is a heading
 * `## YYYY-MM-DD: Title {/* #id *\/}` (Docusaurus' explicit heading id), a first paragraph `**Kind** · Area, Area`, then its text, up to the next `##`. This module
 * reads the entries from that Markdown and writes the Atom feed (RFC 4287) from them. Pure: unit-tested.
 */
import {toHast} from 'mdast-util-to-hast';
import {toHtml} from 'hast-util-to-html';
import {visit} from 'unist-util-visit';
import type {Root, RootContent} from 'mdast';
import {markdownToMdast} from '../api-reference/markdown';

export const ENTRY_KINDS = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Breaking'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export interface ChangelogEntry {
  /** The heading's explicit id: the entry's anchor on the page and its stable feed id. */
  id: string;
  /** `YYYY-MM-DD`. */
  date: string;
  title: string;
  kind: EntryKind;
  areas: string[];
  /** The entry's text after the kind line, as Markdown nodes. */
  body: RootContent[];
}

export class ChangelogError extends Error {}

const HEADING = /^(\d{4}-\d{2}-\d{2}): (.+?) \{\/\* #([a-z0-9][a-z0-9-]*) \*\/\}$/;
const KIND_LINE = new RegExp(`^(${ENTRY_KINDS.join('|')}) · (.+)$`);

const textOf = (node: RootContent | Root): string =>
  'value' in node && typeof node.value === 'string'
    ? node.type === 'inlineCode'
      ? `\`${node.value}\``
      : node.value
    : 'children' in node
      ? (node.children as RootContent[]).map(textOf).join('')
      : '';

function validDate(date: string): boolean {
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/** Reads the entries of the changelog page, newest first as written; throws naming the file and line. */
export function parseChangelog(source: string, file: string): ChangelogEntry[] {
  const markdown = source.replace(/^---\n[\s\S]*?\n---\n/, (fm) => '\n'.repeat(fm.split('\n').length - 1));
  const root = markdownToMdast(markdown);
  const entries: ChangelogEntry[] = [];
  const fail = (node: RootContent, message: string): never => {
    throw new ChangelogError(`${file}:${node.position?.start.line ?? '?'}: ${message}`);
  };
  let current: ChangelogEntry | undefined;
  for (const node of root.children) {
    if (node.type === 'heading' && node.depth <= 2) {
      current = undefined;
      const text = textOf(node);
      if (node.depth === 1 || !/^\d{4}-/.test(text)) continue; // the page's own sections (the policy)
      const match = HEADING.exec(text);
      if (!match) fail(node, `changelog heading "${text}" must read "YYYY-MM-DD: Title {/* #id */}"`);
      const [, date, title, id] = match!;
      if (!validDate(date)) fail(node, `"${date}" is not a date`);
      if (entries.some((e) => e.id === id)) fail(node, `the id #${id} is used twice`);
      const previous = entries.at(-1);
      if (previous && previous.date < date) fail(node, `entries go newest first: ${date} comes after ${previous.date}`);
      current = {id, date, title, kind: 'Added', areas: [], body: []};
      entries.push(current);
      continue;
    }
    if (!current) continue;
    if (current.areas.length === 0) {
      const kind = node.type === 'paragraph' ? KIND_LINE.exec(textOf(node)) : null;
      if (!kind || node.type !== 'paragraph' || node.children[0]?.type !== 'strong')
        fail(
          node,
          `the entry "${current.title}" must start with a line "**Kind** · Area, Area" (kinds: ${ENTRY_KINDS.join(', ')})`,
        );
      current.kind = kind![1] as EntryKind;
      current.areas = kind![2].split(',').map((a) => a.trim());
      continue;
    }
    current.body.push(node);
  }
  for (const e of entries) if (e.body.length === 0) throw new ChangelogError(`${file}: the entry #${e.id} has no text`);
  if (entries.length === 0)
    throw new ChangelogError(`${file}: no entries (headings "## YYYY-MM-DD: Title {/* #id */}")`);
  return entries;
}

/** An entry's text as HTML, its links absolute (`/x`, `pathname:///x` -> `<siteUrl>/x`). */
export function entryHtml(entry: ChangelogEntry, siteUrl: string): string {
  const root: Root = {type: 'root', children: structuredClone(entry.body)};
  visit(root, 'link', (link) => {
    link.url = link.url.replace(/^pathname:\/\//, '');
    if (link.url.startsWith('/')) link.url = siteUrl.replace(/\/$/, '') + link.url;
  });
  return toHtml(toHast(root));
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface FeedOptions {
  siteUrl: string;
  /** Route of the changelog page, e.g. `/changelog`. */
  route: string;
  /** Path of the feed, e.g. `/changelog/atom.xml`. */
  feedPath: string;
  title: string;
  subtitle: string;
  author: {name: string; email: string};
}

/** The Atom 1.0 feed of the entries: one `<entry>` each, in the page's order. */
export function atomFeed(entries: ChangelogEntry[], options: FeedOptions): string {
  const site = options.siteUrl.replace(/\/$/, '');
  const page = site + options.route;
  const stamp = (date: string) => `${date}T00:00:00Z`;
  const updated = stamp(
    entries
      .map((e) => e.date)
      .sort()
      .at(-1)!,
  );
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${xml(options.title)}</title>`,
    `  <subtitle>${xml(options.subtitle)}</subtitle>`,
    `  <id>${xml(page)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(site + options.feedPath)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(page)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${xml(options.author.name)}</name><email>${xml(options.author.email)}</email></author>`,
  ];
  for (const e of entries) {
    lines.push(
      '  <entry>',
      `    <title>${xml(e.title.replace(/`/g, ''))}</title>`,
      `    <id>${xml(`${page}#${e.id}`)}</id>`,
      `    <link rel="alternate" type="text/html" href="${xml(`${page}#${e.id}`)}"/>`,
      `    <updated>${stamp(e.date)}</updated>`,
      `    <category term="${xml(e.kind)}"/>`,
      ...e.areas.map((a) => `    <category term="${xml(a)}"/>`),
      `    <content type="html">${xml(entryHtml(e, site))}</content>`,
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}
