/**
 * The one route matcher (habit 14), used in the browser (client.ts) and at build time (build.ts):
 * which routes of Docusaurus' route tree render a path, as react-router-config's `renderRoutes` picks
 * them (at each level the first route whose path matches; `exact` routes match the whole path, the others
 * a leading part that ends at a `/`; `*` matches anything; case-insensitive, a trailing slash ignored).
 * Pure, so it is unit-tested, and also run against the route tree of a real build.
 */

export interface RouteNode {
  path: string;
  exact?: boolean;
  routes?: readonly RouteNode[];
}

const normalize = (p: string) => p.replace(/\/+$/, '').toLowerCase() || '/';

function matches(route: RouteNode, pathname: string): boolean {
  if (route.path === '*') return true;
  const path = normalize(route.path);
  const target = normalize(pathname);
  if (route.exact) return target === path;
  return path === '/' || target === path || target.startsWith(`${path}/`);
}

/** The routes that render `pathname`, parent first; [] when no route matches. */
export function matchRouteChain<R extends RouteNode>(routes: readonly R[], pathname: string): R[] {
  for (const route of routes) {
    if (!matches(route, pathname)) continue;
    if (!route.routes) return [route];
    return [route, ...matchRouteChain(route.routes as readonly R[], pathname)];
  }
  return [];
}

/** The page route that renders `pathname` (a leaf of the tree, not the not-found route), if any. */
export function matchPageRoute<R extends RouteNode>(routes: readonly R[], pathname: string): R | undefined {
  const leaf = matchRouteChain(routes, pathname).at(-1);
  return leaf && !leaf.routes && leaf.path !== '*' ? leaf : undefined;
}

/** The route path of a `routesChunkNames` key: keys are "<route path>-<hash>". */
export const routeOfChunkKey = (key: string): string => key.replace(/-[^-]+$/, '');

/** Chunk names of one `routesChunkNames` entry (nested objects of names), leaving out the entries under `skip`. */
export function chunkNamesOf(value: unknown, skip?: string): string[] {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === skip ? [] : chunkNamesOf(v, skip)));
}

/** Chunk names of every route in a chain (paths of `routes`), from the `routesChunkNames` table. */
export function chainChunkNames(chain: readonly RouteNode[], table: Record<string, unknown>, skip?: string): string[] {
  const paths = new Set(chain.map((r) => r.path));
  return [
    ...new Set(
      Object.entries(table)
        .filter(([key]) => paths.has(routeOfChunkKey(key)))
        .flatMap(([, chunks]) => chunkNamesOf(chunks, skip)),
    ),
  ];
}
