#!/usr/bin/env node
// Lints APIs in openapi/redocly.yaml with the same code path as the site build, and checks the links
// written in their Markdown against the site's sources (routes, headings, other references), naming the
// spec file and JSON pointer of each broken one, as the build does.
//   node scripts/lint-openapi.mjs                 every API
//   node scripts/lint-openapi.mjs ID [ID ...]     only these API ids
import fs from 'node:fs';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {anchorsOf, docFileFor, embeddedApis, siteRoutes} from './lib/site-sources.mjs';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {compileApi, listApis} = jiti('../plugins/api-reference/compile.ts');
const {brokenDescriptionLinks, descriptionLinks} = jiti('../plugins/api-reference/description-links.ts');
const {servedFiles} = jiti('../plugins/api-reference/options.ts');
const {apiReferenceOptions: options} = jiti('../openapi/site.ts');
const configFile = options.configFile;
const only = process.argv.slice(2);
const apis = await listApis(configFile);
const unknown = only.filter((id) => !apis.some((a) => a.id === id));
if (unknown.length) {
  console.error(`Unknown API id(s): ${unknown.join(', ')} (known: ${apis.map((a) => a.id).join(', ')})`);
  process.exit(2);
}

// What a link may point at, from the sources: a route's headings, and the anchors of the references it embeds.
const routes = siteRoutes();
const downloads = new Set(
  apis
    .flatMap(({id}) => servedFiles(options, id).downloads.map((d) => d.href))
    .concat(apis.flatMap(({id}) => [servedFiles(options, id).fragments, servedFiles(options, id).samples])),
);
async function referenceIds(id) {
  const {emitted} = await compileApi(options, id);
  return [...emitted.anchors, ...emitted.fragments.flatMap((f) => [...f.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]))];
}
async function idsOfRoute(route) {
  const doc = docFileFor(route);
  if (!doc) return null; // a generated page (category index, home): its anchors are not checked here
  const ids = new Set(anchorsOf(doc));
  for (const id of embeddedApis(doc)) for (const anchor of await referenceIds(id)) ids.add(anchor);
  return ids;
}
const pages = new Map();
async function page(pathname) {
  if (!pages.has(pathname)) {
    let value;
    if (routes.has(pathname)) value = await idsOfRoute(pathname);
    else if (downloads.has(pathname) || fs.existsSync(`static${pathname}`)) value = null;
    pages.set(pathname, value);
  }
  return pages.get(pathname);
}
const pageOfApi = (id) => [...routes].find((r) => docFileFor(r) && embeddedApis(docFileFor(r)).includes(id));

let failed = 0;
for (const {id} of apis.filter((a) => only.length === 0 || only.includes(a.id))) {
  try {
    const api = await compileApi(options, id);
    const links = descriptionLinks(api.files);
    const holder = pageOfApi(id);
    const ownIds = new Set([...(await referenceIds(id)), ...(holder ? anchorsOf(docFileFor(holder)) : [])]);
    for (const {href} of links) if (href.startsWith('/')) await page(href.split('#')[0].replace(/\/$/, '') || '/');
    const broken = brokenDescriptionLinks(links, {ownIds, page: (p) => pages.get(p)});
    if (broken.length) throw new Error(`OpenAPI "${id}" has broken links:\n  ${broken.join('\n  ')}`);
    const ops = api.model.tags.reduce((n, t) => n + t.operations.length, 0);
    console.log(
      `ok   ${id}: ${ops} operations, ${api.model.webhooks.length} webhooks, ${Object.keys(api.model.schemas).length} schemas, ${links.length} links`,
    );
  } catch (error) {
    failed += 1;
    console.error(`FAIL ${id}\n${error.message}`);
  }
}
process.exit(failed ? 1 : 0);
