/**
 * The one way a resource of the sandbox changes status: `apply(ctx, lifecycle, record, action)` executes the
 * transition its lifecycle declares (lifecycles/*.ts). It finds the transition (the action from the record's
 * status; `pick` chooses among several, as their `when` says), writes the status (the lifecycle's status field),
 * sets the timestamps the declaration names (`touch`, `stamps`), runs the module's business rules (`effect`),
 * sends the declared webhook (through `ctx.emitWebhook`, with the module's `payload`), announces
 * `<lifecycle>.<status>` in process (`ctx.emit`), and tells the coverage recorder which transition was taken
 * and whether its webhook went out. Refusals are the declaration's too (`refused`). Resource modules keep only
 * their business rules. Pure: no DOM, no Node API.
 */
import type {Json} from '../openapi';
import {
  refusalOf,
  transition as transitionOf,
  webhookOf,
  type Lifecycle,
  type LifecycleTransition,
  type Stamp,
} from '../lifecycles/lifecycle';
import type {EngineContext, Reply} from '../types';

/** What applying a transition needs of the engine (`emitWebhook` only where the lifecycle sends webhooks). */
export type ApplyContext = Pick<EngineContext, 'now'> & Partial<Pick<EngineContext, 'emitWebhook' | 'emit'>>;

/** Any lifecycle, whatever its statuses and actions (the kit reads only the declaration's shape). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyLifecycle = Lifecycle<any, any>;
type TransitionOf<L extends AnyLifecycle> = L['transitions'][number];
type StatusOf<L extends AnyLifecycle> = L['statuses'][number];

export interface ApplyOptions<L extends AnyLifecycle> {
  /** The status to move from, when it is not the record's (`null`: the record is being created). */
  from?: StatusOf<L> | null;
  /** Among the transitions the action may take from the status, the one this call takes (their `when`). */
  pick?: (t: TransitionOf<L>) => boolean;
  /** The business rules of the change: run after the status and timestamps are set, before the webhook. */
  effect?: (t: TransitionOf<L>) => unknown;
  /** What the webhook carries (default: a copy of the record as it is now). */
  payload?: (t: TransitionOf<L>) => Json | Promise<Json>;
  /** Whether this record's webhooks go out at all (a payment without an integration sends none). Default true. */
  sends?: boolean;
  /** Sends the webhook the module's way instead of `ctx.emitWebhook` (a notice it records, a combined update). */
  deliver?: (webhook: string, t: TransitionOf<L>) => unknown;
  /** Runs after the webhook and the in-process event (what the documented order puts after them). */
  after?: (t: TransitionOf<L>) => unknown;
}

/** One transition taken, as the coverage recorder gets it. */
export interface TakenTransition {
  lifecycle: AnyLifecycle;
  transition: LifecycleTransition;
  from: string | null;
  /** The declared webhook, when it went out (by `ctx.emitWebhook` or the module's `deliver`); else null. */
  webhook: string | null;
}

let recorder: ((taken: TakenTransition) => void) | undefined;

/** Records every transition taken from now on (tests: the coverage check); returns the function that stops it. */
export function recordTransitions(sink: (taken: TakenTransition) => void): () => void {
  recorder = sink;
  return () => {
    if (recorder === sink) recorder = undefined;
  };
}

const stampValue = (stamp: Stamp, now: number) => {
  const at = new Date(now).toISOString();
  return typeof stamp === 'string' || stamp.as !== 'date' ? at : at.slice(0, 10);
};
const stampField = (stamp: Stamp) => (typeof stamp === 'string' ? stamp : stamp.field);

/** The status a record is in (the lifecycle's `statusOf`, else its status field); null when it has none. */
export function statusOf<L extends AnyLifecycle>(lifecycle: L, record: object): StatusOf<L> | null {
  const r = record as Record<string, Json>;
  const status = lifecycle.statusOf ? lifecycle.statusOf(r) : r[lifecycle.statusField ?? 'status'];
  return (status ?? null) as StatusOf<L> | null;
}

/**
 * Moves a record along the transition its lifecycle declares for `action` from its status: the transition
 * taken, or undefined (and nothing changed) when the lifecycle has none.
 */
export async function apply<L extends AnyLifecycle>(
  ctx: ApplyContext,
  lifecycle: L,
  record: object,
  action: TransitionOf<L>['action'],
  options: ApplyOptions<L> = {},
): Promise<TransitionOf<L> | undefined> {
  const from = options.from !== undefined ? options.from : statusOf(lifecycle, record);
  const t = transitionOf<TransitionOf<L>>(lifecycle, action, from, options.pick);
  if (!t) return undefined;
  const r = record as Record<string, Json>;
  if (lifecycle.setStatus) lifecycle.setStatus(r, t.to);
  else r[lifecycle.statusField ?? 'status'] = t.to;
  const now = ctx.now();
  for (const stamp of [...(lifecycle.touch ?? []), ...(lifecycle.stamps?.[t.to] ?? [])])
    r[stampField(stamp)] = stampValue(stamp, now);
  await options.effect?.(t);
  const webhook = webhookOf(lifecycle, t);
  const sends = Boolean(webhook) && options.sends !== false;
  if (webhook && sends) {
    if (options.deliver) await options.deliver(webhook, t);
    else if (!ctx.emitWebhook)
      throw new Error(`${lifecycle.name} ${String(action)}: ${webhook} is due, nothing sends it`);
    else await ctx.emitWebhook(webhook, options.payload ? await options.payload(t) : (structuredClone(r) as Json));
  }
  await ctx.emit?.(`${lifecycle.name}.${t.to}`, r);
  recorder?.({lifecycle, transition: t, from, webhook: sends ? webhook! : null});
  await options.after?.(t);
  return t;
}

/**
 * The declared refusal of an action on a record in its status, as a reply; undefined when it is allowed. `id` is
 * the id its message names, where the record's is not its `id` (nor the lifecycle's `idOf`).
 */
export function refused<L extends AnyLifecycle>(
  lifecycle: L,
  action: string,
  record: object,
  id?: string,
): Reply | undefined {
  const r = record as Record<string, Json>;
  const found = refusalOf(
    lifecycle,
    action,
    statusOf(lifecycle, record),
    id ?? lifecycle.idOf?.(r) ?? String(r.id ?? ''),
  );
  return found && {status: found.status, body: found.message};
}
