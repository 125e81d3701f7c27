/**
 * `node fernpay-docs-mcp.mjs`: the Fernpay docs MCP server on stdio. The published file carries its data
 * (src/mcp/embedded.ts, filled in by scripts/build-mcp.mjs); without it (`npm run mcp` in the repository)
 * the data is read from `build/` (`--build DIR`, `--provider` for the restricted section).
 */
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {EMBEDDED} from './embedded';
import {createMcpServer} from './server';
import {boundedMessages, oversizeError} from './stdin';

async function main() {
  let data = EMBEDDED;
  if (!data) {
    const args = process.argv.slice(2);
    const at = args.indexOf('--build');
    const {collectMcpData, referenceRoutes} = await import('./data');
    const buildDir = at >= 0 ? args[at + 1] : 'build';
    data = collectMcpData(buildDir, {
      restricted: args.includes('--provider'),
      siteUrl: process.env.SITE_URL ?? 'https://developers.fernpay.example',
      referenceRoutes: referenceRoutes(),
    });
  }
  const server = createMcpServer(data);
  // Messages over the cap are answered with a JSON-RPC error instead of ending the session (stdin.ts).
  const input = boundedMessages(process.stdin, (bytes) => process.stdout.write(oversizeError(bytes)));
  await server.connect(new StdioServerTransport(input, process.stdout));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
