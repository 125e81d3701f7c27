import {describe, expect, it} from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import {newContext, open, siteRoutes, useBrowser, watch} from './harness';

const browser = useBrowser();

const LOCKED = '/provider/overview#locked';

describe('accessibility (axe-core: no serious or critical violations)', () => {
  for (const theme of ['light', 'dark'] as const) {
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
        const results = await new AxeBuilder({page: w.page as never}).analyze();
        const bad = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
        expect(bad).toEqual([]);
        await context.close();
      });
    }
  }
});
