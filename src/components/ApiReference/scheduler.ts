/**
 * The run time's one way to share the main thread (habit 16): the reference, and the gate drawing an unlocked page
 * after its first screen. Long work (reading a fragments
 * file, inserting fetched fragments) runs in slices of at most TASK_BUDGET_MS and yields between slices
 * with nextTask(), so input, rendering and the browser's own work go in between. Nothing else in the
 * reference yields or keeps a budget of its own.
 *
 * Why 6 ms: Lighthouse's mobile run counts each task at four times its length, and a task over 50 ms (so
 * over 12.5 ms here) blocks; 6 ms of work plus the task's own overhead stays well under that.
 */

/** Milliseconds of work per task. */
export const TASK_BUDGET_MS = 6;

/** Resolves in a new task: everything already queued (input, rendering) runs first. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}

/** Resolves in the task after the frame being prepared is painted (a frame callback, then the one yield). */
export function afterPaint(): Promise<void> {
  return new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve())).then(nextTask);
}

/** A slice's clock: `spent()` is true once the slice has used its budget. */
export function sliceClock(now: () => number = () => performance.now()): {spent: () => boolean} {
  const start = now();
  return {spent: () => now() - start >= TASK_BUDGET_MS};
}
