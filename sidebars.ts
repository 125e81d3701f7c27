import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One sidebar per section. Category index pages use the slugs the spec lists (/category/...). */
const sidebars = {
  toolkit: ['toolkit-api/overview'],
  partner: [
    'partner-api/overview',
    {
      type: 'category',
      label: 'Single payments',
      collapsed: false,
      items: ['partner-api/apis/single-payments/overview', 'partner-api/apis/single-payments/api-requests'],
    },
  ],
  provider: ['provider/overview', 'provider/get-started'],
  sdk: [
    {
      type: 'category',
      label: 'SDKs',
      collapsed: false,
      link: {
        type: 'generated-index',
        slug: '/category/sdks',
        title: 'SDKs',
        description: 'Client libraries that wrap the Fernpay merchant API: install, configure credentials, take payments and handle webhooks.',
      },
      items: ['sdk/overview', 'sdk/php-sdk'],
    },
  ],
  onboarding: [
    {
      type: 'category',
      label: 'Onboarding',
      collapsed: false,
      link: {
        type: 'generated-index',
        slug: '/category/onboarding',
        title: 'Onboarding',
        description: 'How a merchant company is onboarded and verified on Fernpay: company, director and access statuses, and card onboarding.',
      },
      items: ['onboarding/overview'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
