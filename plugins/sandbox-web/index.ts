/**
 * Publishes the local sandbox as one file per audience after every build (publish.ts): `/sandbox/fernpay-sandbox.mjs`
 * and, under the restricted section's prefix, the one with the provider API too. No options.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {publishSandbox} from './publish';

export type SandboxWebOptions = Record<string, never>;

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<SandboxWebOptions, SandboxWebOptions>): SandboxWebOptions {
  return validate(Joi.object({}), options);
}

export default function sandboxWeb(context: LoadContext): Plugin<void> {
  return {
    name: 'fernpay-sandbox-web',
    async postBuild({outDir}) {
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      for (const w of await publishSandbox(outDir, siteUrl))
        console.log(
          `[sandbox] ${w.url}: ${w.apis.length ? `${(w.bytes / 1e6).toFixed(1)} MB (${w.apis.length} APIs)` : `${w.bytes} bytes`}`,
        );
    },
  };
}
