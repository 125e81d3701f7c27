/**
 * The shape of the sandbox's scenario catalogue: every input that chooses a sandbox outcome, declared once as data,
 * per audience (`public.ts`; the provider's `provider.ts`, which only the provider's modules and pages import). The
 * engine decides by looking a value up in a `Band` (`bandCase`, `bandOutcome`); the pages' outcome tables are
 * rendered from the `ScenarioTable`s (`<SandboxOutcomes table="…" />`, `scenarioTableMarkdown`); and
 * tests/unit/sandbox-scenarios.test.ts sends every row to a fresh sandbox and checks what it `expects`. Pure.
 */
import {penceOf} from '../kit/money';

/** The pence of an amount (kit/money.ts). */
export {penceOf};

/**
 * The endings of one field that choose an outcome: the pence of an amount (`pence`: the two digits after the
 * point, `"12.5"` is `50`), or the last characters of a value (`suffix`, an account number's `0000`). A value no
 * case claims gets `otherwise`.
 */
export interface Band<O> {
  /** The field as readers send it (`amount`, the first transaction's `amount`). */
  field: string;
  ending: 'pence' | 'suffix';
  cases: Readonly<Record<string, {endings: readonly string[]; outcome: O}>>;
  otherwise: O;
}

/** The name of the band's case a value falls in, if any. */
export function bandCase<O>(band: Band<O>, value: string | number): string | undefined {
  const text = String(value);
  for (const [name, c] of Object.entries(band.cases))
    if (c.endings.some((e) => (band.ending === 'pence' ? penceOf(text) === e : text.endsWith(e)))) return name;
  return undefined;
}

/** What the band decides for a value. */
export function bandOutcome<O>(band: Band<O>, value: string | number): O {
  const name = bandCase(band, value);
  return name === undefined ? band.otherwise : band.cases[name].outcome;
}

/** A value that falls in a case: `base` with its ending replaced (`"120.00"`, `.93` -> `"120.93"`). */
export function valueInCase<O>(band: Band<O>, caseName: string, base: string): string {
  const ending = band.cases[caseName].endings[0];
  if (band.ending === 'pence') return `${base.split('.')[0]}.${ending}`;
  return base.slice(0, base.length - ending.length) + ending;
}

/**
 * When a row's later status comes, from the delay the engine waits: `5 seconds later`, `2 minutes later`. Every
 * `then \`status\`` of a row's result that time brings says so (tests/unit/sandbox-outcomes.test.ts).
 */
export const later = (seconds: number) =>
  seconds >= 120 && seconds % 60 === 0 ? `${seconds / 60} minutes later` : `${seconds} seconds later`;

/** What a row's test checks after sending it (tests/unit/sandbox-scenarios.test.ts). */
export interface ScenarioExpectation {
  /** The HTTP status of the call the row names. */
  status?: number;
  /** Fields of the resource (dotted paths) and their values once everything due has happened. */
  state?: Readonly<Record<string, unknown>>;
  /** The webhooks sent, in order: each event name after its scope (`status-update`, `EU_SINGLE_PAYMENT`). */
  webhooks?: readonly string[];
  /** The error `code` of the answer (`error.failure_code`, or the failed rule's `keyword`). */
  code?: string;
  /** The `ErrorCode` of the first of `error.failure_details.errors` (the provider's bank errors). */
  errorCode?: string;
}

/**
 * One step of a row's send: a call (a documented request example, `openapi/<example>`, with fields set, or a `body`
 * of its own), a test-bank button (on the created resource, or on a saved value: `on`), a clock move, or `watch`
 * (webhooks count from here). `{name}` in a path, in `on` and as a whole string value anywhere in `set` or `body` is a value
 * saved before (`id`: the created resource's id); `save` keeps values of the answer by name, each a dotted path
 * (`result.id`), `?p` after it taking the query parameter `p` of the URL found there.
 */
export type ScenarioStep =
  | {bank: string; on?: string; body?: Readonly<Record<string, unknown>>; save?: Readonly<Record<string, string>>}
  | {advance: string}
  | {
      call: string;
      example?: string;
      set?: Readonly<Record<string, unknown>>;
      body?: Readonly<Record<string, unknown>>;
      save?: Readonly<Record<string, string>>;
    }
  | {watch: true};

/**
 * How a row is sent when no band's driver sends it: the calls that make what it needs (`before`), the call that
 * creates the resource (or reads one: the row's subject), then the steps a reader takes, then the call that reads
 * it. The webhooks checked are those that name the id, sent after the create call (`webhooksFrom: 'create'`: from it
 * on; a `watch` step: from there); the status checked is the answer of the last call or button.
 */
export interface ScenarioSend {
  before?: readonly ScenarioStep[];
  create: {
    call: string;
    example?: string;
    set?: Readonly<Record<string, unknown>>;
    body?: Readonly<Record<string, unknown>>;
    save?: Readonly<Record<string, string>>;
  };
  /** Where the id is in the create answer (dotted; default `result.id`). */
  id?: string;
  steps?: readonly ScenarioStep[];
  /** The call that reads the resource afterwards (`GET …/{id}`). */
  read?: string;
  webhooksFrom?: 'create' | 'steps';
  /** The saved value the webhooks checked name (default `id`). */
  webhooksOf?: string;
}

/**
 * One row of an outcome table. `input`, `result` and `webhooks` are the page's Markdown cells. A row that documents
 * a band's case names it (`band`): its input cell's `{ending}` becomes the case's endings as readers type them
 * (`` `.93` ``) and `{value}` a value in it (from `base`), so the endings are written once, in the band.
 */
export interface ScenarioRow {
  input: string;
  result: string;
  webhooks: string;
  band?: {band: string; case?: string; base?: string};
  /** What the row's test checks; the test builds its request from the band (or the row's `send`). */
  expects?: ScenarioExpectation;
  send?: ScenarioSend;
}

/** One outcome table of a page (`<SandboxOutcomes table="id" />`). */
export interface ScenarioTable {
  id: string;
  rows: readonly ScenarioRow[];
}

/** A button of the test bank (or test verification flow): `POST /_sandbox/bank/{id}/{action}`. */
export interface ScenarioControl {
  /** Whose id the call takes, and where the button is. */
  on: string;
  action: string;
  /** The button as the page names it. */
  label: string;
}

/** A catalogue of one audience: its bands, its tables, its test-bank buttons and its company register. */
export interface ScenarioCatalogue {
  bands: Readonly<Record<string, Band<unknown>>>;
  tables: readonly ScenarioTable[];
  controls?: readonly ScenarioControl[];
  /** Company numbers the sandbox's register knows, with the directors a company created with one gets. */
  register?: readonly {identifier: string; directors: readonly string[]}[];
  /** Banks whose authorisation flow in the sandbox is their own (the provider's EU banks). */
  banks?: readonly {provider: string; flow: string; note: string}[];
}

/**
 * `["91"]` -> `` `.91` ``; `["91", "92"]` -> `` `.91` or `.92` ``; a run of pence -> `` `.00` to `.90` ``; a
 * suffix as it is.
 */
export function endingsText<O>(band: Band<O>, endings: readonly string[]): string {
  let words: string[];
  if (band.ending === 'pence') {
    const runs: [number, number][] = [];
    for (const p of endings.map(Number))
      if (runs.length && runs[runs.length - 1][1] === p - 1) runs[runs.length - 1][1] = p;
      else runs.push([p, p]);
    const two = (p: number) => `\`.${String(p).padStart(2, '0')}\``;
    words = runs.map(([a, b]) => (a === b ? two(a) : `${two(a)} to ${two(b)}`));
  } else words = endings.map((e) => `\`${e}\``);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}` : words[0];
}

/**
 * A row's input cell with its band's endings filled in: `{ending}` and `{value}` for the row's own case,
 * `{ending:NAME}` for another case of the band (a row of `otherwise` says which endings it is not).
 */
export function rowInput(catalogue: ScenarioCatalogue, row: ScenarioRow): string {
  if (!row.band) return row.input;
  const band = catalogue.bands[row.band.band];
  if (!band) throw new Error(`scenario row "${row.input}" names an unknown band "${row.band.band}"`);
  const caseOf = (name: string) => {
    if (!Object.hasOwn(band.cases, name)) throw new Error(`band "${row.band!.band}" has no case "${name}"`);
    return band.cases[name];
  };
  const own = row.band.case;
  const text = row.input.replace(/\{ending:([A-Za-z]+)\}/g, (_, name: string) =>
    endingsText(band, caseOf(name).endings),
  );
  if (own === undefined) {
    if (/\{(ending|value)\}/.test(text)) throw new Error(`scenario row "${row.input}" has no case to fill in`);
    return text;
  }
  return text
    .replaceAll('{ending}', endingsText(band, caseOf(own).endings))
    .replaceAll('{value}', valueInCase(band, own, row.band.base ?? '0.00'));
}

const escapeCell = (cell: string) => cell.replace(/\n/g, ' ');

/** The Markdown table of one outcome table. */
export function scenarioTableMarkdown(catalogue: ScenarioCatalogue, table: ScenarioTable): string {
  return [
    '| Sandbox input | Result | Webhooks sent |',
    '| --- | --- | --- |',
    ...table.rows.map(
      (row) => `| ${escapeCell(rowInput(catalogue, row))} | ${escapeCell(row.result)} | ${escapeCell(row.webhooks)} |`,
    ),
  ].join('\n');
}

/** A case's endings as plain text (`.93`, `.97 or .98`, `0000`), for a lifecycle's words. */
export function endingWords<O>(band: Band<O>, ...names: string[]): string {
  const endings = names.flatMap((n) => band.cases[n].endings);
  return endings.map((e) => (band.ending === 'pence' ? `.${e}` : e)).join(' or ');
}

/** A hand-written outcome table found in a page's source (tests/unit/rules.test.ts). */
export interface HandWrittenTable {
  /** `file:line` of the table row. */
  where: string;
  row: string;
}

const OUTCOME_HEADER = /^\|\s*(sandbox input|input|amount|ending)[^|]*\|.*\b(result|outcome|status|webhooks?)\b/i;
const AMOUNT_ENDING = /\b(ending|ends|end) in `\.\d\d`|`\.\d\d` (to|or) `\.\d\d`/i;

/**
 * The Markdown tables of a page's source that state sandbox outcomes by hand instead of rendering them from the
 * catalogue (`<SandboxOutcomes table="…" />`): on a sandbox outcome page, a table whose header names an input and
 * its result; on any page, a table row that states an amount's ending. Code blocks are skipped.
 */
export function handWrittenOutcomeTables(source: string, file: string): HandWrittenTable[] {
  const outcomesPage = /sandbox-outcomes\.mdx?$/.test(file);
  const found: HandWrittenTable[] = [];
  let fence = false;
  let previous = '';
  source.split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const isRow = !fence && line.trimStart().startsWith('|');
    const isHeader = isRow && !previous.trimStart().startsWith('|');
    if (isRow && ((outcomesPage && isHeader && OUTCOME_HEADER.test(line.trim())) || AMOUNT_ENDING.test(line)))
      found.push({where: `${file}:${i + 1}`, row: line.trim().slice(0, 120)});
    previous = fence ? '' : line;
  });
  return found;
}
