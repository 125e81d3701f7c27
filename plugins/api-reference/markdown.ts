/** Markdown from the spec -> mdast (for page prose) or HTML (for descriptions inside components). */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toHast} from 'mdast-util-to-hast';
import {toHtml} from 'hast-util-to-html';
import {gfm} from 'micromark-extension-gfm';
import type {Element as HastElement, Root as HastRoot} from 'hast';
import type {Root, RootContent} from 'mdast';

/**
 * The site's one Markdown parser outside MDX (GitHub-flavoured: tables, strikethrough, autolinks): descriptions,
 * the changelog's entries, rules, a workflow's steps and the search records all read Markdown through it.
 */
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

const hastText = (node: HastElement | HastRoot['children'][number]): string =>
  node.type === 'text'
    ? node.value
    : 'children' in node
      ? node.children.map((c) => hastText(c as HastElement)).join('')
      : '';

/**
 * Markdown nodes -> HTML as Docusaurus renders them in a page: a heading with an id gets the
 * `anchor` class (the table of contents highlights by it), a class that keeps it clear of the
 * sticky navbar when scrolled to, and its `#` link.
 */
export function markdownNodesToHtml(nodes: RootContent[]): string {
  const tree = toHast({type: 'root', children: nodes} as Root) as HastRoot;
  const visit = (node: HastRoot | HastElement) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const id = child.properties.id;
      if (/^h[2-6]$/.test(child.tagName) && typeof id === 'string') {
        const label = `Direct link to ${hastText(child)}`;
        child.properties.className = ['anchor', 'api-anchor'];
        child.children.push({
          type: 'element',
          tagName: 'a',
          properties: {href: `#${id}`, className: ['hash-link'], ariaLabel: label, title: label, translate: 'no'},
          children: [{type: 'text', value: '\u200B'}],
        });
      } else {
        visit(child);
      }
    }
  };
  visit(tree);
  return toHtml(tree);
}

/**
 * A function of a string remembered per input: the same description (a shared parameter's, a field's of a shared
 * schema) is rendered for every operation and API that holds it. In a site build 84 % of the calls of
 * `markdownToHtml` repeat an earlier input (12,597 calls, 1,974 inputs, 2026-12-01). Emptied past `max` inputs.
 */
export function remembered(fn: (input: string) => string, max = 20_000): (input: string) => string {
  const seen = new Map<string, string>();
  return (input) => {
    let out = seen.get(input);
    if (out === undefined) {
      if (seen.size >= max) seen.clear();
      seen.set(input, (out = fn(input)));
    }
    return out;
  };
}

/** Inline-friendly HTML: a single paragraph is unwrapped. Spec text is ours, so it is trusted. */
export const markdownToHtml = remembered((markdown: string): string => {
  const html = toHtml(toHast(markdownToMdast(markdown.trim())));
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return single && !single[1].includes('<p>') ? single[1] : html;
});
