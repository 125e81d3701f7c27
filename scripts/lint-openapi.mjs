#!/usr/bin/env node
// Lints APIs in openapi/redocly.yaml with the same code path as the site build.
//   node scripts/lint-openapi.mjs                 every API
//   node scripts/lint-openapi.mjs ID [ID ...]     only these API ids
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {compileApi, listApis} = jiti('../plugins/api-reference/compile.ts');
const {apiReferenceOptions: options} = jiti('../openapi/site.ts');
const configFile = options.configFile;
const only = process.argv.slice(2);
const apis = await listApis(configFile);
const unknown = only.filter((id) => !apis.some((a) => a.id === id));
if (unknown.length) {
  console.error(`Unknown API id(s): ${unknown.join(', ')} (known: ${apis.map((a) => a.id).join(', ')})`);
  process.exit(2);
}
let failed = 0;
for (const {id} of apis.filter((a) => only.length === 0 || only.includes(a.id))) {
  try {
    const {model} = await compileApi(options, id);
    const ops = model.tags.reduce((n, t) => n + t.operations.length, 0);
    console.log(
      `ok   ${id}: ${ops} operations, ${model.webhooks.length} webhooks, ${Object.keys(model.schemas).length} schemas`,
    );
  } catch (error) {
    failed += 1;
    console.error(`FAIL ${id}\n${error.message}`);
  }
}
process.exit(failed ? 1 : 0);
