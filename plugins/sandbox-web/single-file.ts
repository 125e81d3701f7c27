/**
 * The esbuild options every published single file shares (the sandbox: publish.ts; the docs MCP server:
 * scripts/build-mcp.mjs): one minified ES module for Node 20+ with nothing to install, whose bundled CommonJS
 * dependencies get a `require` (the banner's second line), under a banner of the file's own.
 */
import type {BuildOptions} from 'esbuild';

export function singleFileOptions(banner: string): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    banner: {
      js: `${banner}\nimport {createRequire as __fernpayRequire} from 'node:module';const require=__fernpayRequire(import.meta.url);`,
    },
  };
}
