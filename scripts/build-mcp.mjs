#!/usr/bin/env node
// Publishes the Fernpay docs MCP server as one file per audience (run by `npm run build` after the search
// index, since the server searches it): src/mcp/main.ts bundled with esbuild, the build's data inlined
// (src/mcp/embedded.ts replaced; src/mcp/data.ts says what is collected):
// - build/mcp/fernpay-docs-mcp.mjs: the public pages, APIs and search index only;
// - build/<prefix>/mcp/fernpay-docs-mcp.mjs: the restricted section too (under its prefix, which the host protects).
// `node fernpay-docs-mcp.mjs` needs Node 20+ and nothing else.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(fileURLToPath(import.meta.url));
const {RESTRICTED} = jiti('../src/restricted.ts');
const {collectMcpData, referenceRoutes} = jiti('../src/mcp/data.ts');
const {presetsSource} = jiti('../plugins/sandbox-web/presets.ts');
const {singleFileOptions} = jiti('../plugins/sandbox-web/single-file.ts');

export const MCP_FILE = 'mcp/fernpay-docs-mcp.mjs';

/**
 * The esbuild options of one file: src/mcp/main.ts with `data` inlined (src/mcp/embedded.ts; none: the server
 * reads a build) and the sandbox presets of its audience (src/mcp/presets.ts: the public file's imports the
 * public preset only). tests/unit/sealed-bundles.test.ts bundles the public file with these options.
 */
export function mcpBuildOptions({outfile, data, restricted, version, siteUrl}) {
  const embedded = path.join(root, 'src/mcp/embedded.ts');
  const presets = path.join(root, 'src/mcp/presets.ts');
  return {
    entryPoints: [path.join(root, 'src/mcp/main.ts')],
    outfile,
    ...singleFileOptions(
      `// Fernpay Developers docs MCP server ${version}${restricted ? ' (with the restricted provider section)' : ''}: node fernpay-docs-mcp.mjs (Node 20+). ${siteUrl}/guides/ai-assistant`,
    ),
    define: {'process.env.FERNPAY_MCP_VERSION': JSON.stringify(version)},
    plugins: [
      {
        name: 'fernpay-mcp-data',
        setup(build) {
          build.onLoad({filter: /[\\/]src[\\/]mcp[\\/](embedded|presets)\.ts$/}, (args) =>
            args.path === embedded
              ? {contents: `export const EMBEDDED = ${JSON.stringify(data ?? null)};`, loader: 'js'}
              : args.path === presets
                ? {contents: presetsSource(restricted), loader: 'js', resolveDir: root}
                : undefined,
          );
        },
      },
    ],
  };
}

export async function buildMcp(site, {siteUrl}) {
  const routes = referenceRoutes();
  const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
  const written = [];
  for (const restricted of [false, true]) {
    const data = collectMcpData(site, {restricted, siteUrl, referenceRoutes: routes});
    const outfile = path.join(site, restricted ? RESTRICTED.prefix.slice(1) : '', MCP_FILE);
    await esbuild.build(mcpBuildOptions({outfile, data, restricted, version, siteUrl}));
    written.push({file: outfile, bytes: fs.statSync(outfile).size, pages: data.pages.length, apis: data.apis.length});
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const site = path.resolve(process.argv[2] ?? 'build');
  if (!fs.existsSync(path.join(site, 'pagefind', 'pagefind.js'))) {
    console.error(`[mcp] ${site} has no search index: run docusaurus build and scripts/search-index.mjs first.`);
    process.exit(1);
  }
  const siteUrl = (process.env.SITE_URL ?? 'https://developers.fernpay.example').replace(/\/$/, '');
  for (const w of await buildMcp(site, {siteUrl}))
    console.log(
      `[mcp] ${path.relative(process.cwd(), w.file)}: ${(w.bytes / 1e6).toFixed(1)} MB (${w.pages} pages, ${w.apis} APIs)`,
    );
}
