/**
 * Replaced: registers no Prism languages in the browser. Code is highlighted at build time
 * (plugins/code-highlight), and Prism itself is kept out of the bundle (no-client-prism.ts).
 */
export default function prismIncludeLanguages(): void {}
