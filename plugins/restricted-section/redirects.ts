/**
 * Build-time derivations of the restricted section's declaration (src/restricted.ts) that need its
 * sidebar (kept out of the browser bundle).
 */
import providerSidebars from '../../sidebars-provider';
import {RESTRICTED} from '../../src/restricted';

type SidebarItem = string | {type?: string; link?: {type?: string; slug?: string}; items?: SidebarItem[]};

/** Slugs of the section's generated category pages (relative to the prefix), from its sidebar. */
function categorySlugs(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) =>
    typeof item === 'string'
      ? []
      : [
          ...(item.link?.type === 'generated-index' && item.link.slug ? [item.link.slug] : []),
          ...categorySlugs(item.items ?? []),
        ],
  );
}

/**
 * Addresses outside the prefix that the product keeps serving, each a redirect into the section: the
 * category pages were at /category/<slug> before the section moved under /provider/.
 */
export const RESTRICTED_REDIRECTS: readonly {from: string; to: string}[] = categorySlugs(
  providerSidebars[RESTRICTED.sidebar],
).map((slug) => ({from: slug, to: `${RESTRICTED.prefix}${slug}`}));
