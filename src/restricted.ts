/**
 * The restricted (provider) section, declared once (habit 17). Everything else derives from this:
 * the docs plugin instance and the sitemap (docusaurus.config.ts), the gate (src/gate), the API
 * references served under the prefix (openapi/site.ts), link prefetching and full page loads into the
 * section (src/docusaurus/client.ts), the restricted assets list and the host configuration
 * (plugins/restricted-section), the Markdown twins (plugins/docs-as-text), search (scripts/search-index.mjs)
 * and the tests.
 *
 * This module is imported by browser code: it holds the declaration only (what is derived from the
 * section's sidebar, such as its category pages' redirects, is computed at build time, in
 * plugins/restricted-section/redirects.ts).
 *
 * The section is a docs plugin instance of its own (`docs-provider/`, sidebar in sidebars-provider.ts):
 * its pages, sidebar, titles and descriptions then live in chunks only its own routes load, and every
 * page and file of it is served under the prefix, where a host can protect it as a whole.
 */
export const RESTRICTED = {
  /** Every page and file of the section is served under this path. */
  prefix: '/provider',
  /** The docs plugin instance (content folder `docs-<id>/`) that holds the section's pages. */
  docsPluginId: 'provider',
  /** The section's sidebar. */
  sidebar: 'provider',
  /** API references of the section: their downloads and fragments are served under the prefix only. */
  apis: ['provider'],
} as const;

/**
 * True for `prefix` itself and every path under it, case-insensitive as the client router matches: the
 * one answer to "is this path in the section?" (plugins get the prefix as an option, hence the parameter).
 */
export function isUnderPrefix(pathname: string, prefix: string): boolean {
  const p = pathname.toLowerCase();
  const q = prefix.toLowerCase();
  return p === q || p.startsWith(`${q}/`);
}

/** True for a path of the section. */
export function isRestrictedPath(pathname: string): boolean {
  return isUnderPrefix(pathname, RESTRICTED.prefix);
}

/**
 * True for a content file of the section (a page or partial under its docs instance's folder, `docs-<id>/`): build
 * steps that treat the section's pages apart read this.
 */
export function isRestrictedContentFile(file: string | undefined): boolean {
  return file !== undefined && file.split(/[\\/]/).includes(`docs-${RESTRICTED.docsPluginId}`);
}
