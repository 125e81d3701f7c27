/**
 * The derivation of the provider-only strings (tests/restricted-strings.ts) on a small fixture: what a
 * provider declaration yields, and what a public declaration takes away.
 */
import {describe, expect, it} from 'vitest';
import {bundleStrings, leaksIn, phrasesOf, providerOnlyStrings} from '../restricted-strings';

const providerBundle = {
  paths: {
    '/access-consents/{consentId}': {
      delete: {
        operationId: 'deleteAccessConsent',
        summary: 'Delete an access consent',
        description:
          'Revokes the consent at the bank. A revoked consent cannot be used again; see [Errors](/provider/errors). Pagination works as usual. Confirm the status with the get call.',
      },
    },
    '/payments/list': {get: {operationId: 'listPayments', summary: 'List payments'}},
    '/vrp': {post: {operationId: 'createVrpConsent'}},
  },
  webhooks: {ACCOUNT_ACCESS_CONSENT: {post: {operationId: 'accountAccessConsentWebhook'}}},
  components: {
    schemas: {
      AccessConsent: {
        type: 'object',
        properties: {status: {type: 'string', enum: ['AwaitingAuthorisation', 'Authorised']}},
        example: {note: 'An example is not a declaration of its own'},
      },
      Pagination: {type: 'object'},
    },
  },
};

const publicBundle = {
  paths: {'/payments/list': {get: {operationId: 'listPayments', summary: 'List payments'}}},
  components: {schemas: {Pagination: {type: 'object', description: 'Pagination works as usual.'}}},
};

describe('the provider-only strings of a declaration', () => {
  it('cuts prose into phrases that any rendering keeps verbatim', () => {
    expect(phrasesOf('Revokes the consent at the bank. A `code` splits; see [the errors page](/x) here.')).toEqual([
      'Revokes the consent at the bank',
    ]);
  });

  it("collects a bundle's ids, summaries, path segments, webhook and schema names, codes and phrases", () => {
    const {names, phrases} = bundleStrings(providerBundle);
    expect(names).toEqual(
      expect.arrayContaining([
        'deleteAccessConsent',
        'Delete an access consent',
        'access-consents',
        'ACCOUNT_ACCESS_CONSENT',
        'AccessConsent',
        'AwaitingAuthorisation',
      ]),
    );
    expect(phrases).toContain('Revokes the consent at the bank');
    expect(phrases.join(' ')).not.toContain('example');
  });

  it('keeps what only the provider declares, and drops what a public declaration has', () => {
    const strings = providerOnlyStrings(
      {
        bundles: [providerBundle],
        rules: [
          '| Create an access consent for a customer | Returns a new link; the earlier one stays usable until it expires. |',
        ],
        credentials: {'X-Client-Id': '8d2f6b1e-0000'},
        errorCodes: ['eu_payment_authorisation_error'],
        headings: ['Access consents'],
      },
      {
        bundles: [publicBundle],
        rules: ['Returns a new link; the earlier one stays usable until it expires.'],
        // A public page says it too, with a link in the middle: public as a reader reads it.
        pages: ['# Payments\n\nConfirm the status with the [get call](/x#get) before acting on it.'],
      },
    );
    for (const s of [
      'deleteAccessConsent',
      'access-consents',
      'AccessConsent',
      'Revokes the consent at the bank',
      'Create an access consent for a customer',
      'X-Client-Id',
      '8d2f6b1e-0000',
      'eu_payment_authorisation_error',
      'Access consents',
    ])
      expect(strings, s).toContain(s);
    // Public: an operation id and a schema of a public bundle, a phrase of a public description or rule.
    for (const s of [
      'listPayments',
      'Pagination',
      'Pagination works as usual',
      'Returns a new link',
      'payments',
      'Confirm the status with the get call',
    ])
      expect(strings, s).not.toContain(s);
    // Too short to tell anything apart.
    expect(strings).not.toContain('vrp');
    expect(strings).toContain('createVrpConsent');
    expect(leaksIn('… fetch("/provider/v1/access-consents") …', strings)).toEqual(['access-consents']);
  });
});

describe('leaksIn', () => {
  // A seeded generator: the same texts every run.
  let seed = 42;
  const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) | 0) >>> 0) / 2 ** 32;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const ALPHABET = ['a', 'b', 'c', 'A', ' ', '-', 'é', '€', '😀'];
  const word = (n: number) => Array.from({length: n}, () => pick(ALPHABET)).join('');

  it('finds exactly what one `includes` per string finds, in the order given: overlaps, shared starts, ends, non-ASCII', () => {
    for (let round = 0; round < 200; round++) {
      const strings = Array.from({length: 1 + Math.floor(random() * 12)}, () => word(4 + Math.floor(random() * 6)));
      // Strings sharing their start with another, and a repeat.
      strings.push(`${strings[0]}${word(3)}`, strings[0]);
      let text = word(Math.floor(random() * 60));
      // Some of the strings planted, one at the very start and one at the very end.
      for (const s of strings) if (random() < 0.4) text += s + word(Math.floor(random() * 5));
      if (random() < 0.5) text = pick(strings) + text;
      if (random() < 0.5) text += pick(strings);
      expect(leaksIn(text, strings), JSON.stringify({text, strings})).toEqual(strings.filter((s) => text.includes(s)));
    }
  });

  it('a text shorter than every string holds none; a string equal to the text is found', () => {
    expect(leaksIn('abc', ['abcdefgh'])).toEqual([]);
    expect(leaksIn('abcdefgh', ['abcdefgh', 'bcdefghi'])).toEqual(['abcdefgh']);
  });
});
