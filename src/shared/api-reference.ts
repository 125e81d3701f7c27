/**
 * Where the build-time API reference compiler (plugins/api-reference) and the run-time
 * components (src/components/ApiReference) meet: the props the compiler emits, the one anchor
 * slug function, HTML escaping and the names both sides agree on. Neither side imports the
 * other's internals.
 */

/** Attribute that marks a server-rendered reference fragment in the page HTML. */
export const FRAGMENT_ATTRIBUTE = 'data-api-html';
/**
 * The one tab group of code-sample languages on the site: the references' sample tabs and every
 * `<Tabs groupId="api-lang">` of the MDX pages share it, so one choice applies everywhere.
 */
export const SAMPLE_LANGUAGE_GROUP = 'api-lang';
/** Storage key of the chosen code-sample language (Docusaurus' tab group convention: `docusaurus.tab.<groupId>`). */
export const SAMPLE_LANGUAGE_STORAGE_KEY = `docusaurus.tab.${SAMPLE_LANGUAGE_GROUP}`;
/** The value of a language tab, from its label: "Node.js" -> "nodejs", "curl" -> "curl" (MDX pages use the same values). */
export const sampleValue = (label: string) => label.toLowerCase().replace(/[^a-z]/g, '');

/** Class of the method badge of an operation's table-of-contents entry (src/docusaurus/toc-badges.ts). */
export const TOC_METHOD_CLASS = 'api-toc-method';

/** Anchor of a field: its owner's anchor (operation part or schema entry) and its path, `schema-note.visibility`. */
export function fieldAnchor(base: string, name: string): string {
  return `${base}.${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

/** Props of <ApiFragments>: wraps one compiled reference. */
export interface ApiFragmentsProps {
  /** API id (e.g. "partner-single-payments"). */
  api: string;
  /** URL of the JSON array of fragment HTML, fetched on client-side navigation. */
  src: string;
  /** Development only: the same JSON array inline, so `npm start` needs no build output. */
  inline?: string;
  /** URL of the JSON array of deferred code samples (language -> HTML per sample group). */
  samples?: string;
  /**
   * A reference written as HTML only (restricted): its first fragments as a JSON array, in the page's
   * own script, so the first screen shows as soon as the page renders instead of after the fetch.
   */
  head?: string;
  /**
   * A long reference's fragments also come in parts (fragmentPartUrl), fetched side by side: the
   * index of each part's first fragment, comma-separated ("0,41,97"). Absent for a short one.
   */
  parts?: string;
}

/** Props of <ApiHtml>: one server-rendered fragment, by its index in the API's fragment list. */
export interface ApiHtmlProps {
  n: string;
}

/** The value written into FRAGMENT_ATTRIBUTE, e.g. "partner-single-payments:12". */
export function fragmentKey(api: string, n: number | string): string {
  return `${api}:${n}`;
}

/** Lower-kebab anchor: createSinglePayment -> create-single-payment, "Payment lifecycle" -> payment-lifecycle. */
export function toAnchor(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** Anchor of a named schema's entry in the reference's Schemas section. */
export function schemaAnchor(name: string): string {
  return `schema-${toAnchor(name)}`;
}

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/** Escapes text for HTML content and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Escapes text content (quotes need no escaping outside attributes, which keeps JSON examples short). */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => HTML_ESCAPES[c]);
}

/**
 * The fragments file: a JSON array of strings with one fragment per line, so the browser can parse
 * it line by line as it arrives (readFragments) instead of in one long task, and it stays plain JSON.
 */
export function serializeFragments(fragments: readonly string[]): string {
  return `[\n${fragments.map((f) => JSON.stringify(f)).join(',\n')}\n]\n`;
}

/** One line of the fragments file: the fragment it holds, or undefined for the brackets and blank lines. */
export function parseFragmentLine(line: string, lineNumber: number): string | undefined {
  const text = line.trim().replace(/,$/, '');
  if (text === '' || text === '[' || text === ']') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`API reference fragments: line ${lineNumber} is not a JSON string`);
  }
  if (typeof value !== 'string') throw new Error(`API reference fragments: line ${lineNumber} is not a JSON string`);
  return value;
}

/** The first fragments of a reference written as HTML only, up to about this many characters, travel in the page (`head`). */
export const HEAD_FRAGMENT_CHARS = 8_000;

/** Parts of a fragments file are kept to about this many characters each. */
export const FRAGMENT_PART_CHARS = 250_000;

/**
 * Where each part starts (fragment indexes; [0] when one part will do). A browser handles each
 * response whole when it arrives (and DevTools decodes all of it again, which Lighthouse counts):
 * parts keep that work to short tasks.
 */
export function fragmentParts(fragments: readonly string[], target = FRAGMENT_PART_CHARS): number[] {
  const starts = [0];
  let size = 0;
  fragments.forEach((html, i) => {
    if (size > 0 && size + html.length > target) {
      starts.push(i);
      size = 0;
    }
    size += html.length;
  });
  return starts;
}

/** URL of part k of a fragments file: /openapi/x.fragments.json -> /openapi/x.fragments.2.json */
export function fragmentPartUrl(src: string, k: number): string {
  return src.replace(/\.json$/, `.${k}.json`);
}

/** Index of the fragment whose HTML holds the element with this id; -1 when none does. */
export function fragmentHolding(fragments: readonly string[], id: string): number {
  const attribute = `id="${escapeHtml(id)}"`;
  return fragments.findIndex((html) => html.includes(attribute));
}

/** Parses the JSON array of fragments (inline prop or fetched file); anything else is an error. */
export function parseFragments(json: string): string[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value) || !value.every((v): v is string => typeof v === 'string')) {
    throw new Error('API reference fragments must be a JSON array of strings');
  }
  return value;
}

/** Parses the deferred samples file: one object (language value -> HTML) per sample group. */
export function parseSamples(json: string): Record<string, string>[] {
  const value: unknown = JSON.parse(json);
  const isGroup = (v: unknown): v is Record<string, string> =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((h) => typeof h === 'string');
  if (!Array.isArray(value) || !value.every(isGroup))
    throw new Error('API reference samples must be a JSON array of {language: html} objects');
  return value.filter(isGroup);
}
