/**
 * The links inside a reference's fragments, checked after the build (Docusaurus' own link checker sees
 * only `<Link>`s and headings, not the fragments' HTML). A fragment's own links and ids come from the
 * compiler's output (`fragmentTargets`, at compile time: parsed, not matched by pattern); the pages
 * they point at are Docusaurus' output, read from the build (`idsOfPage`). Pure, unit-tested.
 */
import {parse, parseFragment, type DefaultTreeAdapterMap} from 'parse5';
import {linkProblem, type LinkTargets} from './description-links';

type Node = DefaultTreeAdapterMap['node'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** What the fragments of one reference link to and which ids they hold. */
export interface FragmentTargets {
  /** Every `href` of an `<a>` or `<area>`, with the fragment it is in. */
  links: {fragment: number; href: string}[];
  /** Every `id` in the fragments. */
  ids: string[];
}

function walk(node: ParentNode, visit: (element: DefaultTreeAdapterMap['element']) => void): void {
  const children: Node[] =
    node.nodeName === 'template' ? (node as DefaultTreeAdapterMap['template']).content.childNodes : node.childNodes;
  for (const child of children) {
    if (!('tagName' in child)) continue;
    visit(child);
    walk(child, visit);
  }
}

/** The links and ids of an API's fragments (their HTML as the compiler wrote it). */
export function fragmentTargets(fragments: readonly string[]): FragmentTargets {
  const links: FragmentTargets['links'] = [];
  const ids: string[] = [];
  fragments.forEach((html, fragment) => {
    walk(parseFragment(html), (element) => {
      for (const {name, value} of element.attrs) {
        if (name === 'id') ids.push(value);
        else if (name === 'href' && (element.tagName === 'a' || element.tagName === 'area'))
          links.push({fragment, href: value});
      }
    });
  });
  return {links, ids};
}

/** Every id of a built page (its headings, the fragments it holds, anything Docusaurus rendered). */
export function idsOfPage(html: string): Set<string> {
  const ids = new Set<string>();
  walk(parse(html), (element) => {
    const id = element.attrs.find((a) => a.name === 'id')?.value;
    if (id !== undefined) ids.add(id);
  });
  return ids;
}

/** Broken links inside an API's fragments, as readable messages (empty when all resolve). */
export function brokenFragmentLinks(api: string, links: FragmentTargets['links'], targets: LinkTargets): string[] {
  return links.flatMap(({fragment, href}) => {
    const problem = linkProblem(href, `${api} fragment ${fragment}: link to ${href}`, targets, 'the page');
    return problem ? [problem] : [];
  });
}
