/**
 * Rehype plugin: GFM task lists (`- [ ] step`) render an unlabelled, disabled checkbox, which
 * screen readers announce as "checkbox" with no name (axe: label). Wrap the checkbox and the
 * item's text in a <label>, so each box is named by its own step.
 */
import type {Element, ElementContent, Root} from 'hast';
import {NO_OPTIONS, validateStepOptions} from '../step-options';

function isCheckbox(node: ElementContent): node is Element {
  return node.type === 'element' && node.tagName === 'input' && node.properties?.type === 'checkbox';
}

/** Wraps the children of the element that holds a task checkbox (the <li>, or its first <p>). */
function labelHolder(holder: Element): void {
  const at = holder.children.findIndex(isCheckbox);
  if (at === -1) return;
  // Phrasing content only: stop at the first nested list or block.
  const end = holder.children.findIndex(
    (c, i) => i > at && c.type === 'element' && ['ul', 'ol', 'p', 'div', 'pre', 'table'].includes(c.tagName),
  );
  const inline = holder.children.slice(at, end === -1 ? undefined : end);
  const label: Element = {type: 'element', tagName: 'label', properties: {}, children: inline};
  holder.children.splice(at, inline.length, label);
}

export default function rehypeTaskListLabels(options?: unknown) {
  validateStepOptions('rehypeTaskListLabels', NO_OPTIONS, options);
  return (tree: Root) => {
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        const classes = child.properties?.className;
        if (child.tagName === 'li' && Array.isArray(classes) && classes.includes('task-list-item')) {
          const first = child.children.find((c): c is Element => c.type === 'element');
          labelHolder(first && first.tagName === 'p' ? first : child);
        }
        visit(child);
      }
    };
    visit(tree);
  };
}
