/**
 * The public preset: the Toolkit and Partner APIs' resource modules and test credentials, what every public
 * entry point runs (the published public sandbox, the public MCP file, the page's Try it). To add a public
 * resource, write resources/<name>.ts exporting a `ResourceModule` and list it here (in any order: a set).
 * It imports nothing of the provider. Pure.
 */
import {SANDBOX_CREDENTIALS} from '../credentials';
import type {SandboxPreset} from '../preset';
import {BANK_ACCOUNTS} from '../resources/bank-accounts';
import {BUSINESS_MODULES} from '../resources/business';
import {COMPANIES} from '../resources/companies';
import {INTEGRATIONS} from '../resources/integrations';
import {RECURRING_PAYMENTS} from '../resources/recurring-payments';
import {SINGLE_PAYMENTS} from '../resources/single-payments';
import {TRANSACTIONS} from '../resources/transactions';

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
};
