/**
 * The tables of a page's tree (hast), for the rehype steps that work on tables (plugins/table-size, table-stack):
 * found in every node that has children, since a table inside a component (an admonition, a tab) is an MDX JSX
 * node's child, not an element's.
 */
import type {Element, Root} from 'hast';

type Parent = Root | {children: Root['children']};

/** Calls `fn` on each table under `node`, outermost first; a table's own children are not searched for tables. */
export function forEachTable(node: Parent, fn: (table: Element) => void): void {
  for (const child of node.children) {
    if (child.type === 'element' && child.tagName === 'table') fn(child);
    else if ('children' in child) forEachTable(child as Parent, fn);
  }
}
