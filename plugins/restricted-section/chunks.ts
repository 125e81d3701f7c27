/** Pure helpers: which build chunks belong to gated routes (unit-tested). */
import {chunkNamesOf, routeOfChunkKey} from '../../src/shared/route-chunks';

/** `routesChunkNames.json` keys are "<route path>-<hash>". */
export const routeOfKey = routeOfChunkKey;

/** Chunk names of the routes `isRestricted` selects, without the shared page components (`__comp`). */
export function restrictedChunkNames(routesChunkNames: unknown, isRestricted: (route: string) => boolean): string[] {
  if (!routesChunkNames || typeof routesChunkNames !== 'object')
    throw new Error('routesChunkNames.json: expected an object');
  const names = Object.entries(routesChunkNames)
    .filter(([key]) => isRestricted(routeOfKey(key)))
    .flatMap(([, chunks]) => chunkNamesOf(chunks, '__comp'));
  return [...new Set(names)].sort();
}

/** Built JS files of those chunks (`<name>.<hash>.js`). */
export function restrictedFiles(names: string[], assetFiles: string[]): string[] {
  return assetFiles.filter((f) => f.endsWith('.js') && names.some((n) => f.startsWith(`${n}.`))).sort();
}

// ---------------------------------------------------------------------------
// Preload hints for gated pages. Their HTML holds no content, so what the reader first sees is
// rendered by the route's chunks, which Docusaurus only requests once main.js has run (two more
// round trips before anything of the page shows). The build lists them in the page's <head> instead.

/** A route of `.docusaurus/routes.js`, with `ComponentCreator(path, hash)` read as its routesChunkNames key. */
export interface RouteEntry {
  path: string;
  key: string;
  exact?: boolean;
  routes?: RouteEntry[];
}

/** Parses `.docusaurus/routes.js` (generated: imports, then `export default [ ...routes ]`). */
export function parseRoutesModule(source: string): RouteEntry[] {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/ComponentCreator\(\s*'([^']*)'\s*(?:,\s*'([0-9a-f]+)'\s*)?\)/g, (_, p: string, h?: string) =>
      JSON.stringify(h ? `${p}-${h}` : p),
    )
    .replace('export default', 'return');
  // The module is data once its imports are gone; evaluating it is how Docusaurus' own code reads it.
  const raw = new Function(body)() as unknown;
  if (!Array.isArray(raw)) throw new Error('.docusaurus/routes.js: expected `export default [...]`');
  const convert = (value: unknown): RouteEntry => {
    const r = value as {path: string; component: string; exact?: boolean; routes?: unknown[]};
    return {path: r.path, key: r.component, exact: r.exact, ...(r.routes ? {routes: r.routes.map(convert)} : {})};
  };
  return raw.map(convert);
}

/** The routesChunkNames keys of the route chain that renders `pathname` (as react-router-config matches it), or [] when none does. */
export function routeChain(routes: readonly RouteEntry[], pathname: string): string[] {
  for (const route of routes) {
    const matches = route.exact
      ? route.path === pathname
      : route.path === '*' || route.path === '/' || pathname === route.path || pathname.startsWith(`${route.path}/`);
    if (!matches) continue;
    if (!route.routes) return [route.key];
    const inner = routeChain(route.routes, pathname);
    if (inner.length > 0) return [route.key, ...inner];
  }
  return [];
}

interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, {js?: {publicPath: string}[]}>;
}

/** Script URLs the page at `pathname` loads after main.js: every chunk of its route chain, with their dependencies. */
export function routeScripts(
  pathname: string,
  routes: readonly RouteEntry[],
  routesChunkNames: Record<string, unknown>,
  manifest: ClientManifest,
): string[] {
  const entry = new Set(manifest.entrypoints.flatMap((name) => (manifest.origins[name] ?? []).map(String)));
  const names = routeChain(routes, pathname).flatMap((key) => chunkNamesOf(routesChunkNames[key]));
  const ids = names.flatMap((name) => (manifest.origins[name] ?? []).map(String)).filter((id) => !entry.has(id));
  const urls = ids.flatMap((id) => (manifest.assets[id]?.js ?? []).map((js) => js.publicPath));
  return [...new Set(urls)];
}

/** The page's HTML with a `<link rel=preload as=script>` per URL, at the end of its <head>. */
export function withPreloads(html: string, urls: readonly string[]): string {
  if (urls.length === 0) return html;
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('gated page without </head>');
  return `${html.slice(0, at)}${urls.map((u) => `<link rel="preload" as="script" href="${u}" fetchpriority="low">`).join('')}${html.slice(at)}`;
}
