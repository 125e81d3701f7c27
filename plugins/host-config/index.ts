/**
 * Writes the host configuration a static host reads (`build/_headers`: the security headers, with the
 * Content Security Policy hashes of this build's inline scripts, and the caching rules) after every build.
 * The nginx configuration comes from the same functions (host.ts) through `npm run host-config -- nginx`,
 * since it needs the host's own paths. No options.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {writeHeadersFile} from './host';

export type HostConfigOptions = Record<string, never>;

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<HostConfigOptions, HostConfigOptions>): HostConfigOptions {
  return validate(Joi.object({}), options);
}

export default function hostConfig(_context: LoadContext): Plugin<void> {
  return {
    name: 'fernpay-host-config',
    async postBuild({outDir}) {
      // Written again by scripts/search-index.mjs once the search indexes (whose metadata file it names) exist.
      writeHeadersFile(outDir);
    },
  };
}
