/**
 * Remark plugin: replaces `<ApiReference id="..." />` in an MDX page with the compiled
 * reference for that API. Runs before Docusaurus' own plugins, so headings get ids and appear in the
 * table of contents like hand-written ones (their entries' method badges: src/docusaurus/toc-badges.ts).
 */
import type {Root, RootContent} from 'mdast';
import {compileApi, specFiles} from './compile';
import {configPath, schema, type ApiReferenceOptions} from './options';
import {validateStepOptions} from '../step-options';
import {recordPageDependencies} from './page-dependencies';
import type {TocBadge} from '../../src/docusaurus/toc-badges';

type JsxNode = {type: string; name?: string | null; attributes?: {type: string; name?: string; value?: unknown}[]};

export default function remarkApiReference(options: Partial<ApiReferenceOptions> = {}) {
  const resolved: ApiReferenceOptions = validateStepOptions('remarkApiReference', schema, options);
  return async (tree: Root, file: {path?: string; data: {tocBadges?: TocBadge[]}}) => {
    const replacements: {index: number; id: string}[] = [];
    tree.children.forEach((node, index) => {
      const jsxNode = node as JsxNode;
      if (jsxNode.type !== 'mdxJsxFlowElement' || jsxNode.name !== 'ApiReference') return;
      const idAttr = jsxNode.attributes?.find((a) => a.name === 'id');
      if (!idAttr || typeof idAttr.value !== 'string') {
        throw new Error(
          `${file.path ?? 'MDX file'}: <ApiReference> needs a literal id, e.g. <ApiReference id="partner-single-payments" />`,
        );
      }
      replacements.push({index, id: idAttr.value});
    });
    // The files this page is built from, declared to the bundler (page-dependencies.ts).
    const dependencies = new Set<string>();
    try {
      for (const {index, id} of replacements.reverse()) {
        let nodes: RootContent[];
        try {
          const compiled = await compileApi(resolved, id);
          for (const f of [...compiled.files, configPath(resolved)]) dependencies.add(f);
          // Later remark plugins annotate nodes in place: give each page its own copy.
          nodes = structuredClone(compiled.emitted.nodes);
          file.data.tocBadges = [...(file.data.tocBadges ?? []), ...compiled.emitted.tocBadges];
        } catch (error) {
          // A failed compile names no files: depend on every spec file, so a fix rebuilds the page.
          for (const f of await specFiles(resolved)) dependencies.add(f);
          throw new Error(
            `${file.path ?? 'MDX file'}: cannot build the API reference "${id}":\n${(error as Error).message}`,
            {cause: error},
          );
        }
        tree.children.splice(index, 1, ...nodes);
      }
    } finally {
      if (file.path) recordPageDependencies(file.path, dependencies);
    }
  };
}
