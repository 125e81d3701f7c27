import fs from 'node:fs';
import path from 'node:path';

/** Writes a bench's `<name>.json` (the figures) and `<name>.md` (the report written from them) into `dir`. */
export function writeReport(dir, name, result, markdown) {
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, `${name}.md`), markdown);
}

/**
 * A bench script run as a command: measures (or, with `--from-json`, reads the `<name>.json` it wrote before, in
 * `dir`), writes the report with `write`, and prints its table.
 */
export async function runBench({dir, name, measure, write, table}) {
  const fromJson = process.argv.includes('--from-json');
  const json = path.join(dir, `${name}.json`);
  if (fromJson && !fs.existsSync(json)) {
    console.error(`--from-json: bench-results/${name}.json is missing; run the bench without --from-json first.`);
    process.exit(1);
  }
  const result = fromJson ? JSON.parse(fs.readFileSync(json, 'utf8')) : await measure();
  write(result);
  console.log(table(result));
}
