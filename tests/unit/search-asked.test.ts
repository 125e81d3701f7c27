/**
 * What integrators type to find each record (plugins/search-index/asked.ts): the files' check, the queries joined to
 * their records less the identifiers those name, stale and missing entries, and where the index holds them (the
 * `asked` metadata, searched and never shown; the word list). The files themselves against the build: search.e2e.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {askedFile, identifierWords, readAsked, withAsked, type Asked} from '../../plugins/search-index/asked';
import {askedWords, recordDocument, type SearchRecord} from '../../plugins/search-index/records';
import {wordList} from '../../plugins/search-index/words';
import {SEARCH_RANKING} from '../../src/shared/search';
import {ASKED_BONUS, askedFactor, planQuery} from '../../src/shared/search-plan';

const record = (url: string, extra: Partial<SearchRecord> = {}): SearchRecord => ({
  url,
  title: 'Refund a payment',
  kind: 'operation',
  context: 'Toolkit API › Single payments',
  blocks: [[{text: 'Refunds a paid payment.', weight: 1}]],
  fields: ['amount', 'isRetryWebhookEnabled', 'customer_id'],
  keywords: ['refundPayment'],
  ...extra,
});

describe('the asked files', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-asked-'));
  afterAll(() => fs.rmSync(root, {recursive: true, force: true}));
  const write = (index: 'public' | 'provider', data: unknown) => {
    fs.mkdirSync(path.dirname(askedFile(root, index)), {recursive: true});
    fs.writeFileSync(askedFile(root, index), JSON.stringify(data));
  };

  it('one per index, beside the module; each an object of record URL -> queries', () => {
    expect(askedFile('/r', 'public')).toBe(path.join('/r', 'plugins', 'search-index', 'asked', 'public.json'));
    write('provider', {'/provider/api#create-consent': ['set up a vrp mandate', 'sweeping consent']});
    expect(readAsked(root, 'provider')).toEqual({
      '/provider/api#create-consent': ['set up a vrp mandate', 'sweeping consent'],
    });
  });

  it('a malformed file fails naming the file and the URL', () => {
    write('public', ['a list']);
    expect(() => readAsked(root, 'public')).toThrow(`${askedFile(root, 'public')}: expected an object`);
    write('public', {'/a': []});
    expect(() => readAsked(root, 'public')).toThrow(`${askedFile(root, 'public')}: /a: expected a non-empty list`);
    for (const bad of ['Take money back', 'refund?', '', ' leading space', Array(18).fill('word').join(' ')]) {
      write('public', {'/b': ['fine words', bad]});
      expect(() => readAsked(root, 'public'), JSON.stringify(bad)).toThrow(`/b: not a query of lower-case words`);
    }
  });
});

describe('queries joined to their records', () => {
  const records = [record('/p#refund'), record('/p#cancel', {title: 'Cancel a payment'}), record('/p#list')];
  const asked: Asked = {
    '/p#refund': ['take money back', 'set isretrywebhookenabled for refunds', 'customer_id refund'],
    '/p#cancel': ['isretrywebhookenabled', 'stop a payment'],
    '/gone#section': ['a section that was renamed'],
  };
  const joined = withAsked(records, asked);

  it('each record carries its own queries; one without any carries none', () => {
    expect(joined.records.map((r) => r.url)).toEqual(['/p#refund', '/p#cancel', '/p#list']);
    expect(joined.records[2].asked).toBeUndefined();
    expect(joined.records[0]).toMatchObject({title: 'Refund a payment', fields: records[0].fields});
  });

  it('identifiers the records name are left out of the queries (an entry is found by its fields); a query of nothing else goes', () => {
    expect([...identifierWords(records)].sort()).toEqual(['customer_id', 'isretrywebhookenabled', 'refundpayment']);
    expect(joined.records[0].asked).toEqual(['take money back', 'set for refunds', 'refund']);
    expect(joined.records[1].asked).toEqual(['stop a payment']);
  });

  it('names the queries of records that are gone and the records without queries', () => {
    expect(joined.stale).toEqual(['/gone#section']);
    expect(joined.without).toEqual(['/p#list']);
  });

  it("a word many of a record's queries repeat is searched once: its weight does not grow with the repeats", () => {
    expect(askedWords(['refund a payment', 'payment refund', 'money back for a payment'])).toBe(
      'refund a payment money back for',
    );
  });

  it('a record whose queries are identifiers only is left without any, and named so', () => {
    const only = withAsked(records, {...asked, '/p#list': ['customer_id', 'refundpayment']});
    expect(only.records[2].asked).toBeUndefined();
    expect(only.without).toEqual(['/p#list']);
  });

  it('the index searches each of their words once (`askedwords`), keeps them whole for the ranking (`asked`), never shows them, and lists their words', () => {
    const doc = recordDocument(joined.records[0]);
    expect(doc).toContain('data-pagefind-meta="asked:take money back, set for refunds, refund"');
    expect(doc).toContain('data-pagefind-meta="askedwords:take money back set for refunds refund"');
    expect(doc).not.toMatch(/<p>[^<]*take money back/);
    expect(recordDocument(joined.records[2])).not.toContain('asked:');
    expect(recordDocument(joined.records[2])).not.toContain('askedwords:');
    const weights = SEARCH_RANKING.metaWeights as Record<string, number>;
    // The words weigh like a title a fraction as much; the whole queries, read by askedFactor, weigh nothing here.
    expect(weights.askedwords).toBeGreaterThan(weights.keywords);
    expect(weights.askedwords).toBeLessThan(weights.heading);
    expect(weights.asked).toBe(0);
    expect(wordList(joined.records)).toEqual(expect.arrayContaining(['take', 'money', 'back']));
    expect(wordList(records)).not.toContain('money');
  });
});

describe('a result read: its closest asked query (src/shared/search-plan.ts, askedFactor)', () => {
  const plan = planQuery('take money back from a customer', undefined);

  it('a record one of whose queries is the reader’s, in the same words, gets the whole bonus', () => {
    expect(askedFactor(plan, 'void an invoice, take money back from a customer')).toBeCloseTo(1 + ASKED_BONUS);
  });

  it('a query that names part of the reader’s, or names much else, gets part of it; the closest counts', () => {
    const part = askedFactor(plan, 'take money back');
    const wordy = askedFactor(plan, 'take money back from a customer after a partial shipment was lost in transit');
    expect(part).toBeGreaterThan(1);
    expect(part).toBeLessThan(1 + ASKED_BONUS);
    expect(wordy).toBeGreaterThan(1);
    expect(wordy).toBeLessThan(1 + ASKED_BONUS);
    expect(askedFactor(plan, `list invoices, take money back`)).toBe(part);
  });

  it('nothing shared, or no asked queries, leaves the score as it is', () => {
    expect(askedFactor(plan, 'list invoices, archive an item')).toBe(1);
    expect(askedFactor(plan, undefined)).toBe(1);
    expect(askedFactor(plan, '')).toBe(1);
  });
});
