/**
 * Remark plugin: every fenced code block becomes <StaticCode> with HTML highlighted at build
 * time (mermaid blocks are left to plugins/mermaid-svg, which runs first).
 *
 * A public page's highlighted HTML is never in its script (a module only the server bundle gets:
 * plugins/server-only.ts). The step writes the page's blocks into a generated module beside Docusaurus' generated
 * files (`.docusaurus/fernpay-static-code/<page>.<hash>.js`), which the page imports and only the server bundle gets (the
 * browser bundle gets src/components/StaticCode/serverCode.ts, empty: ./plugin.ts), so the static HTML holds the code
 * and React adopts it; and into a JSON file (`<page>.<hash>.json`, published under /assets/code/ by ./plugin.ts) that
 * a page reached by client-side navigation fetches. A page of the restricted section keeps its code in its script:
 * its HTML holds nothing, and its chunks are what the host protects.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Code, Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {Joi} from '@docusaurus/utils-validation';
import {highlightToHtml, normalizeLanguage} from './highlight';
import {validateStepOptions} from '../step-options';
import {serverOnlySource} from '../server-only';
import {isRestrictedContentFile} from '../../src/restricted';

/** `title="Example"` in the code fence's meta string. */
export function titleFromMeta(meta: string | null | undefined): string | undefined {
  return meta
    ? /title=(?:"([^"]*)"|'([^']*)'|(\S+))/
        .exec(meta)
        ?.slice(1)
        .find((x) => x !== undefined)
    : undefined;
}

/** Where a site's pages' code modules and files are generated: beside Docusaurus' own generated files. */
export const staticCodeDir = (siteDir: string) => path.join(siteDir, '.docusaurus', 'fernpay-static-code');

/** The generated modules the browser bundle never gets (matched on the resolved path). */
export const STATIC_CODE_MODULES = /[\\/]\.docusaurus[\\/]fernpay-static-code[\\/][^\\/]+\.js$/;

/** Where the site serves a page's code files (hashed names: cached like every asset). */
export const STATIC_CODE_URL = '/assets/code/';

/** The name a page's generated files share: its path in the site, readable, and unique. */
export function staticCodeName(siteDir: string, file: string): string {
  const rel = path.relative(siteDir, file).split(path.sep).join('/');
  const slug = rel.replace(/\.mdx?$/i, '').replace(/[^A-Za-z0-9]+/g, '-');
  return `${slug}-${createHash('sha256').update(rel).digest('hex').slice(0, 6)}`;
}

export interface StaticCodeOptions {
  /** The site's folder (its `.docusaurus/`); the working directory by default. */
  root?: string;
}

const OPTIONS = Joi.object<StaticCodeOptions>({root: Joi.string()});

/** Writes `text` to `file` unless it already holds it (an unchanged file keeps the bundler's cache valid). */
function writeIfChanged(file: string, text: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.writeFileSync(file, text);
}

/**
 * Writes a public page's generated module and code file, both named after their content (removing the page's earlier
 * ones); returns the module's path and the file's URL. A new name for new content: the bundler's persistent cache
 * checks a file before the page's loader rewrites it, so an edited code block written to the same module would be
 * served from the cache (tests/e2e/stale-build.e2e.ts edits one).
 */
export function writePageCode(siteDir: string, file: string, html: readonly string[]): {module: string; url: string} {
  const dir = staticCodeDir(siteDir);
  fs.mkdirSync(dir, {recursive: true});
  const name = staticCodeName(siteDir, file);
  const json = JSON.stringify(html);
  const base = `${name}.${createHash('sha256').update(json).digest('hex').slice(0, 10)}`;
  const kept = new Set([`${base}.json`, `${base}.js`]);
  for (const old of fs.readdirSync(dir))
    if (!kept.has(old) && old.startsWith(`${name}.`) && /\.(js|json)$/.test(old)) fs.rmSync(path.join(dir, old));
  writeIfChanged(path.join(dir, `${base}.json`), json);
  const module = path.join(dir, `${base}.js`);
  writeIfChanged(module, serverOnlySource('plugins/code-highlight', html));
  return {module, url: `${STATIC_CODE_URL}${base}.json`};
}

/** Name of the page's import of its generated module. */
const CODE_IMPORT = '__staticCode';

/** `import __staticCode from '<module>';` as an MDX ESM node (its estree built here: nothing to parse). */
function importNode(source: string): RootContent {
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: CODE_IMPORT}}],
        source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
      },
    ],
  };
  return {type: 'mdxjsEsm', value: `import ${CODE_IMPORT} from ${JSON.stringify(source)};`, data: {estree}} as never;
}

/** The attribute `html={__staticCode[n]}`. */
function htmlFromModule(n: number) {
  const expression = {
    type: 'MemberExpression',
    object: {type: 'Identifier', name: CODE_IMPORT},
    property: {type: 'Literal', value: n, raw: String(n)},
    computed: true,
    optional: false,
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'html',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `${CODE_IMPORT}[${n}]`,
      data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression}]}},
    },
  };
}

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

/** Lines of a block's HTML (its height before it is rendered: StaticCode's `--code-lines`). */
export const htmlLines = (html: string) => html.replace(/\n$/, '').split('\n').length;

export default function remarkStaticCode(options?: unknown) {
  const {root = process.cwd()} = validateStepOptions('remarkStaticCode', OPTIONS, options);
  return async (tree: Root, file?: VFile) => {
    const {visit} = await import('unist-util-visit');
    const blocks: {node: Code; index: number; parent: {children: RootContent[]}}[] = [];
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined || node.lang === 'mermaid') return;
      blocks.push({node, index, parent});
    });
    if (blocks.length === 0) return;
    const html = blocks.map(({node}) => highlightToHtml(node.value, node.lang));
    // A public page's code goes to its generated module (server bundle) and file (client-side navigation).
    const page = file?.path && !isRestrictedContentFile(file.path) ? writePageCode(root, file.path, html) : undefined;
    // From the last, so each recorded index still points at its block.
    for (let i = blocks.length - 1; i >= 0; i -= 1) {
      const {node, index, parent} = blocks[i]!;
      const title = titleFromMeta(node.meta);
      parent.children.splice(index, 1, {
        type: 'mdxJsxFlowElement',
        name: 'StaticCode',
        attributes: [
          attribute('language', normalizeLanguage(node.lang)),
          ...(page
            ? [htmlFromModule(i), attribute('src', page.url), attribute('n', String(i))]
            : [attribute('html', html[i]!)]),
          attribute('lines', String(htmlLines(html[i]!))),
          ...(title ? [attribute('title', title)] : []),
        ],
        children: [],
      } as never);
    }
    if (page) tree.children.unshift(importNode(page.module));
  };
}
