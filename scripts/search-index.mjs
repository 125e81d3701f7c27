#!/usr/bin/env node
// Builds the Pagefind index over build/ (run by `npm run build` after `docusaurus build`).
// Only elements marked data-pagefind-body are indexed: main content, never navbar/sidebar/TOC.
// Pages of the restricted section render locked (no body marker) and are excluded explicitly as well.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import * as pagefind from 'pagefind';

// The restricted section (src/restricted.ts) is never in the public index.
const {RESTRICTED} = createJiti(fileURLToPath(import.meta.url))('../src/restricted.ts');
const restrictedDir = RESTRICTED.prefix.slice(1);

const site = path.resolve(process.argv[2] ?? 'build');
if (!fs.existsSync(path.join(site, 'index.html'))) {
  console.error(`[search] ${site} has no index.html: run docusaurus build first.`);
  process.exit(1);
}
const {index, errors} = await pagefind.createIndex({
  rootSelector: 'html',
  excludeSelectors: ['[data-pagefind-ignore]'],
});
if (errors.length) throw new Error(`[search] ${errors.join('; ')}`);

let pages = 0;
function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path.relative(site, p) === restrictedDir || entry.name === 'pagefind' || entry.name === 'assets') continue;
      yield* htmlFiles(p);
    } else if (entry.name.endsWith('.html')) yield p;
  }
}
for (const file of htmlFiles(site)) {
  // Pagefind joins adjacent table cells and list items without a space ("refund_startedA refund");
  // pad those boundaries in the text it indexes (the served HTML is unchanged).
  const html = fs.readFileSync(file, 'utf8').replace(/<\/(td|th|li|dt|dd|p|pre|h[1-6])>/g, ' </$1>');
  if (!html.includes('data-pagefind-body')) continue;
  const url = '/' + path.relative(site, file).split(path.sep).join('/');
  const added = await index.addHTMLFile({url, content: html});
  if (added.errors.length) throw new Error(`[search] ${url}: ${added.errors.join('; ')}`);
  pages += 1;
}
const written = await index.writeFiles({outputPath: path.join(site, 'pagefind')});
if (written.errors.length) throw new Error(`[search] ${written.errors.join('; ')}`);
await pagefind.close();
console.log(`[search] indexed ${pages} pages into ${path.relative(process.cwd(), path.join(site, 'pagefind'))}`);
