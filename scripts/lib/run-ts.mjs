// Runs a TypeScript module of the repository from a plain-node script: bundled by esbuild into node_modules/.cache
// (packages left external, so its imports resolve from the repository's node_modules), then imported. Used by the
// measuring scripts (scripts/search-measure.mjs, scripts/experiments/search-encoder.mjs).
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The module at `entry` (relative to the repository), bundled as `name` and imported. */
export async function importTs(entry, name) {
  const outfile = path.join(root, 'node_modules', '.cache', `${name}.cjs`);
  await esbuild.build({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}
