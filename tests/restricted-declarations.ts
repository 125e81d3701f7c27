/**
 * The declarations tests/restricted-strings.ts derives the provider-only strings from, read from the
 * repository (Node): per audience, the served bundles (given: compiled from openapi/ or read from a build),
 * the rules (src/rules: the public RULES and the provider's PROVIDER_RULES), the pages (docs/ and the
 * section's docs-provider/ titles and headings), and the provider modules' credentials and error codes.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import createJiti from 'jiti';
import {RESTRICTED} from '../src/restricted';
import {LIFECYCLES, isRestrictedLifecycle} from '../src/sandbox/lifecycles';
import {RULES} from '../src/rules';
import {PROVIDER_RULES} from '../src/rules/provider';
import {PROVIDER_CREDENTIALS} from '../src/sandbox/resources/provider/credentials';
import {scenarioTableMarkdown} from '../src/sandbox/scenarios/catalogue';
import {PUBLIC_SCENARIOS} from '../src/sandbox/scenarios/public';
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

/**
 * The public pages' sources: docs/, and the pages of src/pages with the home page's cards (which name what the
 * provider section offers, on purpose).
 */
export function publicPages(): string[] {
  return [
    ...filesUnder('docs', (f) => MDX_FILE.test(f)),
    ...filesUnder(path.join('src', 'pages'), (f) => /\.(mdx?|tsx)$/.test(f)),
    ...filesUnder(path.join('src', 'components', 'HomeCards'), (f) => /\.tsx$/.test(f)),
  ].map((f) => fs.readFileSync(f, 'utf8'));
}

const LIFECYCLES_DIR = path.join('src', 'sandbox', 'lifecycles');

/**
 * The public lifecycles and scenario tables (statuses, actions, messages, the sandbox's outcomes by amount: the
 * public sandbox's and pages' own), as JSON: the views of the unrestricted lifecycles and every export of the
 * lifecycle modules that are not the provider's (`provider*.ts`) nor the index of all.
 */
export function publicLifecycles(): string[] {
  const jiti = createJiti(__filename);
  const modules = fs
    .readdirSync(LIFECYCLES_DIR)
    // index.ts gathers every lifecycle, the provider's too: its public part is LIFECYCLES' unrestricted views.
    .filter((f) => f.endsWith('.ts') && !f.startsWith('provider') && f !== 'index.ts')
    .map((f) => JSON.stringify(jiti(path.resolve(LIFECYCLES_DIR, f)) as unknown));
  return [
    ...Object.keys(LIFECYCLES)
      .filter((id) => !isRestrictedLifecycle(id))
      .map((id) => JSON.stringify(LIFECYCLES[id])),
    ...modules,
    // The public outcome tables (src/sandbox/scenarios/public.ts), as /guides/sandbox-outcomes shows them.
    JSON.stringify(PUBLIC_SCENARIOS),
    ...PUBLIC_SCENARIOS.tables.map((t) => scenarioTableMarkdown(PUBLIC_SCENARIOS, t)),
  ];
}

/** The public entry points (the sandbox server, the MCP server, Try it). */
const PUBLIC_ENTRIES = ['src/sandbox/server.ts', 'src/mcp/main.ts', 'src/components/TryIt/index.tsx'];

/** The source of every third-party file the public entry points bundle (found by esbuild, in a few seconds). */
export function bundledLibraries(): string[] {
  const result = esbuild.buildSync({
    entryPoints: PUBLIC_ENTRIES,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    loader: {'.css': 'empty'},
    // The compiler (not in a published file) and the page's framework.
    external: ['./apis', 'react', 'react-dom', 'react-dom/*', 'react/*', '@docusaurus/*'],
  });
  return Object.keys(result.metafile.inputs)
    .filter((f) => f.split(/[\\/]/).includes('node_modules'))
    .map((f) => fs.readFileSync(f, 'utf8'));
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
      pages: [...publicPages(), ...publicLifecycles()],
      libraries: bundledLibraries(),
    },
  };
}

/** The provider-only strings, given each audience's served bundles. */
export function derivedProviderStrings(bundles: {provider: readonly unknown[]; public: readonly unknown[]}): string[] {
  const d = declarations(bundles);
  return providerOnlyStrings(d.provider, d.public);
}
