/** The ids of a reference's entries and fields, read from its built HTML (shared by the Chromium and Firefox checks). */

export interface Anchors {
  operation: string[];
  webhook: string[];
  schema: string[];
  /** Fields; `folded`: inside a closed <details> (a nested level or a response); `nested`: inside a folded nested object. */
  field: {id: string; folded: boolean; nested: boolean}[];
}

export function anchorsIn(html: string): Anchors {
  const entries = (kind: string) =>
    [
      ...html.matchAll(
        new RegExp(
          `class="?api-block api-block--${kind}"?[^>]*>(?:<div class="?api-op-head"?>)?<h3[^>]*id="?([^" >]+)`,
          'g',
        ),
      ),
    ].map((m) => m[1]);
  // Fields: every <li class=api-field id=…>, folded when a closed <details> (a nested level, a response) encloses it.
  const field: Anchors['field'] = [];
  const open: {closed: boolean; nested: boolean}[] = [];
  for (const m of html.matchAll(/<details([^>]*)>|<\/details>|<li class="?api-field"? id="?([^" >]+)/g)) {
    if (m[0].startsWith('<details')) open.push({closed: !/\sopen\b/.test(m[1]), nested: /api-nested/.test(m[1])});
    else if (m[0] === '</details>') open.pop();
    else
      field.push({
        id: m[2],
        folded: open.some((d) => d.closed),
        nested: open.some((d) => d.closed && d.nested),
      });
  }
  return {operation: entries('operation'), webhook: entries('webhook'), schema: entries('schema'), field};
}
