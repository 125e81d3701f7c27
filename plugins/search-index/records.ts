/**
 * A built page's search records (pure): one for the page's top and one per section (h2/h3 with an id) of
 * Docusaurus' HTML; an API reference's entries are not read from the page (its `.api-reference` is marked
 * `data-pagefind-ignore`) but given by the compiler (plugins/api-reference/search.ts, `<id>.search.json`)
 * and anchored here on their page. Then each record -> the small HTML document Pagefind indexes.
 *
 * What a record indexes is the reader's prose: descriptions, list items, table rows (one line per row, cells
 * separated). Code is left out of the text; identifiers from code blocks are kept as keywords, searchable
 * but never shown.
 */
import {parse, parseFragment, type DefaultTreeAdapterMap} from 'parse5';
import {escapeText} from '../../src/shared/api-reference';
import {RANKED_TITLE_KEY, sectionOf} from '../../src/shared/search';
import {clean, identifiersIn, WEIGHTS, type Block, type PageRecord, type SearchRecord} from './text';

export {clean, identifiersIn, WEIGHTS, type Block, type PageRecord, type Run, type SearchRecord} from './text';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

// ---------------------------------------------------------------------------------------------------------
// Small DOM helpers over parse5's tree.

const isElement = (n: Node): n is Element => 'tagName' in n;
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const hasClass = (el: Element, c: string) => (attr(el, 'class') ?? '').split(/\s+/).includes(c);
const children = (n: ParentNode): Node[] =>
  n.nodeName === 'template' ? (n as DefaultTreeAdapterMap['template']).content.childNodes : n.childNodes;

function find(root: ParentNode, test: (el: Element) => boolean): Element | undefined {
  for (const c of children(root)) {
    if (!isElement(c)) continue;
    if (test(c)) return c;
    const inner = find(c, test);
    if (inner) return inner;
  }
  return undefined;
}

/** Text of an element, Docusaurus' zero-width hash-link character dropped. */
export function textOf(n: Node): string {
  if (n.nodeName === '#text') return (n as DefaultTreeAdapterMap['textNode']).value;
  if (!isElement(n) || n.tagName === 'template' || n.tagName === 'svg' || n.tagName === 'button') return '';
  if (hasClass(n, 'hash-link')) return '';
  return children(n).map(textOf).join('');
}

/** Elements whose content is never indexed text: what the page marks `data-pagefind-ignore`, media, controls. */
function skipped(el: Element): boolean {
  if (['template', 'svg', 'img', 'button', 'script', 'style', 'noscript', 'figure'].includes(el.tagName)) return true;
  if (attr(el, 'data-pagefind-ignore') !== undefined) return true;
  return attr(el, 'role') === 'tablist' || hasClass(el, 'hash-link');
}

/** Code a page shows: left out of the text, its identifiers kept as keywords. */
const isCodeBlock = (el: Element) => el.tagName === 'pre' || hasClass(el, 'theme-code-block');

const BLOCK_TAGS = new Set(
  'p div section article header footer aside blockquote ul ol li dl dt dd table thead tbody tr details summary h1 h2 h3 h4 h5 h6 br hr pre'.split(
    ' ',
  ),
);

// ---------------------------------------------------------------------------------------------------------
// The walk.

export interface PageInput {
  /** The page's route (`/partner-api/apis/single-payments/api-requests`). */
  route: string;
  /** The built HTML (a whole document, or a fragment holding `[data-pagefind-body]` or the content). */
  html: string;
  /** The compiler's records of the API reference the page shows (`<id>.search.json`). */
  reference?: PageRecord[];
}

/** "Single payments API reference" -> "Single payments": how a result names the API of a reference page. */
export function apiName(pageTitle: string): string {
  return pageTitle.replace(/\s+API reference$/i, '').trim();
}

function contextOf(route: string, pageTitle: string, isReference: boolean): {section?: string; context: string} {
  const section = sectionOf(route);
  let name = isReference ? apiName(pageTitle) : pageTitle;
  if (!section) return {context: name};
  // "Partner API › Partner API" says nothing: the section's own overview, or its only reference.
  if (section.name.toLowerCase().startsWith(name.toLowerCase())) name = isReference ? 'API reference' : 'Overview';
  return {section: section.label, context: `${section.name} › ${name}`};
}

/**
 * A page's records at their URLs (`route#anchor`), named by their section and page; the page's own record
 * (the one without an anchor) is titled by the page and named by its section only.
 */
export function placeRecords(route: string, records: readonly PageRecord[], isReference = false): SearchRecord[] {
  const pageTitle = records.find((r) => r.kind === 'page')?.title ?? route;
  const {section, context} = contextOf(route, pageTitle, isReference);
  return records
    .filter((r) => r.blocks.length > 0 || r.kind === 'operation' || r.kind === 'webhook' || r.kind === 'schema')
    .map(({anchor, ...r}) =>
      anchor
        ? {...r, url: `${route}#${anchor}`, section, context}
        : {...r, url: route, section, context: sectionOf(route)?.name ?? ''},
    );
}

/** The element holding what Pagefind indexes: `[data-pagefind-body]`, else the whole input. */
function bodyOf(html: string): ParentNode {
  const doc = /<html[\s>]/i.test(html) ? parse(html) : parseFragment(html);
  return find(doc, (el) => attr(el, 'data-pagefind-body') !== undefined) ?? doc;
}

/** Splits a page into its records (its reference's too); returns [] for a page with nothing to index. */
export function pageRecords({route, html, reference}: PageInput): SearchRecord[] {
  const body = bodyOf(html);
  const h1 = find(body, (el) => el.tagName === 'h1');
  const records: PageRecord[] = [];
  const start = (partial: Pick<PageRecord, 'title' | 'kind' | 'anchor'>) => {
    const record: PageRecord = {...partial, blocks: [], fields: [], keywords: []};
    records.push(record);
    return {record, line: [] as Block};
  };
  let current = start({title: clean(h1 ? textOf(h1) : route), kind: 'page'});

  const flush = () => {
    const line = current.line.map((r) => ({...r, text: r.text.replace(/\s+/g, ' ')})).filter((r) => r.text.trim());
    if (line.length) {
      line[0].text = line[0].text.replace(/^\s+/, '');
      line[line.length - 1].text = line[line.length - 1].text.replace(/\s+$/, '');
      current.record.blocks.push(line);
    }
    current.line = [];
  };
  const push = (text: string, weight: number) => {
    if (!text) return;
    const last = current.line[current.line.length - 1];
    if (last && last.weight === weight) last.text += text;
    else current.line.push({text, weight});
  };

  /** A node's text into the current line; `inline` (a table cell): nested blocks become spaces, code is left out. */
  const walk = (node: Node, weight: number, inline = false) => {
    if (node.nodeName === '#text') {
      push((node as DefaultTreeAdapterMap['textNode']).value.replace(/\u200b/g, ''), weight);
      return;
    }
    if (!isElement(node)) return;
    const el = node;
    const tag = el.tagName;
    if (inline) {
      if (skipped(el) || isCodeBlock(el)) return;
      if (BLOCK_TAGS.has(tag)) push(' ', weight);
      for (const c of children(el)) walk(c, weight, true);
      if (BLOCK_TAGS.has(tag)) push(' ', weight);
      return;
    }
    if (tag === 'h1') return;
    if ((tag === 'h2' || tag === 'h3') && attr(el, 'id')) {
      flush();
      current = start({anchor: attr(el, 'id'), title: clean(textOf(el)), kind: 'section'});
      return;
    }
    if (isCodeBlock(el)) {
      flush();
      const ids = identifiersIn(textOf(el));
      current.record.keywords.push(...ids.filter((w) => !current.record.keywords.includes(w)));
      return;
    }
    if (skipped(el) || tag === 'thead') return;
    // Pagefind's `data-pagefind-weight` on an element weighs its text (a table's rows: that times a row's weight).
    const own = Number(attr(el, 'data-pagefind-weight'));
    if (own > 0) weight = own;
    if (tag === 'tr') {
      flush();
      const cells = children(el).filter(
        (c): c is Element => isElement(c) && (c.tagName === 'td' || c.tagName === 'th'),
      );
      cells.forEach((cell, i) => {
        if (i > 0) push(' · ', WEIGHTS.tableRow * weight);
        for (const c of children(cell)) walk(c, WEIGHTS.tableRow * weight, true);
      });
      flush();
      return;
    }
    const w = /^h[4-6]$/.test(tag) ? WEIGHTS.subheading : weight;
    const isBlock = BLOCK_TAGS.has(tag);
    if (isBlock) flush();
    for (const c of children(el)) walk(c, w);
    if (isBlock) flush();
  };

  for (const c of children(body)) walk(c, WEIGHTS.prose);
  flush();
  return placeRecords(route, [...records, ...(reference ?? [])], !!reference);
}

// ---------------------------------------------------------------------------------------------------------
// The document Pagefind indexes for a record.

const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** Caps on what a record carries, so one long schema does not weigh more than it says. */
const MAX_KEYWORDS = 60;

/**
 * Each word of a record's asked queries once, in their order: what Pagefind searches of them (the `askedwords`
 * metadata, SEARCH_RANKING). Fifteen queries of one record that all say "payment" made it outrank, for any query
 * with that word, a record that answers it; a word's weight no longer grows with how often its writers repeated
 * it (bench-results/HISTORY.md, 2026-12-01: the tuning sets 507 -> 510, the probe of new queries 2,791 -> 2,822).
 */
export function askedWords(asked: readonly string[]): string {
  return [...new Set(asked.flatMap((q) => q.split(' ')).filter(Boolean))].join(' ');
}

/**
 * A small HTML document for one record, for Pagefind's `addHTMLFile`: its text as paragraphs with their
 * weights, its metadata (title, context, kind, method, path: returned with each result, and searchable,
 * ranked by Pagefind's `metaWeights`) and its section filter. Identifiers from code blocks go into the
 * `keywords` metadata: found when typed, never shown in a snippet.
 */
export function recordDocument(record: SearchRecord): string {
  const meta: [string, string | undefined][] = [
    ['title', record.title],
    // The title again under the key of its kind, which the search box's ranking weighs (SEARCH_RANKING).
    [RANKED_TITLE_KEY[record.kind], record.title],
    ['context', record.context],
    ['kind', record.kind],
    ['method', record.method],
    ['path', record.path],
    // Names listed with commas: joined by spaces, neighbours read as words ("refundPayeeAccount dataApiCheck").
    ['fields', record.fields.join(', ') || undefined],
    ['keywords', record.keywords.slice(0, MAX_KEYWORDS).join(', ') || undefined],
    // What integrators type to find it (asked.ts), never shown: the queries whole, which the ranking reads
    // (`askedFactor`) and Pagefind weighs at 0, and each of their words once, which Pagefind searches (`askedWords`).
    ['asked', record.asked?.join(', ') || undefined],
    ['askedwords', record.asked && askedWords(record.asked)],
  ];
  const metaHtml = meta
    .filter((m): m is [string, string] => !!m[1])
    .map(([k, v]) => `<span data-pagefind-meta="${k}:${escapeAttr(v)}"></span>`)
    .join('');
  const filter = record.section ? `<span data-pagefind-filter="section:${escapeAttr(record.section)}"></span>` : '';
  const lines = record.blocks
    .map(
      (line) =>
        `<p>${line
          .map((r) =>
            r.weight === 1
              ? escapeText(r.text)
              : `<span data-pagefind-weight="${r.weight}">${escapeText(r.text)}</span>`,
          )
          .join('')}</p>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeText(record.title)}</title></head><body><main data-pagefind-body>${metaHtml}${filter}\n${lines}</main></body></html>`;
}

// ---------------------------------------------------------------------------------------------------------
// Boilerplate: what every call of a reference repeats.

/**
 * A line of a reference entry's text (an operation's or a webhook's) that entries of at least this many different
 * titles repeat word for word is boilerplate: the rate-limit headers under each status, the `401`, `403`, `429` and
 * `500` rows, a webhook's signature, duplicate and retry notes, the paging parameters. 10 of the public reference's
 * 105 titles (of the restricted one's 64): an entry's own lines are shared only by its copies in other APIs (at most
 * 4 titles alike) and a few siblings ("No payment with this id exists": 7).
 */
export const BOILERPLATE_TITLES = 10;

/**
 * What a boilerplate line weighs in the index (Pagefind's `data-pagefind-weight`, at most): still found, so a query
 * that names a call and a word of its boilerplate still finds the call, but worth almost nothing to the ranking.
 * Each rule is stated once where the reader looks it up (API conventions, each API's overview); at its full weight,
 * repeated in every entry, it made 90 calls answer "401 unauthorized response", "rate limit" or "retry" before the
 * section that explains it.
 */
export const BOILERPLATE_WEIGHT = 0.1;

const lineText = (line: Block) =>
  line
    .map((r) => r.text)
    .join('')
    .trim();

/**
 * The records of one index with the boilerplate lines of their reference entries weighed BOILERPLATE_WEIGHT (see
 * BOILERPLATE_TITLES); every other record and line as it was. Counted over the records given: each index on its own.
 */
export function withBoilerplateLowered(records: readonly SearchRecord[]): SearchRecord[] {
  const entry = (r: SearchRecord) => r.kind === 'operation' || r.kind === 'webhook';
  const titles = new Map<string, Set<string>>();
  for (const r of records.filter(entry))
    for (const line of r.blocks) {
      const text = lineText(line);
      let set = titles.get(text);
      if (!set) titles.set(text, (set = new Set()));
      set.add(r.title);
    }
  const boilerplate = (line: Block) => (titles.get(lineText(line))?.size ?? 0) >= BOILERPLATE_TITLES;
  return records.map((r) =>
    entry(r) && r.blocks.some(boilerplate)
      ? {
          ...r,
          blocks: r.blocks.map((line) =>
            boilerplate(line) ? line.map((run) => ({...run, weight: Math.min(run.weight, BOILERPLATE_WEIGHT)})) : line,
          ),
        }
      : r,
  );
}
