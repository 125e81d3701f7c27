/**
 * Docusaurus internals in the browser, behind one door (habit 14). Nothing else in src/ imports
 * `@generated/*`, `@docusaurus/theme-common/internal`, `window.docusaurus` or the bundler's runtime:
 * when a Docusaurus upgrade changes one of them, this file (and build.ts) is what changes, and the tests
 * that read a real build (tests/e2e/docusaurus-internals.e2e.ts) and the canary (`npm run canary`) say so.
 */
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {chainChunkNames, matchPageRoute, matchRouteChain, type RouteNode} from './routes';

// The theme's mobile sidebar state, for src/theme/Navbar/MobileSidebar.
export {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const tree = routes as unknown as readonly RouteNode[];

/** The page route the client router renders for `pathname`; undefined when it renders the not-found page. */
export function pageRoute(pathname: string): RouteNode | undefined {
  return matchPageRoute(tree, pathname);
}

// Injected by Docusaurus' ChunkAssetPlugin: the URL of a bundler chunk by name.
declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined};

/** Absolute URLs of the script chunks the page at `pathname` renders from (its whole route chain). */
export function routeChunkUrls(pathname: string): string[] {
  const gca = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.gca;
  if (!gca) return [];
  const names = chainChunkNames(matchRouteChain(tree, pathname), routesChunkNames as Record<string, unknown>);
  return names.flatMap((name) => {
    const url = gca(name);
    // Chunks merged into others come back as "...undefined...": nothing to fetch.
    return url && !url.includes('undefined') ? [new URL(url, window.location.href).href] : [];
  });
}

type Docusaurus = {prefetch: (routePath: string) => unknown; preload: (routePath: string) => unknown};

/**
 * Replaces Docusaurus' link prefetching and preloading (`window.docusaurus`, which `<Link>` calls when a
 * link scrolls into view or is hovered) once, before any link reports. Returns false until Docusaurus has
 * set it (it does just before the first render), so the caller tries again on the next route update.
 */
let replaced = false;
export function replaceLinkLoading(make: (original: Docusaurus) => Docusaurus): boolean {
  const w = window as unknown as {docusaurus?: Docusaurus};
  if (replaced) return true;
  if (!w.docusaurus) return false;
  w.docusaurus = make(w.docusaurus);
  replaced = true;
  return true;
}

type Preload = () => Promise<unknown>;
type LoadableRoute = RouteNode & {component?: {preload?: Preload}; routes?: readonly LoadableRoute[]};

/**
 * First load: a page whose route chunk fails to load (blocked, offline, replaced by a new deployment) still
 * becomes the app, and the route that failed shows the theme's `Loading` error with its Retry button.
 * Docusaurus preloads every route chunk of the page before it hydrates, and never hydrates when one fails:
 * the server-rendered page then stays inert and the failure reaches only the console. Until the page has
 * hydrated, each route component's `preload` (react-loadable's, on the generated route tree) settles even
 * when its chunk fails; the component keeps the error and renders it. Later client-side navigations keep
 * Docusaurus' own handling (a failed chunk reloads the page, which lands here).
 */
export function hydrateDespiteFailedChunks(): void {
  const hydrated = () => document.documentElement.getAttribute('data-has-hydrated') === 'true';
  const visit = (list: readonly LoadableRoute[]) => {
    for (const route of list) {
      const component = route.component;
      const preload = component?.preload;
      if (component && preload) {
        component.preload = () =>
          hydrated()
            ? preload()
            : preload().catch((error: unknown) => {
                console.error('A part of this page could not be loaded:', error);
              });
      }
      if (route.routes) visit(route.routes);
    }
  };
  visit(tree as readonly LoadableRoute[]);
}
