#!/usr/bin/env node
// Builds the search indexes over build/ (run by `npm run build` after `docusaurus build`):
// - build/pagefind/: the public index, one record per operation, webhook, schema and page section
//   (plugins/search-index/records.ts splits each built page; only `data-pagefind-body` content);
// - build/provider/pagefind/ (the restricted section's prefix, src/restricted.ts): the restricted section's
//   own index, built from what the build has of it (the reference's fragments, the Markdown twins), since its
//   pages' HTML never holds their content. The search box merges it only while the section is unlocked.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import * as pagefind from 'pagefind';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {RESTRICTED} = jiti('../src/restricted.ts');
const {PUBLIC_INDEX_PATH, RESTRICTED_INDEX_PATH, WORD_LIST_FILE} = jiti('../src/shared/search.ts');
const {pageRecords, recordDocument} = jiti('../plugins/search-index/records.ts');
const {wordList} = jiti('../plugins/search-index/words.ts');
const {restrictedPages} = jiti('../plugins/search-index/restricted.ts');

const site = path.resolve(process.argv[2] ?? 'build');
if (!fs.existsSync(path.join(site, 'index.html'))) {
  console.error(`[search] ${site} has no index.html: run docusaurus build first.`);
  process.exit(1);
}
const restrictedDir = RESTRICTED.prefix.slice(1);

/** Every built page outside the restricted section, the search index and the assets. */
function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const rel = path.relative(site, p);
      if (rel === restrictedDir || rel === 'pagefind' || rel === 'assets') continue;
      yield* htmlFiles(p);
    } else if (entry.name.endsWith('.html')) yield p;
  }
}

/** build/a/b.html -> /a/b, build/a/index.html -> /a, build/index.html -> /. */
function routeOf(file) {
  const rel = path.relative(site, file).split(path.sep).join('/');
  const route = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

async function writeIndex(pages, outputPath) {
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
  if (errors.length || !index) throw new Error(`[search] ${errors.join('; ')}`);
  const records = [];
  for (const page of pages) {
    for (const record of pageRecords(page)) {
      const added = await index.addHTMLFile({url: record.url, content: recordDocument(record)});
      if (added.errors.length) throw new Error(`[search] ${record.url}: ${added.errors.join('; ')}`);
      records.push(record);
    }
  }
  fs.rmSync(outputPath, {recursive: true, force: true});
  const written = await index.writeFiles({outputPath});
  if (written.errors.length) throw new Error(`[search] ${written.errors.join('; ')}`);
  // The index's words, for the search box's typo correction (src/shared/search-plan.ts).
  fs.writeFileSync(path.join(outputPath, WORD_LIST_FILE), `${wordList(records).join('\n')}\n`);
  return records.length;
}

const publicPages = [];
for (const file of htmlFiles(site)) {
  const html = fs.readFileSync(file, 'utf8');
  if (html.includes('data-pagefind-body')) publicPages.push({route: routeOf(file), html});
}
const publicOut = path.join(site, PUBLIC_INDEX_PATH);
const publicRecords = await writeIndex(publicPages, publicOut);

const restricted = restrictedPages(site);
const restrictedOut = path.join(site, RESTRICTED_INDEX_PATH);
const restrictedRecords = await writeIndex(restricted, restrictedOut);
await pagefind.close();

console.log(
  `[search] ${publicRecords} records from ${publicPages.length} pages into ${path.relative(process.cwd(), publicOut)}; ` +
    `${restrictedRecords} records from ${restricted.length} pages of the restricted section into ${path.relative(process.cwd(), restrictedOut)}`,
);
