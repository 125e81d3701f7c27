#!/usr/bin/env node
// Issue 40 experiment (not part of CI): node scripts/experiments/search-export.mjs [--heldout] [--file=<json>]
import path from 'node:path';
import {importTs} from '../lib/run-ts.mjs';

const args = process.argv.slice(2);
const buildDir = path.resolve(args.find((a) => a.startsWith('--build='))?.slice('--build='.length) ?? 'build');
const {run} = await importTs('scripts/experiments/search-export.ts', 'fernpay-search-export');
await run(args, buildDir);
