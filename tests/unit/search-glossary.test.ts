/**
 * The resource glossary of search (issue 40): other providers' resource nouns, extracted by
 * scripts/search-resources.mjs into scripts/data/search-resources.tsv, mapped by hand to the docs' names
 * (src/shared/search-glossary.ts), and used by the query planner for a query word the docs may hold too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOCS_DIRS, docsWordsOf, restrictedDirs} from '../../scripts/lib/search-concepts.mjs';
import {extract, nounOf} from '../../scripts/search-resources.mjs';
import {SEARCH_GLOSSARY} from '../../src/shared/search-glossary';
import {
  GLOSSARY_WEIGHT,
  glossaryOf,
  needsConcepts,
  otherApiWordText,
  otherApiWords,
  planQuery,
  wordIndex,
} from '../../src/shared/search-plan';
import {OTHER_APIS_ROUTE} from '../../src/shared/search';

const root = path.resolve(__dirname, '../..');

describe('the extraction of other providers’ resource words', () => {
  it('takes collection path segments, tags and schema names as nouns, summaries’ first words as verbs, per provider', () => {
    const spec = (provider: string, paths: Record<string, unknown>, schemas: Record<string, unknown> = {}) => ({
      info: {'x-providerName': provider},
      paths,
      components: {schemas},
    });
    const rows = extract([
      spec(
        'a.com',
        {
          '/v1/subscriptions/{id}': {get: {summary: 'Retrieve a subscription', tags: ['Subscriptions']}},
          '/v1/payment_intents': {post: {summary: 'Create a PaymentIntent'}},
        },
        {DirectDebitMandate: {}},
      ),
      // Two descriptions of one provider count once.
      spec('a.com', {'/payouts': {get: {summary: 'List payouts'}}}),
      spec('b.com', {'/api/subscriptions/{subscriptionId}/cancel': {post: {summary: 'Cancel a subscription'}}}),
    ]) as string[];
    const row = (kind: string, word: string) => rows.find((r) => r.startsWith(`${kind}\t${word}\t`))?.split('\t');
    expect(row('noun', 'subscription')?.slice(2, 5)).toEqual(['2', 'path,tag', 'a.com b.com']);
    // One provider's term of art, named in a path.
    expect(row('noun', 'payment intent')?.slice(2, 3)).toEqual(['1']);
    expect(row('noun', 'payout')?.[2]).toBe('1');
    // A one-provider schema name is no row; "api" and a trailing action after a {param} are.
    expect(row('noun', 'direct debit mandate')).toBeUndefined();
    expect(row('noun', 'api')).toBeUndefined();
    expect(row('noun', 'cancel')?.[3]).toBe('path');
    expect(row('verb', 'create')).toBeUndefined(); // one provider
    expect(nounOf('PaymentIntents')).toBe('payment intent');
    expect(nounOf('bank-accounts')).toBe('bank account');
  });

  it('every glossary word is a resource noun of the extraction (derived from the providers, not invented)', () => {
    const tsv = fs.readFileSync(path.join(root, 'scripts/data/search-resources.tsv'), 'utf8');
    const nouns = new Set(
      tsv
        .split('\n')
        .filter((l) => l.startsWith('noun\t'))
        .map((l) => l.split('\t')[1]),
    );
    expect(Object.keys(SEARCH_GLOSSARY).filter((k) => !nouns.has(k))).toEqual([]);
  });

  it('every glossary name is a name of the public docs (the glossary ships in the public search box)', () => {
    const publicNames = docsWordsOf(root, DOCS_DIRS, restrictedDirs(root)) as Set<string>;
    const words = new Set(Object.values(SEARCH_GLOSSARY).flatMap((names) => names.flatMap((n) => n.split(' '))));
    const known = (w: string) => [w, `${w}s`, w.replace(/s$/, '')].some((f) => publicNames.has(f));
    expect([...words].filter((w) => !known(w))).toEqual([]);
  });
});

describe('the glossary in the query planner', () => {
  it('a glossary word the docs also hold is searched as the docs’ names first, then as itself below them', () => {
    expect(SEARCH_GLOSSARY.subscription).toContain('recurring payment');
    const index = wordIndex(['subscription', 'recurring', 'payment', 'standing', 'order', 'monthly']);
    const [monthly, subscription] = planQuery('monthly subscriptions', index).concepts;
    expect(monthly.alts.map((a) => a.text)).toEqual(['monthly']);
    expect(subscription.alts.map((a) => [a.text, a.weight])).toEqual([
      ['recurring payment', 1],
      ['subscriptions', GLOSSARY_WEIGHT],
    ]);
    // Its other names only when the index lacks the word (two searches per glossary word at most).
    expect(SEARCH_GLOSSARY.subscription[1]).toBe('standing order');
    const lacking = wordIndex(['recurring', 'payment', 'standing', 'order']);
    expect(planQuery('subscription', lacking).concepts[0].alts.map((a) => [a.text, a.weight])).toEqual([
      ['recurring payment', 1],
      ['standing order', 0.95],
    ]);
    expect(GLOSSARY_WEIGHT).toBeLessThan(1);
  });

  it('a glossary phrase is kept whole, in any form, and searched as its docs’ names', () => {
    const index = wordIndex(['payment', 'single', 'recurring', 'consent', 'direct']);
    const [intent] = planQuery('payment intents', index).concepts;
    expect(intent.typed).toBe('payment intent');
    expect(intent.alts.map((a) => a.text)).toEqual(['single payment']);
    expect(planQuery('credit notes', wordIndex(['credit', 'note', 'void', 'invoice'])).concepts[0].typed).toBe(
      'credit note',
    );
    // Only a noun's plural: "billing" is no bill, "processes" no process.
    expect(glossaryOf('bills')).toEqual(SEARCH_GLOSSARY.bill);
    expect(glossaryOf('activities')).toEqual(SEARCH_GLOSSARY.activity);
    expect(glossaryOf('billing')).toEqual([]);
    const [debit] = planQuery('direct debits', index).concepts;
    expect(debit.typed).toBe('direct debit');
    expect(debit.alts.map((a) => a.text)).toEqual(['recurring payment', 'consent']);
  });

  it('a glossary word the index lacks is no typo, and the derived table is not consulted for it (the glossary wins)', () => {
    // "payout" is one edit from "layout", an indexed word; the derived table would say customer.
    const index = wordIndex(['layout', 'bank', 'account', 'customer']);
    const table = {payout: 'customer 0.5'};
    const [payout] = planQuery('payout', index, table).concepts;
    expect(payout.corrected).toBeUndefined();
    expect(payout.alts.map((a) => a.text)).toEqual(['bank account']);
    expect(needsConcepts('payout', index)).toBe(false);
    // A word of neither still asks for the table.
    expect(needsConcepts('blorp', index)).toBe(true);
  });

  it('the hand-reviewed vocabulary overrides the glossary where both hold the word', () => {
    expect(SEARCH_GLOSSARY.charge).toEqual(['single payment']);
    const index = wordIndex(['charge', 'create', 'payment', 'single']);
    const alts = planQuery('charge', index).concepts[0].alts.map((a) => a.text);
    expect(alts).toContain('create payment');
    expect(alts).not.toContain('single payment');
    expect(needsConcepts('blorp', index)).toBe(true);
  });
});

describe('other payment APIs’ words in a query: what the search box and search_docs tell the reader', () => {
  it('names each glossary word of the query once, as the glossary’s key, with its Fernpay words', () => {
    expect(otherApiWords(planQuery('cancel my subscriptions'))).toEqual([
      {word: 'subscription', fernpay: SEARCH_GLOSSARY.subscription},
    ]);
    expect(otherApiWords(planQuery('confirm a payment intent after a chargeback')).map((o) => o.word)).toEqual([
      'payment intent',
      'chargeback',
    ]);
    expect(otherApiWords(planQuery('subscription subscription'))).toHaveLength(1);
    // The docs' own words, and the vocabulary's (not other APIs' names of things), say nothing.
    expect(otherApiWords(planQuery('refund a paid payment'))).toEqual([]);
    expect(otherApiWords(planQuery('stop a recurring payment'))).toEqual([]);
  });

  it('says it in the words of the page’s table, which the box links to', () => {
    expect(otherApiWordText({word: 'dispute', fernpay: SEARCH_GLOSSARY.dispute})).toBe(
      "“dispute” comes from other payment APIs. Fernpay's words: refund.",
    );
    expect(fs.readFileSync(path.join(root, 'spec', 'routes.txt'), 'utf8').split('\n')).toContain(OTHER_APIS_ROUTE);
    const page = fs.readFileSync(path.join(root, 'src', 'components', 'OtherApiTerms', 'index.tsx'), 'utf8');
    expect(page).toContain("'Other APIs say'");
    expect(page).toContain(`"Fernpay's words"`);
  });
});
