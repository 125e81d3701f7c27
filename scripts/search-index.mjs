#!/usr/bin/env node
// Builds the search indexes over build/ (run by `npm run build` after `docusaurus build`):
// - build/pagefind/: the public index, one record per page section (plugins/search-index/records.ts reads each
//   built page's `data-pagefind-body`) and per operation, webhook and schema of a reference (the compiler's
//   `openapi/<id>.search.json`);
// - build/provider/pagefind/ (the restricted section's prefix, src/restricted.ts): the restricted section's
//   own index, from its reference's records and its Markdown twins, since its pages' HTML never holds their
//   content. The search box merges it only while the section is unlocked.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import * as pagefind from 'pagefind';
import {conceptChunkBytes} from './lib/concept-chunk.mjs';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {PUBLIC_INDEX_PATH, RESTRICTED_INDEX_PATH, WORD_LIST_FILE, DOWNLOAD_SIZES_FILE} = jiti('../src/shared/search.ts');
const {SEARCH_CONCEPTS} = jiti('../src/shared/search-concepts.ts');
const {SIZES_FRAGMENTS} = jiti('../src/shared/search-chunks.ts');
const {recordDocument, withBoilerplateLowered} = jiti('../plugins/search-index/records.ts');
const {wordList} = jiti('../plugins/search-index/words.ts');
const {readAsked, withAsked} = jiti('../plugins/search-index/asked.ts');
const {publicRecords, restrictedRecords} = jiti('../plugins/search-index/site.ts');
const {writeHeadersFile} = jiti('../plugins/host-config/host.ts');

const site = path.resolve(process.argv[2] ?? 'build');
if (!fs.existsSync(path.join(site, 'index.html'))) {
  console.error(`[search] ${site} has no index.html: run docusaurus build first.`);
  process.exit(1);
}

/** Each file's bytes in a folder of the index, by name less its extension (Pagefind's hash). */
function sizesIn(dir) {
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    fs.readdirSync(dir).map((f) => [f.replace(/\.[^.]+$/, ''), fs.statSync(path.join(dir, f)).size]),
  );
}

/**
 * What a first query may download from this index, written beside it (DOWNLOAD_SIZES_FILE): each index chunk's and
 * filter chunk's bytes, the largest result files' (largest first), and the concept table's chunk (public index).
 * Pagefind's files are served as they are (already compressed).
 */
function writeSizes(outputPath, withConcepts) {
  const fragments = Object.values(sizesIn(path.join(outputPath, 'fragment')))
    .sort((a, b) => b - a)
    .slice(0, SIZES_FRAGMENTS);
  const sizes = {
    index: sizesIn(path.join(outputPath, 'index')),
    filter: sizesIn(path.join(outputPath, 'filter')),
    fragments,
    ...(withConcepts ? {concepts: conceptChunkBytes(site, SEARCH_CONCEPTS)} : {}),
  };
  fs.writeFileSync(path.join(outputPath, DOWNLOAD_SIZES_FILE), `${JSON.stringify(sizes)}\n`);
}

async function writeIndex(all, outputPath, askedIndex) {
  // What integrators type for each record (plugins/search-index/asked.ts); a record without queries, or queries of a
  // record that is gone, is named here (search.e2e.ts fails on either).
  const asked = withAsked(all, readAsked(path.resolve(fileURLToPath(import.meta.url), '../..'), askedIndex));
  for (const [what, urls] of [
    ['queries of records that are gone', asked.stale],
    ['records without queries', asked.without],
  ])
    if (urls.length)
      console.warn(`[search] asked/${askedIndex}.json: ${urls.length} ${what}: ${urls.slice(0, 5).join(', ')}`);
  // A reference's boilerplate lines weigh almost nothing (records.ts, BOILERPLATE_WEIGHT): counted per index.
  const records = withBoilerplateLowered(asked.records);
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
  if (errors.length || !index) throw new Error(`[search] ${errors.join('; ')}`);
  for (const record of records) {
    const added = await index.addHTMLFile({url: record.url, content: recordDocument(record)});
    if (added.errors.length) throw new Error(`[search] ${record.url}: ${added.errors.join('; ')}`);
  }
  fs.rmSync(outputPath, {recursive: true, force: true});
  const written = await index.writeFiles({outputPath});
  if (written.errors.length) throw new Error(`[search] ${written.errors.join('; ')}`);
  // The index's words, for the search box's typo correction (src/shared/search-plan.ts).
  fs.writeFileSync(path.join(outputPath, WORD_LIST_FILE), `${wordList(records).join('\n')}\n`);
  writeSizes(outputPath, outputPath === path.join(site, PUBLIC_INDEX_PATH));
  return records.length;
}

const publicSite = publicRecords(site);
const publicOut = path.join(site, PUBLIC_INDEX_PATH);
const publicCount = await writeIndex(publicSite.records, publicOut, 'public');

const restricted = restrictedRecords(site);
const restrictedOut = path.join(site, RESTRICTED_INDEX_PATH);
const restrictedCount = await writeIndex(restricted.records, restrictedOut, 'provider');
await pagefind.close();
// The host's headers again, now naming the indexes' metadata files (cached like hashed assets).
writeHeadersFile(site);

console.log(
  `[search] ${publicCount} records from ${publicSite.pages} pages into ${path.relative(process.cwd(), publicOut)}; ` +
    `${restrictedCount} records from ${restricted.pages} pages of the restricted section into ${path.relative(process.cwd(), restrictedOut)}`,
);
