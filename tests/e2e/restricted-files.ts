/**
 * What the restricted section is made of, derived from its sources (never a hand-written list of
 * markers): the provider API's operation ids, summaries, schema names and webhook names, and the
 * section's page titles and headings; less every one that a public source also uses (those are not
 * provider-only: "Errors", "Pagination"). And which built files are public: everything outside the
 * section's prefix that restricted-assets.txt does not list. Shared by the leak test and the host test.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {parse} from 'yaml';
import {RESTRICTED} from '../../src/restricted';

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p, test) : test(p) ? [p] : [];
  });
}

const SPEC_FILE = /\.(ya?ml|json)$/;
const MDX_FILE = /\.mdx?$/;

/** The restricted APIs' spec folders (openapi/<id>/) and the section's content folder. */
const restrictedSpecDirs = RESTRICTED.apis.map((id) => path.join('openapi', id));
const restrictedContentDir = `docs-${RESTRICTED.docsPluginId}`;

/** Names the provider spec defines: operation ids, summaries, schema and webhook names. */
function specNames(): string[] {
  const names: string[] = [];
  for (const file of restrictedSpecDirs.flatMap((d) => filesUnder(d, (f) => SPEC_FILE.test(f)))) {
    const doc = parse(fs.readFileSync(file, 'utf8')) as unknown;
    const visit = (node: unknown, key?: string) => {
      if (!node || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      if (typeof o.operationId === 'string') names.push(o.operationId);
      if (typeof o.operationId === 'string' && typeof o.summary === 'string') names.push(o.summary);
      if (key === 'schemas' || key === 'webhooks') names.push(...Object.keys(o));
      for (const [k, v] of Object.entries(o)) if (k !== 'example' && k !== 'examples') visit(v, k);
    };
    visit(doc);
    // A file under components/schemas/ is a schema named after the file.
    if (/components[/\\]schemas[/\\]/.test(file)) names.push(path.basename(file).replace(SPEC_FILE, ''));
  }
  return names;
}

/** The section's page titles and headings (h2-h4), without Markdown. */
function pageHeadings(): string[] {
  const names: string[] = [];
  for (const file of filesUnder(restrictedContentDir, (f) => MDX_FILE.test(f))) {
    const text = fs.readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
    const title = /^title:\s*(.+)$/m.exec(text)?.[1];
    if (title) names.push(title.replace(/^['"]|['"]$/g, ''));
    for (const m of text.matchAll(/^#{2,4}\s+(.+?)\s*$/gm)) {
      names.push(
        m[1]
          .replace(/\{#[^}]+\}$/, '')
          .replace(/`/g, '')
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .trim(),
      );
    }
  }
  return names;
}

/** Everything the public sources say (pages, the public APIs' specs, site code). */
function publicText(): string {
  const files = [
    ...filesUnder('docs', (f) => MDX_FILE.test(f)),
    ...filesUnder('src', (f) => /\.(tsx?|md|mdx|css)$/.test(f)),
    ...filesUnder(
      'openapi',
      (f) => SPEC_FILE.test(f) && !restrictedSpecDirs.some((d) => f.startsWith(`${d}${path.sep}`)),
    ),
    'docusaurus.config.ts',
    'sidebars.ts',
  ];
  return files.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
}

/** Strings only the restricted section uses (hundreds), longest first. */
export function restrictedOnlyStrings(): string[] {
  const everywhere = publicText();
  const candidates = [...new Set([...specNames(), ...pageHeadings()])];
  return candidates.filter((s) => s.length >= 8 && !everywhere.includes(s)).sort((a, b) => b.length - a.length);
}

/** The protected set: the section's prefix as a whole, and its chunks outside it. */
export function protectedFiles(buildDir = 'build'): {prefix: string; files: Set<string>} {
  const listed = fs
    .readFileSync(path.join(buildDir, RESTRICTED.prefix, 'restricted-assets.txt'), 'utf8')
    .split('\n')
    .filter(Boolean);
  return {prefix: RESTRICTED.prefix, files: new Set(listed)};
}

/** Every built file as a site path, and whether it is protected. */
export function builtFiles(buildDir = 'build'): {url: string; file: string; isProtected: boolean}[] {
  const {prefix, files} = protectedFiles(buildDir);
  return filesUnder(buildDir, () => true).map((file) => {
    const url = `/${path.relative(buildDir, file).split(path.sep).join('/')}`;
    return {url, file, isProtected: url.startsWith(`${prefix}/`) || files.has(url)};
  });
}

/** A built file's text as a reader (or a crawler) gets it: Pagefind's gzipped index files unpacked. */
export function readableText(file: string): string {
  const bytes = fs.readFileSync(file);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return zlib.gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/** The restricted strings a text holds. */
export function leaksIn(text: string, strings: readonly string[]): string[] {
  return strings.filter((s) => text.includes(s));
}
