/**
 * The pure part of the site's link prefetching (src/clientModules/idlePrefetch.ts): which chunks a
 * route needs, and a queue that prefetches one route per idle period, each chunk once.
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';
import {chunkNamesOf, routeOfChunkKey} from '../shared/route-chunks';

/** Chunk names the page at `routePath` needs, as Docusaurus computes them (matched route chain). */
export function routeChunkNames(
  routePath: string,
  table: Record<string, unknown>,
  config: readonly RouteConfig[],
): string[] {
  const paths = new Set(matchRoutes(config as RouteConfig[], routePath).map((match) => match.route.path));
  return Object.entries(table)
    .filter(([key]) => paths.has(routeOfChunkKey(key)))
    .flatMap(([, chunks]) => chunkNamesOf(chunks));
}

/**
 * A prefetch that queues routes and, one route per `schedule`d call, asks `fetchChunk` for each of
 * its chunk URLs not seen before (`known` says which URLs the page already has).
 */
export function idlePrefetcher(opts: {
  chunksOf: (routePath: string) => string[];
  fetchChunk: (url: string) => void;
  known: () => Iterable<string>;
  schedule: (run: () => void) => void;
  allowed: () => boolean;
}): (routePath: string) => boolean {
  const queue: string[] = [];
  const asked = new Set<string>();
  const seen = new Set<string>();
  let scheduled = false;
  const next = () => {
    scheduled = false;
    const route = queue.shift();
    if (route !== undefined) {
      for (const url of opts.known()) seen.add(url);
      for (const url of opts.chunksOf(route)) {
        if (seen.has(url)) continue;
        seen.add(url);
        opts.fetchChunk(url);
      }
    }
    if (queue.length > 0) wake();
  };
  const wake = () => {
    if (scheduled) return;
    scheduled = true;
    opts.schedule(next);
  };
  return (routePath) => {
    if (!opts.allowed() || asked.has(routePath)) return false;
    asked.add(routePath);
    queue.push(routePath);
    wake();
    return true;
  };
}
