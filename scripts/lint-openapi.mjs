#!/usr/bin/env node
// Lints every API in openapi/redocly.yaml with the same code path as the site build.
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {compileApi, listApis} = jiti('../plugins/api-reference/compile.ts');
const configFile = process.argv[2] ?? 'openapi/redocly.yaml';
let failed = 0;
for (const {id} of await listApis(configFile)) {
  try {
    const {model} = await compileApi(configFile, id);
    const ops = model.tags.reduce((n, t) => n + t.operations.length, 0);
    console.log(`ok   ${id}: ${ops} operations, ${model.webhooks.length} webhooks, ${Object.keys(model.schemas).length} schemas`);
  } catch (error) {
    failed += 1;
    console.error(`FAIL ${id}\n${error.message}`);
  }
}
process.exit(failed ? 1 : 0);
