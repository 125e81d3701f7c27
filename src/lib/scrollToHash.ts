/**
 * Scrolls to the element named by the URL's #fragment once content that was not in the first
 * render appears (the provider gate unlocking, reference fragments arriving after client-side
 * navigation). Off-screen reference sections are sized by estimate (content-visibility) and get
 * their real size as they render, so the position is checked again for a few frames.
 */
export function scrollToHash(attempts = 6): void {
  if (typeof window === 'undefined' || !window.location.hash) return;
  const id = decodeURIComponent(window.location.hash.slice(1));
  let left = attempts;
  const step = () => {
    const target = document.getElementById(id);
    if (!target) return;
    const top = target.getBoundingClientRect().top;
    const offset = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    if (Math.abs(top - offset) > 2) target.scrollIntoView();
    left -= 1;
    if (left > 0) window.requestAnimationFrame(() => window.requestAnimationFrame(step));
  };
  step();
}
