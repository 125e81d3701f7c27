/**
 * Public references rendered through Docusaurus' own server-side rendering (a module only the server bundle gets:
 * plugins/server-only.ts). The component module src/components/ApiReference/serverFragments.ts is empty: that is what
 * the browser bundle gets, so a page's JS stays its placeholders. The plugin writes the public APIs' fragments into a
 * generated module (`createData`, under `.docusaurus/`) and the server bundle's import of that file gets it, so
 * `<ApiHtml>` renders each fragment into the static HTML. Restricted APIs are never in it: their pages' HTML does not
 * hold the reference.
 */
import type {Configuration} from 'webpack';
import type {ConfigureWebpackUtils} from '@docusaurus/types';
import {serverOnlyConfig, serverOnlySource} from '../server-only';

/** The file the server bundle replaces (matched on the resolved path, as every bundler reports it). */
export const SERVER_FRAGMENTS_MODULE = /[\\/]src[\\/]components[\\/]ApiReference[\\/]serverFragments\.ts$/;

/** Name of the generated module (createData). Plain JS (valid TypeScript too): it takes the stub's loaders. */
export const SERVER_FRAGMENTS_FILE = 'server-fragments.js';

/** Source of the generated module: the fragments by API id. */
export const serverFragmentsSource = (fragments: ReadonlyMap<string, readonly string[]>): string =>
  serverOnlySource('plugins/api-reference (server-fragments.ts)', Object.fromEntries(fragments));

/** The server bundle's configuration: the stub swapped for the generated module. The browser's is unchanged. */
export const serverFragmentsConfig = (
  isServer: boolean,
  utils: ConfigureWebpackUtils,
  generated: string | undefined,
): Configuration =>
  serverOnlyConfig(isServer, utils, 'api-reference', {imported: SERVER_FRAGMENTS_MODULE, server: generated});
