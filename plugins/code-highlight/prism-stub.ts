/**
 * What the site's bundles get for `prism-react-renderer` (see no-client-prism.ts): nothing on the
 * page highlights code at run time. A component that tries to fails loudly instead of silently.
 */
export const Prism = {languages: {}};
export const themes = {};
export function Highlight(): never {
  throw new Error('Run-time highlighting is disabled: code is highlighted at build time (plugins/code-highlight).');
}
