/**
 * The verification lifecycle of one director (or of the sole trader) of a managed company, declared once as
 * data: its statuses, every transition with the action that causes it, the buttons of the sandbox's test
 * verification flow, and the refusal of a flow button in a status that takes none. The company's own
 * verification status follows its directors (lifecycles/company.ts `companyVerificationFrom`).
 *
 * Sources: openapi/shared/schemas/DirectorVerificationStatus.yaml, /partner-api/apis/merchants/overview
 * ("Verification lifecycle"), /guides/sandbox-outcomes ("Company verification") and DECISIONS.md ("Company
 * status from director statuses", "Partner sandbox behaviour", "Sandbox director checks"). Pure data.
 */
import {transition, type Lifecycle, type LifecycleRefusal, type LifecycleTransition} from './lifecycle';

export const DIRECTOR_STATUSES = [
  'not_started',
  'pending',
  'verified',
  'retry',
  'manual_check_required',
  'rejected',
] as const;
export type DirectorStatus = (typeof DIRECTOR_STATUSES)[number];

/** In the sandbox, the checks of a submission answer this many seconds (sandbox clock) after it. */
export const DIRECTOR_CHECK_DELAY_SECONDS = 5;
/** In the sandbox, Fernpay's team decides a manual check this many seconds after it was asked for. */
export const MANUAL_CHECK_DELAY_SECONDS = 120;

export type DirectorAction =
  | 'flow.submit'
  | 'checks.verified'
  | 'checks.retry'
  | 'checks.manualCheck'
  | 'checks.rejected'
  | 'fernpay.approve'
  | 'fernpay.decline';

export type DirectorTransition = LifecycleTransition<DirectorStatus, DirectorAction>;

export const DIRECTOR_TRANSITIONS: readonly DirectorTransition[] = [
  {
    action: 'flow.submit',
    from: ['not_started', 'retry'],
    to: 'pending',
    when: 'the director submits their details (any button of the test verification flow)',
    by: 'director (test verification flow)',
  },
  {
    action: 'checks.verified',
    from: ['pending'],
    to: 'verified',
    when: `${DIRECTOR_CHECK_DELAY_SECONDS} seconds after a submission with **verified**`,
    by: 'identity checks',
  },
  {
    action: 'checks.retry',
    from: ['pending'],
    to: 'retry',
    when: `${DIRECTOR_CHECK_DELAY_SECONDS} seconds after a submission with **retry**`,
    by: 'identity checks',
  },
  {
    action: 'checks.manualCheck',
    from: ['pending'],
    to: 'manual_check_required',
    when: `${DIRECTOR_CHECK_DELAY_SECONDS} seconds after a submission with **manual_check_required, then approved** or **then declined**`,
    by: 'identity checks',
  },
  {
    action: 'checks.rejected',
    from: ['pending'],
    to: 'rejected',
    when: `${DIRECTOR_CHECK_DELAY_SECONDS} seconds after a submission with **rejected**`,
    by: 'identity checks',
  },
  {
    action: 'fernpay.approve',
    from: ['manual_check_required'],
    to: 'verified',
    when: `${MANUAL_CHECK_DELAY_SECONDS} seconds after the manual check was asked for (**then approved**)`,
    by: "Fernpay's team",
  },
  {
    action: 'fernpay.decline',
    from: ['manual_check_required'],
    to: 'rejected',
    when: `${MANUAL_CHECK_DELAY_SECONDS} seconds after the manual check was asked for (**then declined**)`,
    by: "Fernpay's team",
  },
];

/** What the identity checks find for a submission, and for a manual check what Fernpay's team decides. */
export interface VerificationFlowButton {
  /** The slug of `POST /_sandbox/bank/{directorId}/{action}`. */
  action: string;
  /** The button, as /guides/sandbox-outcomes names it. */
  label: string;
  checks: Extract<DirectorAction, `checks.${string}`>;
  decision?: Extract<DirectorAction, `fernpay.${string}`>;
}

/** The buttons of the sandbox's test verification flow (the director's link), in the page's order. */
export const VERIFICATION_FLOW_BUTTONS: readonly VerificationFlowButton[] = [
  {action: 'verified', label: 'verified', checks: 'checks.verified'},
  {action: 'retry', label: 'retry', checks: 'checks.retry'},
  {
    action: 'manual-check-required-then-approved',
    label: 'manual_check_required, then approved',
    checks: 'checks.manualCheck',
    decision: 'fernpay.approve',
  },
  {
    action: 'manual-check-required-then-declined',
    label: 'manual_check_required, then declined',
    checks: 'checks.manualCheck',
    decision: 'fernpay.decline',
  },
  {action: 'rejected', label: 'rejected', checks: 'checks.rejected'},
];

/** The statuses in which the director can submit (the flow shows its buttons). */
export const SUBMITTABLE: readonly DirectorStatus[] = ['not_started', 'retry'];

export const DIRECTOR_REFUSALS: readonly LifecycleRefusal<DirectorStatus>[] = [
  {
    action: 'flow.submit',
    allowedIn: SUBMITTABLE,
    status: 400,
    message: (s) =>
      `the director cannot submit now: their verification status is ${s} (they submit while not_started or retry)`,
  },
];

/** A director's verification (its status in `verificationStatus`): no webhook of its own, the company's follows. */
export const DIRECTOR_LIFECYCLE: Lifecycle<DirectorStatus, DirectorAction> = {
  name: 'director verification',
  statuses: DIRECTOR_STATUSES,
  statusField: 'verificationStatus',
  transitions: DIRECTOR_TRANSITIONS,
  refusals: DIRECTOR_REFUSALS,
};

/** The transition an action takes from a status, if any. */
export const directorTransition = (action: DirectorAction, from: DirectorStatus) =>
  transition({transitions: DIRECTOR_TRANSITIONS}, action, from);
