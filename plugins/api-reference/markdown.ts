/** Markdown from the spec -> mdast (for page prose) or HTML (for descriptions inside components). */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toHast} from 'mdast-util-to-hast';
import {toHtml} from 'hast-util-to-html';
import {gfm} from 'micromark-extension-gfm';
import type {Root, RootContent} from 'mdast';

export function markdownToMdast(markdown: string): Root {
  return fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
}

/** Parses Markdown and pushes its headings below `minDepth` so they nest under the caller's heading. */
export function markdownBlocks(markdown: string, minDepth: number): RootContent[] {
  const root = markdownToMdast(markdown);
  const shift = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'heading' && node.depth < minDepth) node.depth = Math.min(6, minDepth) as 1 | 2 | 3 | 4 | 5 | 6;
      if ('children' in node) shift(node.children as RootContent[]);
    }
  };
  shift(root.children);
  return root.children;
}

/** Inline-friendly HTML: a single paragraph is unwrapped. Spec text is ours, so it is trusted. */
export function markdownToHtml(markdown: string): string {
  const html = toHtml(toHast(markdownToMdast(markdown.trim())));
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return single && !single[1].includes('<p>') ? single[1] : html;
}
