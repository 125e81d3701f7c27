/**
 * The single-payment lifecycle, declared once as data: its statuses, every transition with the action that
 * causes it, and every refusal with the documented status and message. The sandbox engine applies it (toolkit
 * and partner single payments alike); pages show it (`<Lifecycle id="single-payment" />`).
 *
 * Sources: openapi/shared/schemas/PaymentStatus.yaml, the single-payment operations' descriptions and
 * named `400` examples (openapi/shared/examples/*SinglePayment-*.yaml), DECISIONS.md ("Refunds", "Single
 * payment `pending`") and /guides/sandbox-outcomes. Pure data (and message functions): no DOM, no Node API.
 */

import {refusalOf, transition, type Lifecycle, type LifecycleRefusal, type LifecycleTransition} from './lifecycle';

export const SINGLE_PAYMENT_STATUSES = [
  'draft',
  'sent',
  'paid',
  'rejected',
  'cancelled',
  'overdue',
  'pending',
  'refund_started',
  'refund_rejected',
  'refunded',
  'partial_refund',
] as const;
export type SinglePaymentStatus = (typeof SINGLE_PAYMENT_STATUSES)[number];

/** Methods whose payment has a link (processing makes it `sent`); the others are paid outside Fernpay. */
export const LINK_METHODS = ['fernpay_ob', 'fernpay_ob_qr', 'fernpay_card_payments'] as const;
/** Open-banking methods: the customer pays at a bank, through the public payment flow or the test bank. */
export const OPEN_BANKING_METHODS = ['fernpay_ob', 'fernpay_ob_qr'] as const;
/** Methods the Partner API accepts (its create calls refuse the others with `400`). */
export const PARTNER_METHODS = OPEN_BANKING_METHODS;
/** The method paid by card on the payment page (toolkit only, once card payments are activated). */
export const CARD_METHOD = 'fernpay_card_payments';
/** The toolkit's answer to `fernpay_card_payments` while card payments are not activated (create, edit). */
export const CARD_PAYMENTS_INACTIVE_MESSAGE =
  'fernpay_card_payments is not available: activate card payments in the toolkit settings first';

/** The statuses a customer can (still) pay from through the link: the test bank acts on them. */
export const PAYABLE_STATUSES: readonly SinglePaymentStatus[] = ['sent', 'overdue', 'rejected'];
/** A payment in one of these has been paid: it cannot be deleted. */
export const PAID_STATUSES: readonly SinglePaymentStatus[] = [
  'paid',
  'refund_started',
  'refund_rejected',
  'refunded',
  'partial_refund',
];

/** In the sandbox, after the test bank's **Approve** the bank's confirmation follows this many seconds later. */
export const BANK_CONFIRMATION_DELAY_SECONDS = 5;

/**
 * The sandbox's test cards on the card payment page of a `fernpay_card_payments` payment (any future expiry
 * date, any CVC); the page refuses every other number.
 */
export const TEST_CARDS = [
  {number: '4242424242424242', action: 'card.approve'},
  {number: '4000000000000002', action: 'card.decline'},
] as const;
/** A card number as printed, in groups of four (`4242 4242 4242 4242`). */
export const cardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

export type SinglePaymentAction =
  | 'create'
  | 'createAndProcess'
  | 'process'
  | 'cancel'
  | 'invoiceWithdrawn'
  | 'refund'
  | 'bank.approve'
  | 'bank.confirm'
  | 'bank.reject'
  | 'bank.decline'
  | 'bank.expire'
  | 'card.approve'
  | 'card.decline'
  | 'refund-bank.approve'
  | 'refund-bank.decline'
  | 'clock.dueDatePassed';

/** Every status change sends the `single-payments` `status-update` webhook (`webhook: true`). */
export type Transition = LifecycleTransition<SinglePaymentStatus, SinglePaymentAction> & {webhook: boolean};

export const SINGLE_PAYMENT_TRANSITIONS: readonly Transition[] = [
  {action: 'create', from: [null], to: 'draft', by: 'merchant or partner call', webhook: false},
  {
    action: 'createAndProcess',
    from: [null],
    to: 'sent',
    when: '`paymentMethod` has a link (`fernpay_ob`, `fernpay_ob_qr`, `fernpay_card_payments`)',
    by: 'merchant or partner call',
    webhook: true,
  },
  {
    action: 'createAndProcess',
    from: [null],
    to: 'paid',
    when: '`paymentMethod` is `cash` or `other` (toolkit)',
    by: 'merchant or partner call',
    webhook: true,
  },
  {
    action: 'process',
    from: ['draft'],
    to: 'sent',
    when: '`paymentMethod` has a link (`fernpay_ob`, `fernpay_ob_qr`, `fernpay_card_payments`)',
    by: 'merchant or partner call',
    webhook: true,
  },
  {
    action: 'process',
    from: ['draft'],
    to: 'paid',
    when: '`paymentMethod` is `cash` or `other` (toolkit)',
    by: 'merchant or partner call',
    webhook: true,
  },
  {action: 'bank.approve', from: PAYABLE_STATUSES, to: 'pending', by: 'test bank (customer)', webhook: true},
  {
    action: 'bank.confirm',
    from: ['pending'],
    to: 'paid',
    when: `the bank confirms (in the sandbox, ${BANK_CONFIRMATION_DELAY_SECONDS} seconds after the approval)`,
    by: 'bank',
    webhook: true,
  },
  {
    action: 'bank.reject',
    from: ['pending'],
    to: 'rejected',
    when: `${BANK_CONFIRMATION_DELAY_SECONDS} seconds (sandbox clock) after "Approve, then the bank rejects"`,
    by: 'bank',
    webhook: true,
  },
  {action: 'bank.decline', from: PAYABLE_STATUSES, to: 'rejected', by: 'test bank (customer)', webhook: true},
  {
    action: 'bank.expire',
    from: ['sent'],
    to: 'overdue',
    when: 'the authorisation link expires unused ("Let the link expire"); the payment link still works',
    by: 'test bank (customer)',
    webhook: true,
  },
  {
    action: 'card.approve',
    from: PAYABLE_STATUSES,
    to: 'paid',
    when: `fernpay_card_payments, test card ${cardNumber(TEST_CARDS[0].number)}, any future expiry date and CVC`,
    by: 'card payment page (customer)',
    webhook: true,
  },
  {
    action: 'card.decline',
    from: PAYABLE_STATUSES,
    to: 'rejected',
    when: `fernpay_card_payments, test card ${cardNumber(TEST_CARDS[1].number)}: the card is declined`,
    by: 'card payment page (customer)',
    webhook: true,
  },
  {
    action: 'clock.dueDatePassed',
    from: ['sent'],
    to: 'overdue',
    when: 'the end of `dueDate` (UTC) has passed',
    by: 'sandbox clock',
    webhook: true,
  },
  {action: 'cancel', from: ['draft', 'sent'], to: 'cancelled', by: 'merchant or partner call', webhook: true},
  {
    action: 'invoiceWithdrawn',
    from: PAYABLE_STATUSES,
    to: 'cancelled',
    when: 'the invoice it collects is voided or marked paid: its link stops working',
    by: 'invoice (toolkit invoices API)',
    webhook: true,
  },
  {action: 'refund', from: ['paid'], to: 'refund_started', by: 'merchant or partner call', webhook: true},
  {
    action: 'refund-bank.approve',
    from: ['refund_started'],
    to: 'refunded',
    when: 'refund amount left out or equal to the payment',
    by: 'test bank (company)',
    webhook: true,
  },
  {
    action: 'refund-bank.approve',
    from: ['refund_started'],
    to: 'partial_refund',
    when: 'refund amount smaller than the payment',
    by: 'test bank (company)',
    webhook: true,
  },
  {
    action: 'refund-bank.decline',
    from: ['refund_started'],
    to: 'refund_rejected',
    by: 'test bank (company)',
    webhook: true,
  },
];

/** The documented answers of calls made in a status that does not allow them. */
export const SINGLE_PAYMENT_REFUSALS: readonly LifecycleRefusal<SinglePaymentStatus>[] = [
  {
    action: 'processSinglePayment',
    allowedIn: ['draft'],
    status: 400,
    message: (s) => `only draft payments can be processed; this payment is ${s}`,
  },
  {
    action: 'cancelSinglePayment',
    allowedIn: ['draft', 'sent'],
    status: 400,
    message: (s) => `only draft or sent payments can be cancelled; this payment is ${s}`,
  },
  {
    action: 'deleteSinglePayment',
    refusedIn: PAID_STATUSES,
    status: 400,
    message: (s) =>
      s === 'paid' ? 'paid payments cannot be deleted' : `paid payments cannot be deleted; this payment is ${s}`,
  },
  {
    action: 'refundSinglePayment',
    allowedIn: ['paid'],
    status: 400,
    message: (s) => `only paid payments can be refunded; this payment is ${s}`,
  },
  {
    action: 'initiatePublicSinglePayment',
    allowedIn: PAYABLE_STATUSES,
    status: 400,
    message: (s) => `payment cannot be paid in status ${s}`,
  },
];

/** The public initiate call on a payment that is not paid by open banking (a card payment). */
export const notOpenBankingMessage = (method: string) =>
  `payment cannot be paid by open banking: its paymentMethod is ${method}`;

/** Fields of a payment that may be edited after it left `draft` (every field may be while it is one). */
export const EDITABLE_AFTER_DRAFT = ['customerName', 'dueDate', 'customerEmail', 'customerEmailCC', 'description'];
export const editDraftOnlyMessage = (field: string) => `${field} can only be edited while the payment is a draft`;

export const SINGLE_PAYMENT_LIFECYCLE: Lifecycle<SinglePaymentStatus, SinglePaymentAction> = {
  name: 'single payment',
  statuses: SINGLE_PAYMENT_STATUSES,
  webhook: 'single-payments.status-update',
  stamps: {paid: ['completedAt']},
  transitions: SINGLE_PAYMENT_TRANSITIONS,
  refusals: SINGLE_PAYMENT_REFUSALS,
};

/** The refusal of an operation in a status, if any. */
export const refusalFor = (operationId: string, status: SinglePaymentStatus) =>
  refusalOf(SINGLE_PAYMENT_LIFECYCLE, operationId, status);

/** The transition an action takes from a status (the first whose condition `pick` accepts). */
export const transitionFor = (
  action: SinglePaymentAction,
  from: SinglePaymentStatus | null,
  pick?: (t: Transition) => boolean,
): Transition | undefined => transition({transitions: SINGLE_PAYMENT_TRANSITIONS}, action, from, pick);

/**
 * One button of the test bank, as /guides/sandbox-outcomes names it: the action slug
 * (`POST /_sandbox/bank/{id}/{action}`, the test bank page's form), the transitions it causes in order (the
 * first at once, the next by the bank `BANK_CONFIRMATION_DELAY_SECONDS` later) and what the tester gets.
 */
export interface TestBankButton {
  action: string;
  label: string;
  causes: readonly SinglePaymentAction[];
  outcome: string;
}

/** The test bank of a payment's link (after the customer chose a bank). */
export const PAYMENT_TEST_BANK: readonly TestBankButton[] = [
  {
    action: 'approve',
    label: 'Approve',
    causes: ['bank.approve', 'bank.confirm'],
    outcome: `pending now, paid ${BANK_CONFIRMATION_DELAY_SECONDS} seconds later`,
  },
  {
    action: 'approve-then-reject',
    label: 'Approve, then the bank rejects',
    causes: ['bank.approve', 'bank.reject'],
    outcome: `pending now, rejected ${BANK_CONFIRMATION_DELAY_SECONDS} seconds later; the same link can be paid again`,
  },
  {action: 'decline', label: 'Decline', causes: ['bank.decline'], outcome: 'rejected; the same link can be paid again'},
  {
    action: 'expire',
    label: 'Let the link expire',
    causes: ['bank.expire'],
    outcome: 'overdue; still payable through the same link',
  },
];

/** The test bank of a refund link (the company authorises the refund from its account). */
export const REFUND_TEST_BANK: readonly TestBankButton[] = [
  {
    action: 'approve',
    label: 'Approve',
    causes: ['refund-bank.approve'],
    outcome: 'refunded, or partial_refund when the refund amount is smaller than the payment',
  },
  {action: 'decline', label: 'Decline', causes: ['refund-bank.decline'], outcome: 'refund_rejected'},
];

/** The buttons a payment in `status` offers: those whose first transition starts from it. */
export function testBankButtons(status: SinglePaymentStatus): readonly TestBankButton[] {
  const buttons = status === 'refund_started' ? REFUND_TEST_BANK : PAYMENT_TEST_BANK;
  return buttons.filter((b) => transitionFor(b.causes[0], status) !== undefined);
}
