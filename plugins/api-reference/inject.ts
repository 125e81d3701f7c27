/**
 * After the build: writes each API's fragments into the pages that hold its placeholders, and
 * checks every link inside the fragments (the build's own link checker does not see them).
 * Pure string work over the built HTML, unit-tested without a build.
 */
import {FRAGMENT_ATTRIBUTE} from '../../src/shared/api-reference';

// The built HTML is minified: attribute values may be unquoted.
const PLACEHOLDER = new RegExp(
  `(<div[^>]*\\s${FRAGMENT_ATTRIBUTE}=(?:"([^":]+):(\\d+)"|([^\\s">:]+):(\\d+))[^>]*>)(</div>)`,
  'g',
);

/** Fills empty fragment placeholders of `apis` in one page; returns the page and what it filled. */
export function injectFragments(
  page: string,
  fragmentsOf: (api: string) => string[] | undefined,
): {html: string; filled: string[]} {
  const filled: string[] = [];
  const html = page.replace(
    PLACEHOLDER,
    (whole, open: string, qApi?: string, qN?: string, uApi?: string, uN?: string, close = '</div>') => {
      const api = qApi ?? uApi ?? '';
      const n = qN ?? uN ?? '';
      const fragments = fragmentsOf(api);
      if (!fragments) return whole;
      const fragment = fragments[Number(n)];
      if (fragment === undefined)
        throw new Error(`page refers to fragment ${api}:${n}, but the API has ${fragments.length} fragments`);
      filled.push(`${api}:${n}`);
      return open + fragment + close;
    },
  );
  return {html, filled};
}

/** Every href in some HTML (attribute values are entity-escaped by render.ts). */
export function hrefsOf(htmlText: string): string[] {
  return [...htmlText.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

/** Every id attribute in some HTML (quoted, or unquoted as the minifier leaves them). */
export function idsOf(htmlText: string): Set<string> {
  return new Set([...htmlText.matchAll(/\sid=(?:"([^"]*)"|([^\s">]+))/g)].map((m) => m[1] ?? m[2]));
}

export interface LinkCheckInput {
  api: string;
  fragments: string[];
  /** Ids on the page that holds the reference (headings and fragment ids). */
  pageIds: Set<string>;
  /** Resolves a site path to the built page's HTML, or undefined when there is no such page or file. */
  pageAt: (pathname: string) => string | undefined;
  /** Route prefixes whose static HTML is rendered locked (no headings to check anchors against). */
  lockedPrefixes?: string[];
}

/** Broken links inside an API's fragments, as readable messages (empty when all resolve). */
export function brokenFragmentLinks({api, fragments, pageIds, pageAt, lockedPrefixes = []}: LinkCheckInput): string[] {
  const problems: string[] = [];
  fragments.forEach((fragment, n) => {
    for (const href of hrefsOf(fragment)) {
      if (/^(https?:|mailto:)/.test(href)) continue;
      const [pathname, hash] = href.split('#');
      if (pathname === '') {
        if (hash && !pageIds.has(hash))
          problems.push(`${api} fragment ${n}: link to #${hash}, but the page has no such id`);
        continue;
      }
      const target = pageAt(pathname);
      if (target === undefined) problems.push(`${api} fragment ${n}: link to ${href}, but the site has no ${pathname}`);
      else if (hash && !lockedPrefixes.some((p) => pathname.startsWith(`${p}/`)) && !idsOf(target).has(hash))
        problems.push(`${api} fragment ${n}: link to ${href}, but that page has no id "${hash}"`);
    }
  });
  return problems;
}
