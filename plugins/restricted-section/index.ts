/**
 * Lists what a host must protect for real access control of the restricted section (src/restricted.ts):
 * after the build, writes <prefix>/restricted-assets.txt with the JavaScript chunks that hold the
 * content of its routes. The gate itself only keeps casual readers out; see "The provider gate" in the
 * README. Also puts a preload hint for each chunk a gated page renders from into that page's <head> (its
 * HTML holds no content to show first). The host configuration is plugins/host-config's.
 * Docusaurus' generated files are read through src/docusaurus/build.ts.
 */
import {isUnderPrefix} from '../../src/restricted';
import fs from 'node:fs/promises';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {chunkFiles, chunkNamesOfRoutes, pageRoutes, readBuildRoutes, routeScripts} from '../../src/docusaurus/build';
import {withPreloads} from './preloads';

export interface RestrictedSectionOptions {
  /** Route prefix of the restricted section (RESTRICTED.prefix). */
  prefix: string;
}

const schema = Joi.object<RestrictedSectionOptions>({
  prefix: Joi.string()
    .pattern(/^\/[^?#]*[^/?#]$/, 'route prefix without trailing slash')
    .required(),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<RestrictedSectionOptions, RestrictedSectionOptions>): RestrictedSectionOptions {
  return validate(schema, options);
}

export default function restrictedSection(context: LoadContext, options: RestrictedSectionOptions): Plugin<void> {
  const {prefix} = options;
  const isRestricted = (route: string) => isUnderPrefix(route, prefix);
  return {
    name: 'fernpay-restricted-section',
    async postBuild({outDir}) {
      const build = await readBuildRoutes(context.generatedFilesDir);
      const names = chunkNamesOfRoutes(build, isRestricted);
      const assets = await fs.readdir(path.join(outDir, 'assets', 'js'));
      const files = chunkFiles(names, assets).map((f) => `/assets/js/${f}`);
      await fs.mkdir(path.join(outDir, prefix), {recursive: true});
      await fs.writeFile(path.join(outDir, prefix, 'restricted-assets.txt'), `${files.join('\n')}\n`);
      // Gated pages render their content from these chunks only: let the browser fetch them with main.js.
      for (const route of pageRoutes(build).filter(isRestricted)) {
        const file = path.join(outDir, `${route}.html`);
        const html = await fs.readFile(file, 'utf8').catch(() => undefined);
        if (html === undefined)
          throw new Error(`restricted-section: no HTML file for the gated route ${route} (${file})`);
        // Written whole (temporary file, then rename): the host plugin reads every page in parallel with this.
        await fs.writeFile(`${file}.tmp`, withPreloads(html, routeScripts(build, route)));
        await fs.rename(`${file}.tmp`, file);
      }
    },
  };
}
