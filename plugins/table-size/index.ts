/**
 * Rehype plugin: every table of a Markdown page gets its row count as `--table-rows` (style), the height
 * src/css/custom.css reserves for it while it is off screen. Tables are skipped by the browser until they come
 * near the viewport (`content-visibility: auto`): they were most of the first layout of a long page rendered at
 * once (the provider overview, whose HTML holds nothing until the gate unlocks, and its 26 tables).
 */
import type {Element, Root} from 'hast';
import {NO_OPTIONS, validateStepOptions} from '../step-options';
import {forEachTable} from '../hast-tables';

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
  return (tree: Root) =>
    forEachTable(tree, (table) => {
      const existing =
        typeof table.properties?.style === 'string' ? `${table.properties.style.replace(/;?\s*$/, '')};` : '';
      table.properties = {...table.properties, style: `${existing}${TABLE_ROWS_PROPERTY}:${rowCount(table)}`};
    });
}
