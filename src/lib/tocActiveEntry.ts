/**
 * Keeps the table of contents' active entry in view. Docusaurus marks the entry of the section being
 * read with a class as the reader scrolls, but its list scrolls on its own (it is as tall as the
 * viewport at most): on a long page the active entry went below the list's fold. This watches for the
 * class and scrolls the list (never the page) so the entry is in its upper third. Returns the cleanup.
 */
const ACTIVE = 'table-of-contents__link--active';
const LIST = '.theme-doc-toc-desktop';

/** Scrolls the entry's list so the entry is visible; nothing when it already is, or the list does not scroll. */
export function revealEntry(link: Element): void {
  const list = link.closest(LIST);
  if (!(list instanceof HTMLElement) || list.scrollHeight <= list.clientHeight) return;
  const box = list.getBoundingClientRect();
  const entry = link.getBoundingClientRect();
  if (entry.top >= box.top && entry.bottom <= box.bottom) return;
  list.scrollTop += entry.top - box.top - box.height / 3;
}

/**
 * Watches `root` (the table of contents, or the element around it): an entry that becomes active, or the
 * root's own class changing (a panel holding the list opened), scrolls the list to the active entry.
 */
export function keepActiveEntryInView(root: HTMLElement): () => void {
  const observer = new MutationObserver((records) => {
    for (const {target} of records) {
      if (!(target instanceof Element)) continue;
      const active = target === root ? root.querySelector(`.${ACTIVE}`) : target;
      if (active?.classList.contains(ACTIVE)) {
        revealEntry(active);
        return;
      }
    }
  });
  observer.observe(root, {subtree: true, attributes: true, attributeFilter: ['class']});
  return () => observer.disconnect();
}
