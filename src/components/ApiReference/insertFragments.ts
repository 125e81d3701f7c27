/**
 * Puts fetched reference fragments into their placeholders a slice at a time.
 *
 * Fragments are fetched when the page's static HTML does not hold them: after client-side
 * navigation, and always on the provider reference (its page is gated, so its HTML never holds
 * it). Setting them all at once parses the whole reference in one task — about 24,000 elements on
 * the provider reference, which blocked the main thread for over a second under mobile throttling.
 * Instead, each task inserts fragments for a few milliseconds and then yields, starting where the
 * reader is (the #target, or the top of the viewport) and working downward, then upward. While
 * content grows above a #target, the target is held in place (holdHashTarget) until the reader
 * moves or a moment after the last slice.
 */
import {followHashTarget, HASH_HOLD_MS, hashTarget} from '@site/src/lib/scrollToHash';

export interface PendingFragment {
  element: HTMLElement;
  html: string;
}

/** Milliseconds of inserting per task: four times that under a 4x CPU slowdown stays under a 50 ms long task. */
export const SLICE_BUDGET_MS = 6;

/**
 * The order to insert in, from `follows[i]` (does placeholder i come at or after the reading
 * position?): the ones that follow in document order, then the ones before it nearest first.
 */
export function insertionOrder(follows: readonly boolean[]): number[] {
  const below: number[] = [];
  const above: number[] = [];
  follows.forEach((after, i) => (after ? below : above).push(i));
  return [...below, ...above.reverse()];
}

/**
 * The element the reader looks at: the #target, or (scrolled, e.g. a reload) the element at the
 * top of the viewport; null at the top of the page. Placeholders are placed against it by
 * document position, not geometry: measuring each one would force a layout of every skipped
 * (content-visibility) entry.
 */
function readingElement(hint?: Element | null): Element | null {
  const target = hashTarget() ?? hint;
  if (target) return target;
  return window.scrollY > 0
    ? document.elementFromPoint(window.innerWidth / 2, Math.min(window.innerHeight / 4, 120))
    : null;
}

export interface InsertOptions {
  /** Where the reader is when the #target is not in the document yet (the placeholder of the fragment that holds it). */
  anchor?: Element | null;
  /** Runs once the first slice is in (the caller shows the reference then). */
  onFirstSlice?: () => void;
  schedule?: (next: () => void) => unknown;
  now?: () => number;
}

/**
 * Inserts `pending` progressively. `onInserted` runs for each fragment once it is in the document
 * (to apply the reader's code-sample language); returns a function that stops the remaining work.
 */
export function insertFragments(
  pending: readonly PendingFragment[],
  onInserted: (element: HTMLElement) => void,
  options: InsertOptions = {},
): () => void {
  const {schedule = (next: () => void) => window.setTimeout(next, 0), now = () => performance.now()} = options;
  const anchor = readingElement(options.anchor);
  const follows = pending.map(
    (p) =>
      !anchor ||
      p.element === anchor ||
      Boolean(anchor.compareDocumentPosition(p.element) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  const queue = insertionOrder(follows).map((i) => pending[i]);
  let stopped = false;
  let first = true;
  // Held from the first slice that finds a #target on: it may only arrive with a slice (a reference
  // written as HTML only), or the reader may follow a link to an anchor while slices still go in above it.
  let held = false;
  let release = () => {};
  const slice = () => {
    if (stopped) return;
    const start = now();
    // At least one fragment per slice, however slow the clock: the work always progresses.
    let inserted = 0;
    while (queue.length > 0 && (inserted === 0 || now() - start < SLICE_BUDGET_MS)) {
      const {element, html} = queue.shift()!;
      if (!element.isConnected) continue;
      element.innerHTML = html;
      onInserted(element);
      inserted += 1;
    }
    if (first) {
      first = false;
      options.onFirstSlice?.();
    }
    // Go (back) to the requested anchor, and keep it in place while the slices after it insert content above.
    if (!held && hashTarget()) {
      held = true;
      release = followHashTarget();
    }
    if (queue.length > 0) schedule(slice);
    else window.setTimeout(() => release(), HASH_HOLD_MS);
  };
  // Even the first slice gets a task of its own, apart from the rendering and parsing before it.
  schedule(slice);
  return () => {
    stopped = true;
    release();
  };
}
