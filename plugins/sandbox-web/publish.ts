/**
 * Publishes the local sandbox server (src/sandbox/server.ts, its `main(argv)`) as one file per audience,
 * bundled with esbuild: the served bundles (`loadApis`, the same compiled bundles `npm run sandbox` and the
 * site serve) inlined in place of src/sandbox/published.ts, and apis.ts (the compiler) left out.
 * - `/sandbox/fernpay-sandbox.mjs`: the Toolkit and Partner APIs;
 * - `<prefix>/sandbox/fernpay-sandbox.mjs`: the provider API too, under the restricted section's prefix, which
 *   the host protects like every other file there (src/restricted.ts `isRestrictedPath`).
 * Beside each, `fernpay-sandbox-control.yaml`: the OpenAPI description of the control surface (`/_sandbox`), copied
 * from openapi/sandbox/openapi.yaml, which the Arazzo workflows (`/arazzo/`) name as a source description.
 * `node fernpay-sandbox.mjs` needs Node 20+ and nothing else.
 */
import fs from 'node:fs';
import YAML from 'yaml';
import path from 'node:path';
import * as esbuild from 'esbuild';
import {loadApis} from '../api-reference/sandbox-apis';
import {isRestrictedPath} from '../../src/restricted';
import {
  RESTRICTED_SANDBOX_CONTROL_PATH,
  RESTRICTED_SANDBOX_FILE_PATH,
  SANDBOX_CONTROL_PATH,
  SANDBOX_CONTROL_SOURCE,
  SANDBOX_FILE_PATH,
} from '../../src/shared/sandbox';
import type {PublishedSandbox} from '../../src/sandbox/published';
import type {SandboxApi} from '../../src/sandbox/openapi';
import {presetsSource} from './presets';
import {singleFileOptions} from './single-file';
import {standaloneValidatorsCode} from './standalone';

export interface PublishedFile {
  /** Site path of the file. */
  url: string;
  file: string;
  bytes: number;
  apis: string[];
}

const ROOT = path.resolve(__dirname, '..', '..');
const PUBLISHED_MODULE = path.join(ROOT, 'src', 'sandbox', 'published.ts');

/**
 * The source of the replaced published.ts: the bundles as JSON (parsed once, at start), the presets the file
 * runs and, with `compiled`, each API's request validators compiled at build time (standalone.ts), one module each.
 */
function publishedModule(data: PublishedSandbox, compiled: boolean): string {
  const presets = presetsSource(data.provider);
  if (!compiled) return `${presets}\nexport const PUBLISHED = JSON.parse(${JSON.stringify(JSON.stringify(data))});\n`;
  const imports = data.apis.map(
    (a, i) => `import {validators as v${i}} from ${JSON.stringify(`${VALIDATORS}${a.id}`)};`,
  );
  const table = data.apis.map((a, i) => `${JSON.stringify(a.id)}: v${i}`).join(', ');
  return `${imports.join('\n')}
${presets}
export const PUBLISHED = {...JSON.parse(${JSON.stringify(JSON.stringify(data))}), validators: {${table}}};
`;
}

const VALIDATORS = 'fernpay-validators:';

export async function bundleSandbox(
  outfile: string,
  data: PublishedSandbox,
  banner: string,
  compiled = false,
): Promise<void> {
  await esbuild.build({
    stdin: {
      contents: `import {main} from './src/sandbox/server.ts';
main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});`,
      resolveDir: ROOT,
      sourcefile: 'fernpay-sandbox.ts',
      loader: 'ts',
    },
    outfile,
    ...singleFileOptions(banner),
    plugins: [
      {
        name: 'fernpay-sandbox-data',
        setup(build) {
          build.onResolve({filter: new RegExp(`^${VALIDATORS}`)}, (args) => ({
            path: args.path,
            namespace: 'validators',
          }));
          build.onLoad({filter: /.*/, namespace: 'validators'}, (args) => {
            const api = data.apis.find((a) => `${VALIDATORS}${a.id}` === args.path);
            if (!api) throw new Error(`sandbox-web: no API for ${args.path}`);
            return {contents: standaloneValidatorsCode(api), loader: 'js', resolveDir: ROOT};
          });
          // The compiler is not in the file (src/sandbox imports nothing from plugins/): the bundles are.
          build.onLoad({filter: /[\\/]src[\\/]sandbox[\\/]published\.ts$/}, (args) =>
            args.path === PUBLISHED_MODULE
              ? {contents: publishedModule(data, compiled), loader: 'js', resolveDir: ROOT}
              : undefined,
          );
        },
      },
    ],
  });
}

/** Writes both files into `outDir`; the provider one holds the restricted APIs, the public one none. */
export async function publishSandbox(outDir: string, siteUrl: string): Promise<PublishedFile[]> {
  if (isRestrictedPath(SANDBOX_FILE_PATH) || !isRestrictedPath(RESTRICTED_SANDBOX_FILE_PATH))
    throw new Error('sandbox-web: the public file must be outside the restricted section and the provider file in it');
  const all = await loadApis(true);
  const publicApis: SandboxApi[] = all.filter((a) => a.family !== 'provider');
  const written: PublishedFile[] = [];
  for (const [url, apis] of [
    [SANDBOX_FILE_PATH, publicApis],
    [RESTRICTED_SANDBOX_FILE_PATH, all],
  ] as const) {
    const provider = apis.some((a) => a.family === 'provider');
    const file = path.join(outDir, url);
    const banner = `// Fernpay sandbox (${provider ? 'Toolkit, Partner and provider APIs' : 'Toolkit and Partner APIs'}): node fernpay-sandbox.mjs --help (Node 20+, nothing to install). ${siteUrl}${provider ? '/provider' : '/guides'}/sandbox-outcomes`;
    await bundleSandbox(file, {apis, provider, siteUrl}, banner);
    written.push({url, file, bytes: fs.statSync(file).size, apis: apis.map((a) => a.id)});
  }
  for (const url of [SANDBOX_CONTROL_PATH, RESTRICTED_SANDBOX_CONTROL_PATH]) {
    const file = path.join(outDir, url);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, controlDescription(url === RESTRICTED_SANDBOX_CONTROL_PATH));
    written.push({url, file, bytes: fs.statSync(file).size, apis: []});
  }
  return written;
}

/** The provider section's additions to the control description (its test bank's answers), merged into its copy. */
export const PROVIDER_CONTROL_ADDITIONS = 'openapi/provider/sandbox-control.provider.yaml';

/** Objects merged key by key; anything else (a string, a list) from `extra`. */
function merged(base: unknown, extra: unknown): unknown {
  if (
    !base ||
    !extra ||
    typeof base !== 'object' ||
    typeof extra !== 'object' ||
    Array.isArray(base) ||
    Array.isArray(extra)
  )
    return extra;
  const out: Record<string, unknown> = {...(base as Record<string, unknown>)};
  for (const [k, v] of Object.entries(extra as Record<string, unknown>)) out[k] = k in out ? merged(out[k], v) : v;
  return out;
}

/**
 * The sandbox's control description as served: the public copy is the source as written; the provider section's
 * has PROVIDER_CONTROL_ADDITIONS merged in.
 */
export function controlDescription(provider: boolean): string {
  const source = fs.readFileSync(path.join(ROOT, SANDBOX_CONTROL_SOURCE), 'utf8');
  if (!provider) return source;
  const extra = YAML.parse(fs.readFileSync(path.join(ROOT, PROVIDER_CONTROL_ADDITIONS), 'utf8'));
  return YAML.stringify(merged(YAML.parse(source), extra), {lineWidth: 0});
}
