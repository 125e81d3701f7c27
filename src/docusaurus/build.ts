/**
 * Docusaurus internals at build time, behind one door (habit 14): the generated route table
 * (`.docusaurus/routes.js`), the chunk names of each route (`routesChunkNames.json`), the bundler's
 * client manifest (`client-manifest.json`) and the shape of the docs plugin's loaded content. Plugins and
 * scripts read them through this module only; tests/e2e/docusaurus-internals.e2e.ts checks it against the
 * files a real build writes, and `npm run canary` against the newest Docusaurus 3.x.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {chainChunkNames, chunkNamesOf, matchRouteChain, routeOfChunkKey, type RouteNode} from './routes';

/** A route of `.docusaurus/routes.js`: `ComponentCreator(path, hash)` read as its routesChunkNames key. */
export interface BuildRoute extends RouteNode {
  key: string;
  routes?: BuildRoute[];
}

/** Parses `.docusaurus/routes.js` (generated: imports, then `export default [ ...routes ]`). */
export function parseRoutesModule(source: string): BuildRoute[] {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/ComponentCreator\(\s*'([^']*)'\s*(?:,\s*'([0-9a-f]+)'\s*)?\)/g, (_, p: string, h?: string) =>
      JSON.stringify(h ? `${p}-${h}` : p),
    )
    .replace('export default', 'return');
  // The module is data once its imports are gone; evaluating it is how Docusaurus' own code reads it.
  const raw = new Function(body)() as unknown;
  if (!Array.isArray(raw)) throw new Error('.docusaurus/routes.js: expected `export default [...]`');
  const convert = (value: unknown): BuildRoute => {
    const r = value as {path: string; component: string; exact?: boolean; routes?: unknown[]};
    return {path: r.path, key: r.component, exact: r.exact, ...(r.routes ? {routes: r.routes.map(convert)} : {})};
  };
  return raw.map(convert);
}

interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, {js?: {publicPath: string}[]}>;
}

/** What a build generated about its routes, read once. */
export interface BuildRoutes {
  routes: BuildRoute[];
  /** `routesChunkNames.json`: route key -> chunk names. */
  chunkNames: Record<string, unknown>;
  manifest: ClientManifest;
}

export async function readBuildRoutes(generatedFilesDir: string): Promise<BuildRoutes> {
  const read = (file: string) => fs.readFile(path.join(generatedFilesDir, file), 'utf8');
  const chunkNames: unknown = JSON.parse(await read('routesChunkNames.json'));
  if (!chunkNames || typeof chunkNames !== 'object') throw new Error('routesChunkNames.json: expected an object');
  return {
    routes: parseRoutesModule(await read('routes.js')),
    chunkNames: chunkNames as Record<string, unknown>,
    manifest: JSON.parse(await read('client-manifest.json')) as ClientManifest,
  };
}

/** Every page route of the tree (its leaves, without the not-found route). */
export function pageRoutes(build: BuildRoutes): string[] {
  const leaves = (routes: readonly BuildRoute[]): string[] =>
    routes.flatMap((r) => (r.routes ? leaves(r.routes) : r.path === '*' ? [] : [r.path]));
  return [...new Set(leaves(build.routes))];
}

/** Chunk names of the routes `select` picks, without the page components shared with other routes (`__comp`). */
export function chunkNamesOfRoutes(build: BuildRoutes, select: (routePath: string) => boolean): string[] {
  const names = Object.entries(build.chunkNames)
    .filter(([key]) => select(routeOfChunkKey(key)))
    .flatMap(([, chunks]) => chunkNamesOf(chunks, '__comp'));
  return [...new Set(names)].sort();
}

/** Built JS files of those chunks (`<name>.<hash>.js`). */
export function chunkFiles(names: readonly string[], assetFiles: readonly string[]): string[] {
  return assetFiles.filter((f) => f.endsWith('.js') && names.some((n) => f.startsWith(`${n}.`))).sort();
}

/** Script URLs the page at `pathname` loads after main.js: every chunk of its route chain, with their dependencies. */
export function routeScripts(build: BuildRoutes, pathname: string): string[] {
  const {manifest} = build;
  const entry = new Set(manifest.entrypoints.flatMap((name) => (manifest.origins[name] ?? []).map(String)));
  const names = chainChunkNames(matchRouteChain(build.routes, pathname), build.chunkNames);
  const ids = names.flatMap((name) => (manifest.origins[name] ?? []).map(String)).filter((id) => !entry.has(id));
  const urls = ids.flatMap((id) => (manifest.assets[id]?.js ?? []).map((js) => js.publicPath));
  return [...new Set(urls)];
}

// ---------------------------------------------------------------------------------------------------
// The docs plugin's loaded content (what `allContentLoaded` hands every plugin), as docs-as-text reads it.

export interface LoadedDoc {
  id: string;
  title: string;
  description: string;
  permalink: string;
  source: string;
  sidebar?: string;
}

export interface LoadedSidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: LoadedSidebarItem[];
  link?: {type: string; id?: string; permalink?: string; title?: string; description?: string; slug?: string};
}

export interface LoadedPage {
  type: string;
  permalink: string;
  source: string;
  title?: string;
  description?: string;
}

/** The current version of one docs plugin instance: its docs and its sidebars. */
export function loadedDocs(
  allContent: Record<string, Record<string, unknown> | undefined>,
  pluginId: string,
): {docs: LoadedDoc[]; sidebars: Record<string, LoadedSidebarItem[]>} {
  const content = allContent['docusaurus-plugin-content-docs']?.[pluginId] as
    {loadedVersions?: {docs: LoadedDoc[]; sidebars: Record<string, LoadedSidebarItem[]>}[]} | undefined;
  const version = content?.loadedVersions?.[0];
  if (!version) throw new Error(`docs plugin "${pluginId}": no loaded version (has its content shape changed?)`);
  return {docs: version.docs, sidebars: version.sidebars};
}

/** The MDX pages of the pages plugin. */
export function loadedPages(allContent: Record<string, Record<string, unknown> | undefined>): LoadedPage[] {
  return (allContent['docusaurus-plugin-content-pages']?.default as LoadedPage[] | undefined) ?? [];
}
