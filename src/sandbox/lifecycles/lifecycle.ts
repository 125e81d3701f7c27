/**
 * The shape every resource lifecycle of the sandbox is declared in (lifecycles/<name>.ts): its statuses,
 * each transition with the action causing it (and the webhook it sends), and each refusal with the
 * documented status and message. Declared once as data, applied by the resource modules, readable by pages
 * that generate their lifecycle tables. Pure: no DOM, no Node API.
 */
import type {Json} from '../openapi';

/** Who or what causes a transition. */
export type Actor = 'merchant call' | 'sandbox clock' | 'another resource' | 'test bank (customer)';

export interface LifecycleTransition<S extends string, A extends string> {
  action: A;
  /** `null`: the resource does not exist yet. */
  from: readonly (S | null)[];
  to: S;
  by: Actor;
  /** When several transitions share an action and a status, what decides between them. */
  when?: string;
  /** The webhook sent (`<scope>.<event>`), if any. */
  webhook?: string;
}

export interface LifecycleRefusal<S extends string, A extends string> {
  action: A;
  /** The statuses the action is refused in. */
  from: readonly S[];
  status: 400;
  /** The documented message, from the resource as it is (`id`, `reference`, `status`...). */
  message: (resource: Record<string, Json>) => string;
}

export interface Lifecycle<S extends string, A extends string> {
  /** The resource, in words (`invoice`, `purchase order`). */
  resource: string;
  statuses: readonly S[];
  transitions: readonly LifecycleTransition<S, A>[];
  refusals: readonly LifecycleRefusal<S, A>[];
  /** The status of a stored resource (most read `status`; customers and items read `archived`). */
  statusOf: (resource: Record<string, Json>) => S;
}

/** The refusal of an action in the resource's status, as a reply body and status; undefined if allowed. */
export function refusal<S extends string, A extends string>(
  lifecycle: Lifecycle<S, A>,
  action: A,
  resource: Record<string, Json>,
): {status: 400; body: string} | undefined {
  const status = lifecycle.statusOf(resource);
  const found = lifecycle.refusals.find((r) => r.action === action && r.from.includes(status));
  return found && {status: found.status, body: found.message(resource)};
}

/**
 * The transition an action takes from a status (the first whose condition `pick` accepts). Any lifecycle
 * whose transitions name their action and from-statuses (the provider's, lifecycles/provider-lifecycle.ts, too).
 */
export function transition<T extends {action: string; from: readonly (string | null)[]}>(
  lifecycle: {transitions: readonly T[]},
  action: T['action'],
  from: T['from'][number],
  pick: (t: T) => boolean = () => true,
): T | undefined {
  return lifecycle.transitions.find((t) => t.action === action && t.from.includes(from) && pick(t));
}
