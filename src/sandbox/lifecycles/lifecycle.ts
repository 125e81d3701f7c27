/**
 * The one shape every lifecycle of the sandbox is declared in (lifecycles/<name>.ts, toolkit, partner and
 * provider alike): its statuses, each transition with the action causing it (and the webhook it sends), and
 * each refusal of a call in a status with the documented answer. Declared once as data: the resource modules
 * apply it, and pages show it (`<Lifecycle id api />`, view.ts), so page and sandbox cannot disagree. Pure: no
 * DOM, no Node API.
 */
import type {Json} from '../openapi';

export interface LifecycleTransition<S extends string = string, A extends string = string> {
  action: A;
  /** `null`: the resource does not exist yet. */
  from: readonly (S | null)[];
  to: S;
  /** When several transitions share an action and a status, what decides between them. */
  when?: string;
  /** Who or what causes it (a call, the test bank, the bank, the sandbox clock...). */
  by: string;
  /** The webhook sent: `true` the lifecycle's own (`Lifecycle.webhook`), or its name (`<scope>.<event>`); none if absent or false. */
  webhook?: boolean | string;
}

export interface LifecycleRefusal<S extends string = string> {
  /** The call refused: an operationId, or an action of the lifecycle (a test-bank action: `bank.<action>`). */
  action: string;
  /** The statuses the call is allowed in (refused in every other), or the statuses it is refused in. */
  allowedIn?: readonly S[];
  refusedIn?: readonly S[];
  /** `400`/`403` with the message, or `200` where the call documents a refusal in its body. */
  status: 200 | 400 | 403;
  /** The documented message, from the resource's status and its identifier (id, number or sku). */
  message(status: S, id: string): string;
}

export interface Lifecycle<S extends string = string, A extends string = string> {
  /** What the lifecycle is about, in words (`invoice`, `account access consent`). */
  name: string;
  statuses: readonly S[];
  /** The webhook a transition with `webhook: true` sends (`<scope>.<event>`), or null when there is none. */
  webhook?: string | null;
  transitions: readonly LifecycleTransition<S, A>[];
  refusals: readonly LifecycleRefusal<S>[];
  /** The status of a stored resource (most read `status`; customers and items read `archived`). */
  statusOf?: (resource: Record<string, Json>) => S;
  /** The identifier a refusal names (`id`, `orderNumber`, `sku`...). */
  idOf?: (resource: Record<string, Json>) => string;
  /** The field a transition writes its status to (kit/apply.ts): `status` if absent. */
  statusField?: string;
  /** How a transition writes its status when it is not one field (`archived: true` for `archived`). */
  setStatus?(resource: Record<string, Json>, status: S): void;
  /** The fields every transition sets to the sandbox clock's now (`updatedAt`, `StatusUpdateDateTime`...). */
  touch?: readonly Stamp[];
  /** The fields entering a status sets to now (`paid: ['paidAt']`), beside `touch`. */
  stamps?: Partial<Record<S, readonly Stamp[]>>;
}

/** A field set to now by a transition: an ISO time, or (`as: 'date'`) the UTC date `YYYY-MM-DD`. */
export type Stamp = string | {field: string; as: 'date'};

/** Whether a refusal refuses its call in a status. */
export const refuses = <S extends string>(r: LifecycleRefusal<S>, status: S) =>
  r.allowedIn ? !r.allowedIn.includes(status) : r.refusedIn!.includes(status);

/** The refusal of a call (or action) in a status, if the lifecycle refuses it. */
export function refusalOf<S extends string>(
  lifecycle: {refusals: readonly LifecycleRefusal<S>[]},
  action: string,
  status: S,
  id = '',
): {status: 200 | 400 | 403; message: string} | undefined {
  const found = lifecycle.refusals.find((r) => r.action === action && refuses(r, status));
  return found && {status: found.status, message: found.message(status, id)};
}

/** The refusal of an action on a stored resource, as a reply body and status; undefined if allowed. */
export function refusal<S extends string, A extends string>(
  lifecycle: Lifecycle<S, A>,
  action: A,
  resource: Record<string, Json>,
): {status: 200 | 400 | 403; body: string} | undefined {
  const found = refusalOf(lifecycle, action, lifecycle.statusOf!(resource), lifecycle.idOf?.(resource) ?? '');
  return found && {status: found.status, body: found.message};
}

/** The webhook a transition sends (`<scope>.<event>`), if any. */
export const webhookOf = (lifecycle: {webhook?: string | null}, t: {webhook?: boolean | string}) =>
  (t.webhook === true ? lifecycle.webhook : t.webhook) || undefined;

/** The transition an action takes from a status (the first whose condition `pick` accepts). */
export function transition<T extends {action: string; from: readonly (string | null)[]}>(
  lifecycle: {transitions: readonly T[]},
  action: T['action'],
  from: T['from'][number],
  pick: (t: T) => boolean = () => true,
): T | undefined {
  return lifecycle.transitions.find((t) => t.action === action && t.from.includes(from) && pick(t));
}
