/**
 * The sandbox clock and its scheduler: tasks with a due time (`schedule`), run when due, one run at a time, and
 * the modules' ticks after them; a clock advance that stops at each instant something is due on the way. Pure:
 * no DOM, no Node API.
 */
import type {EngineContext, ScheduledTask} from '../types';
import type {EngineCore} from './core';

/** How many batches of due tasks a run takes at most (a task may schedule another that is already due). */
const MAX_TASK_ROUNDS = 1000;
/** How many passes of the modules' ticks a run makes at most (each after one that changed something). */
const MAX_TICK_PASSES = 8;
/** The most stops a clock advance makes on its way (each runs what is due then). */
const MAX_CLOCK_STEPS = 10_000;
/** The last time a JavaScript Date can hold (8.64e15 ms after the epoch). */
export const MAX_TIME_MS = 8.64e15;

/** ISO 8601 duration (`P7D`, `PT5S`, `P1Y2M3DT4H5M6.5S`, `P2W`) added to a time, in ms; undefined if malformed. */
export function addDuration(ms: number, duration: string): number | undefined {
  const m = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
    duration,
  );
  if (!m || duration === 'P' || duration.endsWith('T')) return undefined;
  const [, y, mo, w, d, h, mi, s] = m.map((v) => (v === undefined ? 0 : Number(v)));
  const date = new Date(ms);
  date.setUTCFullYear(date.getUTCFullYear() + y, date.getUTCMonth() + mo);
  return date.getTime() + ((w * 7 + d) * 86400 + h * 3600 + mi * 60 + s) * 1000;
}

export interface Clock {
  /** Schedules a task on the sandbox clock. */
  schedule(task: ScheduledTask): void;
  /**
   * Runs what is due, one run at a time: a request's run waits for the background tick's, so that no answer
   * shows a status change whose webhook is not recorded yet, and no change is made twice.
   */
  runDue(): Promise<void>;
  /** Moves the clock to `to`, stopping at each instant something is due on the way. */
  advanceTo(to: number): Promise<void>;
  /** Forgets what it knew of the state (a reset or a rollback replaced it). */
  forget(): void;
  /** Looks at every task again at the next run (after the clock was set back and forth: the seed). */
  rescan(): void;
}

/** `context` is what tasks and ticks get (the state as it is now: a reset replaces it). */
export function createClock(core: EngineCore, context: () => EngineContext): Clock {
  /**
   * The earliest `at` of the scheduled tasks (Infinity: none; -Infinity: not known, the next run looks): a request
   * with nothing due reads no task.
   */
  let nextDue = -Infinity;
  /** Per module with a `tickKey`: its key and the state revision after its last `onTick`. */
  const lastTicks = new Map<string, {key: string; rev: number}>();

  const schedule = (task: ScheduledTask) => {
    scheduledCount++;
    core.state.scheduled.push(task);
    if (task.at < nextDue) nextDue = task.at;
  };

  /** The first instant after `after` at which a scheduled task or a module's `onTick` is due, if any. */
  function nextWakeAfter(after: number): number | undefined {
    let next: number | undefined;
    const consider = (at: number | undefined) => {
      if (at !== undefined && at > after && (next === undefined || at < next)) next = at;
    };
    for (const task of core.state.scheduled) consider(task.at);
    const ctx = context();
    for (const m of core.modules) consider(m.nextWake?.(ctx));
    return next;
  }

  let dueRuns: Promise<void> = Promise.resolve();
  function runDue(): Promise<void> {
    const run = dueRuns.then(runDueNow);
    dueRuns = run.catch(() => undefined);
    return run;
  }

  /**
   * The sandbox time the last run reached: a task that became due since is run at its own due time; one that was
   * due before (a saved state's, or scheduled in the past) at this time, so that the clock a run shows never goes
   * back before what an earlier step showed.
   */
  let ranUntil = core.now();
  /** Counts `schedule` calls: a run sees whether the task it ran scheduled another. */
  let scheduledCount = 0;

  async function runDueNow() {
    const {tracker} = core;
    // Due tasks run one at a time, earliest first, each with the sandbox clock at its due time (`taskTime`); a task
    // that schedules another due before the next of its batch (a confirmation right after an approval) ends the
    // batch, and the next round runs them in time order.
    for (let round = 0; round < MAX_TASK_ROUNDS; round++) {
      // One instant for the whole split: the base clock runs on (real time), and a task due between two reads
      // of it would be neither run nor kept.
      const at = core.now();
      if (nextDue > at) break;
      const scheduled = core.rawState().scheduled;
      const due = scheduled.filter((t) => t.at <= at).sort((a, b) => a.at - b.at);
      nextDue = Infinity;
      for (const t of scheduled) if (t.at > at && t.at < nextDue) nextDue = t.at;
      if (due.length === 0) break;
      core.state.scheduled = scheduled.filter((t) => t.at > at);
      for (let i = 0; i < due.length; i++) {
        const task = due[i];
        const run = core.taskRunner(task.kind);
        // A task changes the records it reads (a bank confirmation): they are kept again.
        const reads = tracker?.readsChange;
        if (tracker) tracker.readsChange = true;
        const before = scheduledCount;
        core.taskTime = Math.min(at, Math.max(task.at, ranUntil));
        try {
          if (run) await run(context(), task);
        } finally {
          core.taskTime = undefined;
          if (tracker) tracker.readsChange = reads ?? false;
        }
        core.rev++;
        const next = due[i + 1];
        if (next && scheduledCount !== before && nextDue < next.at) {
          // What it scheduled comes first: the rest of the batch goes back, to run in order with it.
          for (const rest of due.slice(i + 1)) schedule(rest);
          break;
        }
      }
    }
    ranUntil = Math.max(ranUntil, core.now());
    // The modules' ticks until none changes anything: one that follows from another's change (an invoice paid
    // by its payment, then its order complete) runs whatever the modules' order (a set: preset.ts).
    for (let pass = 0; pass < MAX_TICK_PASSES; pass++) {
      const before = core.rev;
      for (const m of core.modules) {
        if (!m.onTick) continue;
        // `onTick` reads every record of its module on every step: it runs on the state itself, unnoted, and
        // when it says it changed something (rare: a date passed), the whole state is kept.
        const ctx = tracker ? {...context(), state: tracker.raw} : context();
        const key = m.tickKey?.(ctx);
        const last = lastTicks.get(m.name);
        if (key !== undefined && last && last.key === key && last.rev === core.rev) continue;
        if (await m.onTick(ctx)) {
          core.rev++;
          tracker?.everything();
        }
        if (key !== undefined) lastTicks.set(m.name, {key, rev: core.rev});
      }
      if (core.rev === before) break;
    }
  }

  async function advanceTo(to: number) {
    // In steps: the clock stops at each instant something is due on the way (a scheduled task, a module's
    // wake-up), so what happens then is stamped with its own time (`sentAt`, `createdAt`), not the end's.
    for (let steps = 0; steps < MAX_CLOCK_STEPS; steps++) {
      const wake = nextWakeAfter(core.now());
      if (wake === undefined || wake >= to) break;
      core.state.clockOffsetMs += wake - core.now();
      core.rev++;
      await runDue();
    }
    core.state.clockOffsetMs += to - core.now();
    core.rev++;
    await runDue();
  }

  function rescan() {
    nextDue = -Infinity;
  }

  function forget() {
    nextDue = -Infinity;
    lastTicks.clear();
    ranUntil = core.now();
  }

  return {schedule, runDue, advanceTo, forget, rescan};
}
