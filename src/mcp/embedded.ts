/**
 * The data of the published single file. In the repository there is none (the server reads `build/`):
 * scripts/build-mcp.mjs replaces this module with the build's data when it bundles the server.
 */
import type {McpData} from './data';

export const EMBEDDED: McpData | undefined = undefined;
