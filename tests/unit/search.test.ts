/**
 * Search: splitting built pages into records (plugins/search-index), a reference's records from the compiler
 * (plugins/api-reference/search.ts), the document Pagefind indexes for each (weights, metadata, filters: the
 * ranking's inputs), the restricted section's twins, and what the search box shows of a result (src/components/Search).
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {compileApi} from '../../plugins/api-reference/compile';
import {
  BOILERPLATE_TITLES,
  BOILERPLATE_WEIGHT,
  WEIGHTS,
  apiName,
  identifiersIn,
  pageRecords,
  placeRecords,
  recordDocument,
  withBoilerplateLowered,
  type SearchRecord,
} from '../../plugins/search-index/records';
import {markdownRecords} from '../../plugins/search-index/text';
import {moveSelection, normalizeResultUrl, searchTerms, statusText, toHit} from '../../src/components/Search/results';
import {
  RANKED_TITLE_KEY,
  RESTRICTED_INDEX_PATH,
  RESTRICTED_SEARCH_SECTION,
  SEARCH_RANKING,
  SEARCH_SECTIONS,
  sectionOf,
} from '../../src/shared/search';
import {RESTRICTED} from '../../src/restricted';
import {
  ACTION_MISMATCH,
  COVERAGE_POWER,
  actionFactor,
  askedFactor,
  correctTypo,
  spellingVariants,
  typoSlip,
  operationVerbs,
  plannedSearch,
  withSectionFirst,
  SECTION_AFFINITY,
  queryActions,
  asListing,
  asOne,
  listsWithoutVerb,
  lookupOfOne,
  asksForEvent,
  eventFactor,
  oneMeant,
  editDistance,
  planQuery,
  rankOf,
  rarity,
  runPlan,
  searchLevels,
  shownFor,
  shownForText,
  titleCoverage,
  titlePrecision,
  wordIndex,
  WEAK_WEIGHT,
  QUESTION_READ,
  RESULTS_SHOWN,
} from '../../src/shared/search-plan';
import {
  OTHER_PAYMENT_APIS,
  SEARCH_VERBS_AS_IS,
  SEARCH_VOCABULARY,
  SEARCH_WEAK_WORDS,
} from '../../src/shared/search-vocabulary';
import {wordList, wordsOf} from '../../plugins/search-index/words';

const lines = (r: SearchRecord) => r.blocks.map((b) => b.map((run) => run.text).join(''));
const byUrl = (records: SearchRecord[], url: string) => {
  const found = records.find((r) => r.url === url);
  if (!found) throw new Error(`no record ${url} in ${records.map((r) => r.url).join(', ')}`);
  return found;
};

/** A guide page as Docusaurus builds it (trimmed): chrome outside the body, hash links, a table, code. */
const GUIDE = `<!doctype html><html lang=en><head><title>x</title></head><body>
<nav class=navbar>Toolkit API Partner API Search</nav>
<div class="theme-doc-breadcrumbs">Business Toolkit API suite</div>
<div class=bar data-pagefind-ignore=all><button>Copy page as Markdown</button></div>
<div data-pagefind-body=""><div class="theme-doc-markdown markdown"><header><h1>API keys (terminals)</h1></header>
<p>Your server authenticates with a terminal.</p>
<h2 class="anchor" id=scopes>Scopes<a href=#scopes class=hash-link aria-label="Direct link to Scopes">\u200b</a></h2>
<p>Each terminal has scopes.<table><thead><tr><th>Scope<th>Allows<tbody><tr><td><code>payments:read</code><td>Reading payments<tr><td><code>refunds:write</code><td>Refunding</table>
<h3 id=rotate-a-secret>Rotate a secret<a href=#rotate-a-secret class=hash-link>\u200b</a></h3>
<ul><li>Roll the secret.<li>Deploy it.</ul>
<div class="theme-code-block language-php"><pre><code>$client = new FernpayClient(terminalSecret: getenv('FERNPAY_TERMINAL_SECRET'));
{"customerEmailCC": []}</code></pre></div>
<h4>In the portal</h4><p>Open <strong>Settings</strong>.</p>
<figure><img alt="A diagram of every status" src=/d.svg></figure>
<h2 id=empty>Empty</h2>
</div></div>
<footer>Footer text</footer></body></html>`;

describe('records of a guide page', () => {
  const records = pageRecords({route: '/toolkit-api/getting-started/api-keys', html: GUIDE});

  it('one record for the page top and one per h2/h3 section with an id, each at its anchor', () => {
    expect(records.map((r) => [r.url, r.kind, r.title])).toEqual([
      ['/toolkit-api/getting-started/api-keys', 'page', 'API keys (terminals)'],
      ['/toolkit-api/getting-started/api-keys#scopes', 'section', 'Scopes'],
      ['/toolkit-api/getting-started/api-keys#rotate-a-secret', 'section', 'Rotate a secret'],
    ]);
  });

  it('names its section and page: the filter value and "Toolkit API › <page title>"', () => {
    expect(byUrl(records, '/toolkit-api/getting-started/api-keys')).toMatchObject({
      section: 'Toolkit',
      context: 'Toolkit API',
    });
    expect(byUrl(records, '/toolkit-api/getting-started/api-keys#scopes')).toMatchObject({
      section: 'Toolkit',
      context: 'Toolkit API › API keys (terminals)',
    });
  });

  it('indexes the body only: no navbar, breadcrumbs, ignored bar, footer, hash-link characters or alt text', () => {
    const all = records.flatMap(lines).join('\n');
    for (const chrome of ['Partner API', 'Business Toolkit', 'Copy page', 'Footer', '\u200b', 'diagram'])
      expect(all).not.toContain(chrome);
  });

  it('a table row is one line, its cells kept apart; the header row is left out', () => {
    const scopes = byUrl(records, '/toolkit-api/getting-started/api-keys#scopes');
    expect(lines(scopes)).toEqual([
      'Each terminal has scopes.',
      'payments:read · Reading payments',
      'refunds:write · Refunding',
    ]);
    expect(scopes.blocks[1].every((run) => run.weight === WEIGHTS.tableRow)).toBe(true);
  });

  it('code is not text: its identifiers become keywords; list items and h4 are lines of their own', () => {
    const rotate = byUrl(records, '/toolkit-api/getting-started/api-keys#rotate-a-secret');
    expect(lines(rotate)).toEqual(['Roll the secret.', 'Deploy it.', 'In the portal', 'Open Settings.']);
    expect(rotate.keywords).toEqual(['FernpayClient', 'terminalSecret', 'FERNPAY_TERMINAL_SECRET', 'customerEmailCC']);
    expect(rotate.blocks[2][0].weight).toBe(WEIGHTS.subheading);
  });

  it('a heading with nothing under it is no record', () => {
    expect(records.some((r) => r.url.endsWith('#empty'))).toBe(false);
  });
});

describe('records of an API reference, from the compiler’s model (not its HTML)', () => {
  let records: SearchRecord[];
  const PAGE =
    '<div data-pagefind-body><h1>Pets API reference</h1><div class="api-reference" data-pagefind-ignore="all"><h2 id="introduction">Introduction</h2><p>Page HTML, not read.</p></div></div>';
  beforeAll(async () => {
    const api = await compileApi({configFile: 'tests/fixtures/openapi/redocly.yaml', restricted: {}}, 'constructs');
    records = pageRecords({route: '/partner-api/apis/pets/api-requests', html: PAGE, reference: api.emitted.records});
  });

  it('the page’s reference HTML is not read (it is marked data-pagefind-ignore): its records come from the compiler', () => {
    expect(records.flatMap(lines).join('\n')).not.toContain('Page HTML, not read.');
    expect(records.filter((r) => r.kind === 'operation').length).toBeGreaterThan(0);
  });

  it('an operation: its summary, method and path, the API it belongs to', () => {
    expect(byUrl(records, '/partner-api/apis/pets/api-requests#update-pet')).toMatchObject({
      kind: 'operation',
      title: 'Update a pet',
      method: 'POST',
      path: '/pets/{petId}',
      section: 'Partner',
      context: 'Partner API › Pets',
    });
  });

  it('its parameters and body fields are weighted names with their descriptions; samples, types and constraints are left out', () => {
    const op = byUrl(records, '/partner-api/apis/pets/api-requests#update-pet');
    expect(op.fields).toEqual(expect.arrayContaining(['petId', 'dryRun']));
    const field = op.blocks.find((b) => b[0].text === 'petId')!;
    expect(field.map((r) => r.weight)).toEqual([WEIGHTS.field, WEIGHTS.fieldText]);
    expect(field.map((r) => r.text).join('')).toBe("petId — The pet's id.");
    const text = lines(op).join('\n');
    expect(text).toContain('Replaces a pet.');
    for (const noise of ['curl', '{', 'string', 'required', 'Example', 'Request body', 'X-Api-Key'])
      expect(text).not.toContain(noise);
  });

  it('a webhook: its event as the path; a schema: its fields', () => {
    expect(byUrl(records, '/partner-api/apis/pets/api-requests#webhook-pet-adopted')).toMatchObject({
      kind: 'webhook',
      title: 'Pet adopted',
      path: 'pet.adopted',
    });
    const cat = byUrl(records, '/partner-api/apis/pets/api-requests#schema-cat');
    expect(cat.kind).toBe('schema');
    expect(cat.fields).toEqual(expect.arrayContaining(['name', 'lives']));
  });

  it('the introduction’s sections are sections; error tables are rows', () => {
    expect(byUrl(records, '/partner-api/apis/pets/api-requests#error-statuses')).toMatchObject({kind: 'section'});
    expect(lines(byUrl(records, '/partner-api/apis/pets/api-requests#error-statuses'))).toEqual([
      '404 · Not found. · Not Found',
    ]);
  });

  it('"<Name> API reference" is named by its API; a section’s own reference or overview is not named twice', () => {
    expect(apiName('Single payments API reference')).toBe('Single payments');
    const [provider] = placeRecords(
      `${RESTRICTED.prefix}/api`,
      [
        {title: 'Provider API reference', kind: 'page', blocks: [], fields: [], keywords: []},
        {anchor: 'a', title: 'A', kind: 'section', blocks: [[{text: 'Text.', weight: 1}]], fields: [], keywords: []},
      ],
      true,
    );
    expect(provider.context).toBe(`${RESTRICTED_SEARCH_SECTION.name} › API reference`);
    const [overview] = pageRecords({
      route: '/partner-api/overview',
      html: '<div data-pagefind-body><h1>Partner API</h1><h2 id=a>A</h2><p>Text.</div>',
    });
    expect(overview.context).toBe('Partner API › Overview');
  });
});

describe('the document Pagefind indexes for a record (the ranking’s inputs)', () => {
  const record: SearchRecord = {
    url: '/toolkit-api/invoices/api-requests#void-invoice',
    title: 'Void an <invoice>',
    kind: 'operation',
    section: 'Toolkit',
    context: 'Toolkit API › Invoices',
    method: 'PATCH',
    path: '/invoices/{id}/void',
    blocks: [[{text: 'Voids an invoice.', weight: 1}], [{text: 'reason', weight: WEIGHTS.field}]],
    fields: ['reason', 'voidedAt'],
    keywords: ['voidInvoice'],
  };
  const doc = recordDocument(record);

  it('the title is stored twice: shown (`title`) and ranked under its kind’s key', () => {
    expect(doc).toContain('data-pagefind-meta="title:Void an &lt;invoice&gt;"');
    expect(doc).toContain(`data-pagefind-meta="${RANKED_TITLE_KEY.operation}:Void an &lt;invoice&gt;"`);
  });

  it('metadata for the result line, the section filter, and weighted text', () => {
    for (const meta of [
      'context:Toolkit API › Invoices',
      'kind:operation',
      'method:PATCH',
      'path:/invoices/{id}/void',
      'fields:reason, voidedAt',
      'keywords:voidInvoice',
    ])
      expect(doc).toContain(`data-pagefind-meta="${meta}"`);
    expect(doc).toContain('data-pagefind-filter="section:Toolkit"');
    expect(doc).toContain('<p>Voids an invoice.</p>');
    expect(doc).toContain(`<p><span data-pagefind-weight="${WEIGHTS.field}">reason</span></p>`);
    expect(doc).toMatch(/<main data-pagefind-body>/);
  });

  it('every kind’s ranked key has a weight; the shown title and the labels weigh nothing', () => {
    const weights = SEARCH_RANKING.metaWeights as Record<string, number>;
    for (const key of Object.values(RANKED_TITLE_KEY)) expect(weights[key], key).toBeGreaterThan(0);
    expect([weights.title, weights.kind, weights.method]).toEqual([0, 0, 0]);
    // An operation or page whose title matches comes before a heading, a heading before a schema.
    expect(weights.operation).toBeGreaterThan(weights.heading);
    expect(weights.page).toBeGreaterThan(weights.heading);
    expect(weights.heading).toBeGreaterThan(weights.schema);
  });
});

describe('a reference’s boilerplate: lines every call repeats weigh almost nothing in the index', () => {
  const RATE = 'Your credential sent more requests in the current window than its rate limit allows.';
  const NINE = 'No payment with this id exists.';
  const entry = (title: string, kind: SearchRecord['kind'], own: string, shared: string[]): SearchRecord => ({
    url: `/toolkit-api/x/api-requests#${title.toLowerCase().replace(/\W+/g, '-')}-${kind}`,
    title,
    kind,
    context: 'Toolkit API › X',
    blocks: [
      [{text: own, weight: 1}],
      ...shared.map((text) => [
        {text: '429', weight: WEIGHTS.field},
        {text: ` ${text}`, weight: WEIGHTS.fieldText},
      ]),
    ],
    fields: [],
    keywords: [],
  });
  // BOILERPLATE_TITLES operations of different titles repeat RATE; one fewer repeat NINE; each title twice (its copy
  // in another API counts once); a guide's section repeats RATE too.
  const titles = Array.from({length: BOILERPLATE_TITLES}, (_, i) => `Call number ${i}`);
  const records = [
    ...titles.flatMap((t, i) => [
      entry(t, 'operation', `What call ${i} does.`, i === 0 ? [RATE] : [RATE, NINE]),
      entry(t, 'operation', `What call ${i} does.`, [RATE]),
    ]),
    entry('Rate limits', 'section', 'How many requests you may send.', [RATE]),
  ];
  const lowered = withBoilerplateLowered(records);
  const weights = (r: SearchRecord, text: string) =>
    r.blocks
      .filter((l) =>
        l
          .map((x) => x.text)
          .join('')
          .includes(text),
      )
      .flatMap((l) => l.map((x) => x.weight));

  it('a line entries of BOILERPLATE_TITLES different titles repeat weighs BOILERPLATE_WEIGHT at most in each', () => {
    expect(BOILERPLATE_WEIGHT).toBeLessThan(WEIGHTS.fieldText);
    for (const r of lowered.filter((x) => x.kind === 'operation'))
      expect(weights(r, RATE)).toEqual([BOILERPLATE_WEIGHT, BOILERPLATE_WEIGHT]);
    expect(recordDocument(lowered[0])).toContain(`<span data-pagefind-weight="${BOILERPLATE_WEIGHT}">429</span>`);
  });

  it('an entry’s own lines, a line fewer titles share, and every record not of the reference are as they were', () => {
    for (const [i, r] of lowered.entries()) {
      if (r.kind !== 'operation') {
        expect(r).toBe(records[i]);
        continue;
      }
      expect(weights(r, 'What call')).toEqual([1]);
      if (weights(records[i], NINE).length) expect(weights(r, NINE)).toEqual([WEIGHTS.field, WEIGHTS.fieldText]);
    }
    // Nothing is dropped: the text is the same, line for line.
    expect(lowered.map((r) => r.blocks.map((l) => l.map((x) => x.text)))).toEqual(
      records.map((r) => r.blocks.map((l) => l.map((x) => x.text))),
    );
  });

  it('counted over the records given: fewer titles than BOILERPLATE_TITLES lower nothing', () => {
    const few = records.filter((r) => r.title !== titles[0]);
    expect(withBoilerplateLowered(few)).toEqual(few);
  });
});

describe('identifiers kept from code', () => {
  it('camelCase, PascalCase compounds, snake and screaming case; not plain words', () => {
    expect(
      identifiersIn('$x = createAndProcess(FERNPAY_ENV, new SinglePayment(), refund_id); echo "hello world";'),
    ).toEqual(['createAndProcess', 'FERNPAY_ENV', 'SinglePayment', 'refund_id']);
  });
});

describe('the restricted section’s pages, from their Markdown twins', () => {
  it('a Markdown twin: its headings get the ids Docusaurus gives them (repeats numbered)', () => {
    const twin = markdownRecords(
      '# Webhooks and retries\n\n## Where `webhooks` go\n\n| A | B |\n|---|---|\n| x | y |\n\n## Errors\n\n### Errors\n\nText.\n',
      'fallback',
    );
    expect(twin.map((r) => [r.anchor, r.title])).toEqual([
      [undefined, 'Webhooks and retries'],
      ['where-webhooks-go', 'Where webhooks go'],
      ['errors', 'Errors'],
      ['errors-1', 'Errors'],
    ]);
    // An explicit id (the twin keeps `{#id}`, docs-as-text) is the heading's id, and takes no slug.
    const explicit = markdownRecords(
      '# P\n\n## Run it locally {#get-the-same-answers}\n\nA.\n\n## Run it locally\n\nB.\n',
      'p',
    );
    expect(explicit.map((r) => [r.anchor, r.title])).toEqual([
      [undefined, 'P'],
      ['get-the-same-answers', 'Run it locally'],
      ['run-it-locally', 'Run it locally'],
    ]);
    const records = placeRecords('/provider/webhook-retries', twin);
    expect(records.map((r) => r.url)).toEqual([
      '/provider/webhook-retries#where-webhooks-go',
      '/provider/webhook-retries#errors-1',
    ]);
    expect(records[0]).toMatchObject({
      section: RESTRICTED_SEARCH_SECTION.label,
      title: 'Where webhooks go',
      context: `${RESTRICTED_SEARCH_SECTION.name} › Webhooks and retries`,
    });
    expect(lines(records[0])).toEqual(['x · y']);
    expect(records[0].blocks[0][0].weight).toBe(WEIGHTS.tableRow);
  });

  it('its index lives under the section’s prefix, where the host protects it', () => {
    expect(RESTRICTED_INDEX_PATH.startsWith(`${RESTRICTED.prefix}/`)).toBe(true);
  });
});

describe('sections', () => {
  it('a route’s section (the filter), public or restricted; none for the home page', () => {
    expect(sectionOf('/partner-api/apis/overview')?.label).toBe('Partner');
    expect(sectionOf('/sdk/php-sdk')?.label).toBe('SDKs');
    expect(sectionOf(`${RESTRICTED.prefix}/overview`)).toBe(RESTRICTED_SEARCH_SECTION);
    expect(sectionOf('/')).toBeUndefined();
    expect(SEARCH_SECTIONS.map((s) => s.label)).toEqual(['Toolkit', 'Partner', 'SDKs', 'Onboarding']);
  });
});

describe('what the search box shows', () => {
  it('a result: its title, where it is, method and path', () => {
    expect(
      toHit({
        url: '/toolkit-api/invoices/api-requests#void-invoice',
        excerpt: 'A paid <mark>invoice</mark>',
        meta: {
          title: 'Void an invoice\u200b',
          context: 'Toolkit API › Invoices',
          kind: 'operation',
          method: 'PATCH',
          path: '/invoices/{id}/void',
        },
      }),
    ).toEqual({
      key: '/toolkit-api/invoices/api-requests#void-invoice',
      url: '/toolkit-api/invoices/api-requests#void-invoice',
      title: 'Void an invoice',
      context: 'Toolkit API › Invoices',
      kind: 'operation',
      method: 'PATCH',
      path: '/invoices/{id}/void',
      excerpt: 'A paid <mark>invoice</mark>',
    });
  });

  it('a result without metadata falls back to its route; an unknown kind is dropped', () => {
    expect(toHit({url: '/sdk/php-sdk.html#install', excerpt: '', meta: {kind: 'other' as never}})).toMatchObject({
      url: '/sdk/php-sdk#install',
      title: '/sdk/php-sdk#install',
      kind: undefined,
    });
  });

  it('maps built files to site routes', () => {
    expect(normalizeResultUrl('/sdk/php-sdk.html')).toBe('/sdk/php-sdk');
    expect(normalizeResultUrl('/index.html')).toBe('/');
    expect(normalizeResultUrl('/category/sdks/index.html#x')).toBe('/category/sdks#x');
    expect(normalizeResultUrl('/markdown-page')).toBe('/markdown-page');
  });

  it('a typed path becomes its words; a method in front of it is dropped', () => {
    expect(searchTerms('/payments/single/list')).toBe('payments single list');
    expect(searchTerms('GET /invoices/{id}/void')).toBe('invoices id void');
    expect(searchTerms('  get paid ')).toBe('get paid');
    expect(searchTerms('/')).toBe('');
  });

  it('the status line: loading, none, some of many, and a reader’s message when the index is unavailable', () => {
    expect(statusText({query: '', status: 'idle', shown: 0, total: 0})).toBe('Type to search. Esc closes.');
    expect(statusText({query: 'refund', status: 'loading', shown: 0, total: 0})).toBe('Loading…');
    expect(statusText({query: 'zzz', status: 'ready', shown: 0, total: 0})).toBe('No results for “zzz”.');
    expect(statusText({query: 'x', status: 'ready', shown: 1, total: 1})).toBe('1 result. Use ↑ ↓ and Enter.');
    expect(statusText({query: 'x', status: 'ready', shown: 12, total: 40})).toBe(
      '40 results, the first 12 shown. Use ↑ ↓ and Enter.',
    );
    const unavailable = statusText({query: 'x', status: 'unavailable', shown: 0, total: 0});
    expect(unavailable).toMatch(/try again/i);
    expect(unavailable).not.toMatch(/npm|build|index/i);
  });

  it('arrow keys wrap around both ways', () => {
    expect(moveSelection(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveSelection(2, 3, 'ArrowDown')).toBe(0);
    expect(moveSelection(0, 3, 'ArrowUp')).toBe(2);
    expect(moveSelection(0, 0, 'ArrowDown')).toBe(-1);
  });
});

/** A search result of an operation, as Pagefind gives one: an id, a score, and its data on demand. */
const operation = (id: string, title: string, score: number) => ({
  id,
  score,
  data: async () => ({meta: {kind: 'operation', title}}),
});
describe('queries in integrators’ words (src/shared/search-plan.ts, the vocabulary, the word list)', () => {
  const index = wordIndex([
    'payment',
    'customer',
    'restore',
    'archived',
    'archive',
    'idempotency',
    'recurring',
    'invoice',
    'cancel',
    'void',
    'statistics',
    'totals',
    'averages',
    'the',
  ]);

  it('stop words are left out; a question is marked as one; a phrase of the vocabulary stays whole', () => {
    const plan = planQuery('what does overdue mean', undefined);
    expect(plan.concepts.map((c) => c.typed)).toEqual(['overdue']);
    expect(plan.question).toBe(true);
    expect(planQuery('give the money back', undefined).concepts.map((c) => c.typed)).toEqual(['give', 'money back']);
    expect(planQuery('refund', undefined).question).toBe(false);
  });

  it('a word the API does not use is searched as the API’s words (only those the index holds)', () => {
    const [undo, archive, customer] = planQuery('undo archive customer', index).concepts;
    expect(undo.alts.map((a) => a.text)).toEqual(['restore']);
    expect(archive.alts.map((a) => a.text)).toEqual(['archive']);
    expect(customer.alts[0]).toEqual({text: 'customer', weight: 1});
    expect(planQuery('revenue', index).concepts[0].alts.map((a) => a.text)).toEqual([
      'statistics',
      'totals',
      'averages',
    ]);
  });

  it('a word of several groups is searched as each group’s first term before a second one of any group', () => {
    // "deactivate" is the vocabulary's word for banning a company and for revoking a terminal: both senses are kept
    // within the three alternatives, not the first group's two terms.
    const words = wordIndex(['deactivate', 'ban', 'reactivate', 'revoke', 'terminal']);
    expect(planQuery('deactivate a terminal', words).concepts[0].alts.map((a) => a.text)).toEqual([
      'deactivate',
      'ban',
      'revoke',
    ]);
  });

  it('"end" before what it ends is cancelling; the docs\' noun "end" keeps its own sense', () => {
    const words = wordIndex([
      'end',
      'cancel',
      'void',
      'revoke',
      'recurring',
      'payment',
      'subscription',
      'date',
      'test',
    ]);
    for (const query of ['end a subscription', 'how do I end my subscription?', 'end the recurring payment']) {
      const [end] = planQuery(query, words).concepts;
      expect(
        end.alts.map((a) => a.text),
        query,
      ).toEqual(['cancel', 'void', 'revoke']);
    }
    for (const query of ['end to end test', 'is the end date inclusive'])
      expect(
        planQuery(query, words).concepts[0].alts.map((a) => a.text),
        query,
      ).toEqual(['end']);
  });

  it('a task worded as listening for something asks for an event', () => {
    const words = wordIndex(['listen', 'webhook', 'invoice', 'paid']);
    expect(asksForEvent(planQuery('listen for invoice paid', words))).toBe(true);
    expect(asksForEvent(planQuery('invoice paid', words))).toBe(false);
  });

  it('typos of five letters or more: one or two edits (a transposition is one), the closest and most frequent', () => {
    expect(editDistance('invocie', 'invoice', 2)).toBe(1);
    expect(correctTypo('idempotncy', index)?.word).toBe('idempotency');
    expect(correctTypo('recuring', index)?.word).toBe('recurring');
    expect(correctTypo('invocie', index)?.word).toBe('invoice');
    expect(correctTypo('paymnet', index)?.word).toBe('payment');
    expect(correctTypo('void', index)).toBeUndefined();
    expect(correctTypo('zzzzzzz', index)).toBeUndefined();
    // Two edits that change the first letter make another word, not a typo of it; one edit may change it.
    const names = wordIndex(['lastname', 'front', 'payment']);
    expect(correctTypo('hostname', names)).toBeUndefined();
    expect(correctTypo('upfront', names)).toBeUndefined();
    expect(correctTypo('rayment', names)?.word).toBe('payment');
    expect(correctTypo('lsatnmae', names)?.word).toBe('lastname');
    const [c] = planQuery('idempotncy', index).concepts;
    expect(c.corrected).toBe('idempotency');
  });

  it('of two words one edit away, the likelier slip of the fingers; four letters only for the commonest slips', () => {
    // A letter left out, two swapped or one doubled is the commonest slip; a neighbouring key the next; any other
    // substitution the least likely ("progess": "progress", not the more frequent "process").
    expect(typoSlip('progess', 'progress')).toBe(0);
    expect(typoSlip('progess', 'process')).toBe(2);
    expect(typoSlip('sweeing', 'sweeping')).toBe(0);
    expect(typoSlip('sweeing', 'seeing')).toBe(1);
    expect(typoSlip('paymnet', 'payment')).toBe(0);
    expect(typoSlip('refuund', 'refund')).toBe(0);
    expect(typoSlip('refumd', 'refund')).toBe(1);
    const words = wordIndex(['process', 'seeing', 'progress', 'sweeping', 'error', 'token', 'note', 'tone']);
    expect(correctTypo('progess', words)?.word).toBe('progress');
    expect(correctTypo('sweeing', words)?.word).toBe('sweeping');
    // Four letters: a letter left out, swapped or doubled, keeping the first letter; nothing else.
    expect(correctTypo('eror', words)?.word).toBe('error');
    expect(correctTypo('toen', words)?.word).toBe('token');
    expect(correctTypo('nite', words)).toBeUndefined();
    expect(correctTypo('rror', words)).toBeUndefined();
    expect(correctTypo('abc', words)).toBeUndefined();
  });

  it('a corrected typo is read as the word it stands for: its phrase, whether it is vague, its synonyms', () => {
    const words = wordIndex(['supported', 'payment', 'methods', 'money', 'back', 'refund', 'progress', 'status']);
    // "supported" is a vague word of the vocabulary: so is its typo.
    const [supported] = planQuery('suported payment methods', words).concepts;
    expect(supported.corrected).toBe('supported');
    expect(supported.typed).toBe('suported');
    expect(supported.weight).toBe(planQuery('supported payment methods', words).concepts[0].weight);
    expect(supported.weight).toBeLessThan(1);
    // A typo inside a phrase of the vocabulary: the phrase ("money back": refund), as typed without the typo.
    const plan = planQuery('monney back', words);
    expect(plan.concepts).toHaveLength(1);
    expect(plan.concepts[0].corrected).toBe('money back');
    expect(plan.concepts[0].typed).toBe('monney back');
    expect(plan.concepts[0].alts.map((a) => a.text)).toEqual(
      planQuery('money back', words).concepts[0].alts.map((a) => a.text),
    );
    // Its synonyms at the corrected word's weight, a little less than the word's own.
    const [progress] = planQuery('progess', words).concepts;
    expect(progress.alts.map((a) => a.text)).toContain('status');
  });

  it('the other spelling of English: a word the index lacks is searched as the docs spell it, silently', () => {
    expect(spellingVariants('authorize')).toContain('authorise');
    expect(spellingVariants('authorization')).toContain('authorisation');
    expect(spellingVariants('canceled')).toContain('cancelled');
    expect(spellingVariants('behavior')).toContain('behaviour');
    expect(spellingVariants('fulfillment')).toContain('fulfilment');
    expect(spellingVariants('catalog')).toContain('catalogue');
    expect(spellingVariants('analyze')).toContain('analyse');
    expect(spellingVariants('pay')).toEqual([]);
    const words = wordIndex(['authorise', 'payment', 'fulfillment', 'fulfilment', 'behaviour']);
    const [authorise] = planQuery('authorize payment', words).concepts;
    // Not a typo: no "Showing results for".
    expect(authorise.corrected).toBeUndefined();
    expect(authorise.alts[0]).toEqual({text: 'authorise', weight: 1});
    // A word the index holds as typed stays as typed ("fulfillment", though the docs also say "fulfilment"): the
    // other spelling may be another word's ("authorization", an HTTP header, beside the docs' "authorisation").
    expect(planQuery('fulfillment', words).concepts[0].alts.map((a) => a.text)).toEqual(['fulfillment']);
    expect(planQuery('behavior', words).concepts[0].alts[0]).toEqual({text: 'behaviour', weight: 1});
  });

  it('words typed apart or together as the index holds them', () => {
    // "webhook" is far more frequent than "hook": typed apart, it is the one word; "customer id" stays two.
    const words = wordIndex([
      'customer',
      'id',
      'webhook',
      'web',
      'retry',
      'email',
      'hooks',
      'customerid',
      'status',
      'refund',
    ]);
    expect(planQuery('web hook', words).concepts.map((c) => c.typed)).toEqual(['webhook']);
    expect(planQuery('customer id', words).concepts.map((c) => c.typed)).toEqual(['customer', 'id']);
    // A hyphenated word the index lacks: joined when the index holds it, else its parts.
    expect(planQuery('re-try webhook', words).concepts.map((c) => c.typed)).toEqual(['retry', 'webhook']);
    expect(planQuery('e-mail', words).concepts.map((c) => c.typed)).toEqual(['email']);
    expect(planQuery('sub-customer', words).concepts.map((c) => c.typed)).toEqual(['sub', 'customer']);
    // A long word the index lacks, as two it holds.
    expect(planQuery('refundstatus', words).concepts.map((c) => c.typed)).toEqual(['refund', 'status']);
    // A stop word is never half of a compound ("a live" is no "alive"); two words the index holds stay two.
    const live = wordIndex(['alive', 'live', 'customer', 'status']);
    expect(planQuery('a live customer', live).concepts.map((c) => c.typed)).toEqual(['live', 'customer']);
    // A possessive is its noun; any other apostrophe is dropped.
    expect(planQuery("a customer's status", live).concepts.map((c) => c.typed)).toEqual(['customer', 'status']);
    expect(planQuery("customer doesn't exist", live).concepts.map((c) => c.typed)).toEqual(['customer', 'exist']);
  });

  it('searches every word first, then fewer (vague words dropped first); ranks by score times coverage', async () => {
    const plan = planQuery('enter payment blorp', index);
    const levels = searchLevels(plan);
    // Every word first, then fewer, the vague "enter" dropped first. "blorp", a word of letters the word list lacks,
    // is searched as typed but is vague too (Pagefind answers a word it lacks with a prefix it holds): the searches
    // with "payment" are one level, and those without it the next.
    expect(levels[0].map((s) => s.terms)).toEqual(['enter payment blorp', 'enter payment', 'payment blorp', 'payment']);
    expect(levels[1].map((s) => s.terms)).toEqual(['enter blorp', 'enter', 'blorp']);
    // One that mixes letters and digits (the word list leaves those out) is a word like any other.
    expect(planQuery('payment blorp2', index).concepts.map((c) => c.weight)).toEqual([1, 1]);
    // So is the last word when the index's words begin with it: the reader may still be typing it ("canc"), and
    // Pagefind matches it as their prefix. Vague, it had lost the query's order while the reader typed its last word.
    const typing = planQuery('payment canc', index);
    expect(typing.concepts.map((c) => [c.typed, c.weight, !!c.absent])).toEqual([
      ['payment', 1, false],
      ['canc', 1, false],
    ]);
    expect(shownFor(typing, searchLevels(typing)[0][0])).toBeUndefined();
    // A title or an asked query is read as Pagefind read the word: a word of it that the typed word begins is named.
    expect(typing.concepts.map((c) => !!c.begun)).toEqual([false, true]);
    expect(titleCoverage(typing, 'Cancel a payment')).toBe(1);
    expect(titlePrecision(typing, 'Cancel a payment')).toBe(1);
    expect(titleCoverage(typing, 'Refund a payment')).toBe(0.5);
    expect(askedFactor(typing, 'stop a charge, cancel a payment')).toBeGreaterThan(
      askedFactor(typing, 'refund a payment'),
    );
    // A whole word is not read as a prefix: "canc" before another word is no "cancel".
    const whole = planQuery('canc payment', index);
    expect(whole.concepts.some((c) => c.begun)).toBe(false);
    expect(titlePrecision(whole, 'Cancel a payment')).toBe(0.5);
    // A word before the last is whole: one the index lacks stays vague, whatever its prefix matches.
    expect(planQuery('canc payment', index).concepts.map((c) => c.weight)).toEqual([WEAK_WEIGHT, 1]);
    // A result found only through such a word (what Pagefind matched for it: a prefix) comes after one that matches
    // the known word; when the word was the query's rarest, its results came first.
    const prefixed = await runPlan(
      planQuery('ccreturn refund', wordIndex(['refund', 'return', 'cc'])),
      async (terms) =>
        terms === 'ccreturn' ? [{id: 'prefix', score: 50}] : terms === 'refund' ? [{id: 'refund', score: 10}] : [],
      3,
    );
    expect(prefixed?.map((f) => f.result.id)).toEqual(['refund', 'prefix']);
    // "a" and "b" match both words, "c" one of them: its coverage (the share of the query's rarity) is about half,
    // so it comes after a full match unless it matches far better (score times coverage to the fourth).
    const run = (partial: number) =>
      runPlan(
        planQuery('cancel payment', index),
        async (terms) =>
          terms === 'cancel payment'
            ? [{id: 'a', score: 20}]
            : terms === 'void payment'
              ? [{id: 'b', score: 50}]
              : [{id: 'c', score: partial}],
        3,
      );
    const found = await run(100);
    expect(found?.map((f) => f.result.id)).toEqual(['b', 'a', 'c']);
    expect(found?.[2].coverage).toBeGreaterThan(0.3);
    expect(found?.[2].coverage).toBeLessThan(0.7);
    expect(rankOf(found![2].coverage, 100)).toBe(100 * found![2].coverage ** COVERAGE_POWER);
    // Far more than the full matches' scores (void is searched at 0.6 of its score): first all the same (every word matched no longer wins outright).
    expect((await run(1000))?.map((f) => f.result.id)).toEqual(['c', 'b', 'a']);
  });

  it('another payment API named in a query is a vague word: the query’s own words decide what it finds', () => {
    const index = wordIndex(['purchase', 'order', 'close', 'quick', 'books', 'stripe', 'keys', 'restricted']);
    const weights = (q: string) => Object.fromEntries(planQuery(q, index).concepts.map((c) => [c.typed, c.weight]));
    expect(weights('stripe restricted keys equivalent')).toEqual({
      stripe: WEAK_WEIGHT,
      restricted: 1,
      keys: 1,
      equivalent: WEAK_WEIGHT,
    });
    // Not split into two words the index holds, as an unknown long word would be.
    expect(Object.keys(weights('quickbooks close order'))).toEqual(['quickbooks', 'close', 'order']);
    expect(Object.keys(weights('restrictedkeys'))).toEqual(['restricted', 'keys']);
    for (const name of OTHER_PAYMENT_APIS) expect(SEARCH_WEAK_WORDS).toContain(name);
  });

  it('a search whose words share no result is not run: a long query reaches the few words that answer it', async () => {
    // An index that matches every word, as Pagefind does: a record is found when it holds all the words searched.
    const docs: Record<string, string[]> = {
      'log-delivery': ['shipment', 'delivered', 'back', 'door'],
      other: ['log', 'shop'],
      third: ['arriving'],
    };
    const hits = (terms: string) =>
      Object.entries(docs)
        .filter(([, has]) => terms.split(' ').every((w) => has.some((h) => h.startsWith(w))))
        .map(([id]) => ({id, score: 1}));
    const searched: string[] = [];
    const search = async (terms: string) => (searched.push(terms), hits(terms));
    const plan = planQuery('log a delivery arriving at the shop back door', undefined);
    expect(plan.concepts.length).toBe(6);
    const found = await runPlan(plan, search, 12);
    // Every result a record holds every word of; no search of several words was run that finds nothing.
    expect(found?.map((f) => f.result.id)).toContain('log-delivery');
    const many = searched.filter(
      (t) => t.includes(' ') && !plan.concepts.some((c) => c.alts.some((a) => a.text === t)),
    );
    for (const terms of many) expect(hits(terms).length).toBeGreaterThan(0);
    // No search is run twice (each alternative is searched alone first, and kept).
    expect(new Set(searched).size).toBe(searched.length);
    // The sets of 4 to 6 words alone are more than the planner's 40 searches: run blind, they never reach the pairs.
    expect(
      searchLevels(plan)
        .flat()
        .some((s) => s.covers.length <= 2),
    ).toBe(false);
  });

  it('a vocabulary entry is found in any form of its words: a singular, another inflection, inside a phrase', () => {
    // The vocabulary lists "events" (webhook) and "charged twice" (idempotency).
    expect(SEARCH_VOCABULARY.some((g) => g.also.includes('events'))).toBe(true);
    expect(SEARCH_VOCABULARY.some((g) => g.also.includes('charged twice'))).toBe(true);
    expect(planQuery('event', undefined).concepts[0].alts.map((a) => a.text)).toContain('webhook');
    const [charging] = planQuery('charging twice', undefined).concepts;
    expect(charging.typed).toBe('charged twice');
    expect(charging.alts.map((a) => a.text)).toEqual(['idempotency']);
    // A word of no entry in any form stays itself.
    expect(planQuery('parcels', undefined).concepts[0].alts.map((a) => a.text)).toContain('shipment');
    expect(planQuery('blorps', undefined).concepts[0].alts.map((a) => a.text)).toEqual(['blorps']);
  });

  it('a task names an action: an operation opening with another verb ranks below one that does the task', async () => {
    const titles = ['Create a draft payment', 'Get a payment', 'Refund a paid payment', 'Get a refund'];
    // The found operations' verbs, less one another title uses as a noun ("Get a refund": refund).
    expect([...operationVerbs(titles)].sort()).toEqual(['create', 'get']);
    const verbs = operationVerbs(titles);
    const index = wordIndex(['payment', 'get', 'create', 'draft', 'refund', 'progress', 'status']);
    // "retrieve" asks for "get" (the vocabulary's group); "refund progress" asks for no verb.
    expect([...queryActions(planQuery('retrieve a payment', index), verbs)]).toEqual(['get']);
    expect(queryActions(planQuery('refund progress', index), verbs).size).toBe(0);
    expect(ACTION_MISMATCH).toBeLessThan(1);
    expect(actionFactor(new Set(['get']), 'operation', 'Create a draft payment')).toBe(ACTION_MISMATCH);
    expect(actionFactor(new Set(['get']), 'operation', 'Get a payment')).toBe(1);
    expect(actionFactor(new Set(['get']), 'section', 'Create a payment')).toBe(1);
    expect(actionFactor(new Set(), 'operation', 'Create a draft payment')).toBe(1);
    // Through the one search the box and search_docs share: the create call scores higher in the index (by more than
    // the get call's title bonus for naming "retrieve" makes up), the get call answers the task and comes first.
    const answer = await plannedSearch(
      'retrieve a payment',
      index,
      async () => [operation('create', 'Create a draft payment', 13), operation('get', 'Get a payment', 9)],
      5,
    );
    expect(answer?.data.map((d) => d.meta.title)).toEqual(['Get a payment', 'Create a draft payment']);
  });

  it("an experiment's other ranking (`prior`) chooses what is read and joins the final order; without it, nothing changes", async () => {
    const index = wordIndex(['payment', 'notes', 'list']);
    // 20 results found, the index's score falling with each; the other ranking puts the 15th (never read) first.
    const found = Array.from({length: 20}, (_, i) =>
      operation(`r${String(i).padStart(2, '0')}`, `List payment notes ${i}`, 100 - i),
    );
    const search = async () => found;
    const plain = await plannedSearch('payment notes', index, search, RESULTS_SHOWN);
    const rank = async () => new Map([['r14', 1]]);
    const none = await plannedSearch('payment notes', index, search, RESULTS_SHOWN, undefined, undefined, undefined, {
      rank,
      k: 10,
      read: 0,
      final: 0,
    });
    expect(none?.data.map((d) => d.meta.title)).toEqual(plain?.data.map((d) => d.meta.title));
    expect(plain?.data.map((d) => d.meta.title)).not.toContain('List payment notes 14');
    // Weighed, the 15th is read (it outranks the 12th of the index's order) and then ordered above most of those read.
    const fused = await plannedSearch('payment notes', index, search, RESULTS_SHOWN, undefined, undefined, undefined, {
      rank,
      k: 10,
      read: 1,
      final: 1,
    });
    const titles = fused?.data.map((d) => d.meta.title) ?? [];
    expect(titles.indexOf('List payment notes 14')).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf('List payment notes 14')).toBeLessThan(3);
  });

  it("asked for more than the box shows (search_docs, limit up to 50), the first results are still the box's", async () => {
    const index = wordIndex(['payment', 'refund', 'get', 'list', 'work', 'refunds']);
    // 40 results found, the index's score falling with each; the 13th (never read by the box) would be first were
    // it read, as its title names the whole query.
    const titles = Array.from({length: 40}, (_, i) => (i === 12 ? 'Refund a payment' : `List payment notes ${i}`));
    const found = titles.map((title, i) => operation(`r${String(i).padStart(2, '0')}`, title, 100 - i));
    const search = async () => found;
    for (const query of ['refund a payment', 'how do refunds work?']) {
      const box = await plannedSearch(query, index, search, RESULTS_SHOWN);
      const more = await plannedSearch(query, index, search, 30);
      // The box's results first and in its order, whatever the limit; then the results it did not read, in the
      // index's order. Before, a task read as many results as asked for (its first results changed with the limit)
      // and a question read 16 and answered no more than 16.
      expect(
        more?.data.slice(0, RESULTS_SHOWN).map((d) => d.meta.title),
        query,
      ).toEqual(box?.data.map((d) => d.meta.title));
      expect(more?.data.length, query).toBe(30);
      const read = planQuery(query, index).question ? QUESTION_READ : RESULTS_SHOWN;
      expect(
        more?.data.slice(read).map((d) => d.meta.title),
        query,
      ).toEqual(titles.slice(read, 30));
    }
  });

  it('a retrieval verb with an object in the plural that a found call lists asks for the list, not for one', async () => {
    const titles = ['Get a transaction', 'List transactions', 'Get transaction statistics', 'Create a customer'];
    const index = wordIndex(['transaction', 'transactions', 'get', 'list', 'statistics', 'customer', 'customers']);
    const verbs = operationVerbs(titles);
    // "retrieve transactions": "List transactions" lists what was typed, so the verb reads as "list".
    const listing = asListing(planQuery('retrieve transactions', index), titles);
    expect(listing.concepts.map((c) => c.typed)).toEqual(['list', 'transactions']);
    expect([...queryActions(listing, verbs)]).toEqual(['list']);
    expect(titleCoverage(listing, 'List transactions')).toBe(1);
    expect(titleCoverage(listing, 'Get a transaction')).toBeLessThan(1);
    // Weak as typed ("get"), the same.
    expect(asListing(planQuery('get transactions', index), titles).concepts[0].typed).toBe('list');
    // Not a list: one transaction, statistics no found call lists, a plural with no retrieval verb, nothing listed.
    for (const [query, found] of [
      ['retrieve a transaction', titles],
      ['get transaction statistics', titles],
      ['transactions', titles],
      ['show my customers', titles],
    ] as const) {
      const plan = planQuery(query, index);
      expect(asListing(plan, found), query).toBe(plan);
    }
    // Through the one search the box and search_docs share: the call that gets one scores higher in the index and
    // names the typed verb, the list comes first.
    const search = async () => [operation('get', 'Get a transaction', 19), operation('list', 'List transactions', 14)];
    const answer = await plannedSearch('retrieve transactions', index, search, 5);
    expect(answer?.data.map((d) => d.meta.title)).toEqual(['List transactions', 'Get a transaction']);
    const one = await plannedSearch('retrieve a transaction', index, search, 5);
    expect(one?.data.map((d) => d.meta.title)).toEqual(['Get a transaction', 'List transactions']);
    // The list found without the verb (its title has no "get"): the reader is not told the verb was left out, since
    // the title names the verb as read.
    const byWords = async (terms: string) =>
      /\bget\b/.test(terms)
        ? [operation('get', 'Get a transaction', 19)]
        : [operation('list', 'List transactions', 14)];
    const listed = await plannedSearch('get transactions', index, byWords, 5);
    expect(listed?.data.map((d) => d.meta.title)).toEqual(['List transactions', 'Get a transaction']);
    expect(listed?.shownFor).toBeUndefined();
  });

  it('looking up one thing asks for the call that gets it, not for the list', async () => {
    const titles = ['Get an invoice', 'List invoices', 'Issue an invoice'];
    const index = wordIndex(['invoice', 'invoices', 'get', 'list', 'find', 'issue', 'email', 'id']);
    // What says one is meant: "by id", "one", "single", "specific", or an article with no "by".
    for (const query of ['look up an invoice', 'look up one invoice by its id', 'fetch a single invoice'])
      expect(oneMeant(query), query).toBe(true);
    for (const query of ['look up invoices', 'look up an invoice by email', 'look up invoice'])
      expect(oneMeant(query), query).toBe(false);
    // "look up" (the vocabulary's find and list) searches the get call alone when one is meant.
    expect(planQuery('look up an invoice', index).concepts[0].alts.map((a) => a.text)).toEqual(['get']);
    expect(planQuery('look up invoices', index).concepts[0].alts.map((a) => a.text)).not.toContain('get');
    // Read as "get" when a found call gets the object typed in the singular.
    const one = asOne(planQuery('look up an invoice', index), 'look up an invoice', titles);
    expect(one.concepts.map((c) => c.typed)).toEqual(['get', 'invoice']);
    expect([...queryActions(one, operationVerbs(titles))]).toEqual(['get']);
    // Not: no sign of one, a plural, a verb that shows someone something, no found call that gets it.
    for (const [query, found] of [
      ['look up invoices', titles],
      ['look up an invoice by email', titles],
      ['show an invoice', titles],
      ['look up an invoice', ['List invoices']],
    ] as const) {
      const plan = planQuery(query, index);
      expect(asOne(plan, query, found), query).toBe(plan);
    }
    // Through the one search: the list scores higher and names "look up" (find, list), the get call comes first.
    const search = async () => [operation('list', 'List invoices', 30), operation('get', 'Get an invoice', 20)];
    const answer = await plannedSearch('look up an invoice', index, search, 5);
    expect(answer?.data.map((d) => d.meta.title)).toEqual(['Get an invoice', 'List invoices']);
    const many = await plannedSearch('look up invoices', index, search, 5);
    expect(many?.data.map((d) => d.meta.title)).toEqual(['List invoices', 'Get an invoice']);
  });

  it('a lookup of a thing typed in the singular gets it; by another field, or of things in the plural, it does not', async () => {
    const titles = ['Get an invoice', 'List invoices', 'Issue an invoice'];
    const index = wordIndex(['invoice', 'invoices', 'get', 'list', 'find', 'issue', 'email', 'lookup']);
    for (const query of ['invoice lookup', 'lookup invoice', 'look up invoice']) {
      const plan = planQuery(query, index);
      expect(lookupOfOne(query, plan.concepts), query).toBe(true);
      expect(plan.concepts.find((c) => c.typed === 'lookup' || c.typed === 'look up')?.alts[0].text, query).toBe('get');
      expect(
        asOne(plan, query, titles).concepts.map((c) => c.typed),
        query,
      ).toContain('get');
    }
    // Not: by another field, things in the plural, or nothing else the docs hold ("VendorTxCode lookup").
    for (const query of ['invoice lookup by email', 'invoices lookup', 'look up invoices', 'vendortxcode lookup']) {
      const plan = planQuery(query, index);
      expect(lookupOfOne(query, plan.concepts), query).toBe(false);
      expect(asOne(plan, query, titles), query).toBe(plan);
    }
    const search = async () => [operation('list', 'List invoices', 30), operation('get', 'Get an invoice', 20)];
    const answer = await plannedSearch('invoice lookup', index, search, 5);
    expect(answer?.data.map((d) => d.meta.title)).toEqual(['Get an invoice', 'List invoices']);
  });

  it('a task with no action that names things in the plural asks for the list, not for the call that creates one', async () => {
    const titles = ['Create an order', 'List orders', 'Get an order', 'Refund a paid payment'];
    const index = wordIndex(['order', 'orders', 'recent', 'create', 'list', 'get', 'refund', 'refunds', 'payment']);
    const verbs = operationVerbs(titles);
    for (const query of ['recent orders', 'orders'])
      expect(listsWithoutVerb(planQuery(query, index), titles, verbs), query).toBe(true);
    // Not: an action typed, a question, one thing, or nothing the found calls list.
    for (const query of ['create orders', 'why are my orders late', 'recent order', 'refunds'])
      expect(listsWithoutVerb(planQuery(query, index), titles, verbs), query).toBe(false);
    const search = async () => [operation('create', 'Create an order', 22), operation('list', 'List orders', 20)];
    const answer = await plannedSearch('recent orders', index, search, 5);
    expect(answer?.data.map((d) => d.meta.title)).toEqual(['List orders', 'Create an order']);
    const one = await plannedSearch('recent order', index, search, 5);
    expect(one?.data.map((d) => d.meta.title)).toEqual(['Create an order', 'List orders']);
  });

  it('a task that asks to be told of something ranks the calls that do something else lower', async () => {
    const index = wordIndex(['refund', 'webhook', 'register', 'callback', 'invoice', 'paid', 'integration', 'fail']);
    expect(asksForEvent(planQuery('refund webhook', index))).toBe(true);
    expect(asksForEvent(planQuery('invoice paid callback', index))).toBe(true);
    // Not a phrase the vocabulary reads as another thing, a question, or a query with no webhook word.
    expect(asksForEvent(planQuery('webhook endpoint', index))).toBe(false);
    expect(asksForEvent(planQuery('why did my webhook fail', index))).toBe(false);
    expect(asksForEvent(planQuery('refund a payment', index))).toBe(false);
    expect(eventFactor(true, 'operation', 'Refund a paid payment')).toBe(ACTION_MISMATCH);
    expect(eventFactor(true, 'operation', 'Register a webhook')).toBe(1);
    expect(eventFactor(true, 'webhook', 'Payment refunded')).toBe(1);
    expect(eventFactor(false, 'operation', 'Refund a paid payment')).toBe(1);
    // Through the one search: the refund call scores a little higher than the webhook, the webhook comes first.
    const results = async () => [
      operation('refund', 'Refund a paid payment', 10),
      {id: 'hook', score: 9, data: async () => ({meta: {kind: 'webhook', title: 'Refund changed'}})},
    ];
    const answer = await plannedSearch('refund webhook', index, results, 5);
    expect(answer?.data.map((d) => d.meta.title)).toEqual(['Refund changed', 'Refund a paid payment']);
  });

  it('"get all" and its kin read as the list group of the vocabulary', () => {
    for (const phrase of ['get all', 'retrieve all', 'show all', 'view every']) {
      const [concept] = planQuery(`${phrase} refunds`, undefined).concepts;
      expect(concept.typed, phrase).toBe(phrase);
      expect(concept.alts.map((a) => a.text)).toEqual(expect.arrayContaining(['list']));
    }
  });

  it("the reader's section first: its results scored SECTION_AFFINITY times, a much better other result still first", async () => {
    const doc = (url: string, score: number, section: string) => ({
      id: url,
      score,
      section,
      data: async () => ({url, meta: {kind: 'operation', title: 'Cancel a payment'}}),
    });
    const first = (list: ReturnType<typeof doc>[]) =>
      withSectionFirst(
        async () => list,
        async () => list.filter((d) => d.section === 'Provider'),
      );
    const docs = [
      doc('/partner-api/apis/single-payments/api-requests#cancel-single-payment', 10, 'Partner'),
      doc('/provider/api#delete-vrp-consent', 6, 'Provider'),
      doc('/toolkit-api/payments-module/single-payments/api-requests#cancel-single-payment', 5, 'Toolkit'),
    ];
    type Doc = ReturnType<typeof doc>;
    type Data = Awaited<ReturnType<Doc['data']>>;
    const answer = await plannedSearch<Data, Doc>('cancel payment', index, first(docs), 5);
    expect(answer?.data.map((d) => d.url)).toEqual([docs[1].id, docs[0].id, docs[2].id]);
    // The scores the section's own search does not list are the site's.
    expect((await first(docs)('cancel payment'))?.map((r) => r.score)).toEqual([10, 6 * SECTION_AFFINITY, 5]);
    // A result of another section that matches far better (more than SECTION_AFFINITY times) still comes first.
    const far = [doc(docs[0].id, 10 * SECTION_AFFINITY, 'Partner'), docs[1]];
    expect((await plannedSearch<Data, Doc>('cancel payment', index, first(far), 5))?.data[0].url).toBe(docs[0].id);
  });

  it('a word tells more the rarer it is in the index (its rank in the word list), one the list lacks the most', () => {
    expect(rarity('payment', index)).toBeLessThan(rarity('archived', index));
    expect(rarity('archived', index)).toBeLessThan(rarity('blorp', index));
    // A phrase tells as much as its rarest word.
    expect(rarity('payment archived', index)).toBe(rarity('archived', index));
    const [cancel, payment] = planQuery('cancel payment', index).concepts;
    expect(payment.idf).toBeLessThan(cancel.idf!);
  });

  it('a word typed twice is one concept', () => {
    expect(planQuery('test keys versus live keys', undefined).concepts.map((c) => c.typed)).toEqual([
      'test',
      'keys',
      'versus',
      'live',
    ]);
  });

  it('overlapping phrases: the one that ends later wins, so a closing particle is read with its phrase', () => {
    // "take money" (a payment) and "money back" (a refund) overlap: "back" closes the second.
    expect(planQuery('take money back from a customer', undefined).concepts.map((c) => c.typed)).toEqual([
      'take',
      'money back',
      'customer',
    ]);
    expect(planQuery('take money from a customer', undefined).concepts.map((c) => c.typed)).toEqual([
      'take money',
      'customer',
    ]);
  });

  it('a hyphenated word the index lacks is searched as its parts; one it holds stays whole', () => {
    expect(planQuery('archive a sub-customer', index).concepts.map((c) => c.typed)).toEqual([
      'archive',
      'sub',
      'customer',
    ]);
    expect(
      planQuery('archive a sub-customer', wordIndex(['sub-customer', 'archive'])).concepts.map((c) => c.typed),
    ).toEqual(['archive', 'sub-customer']);
  });

  it('says which words the results answer when some were left out or corrected', () => {
    const plan = planQuery('idempotncy payment', index);
    expect(shownFor(plan, searchLevels(plan)[0][0])).toEqual({words: 'idempotency payment', leftOut: false});
    expect(shownFor(plan, searchLevels(plan)[1][0])).toEqual({words: 'idempotency', leftOut: true});
    expect(shownForText({words: 'idempotency payment', leftOut: true})).toBe(
      'No result has every word: showing results for “idempotency payment”.',
    );
    expect(shownForText({words: 'idempotency payment', leftOut: false})).toBe(
      'Showing results for “idempotency payment”.',
    );
    expect(shownFor(planQuery('payment', index), searchLevels(planQuery('payment', index))[0][0])).toBeUndefined();
  });

  it('says which words no result holds, even where Pagefind matched a prefix of them', () => {
    // "blorp" and "zqx": words of letters the word list lacks, with nothing that stands for them. A search of all the
    // words answers only the others: Pagefind matched a prefix of them, so they are never counted as answered.
    const plan = planQuery('idempotncy payment blorp', index);
    expect(plan.concepts.map((c) => !!c.absent)).toEqual([false, false, true]);
    const all = searchLevels(plan)[0][0];
    expect(all.covers).toEqual([0, 1, 2]);
    const shown = shownFor(plan, all)!;
    expect(shown).toEqual({words: 'idempotency payment', leftOut: false, absent: ['blorp']});
    expect(shownForText(shown)).toBe('No result has “blorp”: showing results for “idempotency payment”.');
    // A known word left out besides.
    const fewer = shownFor(
      plan,
      searchLevels(plan)
        .flat()
        .find((s) => s.terms === 'payment blorp'),
    )!;
    expect(shownForText(fewer)).toBe(
      'No result has “blorp”, and none has every other word: showing results for “payment”.',
    );
    // Two such words, and nothing else.
    const only = planQuery('blorp zqx', index);
    expect(shownForText(shownFor(only, searchLevels(only)[0][0])!)).toBe(
      'No result has “blorp” or “zqx”: showing results for words that begin like them.',
    );
    // One such word alone.
    const one = planQuery('blorp', index);
    expect(shownForText(shownFor(one, searchLevels(one)[0][0])!)).toBe(
      'No result has “blorp”: showing results for words that begin like it.',
    );
    // Not a word of letters (the list leaves out words that mix letters and digits), nor of one letter: never said.
    const digits = planQuery('payment blorp2', index);
    expect(shownFor(digits, searchLevels(digits)[0][0])).toBeUndefined();
    const letter = planQuery('payment q', index);
    expect(letter.concepts.some((c) => c.absent)).toBe(false);
  });

  it('the vocabulary is data of the docs’ words: every `terms` word is a word of the sources', () => {
    const sources = ['openapi', 'docs', 'docs-provider', 'src/rules']
      .flatMap((dir) => filesUnderDir(dir))
      .map((f) => fs.readFileSync(f, 'utf8').toLowerCase())
      .join('\n');
    const missing = SEARCH_VOCABULARY.flatMap((g) => g.terms)
      .flatMap((t) => t.split(' '))
      .filter((t) => !new RegExp(`\\b${t}`).test(sources));
    expect(missing).toEqual([]);
    const also = SEARCH_VOCABULARY.flatMap((g) => g.also);
    expect(also.filter((a) => a !== a.toLowerCase())).toEqual([]);
  });

  it('every verb of the APIs (first word of an operation summary) is in the vocabulary or reviewed as is', () => {
    const verbs = new Set(
      filesUnderDir('openapi')
        .filter((f) => /[/\\]paths[/\\]/.test(f))
        .flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/operationId:.*\n\s*summary:\s*['"]?(\w+)/g)])
        .map((m) => m[1].toLowerCase()),
    );
    expect(verbs.size).toBeGreaterThan(20);
    const terms = new Set(SEARCH_VOCABULARY.flatMap((g) => g.terms));
    // Nouns opening a summary ("Bank account status changed" is a webhook's) are not verbs: paths only.
    expect([...verbs].filter((v) => !terms.has(v) && !SEARCH_VERBS_AS_IS.includes(v))).toEqual([]);
  });

  it('the word list: words of titles, text, fields and keywords, most frequent first, camelCase split too', () => {
    expect(wordsOf('isRetryWebhookEnabled, 429 & v1x')).toEqual([
      'isretrywebhookenabled',
      'is',
      'retry',
      'webhook',
      'enabled',
      '429',
    ]);
    const [record] = pageRecords({
      route: '/x',
      html: '<div data-pagefind-body><h1>Refund</h1><p>Refund a paid payment.</p></div>',
    });
    expect(wordList([record]).slice(0, 1)).toEqual(['refund']);
  });
});

describe("an element's data-pagefind-weight", () => {
  it('weighs the text under it, a table row that times a row of its own; other tables keep their weight', () => {
    const row = '<tr><td>payout</td><td>bank account</td></tr>';
    const [record] = pageRecords({
      route: '/x',
      html:
        '<div data-pagefind-body><h1>Terms</h1><p>Prose.</p>' +
        `<table data-pagefind-weight="0.2"><thead><tr><th>a</th><th>b</th></tr></thead><tbody>${row}</tbody></table>` +
        `<table><tbody>${row}</tbody></table><div data-pagefind-weight="0.5"><p>Half.</p></div></div>`,
    });
    expect(record.blocks.map((b) => b.map((r) => [r.text, r.weight]))).toEqual([
      [['Prose.', 1]],
      [['payout · bank account', 0.1]],
      [['payout · bank account', 0.5]],
      [['Half.', 0.5]],
    ]);
  });
});

function filesUnderDir(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnderDir(p) : /\.(ya?ml|mdx?|ts)$/.test(e.name) ? [p] : [];
  });
}
