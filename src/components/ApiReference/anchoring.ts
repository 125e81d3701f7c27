/**
 * Keeps scroll anchoring off the reference's entries that skip layout. Off screen an entry is skipped
 * (`content-visibility: auto`, styles.css) and as tall as its kind's placeholder. Scrolling up, an
 * entry can arrive straddling the viewport's top edge still skipped; Chromium then anchors to the entry
 * itself (it cannot look inside) and makes up for the entries above it, not for the entry's own change
 * of size once it is laid out: the view moved by 64 px on the partner reference and by a few hundred px
 * on the provider's (2026-11-30). Here a skipped entry is kept out of anchor selection
 * (SKIPPED_CLASS: `overflow-anchor: none`), so the browser anchors to an entry laid out in the viewport,
 * whose place moves by exactly what changed above it. An entry is let back in two frames after it is
 * laid out: the frame that lays it out still chooses the anchor from the layout before.
 *
 * What is skipped is told by the browser (`contentvisibilityautostatechange`, which does not bubble: it is
 * caught on its way down); the entries already in the page when this starts are read once. A browser
 * without the event keeps its own anchoring, as before.
 */

/** The class that keeps a skipped entry out of scroll anchoring. */
export const SKIPPED_CLASS = 'api-block--skipped';
const ENTRY = 'api-block';
const EVENT = 'contentvisibilityautostatechange';

/** The event's state (ContentVisibilityAutoStateChangeEvent, not in every DOM typing). */
type StateChange = Event & {skipped: boolean};

/** Starts watching `root`'s entries; returns the function that stops (and lets every entry back into anchoring). */
export function anchorLaidOutEntries(root: HTMLElement): () => void {
  if (typeof window === 'undefined' || !('ContentVisibilityAutoStateChangeEvent' in window)) return () => {};
  // Each entry's latest state: an entry skipped again before its two frames are up stays out.
  const skipped = new WeakMap<Element, boolean>();
  // Frames requested and not yet run, to cancel when this stops.
  const frames = new Set<number>();
  const nextFrame = (run: () => void) => {
    const id = requestAnimationFrame(() => {
      frames.delete(id);
      run();
    });
    frames.add(id);
  };
  const onChange = (event: Event) => {
    const entry = event.target;
    if (!(entry instanceof HTMLElement) || !entry.classList.contains(ENTRY)) return;
    const now = (event as StateChange).skipped;
    skipped.set(entry, now);
    if (now) {
      entry.classList.add(SKIPPED_CLASS);
      return;
    }
    nextFrame(() =>
      nextFrame(() => {
        if (skipped.get(entry) === false) entry.classList.remove(SKIPPED_CLASS);
      }),
    );
  };
  root.addEventListener(EVENT, onChange, true);
  for (const entry of Array.from(root.getElementsByClassName(ENTRY))) {
    const content = entry.firstElementChild;
    if (content && !content.checkVisibility({contentVisibilityAuto: true})) entry.classList.add(SKIPPED_CLASS);
  }
  return () => {
    root.removeEventListener(EVENT, onChange, true);
    frames.forEach(cancelAnimationFrame);
    for (const entry of Array.from(root.querySelectorAll(`.${SKIPPED_CLASS}`))) entry.classList.remove(SKIPPED_CLASS);
  };
}
