/**
 * The coverage check of the declared lifecycles (ARCHITECTURE.md habit 22) runs over the whole unit run: every file
 * records the transitions it takes (coverage-setup.ts) and the run's global teardown fails on a gap
 * (lib/lifecycle-coverage.ts). Here: the check itself, on a fixture and on the declarations.
 */
import {describe, expect, it} from 'vitest';
import {apply, recordTransitions, type TakenTransition} from '../../src/sandbox/kit/apply';
import {coverageGaps} from '../../src/sandbox/kit/coverage';
import type {Lifecycle} from '../../src/sandbox/lifecycles/lifecycle';
import {COVERING_SUITES, coverageProblems, declaredLifecycles, UNREACHABLE} from './lib/lifecycle-coverage';
import fs from 'node:fs';

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
    const stopMine = recordTransitions((t) => mine.push(t));
    try {
      const ctx = {now: () => 0, emitWebhook: async (type: string) => void sent.push(type)};
      const record: Record<string, string> = {};
      await apply(ctx, fixture, record, 'make');
      await apply(ctx, fixture, record, 'go', {sends: false});
    } finally {
      stopMine();
    }
    expect(sent).toEqual([]);
    expect(coverageGaps([fixture], mine)).toEqual([
      {label: 'fixture: go [a] -> b', problem: 'never sent fixtures.status-update'},
      {label: 'fixture: stop [b] -> c', problem: 'never taken'},
    ]);
  });

  it('the run-wide check names every declared transition no report took, and its suites exist', async () => {
    const lifecycles = await declaredLifecycles();
    expect(lifecycles.length).toBeGreaterThan(20);
    for (const file of COVERING_SUITES) expect(fs.existsSync(file), file).toBe(true);
    // With no report, every transition but the exceptions is a gap; a report of an undeclared transition is named.
    const none = coverageProblems(lifecycles, []);
    const declared = lifecycles.reduce((n, l) => n + l.transitions.length, 0);
    expect(none.length).toBeGreaterThan(declared - Object.keys(UNREACHABLE).length - 20);
    const suite = COVERING_SUITES[0];
    const odd = [{label: 'nothing: made [new] -> up', webhook: false}];
    expect(coverageProblems(lifecycles, [{file: suite, taken: odd}])).toContain(
      `${suite}: took nothing: made [new] -> up, which no lifecycle declares`,
    );
    // A test's own fixture lifecycle (another file) is not a declaration.
    expect(coverageProblems(lifecycles, [{file: 'tests/unit/x.test.ts', taken: odd}])).toEqual(none);
  });
});
