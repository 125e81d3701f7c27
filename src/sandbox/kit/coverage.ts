/**
 * The coverage of declared lifecycles by what the sandbox did: which declared transitions were never taken, and
 * which were taken but never with the webhook they declare (kit/apply.ts records each transition it takes).
 * The test suite fails on either (tests/unit/sandbox-coverage.test.ts). Pure: no DOM, no Node API.
 */
import {webhookOf, type Lifecycle, type LifecycleTransition} from '../lifecycles/lifecycle';
import type {TakenTransition} from './apply';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyLifecycle = Lifecycle<any, any>;

/** A transition in words: `invoice: mark-paid [draft|issued|overdue] -> paid`. */
export const transitionLabel = (lifecycle: {name: string}, t: LifecycleTransition) =>
  `${lifecycle.name}: ${t.action} [${t.from.map((f) => f ?? 'new').join('|')}] -> ${t.to}`;

export interface CoverageGap {
  label: string;
  /** `never taken`, or the declared webhook it never sent. */
  problem: 'never taken' | `never sent ${string}`;
}

/**
 * The declared transitions of `lifecycles` never taken in `taken`, or taken only without their declared webhook
 * (a webhook a record's options turned off, `sends: false`, counts as not sent).
 */
export function coverageGaps(lifecycles: readonly AnyLifecycle[], taken: readonly TakenTransition[]): CoverageGap[] {
  const seen = new Map<LifecycleTransition, {webhook: boolean}>();
  for (const entry of taken) {
    const was = seen.get(entry.transition);
    seen.set(entry.transition, {webhook: (was?.webhook ?? false) || entry.webhook !== null});
  }
  const gaps: CoverageGap[] = [];
  for (const lifecycle of lifecycles)
    for (const t of lifecycle.transitions as readonly LifecycleTransition[]) {
      const label = transitionLabel(lifecycle, t);
      const was = seen.get(t);
      const webhook = webhookOf(lifecycle, t);
      if (!was) gaps.push({label, problem: 'never taken'});
      else if (webhook && !was.webhook) gaps.push({label, problem: `never sent ${webhook}`});
    }
  return gaps;
}
