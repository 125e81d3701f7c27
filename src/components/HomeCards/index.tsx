import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Card {
  title: string;
  to: string;
  text: string;
  points: string[];
}

const CARDS: Card[] = [
  {
    title: 'Toolkit API',
    to: '/toolkit-api/overview',
    text: 'For merchants: take and track payments from your own systems.',
    points: [
      'Single and recurring payments',
      'Bank accounts and transactions',
      'Customers, invoices, orders, inventory',
    ],
  },
  {
    title: 'Partner API',
    to: '/partner-api/overview',
    text: 'For platforms: onboard merchant companies and take payments for them.',
    points: ['Managed companies and integrations', 'Payments per company', 'Webhooks by scope'],
  },
  {
    title: 'SDKs',
    to: '/sdk/overview',
    text: 'Typed clients that handle credentials, errors and webhooks for you.',
    points: ['PHP SDK via Composer', 'Webhook parser', 'Typed exceptions per status'],
  },
  {
    title: 'Provider API',
    to: '/provider/overview',
    text: 'Restricted: direct open-banking access for account data and payment initiation.',
    points: ['Account access consents', 'Single, VRP and bulk payments', 'Password-protected section'],
  },
];

export default function HomeCards() {
  return (
    <div className={styles.grid}>
      {CARDS.map((card) => (
        <Link key={card.to} to={card.to} className={styles.card}>
          <Heading as="h2" className={styles.cardTitle}>
            {card.title}
          </Heading>
          <p>{card.text}</p>
          <ul>
            {card.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <span className={styles.more} aria-hidden="true">
            Read the overview →
          </span>
        </Link>
      ))}
    </div>
  );
}
