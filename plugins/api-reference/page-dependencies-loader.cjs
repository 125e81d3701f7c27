/**
 * Bundler loader, run after Docusaurus' MDX loader on every Markdown/MDX module: declares the files the
 * page's API references were compiled from (recorded by remark.ts, see page-dependencies.ts) as
 * dependencies of the page, so editing a spec rebuilds the pages that embed it. It leaves the code as it is.
 */
const KEY = Symbol.for('fernpay.api-reference.page-dependencies');

module.exports = function pageDependenciesLoader(source, map, meta) {
  const recorded = globalThis[KEY]?.get(this.resourcePath) ?? [];
  for (const file of recorded) this.addDependency(file);
  this.callback(null, source, map, meta);
};
