import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/lib/chromium.mjs';
import {startServer} from './scripts/serve.mjs';
const {server, url} = await startServer({root: 'build', port: 0});
const b = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
for (const [w, h] of [[390, 844], [1440, 900]]) {
  for (const q of ['undo archive customer', 'enter bank details manually', 'idempotncy']) {
    const p = await b.newPage({viewport: {width: w, height: h}});
    await p.goto(url + '/');
    await p.waitForSelector('html[data-has-hydrated="true"]');
    await p.keyboard.press('Control+k');
    const box = p.getByRole('combobox');
    await box.waitFor();
    await box.fill(q);
    await p.waitForFunction(() => /^\d+ result/.test(document.querySelector('dialog [aria-live="polite"]')?.textContent ?? ''), null, {timeout: 15000});
    const note = await p.evaluate(() => document.querySelector('dialog p[aria-hidden="true"]')?.textContent ?? '(no note)');
    console.log(w, q, '->', note);
    await p.screenshot({path: `/tmp/shot-${w}-${q.replace(/\s+/g, '-')}.png`});
    await p.close();
  }
}
await b.close(); server.close();
