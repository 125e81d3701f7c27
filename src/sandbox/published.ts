/**
 * What the published single file holds (`/sandbox/fernpay-sandbox.mjs`, and the provider section's under its
 * prefix). In the repository there is nothing: `npm run sandbox` compiles the served bundles from openapi/
 * (apis.ts). plugins/sandbox-web/publish.ts replaces this module with the build's bundles (and, when it ships
 * them, the request validators compiled at build time) when it bundles the server.
 *
 * And which presets (resource modules and credentials) the server may run: in the repository both, chosen by
 * `--provider`; publish.ts writes the public file's module with an import of the public preset only, so the
 * provider's modules and credentials are not in that file's module graph at all (sealed by construction), and
 * the provider file's with both.
 */
import type {SandboxApi} from './openapi';
import type {Presets} from './preset';
import {PROVIDER_PRESET} from './presets/provider';
import {PUBLIC_PRESET} from './presets/public';
import type {CompiledValidators} from './validate';

export interface PublishedSandbox {
  /** The served bundles, as `loadApis` returns them (with the provider API only in the provider file). */
  apis: SandboxApi[];
  /** Whether the provider API is in the file. */
  provider: boolean;
  /** Request validators compiled at build time, by API id; none: the engine compiles them with Ajv. */
  validators?: Readonly<Record<string, CompiledValidators>>;
  /** The site the file was downloaded from (its guides), for `--help`. */
  siteUrl: string;
}

export const PUBLISHED: PublishedSandbox | undefined = undefined;

/** The presets this server may run (the public file: the public one only). */
export const PRESETS: Presets = {public: PUBLIC_PRESET, provider: PROVIDER_PRESET};
