/**
 * Docusaurus plugin: validates every API listed in the Redocly config at startup (the build
 * fails on the first problem, naming the file and JSON pointer); after the build it writes the
 * bundled specs (YAML, JSON, Postman collection) and the reference fragments, fills the fragments into public pages' HTML and
 * checks the links inside them. Beside each API's files it writes one merged description per audience
 * (/openapi/toolkit.*, /openapi/partner.*: merge.ts), never holding a restricted API.
 */
import {isUnderPrefix} from '../../src/restricted';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {compileApi, listApis} from './compile';
import {brokenFragmentLinks, hrefsOf, idsOf, injectFragments} from './inject';
import {brokenDescriptionLinks, descriptionLinks} from './description-links';
import {configPath, mergedDownloads, servedFiles, validateOptions, type ApiReferenceOptions} from './options';
import {mergeFamily} from './merge';
import {PAGE_DEPENDENCIES_LOADER} from './page-dependencies';
import remarkApiReference from './remark';
import {buildPostmanCollection} from './postman';
import {specYaml} from './yaml-download';
import {fragmentPartUrl, fragmentParts, serializeFragments} from '../../src/shared/api-reference';

export {remarkApiReference, validateOptions};
export type {ApiReferenceOptions};

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(p)));
    else out.push(p);
  }
  return out;
}

/** The plugin's content: the ids of the APIs it compiled. */
type Content = string[];

export default function apiReferencePlugin(context: LoadContext, options: ApiReferenceOptions): Plugin<Content> {
  const configFile = configPath(options, context.siteDir);
  const resolved: ApiReferenceOptions = {...options, configFile};
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  return {
    name: 'fernpay-api-reference',
    getPathsToWatch() {
      return [path.join(path.dirname(configFile), '**/*.{yaml,yml,json}')];
    },
    async loadContent() {
      const apis = await listApis(configFile);
      // Fail fast: every API compiles (and is cached for the pages) before any page is bundled.
      await Promise.all(apis.map((api) => compileApi(resolved, api.id)));
      return apis.map((api) => api.id);
    },
    configureWebpack() {
      // Pages depend on the spec files their references are compiled from (page-dependencies.ts). The test
      // is a function, not a RegExp: Docusaurus' MDX fallback rule treats every RegExp rule that matches
      // `.mdx` as a content loader and reads its `include`.
      const isMarkdown = (resource: string) => /\.mdx?$/i.test(resource);
      return {module: {rules: [{test: isMarkdown, enforce: 'post', use: [{loader: PAGE_DEPENDENCIES_LOADER}]}]}};
    },
    async postBuild({outDir, content: ids}) {
      const compiled = await Promise.all(ids.map((id) => compileApi(resolved, id)));
      for (const api of compiled) {
        const served = servedFiles(resolved, api.id);
        const dir = path.join(outDir, served.dir);
        await fs.mkdir(dir, {recursive: true});
        await fs.writeFile(path.join(outDir, served.yaml), specYaml(api.bundled));
        await fs.writeFile(path.join(outDir, served.json), `${JSON.stringify(api.bundled, null, 2)}\n`);
        await fs.writeFile(
          path.join(outDir, served.postman),
          `${JSON.stringify(await buildPostmanCollection(api.bundled, api.model), null, 2)}\n`,
        );
        const all = api.emitted.fragments;
        await fs.writeFile(path.join(outDir, served.fragments), serializeFragments(all));
        // The same fragments in parts (the page fetches those when its reference is long).
        const starts = fragmentParts(all);
        if (starts.length > 1) {
          for (const [k, start] of starts.entries()) {
            await fs.writeFile(
              path.join(outDir, fragmentPartUrl(served.fragments, k)),
              serializeFragments(all.slice(start, starts[k + 1] ?? all.length)),
            );
          }
        }
        await fs.writeFile(path.join(outDir, served.samples), JSON.stringify(api.emitted.samples));
        await fs.writeFile(path.join(outDir, served.search), JSON.stringify(api.emitted.records));
      }
      // Public references go into the page HTML (readers without JS, search); restricted ones never do.
      const publicFragments = new Map(
        compiled.filter((api) => !(api.id in resolved.restricted)).map((api) => [api.id, api.emitted.fragments]),
      );
      const pageOf = new Map<string, string>();
      for (const file of (await filesUnder(outDir)).filter((f) => f.endsWith('.html'))) {
        const page = await fs.readFile(file, 'utf8');
        if (!page.includes('data-api-html=')) continue;
        const {html, filled} = injectFragments(page, (api) => publicFragments.get(api));
        for (const key of filled) pageOf.set(key.split(':')[0], file);
        if (filled.length) await fs.writeFile(file, html);
      }
      // One description per audience, merged from the served bundles, linking each part's reference page.
      const routeOf = (file: string) =>
        `/${path.relative(outDir, file).split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '');
      const pages = Object.fromEntries([...pageOf].map(([id, file]) => [id, routeOf(file)]));
      for (const family of mergedDownloads(resolved, ids)) {
        const {document} = mergeFamily(family, compiled, pages, siteUrl);
        await fs.mkdir(path.dirname(path.join(outDir, family.yaml)), {recursive: true});
        await fs.writeFile(path.join(outDir, family.yaml), specYaml(document));
        await fs.writeFile(path.join(outDir, family.json), `${JSON.stringify(document, null, 2)}\n`);
      }
      const pageAt = async (pathname: string) => {
        const base = path.join(outDir, decodeURIComponent(pathname));
        for (const candidate of [`${base}.html`, path.join(base, 'index.html'), base]) {
          const text = await readIfExists(candidate);
          if (text !== undefined) return text;
        }
        return undefined;
      };
      const problems: string[] = [];
      for (const api of compiled) {
        const holder = pageOf.get(api.id);
        const pageIds = new Set([
          ...(holder ? idsOf(await fs.readFile(holder, 'utf8')) : []),
          ...api.emitted.anchors,
          ...api.emitted.fragments.flatMap((f) => [...idsOf(f)]),
        ]);
        // Links in the spec's Markdown, reported where they are written (file#pointer).
        const links = descriptionLinks(api.files);
        const targets = new Map<string, string | undefined>();
        const hrefs = [...api.emitted.fragments.flatMap(hrefsOf), ...links.map((l) => l.href)];
        for (const pathname of hrefs.filter((h) => h.startsWith('/')).map((h) => h.split('#')[0])) {
          if (!targets.has(pathname)) targets.set(pathname, await pageAt(pathname));
        }
        const locked = (p: string) => Object.values(resolved.restricted).some((prefix) => isUnderPrefix(p, prefix));
        problems.push(
          ...brokenDescriptionLinks(links, {
            ownIds: pageIds,
            page: (p) => {
              const html = targets.get(p);
              return html === undefined ? undefined : locked(p) ? null : idsOf(html);
            },
          }),
        );
        problems.push(
          ...brokenFragmentLinks({
            api: api.id,
            fragments: api.emitted.fragments,
            pageIds,
            pageAt: (p) => targets.get(p),
            lockedPrefixes: Object.values(resolved.restricted),
          }),
        );
      }
      if (problems.length) throw new Error(`Broken links in API references:\n  ${problems.join('\n  ')}`);
    },
  };
}
