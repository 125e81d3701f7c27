/** Shared by the docs-as-text plugin (build time) and the copy button (run time). */

/** Path of a page's Markdown twin: the page path plus `.md`; the home page's is `/index.md`. */
export function twinPath(permalink: string): string {
  const clean = permalink.replace(/\/+$/, '');
  return clean === '' ? '/index.md' : `${clean}.md`;
}
