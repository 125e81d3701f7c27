#!/usr/bin/env node
// Renders every ```mermaid block under docs/, docs-provider/ and src/pages/ to <dir>/<hash>-{light,dark}.svg, where
// <dir> is static/diagrams/ for public pages and static/provider/diagrams/ for the restricted section's (diagrams.ts).
// Only missing diagrams are rendered, so a checkout with committed SVGs needs no browser.
// Rendering uses the system Chromium (/usr/bin/chromium or $CHROMIUM_PATH) and the mermaid package.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './lib/chromium.mjs';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {diagramFile, diagramHash, diagramLocation, findMermaidBlocks} = jiti('../plugins/mermaid-svg/diagrams.ts');
// `<Lifecycle />` tags become a diagram at build time (plugins/rules): render those too.
const {expandLifecycleTags} = jiti('../src/sandbox/lifecycles/index.ts');

function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else if (/\.mdx?$/.test(entry.name)) yield p;
  }
}

// Every diagram a page uses, by where it is stored (a diagram on a public and a restricted page is stored twice).
const wanted = new Map();
const dirs = new Set([diagramLocation('docs/x.mdx').dir, diagramLocation('docs-provider/x.mdx').dir]);
for (const file of [...walk('docs'), ...walk('docs-provider'), ...walk('src/pages')]) {
  const {dir} = diagramLocation(file);
  for (const source of findMermaidBlocks(expandLifecycleTags(fs.readFileSync(file, 'utf8')))) {
    wanted.set(path.join(dir, diagramHash(source)), {source, file, dir, hash: diagramHash(source)});
  }
}
for (const dir of dirs) fs.mkdirSync(dir, {recursive: true});
const missing = [...wanted.values()].filter(
  ({dir, hash}) => !['light', 'dark'].every((t) => fs.existsSync(path.join(dir, diagramFile(hash, t)))),
);
let removed = 0;
for (const dir of dirs) {
  for (const f of fs.readdirSync(dir)) {
    if (!f.endsWith('.svg') || wanted.has(path.join(dir, f.replace(/-(light|dark)\.svg$/, '')))) continue;
    fs.rmSync(path.join(dir, f));
    removed += 1;
  }
}
if (removed) console.log(`[diagrams] removed ${removed} unused SVG file(s)`);
if (missing.length === 0) {
  console.log(`[diagrams] ${wanted.size} diagram(s) up to date`);
  process.exit(0);
}

const executablePath = CHROMIUM_PATH;
if (!fs.existsSync(executablePath)) {
  console.error(
    `[diagrams] ${missing.length} diagram(s) need rendering (first: ${missing[0].file}) but Chromium is missing at ${executablePath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
const {chromium} = await import('playwright-core');
const require = createRequire(import.meta.url);
const mermaidJs = require.resolve('mermaid/dist/mermaid.min.js');
const browser = await chromium.launch({
  executablePath,
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({path: mermaidJs});
  for (const {source, file, dir, hash} of missing) {
    for (const theme of ['light', 'dark']) {
      const svg = await page
        .evaluate(
          async ({source, theme, id}) => {
            const m = window.mermaid;
            m.initialize({
              startOnLoad: false,
              securityLevel: 'strict',
              theme: theme === 'dark' ? 'dark' : 'default',
              htmlLabels: false,
              flowchart: {htmlLabels: false},
              fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
            });
            const {svg} = await m.render(id, source);
            return svg;
          },
          {source, theme, id: `d${hash}${theme}`},
        )
        .catch((error) => {
          throw new Error(`[diagrams] ${file}: mermaid could not render a diagram: ${error.message}`);
        });
      fs.writeFileSync(path.join(dir, diagramFile(hash, theme)), svg);
    }
    console.log(`[diagrams] rendered ${hash} from ${file}`);
  }
} finally {
  await browser.close();
}
