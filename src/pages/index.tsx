import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SearchBody from '@site/src/components/SearchBody';
import HomeCards from '@site/src/components/HomeCards';
import styles from './index.module.css';

export default function Home() {
  return (
    <Layout
      title="Payments and open-banking APIs"
      description="Fernpay Developers: guides and API references for card, open-banking, cash and recurring payments, partner and provider APIs, and SDKs.">
      <main>
        <SearchBody>
          <header className={styles.hero}>
            <div className="container">
              <Heading as="h1" className={styles.title}>
                Build payments with Fernpay
              </Heading>
              <p className={styles.lead}>
                Take open-banking, QR, card, cash and recurring payments, manage the merchant companies you onboard, and
                read account data or initiate bank payments directly. Every API is documented from its OpenAPI
                description, with complete requests, responses, statuses and errors.
              </p>
              <div className={styles.actions}>
                <Link className="button button--primary button--lg" to="/partner-api/apis/single-payments/overview">
                  Take your first payment
                </Link>
                <Link className="button button--secondary button--lg" to="/onboarding/overview">
                  Onboard a merchant
                </Link>
              </div>
            </div>
          </header>
          <div className="container margin-vert--lg">
            <HomeCards />
            <section className={styles.start} aria-labelledby="where-to-start">
              <Heading as="h2" id="where-to-start">
                Where to start
              </Heading>
              <ol>
                <li>
                  <strong>You sell to your own customers:</strong> read the{' '}
                  <Link to="/toolkit-api/overview">Toolkit API overview</Link>, get your terminal id and secret, then
                  create and process a single payment. PHP shop? Use the <Link to="/sdk/php-sdk">PHP SDK</Link>.
                </li>
                <li>
                  <strong>You run a platform for other businesses:</strong> start with the{' '}
                  <Link to="/partner-api/overview">Partner API</Link>, onboard each merchant (see{' '}
                  <Link to="/onboarding/overview">Onboarding</Link>), then take payments on their behalf with the{' '}
                  <Link to="/partner-api/apis/single-payments/api-requests">single-payments reference</Link>.
                </li>
                <li>
                  <strong>You need raw bank data or payment initiation:</strong> the{' '}
                  <Link to="/provider/overview">Provider API</Link> is a restricted section; ask Fernpay for access and
                  its password.
                </li>
              </ol>
              <p>
                Every reference page links its OpenAPI 3.1 file, so you can generate a client or import it into your
                HTTP tool. All examples use the sandbox, where no money moves.
              </p>
            </section>
          </div>
        </SearchBody>
      </main>
    </Layout>
  );
}
