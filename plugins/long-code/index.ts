/**
 * Rehype plugin: inline code longer than LONG characters inside a table cell (URLs, paths, JSON)
 * gets the class `long-code`, which may wrap anywhere; shorter code (field names, statuses) never
 * wraps. Tables then fit the column without breaking `clientSecret` in two.
 */
import type {Element, Root} from 'hast';
import {NO_OPTIONS, validateStepOptions} from '../step-options';
import {textOf, type Parent} from '../hast-tables';

export const LONG = 24;

/**
 * Marks the long inline code of every table cell under `node`, descending into every node that has children (a
 * table inside a component is an MDX JSX node's child). Also used by the API reference's renderer for its own tables.
 */
export function markLongCode(node: Parent | Element, inCell = false): void {
  for (const child of node.children) {
    if (!('children' in child)) continue;
    const element = child.type === 'element' ? child : undefined;
    const cell = inCell || element?.tagName === 'td' || element?.tagName === 'th';
    if (element && cell && element.tagName === 'code' && textOf(element).length > LONG) {
      const existing = element.properties?.className;
      element.properties = {
        ...element.properties,
        className: [...(Array.isArray(existing) ? existing : []), 'long-code'],
      };
    }
    markLongCode(child as Parent, cell);
  }
}

export default function rehypeLongCode(options?: unknown) {
  validateStepOptions('rehypeLongCode', NO_OPTIONS, options);
  return (tree: Root) => markLongCode(tree);
}
