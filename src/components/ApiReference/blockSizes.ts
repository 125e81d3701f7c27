/**
 * Gives each entry of a reference its real height as its size while it is off screen.
 *
 * Each operation, webhook, schema and introduction section is one `.api-block` with
 * `content-visibility: auto`: the browser lays out only the entries near the viewport and sizes the
 * others from `contain-intrinsic-size`. A fixed guess there (2,400 px an operation) made the page's
 * height grow from about 57,000 to 64,700 px as the reader scrolled (each entry took its real size on
 * the way), so the scrollbar jumped and a #link computed from guesses landed far from its heading.
 * A guess cannot be right for every width, so the page measures instead, once it has settled: a slice
 * at a time (the one scheduler, scheduler.ts), each entry is laid out on its own and its height written
 * as its `contain-intrinsic-size` (`auto`, so a size the browser sees later, after a fold opens, wins).
 * The #target's owner (src/lib/hashTarget.ts) keeps the target in place while heights change, for as long
 * as the measuring lasts (settlingContent).
 * When the reference's width changes the entries are measured again. Returns a function that stops.
 */
import {hashTarget, settlingContent} from '@site/src/lib/hashTarget';
import {afterPaint, nextTask, sliceClock} from './scheduler';

/** Set while an entry is being measured: laid out though off screen (styles.css). */
export const MEASURING_CLASS = 'api-block--measuring';

/** The height an entry's contents take: its box less padding and border (what contain-intrinsic-size sizes). */
function contentHeight(block: HTMLElement): number {
  const style = getComputedStyle(block);
  const extra = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
  return block.getBoundingClientRect().height - extra.reduce((sum, k) => sum + (Number.parseFloat(style[k]) || 0), 0);
}

/** Measures `blocks` a slice per task; `keep` is false for a first pass after a width change (see below). */
export function measureBlocks(
  blocks: readonly HTMLElement[],
  options: {keep?: boolean; schedule?: (next: () => void) => void; now?: () => number; done?: () => void} = {},
): () => void {
  const {keep = true, schedule = (next: () => void) => void nextTask().then(next), now, done} = options;
  let i = 0;
  let stopped = false;
  const slice = () => {
    if (stopped) return;
    const clock = sliceClock(now);
    let measured = 0;
    while (i < blocks.length && (measured === 0 || !clock.spent())) {
      const block = blocks[i++];
      if (!block.isConnected) continue;
      block.classList.add(MEASURING_CLASS);
      const height = Math.max(0, Math.round(contentHeight(block)));
      block.classList.remove(MEASURING_CLASS);
      // Without `auto` the browser forgets the size it remembered at the old width (one frame later).
      block.style.containIntrinsicSize = `${keep ? 'auto ' : ''}${height}px`;
      measured += 1;
    }
    if (i < blocks.length) schedule(slice);
    else done?.();
  };
  schedule(slice);
  return () => {
    stopped = true;
  };
}

/**
 * Whether this device measures: one with a fine pointer (a mouse or trackpad: a laptop or desktop). Laying
 * every entry out costs about what laying out the whole reference once costs (the provider reference:
 * 220 entries, some 20 ms each on a laptop); on a phone's CPU that is seconds of main thread, so touch
 * devices keep the browser's own sizing (an entry takes its real size when it first comes near the
 * viewport; the #target's owner still lands deep links).
 */
export function measuresHere(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(pointer: fine)').matches === true;
}

/**
 * Measures every entry of the reference under `root` once the page has painted, and again (without the
 * remembered sizes of the old width, then with `auto` back) each time the reference's width changes.
 * Nothing on a device that does not measure (measuresHere).
 */
export function sizeBlocks(root: HTMLElement): () => void {
  if (!measuresHere()) return () => {};
  let stop: () => void = () => {};
  let cancelled = false;
  // The entries above the reader's position (the #target, or the entry at the top of the viewport) first,
  // nearest first: their sizes move what the reader sees, so they settle first; then the rest, downward.
  const all = () => {
    const blocks = Array.from(root.querySelectorAll<HTMLElement>('.api-block'));
    const target = hashTarget();
    const at = target
      ? blocks.findIndex((b) => b.contains(target))
      : blocks.findIndex((b) => b.getBoundingClientRect().bottom > 0);
    const from = at < 0 ? 0 : at;
    return [...blocks.slice(0, from).reverse(), ...blocks.slice(from)];
  };
  // While entries change size, the #target's hold does not time out (src/lib/hashTarget.ts).
  let release = () => {};
  const run = (keep: boolean) => {
    stop();
    release();
    release = settlingContent();
    stop = measureBlocks(all(), {
      keep,
      done: () => {
        release();
        if (!keep)
          void afterPaint().then(() => {
            if (!cancelled) run(true);
          });
      },
    });
  };
  let width = -1;
  const observer =
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver(([entry]) => {
          const next = Math.round(entry.contentRect.width);
          if (next === width) return;
          const first = width < 0;
          width = next;
          if (!first) run(false);
        });
  void afterPaint().then(() => {
    if (cancelled) return;
    observer?.observe(root);
    run(true);
  });
  return () => {
    cancelled = true;
    stop();
    release();
    observer?.disconnect();
  };
}
