/**
 * Lists what a host must protect for real access control of the provider section: after the
 * build, writes <prefix>/restricted-assets.txt with the JavaScript chunks that hold the content of
 * gated routes (pages under the prefix and the gated category pages). The gate itself only keeps
 * casual readers out; see "The provider gate" in the README. Also puts a preload hint for each
 * chunk a gated page renders from into that page's <head> (its HTML holds no content to show first).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  parseRoutesModule,
  restrictedChunkNames,
  restrictedFiles,
  routeOfKey,
  routeScripts,
  withPreloads,
} from './chunks';

export interface RestrictedSectionOptions {
  prefix: string;
  pages: readonly string[];
}

export default function restrictedSection(context: LoadContext, options: unknown): Plugin<unknown> {
  const o = options as Partial<RestrictedSectionOptions> | undefined;
  if (!o || typeof o.prefix !== 'string' || !Array.isArray(o.pages))
    throw new Error('restricted-section: options {prefix, pages} are required');
  const {prefix, pages} = {prefix: o.prefix, pages: o.pages.map(String)};
  return {
    name: 'fernpay-restricted-section',
    async postBuild({outDir}) {
      const chunkNames: unknown = JSON.parse(
        await fs.readFile(path.join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
      );
      const isGated = (route: string) => route.startsWith(`${prefix}/`) || pages.includes(route);
      const names = restrictedChunkNames(chunkNames, isGated);
      const assets = await fs.readdir(path.join(outDir, 'assets', 'js'));
      const files = restrictedFiles(names, assets).map((f) => `/assets/js/${f}`);
      await fs.mkdir(path.join(outDir, prefix), {recursive: true});
      await fs.writeFile(path.join(outDir, prefix, 'restricted-assets.txt'), `${files.join('\n')}\n`);
      // Gated pages render their content from these chunks only: let the browser fetch them with main.js.
      const routes = parseRoutesModule(await fs.readFile(path.join(context.generatedFilesDir, 'routes.js'), 'utf8'));
      const manifest = JSON.parse(
        await fs.readFile(path.join(context.generatedFilesDir, 'client-manifest.json'), 'utf8'),
      );
      const table = chunkNames as Record<string, unknown>;
      const gated = [...new Set(Object.keys(table).map(routeOfKey))].filter(isGated);
      for (const route of gated) {
        const file = path.join(outDir, `${route}.html`);
        const html = await fs.readFile(file, 'utf8').catch(() => undefined);
        if (html === undefined)
          throw new Error(`restricted-section: no HTML file for the gated route ${route} (${file})`);
        await fs.writeFile(file, withPreloads(html, routeScripts(route, routes, table, manifest)));
      }
    },
  };
}
