/**
 * Every lifecycle the sandbox applies, as pages show it (`<Lifecycle id api />`, view.ts). The transitions
 * and refusals are the engine's own declarations; this file adds only the words of the diagram and the
 * pages whose operation anchors the tables link. Pure.
 */
import {RECURRING_PAYMENT_LIFECYCLE} from './recurring-payment';
import {SINGLE_PAYMENT_LIFECYCLE} from './single-payment';
import {lifecycleMarkdown, type LifecycleView} from './view';
import {API_PAGES} from '../../rules/api-pages';

export const LIFECYCLES: Readonly<Record<string, LifecycleView>> = {
  'single-payment': {
    id: 'single-payment',
    title: 'Single payment lifecycle',
    noun: 'payment',
    lifecycle: SINGLE_PAYMENT_LIFECYCLE,
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
      toolkit: API_PAGES['toolkit-single-payments'].route,
      partner: API_PAGES['partner-single-payments'].route,
    },
    omit: {
      partner: {
        actions: ['invoiceWithdrawn'],
        when: ['`cash` or `other`', 'fernpay_card_payments, test card'],
        operations: ['initiatePublicSinglePayment'],
      },
    },
  },
  'recurring-payment': {
    id: 'recurring-payment',
    title: 'Recurring payment lifecycle',
    noun: 'recurring payment',
    lifecycle: RECURRING_PAYMENT_LIFECYCLE,
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
      toolkit: API_PAGES['toolkit-recurring-payments'].route,
      partner: API_PAGES['partner-recurring-payments'].route,
    },
    omit: {partner: {operations: ['initiateRecurringPaymentFlow']}},
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
