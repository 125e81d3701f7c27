/**
 * The reader-facing checks of the API reference in a second engine: Debian's firefox-esr over WebDriver
 * BiDi (lib/bidi.ts), against the same production build and server as the Chromium files. The same
 * checks as reference-layout.e2e.ts (deep links land and stay, field permalinks open their folds,
 * samples beside their operation at 1440 px, no console error), on the toolkit single-payments
 * reference; what is checked comes from the built page, and nothing is compared with a height.
 */
import fs from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {baseUrl} from './harness';
import {anchorsIn} from './lib/anchors';
import {Firefox, type Tab} from './lib/bidi';

const PAGE = '/toolkit-api/payments-module/single-payments/api-requests';
/** "Refund a paid payment". */
const OPERATION = 'refund-single-payment';
/** A heading reached by a link sits below the navbar and this close to the top of the viewport. */
const MAX_TOP = 150;

let firefox: Firefox | undefined;
beforeAll(async () => {
  firefox = await Firefox.launch();
});
afterAll(async () => firefox?.close());

async function tab(width = 1440, height = 900): Promise<Tab> {
  if (!firefox) throw new Error('Firefox is not running');
  return firefox.newTab({width, height});
}

/** Loads the page afresh and waits until React has hydrated it. */
async function open(t: Tab, path: string) {
  await t.navigate('about:blank');
  await t.navigate(baseUrl() + path);
  await t.waitFor(() => document.documentElement.dataset.hasHydrated === 'true', [], {what: 'hydration'});
}

/** The sticky navbar's height: a heading scrolled to lands just below it (plus Docusaurus' half-rem scroll margin). */
const navbarBottom = (t: Tab) =>
  t.evaluate(() => Math.round(document.querySelector<HTMLElement>('.navbar')!.offsetHeight));

const topOf = (t: Tab, id: string) =>
  t.evaluate((i: string) => {
    const el = document.getElementById(i);
    return el ? Math.round(el.getBoundingClientRect().top) : null;
  }, id);

/** Records the element's top each time the page changes size from now on (what the reader saw); read with `seenTops`. */
const watchTop = (t: Tab, id: string) =>
  t.evaluate((i: string) => {
    const seen: number[] = [];
    const observer = new ResizeObserver(() =>
      seen.push(Math.round(document.getElementById(i)!.getBoundingClientRect().top)),
    );
    observer.observe(document.getElementById('__docusaurus') ?? document.body);
    (window as unknown as {seenTops: () => number[]}).seenTops = () => (observer.disconnect(), seen);
  }, id);
const seenTops = (t: Tab) => t.evaluate(() => (window as unknown as {seenTops: () => number[]}).seenTops());

/** Resolves with the element's top once it has not moved for 30 frames in a row. */
const stillTop = (t: Tab, id: string) =>
  t.evaluate(
    (i: string) =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const frame = () => {
          const top = Math.round(document.getElementById(i)!.getBoundingClientRect().top);
          still = top === last ? still + 1 : 0;
          last = top;
          if (still >= 30) resolve(top);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    id,
  );

/**
 * The page's scripts are done: every fragment in, three idle periods in a row with no new request or
 * prefetch (harness.ts `settled`), fonts and images loaded, then about two seconds of idle.
 */
async function settle(t: Tab) {
  await t.waitFor(
    () =>
      document.querySelectorAll('.api-block').length > 0 &&
      document.querySelectorAll('[data-api-html]:empty').length === 0,
    [],
    {timeoutMs: 60_000, what: 'every fragment in'},
  );
  await t.evaluate(async () => {
    const count = () =>
      document.querySelectorAll('link[rel="prefetch"]').length + performance.getEntriesByType('resource').length;
    let last = -1;
    let still = 0;
    while (still < 3) {
      await new Promise((resolve) => requestIdleCallback(() => resolve(null), {timeout: 1000}));
      const n = count();
      still = n === last ? still + 1 : 0;
      last = n;
    }
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (img) =>
        img.complete ? null : new Promise((resolve) => img.addEventListener('loadend', resolve, {once: true})),
      ),
    );
    const start = performance.now();
    while (performance.now() - start < 2000)
      await new Promise((resolve) => requestIdleCallback(() => resolve(null), {timeout: 500}));
  });
}

const errorsOf = (t: Tab) => t.errors().map((e) => `${e.type}: ${e.text}`);

describe('the API reference in Firefox (WebDriver BiDi)', () => {
  it(`a deep link to "Refund a paid payment" lands on its heading, below the navbar, and stays while the page settles`, async () => {
    const t = await tab();
    await open(t, `${PAGE}#${OPERATION}`);
    const navbar = await navbarBottom(t);
    const within = (top: number | null) => top !== null && top >= navbar && top <= MAX_TOP;
    // Landed...
    const deadline = Date.now() + 20_000;
    let landed = await topOf(t, OPERATION);
    while (!within(landed) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      landed = await topOf(t, OPERATION);
    }
    expect(landed, `heading top (navbar bottom ${navbar})`).not.toBeNull();
    expect(within(landed), `heading top ${landed}, navbar bottom ${navbar}`).toBe(true);
    // ...and kept there while the rest arrives, the entries near it take their size, fonts and images load and 2 s pass idle.
    await watchTop(t, OPERATION);
    await settle(t);
    const still = await stillTop(t, OPERATION);
    const seen = [...(await seenTops(t)), still];
    console.log(`[firefox] #${OPERATION}: navbar ${navbar} px, heading top ${landed} px, then ${seen.join(' ')}`);
    expect(
      seen.filter((top) => !within(top)),
      `tops seen: ${seen.join(' ')}`,
    ).toEqual([]);
    expect(await t.evaluate(() => decodeURIComponent(location.hash))).toBe(`#${OPERATION}`);
    expect(errorsOf(t)).toEqual([]);
    await t.close();
  });

  it('a field permalink inside a folded object opens the folds and puts the field on screen (fresh load and in-page)', async () => {
    const folded = anchorsIn(fs.readFileSync(`build${PAGE}.html`, 'utf8')).field.filter((f) => f.nested);
    expect(folded.length).toBeGreaterThan(5);
    const [first, second] = [folded[0], folded[Math.floor(folded.length / 2)]];
    const t = await tab();
    await open(t, `${PAGE}#${first.id}`);
    const navbar = await navbarBottom(t);
    const check = async (id: string) => {
      await t.waitFor(
        (i: string, nav: number, max: number) => {
          const top = document.getElementById(i)?.getBoundingClientRect().top;
          return top !== undefined && top >= nav && top <= max;
        },
        [id, navbar, MAX_TOP],
        {timeoutMs: 20_000, what: `${id} below the navbar`},
      );
      const top = await stillTop(t, id);
      const state = await t.evaluate((i: string) => {
        const el = document.getElementById(i)!;
        const folds: boolean[] = [];
        for (let d = el.parentElement?.closest('details'); d; d = d.parentElement?.closest('details'))
          folds.push(d.open);
        return {folds, visible: el.checkVisibility(), matches: el.matches(':target')};
      }, id);
      expect(top, id).toBeGreaterThanOrEqual(navbar);
      expect(top, id).toBeLessThanOrEqual(MAX_TOP);
      expect(state.folds.length, id).toBeGreaterThan(0);
      expect(state.folds.every(Boolean), `${id}: folds ${state.folds.join(' ')}`).toBe(true);
      expect(state.visible && state.matches, id).toBe(true);
    };
    await check(first.id);
    // In the page: the folds of another field are closed until its link is followed.
    await t.evaluate((i: string) => {
      for (
        let d = document.getElementById(i)!.parentElement?.closest('details');
        d;
        d = d.parentElement?.closest('details')
      )
        d.open = false;
      window.location.hash = `#${i}`;
    }, second.id);
    await check(second.id);
    expect(errorsOf(t)).toEqual([]);
    await t.close();
  });

  it('at 1440 px, for every operation, a code sample is on screen, beside the prose, while its heading is at the top', async () => {
    const t = await tab(1440, 900);
    await open(t, PAGE);
    await settle(t);
    const ids = anchorsIn(fs.readFileSync(`build${PAGE}.html`, 'utf8')).operation;
    expect(ids).toContain(OPERATION);
    const navbar = await navbarBottom(t);
    const missing: string[] = [];
    for (const id of ids) {
      // Reached as a reader reaches it, by its link (the table of contents): the #target's owner holds the
      // heading at the top while the entries above it take their size (Firefox anchors a bare scrollIntoView
      // a few px off when the entries above are laid out in the frames after it).
      await t.evaluate((i: string) => (window.location.hash = `#${i}`), id);
      await stillTop(t, id);
      const seen = await t.evaluate(async (i: string) => {
        const heading = document.getElementById(i)!;
        const block = heading.closest('.api-block')!;
        const sample = block.querySelector('.api-sample pre')!.getBoundingClientRect();
        const main = block.querySelector('.api-op-main')!.getBoundingClientRect();
        return {
          heading: Math.round(heading.getBoundingClientRect().top),
          sampleTop: Math.round(sample.top),
          sampleBottom: Math.round(sample.bottom),
          beside: sample.left >= main.right,
          viewport: window.innerHeight,
        };
      }, id);
      // The heading at the top; the sample's code in the viewport (all of it, or 100 px), in the right-hand column.
      const visible = Math.min(seen.sampleBottom, seen.viewport) - Math.max(seen.sampleTop, navbar);
      const need = Math.min(100, seen.sampleBottom - seen.sampleTop);
      if (seen.heading < navbar || seen.heading > MAX_TOP || visible < need || !seen.beside)
        missing.push(`${id}: ${JSON.stringify(seen)}`);
    }
    expect(missing).toEqual([]);
    expect(errorsOf(t)).toEqual([]);
    await t.close();
  });
});

describe('tables on a phone in Firefox (plugins/table-stack)', () => {
  it('at 390 px the reference error table and a page table are labelled blocks; nothing scrolls sideways', async () => {
    const t = await tab(390, 844);
    for (const path of [PAGE, '/toolkit-api/payments-module/recurring-payments/overview']) {
      await open(t, path);
      const found = await t.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLTableElement>('.markdown table.table-stack')).map((table) => {
          table.style.contentVisibility = 'visible';
          const headers = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent!.trim());
          const cells = Array.from(table.querySelectorAll<HTMLElement>('tbody tr:first-child td'));
          return {
            overflows: table.scrollWidth > table.clientWidth + 1,
            // Firefox gives the generated content as specified (`attr(data-label) / ""`): each cell carries its
            // column's heading, and the label takes a line above the cell's own content.
            labelled: cells.every((td, i) => {
              const range = document.createRange();
              range.selectNodeContents(td);
              const above = range.getBoundingClientRect().top - td.getBoundingClientRect().top;
              return (
                getComputedStyle(td).display === 'block' &&
                td.dataset.label === headers[i] &&
                getComputedStyle(td, '::before').content.startsWith('attr(data-label)') &&
                above >= 12
              );
            }),
          };
        }),
      );
      expect(found.length, path).toBeGreaterThan(0);
      expect(
        found.filter((f) => f.overflows || !f.labelled),
        path,
      ).toEqual([]);
      expect(await t.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
    }
    expect(errorsOf(t)).toEqual([]);
    await t.close();
  });
});
