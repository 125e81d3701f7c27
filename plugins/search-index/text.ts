/**
 * What a search record is, and the one walk of Markdown (mdast) into its lines: used by the reference
 * compiler (descriptions, plugins/api-reference/search.ts) and by the restricted section's index (Markdown
 * twins, restricted.ts). Pure.
 */
import GithubSlugger from 'github-slugger';
import {toString} from 'mdast-util-to-string';
import type {Nodes, RootContent} from 'mdast';
import type {SearchKind} from '../../src/shared/search';
import {markdownToMdast, remembered} from '../api-reference/markdown';

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
  /**
   * What integrators type to find this record, in their own and other payment APIs' words (asked.ts): searchable,
   * never shown.
   */
  asked?: string[];
}

/** A record of a page before it knows its page: `anchor` instead of a URL, no context. */
export type PageRecord = Omit<SearchRecord, 'url' | 'context' | 'section'> & {anchor?: string};

/** Identifiers worth finding in code: camelCase, PascalCase compounds, snake_case, SCREAMING_CASE. */
export function identifiersIn(code: string): string[] {
  const found = code.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
  return found.filter(
    (w) => w.length >= 4 && (/[a-z][A-Z]/.test(w) || /[A-Za-z0-9]_[A-Za-z0-9]/.test(w) || /^[A-Z][a-z]+[A-Z]/.test(w)),
  );
}

export const clean = (s: string) =>
  s
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A line of one run, or none for empty text. */
export const line = (text: string, weight: number = WEIGHTS.prose): Block[] =>
  clean(text) ? [[{text: clean(text), weight}]] : [];

/** Markdown as one line of plain text (a field's description), remembered per input as `markdownToHtml` is. */
const markdownLine = remembered((markdown: string): string =>
  clean(
    markdownToMdast(markdown)
      .children.map((block) => toString(block))
      .join(' '),
  ),
);
export const markdownText = (markdown: string | undefined): string => (markdown ? markdownLine(markdown) : '');

/** Adds what Markdown nodes say to a record: paragraphs and list items as lines, table rows with their cells
 * apart (`a · b`, header row left out), h4-h6 weighted, code blocks as keywords only. */
export function addMarkdown(record: Pick<PageRecord, 'blocks' | 'keywords'>, nodes: readonly Nodes[]): void {
  for (const node of nodes) {
    switch (node.type) {
      case 'paragraph':
        record.blocks.push(...line(toString(node)));
        break;
      case 'heading':
        record.blocks.push(...line(toString(node), WEIGHTS.subheading));
        break;
      case 'table':
        for (const row of node.children.slice(1))
          record.blocks.push(...line(row.children.map((cell) => clean(toString(cell))).join(' · '), WEIGHTS.tableRow));
        break;
      case 'code':
        for (const w of identifiersIn(node.value)) if (!record.keywords.includes(w)) record.keywords.push(w);
        break;
      case 'html':
        break;
      default:
        if ('children' in node) addMarkdown(record, node.children as Nodes[]);
    }
  }
}

/**
 * A Markdown page (a twin) as records (empty ones too: records.ts' placeRecords drops them): its `# Title` names the page's record, each h2/h3 one of its own,
 * with the id Docusaurus gives the heading (its explicit `{#id}`, else github-slugger over its text, every heading in page
 * order).
 */
export function markdownRecords(markdown: string, fallbackTitle: string): PageRecord[] {
  const slugger = new GithubSlugger();
  const page: PageRecord = {title: fallbackTitle, kind: 'page', blocks: [], fields: [], keywords: []};
  const records = [page];
  let current = page;
  for (const node of markdownToMdast(markdown).children as RootContent[]) {
    if (node.type === 'heading' && node.depth === 1) {
      page.title = clean(toString(node));
      continue;
    }
    if (node.type === 'heading') {
      // A heading's explicit id, which the twin keeps as `## Title {#id}` (docs-as-text), is the page's id.
      const [, text, id] = /^(.*?)\s*\{#([\w-]+)\}$/.exec(toString(node)) ?? [undefined, toString(node)];
      // As Docusaurus does: a heading with an explicit id takes no slug (a later one of the same text is not `-1`).
      const anchor = id ?? slugger.slug(text);
      if (node.depth <= 3) {
        current = {anchor, title: clean(text), kind: 'section', blocks: [], fields: [], keywords: []};
        records.push(current);
        continue;
      }
    }
    addMarkdown(current, [node]);
  }
  return records;
}
