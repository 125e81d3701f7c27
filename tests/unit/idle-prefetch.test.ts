import {describe, expect, it} from 'vitest';
import {idlePrefetcher} from '../../src/lib/idlePrefetch';
import {chainChunkNames, matchRouteChain} from '../../src/docusaurus/routes';

const ROUTES = [
  {path: '/', exact: true},
  {
    path: '/',
    routes: [
      {
        path: '/',
        routes: [
          {path: '/a', exact: true},
          {path: '/b', exact: true},
        ],
      },
    ],
  },
];
const TABLE = {
  '/-5e9': {__comp: 'home'},
  '/-aba': {__comp: 'docRoot', __context: {plugin: 'pluginData'}},
  '/a-3f1': {__comp: 'docItem', content: 'pageA'},
  '/b-c0d': {__comp: 'docItem', content: 'pageB'},
};

describe('link prefetching', () => {
  it('finds the chunks of a route as Docusaurus does (every matched route of the chain, by path)', () => {
    // Docs served at the root share the path "/" with the home page, so Docusaurus counts the home
    // page's chunks in every doc page's chain too; they are fetched once here, then known.
    expect(chainChunkNames(matchRouteChain(ROUTES, '/a'), TABLE)).toEqual([
      'home',
      'docRoot',
      'pluginData',
      'docItem',
      'pageA',
    ]);
    expect(chainChunkNames(matchRouteChain(ROUTES, '/'), TABLE)).toEqual(['home', 'docRoot', 'pluginData']);
  });

  it('prefetches one route per idle period, each chunk once, none the page already has', () => {
    const idle: (() => void)[] = [];
    const fetched: string[] = [];
    const prefetch = idlePrefetcher({
      chunksOf: (route) => chainChunkNames(matchRouteChain(ROUTES, route), TABLE),
      fetchChunk: (url) => fetched.push(url),
      known: () => ['home', 'docRoot'],
      schedule: (run) => idle.push(run),
      allowed: () => true,
    });
    expect(prefetch('/a')).toBe(true);
    expect(prefetch('/b')).toBe(true);
    expect(prefetch('/a')).toBe(false);
    // Nothing happens in the task that asked.
    expect(fetched).toEqual([]);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(fetched).toEqual(['pluginData', 'docItem', 'pageA']);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(fetched).toEqual(['pluginData', 'docItem', 'pageA', 'pageB']);
    expect(idle).toHaveLength(0);
  });

  it('prefetches nothing on a slow or data-saving connection', () => {
    const idle: (() => void)[] = [];
    const prefetch = idlePrefetcher({
      chunksOf: () => ['x'],
      fetchChunk: () => {},
      known: () => [],
      schedule: (run) => idle.push(run),
      allowed: () => false,
    });
    expect(prefetch('/a')).toBe(false);
    expect(idle).toEqual([]);
  });
});
