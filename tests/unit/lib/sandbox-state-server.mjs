#!/usr/bin/env node
// The local sandbox server as the kill test runs it (tests/unit/sandbox-state.test.ts): src/sandbox/server.ts's
// startServer with `--state FILE`, on the served bundle of the toolkit single payments only, read from the
// bundles cache the test filled (plugins/api-reference/sandbox-apis.ts `bundlesCacheFile`), so that a start takes a
// second instead of loading the compiler. Prints its URL; the test kills it with SIGKILL.
//   node tests/unit/lib/sandbox-state-server.mjs STATE_FILE [COMPACT_BYTES]
// COMPACT_BYTES: the journal size from which it is folded into the state file (small: folded often, kills land in it).
import fs from 'node:fs';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {startServer} = jiti('../../../src/sandbox/server.ts');
const {bundlesCacheFile} = jiti('../../../plugins/api-reference/sandbox-apis.ts');
const cached = JSON.parse(fs.readFileSync(bundlesCacheFile(false), 'utf8'));
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
