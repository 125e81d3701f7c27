/**
 * Lists what a host must protect for real access control of the provider section: after the
 * build, writes <prefix>/restricted-assets.txt with the JavaScript chunks that hold the content of
 * gated routes (pages under the prefix and the gated category pages). The gate itself only keeps
 * casual readers out; see "The provider gate" in the README.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {restrictedChunkNames, restrictedFiles} from './chunks';

export interface RestrictedSectionOptions {
  prefix: string;
  pages: readonly string[];
}

export default function restrictedSection(context: LoadContext, options: unknown): Plugin<unknown> {
  const o = options as Partial<RestrictedSectionOptions> | undefined;
  if (!o || typeof o.prefix !== 'string' || !Array.isArray(o.pages)) throw new Error('restricted-section: options {prefix, pages} are required');
  const {prefix, pages} = {prefix: o.prefix, pages: o.pages.map(String)};
  return {
    name: 'fernpay-restricted-section',
    async postBuild({outDir}) {
      const chunkNames: unknown = JSON.parse(await fs.readFile(path.join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8'));
      const names = restrictedChunkNames(chunkNames, (route) => route.startsWith(`${prefix}/`) || pages.includes(route));
      const assets = await fs.readdir(path.join(outDir, 'assets', 'js'));
      const files = restrictedFiles(names, assets).map((f) => `/assets/js/${f}`);
      await fs.mkdir(path.join(outDir, prefix), {recursive: true});
      await fs.writeFile(path.join(outDir, prefix, 'restricted-assets.txt'), `${files.join('\n')}\n`);
    },
  };
}
