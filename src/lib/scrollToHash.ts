/**
 * Scrolls to the element named by the URL's #fragment once content that was not in the first
 * render appears (the provider gate unlocking, reference fragments arriving after client-side
 * navigation). Off-screen reference entries are sized by estimate (content-visibility) and get
 * their real size as they render, so the position is checked again for a few frames.
 */
export function scrollToHash(attempts = 6): void {
  if (typeof window === 'undefined' || !window.location.hash) return;
  let left = attempts;
  const step = () => {
    if (!alignHashTarget()) return;
    left -= 1;
    if (left > 0) window.requestAnimationFrame(() => window.requestAnimationFrame(step));
  };
  step();
}

/** The element the URL's #fragment names, if it is in the document. */
export function hashTarget(): HTMLElement | null {
  return window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
}

/** Puts the #target at the top of the viewport (below its scroll margin); false when there is none. */
function alignHashTarget(): boolean {
  const target = hashTarget();
  if (!target) return false;
  const top = target.getBoundingClientRect().top;
  const offset = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  if (Math.abs(top - offset) > 2) target.scrollIntoView();
  return true;
}

const INTERACTIONS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps the #target in place while content above it is still being inserted (content above a
 * deep-linked reference operation grows as its fragments arrive): every time the page's size
 * changes, the target is put back, before the frame is painted. Stops at the reader's first
 * scroll, touch, key or click, or when the returned function is called.
 */
export function holdHashTarget(): () => void {
  if (typeof window === 'undefined' || typeof ResizeObserver === 'undefined' || !hashTarget()) return () => {};
  let held = true;
  const observer = new ResizeObserver(() => {
    if (held) alignHashTarget();
  });
  const release = () => {
    if (!held) return;
    held = false;
    observer.disconnect();
    for (const type of INTERACTIONS) window.removeEventListener(type, release, true);
  };
  observer.observe(document.getElementById('__docusaurus') ?? document.body);
  for (const type of INTERACTIONS) window.addEventListener(type, release, {capture: true, passive: true});
  return release;
}

/** How long a #target stays held once the content around it has stopped changing. */
export const HASH_HOLD_MS = 1000;

/** Goes to the #target and holds it there (holdHashTarget); returns the release. */
export function followHashTarget(): () => void {
  scrollToHash();
  return holdHashTarget();
}
