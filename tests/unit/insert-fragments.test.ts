import {afterEach, describe, expect, it, vi} from 'vitest';
import {insertFragments, insertionOrder} from '../../src/components/ApiReference/insertFragments';
import {TASK_BUDGET_MS} from '../../src/components/ApiReference/scheduler';

const FOLLOWING = 4;

/** A placeholder: an element at a document position, filled through innerHTML. */
function placeholder(position: number, connected = true) {
  return {
    position,
    isConnected: connected,
    innerHTML: '',
    getBoundingClientRect: () => ({top: 0}),
  };
}
type Fake = ReturnType<typeof placeholder>;

function stubPage(opts: {hash?: string; target?: number; scrollY?: number} = {}) {
  const target =
    opts.target === undefined
      ? null
      : {
          position: opts.target,
          compareDocumentPosition: (other: Fake) => (other.position > opts.target! ? FOLLOWING : 2),
          getBoundingClientRect: () => ({top: 0}),
          scrollIntoView: () => {},
        };
  vi.stubGlobal('Node', {DOCUMENT_POSITION_FOLLOWING: FOLLOWING});
  vi.stubGlobal('window', {
    location: {hash: opts.hash ?? ''},
    scrollY: opts.scrollY ?? 0,
    innerWidth: 400,
    innerHeight: 800,
    requestAnimationFrame: () => 0,
    setTimeout: () => 0,
  });
  vi.stubGlobal('document', {getElementById: () => target, elementFromPoint: () => target});
  vi.stubGlobal('getComputedStyle', () => ({scrollMarginTop: '0px'}));
}

afterEach(() => vi.unstubAllGlobals());

describe('insertionOrder', () => {
  it('takes what follows the reading position in document order, then what precedes it nearest first', () => {
    expect(insertionOrder([false, false, true, true, true])).toEqual([2, 3, 4, 1, 0]);
    expect(insertionOrder([true, true])).toEqual([0, 1]);
    expect(insertionOrder([false, false])).toEqual([1, 0]);
    expect(insertionOrder([])).toEqual([]);
  });
});

describe('insertFragments', () => {
  /** A clock that advances `cost` ms per reading, so each insertion "takes" time. */
  const clock = (cost: number) => {
    let t = 0;
    return () => (t += cost);
  };

  it('inserts a slice per task within the time budget, in document order from the top, until all are in', () => {
    stubPage();
    const els = [0, 1, 2, 3, 4, 5].map((i) => placeholder(i));
    const tasks: (() => void)[] = [];
    const inserted: number[] = [];
    insertFragments(
      els.map((e, i) => ({element: e as unknown as HTMLElement, html: `<p>${i}</p>`})),
      (el) => inserted.push((el as unknown as Fake).position),
      {schedule: (next) => tasks.push(next), now: clock(TASK_BUDGET_MS / 2 - 0.1)},
    );
    // Nothing goes in during the caller's task (rendering, parsing): the first slice is a task of its own.
    expect(inserted).toEqual([]);
    expect(tasks).toHaveLength(1);
    tasks.shift()!();
    // A slice inserts what fits in the budget; the rest wait for later tasks.
    expect(inserted.length).toBeGreaterThan(0);
    expect(inserted.length).toBeLessThan(els.length);
    expect(tasks).toHaveLength(1);
    while (tasks.length) tasks.shift()!();
    expect(inserted).toEqual([0, 1, 2, 3, 4, 5]);
    expect(els.map((e) => e.innerHTML)).toEqual(els.map((_, i) => `<p>${i}</p>`));
  });

  it('starts at the #target and works downward, then upward', () => {
    stubPage({hash: '#create-vrp-consent', target: 2.5});
    const els = [0, 1, 2, 3, 4].map((i) => placeholder(i));
    const inserted: number[] = [];
    const tasks: (() => void)[] = [];
    insertFragments(
      els.map((e) => ({element: e as unknown as HTMLElement, html: 'x'})),
      (el) => inserted.push((el as unknown as Fake).position),
      {schedule: (n) => tasks.push(n), now: clock(100)},
    );
    while (tasks.length) tasks.shift()!();
    expect(inserted).toEqual([3, 4, 2, 1, 0]);
  });

  it('starts at the placeholder it is given when the #target is not in the page yet (its fragment is still to come)', () => {
    stubPage({hash: '#create-vrp-consent'});
    const els = [0, 1, 2, 3, 4].map((i) => placeholder(i));
    const holder = Object.assign(els[2], {
      compareDocumentPosition: (other: Fake) => (other.position > 2 ? FOLLOWING : 2),
    });
    const inserted: number[] = [];
    const tasks: (() => void)[] = [];
    insertFragments(
      els.map((e) => ({element: e as unknown as HTMLElement, html: 'x'})),
      (el) => inserted.push((el as unknown as Fake).position),
      {anchor: holder as unknown as Element, schedule: (n) => tasks.push(n), now: clock(100)},
    );
    while (tasks.length) tasks.shift()!();
    expect(inserted).toEqual([2, 3, 4, 1, 0]);
  });

  it('skips placeholders that left the page and stops when asked', () => {
    stubPage();
    const els = [placeholder(0), placeholder(1, false), placeholder(2), placeholder(3)];
    const tasks: (() => void)[] = [];
    const inserted: number[] = [];
    const shown: number[] = [];
    const stop = insertFragments(
      els.map((e) => ({element: e as unknown as HTMLElement, html: 'x'})),
      (el) => inserted.push((el as unknown as Fake).position),
      {
        schedule: (n) => tasks.push(n),
        now: clock(100),
        onFirstSlice: () => shown.push(inserted.length),
      },
    );
    tasks.shift()!();
    expect(inserted).toEqual([0]);
    // The caller is told once, after the first slice (it shows the reference then).
    expect(shown).toEqual([1]);
    tasks.shift()!();
    expect(inserted).toEqual([0, 2]);
    expect(els[1].innerHTML).toBe('');
    stop();
    while (tasks.length) tasks.shift()!();
    expect(inserted).toEqual([0, 2]);
  });
});
