/**
 * Remark plugin: every fenced code block becomes <StaticCode> with HTML highlighted at build
 * time (mermaid blocks are left to plugins/mermaid-svg, which runs first).
 */
import type {Code, Root} from 'mdast';
import {highlightToHtml, normalizeLanguage} from './highlight';
import {NO_OPTIONS, validateStepOptions} from '../step-options';

/** `title="Example"` in the code fence's meta string. */
export function titleFromMeta(meta: string | null | undefined): string | undefined {
  return meta
    ? /title=(?:"([^"]*)"|'([^']*)'|(\S+))/
        .exec(meta)
        ?.slice(1)
        .find((x) => x !== undefined)
    : undefined;
}

export default function remarkStaticCode(options?: unknown) {
  validateStepOptions('remarkStaticCode', NO_OPTIONS, options);
  return async (tree: Root) => {
    const {visit} = await import('unist-util-visit');
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined || node.lang === 'mermaid') return;
      const title = titleFromMeta(node.meta);
      parent.children.splice(index, 1, {
        type: 'mdxJsxFlowElement',
        name: 'StaticCode',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'language', value: normalizeLanguage(node.lang)},
          {type: 'mdxJsxAttribute', name: 'html', value: highlightToHtml(node.value, node.lang)},
          ...(title ? [{type: 'mdxJsxAttribute', name: 'title', value: title}] : []),
        ],
        children: [],
      } as never);
    });
  };
}
