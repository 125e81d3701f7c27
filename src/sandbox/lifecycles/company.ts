/**
 * The lifecycles of a managed company, declared once as data: its verification status (which follows its
 * directors, lifecycles/director.ts), its access status (the partner's toggle, Fernpay's termination), the
 * refusals of the calls a status does not allow, and the test bank of its bank connection link. The sandbox
 * engine applies them (resources/companies.ts); pages show them (`<Lifecycle id="company-verification" />`).
 *
 * Sources: openapi/shared/schemas/CompanyVerificationStatus.yaml, CompanyAccessStatus.yaml; the paths of
 * openapi/partner/managed-companies and openapi/partner/merchants; /partner-api/apis/merchants/overview
 * ("Verification lifecycle", "Access lifecycle"), /onboarding/overview, /guides/sandbox-outcomes and
 * DECISIONS.md ("Company status from director statuses", "Toggle access and banned effects", "Company
 * update", "Sandbox company verification with several directors"). Pure data (and message functions).
 */
import type {DirectorStatus} from './director';
import {refusalOf, transition, type Lifecycle, type LifecycleRefusal, type LifecycleTransition} from './lifecycle';

export const COMPANY_VERIFICATION_STATUSES = [
  'pending_verification',
  'started_verification',
  'verified',
  'manual_review_required',
  'rejected_with_retry_allowed',
  'rejected',
  'final_rejected',
] as const;
export type CompanyVerificationStatus = (typeof COMPANY_VERIFICATION_STATUSES)[number];

export const COMPANY_ACCESS_STATUSES = ['active', 'banned', 'terminated'] as const;
export type CompanyAccessStatus = (typeof COMPANY_ACCESS_STATUSES)[number];

export const VERIFICATION_WEBHOOK = 'managed-companies.verification-status-update';
export const ACCESS_WEBHOOK = 'managed-companies.access-status-update';

/**
 * The company's verification status as its directors' statuses make it: a director `rejected` makes it
 * `rejected`, else one at `manual_check_required` makes it `manual_review_required`, else one at `retry`
 * makes it `rejected_with_retry_allowed`; every director `verified` makes it `verified`; any director who
 * submitted makes it `started_verification`; nobody yet, `pending_verification`.
 */
export function companyVerificationFrom(directors: readonly DirectorStatus[]): CompanyVerificationStatus {
  const any = (s: DirectorStatus) => directors.includes(s);
  if (any('rejected')) return 'rejected';
  if (any('manual_check_required')) return 'manual_review_required';
  if (any('retry')) return 'rejected_with_retry_allowed';
  if (directors.length > 0 && directors.every((s) => s === 'verified')) return 'verified';
  if (directors.some((s) => s !== 'not_started')) return 'started_verification';
  return 'pending_verification';
}

/**
 * `by` the directors' statuses behind it; every change of `verificationStatus` sends `managed-companies`
 * `verification-status-update`. `severalDirectors`: a transition only several directors cause.
 */
export type VerificationTransition = LifecycleTransition<CompanyVerificationStatus> & {
  webhook: boolean;
  severalDirectors?: true;
};

export const VERIFICATION_TRANSITIONS: readonly VerificationTransition[] = [
  {
    action: 'create',
    from: [null],
    to: 'pending_verification',
    when: 'company created',
    by: 'partner call',
    webhook: false,
  },
  {
    action: 'directors.firstSubmits',
    from: ['pending_verification'],
    to: 'started_verification',
    when: 'the first director submits (director `pending`)',
    by: 'directors (test verification flow)',
    webhook: true,
  },
  {
    action: 'directors.allVerified',
    from: ['started_verification'],
    to: 'verified',
    when: 'every director is `verified`',
    by: 'directors (test verification flow)',
    webhook: true,
  },
  {
    action: 'directors.manualCheck',
    from: ['started_verification'],
    to: 'manual_review_required',
    when: 'a director is at `manual_check_required`',
    by: 'directors (test verification flow)',
    webhook: true,
  },
  {
    action: 'directors.retry',
    from: ['started_verification'],
    to: 'rejected_with_retry_allowed',
    when: 'a director is at `retry`',
    by: 'directors (test verification flow)',
    webhook: true,
  },
  {
    action: 'directors.rejected',
    from: ['started_verification'],
    to: 'rejected',
    when: 'a director is `rejected`',
    by: 'directors (test verification flow)',
    webhook: true,
  },
  {
    action: 'directors.resubmit',
    from: ['rejected_with_retry_allowed'],
    to: 'started_verification',
    when: 'the last director at `retry` submits again',
    by: 'directors (test verification flow)',
    webhook: true,
  },
  {
    action: 'fernpay.approve',
    from: ['manual_review_required'],
    to: 'verified',
    when: "Fernpay's team approves the last manual check and every director is `verified`",
    by: "Fernpay's team",
    webhook: true,
  },
  {
    action: 'fernpay.decline',
    from: ['manual_review_required'],
    to: 'rejected',
    when: "Fernpay's team declines a manual check (the director `rejected`)",
    by: "Fernpay's team",
    webhook: true,
  },
  {
    action: 'fernpay.reopen',
    from: ['rejected'],
    to: 'manual_review_required',
    when: 'Fernpay reopens the case',
    by: "Fernpay's team (no sandbox input)",
    webhook: true,
  },
  {
    action: 'fernpay.close',
    from: ['rejected'],
    to: 'final_rejected',
    when: 'Fernpay closes the case',
    by: "Fernpay's team (no sandbox input)",
    webhook: true,
  },
  // Only with several directors: one director's change leaves another director's status deciding.
  {
    action: 'fernpay.approveOthersPending',
    from: ['manual_review_required'],
    to: 'started_verification',
    when: "Fernpay's team approves the last manual check while another director is `not_started` or `pending`",
    by: "Fernpay's team",
    severalDirectors: true,
    webhook: true,
  },
  {
    action: 'fernpay.approveOtherAtRetry',
    from: ['manual_review_required'],
    to: 'rejected_with_retry_allowed',
    when: "Fernpay's team approves the last manual check while another director is at `retry`",
    by: "Fernpay's team",
    severalDirectors: true,
    webhook: true,
  },
  {
    action: 'directors.manualCheckWhileRetry',
    from: ['rejected_with_retry_allowed'],
    to: 'manual_review_required',
    when: 'another director reaches `manual_check_required` while one is at `retry`',
    by: 'directors (test verification flow)',
    severalDirectors: true,
    webhook: true,
  },
  {
    action: 'directors.rejectedWhileRetry',
    from: ['rejected_with_retry_allowed'],
    to: 'rejected',
    when: 'another director is `rejected` while one is at `retry`',
    by: 'directors (test verification flow)',
    severalDirectors: true,
    webhook: true,
  },
];

export const verificationTransition = (from: CompanyVerificationStatus, to: CompanyVerificationStatus) =>
  VERIFICATION_TRANSITIONS.find((t) => t.from.includes(from) && t.to === to);

export const VERIFICATION_LIFECYCLE: Lifecycle<CompanyVerificationStatus> = {
  name: 'company verification',
  statuses: COMPANY_VERIFICATION_STATUSES,
  statusField: 'verificationStatus',
  webhook: VERIFICATION_WEBHOOK,
  transitions: VERIFICATION_TRANSITIONS,
  refusals: [],
};

/** Every change of `status` sends `managed-companies` `access-status-update`. */
export type AccessTransition = LifecycleTransition<
  CompanyAccessStatus,
  'create' | 'toggleCompanyAccess' | 'fernpay.terminate'
> & {webhook: boolean};

export const ACCESS_TRANSITIONS: readonly AccessTransition[] = [
  {action: 'create', from: [null], to: 'active', by: 'partner call', webhook: false},
  {action: 'toggleCompanyAccess', from: ['active'], to: 'banned', by: 'partner call', webhook: true},
  {action: 'toggleCompanyAccess', from: ['banned'], to: 'active', by: 'partner call', webhook: true},
  // Sandbox: `POST /_sandbox/bank/{companyId}/terminate` stands for Fernpay support terminating the company.
  {action: 'fernpay.terminate', from: ['active', 'banned'], to: 'terminated', by: "Fernpay's team", webhook: true},
];

export const accessTransition = (action: AccessTransition['action'], from: CompanyAccessStatus) =>
  transition({transitions: ACCESS_TRANSITIONS}, action, from);

/** The documented answers of calls made on a company whose access status does not allow them. */
export const COMPANY_REFUSALS: readonly LifecycleRefusal<CompanyAccessStatus>[] = [
  {
    action: 'toggleCompanyAccess',
    refusedIn: ['terminated'],
    status: 400,
    message: () => 'company is terminated and its access cannot be changed',
  },
  {
    action: 'updateCompany',
    refusedIn: ['terminated'],
    status: 400,
    message: () => 'company is terminated and its details cannot be changed',
  },
  {
    // "Nothing can be created for the company any more" (CompanyAccessStatus): as for its payments.
    action: 'createIntegration',
    refusedIn: ['terminated'],
    status: 403,
    message: (s, id) => `Access Denied: company ${id} is ${s}`,
  },
];

export const ACCESS_LIFECYCLE: Lifecycle<CompanyAccessStatus, AccessTransition['action']> = {
  name: 'company access',
  statuses: COMPANY_ACCESS_STATUSES,
  webhook: ACCESS_WEBHOOK,
  transitions: ACCESS_TRANSITIONS,
  refusals: COMPANY_REFUSALS,
};

export const companyRefusal = (operationId: string, companyId: string, status: CompanyAccessStatus) =>
  refusalOf(ACCESS_LIFECYCLE, operationId, status, companyId);

/**
 * The test bank of a company's `bankAccountConnectionLink` (the owner connecting an account) is the test bank of
 * any bank connection: its buttons, and what each adds, are declared once in lifecycles/bank-account.ts (the
 * account an approval adds is `pending`, then `verified` `BANK_CONFIRMATION_SECONDS` later, or, details not
 * confirmed, `manual_check_required`, then `verified` `BANK_MANUAL_CHECK_SECONDS` after that; the first account to
 * become `verified` becomes the company's default; sandbox accounts send no `bank-accounts` webhooks).
 */
export {
  BANK_CONNECTION_BUTTONS,
  DETAILS_CONFIRMATION_DELAY_SECONDS as BANK_CONFIRMATION_SECONDS,
  MANUAL_CHECK_DELAY_SECONDS as BANK_MANUAL_CHECK_SECONDS,
  type BankConnectionButton as BankConnectionAction,
} from './bank-account';
