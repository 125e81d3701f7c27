import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

const SECTIONS = [
  {to: '/toolkit-api/overview', label: 'Toolkit API', text: 'merchant payments, bank accounts, transactions'},
  {to: '/partner-api/overview', label: 'Partner API', text: 'managed companies and their payments'},
  {
    to: '/partner-api/apis/single-payments/api-requests',
    label: 'Single payments reference',
    text: 'every call, field and error',
  },
  {to: '/sdk/php-sdk', label: 'PHP SDK', text: 'install, configure, take a payment'},
  {to: '/onboarding/overview', label: 'Onboarding', text: 'verification and access statuses'},
];

/** The theme's not-found content, plus a way forward: search and the main entry points. */
export default function NotFoundContent({className}: Props) {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3 underline-links">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            The page may have moved. Search the docs with <kbd>Ctrl</kbd> + <kbd>K</kbd>, or start from one of these:
          </p>
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.to}>
                <Link to={s.to}>{s.label}</Link>: {s.text}
              </li>
            ))}
          </ul>
          <p>
            If a link on this site brought you here, please{' '}
            <Link href="https://github.com/fernpay/fernpay-developers/issues">report it</Link>.
          </p>
        </div>
      </div>
    </main>
  );
}
