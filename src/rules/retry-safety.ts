/**
 * What a retry does, per call: for every call that changes something (every method but GET) of
 * every public API (the provider's: retry-safety-provider.ts), what sending it again after a `5xx` answer or no answer does, and what to check first.
 * Calls that take an `Idempotency-Key` are not listed one by one: `KEYED` names them, and a retry
 * with the same key is safe (rule `idempotency-5xx`). `tests/unit/retry-safety.test.ts` compares
 * this with every compiled API. Pure data: no DOM, no Node API.
 */

import {API_PAGES, type ApiId} from './api-pages';

export {API_PAGES, type ApiId};

type Family = (typeof API_PAGES)[ApiId]['family'];

export type RetryEntry = {
  /** The call's short name in the table. */
  call: string;
  /** Markdown, added to the "what a retry does" cell. */
  note?: string;
  /** Markdown: what to check before retrying, when there is something to check. */
  check?: string;
} & (
  | {
      /** A repeat leaves the same state and gets the same answer. */
      kind: 'repeatable';
    }
  | {
      /**
       * A repeat after a success is refused with `status`; that answer means the first one worked
       * (unless `check` says how to tell).
       */
      kind: 'refused';
      status: string;
      /** Markdown: the answer's message, as the operation documents it. */
      message: string;
    }
  | {
      /** A repeat creates a second object or applies the change twice. */
      kind: 'duplicate';
      /** Markdown: what the repeat does, completing "A repeat …". */
      effect: string;
      /** Markdown: what to check before retrying, with the API's own calls and filters. */
      check: string;
    }
  | {
      /** A repeat returns a new authorisation link (or consent). */
      kind: 'new-link';
      /** What becomes of the link the first call returned. */
      earlier: 'stops-working' | 'stays-until-expiry';
      /** Markdown: when a link expires, completing "…until …". */
      expiry: string;
    }
);

export type RetryKind = RetryEntry['kind'];

/** `[text](route#anchor)` to an operation of an API's reference page. */
export const operationAnchor = (operationId: string) =>
  operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
export const opLink = (api: ApiId, operationId: string, text: string) =>
  `[${text}](${API_PAGES[api].route}#${operationAnchor(operationId)})`;

const notFound = {kind: 'refused', status: '404', message: '`Not Found`'} as const;

function singlePayments(api: 'toolkit-single-payments' | 'partner-single-payments'): Record<string, RetryEntry> {
  return {
    editSinglePayment: {call: 'edit', kind: 'repeatable'},
    cancelSinglePayment: {
      call: 'cancel',
      kind: 'refused',
      status: '400',
      message: '`only draft or sent payments can be cancelled; this payment is cancelled`',
    },
    deleteSinglePayment: {call: 'delete', ...notFound},
    attachSinglePaymentNote: {
      call: 'attach a note',
      kind: 'duplicate',
      effect: 'adds the note a second time',
      check: `${opLink(api, 'getSinglePayment', 'Get the payment')} and look for the note's \`text\` in \`notes\`.`,
    },
    editSinglePaymentNote: {call: 'edit a note', kind: 'repeatable'},
    deleteSinglePaymentNote: {call: 'delete a note', ...notFound},
  };
}

function recurringPayments(
  api: 'toolkit-recurring-payments' | 'partner-recurring-payments',
): Record<string, RetryEntry> {
  return {
    editRecurringPayment: {call: 'edit', kind: 'repeatable'},
    deleteRecurringPayment: {call: 'delete', ...notFound},
    attachRecurringPaymentNote: {
      call: 'attach a note',
      kind: 'duplicate',
      effect: 'adds the note a second time',
      check: `${opLink(api, 'getRecurringPayment', 'Get the recurring payment')} and look for the note's \`text\` in \`notes\`.`,
    },
    editRecurringPaymentNote: {call: 'edit a note', kind: 'repeatable'},
    deleteRecurringPaymentNote: {call: 'delete a note', ...notFound},
  };
}

const authLinkHour = 'it expires, 1 hour after it was created';

function bankAccounts(who: 'your company' | 'the company'): Record<string, RetryEntry> {
  return {
    createBankAccount: {
      call: 'create',
      kind: 'refused',
      status: '400',
      message: `saying that the account is already registered for ${who}`,
    },
    editBankAccountName: {call: 'edit the name', kind: 'repeatable'},
    setDefaultBankAccount: {call: 'set as default', kind: 'repeatable'},
    connectBankAccount: {
      call: 'connect',
      kind: 'new-link',
      earlier: 'stays-until-expiry',
      expiry: authLinkHour,
      check: 'Authorising the same account twice renews its consent; it never adds the account twice.',
    },
  };
}

/** Every call that changes something and takes no `Idempotency-Key`, per API and operationId. */
/** An API's calls that change something, with what a retry of each does (by operationId). */
export type RetryTable = Partial<Record<ApiId, Record<string, RetryEntry>>>;
/** A family's keyed calls: one row of its table. */
export interface KeyedCalls {
  label: string;
  calls: [ApiId, string, string][];
}

/** The public APIs' rows; the provider's are in retry-safety-provider.ts (restricted: no public file holds them). */
export const RETRY_SAFETY: Record<Exclude<ApiId, 'provider'>, Record<string, RetryEntry>> = {
  'toolkit-single-payments': {
    ...singlePayments('toolkit-single-payments'),
    initiatePublicSinglePayment: {
      call: 'start the payment at the bank (public)',
      kind: 'new-link',
      earlier: 'stops-working',
      expiry: 'it expires, about 1 hour after it was created',
    },
  },
  'toolkit-recurring-payments': {
    ...recurringPayments('toolkit-recurring-payments'),
    initiateRecurringPaymentFlow: {
      call: 'start the set-up at the bank (public)',
      kind: 'new-link',
      earlier: 'stops-working',
      expiry: 'it expires',
      check: 'Send the same body: a repeat returns the same `step`.',
    },
  },
  'toolkit-transactions': {},
  'toolkit-bank-accounts': bankAccounts('your company'),
  'toolkit-customers': {
    createCustomer: {
      call: 'create',
      kind: 'duplicate',
      effect:
        'creates a second customer (with an `email`, the repeat is refused with `400` `email … is already used by customer …`, naming the first one)',
      check: `${opLink('toolkit-customers', 'listCustomers', 'List customers')} with \`email\`, or \`search\` for the name.`,
    },
    editCustomer: {call: 'edit', kind: 'repeatable'},
    archiveCustomer: {
      call: 'archive',
      kind: 'refused',
      status: '400',
      message: '`customer … is already archived`',
    },
    restoreCustomer: {call: 'restore', kind: 'refused', status: '400', message: '`customer … is not archived`'},
    deleteCustomer: {call: 'delete', ...notFound},
  },
  'toolkit-inventory': {
    createInventoryItem: {
      call: 'create',
      kind: 'refused',
      status: '400',
      message: '`sku … is already used by item …`, naming the item the first call created',
    },
    editInventoryItem: {call: 'edit', kind: 'repeatable'},
    adjustInventoryStock: {
      call: 'adjust stock',
      kind: 'duplicate',
      effect: 'records the stock change twice',
      check: `${opLink('toolkit-inventory', 'listStockMovements', 'List the stock movements')} of the item and look for yours (\`change\`, \`reason\`, \`note\`).`,
    },
    archiveInventoryItem: {
      call: 'archive',
      kind: 'refused',
      status: '400',
      message: 'saying that the item is already archived',
    },
  },
  'toolkit-invoices': {
    createInvoice: {
      call: 'create',
      kind: 'refused',
      status: '400',
      message: '`reference … is already used by invoice …`, naming the invoice the first call created',
    },
    editInvoice: {call: 'edit', kind: 'repeatable'},
    issueInvoice: {
      call: 'issue',
      kind: 'refused',
      status: '400',
      message: '`invoice … is issued; only draft invoices can be issued`',
    },
    markInvoicePaid: {call: 'mark as paid', kind: 'refused', status: '400', message: '`invoice … is already paid`'},
    voidInvoice: {call: 'void', kind: 'refused', status: '400', message: 'saying that the invoice is already `void`'},
  },
  'toolkit-orders': {
    createOrder: {
      call: 'create',
      kind: 'duplicate',
      effect: 'creates a second order, unless you sent `source` and `externalOrderId`: then it is refused with `400`',
      check: `${opLink('toolkit-orders', 'listOrders', 'List orders')} with \`customerId\` (and \`externalOrderId\` if you sent one) and compare.`,
    },
    aggregateOrders: {
      call: 'aggregate',
      kind: 'repeatable',
      note: 'Orders already imported are returned, not created again (`200` when the whole batch was).',
    },
    updateOrderStatus: {
      call: 'change the status',
      kind: 'refused',
      status: '400',
      message:
        'saying the move is not allowed from the new status, e.g. `order … is cancelled; only new or processing orders can be cancelled`',
    },
    generateOrderInvoice: {
      call: 'generate the invoice',
      kind: 'refused',
      status: '400',
      message: 'saying that the order already has an invoice',
    },
    generateOrderShipment: {
      call: 'generate the shipment',
      kind: 'refused',
      status: '400',
      message: 'saying that the order already has an active shipment',
    },
  },
  'toolkit-shipping': {
    createShipment: {
      call: 'create',
      kind: 'refused',
      status: '400',
      message: '`order … already has shipment … in status pending; cancel it first`',
    },
    updateShipmentTracking: {call: 'record tracking', kind: 'repeatable', note: 'The shipment is dispatched once.'},
    markShipmentDelivered: {
      call: 'mark as delivered',
      kind: 'refused',
      status: '400',
      message: 'saying that the shipment is `delivered`, not `in_transit`',
    },
    cancelShipment: {
      call: 'cancel',
      kind: 'refused',
      status: '400',
      message: '`shipment … is cancelled; only pending shipments can be cancelled`',
    },
  },
  'toolkit-suppliers': {
    createSupplier: {
      call: 'create a supplier',
      kind: 'refused',
      status: '400',
      message: 'saying that the name is already used',
    },
    editSupplier: {call: 'edit a supplier', kind: 'repeatable'},
    deleteSupplier: {call: 'delete a supplier', ...notFound},
    createPurchaseOrder: {
      call: 'create a purchase order',
      kind: 'refused',
      status: '400',
      message: 'saying that the `number` is already used',
    },
    receivePurchaseOrder: {
      call: 'receive goods',
      kind: 'duplicate',
      effect:
        'sent with `lines` adds the units to stock a second time (with `{}`, once everything is received, it is refused with `400`)',
      check: `${opLink('toolkit-suppliers', 'getPurchaseOrder', 'Get the purchase order')} and compare \`quantityReceived\` of its lines.`,
    },
    cancelPurchaseOrder: {
      call: 'cancel a purchase order',
      kind: 'refused',
      status: '400',
      message: '`purchase order … is cancelled; only ordered purchase orders can be cancelled`',
    },
  },
  'partner-single-payments': singlePayments('partner-single-payments'),
  'partner-recurring-payments': recurringPayments('partner-recurring-payments'),
  'partner-transactions': {},
  'partner-bank-accounts': {
    ...bankAccounts('the company'),
    reconsentBankAccount: {
      call: 'renew the consent',
      kind: 'new-link',
      earlier: 'stays-until-expiry',
      expiry: authLinkHour,
    },
  },
  'partner-merchants': {
    createCompany: {
      call: 'create',
      kind: 'duplicate',
      effect: 'creates a second company, with its own verification case',
      check: `${opLink('partner-managed-companies', 'listManagedCompanies', 'List your companies')} and compare \`identifier\`.`,
    },
    updateCompany: {call: 'update', kind: 'repeatable'},
  },
  'partner-managed-companies': {
    toggleCompanyAccess: {
      call: 'toggle access',
      kind: 'duplicate',
      effect: 'flips the access back (`banned` to `active`, or the reverse)',
      check: `${opLink('partner-managed-companies', 'getManagedCompany', 'Get the company')} and retry only if \`status\` has not changed.`,
    },
  },
  'partner-integrations': {
    createIntegration: {
      call: 'create',
      kind: 'duplicate',
      effect: 'creates a second integration',
      check: `${opLink('partner-integrations', 'listIntegrations', 'List integrations')} and compare \`name\`.`,
    },
    editIntegration: {call: 'edit', kind: 'repeatable'},
    deleteIntegration: {call: 'delete', ...notFound},
  },
};

/**
 * The calls that take an `Idempotency-Key`, per public API family: one row each in the tables (the
 * provider's: retry-safety-provider.ts).
 */
export const KEYED: Record<Exclude<Family, 'provider'>, KeyedCalls> = {
  toolkit: {
    label: 'Toolkit payments, with a key',
    calls: [
      ['toolkit-single-payments', 'createSinglePayment', 'create'],
      ['toolkit-single-payments', 'createAndProcessSinglePayment', 'create and process'],
      ['toolkit-single-payments', 'processSinglePayment', 'process'],
      ['toolkit-single-payments', 'refundSinglePayment', 'refund'],
      ['toolkit-recurring-payments', 'createRecurringPayment', 'create'],
      ['toolkit-recurring-payments', 'createAndProcessRecurringPayment', 'create and process'],
      ['toolkit-recurring-payments', 'processRecurringPayment', 'process'],
    ],
  },
  partner: {
    label: 'Partner payments, with a key',
    calls: [
      ['partner-single-payments', 'createSinglePayment', 'create'],
      ['partner-single-payments', 'createAndProcessSinglePayment', 'create and process'],
      ['partner-single-payments', 'processSinglePayment', 'process'],
      ['partner-single-payments', 'refundSinglePayment', 'refund'],
      ['partner-recurring-payments', 'createRecurringPayment', 'create'],
      ['partner-recurring-payments', 'createAndProcessRecurringPayment', 'create and process'],
      ['partner-recurring-payments', 'processRecurringPayment', 'process'],
    ],
  },
};

/** Keyed calls whose `Idempotency-Key` is being declared; remove an entry once its API declares it. */
export const KEY_BEING_ADDED: [ApiId, string][] = [];

/** The "what a retry does" cell of an entry (Markdown, one line). */
export function retryEffect(entry: RetryEntry): string {
  let text: string;
  switch (entry.kind) {
    case 'repeatable':
      text = 'Safe to repeat: same state, same answer.';
      break;
    case 'refused':
      text = entry.check
        ? `Refused once done: \`${entry.status}\` ${entry.message}.`
        : `Refused once done: \`${entry.status}\` ${entry.message}, which means the first one worked.`;
      break;
    case 'duplicate':
      text = `A repeat ${entry.effect}.`;
      break;
    case 'new-link':
      text =
        entry.earlier === 'stops-working'
          ? 'Returns a new link; the earlier one stops working.'
          : `Returns a new link; the earlier one stays usable until ${entry.expiry}.`;
      break;
  }
  return entry.note ? `${text} ${entry.note}` : text;
}

/** The "check first" cell of an entry (Markdown, one line). */
export function retryCheck(entry: RetryEntry): string {
  switch (entry.kind) {
    case 'repeatable':
    case 'refused':
    case 'duplicate':
      return entry.check ?? 'Nothing.';
    case 'new-link':
      return entry.check ? `Send the user only the newest link. ${entry.check}` : 'Send the user only the newest link.';
  }
}

/**
 * The tables of one or more API families: a row per call, grouped per API, and one row for the calls
 * that take an `Idempotency-Key`. `keyedRetry` is the Markdown of what a retry with the same key does.
 */
export function retryTables(
  families: Family[],
  keyedRetry: string,
  tables: {safety: RetryTable; keyed: Partial<Record<Family, KeyedCalls>>} = {safety: RETRY_SAFETY, keyed: KEYED},
): string {
  const header = ['| API | Call | A retry after a `5xx` or no answer | Check first |', '| --- | --- | --- | --- |'];
  return families
    .map((family) => {
      const rows: string[] = [];
      const keyed = tables.keyed[family];
      if (!keyed) throw new Error(`retryTables: no keyed calls for ${family}`);
      const byApi = new Map<ApiId, string[]>();
      for (const [api, op, text] of keyed.calls) byApi.set(api, [...(byApi.get(api) ?? []), opLink(api, op, text)]);
      const keyedCalls = [...byApi]
        .map(([api, links]) =>
          byApi.size > 1 ? `${API_PAGES[api].label.toLowerCase()}: ${links.join(', ')}` : links.join(', '),
        )
        .join('; ');
      rows.push(
        `| ${keyed.label} | ${keyedCalls.replace(/^./, (c) => c.toUpperCase())} | ${keyedRetry} | Nothing: send the same \`Idempotency-Key\`. |`,
      );
      const prefix = family === 'provider' ? '' : `${family === 'toolkit' ? 'Toolkit' : 'Partner'} `;
      for (const api of Object.keys(API_PAGES) as ApiId[]) {
        if (API_PAGES[api].family !== family) continue;
        Object.entries(tables.safety[api] ?? {}).forEach(([op, entry], i) => {
          const apiCell =
            i === 0 ? (family === 'provider' ? 'Other calls' : `${prefix}${API_PAGES[api].label.toLowerCase()}`) : '';
          rows.push(`| ${apiCell} | ${opLink(api, op, entry.call)} | ${retryEffect(entry)} | ${retryCheck(entry)} |`);
        });
      }
      return [...header, ...rows].join('\n');
    })
    .join('\n\n');
}
