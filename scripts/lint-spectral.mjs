#!/usr/bin/env node
// Spectral's OpenAPI ruleset (.spectral.yaml: spectral:oas) over every served API description.
//   node scripts/lint-spectral.mjs                 compiles every API as the build does and lints the bundles
//   node scripts/lint-spectral.mjs --build [DIR]   lints the JSON the build wrote (DIR/openapi, DIR/provider/openapi)
// Both include the merged downloads (/openapi/toolkit.*, /openapi/partner.*: plugins/api-reference/merge.ts).
// Prints `file#/json/pointer: message [rule, severity]` per finding; exits 1 when there is any.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {lintDescription} from './lib/spectral.mjs';

const args = process.argv.slice(2);
const documents = [];
if (args[0] === '--build') {
  const dir = args[1] ?? 'build';
  const jiti = createJiti(fileURLToPath(import.meta.url));
  const {servedFiles} = jiti('../plugins/api-reference/options.ts');
  const {listApis} = jiti('../plugins/api-reference/compile.ts');
  const {apiReferenceOptions: options} = jiti('../openapi/site.ts');
  for (const {id} of await listApis(options.configFile)) {
    for (const d of servedFiles(options, id).downloads.filter(
      (x) => /\.(json|yaml)$/.test(x.href) && !/postman/.test(x.href),
    )) {
      const file = path.join(dir, d.href);
      if (!fs.existsSync(file)) {
        console.error(`${file} is missing: run npm run build first`);
        process.exit(2);
      }
      documents.push({name: file, text: fs.readFileSync(file, 'utf8')});
    }
  }
  const {mergedDownloads} = jiti('../plugins/api-reference/options.ts');
  const ids = (await listApis(options.configFile)).map((a) => a.id);
  for (const merged of mergedDownloads(options, ids)) {
    for (const href of [merged.yaml, merged.json]) {
      const file = path.join(dir, href);
      if (!fs.existsSync(file)) {
        console.error(`${file} is missing: run npm run build first`);
        process.exit(2);
      }
      documents.push({name: file, text: fs.readFileSync(file, 'utf8')});
    }
  }
} else {
  const jiti = createJiti(fileURLToPath(import.meta.url));
  const {compileApi, listApis} = jiti('../plugins/api-reference/compile.ts');
  const {apiReferenceOptions: options} = jiti('../openapi/site.ts');
  for (const {id} of await listApis(options.configFile)) {
    const api = await compileApi(options, id);
    documents.push({name: `${id}.json`, text: JSON.stringify(api.bundled, null, 2)});
  }
  const {mergedDownloads} = jiti('../plugins/api-reference/options.ts');
  const {mergeFamily} = jiti('../plugins/api-reference/merge.ts');
  const ids = (await listApis(options.configFile)).map((a) => a.id);
  const compiled = await Promise.all(ids.map((id) => compileApi(options, id)));
  for (const merged of mergedDownloads(options, ids)) {
    const {document} = mergeFamily(merged, compiled);
    documents.push({name: `${merged.name}.json`, text: JSON.stringify(document, null, 2)});
  }
}
let findings = 0;
for (const {name, text} of documents) {
  const problems = await lintDescription(name, text);
  findings += problems.length;
  for (const p of problems) console.log(p);
}
console.log(`spectral:oas: ${findings} finding(s) in ${documents.length} API description(s)`);
process.exit(findings ? 1 : 0);
