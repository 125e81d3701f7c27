/**
 * Link prefetching, as Docusaurus does it but cheaper. Docusaurus prefetches a page's chunks as
 * soon as a link to it scrolls into view: every link seen in a frame is handled in one task, and
 * each route appends a <link rel=prefetch> for every chunk of its route chain, including the docs
 * layout chunks the current page has already loaded (again for each route). Five links at the top
 * of the provider reference made 35 such elements in a task of 15-27 ms.
 *
 * Here a route asked for is queued, and each idle period prefetches one route's chunks that are
 * neither loaded nor prefetched yet (usually one: the page itself). Data saver and 2G still turn
 * prefetching off, and hover and navigation still load at once (preload is untouched).
 */
import type {ClientModule} from '@docusaurus/types';
import type {RouteConfig} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {idlePrefetcher, routeChunkNames} from '@site/src/lib/idlePrefetch';

// Injected by Docusaurus' ChunkAssetPlugin: the URL of a webpack chunk by name.
declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined};

type Docusaurus = {prefetch: (routePath: string) => unknown; preload: (routePath: string) => unknown};

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

function chunkUrls(routePath: string): string[] {
  const gca = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.gca;
  if (!gca) return [];
  return routeChunkNames(routePath, routesChunkNames, routes as RouteConfig[]).flatMap((name) => {
    const url = gca(name);
    // Chunks merged into others come back as "...undefined...": nothing to fetch.
    return url && !url.includes('undefined') ? [absolute(url)] : [];
  });
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

let installed = false;

const clientModule: ClientModule = {
  // window.docusaurus is set (frozen) just before the first render: replace it once, before any link reports.
  onRouteDidUpdate() {
    if (installed) return;
    const w = window as unknown as {docusaurus?: Docusaurus};
    if (!w.docusaurus) return;
    installed = true;
    const prefetch = idlePrefetcher({
      chunksOf: chunkUrls,
      fetchChunk: prefetchLink,
      known: knownUrls,
      schedule: idle,
      allowed: () => !slowConnection(),
    });
    w.docusaurus = {...w.docusaurus, prefetch};
  },
};

export default clientModule;
