import {describe, expect, it} from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import {newContext, open, siteRoutes, browserPerFile, watch} from './harness';

const LOCKED = '/provider/overview#locked';

/** axe on every route in one colour mode (one file per mode, so the two run in parallel). */
export function accessibilitySuite(theme: 'light' | 'dark') {
  const browser = browserPerFile();
  describe(`accessibility in ${theme} (axe-core: no serious or critical violations)`, () => {
    for (const route of [...siteRoutes(), '/no-such-page', LOCKED]) {
      it(`${route} in ${theme}`, async () => {
        const locked = route === LOCKED;
        const context = await newContext(browser(), {theme, unlocked: !locked});
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
        const builder = new AxeBuilder({page: w.page as never})
          .setLegacyMode(true)
          .options({resultTypes: ['violations']});
        const results = await (skipped ? builder.exclude('[data-axe-skip]') : builder).analyze();
        const bad = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id} (${v.impact}): ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(' | ')}`,
          );
        expect(bad).toEqual([]);
        await context.close();
      });
    }
  });
}
