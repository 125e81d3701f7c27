import {describe, expect, it} from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import {newContext, open, siteRoutes, browserPerFile, watch} from './harness';

const LOCKED = '/provider/overview#locked';

/**
 * axe on every other route (`half` 0 or 1: one file per half, so the two run in parallel), in light and then in
 * dark on the same load: the colour mode is Docusaurus' `data-theme` attribute on the root element, which its
 * toggle sets (no component of the site reads the mode in React), so switching it shows the page a reader
 * who picks dark sees, without a second load.
 */
export function accessibilitySuite(half: 0 | 1) {
  const browser = browserPerFile();
  const routes = [...siteRoutes(), '/no-such-page', LOCKED].filter((_, i) => i % 2 === half);
  describe('accessibility in light and dark (axe-core: no serious or critical violations)', () => {
    for (const route of routes) {
      it(`${route} in light and dark`, async () => {
        const locked = route === LOCKED;
        const context = await newContext(browser(), {theme: 'light', unlocked: !locked});
        const w = await watch(context);
        await open(w.page, locked ? '/provider/overview' : route);
        await w.page.waitForLoadState('networkidle');
        if (locked) await w.page.getByRole('dialog').waitFor();
        // Off-screen reference sections use content-visibility:auto and have no layout until scrolled to,
        // which makes axe sample the wrong background. Render everything so every part is checked.
        await w.page.addStyleTag({content: '* { content-visibility: visible !important; }'});
        // Long API references repeat one renderer's markup hundreds of times, and axe's cost grows with
        // the DOM (minutes for the provider reference). Check the whole page chrome, the introduction and
        // the first operations, webhooks and schemas of every reference; skip the repeats.
        const skipped = await w.page.evaluate(() => {
          let n = 0;
          const kinds = {'.api-operation:not(.api-schema):not(.api-webhook)': 6, '.api-webhook': 2, '.api-schema': 6};
          for (const [selector, keep] of Object.entries(kinds)) {
            const all = Array.from(document.querySelectorAll(selector));
            for (const el of all.slice(keep)) {
              el.closest('.api-html')?.setAttribute('data-axe-skip', '');
              n += 1;
            }
          }
          return n;
        });
        // Legacy mode runs axe.run in the page itself: the default (runPartial in every frame, then
        // finishRun in a second blank page) took 2-3 times as long, and the site has no iframes.
        const bad: string[] = [];
        for (const theme of ['light', 'dark'] as const) {
          await w.page.evaluate((mode) => {
            document.documentElement.setAttribute('data-theme', mode);
            localStorage.setItem('theme', mode);
          }, theme);
          // Colours that change with the mode may have a transition: axe samples the colours it ends on.
          await w.page.evaluate(() =>
            new Promise(requestAnimationFrame).then(() => Promise.all(document.getAnimations().map((a) => a.finished))),
          );
          const builder = new AxeBuilder({page: w.page as never})
            .setLegacyMode(true)
            .options({resultTypes: ['violations']});
          const results = await (skipped ? builder.exclude('[data-axe-skip]') : builder).analyze();
          for (const v of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
            bad.push(
              `${theme}: ${v.id} (${v.impact}): ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(' | ')}`,
            );
        }
        expect(bad).toEqual([]);
        await context.close();
      });
    }
  });
}
