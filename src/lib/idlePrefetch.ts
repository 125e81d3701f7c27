/**
 * The pure part of the site's link prefetching (src/clientModules/links.ts): a queue that prefetches one
 * route per idle period, each chunk once. Which chunks a route needs comes from src/docusaurus.
 */
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
