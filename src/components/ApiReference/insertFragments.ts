/**
 * Puts fetched reference fragments into their placeholders a slice at a time.
 *
 * Fragments are fetched when the page's static HTML does not hold them: after client-side
 * navigation, and always on the provider reference (its page is gated, so its HTML never holds
 * it). Setting them all at once parses the whole reference in one task — about 24,000 elements on
 * the provider reference, which blocked the main thread for over a second under mobile throttling.
 * Instead, each task inserts fragments for one slice of the scheduler's budget (scheduler.ts) and
 * then yields, starting where the reader is (the #target, or the top of the viewport) and working
 * downward, then upward. Keeping the #target in place while content grows above it is the hash
 * target's owner's job (src/lib/hashTarget.ts), not this module's.
 */
import {hashTarget} from '@site/src/lib/hashTarget';
import {nextTask, sliceClock} from './scheduler';

export interface PendingFragment {
  element: HTMLElement;
  html: string;
}

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
  /** Runs `next` in a later task (tests pass their own queue). */
  schedule?: (next: () => void) => void;
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
  const {schedule = (next: () => void) => void nextTask().then(next), now} = options;
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
  const slice = () => {
    if (stopped) return;
    const clock = sliceClock(now);
    // At least one fragment per slice, however slow the clock: the work always progresses.
    let inserted = 0;
    while (queue.length > 0 && (inserted === 0 || !clock.spent())) {
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
    if (queue.length > 0) schedule(slice);
  };
  // Even the first slice gets a task of its own, apart from the rendering and parsing before it.
  schedule(slice);
  return () => {
    stopped = true;
  };
}
