/**
 * The one owner of scrolling to the URL's #target (habit 16).
 *
 * Content that is not in the first render moves the target: the provider gate unlocking, reference
 * fragments arriving a slice at a time, and reference entries taking their real size instead of their
 * `content-visibility` placeholder as they come near the viewport. Nothing is measured or estimated in
 * advance: while a page that has such content is mounted (`useHashTarget`), the target is put at the top of
 * the viewport when that content is ready and after every jump within the page (`hashchange`), and then
 * held there: each time the page's size changes (a ResizeObserver on the app's root, which reports before
 * the frame is painted) it is put back, until the reader scrolls, touches, types or clicks, or HOLD_MS after
 * the last change (a target still on its way, in a fragment not yet inserted, is waited for). Once the
 * reader scrolls, entries that take their real size above the viewport no longer move what they see: the
 * browser's scroll anchoring (CSS `overflow-anchor`, on by default) keeps it in place. The observer, the
 * listeners and the timer are removed when the hold ends, and the `hashchange` listener when the last
 * page that uses the hook unmounts: nothing stays attached to `window`.
 */
import {useEffect} from 'react';

/** How long the target stays held once the page's size has stopped changing. */
export const HOLD_MS = 1000;

const INTERACTIONS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The element the URL's #fragment names, if it is in the document. */
export function hashTarget(): HTMLElement | null {
  if (typeof window === 'undefined' || !window.location.hash) return null;
  let id: string;
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return null;
  }
  return document.getElementById(id);
}

/** Opens every closed <details> around the element (a field inside a folded level or a collapsed response). */
export function revealTarget(target: Element): void {
  for (let fold = target.parentElement?.closest('details'); fold; fold = fold.parentElement?.closest('details'))
    if (!(fold as HTMLDetailsElement).open) (fold as HTMLDetailsElement).open = true;
}

/** Puts the #target at the top of the viewport (below its scroll margin), its folds opened; false when there is none. */
export function alignHashTarget(): boolean {
  const target = hashTarget();
  if (!target) return false;
  revealTarget(target);
  const offset = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  if (Math.abs(target.getBoundingClientRect().top - offset) > 1) target.scrollIntoView();
  return true;
}

/** Ends the current hold and removes everything it attached. */
let current: (() => void) | null = null;

/** Starts (or restarts) the hold: aligns the target now and after every size change, until released. */
export function holdHashTarget(): void {
  releaseHashTarget();
  if (typeof window === 'undefined' || !window.location.hash) return;
  if (typeof ResizeObserver === 'undefined') {
    alignHashTarget();
    return;
  }
  let timer = 0;
  // Until the target is in the document (its fragment may still be on the way) the hold waits for it;
  // from then on it ends HOLD_MS after the last size change.
  const rearm = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => stop(), HOLD_MS);
  };
  const align = () => {
    if (alignHashTarget()) rearm();
  };
  const root = document.getElementById('__docusaurus') ?? document.body;
  const observer = new ResizeObserver(align);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of INTERACTIONS) window.removeEventListener(type, stop, true);
    if (current === stop) current = null;
  };
  current = stop;
  observer.observe(root);
  for (const type of INTERACTIONS) window.addEventListener(type, stop, {capture: true, passive: true});
  align();
}

/** Ends the hold, if any. */
export function releaseHashTarget(): void {
  current?.();
  current = null;
}

let users = 0;
const onHashChange = () => holdHashTarget();

/**
 * Goes to the #target and holds it while this page's content settles, once `ready` (its content is in
 * the document), and after each jump within the page while it is mounted.
 */
export function useHashTarget(ready: boolean): void {
  useEffect(() => {
    if (!ready) return undefined;
    users += 1;
    if (users === 1) window.addEventListener('hashchange', onHashChange);
    holdHashTarget();
    return () => {
      users -= 1;
      if (users === 0) {
        window.removeEventListener('hashchange', onHashChange);
        releaseHashTarget();
      }
    };
  }, [ready]);
}
