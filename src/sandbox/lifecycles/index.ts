/**
 * Every lifecycle the sandbox applies, as pages show it (`<Lifecycle id api />`, view.ts). The transitions
 * and refusals are the engine's own declarations; this file adds only the words of the diagram and the
 * pages whose operation anchors the tables link. Pure.
 */
import {BANK_ACCOUNT_LIFECYCLE} from './bank-account';
import {ACCESS_LIFECYCLE, VERIFICATION_LIFECYCLE} from './company';
import {CUSTOMER_LIFECYCLE} from './customer';
import {INVENTORY_ITEM_LIFECYCLE} from './inventory-item';
import {INVOICE_LIFECYCLE} from './invoice';
import {ORDER_LIFECYCLE} from './order';
import {PROVIDER_LIFECYCLES} from './provider';
import {PURCHASE_ORDER_LIFECYCLE} from './purchase-order';
import {RECURRING_PAYMENT_LIFECYCLE, collectionOutcomesMarkdown} from './recurring-payment';
import {SHIPMENT_LIFECYCLE} from './shipment';
import {TRANSACTION_LIFECYCLE} from './transaction';
import {SINGLE_PAYMENT_LIFECYCLE} from './single-payment';
import {lifecycleMarkdown, type LifecycleView} from './view';
import {API_PAGES} from '../../rules/api-pages';
import {isRestrictedPath} from '../../restricted';

const PAYMENTS: Readonly<Record<string, LifecycleView>> = {
  'single-payment': {
    id: 'single-payment',
    title: 'Single payment lifecycle',
    noun: 'payment',
    lifecycle: SINGLE_PAYMENT_LIFECYCLE,
    tableOnly: ['card.approve', 'card.decline', 'invoiceWithdrawn'],
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
    parts: {
      'sandbox-outcomes': () =>
        collectionOutcomesMarkdown(API_PAGES['toolkit-recurring-payments'].route, {
          name: 'createAndProcessRecurringPayment-withInitialPayment',
          recurringAmount: '45.00',
        }),
    },
  },
};

const toolkit = (key: keyof typeof API_PAGES) => ({toolkit: API_PAGES[key].route});
const ORDERS = API_PAGES['toolkit-orders'].route;
const BUSINESS_WHO = {'merchant call': 'your call', 'sandbox clock': 'time'};

/** The business APIs of the toolkit (one reference each). */
const BUSINESS: Readonly<Record<string, LifecycleView>> = {
  invoice: {
    id: 'invoice',
    title: 'Invoice lifecycle',
    noun: 'invoice',
    lifecycle: INVOICE_LIFECYCLE,
    exampleId: '6657e5f6a7b8c9d0e1f2a401',
    actions: {
      create: {label: 'create', operationId: 'createInvoice'},
      generate: {label: 'generate', operationId: 'generateOrderInvoice', page: ORDERS},
      edit: {label: 'edit', operationId: 'editInvoice'},
      issue: {label: 'issue', operationId: 'issueInvoice'},
      'mark-paid': {label: 'mark paid', operationId: 'markInvoicePaid'},
      void: {label: 'void', operationId: 'voidInvoice'},
      'payment.paid': {label: 'payment paid'},
      'payment.cancelled': {label: 'payment cancelled'},
      'clock.dueDatePassed': {label: 'day after dueDate'},
    },
    who: {...BUSINESS_WHO, 'another resource': 'its single payment'},
    apis: toolkit('toolkit-invoices'),
  },
  order: {
    id: 'order',
    title: 'Order lifecycle',
    noun: 'order',
    lifecycle: ORDER_LIFECYCLE,
    exampleId: 'ORD-2026-0188',
    actions: {
      create: {label: 'create', operationId: 'createOrder'},
      aggregate: {label: 'aggregate', operationId: 'aggregateOrders'},
      reserve: {label: 'invoice or shipment generated'},
      'set-processing': {label: 'set processing', operationId: 'updateOrderStatus'},
      'set-completed': {label: 'set completed', operationId: 'updateOrderStatus'},
      'set-cancelled': {label: 'set cancelled', operationId: 'updateOrderStatus'},
      'generate-invoice': {label: 'generate an invoice', operationId: 'generateOrderInvoice'},
      'generate-shipment': {label: 'generate a shipment', operationId: 'generateOrderShipment'},
      'shipment.dispatched': {label: 'shipment dispatched'},
      'auto-complete': {label: 'invoice paid and shipment delivered'},
    },
    who: {...BUSINESS_WHO, 'another resource': 'its invoice or shipment'},
    apis: toolkit('toolkit-orders'),
  },
  shipment: {
    id: 'shipment',
    title: 'Shipment lifecycle',
    noun: 'shipment',
    lifecycle: SHIPMENT_LIFECYCLE,
    exampleId: '6659f6a7b8c9d0e1f2a3b501',
    actions: {
      create: {label: 'create, or generate from the order', operationId: 'createShipment'},
      tracking: {label: 'record tracking number', operationId: 'updateShipmentTracking'},
      deliver: {label: 'mark delivered', operationId: 'markShipmentDelivered'},
      cancel: {label: 'cancel', operationId: 'cancelShipment'},
    },
    who: BUSINESS_WHO,
    apis: toolkit('toolkit-shipping'),
  },
  'purchase-order': {
    id: 'purchase-order',
    title: 'Purchase order lifecycle',
    noun: 'purchase order',
    lifecycle: PURCHASE_ORDER_LIFECYCLE,
    exampleId: 'PO-2026-014',
    actions: {
      create: {label: 'create', operationId: 'createPurchaseOrder'},
      receive: {label: 'receive', operationId: 'receivePurchaseOrder'},
      cancel: {label: 'cancel', operationId: 'cancelPurchaseOrder'},
    },
    who: BUSINESS_WHO,
    apis: toolkit('toolkit-suppliers'),
  },
  'inventory-item': {
    id: 'inventory-item',
    title: 'Inventory item lifecycle',
    noun: 'item',
    lifecycle: INVENTORY_ITEM_LIFECYCLE,
    exampleId: 'PLT-ROS-4L',
    actions: {
      create: {label: 'create', operationId: 'createInventoryItem'},
      archive: {label: 'archive', operationId: 'archiveInventoryItem'},
      'adjust-stock': {label: 'adjust stock', operationId: 'adjustInventoryStock'},
    },
    who: BUSINESS_WHO,
    apis: toolkit('toolkit-inventory'),
  },
  customer: {
    id: 'customer',
    title: 'Customer lifecycle',
    noun: 'customer',
    lifecycle: CUSTOMER_LIFECYCLE,
    exampleId: '6655a1b2c3d4e5f6a7b8c904',
    actions: {
      create: {label: 'create', operationId: 'createCustomer'},
      aggregate: {label: 'order aggregated', operationId: 'aggregateOrders', page: ORDERS},
      archive: {label: 'archive', operationId: 'archiveCustomer'},
      restore: {label: 'restore', operationId: 'restoreCustomer'},
    },
    who: {...BUSINESS_WHO, 'another resource': 'your call to aggregate orders'},
    apis: toolkit('toolkit-customers'),
  },
};

/** The payments module's other resources, toolkit and partner alike, and the partner's companies. */
const BANKING: Readonly<Record<string, LifecycleView>> = {
  transaction: {
    id: 'transaction',
    title: 'Transaction lifecycle',
    noun: 'transaction',
    lifecycle: TRANSACTION_LIFECYCLE,
    actions: {
      'customer.choosesBank': {label: 'customer chooses their bank'},
      'collection.scheduled': {label: 'recurring collection scheduled'},
      'customer.authorising': {label: 'customer authorising at the bank'},
      'customer.abandons': {label: 'customer abandons'},
      'bank.accepts': {label: 'bank accepts the payment'},
      'bank.declines': {label: 'bank or customer declines'},
      'bank.rejects': {label: 'bank rejects'},
      'bank.moneyMoved': {label: 'money moved'},
      'check.fullAmount': {label: 'check finds the full amount'},
      'check.less': {label: 'check finds less'},
      'check.nothing': {label: 'check finds nothing'},
      'check.unreadable': {label: 'account cannot be read'},
      'check.standingOrderCancelled': {label: 'standing order cancelled'},
    },
    who: {
      customer: 'the customer',
      'recurring payment': 'its recurring payment',
      bank: 'the bank',
      'bank or customer': 'the bank or the customer',
      'data API check': "Fernpay's data API check",
      "customer's bank (data API check)": "the customer's bank (seen by Fernpay's data API check)",
    },
    apis: {toolkit: API_PAGES['toolkit-transactions'].route, partner: API_PAGES['partner-transactions'].route},
  },
  'bank-account': {
    id: 'bank-account',
    title: 'Bank account lifecycle',
    noun: 'account',
    lifecycle: BANK_ACCOUNT_LIFECYCLE,
    actions: {
      create: {label: 'create (bank statement)', operationId: 'createBankAccount'},
      'bank.approve': {label: 'connect (open banking)'},
      'bank.approve-details-not-confirmed': {label: 'connect, details not confirmed'},
      'bank.reconnect': {label: 'connected again'},
      'clock.detailsConfirmed': {label: 'details confirmed through the data API'},
      'clock.detailsNotConfirmed': {label: 'details not confirmed automatically'},
      'clock.manualCheck': {label: "Fernpay's check"},
      'fernpay.disable': {label: 'account closed or disabled by Fernpay'},
      setDefaultBankAccount: {label: 'set default', operationId: 'setDefaultBankAccount'},
    },
    who: {
      'merchant or partner call': 'your call',
      'test bank (company user)': 'the company user, at the bank (sandbox: the test bank)',
      'sandbox clock (data API)': "Fernpay's data API check",
      "sandbox clock (Fernpay's team)": "Fernpay's team",
      "Fernpay's team": "Fernpay's team",
    },
    apis: {toolkit: API_PAGES['toolkit-bank-accounts'].route, partner: API_PAGES['partner-bank-accounts'].route},
  },
  'company-verification': {
    id: 'company-verification',
    title: 'Company verification lifecycle',
    noun: 'company',
    lifecycle: VERIFICATION_LIFECYCLE,
    // Drawn: the changes one director causes. Several directors add four, in the table.
    tableOnly: [
      'fernpay.approveOthersPending',
      'fernpay.approveOtherAtRetry',
      'directors.manualCheckWhileRetry',
      'directors.rejectedWhileRetry',
    ],
    actions: {
      create: {label: 'create', operationId: 'createCompany'},
      'directors.firstSubmits': {label: 'a director starts'},
      'directors.allVerified': {label: 'every director verified'},
      'directors.manualCheck': {label: 'checks need a person'},
      'directors.retry': {label: 'a check failed, can retry'},
      'directors.rejected': {label: 'checks failed'},
      'directors.resubmit': {label: 'director retries'},
      'fernpay.approve': {label: 'Fernpay approves'},
      'fernpay.decline': {label: 'Fernpay declines'},
      'fernpay.reopen': {label: 'Fernpay reopens the case'},
      'fernpay.close': {label: 'Fernpay closes the case'},
      'fernpay.approveOthersPending': {label: 'Fernpay approves, another director not done'},
      'fernpay.approveOtherAtRetry': {label: 'Fernpay approves, another director at retry'},
      'directors.manualCheckWhileRetry': {label: 'another director needs a person'},
      'directors.rejectedWhileRetry': {label: 'another director rejected'},
    },
    who: {
      'partner call': 'your call',
      'directors (test verification flow)': 'the directors (sandbox: the test verification flow)',
      "Fernpay's team": "Fernpay's team",
      "Fernpay's team (no sandbox input)": "Fernpay's team (live only: no sandbox input)",
    },
    apis: {partner: API_PAGES['partner-merchants'].route},
  },
  'company-access': {
    id: 'company-access',
    title: 'Company access lifecycle',
    noun: 'company',
    lifecycle: ACCESS_LIFECYCLE,
    exampleId: '6650f1c2a9d3e4b5c6d7e8fb',
    actions: {
      create: {label: 'company created', operationId: 'createCompany', page: API_PAGES['partner-merchants'].route},
      toggleCompanyAccess: {label: 'toggle-access', operationId: 'toggleCompanyAccess'},
      'fernpay.terminate': {label: 'Fernpay terminates'},
      updateCompany: {label: 'update', operationId: 'updateCompany', page: API_PAGES['partner-merchants'].route},
      createIntegration: {
        label: 'create an integration',
        operationId: 'createIntegration',
        page: API_PAGES['partner-integrations'].route,
      },
    },
    who: {
      'partner call': 'your call',
      "Fernpay's team": "Fernpay's team (sandbox: `POST /_sandbox/bank/{companyId}/terminate`)",
    },
    apis: {partner: API_PAGES['partner-managed-companies'].route},
  },
};

export const LIFECYCLES: Readonly<Record<string, LifecycleView>> = {
  ...PAYMENTS,
  ...BANKING,
  ...BUSINESS,
  ...PROVIDER_LIFECYCLES,
};

export type LifecycleId = keyof typeof LIFECYCLES;
export const isLifecycleId = (id: string): id is LifecycleId => Object.hasOwn(LIFECYCLES, id);

/** A lifecycle of the restricted section: every page it links is under the section's prefix. */
export const isRestrictedLifecycle = (id: LifecycleId) =>
  Object.values(LIFECYCLES[id].apis).every((route) => isRestrictedPath(route));

/** `<Lifecycle id="…" api="…" />` (attributes in either order, quoted). */
const LIFECYCLE_TAG = /<Lifecycle\s+((?:[a-z]+="[^"]*"\s*)+)\/>/g;

export function parseLifecycleAttributes(attributes: string): {id?: string; api?: string; part?: string} {
  const out: Record<string, string> = {};
  for (const m of attributes.matchAll(/([a-z]+)="([^"]*)"/g)) out[m[1]] = m[2];
  return out;
}

/** Replaces every `<Lifecycle …/>` tag of an MDX text with its Markdown (the twins, the diagram renderer). */
export function expandLifecycleTags(text: string): string {
  return text.replace(LIFECYCLE_TAG, (_, attributes: string) => {
    const {id, api, part} = parseLifecycleAttributes(attributes);
    if (!id || !isLifecycleId(id))
      throw new Error(`unknown lifecycle "${id}" (known: ${Object.keys(LIFECYCLES).join(', ')})`);
    return lifecycleMarkdownOf(id, api, part);
  });
}

/** The lifecycle's diagram and tables, or (`part`) one of the other tables its declaration holds. */
export function lifecycleMarkdownOf(id: LifecycleId, api?: string, part?: string): string {
  const view = LIFECYCLES[id];
  if (part === undefined) return lifecycleMarkdown(view, api);
  const render = view.parts?.[part];
  if (!render)
    throw new Error(
      `lifecycle "${id}" has no part "${part}" (known: ${Object.keys(view.parts ?? {}).join(', ') || 'none'})`,
    );
  return render();
}
