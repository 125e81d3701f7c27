/**
 * The public preset: the Toolkit and Partner APIs' resource modules and test credentials, what every public
 * entry point runs (the published public sandbox, the public MCP file, the page's Try it). To add a public
 * resource, write resources/<name>.ts exporting a `ResourceModule` and list it here (in any order: a set).
 * It imports nothing of the provider. Pure.
 */
import {SANDBOX_CREDENTIALS} from '../credentials';
import {BANK_ACCOUNT_LIFECYCLE} from '../lifecycles/bank-account';
import {ACCESS_LIFECYCLE, VERIFICATION_LIFECYCLE} from '../lifecycles/company';
import {CUSTOMER_LIFECYCLE} from '../lifecycles/customer';
import {DIRECTOR_LIFECYCLE} from '../lifecycles/director';
import {INVENTORY_ITEM_LIFECYCLE} from '../lifecycles/inventory-item';
import {INVOICE_LIFECYCLE} from '../lifecycles/invoice';
import {ORDER_LIFECYCLE} from '../lifecycles/order';
import {PURCHASE_ORDER_LIFECYCLE} from '../lifecycles/purchase-order';
import {INITIAL_PAYMENT_LIFECYCLE, RECURRING_PAYMENT_LIFECYCLE} from '../lifecycles/recurring-payment';
import {SHIPMENT_LIFECYCLE} from '../lifecycles/shipment';
import {SINGLE_PAYMENT_LIFECYCLE} from '../lifecycles/single-payment';
import {TRANSACTION_LIFECYCLE} from '../lifecycles/transaction';
import type {SandboxPreset} from '../preset';
import {PUBLIC_SCENARIOS} from '../scenarios/public';
import {BANK_ACCOUNTS} from '../resources/bank-accounts';
import {BUSINESS_MODULES} from '../resources/business';
import {COMPANIES} from '../resources/companies';
import {INTEGRATIONS} from '../resources/integrations';
import {RECURRING_PAYMENTS} from '../resources/recurring-payments';
import {SINGLE_PAYMENTS} from '../resources/single-payments';
import {TRANSACTIONS} from '../resources/transactions';
import {SANDBOX_SEED} from '../seed';

export const PUBLIC_PRESET: SandboxPreset = {
  name: 'public',
  resources: [
    SINGLE_PAYMENTS,
    RECURRING_PAYMENTS,
    COMPANIES,
    INTEGRATIONS,
    BANK_ACCOUNTS,
    TRANSACTIONS,
    ...BUSINESS_MODULES,
  ],
  credentials: SANDBOX_CREDENTIALS,
  scenarios: [PUBLIC_SCENARIOS],
  seed: SANDBOX_SEED,
  lifecycles: [
    SINGLE_PAYMENT_LIFECYCLE,
    RECURRING_PAYMENT_LIFECYCLE,
    INITIAL_PAYMENT_LIFECYCLE,
    VERIFICATION_LIFECYCLE,
    ACCESS_LIFECYCLE,
    DIRECTOR_LIFECYCLE,
    BANK_ACCOUNT_LIFECYCLE,
    TRANSACTION_LIFECYCLE,
    INVOICE_LIFECYCLE,
    ORDER_LIFECYCLE,
    SHIPMENT_LIFECYCLE,
    PURCHASE_ORDER_LIFECYCLE,
    INVENTORY_ITEM_LIFECYCLE,
    CUSTOMER_LIFECYCLE,
  ],
};
