import {describe, expect, it} from 'vitest';
import {moveSelection, normalizeResultUrl, toHits} from '../../src/components/Search/results';

describe('normalizeResultUrl', () => {
  it('maps built files to site routes', () => {
    expect(normalizeResultUrl('/sdk/php-sdk.html')).toBe('/sdk/php-sdk');
    expect(normalizeResultUrl('/sdk/php-sdk.html#install')).toBe('/sdk/php-sdk#install');
    expect(normalizeResultUrl('/index.html')).toBe('/');
    expect(normalizeResultUrl('/category/sdks/index.html#x')).toBe('/category/sdks#x');
    expect(normalizeResultUrl('/markdown-page')).toBe('/markdown-page');
  });
});

describe('toHits', () => {
  const page = (url: string, subs: string[]) => ({
    url,
    excerpt: `page ${url}`,
    meta: {title: `Title ${url}`},
    sub_results: subs.map((s) => ({title: s, url: `${url}#${s}`, excerpt: `in ${s}`})),
  });
  it('lists matching sections with their heading anchors, at most 3 per page', () => {
    const hits = toHits([page('/a.html', ['one', 'two', 'three', 'four']), page('/b.html', [])]);
    expect(hits.map((h) => h.url)).toEqual(['/a#one', '/a#two', '/a#three', '/b']);
    expect(hits[0]).toMatchObject({page: 'Title /a.html', heading: 'one', excerpt: 'in one'});
  });
  it('drops the zero-width hash-link character from titles', () => {
    const hits = toHits([
      {
        url: '/a.html',
        excerpt: '',
        meta: {title: 'SDKs\u200b'},
        sub_results: [{title: 'Install\u200b', url: '/a.html#install', excerpt: ''}],
      },
    ]);
    expect(hits[0]).toMatchObject({page: 'SDKs', heading: 'Install'});
  });
  it('caps the total', () => {
    const many = Array.from({length: 10}, (_, i) => page(`/p${i}.html`, ['x', 'y']));
    expect(toHits(many, 3, 12)).toHaveLength(12);
  });
});

describe('moveSelection', () => {
  it('wraps around both ways', () => {
    expect(moveSelection(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveSelection(2, 3, 'ArrowDown')).toBe(0);
    expect(moveSelection(0, 3, 'ArrowUp')).toBe(2);
    expect(moveSelection(0, 0, 'ArrowDown')).toBe(-1);
  });
});
