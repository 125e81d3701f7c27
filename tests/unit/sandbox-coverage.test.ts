/**
 * The coverage check of the declared lifecycles (ARCHITECTURE.md habit 22): the sandbox suites below run here
 * again with the transition recorder of kit/apply.ts on, and the last test fails naming every declared
 * transition (lifecycles/*.ts) that no flow took, or that was taken but never with its declared webhook.
 * The suites are imported, not copied: each file's tests run in this file's worker, in order, then the check.
 * Transitions the sandbox cannot take are those the declaration says happen in live only (`when: 'live only…'`,
 * `by: '… (no sandbox input)'`), and those listed in UNREACHABLE with the reason; either fails when taken.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {apply, recordTransitions, type TakenTransition} from '../../src/sandbox/kit/apply';
import {coverageGaps, transitionLabel} from '../../src/sandbox/kit/coverage';
import type {Lifecycle, LifecycleTransition} from '../../src/sandbox/lifecycles/lifecycle';

const taken: TakenTransition[] = [];
const stop = recordTransitions((t) => taken.push(t));

import './sandbox-banking.test';
import './sandbox-business.test';
import './sandbox-engine.test';
import './sandbox-examples.test';
import './sandbox-fuzz.test';
import './sandbox-lifecycle.test';
import './sandbox-outcomes.test';
import './sandbox-pages.test';
import './sandbox-partner.test';
import './sandbox-provider.test';
import './sandbox-recurring.test';
import './sandbox-walkthroughs.test';

/** Declared transitions no flow of the sandbox can take, beside the live-only ones, with the reason (label -> why). */
const UNREACHABLE: Record<string, string> = {
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
type AnyLifecycle = Lifecycle<any, any>;
const isLifecycle = (value: unknown): value is AnyLifecycle =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyLifecycle).name === 'string' &&
  Array.isArray((value as AnyLifecycle).statuses) &&
  Array.isArray((value as AnyLifecycle).transitions) &&
  Array.isArray((value as AnyLifecycle).refusals);

/** Every lifecycle declared in src/sandbox/lifecycles (each exported declaration once). */
async function declaredLifecycles(): Promise<AnyLifecycle[]> {
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

describe('coverage of the declared lifecycles', () => {
  it('the check itself fails on a transition never taken and on one taken without its webhook', async () => {
    // A tiny fixture: three transitions; the flow below takes two, one of them with its webhook turned off.
    const fixture: Lifecycle<'a' | 'b' | 'c', 'make' | 'go' | 'stop'> = {
      name: 'fixture',
      statuses: ['a', 'b', 'c'],
      webhook: 'fixtures.status-update',
      transitions: [
        {action: 'make', from: [null], to: 'a', by: 'test'},
        {action: 'go', from: ['a'], to: 'b', by: 'test', webhook: true},
        {action: 'stop', from: ['b'], to: 'c', by: 'test', webhook: true},
      ],
      refusals: [],
    };
    const mine: TakenTransition[] = [];
    const sent: string[] = [];
    stop();
    const stopMine = recordTransitions((t) => mine.push(t));
    try {
      const ctx = {now: () => 0, emitWebhook: async (type: string) => void sent.push(type)};
      const record: Record<string, string> = {};
      await apply(ctx, fixture, record, 'make');
      await apply(ctx, fixture, record, 'go', {sends: false});
    } finally {
      stopMine();
      recordTransitions((t) => taken.push(t));
    }
    expect(sent).toEqual([]);
    expect(coverageGaps([fixture], mine)).toEqual([
      {label: 'fixture: go [a] -> b', problem: 'never sent fixtures.status-update'},
      {label: 'fixture: stop [b] -> c', problem: 'never taken'},
    ]);
  });

  it('every declared transition is taken by the sandbox suites, with its declared webhook', async () => {
    const lifecycles = await declaredLifecycles();
    expect(lifecycles.length).toBeGreaterThan(20);
    const gaps = coverageGaps(lifecycles, taken);
    const labels = new Set(lifecycles.flatMap((l) => l.transitions.map((t) => transitionLabel(l, t))));
    const unreachable = {...UNREACHABLE};
    for (const l of lifecycles)
      for (const t of l.transitions) if (liveOnly(t)) unreachable[transitionLabel(l, t)] = `live only: ${t.when}`;
    // The list of exceptions names declared transitions only, and only ones still not taken.
    for (const label of Object.keys(UNREACHABLE)) expect(labels.has(label), `declared: ${label}`).toBe(true);
    const open = gaps.filter((g) => !(g.label in unreachable) || g.problem !== 'never taken');
    const nowTaken = Object.keys(unreachable).filter((label) => !gaps.some((g) => g.label === label));
    expect(open.map((g) => `${g.label}: ${g.problem}`)).toEqual([]);
    expect(nowTaken, 'taken now: remove from UNREACHABLE').toEqual([]);
  });
});
