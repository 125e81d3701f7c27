/**
 * A string that matches a JSON Schema `pattern` (ECMA-262), for generated examples. Deterministic and
 * readable (`[A-Z]{3}` -> "ABC", `\d{4}` -> "0123"). The pattern is parsed by regexpp (@eslint-community/regexpp,
 * the parser ESLint uses), in Unicode mode when it compiles so, as Ajv does; this module only generates: literals
 * and escapes, classes with ranges and negation, `.`, `\d \w \s` and their negations, groups, alternation, every
 * quantifier, back-references, and nothing for anchors, `\b` and lookarounds (`^(?!\s*$).+` gives "a"). Unicode
 * property escapes other than letters and digits are not generated: the function returns undefined and the caller
 * falls back. Every result is tested against the pattern before it is returned.
 */
import {RegExpParser, type AST} from '@eslint-community/regexpp';

type Ranges = [number, number][];
type CharSet = {ranges: Ranges; negated: boolean};

class Unsupported extends Error {}

const DIGITS: Ranges = [[48, 57]];
const WORD: Ranges = [
  [97, 122],
  [65, 90],
  [48, 57],
  [95, 95],
];
const SPACE: Ranges = [
  [32, 32],
  [9, 13],
];
const LETTERS: Ranges = [
  [97, 122],
  [65, 90],
];

/** Characters in the order generated strings prefer them. */
const PREFERRED = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890',
  ...Array.from({length: 95}, (_, i) => String.fromCharCode(32 + i)).filter((c) => !/[A-Za-z0-9]/.test(c)),
].map((c) => c.codePointAt(0)!);

function inRanges(ranges: Ranges, cp: number): boolean {
  return ranges.some(([a, b]) => cp >= a && cp <= b);
}

/** `.`, `\d \w \s` (and negations), `\p{L}`-like and `\p{Nd}`-like escapes. */
function characterSet(node: AST.CharacterSet): CharSet {
  if (node.kind === 'any') return {ranges: [[10, 10]], negated: true};
  if (node.kind === 'property') {
    const name = node.raw.slice(3, -1);
    const ranges = /^(L|Letter|Alphabetic|L[lu])$/.test(name)
      ? LETTERS
      : /^(N|Nd|Number|Decimal_Number)$/.test(name)
        ? DIGITS
        : undefined;
    if (!ranges) throw new Unsupported(node.raw);
    return {ranges, negated: node.negate};
  }
  return {ranges: {digit: DIGITS, space: SPACE, word: WORD}[node.kind], negated: node.negate};
}

function characterClass(node: AST.CharacterClass): CharSet {
  const ranges: Ranges = [];
  const negatedParts: CharSet[] = [];
  for (const element of node.elements) {
    if (element.type === 'Character') ranges.push([element.value, element.value]);
    else if (element.type === 'CharacterClassRange') ranges.push([element.min.value, element.max.value]);
    else if (element.type === 'CharacterSet') {
      const set = characterSet(element);
      if (set.negated) negatedParts.push(set);
      else ranges.push(...set.ranges);
    } else throw new Unsupported(element.raw);
  }
  if (negatedParts.length > 0) {
    // [\D...] / [^\S...]: spell the complement out over printable ASCII.
    const inPart = (cp: number) => inRanges(ranges, cp) || negatedParts.some((p) => !inRanges(p.ranges, cp));
    return {ranges: PREFERRED.filter(inPart).map((cp): [number, number] => [cp, cp]), negated: node.negate};
  }
  return {ranges, negated: node.negate};
}

interface Choices {
  /** Repetitions beyond each quantifier's minimum (capped at its maximum). */
  extra: number;
  /** Which alternative to take (rotated per alternation). */
  alternative: number;
  /** Offset into the preferred characters. */
  offset: number;
}

function generate(pattern: AST.Pattern, choices: Choices): string {
  const captures = new Map<AST.CapturingGroup, string>();
  let counter = choices.offset;
  const pick = (set: CharSet): string => {
    const members = PREFERRED.filter((cp) => inRanges(set.ranges, cp) !== set.negated);
    if (members.length > 0) return String.fromCodePoint(members[counter++ % members.length]);
    if (!set.negated && set.ranges.length > 0) return String.fromCodePoint(set.ranges[0][0]);
    throw new Unsupported('empty class');
  };
  const alternatives = (list: AST.Alternative[]) => list[choices.alternative % list.length].elements.map(walk).join('');
  const walk = (n: AST.Element): string => {
    switch (n.type) {
      case 'Character':
        return pick({ranges: [[n.value, n.value]], negated: false});
      case 'CharacterSet':
        return pick(characterSet(n));
      case 'CharacterClass':
        return pick(characterClass(n));
      case 'Group':
        return alternatives(n.alternatives);
      case 'CapturingGroup': {
        const text = alternatives(n.alternatives);
        captures.set(n, text);
        return text;
      }
      case 'Quantifier': {
        const count = Math.min(n.max, n.min + choices.extra);
        let text = '';
        for (let k = 0; k < count; k++) text += walk(n.element);
        return text;
      }
      case 'Backreference':
        return [n.resolved].flat().reduce((text, group) => captures.get(group) ?? text, '');
      case 'Assertion':
        // Anchors, `\b` and lookarounds (`(?!\s*$)`: "not blank") generate nothing; the final test decides.
        return '';
      default:
        throw new Unsupported(n.type);
    }
  };
  return alternatives(pattern.alternatives);
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
  let parsed: AST.Pattern;
  try {
    parsed = new RegExpParser().parsePattern(pattern, 0, pattern.length, {unicode: re.unicode});
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
          text = generate(parsed, {extra, alternative, offset});
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
