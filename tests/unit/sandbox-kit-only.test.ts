/**
 * The resource kit is the only place the sandbox writes its repeated mechanics (issue 37): a look-up answered
 * `404` (kit/not-found.ts), a paging envelope (kit/paging.ts), a status change (kit/apply.ts) and a money
 * conversion (kit/money.ts). This scans every source file of the sandbox outside the kit, comments left out,
 * for the shapes these take when written by hand, and fails naming the file, the line and what to use instead.
 * The few places that are genuinely something else are listed below with their reason, by their exact line.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../../src/sandbox');

interface Rule {
  what: string;
  use: string;
  patterns: RegExp[];
  /** What matches a pattern but is not the mechanic, with its reason. */
  unless?: {pattern: RegExp; why: string};
}

export const RULES: Rule[] = [
  {
    what: 'a look-up answered 404 by hand',
    use: 'onFound / ifFound / orNotFound (kit/not-found.ts)',
    patterns: [/\bNOT_FOUND\b/, /\bnotFoundNaming\b/, /\bstatus:\s*404\b/, /`Invalid \$\{/],
    unless: {pattern: /^expects: \{status: 404\b/, why: "a scenario row's expected answer (data a test checks)"},
  },
  {
    what: 'a paging envelope by hand',
    use: 'pageOf / pagedReply / linkedPage (kit/paging.ts)',
    patterns: [
      /\btotalDocs\b/,
      /\bhasNextPage\b/,
      /\btotalPages\s*[:=]/,
      /Math\.ceil\([^)]*\/\s*(limit|size|pageSize|perPage)\b/,
    ],
  },
  {
    what: 'a status set by hand',
    use: 'apply(ctx, LIFECYCLE, record, action) (kit/apply.ts)',
    patterns: [/\.\w*[sS]tatus\s*=(?![=>])/, /\[\s*['"`]\w*[sS]tatus['"`]\s*\]\s*=(?![=>])/],
    unless: {
      pattern: /\.(parentEntity)?[dD]ataApiCheckStatus\s*=/,
      why: 'what the latest data API check found (any finding may follow any other: a reading, not a lifecycle)',
    },
  },
  {
    what: 'a money conversion by hand',
    use: 'minor / major / sum / divideHalfUp / displayGbp (kit/money.ts)',
    patterns: [
      /[*/]\s*100(?![\d_n.])/,
      /\.toFixed\(2\)/,
      /\bparseFloat\(/,
      /Number\(\s*minor\(/,
      /Number\([^)]*\b(amount|Amount|price|Price|total|Total)\b[^)]*\)/,
    ],
  },
];

/**
 * Lines that match a rule but are not the mechanic it names: `file: exact line (trimmed)` -> why. A new match
 * anywhere else fails; so does an exception whose line is gone (the list only shrinks).
 */
export const EXCEPTIONS: Record<string, string> = {
  // Not a record look-up: the engine's answer to a path no operation matches (engine/request.ts, routing.ts).
  "engine/request.ts: return {problem: {reply: {status: 404, body: 'Not Found'}, message: `Not Found: ${plainMessage(failure)}`}};":
    'the documented answer to a path no served operation has (no record was looked up)',
  "engine/routing.ts: return {status: 404, headers: {'Content-Type': e.type, ...rl.headers}, body: e.body};":
    'a static file the sandbox does not serve',
  'pages/html.ts: status: 404,': 'the HTML page of a link that names nothing (a browser page, not an API answer)',
  // A webhook delivery attempt's HTTP status, not a lifecycle status.
  'engine/webhooks.ts: record.status = status;': "the HTTP status a webhook attempt got (the delivery's record)",
  // The test bank's own link state: not an API resource, no declared lifecycle, never a webhook.
  "resources/bank-accounts.ts: connection.status = 'failed';":
    "the test bank's link of a bank connection used up or expired (the link's own state, not the account's)",
  "resources/bank-accounts.ts: connection.status = 'connected';":
    "the test bank's link of a bank connection used (the account's own change goes through apply)",
  // A mirror of a status that apply() set on the transaction the collection stands for.
  "resources/recurring-payments.ts: c.status = moved.status as Collection['status'];":
    'a scheduled collection shows the status apply() gave its transaction (a copy, not a transition)',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // The kit itself, and the types generated from the served descriptions (declarations, not code: the public
    // APIs' in generated/, the provider's in resources/provider/generated/).
    const skipped = ['kit', 'generated', 'resources/provider/generated'].some((d) => full === path.join(ROOT, d));
    if (entry.isDirectory()) return skipped ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The text with its comments blanked (line numbers kept); strings are kept as they are. */
export function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, (_m, before: string) => before);
}

/** Every line of `text` (a file at `rel`) that matches a rule and is not an exception. */
export function handWritten(rel: string, text: string, exceptions = EXCEPTIONS): string[] {
  const found: string[] = [];
  withoutComments(text)
    .split('\n')
    .forEach((line, i) => {
      const trimmed = line.trim();
      for (const rule of RULES)
        if (
          rule.patterns.some((p) => p.test(trimmed)) &&
          !rule.unless?.pattern.test(trimmed) &&
          !(`${rel}: ${trimmed}` in exceptions)
        )
          found.push(`${rel}:${i + 1}: ${rule.what} (use ${rule.use}): ${trimmed}`);
    });
  return found;
}

describe('the kit is the only place the sandbox writes its mechanics', () => {
  const files = sourceFiles(ROOT);
  const read = (file: string) => fs.readFileSync(file, 'utf8');
  const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

  it('finds no look-up-or-404, paging envelope, status change or money conversion outside src/sandbox/kit', () => {
    expect(files.length).toBeGreaterThan(80);
    expect(files.some((f) => rel(f).startsWith('kit/'))).toBe(false);
    expect(files.flatMap((f) => handWritten(rel(f), read(f)))).toEqual([]);
  });

  it('every exception still stands where it is listed (the list only shrinks)', () => {
    const lines = new Set(
      files.flatMap((f) =>
        withoutComments(read(f))
          .split('\n')
          .map((l) => `${rel(f)}: ${l.trim()}`),
      ),
    );
    expect(Object.keys(EXCEPTIONS).filter((key) => !lines.has(key))).toEqual([]);
  });

  it('names each mechanic written by hand again (planted lines)', () => {
    const planted = [
      "    return record ? fn(ctx, record) : {status: 404, body: 'Not Found'};",
      '    if (!company) return NOT_FOUND;',
      "    return record ? result(record) : notFoundNaming('consentId', id);",
      '  return {docs, page, totalDocs: items.length, limit, hasNextPage: page < pages};',
      '  const pages = Math.ceil(items.length / limit);',
      "  record.payment.status = 'paid';",
      "  consent['Status'] = 'Authorised';",
      '  const pence = Math.round(Number(input.amount) * 100);',
      '  const amount = (pence / 100).toFixed(2);',
      '  const total = parseFloat(price);',
    ].join('\n');
    const found = handWritten('resources/planted.ts', planted);
    expect(found.map((f) => f.split(': ')[1].split(' (use')[0])).toEqual([
      'a look-up answered 404 by hand',
      'a look-up answered 404 by hand',
      'a look-up answered 404 by hand',
      'a paging envelope by hand',
      'a paging envelope by hand',
      'a status set by hand',
      'a status set by hand',
      'a money conversion by hand',
      'a money conversion by hand',
      'a money conversion by hand',
    ]);
    // Comments are not code: the same text in a comment passes.
    expect(handWritten('resources/planted.ts', `/* ${planted.replace(/\*\//g, '')} */`)).toEqual([]);
  });
});
