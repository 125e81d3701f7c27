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

/** The cached compile if its first line is the current stamp (the JSON after it is parsed only then). */
function read(stamp: string): CompiledApi[] | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file(), 'utf8');
  } catch {
    return undefined;
  }
  const newline = text.indexOf('\n');
  return text.slice(0, newline) === stamp ? (JSON.parse(text.slice(newline + 1)) as CompiledApi[]) : undefined;
}

/** The global setup's part: every API of the site compiled, unless an earlier run left the same compile. */
export async function compileForRun(): Promise<void> {
  const stamp = sourceStamp();
  try {
    const text = fs.readFileSync(file(), 'utf8');
    if (text.slice(0, text.indexOf('\n')) === stamp) return;
  } catch {
    // none yet
  }
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
