/**
 * Docusaurus plugin: the sandbox engine's data for the browser's "Try it" (src/components/TryIt). After the
 * build it writes, per API, one ES module holding the API's served bundle and its request validators compiled
 * ahead of time (standalone.ts): the site's Content Security Policy has no `'unsafe-eval'`, so the page cannot
 * compile a schema, and the page never ships Ajv's compiler (only its small run-time helpers, bundled in).
 *
 * Public APIs: `/sandbox/browser/<id>.js`; a restricted API (the provider's): under its prefix only,
 * `/provider/sandbox/browser/<id>.js`, sealed with the rest of the section. The page loads one when a reader
 * opens Try it on that API's reference (browserModuleUrl, src/sandbox/browser-urls.ts). Beside the public ones, the
 * public seed's snapshot (seed-snapshot.ts), which the page's sandbox starts from.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {compileApi, listApis} from '../api-reference/compile';
import {configPath, type ApiReferenceOptions} from '../api-reference/options';
import {browserModuleUrl, familyOfApi, SEED_SNAPSHOT_URL} from '../../src/sandbox/browser-urls';
import type {SandboxApi} from '../../src/sandbox/openapi';
import {publicSeedSnapshot, seedSnapshotModule} from './seed-snapshot';
import {standaloneValidatorsCode} from './standalone';

/** The module's source before bundling: the validators and `api` (id, family, served bundle). */
export function browserModuleSource(api: {id: string; family: string; bundled: object}): string {
  const data = JSON.stringify({id: api.id, family: api.family, bundled: api.bundled});
  // The provider's preset (its resource modules and credentials) travels with the provider API only: the
  // public script imports the public preset only (src/components/TryIt/engine.ts).
  const preset =
    api.family === 'provider'
      ? `export {PROVIDER_ONLY_PRESET as preset} from ${JSON.stringify(PROVIDER_PRESET_SOURCE)};\n`
      : '';
  // JSON.parse of a string is read faster than the same object literal.
  return `${standaloneValidatorsCode(api as never)}\n${preset}export const api = JSON.parse(${JSON.stringify(data)});\n`;
}

const PROVIDER_PRESET_SOURCE = path.resolve(__dirname, '../../src/sandbox/presets/provider-only.ts');

/** Bundles the standalone code (Ajv's run-time helpers and ajv-formats' formats are `require`d by it). */
export async function bundleBrowserModule(source: string, resolveDir: string): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    stdin: {contents: source, resolveDir, loader: 'js', sourcefile: 'validators.js'},
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['main', 'module'],
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

export default function sandboxBrowserPlugin(context: LoadContext, options: ApiReferenceOptions): Plugin<void> {
  const resolved: ApiReferenceOptions = {...options, configFile: configPath(options, context.siteDir)};
  return {
    name: 'fernpay-sandbox-browser',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        // The engine compiles schemas with Ajv only when it has no compiled validators; the page always has
        // them (this plugin's modules), so the browser bundle leaves out Ajv's compiler and ajv-formats
        // (src/sandbox/validate.ts imports them for Node).
        resolve: {alias: {'ajv/dist/2020$': false, 'ajv-formats$': false}},
      };
    },
    async postBuild({outDir}) {
      const apis = await listApis(resolved.configFile);
      const served: SandboxApi[] = [];
      for (const {id} of apis) {
        const compiled = await compileApi(resolved, id);
        const family = familyOfApi(id);
        const code = await bundleBrowserModule(
          browserModuleSource({id, family, bundled: compiled.bundled}),
          context.siteDir,
        );
        const file = path.join(outDir, browserModuleUrl(id));
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, code);
        served.push({id, family, bundled: compiled.bundled});
      }
      // The public seed's snapshot, which a page's Try it starts from (public APIs only: no provider record).
      const snapshot = path.join(outDir, SEED_SNAPSHOT_URL);
      await fs.writeFile(snapshot, seedSnapshotModule(await publicSeedSnapshot(served)));
    },
  };
}
