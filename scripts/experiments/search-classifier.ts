/**
 * Issue 40 experiment (not part of CI): does a classifier trained on what integrators ask find the record a new query
 * means? A softmax regression from a query's words and word pairs to the record it asks for, trained on every
 * record's asked queries (plugins/search-index/asked/) and its title, and fused with the product's result list by
 * reciprocal rank. Reads `scripts/experiments/search-export.mjs`' file (the product's lists); prints figures only
 * (top 1 / top 3 per set, the held-apart sets only when the export holds them and never a query).
 * Run (Node 24): node scripts/experiments/search-classifier.mjs [--file=<export json>] ['--opts={"iters":300}']
 * First measured 2026-12-04 (bench-results/HISTORY.md, twenty-ninth session).
 */
import fs from 'node:fs';

interface ExportRecord {
  index: 'public' | 'provider';
  url: string;
  title: string;
  section?: string;
  asked: string[];
}
interface ExportQuery {
  set: string;
  query: string;
  expected: string[];
  section?: string;
  heldOut: boolean;
  restricted: boolean;
  hits: string[];
}
export interface ClassifierOptions {
  iters: number;
  lr: number;
  l2: number;
  titleRepeat: number;
  bigrams: boolean;
}
export const DEFAULTS: ClassifierOptions = {iters: 300, lr: 0.3, l2: 1e-6, titleRepeat: 2, bigrams: true};

const STOP = new Set(
  (
    'a an the to of for in on and or with by my our your their is are be can i we you it how do does what when ' +
    'where which why from at as this that these those me us will should would could into about via any some'
  ).split(' '),
);
function stem(w: string): string {
  for (const [suffix, by] of [
    ['ies', 'y'],
    ['sses', 'ss'],
    ['ing', ''],
    ['ed', ''],
    ['es', ''],
    ['s', ''],
  ] as const)
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) return w.slice(0, w.length - suffix.length) + by;
  return w;
}
export function features(text: string, bigrams: boolean): string[] {
  const words = (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => !STOP.has(w)).map(stem);
  if (!bigrams) return words;
  return [...words, ...words.slice(1).map((w, i) => `${words[i]}_${w}`)];
}

/** A bag of features, L2-normalised: feature ids and values. */
type Bag = {ids: Int32Array; values: Float32Array};
function bag(feats: string[], vocab: Map<string, number>): Bag {
  const counts = new Map<number, number>();
  for (const f of feats) {
    const id = vocab.get(f);
    if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const norm = Math.sqrt([...counts.values()].reduce((s, v) => s + v * v, 0)) || 1;
  return {ids: Int32Array.from(counts.keys()), values: Float32Array.from([...counts.values()].map((v) => v / norm))};
}

export interface Classifier {
  vocab: Map<string, number>;
  classes: number;
  /** features x classes, row-major. */
  weights: Float32Array;
  bias: Float32Array;
}

/** A record's label is its place in `records`: each asked query and the title (`titleRepeat` times) is an example. */
export function trainingExamples<T extends {title: string}>(
  records: readonly T[],
  asked: (record: T) => readonly string[],
  o: ClassifierOptions,
): {text: string; label: number}[] {
  return records.flatMap((r, label) => [
    ...asked(r).map((text) => ({text, label})),
    ...Array.from({length: o.titleRepeat}, () => ({text: r.title, label})),
  ]);
}

/** Full-batch Adam on the softmax loss, as the first measurement (a Python prototype) did. */
export function train(examples: {text: string; label: number}[], classes: number, o: ClassifierOptions): Classifier {
  const feats = examples.map((e) => features(e.text, o.bigrams));
  const vocab = new Map<string, number>();
  for (const f of [...new Set(feats.flat())].sort()) vocab.set(f, vocab.size);
  const bags = feats.map((f) => bag(f, vocab));
  const d = vocab.size;
  const C = classes;
  const W = new Float32Array(d * C);
  const b = new Float32Array(C);
  const [mW, vW, gW] = [new Float32Array(d * C), new Float32Array(d * C), new Float32Array(d * C)];
  const [mb, vb, gb] = [new Float32Array(C), new Float32Array(C), new Float32Array(C)];
  const z = new Float64Array(C);
  const n = examples.length;
  for (let t = 1; t <= o.iters; t++) {
    gW.fill(0);
    gb.fill(0);
    for (let i = 0; i < n; i++) {
      const {ids, values} = bags[i];
      for (let c = 0; c < C; c++) z[c] = b[c];
      for (let k = 0; k < ids.length; k++) {
        const row = ids[k] * C;
        const v = values[k];
        for (let c = 0; c < C; c++) z[c] += v * W[row + c];
      }
      let max = -Infinity;
      for (let c = 0; c < C; c++) if (z[c] > max) max = z[c];
      let sum = 0;
      for (let c = 0; c < C; c++) sum += z[c] = Math.exp(z[c] - max);
      for (let c = 0; c < C; c++) z[c] /= sum * n;
      z[examples[i].label] -= 1 / n;
      for (let c = 0; c < C; c++) gb[c] += z[c];
      for (let k = 0; k < ids.length; k++) {
        const row = ids[k] * C;
        const v = values[k];
        for (let c = 0; c < C; c++) gW[row + c] += v * z[c];
      }
    }
    const c1 = 1 - 0.9 ** t;
    const c2 = 1 - 0.999 ** t;
    const adam = (p: Float32Array, g: Float32Array, m: Float32Array, v: Float32Array, l2: number) => {
      for (let j = 0; j < p.length; j++) {
        const gj = g[j] + l2 * p[j];
        m[j] = 0.9 * m[j] + 0.1 * gj;
        v[j] = 0.999 * v[j] + 0.001 * gj * gj;
        p[j] -= (o.lr * (m[j] / c1)) / (Math.sqrt(v[j] / c2) + 1e-8);
      }
    };
    adam(W, gW, mW, vW, o.l2);
    adam(b, gb, mb, vb, 0);
  }
  return {vocab, classes: C, weights: W, bias: b};
}

export function scores(model: Classifier, query: string, bigrams: boolean): Float64Array {
  const {ids, values} = bag(features(query, bigrams), model.vocab);
  const C = model.classes;
  const z = Float64Array.from(model.bias);
  for (let k = 0; k < ids.length; k++) for (let c = 0; c < C; c++) z[c] += values[k] * model.weights[ids[k] * C + c];
  return z;
}

const rankIn = (list: string[], expected: Set<string>) => {
  const i = list.slice(0, 10).findIndex((u) => expected.has(u));
  return i + 1;
};

export function run(args: string[]) {
  const file = args.find((a) => a.startsWith('--file='))?.slice(7) ?? '/tmp/fernpay-export.json';
  const opts = {...DEFAULTS, ...(JSON.parse(args.find((a) => a.startsWith('--opts='))?.slice(7) ?? '{}') as object)};
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {records: ExportRecord[]; queries: ExportQuery[]};
  const fusions = [
    {k: 5, w: 0.25},
    {k: 10, w: 0.25},
    {k: 10, w: 0.5},
  ];
  const table = new Map<string, number[]>();
  for (const index of ['public', 'provider'] as const) {
    // The unlocked box searches the public records and the provider's together.
    const records = data.records.filter((r) => index === 'provider' || r.index === 'public');
    const examples = trainingExamples(records, (r) => r.asked, opts);
    const started = Date.now();
    const model = train(examples, records.length, opts);
    console.error(
      `[classifier] ${index}: ${records.length} records, ${examples.length} examples, ${model.vocab.size} features, ` +
        `trained in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const q of data.queries.filter((x) => x.restricted === (index === 'provider'))) {
      const z = scores(model, q.query, opts.bigrams);
      const order = [...z.keys()]
        .filter((i) => !q.section || records[i].section === q.section)
        .sort((a, b) => z[b] - z[a])
        .slice(0, 50)
        .map((i) => records[i].url);
      const expected = new Set(q.expected);
      const lists: string[][] = [q.hits, order];
      for (const {k, w} of fusions) {
        const s = new Map<string, number>();
        q.hits.forEach((u, i) => s.set(u, (s.get(u) ?? 0) + 1 / (k + i + 1)));
        order.forEach((u, i) => s.set(u, (s.get(u) ?? 0) + w / (k + i + 1)));
        lists.push([...s.keys()].sort((a, b) => s.get(b)! - s.get(a)!));
      }
      const key = q.heldOut ? q.set : q.set.startsWith('probe') ? q.set : 'tuning (all sets)';
      const row = table.get(key) ?? new Array<number>(lists.length * 2).fill(0);
      lists.forEach((list, j) => {
        const r = rankIn(list, expected);
        row[2 * j] += r === 1 ? 1 : 0;
        row[2 * j + 1] += r >= 1 && r <= 3 ? 1 : 0;
      });
      table.set(key, row);
    }
  }
  const names = ['product', 'classifier alone', ...fusions.map(({k, w}) => `fused k=${k} w=${w}`)];
  console.log(`| set | ${names.join(' | ')} |\n|---|${names.map(() => '---|').join('')}`);
  for (const [set, row] of table)
    console.log(`| ${set} | ${names.map((_, j) => `${row[2 * j]} / ${row[2 * j + 1]}`).join(' | ')} |`);
}
