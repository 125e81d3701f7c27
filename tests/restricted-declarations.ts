/**
 * The declarations tests/restricted-strings.ts derives the provider-only strings from, read from the
 * repository (Node): per audience, the served bundles (given: compiled from openapi/ or read from a build),
 * the rules (src/rules: the public RULES and the provider's PROVIDER_RULES), the pages (docs/ and the
 * section's docs-provider/ titles and headings), and the provider modules' credentials and error codes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {RESTRICTED} from '../src/restricted';
import {RULES} from '../src/rules';
import {PROVIDER_RULES} from '../src/rules/provider';
import {PROVIDER_CREDENTIALS} from '../src/sandbox/resources/provider/credentials';
import {providerOnlyStrings, type Declarations, type ProviderDeclarations} from './restricted-strings';

export function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p, test) : test(p) ? [p] : [];
  });
}

const MDX_FILE = /\.mdx?$/;
/** The provider's resource modules (and its credentials module). */
const PROVIDER_MODULES_DIR = path.join('src', 'sandbox', 'resources', 'provider');

/** The section's page titles and headings (h2-h4), without Markdown. */
export function sectionHeadings(): string[] {
  const names: string[] = [];
  for (const file of filesUnder(`docs-${RESTRICTED.docsPluginId}`, (f) => MDX_FILE.test(f))) {
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

/** The error codes the provider's resource modules answer (snake_case literals of three words or more). */
export function providerErrorCodes(): string[] {
  const codes = new Set<string>();
  for (const file of filesUnder(PROVIDER_MODULES_DIR, (f) => /\.ts$/.test(f)))
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/'([a-z]+(?:_[a-z]+){2,})'/g)) codes.add(m[1]);
  return [...codes];
}

/** The public pages' sources (docs/). */
export function publicPages(): string[] {
  return filesUnder('docs', (f) => MDX_FILE.test(f)).map((f) => fs.readFileSync(f, 'utf8'));
}

/** Both audiences' declarations, given each one's served bundles. */
export function declarations(bundles: {provider: readonly unknown[]; public: readonly unknown[]}): {
  provider: ProviderDeclarations;
  public: Declarations;
} {
  return {
    provider: {
      bundles: bundles.provider,
      rules: Object.values(PROVIDER_RULES).map((r) => r.markdown),
      credentials: PROVIDER_CREDENTIALS.headers,
      errorCodes: providerErrorCodes(),
      headings: sectionHeadings(),
    },
    public: {
      bundles: bundles.public,
      rules: Object.values(RULES).map((r) => r.markdown),
      pages: publicPages(),
    },
  };
}

/** The provider-only strings, given each audience's served bundles. */
export function derivedProviderStrings(bundles: {provider: readonly unknown[]; public: readonly unknown[]}): string[] {
  const d = declarations(bundles);
  return providerOnlyStrings(d.provider, d.public);
}
