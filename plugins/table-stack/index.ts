/**
 * Rehype plugin: a Markdown table of STACK_MIN_COLUMNS or more columns can be read on a phone. Each body cell gets
 * its column's heading as `data-label`, and the table the class STACK_CLASS; below the phone breakpoint
 * src/css/custom.css shows each row as a block of `heading: value` lines instead of columns that scroll sideways
 * (at 390 px the last column of a three-column table, usually the one that says what to do, was cut at the screen's
 * edge). The table keeps its semantics when its display changes: the plugin gives its elements their ARIA roles
 * (table, rowgroup, row, columnheader, cell), which browsers drop with a table's display otherwise.
 * Narrower tables (two columns: a name and its meaning) fit as they are.
 */
import type {Element, Root} from 'hast';

import {NO_OPTIONS, validateStepOptions} from '../step-options';
import {forEachTable, textOf} from '../hast-tables';
import {STACK_CLASS, STACK_MIN_COLUMNS} from '../../src/shared/table-stack';

export {STACK_CLASS, STACK_MIN_COLUMNS};

const elements = (node: Element, tag?: string): Element[] =>
  node.children.filter((c): c is Element => c.type === 'element' && (!tag || c.tagName === tag));

/** The rows of a table's section (thead, tbody) or of the table itself. */
function rowsOf(node: Element): Element[] {
  return elements(node).flatMap((c) =>
    c.tagName === 'tr' ? [c] : ['thead', 'tbody', 'tfoot'].includes(c.tagName) ? rowsOf(c) : [],
  );
}

function withRole(node: Element, role: string): void {
  node.properties = {...node.properties, role};
}

/** Labels the cells of one table and marks it, when it has a heading row of enough named columns. */
export function stackTable(table: Element): boolean {
  const head = elements(table, 'thead')[0];
  const headRow = head ? elements(head, 'tr')[0] : undefined;
  if (!headRow) return false;
  const labels = elements(headRow).map((th) => textOf(th).replace(/\s+/g, ' ').trim());
  if (labels.length < STACK_MIN_COLUMNS || labels.some((l) => !l)) return false;
  const existing = table.properties?.className;
  const classes = Array.isArray(existing) ? existing.map(String) : typeof existing === 'string' ? [existing] : [];
  table.properties = {...table.properties, className: [...classes, STACK_CLASS]};
  withRole(table, 'table');
  for (const section of elements(table))
    if (['thead', 'tbody', 'tfoot'].includes(section.tagName)) withRole(section, 'rowgroup');
  for (const row of rowsOf(table)) {
    withRole(row, 'row');
    elements(row).forEach((cell, i) => {
      if (cell.tagName === 'th') withRole(cell, 'columnheader');
      else if (cell.tagName === 'td') {
        withRole(cell, 'cell');
        if (labels[i]) cell.properties = {...cell.properties, dataLabel: labels[i]};
      }
    });
  }
  return true;
}

export default function rehypeTableStack(options?: unknown) {
  validateStepOptions('rehypeTableStack', NO_OPTIONS, options);
  return (tree: Root) => forEachTable(tree, stackTable);
}
