/**
 * Rehype plugin: every table of a Markdown page gets its row count as `--table-rows` (style), the height
 * src/css/custom.css reserves for it while it is off screen. Tables are skipped by the browser until they come
 * near the viewport (`content-visibility: auto`): they were most of the first layout of a long page rendered at
 * once (the provider overview, whose HTML holds nothing until the gate unlocks, and its 26 tables).
 */
import type {Element, Root} from 'hast';

type Parent = Root | {children: Root['children']};
import {NO_OPTIONS, validateStepOptions} from '../step-options';

/** The custom property that holds a table's row count. */
export const TABLE_ROWS_PROPERTY = '--table-rows';

/** Rows of a table: its `tr` elements, however deep (thead, tbody). */
export function rowCount(node: Element): number {
  let rows = 0;
  for (const child of node.children)
    if (child.type === 'element') rows += (child.tagName === 'tr' ? 1 : 0) + rowCount(child);
  return rows;
}

export default function rehypeTableSize(options?: unknown) {
  validateStepOptions('rehypeTableSize', NO_OPTIONS, options);
  return (tree: Root) => {
    // Into every node that has children: a table inside a component (an admonition, a tab) is an MDX JSX node's child.
    const visit = (node: Parent) => {
      for (const child of node.children) {
        if (!('children' in child)) continue;
        if (child.type === 'element' && child.tagName === 'table') {
          const existing =
            typeof child.properties?.style === 'string' ? `${child.properties.style.replace(/;?\s*$/, '')};` : '';
          child.properties = {...child.properties, style: `${existing}${TABLE_ROWS_PROPERTY}:${rowCount(child)}`};
        }
        visit(child as Parent);
      }
    };
    visit(tree);
  };
}
