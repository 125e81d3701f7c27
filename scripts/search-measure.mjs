#!/usr/bin/env node
// Measures the search query sets through `search_docs`'s own function in process (tests/e2e/lib/search-measure.ts),
// over the index of a build, with the working tree's planner and vocabulary: per set, how many queries have their
// expected result first, in the top 3, and none at all. No browser, no build step: seconds, to iterate on the
// search. The TUNING sets only, unless `--heldout` (the held-apart TEST sets of issue 40: measured, never tuned on).
//   npm run search:measure [-- --verbose] [-- --typos] [-- --partial] [-- --heldout] [-- --only=<part of a set's name>] [-- --build=<dir>]
//   npm run search:measure -- --pool [--heldout]: where each set's expected results sit in the whole pool (ordering or finding)
import fs from 'node:fs';
import path from 'node:path';
import {importTs} from './lib/run-ts.mjs';

const args = process.argv.slice(2);
const buildDir = path.resolve(args.find((a) => a.startsWith('--build='))?.slice('--build='.length) ?? 'build');
if (!fs.existsSync(path.join(buildDir, 'pagefind', 'words.txt'))) {
  console.error(`[search-measure] ${buildDir} has no search index: run npm run build first.`);
  process.exit(1);
}
const {run} = await importTs('tests/e2e/lib/search-measure.ts', 'fernpay-search-measure');
await run(args, buildDir);
