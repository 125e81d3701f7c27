/**
 * Rehype plugin: inline code longer than LONG characters inside a table cell (URLs, paths, JSON)
 * gets the class `long-code`, which may wrap anywhere; shorter code (field names, statuses) never
 * wraps. Tables then fit the column without breaking `clientSecret` in two.
 */
import type {Element, Root} from 'hast';
import {NO_OPTIONS, validateStepOptions} from '../step-options';

export const LONG = 24;

function textOf(node: Element): string {
  return node.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? textOf(c) : '')).join('');
}

export default function rehypeLongCode(options?: unknown) {
  validateStepOptions('rehypeLongCode', NO_OPTIONS, options);
  return (tree: Root) => {
    const visit = (node: Root | Element, inCell: boolean) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        const cell = inCell || child.tagName === 'td' || child.tagName === 'th';
        if (cell && child.tagName === 'code' && textOf(child).length > LONG) {
          const existing = child.properties?.className;
          child.properties = {
            ...child.properties,
            className: [...(Array.isArray(existing) ? existing : []), 'long-code'],
          };
        }
        visit(child, cell);
      }
    };
    visit(tree, false);
  };
}
