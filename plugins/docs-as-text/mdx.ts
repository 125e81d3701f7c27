/**
 * MDX source -> plain Markdown (the page's `.md` twin). Pure and line-based: fenced code blocks
 * (mermaid included) are copied verbatim; outside them imports and exports are dropped,
 * `<Tabs>`/`<TabItem label>` become labelled sections, `:::note Title` admonitions become
 * blockquotes, `<ApiReference id>` is replaced by the Markdown of that API (from the spec), an
 * interactive widget listed in INTERACTIVE becomes a sentence saying where it is, and MDX comments are
 * removed. Any other JSX element is an error naming the file and line, so a new component cannot
 * silently leak into the twins.
 */

import {expandRuleTags} from '../../src/rules/all';
import {expandLifecycleTags} from '../../src/sandbox/lifecycles';
import {expandScenarioTags} from '../../src/sandbox/scenarios';
import {expandWorkflowTags} from '../arazzo/steps';
import {expandWebhookCheckTags} from '../../src/sandbox/webhook-check/markdown';
import {expandOtherApiTermsTags} from '../../src/shared/other-api-terms';

export class MdxConversionError extends Error {
  constructor(file: string, line: number, message: string) {
    super(`${file}:${line}: ${message}`);
    this.name = 'MdxConversionError';
  }
}

export interface MdxToMarkdownOptions {
  /** Source file (for errors). */
  file: string;
  /** Page title (front matter `title`); used as `# Title` unless the body starts with its own H1. */
  title?: string;
  /** Front matter `description`, written under the title. */
  description?: string;
  /** Markdown of `<ApiReference id="…" />` (headings from level 2). */
  apiReference?: (id: string) => string;
  /** The site's folder, holding `arazzo/` (`<WorkflowSteps>`); the working directory by default. */
  root?: string;
}

/** Splits `---` front matter from the body. Values: simple `key: value` lines (quotes removed). */
export function splitFrontMatter(source: string): {data: Record<string, string>; body: string} {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!m) return {data: {}, body: source};
  const data: Record<string, string> = {};
  for (const line of m[1].split(/\r?\n/)) {
    const kv = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (!kv) continue;
    let value = kv[2].trim();
    if ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'")))
      value = value.slice(1, -1);
    data[kv[1]] = value;
  }
  return {data, body: source.slice(m[0].length)};
}

const ADMONITION_NAMES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
};

/**
 * Self-closing interactive components (they run only in the browser) and the text their twin gets instead.
 */
export const INTERACTIVE: Record<string, string> = {
  WebhookVerifier:
    '_On the web page, a signature checker runs here in your browser (Web Crypto; nothing is sent): paste a secret, a `Fernpay-Signature` header and a raw body, for example a test vector above._',
  SandboxEventsButton:
    "_On the web page, a button here opens the sandbox events panel of the sandbox that runs in your browser (Try it on the reference pages): the webhooks your calls caused, the test bank's buttons and Advance time._",
};

function attribute(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|\\{["']([^"']*)["']\\})`).exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/**
 * Links to restricted routes become their plain text, so public Markdown never points into the
 * restricted section (code blocks are left alone).
 */
export function unlinkRestricted(markdown: string, isRestricted: (href: string) => boolean): string {
  let fence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(>\s*)*(```|~~~)/.test(line)) fence = !fence;
      if (fence) return line;
      return line.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (link, label: string, href: string) =>
        isRestricted(href.replace(/^https?:\/\/[^/]+/, '').split('#')[0]) ? label : link,
      );
    })
    .join('\n');
}

/** Converts one MDX document (front matter included) to Markdown. */
export function mdxToMarkdown(source: string, options: MdxToMarkdownOptions): string {
  const {data, body: mdxBody} = splitFrontMatter(source);
  // `<Rule id>` (block or inline) becomes the rule's Markdown, as on the page (plugins/rules); so do
  // `<Lifecycle>` and `<SandboxOutcomes table>` (the sandbox's declarations), and `<OtherApiTerms />` (its table).
  const body = expandWorkflowTags(
    expandOtherApiTermsTags(expandWebhookCheckTags(expandScenarioTags(expandLifecycleTags(expandRuleTags(mdxBody))))),
    options.root,
  );
  const title = options.title ?? data.title;
  const description = options.description ?? data.description;
  const lines = body.replace(/\r\n/g, '\n').split('\n');
  const out: string[] = [];
  let fence: {char: string; length: number} | undefined;
  let quoteDepth = 0; // open admonitions
  let inImport = false;
  let inComment = false;
  const push = (line: string) => {
    const quoted = quoteDepth > 0 ? (line === '' ? '>'.repeat(quoteDepth) : `${'> '.repeat(quoteDepth)}${line}`) : line;
    // One empty line in a quote, not two (an admonition's title line is followed by one already).
    if (quoteDepth > 0 && line === '' && out[out.length - 1] === quoted) return;
    out.push(quoted);
  };

  lines.forEach((raw, index) => {
    const lineNo = index + 1 + (source.split('\n').length - lines.length);
    const trimmed = raw.trim();
    if (fence) {
      push(raw);
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(raw);
      if (close && close[1][0] === fence.char && close[1].length >= fence.length) fence = undefined;
      return;
    }
    const open = /^\s*(`{3,}|~{3,})/.exec(raw);
    if (open) {
      fence = {char: open[1][0], length: open[1].length};
      push(raw);
      return;
    }
    if (inImport) {
      if (/;\s*$|from\s+['"][^'"]+['"]\s*;?\s*$/.test(trimmed)) inImport = false;
      return;
    }
    if (inComment) {
      if (trimmed.includes('*/}')) inComment = false;
      return;
    }
    if (/^(import|export)\s/.test(trimmed)) {
      if (
        !/;\s*$|from\s+['"][^'"]+['"]\s*;?\s*$/.test(trimmed) &&
        !/^export\s+(const|default|function)\b.*[;}]\s*$/.test(trimmed)
      )
        inImport = true;
      return;
    }
    if (trimmed.startsWith('{/*')) {
      if (!trimmed.includes('*/}')) inComment = true;
      return;
    }
    const admonition = /^:::(\w+)\s*(.*)$/.exec(trimmed);
    if (admonition) {
      const kind = ADMONITION_NAMES[admonition[1].toLowerCase()] ?? admonition[1];
      quoteDepth += 1;
      // `:::note Title` or `:::note[Title]`.
      const label = admonition[2].trim().replace(/^\[(.*)\]$/, '$1');
      push(`**${kind}${label ? `: ${label}` : ''}**`);
      push('');
      return;
    }
    if (trimmed === ':::') {
      if (quoteDepth === 0)
        throw new MdxConversionError(options.file, lineNo, 'closing ::: without an open admonition');
      // Drop the trailing empty quote line.
      if (out.length && /^>+$/.test(out[out.length - 1])) out.pop();
      quoteDepth -= 1;
      return;
    }
    if (/^<\/?Tabs\b[^>]*>$/.test(trimmed) || trimmed === '</TabItem>') return;
    // A plain wrapper (`<div data-pagefind-ignore>`, for the page's search index): its content is the twin's.
    if (/^<div(\s+[\w-]+(="[^"]*")?)*>$/.test(trimmed) || trimmed === '</div>') return;
    if (/^<TabItem\b/.test(trimmed)) {
      if (!trimmed.endsWith('>'))
        throw new MdxConversionError(options.file, lineNo, 'a <TabItem> tag must fit on one line');
      const label = attribute(trimmed, 'label') ?? attribute(trimmed, 'value') ?? 'Tab';
      push(`**${label}**`);
      return;
    }
    const api = /^<ApiReference\b[^>]*\/>$/.exec(trimmed);
    if (api) {
      const id = attribute(trimmed, 'id');
      if (!id) throw new MdxConversionError(options.file, lineNo, '<ApiReference> needs a literal id');
      if (!options.apiReference)
        throw new MdxConversionError(options.file, lineNo, `no Markdown for <ApiReference id="${id}">`);
      push(options.apiReference(id).trimEnd());
      return;
    }
    // String attributes only (`<SandboxEventsButton api="provider" />`): the twin's text does not depend on them.
    const widget = /^<([A-Z]\w*)(?:\s+\w+="[^"]*")*\s*\/>$/.exec(trimmed);
    if (widget && widget[1] in INTERACTIVE) {
      push(INTERACTIVE[widget[1]]);
      return;
    }
    if (/^<\/?[A-Z][\w.]*/.test(trimmed))
      throw new MdxConversionError(
        options.file,
        lineNo,
        `unsupported MDX element ${trimmed.split(/\s|>/)[0]}> (add a conversion in plugins/docs-as-text/mdx.ts)`,
      );
    // A heading's explicit id (`## Title {/* #id */}`): the page's links use it, so the twin keeps it in Markdown's
    // heading-id form (`## Title {#id}`), which a reader of the twin can find a link's anchor by.
    const heading = /^(#{1,6}\s.*?)\s*\{\/\*\s*#([\w-]+)\s*\*\/\}\s*$/.exec(raw);
    if (heading) {
      push(`${heading[1]} {#${heading[2]}}`);
      return;
    }
    push(raw);
  });
  if (fence) throw new MdxConversionError(options.file, lines.length, 'unclosed code fence');
  if (quoteDepth > 0) throw new MdxConversionError(options.file, lines.length, 'unclosed ::: admonition');

  const text = out
    .join('\n')
    // `pathname:///file` (a static file, not a route) is a plain `/file` link outside the site.
    .replace(/\]\(pathname:\/\//g, '](')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const hasH1 = /^# \S/.test(text);
  const head = [hasH1 ? '' : title ? `# ${title}` : '', description ? `${description}` : ''].filter(Boolean);
  if (hasH1) {
    // Keep the body's own H1 first; the description follows it.
    const [h1, ...rest] = text.split('\n');
    return `${[h1, ...head, rest.join('\n').trim()].filter(Boolean).join('\n\n')}\n`;
  }
  if (!title) throw new MdxConversionError(options.file, 1, 'no title (front matter `title` or a `# ` heading)');
  return `${[...head, text].filter(Boolean).join('\n\n')}\n`;
}
