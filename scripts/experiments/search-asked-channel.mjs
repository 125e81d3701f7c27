#!/usr/bin/env node
// Issue 40's asked-queries channel experiment (scripts/experiments/search-asked-channel.ts): each asked query a
// document of its own, scored with BM25 and fused with the current ranking, measured on the TUNING sets and the probe.
// Not part of CI, not wired into the site. Run under Node 24 after `npm run build`:
//   node scripts/experiments/search-asked-channel.mjs [--heldout] [--no-probe] [--variants=a,b] [--build=<dir>]
import path from 'node:path';
import {importTs} from '../lib/run-ts.mjs';

const args = process.argv.slice(2);
const buildDir = path.resolve(args.find((a) => a.startsWith('--build='))?.slice('--build='.length) ?? 'build');
const {run} = await importTs('scripts/experiments/search-asked-channel.ts', 'fernpay-search-asked-channel');
await run(args, buildDir);
