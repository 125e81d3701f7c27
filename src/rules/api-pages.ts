/**
 * The reference page of each API: its family, its label and its route. The one statement of "which page
 * shows API x", read by the retry table, the MCP server's data, the restricted section's search index and
 * the lifecycle tables; `tests/unit/api-pages.test.ts` checks it against the pages that embed
 * `<ApiReference id>` and against the compiled APIs. Pure data: no DOM, no Node API.
 */
import type {ApiFamily} from './constants';

/** The reference page of each API (openapi/README.md). */
export const API_PAGES = {
  'toolkit-single-payments': {
    family: 'toolkit',
    label: 'Single payments',
    route: '/toolkit-api/payments-module/single-payments/api-requests',
  },
  'toolkit-recurring-payments': {
    family: 'toolkit',
    label: 'Recurring payments',
    route: '/toolkit-api/payments-module/recurring-payments/api-requests',
  },
  'toolkit-transactions': {
    family: 'toolkit',
    label: 'Transactions',
    route: '/toolkit-api/payments-module/transactions/api-requests',
  },
  'toolkit-bank-accounts': {
    family: 'toolkit',
    label: 'Bank accounts',
    route: '/toolkit-api/payments-module/bank-accounts/api-requests',
  },
  'toolkit-customers': {family: 'toolkit', label: 'Customers', route: '/toolkit-api/customers/api-requests'},
  'toolkit-inventory': {family: 'toolkit', label: 'Inventory', route: '/toolkit-api/inventory/api-requests'},
  'toolkit-invoices': {family: 'toolkit', label: 'Invoices', route: '/toolkit-api/invoices/api-requests'},
  'toolkit-orders': {family: 'toolkit', label: 'Orders', route: '/toolkit-api/orders/api-requests'},
  'toolkit-shipping': {family: 'toolkit', label: 'Shipping', route: '/toolkit-api/shipping/api-requests'},
  'toolkit-suppliers': {family: 'toolkit', label: 'Suppliers', route: '/toolkit-api/suppliers/api-requests'},
  'partner-single-payments': {
    family: 'partner',
    label: 'Single payments',
    route: '/partner-api/apis/single-payments/api-requests',
  },
  'partner-recurring-payments': {
    family: 'partner',
    label: 'Recurring payments',
    route: '/partner-api/apis/recurring-payments/api-requests',
  },
  'partner-transactions': {
    family: 'partner',
    label: 'Transactions',
    route: '/partner-api/apis/transactions/api-requests',
  },
  'partner-bank-accounts': {
    family: 'partner',
    label: 'Bank accounts',
    route: '/partner-api/apis/bank-accounts/api-requests',
  },
  'partner-merchants': {family: 'partner', label: 'Merchants', route: '/partner-api/apis/merchants/api-requests'},
  'partner-managed-companies': {
    family: 'partner',
    label: 'Managed companies',
    route: '/partner-api/apis/managed-companies/api-requests',
  },
  'partner-integrations': {
    family: 'partner',
    label: 'Merchant integrations',
    route: '/partner-api/apis/merchant-integrations/api-requests',
  },
  provider: {family: 'provider', label: 'Provider', route: '/provider/api'},
} as const satisfies Record<string, {family: Exclude<ApiFamily, 'public'>; label: string; route: string}>;

export type ApiId = keyof typeof API_PAGES;

/** API id -> the route of its reference page. */
export const referenceRoutes = (): Record<string, string> =>
  Object.fromEntries(Object.entries(API_PAGES).map(([id, page]) => [id, page.route]));
