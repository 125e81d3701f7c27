/**
 * The seed hook: a new sandbox (no saved state given) and a reset one hold its preset's seed (seed/): created by the
 * first request, through the operations' own handlers, the test bank's buttons and the clock, each record given its
 * documented id. The seed happens just before now: the clock is set back by the time its steps let pass (a bank's
 * confirmation), and is where it was once they ran. What the seed's calls leave besides the records (webhooks,
 * rate-limit counts) is dropped: nothing is sent for the seed. A step that fails is a defect of the seed (thrown).
 * Pure: no DOM, no Node API.
 */
import {matchRoute} from '../openapi';
import {bodyOf, madeBy, recordsNamed, stepName, type SeedStep} from '../seed';
import {keyed} from '../kit/keyed';
import {addDuration, type Clock} from './clock';
import {JSON_TYPE, type EngineCore} from './core';
import {lowerHeaders} from './request';
import type {Routing} from './routing';
import type {SandboxRequest, SandboxResponse, SandboxState} from '../types';
import {shiftSnapshot, type SeedSnapshot} from './snapshot';

/** How long before now a seed starts: the time its clock steps let pass (a bank's confirmation). */
export const seedLeadMs = (steps: readonly SeedStep[]): number =>
  steps
    .filter((s) => s.path === '/_sandbox/clock')
    .reduce((total, s) => total + (addDuration(0, String((s.body as {advance?: unknown})?.advance)) ?? 0), 0);

export async function runSeed(
  core: EngineCore,
  routing: Routing,
  controls: {handleControl(req: SandboxRequest, url: URL): Promise<SandboxResponse>},
  clock: Clock,
) {
  const steps = core.options.preset.seed ?? [];
  if (steps.length === 0) return;
  const {credentials} = core;
  const eventsBefore = core.state.events.length;
  const offset = core.state.clockOffsetMs;
  core.state.clockOffsetMs -= seedLeadMs(steps);
  /** Where the seed's dates count from: the instant it starts. */
  const start = core.now();
  /** Every seeded id, and the ones this run made: a step is made only when the records it names were made. */
  const seeded = new Set(steps.flatMap((st) => (st.makes ?? []).map((r) => r.id)));
  const madeHere = new Set<string>();
  const served = (s: SeedStep) =>
    !!credentials[s.family ?? 'toolkit'] &&
    (s.path.startsWith('/_sandbox/') || 'operation' in matchRoute(core.operations, s.method ?? 'POST', s.path));
  for (const given of steps) {
    // A step of an API this sandbox does not serve (a provider-only sandbox, Try it with a page's APIs only) is made
    // through the same call of another API where it has one (`or`: the Partner API's for a Toolkit payment), else
    // not made, nor a step that names a record such a step would have made (an item's supplier, a bank's button on
    // a payment).
    const step = [given, ...(given.or ? [{...given, ...given.or}] : [])].find(served);
    if (!step || recordsNamed(step, seeded).some((id) => !madeHere.has(id))) continue;
    const own = credentials[step.family ?? 'toolkit']!;
    const control = step.path.startsWith('/_sandbox/');
    const req = {
      method: step.method ?? 'POST',
      url: step.path,
      headers: lowerHeaders({...own.headers, 'Content-Type': JSON_TYPE}),
      body: step.body === undefined ? '' : JSON.stringify(bodyOf(step, start)),
    };
    const url = new URL(step.path, 'http://sandbox.invalid');
    core.seedIds = (step.makes ?? []).map((r) => r.id);
    const response = control ? await controls.handleControl(req, url) : await routing.handleApi(req, url, req.headers);
    const unused = core.seedIds;
    core.seedIds = [];
    const made = madeBy(step);
    // A create call answers with the record it made first (an aggregate call, in its list); a control step (a bank's
    // button, the clock) does not.
    if (response.status >= 300 || unused.length > 0 || (made && !control && !response.body.includes(`"${made.id}"`)))
      throw new Error(`the seed's ${stepName(step)} failed: ${response.status} ${response.body.slice(0, 200)}`);
    for (const record of step.makes ?? []) madeHere.add(record.id);
  }
  core.state.clockOffsetMs = offset;
  clock.rescan();
  await clock.runDue();
  core.state.events.splice(eventsBefore);
  core.state.rateLimits = keyed();
}

/**
 * The seed of a sandbox started from a snapshot of a seeded one (`SandboxOptions.seedSnapshot`: Try it's page
 * sandbox): its state, moved to now (snapshot.ts), replaces the empty one, the clock where it is; then what is due
 * runs, as after `runSeed`.
 */
export async function startFromSnapshot(
  core: EngineCore,
  clock: Clock,
  snapshot: SeedSnapshot,
  replace: (state: SandboxState) => void,
) {
  const state = shiftSnapshot(snapshot, core.now());
  state.clockOffsetMs = core.state.clockOffsetMs;
  replace(state);
  clock.rescan();
  await clock.runDue();
}
