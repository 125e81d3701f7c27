/**
 * Every API compiled once per unit-test run, not once per worker: the global setup compiles them (or finds the
 * compile of an earlier run, or of the site build, with the same inputs: plugins/api-reference/compile-cache.ts) and
 * writes the results to node_modules/.cache; each worker takes them as its own compile (`reuseCompiled`) before its
 * first file. Keyed as the sandbox's bundles are, by the content
 * of every input of `compileApi` and Node's major version (`sourceStamp`), so a run on another Node line compiles on
 * that line. Calls with other options (fixtures, the corpus) compile as before.
 */
import {compileApi, listApis, reuseCompiled} from '../../../plugins/api-reference/compile';
import {cachedCompileStamp, readCompileCache, writeCompileCache} from '../../../plugins/api-reference/compile-cache';
import {sourceStamp} from '../../../plugins/api-reference/sandbox-apis';
import {apiReferenceOptions} from '../../../openapi/site';

/** The global setup's part: every API of the site compiled, unless an earlier run (or the site build) left the same compile. */
export async function compileForRun(): Promise<void> {
  const stamp = sourceStamp();
  if (cachedCompileStamp() === stamp) return;
  const ids = (await listApis(apiReferenceOptions.configFile)).map((a) => a.id);
  writeCompileCache(stamp, await Promise.all(ids.map((id) => compileApi(apiReferenceOptions, id))));
}

declare global {
  var __fernpayRunCompileReused: boolean | undefined;
}

/** A worker's part, once: the run's compile taken as the worker's own (a worker keeps its modules between files). */
export function reuseRunCompile(): void {
  if (globalThis.__fernpayRunCompileReused) return;
  globalThis.__fernpayRunCompileReused = true;
  for (const api of readCompileCache(sourceStamp()) ?? []) reuseCompiled(apiReferenceOptions, api);
}
