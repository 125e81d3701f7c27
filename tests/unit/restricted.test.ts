import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {GATED_CATEGORY_PAGES, GATED_SIDEBAR} from '../../src/gate/gate';
import {
  parseRoutesModule,
  restrictedChunkNames,
  restrictedFiles,
  routeChain,
  routeOfKey,
  routeScripts,
  withPreloads,
} from '../../plugins/restricted-section/chunks';

function categoryLinks(items: unknown[]): string[] {
  return items.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const c = item as {link?: {slug?: string}; items?: unknown[]};
    return [...(c.link?.slug ? [c.link.slug] : []), ...categoryLinks(c.items ?? [])];
  });
}

describe('restricted section', () => {
  it('gates exactly the category pages of the provider sidebar', () => {
    expect([...GATED_CATEGORY_PAGES].sort()).toEqual(categoryLinks(sidebars[GATED_SIDEBAR]).sort());
  });
  it('lists the content chunks of gated routes, not the shared page components', () => {
    const chunkNames = {
      '/provider/api-1dd': {__comp: '17896441', content: '06d19c34'},
      '/category/ob-payments-api-5c1': {__comp: 'a1b2c3d4', categoryGeneratedIndex: 'ffee0011'},
      '/sdk/overview-9aa': {__comp: '17896441', content: '0badc0de'},
      '/-e5f': {__comp: '1234abcd', __props: {nested: 'deadbeef'}},
    };
    const names = restrictedChunkNames(
      chunkNames,
      (route) => route.startsWith('/provider/') || route === '/category/ob-payments-api',
    );
    expect(names).toEqual(['06d19c34', 'ffee0011']);
    expect(
      restrictedFiles(names, ['06d19c34.0a1b2c3d.js', '17896441.abcdef01.js', 'ffee0011.99999999.js', 'main.1234.js']),
    ).toEqual(['06d19c34.0a1b2c3d.js', 'ffee0011.99999999.js']);
    expect(routeOfKey('/provider/data/accounts-34d')).toBe('/provider/data/accounts');
    expect(() => restrictedChunkNames(null, () => true)).toThrow(/expected an object/);
  });

  it('finds the scripts a gated page renders from, and lists them in its <head>', () => {
    // The shape Docusaurus generates (.docusaurus/routes.js).
    const routes = parseRoutesModule(`import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
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
    path: '*',
    component: ComponentCreator('*'),
  },
];
`);
    expect(routeChain(routes, '/provider/api')).toEqual(['/-d9d', '/-456', '/provider/api-1dd']);
    expect(routeChain(routes, '/')).toEqual(['/-e5f']);
    expect(routeChain(routes, '/nowhere')).toEqual(['*']);
    const chunkNames = {
      '/-e5f': {__comp: 'home'},
      '/-d9d': {__comp: 'docRoot'},
      '/-456': {__comp: 'version', __props: 'versionProps'},
      '/provider/api-1dd': {__comp: 'docItem', content: 'apiPage'},
    };
    const manifest = {
      entrypoints: ['main'],
      origins: {
        main: ['1', 'css'],
        docRoot: ['10'],
        version: ['11'],
        versionProps: ['12'],
        docItem: ['css', '13', '20'],
        apiPage: ['14', '20'],
        home: ['99'],
      },
      assets: Object.fromEntries(
        ['10', '11', '12', '13', '14', '20', '99'].map((id) => [id, {js: [{publicPath: `/assets/js/${id}.js`}]}]),
      ),
    };
    // Every chunk of the chain with its dependencies, once each; nothing of main, nothing of other pages.
    const urls = routeScripts('/provider/api', routes, chunkNames, manifest);
    expect([...urls].sort()).toEqual(['10', '11', '12', '13', '14', '20'].map((id) => `/assets/js/${id}.js`));
    const html = withPreloads('<html><head><title>x</title></head><body></body></html>', urls);
    expect(html.match(/<link rel="preload" as="script" href="[^"]+" fetchpriority="low">/g)).toHaveLength(6);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    expect(() => withPreloads('<p>no head</p>', urls)).toThrow('</head>');
  });
});
