#!/usr/bin/env node
// The local Fernpay sandbox (src/sandbox/server.ts, loaded as TypeScript with jiti):
//   npm run sandbox -- [--port 4010] [--forward-to URL] [--retry-webhooks] [--state FILE] [--start TIME] [--provider]
//   npm run sandbox -- check-webhooks --to URL [--secret whsec_…] [--scope S] [--json] [--junit FILE]
// Run from the repository root: the specs are compiled from openapi/ as the site compiles them.
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {main, useCompiler} = jiti('../src/sandbox/server.ts');
// The compiler of the served bundles, loaded only when the server asks for its APIs.
useCompiler((provider) => jiti('../plugins/api-reference/sandbox-apis.ts').loadApis(provider));
main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
