/**
 * The restricted section's declaration and what the build derives from it (src/restricted.ts,
 * plugins/restricted-section), and the one route matcher (src/docusaurus/routes.ts) on a route tree of
 * the shape Docusaurus generates. tests/e2e/docusaurus-internals.e2e.ts runs the same code on the files
 * of a real build.
 */
import {describe, expect, it} from 'vitest';
import providerSidebars from '../../sidebars-provider';
import {RESTRICTED} from '../../src/restricted';
import {RESTRICTED_REDIRECTS} from '../../plugins/restricted-section/redirects';
import {withPreloads} from '../../plugins/restricted-section/preloads';
import {chunkFiles, chunkNamesOfRoutes, parseRoutesModule, routeScripts} from '../../src/docusaurus/build';
import {matchPageRoute, matchRouteChain} from '../../src/docusaurus/routes';

const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/provider',
    component: ComponentCreator('/provider', 'a1a'),
    routes: [
      {
        path: '/provider',
        component: ComponentCreator('/provider', 'b2b'),
        routes: [
          {
            path: '/provider/api',
            component: ComponentCreator('/provider/api', '1dd'),
            exact: true,
            sidebar: "provider"
          }
        ]
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'd9d'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', '456'),
        routes: [
          {
            path: '/sdk/overview',
            component: ComponentCreator('/sdk/overview', '9aa'),
            exact: true,
            sidebar: "sdk"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

describe('the restricted section', () => {
  it("serves its category pages' earlier addresses as redirects into the section, from its sidebar", () => {
    const slugs = JSON.stringify(providerSidebars[RESTRICTED.sidebar]).match(/"slug":"[^"]+"/g) ?? [];
    expect(RESTRICTED_REDIRECTS).toHaveLength(slugs.length);
    for (const {from, to} of RESTRICTED_REDIRECTS) {
      expect(from).toMatch(/^\/category\//);
      expect(to).toBe(`${RESTRICTED.prefix}${from}`);
    }
  });

  it('lists the content chunks of its routes (not the shared page components), and their files', () => {
    const build = {
      routes: parseRoutesModule(ROUTES_JS),
      chunkNames: {
        '/provider-a1a': {__comp: 'docsRoot', __props: 'providerVersion'},
        '/provider/api-1dd': {__comp: '17896441', content: '06d19c34'},
        '/sdk/overview-9aa': {__comp: '17896441', content: '0badc0de'},
        '/-d9d': {__comp: 'docsRoot', __props: 'publicVersion'},
      },
      manifest: {entrypoints: [], origins: {}, assets: {}},
    };
    const names = chunkNamesOfRoutes(build, (r) => r === '/provider' || r.startsWith('/provider/'));
    expect(names).toEqual(['06d19c34', 'providerVersion']);
    expect(
      chunkFiles(names, ['06d19c34.0a1b2c3d.js', '17896441.abcdef01.js', 'providerVersion.1.js', 'main.1.js']),
    ).toEqual(['06d19c34.0a1b2c3d.js', 'providerVersion.1.js']);
  });

  it('finds the scripts a gated page renders from, and lists them in its <head>', () => {
    const build = {
      routes: parseRoutesModule(ROUTES_JS),
      chunkNames: {
        '/provider-a1a': {__comp: 'docsRoot'},
        '/provider-b2b': {__comp: 'version', __props: 'versionProps'},
        '/provider/api-1dd': {__comp: 'docItem', content: 'apiPage'},
        '/-e5f': {__comp: 'home'},
      },
      manifest: {
        entrypoints: ['main'],
        origins: {
          main: ['1', 'css'],
          docsRoot: ['10'],
          version: ['11'],
          versionProps: ['12'],
          docItem: ['css', '13', '20'],
          apiPage: ['14', '20'],
          home: ['99'],
        },
        assets: Object.fromEntries(
          ['10', '11', '12', '13', '14', '20', '99'].map((id) => [id, {js: [{publicPath: `/assets/js/${id}.js`}]}]),
        ),
      },
    };
    // Every chunk of the chain with its dependencies, once each; nothing of main, nothing of other pages.
    const urls = routeScripts(build, '/provider/api');
    expect([...urls].sort()).toEqual(['10', '11', '12', '13', '14', '20'].map((id) => `/assets/js/${id}.js`));
    const html = withPreloads('<html><head><title>x</title></head><body></body></html>', urls);
    expect(html.match(/<link rel="preload" as="script" href="[^"]+" fetchpriority="low">/g)).toHaveLength(6);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    expect(() => withPreloads('<p>no head</p>', urls)).toThrow('</head>');
  });
});

describe('the one route matcher', () => {
  const routes = parseRoutesModule(ROUTES_JS);
  it('follows the chain react-router-config renders: the first match at each level', () => {
    expect(matchRouteChain(routes, '/provider/api').map((r) => r.key)).toEqual([
      '/provider-a1a',
      '/provider-b2b',
      '/provider/api-1dd',
    ]);
    expect(matchRouteChain(routes, '/').map((r) => r.key)).toEqual(['/-e5f']);
    expect(matchRouteChain(routes, '/nowhere').map((r) => r.key)).toEqual(['/-d9d', '/-456']);
  });
  it('matches case-insensitively, ignores a trailing slash, and finds no page for unknown paths', () => {
    expect(matchPageRoute(routes, '/PROVIDER/Api')?.path).toBe('/provider/api');
    expect(matchPageRoute(routes, '/sdk/overview/')?.path).toBe('/sdk/overview');
    expect(matchPageRoute(routes, '/provider/no-such-page')).toBeUndefined();
    expect(matchPageRoute(routes, '/nope')).toBeUndefined();
  });
});
