// @vitest-environment happy-dom
/**
 * The fragments loader hook (src/components/ApiReference/useFragments.ts), rendered with React in a
 * DOM: nothing is fetched until a placeholder asks, requests go out after the next paint, one per task
 * for a reference in parts, the parts come back in order, and a failed load can be tried again.
 */
import React, {act, useEffect} from 'react';
import {createRoot} from 'react-dom/client';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {serializeFragments} from '../../src/shared/api-reference';
import {useFragments, type FragmentsSource} from '../../src/components/ApiReference/useFragments';

type Seen = ReturnType<typeof useFragments>;

function Loader({source, ask, seen}: {source: FragmentsSource; ask: boolean; seen: (s: Seen) => void}) {
  const state = useFragments(source);
  const {request} = state;
  // As a placeholder does: ask once, when it mounts without its fragment.
  useEffect(() => {
    if (ask) request();
  }, [ask]); // eslint-disable-line react-hooks/exhaustive-deps
  seen(state);
  return null;
}

function render(props: {source: FragmentsSource; ask: boolean}) {
  const states: Seen[] = [];
  const container = document.createElement('div');
  const root = createRoot(container);
  const draw = (p: typeof props) =>
    act(() => root.render(React.createElement(Loader, {...p, seen: (s: Seen) => states.push(s)})));
  draw(props);
  return {states, last: () => states[states.length - 1], draw, unmount: () => act(() => root.unmount())};
}

/** Resolves once `check` holds, letting tasks and frames run. */
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) {
    await act(() => new Promise((r) => setTimeout(r, 5)));
  }
  expect(check()).toBe(true);
}

const files: Record<string, string[]> = {
  '/openapi/demo.fragments.json': ['<p>0</p>', '<p>1</p>', '<p>2</p>'],
  '/openapi/demo.fragments.0.json': ['<p>0</p>', '<p>1</p>'],
  '/openapi/demo.fragments.1.json': ['<p>2</p>'],
  '/openapi/flaky.fragments.json': ['<p>a</p>'],
};

function stubFetch(fail = new Set<string>()) {
  const requests: {url: string; at: number}[] = [];
  let tick = 0;
  const timer = setInterval(() => (tick += 1), 0);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push({url, at: tick});
      if (fail.has(url) || !files[url]) return new Response('no', {status: 404});
      return new Response(serializeFragments(files[url]));
    }),
  );
  return {requests, stop: () => clearInterval(timer)};
}

afterEach(() => vi.unstubAllGlobals());

describe('useFragments', () => {
  it('fetches nothing until asked, then loads the whole file', async () => {
    const net = stubFetch();
    const view = render({source: {src: '/openapi/demo.fragments.json'}, ask: false});
    await act(() => new Promise((r) => setTimeout(r, 30)));
    expect(net.requests).toEqual([]);
    view.draw({source: {src: '/openapi/demo.fragments.json'}, ask: true});
    await until(() => view.last().fragments !== undefined);
    expect(view.last().fragments).toEqual(files['/openapi/demo.fragments.json']);
    expect(net.requests.map((r) => r.url)).toEqual(['/openapi/demo.fragments.json']);
    net.stop();
    view.unmount();
  });

  it('requests the parts of a long reference one per task and joins them in order', async () => {
    const net = stubFetch();
    const source = {src: '/openapi/demo.fragments.json', parts: '0,2'};
    const view = render({source, ask: true});
    await until(() => view.last().fragments !== undefined);
    expect(view.last().fragments).toEqual(files['/openapi/demo.fragments.json']);
    expect(net.requests.map((r) => r.url)).toEqual([
      '/openapi/demo.fragments.0.json',
      '/openapi/demo.fragments.1.json',
    ]);
    // Each request started in a task of its own.
    expect(net.requests[1].at).toBeGreaterThan(net.requests[0].at);
    net.stop();
    view.unmount();
  });

  it('reports a failed load, and loads on the next request once the file is there', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // (fetchOnce keeps what it read per URL for the page's life, so this test uses a file of its own.)
    const missing = new Set(['/openapi/flaky.fragments.json']);
    let net = stubFetch(missing);
    const view = render({source: {src: '/openapi/flaky.fragments.json'}, ask: true});
    await until(() => view.last().failed);
    expect(view.last().fragments).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not load /openapi/flaky.fragments.json'));
    net.stop();
    net = stubFetch();
    act(() => view.last().request());
    await until(() => view.last().fragments !== undefined);
    expect(view.last().failed).toBe(false);
    net.stop();
    view.unmount();
  });
});
