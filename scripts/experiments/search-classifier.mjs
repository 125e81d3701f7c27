#!/usr/bin/env node
// Issue 40 experiment (not part of CI): node scripts/experiments/search-classifier.mjs [--file=<json>] ['--opts={...}']
// after scripts/experiments/search-export.mjs; see search-classifier.ts.
import {importTs} from '../lib/run-ts.mjs';

const {run} = await importTs('scripts/experiments/search-classifier.ts', 'fernpay-search-classifier');
run(process.argv.slice(2));
