/**
 * Every route of the product's list, opened in Chromium (status 200, a heading, the title, no error, no foreign
 * request), and axe on the pages that show something no page before them in the file showed, on the blocks that show
 * it (the whole page for a new template: `markRegions`): one load per route.
 *
 * Which pages axe checks is derived, not listed: after the route checks, the page's rendered kinds are read (each
 * element's tag with its ARIA role and its class names, the classes naming the page itself left out), and axe runs when the page
 * holds a kind that no page checked before it in this file held. So every template (home, doc, generated index,
 * reference, the restricted section unlocked and locked, not found) and every kind of content (tables, code blocks,
 * tabs, diagrams, steps, lifecycles, admonitions, references' parts...) is checked, in light and in dark, at least
 * once, and a page that adds a new kind of content is checked without being named here.
 * `half` 0 or 1: one file per half of the routes, so the two run in parallel.
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, inject, it} from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';
import {
  COLOUR_RULES,
  browserPerFile,
  colourMode,
  fragmentsIn,
  newContext,
  open,
  siteRoutes,
  watch,
  type Watched,
} from './harness';

const LOCKED = '/provider/overview#locked';
const NOT_FOUND = '/no-such-page';

/** Routes of the built site, from its HTML files (clean URLs, no trailing slash). */
function builtRoutes(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!['assets', 'pagefind', 'openapi', 'diagrams', 'img'].includes(e.name)) walk(p);
      } else if (e.name.endsWith('.html') && e.name !== '404.html') {
        const rel =
          '/' +
          path
            .relative('build', p)
            .replace(/\\/g, '/')
            .replace(/\.html$/, '');
        out.push(rel === '/index' ? '/' : rel.replace(/\/index$/, ''));
      }
    }
  };
  walk('build');
  return out.sort();
}

declare global {
  interface Window {
    /** The kind tokens of an element (installed by `installKinds`). */
    __kindsOf?: (el: Element) => string[];
  }
}

/**
 * Installs in the page the kind tokens of an element: `tag[role].class`, without the classes Docusaurus derives from
 * the page itself (its doc id, its route) and without numbered repeats.
 */
async function installKinds(page: Page): Promise<void> {
  await page.evaluate(() => {
    const own = /^(docs-doc-id-|plugin-id-|docs-version-|docs-doc-page|theme-doc-sidebar-item-.*-level-\d)/;
    window.__kindsOf = (el: Element) => {
      const role = el.getAttribute('role');
      const base = el.tagName.toLowerCase() + (role ? `[${role}]` : '');
      return [
        base,
        ...Array.from(el.classList)
          .filter((c) => !own.test(c) && !/\d{3,}/.test(c))
          .map((c) => `${base}.${c}`),
      ];
    };
  });
}

/** The kinds of what the page renders: the tokens of every element of the body, and the root element's classes. */
export async function renderedKinds(page: Page): Promise<string[]> {
  await installKinds(page);
  return page.evaluate(() => {
    const kinds = new Set<string>();
    for (const el of [document.documentElement, ...Array.from(document.body.querySelectorAll('*'))])
      for (const k of window.__kindsOf!(el)) kinds.add(k);
    return [...kinds].sort();
  });
}

/** The attribute that marks the regions axe checks on a page it checks for some kinds only (`markRegions`). */
const REGION = 'data-axe-region';

/**
 * The blocks a kind is checked in: the nearest of these around an element that shows it, so a rule that reads the
 * element's context (a list's items, a table's cells, a code block's lines, a tab list's tabs) sees it whole.
 */
const BLOCKS = [
  '.api-block',
  'pre',
  'table',
  'figure',
  'details',
  'dialog',
  'form',
  '.tabs-container',
  '.theme-admonition',
  'nav',
  'aside',
  'header',
  'footer',
  'ul',
  'ol',
  'dl',
  'section',
  'blockquote',
  'p',
  'h1, h2, h3, h4, h5, h6',
].join(', ');

/**
 * On a page axe checks for the kinds it shows first (`fresh`), marks the blocks that show them, so axe checks those
 * and not again the rest, which earlier pages of the walk showed and axe checked there. Returns false (check the
 * whole page) when a fresh kind is the page itself: the root, the body or a wrapper of the main content (a new
 * template, whose page-wide rules - title, language, landmarks, headings - run on the whole page).
 * axe's cost grows with the nodes it checks (about 10 s a mode for a long guide of code samples, checked whole).
 */
async function markRegions(page: Page, fresh: readonly string[]): Promise<boolean> {
  return page.evaluate(
    ([wanted, region, blocks]) => {
      const want = new Set(wanted);
      const kindsOf = window.__kindsOf!;
      const main = document.querySelector('main');
      const showing = [document.documentElement, ...Array.from(document.body.querySelectorAll('*'))].filter(
        (el) => !el.closest('[data-axe-skip]') && kindsOf(el).some((k) => want.has(k)),
      );
      if (showing.some((el) => el === document.documentElement || el === document.body || (main && el.contains(main))))
        return false;
      for (const el of showing) (el.closest(blocks) ?? el).setAttribute(region, '');
      return true;
    },
    [[...fresh], REGION, BLOCKS] as const,
  );
}

/**
 * axe in light and then in dark on the page as loaded: the colour mode is Docusaurus' `data-theme` attribute on the
 * root element, which its toggle sets (no component of the site reads the mode in React), so switching it shows the
 * page a reader who picks dark sees, without a second load; in dark only the rules that read colours run (the
 * others see the same page). Returns the serious and critical violations.
 * A reference repeats one renderer's markup hundreds of times, and axe's cost grows with the DOM it walks (an
 * `exclude` still walks it: 20-30 s a mode on the provider reference). So the entries axe does not check are
 * emptied first: it checks the page chrome, the introduction, the first entries of each kind (operation, webhook,
 * schema, each with its samples), and every entry that holds one of the `fresh` kinds (so a kind found only deep
 * in a reference is checked where it is). The page is not used after this.
 */
export async function axeInBothModes(page: Page, fresh: readonly string[] = []): Promise<string[]> {
  await installKinds(page);
  await page.evaluate(
    (wanted) => {
      const kindsOf = window.__kindsOf!;
      // An entry is its block (the operation with its samples beside it), else the outermost fragment holding it.
      const entry = (el: Element) => {
        const own = el.closest('.api-block');
        if (own) return own;
        let block = el.closest('.api-html');
        while (block?.parentElement?.closest('.api-html')) block = block.parentElement.closest('.api-html');
        return block;
      };
      // Kinds the kept part shows (the chrome, the introduction, the first entries): an entry further down is kept
      // only for a fresh kind none of those shows, the first entry holding it.
      const want = new Set(wanted);
      const kinds = {'.api-operation:not(.api-schema):not(.api-webhook)': 2, '.api-webhook': 1, '.api-schema': 2};
      for (const [selector, keep] of Object.entries(kinds))
        for (const el of Array.from(document.querySelectorAll(selector)).slice(keep))
          entry(el)?.setAttribute('data-axe-skip', '');
      for (const el of Array.from(document.body.querySelectorAll('*')))
        if (!el.closest('[data-axe-skip]')) for (const k of kindsOf(el)) want.delete(k);
      for (const block of Array.from(document.querySelectorAll('[data-axe-skip]'))) {
        if (want.size === 0) break;
        const holds = [block, ...Array.from(block.querySelectorAll('*'))].flatMap(kindsOf).filter((k) => want.has(k));
        if (holds.length === 0) continue;
        block.removeAttribute('data-axe-skip');
        for (const k of holds) want.delete(k);
      }
      for (const block of Array.from(document.querySelectorAll('[data-axe-skip]'))) block.replaceChildren();
    },
    [...fresh],
  );
  const scoped = fresh.length > 0 && (await markRegions(page, fresh));
  // Off-screen reference sections use content-visibility:auto and have no layout until scrolled to, which makes
  // axe sample the wrong background: render everything left.
  await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
  // Legacy mode runs axe.run in the page itself: the default (runPartial in every frame, then finishRun in a second
  // blank page) took 2-3 times as long, and the site has no iframes.
  const bad: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    // Colours that change with the mode may have a transition: axe samples the colours it ends on.
    await colourMode(page, theme);
    // Only colours change with the mode: dark runs the rules that read them, light runs every rule.
    const builder = new AxeBuilder({page: page as never}).setLegacyMode(true).options({resultTypes: ['violations']});
    if (scoped) builder.include(`[${REGION}]`);
    if (theme === 'dark') builder.withRules([...COLOUR_RULES]);
    const results = await builder.analyze();
    for (const v of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
      bad.push(
        `${theme}: ${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
      );
  }
  return bad;
}

export function routeSuite(half: 0 | 1) {
  const browser = browserPerFile();
  const routes = siteRoutes().filter((_, i) => i % 2 === half);
  /**
   * The kinds the pages axe checked held, in this file and in the other half (which runs in the other worker,
   * mostly before or after this one): shared through a file of the run, a kind a line. Two halves checking a
   * new kind at the same moment both check it, which costs time, never coverage.
   */
  const shared = inject('axeCovered');
  const covered = () => new Set(fs.readFileSync(shared, 'utf8').split('\n').filter(Boolean));
  /** Whether axe should check this page: it holds a kind no page checked before it held. */
  const adds = (kinds: string[]) => {
    const done = covered();
    return kinds.filter((k) => !done.has(k));
  };
  const checked: string[] = [];
  /** Every kind the pages of this half held. */
  const seen = new Set<string>();

  describe(`routes (half ${half + 1} of 2): each opens with status 200, a heading, no error; axe on each new kind`, () => {
    if (half === 0)
      it('the build serves exactly the product route list (spec/routes.txt), every route of it', () => {
        expect(siteRoutes().length).toBeGreaterThan(70);
        expect(builtRoutes()).toEqual([...siteRoutes()].sort());
      });

    /**
     * One tab walks the half, as a reader clicking through the site does: a fresh context and renderer per route cost
     * about 1 s more a route (measured 2026-11-28: 3.3 s -> 1.8 s a route under load), and every route is still a full
     * load of its HTML (`page.goto`), hydrated and watched on its own. The watch's lists are emptied before each
     * route; axe leaves the colour mode dark in storage, so the walk puts it back to light before each load.
     */
    let walker: Watched | undefined;
    const tab = async (): Promise<Watched> => {
      if (!walker || walker.page.isClosed())
        walker = await watch(await newContext(browser(), {theme: 'light', unlocked: true}));
      // The colour mode the walk loads in, whatever the last route's axe (or a failure inside it) left in storage.
      else await walker.page.evaluate(() => localStorage.setItem('theme', 'light'));
      for (const list of [walker.consoleErrors, walker.consoleWarnings, walker.pageErrors, walker.foreignRequests])
        list.length = 0;
      return walker;
    };
    afterAll(async () => walker?.page.context().close());

    for (const route of routes) {
      it(`${route} returns 200 with a heading and no errors or foreign requests`, async () => {
        const w = await tab();
        const response = await open(w.page, route);
        expect(response?.status()).toBe(200);
        await w.page.waitForLoadState('networkidle');
        await fragmentsIn(w.page);
        const h1 = w.page.locator('h1').first();
        await h1.waitFor({state: 'visible'});
        // A restricted page draws its later sections just after its first screen (src/gate/LaterSections.tsx): the
        // page is checked as drawn, not with the placeholder that React is about to replace (under load, axe was
        // scoped to a region inside the placeholder and found none once it was replaced).
        await w.page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
        expect((await h1.textContent())?.trim().length).toBeGreaterThan(0);
        expect(await w.page.title()).toContain('Fernpay Developers');
        expect(w.pageErrors).toEqual([]);
        expect(w.consoleErrors).toEqual([]);
        expect(w.foreignRequests).toEqual([]);
        const kinds = await renderedKinds(w.page);
        for (const k of kinds) seen.add(k);
        const fresh = adds(kinds);
        if (fresh.length > 0) {
          expect(await axeInBothModes(w.page, fresh), `axe on ${route}`).toEqual([]);
          fs.appendFileSync(shared, fresh.map((k) => `${k}\n`).join(''));
          checked.push(route);
        }
      });
    }

    // The two states no route of the list shows: the restricted section locked, and a page that does not exist.
    const extra = half === 0 ? LOCKED : NOT_FOUND;
    it(`${extra}: axe in light and dark`, async () => {
      const locked = extra === LOCKED;
      const context = await newContext(browser(), {theme: 'light', unlocked: !locked});
      const w = await watch(context);
      await open(w.page, locked ? '/provider/overview' : extra);
      await w.page.waitForLoadState('networkidle');
      if (locked) await w.page.getByRole('dialog').waitFor();
      expect(await axeInBothModes(w.page)).toEqual([]);
      await context.close();
    });

    it('axe checked every template and some, not every page', () => {
      // Every kind a page of this half holds was checked (here or in the other half), and far fewer pages than all.
      console.log(`[axe] half ${half + 1}: ${checked.length} of ${routes.length} routes checked: ${checked.join(' ')}`);
      expect(seen.size).toBeGreaterThan(0);
      expect(adds([...seen])).toEqual([]);
      expect(checked.length).toBeLessThan(routes.length);
    });
  });
}
