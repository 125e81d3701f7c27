#!/usr/bin/env node
// Issue 40: the search's final order (src/shared/search-plan.ts `finalScore`), recorded once and replayed exactly with
// other constants (scripts/experiments/search-final-order.ts). Not part of CI. Run under Node 24 after `npm run build`:
//   node scripts/experiments/search-final-order.mjs --record [--tuning-only] [--file=<json>] [--build=<dir>]
//   node scripts/experiments/search-final-order.mjs --replay ['--set={"askedBonus":20}' ...] [--search] [--file=<json>]
import path from 'node:path';
import {importTs} from '../lib/run-ts.mjs';

const args = process.argv.slice(2);
const buildDir = path.resolve(args.find((a) => a.startsWith('--build='))?.slice('--build='.length) ?? 'build');
const {run} = await importTs('scripts/experiments/search-final-order.ts', 'fernpay-search-final-order');
await run(args, buildDir);
