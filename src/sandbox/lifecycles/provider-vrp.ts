/**
 * The variable recurring payment (VRP) lifecycles of the provider API, consent and payment, declared once
 * as data, with the sandbox's outcomes (the pence of `maximumIndividualAmount` and of a payment's `amount`).
 *
 * Sources: openapi/provider/components/schemas/vrp/VrpConsentStatus.yaml, VrpPaymentStatus.yaml, the VRP
 * operations' descriptions and examples (deleteVrpConsent-alreadyDeleted, createVrpPayment-notAuthorized),
 * DECISIONS.md ("VRP consent transitions", "VRP payment transitions and control parameters", "Provider
 * sandbox outcomes"), docs-provider/payments/variable-recurring-payment.mdx and
 * docs-provider/sandbox-outcomes.mdx. The banks' support and the period rules are in src/rules
 * (`VRP_BANKS`, `VRP_PERIOD_TYPES`). Pure data.
 */
import type {Lifecycle} from './lifecycle';
import {endingWords} from '../scenarios/catalogue';
import {PROVIDER_BANDS, VRP_REJECTION_DELAY_SECONDS, VRP_SLOW_BANK_SECONDS} from '../scenarios/provider';

const consentEnding = (...cases: string[]) => endingWords(PROVIDER_BANDS.vrpConsent, ...cases);
const paymentEnding = (...cases: string[]) => endingWords(PROVIDER_BANDS.vrpPayment, ...cases);

export const VRP_CONSENT_STATUSES = [
  'creation_initiated',
  'creation_failed',
  'awaiting_authorization',
  'authorized',
  'rejected',
  'deleted',
  'connection_lost',
] as const;
export type VrpConsentStatus = (typeof VRP_CONSENT_STATUSES)[number];

export type VrpConsentAction =
  | 'create'
  | 'create.slowBank'
  | 'bank.created'
  | 'bank.refused'
  | 'bank.approve'
  | 'bank.decline'
  | 'check.linkExpired'
  | 'check.revokedAtBank'
  | 'check.validToPassed'
  | 'payment.revokedAtBank'
  | 'delete';

/** `VRP_CONSENT` (scope `PAYMENTS`): every consent status change. */
export const VRP_CONSENT_WEBHOOK = 'PAYMENTS.VRP_CONSENT';
/** `VRP_PAYMENT` (scope `PAYMENTS`): every payment status change. */
export const VRP_PAYMENT_WEBHOOK = 'PAYMENTS.VRP_PAYMENT';

export const VRP_CONSENT_LIFECYCLE: Lifecycle<VrpConsentStatus, VrpConsentAction> = {
  name: 'VRP consent',
  statuses: VRP_CONSENT_STATUSES,
  webhook: VRP_CONSENT_WEBHOOK,
  touch: ['updatedAt'],
  stamps: {authorized: ['completedAt']},
  transitions: [
    {action: 'create', from: [null], to: 'awaiting_authorization', by: 'integrator call', webhook: false},
    {
      action: 'create.slowBank',
      from: [null],
      to: 'creation_initiated',
      when: `maximumIndividualAmount ends in ${consentEnding('slowThenCreated', 'slowThenFailed')} (the bank is slow): no link yet`,
      by: 'integrator call',
      webhook: false,
    },
    {
      action: 'bank.created',
      from: ['creation_initiated'],
      to: 'awaiting_authorization',
      when: `${VRP_SLOW_BANK_SECONDS} seconds later, maximumIndividualAmount ending in ${consentEnding('slowThenCreated')}`,
      by: 'bank',
      webhook: true,
    },
    {
      action: 'bank.refused',
      from: ['creation_initiated'],
      to: 'creation_failed',
      when: `${VRP_SLOW_BANK_SECONDS} seconds later, maximumIndividualAmount ending in ${consentEnding('slowThenFailed')}`,
      by: 'bank',
      webhook: true,
    },
    {
      action: 'bank.approve',
      from: ['awaiting_authorization'],
      to: 'authorized',
      by: 'test bank (end user)',
      webhook: true,
    },
    {
      action: 'bank.decline',
      from: ['awaiting_authorization'],
      to: 'rejected',
      by: 'test bank (end user)',
      webhook: true,
    },
    {
      action: 'check.linkExpired',
      from: ['awaiting_authorization'],
      to: 'rejected',
      when: 'the link was left unused past expiryDate (or the test bank let it expire), at the next check',
      by: 'status check',
      webhook: true,
    },
    {
      action: 'check.revokedAtBank',
      from: ['authorized'],
      to: 'connection_lost',
      when: 'the end user revoked it at the bank (test bank: Revoke access), at the next check',
      by: 'status check',
      webhook: true,
    },
    {
      action: 'payment.revokedAtBank',
      from: ['authorized'],
      to: 'connection_lost',
      when: 'revoked at the bank and a payment comes before the next check (the payment is authorisation_failed)',
      by: 'bank',
      webhook: true,
    },
    {
      action: 'check.validToPassed',
      from: ['authorized'],
      to: 'connection_lost',
      when: 'validTo has passed, at the next check',
      by: 'status check',
      webhook: true,
    },
    {
      action: 'delete',
      from: ['awaiting_authorization', 'authorized', 'connection_lost'],
      to: 'deleted',
      by: 'integrator call',
      webhook: true,
    },
  ],
  refusals: [
    {
      action: 'deleteVrpConsent',
      allowedIn: ['awaiting_authorization', 'authorized', 'connection_lost'],
      status: 200,
      message: (status, id) =>
        status === 'deleted'
          ? `VRP consent ${id} is already deleted.`
          : status === 'creation_initiated'
            ? `VRP consent ${id} is still being created at the bank; delete it once it is awaiting_authorization.`
            : `VRP consent ${id} is ${status}; there is nothing to delete.`,
    },
  ],
};

export const VRP_PAYMENT_STATUSES = [
  'initiated',
  'initiation_failed',
  'authorisation_failed',
  'insufficient_funds',
  'pending',
  'executed',
  'rejected',
] as const;
export type VrpPaymentStatus = (typeof VRP_PAYMENT_STATUSES)[number];

export type VrpPaymentAction = 'create' | 'bank.answer' | 'bank.execute' | 'bank.insufficientFunds' | 'bank.reject';

/** Sandbox: a payment made `pending` (`.91`) is rejected by the bank this many seconds later (declared with the catalogue's rows). */
export {VRP_REJECTION_DELAY_SECONDS};
/** Payments in these statuses count towards the periodic limits. */
export const VRP_COUNTED_STATUSES: readonly VrpPaymentStatus[] = ['initiated', 'pending', 'executed'];

/**
 * The sandbox bank answers a payment at once, inside the create call: one webhook for the status reached
 * (`executed`, or the failure the pence pick); `.91` is accepted (`pending`) and rejected 5 seconds later.
 * Live, a bank may keep a payment `pending` and then make it (`executed`) or find no funds: no sandbox input.
 */
export const VRP_PAYMENT_LIFECYCLE: Lifecycle<VrpPaymentStatus, VrpPaymentAction> = {
  name: 'VRP payment',
  statuses: VRP_PAYMENT_STATUSES,
  webhook: VRP_PAYMENT_WEBHOOK,
  touch: ['updatedAt'],
  stamps: {executed: ['completedAt']},
  transitions: [
    {
      action: 'create',
      from: [null],
      to: 'initiated',
      when: 'within the control parameters (otherwise 400 and no payment)',
      by: 'integrator call',
      webhook: false,
    },
    {
      action: 'bank.answer',
      from: ['initiated'],
      to: 'executed',
      when: 'the sandbox bank answers within the create call: any amount but those below',
      by: 'bank',
      webhook: true,
    },
    {
      action: 'bank.answer',
      from: ['initiated'],
      to: 'pending',
      when: `amount ending in ${paymentEnding('pendingThenRejected')}`,
      by: 'bank',
      webhook: true,
    },
    {
      action: 'bank.answer',
      from: ['initiated'],
      to: 'insufficient_funds',
      when: `amount ending in ${paymentEnding('insufficientFunds')}`,
      by: 'bank',
      webhook: true,
    },
    {
      action: 'bank.answer',
      from: ['initiated'],
      to: 'initiation_failed',
      when: `amount ending in ${paymentEnding('initiationFailed')}`,
      by: 'bank',
      webhook: true,
    },
    {
      action: 'bank.answer',
      from: ['initiated'],
      to: 'authorisation_failed',
      when: `amount ending in ${paymentEnding('authorisationFailed')}, or the consent was revoked at the bank`,
      by: 'bank',
      webhook: true,
    },
    {
      action: 'bank.execute',
      from: ['pending'],
      to: 'executed',
      when: 'live only: a bank that takes time makes the payment (the sandbox bank answers at once)',
      by: 'bank',
      webhook: true,
    },
    {
      action: 'bank.insufficientFunds',
      from: ['pending'],
      to: 'insufficient_funds',
      when: "live only: the end user's account lacks the funds when the bank makes the payment",
      by: 'bank',
      webhook: true,
    },
    {
      action: 'bank.reject',
      from: ['pending'],
      to: 'rejected',
      when: `${VRP_REJECTION_DELAY_SECONDS} seconds later (sandbox: amount ending in ${paymentEnding('pendingThenRejected')})`,
      by: 'bank',
      webhook: true,
    },
  ],
  refusals: [],
};

/** The provider's `providerData.Status` for a consent status (the consent as the bank holds it). */
export const VRP_BANK_STATUS: Partial<Record<VrpConsentStatus, string>> = {
  awaiting_authorization: 'AwaitingAuthorisation',
  authorized: 'Authorised',
  rejected: 'Rejected',
  deleted: 'Revoked',
  connection_lost: 'Revoked',
};
