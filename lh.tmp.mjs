import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {startServer} from './scripts/serve.mjs';
const {server, url} = await startServer({root: 'build'});
const chrome = await chromeLauncher.launch({chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking']});
for (const path of process.argv.slice(2)) {
  const {lhr} = await lighthouse(url + path, {port: chrome.port, logLevel: 'error', onlyCategories: ['performance']});
  const a = lhr.audits;
  console.log(path, 'score', lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue|0, 'LCP', a['largest-contentful-paint'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0, 'SI', a['speed-index'].numericValue|0, 'CLS', a['cumulative-layout-shift'].numericValue);
  console.log(' LCP elem:', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a['largest-contentful-paint-element']?.details).slice(0,200));
  console.log(' bootup:', (a['bootup-time'].details.items||[]).slice(0,4).map(i => `${i.url.split('/').pop()} total=${i.total|0} script=${i.scripting|0} parse=${i.scriptParseCompile|0}`).join(' ; '));
  console.log(' mainthread:', (a['mainthread-work-breakdown'].details.items||[]).map(i => `${i.group}=${i.duration|0}`).join(' '));
  console.log(' render-blocking:', (a['render-blocking-resources']?.details?.items||[]).map(i => `${i.url.split('/').pop()} ${i.wastedMs}`).join(' '), ' benchmarkIndex', lhr.environment.benchmarkIndex);
}
await chrome.kill(); server.close();
