/**
 * Remark plugin: replaces `<ApiReference id="..." />` in an MDX page with the compiled
 * reference for that API. Runs before Docusaurus' own plugins, so headings get ids and
 * appear in the table of contents like hand-written ones.
 */
import type {Root, RootContent} from 'mdast';
import {compileApi} from './compile';
import {DEFAULT_OPTIONS, type ApiReferenceOptions} from './options';

type JsxNode = {type: string; name?: string | null; attributes?: {type: string; name?: string; value?: unknown}[]};

export default function remarkApiReference(options: Partial<ApiReferenceOptions> = {}) {
  const resolved: ApiReferenceOptions = {...DEFAULT_OPTIONS, ...options};
  return async (tree: Root, file: {path?: string}) => {
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
    for (const {index, id} of replacements.reverse()) {
      let nodes: RootContent[];
      try {
        // Later remark plugins annotate nodes in place: give each page its own copy.
        nodes = structuredClone((await compileApi(resolved, id)).emitted.nodes);
      } catch (error) {
        throw new Error(
          `${file.path ?? 'MDX file'}: cannot build the API reference "${id}":\n${(error as Error).message}`,
        );
      }
      tree.children.splice(index, 1, ...nodes);
    }
  };
}
