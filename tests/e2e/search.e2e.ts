/**
 * Search through the navbar box, as a reader uses it: the ranks of task-style queries (public, and the
 * restricted section's while it is unlocked), the section filter, nothing loaded before the box is used,
 * what the first query downloads, the index failing to load, the keyboard, and the accessibility of the
 * open box.
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it, onTestFinished} from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type {Page, Worker} from 'playwright-core';
import {RESTRICTED} from '../../src/restricted';
import {
  DOWNLOAD_SIZES_FILE,
  PUBLIC_INDEX_PATH,
  RESTRICTED_INDEX_PATH,
  RESTRICTED_SEARCH_SECTION,
  SEARCH_SECTIONS,
  WORD_LIST_FILE,
} from '../../src/shared/search';
import type {SearchRecord} from '../../plugins/search-index/records';
import {askedFile, readAsked, withAsked} from '../../plugins/search-index/asked';
import {MCP_FILE_PATH, RESTRICTED_MCP_FILE_PATH} from '../../src/shared/mcp';
import {INSTANCES_PER_MEMORY} from '../../src/shared/search';
import {RESULTS_SHOWN, planQuery, tokens} from '../../src/shared/search-plan';
import {SEARCH_CONCEPTS} from '../../src/shared/search-concepts';
import {browserPerFile, newContext, open, settled, sharedTab, watch} from './harness';
import {startMcpFile, stopMcpFile, type StartedMcp} from './lib/mcp-file';
import {measure, report, searchDocs, searchOf, unanswered} from './lib/search-figures';
import {partialVariants} from './lib/search-typos';
import {spread} from './lib/spread';
import {publicQueries, publicRecords, restrictedQueries, restrictedRecords} from './search-queries';
import {paraphraseQueries, paraphraseRestrictedQueries} from './search-paraphrase-queries';
import {devQueries} from './search-dev-queries';
import {genQueries} from './search-gen-queries';
import {helperQueries} from './search-helper-queries';
import {helper2Queries} from './search-helper2-queries';
import {providerGenQueries} from './search-provider-gen-queries';
import {collectMcpData, referenceRoutes} from '../../src/mcp/data';
import {createDocSearch, wordsOf} from '../../src/mcp/search';
import {FIRST_QUERY_BUDGET, type Download} from './lib/search-budget';
import {budget} from './lib/search-measure';

const browser = browserPerFile();
/** The tab the tests that need nothing of a new browser share (harness.ts `sharedTab`). */
const tab = sharedTab(browser);
/**
 * A tab in a context of its own, closed with the test: for the two tests that hold or refuse the site's scripts to see
 * the box before its chunk arrives. In the shared tab, an earlier test has run the dialog's chunk in the same renderer.
 * In the clean-clone CI run of 2e9985f (2026-11-30, full load) the held test saw the box while every script request
 * was held, which only a chunk reaching the page around the route explains; on 2026-11-29 the refused test's alert
 * never came, which fits the same cause. Neither came back in 8 runs of the two tests alone (5 beside three busy
 * processes), so the mechanism is not established. A new context carries nothing an earlier test loaded (about
 * 2.7 CPU-s more a test, see harness.ts `sharedTab`).
 */
async function freshTab() {
  const context = await newContext(browser());
  onTestFinished(() => context.close());
  return watch(context);
}
/** search_docs' own function over the build's public index, in process. */
const publicDocSearch = () =>
  createDocSearch(collectMcpData('build', {restricted: false, siteUrl: '', referenceRoutes: referenceRoutes()}));

const status = (page: Page) => page.getByRole('dialog').locator('[aria-live="polite"]');
const READY = /^(\d+ results?|No results)/;

async function openBox(page: Page) {
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox');
  await box.waitFor({state: 'visible'});
  await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
  return box;
}

/** axe-core on the open box: every violation, whatever its impact, as `rule (impact): first node`. */
async function dialogViolations(page: Page): Promise<string[]> {
  const found = await new AxeBuilder({page: page as never})
    .setLegacyMode(true)
    .include('dialog')
    .options({resultTypes: ['violations']})
    .analyze();
  return found.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(' ')}`);
}

/** The results' links the box lists now, in order. */
function optionLinks(page: Page): Promise<{href: string; text: string}[]> {
  return page
    .getByRole('option')
    .evaluateAll((as) => as.map((a) => ({href: a.getAttribute('href') ?? '', text: a.textContent ?? ''})));
}

/** Types a query into the open box and returns the results' links, in order, once they are in. */
async function results(page: Page, query: string): Promise<{href: string; text: string}[]> {
  const box = page.getByRole('combobox');
  await box.fill('');
  await expect.poll(() => status(page).textContent()).toMatch(/^Type to search/);
  await box.fill(query);
  await expect.poll(() => status(page).textContent(), {timeout: 15_000}).toMatch(READY);
  return optionLinks(page);
}

/**
 * Bytes on the wire per request of a page, Pagefind's worker included (Playwright reports a dedicated worker's
 * requests with its page's).
 */
function wireLog(page: Page) {
  type Entry = {path: string; bytes: number};
  let log: Entry[] = [];
  // A finished request is logged once its sizes arrive (another round trip to the browser): `take` waits for those
  // still on their way, or an entry of before the take lands in the list after it (a CI run logged the hover's
  // metadata as the first query's, 2026-11-30).
  const pending = new Set<Promise<void>>();
  page.on('requestfinished', (request) => {
    const sized = request
      .sizes()
      .then((sizes) => {
        log.push({path: new URL(request.url()).pathname, bytes: sizes.responseBodySize + sizes.responseHeadersSize});
      })
      .catch(() => undefined)
      .finally(() => pending.delete(sized));
    pending.add(sized);
  });
  return {
    /** The requests finished (and sized) since the last take. */
    current: (): Entry[] => log,
    /** Those, once every finished request is sized, and a new list from now on. */
    take: async (): Promise<Entry[]> => {
      while (pending.size) await Promise.all([...pending]);
      const taken = log;
      log = [];
      return taken;
    },
  };
}

/** Text without whitespace and punctuation, to compare a snippet with the text it was cut from. */
const flat = (s: string) => s.replace(/[\s.,;:!?…]+/g, '');

/** How many queries of each set the box runs in Chromium, spread over the set (first, last and evenly between). */
const BOX_SAMPLE = 6;

/**
 * The sets are ranked through `search_docs` (tests/e2e/lib/search-rank.ts: the box's own search, in Node), every
 * query of them; the box in Chromium is checked on a sample of each set to list the same results in the same
 * order, and its snippets to be the records' prose. Before (to 2026-11-28) every query was typed into the box
 * (about 150 s of the run), and mcp.e2e.ts typed the first set again to compare the top 3.
 */
describe('search ranks what a developer means first', () => {
  let records: SearchRecord[];
  let restricted: SearchRecord[];
  let pub: StartedMcp | undefined;
  let provider: StartedMcp | undefined;
  beforeAll(async () => {
    records = publicRecords();
    restricted = restrictedRecords();
    [pub, provider] = await Promise.all([
      startMcpFile(path.join('build', MCP_FILE_PATH), 'fernpay-e2e-search'),
      startMcpFile(path.join('build', RESTRICTED_MCP_FILE_PATH), 'fernpay-e2e-search'),
    ]);
  });
  afterAll(async () => {
    await Promise.all([stopMcpFile(pub), stopMcpFile(provider)]);
  });

  it('every record of both indexes has what integrators ask for it, and no record that is gone keeps its queries', () => {
    for (const [index, from] of [
      ['public', records],
      ['provider', restricted],
    ] as const) {
      const {stale, without} = withAsked(from, readAsked(process.cwd(), index));
      const file = path.relative(process.cwd(), askedFile(process.cwd(), index));
      expect(stale, `${file}: queries of records that are gone (rename or remove them)`).toEqual([]);
      expect(
        without,
        `${file}: records without queries (write 2 to 5 for each, plugins/search-index/asked.ts)`,
      ).toEqual([]);
    }
  });

  it('a query typed right is read as typed: no asked query is taken for a typo, another spelling or a compound', () => {
    // The asked queries (10,000 and more, written for the records by hand) are typed right: the planner's readings of
    // what was typed wrong (a typo, the other spelling of English, words typed apart or together) must leave each of
    // them as it is. A reading that fires on a right word changes what it searches ("a live" as "alive").
    for (const restrictedIndex of [false, true]) {
      const data = collectMcpData('build', {
        restricted: restrictedIndex,
        siteUrl: '',
        referenceRoutes: referenceRoutes(),
      });
      const words = wordsOf(data);
      expect(words).toBeDefined();
      const asked = readAsked(process.cwd(), restrictedIndex ? 'provider' : 'public');
      const misread: string[] = [];
      for (const query of new Set(Object.values(asked).flat())) {
        // As the planner splits it into words (a possessive's noun, no apostrophe), before any reading.
        const typed = tokens(query).join(' ');
        for (const c of planQuery(query, words, SEARCH_CONCEPTS).concepts)
          if (c.corrected || (!c.typed.includes(' ') && !typed.includes(c.typed))) misread.push(`${query}: ${c.typed}`);
      }
      expect(misread).toEqual([]);
    }
  });

  it('at least 20 task-style queries: every expected result in the top 3, most of them first', async () => {
    const queries = publicQueries(records);
    expect(queries.length).toBeGreaterThanOrEqual(20);
    expect(unanswered(queries, records)).toEqual([]);
    const {rows, figures} = await measure(searchOf(pub!), queries, records);
    console.log(`[search] ${report('public index', rows, figures)}`);
    expect(rows.filter((r) => r.rank < 1 || r.rank > 3).map((r) => r.query)).toEqual([]);
    expect(figures.top1).toBeGreaterThanOrEqual(Math.ceil(queries.length * 0.8));
  });

  it('the restricted section, unlocked: 5 queries of its own, from its own index', async () => {
    expect(restricted.length).toBeGreaterThan(100);
    const queries = restrictedQueries();
    expect(unanswered(queries, restricted)).toEqual([]);
    const {rows, figures} = await measure(searchOf(provider!), queries, restricted);
    console.log(`[search] ${report('restricted section (unlocked)', rows, figures)}`);
    expect(rows.filter((r) => r.rank < 1 || r.rank > 3).map((r) => r.query)).toEqual([]);
    expect(figures.top1).toBeGreaterThanOrEqual(3);
  });

  it('at least 60 queries in integrators’ words (paraphrases, other verbs, questions, typos): 90 % in the top 3, none empty', async () => {
    const queries = paraphraseQueries();
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expect(unanswered(queries, records)).toEqual([]);
    const {rows, figures} = await measure(searchOf(pub!), queries, records);
    console.log(`[search] ${report('public index, integrators’ words', rows, figures)}`);
    expect(rows.filter((r) => r.empty).map((r) => r.query)).toEqual([]);
    expect(figures.top3).toBeGreaterThanOrEqual(Math.ceil(queries.length * 0.9));
  });

  /**
   * The tuning sets of issue 40 in other providers' words (search-dev-queries.ts, search-gen-queries.ts): floors at
   * what was measured, raised with the figures, never lowered. Set on 2026-11-29 (branch h40gen2): dev 22 first and
   * 29 in the top 3 of 34 (it was 19 / 27 before issue 40's ranking work); gen 24 first and 39 in the top 3 of 69,
   * none empty (21 / 35 / 1 when it was written, before this branch's changes). Raised on 2026-11-29 (branch h40res:
   * the resource glossary of other providers' names, src/shared/search-glossary.ts) to the measured dev 23 first and
   * 29 in the top 3, gen 30 first and 44 in the top 3. Lowered on 2026-11-29 (branch h40budget) to the measured
   * dev 23 / 28 and gen 29 / 42: a query's first download is capped (issue 40), which leaves out some searches of
   * synonyms and glossary names ("create a subscription for a customer", "test keys versus live keys"). Each query is
   * also measured on a fresh engine now (search_docs no longer answers from chunks earlier queries loaded): without the
   * cap that gives dev 23 / 29, gen 30 / 44. Dev raised to the measured 23 / 29 on 2026-11-29 (branch h40bytes: the cap
   * in bytes, search-chunks.ts, instead of 5 chunks; paraphrase 61 / 66, was 60 / 65). No query or expected answer
   * changed. On 2026-11-29 (third session) three tuning queries were found, word for word, in the held-apart TEST set
   * (search-heldout.e2e.ts now checks that none is) and removed: dev 'create a sub-merchant' (first), gen 'deactivate
   * a customer' and 'restricted key with limited permissions' (both missed); with an operation's or webhook's title
   * that names little besides ranked higher and a phrase named in part counted in part (search-plan.ts
   * `titleFactor`), the measured dev 22 / 28 of 33 and gen 33 / 42 of 67 are the floors. The provider tuning set in
   * other open-banking APIs' words (search-provider-gen-queries.ts, written that day before it was measured) measured
   * 4 / 6 of 30 at first, 10 / 17 with the section's results first (`withSectionFirst`): its floor. Raised on
   * 2026-11-29 (fourth session) to the measured gen 35 / 44 and provider gen 10 / 19, dev unchanged at 22 / 28: four
   * weights of the ranking chosen together by a search over every knob on the tuning sets (a schema in a task's
   * results 0.75 -> 0.5, COVERAGE_POWER 4 -> 3, TITLE_BONUS 1 -> 0.5, the API's name in the metadata 2 -> 4).
   * Lowered on 2026-11-30 (fifth session) to the measured dev 21 / 27 and gen 34 / 44, provider gen raised to 10 / 20:
   * the lines every call of a reference repeats (the rate-limit headers, the 401, 403, 429 and 500 rows) now weigh
   * 0.1 in the index (plugins/search-index/records.ts, `withBoilerplateLowered`). Five tuning queries had been
   * answered through those lines: the 403 row's "role or subscription does not include the call" made every call
   * match "subscription", the 401 row's "sandbox and live terminals differ" every call match "live" and "terminal";
   * 'deactivate a terminal' (dev) and 'save a payment without sending it' and 'accept cash in store' (gen) lost their
   * places, 'list active subscriptions' fell to 2nd. The held-apart test set gained (search-heldout.e2e.ts), and the
   * weights searched again over the new index changed no figure by 2 or more. No query or expected answer changed.
   * 2026-11-30 (sixth session): gen 34 / 44 -> 35 / 45 with two sentences for integrators from other APIs (no
   * publishable key, no OAuth token). Note: an index change anywhere (a page's table) can move these sets by a few
   * queries through the first query's byte cap (which searches fit), not through its words: HISTORY.md.
   * 2026-12-01 (fourteenth session): raised to the measured dev 21 / 30, gen 50 / 58 and provider gen 13 / 22: every
   * record carries what integrators ask for it (plugins/search-index/asked.ts). Dev's first places fell by one (22 ->
   * 21: 'customer profile update' and 'write a memo on a charge' 1st -> 2nd, 'deactivate a terminal' 1st -> out of
   * the top 10; 'cancel a po' and 'export transactions' became first), its top 3 rose from 28 to 30. No query or
   * expected answer changed. Then raised the same session to the measured dev 27 / 30, gen 51 / 59 and provider gen
   * 17 / 23: among the results read, the one whose closest asked query is the reader's in other words comes first
   * (search-plan.ts `askedFactor`; dev's first places back above their start, 22).
   * 2026-12-01 (sixteenth session): each asked word weighed once (records.ts `askedWords`; the tuning sets 507 -> 510,
   * the probe of new queries 2,791 -> 2,822): gen raised to the measured 52 / 60, provider gen to 25 in the top 3
   * and LOWERED by two first, 17 -> 15 ('fetch available balance' and 'institution list' 1st -> 2nd; 'consent status
   * values' and 'payment initiation with redirect to the bank' from out of the top 10 to 5th and 6th). No query or
   * expected answer changed.
   * 2026-12-02 (twenty-first session): a fifth tuning set, written like the third test set (search-helper-queries.ts),
   * measured 36 / 42 of 55 when committed, 37 / 44 with two vocabulary groups read from its misses ("instalment" as
   * the docs' scheduled payment, "webhook subscription" as an integration); then ten queries close in words and task
   * to test queries were taken out (its header says why): the measured 29 / 35 of 45 is its floor.
   * 2026-12-02 (twenty-second session): a sixth, written the same way in the words of 29 more APIs
   * (search-helper2-queries.ts), measured 28 / 37 of 49 when committed, with search unchanged. Then a word of letters
   * the index lacks made vague (Pagefind answers it with a prefix it holds; search-plan.ts planQuery): helper 29 / 35
   * -> 29 / 36, helper 2 28 / 37 -> 28 / 39, the others unchanged; raised to those. No query or expected answer changed.
   * 2026-12-02 (twenty-fourth session), the asked queries weighed more in the final order (search-plan.ts
   * ASKED_BONUS 8 -> 28): provider gen 15 / 25 -> 16 / 26, helper 2 28 / 39 -> 29 / 40, the others unchanged; raised.
   * 2026-12-02 (twenty-fifth session): a retrieval verb with a plural object a found "List ..." call names reads as
   * "list" (search-plan.ts `asListing`; "get all" and its kin in the vocabulary's list group), looking up one thing
   * as "get" (`asOne`): helper 29 / 36 -> 30 / 37 ('how do I get all transactions for one of my merchants?'), the
   * others unchanged; raised. No query or expected answer changed.
   * 2026-12-02 (twenty-sixth session): EU words in the vocabulary (european, SEPA, PSD2, NextGenPSD2 as the provider
   * API's "EU"), a lookup of one thing read as "get" and a plural with no verb as "list" (`lookupOfOne`,
   * `listsWithoutVerb`): provider gen 16 / 26 -> 17 / 26, the others unchanged; raised. No query or expected answer
   * changed.
   * Twenty-seventh session (2026-12-03): a word of several vocabulary groups searched in each group's sense first
   * ("deactivate a terminal": revoke), looking up one thing searched as "get" alone: dev 27 / 30 -> 28 / 31, gen 52 / 60
   * -> 53 / 61; raised. No query or expected answer changed.
   */
  it('the issue-40 tuning sets in other providers’ words: at or above their measured floors, none empty', async () => {
    for (const [name, queries, floor, onProvider] of [
      ['dev', devQueries(), {size: 33, top1: 28, top3: 31}, false],
      ['gen', genQueries(), {size: 67, top1: 53, top3: 61}, false],
      ['provider gen', providerGenQueries(), {size: 30, top1: 17, top3: 26}, true],
      ['helper', helperQueries(), {size: 45, top1: 30, top3: 37}, false],
      ['helper 2', helper2Queries(), {size: 49, top1: 29, top3: 40}, false],
    ] as const) {
      const from = onProvider ? restricted : records;
      expect(unanswered(queries, from)).toEqual([]);
      const {rows, figures} = await measure(searchOf(onProvider ? provider! : pub!), queries, from);
      console.log(
        `[search] ${report(`${onProvider ? 'provider' : 'public'} index, tuning set ${name}`, rows, figures)}`,
      );
      expect(figures.size).toBe(floor.size);
      expect(rows.filter((r) => r.empty).map((r) => r.query)).toEqual([]);
      expect(figures.top1).toBeGreaterThanOrEqual(floor.top1);
      expect(figures.top3).toBeGreaterThanOrEqual(floor.top3);
    }
  });

  /**
   * The box answers while the reader types, so a word cut short is searched as often as a whole one: Pagefind matches
   * it as a prefix of the index's words. The public issue-40 tuning sets with their last word half typed
   * (search-typos.ts `partialVariants`, 120 queries), measured 69 / 96 with such a word read as vague (the search of
   * 2026-12-02 morning, which made every word the index lacks vague, unmeasured here) and 77 / 101 once the last word
   * weighs as typed when the index's words begin with it (2026-12-02, twenty-third session). First place LOWERED to
   * 74 on 2026-12-02 (twenty-fourth session), and said so here: the asked queries weighed more in the final order
   * (ASKED_BONUS 8 -> 28, chosen on the whole tuning sets, 642 -> 648, and the probe, +9 / +10 public and +2 / +3
   * provider) and a title or asked query now read against the word being typed as Pagefind reads it (a prefix;
   * alone, at the old weight, 77 / 101 -> 75 / 102) together cost 3 of these first places (74 / 101).
   */
  it('while the reader types: the public issue-40 tuning sets with their last word half typed, at or above their floor', async () => {
    const queries = partialVariants([...devQueries(), ...genQueries(), ...helperQueries(), ...helper2Queries()]);
    const {rows, figures} = await measure(searchOf(pub!), queries, records);
    console.log(`[search] ${report('public index, tuning sets, last word half typed', rows, figures)}`);
    expect(figures.size).toBe(120);
    expect(rows.filter((r) => r.empty).map((r) => r.query)).toEqual([]);
    expect(figures.top1).toBeGreaterThanOrEqual(74);
    expect(figures.top3).toBeGreaterThanOrEqual(101);
  });

  it('the restricted section, unlocked: 15 queries in integrators’ words, with the Provider chip 90 % in the top 3, none empty', async () => {
    const queries = paraphraseRestrictedQueries();
    expect(queries.length).toBeGreaterThanOrEqual(15);
    expect(unanswered(queries, restricted)).toEqual([]);
    // With every section (reported: public pages answer some of these too), then with the Provider chip, as a
    // developer of the section searches it (checked).
    const all = await measure(searchOf(provider!), queries, restricted);
    console.log(`[search] ${report('restricted section (unlocked), integrators’ words, All', all.rows, all.figures)}`);
    expect(all.rows.filter((r) => r.empty).map((r) => r.query)).toEqual([]);
    const chip = await measure(searchOf(provider!, RESTRICTED_SEARCH_SECTION.label), queries, restricted);
    console.log(
      `[search] ${report('restricted section (unlocked), integrators’ words, Provider chip', chip.rows, chip.figures)}`,
    );
    expect(chip.rows.filter((r) => r.empty).map((r) => r.query)).toEqual([]);
    expect(chip.figures.top3).toBeGreaterThanOrEqual(Math.ceil(queries.length * 0.9));
  });

  /**
   * The box lists what search_docs answers, in order, on a sample of each set: locked for the public sets; unlocked
   * for the restricted ones, with every section and then with the Provider chip. Its snippets are the records'
   * prose (never a code sample or a JSON example: the records leave those out), each a window of one record's
   * lines, table cells kept apart.
   */
  for (const unlocked of [false, true]) {
    it(`the box, ${unlocked ? 'unlocked' : 'locked'}, lists the same results as search_docs on a sample of each set, with the records' prose as snippets`, async () => {
      const from = unlocked ? [...records, ...restricted] : records;
      // A server of its own, started with the page: Pagefind also matches a word as a prefix of the words of every
      // index chunk loaded so far (search-plan.ts `runPlan`), so the file's shared servers, which have run every set
      // by now, answer from more chunks than a page that has run only this sample. Both start with none loaded.
      const server = await startMcpFile(
        path.join('build', unlocked ? RESTRICTED_MCP_FILE_PATH : MCP_FILE_PATH),
        'fernpay-e2e-search-box',
      );
      onTestFinished(() => stopMcpFile(server));
      const sets = unlocked
        ? [restrictedQueries(), paraphraseRestrictedQueries()]
        : [publicQueries(records), paraphraseQueries()];
      const sample = sets.flatMap((set) => spread(set, BOX_SAMPLE)).map((q) => q.query);
      const w = await tab({unlocked});
      // Unlocked, on a page of the section: the box answers its own section first there, as the section's MCP server
      // does (withSectionFirst).
      await open(w.page, unlocked ? `${RESTRICTED.prefix}/overview` : '/');
      await openBox(w.page);
      const differ: string[] = [];
      const snippets: {href: string; snippet: string}[] = [];
      const compare = async (query: string, section?: string) => {
        const box = await results(w.page, query);
        const mcp = (await searchDocs(server, query, section, RESULTS_SHOWN)).map((h) => h.route);
        const site = box.map((h) => h.href);
        if (JSON.stringify(site) !== JSON.stringify(mcp))
          differ.push(
            `${query}${section ? ` (${section})` : ''}: box ${site.join(' ')} / search_docs ${mcp.join(' ')}`,
          );
        snippets.push(
          ...(await w.page
            .getByRole('option')
            .evaluateAll((as) =>
              as.map((a) => ({href: a.getAttribute('href') ?? '', snippet: a.lastElementChild?.textContent ?? ''})),
            )),
        );
      };
      for (const query of sample) await compare(query);
      if (unlocked) {
        await w.page
          .getByRole('group', {name: 'Search in'})
          .getByRole('button', {name: RESTRICTED_SEARCH_SECTION.label})
          .click();
        for (const query of spread(paraphraseRestrictedQueries(), BOX_SAMPLE).map((q) => q.query))
          await compare(query, RESTRICTED_SEARCH_SECTION.label);
      }
      expect(differ).toEqual([]);
      expect(snippets.length).toBeGreaterThan(sample.length);
      const text = new Map(
        from.map((r) => [r.url, flat(r.blocks.map((b) => b.map((run) => run.text).join('')).join(' '))]),
      );
      const outside = snippets
        .filter(({href, snippet}) => !text.get(href)?.includes(flat(snippet)))
        .map(({href, snippet}) => `${href}: ${snippet}`);
      expect(outside).toEqual([]);
      expect(w.consoleErrors).toEqual([]);
      expect(w.foreignRequests).toEqual([]);
    });
  }

  it("unlocked, on a page of the provider section the section's results come first; on a public page the site's order", async () => {
    const query = 'rate limit exceeded 429';
    const w = await tab({unlocked: true});
    await open(w.page, `${RESTRICTED.prefix}/overview`);
    await openBox(w.page);
    const inSection = (await results(w.page, query)).map((h) => h.href);
    expect(inSection[0]).toMatch(new RegExp(`^${RESTRICTED.prefix}/`));
    await w.page.keyboard.press('Escape');
    await open(w.page, '/sdk/overview');
    await openBox(w.page);
    const outside = (await results(w.page, query)).map((h) => h.href);
    expect(outside[0]).not.toMatch(new RegExp(`^${RESTRICTED.prefix}/`));
    expect(w.consoleErrors).toEqual([]);
  });

  it('each result says what it is: an operation its API, method and path', async () => {
    const w = await tab();
    await open(w.page, '/sdk/overview');
    await openBox(w.page);
    await results(w.page, 'void invoice');
    const first = w.page.locator('[role="option"]').first();
    await expect(first.textContent()).resolves.toMatch(
      /^Void an invoice\s*Toolkit API › Invoices\s*PATCH\s*\/invoices\/\{id\}\/void/,
    );
  });
});

/**
 * Every result lands on a heading: each record's `#anchor` is an id of its page as built. A public page's ids are in
 * its HTML (a public reference's fragments too); the restricted section's pages hold no content in their HTML, so
 * their ids are looked for in what renders them: its reference's fragments and its chunks (`id:"…"`). The restricted
 * pages' records come from their Markdown twins, whose heading ids the index computes as Docusaurus does; a heading
 * with an explicit id (`{#id}`) had been given its text's slug instead (2026-11-30).
 */
describe('every search result lands on a heading of its page', () => {
  /** Whether HTML (`id=x`, `id="x"`) holds the id. */
  const hasId = (html: string, id: string) =>
    new RegExp(`\\sid=("?)${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1[\\s>]`).test(html);
  const anchored = (records: SearchRecord[]) =>
    records
      .filter((r) => r.url.includes('#'))
      .map((r) => ({url: r.url, page: r.url.split('#')[0], id: r.url.split('#')[1]}));
  it('public: each record’s anchor is an id in its page’s HTML', () => {
    const html = new Map<string, string>();
    const read = (page: string) => {
      if (!html.has(page))
        html.set(
          page,
          [`build${page}.html`, `build${page}/index.html`]
            .filter((f) => fs.existsSync(f))
            .map((f) => fs.readFileSync(f, 'utf8'))
            .join('\n'),
        );
      return html.get(page)!;
    };
    const all = anchored(publicRecords());
    expect(all.length).toBeGreaterThan(800);
    const missing = all.filter(({page, id}) => !hasId(read(page), id));
    expect(missing.map((m) => m.url)).toEqual([]);
  });
  it('restricted: each record’s anchor is an id of its reference’s fragments or of the section’s chunks', () => {
    const rendered = [
      ...(JSON.parse(fs.readFileSync('build/provider/openapi/provider.fragments.json', 'utf8')) as string[]),
      ...fs
        .readFileSync(`build${RESTRICTED.prefix}/restricted-assets.txt`, 'utf8')
        .split('\n')
        .filter((f) => f.endsWith('.js'))
        .map((f) => fs.readFileSync(`build${f}`, 'utf8')),
    ].join('\n');
    const all = anchored(restrictedRecords());
    expect(all.length).toBeGreaterThan(300);
    const missing = all.filter(({id}) => !rendered.includes(`id:"${id}"`) && !hasId(rendered, id));
    expect(missing.map((m) => m.url)).toEqual([]);
  });
});

describe('the section filter', () => {
  it('keeps the chosen section while the reader types, and between openings of the box', async () => {
    const w = await tab();
    await open(w.page, '/');
    await openBox(w.page);
    const chips = w.page.getByRole('group', {name: 'Search in'}).getByRole('button');
    await expect(chips.allTextContents()).resolves.toEqual(['All', ...SEARCH_SECTIONS.map((s) => s.label)]);
    await chips.filter({hasText: 'Partner'}).click();
    // The input keeps the focus: the reader goes on typing.
    await expect.poll(() => w.page.getByRole('combobox').evaluate((el) => el === document.activeElement)).toBe(true);
    for (const query of ['refund', 'bank account']) {
      const hits = await results(w.page, query);
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.filter((h) => !h.href.startsWith('/partner-api/'))).toEqual([]);
      await expect(chips.filter({hasText: 'Partner'}).getAttribute('aria-pressed')).resolves.toBe('true');
    }
    await w.page.keyboard.press('Escape');
    await openBox(w.page);
    await expect(chips.filter({hasText: 'Partner'}).getAttribute('aria-pressed')).resolves.toBe('true');
    await chips.filter({hasText: 'All'}).click();
    const all = await results(w.page, 'refund');
    expect(all.some((h) => h.href.startsWith('/toolkit-api/'))).toBe(true);
    // Locked, the restricted section has no chip (and no results: see below).
    expect(await chips.allTextContents()).not.toContain(RESTRICTED_SEARCH_SECTION.label);
  });

  it('unlocked, the restricted section has a chip of its own', async () => {
    const w = await tab({unlocked: true});
    await open(w.page, '/');
    await openBox(w.page);
    const chip = w.page
      .getByRole('group', {name: 'Search in'})
      .getByRole('button', {name: RESTRICTED_SEARCH_SECTION.label});
    await chip.click();
    const hits = await results(w.page, 'consent');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.filter((h) => !h.href.startsWith(`${RESTRICTED.prefix}/`))).toEqual([]);
  });
});

describe('loading', () => {
  /** Records every request of the page (its worker's included) as a site path. */
  const recordRequests = (page: Page) => {
    const paths: string[] = [];
    page.on('request', (r) => paths.push(new URL(r.url()).pathname));
    return paths;
  };

  it('nothing of search loads with a page; hovering the box starts loading the index', async () => {
    const w = await tab();
    const paths = recordRequests(w.page);
    await open(w.page, '/partner-api/apis/single-payments/api-requests');
    await settled(w.page);
    expect(paths.filter((p) => p.startsWith(PUBLIC_INDEX_PATH))).toEqual([]);
    const before = paths.length;
    await w.page.getByRole('button', {name: 'Search the docs'}).hover();
    await expect.poll(() => paths.slice(before).some((p) => p.endsWith('.pf_meta'))).toBe(true);
    expect(paths.slice(before)).toContain(`${PUBLIC_INDEX_PATH}pagefind.js`);
    // Locked: nothing of the restricted section's index.
    await settled(w.page);
    expect(paths.filter((p) => p.startsWith(RESTRICTED_INDEX_PATH))).toEqual([]);
  });

  it('focusing the box with the keyboard starts loading too; unlocked, the restricted index is merged', async () => {
    const w = await tab({unlocked: true});
    const paths = recordRequests(w.page);
    await open(w.page, '/sdk/overview');
    await settled(w.page);
    await w.page.getByRole('button', {name: 'Search the docs'}).focus();
    await expect.poll(() => paths.includes(`${PUBLIC_INDEX_PATH}pagefind.js`)).toBe(true);
    await expect
      .poll(() => paths.some((p) => p.startsWith(RESTRICTED_INDEX_PATH) && p.endsWith('.pf_meta')))
      .toBe(true);
  });

  it('after the hover, the first query only fetches its index part and the shown results (reported in KB)', async () => {
    const w = await tab();
    const wire = wireLog(w.page);
    const sum = (entries: {bytes: number}[]) => entries.reduce((n, e) => n + e.bytes, 0);
    await open(w.page, '/');
    await settled(w.page);
    const page = await wire.take();
    await w.page.getByRole('button', {name: 'Search the docs'}).hover();
    await expect.poll(() => wire.current().some((e) => e.path.endsWith('.pf_meta'))).toBe(true);
    await expect.poll(() => wire.current().some((e) => e.path.endsWith('.pagefind'))).toBe(true);
    await settled(w.page);
    const warmUp = await wire.take();
    await openBox(w.page);
    await results(w.page, 'refund');
    await settled(w.page);
    const firstQuery = await wire.take();
    const kb = (entries: {bytes: number}[]) => `${(sum(entries) / 1024).toFixed(1)} KB`;
    console.log(
      `[search] page load: ${kb(page)}; hover (dialog and engine chunk, Pagefind, index metadata, WebAssembly): ` +
        `${kb(warmUp)} in ${warmUp.length} files; first query "refund": ${kb(firstQuery)} in ${firstQuery.length} files ` +
        `(${firstQuery.map((e) => e.path.split('/').pop()).join(', ')})`,
    );
    // The page loaded nothing of search; the first query nothing the hover already loaded (no script,
    // WebAssembly or metadata), and no more result files than it shows.
    expect(page.filter((e) => e.path.startsWith(PUBLIC_INDEX_PATH))).toEqual([]);
    expect(firstQuery.filter((e) => /\.(js|pagefind|pf_meta)$/.test(e.path))).toEqual([]);
    expect(firstQuery.filter((e) => e.path.endsWith('.pf_fragment')).length).toBeLessThanOrEqual(12);
  });

  /**
   * Pagefind matches a word as a prefix of the words of every index chunk loaded so far, so an engine that ran other
   * queries answered some queries from more chunks than a fresh one: 12 of 172 tuning queries listed other results
   * after the sets had run (2026-11-29, "deactivate a customer" among them). search_docs and the box now start each
   * query afresh.
   */
  const DETERMINISM_QUERY = 'deactivate a customer';
  const OTHERS = ['customer', 'customer id', 'deactivated customers list', 'company access', 'toggle access'];
  it('search_docs answers a query the same after other queries as first', async () => {
    const docs = publicDocSearch();
    const routes = async (q: string) => (await docs.search(q, {limit: 10})).hits.map((h) => h.route);
    const first = await routes(DETERMINISM_QUERY);
    for (const q of [...OTHERS, ...genQueries().map((g) => g.query)]) await routes(q);
    expect(await routes(DETERMINISM_QUERY)).toEqual(first);
  });

  it('the box lists a query the same after other queries as first on the page', async () => {
    const w = await tab();
    await open(w.page, '/');
    // Pagefind's workers: the box lets one go after INSTANCES_PER_MEMORY queries (each leaves its index in the
    // worker's memory) and the next query starts a new one.
    let started = 0;
    let ended = 0;
    const onWorker = (worker: Worker) => {
      started += 1;
      worker.on('close', () => (ended += 1));
    };
    w.page.on('worker', onWorker);
    onTestFinished(() => void w.page.off('worker', onWorker));
    await openBox(w.page);
    const first = await results(w.page, DETERMINISM_QUERY);
    const others = [...OTHERS, ...spread(genQueries(), 8).map((g) => g.query)];
    for (const q of [...others, ...others].slice(0, INSTANCES_PER_MEMORY + 2)) await results(w.page, q);
    expect(await results(w.page, DETERMINISM_QUERY)).toEqual(first);
    expect(started).toBeGreaterThanOrEqual(2);
    await expect.poll(() => started - ended).toBe(1);
    // The box starts a used engine afresh as the reader types on, during the typing pause: typed the moment an
    // answer shows, and after queries superseded while they searched, the query still lists the same.
    const box = w.page.getByRole('combobox');
    const links = () => optionLinks(w.page);
    await results(w.page, OTHERS[0]);
    await box.fill(DETERMINISM_QUERY);
    await expect.poll(links, {timeout: 15_000}).toEqual(first);
    for (const q of OTHERS) await box.pressSequentially(` ${q}`);
    await box.fill(DETERMINISM_QUERY);
    await expect.poll(links, {timeout: 15_000}).toEqual(first);
    await expect.poll(() => status(w.page).textContent()).toMatch(READY);
    expect(w.pageErrors).toEqual([]);
  });

  /**
   * Every query of every tuning set as a first query, public and provider (unlocked: the restricted index merged,
   * with and without its chip), measured in Node (lib/search-budget.ts: the box's planner and Pagefind's script over
   * the build's files): each under its limit (150 KB; twice that merged, DECISIONS.md), its index chunks exactly those
   * the planner predicted (search-chunks.ts models Pagefind's choice: a word and its stem, and both neighbours of a
   * word that falls between two chunks), and its bytes within the planner's bound. Was one named query, then the
   * public sets under a cap of 5 chunks (2026-11-29), which a clean-clone build passed by 3 KB and 43 KB: Pagefind
   * re-splits its chunks with every page edit, and one query fetched a sixth chunk the count did not foresee. The
   * browser test below types the heaviest public ones.
   */
  const heaviest: Download[] = [];
  /** How many of the heaviest public first queries the browser types. */
  const BROWSER_HEAVIEST = 3;
  it('every query of every tuning set: its first download within its limit, its chunks as the planner predicted', async () => {
    // search:measure's own measure (tests/e2e/lib/search-measure.ts `budget`): every tuning set, public and provider.
    const {problems, measured} = await budget([], 'build');
    const wrong = problems.map(
      (d) =>
        `${d.query}: ${(d.bytes / 1024).toFixed(1)} KB (bound ${d.bound}), fetched ${d.fetched.join(' ')}, predicted ${d.predicted.join(' ')}`,
    );
    heaviest.push(...measured.filter((m) => !m.set.restricted).map((m) => m.download));
    heaviest.sort((a, b) => b.bytes - a.bytes).splice(BROWSER_HEAVIEST);
    console.log(
      `[search] heaviest public first queries (Node): ${heaviest.map((d) => `"${d.query}" ${(d.bytes / 1024).toFixed(1)} KB`).join(', ')}`,
    );
    expect(wrong).toEqual([]);
    // About 300 first queries, each on a fresh engine: 25 s alone, 99-105 s in CI beside three other files (the
    // suite's 120 s limit was too near: a run with other work on the machine timed out at 120 s).
  }, 360_000);

  it('the heaviest public first queries download under 150 KB after the hover in the browser, the chunks predicted', async () => {
    // The heaviest of the sets' queries (the test above), or a question with synonyms if that one did not run.
    const queries = heaviest.length
      ? heaviest
      : [{query: 'did the charge go through after a timeout', predicted: undefined}];
    for (const {query, predicted} of queries) {
      const w = await tab();
      const wire = wireLog(w.page);
      await open(w.page, '/');
      await settled(w.page);
      await w.page.getByRole('button', {name: 'Search the docs'}).hover();
      // The hover loads the word list and the chunk sizes (DOWNLOAD_SIZES_FILE) with Pagefind's files.
      await expect.poll(() => wire.current().some((e) => e.path.endsWith(WORD_LIST_FILE))).toBe(true);
      await expect.poll(() => wire.current().some((e) => e.path.endsWith(DOWNLOAD_SIZES_FILE))).toBe(true);
      await expect.poll(() => wire.current().some((e) => e.path.endsWith('.pf_meta'))).toBe(true);
      await expect.poll(() => wire.current().some((e) => e.path.endsWith('.pagefind'))).toBe(true);
      await settled(w.page);
      await wire.take();
      await openBox(w.page);
      expect((await results(w.page, query)).length).toBeGreaterThan(0);
      await settled(w.page);
      const log = await wire.take();
      const bytes = log.reduce((n, e) => n + e.bytes, 0);
      console.log(`[search] first query "${query}": ${(bytes / 1024).toFixed(1)} KB in ${log.length} files (browser)`);
      // Nothing the hover loaded (Pagefind's scripts, WebAssembly, metadata, sizes); the concept table's chunk is a
      // query's own when it has a word the index and the vocabulary lack (engine.ts), and is counted.
      expect(
        log.filter((e) => /\.(pagefind|pf_meta)$|pagefind[^/]*\.js$|sizes\.json$/.test(e.path)).map((e) => e.path),
      ).toEqual([]);
      expect(bytes).toBeLessThan(FIRST_QUERY_BUDGET);
      // The index chunks the browser fetched are those the planner predicted in Node.
      if (predicted) {
        const fetched = log
          .filter((e) => e.path.startsWith(`${PUBLIC_INDEX_PATH}index/`))
          .map((e) => `0:${path.basename(e.path, '.pf_index')}`);
        expect([...new Set(fetched)].sort()).toEqual(predicted);
      }
    }
  });

  it('says "Loading…" while a query waits for the index, not "0 results"', async () => {
    const w = await tab();
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await w.page.route(`**${PUBLIC_INDEX_PATH}pagefind.js`, async (route) => {
      await held;
      await route.continue();
    });
    await open(w.page, '/');
    await w.page.getByRole('button', {name: 'Search the docs'}).click();
    await w.page.getByRole('combobox').fill('refund');
    await expect.poll(() => status(w.page).textContent()).toBe('Loading…');
    release();
    await expect.poll(() => status(w.page).textContent(), {timeout: 15_000}).toMatch(READY);
  });

  it('an index that fails to load: a reader’s message and Try again, which works once the index is back', async () => {
    const w = await tab();
    let failing = true;
    await w.page.route(`**${PUBLIC_INDEX_PATH}**`, (route) =>
      failing ? route.abort('connectionfailed') : route.continue(),
    );
    await open(w.page, '/');
    const box = await openBox(w.page);
    await box.fill('refund');
    await expect.poll(() => status(w.page).textContent(), {timeout: 15_000}).toMatch(/unavailable/i);
    const message = (await w.page.getByRole('dialog').textContent()) ?? '';
    expect(message).not.toMatch(/npm|build|dev server|pagefind/i);
    failing = false;
    await w.page.getByRole('button', {name: 'Try again'}).click();
    await expect.poll(() => status(w.page).textContent(), {timeout: 15_000}).toMatch(READY);
    expect(await w.page.locator('[role="option"]').count()).toBeGreaterThan(0);
    expect(w.pageErrors).toEqual([]);
  });

  // A failure while a query's instance starts (a fetch that broke; on a busy machine, Pagefind's worker out of time)
  // once made every later query fail: the renewal that failed was awaited by each next one, and the box kept its
  // failure (a clean-clone CI run, 2026-11-30). A failure is now the query's own.
  for (const unlocked of [false, true]) {
    it(`the index out of reach for one query, ${unlocked ? 'unlocked' : 'locked'}: that query says so, the next ones answer`, async () => {
      const w = await tab({unlocked});
      let failing = false;
      await w.page.route(`**${PUBLIC_INDEX_PATH}**`, (route) =>
        failing ? route.abort('connectionfailed') : route.continue(),
      );
      await open(w.page, '/');
      await openBox(w.page);
      expect((await results(w.page, 'create a payment')).length).toBeGreaterThan(0);
      failing = true;
      const box = w.page.getByRole('combobox');
      await box.fill('refund a payment');
      await expect.poll(() => status(w.page).textContent(), {timeout: 15_000}).toMatch(/unavailable/i);
      failing = false;
      for (const query of ['webhook signature', 'refund a payment']) {
        expect((await results(w.page, query)).length, query).toBeGreaterThan(0);
        expect(await w.page.getByRole('button', {name: 'Try again'}).count()).toBe(0);
      }
      // Pagefind reports the broken fetches itself (a console error, and a rejection of its own it leaves unhandled).
      expect(
        w.consoleErrors.filter((e) => !/Pagefind|net::ERR_CONNECTION_FAILED/.test(e)),
        w.consoleErrors.join('\n'),
      ).toEqual([]);
      expect(w.pageErrors.filter((e) => !/Pagefind/.test(e))).toEqual([]);
    });
  }

  it('unlocked, but the restricted index refused (a host that wants credentials): the public index answers alone', async () => {
    const w = await tab({unlocked: true});
    await w.page.route(`**${RESTRICTED_INDEX_PATH}**`, (route) =>
      route.fulfill({
        status: 401,
        headers: {'WWW-Authenticate': 'Basic realm="Fernpay provider"'},
        body: 'Unauthorized',
      }),
    );
    await open(w.page, '/');
    await openBox(w.page);
    const hits = await results(w.page, 'refund');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.filter((h) => h.href.startsWith(`${RESTRICTED.prefix}/`))).toEqual([]);
    const chips = await w.page.getByRole('group', {name: 'Search in'}).getByRole('button').allTextContents();
    expect(chips).not.toContain(RESTRICTED_SEARCH_SECTION.label);
    // Only the refused requests and Pagefind's own report of them.
    expect(w.consoleErrors.filter((e) => !/401|Pagefind/.test(e))).toEqual([]);
    expect(w.pageErrors).toEqual([]);
  });

  // Once in a clean-clone CI run (2026-11-29, two files at a time) the alert never came and the failure said nothing
  // more; not seen in runs of the file alone at load 11-15. A failed try now prints what the page requested and
  // showed, and the test is tried once more (the log keeps the first try's account).
  it(
    'a dialog that cannot be fetched: the same reader’s message, and Try again opens the box',
    {retry: 1},
    async () => {
      const w = await freshTab();
      await open(w.page, '/');
      await settled(w.page);
      // Every script requested from now on fails: the dialog's chunk is the first.
      const refused: string[] = [];
      await w.page.route('**/assets/js/**', (route) => {
        refused.push(new URL(route.request().url()).pathname);
        return route.abort('connectionfailed');
      });
      await w.page.keyboard.press('Control+k');
      const alert = w.page.getByRole('dialog', {name: 'Search'}).getByRole('alert');
      try {
        await alert.waitFor({timeout: 20_000});
      } catch (error) {
        const account = {
          refused,
          dialogs: await w.page.locator('dialog').evaluateAll((ds) => ds.map((d) => d.outerHTML.slice(0, 300))),
          focused: await w.page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? null),
          consoleErrors: w.consoleErrors,
          pageErrors: w.pageErrors,
        };
        console.error(`[search e2e] no alert 20 s after Ctrl+K: ${JSON.stringify(account)}`);
        throw error;
      }
      expect(await alert.textContent()).toMatch(/unavailable.*try again/i);
      const axe = await new AxeBuilder({page: w.page as never})
        .setLegacyMode(true)
        .include('dialog')
        .options({resultTypes: ['violations']})
        .analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      await w.page.unroute('**/assets/js/**');
      await w.page.getByRole('button', {name: 'Try again'}).click();
      await w.page.getByRole('combobox').waitFor({state: 'visible'});
      expect(await results(w.page, 'refund')).not.toEqual([]);
      expect(w.pageErrors).toEqual([]);
    },
  );

  it('what is typed between Ctrl+K and the dialog’s arrival is kept', async () => {
    const w = await freshTab();
    await open(w.page, '/');
    await settled(w.page);
    // Hold every script requested from now on: the dialog's chunk is the first.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const heldPaths: string[] = [];
    await w.page.route('**/assets/js/**', async (route) => {
      heldPaths.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    await w.page.keyboard.press('Control+k');
    await w.page.keyboard.type('void invoice');
    expect(await w.page.getByRole('combobox').count(), `the box came while these were held: ${heldPaths}`).toBe(0);
    release();
    await expect.poll(() => w.page.getByRole('combobox').inputValue()).toBe('void invoice');
    await expect.poll(() => status(w.page).textContent(), {timeout: 15_000}).toMatch(READY);
  });
});

describe('keyboard and navigation', () => {
  it('Ctrl+K opens the box; ↓ and Enter land on the chosen heading; the box is gone', async () => {
    const w = await tab();
    await open(w.page, '/');
    await openBox(w.page);
    const hits = await results(w.page, 'terminalSecret');
    const index = hits.findIndex((h) => h.href.startsWith('/sdk/php-sdk#'));
    expect(index, `hits: ${hits.map((h) => h.href).join(', ')}`).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < index; i += 1) await w.page.keyboard.press('ArrowDown');
    await expect(w.page.locator('[role="option"][aria-selected="true"]').getAttribute('href')).resolves.toBe(
      hits[index].href,
    );
    await w.page.keyboard.press('Enter');
    await w.page.waitForURL((u) => u.pathname === '/sdk/php-sdk');
    const anchor = decodeURIComponent(new URL(w.page.url()).hash.slice(1));
    expect(anchor).toBe(hits[index].href.split('#')[1]);
    const heading = w.page.locator(`[id="${anchor}"]`);
    await heading.waitFor({state: 'visible'});
    await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
    expect(await w.page.getByRole('combobox').count()).toBe(0);
    expect(w.consoleErrors).toEqual([]);
    expect(w.foreignRequests).toEqual([]);
  });

  it("another payment API's word: the box gives Fernpay's words for it and links the page that maps them", async () => {
    const w = await tab();
    await open(w.page, '/toolkit-api/overview');
    await openBox(w.page);
    const hint = w.page.getByRole('dialog').locator('[data-other-api-words]');
    await results(w.page, 'refund a paid payment');
    expect(await hint.count()).toBe(0);
    await results(w.page, 'cancel my subscriptions');
    await expect(hint.textContent()).resolves.toBe(
      "“subscription” comes from other payment APIs. Fernpay's words: recurring payment, standing order. " +
        'Coming from another payment API',
    );
    // Read out with the results' count, for a reader who does not see it.
    await expect(status(w.page).textContent()).resolves.toContain('“subscription” comes from other payment APIs.');
    expect(await dialogViolations(w.page)).toEqual([]);
    await hint.getByRole('link').click();
    await w.page.waitForURL((u) => u.pathname === '/guides/other-payment-apis');
    await w.page.getByRole('heading', {level: 1}).waitFor({state: 'visible'});
    expect(await w.page.getByRole('combobox').count()).toBe(0);
    // search_docs says the same to an assistant.
    const docs = publicDocSearch();
    const answer = await docs.search('cancel my subscriptions', {limit: 3});
    expect(answer.otherApiWords).toEqual([{word: 'subscription', fernpay: ['recurring payment', 'standing order']}]);
    expect(w.consoleErrors).toEqual([]);
  });

  it('the box says which words its results answer: a typo as corrected, a word no result holds', async () => {
    const w = await tab();
    await open(w.page, '/toolkit-api/overview');
    await openBox(w.page);
    const said = w.page.getByRole('dialog').locator('[data-shown-for]');
    await results(w.page, 'refund a paid payment');
    expect(await said.count()).toBe(0);
    await results(w.page, 'refnd a paid payment');
    await expect(said.textContent()).resolves.toBe('Showing results for “refund paid payment”.');
    // Another product's parameter name: Pagefind matches a prefix of it ("cc"), which answers nothing, so the reader
    // is told, and the results are the other words'.
    const list = await results(w.page, 'ccreturn refund a paid payment');
    await expect(said.textContent()).resolves.toBe(
      'No result has “ccreturn”: showing results for “refund paid payment”.',
    );
    expect(list[0].href).toMatch(/refund/i);
    // Read out with the results' count, for a reader who does not see it.
    await expect(status(w.page).textContent()).resolves.toContain('No result has “ccreturn”');
    expect(await dialogViolations(w.page)).toEqual([]);
    // search_docs tells an assistant the same.
    const docs = publicDocSearch();
    const answer = await docs.search('ccreturn refund a paid payment', {limit: 3});
    expect(answer.shownFor?.absent).toEqual(['ccreturn']);
    expect(w.consoleErrors).toEqual([]);
  });

  it('Escape closes the box; excerpts highlight the match', async () => {
    const w = await tab();
    await open(w.page, '/');
    await openBox(w.page);
    await results(w.page, 'refund');
    expect(await w.page.locator('[role="option"] mark').count()).toBeGreaterThan(0);
    await w.page.keyboard.press('Escape');
    await w.page.getByRole('combobox').waitFor({state: 'detached'});
  });

  it('locked, never a result of the restricted section, for a query its pages are full of', async () => {
    const w = await tab();
    const asked: string[] = [];
    w.page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await open(w.page, '/');
    await openBox(w.page);
    // "consent" is all over the restricted pages (access consents, VRP consents) and on public bank-account pages.
    const hits = await results(w.page, 'consent');
    expect(hits.length).toBeGreaterThan(0);
    expect(
      hits.filter((h) => h.href.startsWith(`${RESTRICTED.prefix}/`) || /direct-banking|ob-payments-api/.test(h.href)),
    ).toEqual([]);
    expect(asked.filter((p) => p.startsWith(`${RESTRICTED.prefix}/`))).toEqual([]);
  });

  it('unlocked, a restricted result chosen on a public page is a full page load that lands on its heading', async () => {
    const w = await tab({unlocked: true});
    await open(w.page, '/toolkit-api/overview');
    await openBox(w.page);
    const hits = await results(w.page, 'create vrp consent');
    const target = hits.find((h) => h.href.startsWith(`${RESTRICTED.prefix}/`));
    expect(target).toBeDefined();
    const index = hits.indexOf(target!);
    for (let i = 0; i < index; i += 1) await w.page.keyboard.press('ArrowDown');
    const [document] = await Promise.all([
      w.page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === target!.href.split('#')[0]),
      w.page.keyboard.press('Enter'),
    ]);
    expect(document.resourceType()).toBe('document');
    await w.page.waitForSelector('html[data-has-hydrated="true"]');
    await w.page.locator(`[id="${target!.href.split('#')[1]}"]`).waitFor({state: 'visible', timeout: 30_000});
    expect(w.pageErrors).toEqual([]);
  });
});

describe('accessibility of the open box (axe-core: no violations at all)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`with results and the filter, in ${theme}`, async () => {
      const w = await tab({theme, unlocked: true});
      await open(w.page, '/');
      await openBox(w.page);
      await w.page.getByRole('group', {name: 'Search in'}).getByRole('button', {name: 'Toolkit'}).click();
      await results(w.page, 'refund');
      // A webhook and a schema among the results too (their badges), and the result under the pointer.
      await w.page.getByRole('group', {name: 'Search in'}).getByRole('button', {name: 'All'}).click();
      await results(w.page, 'payment status changed');
      await w.page.getByRole('option').nth(1).hover();
      expect(await dialogViolations(w.page)).toEqual([]);
    });
  }
});
