// Writes the sandbox's record types generated from the served bundles (scripts/lib/sandbox-types.mjs), the
// provider's included (in its own folder), and removes a generated file no served API gives any more.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {GENERATED_DIR, PROVIDER_GENERATED_DIR, sandboxTypes} from './lib/sandbox-types.mjs';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {loadApis} = jiti('../plugins/api-reference/sandbox-apis.ts');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = await sandboxTypes(await loadApis(true));
for (const dir of [GENERATED_DIR, PROVIDER_GENERATED_DIR]) {
  fs.mkdirSync(path.join(root, dir), {recursive: true});
  for (const name of fs.readdirSync(path.join(root, dir)))
    if (!(`${dir}/${name}` in files)) fs.rmSync(path.join(root, dir, name));
}
for (const [file, text] of Object.entries(files)) {
  fs.writeFileSync(path.join(root, file), text);
  console.log(file);
}
