/**
 * The public workflows' step samples rendered through Docusaurus' own server-side rendering (a module only the server
 * bundle gets: plugins/server-only.ts), as the API reference's fragments are: src/components/WorkflowSample/
 * serverSamples.ts is empty, and that is what the browser bundle gets, so a walkthrough page's script never carries
 * its samples. This plugin writes the samples into a generated module (`createData`) and the server bundle's import
 * of that file gets it, so `<WorkflowSample>` renders them into the static HTML. Restricted workflows are never in it:
 * their pages' HTML holds nothing, and they fetch their samples from under the section's prefix.
 */
import type {Configuration} from 'webpack';
import type {ConfigureWebpackUtils} from '@docusaurus/types';
import {serverOnlyConfig, serverOnlySource} from '../server-only';

/** The file the server bundle replaces (matched on the resolved path). */
export const SERVER_SAMPLES_MODULE = /[\\/]src[\\/]components[\\/]WorkflowSample[\\/]serverSamples\.ts$/;

/** Name of the generated module (createData). */
export const SERVER_SAMPLES_FILE = 'workflow-server-samples.js';

/** Source of the generated module: the samples' HTML by key (`<name>:<step>`). */
export const serverSamplesSource = (samples: ReadonlyMap<string, string>): string =>
  serverOnlySource('plugins/arazzo (server-samples.ts)', Object.fromEntries(samples));

/** The server bundle's configuration: the stub swapped for the generated module. The browser's is unchanged. */
export const serverSamplesConfig = (
  isServer: boolean,
  utils: ConfigureWebpackUtils,
  generated: string | undefined,
): Configuration => serverOnlyConfig(isServer, utils, 'arazzo', {imported: SERVER_SAMPLES_MODULE, server: generated});
