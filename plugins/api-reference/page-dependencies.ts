/**
 * Every file an API reference page is compiled from is a dependency of that page's module, so the
 * bundler rebuilds the page when one of them changes: in `npm start` (its watcher) and in a warm
 * `npm run build` (its persistent cache) alike.
 *
 * The remark step (remark.ts) compiles the APIs a page embeds and records, under the page's file path,
 * the files it read. `page-dependencies-loader.cjs`, which the plugin (index.ts) puts after Docusaurus'
 * MDX loader for every Markdown/MDX module, declares them with `this.addDependency`. The two run in one
 * process but are loaded by different module systems (the site config's TypeScript loader and the
 * bundler's `require`), so they meet in one registry on `globalThis`, under this key.
 */
import path from 'node:path';

export const PAGE_DEPENDENCIES_KEY = 'fernpay.api-reference.page-dependencies';

type Registry = Map<string, readonly string[]>;

function registry(): Registry {
  const store = globalThis as unknown as Record<symbol, Registry | undefined>;
  const key = Symbol.for(PAGE_DEPENDENCIES_KEY);
  return (store[key] ??= new Map());
}

/** Records the files `page` was built from (replacing what an earlier compile of the page recorded). */
export function recordPageDependencies(page: string, files: Iterable<string>): void {
  registry().set(page, [...new Set(files)].sort());
}

/** Adds files to what `page` was built from (a later remark step of the same compile, such as plugins/rules). */
export function addPageDependencies(page: string, files: Iterable<string>): void {
  registry().set(page, [...new Set([...(registry().get(page) ?? []), ...files])].sort());
}

/** Absolute path of the loader that declares the recorded files (used by the plugin's webpack rule). */
export const PAGE_DEPENDENCIES_LOADER = path.join(__dirname, 'page-dependencies-loader.cjs');
