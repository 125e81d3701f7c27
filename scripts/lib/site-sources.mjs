// The site as its sources describe it, for checks that run without a build (scripts/check-mdx.mjs,
// scripts/lint-openapi.mjs): the routes (spec/routes.txt), the docs page behind a route, and the
// anchors of a page's headings (the slugs Docusaurus gives them).
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';

/** Every route the site serves (spec/routes.txt). */
export function siteRoutes(file = 'spec/routes.txt') {
  return new Set(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.startsWith('/')),
  );
}

/** The route of a docs file (docs are served at the root). */
export function routeOf(file) {
  const rel = path
    .relative('docs', file)
    .replace(/\\/g, '/')
    .replace(/\.mdx?$/, '');
  return '/' + rel.replace(/\/index$/, '');
}

/** The docs file behind a route, if any. */
export function docFileFor(route) {
  for (const ext of ['.mdx', '.md']) {
    const f = path.join('docs', route.slice(1) + ext);
    if (fs.existsSync(f)) return f;
  }
  return undefined;
}

/** Ids of a docs page's headings (h2-h6, explicit {#id} kept) and of its elements with an id. */
export function anchorsOf(file) {
  const text = fs.readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  const slugger = new GithubSlugger();
  const out = new Set();
  for (const m of text.matchAll(/^#{2,6}\s+(.+?)\s*$/gm)) {
    const explicit = /\{#([^}]+)\}\s*$/.exec(m[1]);
    out.add(explicit ? explicit[1] : slugger.slug(m[1].replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')));
  }
  for (const m of text.matchAll(/\bid="([^"]+)"/g)) out.add(m[1]);
  return out;
}

/** The API ids a docs page embeds (`<ApiReference id="...">`). */
export function embeddedApis(file) {
  return [...fs.readFileSync(file, 'utf8').matchAll(/<ApiReference id="([^"]+)"/g)].map((m) => m[1]);
}
