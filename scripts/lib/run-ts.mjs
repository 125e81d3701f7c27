// Runs a TypeScript module of the repository from a plain-node script: bundled by esbuild into node_modules/.cache
// (packages left external, so its imports resolve from the repository's node_modules), then imported. Used by the
// measuring scripts (scripts/search-measure.mjs, scripts/experiments/search-encoder.mjs) and a test's child server.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The module at `entry` (relative to the repository) bundled into `outfile` for Node (CommonJS, its packages left
 * external: `outfile` under node_modules resolves them from the repository's).
 */
export async function bundleTs(entry, outfile) {
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
  return outfile;
}

/**
 * The module at `entry` (relative to the repository), bundled as `name` and imported. Each process bundles into a
 * file of its own, removed once imported: two runs at once (two `npm run search:measure`) once shared one file, and
 * one of them could import it half written.
 */
export async function importTs(entry, name) {
  const outfile = await bundleTs(entry, path.join(root, 'node_modules', '.cache', `${name}.${process.pid}.cjs`));
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    fs.rmSync(outfile, {force: true});
  }
}
