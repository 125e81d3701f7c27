/**
 * How a query typed in integrators' words becomes searches of an index that matches every word (Pagefind):
 * the query's words become concepts (stop words left out, phrases of the vocabulary kept whole, a hyphenated word
 * the index lacks split), each with its alternatives (the word itself, its correction when it is a typo of an
 * indexed word, the vocabulary's words for the same thing) and its rarity in the index; `runPlan` searches all
 * concepts together first, each with its alternatives, then fewer concepts (the vague ones and those the index
 * does not know dropped first), and ranks what it found by its score times its coverage (the share of the query's
 * rarity it matches) to a power: a result missing a common word of the query can beat one that has it.
 *
 * Pure (no DOM or Node API): the search box uses it with Pagefind, and any other search over these docs (an
 * MCP server's `search_docs`) can use it with its own `search`.
 */
import {SEARCH_GLOSSARY} from './search-glossary';
import {largestSum, type DownloadModel} from './search-chunks';
import {SECTION_FILTER} from './search';
import {SEARCH_QUESTION_WORDS, SEARCH_STOPWORDS, SEARCH_VOCABULARY, SEARCH_WEAK_WORDS} from './search-vocabulary';

/** One way to search a concept: words for the index, and how much a match through them is worth. */
export interface Alternative {
  text: string;
  weight: number;
}

export interface Concept {
  /** As typed (a word or a phrase of the vocabulary). */
  typed: string;
  /** How it is searched, best first; empty when nothing in the index can match it. */
  alts: Alternative[];
  /** Its share of the query: 1, or less for a vague word. */
  weight: number;
  /** The indexed word a typo was corrected to. */
  corrected?: string;
  /** How telling a match of it is (`rarity` of its first alternative); 1 without a word index. */
  idf?: number;
  /**
   * A word of letters no record of the index holds, and nothing the index holds stands for (no correction, synonym or
   * name): the reader is told so (`shownFor`), since Pagefind answers it with a prefix of it ("ccreturn" as "cc").
   * Never the query's last word when the index's words begin with it: that one may still be being typed.
   */
  absent?: boolean;
  /**
   * The query's last word, not a word of the index but the beginning of some: it may still be being typed ("refund a
   * pai"). Pagefind matches it as a prefix, and a title or an asked query is read the same way (`titleCoverage`).
   */
  begun?: boolean;
}

export interface QueryPlan {
  concepts: Concept[];
  /** A question ("what does overdue mean"): a section that answers beats a schema that lists the word. */
  question: boolean;
}

/** The index's words, most frequent first (the build's `words.txt`), for typos and for what exists. */
export interface WordIndex {
  has: (word: string) => boolean;
  /** Words of the index, most frequent first. */
  words: readonly string[];
}

export function wordIndex(words: readonly string[]): WordIndex {
  const set = new Set(words);
  return {has: (w) => set.has(w), words};
}

/**
 * A match through the vocabulary is worth a little less than the typed word's when an integrator typed their
 * own word ("stop": the API's "cancel" is what they mean), much less when they typed the docs' own word
 * ("cancel": "void" is another API's); a corrected typo's almost as much.
 */
export const SYNONYM_WEIGHT = 0.9;
export const DOCS_SYNONYM_WEIGHT = 0.6;
export const CORRECTION_WEIGHT = 0.95;
export const WEAK_WEIGHT = 0.3;
/**
 * A word the index lacks, searched as the docs' names the concept table (src/shared/search-concepts.ts, derived from
 * other providers' API descriptions) says it stands for: below a synonym of the hand-reviewed vocabulary, the
 * closest name first.
 */
export const CONCEPT_WEIGHT = 0.7;
/**
 * A word of the resource glossary (src/shared/search-glossary.ts: other providers' names of things, reviewed by
 * hand), searched as the docs' names for the same thing and also as itself, the word as typed at this weight below
 * them: "subscription" finds recurring payments first though the docs also use the word (for Fernpay's own plan).
 * Until 2026-11-30 the other way round (the word as typed at 1, the names at this weight): tuning sets 440 -> 443.
 */
export const GLOSSARY_WEIGHT = 0.8;

/** The concept table as the generated module holds it: word -> "name cosine name cosine ...". */
export type ConceptTable = Readonly<Record<string, string>>;

const conceptCache = new WeakMap<ConceptTable, Map<string, string[]>>();
/** The names a word (by its forms) stands for in `table`, closest first. */
function conceptsOf(word: string, table: ConceptTable | undefined): string[] {
  if (!table) return [];
  let parsed = conceptCache.get(table);
  if (!parsed) conceptCache.set(table, (parsed = new Map()));
  for (const f of forms(word)) {
    if (!Object.prototype.hasOwnProperty.call(table, f)) continue;
    let names = parsed.get(f);
    if (!names) parsed.set(f, (names = table[f].split(' ').filter((_, i) => i % 2 === 0)));
    return names;
  }
  return [];
}
/** At most this many ways to search one concept. */
const MAX_ALTERNATIVES = 3;
/** At most this many concepts are searched (the first, the vague ones left out first). */
const MAX_CONCEPTS = 6;

const STOP = new Set(SEARCH_STOPWORDS);
const WEAK = new Set(SEARCH_WEAK_WORDS);
const QUESTION = new Set(SEARCH_QUESTION_WORDS);

/**
 * Every vocabulary entry (word or phrase) -> the groups' `terms` it stands for. An entry of several groups takes each
 * group's first term before any group's second ("deactivate": ban, revoke, reactivate), so the alternatives a concept
 * keeps (MAX_ALTERNATIVES) span its senses instead of filling up with the first group's.
 */
const LOOKUP: Map<string, string[]> = (() => {
  const groups = new Map<string, (readonly string[])[]>();
  const add = (key: string, terms: readonly string[]) => groups.set(key, [...(groups.get(key) ?? []), terms]);
  for (const group of SEARCH_VOCABULARY) {
    for (const t of group.terms) add(t, group.terms);
    for (const a of group.also) add(a, group.terms);
  }
  const map = new Map<string, string[]>();
  for (const [key, lists] of groups) {
    const list: string[] = [];
    const longest = Math.max(...lists.map((l) => l.length));
    for (let i = 0; i < longest; i++)
      for (const terms of lists)
        if (i < terms.length && terms[i] !== key && !list.includes(terms[i])) list.push(terms[i]);
    map.set(key, list);
  }
  return map;
})();
const TERMS = new Set(SEARCH_VOCABULARY.flatMap((g) => g.terms));
const ALSO = new Set(SEARCH_VOCABULARY.flatMap((g) => g.also));
const PHRASES = [...new Set([...LOOKUP.keys(), ...Object.keys(SEARCH_GLOSSARY)])]
  .filter((k) => k.includes(' '))
  .sort((a, b) => b.split(' ').length - a.split(' ').length);
/**
 * The phrases by their number of words, most first, each group with the first phrase (its place in PHRASES) of each
 * normalised form and each phrase's own place: `phrasesOf` looks a typed run of words up in them instead of reading
 * every phrase at every position (three quarters of a plan's time before, 2026-12-01).
 */
const PHRASES_BY_LENGTH: [number, {byForm: Map<string, number>; byText: Map<string, number>}][] = (() => {
  const groups = new Map<number, {byForm: Map<string, number>; byText: Map<string, number>}>();
  PHRASES.forEach((p, i) => {
    const n = p.split(' ').length;
    let group = groups.get(n);
    if (!group) groups.set(n, (group = {byForm: new Map(), byText: new Map()}));
    const form = normalised(p);
    if (!group.byForm.has(form)) group.byForm.set(form, i);
    group.byText.set(p, i);
  });
  return [...groups.entries()].sort((a, b) => b[0] - a[0]);
})();

/** The forms a word may be listed under: itself, then without an inflection. */
function forms(word: string): string[] {
  const out = [word];
  for (const [suffix, replacement] of [
    ['ies', 'y'],
    ['es', ''],
    ['s', ''],
    ['ed', ''],
    ['ed', 'e'],
    ['d', ''],
    ['ing', ''],
    ['ing', 'e'],
    ['ly', ''],
  ] as const)
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) out.push(word.slice(0, -suffix.length) + replacement);
  return out;
}

/**
 * A word or phrase with each word's common inflection cut off, so an entry of the vocabulary is found in any of its
 * forms: "event" for the entry "events", "charging twice" for "charged twice".
 */
function normalised(text: string): string {
  return text
    .split(' ')
    .map((w) => (w.length > 4 ? w.replace(/(ies|es|s|ed|ing|d)$/, '') : w))
    .join(' ');
}
/** Every vocabulary entry by its normalised form (the first entry of a form wins). */
const BY_FORM: Map<string, string> = (() => {
  const map = new Map<string, string>();
  for (const key of LOOKUP.keys()) if (!map.has(normalised(key))) map.set(normalised(key), key);
  return map;
})();
/** The vocabulary's entry a word or phrase stands for: itself, by its forms, or by its normalised form. */
function entryOf(text: string): string | undefined {
  if (LOOKUP.has(text)) return text;
  for (const f of forms(text)) if (LOOKUP.has(f)) return f;
  return BY_FORM.get(normalised(text));
}

/** The vocabulary's terms for a word (or phrase), by its forms. */
function synonymsOf(word: string): string[] {
  const entry = entryOf(word);
  return entry ? LOOKUP.get(entry)! : [];
}

/** A noun phrase with its last word singular ("payment intents": "payment intent"): the glossary's keys are nouns. */
function singularNoun(text: string): string {
  return text.replace(/(\w{3,}?)(ies|ches|shes|sses|xes|s)$/, (_, stem: string, end: string) =>
    end === 'ies'
      ? `${stem}y`
      : end === 's'
        ? /(ss|us|is)$/.test(`${stem}s`)
          ? `${stem}s`
          : stem
        : stem + end.slice(0, -2),
  );
}
/** The docs' names the glossary gives for a noun or noun phrase, singular or plural ("billing" is no "bill"), or none. */
export function glossaryOf(text: string): readonly string[] {
  const key = glossaryKeyOf(text);
  return key ? SEARCH_GLOSSARY[key] : [];
}

/** The glossary's key for a noun or noun phrase as typed ("subscriptions": "subscription"), or undefined. */
function glossaryKeyOf(text: string): string | undefined {
  return [text, singularNoun(text)].find((k) => Object.prototype.hasOwnProperty.call(SEARCH_GLOSSARY, k));
}

/** Another payment API's word in a query, and the Fernpay names it stands for (the resource glossary's row). */
export interface OtherApiWord {
  word: string;
  fernpay: readonly string[];
}

/**
 * The words of a query that are other payment APIs' names of things (src/shared/search-glossary.ts), each once: the
 * search box tells the reader the docs' word for it ("subscription": recurring payment), whatever the results are, and
 * the MCP server's `search_docs` returns them. The same rows as the page *Coming from another payment API*.
 */
export function otherApiWords(plan: QueryPlan): OtherApiWord[] {
  const out: OtherApiWord[] = [];
  for (const c of plan.concepts) {
    const key = glossaryKeyOf(c.corrected ?? c.typed);
    if (!key || out.some((o) => o.word === key)) continue;
    out.push({word: key, fernpay: SEARCH_GLOSSARY[key]});
  }
  return out;
}

/**
 * The sentence the search box shows for one of `otherApiWords`, in the words of the page's table ("Other APIs say",
 * "Fernpay's words"): a pointer, not a definition (a dispute is no refund; a bank payment's money goes back by one).
 */
export function otherApiWordText({word, fernpay}: OtherApiWord): string {
  return `“${word}” comes from other payment APIs. Fernpay's words: ${fernpay.join(', ')}.`;
}

/** Whether the index holds the word as typed or as its plural or singular (Pagefind stems the rest). */
function knownExactly(word: string, index: WordIndex): boolean {
  return [word, `${word}s`, `${word}es`, word.replace(/e?s$/, '')].some((f) => index.has(f));
}

/** The rank (frequency order) of the first of the word's inflected forms the index holds, or -1. */
function stemRank(word: string, index: WordIndex): number {
  for (const f of forms(word).slice(1)) {
    const rank = index.words.indexOf(f);
    if (rank >= 0) return rank;
  }
  return -1;
}

/** Added to a word's frequency rank before its log is taken, so the commonest words still count a little. */
export const RARITY_OFFSET = 20;
/**
 * How telling a match of these words is, like an inverse document frequency: the log of the rarest word's rank in
 * the index's word list (most frequent first; by Zipf's law a word's frequency falls as its rank grows), a word the
 * list lacks the rarest of all. "payment" tells less than "refund", "the" next to nothing.
 */
export function rarity(text: string, index: WordIndex): number {
  let rank = 0;
  for (const w of text.split(' ')) {
    let r = index.words.indexOf(w);
    if (r < 0) r = stemRank(w, index);
    rank = Math.max(rank, r < 0 ? index.words.length : r);
  }
  return Math.log(rank + RARITY_OFFSET);
}

/** Optimal string alignment distance (a transposition is one edit), or `max + 1` once it must exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([i]);
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        rows[0][j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2][j - 2] + 1);
      rows[i][j] = v;
      if (v < best) best = v;
    }
    if (i > 0 && best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/**
 * The indexed word a typo stands for: words of five letters or more, one edit away (two for seven letters or
 * more, and then only keeping the first letter: two edits that change it make another word, "hostname" is no typo
 * of "lastname"; a transposition is one), the closest first, then one with the same first letter, then the most
 * frequent. Undefined when none is close.
 */
export function correctTypo(word: string, index: WordIndex): {word: string; rank: number} | undefined {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return undefined;
  const short = word.length < 5;
  const max = word.length >= 7 ? 2 : 1;
  let best: {w: string; d: number; first: number; slip: number; rank: number} | undefined;
  index.words.forEach((w, rank) => {
    if (w.length < 4 || !/^[a-z]+$/.test(w)) return;
    const d = editDistance(word, w, max);
    if (d > max) return;
    const first = w[0] === word[0] ? 0 : 1;
    // Two edits that change the first letter make another word ("hostname": "lastname", "upfront": "front").
    if (d > 1 && first) return;
    const slip = d === 1 ? typoSlip(word, w) : 2;
    // A word of four letters: only the commonest slips, keeping its first letter ("eror", "toen").
    if (short && (slip > 0 || first)) return;
    if (
      !best ||
      d < best.d ||
      (d === best.d &&
        (first < best.first ||
          (first === best.first && (slip < best.slip || (slip === best.slip && rank < best.rank)))))
    )
      best = {w, d, first, slip, rank};
  });
  return best && {word: best.w, rank: best.rank};
}

/** Each letter's neighbours on a QWERTY keyboard (the same row and the rows above and below). */
export const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
function keysNear(a: string, b: string): boolean {
  const at = (c: string) => KEY_ROWS.map((row, r) => [r, row.indexOf(c)]).find(([, i]) => i >= 0);
  const pa = at(a);
  const pb = at(b);
  return !!pa && !!pb && Math.abs(pa[0] - pb[0]) <= 1 && Math.abs(pa[1] - pb[1]) <= 1 && a !== b;
}

/**
 * How likely a slip of the fingers turns `word` (an indexed word, one edit away) into `typed`: 0 for the commonest
 * (a letter left out, two letters swapped, a letter doubled), 1 for a neighbouring key (pressed instead of the letter
 * or besides it), 2 for any other edit. Of two words one edit away ("progess": "progress" or "process"), the likelier
 * slip is the correction.
 */
export function typoSlip(typed: string, word: string): number {
  if (typed.length + 1 === word.length) {
    // A letter left out: `typed` is `word` less one letter.
    for (let i = 0; i < word.length; i += 1) if (word.slice(0, i) + word.slice(i + 1) === typed) return 0;
    return 2;
  }
  if (typed.length === word.length + 1) {
    // A letter too many: doubled, or a neighbouring key pressed with the right one.
    for (let i = 0; i < typed.length; i += 1) {
      if (typed.slice(0, i) + typed.slice(i + 1) !== word) continue;
      if (typed[i] === typed[i - 1] || typed[i] === typed[i + 1]) return 0;
      if ((i > 0 && keysNear(typed[i], typed[i - 1])) || (i + 1 < typed.length && keysNear(typed[i], typed[i + 1])))
        return 1;
    }
    return 2;
  }
  if (typed.length === word.length) {
    const diff = [...typed].map((c, i) => i).filter((i) => typed[i] !== word[i]);
    if (
      diff.length === 2 &&
      diff[1] === diff[0] + 1 &&
      typed[diff[0]] === word[diff[1]] &&
      typed[diff[1]] === word[diff[0]]
    )
      return 0;
    if (diff.length === 1 && keysNear(typed[diff[0]], word[diff[0]])) return 1;
  }
  return 2;
}

/** A query's words, lower case: letters, digits and the joiners of identifiers and keys. */
export function tokens(query: string): string[] {
  return (
    query
      .toLowerCase()
      // A possessive is its noun ("a company's address": company), any other apostrophe is dropped ("doesn't").
      .replace(/(\p{L})[’']s\b/gu, '$1')
      .replace(/[’']/g, '')
      .split(/[^\p{L}\p{N}_.-]+/u)
      .map((t) => t.replace(/^[.-]+|[.-]+$/g, ''))
      .filter(Boolean)
  );
}

/**
 * The query's words as the index holds them where they were typed apart or together: a hyphenated word the index
 * lacks as its joined form when the index holds that more often than the rarer of its parts ("re-try", "e-mail"),
 * else as its parts ("sub-merchant", "one-off", "idempotency-key"); two words, one of which the index lacks as typed, as
 * their joined form when the index holds it more often than the rarer of them ("web hook", "time stamp"; not "call
 * back", "customer id", "dsk bank", "a live"); a word the index lacks as two words it holds ("refundstatus"). One it
 * holds ("open-banking", an identifier) as typed.
 */
function splitUnknown(words: string[], index?: WordIndex): string[] {
  if (!index) return words;
  const holds = (w: string) => knownExactly(w, index);
  const vocabulary = (w: string) => LOOKUP.has(w) || glossaryOf(w).length > 0;
  // A word's frequency rank in the index (a word it lacks after every other).
  const rank = (x: string) => {
    const r = index.words.indexOf(x);
    return r < 0 ? index.words.length : r;
  };
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i];
    if (w.includes('-') && !holds(w) && !LOOKUP.has(w)) {
      const parts = w.split('-').filter(Boolean);
      const joined = parts.join('');
      if (/^[a-z]{4,}$/.test(joined) && holds(joined) && rank(joined) < Math.max(...parts.map(rank))) out.push(joined);
      else out.push(...parts);
      continue;
    }
    const next = words[i + 1];
    if (
      next &&
      /^[a-z]{2,}$/.test(w) &&
      /^[a-z]{2,}$/.test(next) &&
      !STOP.has(w) &&
      !STOP.has(next) &&
      (!index.has(w) || !index.has(next))
    ) {
      const joined = w + next;
      if (
        holds(joined) &&
        rank(joined) < Math.max(rank(w), rank(next)) &&
        !vocabulary(w) &&
        !vocabulary(next) &&
        !entryOf(`${w} ${next}`)
      ) {
        out.push(joined);
        i += 1;
        continue;
      }
    }
    // A vague word is not split ("quickbooks", another payment API's name, is not "quick books").
    if (/^[a-z]{7,}$/.test(w) && !holds(w) && !vocabulary(w) && !WEAK.has(w)) {
      let best: {parts: string[]; rank: number} | undefined;
      for (let k = 3; k <= w.length - 3; k += 1) {
        const parts = [w.slice(0, k), w.slice(k)];
        if (!parts.every((p) => index.has(p) && !STOP.has(p))) continue;
        const rarer = Math.max(...parts.map(rank));
        if (!best || rarer < best.rank) best = {parts, rank: rarer};
      }
      if (best) {
        out.push(...best.parts);
        continue;
      }
    }
    out.push(w);
  }
  return out;
}

/**
 * The query's words as the vocabulary's phrases and single words: as many words as possible inside phrases, the
 * longest phrases first; where two phrases overlap ("take money back": "take money", "money back"), the one that
 * ends later, so a phrase's closing particle ("back", "up", "off") is read with the words before it.
 */
function phrasesOf(words: string[]): {text: string; phrase: boolean; from: number}[] {
  const parts: {text: string; phrase: boolean; from: number}[] = [];
  // From the end: at each end position, the longest phrase ending there.
  for (let j = words.length; j > 0;) {
    // The first phrase of PHRASES whose normalised form is the typed words', or that is their singular.
    let phrase: string | undefined;
    for (const [n, {byForm, byText}] of PHRASES_BY_LENGTH) {
      if (n > j) continue;
      const typed = words.slice(j - n, j).join(' ');
      const byItsForm = byForm.get(normalised(typed));
      const asItsSingular = byText.get(singularNoun(typed));
      const first = Math.min(byItsForm ?? Infinity, asItsSingular ?? Infinity);
      if (first !== Infinity) {
        phrase = PHRASES[first];
        break;
      }
    }
    if (phrase) {
      j -= phrase.split(' ').length;
      parts.unshift({text: phrase, phrase: true, from: j});
    } else {
      j -= 1;
      parts.unshift({text: words[j], phrase: false, from: j});
    }
  }
  return parts;
}

/**
 * American and British spellings of one word, by the regular differences between them (-ize/-ise, -yze/-yse,
 * -ization/-isation, -or/-our, -er/-re, a doubled l before an ending, -ll/-l before -ment, -og/-ogue, -ense/-ence):
 * the word's other forms, which may not be words at all ("sensour"); only those an index holds are searched.
 */
const SPELLINGS: [RegExp, string][] = [
  [/iz(e|es|ed|ing|er|ers|ation|ations)$/, 'is$1'],
  [/is(e|es|ed|ing|er|ers|ation|ations)$/, 'iz$1'],
  [/yz(e|es|ed|ing)$/, 'ys$1'],
  [/ys(e|es|ed|ing)$/, 'yz$1'],
  [/([a-z]{2})or(s|ed|ing)?$/, '$1our$2'],
  [/our(s|ed|ing)?$/, 'or$1'],
  [/([^aeiou])ter(s)?$/, '$1tre$2'],
  [/tre(s)?$/, 'ter$1'],
  [/([aeiou])l(ed|ing|er|ers|ation)$/, '$1ll$2'],
  [/([aeiou])ll(ed|ing|er|ers|ation)$/, '$1l$2'],
  [/([aeiou])ll(ment|ments|s)?$/, '$1l$2'],
  [/([aeiou])l(ment|ments|s)?$/, '$1ll$2'],
  [/og(s)?$/, 'ogue$1'],
  [/ogue(s)?$/, 'og$1'],
  [/ense(s)?$/, 'ence$1'],
  [/ence(s)?$/, 'ense$1'],
];
export function spellingVariants(word: string): string[] {
  if (word.length < 5 || !/^[a-z]+$/.test(word)) return [];
  const out: string[] = [];
  for (const [from, to] of SPELLINGS) {
    const v = word.replace(from, to);
    if (v !== word && !out.includes(v)) out.push(v);
  }
  return out;
}

/** Whether a word is read as typed: the index holds it, or the vocabulary or the glossary names it. */
function readAsTyped(word: string, index: WordIndex): boolean {
  return knownExactly(word, index) || synonymsOf(word).length > 0 || LOOKUP.has(word) || glossaryOf(word).length > 0;
}

/** The docs' spelling of a word the index lacks as typed but holds in the other spelling ("authorize"), else the word. */
function respelt(word: string, index: WordIndex | undefined): string {
  if (!index || readAsTyped(word, index)) return word;
  return spellingVariants(word).find((v) => index.has(v)) ?? word;
}

/**
 * The indexed word a typed word is a typo of (`correctTypo`), or undefined: only for a single word that the index,
 * the vocabulary, the glossary and the derived concept table all lack (those name the word as typed), and whose
 * correction is more frequent than any inflection of it the index holds ("recur" for "recuring").
 */
function typoOf(word: string, index: WordIndex | undefined, table: ConceptTable | undefined): string | undefined {
  if (!index || word.includes(' ') || STOP.has(word) || readAsTyped(word, index) || conceptsOf(word, table).length)
    return undefined;
  const stem = stemRank(word, index);
  const fix = correctTypo(word, index);
  return fix && (stem < 0 || fix.rank < stem) ? fix.word : undefined;
}

/**
 * The plan of a query; `index` (the build's word list) enables typo correction and drops what cannot match;
 * `table` (src/shared/search-concepts.ts) searches a word the index lacks as the names it stands for.
 */
export function planQuery(query: string, index?: WordIndex, table?: ConceptTable): QueryPlan {
  const typed = splitUnknown(tokens(query), index);
  // A word in the other spelling of English than the docs' ("authorize", "canceled") is read as the docs' spelling,
  // silently (it is the same word); then typos are corrected, before anything else is read, so a corrected word is
  // read as the word it stands for in every respect: the phrases it belongs to ("take mony back"), whether it is
  // vague ("suported"), its synonyms.
  const spelt = typed.map((w) => respelt(w, index));
  const fixes = spelt.map((w) => typoOf(w, index, table));
  const words = spelt.map((w, i) => fixes[i] ?? w);
  const question = words.length > 1 && (QUESTION.has(words[0]) || /\?\s*$/.test(query));
  const parts = phrasesOf(words);
  const meaningful = parts.filter((p) => p.phrase || !STOP.has(p.text));
  const kept = meaningful.length ? meaningful : parts;
  let concepts: Concept[] = kept.map(({text, from}) => {
    const span = text.split(' ').length;
    const corrected = fixes.slice(from, from + span).some(Boolean) ? text : undefined;
    const weight = WEAK.has(text) ? WEAK_WEIGHT : 1;
    const alts: Alternative[] = [];
    const push = (t: string, w: number) => {
      if (alts.some((a) => a.text === t)) return;
      if (index && !t.split(' ').every((x) => knownExactly(x, index) || stemRank(x, index) >= 0)) return;
      alts.push({text: t, weight: w});
    };
    const inVocabulary = synonymsOf(text).length > 0 || LOOKUP.has(text);
    // Another provider's name of a thing (the reviewed glossary): searched as typed and as the docs' names. The
    // hand-reviewed vocabulary overrides it where both hold the word ("charge": the vocabulary's create payment).
    const glossed = inVocabulary ? [] : glossaryOf(text);
    // A word of the payments world the index lacks, and the hand-reviewed vocabulary and glossary too (they win):
    // the names it stands for in the derived table (`typoOf` left it as typed).
    const lacking = !!index && !text.includes(' ') && !readAsTyped(text, index);
    const named = lacking ? conceptsOf(text, table) : [];
    const base = text;
    // The docs' own word: its synonyms (the other API words) count less; an integrator's word: the API's words
    // are what it means.
    const docsWord = TERMS.has(base) || (index ? knownExactly(base, index) && !ALSO.has(base) : false);
    const synonymWeight = (docsWord ? DOCS_SYNONYM_WEIGHT : SYNONYM_WEIGHT) * (corrected ? CORRECTION_WEIGHT : 1);
    // Another API's word the docs also use holds a row of the glossary only because the docs mean another thing by
    // it ("subscription": the docs' Fernpay plan; other APIs' recurring billing): the Fernpay names are what the
    // integrator means, searched first and at full weight, the word as typed after them at GLOSSARY_WEIGHT. At most
    // two searches per glossary word (each is index parts and results to download): the word and its first name
    // when the index holds the word, its first two names when it does not.
    const glossedSearched = glossed.slice(0, index && !knownExactly(base, index) ? 2 : 1);
    glossedSearched.forEach((name, i) => push(name, (1 - 0.05 * i) * (corrected ? CORRECTION_WEIGHT : 1)));
    // An integrator's phrase ("how long") is searched only as the docs' words for it.
    if (!text.includes(' ') || TERMS.has(text) || glossed.length)
      push(base, corrected ? CORRECTION_WEIGHT : glossed.length ? GLOSSARY_WEIGHT : 1);
    synonymsOf(base).forEach((syn, i) => push(syn, synonymWeight * (1 - 0.05 * i)));
    named.forEach((name, i) => push(name, CONCEPT_WEIGHT * (1 - 0.05 * i)));
    // At most the typed word and two of the API's (each word searched is an index part to download).
    alts.splice(MAX_ALTERNATIVES);
    // Nothing the index is known to hold: searched as typed all the same (the word list lacks words that mix letters
    // and digits). A word of letters alone that the list lacks, with no alternative, is vague: Pagefind answers a word
    // it lacks with its longest prefix it holds ("ccreturn" as "cc", "salt" as "sa"), and as the rarest word of the
    // query it decided the order ("ccreturn refund status" put "Your first call" first and no refund in the top 10).
    // Vague, it adds to a result's score and the query's known words decide.
    const unheld = !alts.length && !text.includes(' ');
    if (unheld) alts.push({text, weight: 1});
    // The query's last word, when the index's words begin with it, may still be being typed ("refund a pai"): the
    // search box searches at every key, and Pagefind matches the word as their prefix, which is what the reader is
    // on the way to. It weighs as typed. A word before it is whole (the reader typed on), so a word the index lacks
    // there stays vague: its prefix matches are another word's.
    const last = from + span === words.length;
    const begun = unheld && last && !!index && index.words.some((w) => w.startsWith(text));
    const unknown = unheld && !!index && /^\p{L}+$/u.test(text) && !begun;
    const idf = index ? rarity(alts[0]?.text ?? text, index) : 1;
    // As typed: the vocabulary's phrase or word it was read as, or the typo itself.
    const asTyped = corrected ? typed.slice(from, from + span).join(' ') : text;
    // Told to the reader only for a word the list could hold (it leaves out words of one letter).
    const absent = unknown && text.length >= 2;
    return {
      typed: asTyped,
      alts,
      weight: unknown ? WEAK_WEIGHT : weight,
      idf,
      ...(corrected ? {corrected} : {}),
      ...(absent ? {absent} : {}),
      ...(begun ? {begun} : {}),
    };
  });
  // A word typed twice ("test keys versus live keys") is one concept: searched once, counted once.
  concepts = concepts.filter((c, i) => concepts.findIndex((o) => o.typed === c.typed) === i);
  if (concepts.length > MAX_CONCEPTS) {
    const order = concepts.map((c, i) => ({c, i})).sort((a, b) => b.c.weight - a.c.weight || a.i - b.i);
    const keep = new Set(order.slice(0, MAX_CONCEPTS).map((o) => o.i));
    concepts = concepts.filter((_, i) => keep.has(i));
  }
  // "look up" is the vocabulary's word for finding; looking up one thing ("look up an invoice", "look up one payment by
  // its id") is getting it, so it is searched as "get" alone (`asOne` then reads the verb as "get"). Its find and list
  // alternatives are left out: their searches filled the results read with lists and "Find a VRP bank" ("look up a
  // consent by id" read no get call; the probe's operation and webhook queries +3 first with them left out).
  if (oneAsked(query, concepts))
    concepts = concepts.map((c) =>
      c.typed === 'look up' || c.typed === 'lookup' ? {...c, alts: [{text: 'get', weight: 1}]} : c,
    );
  return {concepts, question};
}

/** Whether a query asks for one thing: "by id", "one", "single", "specific", or "a" / "an" with no "by" (`asOne`). */
export function oneMeant(query: string): boolean {
  const typed = query.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return (
    typed.some((w) => w === 'id' || w === 'one' || w === 'single' || w === 'specific') ||
    (typed.some((w) => w === 'a' || w === 'an') && !typed.includes('by'))
  );
}

/**
 * Whether a query looks one thing up with no other sign of one: "lookup" or "look up", no "by" (a lookup by another
 * field is a search: "customer lookup by email"), no word typed in the plural ("look up customers" asks for the
 * list), and another concept that weighs fully ("transaction lookup", "lookup transaction"; not "VendorTxCode
 * lookup", whose other word the docs lack).
 */
export function lookupOfOne(query: string, concepts: readonly Concept[]): boolean {
  const typed = query.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const lookup = (c: Concept) => c.typed === 'lookup' || c.typed === 'look up';
  return (
    concepts.some(lookup) &&
    concepts.some((c) => !lookup(c) && c.weight >= 1) &&
    !typed.includes('by') &&
    !typed.some((w) => w.length > 3 && singularNoun(w) !== w)
  );
}

/** Whether a query asks for one thing: a sign of one (`oneMeant`), or a lookup of one thing (`lookupOfOne`). */
function oneAsked(query: string, concepts: readonly Concept[]): boolean {
  return oneMeant(query) || lookupOfOne(query, concepts);
}

/**
 * Whether a query has a word the concept table may answer: one the index and the vocabulary both lack (the search
 * box loads the table only then, on the query that needs it).
 */
export function needsConcepts(query: string, index: WordIndex | undefined): boolean {
  if (!index) return false;
  return planQuery(query, index).concepts.some(
    (c) =>
      !c.typed.includes(' ') &&
      !STOP.has(c.typed) &&
      !(synonymsOf(c.typed).length > 0 || LOOKUP.has(c.typed) || glossaryOf(c.typed).length > 0) &&
      !knownExactly(c.typed, index),
  );
}

/** One search of the plan: the words sent to the index, and what a match through them is worth. */
export interface PlannedSearch {
  terms: string;
  /** The concepts it covers (indexes into the plan's). */
  covers: number[];
  /** The product of the alternatives' weights. */
  weight: number;
  /** The alternatives it searches together (each one's text), one per concept covered. */
  parts?: string[];
}

/** At most this many searches for one query, and this many alternatives' combinations for one set of concepts. */
const MAX_SEARCHES = 40;
const MAX_COMBOS = 10;

function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, acc: number[]) => {
    if (acc.length === k) return void out.push(acc);
    for (let i = start; i < n; i += 1) pick(i + 1, [...acc, i]);
  };
  pick(0, []);
  return out;
}

/** The searches covering exactly these concepts: every concept's best alternative, then one swapped at a time. */
function searchesFor(plan: QueryPlan, covers: number[]): PlannedSearch[] {
  const concepts = covers.map((i) => plan.concepts[i]);
  if (concepts.some((c) => !c.alts.length)) return [];
  const build = (choice: Alternative[]): PlannedSearch => {
    const seen = new Set<string>();
    const words = choice.flatMap((a) => a.text.split(' ')).filter((w) => !seen.has(w) && seen.add(w));
    return {
      terms: words.join(' '),
      covers,
      weight: choice.reduce((p, a) => p * a.weight, 1),
      parts: choice.map((a) => a.text),
    };
  };
  const primary = concepts.map((c) => c.alts[0]);
  // The API's words for every concept at once ("parcel arrived" -> "shipment delivered").
  const apiWords = concepts.map((c) => c.alts.find((a) => TERMS.has(a.text)) ?? c.alts[0]);
  // And every concept's first other word at once ("update client" -> "edit customer").
  const others = concepts.map((c) => c.alts[1] ?? c.alts[0]);
  const out = [build(primary), build(apiWords), build(others)];
  concepts.forEach((c, ci) =>
    c.alts.slice(1).forEach((alt) => out.push(build(primary.map((p, i) => (i === ci ? alt : p))))),
  );
  const unique = new Map<string, PlannedSearch>();
  for (const s of out) if (!unique.has(s.terms) || unique.get(s.terms)!.weight < s.weight) unique.set(s.terms, s);
  return [...unique.values()].slice(0, MAX_COMBOS);
}

/**
 * The searches of each level: a level is how many of the query's meaningful concepts a search covers (a vague
 * word decides nothing: with or without it, a search is of the same level, with it first); all of them first,
 * then one fewer, down to one.
 */
export function searchLevels(
  plan: QueryPlan,
  cap?: ChunkCap,
  skipped: PlannedSearch[] = [],
  spend: ChunkSpend = chunkSpend(cap),
  possible: (search: PlannedSearch) => boolean = () => true,
): PlannedSearch[][] {
  // The index chunks this query's searches download, counted from nothing whatever earlier queries loaded, in bytes
  // (cap.limit). The query's own words come first, most telling first (a meaningful word before a vague one, a rare
  // one before a common one), each while its chunks fit: every level's searches need them. The most telling word is
  // searched whatever it costs (a query searches something). Then each search of each level, in order, while its
  // chunks fit: one past the budget is left out (into `skipped`) and does not count against MAX_SEARCHES; so a
  // search that needs a word left out is left out too.
  const telling = mostTellingFirst(plan);
  for (const c of telling) if (c.alts[0]) spend.admit(c.alts[0].text, !spend.fetched.size);
  const within = (search: PlannedSearch) => spend.admit(search.terms);
  const n = plan.concepts.length;
  const strong = (i: number) => plan.concepts[i].weight >= 1;
  const subsets: number[][] = [];
  for (let k = n; k >= 1; k -= 1) subsets.push(...combinations(n, k));
  const byLevel = new Map<number, number[][]>();
  for (const s of subsets) {
    const level = s.filter(strong).length;
    byLevel.set(level, [...(byLevel.get(level) ?? []), s]);
  }
  const levels: PlannedSearch[][] = [];
  let budget = MAX_SEARCHES;
  for (const level of [...byLevel.keys()].sort((a, b) => b - a)) {
    const searches: PlannedSearch[] = [];
    let empty = false;
    const ordered = byLevel.get(level)!.sort((a, b) => b.length - a.length || dropped(plan, a) - dropped(plan, b));
    for (const s of ordered) {
      for (const search of searchesFor(plan, s)) {
        if (budget <= 0) break;
        // Known to find nothing (no result holds every alternative of it): not run, and not counted.
        if (!possible(search)) {
          empty = true;
          continue;
        }
        if (!within(search)) {
          skipped.push(search);
          continue;
        }
        searches.push(search);
        budget -= 1;
      }
    }
    // A level all of whose searches are known to find nothing is kept, empty: it counts as a level searched.
    if (searches.length || empty) levels.push(searches);
  }
  return levels;
}

/**
 * The weight of the concepts a subset leaves out: a phrase of the vocabulary ("money back") weighs its words, so
 * single words are dropped before it.
 */
function dropped(plan: QueryPlan, covers: number[]): number {
  return plan.concepts.reduce((sum, c, i) => sum + (covers.includes(i) ? 0 : c.weight * c.typed.split(' ').length), 0);
}

/**
 * How much a result loses for the part of the query it leaves out: its rank is its score times its coverage (the
 * share of the query's rarity it matches) to this power. A result that misses a common word ("export transactions":
 * no page says export) can still come first when it matches the telling words much better; one that misses a
 * telling word ("refund") hardly can. Was strictly coverage first (every word matched beat any fewer), which put
 * whatever held a vague word of the query above the answer. 4 until 2026-11-29: 3 with the weights below chosen
 * together by a search over every knob of the ranking on the tuning sets (bench-results/HISTORY.md, "Search").
 */
export const COVERAGE_POWER = 3;
/**
 * At least this many levels are searched (all concepts, then one fewer, then two fewer), so a result missing a word or
 * two competes. 2 until 2026-12-01, when searches known to find nothing stopped being run (runPlan): the third level
 * then costs no index chunk (every word's were fetched) and a few searches; on the probe (top 1 / top 3) public
 * 725 / 1,363 -> 728 / 1,371, provider 262 / 512 -> 266 / 523, the tuning sets unchanged (510). Every level (10):
 * 728 / 1,369 and 267 / 524.
 */
const MIN_LEVELS = 3;
/**
 * A cap on the bytes of the index chunks one query's searches fetch (issue 40: the first query's download stays
 * under 150 KB): `chunks` says which chunks a search fetches (exactly Pagefind's choice, search-chunks.ts), `bytes`
 * what each weighs as served, `limit` what they may weigh in all (plannedSearch: the budget less what the results
 * read, the filter and the concept table may take). Counted the same in the search box and the MCP server, so both
 * leave out the same searches.
 */
export interface ChunkCap {
  chunks: (terms: string) => string[];
  bytes: (chunk: string) => number;
  limit: number;
}

/** The chunks a query fetched so far and their bytes; `admit` adds a search's while they fit (or when forced). */
export interface ChunkSpend {
  fetched: Set<string>;
  spent: () => number;
  admit: (terms: string, force?: boolean) => boolean;
}

/** A query's spend of index chunks under `cap` (none: every search is admitted). */
export function chunkSpend(cap?: ChunkCap): ChunkSpend {
  const fetched = new Set<string>();
  let spent = 0;
  return {
    fetched,
    spent: () => spent,
    admit: (terms, force = false) => {
      if (!cap) return true;
      const fresh = cap.chunks(terms).filter((c) => !fetched.has(c));
      const cost = fresh.reduce((n, c) => n + cap.bytes(c), 0);
      if (!force && spent + cost > cap.limit) return false;
      fresh.forEach((c) => fetched.add(c));
      spent += cost;
      return true;
    },
  };
}
/** A result's rank: its score times its coverage to the power COVERAGE_POWER. */
export function rankOf(coverage: number, score: number, power = COVERAGE_POWER): number {
  return score * Math.pow(coverage, power);
}

export interface Found<R> {
  result: R;
  /** The share of the query's weight it matches (1: every concept). */
  coverage: number;
  score: number;
  search: PlannedSearch;
}

/**
 * Runs the plan's searches level by level, at least MIN_LEVELS of them and until a level leaves at least `enough`
 * results found, and ranks them by `rankOf`: the index's score times the search's weight, times the coverage to
 * COVERAGE_POWER. `search` returns each result's id
 * and score; stops early (null) when it says so (a newer query superseded this one).
 */
export async function runPlan<R extends {id: string; score: number}>(
  plan: QueryPlan,
  search: (terms: string) => Promise<R[] | null>,
  enough: number,
  cap?: ChunkCap,
  spend: ChunkSpend = chunkSpend(cap),
): Promise<Found<R>[] | null> {
  // Coverage counts the query's meaningful words, each by its rarity; a vague word matched adds to the score only.
  const idf = (c: Concept) => c.idf ?? 1;
  const total = plan.concepts.reduce((s, c) => s + (c.weight < 1 ? 0 : idf(c)), 0) || 1;
  const best = new Map<string, Found<R>>();
  let levelsRun = 0;
  // The searches within the query's budget of index chunks (searchLevels), and those left out.
  const skipped: PlannedSearch[] = [];
  // Each alternative of each concept is searched alone first (its index chunks are needed by every search of it):
  // a search of several finds exactly the results all of them find alone (Pagefind matches every word), so a search
  // whose alternatives share no result is known to find nothing and is not run. MAX_SEARCHES then goes to searches
  // that find something: a long query whose words no record holds together reaches the pairs and single words that
  // answer it. Without it, "log a delivery arriving at the shop's back door" spent its 40 searches on sets of 4 to 6
  // of its words and found nothing at all.
  const runs = new Map<string, Promise<R[] | null>>();
  const once = (terms: string) => {
    let run = runs.get(terms);
    if (!run) runs.set(terms, (run = search(terms)));
    return run;
  };
  const alone = new Map<string, Set<string>>();
  for (const alt of aloneOrder(plan)) {
    if (!spend.admit(alt, !spend.fetched.size)) continue;
    const results = await once(alt);
    if (!results) return null;
    alone.set(alt, new Set(results.map((r) => r.id)));
  }
  const possible = (s: PlannedSearch) => {
    const sets = (s.parts ?? []).map((p) => alone.get(p));
    if (sets.length < 2 || sets.some((set) => !set)) return true;
    const [smallest, ...others] = [...(sets as Set<string>[])].sort((a, b) => a.size - b.size);
    for (const id of smallest) if (others.every((set) => set.has(id))) return true;
    return false;
  };
  const levels = searchLevels(plan, cap, skipped, spend, possible);
  for (const level of levels) {
    for (const planned of level) {
      const results = await once(planned.terms);
      if (!results) return null;
      const coverage =
        planned.covers.reduce((s, i) => s + (plan.concepts[i].weight >= 1 ? idf(plan.concepts[i]) : 0), 0) / total;
      const vague = planned.covers.filter((i) => plan.concepts[i].weight < 1).length;
      for (const result of results) {
        // Pagefind's score of one result differs in its seventh digit with the searches run before (its floating
        // point), which would order near-ties differently in the search box and the MCP server: five digits are
        // kept, and equal scores are ordered by id below. (The result itself is kept: its data is released when
        // it is collected.) Known: Pagefind also matches a word as a prefix of the words of every index chunk
        // loaded so far, so a chunk an earlier query loaded can add a field name ("customerId" for "customer");
        // loading every such chunk first would cost the heaviest first query a chunk (about 24 KB) more.
        const indexScore = Number(result.score.toPrecision(5));
        // Per concept covered: a search of fewer words than concepts ("statistics" for "sales summary") or
        // more (a phrase) compares with the others; each vague word matched adds a little.
        const score =
          ((indexScore * Math.max(1, planned.covers.length - vague)) / planned.terms.split(' ').length) *
          planned.weight *
          (1 + WEAK_WEIGHT * vague);
        const prior = best.get(result.id);
        if (!prior || rankOf(coverage, score) > rankOf(prior.coverage, prior.score))
          best.set(result.id, {result, coverage, score, search: planned});
      }
    }
    levelsRun += 1;
    if (best.size >= enough && levelsRun >= MIN_LEVELS) break;
    // Nothing found at all: the searches left out whose chunks fit now (those the searches run since loaded) run
    // after all, one by one until one finds something; the cap holds for them too.
    if (level === levels[levels.length - 1] && !best.size) {
      const next = skipped.findIndex((s) => spend.admit(s.terms));
      if (next >= 0) levels.push(skipped.splice(0, next + 1).slice(-1));
    }
  }
  // Equal scores (a schema the toolkit and the partner API share) are ordered by the index's id, so the search box
  // and the MCP server, whose engines may list ties in another order, give the same results.
  return [...best.values()].sort(
    (a, b) => rankOf(b.coverage, b.score) - rankOf(a.coverage, a.score) || byId(a.result, b.result),
  );
}

/** The plan's concepts, most telling first: a meaningful one before a vague one, then the rarer first. */
function mostTellingFirst(plan: QueryPlan): Concept[] {
  return [...plan.concepts].sort(
    (a, b) => Number(b.weight >= 1) - Number(a.weight >= 1) || (b.idf ?? 1) - (a.idf ?? 1),
  );
}

/**
 * Every alternative of the plan's concepts, each once, in the order their index chunks are admitted: each concept's
 * first alternative, the most telling concept first (as searchLevels admits them), then the others, concept by concept.
 */
function aloneOrder(plan: QueryPlan): string[] {
  const telling = mostTellingFirst(plan);
  const out: string[] = [];
  for (const c of telling) if (c.alts[0]) out.push(c.alts[0].text);
  for (const c of telling) for (const a of c.alts.slice(1)) out.push(a.text);
  return [...new Set(out)];
}

export const byId = (a: {id: string}, b: {id: string}) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The words the results answer (`shownFor`). */
export interface ShownFor {
  /** The words kept, as searched (typos corrected). */
  words: string;
  /** Whether a word the index holds was left out. */
  leftOut: boolean;
  /** The words no record holds, as typed. */
  absent?: readonly string[];
}

/**
 * What the reader is told about the words the results answer, when they are not quite what was typed: the
 * words kept (typos as corrected) when some were left out or corrected, and the words no record holds (`absent`: a
 * match of such a word is only Pagefind's match of a prefix of it, so it is never counted as answered); undefined
 * when the top result matches every word as typed (or through the vocabulary, which needs no word).
 */
export function shownFor(plan: QueryPlan, top: PlannedSearch | undefined): ShownFor | undefined {
  if (!top) return undefined;
  const absent = plan.concepts.filter((c) => c.absent).map((c) => c.typed);
  const covers = top.covers.filter((i) => !plan.concepts[i].absent);
  const leftOut = covers.length < plan.concepts.length - absent.length;
  const corrected = covers.some((i) => plan.concepts[i].corrected);
  if (!leftOut && !corrected && !absent.length) return undefined;
  return {
    words: covers.map((i) => plan.concepts[i].corrected ?? plan.concepts[i].typed).join(' '),
    leftOut,
    ...(absent.length ? {absent} : {}),
  };
}

/** The sentence above the results for `shownFor`'s answer. */
export function shownForText(shown: ShownFor): string {
  const quoted = (w: string) => `“${w}”`;
  if (shown.absent?.length) {
    const absent = shown.absent.map(quoted);
    const list = absent.length > 1 ? `${absent.slice(0, -1).join(', ')} or ${absent[absent.length - 1]}` : absent[0];
    if (!shown.words)
      return `No result has ${list}: showing results for words that begin like ${absent.length > 1 ? 'them' : 'it'}.`;
    return shown.leftOut
      ? `No result has ${list}, and none has every other word: showing results for ${quoted(shown.words)}.`
      : `No result has ${list}: showing results for ${quoted(shown.words)}.`;
  }
  return shown.leftOut
    ? `No result has every word: showing results for ${quoted(shown.words)}.`
    : `Showing results for ${quoted(shown.words)}.`;
}

/** How many results the search box shows, and so how many a plan must find before it stops widening. */
export const RESULTS_SHOWN = 12;

/**
 * A question's best few are read before they are shown, to put a section that answers before a schema. Each read
 * downloads its fragment (2-3 KB): 30 took the heaviest first query past its 150 KB once the index grew, and 20
 * did again (150.0 KB, 2026-11-29) once the pages grew; 16 leaves every query set's figures as they were at 20.
 */
export const QUESTION_READ = 16;
const QUESTION_KIND_FACTOR: Record<string, number> = {section: 1, page: 1, operation: 0.7, webhook: 0.6, schema: 0.5};
/**
 * A task ("charge a customer"): among the results shown, a schema that only lists the query's words (in its field
 * names) comes after the operations and sections that do the task, unless it matches clearly better.
 */
const TASK_KIND_FACTOR: Record<string, number> = {schema: 0.5};

/**
 * What the query means, read in a result's title: an operation "Cancel a payment" answers "stop a payment" (its
 * action and its object, through the concepts' alternatives), where "Void an invoice" or a schema that lists the
 * words in its fields match one or none. A result's score is raised by TITLE_BONUS times the share of the query's
 * concepts its title names.
 */
export const TITLE_BONUS = 0.5;

/** A word without its common inflection, to compare a title's words with a query's. */
const stem = (w: string) => (w.length > 4 ? w.replace(/(ies|es|s|ed|ing|d)$/, '') : w);

/**
 * A concept whose alternatives a title names only in part (the object of "create payment", the vocabulary's phrase for
 * "charge", in "Cancel a payment") counts this much of the share of the phrase's words it names.
 */
export const PHRASE_PART_CREDIT = 0.5;

/**
 * The share of the plan's concepts (vague ones left out) that some alternative of names in `title`; an alternative
 * named in part counts PHRASE_PART_CREDIT of its part.
 */
export function titleCoverage(plan: QueryPlan, title: string): number {
  const raw = title
    .toLowerCase()
    .replace(/<[^>]*>/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const words = new Set(raw.map(stem));
  const strong = plan.concepts.filter((c) => c.weight >= 1);
  if (!strong.length) return 0;
  const has = (text: string) => text.split(' ').every((w) => words.has(stem(w)));
  const part = (text: string) => {
    const ws = text.split(' ');
    return ws.filter((w) => words.has(stem(w))).length / ws.length;
  };
  // The word being typed names a title word it begins, as Pagefind matched it.
  const begins = (text: string) => raw.some((w) => w.startsWith(text));
  const named = strong.reduce((sum, c) => {
    const alts = [{text: c.typed}, ...c.alts];
    if (alts.some((a) => has(a.text)) || (c.begun && begins(c.typed))) return sum + 1;
    return sum + PHRASE_PART_CREDIT * Math.max(0, ...alts.map((a) => part(a.text)));
  }, 0);
  return named / strong.length;
}

/**
 * How much of a title the query names: the share of the title's words (stop words left out) that the query names,
 * as typed or through a concept's alternatives. Of two titles that name the query ("Get a payment", "Get a recurring
 * payment" for "retrieve a charge"), the one with less besides is the closer answer: a title's other words name
 * another thing or a narrower case. A title raised by TITLE_BONUS is raised by TITLE_PRECISION_BONUS times this too.
 */
export const TITLE_PRECISION_BONUS = 1;

/** The share of a title's words (stop words left out) some concept of the plan names; 0 for an empty title. */
export function titlePrecision(plan: QueryPlan, title: string): number {
  const raw = title
    .toLowerCase()
    .replace(/<[^>]*>/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !STOP.has(w));
  if (!raw.length) return 0;
  const named = new Set<string>();
  for (const c of plan.concepts)
    for (const text of [c.typed, ...c.alts.map((a) => a.text)]) for (const w of text.split(' ')) named.add(stem(w));
  const begun = plan.concepts.filter((c) => c.begun).map((c) => c.typed);
  return raw.filter((w) => named.has(stem(w)) || begun.some((b) => w.startsWith(b))).length / raw.length;
}

/**
 * What a task asks to do, read against the operations found: a query whose concept names the verb some found
 * operation opens with ("retrieve": get, "deactivate": ban or revoke) asks for that action, and an operation that
 * opens with another verb ("Create a draft payment" for "retrieve a charge") does another task with the same
 * object: its score is multiplied by ACTION_MISMATCH. The verbs are the found operations' own (their titles' first
 * words, less those another found title uses as a noun), the query's action words the concepts' alternatives (the vocabulary's groups); a phrase of the vocabulary
 * ("create payment" for "charge") names an object, not the query's action. A query that names no such verb ("refund
 * policy", "payment link") ranks as before.
 */
export const ACTION_MISMATCH = 0.8;

/** What a result's title is worth to the query: TITLE_BONUS for the concepts it names, more when it names little else. */
export function titleFactor(plan: QueryPlan, title: string, kind?: string): number {
  const coverage = titleCoverage(plan, title);
  const precise = kind === 'operation' || kind === 'webhook' ? titlePrecision(plan, title) : 0;
  return titleTerm(coverage, precise);
}

function titleTerm(
  coverage: number,
  precise: number,
  k: Pick<FinalOrderConstants, 'titleBonus' | 'titlePrecisionBonus'> = FINAL_ORDER,
) {
  return 1 + coverage * (k.titleBonus + k.titlePrecisionBonus * precise);
}

/**
 * What a result's asked queries are worth to the query (plugins/search-index/asked.ts: what integrators type to find
 * that record, its `asked` metadata, comma-separated): the best of them read as an operation's title is, the share of
 * the query's concepts it names (`titleCoverage`) times the share of its own words the query names
 * (`titlePrecision`). A record one of whose asked queries is the reader's query in other words is the answer; one
 * whose queries only share a word with it is not. Its score is multiplied by 1 plus ASKED_BONUS times that: among the
 * results read, the closest asked query decides. Chosen on the tuning sets (the sum of their top 1 and top 3, 486
 * without it): 0.5 -> 491, 1 -> 494, 2 -> 494, 4 -> 501, 6 to 15 -> 507; coverage alone (no precision) 489-490.
 * Chosen again on 2026-12-02, when the tuning sets had grown to 387 queries (642 at 8): 12 and 16 -> 645, 20 -> 647,
 * 24 and 28 -> 648, 32 to 64 -> 647-648; the probe (public 827 / 1,506 and provider 283 / 545 at 8) 836 / 1,516 and
 * 285 / 548 at 28, the middle of the plateau. Read from the results' own features, recorded once (a constant of the
 * final order changes nothing before it), so each value is an exact replay, not an estimate. While the last word is
 * being typed (`search:measure -- --partial`) it costs 3 first places of 285 (177 / 228 -> 174 / 227).
 */
export const ASKED_BONUS = 28;

/** How close a result's closest asked query is to the query (see ASKED_BONUS): 0 for a record without any. */
export function askedMatch(plan: QueryPlan, asked: string | undefined): number {
  if (!asked) return 0;
  let best = 0;
  for (const q of asked.split(', ')) best = Math.max(best, titleCoverage(plan, q) * titlePrecision(plan, q));
  return best;
}

/** 1 plus ASKED_BONUS times the closest of a result's asked queries (see ASKED_BONUS); 1 for a record without any. */
export function askedFactor(plan: QueryPlan, asked: string | undefined): number {
  return 1 + FINAL_ORDER.askedBonus * askedMatch(plan, asked);
}

/** The stemmed verbs of the query's action concepts among `verbs` (the found operations' first title words). */
export function queryActions(plan: QueryPlan, verbs: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const c of plan.concepts) {
    if (c.weight < 1) continue;
    for (const text of [c.typed, ...c.alts.map((a) => a.text)])
      if (!text.includes(' ') && verbs.has(stem(text))) out.add(stem(text));
  }
  return out;
}

/**
 * Verbs that ask to read what exists: with an object typed in the plural that a found "List ..." operation names
 * ("show my customers", "retrieve transactions"), they ask for the list, not for one (`asListing`).
 */
const RETRIEVAL_VERBS: ReadonlySet<string> = new Set([
  'get',
  'fetch',
  'retrieve',
  'view',
  'see',
  'show',
  'pull',
  'read',
  'display',
  'load',
  'inspect',
  'look at',
]);

/**
 * The query read as asking for a list, when it does: a retrieval verb (RETRIEVAL_VERBS, weak or not) and an object
 * typed in the plural that one of the found operations' `titles` lists ("List customers" for "show my customers",
 * "List transactions" for "retrieve transactions"). The verb then means "list": it weighs fully and names "List"
 * titles, not "Get" ones, so the list beats the call that reads one. Otherwise the plan as it is ("get transaction
 * statistics": no found operation lists statistics).
 */
export function asListing(plan: QueryPlan, titles: readonly string[]): QueryPlan {
  const list = 'list';
  const verbs = plan.concepts.filter((c) => RETRIEVAL_VERBS.has(c.typed));
  if (!verbs.length) return plan;
  const plurals = plan.concepts
    .filter((c) => c.weight >= 1 && !c.typed.includes(' ') && singularNoun(c.typed) !== c.typed)
    .map((c) => c.typed);
  const get = stem('get');
  return readVerbAs(plan, verbs, plurals, titles, list, (c) => c.alts.filter((a) => stem(a.text) !== get));
}

/**
 * Whether a task with no action names a list: no verb of the found operations (`verbs`) among its concepts, not a
 * question, and an object typed in the plural that one of the found operations' `titles` lists ("recent orders", "all
 * vendors": "List orders", "List suppliers"). Such a task asks for the objects, and the call that creates one is
 * not it; `plannedSearch` then reads its action as "list".
 */
export function listsWithoutVerb(plan: QueryPlan, titles: readonly string[], verbs: ReadonlySet<string>): boolean {
  if (plan.question || queryActions(plan, verbs).size) return false;
  const objects = new Set(
    plan.concepts
      .filter((c) => c.weight >= 1 && !c.begun && !c.typed.includes(' ') && singularNoun(c.typed) !== c.typed)
      .flatMap((c) => [c.typed, ...c.alts.map((a) => a.text)])
      .filter((o) => !o.includes(' '))
      .map(singularNoun),
  );
  return objects.size > 0 && titleDoes(titles, 'list', (w) => objects.has(singularNoun(w)));
}

/** Whether one of the operations' `titles` opens with `verb` and has a word `named` accepts. */
function titleDoes(titles: readonly string[], verb: string, named: (word: string) => boolean): boolean {
  const v = stem(verb);
  return titles.some((t) => titleVerb(t) === v && titleWords(t).some(named));
}

/**
 * Verbs that ask for one thing, read with a sign that one is meant (`asOne`). "show", "see" and "display" are not among
 * them: their object is often the person shown something ("show a merchant their status").
 */
const ONE_VERBS: ReadonlySet<string> = new Set([
  'get',
  'fetch',
  'retrieve',
  'read',
  'pull',
  'load',
  'view',
  'inspect',
  'look up',
  'lookup',
]);

/**
 * The query read as asking for one thing, when it does: a verb of ONE_VERBS, a sign that one is meant ("by id", "one",
 * "single", "specific", or "a" / "an" in a query with no "by": "look up an invoice", "fetch a payment by id", "look
 * up one bank by its id"; or a lookup of a thing typed in the singular, `lookupOfOne`: "transaction lookup"), and an
 * object typed in the singular that one of the found operations' `titles` gets ("Get an invoice"). The verb then
 * means "get", so the call that reads one beats the list ("look up" is also the vocabulary's word for finding, which a
 * query by another field still is: "look up a customer by email").
 */
export function asOne(plan: QueryPlan, query: string, titles: readonly string[]): QueryPlan {
  if (!oneAsked(query, plan.concepts)) return plan;
  const verbs = plan.concepts.filter((c) => ONE_VERBS.has(c.typed));
  if (!verbs.length) return plan;
  const names = plan.concepts
    .filter((c) => c.weight >= 1 && !verbs.includes(c) && !c.typed.includes(' ') && singularNoun(c.typed) === c.typed)
    .flatMap((c) => [c.typed, ...c.alts.map((a) => a.text)])
    .filter((n) => !n.includes(' '));
  return readVerbAs(plan, verbs, names, titles, 'get', () => []);
}

/**
 * The plan with its `verbs` read as `verb` (`asListing`, `asOne`), when one of the found operations' `titles` opens
 * with `verb` and names one of `objects`: each weighs fully and is searched as `verb`, then as `others` of it;
 * otherwise the plan as it is.
 */
function readVerbAs(
  plan: QueryPlan,
  verbs: readonly Concept[],
  objects: readonly string[],
  titles: readonly string[],
  verb: string,
  others: (c: Concept) => Alternative[],
): QueryPlan {
  if (!titleDoes(titles, verb, (w) => objects.includes(w))) return plan;
  return {
    ...plan,
    concepts: plan.concepts.map((c) =>
      verbs.includes(c) ? {...c, typed: verb, weight: 1, alts: [{text: verb, weight: 1}, ...others(c)]} : c,
    ),
  };
}

/**
 * The first result's search, counting as covered a verb the query was read as (`asListing`, `asOne`) when the
 * result's title opens with it: "get payments" shows "List payments", which names the verb as read, so the reader is
 * not told that "get" was left out.
 */
function rereadCovered(
  plan: QueryPlan,
  readAs: QueryPlan,
  top: PlannedSearch | undefined,
  title: string | undefined,
): PlannedSearch | undefined {
  if (!top || readAs === plan || title === undefined) return top;
  const reread = plan.concepts
    .map((c, i) => i)
    .filter((i) => readAs.concepts[i] !== plan.concepts[i] && titleVerb(title) === stem(readAs.concepts[i].typed));
  const covers = [...new Set([...top.covers, ...reread])].sort((a, b) => a - b);
  return covers.length === top.covers.length ? top : {...top, covers};
}

/**
 * Whether a task asks to be told of something: one of its concepts is read as "webhook" (the vocabulary's webhook
 * group: event, callback, notification, ...), as in "refund webhook" or "invoice paid callback". A phrase is not
 * ("webhook endpoint" is the vocabulary's integration, whose calls set webhooks up), nor a word still being typed or
 * read as a typo ("subscri", read as "subscribe", may become "subscription"), nor a question (it may ask about
 * webhooks: "why did my webhook fail").
 */
export function asksForEvent(plan: QueryPlan): boolean {
  return (
    !plan.question &&
    plan.concepts.some(
      (c) =>
        c.weight >= 1 &&
        !c.begun &&
        !c.corrected &&
        !c.typed.includes(' ') &&
        [c.typed, ...c.alts.map((a) => a.text)].includes('webhook'),
    )
  );
}

/**
 * ACTION_MISMATCH for an operation whose title does not name webhooks when the query asks for an event
 * (`asksForEvent`): "Refund a paid payment" does another task than telling of a refund; else 1.
 */
export function eventFactor(eventAsked: boolean, kind: string | undefined, title: string): number {
  return eventAsked && kind === 'operation' && !/webhook/i.test(title) ? ACTION_MISMATCH : 1;
}

/** A title's words, lower case. */
function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .replace(/<[^>]*>/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The stemmed first word of an operation's title. */
function titleVerb(title: string): string {
  return stem(
    title
      .toLowerCase()
      .replace(/<[^>]*>/g, ' ')
      .trim()
      .split(/[^\p{L}\p{N}]+/u)[0] ?? '',
  );
}

/**
 * The verbs of operation titles: their first words, less those another title uses as a noun ("Refund a payment",
 * "Get a refund": "refund" is no sure action, and "refund progress" asks for no verb).
 */
export function operationVerbs(titles: readonly string[]): Set<string> {
  const words = titles.map((t) => titleWords(t).map(stem));
  const nouns = new Set(words.flatMap((w) => w.slice(1)));
  return new Set(words.map((w) => w[0]).filter((v) => v && !nouns.has(v)));
}

/** ACTION_MISMATCH for an operation whose verb is not among the query's actions (when it has some), else 1. */
export function actionFactor(actions: ReadonlySet<string>, kind: string | undefined, title: string): number {
  if (!actions.size || kind !== 'operation') return 1;
  return actions.has(titleVerb(title)) ? 1 : ACTION_MISMATCH;
}

/**
 * What the final order reads of one result read (plannedSearch): everything it depends on besides the constants, so an
 * experiment can record it once per query and replay the order with other constants exactly
 * (scripts/experiments/search-final-order.mjs). `finalScore` is the one statement of the order, for both.
 */
export interface FinalOrderInput {
  id: string;
  url: string;
  coverage: number;
  score: number;
  kind: string;
  /** `actionFactor` times `eventFactor`. */
  action: number;
  /** `titleCoverage` of its title. */
  titleCoverage: number;
  /** `titlePrecision` of its title for an operation or a webhook; 0 for other kinds. */
  titlePrecision: number;
  /** The closest of its asked queries (`askedMatch`). */
  asked: number;
}

/** The final order's constants (their values: the constants of the same names above). */
export interface FinalOrderConstants {
  coveragePower: number;
  titleBonus: number;
  titlePrecisionBonus: number;
  askedBonus: number;
  questionKinds: Readonly<Record<string, number>>;
  taskKinds: Readonly<Record<string, number>>;
}

export const FINAL_ORDER: FinalOrderConstants = {
  coveragePower: COVERAGE_POWER,
  titleBonus: TITLE_BONUS,
  titlePrecisionBonus: TITLE_PRECISION_BONUS,
  askedBonus: ASKED_BONUS,
  questionKinds: QUESTION_KIND_FACTOR,
  taskKinds: TASK_KIND_FACTOR,
};

/** A result's place in the final order (higher first): its score times its factors, times its coverage to a power. */
export function finalScore(x: FinalOrderInput, question: boolean, k: FinalOrderConstants = FINAL_ORDER): number {
  const kind = (question ? k.questionKinds : k.taskKinds)[x.kind] ?? 1;
  const title = titleTerm(x.titleCoverage, x.titlePrecision, k);
  return rankOf(x.coverage, x.score * kind * x.action * title * (1 + k.askedBonus * x.asked), k.coveragePower);
}

/**
 * EXPERIMENT (issue 40, scripts/experiments/search-classifier-fused.mjs): another ranking of the results found (each
 * result's 1-based rank in it, by its id; absent: unranked), fused by reciprocal rank (constant `k`) with the index's
 * order to choose what is read (weight `read`) and with the final order (weight `final`); a weight of 0 changes
 * nothing.
 */
export interface PriorRanking<R> {
  rank: (found: readonly R[]) => Promise<Map<string, number>>;
  k: number;
  read: number;
  final: number;
}

/**
 * The one way a query is searched and ranked, for the search box and for the MCP server alike: planned
 * (`planQuery`), run level by level (`runPlan`), the best few read (RESULTS_SHOWN, a question's up to QUESTION_READ)
 * and reordered by their kind (a question's so a section that answers comes before a schema listing the word; a
 * task's so a schema does not outrank the call), and the first `shown` results' data kept: beyond the results read
 * (`search_docs` with a limit over 12), the next found in the index's order. What is read never depends on `shown`,
 * so the first results are the same for any limit. Null when `search` says a newer query superseded this one.
 *
 * With `download` (search-chunks.ts), what the query downloads is held within its budget in bytes, whatever the
 * pages say: first reserved, at their largest, the RESULTS_SHOWN result files it reads (the largest the index has),
 * the section filter's chunk (`download.filter`, set by the caller for a search within a section) and the concept
 * table's chunk when the query needs it; the index chunks then get the rest (runPlan); a question reads its extra
 * results (to QUESTION_READ) only while the largest files would still fit. `download` in the answer is the
 * prediction: the chunks fetched and the bound on the bytes.
 */
export async function plannedSearch<
  D extends {meta: Record<string, string | undefined>},
  R extends {id: string; score: number; data: () => Promise<D>},
>(
  query: string,
  words: WordIndex | undefined,
  search: (terms: string) => Promise<R[] | null>,
  shown: number,
  concepts?: ConceptTable,
  download?: DownloadModel,
  /** Shown what the final order reads (experiments: scripts/experiments/search-final-order.mjs). */
  observe?: (inputs: readonly FinalOrderInput[], question: boolean) => void,
  /** EXPERIMENT (issue 40): another ranking fused with the index's and the final order (PriorRanking). */
  prior?: PriorRanking<R>,
): Promise<{
  data: D[];
  total: number;
  shownFor?: ShownFor;
  /** Other payment APIs' words in the query, and Fernpay's names for them. */
  otherApiWords?: OtherApiWord[];
  download?: PredictedDownload;
} | null> {
  const plan = planQuery(query, words, concepts);
  // Reserved before any search: the results read (the box's RESULTS_SHOWN), the filter, the concept table.
  const fixed = download ? download.filter + (needsConcepts(query, words) ? download.concepts : 0) : 0;
  const cap = download && {
    chunks: download.chunks,
    bytes: download.bytes,
    limit: download.budget - fixed - largestSum(download.fragments, RESULTS_SHOWN),
  };
  const spend = chunkSpend(cap);
  let found = await runPlan<R>(plan, search, shown, cap, spend);
  if (!found) return null;
  const priorRank = prior && (await prior.rank(found.map((f) => f.result)));
  // This order fused with the prior ranking at weight `w` (reciprocal rank, constant k): unchanged at weight 0.
  const fusedOrder = <T>(items: T[], id: (item: T) => string, w: number): T[] => {
    if (!prior || !priorRank || w <= 0) return items;
    const score = (item: T, own: number) => {
      const r = priorRank.get(id(item));
      return 1 / (prior.k + own) + (r ? w / (prior.k + r) : 0);
    };
    return items
      .map((item, i) => ({item, s: score(item, i + 1)}))
      .sort((a, b) => b.s - a.s)
      .map((x) => x.item);
  };
  found = fusedOrder(found, (f) => f.result.id, prior?.read ?? 0);
  // What the search box reads and orders, whatever `shown` is: `search_docs` asked for more than the box shows gets
  // the box's order first and the results after it in the index's order, so its first results are the box's for any
  // limit, and a question's answer is not cut at the results it read.
  let reads = plan.question ? QUESTION_READ : RESULTS_SHOWN;
  if (download && plan.question) {
    reads = Math.min(RESULTS_SHOWN, QUESTION_READ);
    while (
      reads < QUESTION_READ &&
      spend.spent() + fixed + largestSum(download.fragments, reads + 1) <= download.budget
    )
      reads += 1;
  }
  const read = await Promise.all(found.slice(0, reads).map((f) => f.result.data()));
  const operations = read.filter((d) => d.meta.kind === 'operation').map((d) => d.meta.title ?? '');
  // What the results read are ranked against: the plan, or the plan asking for a list (`asListing`) or for one thing
  // (`asOne`).
  const listing = asListing(plan, operations);
  const readAs = listing !== plan ? listing : asOne(plan, query, operations);
  const verbs = operationVerbs(operations);
  const actions = listsWithoutVerb(readAs, operations, verbs) ? new Set([stem('list')]) : queryActions(readAs, verbs);
  const eventAsked = asksForEvent(readAs);
  const inputs = read.map((d, i): FinalOrderInput => {
    const title = d.meta.title ?? '';
    return {
      id: found[i].result.id,
      url: (d as {url?: string}).url ?? '',
      coverage: found[i].coverage,
      score: found[i].score,
      kind: d.meta.kind ?? '',
      action: actionFactor(actions, d.meta.kind, title) * eventFactor(eventAsked, d.meta.kind, title),
      titleCoverage: titleCoverage(readAs, title),
      titlePrecision: d.meta.kind === 'operation' || d.meta.kind === 'webhook' ? titlePrecision(readAs, title) : 0,
      asked: askedMatch(readAs, d.meta.asked),
    };
  });
  observe?.(inputs, plan.question);
  const ordered = fusedOrder(
    read
      .map((d, i) => ({d, f: found[i], s: finalScore(inputs[i], plan.question)}))
      .sort((a, b) => b.s - a.s || byId(a.f.result, b.f.result)),
    (o) => o.f.result.id,
    prior?.final ?? 0,
  );
  const after = found.slice(read.length, shown);
  const order = [...ordered, ...(await Promise.all(after.map(async (f) => ({d: await f.result.data(), f}))))].slice(
    0,
    shown,
  );
  const ranked = order.map((o) => o.f);
  const data = order.map((o) => o.d);
  const others = otherApiWords(plan);
  return {
    data,
    total: found.length,
    shownFor: shownFor(plan, rereadCovered(plan, readAs, ranked[0]?.search, data[0]?.meta.title)),
    ...(others.length && {otherApiWords: others}),
    ...(download && {
      download: {
        chunks: [...spend.fetched].sort(),
        bound: spend.spent() + fixed + largestSum(download.fragments, Math.min(Math.max(reads, shown), found.length)),
        budget: download.budget,
      },
    }),
  };
}

/** What plannedSearch predicts a query downloads: the index chunks its searches fetch, and a bound on its bytes. */
export interface PredictedDownload {
  /** `index:hash`, sorted. */
  chunks: string[];
  /** The chunks' bytes, the filter's and the concept table's when fetched, and the largest result files it reads. */
  bound: number;
  budget: number;
}

/**
 * How much a result of the reader's own section is preferred when no section is chosen: on a page of the
 * restricted section, and in that section's MCP server, an integrator of the provider API asking "webhook retry
 * schedule" or "rate limit exceeded" means the provider API's rules, which differ from the public APIs' of the same
 * name. A result of the section has its index score multiplied by this; a public result still comes first when it
 * matches clearly better (a task only the public APIs do).
 */
export const SECTION_AFFINITY = 6;

/**
 * A search with the reader's section first: each search runs across the site (`all`) and within the section
 * (`own`, the same words: the same index chunks, and the section filter's), and a result the section holds has its
 * score multiplied by SECTION_AFFINITY. Given to `plannedSearch` as its `search`, so the whole pool of results is
 * ranked with it, not only the few read.
 */
export function withSectionFirst<R extends {id: string; score: number}>(
  all: (terms: string) => Promise<R[] | null>,
  own: (terms: string) => Promise<R[] | null>,
): (terms: string) => Promise<R[] | null> {
  return async (terms) => {
    const everything = await all(terms);
    if (!everything) return null;
    const mine = await own(terms);
    if (!mine) return null;
    const ids = new Set(mine.map((r) => r.id));
    return everything.map((r) => (ids.has(r.id) ? {...r, score: r.score * SECTION_AFFINITY} : r));
  };
}

/**
 * The search a query runs and the download model it is held to, the same in the search box and the MCP server: within
 * the `section` chosen (its filter), or across the site with the `prefer`red section first (withSectionFirst), or
 * across the site; the section filter's chunk counted only when a filter is searched. `search` runs terms with
 * Pagefind's filters (none: the whole index).
 */
export function sectionSearch<R extends {id: string; score: number}>(
  search: (terms: string, filters?: Record<string, string>) => Promise<R[] | null>,
  section: string | undefined,
  prefer: string | undefined,
  download: DownloadModel | undefined,
): {search: (terms: string) => Promise<R[] | null>; download: DownloadModel | undefined} {
  const within = (name: string) => (terms: string) => search(terms, {[SECTION_FILTER]: name});
  const everywhere = (terms: string) => search(terms);
  const filtered = section ?? prefer;
  return {
    search: section ? within(section) : prefer ? withSectionFirst(everywhere, within(prefer)) : everywhere,
    download: download && {...download, filter: filtered ? download.filter : 0},
  };
}
