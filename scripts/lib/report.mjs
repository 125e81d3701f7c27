import fs from 'node:fs';
import path from 'node:path';

/** Writes a bench's `<name>.json` (the figures) and `<name>.md` (the report written from them) into `dir`. */
export function writeReport(dir, name, result, markdown) {
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, `${name}.md`), markdown);
}
