/**
 * The transaction lifecycle, declared once as data: its statuses, every transition with what causes it, which
 * single-payment changes produce or move a transaction in the sandbox, and the data API check of a paid single
 * payment (its sandbox outcomes by the pence of the amount). Pages can later generate their tables from it.
 *
 * Sources: openapi/shared/schemas/TransactionStatus.yaml, Transaction.yaml, DataApiCheckStatus.yaml, the
 * transactions overviews (toolkit and partner: "Transaction lifecycle", "How payments produce transactions", "Data
 * API check"), /guides/sandbox-outcomes#single-payments-and-refunds and DECISIONS.md ("Transaction statuses and
 * parents", "Data API check on transactions", "Sandbox outcomes"). Pure data: no DOM, no Node API.
 */
import type {Lifecycle} from './lifecycle';
import type {SinglePaymentStatus} from './single-payment';

export const TRANSACTION_STATUSES = [
  'pending',
  'unable_to_check',
  'created',
  'started',
  'in_progress',
  'rejected',
  'cancelled',
  'completed',
  'missed',
  'partially_paid',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const FINAL_TRANSACTION_STATUSES: readonly TransactionStatus[] = [
  'completed',
  'rejected',
  'cancelled',
  'missed',
  'partially_paid',
];

export type TransactionDirection = 'incoming' | 'outgoing';
export type TransactionParentEntityType = 'Payment' | 'RecurringPayment';

/** The documented lifecycle. Transactions send no webhook: their payment's webhooks say what happened. */
export const TRANSACTION_LIFECYCLE: Lifecycle<TransactionStatus> = {
  name: 'transaction',
  statuses: TRANSACTION_STATUSES,
  webhook: null,
  stamps: {completed: ['completedAt']},
  transitions: [
    {action: 'customer.choosesBank', from: [null], to: 'created', by: 'customer'},
    {action: 'collection.scheduled', from: [null], to: 'pending', by: 'recurring payment'},
    {action: 'customer.authorising', from: ['created'], to: 'started', by: 'customer'},
    {action: 'customer.abandons', from: ['created', 'started'], to: 'cancelled', by: 'customer'},
    {action: 'bank.accepts', from: ['started'], to: 'in_progress', by: 'bank'},
    {action: 'bank.declines', from: ['started'], to: 'rejected', by: 'bank or customer'},
    {action: 'bank.rejects', from: ['in_progress'], to: 'rejected', by: 'bank'},
    {action: 'bank.moneyMoved', from: ['in_progress'], to: 'completed', by: 'bank'},
    {action: 'check.fullAmount', from: ['pending', 'unable_to_check'], to: 'completed', by: 'data API check'},
    {action: 'check.less', from: ['pending', 'unable_to_check'], to: 'partially_paid', by: 'data API check'},
    {action: 'check.nothing', from: ['pending', 'unable_to_check'], to: 'missed', by: 'data API check'},
    {action: 'check.unreadable', from: ['pending'], to: 'unable_to_check', by: 'data API check'},
    {
      action: 'check.standingOrderCancelled',
      from: ['pending'],
      to: 'cancelled',
      when: "the standing order was cancelled at the customer's bank before this collection",
      by: "customer's bank (data API check)",
    },
  ],
  refusals: [],
};

/** The declared transition from one status to another (what moves a transaction is the status its payment reaches). */
export const transactionTransition = (from: TransactionStatus, to: TransactionStatus) =>
  TRANSACTION_LIFECYCLE.transitions.find((t) => t.from.includes(from) && t.to === to);
export const isTransactionTransition = (from: TransactionStatus, to: TransactionStatus) =>
  transactionTransition(from, to) !== undefined;

/**
 * What a single payment's status change does to its transactions in the sandbox. The test bank is the customer's
 * bank: **Approve** takes the customer through `created` and `started` at once, so the transaction is recorded
 * `in_progress`; the bank's confirmation completes it (`completedAt` of both match). A `move` whose transaction is
 * not there (a payment declined before any approval, or paid another way) records one in the status moved to.
 * `cash` and `other` payments are paid outside Fernpay: they produce no transaction.
 */
export interface PaymentTransactionEffect {
  /** The payment's change (`from` `*`: any status). */
  from: SinglePaymentStatus | '*';
  to: SinglePaymentStatus;
  effect:
    | {record: {direction: TransactionDirection; status: TransactionStatus; amount: 'payment' | 'refund'}}
    | {move: {direction: TransactionDirection; from: TransactionStatus; to: TransactionStatus}};
}

export const PAYMENT_TRANSACTION_EFFECTS: readonly PaymentTransactionEffect[] = [
  // The customer approved at the bank: the payment is `pending`, the money on its way.
  {from: '*', to: 'pending', effect: {record: {direction: 'incoming', status: 'in_progress', amount: 'payment'}}},
  // The bank confirmed: the open transaction completes with the payment.
  {from: '*', to: 'paid', effect: {move: {direction: 'incoming', from: 'in_progress', to: 'completed'}}},
  // The customer declined at the bank, or the bank rejected after the approval.
  {from: '*', to: 'rejected', effect: {move: {direction: 'incoming', from: 'in_progress', to: 'rejected'}}},
  // The company authorised the refund at the test bank (or declined it): one `outgoing` transaction per refund.
  {
    from: 'refund_started',
    to: 'refunded',
    effect: {record: {direction: 'outgoing', status: 'completed', amount: 'refund'}},
  },
  {
    from: 'refund_started',
    to: 'partial_refund',
    effect: {record: {direction: 'outgoing', status: 'completed', amount: 'refund'}},
  },
  {
    from: 'refund_started',
    to: 'refund_rejected',
    effect: {record: {direction: 'outgoing', status: 'rejected', amount: 'refund'}},
  },
];

// ---- the data API check of a paid single payment ------------------------------------------------------

/** In the sandbox, a data API check runs this many seconds after the event that starts it (`paid`, the previous check). */
export const DATA_API_CHECK_DELAY_SECONDS = 60;

export type DataApiCheckStatus =
  | 'pending_payment'
  | 'missed_payment'
  | 'payment_made'
  | 'partial_payment'
  | 'unable_to_check'
  | 'permanent_connection_loss'
  | 'waiting_for_first_check';

export const DATA_API_CHECK_WEBHOOK = 'single-payments.data-api-check';
