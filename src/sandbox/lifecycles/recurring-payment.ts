/**
 * The recurring-payment lifecycle, declared once as data: its statuses, every transition with the action that
 * causes it (a call, the customer at the test bank, the sandbox clock, a data API check), the status changes of
 * its initial payment, every refusal with the documented status and message, the fields each status lets an
 * edit change, and the sandbox's pence rules for the checks of the scheduled payments. The sandbox engine
 * applies it (toolkit and partner recurring payments alike); pages show it
 * (`<Lifecycle id="recurring-payment" />`).
 *
 * Sources: openapi/shared/schemas/RecurringStatus.yaml, RecurringPayment.yaml, InitialPayment.yaml,
 * EditRecurringPaymentRequest.yaml, the recurring-payment operations' descriptions, webhooks and named `400`
 * examples (openapi/toolkit/recurring-payments/paths/*.yaml), the recurring-payments overview pages,
 * /guides/sandbox-outcomes#recurring-payments and DECISIONS.md ("Recurring ..." rows). Pure data (and message
 * functions): no DOM, no Node API.
 */
import {WORKING_DAYS} from '../../rules';
import {penceOf} from '../kit/money';
import {BANK_CONFIRMATION_DELAY_SECONDS, SINGLE_PAYMENT_STATUSES, type SinglePaymentStatus} from './single-payment';

import {refusalOf, transition, type Lifecycle, type LifecycleRefusal, type LifecycleTransition} from './lifecycle';

export const RECURRING_PAYMENT_STATUSES = [
  'draft',
  'sent',
  'overdue',
  'rejected',
  'active',
  'waiting',
  'warning',
  'paid',
  'cancelled',
] as const;
export type RecurringPaymentStatus = (typeof RECURRING_PAYMENT_STATUSES)[number];

/** The statuses in which the customer can set the recurring payment up (initiate call, test bank). */
export const SETUP_STATUSES: readonly RecurringPaymentStatus[] = ['sent', 'rejected'];
/** Before the set-up: the statuses a recurring payment can be deleted in. */
export const DELETABLE_STATUSES: readonly RecurringPaymentStatus[] = ['draft', 'sent', 'overdue', 'rejected'];
/** A standing order runs at the customer's bank: the scheduled payments are checked. */
export const RUNNING_STATUSES: readonly RecurringPaymentStatus[] = ['active', 'waiting', 'warning'];

/** Every field of the edit body (EditRecurringPaymentRequest). */
export const EDIT_FIELDS = [
  'reference',
  'recurringAmount',
  'recurringPaymentDate',
  'numberOfPayments',
  'frequency',
  'bankAccount',
  'customerName',
  'customerEmail',
  'initialAmount',
] as const;
const NOT_SET_UP_FIELDS = ['customerName', 'customerEmail', 'recurringPaymentDate'] as const;
const CUSTOMER_FIELDS = ['customerName', 'customerEmail'] as const;

/** The fields an edit may change in each status; any other field is refused (`editNotAllowedMessage`). */
export const EDITABLE_FIELDS: Record<RecurringPaymentStatus, readonly string[]> = {
  draft: EDIT_FIELDS,
  sent: NOT_SET_UP_FIELDS,
  overdue: NOT_SET_UP_FIELDS,
  rejected: NOT_SET_UP_FIELDS,
  active: CUSTOMER_FIELDS,
  waiting: CUSTOMER_FIELDS,
  warning: CUSTOMER_FIELDS,
  paid: CUSTOMER_FIELDS,
  cancelled: CUSTOMER_FIELDS,
};

/**
 * In the sandbox, a check that follows another (after `unable_to_check`, or during the waiting day) runs this
 * many seconds after it instead of at the start of the next hour (/guides/sandbox-outcomes, "Time, shortened").
 */
export const SANDBOX_CHECK_INTERVAL_SECONDS = 60;

/** The two bank authorisations of the set-up, in order (`step` of the initiate call). */
export type SetupStep = 'initial_payment' | 'standing_order';
/** How long an `authUrl` of the initiate call works (it also works only once). */
export const AUTH_URL_LIFETIME_SECONDS = 3600;

export type RecurringPaymentAction =
  | 'create'
  | 'createAndProcess'
  | 'process'
  | 'edit.recurringPaymentDate'
  | 'bank.approve'
  | 'bank.decline'
  | 'bank.expire'
  | 'clock.setupDeadlinePassed'
  | 'check.paymentMade'
  | 'check.foundOnNextBusinessDay'
  | 'check.foundLate'
  | 'check.partialPayment'
  | 'check.paymentMissed'
  | 'check.stillMissing'
  | 'check.lastPaymentMade'
  | 'check.standingOrderCancelled';

type By =
  | 'merchant or partner call'
  | 'test bank (customer)'
  | 'bank'
  | 'sandbox clock'
  | 'data API check'
  | "customer's bank (data API check)";

/**
 * Every status change sends the `recurring-payments` `status-update` webhook (the whole recurring payment);
 * `checkWebhook` is the check webhook sent first (`recurring-payments.<event>`).
 */
export type RecurringTransition<
  S extends string = RecurringPaymentStatus,
  A extends string = RecurringPaymentAction,
> = LifecycleTransition<S, A> & {
  by: By;
  webhook: boolean;
  checkWebhook?: 'payment_made' | 'partial_payment' | 'payment-missed';
};

export const RECURRING_PAYMENT_TRANSITIONS: readonly RecurringTransition[] = [
  {action: 'create', from: [null], to: 'draft', by: 'merchant or partner call', webhook: false},
  {action: 'createAndProcess', from: [null], to: 'sent', by: 'merchant or partner call', webhook: true},
  {
    action: 'process',
    from: ['draft'],
    to: 'sent',
    when: 'recurringPaymentDate still at least the earliest first collection date',
    by: 'merchant or partner call',
    webhook: true,
  },
  {
    action: 'bank.approve',
    from: SETUP_STATUSES,
    to: 'active',
    when: 'the standing order is authorised (after the initial payment, if any, is pending or paid)',
    by: 'test bank (customer)',
    webhook: true,
  },
  {
    action: 'bank.decline',
    from: ['sent'],
    to: 'rejected',
    when: 'the bank declines the initial payment or the standing order',
    by: 'test bank (customer)',
    webhook: true,
  },
  {action: 'bank.expire', from: SETUP_STATUSES, to: 'overdue', by: 'test bank (customer)', webhook: true},
  {
    action: 'clock.setupDeadlinePassed',
    from: SETUP_STATUSES,
    to: 'overdue',
    when: 'the set-up deadline (a UK date) has passed',
    by: 'sandbox clock',
    webhook: true,
  },
  {
    action: 'edit.recurringPaymentDate',
    from: ['overdue'],
    to: 'sent',
    when: 'an edit moves recurringPaymentDate',
    by: 'merchant or partner call',
    webhook: true,
  },
  {
    action: 'check.paymentMade',
    from: ['warning'],
    to: 'active',
    when: 'the next payment is found in full on its date',
    by: 'data API check',
    webhook: true,
    checkWebhook: 'payment_made',
  },
  {
    action: 'check.paymentMissed',
    from: ['active', 'warning'],
    to: 'waiting',
    when: 'a payment is not found by the end of its date',
    by: 'data API check',
    webhook: true,
    checkWebhook: 'payment-missed',
  },
  {
    action: 'check.foundOnNextBusinessDay',
    from: ['waiting'],
    to: 'active',
    when: 'found in full during the waiting day, and its date was a weekend or bank holiday',
    by: 'data API check',
    webhook: true,
    checkWebhook: 'payment_made',
  },
  {
    action: 'check.foundLate',
    from: ['waiting'],
    to: 'warning',
    when: 'found in full during the waiting day, and its date was a business day (late)',
    by: 'data API check',
    webhook: true,
    checkWebhook: 'payment_made',
  },
  {
    action: 'check.partialPayment',
    from: ['active'],
    to: 'warning',
    when: 'less than recurringAmount is found',
    by: 'data API check',
    webhook: true,
    checkWebhook: 'partial_payment',
  },
  {
    action: 'check.stillMissing',
    from: ['waiting'],
    to: 'warning',
    when: 'still not found at the end of the next business day (transaction missed)',
    by: 'data API check',
    webhook: true,
  },
  {
    action: 'check.lastPaymentMade',
    from: RUNNING_STATUSES,
    to: 'paid',
    when: 'the last of expectedNumberOfPayments is found in full (never when the number of payments is 0)',
    by: 'data API check',
    webhook: true,
    checkWebhook: 'payment_made',
  },
  {
    action: 'check.standingOrderCancelled',
    from: RUNNING_STATUSES,
    to: 'cancelled',
    when: "the standing order was cancelled at the customer's bank",
    by: "customer's bank (data API check)",
    webhook: true,
  },
];

export type InitialPaymentAction =
  | 'create'
  | 'createAndProcess'
  | 'process'
  | 'edit.recurringPaymentDate'
  | 'bank.approve'
  | 'bank.confirm'
  | 'bank.decline'
  | 'bank.expire'
  | 'clock.setupDeadlinePassed';

/** Status changes of the initial payment (a single payment); each sends the recurring payment's `status-update`. */
export const INITIAL_PAYMENT_TRANSITIONS: readonly RecurringTransition<SinglePaymentStatus, InitialPaymentAction>[] = [
  {action: 'create', from: [null], to: 'draft', by: 'merchant or partner call', webhook: false},
  {action: 'createAndProcess', from: [null], to: 'sent', by: 'merchant or partner call', webhook: true},
  {action: 'process', from: ['draft'], to: 'sent', by: 'merchant or partner call', webhook: true},
  {
    action: 'bank.approve',
    from: ['sent', 'rejected'],
    to: 'pending',
    when: 'the customer authorises the initial payment (first set-up step)',
    by: 'test bank (customer)',
    webhook: true,
  },
  {
    action: 'bank.confirm',
    from: ['pending'],
    to: 'paid',
    when: `the bank confirms, ${BANK_CONFIRMATION_DELAY_SECONDS} seconds (sandbox clock) after the approval`,
    by: 'bank',
    webhook: true,
  },
  {
    action: 'bank.decline',
    from: ['sent'],
    to: 'rejected',
    when: 'the bank declines the initial payment (the recurring payment becomes rejected too)',
    by: 'test bank (customer)',
    webhook: true,
  },
  {
    action: 'bank.expire',
    from: ['sent', 'rejected'],
    to: 'overdue',
    when: 'with its recurring payment',
    by: 'test bank (customer)',
    webhook: true,
  },
  {
    action: 'clock.setupDeadlinePassed',
    from: ['sent', 'rejected'],
    to: 'overdue',
    when: 'with its recurring payment',
    by: 'sandbox clock',
    webhook: true,
  },
  {
    action: 'edit.recurringPaymentDate',
    from: ['overdue'],
    to: 'sent',
    when: 'with its recurring payment',
    by: 'merchant or partner call',
    webhook: true,
  },
];

/**
 * What the checks of one scheduled payment of a sandbox recurring payment find. Chosen per scheduled payment by a
 * test-bank action on the recurring payment (`action`: it sets what the check of the next scheduled payment finds),
 * else by the pence of `recurringAmount` for every scheduled payment (`pence`; every ending no other outcome claims:
 * `in_full`). /guides/sandbox-outcomes#recurring-payments renders its table from this declaration
 * (`collectionOutcomesMarkdown`).
 */
export type SandboxCollectionOutcome =
  | 'in_full'
  | 'half'
  | 'missed_then_found'
  | 'missed'
  | 'unable_then_found'
  | 'connection_lost'
  | 'standing_order_cancelled';

export interface CollectionOutcomeDeclaration {
  outcome: SandboxCollectionOutcome;
  /** The pence of `recurringAmount` that choose it for every scheduled payment (`in_full`: derived, see below). */
  pence: readonly number[];
  /** The test-bank action (`POST /_sandbox/bank/{id}/{action}`) and button that choose it for the next scheduled payment. */
  action: string;
  label: string;
  /** What the checks find and what it does to the recurring payment, as the page says it (Markdown). */
  result: string;
  /** The webhooks sent, in order (Markdown). */
  webhooks: string;
}

const CLAIMED: readonly Omit<CollectionOutcomeDeclaration, 'pence'>[] = [
  {
    outcome: 'half',
    action: 'next-short',
    label: 'Next payment: short',
    result: 'Half the amount arrives: `partial_payment`, transaction `partially_paid`, status `warning`',
    webhooks: '`partial_payment`, `status-update` (`warning`)',
  },
  {
    outcome: 'missed_then_found',
    action: 'next-late',
    label: 'Next payment: late',
    result:
      'Missed on its date: `missed_payment`, `waiting`; found at the next check: `payment_made`, `warning` (late)',
    webhooks: '`payment-missed`, `status-update` (`waiting`), then `payment_made`, `status-update` (`warning`)',
  },
  {
    outcome: 'missed',
    action: 'next-missed',
    label: 'Next payment: missed',
    result: 'Missed, and still missing at the next check: transaction `missed`, status `warning`',
    webhooks: '`payment-missed`, `status-update` (`waiting`), then `status-update` (`warning`)',
  },
  {
    outcome: 'unable_then_found',
    action: 'next-unreadable',
    label: 'Next payment: account unreadable, then paid',
    result: '`unable_to_check`; the next check finds the money: `payment_made`',
    webhooks: '`unable_to_check`, then `payment_made`',
  },
  {
    outcome: 'connection_lost',
    action: 'next-connection-lost',
    label: 'Next payment: connection lost',
    result: '`permanent_connection_loss`; checks stop, status stays `active`',
    webhooks: '`permanent_connection_loss`',
  },
  {
    outcome: 'standing_order_cancelled',
    action: 'next-cancelled',
    label: 'Next payment: standing order cancelled',
    result: 'Its check finds the standing order cancelled at the bank: `cancelled`',
    webhooks: '`status-update` (`cancelled`)',
  },
];
const CLAIMED_PENCE: Record<string, readonly number[]> = {
  half: [91],
  missed_then_found: [92],
  missed: [93],
  unable_then_found: [94],
  connection_lost: [95],
  standing_order_cancelled: [96],
};

/** Every outcome, `in_full` first with every ending the others leave (`.00` to `.90` and `.97` to `.99`). */
export const SANDBOX_COLLECTION_OUTCOMES: readonly CollectionOutcomeDeclaration[] = [
  {
    outcome: 'in_full',
    pence: Array.from({length: 100}, (_, i) => i).filter((p) => !Object.values(CLAIMED_PENCE).flat().includes(p)),
    action: 'next-paid',
    label: 'Next payment: paid',
    result: 'Each check: `payment_made`, status `active` (`paid` after the last scheduled payment)',
    webhooks: '`payment_made`',
  },
  ...CLAIMED.map((o) => ({...o, pence: CLAIMED_PENCE[o.outcome]})),
];

/** What every check of a recurring payment finds by the pence of its `recurringAmount` (no test-bank choice). */
export function sandboxCollectionOutcome(recurringAmount: string): SandboxCollectionOutcome {
  const pence = Number(penceOf(recurringAmount));
  return SANDBOX_COLLECTION_OUTCOMES.find((o) => o.pence.includes(pence))?.outcome ?? 'in_full';
}

/** The outcome a test-bank action chooses for the next scheduled payment, if it is one of those actions. */
export const collectionOutcomeOfAction = (action: string) =>
  SANDBOX_COLLECTION_OUTCOMES.find((o) => o.action === action)?.outcome;

/** `[91]` -> `.91`; `[0..90, 97..99]` -> `.00` to `.90`, `.97` to `.99`. */
function penceText(pence: readonly number[]): string {
  const two = (p: number) => `\`.${String(p).padStart(2, '0')}\``;
  const runs: [number, number][] = [];
  for (const p of pence)
    if (runs.length && runs[runs.length - 1][1] === p - 1) runs[runs.length - 1][1] = p;
    else runs.push([p, p]);
  const words = runs.map(([a, b]) => (a === b ? two(a) : `${two(a)} to ${two(b)}`));
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}` : words[0];
}

/**
 * The table of /guides/sandbox-outcomes#recurring-payments that says what the checks find, one row per outcome:
 * its pence (a link that opens `reference`'s create-and-process prefilled with that amount, from `example`'s
 * `recurringAmount`) and its test-bank action. Markdown, rendered by `<Lifecycle id="recurring-payment"
 * part="sandbox-outcomes" />`.
 */
export function collectionOutcomesMarkdown(reference: string, example = {name: '', recurringAmount: '45.00'}): string {
  const base = `${reference}?try=createAndProcessRecurringPayment&example=${example.name}`;
  const anchor = '#create-and-process-recurring-payment';
  const pounds = example.recurringAmount.split('.')[0];
  const rows = SANDBOX_COLLECTION_OUTCOMES.map((o) => {
    const amount = `${pounds}.${String(o.pence[0]).padStart(2, '0')}`;
    const set = amount === example.recurringAmount ? '' : `&set=/recurringAmount=%22${amount}%22`;
    const input =
      `[\`recurringAmount\` ending in ${penceText(o.pence)}](${base}${set}${anchor}) (every scheduled payment), ` +
      `or test bank: **${o.label}** (\`${o.action}\`, the next scheduled payment only)`;
    return `| ${input} | ${o.result} | ${o.webhooks} |`;
  });
  return ['| Sandbox input | Result | Webhooks sent |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The documented answers of calls made in a status that does not allow them. */
export const RECURRING_PAYMENT_REFUSALS: readonly LifecycleRefusal<RecurringPaymentStatus>[] = [
  {
    action: 'processRecurringPayment',
    allowedIn: ['draft'],
    status: 400,
    message: () => 'Only a draft recurring payment can be processed',
  },
  {
    action: 'deleteRecurringPayment',
    allowedIn: DELETABLE_STATUSES,
    status: 400,
    message: (s) => `A recurring payment with status ${s} cannot be deleted`,
  },
  {
    // The public initiate call, and the test bank's set-up buttons alike.
    action: 'initiateRecurringPaymentFlow',
    allowedIn: SETUP_STATUSES,
    status: 400,
    message: (s) => `Recurring payment with status ${s} cannot be set up`,
  },
];

/** `editRecurringPayment` with a field the status does not let change. */
export const editNotAllowedMessage = (field: string, status: RecurringPaymentStatus) =>
  `${field} cannot be changed when status is ${status}`;

/** Create, create-and-process, process and a date edit with a date sooner than the working-day rule allows. */
export const dateTooSoonMessage = () =>
  `recurringPaymentDate must be at least ${WORKING_DAYS.firstCollectionMinWorkingDays} working days ahead`;

/** A single-payment call on an initial payment (processed, edited and deleted only with its recurring payment). */
export const INITIAL_PAYMENT_LOCKED_OPERATIONS = [
  'editSinglePayment',
  'processSinglePayment',
  'cancelSinglePayment',
  'deleteSinglePayment',
] as const;
export const initialPaymentLockedMessage = (recurringPaymentId: string) =>
  `this payment is the initial payment of recurring payment ${recurringPaymentId}: it is processed, edited, cancelled and deleted only with its recurring payment`;

export const RECURRING_PAYMENT_LIFECYCLE: Lifecycle<RecurringPaymentStatus, RecurringPaymentAction> = {
  name: 'recurring payment',
  statuses: RECURRING_PAYMENT_STATUSES,
  webhook: 'recurring-payments.status-update',
  transitions: RECURRING_PAYMENT_TRANSITIONS,
  refusals: RECURRING_PAYMENT_REFUSALS,
};

/** The refusal of an operation in a status, if any. */
export const refusalFor = (operationId: string, status: RecurringPaymentStatus) =>
  refusalOf(RECURRING_PAYMENT_LIFECYCLE, operationId, status);

/** The transition an action takes from a status, if the lifecycle has one. */
export const transitionFor = (action: RecurringPaymentAction, from: RecurringPaymentStatus | null) =>
  transition({transitions: RECURRING_PAYMENT_TRANSITIONS}, action, from);

/** The initial payment's lifecycle (a single payment's statuses): its changes send the recurring payment's update. */
export const INITIAL_PAYMENT_LIFECYCLE: Lifecycle<SinglePaymentStatus, InitialPaymentAction> = {
  name: 'initial payment',
  statuses: SINGLE_PAYMENT_STATUSES,
  webhook: 'recurring-payments.status-update',
  stamps: {paid: ['completedAt']},
  transitions: INITIAL_PAYMENT_TRANSITIONS,
  refusals: [],
};

export function initialTransitionFor(
  action: InitialPaymentAction,
  from: SinglePaymentStatus | null,
): RecurringTransition<SinglePaymentStatus, InitialPaymentAction> | undefined {
  return INITIAL_PAYMENT_TRANSITIONS.find((t) => t.action === action && t.from.includes(from));
}
