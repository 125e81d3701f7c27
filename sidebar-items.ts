/**
 * Building blocks of the sidebars (sidebars.ts, sidebars-provider.ts). A separate module: Docusaurus reads
 * every export of a sidebars file as a sidebar.
 */

export type Category = {
  type: 'category';
  label: string;
  collapsed: boolean;
  link?: {type: 'generated-index'; slug: string; title: string; description: string};
  items: Item[];
};
/** A link to a doc of another sidebar, without making that sidebar the doc's own. */
export type Ref = {type: 'ref'; id: string};
export type Item = string | Category | Ref;

/** A category with a generated index page at /category/<slug>. */
export function indexed(label: string, slug: string, description: string, items: Item[]): Item {
  return {
    type: 'category',
    label,
    collapsed: false,
    link: {type: 'generated-index', slug: `/category/${slug}`, title: label, description},
    items,
  };
}

/** A category without an index page (its first item is the entry point). */
export function group(label: string, items: Item[]): Item {
  return {type: 'category', label, collapsed: false, items};
}

/** A link to a doc that lives in another sidebar (the doc keeps showing its own sidebar). */
export function ref(id: string): Ref {
  return {type: 'ref', id};
}
