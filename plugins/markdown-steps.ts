/**
 * The remark and rehype steps every content plugin (docs, the restricted docs instance, pages) runs, in
 * order: API references and diagrams are expanded before code blocks are highlighted; remarkRules after
 * remarkApiReference (the latter resets the page's recorded dependencies, the former adds to them);
 * remarkTocBadges after Docusaurus' own steps (it edits the table of contents their toc step exports).
 * Each step validates its options (step-options.ts); tests/unit/step-options.test.ts gives every step
 * listed here a bad option and expects it to fail naming itself, so a new step cannot skip validation.
 */
import remarkApiReference from './api-reference/remark';
import type {ApiReferenceOptions} from './api-reference/options';
import remarkMermaidSvg from './mermaid-svg';
import remarkStaticCode from './code-highlight';
import rehypeTaskListLabels from './task-list-labels';
import rehypeLongCode from './long-code';
import rehypeTableSize from './table-size';
import rehypeTableStack from './table-stack';
import rehypeLaterSections from './later-sections';
import remarkRules from './rules';
import remarkTocBadges from '../src/docusaurus/toc-badges';

/** A step as Docusaurus takes it: the plugin, or the plugin and its options. */
export type MarkdownStep = ((options?: never) => unknown) | [(options?: never) => unknown, unknown];

/**
 * `root`: the site's folder, holding `arazzo/` (`<WorkflowSteps>`) and `.docusaurus/` (the pages' generated code
 * modules, plugins/code-highlight); the working directory by default.
 */
export function markdownSteps(
  apiReference: ApiReferenceOptions,
  root?: string,
): {
  beforeDefaultRemarkPlugins: MarkdownStep[];
  remarkPlugins: MarkdownStep[];
  rehypePlugins: MarkdownStep[];
} {
  return {
    beforeDefaultRemarkPlugins: [
      [remarkApiReference, apiReference],
      [remarkRules, {apiReference, ...(root ? {root} : {})}],
      remarkMermaidSvg,
      [remarkStaticCode, root ? {root} : {}],
    ],
    remarkPlugins: [remarkTocBadges],
    rehypePlugins: [rehypeTaskListLabels, rehypeLongCode, rehypeTableSize, rehypeTableStack, rehypeLaterSections],
  };
}
