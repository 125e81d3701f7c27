/**
 * How links load the pages they point to (a client module, installed once for the site's lifetime).
 *
 * 1. Prefetching, as Docusaurus does it but cheaper. Docusaurus prefetches a page's chunks as soon as a
 *    link to it scrolls into view: every link seen in a frame is handled in one task, and each route
 *    appends a <link rel=prefetch> for every chunk of its route chain, including the docs layout chunks
 *    the current page has already loaded (again for each route). Five links at the top of the provider
 *    reference made 35 such elements in a task of 15-27 ms. Here a route asked for is queued, and each
 *    idle period prefetches one route's chunks that are neither loaded nor prefetched yet. Data saver
 *    and 2G still turn prefetching off.
 * 2. The restricted section (src/restricted.ts) from outside it: its chunks are never prefetched or
 *    preloaded, and following a link into it is a full page load, so a host that protects the section
 *    (HTTP authentication) asks for credentials instead of failing a chunk request inside the app.
 *
 * Docusaurus' own hooks (`window.docusaurus`, the bundler's chunk URLs) are reached through
 * src/docusaurus/client.ts only.
 */
import type {ClientModule} from '@docusaurus/types';
import {replaceLinkLoading, routeChunkUrls} from '@site/src/docusaurus/client';
import {idlePrefetcher} from '@site/src/lib/idlePrefetch';
import {isRestrictedPath} from '@site/src/restricted';

const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * Files the page already has: everything fetched so far (webpack removes a chunk's <script> once it
 * ran, but Resource Timing keeps it) and the prefetch or preload links in the document.
 */
function knownUrls(): string[] {
  const links = Array.from(document.querySelectorAll('link[href][rel~="prefetch"], link[href][rel~="preload"]'), (el) =>
    absolute(el.getAttribute('href') ?? ''),
  );
  return [...performance.getEntriesByType('resource').map((entry) => entry.name), ...links];
}

function prefetchLink(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

const idle = (run: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, {timeout: 2000});
  else window.setTimeout(run, 50);
};

const slowConnection = (): boolean => {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

/** True when `routePath` is in the restricted section and the reader is outside it. */
const walledOff = (routePath: string): boolean =>
  isRestrictedPath(new URL(routePath, window.location.href).pathname) && !isRestrictedPath(window.location.pathname);

/**
 * A click on a link into the restricted section, from a page outside it: the browser follows it (a full
 * page load) instead of the client router. Runs in the capture phase, before React's own listener.
 */
function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  if (walledOff(link.pathname)) event.stopPropagation();
}

const clientModule: ClientModule = {
  // window.docusaurus is set just before the first render: replace it once, before any link reports.
  onRouteDidUpdate() {
    const installed = replaceLinkLoading((original) => {
      const prefetch = idlePrefetcher({
        chunksOf: routeChunkUrls,
        fetchChunk: prefetchLink,
        known: knownUrls,
        schedule: idle,
        allowed: () => !slowConnection(),
      });
      return {
        prefetch: (routePath) => !walledOff(routePath) && prefetch(routePath),
        // A preload on hover that fails is not an error of this page: the navigation, if the reader clicks,
        // loads the route again and handles a failure (src/clientModules/loading.ts).
        preload: (routePath) =>
          walledOff(routePath)
            ? Promise.resolve()
            : Promise.resolve(original.preload(routePath)).catch(() => undefined),
      };
    });
    if (installed && !listening) {
      listening = true;
      document.addEventListener('click', onClick, true);
    }
  },
};
let listening = false;

export default clientModule;
