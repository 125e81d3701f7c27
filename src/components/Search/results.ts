/** Pure helpers for the Pagefind search box (unit-tested). */

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: {title?: string};
  sub_results?: PagefindSubResult[];
}
export interface SearchHit {
  key: string;
  url: string;
  page: string;
  heading?: string;
  excerpt: string;
}

/** Pagefind indexes build/x/y.html; the site serves /x/y (no trailing slash, no extension). */
export function normalizeResultUrl(url: string): string {
  const [path, hash] = url.split('#');
  let clean = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (clean.length > 1) clean = clean.replace(/\/$/, '');
  return hash ? `${clean}#${hash}` : clean;
}

/** One hit per matching section (up to `perPage` per page), page order kept. */
/** Pagefind keeps Docusaurus' zero-width hash-link character in heading titles. */
const clean = (text: string) => text.replace(/\u200b/g, '').trim();

export function toHits(pages: PagefindResultData[], perPage = 3, max = 12): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const page of pages) {
    const title = clean(page.meta.title ?? normalizeResultUrl(page.url));
    const subs = (page.sub_results ?? []).filter((s) => s.url.includes('#')).slice(0, perPage);
    if (subs.length === 0) {
      hits.push({key: page.url, url: normalizeResultUrl(page.url), page: title, excerpt: page.excerpt});
    } else {
      for (const sub of subs) {
        hits.push({
          key: sub.url,
          url: normalizeResultUrl(sub.url),
          page: title,
          heading: clean(sub.title),
          excerpt: sub.excerpt,
        });
      }
    }
    if (hits.length >= max) break;
  }
  return hits.slice(0, max);
}

/** Arrow-key movement through a list of `count` options, wrapping around. */
export function moveSelection(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current + 1 >= count ? 0 : current + 1;
  return current - 1 < 0 ? count - 1 : current - 1;
}
