import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {indexed} from './sidebar-items';

/**
 * The sidebar of the restricted provider section (src/restricted.ts). The section is its own docs plugin
 * instance (`docs-provider/`, routes under /provider/), so its sidebar, page titles and descriptions live
 * in chunks that only its own routes load. Doc ids are relative to `docs-provider/`; category index pages
 * are served under /provider/category/.
 */
const sidebars = {
  provider: [
    'overview',
    'get-started',
    'api',
    'api-conventions',
    indexed(
      'Direct banking API integration',
      'direct-banking-api-integration',
      'Account information through the direct-banking provider API: access consents, accounts, balances and transactions.',
      ['data/account-access-consent', 'data/accounts', 'data/balances', 'data/transactions'],
    ),
    indexed(
      'OB payments API',
      'ob-payments-api',
      'Payment initiation through the direct-banking provider API: variable recurring payments.',
      ['payments/variable-recurring-payment'],
    ),
    'limitations',
    'webhook-retries',
    'sandbox-outcomes',
  ],
} satisfies SidebarsConfig;

export default sidebars;
