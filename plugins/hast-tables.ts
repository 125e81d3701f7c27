/**
 * The tables of a page's tree (hast), for the rehype steps that work on tables (plugins/table-size, table-stack,
 * long-code): found in every node that has children, since a table inside a component (an admonition, a tab) is an
 * MDX JSX node's child, not an element's.
 */
import type {Element, ElementContent, Root} from 'hast';

/** A node with children: the root, an element or an MDX JSX node. */
export type Parent = Root | {children: Root['children']};

/** The text of a node, as a reader sees it (code and links included). */
export function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** Calls `fn` on each table under `node`, outermost first; a table's own children are not searched for tables. */
export function forEachTable(node: Parent, fn: (table: Element) => void): void {
  for (const child of node.children) {
    if (child.type === 'element' && child.tagName === 'table') fn(child);
    else if ('children' in child) forEachTable(child as Parent, fn);
  }
}
