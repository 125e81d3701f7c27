/**
 * Build-time syntax highlighting: code -> HTML with Prism's `token <type>` classes.
 * Colours come from CSS (src/components/StaticCode/styles.module.css) for light and dark,
 * so the browser neither ships a highlighter nor re-tokenises code on hydration.
 */
import Prism from 'prismjs';
import {escapeHtml} from '../../src/shared/api-reference';
// Grammar side effects on the Prism global, in dependency order.
import 'prismjs/components/prism-markup-templating.js';
import 'prismjs/components/prism-clike.js';
import 'prismjs/components/prism-javascript.js';
import 'prismjs/components/prism-typescript.js';
import 'prismjs/components/prism-bash.js';
import 'prismjs/components/prism-php.js';
import 'prismjs/components/prism-json.js';
import 'prismjs/components/prism-python.js';
import 'prismjs/components/prism-yaml.js';
import 'prismjs/components/prism-http.js';

const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  js: 'javascript',
  ts: 'typescript',
  py: 'python',
  yml: 'yaml',
  node: 'javascript',
};

export function normalizeLanguage(lang: string | null | undefined): string {
  const l = (lang ?? 'text').toLowerCase();
  return ALIASES[l] ?? l;
}

export {escapeHtml};

/**
 * Token classes left as plain text. Punctuation takes the code's text colour (`--code-fg`), so a span for each brace,
 * bracket, parenthesis, comma and semicolon only grows the DOM: on the long PHP SDK guide they were 967 of the page's
 * 4,578 elements, each with its own text node. In JSON, operators (the colons) go too: braces, brackets, commas and
 * colons are most of a JSON example's tokens (an API reference shows hundreds of examples). Keys, strings, numbers,
 * booleans and null keep theirs, and so do the other languages' operators (keyword colour).
 */
const PLAIN_TOKENS = /<span class="token punctuation">([^<]*)<\/span>/g;
const JSON_PLAIN_TOKENS = /<span class="token (?:punctuation|operator)">([^<]*)<\/span>/g;

/** Highlighted HTML for `code`; unknown languages (text, ...) come back escaped, unhighlighted. */
export function highlightToHtml(code: string, lang: string | null | undefined): string {
  const language = normalizeLanguage(lang);
  const grammar = Prism.languages[language];
  const source = code.replace(/\n$/, '');
  if (!grammar) return escapeHtml(source);
  const html = Prism.highlight(source, grammar, language);
  return html.replace(language === 'json' ? JSON_PLAIN_TOKENS : PLAIN_TOKENS, '$1');
}
