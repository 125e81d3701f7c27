/**
 * The public references' fragments, by API id, for server-side rendering only. This file is what the
 * browser bundle gets: nothing (a reference's JS is its placeholders; the HTML comes with the page or is
 * fetched). The server bundle gets the module the api-reference plugin generates instead
 * (plugins/api-reference/server-fragments.ts swaps it in), so the static HTML of a public page holds its
 * reference, rendered by React like the rest of the page. Restricted references are never in it.
 */
const serverFragments: Readonly<Record<string, readonly string[] | undefined>> = {};

export default serverFragments;
