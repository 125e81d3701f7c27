/**
 * A string that matches a JSON Schema `pattern` (ECMA-262), for generated examples. Deterministic and
 * readable (`[A-Z]{3}` -> "ABC", `\d{4}` -> "0123"). Covers what descriptions use: literals and escapes,
 * classes with ranges and negation, `.`, `\d \w \s` and their negations, groups (capturing, `(?:`, named),
 * alternation, every quantifier, anchors and `\b` (ignored), back-references, lookarounds (generating nothing:
 * `^(?!\s*$).+` gives "a"). Unicode property escapes other than letters and digits are not generated: the function
 * returns undefined and the caller falls back. Every result is tested against the pattern before it is returned.
 */

type CharSet = {ranges: [number, number][]; negated: boolean};
type Node =
  | {t: 'seq'; items: Node[]}
  | {t: 'alt'; options: Node[]}
  | {t: 'set'; set: CharSet}
  | {t: 'group'; body: Node; index?: number}
  | {t: 'rep'; body: Node; min: number; max: number}
  | {t: 'backref'; ref: number | string}
  | {t: 'empty'};

class Unsupported extends Error {}

const DIGITS: [number, number][] = [[48, 57]];
const WORD: [number, number][] = [
  [97, 122],
  [65, 90],
  [48, 57],
  [95, 95],
];
const SPACE: [number, number][] = [
  [32, 32],
  [9, 13],
];
const LETTERS: [number, number][] = [
  [97, 122],
  [65, 90],
];
const ANY: CharSet = {ranges: [[10, 10]], negated: true};

/** Characters in the order generated strings prefer them. */
const PREFERRED = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890',
  ...Array.from({length: 95}, (_, i) => String.fromCharCode(32 + i)).filter((c) => !/[A-Za-z0-9]/.test(c)),
].map((c) => c.codePointAt(0)!);

function parse(pattern: string): {root: Node; names: Map<string, number>} {
  let i = 0;
  let groups = 0;
  const names = new Map<string, number>();
  const peek = () => pattern[i];
  const eat = (c: string) => {
    if (pattern[i] !== c) throw new Unsupported(`expected ${c}`);
    i++;
  };
  const hex = (n: number) => {
    const text = pattern.slice(i, i + n);
    if (!/^[0-9a-fA-F]+$/.test(text) || text.length !== n) throw new Unsupported('bad escape');
    i += n;
    return parseInt(text, 16);
  };
  /** An escape after the backslash: a set of characters, or one character, or a special node. */
  const escape = (inClass: boolean): CharSet | number | Node => {
    const c = pattern[i++];
    switch (c) {
      case 'd':
        return {ranges: DIGITS, negated: false};
      case 'D':
        return {ranges: DIGITS, negated: true};
      case 'w':
        return {ranges: WORD, negated: false};
      case 'W':
        return {ranges: WORD, negated: true};
      case 's':
        return {ranges: SPACE, negated: false};
      case 'S':
        return {ranges: SPACE, negated: true};
      case 't':
        return 9;
      case 'n':
        return 10;
      case 'r':
        return 13;
      case 'f':
        return 12;
      case 'v':
        return 11;
      case '0':
        return 0;
      case 'x':
        return hex(2);
      case 'u': {
        if (peek() === '{') {
          const end = pattern.indexOf('}', i);
          const cp = parseInt(pattern.slice(i + 1, end), 16);
          if (end < 0 || Number.isNaN(cp)) throw new Unsupported('bad escape');
          i = end + 1;
          return cp;
        }
        return hex(4);
      }
      case 'p':
      case 'P': {
        const end = pattern.indexOf('}', i);
        const name = pattern.slice(i + 1, end);
        i = end + 1;
        const ranges = /^(L|Letter|Alphabetic|L[lu])$/.test(name)
          ? LETTERS
          : /^(N|Nd|Number|Decimal_Number)$/.test(name)
            ? DIGITS
            : undefined;
        if (!ranges) throw new Unsupported(`\\p{${name}}`);
        return {ranges, negated: c === 'P'};
      }
      case 'b':
        if (inClass) return 8;
        return {t: 'empty'};
      case 'B':
        return {t: 'empty'};
      case 'k': {
        const end = pattern.indexOf('>', i);
        const name = pattern.slice(i + 1, end);
        i = end + 1;
        return {t: 'backref', ref: name};
      }
      case 'c':
        return pattern.charCodeAt(i++) % 32;
      default:
        if (!inClass && c >= '1' && c <= '9') {
          let digits = c;
          while (/[0-9]/.test(peek() ?? '')) digits += pattern[i++];
          return {t: 'backref', ref: Number(digits)};
        }
        if (c === undefined) throw new Unsupported('trailing backslash');
        return c.codePointAt(0)!;
    }
  };
  const classAtom = (): CharSet | number => {
    if (peek() === '\\') {
      i++;
      const e = escape(true);
      if (typeof e === 'object' && 't' in e) throw new Unsupported('escape in class');
      return e;
    }
    const cp = pattern.codePointAt(i)!;
    i += cp > 0xffff ? 2 : 1;
    return cp;
  };
  const charClass = (): CharSet => {
    eat('[');
    const negated = peek() === '^';
    if (negated) i++;
    const ranges: [number, number][] = [];
    const negatedParts: CharSet[] = [];
    while (peek() !== ']') {
      if (i >= pattern.length) throw new Unsupported('unterminated class');
      const lo = classAtom();
      if (typeof lo !== 'number') {
        if (lo.negated) negatedParts.push(lo);
        else ranges.push(...lo.ranges);
        continue;
      }
      if (peek() === '-' && pattern[i + 1] !== ']' && i + 1 < pattern.length) {
        i++;
        const hi = classAtom();
        if (typeof hi !== 'number') {
          ranges.push([lo, lo], [45, 45], ...hi.ranges);
          continue;
        }
        ranges.push([Math.min(lo, hi), Math.max(lo, hi)]);
      } else ranges.push([lo, lo]);
    }
    eat(']');
    if (negatedParts.length > 0) {
      // [\D...] / [^\S...]: spell the complement out over printable ASCII.
      const inPart = (cp: number) =>
        ranges.some(([a, b]) => cp >= a && cp <= b) || negatedParts.some((p) => !inRanges(p.ranges, cp));
      const members = PREFERRED.filter(inPart).map((cp): [number, number] => [cp, cp]);
      return {ranges: members, negated};
    }
    return {ranges, negated};
  };
  const atom = (): Node => {
    const c = peek();
    if (c === '(') {
      i++;
      let index: number | undefined;
      if (pattern.startsWith('?:', i)) i += 2;
      else if (pattern.startsWith('?<', i) && pattern[i + 2] !== '=' && pattern[i + 2] !== '!') {
        const end = pattern.indexOf('>', i);
        index = ++groups;
        names.set(pattern.slice(i + 2, end), index);
        i = end + 1;
      } else if (peek() === '?') {
        // A lookaround (`(?!\s*$)`: "not blank") generates nothing; the final test against the pattern decides.
        i += pattern[i + 1] === '<' ? 3 : 2;
        alternation();
        eat(')');
        return {t: 'empty'};
      } else index = ++groups;
      const body = alternation();
      eat(')');
      return {t: 'group', body, index};
    }
    if (c === '[') return {t: 'set', set: charClass()};
    if (c === '.') {
      i++;
      return {t: 'set', set: ANY};
    }
    if (c === '^' || c === '$') {
      i++;
      return {t: 'empty'};
    }
    if (c === '\\') {
      i++;
      const e = escape(false);
      if (typeof e === 'number') return {t: 'set', set: {ranges: [[e, e]], negated: false}};
      if ('t' in e) return e;
      return {t: 'set', set: e};
    }
    const cp = pattern.codePointAt(i)!;
    i += cp > 0xffff ? 2 : 1;
    return {t: 'set', set: {ranges: [[cp, cp]], negated: false}};
  };
  const quantified = (): Node => {
    const body = atom();
    const c = peek();
    let min: number;
    let max: number;
    if (c === '?') [min, max] = [0, 1];
    else if (c === '*') [min, max] = [0, Infinity];
    else if (c === '+') [min, max] = [1, Infinity];
    else if (c === '{' && /^\{\d+(,\d*)?\}/.test(pattern.slice(i))) {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i))!;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      i += m[0].length - 1;
    } else return body;
    i++;
    if (peek() === '?') i++; // lazy: same strings
    if (body.t === 'empty') return body;
    return {t: 'rep', body, min, max};
  };
  const sequence = (): Node => {
    const items: Node[] = [];
    while (i < pattern.length && peek() !== '|' && peek() !== ')') items.push(quantified());
    return {t: 'seq', items};
  };
  const alternation = (): Node => {
    const options = [sequence()];
    while (peek() === '|') {
      i++;
      options.push(sequence());
    }
    return options.length === 1 ? options[0] : {t: 'alt', options};
  };
  const root = alternation();
  if (i < pattern.length) throw new Unsupported('unbalanced parenthesis');
  return {root, names};
}

function inRanges(ranges: [number, number][], cp: number): boolean {
  return ranges.some(([a, b]) => cp >= a && cp <= b);
}

interface Choices {
  /** Repetitions beyond each quantifier's minimum (capped at its maximum). */
  extra: number;
  /** Which alternative to take (rotated per alternation). */
  alternative: number;
  /** Offset into the preferred characters. */
  offset: number;
}

function generate(node: Node, names: Map<string, number>, choices: Choices): string {
  const captures = new Map<number, string>();
  let counter = choices.offset;
  const pick = (set: CharSet): string => {
    const members = PREFERRED.filter((cp) => inRanges(set.ranges, cp) !== set.negated);
    if (members.length > 0) return String.fromCodePoint(members[counter++ % members.length]);
    if (!set.negated && set.ranges.length > 0) return String.fromCodePoint(set.ranges[0][0]);
    throw new Unsupported('empty class');
  };
  const walk = (n: Node): string => {
    switch (n.t) {
      case 'seq':
        return n.items.map(walk).join('');
      case 'alt':
        return walk(n.options[choices.alternative % n.options.length]);
      case 'set':
        return pick(n.set);
      case 'group': {
        const text = walk(n.body);
        if (n.index !== undefined) captures.set(n.index, text);
        return text;
      }
      case 'rep': {
        const count = Math.min(n.max, n.min + choices.extra);
        let text = '';
        for (let k = 0; k < count; k++) text += walk(n.body);
        return text;
      }
      case 'backref':
        return captures.get(typeof n.ref === 'number' ? n.ref : (names.get(n.ref) ?? -1)) ?? '';
      case 'empty':
        return '';
    }
  };
  return walk(node);
}

/** How a pattern is compiled by the validator (Ajv: Unicode mode), else without flags. */
export function patternRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    try {
      return new RegExp(pattern);
    } catch {
      return undefined;
    }
  }
}

/**
 * A string matching `pattern` whose length is within the bounds, or undefined. `variant` gives a different
 * string for the same pattern where the pattern allows it (unique array items).
 */
export function regexSample(
  pattern: string,
  {minLength = 0, maxLength = Infinity, variant = 0, accept}: RegexSampleOptions = {},
): string | undefined {
  const re = patternRegExp(pattern);
  if (!re) return undefined;
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(pattern);
  } catch {
    return undefined;
  }
  const lengthOf = (s: string) => [...s].length;
  // Other characters (a lookahead asking for a digit in `[a-z0-9]{8}`), other alternatives, longer repetitions.
  for (const offset of [variant, variant + 26, variant + 52, variant + 7])
    for (const alternative of [0, 1, 2, 3]) {
      for (let extra = 0; extra <= Math.min(64, Math.max(8, minLength)); extra++) {
        let text: string;
        try {
          text = generate(parsed.root, parsed.names, {extra, alternative, offset});
        } catch {
          return undefined;
        }
        const length = lengthOf(text);
        if (length > maxLength) break;
        if (length < minLength) continue;
        if (re.test(text) && (!accept || accept(text))) return text;
      }
    }
  return undefined;
}

export interface RegexSampleOptions {
  minLength?: number;
  maxLength?: number;
  variant?: number;
  /** Further checks the string must pass (other patterns, a format). */
  accept?: (text: string) => boolean;
}
