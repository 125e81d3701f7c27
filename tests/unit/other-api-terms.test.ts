/**
 * "Coming from another payment API" (/guides/other-payment-apis): its table is the search glossary's mapping plus a
 * meaning and a link per row (src/shared/other-api-terms.ts). The build fails on a broken link or anchor; this checks
 * that the page and search read one table.
 */
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {OTHER_API_TERMS} from '../../src/shared/other-api-terms';
import {SEARCH_GLOSSARY} from '../../src/shared/search-glossary';

const mapped = OTHER_API_TERMS.filter((r) => !r.none);
const unmapped = OTHER_API_TERMS.filter((r) => r.none);

describe('the terms of other payment APIs', () => {
  it('hold every glossary word exactly once, and nothing the glossary lacks', () => {
    const words = mapped.flatMap((r) => r.terms);
    expect([...words].sort()).toEqual(Object.keys(SEARCH_GLOSSARY).sort());
    expect(new Set(words).size).toBe(words.length);
  });

  it('group only words the glossary gives the same Fernpay names, which the page shows', () => {
    for (const row of mapped)
      for (const t of row.terms) expect([t, SEARCH_GLOSSARY[t]]).toEqual([t, SEARCH_GLOSSARY[row.terms[0]]]);
  });

  it('list as having no equivalent only words the glossary maps to nothing', () => {
    expect(unmapped.flatMap((r) => r.terms).filter((t) => t in SEARCH_GLOSSARY)).toEqual([]);
  });

  it('link each row to a route of the site, and never to the restricted section', () => {
    const routes = new Set(
      fs
        .readFileSync('spec/routes.txt', 'utf8')
        .split('\n')
        .map((l) => l.trim()),
    );
    for (const row of OTHER_API_TERMS) {
      expect(routes.has(row.link.to.split('#')[0]), row.link.to).toBe(true);
      expect(row.link.to.startsWith('/provider')).toBe(false);
      expect(row.meaning.split('`').length % 2, row.meaning).toBe(1); // backticks paired
    }
  });

  it('is the table of the page', () => {
    const page = fs.readFileSync('docs/guides/other-payment-apis.mdx', 'utf8');
    expect(page).toContain("import OtherApiTerms from '@site/src/components/OtherApiTerms';");
    expect(page).toContain('<OtherApiTerms />');
  });
});
