/**
 * Docusaurus plugin: validates every API listed in the Redocly config at startup (the build
 * fails on the first problem, naming the file and JSON pointer) and hands the public references'
 * fragments to the server bundle (server-fragments.ts), so server-side rendering writes them into
 * the pages' HTML; after the build it writes the bundled specs (YAML, JSON, Postman collection) and the
 * reference fragments (fetched on client-side navigation and by the restricted section) and checks the
 * links inside them (fragment-links.ts). Beside each API's files it writes one merged description per
 * audience (/openapi/toolkit.*, /openapi/partner.*: merge.ts), never holding a restricted API.
 */
import {isUnderPrefix} from '../../src/restricted';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {compileApi, listApis} from './compile';
import {brokenFragmentLinks, idsOfPage} from './fragment-links';
import {referencePages} from './reference-pages';
import {SERVER_FRAGMENTS_FILE, serverFragmentsConfig, serverFragmentsSource} from './server-fragments';
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

/** The plugin's content: the ids of the APIs it compiled. */
type Content = string[];

export default function apiReferencePlugin(context: LoadContext, options: ApiReferenceOptions): Plugin<Content> {
  const configFile = configPath(options, context.siteDir);
  const resolved: ApiReferenceOptions = {...options, configFile};
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  /** The generated module of the public fragments (server bundle only). */
  let serverFragmentsModule: string | undefined;
  /** API id -> the route of the page that embeds it (from the docs and pages plugins' content). */
  let pageOf = new Map<string, string>();
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
    async contentLoaded({content: ids, actions}) {
      // Public references are rendered by the server bundle (readers without JS, search); restricted ones never.
      const fragments = new Map<string, string[]>();
      for (const id of ids.filter((i) => !(i in resolved.restricted)))
        fragments.set(id, (await compileApi(resolved, id)).emitted.fragments);
      serverFragmentsModule = await actions.createData(SERVER_FRAGMENTS_FILE, serverFragmentsSource(fragments));
    },
    async allContentLoaded({allContent}) {
      pageOf = await referencePages(allContent, context.siteDir);
    },
    configureWebpack(_config, isServer, utils) {
      // Pages depend on the spec files their references are compiled from (page-dependencies.ts). The test
      // is a function, not a RegExp: Docusaurus' MDX fallback rule treats every RegExp rule that matches
      // `.mdx` as a content loader and reads its `include`.
      const isMarkdown = (resource: string) => /\.mdx?$/i.test(resource);
      return {
        ...serverFragmentsConfig(isServer, utils, serverFragmentsModule),
        module: {rules: [{test: isMarkdown, enforce: 'post', use: [{loader: PAGE_DEPENDENCIES_LOADER}]}]},
      };
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
      // One description per audience, merged from the served bundles, linking each part's reference page.
      const pages = Object.fromEntries(pageOf);
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
      // The pages links point at, read once each: their ids (null under a restricted prefix, whose static
      // HTML is locked: no headings to check anchors against), undefined when the site has no such page.
      const locked = (p: string) => Object.values(resolved.restricted).some((prefix) => isUnderPrefix(p, prefix));
      const targets = new Map<string, Promise<Set<string> | null | undefined>>();
      const idsAt = (pathname: string) => {
        if (!targets.has(pathname))
          targets.set(
            pathname,
            pageAt(pathname).then((html) =>
              html === undefined ? undefined : locked(pathname) ? null : idsOfPage(html),
            ),
          );
        return targets.get(pathname)!;
      };
      const problems: string[] = [];
      for (const api of compiled) {
        const route = pageOf.get(api.id);
        const holder = route === undefined ? undefined : await idsAt(route);
        const pageIds = new Set([...(holder ?? []), ...api.emitted.anchors, ...api.targets.ids]);
        // Links in the spec's Markdown, reported where they are written (file#pointer).
        const links = descriptionLinks(api.files);
        const hrefs = [...api.targets.links.map((l) => l.href), ...links.map((l) => l.href)];
        const known = new Map<string, Set<string> | null | undefined>();
        for (const href of hrefs.filter((h) => h.startsWith('/'))) {
          const pathname = href.split('#')[0].replace(/\/$/, '') || '/';
          if (!known.has(pathname)) known.set(pathname, await idsAt(pathname));
        }
        const linkTargets = {ownIds: pageIds, page: (p: string) => known.get(p)};
        problems.push(...brokenDescriptionLinks(links, linkTargets));
        problems.push(...brokenFragmentLinks(api.id, api.targets.links, linkTargets));
      }
      if (problems.length) throw new Error(`Broken links in API references:\n  ${problems.join('\n  ')}`);
    },
  };
}
