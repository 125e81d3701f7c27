#!/usr/bin/env node
// Screenshots of built pages in light and dark, desktop (1280) and mobile (390), for review:
//   node scripts/screenshots.mjs [outDir] [route ...]   (serves build/ itself; unlocks the provider gate)
// WIDTHS=1440,1920,390 picks other widths (900 px high; 844 below 600 px wide); a route may end in #anchor.
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {startServer} from './serve.mjs';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './lib/chromium.mjs';

const [outDir = 'test-results/screenshots', ...routes] = process.argv.slice(2);
const list = routes.length ? routes : ['/', '/partner-api/apis/single-payments/api-requests'];
fs.mkdirSync(outDir, {recursive: true});
const {server, url} = await startServer({root: 'build'});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  const widths = (process.env.WIDTHS ?? '1280,390').split(',').map(Number);
  for (const [name, viewport] of widths.map((width) => [
    width === 1280 ? 'desktop' : width === 390 ? 'mobile' : String(width),
    {width, height: width < 600 ? 844 : 900},
  ])) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({viewport, deviceScaleFactor: 1});
      await context.addInitScript(
        ([t, now]) => {
          localStorage.setItem('theme', t);
          localStorage.setItem('providerAuth', JSON.stringify({timestamp: now}));
        },
        [theme, Date.now()],
      );
      const page = await context.newPage();
      for (const route of list) {
        await page.goto(url + route, {waitUntil: 'networkidle'});
        // A reference's fragments and entry sizes settle after the network is idle.
        await page.waitForTimeout(1500);
        const file = path.join(
          outDir,
          `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${name}-${theme}.png`,
        );
        await page.screenshot({path: file, fullPage: process.env.FULL === '1'});
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
