/**
 * The provider's payment lifecycles, declared once as data: single immediate payments and their refunds
 * (the same statuses), and EU single payments with their three authorisation flows.
 *
 * Sources: openapi/provider/components/schemas/payments/SinglePaymentStatus.yaml, eu/EuPaymentStatus.yaml,
 * the payment operations' descriptions and examples, DECISIONS.md ("Other provider status transitions",
 * "EU payment rules and failures", "EU one-time passcode and `scaStatus`", "Provider sandbox outcomes"),
 * docs-provider/get-started.mdx, docs-provider/overview.mdx and docs-provider/sandbox-outcomes.mdx. Pure data.
 */
import type {Lifecycle} from './lifecycle';
import {endingWords} from '../scenarios/catalogue';
import {
  EU_DECOUPLED_APPROVAL_SECONDS,
  EU_SANDBOX_OTP,
  PROVIDER_BANDS,
  PROVIDER_BANK_CONFIRMATION_SECONDS,
} from '../scenarios/provider';

export const PAYMENT_STATUSES = ['initiated', 'pending', 'executed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentAction = 'create' | 'bank.approve' | 'bank.confirm';

/** Sandbox: after the test bank's **Approve** the bank makes the payment this many seconds later (declared with the catalogue's rows). */
export {PROVIDER_BANK_CONFIRMATION_SECONDS};

export const SINGLE_IMMEDIATE_PAYMENT_WEBHOOK = 'PAYMENTS.SINGLE_IMMEDIATE_PAYMENT';
export const REFUND_WEBHOOK = 'PAYMENTS.REFUND';

/**
 * A single immediate payment. **Decline** and **Let the link expire** at the test bank leave it `initiated`
 * (the link stops working; create a new payment), as does a link unused past `expiryDate`.
 */
export const SINGLE_IMMEDIATE_PAYMENT_LIFECYCLE: Lifecycle<PaymentStatus, PaymentAction> = {
  name: 'single immediate payment',
  statuses: PAYMENT_STATUSES,
  webhook: SINGLE_IMMEDIATE_PAYMENT_WEBHOOK,
  touch: ['updatedAt'],
  stamps: {executed: ['completedAt']},
  transitions: [
    {action: 'create', from: [null], to: 'initiated', by: 'integrator call', webhook: false},
    {action: 'bank.approve', from: ['initiated'], to: 'pending', by: 'test bank (end user)', webhook: true},
    {
      action: 'bank.confirm',
      from: ['pending'],
      to: 'executed',
      when: `${PROVIDER_BANK_CONFIRMATION_SECONDS} seconds after the approval`,
      by: 'bank',
      webhook: true,
    },
  ],
  refusals: [
    {
      action: 'getPaymentRefundAccount',
      allowedIn: ['executed'],
      status: 400,
      message: (status, id) => `Payment ${id} is ${status}: its refund account is known once it is executed`,
    },
    {
      action: 'createRefund',
      allowedIn: ['executed'],
      status: 400,
      message: (status, id) => `Payment ${id} is ${status}: only executed payments can be refunded`,
    },
  ],
};

/** A refund: authorised at the test bank by whoever holds the receiving account. */
export const REFUND_LIFECYCLE: Lifecycle<PaymentStatus, PaymentAction> = {
  name: 'refund',
  statuses: PAYMENT_STATUSES,
  webhook: REFUND_WEBHOOK,
  touch: ['updatedAt'],
  stamps: {executed: ['completedAt']},
  transitions: [
    {action: 'create', from: [null], to: 'initiated', by: 'integrator call', webhook: false},
    {action: 'bank.approve', from: ['initiated'], to: 'pending', by: 'test bank (account holder)', webhook: true},
    {
      action: 'bank.confirm',
      from: ['pending'],
      to: 'executed',
      when: `${PROVIDER_BANK_CONFIRMATION_SECONDS} seconds after the approval`,
      by: 'bank',
      webhook: true,
    },
  ],
  refusals: [],
};

export const EU_PAYMENT_STATUSES = [
  'initiated',
  'initiation_failed',
  'authorisation_failed',
  'pending',
  'executed',
  'rejected',
] as const;
export type EuPaymentStatus = (typeof EU_PAYMENT_STATUSES)[number];
export type EuPaymentAction =
  | 'create'
  | 'create.bankRefused'
  | 'bank.approve'
  | 'bank.decline'
  | 'check.linkExpired'
  | 'otp.accepted'
  | 'otp.refused'
  | 'app.approve'
  | 'app.decline'
  | 'bank.execute'
  | 'bank.reject';

export const EU_SINGLE_PAYMENT_WEBHOOK = 'PAYMENTS.EU_SINGLE_PAYMENT';

export const EU_PAYMENT_LIFECYCLE: Lifecycle<EuPaymentStatus, EuPaymentAction> = {
  name: 'EU single payment',
  statuses: EU_PAYMENT_STATUSES,
  webhook: EU_SINGLE_PAYMENT_WEBHOOK,
  touch: ['updatedAt'],
  stamps: {executed: ['completedAt']},
  transitions: [
    {action: 'create', from: [null], to: 'initiated', by: 'integrator call', webhook: false},
    {
      action: 'create.bankRefused',
      from: [null],
      to: 'initiation_failed',
      when: `amount ending in ${endingWords(PROVIDER_BANDS.euPayment, 'initiationRefused')}: the create call answers 400 (eu_payment_initiation_error)`,
      by: 'bank',
      webhook: false,
    },
    {
      action: 'bank.approve',
      from: ['initiated'],
      to: 'pending',
      when: 'redirect flow (bg-dskbank, bg-unicredit)',
      by: 'test bank (end user)',
      webhook: true,
    },
    {
      action: 'bank.decline',
      from: ['initiated'],
      to: 'authorisation_failed',
      when: 'redirect flow',
      by: 'test bank (end user)',
      webhook: true,
    },
    {
      action: 'check.linkExpired',
      from: ['initiated'],
      to: 'authorisation_failed',
      when: 'the authorisation was not completed by expiryDate (or the test bank let the link expire), at the next check',
      by: 'status check',
      webhook: true,
    },
    {
      action: 'otp.accepted',
      from: ['initiated'],
      to: 'pending',
      when: `embedded flow (bg-postbank): the passcode ${EU_SANDBOX_OTP}`,
      by: 'integrator call',
      webhook: true,
    },
    {
      action: 'otp.refused',
      from: ['initiated'],
      to: 'authorisation_failed',
      when: 'embedded flow: any other passcode (400)',
      by: 'integrator call',
      webhook: true,
    },
    {
      action: 'app.approve',
      from: ['initiated'],
      to: 'pending',
      when: `decoupled flow (bg-ubb), ${EU_DECOUPLED_APPROVAL_SECONDS} seconds after creation`,
      by: 'simulated banking app',
      webhook: true,
    },
    {
      action: 'app.decline',
      from: ['initiated'],
      to: 'authorisation_failed',
      when: `decoupled flow, amount ending in ${endingWords(PROVIDER_BANDS.euPayment, 'appDeclines')}, ${EU_DECOUPLED_APPROVAL_SECONDS} seconds after creation`,
      by: 'simulated banking app',
      webhook: true,
    },
    {
      action: 'bank.execute',
      from: ['pending'],
      to: 'executed',
      when: `${PROVIDER_BANK_CONFIRMATION_SECONDS} seconds after the authorisation`,
      by: 'bank',
      webhook: true,
    },
    {
      action: 'bank.reject',
      from: ['pending'],
      to: 'rejected',
      when: `amount ending in ${endingWords(PROVIDER_BANDS.euPayment, 'rejectedAfterAuthorisation')}, ${PROVIDER_BANK_CONFIRMATION_SECONDS} seconds after the authorisation`,
      by: 'bank',
      webhook: true,
    },
  ],
  refusals: [
    {
      action: 'getEuSinglePaymentAuthorisation',
      allowedIn: ['initiated'],
      status: 400,
      message: (status, id) => `Payment ${id} is ${status}: it has no authorisation in progress`,
    },
  ],
};
