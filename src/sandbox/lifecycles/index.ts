/**
 * Every lifecycle the sandbox applies, as pages show it (`<Lifecycle id api />`, view.ts). The transitions
 * and refusals are the engine's own declarations; this file adds only the words of the diagram and the
 * pages whose operation anchors the tables link. Pure.
 */
import {
  RECURRING_PAYMENT_REFUSALS,
  RECURRING_PAYMENT_STATUSES,
  RECURRING_PAYMENT_TRANSITIONS,
} from './recurring-payment';
import {SINGLE_PAYMENT_REFUSALS, SINGLE_PAYMENT_STATUSES, SINGLE_PAYMENT_TRANSITIONS} from './single-payment';
import {lifecycleMarkdown, type LifecycleView} from './view';

export const LIFECYCLES: Readonly<Record<string, LifecycleView>> = {
  'single-payment': {
    id: 'single-payment',
    title: 'Single payment lifecycle',
    noun: 'payment',
    statuses: SINGLE_PAYMENT_STATUSES,
    transitions: SINGLE_PAYMENT_TRANSITIONS,
    refusals: SINGLE_PAYMENT_REFUSALS,
    webhook: 'status-update',
    actions: {
      create: {label: 'create', operationId: 'createSinglePayment'},
      createAndProcess: {label: 'create and process', operationId: 'createAndProcessSinglePayment'},
      process: {label: 'process', operationId: 'processSinglePayment'},
      cancel: {label: 'cancel', operationId: 'cancelSinglePayment'},
      refund: {label: 'refund', operationId: 'refundSinglePayment'},
      deleteSinglePayment: {label: 'delete', operationId: 'deleteSinglePayment'},
      'bank.approve': {label: 'customer authorises'},
      'bank.confirm': {label: 'bank confirms'},
      'bank.reject': {label: 'bank rejects after the approval'},
      'bank.expire': {label: 'link expires'},
      'card.approve': {label: 'card payment authorised'},
      'card.decline': {label: 'card declined'},
      'bank.decline': {label: 'cancelled or declined at the bank'},
      'clock.dueDatePassed': {label: 'due date passed'},
      invoiceWithdrawn: {label: 'invoice voided or marked paid'},
      'refund-bank.approve': {label: 'refund authorised'},
      'refund-bank.decline': {label: 'refund declined'},
    },
    who: {
      'merchant or partner call': 'your call',
      'test bank (customer)': 'the customer, at the bank (sandbox: the test bank)',
      'test bank (company)': 'the company, at the bank (sandbox: the test bank)',
      'card payment page (customer)': 'the customer, on the card payment page',
      'invoice (toolkit invoices API)': 'your call to void the invoice or mark it paid',
      bank: 'the bank',
      'sandbox clock': 'time',
    },
    apis: {
      toolkit: '/toolkit-api/payments-module/single-payments/api-requests',
      partner: '/partner-api/apis/single-payments/api-requests',
    },
    omit: {
      partner: {
        actions: ['invoiceWithdrawn'],
        when: ['`cash` or `other`', 'fernpay_card_payments, test card'],
        links: ['initiatePublicSinglePayment'],
      },
    },
  },
  'recurring-payment': {
    id: 'recurring-payment',
    title: 'Recurring payment lifecycle',
    noun: 'recurring payment',
    statuses: RECURRING_PAYMENT_STATUSES,
    transitions: RECURRING_PAYMENT_TRANSITIONS,
    refusals: RECURRING_PAYMENT_REFUSALS,
    webhook: 'status-update',
    actions: {
      create: {label: 'create', operationId: 'createRecurringPayment'},
      createAndProcess: {label: 'create and process', operationId: 'createAndProcessRecurringPayment'},
      process: {label: 'process', operationId: 'processRecurringPayment'},
      deleteRecurringPayment: {label: 'delete', operationId: 'deleteRecurringPayment'},
      initiateRecurringPaymentFlow: {label: 'set-up by the customer', operationId: 'initiateRecurringPaymentFlow'},
      'edit.recurringPaymentDate': {label: 'edit recurringPaymentDate', operationId: 'editRecurringPayment'},
      'bank.approve': {label: 'customer sets it up'},
      'bank.decline': {label: 'bank declines'},
      'bank.expire': {label: 'link expires'},
      'clock.setupDeadlinePassed': {label: 'set-up deadline passed'},
      'check.paymentMade': {label: 'next payment in full'},
      'check.paymentMissed': {label: 'payment not found'},
      'check.foundOnNextBusinessDay': {label: 'found next business day'},
      'check.foundLate': {label: 'payment found late'},
      'check.partialPayment': {label: 'payment short'},
      'check.stillMissing': {label: 'still missing'},
      'check.lastPaymentMade': {label: 'last payment'},
      'check.standingOrderCancelled': {label: 'order cancelled'},
    },
    who: {
      'merchant or partner call': 'your call',
      'test bank (customer)': 'the customer, at the bank (sandbox: the test bank)',
      bank: 'the bank',
      'sandbox clock': 'time',
      'data API check': "Fernpay's check of the account",
      "customer's bank (data API check)": "the customer's bank (seen by Fernpay's check)",
    },
    apis: {
      toolkit: '/toolkit-api/payments-module/recurring-payments/api-requests',
      partner: '/partner-api/apis/recurring-payments/api-requests',
    },
    omit: {partner: {links: ['initiateRecurringPaymentFlow']}},
  },
};

export type LifecycleId = keyof typeof LIFECYCLES;
export const isLifecycleId = (id: string): id is LifecycleId => Object.hasOwn(LIFECYCLES, id);

/** `<Lifecycle id="…" api="…" />` (attributes in either order, quoted). */
const LIFECYCLE_TAG = /<Lifecycle\s+((?:[a-z]+="[^"]*"\s*)+)\/>/g;

export function parseLifecycleAttributes(attributes: string): {id?: string; api?: string} {
  const out: Record<string, string> = {};
  for (const m of attributes.matchAll(/([a-z]+)="([^"]*)"/g)) out[m[1]] = m[2];
  return out;
}

/** Replaces every `<Lifecycle …/>` tag of an MDX text with its Markdown (the twins, the diagram renderer). */
export function expandLifecycleTags(text: string): string {
  return text.replace(LIFECYCLE_TAG, (_, attributes: string) => {
    const {id, api} = parseLifecycleAttributes(attributes);
    if (!id || !isLifecycleId(id))
      throw new Error(`unknown lifecycle "${id}" (known: ${Object.keys(LIFECYCLES).join(', ')})`);
    return lifecycleMarkdownOf(id, api);
  });
}

export function lifecycleMarkdownOf(id: LifecycleId, api?: string): string {
  return lifecycleMarkdown(LIFECYCLES[id], api);
}
