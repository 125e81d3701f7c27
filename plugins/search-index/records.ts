/**
 * Splits a built page into search records: one per operation, webhook and schema of an API reference,
 * one per section (h2/h3 with an id) of a page, and one for the page's top. Pure: HTML in, records out.
 *
 * What a record indexes is the reader's prose: descriptions, list items, table rows (one line per row, cells
 * separated), and for a reference the field names (weighted, so a field typed exactly finds it) with their
 * descriptions. Code samples, JSON examples, example values, types and constraints are left out of the text
 * (they would drown the ranking and turn snippets into JSON); identifiers from code blocks are kept as
 * keywords, searchable but never shown. The reference's HTML is read through the class names the compiler
 * keeps stable (`api-block`, `api-endpoint`, `api-method`, `api-path`, `api-field`, `api-field-name`,
 * `api-webhook`, `api-schema`, `api-samples`, `api-code`, `api-example-block`, `api-sample`).
 */
import {parse, parseFragment, type DefaultTreeAdapterMap} from 'parse5';
import {escapeText} from '../../src/shared/api-reference';
import {RANKED_TITLE_KEY, sectionOf, type SearchKind} from '../../src/shared/search';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** Weights of the indexed text (Pagefind's `data-pagefind-weight`; plain text is 1). */
export const WEIGHTS = {
  /** A field name of a reference (`isRetryWebhookEnabled`). */
  field: 4,
  /** A heading inside a section (h4-h6). */
  subheading: 2,
  /** Prose: paragraphs, list items, admonitions. */
  prose: 1,
  /** A field's description, a response's description, an enum value. */
  fieldText: 0.5,
  /** A table row. */
  tableRow: 0.5,
} as const;

/** A piece of indexed text and its weight. */
export interface Run {
  text: string;
  weight: number;
}

/** One line of a record: a paragraph, a list item, a table row, a field and its description. */
export type Block = Run[];

export interface SearchRecord {
  /** Route, plus `#anchor` for a section. */
  url: string;
  /** The operation summary, schema name, heading or page title. */
  title: string;
  kind: SearchKind;
  /** The section filter value (Toolkit, Partner, …), when the route belongs to one. */
  section?: string;
  /** The API or page the record belongs to: "Partner API › Single payments". */
  context: string;
  /** Operations: HTTP method and path. Webhooks: POST and the event. */
  method?: string;
  path?: string;
  /** The indexed text, line by line. */
  blocks: Block[];
  /** Field names the record documents (reference records). */
  fields: string[];
  /** Identifiers found in its code blocks: searchable, never shown. */
  keywords: string[];
}

// ---------------------------------------------------------------------------------------------------------
// Small DOM helpers over parse5's tree.

const isElement = (n: Node): n is Element => 'tagName' in n;
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const classes = (el: Element) => (attr(el, 'class') ?? '').split(/\s+/).filter(Boolean);
const hasClass = (el: Element, c: string) => classes(el).includes(c);
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

/** Text of an element, whitespace collapsed, Docusaurus' zero-width hash-link character dropped. */
export function textOf(n: Node): string {
  if (n.nodeName === '#text') return (n as DefaultTreeAdapterMap['textNode']).value;
  if (!isElement(n) || n.tagName === 'template' || n.tagName === 'svg' || n.tagName === 'button') return '';
  if (hasClass(n, 'hash-link')) return '';
  return children(n).map(textOf).join('');
}
export const clean = (s: string) =>
  s
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

// ---------------------------------------------------------------------------------------------------------
// What is left out, and what is a line of its own.

/** Elements whose content is never indexed text. */
function skipped(el: Element): boolean {
  const tag = el.tagName;
  if (['template', 'svg', 'img', 'button', 'script', 'style', 'noscript', 'figure'].includes(tag)) return true;
  if (attr(el, 'data-pagefind-ignore') !== undefined) return true;
  if (attr(el, 'role') === 'tablist') return true;
  return classes(el).some((c) =>
    [
      'hash-link',
      // Reference: samples and examples, types, constraints, badges, downloads, security reminders.
      'api-samples',
      'api-sample',
      'api-code',
      'api-example-block',
      'api-example',
      'api-example-heading',
      'api-example-title',
      'api-type',
      'api-constraint',
      'api-badge',
      'api-meta',
      'api-security',
      'api-content-type',
      'api-label',
      'api-endpoint',
    ].includes(c),
  );
}

/** Code a page shows (not a reference sample): left out of the text, its identifiers kept as keywords. */
const isCodeBlock = (el: Element) => el.tagName === 'pre' || hasClass(el, 'theme-code-block');

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tr',
  'details',
  'summary',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'hr',
  'pre',
]);

/** Identifiers worth finding in code: camelCase, PascalCase compounds, snake_case, SCREAMING_CASE. */
export function identifiersIn(code: string): string[] {
  const found = code.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
  return found.filter(
    (w) => w.length >= 4 && (/[a-z][A-Z]/.test(w) || /[A-Za-z0-9]_[A-Za-z0-9]/.test(w) || /^[A-Z][a-z]+[A-Z]/.test(w)),
  );
}

// ---------------------------------------------------------------------------------------------------------
// The walk.

export interface PageInput {
  /** The page's route (`/partner-api/apis/single-payments/api-requests`). */
  route: string;
  /** The built HTML (a whole document, or a fragment holding `[data-pagefind-body]` or the content). */
  html: string;
}

interface Draft {
  record: SearchRecord;
  line: Block;
}

/** The heading levels that start a record of their own. */
const SPLIT = new Set(['h2', 'h3']);

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

/** The element holding what Pagefind indexes: `[data-pagefind-body]`, else the whole input. */
function bodyOf(html: string): ParentNode {
  const doc = /<html[\s>]/i.test(html) ? parse(html) : parseFragment(html);
  return find(doc, (el) => attr(el, 'data-pagefind-body') !== undefined) ?? doc;
}

/** Splits a page into its records; returns [] for a page with nothing to index. */
export function pageRecords({route, html}: PageInput): SearchRecord[] {
  const body = bodyOf(html);
  const h1 = find(body, (el) => el.tagName === 'h1');
  const pageTitle = clean(h1 ? textOf(h1) : route);
  const isReference = !!find(body, (el) => hasClass(el, 'api-reference') || hasClass(el, 'api-block'));
  const {section, context} = contextOf(route, pageTitle, isReference);

  const records: SearchRecord[] = [];
  const start = (partial: Pick<SearchRecord, 'url' | 'title' | 'kind'> & Partial<SearchRecord>): Draft => {
    const record: SearchRecord = {context, section, blocks: [], fields: [], keywords: [], ...partial};
    records.push(record);
    return {record, line: []};
  };
  let current = start({url: route, title: pageTitle, kind: 'page', context: sectionOf(route)?.name ?? ''});

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

  /** The record a heading starts: its kind from the reference block around it. */
  const headingRecord = (heading: Element, block: Element | undefined): Draft => {
    const id = attr(heading, 'id')!;
    const title = clean(textOf(heading));
    const url = `${route}#${id}`;
    if (!block) return start({url, title, kind: 'section'});
    const endpoint = find(block, (el) => hasClass(el, 'api-endpoint'));
    const method = endpoint && find(endpoint, (el) => hasClass(el, 'api-method'));
    const path = endpoint && find(endpoint, (el) => hasClass(el, 'api-path'));
    const isWebhook = !!find(block, (el) => hasClass(el, 'api-webhook'));
    const isSchema = hasClass(block, 'api-block--schema') || !!find(block, (el) => hasClass(el, 'api-schema'));
    if (isWebhook) {
      const event = path && find(path, (el) => el.tagName === 'code');
      return start({url, title, kind: 'webhook', method: 'POST', path: clean(textOf(event ?? path ?? heading))});
    }
    if (endpoint && method && path)
      return start({url, title, kind: 'operation', method: clean(textOf(method)), path: clean(textOf(path))});
    if (isSchema) return start({url, title, kind: 'schema'});
    return start({url, title, kind: 'section'});
  };

  const walk = (node: Node, weight: number, block: Element | undefined) => {
    if (node.nodeName === '#text') {
      push((node as DefaultTreeAdapterMap['textNode']).value.replace(/\u200b/g, ''), weight);
      return;
    }
    if (!isElement(node)) return;
    const el = node;
    const tag = el.tagName;
    if (tag === 'h1') return;
    if (SPLIT.has(tag) && attr(el, 'id')) {
      flush();
      current = headingRecord(el, block);
      return;
    }
    if (isCodeBlock(el)) {
      flush();
      const ids = identifiersIn(textOf(el));
      current.record.keywords.push(...ids.filter((w) => !current.record.keywords.includes(w)));
      return;
    }
    if (skipped(el)) return;
    if (hasClass(el, 'api-block')) block = el;
    // Headings of a reference's own layout ("Request body", "Responses") are not prose.
    if (/^h[4-6]$/.test(tag) && block) return;

    if (hasClass(el, 'api-field')) {
      flush();
      const nameEl = find(el, (e) => hasClass(e, 'api-field-name'));
      const name = nameEl ? clean(textOf(nameEl)) : '';
      if (name) {
        if (!current.record.fields.includes(name)) current.record.fields.push(name);
        push(name, WEIGHTS.field);
      }
      let described = false;
      for (const c of children(el)) {
        if (!isElement(c)) continue;
        if (c === nameEl) continue;
        if (hasClass(c, 'api-fields')) {
          flush();
          walk(c, weight, block);
        } else if (hasClass(c, 'api-desc') || hasClass(c, 'api-enum')) {
          push(described ? ' ' : ' — ', WEIGHTS.fieldText);
          described = true;
          for (const d of children(c)) walkInline(d, WEIGHTS.fieldText);
        }
      }
      flush();
      return;
    }
    if (tag === 'summary' && block) {
      // A response: its status and description.
      flush();
      for (const c of children(el)) walkInline(c, WEIGHTS.fieldText);
      flush();
      return;
    }
    if (tag === 'table') {
      flush();
      for (const c of children(el)) walk(c, weight, block);
      flush();
      return;
    }
    if (tag === 'thead') return;
    if (tag === 'tr') {
      flush();
      const cells = children(el).filter(
        (c): c is Element => isElement(c) && (c.tagName === 'td' || c.tagName === 'th'),
      );
      cells.forEach((cell, i) => {
        if (i > 0) push(' · ', WEIGHTS.tableRow);
        for (const c of children(cell)) walkInline(c, WEIGHTS.tableRow);
      });
      flush();
      return;
    }
    let w = weight;
    if (/^h[4-6]$/.test(tag)) w = WEIGHTS.subheading;
    const isBlock = BLOCK_TAGS.has(tag);
    if (isBlock) flush();
    for (const c of children(el)) walk(c, w, block);
    if (isBlock) flush();
  };

  /** Inline text inside a line (a table cell, a description): nested blocks become spaces. */
  const walkInline = (node: Node, weight: number) => {
    if (node.nodeName === '#text') {
      push((node as DefaultTreeAdapterMap['textNode']).value.replace(/\u200b/g, ''), weight);
      return;
    }
    if (!isElement(node) || skipped(node) || isCodeBlock(node)) return;
    const isBlock = BLOCK_TAGS.has(node.tagName);
    if (isBlock) push(' ', weight);
    for (const c of children(node)) walkInline(c, weight);
    if (isBlock) push(' ', weight);
  };

  for (const c of children(body)) walk(c, WEIGHTS.prose, undefined);
  flush();

  // A record says something beyond its title, or is an entry of a reference.
  return records.filter(
    (r) => r.blocks.length > 0 || r.kind === 'operation' || r.kind === 'webhook' || r.kind === 'schema',
  );
}

// ---------------------------------------------------------------------------------------------------------
// The document Pagefind indexes for a record.

const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** Caps on what a record carries, so one long schema does not weigh more than it says. */
const MAX_KEYWORDS = 60;

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
