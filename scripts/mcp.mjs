#!/usr/bin/env node
// `npm run mcp [-- --provider]`: the docs MCP server on stdio, as the build published it
// (build/mcp/fernpay-docs-mcp.mjs; with --provider, the restricted section's build under its prefix).
// Configure an assistant with `npm run --silent mcp` as the command, from the repository.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const provider = process.argv.includes('--provider');
const file = path.join(root, 'build', provider ? 'provider' : '', 'mcp', 'fernpay-docs-mcp.mjs');
if (!fs.existsSync(file)) {
  console.error(`[mcp] ${path.relative(root, file)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
await import(pathToFileURL(file).href);
