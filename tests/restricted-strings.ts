/**
 * The provider-only strings, derived from the provider's own declarations (never a hand-written list of
 * markers): its served bundle (operation ids and summaries, schema, path-segment and webhook names, enum codes,
 * and every phrase of its descriptions), its resource modules' credentials (header names and test values) and
 * error codes, its rules (the provider rows of the retry-safety table...) and its pages' titles and headings;
 * less every one a public declaration also has (the public bundles, the public rules, the public pages). A
 * string is never dropped merely because code somewhere uses it: what the engine holds is what is checked.
 *
 * Pure: the declarations come in as data (tests/e2e/restricted-files.ts reads them from a build,
 * tests/unit/sealed-bundles.test.ts from the sources, tests/unit/restricted-strings.test.ts from a fixture).
 */

export interface Declarations {
  /** OpenAPI documents (served bundles). */
  bundles: readonly unknown[];
  /** Markdown of rules (src/rules). */
  rules?: readonly string[];
  /** Page sources (MDX) or other prose, and declared data (lifecycles) as JSON, compared as they are. */
  pages?: readonly string[];
  /**
   * Third-party code the public files bundle (Ajv, the MCP SDK...): an identifier it holds is the library's
   * own (Ajv's `ValidationError`), not the provider's. Phrases are never dropped for it.
   */
  libraries?: readonly string[];
}

export interface ProviderDeclarations extends Declarations {
  /** The provider's test credentials (header name -> value). */
  credentials?: Readonly<Record<string, string>>;
  /** Error codes the provider's resource modules answer (`eu_payment_authorisation_error`). */
  errorCodes?: readonly string[];
  /** Names the provider's pages give themselves (titles, headings), already without Markdown. */
  headings?: readonly string[];
}

/** Shorter strings are too likely to be ordinary words or code. */
export const MIN_LENGTH = 8;
/** A phrase of prose counts from this many words (shorter ones are common collocations). */
export const MIN_PHRASE_WORDS = 5;

/**
 * Phrases of a Markdown text as any rendering keeps them verbatim: cut at sentence ends and at Markdown and
 * HTML punctuation, and at characters that escaping changes (quotes, backslashes, `<`, `&`); only printable
 * ASCII, at least MIN_PHRASE_WORDS words.
 */
export function phrasesOf(markdown: string): string[] {
  return markdown
    .split(/(?<=[.!?:;])\s+|[\n\r\t[\]()`*_|#>{}"'\\<&]|\s-\s/)
    .map((p) =>
      p
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^[,.:;\s]+|[,.:;]$/g, ''),
    )
    .filter((p) => /^[\x20-\x7e]+$/.test(p) && p.split(' ').length >= MIN_PHRASE_WORDS && p.length >= MIN_LENGTH);
}

/** What an OpenAPI document declares: names (ids, schemas, path segments, webhooks, codes) and prose phrases. */
export function bundleStrings(doc: unknown): {names: string[]; phrases: string[]; prose: string[]} {
  const names: string[] = [];
  const phrases: string[] = [];
  const prose: string[] = [];
  const d = (doc ?? {}) as {paths?: Record<string, unknown>; webhooks?: Record<string, unknown>; components?: unknown};
  // Path segments that are identifiers (`access-consents`, `vrpConsents`), not plain words (`balances`).
  for (const p of Object.keys(d.paths ?? {}))
    for (const segment of p.split('/'))
      if (segment && !segment.startsWith('{') && !/^[a-z]+$/.test(segment)) names.push(segment);
  names.push(...Object.keys(d.webhooks ?? {}));
  const schemas = (d.components as {schemas?: Record<string, unknown>} | undefined)?.schemas;
  names.push(...Object.keys(schemas ?? {}));
  const visit = (node: unknown, key?: string) => {
    if (Array.isArray(node)) {
      // Codes that are identifiers (`AwaitingAuthorisation`, `connection_lost`), not plain words (`balances`).
      if (key === 'enum')
        for (const v of node)
          if (typeof v === 'string' && /^[A-Za-z]\w*([-_]|[a-z][A-Z])[\w-]*$/.test(v)) names.push(v);
      node.forEach((n) => visit(n));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if (typeof o.operationId === 'string') names.push(o.operationId);
    for (const [k, v] of Object.entries(o)) {
      if (k === 'example' || k === 'examples') continue;
      if (typeof v === 'string' && (k === 'description' || k === 'summary' || k === 'title')) {
        phrases.push(...phrasesOf(v));
        prose.push(v);
        if (k === 'summary' && typeof o.operationId === 'string') names.push(v);
      } else visit(v, k);
    }
  };
  visit(doc);
  return {names, phrases, prose};
}

/** Markdown as a reader sees it: links as their text, no code or emphasis marks. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`|\*\*|__/g, '')
    .replace(/\s+/g, ' ');
}

/** Everything a set of declarations says, as one text to look strings up in (prose also as a reader sees it). */
export function declaredText(decl: Declarations): string {
  const prose = [...(decl.rules ?? []), ...(decl.pages ?? [])];
  const descriptions = decl.bundles.flatMap((b) => bundleStrings(b).prose);
  return [...decl.bundles.map((b) => JSON.stringify(b)), ...prose, ...[...prose, ...descriptions].map(plainText)].join(
    '\n',
  );
}

/**
 * The strings only the provider declares, longest first: the candidates of `provider` (at least MIN_LENGTH
 * characters) that no public declaration holds. A public bundle is compared as its JSON and as its prose
 * (a description's phrase is public when a public description or page has it).
 */
export function providerOnlyStrings(provider: ProviderDeclarations, publicDecl: Declarations): string[] {
  const candidates = new Set<string>();
  for (const b of provider.bundles) {
    const {names, phrases} = bundleStrings(b);
    names.forEach((n) => candidates.add(n));
    phrases.forEach((p) => candidates.add(p));
  }
  for (const r of provider.rules ?? []) phrasesOf(r).forEach((p) => candidates.add(p));
  for (const [name, value] of Object.entries(provider.credentials ?? {})) {
    candidates.add(name);
    candidates.add(value);
  }
  (provider.errorCodes ?? []).forEach((c) => candidates.add(c));
  (provider.headings ?? []).forEach((h) => candidates.add(h));
  const publicText = declaredText(publicDecl);
  const libraryIdentifiers = new Set((publicDecl.libraries ?? []).flatMap((t) => t.match(/[A-Za-z_$][\w$-]*/g) ?? []));
  // A public phrase is public however it is cut: compare with the public prose's phrases as well as its text.
  const publicPhrases = new Set([
    ...publicDecl.bundles.flatMap((b) => bundleStrings(b).phrases),
    ...(publicDecl.rules ?? []).flatMap(phrasesOf),
    ...(publicDecl.pages ?? []).flatMap(phrasesOf),
  ]);
  const unlisted = [...candidates].filter(
    (s) => s.length >= MIN_LENGTH && !publicPhrases.has(s) && !libraryIdentifiers.has(s),
  );
  // One pass over the public text for all of them (one `includes` each was 7 s of CPU per call).
  const inPublicText = new Set(leaksIn(publicText, unlisted));
  return unlisted.filter((s) => !inPublicText.has(s)).sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

/** The provider-only strings a text holds, in the order given. */
export function leaksIn(text: string, strings: readonly string[]): string[] {
  let find = finders.get(strings);
  if (!find) finders.set(strings, (find = finder(strings)));
  return find(text);
}

const finders = new WeakMap<readonly string[], (text: string) => string[]>();

/**
 * One pass over a text for all the strings at once (the leak tests look for about 1,200 strings in 65 MB of built
 * files: one `includes` per string was 17 s of CPU): a rolling hash of the last `width` characters (the shortest
 * string's length) is looked up among the hashes of the strings' first `width` characters, and a hit is confirmed
 * with `startsWith` at that place.
 */
function finder(strings: readonly string[]): (text: string) => string[] {
  const width = Math.min(...strings.map((s) => s.length));
  // Very short strings make a hash of their own no cheaper than looking for each.
  if (!Number.isFinite(width) || width < 4) return (text) => strings.filter((s) => text.includes(s));
  const BASE = 257;
  // BASE^(width - 1), modulo 2^32 (Math.imul and `| 0` keep every step in 32 bits, so the roll is exact).
  let out = 1;
  for (let i = 1; i < width; i++) out = Math.imul(out, BASE);
  const hashOf = (s: string) => {
    let h = 0;
    for (let i = 0; i < width; i++) h = (Math.imul(h, BASE) + s.charCodeAt(i)) | 0;
    return h;
  };
  const byHash = new Map<number, string[]>();
  for (const s of new Set(strings)) {
    const h = hashOf(s);
    const list = byHash.get(h);
    if (list) list.push(s);
    else byHash.set(h, [s]);
  }
  return (text) => {
    const found = new Set<string>();
    if (text.length >= width) {
      let h = hashOf(text);
      for (let start = 0; ; start++) {
        const candidates = byHash.get(h);
        if (candidates) for (const s of candidates) if (!found.has(s) && text.startsWith(s, start)) found.add(s);
        const next = start + width;
        if (next >= text.length) break;
        h = (Math.imul(h - Math.imul(text.charCodeAt(start), out), BASE) + text.charCodeAt(next)) | 0;
      }
    }
    return strings.filter((s) => found.has(s));
  };
}
