/**
 * Every API's compile (`compileApi` with the site's options), kept in node_modules/.cache for the next process that
 * needs them all: the unit tests' run (tests/unit/lib/compiled-cache.ts: each worker takes it as its own compile)
 * reads it, and whichever compiles every API first writes it (the unit run's global setup, or the site build when it
 * compiles the sandbox's bundles: `loadApis(true)`), so `npm test`, which builds before the unit run, compiles once.
 * Keyed by `sourceStamp` (the content of every input of `compileApi`, and Node's major version) on its first line; one
 * file per Node line, as the sandbox's bundles are.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {CompiledApi} from './compile';

/** The folder of the compile and of the sandbox's bundles (sandbox-apis.ts), under the working directory. */
export const CACHE_DIR = 'node_modules/.cache/fernpay-sandbox';

export function compileCacheFile(): string {
  return path.join(CACHE_DIR, `compiled-node${process.versions.node.split('.')[0]}.json`);
}

/** Writes a cache file whole or not at all (a reader sees the old file or the new one). */
export function writeAtomically(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

/** The stamp the cached compile was made with (its first line: 64 hex characters), read alone; '' when none. */
export function cachedCompileStamp(): string {
  try {
    const fd = fs.openSync(compileCacheFile(), 'r');
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
export function readCompileCache(stamp: string): CompiledApi[] | undefined {
  if (cachedCompileStamp() !== stamp) return undefined;
  const text = fs.readFileSync(compileCacheFile(), 'utf8');
  return JSON.parse(text.slice(text.indexOf('\n') + 1)) as CompiledApi[];
}

/** Writes every API's compile under `stamp`. */
export function writeCompileCache(stamp: string, apis: readonly CompiledApi[]): void {
  writeAtomically(compileCacheFile(), `${stamp}\n${JSON.stringify(apis)}`);
}
