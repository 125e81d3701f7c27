/**
 * What the published single file holds (`/sandbox/fernpay-sandbox.mjs`, and the provider section's under its
 * prefix). In the repository there is nothing: `npm run sandbox` compiles the served bundles from openapi/
 * (apis.ts). plugins/sandbox-web/publish.ts replaces this module with the build's bundles (and, when it ships
 * them, the request validators compiled at build time) when it bundles the server.
 */
import type {SandboxApi} from './openapi';
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
