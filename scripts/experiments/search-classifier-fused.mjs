#!/usr/bin/env node
// Issue 40 experiment (not part of CI); see search-classifier-fused.ts.
import path from 'node:path';
import {importTs} from '../lib/run-ts.mjs';

const args = process.argv.slice(2);
const buildDir = path.resolve(args.find((a) => a.startsWith('--build='))?.slice('--build='.length) ?? 'build');
const {run} = await importTs('scripts/experiments/search-classifier-fused.ts', 'fernpay-search-classifier-fused');
await run(args, buildDir);
