// Writes the sandbox's record types generated from the served bundles (scripts/lib/sandbox-types.mjs).
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {GENERATED_DIR, sandboxTypes} from './lib/sandbox-types.mjs';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {loadApis} = jiti('../plugins/api-reference/sandbox-apis.ts');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = await sandboxTypes(await loadApis(false));
fs.mkdirSync(path.join(root, GENERATED_DIR), {recursive: true});
for (const [name, text] of Object.entries(files)) {
  fs.writeFileSync(path.join(root, GENERATED_DIR, name), text);
  console.log(`${GENERATED_DIR}/${name}`);
}
