/**
 * Every API compiled once per unit-test run, not once per worker: the global setup compiles them (or finds the
 * compile of an earlier run with the same inputs) and writes the results to node_modules/.cache; each worker takes
 * them as its own compile (`reuseCompiled`) before its first file. Keyed as the sandbox's bundles are, by the content
 * of every input of `compileApi` and Node's major version (`sourceStamp`), so a run on another Node line compiles on
 * that line. Calls with other options (fixtures, the corpus) compile as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compileApi, listApis, reuseCompiled, type CompiledApi} from '../../../plugins/api-reference/compile';
import {sourceStamp} from '../../../plugins/api-reference/sandbox-apis';
import {apiReferenceOptions} from '../../../openapi/site';

const file = () =>
  path.join('node_modules', '.cache', 'fernpay-sandbox', `compiled-node${process.versions.node.split('.')[0]}.json`);

/** The stamp the cached compile was made with (its first line: 64 hex characters), read alone; '' when none. */
function cachedStamp(): string {
  try {
    const fd = fs.openSync(file(), 'r');
    try {
      const head = Buffer.alloc(65);
      const read = fs.readSync(fd, head, 0, head.length, 0);
      return head.subarray(0, read).toString('utf8').split('\n')[0];
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return '';
  }
}

/** The cached compile if it was made with `stamp` (the JSON after the first line is read only then). */
function read(stamp: string): CompiledApi[] | undefined {
  if (cachedStamp() !== stamp) return undefined;
  const text = fs.readFileSync(file(), 'utf8');
  return JSON.parse(text.slice(text.indexOf('\n') + 1)) as CompiledApi[];
}

/** The global setup's part: every API of the site compiled, unless an earlier run left the same compile. */
export async function compileForRun(): Promise<void> {
  const stamp = sourceStamp();
  if (cachedStamp() === stamp) return;
  const ids = (await listApis(apiReferenceOptions.configFile)).map((a) => a.id);
  const apis = await Promise.all(ids.map((id) => compileApi(apiReferenceOptions, id)));
  fs.mkdirSync(path.dirname(file()), {recursive: true});
  const temp = `${file()}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${stamp}\n${JSON.stringify(apis)}`);
  fs.renameSync(temp, file());
}

declare global {
  var __fernpayRunCompileReused: boolean | undefined;
}

/** A worker's part, once: the run's compile taken as the worker's own (a worker keeps its modules between files). */
export function reuseRunCompile(): void {
  if (globalThis.__fernpayRunCompileReused) return;
  globalThis.__fernpayRunCompileReused = true;
  for (const api of read(sourceStamp()) ?? []) reuseCompiled(apiReferenceOptions, api);
}
