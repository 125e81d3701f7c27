/**
 * Issue 40 experiment: the asked queries (plugins/search-index/asked) as a second channel. Today each record's asked
 * queries are one bag of words in its document (`askedwords`), which Pagefind matches with every word of a search
 * (AND), and `askedFactor` re-orders the results read by their closest asked query. Here each asked query is a
 * document of its own, scored against the reader's query with BM25 (any word counts, OR), a record scores as its best
 * query; that ranking is fused with the current one (the lexical list). Measured on the TUNING sets and the probe
 * only (the held-apart sets with `--heldout`, figures only). Not part of CI, not wired into the site.
 */
import fs from 'node:fs';
import path from 'node:path';
import {collectMcpData, referenceRoutes} from '../../src/mcp/data';
import {createDocSearch} from '../../src/mcp/search';
import {publicRecords, restrictedRecords, type Query} from '../../tests/e2e/search-queries';
import {measure, LOOK, type Figures} from '../../tests/e2e/lib/search-figures';
import {SETS, type QuerySet} from '../../tests/e2e/lib/search-measure';
import {probeQueries} from '../../tests/e2e/lib/search-probe';
import {readAsked, withAsked} from '../../plugins/search-index/asked';
import type {SearchRecord} from '../../plugins/search-index/records';

type Ranking = string[];

const STOP = new Set(
  `a an the to of for in on at by with from into as and or but not no if then so this that these those it its is are
  was were be been do does did has have had can could will would should may might must which who what when where why how
  all any each my our your i me we you they them their us there here up out about after before over just also via per
  than too very own same such only`.split(/\s+/),
);

/** A word as the channel compares it: lower case, a plural's or a verb form's ending left off. */
function stem(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('es') && /(ss|sh|ch|x)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

export function terms(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => !STOP.has(w)).map(stem);
}

/** BM25 over short documents (the asked queries), each document belonging to a record. */
class Channel {
  private docs: {url: string; terms: string[]}[] = [];
  private df = new Map<string, number>();
  private postings = new Map<string, number[]>();
  private avg = 0;
  constructor(
    entries: [string, string[]][],
    private k1 = 1.2,
    private b = 0.75,
  ) {
    for (const [url, queries] of entries)
      for (const q of queries) {
        const t = terms(q);
        if (!t.length) continue;
        const id = this.docs.length;
        this.docs.push({url, terms: t});
        for (const w of new Set(t)) {
          this.df.set(w, (this.df.get(w) ?? 0) + 1);
          let p = this.postings.get(w);
          if (!p) this.postings.set(w, (p = []));
          p.push(id);
        }
      }
    this.avg = this.docs.reduce((n, d) => n + d.terms.length, 0) / this.docs.length;
  }
  /** Records by their best asked query's score; `coverage`: the score times the share of the query's terms it holds. */
  rank(query: string, allowed: (url: string) => boolean, power = 0): {url: string; score: number}[] {
    const qt = [...new Set(terms(query))];
    const N = this.docs.length;
    const scores = new Map<number, {s: number; hit: number}>();
    for (const w of qt) {
      const p = this.postings.get(w);
      if (!p) continue;
      const idf = Math.log(1 + (N - p.length + 0.5) / (p.length + 0.5));
      for (const id of p) {
        const d = this.docs[id];
        const tf = d.terms.filter((x) => x === w).length;
        const s = (idf * tf * (this.k1 + 1)) / (tf + this.k1 * (1 - this.b + (this.b * d.terms.length) / this.avg));
        const cur = scores.get(id) ?? {s: 0, hit: 0};
        cur.s += s;
        cur.hit += 1;
        scores.set(id, cur);
      }
    }
    const best = new Map<string, number>();
    for (const [id, {s, hit}] of scores) {
      const url = this.docs[id].url;
      if (!allowed(url)) continue;
      const v = s * Math.pow(hit / qt.length, power);
      if (v > (best.get(url) ?? 0)) best.set(url, v);
    }
    return [...best].map(([url, score]) => ({url, score})).sort((a, b) => b.score - a.score);
  }
}

function rrf(lists: [Ranking, number][], k: number): Ranking {
  const score = new Map<string, number>();
  for (const [list, w] of lists) list.forEach((u, i) => score.set(u, (score.get(u) ?? 0) + w / (k + i + 1)));
  return [...score].sort((a, b) => b[1] - a[1]).map(([u]) => u);
}

export async function run(args: string[], buildDir: string): Promise<void> {
  const root = process.cwd();
  const withHeldOut = args.includes('--heldout');
  const noProbe = args.includes('--no-probe');
  const cacheFile = process.env.LEX_CACHE ?? '/tmp/s21/lex.json';
  const pub = publicRecords(buildDir);
  const restr = restrictedRecords(buildDir);
  const routes = referenceRoutes();
  const engines = new Map<boolean, ReturnType<typeof createDocSearch>>();
  const engine = (restricted: boolean) => {
    let e = engines.get(restricted);
    if (!e)
      engines.set(
        restricted,
        (e = createDocSearch(collectMcpData(buildDir, {restricted, siteUrl: '', referenceRoutes: routes}))),
      );
    return e;
  };
  type Item = {set: string; restricted: boolean; section?: string; queries: Query[]; records: SearchRecord[]};
  const items: Item[] = [];
  for (const set of SETS.filter((s: QuerySet) => withHeldOut || !s.heldOut))
    items.push({
      set: set.name,
      restricted: set.restricted,
      section: set.section,
      queries: set.queries(set.restricted ? restr : pub),
      records: set.restricted ? [...pub, ...restr] : pub,
    });
  if (!noProbe)
    for (const restricted of [false, true]) {
      const all = restricted ? restr : pub;
      items.push({
        set: `probe: ${restricted ? 'provider' : 'public'}`,
        restricted,
        queries: probeQueries(root, restricted ? 'provider' : 'public', all).queries,
        // The probe is searched in its index alone (as search:measure does).
        records: all,
      });
    }
  const key = (it: Item, q: Query) => `${it.restricted}|${it.section ?? ''}|${q.query}`;
  const lexical = new Map<string, Ranking>(
    fs.existsSync(cacheFile) ? (JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as [string, Ranking][]) : [],
  );
  let fresh = 0;
  for (const it of items)
    for (const q of it.queries) {
      const k = key(it, q);
      if (lexical.has(k)) continue;
      const answer = await engine(it.restricted).search(q.query, {limit: 30, section: it.section});
      lexical.set(
        k,
        answer.hits.map((h: {route: string}) => h.route),
      );
      fresh += 1;
    }
  if (fresh) fs.writeFileSync(cacheFile, JSON.stringify([...lexical]));
  console.log(`lexical: ${lexical.size} rankings (${fresh} searched now)`);

  // The channel over the asked queries of the index each item searches (the restricted index merges the public one).
  const asked = (index: 'public' | 'provider', records: SearchRecord[]) =>
    Object.entries(
      withAsked(records, readAsked(root, index)).records.reduce<Record<string, string[]>>((m, r) => {
        if (r.asked) m[r.url] = r.asked;
        return m;
      }, {}),
    );
  const pubAsked = asked('public', pub);
  const provAsked = asked('provider', restr);
  const sectionOf = new Map([...pub, ...restr].map((r) => [r.url, r.section]));

  const variants: Record<
    string,
    {k1: number; b: number; power: number; fuse: (lex: Ranking, ch: Ranking, scores: number[]) => Ranking}
  > = {
    lexical: {k1: 1.2, b: 0.75, power: 0, fuse: (lex) => lex},
  };
  for (const power of [0, 1, 2])
    for (const [k, w] of [
      [60, 0.5],
      [10, 0.25],
      [10, 0.5],
      [5, 0.25],
      [20, 0.5],
      [60, 1],
    ])
      variants[`rrf k=${k} w=${w} p=${power}`] = {
        k1: 1.2,
        b: 0.75,
        power,
        fuse: (lex, ch) =>
          rrf(
            [
              [lex, 1],
              [ch.slice(0, 30), w],
            ],
            k,
          ),
      };
  // Only a record in the lexical list moves (re-ordered by the fusion); nothing joins.
  for (const [k, w] of [
    [10, 0.5],
    [10, 1],
  ])
    variants[`rerank k=${k} w=${w} p=1`] = {
      k1: 1.2,
      b: 0.75,
      power: 1,
      fuse: (lex, ch) =>
        rrf(
          [
            [lex, 1],
            [ch.filter((u) => lex.includes(u)), w],
          ],
          k,
        ),
    };
  // Twins (the same operation, webhook or schema in another API; a section of the same title under another API's
  // page) after the first of them: moved down to `to` (the first record of each title keeps its place).
  const byUrl = new Map([...pub, ...restr].map((r) => [r.url, r]));
  const twinKey = (u: string) => {
    const r = byUrl.get(u);
    if (!r) return u;
    const anchor = u.split('#')[1];
    return ['operation', 'webhook', 'schema'].includes(r.kind) && anchor
      ? `${r.kind}#${anchor}`
      : `${r.kind}|${r.title}`;
  };
  const demote = (lex: Ranking, to: number) => {
    const seen = new Set<string>();
    const first: string[] = [];
    const later: string[] = [];
    for (const u of lex) {
      const k = twinKey(u);
      if (seen.has(k) && first.length < to) later.push(u);
      else first.push(u);
      seen.add(k);
    }
    return [...first.slice(0, to), ...later, ...first.slice(to)];
  };
  for (const to of [3, 5, 10])
    variants[`twins after ${to}`] = {k1: 1.2, b: 0.75, power: 0, fuse: (lex) => demote(lex, to)};
  const only = args
    .find((a) => a.startsWith('--variants='))
    ?.slice('--variants='.length)
    .split(',');

  const channels = new Map<string, Channel>();
  const channelOf = (restricted: boolean, k1: number, b: number) => {
    const id = `${restricted}|${k1}|${b}`;
    let c = channels.get(id);
    if (!c) channels.set(id, (c = new Channel(restricted ? [...pubAsked, ...provAsked] : pubAsked, k1, b)));
    return c;
  };
  const table: string[] = [];
  for (const [name, v] of Object.entries(variants)) {
    if (only && name !== 'lexical' && !only.some((o) => name.includes(o))) continue;
    const figures: Record<string, Figures> = {};
    for (const it of items) {
      const rankings = new Map<string, Ranking>();
      const inIndex = new Set(it.records.map((r) => r.url));
      for (const q of it.queries) {
        const k = key(it, q);
        const lex = lexical.get(k)!;
        if (name === 'lexical') {
          rankings.set(k, lex);
          continue;
        }
        const ch = channelOf(it.restricted, v.k1, v.b)
          .rank(q.query, (u) => inIndex.has(u) && (!it.section || sectionOf.get(u) === it.section), v.power)
          .slice(0, 30);
        rankings.set(
          k,
          v.fuse(
            lex,
            ch.map((c) => c.url),
            ch.map((c) => c.score),
          ),
        );
      }
      // Scored as every set is (search-figures.ts `measure`), each ranking's first LOOK as the search's answer.
      const byQuery = new Map(it.queries.map((q) => [q.query, rankings.get(key(it, q)) ?? []]));
      figures[it.set] = (
        await measure(
          async (query) =>
            byQuery
              .get(query)!
              .slice(0, LOOK)
              .map((route) => ({title: '', route})),
          it.queries,
          it.records,
        )
      ).figures;
    }
    const tuning = Object.entries(figures)
      .filter(([n]) => n.startsWith('tuning'))
      .reduce((n, [, f]) => n + f.top1 + f.top3, 0);
    const cell = (n: string) => (figures[n] ? `${figures[n].top1}/${figures[n].top3}/${figures[n].empty}` : '-');
    const held = Object.keys(figures)
      .filter((n) => n.startsWith('HELD'))
      .map((n) => `${n.replace(/:.*$/, '')} ${cell(n)}`)
      .join('  ');
    const line = `${name.padEnd(24)} tuning ${tuning}  probe pub ${cell('probe: public')}  prov ${cell('probe: provider')}  ${held}`;
    console.log(line);
    table.push(line);
  }
  fs.writeFileSync(path.join(process.env.OUT_DIR ?? '/tmp/s21', 'asked-channel.txt'), `${table.join('\n')}\n`);
}
