import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {group, indexed, ref, type Item} from './sidebar-items';

const pair = (base: string): Item[] => [`${base}/overview`, `${base}/api-requests`];
/** The API conventions page belongs to the guides sidebar; the API sidebars link to it. */
const conventions = {type: 'ref', id: 'api-conventions', label: 'API conventions'} as const;

/**
 * One sidebar per section. Category index pages use the fixed slugs under /category/. The restricted
 * provider section has its own docs plugin instance and sidebar (sidebars-provider.ts, src/restricted.ts).
 */
const sidebars = {
  toolkit: [
    'toolkit-api/overview',
    conventions,
    indexed(
      'Business Toolkit API suite',
      'business-toolkit-api-suite',
      'Every API of the Fernpay business toolkit: getting started, payments, customers, inventory, invoices, orders, shipping and suppliers.',
      [
        indexed(
          'How to start with your integration',
          'how-to-start-with-your-integration',
          'Create your Fernpay account, get API keys, give your team roles and choose a subscription, then make your first call.',
          [
            'toolkit-api/getting-started/account-creation',
            'toolkit-api/getting-started/api-keys',
            'toolkit-api/getting-started/roles',
            'toolkit-api/getting-started/subscriptions',
            ref('guides/webhook-signatures'),
            ref('guides/sandbox-outcomes'),
            ref('guides/run-the-guides'),
            ref('guides/typed-client'),
            ref('guides/ai-assistant'),
            ref('guides/other-payment-apis'),
          ],
        ),
        indexed(
          'Payments API',
          'payments-api',
          'The payments module: single and recurring payments, the transactions they produce and the bank accounts that receive them.',
          [
            'toolkit-api/payments-module/overview',
            group('Single payments API', pair('toolkit-api/payments-module/single-payments')),
            indexed(
              'Recurring payments API',
              'recurring-payments-api',
              'Collect a fixed amount on a schedule (weekly, monthly, quarterly or yearly) by open banking.',
              pair('toolkit-api/payments-module/recurring-payments'),
            ),
            indexed(
              'Transactions API',
              'transactions-api',
              'The money movements that payments and recurring payments produce, with their statuses.',
              pair('toolkit-api/payments-module/transactions'),
            ),
            indexed(
              'Bank accounts API',
              'bank-accounts-api',
              'The bank accounts that receive your payments: add, connect by open banking, rename and choose the default.',
              pair('toolkit-api/payments-module/bank-accounts'),
            ),
          ],
        ),
        indexed(
          'Customer API',
          'customer-api',
          'Keep your customers in one place and use them for invoices, orders and payments.',
          pair('toolkit-api/customers'),
        ),
        indexed(
          'Inventory API',
          'inventory-api',
          'Products and stock levels, fed by your suppliers and used by orders.',
          pair('toolkit-api/inventory'),
        ),
        indexed(
          'Invoices API',
          'invoices-api',
          'Issue invoices and collect them with Fernpay single payments.',
          pair('toolkit-api/invoices'),
        ),
        indexed(
          'Order aggregation and generation APIs',
          'order-aggregation-and-generation-apis',
          'Aggregate orders from your channels, then generate invoices and shipments from them.',
          pair('toolkit-api/orders'),
        ),
        indexed(
          'Shipping API',
          'shipping-api',
          'Create shipments for orders and track them to delivery.',
          pair('toolkit-api/shipping'),
        ),
        indexed(
          'Suppliers API',
          'suppliers-api',
          'The suppliers you buy stock from, and the purchase orders that restock your inventory.',
          pair('toolkit-api/suppliers'),
        ),
      ],
    ),
  ],
  partner: [
    'partner-api/overview',
    conventions,
    'partner-api/migration-guide',
    indexed(
      'Partner API',
      'partners-api',
      'The Fernpay Partner API: onboard merchant companies and take payments on their behalf.',
      [
        indexed(
          'How to start with Partner API integration',
          'how-to-start-with-partner-api-integration',
          'Create your partner account, prepare credentials, sandbox and webhooks, then onboard your first merchant and take a first payment.',
          [
            'partner-api/getting-started/account-creation',
            'partner-api/getting-started/preparations',
            'partner-api/getting-started/merchant-creation',
            ref('guides/webhook-signatures'),
            ref('guides/sandbox-outcomes'),
            ref('guides/run-the-guides'),
            ref('guides/typed-client'),
            ref('guides/ai-assistant'),
            ref('guides/other-payment-apis'),
          ],
        ),
        'partner-api/apis/overview',
        indexed(
          'Managed companies',
          'managed-companies',
          'Onboard merchant companies, update them, read them and control their access.',
          [...pair('partner-api/apis/merchants'), 'partner-api/apis/managed-companies/api-requests'],
        ),
        indexed(
          'Managed company integrations',
          'managed-company-integrations',
          'Integrations tie a company’s payments to your webhook endpoint and redirect pages.',
          pair('partner-api/apis/merchant-integrations'),
        ),
        group('Single payments', pair('partner-api/apis/single-payments')),
        group('Recurring payments', pair('partner-api/apis/recurring-payments')),
        group('Transactions', pair('partner-api/apis/transactions')),
        group('Bank accounts', pair('partner-api/apis/bank-accounts')),
      ],
    ),
  ],
  sdk: [
    indexed(
      'SDKs',
      'sdks',
      'Client libraries that wrap the Fernpay merchant API: install, configure credentials, take payments and handle webhooks.',
      ['sdk/overview', 'sdk/php-sdk'],
    ),
  ],
  // Guides every API shares (merchants and partners alike), and what changed; the toolkit and partner
  // sidebars link them, the footer links the changelog.
  guides: [
    'api-conventions',
    'guides/webhook-signatures',
    'guides/sandbox-outcomes',
    'guides/run-the-guides',
    'guides/typed-client',
    'guides/ai-assistant',
    'guides/other-payment-apis',
    'changelog',
  ],
  onboarding: [
    indexed(
      'Onboarding',
      'onboarding',
      'How a merchant company is onboarded and verified on Fernpay: company, director and access statuses, and card onboarding.',
      ['onboarding/overview'],
    ),
  ],
} satisfies SidebarsConfig;

export default sidebars;
