/**
 * Rehype plugin, for the restricted section's pages only (`isRestrictedContentFile`; a public page's HTML holds its
 * content and is left as it is): everything from a page's first `##` heading that follows some
 * content (its introduction) to its end is wrapped in `<LaterSections>` (src/gate/LaterSections.tsx). A restricted
 * page's HTML holds nothing, so its whole content is drawn by React when the gate unlocks; the gate draws the
 * introduction first and the later sections just after that first paint (src/gate/ProviderGate.tsx), so a long page
 * (the provider overview: three walkthroughs, 26 tables) shows its first screen without rendering, styling and laying
 * out everything below it first. Import and export statements stay at the top level, where MDX needs them.
 */
import type {Root, RootContent} from 'hast';
import type {VFile} from 'vfile';
import {isRestrictedContentFile} from '../../src/restricted';
import {NO_OPTIONS, validateStepOptions} from '../step-options';

/** The component that wraps the later sections (registered in src/theme/MDXComponents). */
export const LATER_SECTIONS = 'LaterSections';

/** Whitespace between blocks, or an ESM statement: nothing a reader sees. */
const invisible = (node: RootContent) =>
  (node.type === 'text' && node.value.trim() === '') || (node.type as string) === 'mdxjsEsm';

export default function rehypeLaterSections(options?: unknown) {
  validateStepOptions('rehypeLaterSections', NO_OPTIONS, options);
  return (tree: Root, file?: VFile) => {
    if (!isRestrictedContentFile(file?.path)) return;
    const nodes = tree.children;
    const firstContent = nodes.findIndex((node) => !invisible(node));
    const split = nodes.findIndex((node, i) => i > firstContent && node.type === 'element' && node.tagName === 'h2');
    if (firstContent < 0 || split < 0) return;
    const later = nodes.slice(split);
    const esm = later.filter((node) => (node.type as string) === 'mdxjsEsm');
    const wrapper = {
      type: 'mdxJsxFlowElement',
      name: LATER_SECTIONS,
      attributes: [],
      children: later.filter((node) => (node.type as string) !== 'mdxjsEsm'),
      data: {_mdxExplicitJsx: true},
    } as unknown as RootContent;
    tree.children = [...nodes.slice(0, split), wrapper, ...esm];
  };
}
