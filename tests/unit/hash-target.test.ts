// @vitest-environment happy-dom
/**
 * The one owner of the #target (src/lib/hashTarget.ts), in a DOM with a ResizeObserver the test
 * drives: the target is put back at the top whenever the page's size changes, until the reader
 * interacts or the page has been still for HOLD_MS; and nothing stays attached once the last page
 * that uses it unmounts.
 */
import React, {act} from 'react';
import {createRoot} from 'react-dom/client';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {HOLD_MS, holdHashTarget, releaseHashTarget, useHashTarget} from '../../src/lib/hashTarget';

/** A ResizeObserver whose callbacks the test fires (the page "changes size"). */
class TestResizeObserver {
  static live = new Set<TestResizeObserver>();
  constructor(private readonly callback: () => void) {}
  observe() {
    TestResizeObserver.live.add(this);
  }
  disconnect() {
    TestResizeObserver.live.delete(this);
  }
  static resize() {
    for (const o of [...TestResizeObserver.live]) o.callback();
  }
}

/** An element whose position the test sets; scrollIntoView puts it at the top, as the browser would. */
function placeTarget(id: string, top: number) {
  const el = document.createElement('h3');
  el.id = id;
  let at = top;
  el.getBoundingClientRect = () => ({top: at}) as DOMRect;
  el.scrollIntoView = vi.fn(() => {
    at = 0;
  });
  document.body.appendChild(el);
  return {el, moveTo: (y: number) => (at = y), top: () => at};
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('ResizeObserver', TestResizeObserver);
  document.body.innerHTML = '<div id="__docusaurus"></div>';
  window.location.hash = '#create-single-payment';
});
afterEach(() => {
  releaseHashTarget();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  TestResizeObserver.live.clear();
});

describe('the #target hold', () => {
  it('holds a #target: content growing above it moves it, and each size change puts it back', () => {
    const target = placeTarget('create-single-payment', 420);
    holdHashTarget();
    expect(target.top()).toBe(0);
    // Entries above take their real size: the target is pushed down, the page reports a new size.
    for (const y of [519, 2788, 227]) {
      target.moveTo(y);
      TestResizeObserver.resize();
      expect(target.top()).toBe(0);
    }
    expect(target.el.scrollIntoView).toHaveBeenCalledTimes(4);
  });

  it('waits for a target that is not in the page yet (its fragment is still on the way)', () => {
    holdHashTarget();
    vi.advanceTimersByTime(HOLD_MS * 3);
    const target = placeTarget('create-single-payment', 900);
    TestResizeObserver.resize();
    expect(target.top()).toBe(0);
  });

  it("ends at the reader's first scroll, touch, key or click", () => {
    const target = placeTarget('create-single-payment', 300);
    holdHashTarget();
    window.dispatchEvent(new Event('wheel'));
    target.moveTo(640);
    TestResizeObserver.resize();
    expect(target.top()).toBe(640);
    expect(TestResizeObserver.live.size).toBe(0);
  });

  it('ends HOLD_MS after the page stopped changing size', () => {
    const target = placeTarget('create-single-payment', 300);
    holdHashTarget();
    vi.advanceTimersByTime(HOLD_MS - 1);
    target.moveTo(10);
    TestResizeObserver.resize();
    expect(target.top()).toBe(0);
    vi.advanceTimersByTime(HOLD_MS);
    expect(TestResizeObserver.live.size).toBe(0);
  });
});

describe('useHashTarget', () => {
  function Page({ready}: {ready: boolean}) {
    useHashTarget(ready);
    return null;
  }

  it('holds once the content is ready and after each jump within the page; leaves nothing behind on unmount', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const target = placeTarget('create-single-payment', 800);
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    act(() => root.render(React.createElement(Page, {ready: false})));
    expect(target.top()).toBe(800);
    act(() => root.render(React.createElement(Page, {ready: true})));
    expect(target.top()).toBe(0);
    // A jump within the page (a table-of-contents link) goes to the new target and holds it.
    const other = placeTarget('webhook-status-update', 1200);
    window.location.hash = '#webhook-status-update';
    window.dispatchEvent(new Event('hashchange'));
    expect(other.top()).toBe(0);
    act(() => root.unmount());
    // Every listener added to the window was removed, and no observer is left.
    const count = (spy: typeof added) =>
      spy.mock.calls.reduce<Record<string, number>>((n, [type]) => ({...n, [type]: (n[type] ?? 0) + 1}), {});
    expect(count(removed)).toEqual(count(added));
    expect(TestResizeObserver.live.size).toBe(0);
  });
});
