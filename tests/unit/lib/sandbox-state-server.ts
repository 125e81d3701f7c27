/**
 * The local sandbox server as the kill test runs it (tests/unit/sandbox-state.test.ts): src/sandbox/server.ts's
 * startServer with `--state FILE`, on the served bundle of the toolkit single payments only, read from the bundles
 * cache the test filled (plugins/api-reference/sandbox-apis.ts `bundlesCacheFile`). The test bundles this file with
 * esbuild once and starts the bundle with plain `node` in each round, so that a start costs what the server's own start
 * costs, not a TypeScript loader's. Prints its URL; the test kills it with SIGKILL.
 *   node <bundle> STATE_FILE [COMPACT_BYTES]
 * COMPACT_BYTES: the journal size from which it is folded into the state file (small: folded often, kills land in it).
 */
import fs from 'node:fs';
import {bundlesCacheFile} from '../../../plugins/api-reference/sandbox-apis';
import type {SandboxApi} from '../../../src/sandbox';
import {startServer} from '../../../src/sandbox/server';

async function main() {
  const cached = JSON.parse(fs.readFileSync(bundlesCacheFile(false), 'utf8')) as {apis: SandboxApi[]};
  const apis = cached.apis.filter((a) => a.id === 'toolkit-single-payments');
  const {url, warnings} = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      retryWebhooks: false,
      provider: false,
      stateFile: process.argv[2],
      compactBytes: process.argv[3] ? Number(process.argv[3]) : undefined,
    },
    apis,
  );
  for (const w of warnings) console.error(`warning: ${w}`);
  console.log(`sandbox on ${url}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
