import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {GATED_CATEGORY_PAGES, GATED_SIDEBAR} from '../../src/gate/gate';
import {restrictedChunkNames, restrictedFiles, routeOfKey} from '../../plugins/restricted-section/chunks';

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
    const names = restrictedChunkNames(chunkNames, (route) => route.startsWith('/provider/') || route === '/category/ob-payments-api');
    expect(names).toEqual(['06d19c34', 'ffee0011']);
    expect(restrictedFiles(names, ['06d19c34.0a1b2c3d.js', '17896441.abcdef01.js', 'ffee0011.99999999.js', 'main.1234.js'])).toEqual(['06d19c34.0a1b2c3d.js', 'ffee0011.99999999.js']);
    expect(routeOfKey('/provider/data/accounts-34d')).toBe('/provider/data/accounts');
    expect(() => restrictedChunkNames(null, () => true)).toThrow(/expected an object/);
  });
});
