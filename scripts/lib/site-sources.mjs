// The site as its sources describe it, for checks that run without a build (scripts/check-mdx.mjs,
// scripts/lint-openapi.mjs): the routes (spec/routes.txt), the docs page behind a route, and the
// anchors of a page's headings (the slugs Docusaurus gives them).
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import GithubSlugger from 'github-slugger';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {RESTRICTED, isRestrictedPath} = jiti('../../src/restricted.ts');

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

// The restricted section's docs instance (src/restricted.ts): `docs-<id>/` served under its prefix.
const RESTRICTED_DOCS = {dir: `docs-${RESTRICTED.docsPluginId}`, prefix: RESTRICTED.prefix};

/** The route of a docs file (docs are served at the root; the restricted section's under its prefix). */
export function routeOf(file) {
  const restricted = path.relative(RESTRICTED_DOCS.dir, file);
  const inRestricted = !restricted.startsWith('..') && !path.isAbsolute(restricted);
  const rel = (inRestricted ? restricted : path.relative('docs', file)).replace(/\\/g, '/').replace(/\.mdx?$/, '');
  return (inRestricted ? RESTRICTED_DOCS.prefix : '') + '/' + rel.replace(/\/index$/, '');
}

/** The docs file behind a route, if any (the restricted section's pages included). */
export function docFileFor(route) {
  const inRestricted = isRestrictedPath(route) && route !== RESTRICTED_DOCS.prefix;
  const dir = inRestricted ? RESTRICTED_DOCS.dir : 'docs';
  const rel = inRestricted ? route.slice(RESTRICTED_DOCS.prefix.length + 1) : route.slice(1);
  for (const ext of ['.mdx', '.md']) {
    const f = path.join(dir, rel + ext);
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
    // An explicit id: `{#id}`, or `{/* #id */}` (the form MDX 3 parses).
    const explicit = /\{(?:#([^}]+)|\/\*\s*#(\S+?)\s*\*\/)\}\s*$/.exec(m[1]);
    out.add(
      explicit
        ? (explicit[1] ?? explicit[2])
        : slugger.slug(m[1].replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')),
    );
  }
  for (const m of text.matchAll(/\bid="([^"]+)"/g)) out.add(m[1]);
  return out;
}

/** The API ids a docs page embeds (`<ApiReference id="...">`). */
export function embeddedApis(file) {
  return [...fs.readFileSync(file, 'utf8').matchAll(/<ApiReference id="([^"]+)"/g)].map((m) => m[1]);
}
