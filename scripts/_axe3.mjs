import {chromium} from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import {startServer} from '/work/main/scripts/serve.mjs';
const {server, url} = await startServer({root: process.env.BUILD ?? '/work/main/build'});
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu']});
for (const route of process.argv.slice(2)) {
  const context = await browser.newContext();
  await context.addInitScript((t) => { localStorage.setItem('theme', t); localStorage.setItem('providerAuth', JSON.stringify({timestamp: Date.now()})); }, process.env.THEME ?? 'light');
  const page = await context.newPage();
  await page.goto(url + route, {waitUntil: 'networkidle'});
  const r = await new AxeBuilder({page}).options({resultTypes: ['violations']}).analyze();
  for (const v of r.violations.filter((v) => ['serious', 'critical'].includes(v.impact))) console.log(route, v.id, v.impact, v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' :: ' + n.failureSummary?.slice(0, 200)).join(' | '));
  await context.close();
}
await browser.close(); server.close();
