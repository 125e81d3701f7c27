import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/lib/chromium.mjs';
import {startServer} from './scripts/serve.mjs';
const {server, url} = await startServer({root: 'build', port: 0});
const b = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
for (const q of ['refund', 'stop a payment link', 'undo archive customer', 'how long are idempotency keys kept', 'what does overdue mean', 'enter bank details manually', 'did the charge go through after a timeout']) {
  const ctx = await b.newContext();
  const p = await ctx.newPage();
  let log = [];
  p.on('requestfinished', async (r) => { const s = await r.sizes().catch(() => undefined); if (s) log.push({path: new URL(r.url()).pathname, bytes: s.responseBodySize + s.responseHeadersSize}); });
  await p.goto(url + '/'); await p.waitForSelector('html[data-has-hydrated="true"]');
  await p.waitForTimeout(1500);
  log = [];
  await p.getByRole('button', {name: 'Search the docs'}).hover();
  for (let i = 0; i < 100 && !(log.some((e) => e.path.endsWith('words.txt')) && log.some((e) => e.path.endsWith('.pagefind'))); i++) await p.waitForTimeout(100);
  await p.waitForTimeout(1500);
  const hover = log; log = [];
  const t0 = Date.now();
  await p.keyboard.press('Control+k');
  const box = p.getByRole('combobox'); await box.waitFor(); await box.fill(q);
  await p.waitForFunction(() => /^(\d+ result|No result)/.test(document.querySelector('dialog [aria-live="polite"]')?.textContent ?? ''), null, {timeout: 15000});
  const ms = Date.now() - t0;
  await p.waitForTimeout(1000);
  const kb = (l) => (l.reduce((n, e) => n + e.bytes, 0) / 1024).toFixed(1);
  console.log(`${q}: hover ${kb(hover)} KB/${hover.length} files; first query ${kb(log)} KB/${log.length} files (${log.filter(e=>e.path.endsWith('.pf_index')).length} index, ${log.filter(e=>e.path.endsWith('.pf_fragment')).length} fragments); total ${(+kb(hover) + +kb(log)).toFixed(1)} KB; answered in ${ms} ms`);
  await ctx.close();
}
await b.close(); server.close();
