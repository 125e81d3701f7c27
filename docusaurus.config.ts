import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {gateConfigFromEnv} from './src/gate/config';
import {RESTRICTED} from './src/restricted';
import {RESTRICTED_REDIRECTS} from './plugins/restricted-section/redirects';
import {apiReferenceOptions as apiReference} from './openapi/site';
import noClientPrism from './plugins/code-highlight/no-client-prism';
import {markdownSteps} from './plugins/markdown-steps';

// Environment flags, read once here.
// NAVBAR_HIDE_ON_SCROLL=true hides the navbar while scrolling down (default: off).
const NAVBAR_HIDE_ON_SCROLL = process.env.NAVBAR_HIDE_ON_SCROLL === 'true';
const SITE_URL = process.env.SITE_URL ?? 'https://developers.fernpay.example';
// TEST_FONT_110=true builds the site with its base font size 10 % larger (tests/e2e/font-110.css), for
// `npm run test:font`: the reference tests must not depend on one font, CSS or browser's layout.
const TEST_FONT_110 = process.env.TEST_FONT_110 === 'true';
const REPOSITORY_URL = 'https://github.com/fernpay/fernpay-developers';
const providerGate = gateConfigFromEnv();

// The remark and rehype steps of every content plugin, in their order (plugins/markdown-steps.ts).
const remarkPlugins = markdownSteps(apiReference);

const config: Config = {
  title: 'Fernpay Developers',
  tagline: 'Card, open-banking, cash and recurring payments: APIs, SDKs and guides',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'fernpay',
  projectName: 'fernpay-developers',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    mermaid: false,
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      // Keep the storage keys the spec names (theme, providerAuth, docusaurus.tab.*).
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  customFields: {providerGate},

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: `${REPOSITORY_URL}/edit/main/`,
          ...remarkPlugins,
          versions: {current: {label: 'v1 (current)', badge: false}},
        },
        blog: false,
        pages: {...remarkPlugins},
        theme: {
          customCss: [
            './src/css/custom.css',
            './src/css/code-tokens.css',
            ...(TEST_FONT_110 ? ['./tests/e2e/font-110.css'] : []),
          ],
        },
        // The restricted section is gated: keep it out of the sitemap.
        sitemap: {ignorePatterns: [`${RESTRICTED.prefix}/**`, ...RESTRICTED_REDIRECTS.map((r) => r.from)]},
      } satisfies Preset.Options,
    ],
  ],

  // Link prefetching one route per idle period, and full page loads into the restricted section; a page
  // whose code fails on its first load shows the error and Retry instead of staying inert.
  clientModules: ['./src/clientModules/links.ts', './src/clientModules/loading.ts'],

  plugins: [
    // The restricted section (src/restricted.ts): a docs instance of its own, from docs-provider/ (outside
    // docs/, which the default instance's MDX loader takes whole), served under the prefix, so its pages,
    // sidebar and metadata are in chunks only its routes load.
    [
      '@docusaurus/plugin-content-docs',
      {
        id: RESTRICTED.docsPluginId,
        path: `docs-${RESTRICTED.docsPluginId}`,
        routeBasePath: RESTRICTED.prefix.slice(1),
        sidebarPath: './sidebars-provider.ts',
        editUrl: `${REPOSITORY_URL}/edit/main/`,
        ...remarkPlugins,
      },
    ],
    // Its category pages' earlier addresses (/category/<slug>) lead into the section.
    ['@docusaurus/plugin-client-redirects', {redirects: [...RESTRICTED_REDIRECTS]}],
    // Compiles the API references (options validated by the module's validateOptions).
    ['./plugins/api-reference/index.ts', apiReference],
    // Code is highlighted at build time: no Prism in the browser, and a public page's code in its HTML, not its script.
    noClientPrism,
    './plugins/code-highlight/plugin.ts',
    // Try it: each API's bundle and precompiled validators for the sandbox engine in the page
    // (/sandbox/browser/, the provider's under /provider/ only).
    ['./plugins/sandbox-web/browser.ts', apiReference],
    ['./plugins/restricted-section/index.ts', {prefix: RESTRICTED.prefix}],
    // build/_headers for static hosts; `npm run host-config -- nginx` prints the nginx configuration.
    ['./plugins/host-config/index.ts', {}],
    // The local sandbox as one file to download: /sandbox/fernpay-sandbox.mjs, and the provider section's under its prefix.
    ['./plugins/sandbox-web/index.ts', {}],
    // The Arazzo workflows (arazzo/): /arazzo/<name>.arazzo.yaml, the provider section's under its prefix.
    ['./plugins/arazzo/index.ts', {}],
    // Markdown twins (<path>.md), /llms.txt and /llms-full.txt; the provider section only under /provider/.
    [
      './plugins/docs-as-text/index.ts',
      {
        apiReference,
        restrictedPrefix: RESTRICTED.prefix,
        restrictedDocsPluginId: RESTRICTED.docsPluginId,
        moved: [...RESTRICTED_REDIRECTS],
        sections: {
          toolkit: 'Toolkit API',
          partner: 'Partner API',
          sdk: 'SDKs',
          guides: 'Guides',
          onboarding: 'Onboarding',
        },
      },
    ],
    // The changelog's Atom feed, from the entries of its page, linked in every page's head.
    [
      './plugins/changelog/index.ts',
      {
        source: 'docs/changelog.mdx',
        route: '/changelog',
        feedPath: '/changelog/atom.xml',
        title: 'Fernpay Developers changelog',
        subtitle: 'Changes to the Fernpay Toolkit and Partner APIs, the SDKs and the developer portal.',
        author: {name: 'Fernpay Developer Support', email: 'developers@fernpay.example'},
      },
    ],
  ],

  themeConfig: {
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: {
      id: 'api-references-2026-11',
      content:
        'New: a reference for every Toolkit and Partner API, each with downloadable OpenAPI. <a href="/toolkit-api/overview">Start with the Toolkit API</a>.',
      isCloseable: true,
      // Theme-aware colours (src/css/custom.css), so the bar follows dark mode.
      backgroundColor: 'var(--fp-announcement-bg)',
      textColor: 'var(--fp-announcement-fg)',
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Fernpay Developers',
      hideOnScroll: NAVBAR_HIDE_ON_SCROLL,
      logo: {alt: 'Fernpay logo', src: 'img/logo.svg', width: 28, height: 28},
      items: [
        {to: '/toolkit-api/overview', label: 'Toolkit API', position: 'left', activeBasePath: '/toolkit-api'},
        {to: '/partner-api/overview', label: 'Partner API', position: 'left', activeBasePath: '/partner-api'},
        {to: '/sdk/overview', label: 'SDKs', position: 'left', activeBasePath: '/sdk'},
        {to: '/provider/overview', label: 'Provider API', position: 'left', activeBasePath: '/provider'},
        {type: 'docsVersionDropdown', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {href: REPOSITORY_URL, label: 'GitHub', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Documentation',
          items: [
            {label: 'Toolkit API', to: '/toolkit-api/overview'},
            {label: 'Partner API', to: '/partner-api/overview'},
            {label: 'SDKs', to: '/sdk/overview'},
            {label: 'Onboarding', to: '/onboarding/overview'},
            {label: 'API conventions', to: '/api-conventions'},
            {label: 'Changelog', to: '/changelog'},
          ],
        },
        {
          title: 'Support',
          items: [
            {label: 'Contact support', href: 'mailto:developers@fernpay.example'},
            {label: 'Service status', href: 'https://status.fernpay.example'},
            {label: 'Report a docs issue', href: `${REPOSITORY_URL}/issues`},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'GitHub', href: 'https://github.com/fernpay'},
            {label: 'LinkedIn', href: 'https://www.linkedin.com/company/fernpay'},
            {label: 'X', href: 'https://x.com/fernpay'},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Fernpay Ltd. Built with Docusaurus.`,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
