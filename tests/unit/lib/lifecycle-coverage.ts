/**
 * The coverage check of the declared lifecycles (ARCHITECTURE.md habit 22), over the whole unit run: every unit file
 * records the transitions kit/apply.ts takes (coverage-setup.ts, a setup file) and writes them to COVERAGE_DIR when
 * it ends; after the last file, the run's global teardown (global-setup.ts) fails naming every declared transition
 * (lifecycles/*.ts) no flow took, or took but never with its declared webhook. So the sandbox suites run once, and
 * their flows are what covers the declarations.
 * Transitions the sandbox cannot take are those the declaration says happen in live only (`when: 'live only…'`,
 * `by: '… (no sandbox input)'`), and those listed in UNREACHABLE with the reason; either fails when taken.
 */
import fs from 'node:fs';
import path from 'node:path';
import {coverageGaps, transitionLabel} from '../../../src/sandbox/kit/coverage';
import type {TakenTransition} from '../../../src/sandbox/kit/apply';
import type {Lifecycle, LifecycleTransition} from '../../../src/sandbox/lifecycles/lifecycle';

/** One folder per Node line: CI runs the unit suite on two lines at once, and each run clears its own reports first. */
export const COVERAGE_DIR = path.resolve(
  `node_modules/.cache/fernpay-lifecycle-coverage-node${process.versions.node.split('.')[0]}`,
);

/** The suites whose flows cover the declarations: the check runs only in a run that ran all of them. */
export const COVERING_SUITES = [
  'sandbox-banking',
  'sandbox-business',
  'sandbox-engine',
  'sandbox-examples',
  'sandbox-fuzz',
  'sandbox-lifecycle',
  'sandbox-outcomes',
  'sandbox-pages',
  'sandbox-partner',
  'sandbox-provider',
  'sandbox-recurring',
  'sandbox-walkthroughs',
].map((name) => `tests/unit/${name}.test.ts`);

/** One file's report: the transitions it took, by label, and whether each was taken with its webhook. */
export interface CoverageReport {
  file: string;
  taken: {label: string; webhook: boolean}[];
}

/** Declared transitions no flow of the sandbox can take, beside the live-only ones, with the reason (label -> why). */
export const UNREACHABLE: Record<string, string> = {
  // lifecycles/transaction.ts: "Approve takes the customer through created and started at once, so the
  // transaction is recorded in_progress"; a decline before any approval records none (no transaction yet).
  'transaction: customer.choosesBank [new] -> created': 'the test bank records a payment in_progress at once',
  'transaction: customer.authorising [created] -> started': 'the test bank records a payment in_progress at once',
  'transaction: customer.abandons [created|started] -> cancelled': 'no created or started transaction in the sandbox',
  'transaction: bank.accepts [started] -> in_progress': 'the test bank records a payment in_progress at once',
  'transaction: bank.declines [started] -> rejected': 'no started transaction in the sandbox',
};

/** What the declaration itself says the sandbox has no input for. */
const liveOnly = (t: LifecycleTransition) => /^live only/.test(t.when ?? '') || /no sandbox input/.test(t.by);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyLifecycle = Lifecycle<any, any>;
const isLifecycle = (value: unknown): value is AnyLifecycle =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyLifecycle).name === 'string' &&
  Array.isArray((value as AnyLifecycle).statuses) &&
  Array.isArray((value as AnyLifecycle).transitions) &&
  Array.isArray((value as AnyLifecycle).refusals);

/** Every lifecycle declared in src/sandbox/lifecycles (each exported declaration once). */
export async function declaredLifecycles(): Promise<AnyLifecycle[]> {
  const dir = path.resolve('src/sandbox/lifecycles');
  const found = new Set<AnyLifecycle>();
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort())
    for (const value of Object.values((await import(path.join(dir, file))) as Record<string, unknown>))
      if (isLifecycle(value)) found.add(value);
  return [...found];
}

/** A report's entries as the transitions they name (a label no declaration has is a problem of its own). */
function takenOf(lifecycles: readonly AnyLifecycle[], reports: readonly CoverageReport[]) {
  const byLabel = new Map<string, LifecycleTransition>();
  for (const l of lifecycles) for (const t of l.transitions) byLabel.set(transitionLabel(l, t), t);
  const taken: TakenTransition[] = [];
  const unknown: string[] = [];
  for (const r of reports)
    for (const e of r.taken) {
      const transition = byLabel.get(e.label);
      // A test's own fixture lifecycle is not a declaration; a suite that runs the sandbox takes declared ones only.
      if (!transition) {
        if (COVERING_SUITES.includes(r.file)) unknown.push(`${r.file}: took ${e.label}, which no lifecycle declares`);
      } else taken.push({transition, webhook: e.webhook ? 'sent' : null} as unknown as TakenTransition);
    }
  return {taken, unknown};
}

/** What is wrong with the coverage the reports show: gaps, exceptions no longer true, undeclared transitions. */
export function coverageProblems(lifecycles: readonly AnyLifecycle[], reports: readonly CoverageReport[]): string[] {
  const {taken, unknown} = takenOf(lifecycles, reports);
  const gaps = coverageGaps(lifecycles, taken);
  const labels = new Set(lifecycles.flatMap((l) => l.transitions.map((t) => transitionLabel(l, t))));
  const unreachable: Record<string, string> = {...UNREACHABLE};
  for (const l of lifecycles)
    for (const t of l.transitions) if (liveOnly(t)) unreachable[transitionLabel(l, t)] = `live only: ${t.when}`;
  return [
    ...unknown,
    // The list of exceptions names declared transitions only, and only ones still not taken.
    ...Object.keys(UNREACHABLE)
      .filter((label) => !labels.has(label))
      .map((label) => `UNREACHABLE names ${label}, which no lifecycle declares`),
    ...gaps
      .filter((g) => !(g.label in unreachable) || g.problem !== 'never taken')
      .map((g) => `${g.label}: ${g.problem}`),
    ...Object.keys(unreachable)
      .filter((label) => !gaps.some((g) => g.label === label))
      .map((label) => `${label}: taken now, remove it from the exceptions`),
  ];
}

/** The reports the run's files wrote. */
export function readReports(): CoverageReport[] {
  if (!fs.existsSync(COVERAGE_DIR)) return [];
  return fs
    .readdirSync(COVERAGE_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(COVERAGE_DIR, f), 'utf8')) as CoverageReport);
}
