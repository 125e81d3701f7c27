/**
 * A public page's highlighted code blocks, for server-side rendering only. This file is what the browser bundle gets
 * in place of each page's generated code module (plugins/code-highlight/plugin.ts): nothing, so a page's script never
 * carries its code. The server bundle gets the page's module (plugins/code-highlight), so the static HTML holds it.
 */
const serverCode: readonly (string | undefined)[] = [];

export default serverCode;
