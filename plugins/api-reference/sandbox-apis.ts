/**
 * The served bundles the sandbox runs on (Node, build time and `npm run sandbox`): every API of
 * openapi/site.ts compiled with `compileApi`, as the site compiles the bundles it serves (the restricted
 * provider only when asked). The published single file does not hold this module: it holds the bundles
 * themselves (published.ts, plugins/sandbox-web/publish.ts). It lives beside the compiler, not in src/sandbox: the
 * engine and its server import nothing from plugins/ (a lint rule); `npm run sandbox` (scripts/sandbox.mjs) hands
 * this loader to the server (`useCompiler`).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {compileApi, listApis} from './compile';
import {CACHE_DIR, cachedCompileStamp, writeAtomically, writeCompileCache} from './compile-cache';
import {apiReferenceOptions} from '../../openapi/site';
import {RESTRICTED} from '../../src/restricted';
import type {SandboxApi, SandboxFamily} from '../../src/sandbox/openapi';

export const familyOf = (id: string): SandboxFamily =>
  RESTRICTED.apis.includes(id as never) ? 'provider' : id.startsWith('partner-') ? 'partner' : 'toolkit';

/**
 * Every input of `compileApi`, relative to the working directory: the files its module graph reads (a unit test
 * checks this list against the graph esbuild finds from this module), the OpenAPI sources and the rule and
 * lifecycle files it reads at run time, and package-lock.json for the versions of the packages it runs
 * (@redocly/openapi-core, yaml, ...). Their content, not their mtimes, keys the cache, so a fresh clone reuses it.
 */
export const STAMP_SOURCES = [
  'openapi',
  'package-lock.json',
  'plugins/api-reference',
  'plugins/arazzo',
  'plugins/code-highlight',
  'plugins/hast-tables.ts',
  'plugins/long-code',
  'plugins/rules',
  'plugins/search-index',
  'plugins/step-options.ts',
  'plugins/table-stack',
  'src/lib/webhookSignature.ts',
  'src/restricted.ts',
  'src/rules',
  'src/sandbox/credentials.ts',
  'src/sandbox/kit',
  'src/sandbox/lifecycles',
  'src/sandbox/resources/company-seeds.ts',
  'src/sandbox/scenarios',
  'src/sandbox/seed',
  'src/sandbox/webhook-check',
  'src/sandbox/webhooks.ts',
  'src/shared',
] as const;

/**
 * The cache key: SHA-256 over each file of STAMP_SOURCES (its path and content) and Node's major version.
 * `root` and `nodeVersion` are parameters for the tests only.
 */
export function sourceStamp(root = process.cwd(), nodeVersion = process.versions.node): string {
  const hash = createHash('sha256').update(`node ${nodeVersion.split('.')[0]}\0`);
  for (const source of STAMP_SOURCES) {
    const at = path.join(root, source);
    const stat = fs.statSync(at, {throwIfNoEntry: false});
    const files = !stat
      ? []
      : stat.isDirectory()
        ? fs
            .readdirSync(at, {recursive: true, withFileTypes: true})
            .filter((e) => e.isFile())
            .map((e) => path.join(e.parentPath, e.name))
        : [at];
    hash.update(`${source} ${stat ? files.length : 'missing'}\0`);
    for (const file of files.sort()) {
      hash.update(`${path.relative(root, file).split(path.sep).join('/')}\0`);
      const content = fs.readFileSync(file);
      hash.update(`${content.length}\0`).update(content);
    }
  }
  return hash.digest('hex');
}

/**
 * Where the compiled bundles are cached: one file per Node line, as the stamp is, so two test runs on two lines at
 * once (CI) do not compile over each other.
 */
export function bundlesCacheFile(provider: boolean): string {
  const major = process.versions.node.split('.')[0];
  return path.join(CACHE_DIR, `bundles${provider ? '-provider' : ''}-node${major}.json`);
}

/**
 * The served bundle of every API of the site (provider only when asked), compiled with `compileApi` as the
 * site compiles them. The result is cached in node_modules/.cache while no input changed (sourceStamp: compiling
 * every API takes about 30 s on this machine).
 */
export async function loadApis(provider: boolean): Promise<SandboxApi[]> {
  const stamp = sourceStamp();
  const cacheFile = bundlesCacheFile(provider);
  try {
    const cached = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as {stamp: string; apis: SandboxApi[]};
    if (cached.stamp === stamp) return cached.apis;
  } catch {
    // no cache yet, or unreadable: compile
  }
  const ids = (await listApis(apiReferenceOptions.configFile))
    .map((a) => a.id)
    .filter((id) => provider || familyOf(id) !== 'provider');
  const compiled = await Promise.all(ids.map((id) => compileApi(apiReferenceOptions, id)));
  const apis = compiled.map((c) => ({id: c.id, family: familyOf(c.id), bundled: c.bundled}));
  try {
    writeAtomically(cacheFile, JSON.stringify({stamp, apis}));
    // Every API compiled: the unit tests' run takes this compile instead of compiling them again (compile-cache.ts).
    if (provider && cachedCompileStamp() !== stamp) writeCompileCache(stamp, compiled);
  } catch {
    // a cache that cannot be written only costs time
  }
  return apis;
}
