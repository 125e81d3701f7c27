/**
 * The shape every provider lifecycle is declared in (lifecycles/provider-*.ts): its statuses, each
 * transition with the action causing it, and each refusal of a call in a status with the documented
 * answer. The provider resource modules (resources/provider/*.ts) apply them; pages can generate their
 * lifecycle tables from them. Pure data and two look-ups: no DOM, no Node API.
 */

/** Who or what causes a transition. */
export type Cause =
  | 'integrator call'
  | 'test bank (end user)'
  | 'test bank (account holder)'
  | 'bank'
  | 'status check'
  | 'simulated banking app';

export interface LifecycleTransition<S extends string, A extends string> {
  action: A;
  /** `null`: the resource does not exist yet. */
  from: readonly (S | null)[];
  to: S;
  /** When several transitions share an action and a status, what decides between them. */
  when?: string;
  by: Cause;
  /** The lifecycle's webhook is sent (`Lifecycle.webhook`). */
  webhook: boolean;
}

export interface LifecycleRefusal<S extends string> {
  /** The call refused (an operationId) or a test-bank action (`bank.<action>`). */
  operationId: string;
  /** Statuses the call is allowed in (refused in every other), or the statuses it is refused in. */
  allowedIn?: readonly S[];
  refusedIn?: readonly S[];
  /** `400` `{error: {message}}`, or `200` where the call documents a refusal in its body (`successfullyDeleted: false`). */
  status: 200 | 400;
  message: (status: S, id: string) => string;
}

export interface Lifecycle<S extends string, A extends string> {
  /** What the lifecycle is about, in words (`account access consent`). */
  name: string;
  statuses: readonly S[];
  /** The webhook each status change sends (`<scope>.<event>`), or null when there is none. */
  webhook: string | null;
  transitions: readonly LifecycleTransition<S, A>[];
  refusals: readonly LifecycleRefusal<S>[];
}

/** The transition an action takes from a status: the one look-up of every lifecycle (lifecycle.ts). */
export {transition as transitionOf} from './lifecycle';

/** The refusal of a call (or test-bank action) in a status, if the lifecycle refuses it. */
export function refusalOf<S extends string, A extends string>(
  lifecycle: Lifecycle<S, A>,
  operationId: string,
  status: S,
  id: string,
): {status: 200 | 400; message: string} | undefined {
  const refusal = lifecycle.refusals.find((r) => r.operationId === operationId);
  if (!refusal) return undefined;
  const refused = refusal.allowedIn ? !refusal.allowedIn.includes(status) : refusal.refusedIn!.includes(status);
  return refused ? {status: refusal.status, message: refusal.message(status, id)} : undefined;
}
