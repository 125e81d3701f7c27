/**
 * The account access consent lifecycles of the provider API, UK and EU, declared once as data.
 *
 * Sources: openapi/provider/components/schemas/data/AccessConsentStatus.yaml, eu/EuConsentStatus.yaml, the
 * consent operations' descriptions and examples (reconsentAccessConsent-rejected), DECISIONS.md ("UK account
 * access consent transitions", "EU consent transitions", "Provider sandbox outcomes"), docs-provider/
 * data/account-access-consent.mdx and docs-provider/sandbox-outcomes.mdx. Pure data.
 */
import type {Lifecycle} from './lifecycle';

export const ACCESS_CONSENT_STATUSES = ['AwaitingAuthorisation', 'Authorised', 'Rejected', 'Revoked'] as const;
export type AccessConsentStatus = (typeof ACCESS_CONSENT_STATUSES)[number];

export type AccessConsentAction =
  | 'create'
  | 'reconsent'
  | 'delete'
  | 'bank.approve'
  | 'bank.decline'
  | 'check.linkExpired'
  | 'check.revokedAtBank'
  | 'check.accessExpired';

/** `ACCOUNT_ACCESS_CONSENT` (scope `ACCOUNTS`): every status change, and the expiry warnings. */
export const ACCESS_CONSENT_WEBHOOK = 'ACCOUNTS.ACCOUNT_ACCESS_CONSENT';

export const ACCESS_CONSENT_LIFECYCLE: Lifecycle<AccessConsentStatus, AccessConsentAction> = {
  name: 'account access consent',
  statuses: ACCESS_CONSENT_STATUSES,
  webhook: ACCESS_CONSENT_WEBHOOK,
  touch: ['updatedAt'],
  transitions: [
    {action: 'create', from: [null], to: 'AwaitingAuthorisation', by: 'integrator call', webhook: false},
    {
      action: 'bank.approve',
      from: ['AwaitingAuthorisation'],
      to: 'Authorised',
      by: 'test bank (end user)',
      webhook: true,
    },
    {
      action: 'bank.decline',
      from: ['AwaitingAuthorisation'],
      to: 'Rejected',
      by: 'test bank (end user)',
      webhook: true,
    },
    {
      action: 'check.linkExpired',
      from: ['AwaitingAuthorisation'],
      to: 'Rejected',
      when: 'the link was left unused past expiryDate (or the test bank let it expire), at the next check',
      by: 'status check',
      webhook: true,
    },
    {
      action: 'check.revokedAtBank',
      from: ['Authorised'],
      to: 'Revoked',
      when: 'the end user revoked access at the bank (test bank: Revoke access), at the next check',
      by: 'status check',
      webhook: true,
    },
    {
      action: 'check.accessExpired',
      from: ['Authorised'],
      to: 'Revoked',
      when: 'expirationDateTime has passed, at the next check',
      by: 'status check',
      webhook: true,
    },
    {
      action: 'delete',
      from: ['AwaitingAuthorisation', 'Authorised'],
      to: 'Revoked',
      by: 'integrator call',
      webhook: true,
    },
    {
      action: 'reconsent',
      from: ['Authorised', 'Revoked'],
      to: 'AwaitingAuthorisation',
      when: 'a new one-hour link',
      by: 'integrator call',
      webhook: true,
    },
    {
      action: 'reconsent',
      from: ['AwaitingAuthorisation'],
      to: 'AwaitingAuthorisation',
      when: 'a repeated reconsent: the link is valid one hour from now; no status change, no webhook',
      by: 'integrator call',
      webhook: false,
    },
  ],
  refusals: [
    {
      action: 'reconsentAccessConsent',
      refusedIn: ['Rejected'],
      status: 400,
      message: (status, id) => `Consent ${id} is ${status} and cannot be reconsented; create a new consent`,
    },
  ],
};

/** Permissions Fernpay asks the bank for, by `flow` (DECISIONS "`AccessConsent.permissions`"). */
export const CONSENT_PERMISSIONS = {
  accounts: ['ReadAccountsBasic', 'ReadAccountsDetail'],
  balances: ['ReadAccountsDetail', 'ReadBalances'],
  transactions: [
    'ReadAccountsDetail',
    'ReadBalances',
    'ReadTransactionsCredits',
    'ReadTransactionsDebits',
    'ReadTransactionsDetail',
  ],
} as const satisfies Record<'accounts' | 'balances' | 'transactions', readonly string[]>;

export const EU_CONSENT_STATUSES = [
  'received',
  'valid',
  'rejected',
  'revokedByPsu',
  'expired',
  'terminatedByTpp',
] as const;
export type EuConsentStatus = (typeof EU_CONSENT_STATUSES)[number];

export type EuConsentAction =
  | 'create'
  | 'delete'
  | 'bank.approve'
  | 'bank.decline'
  | 'check.linkExpired'
  | 'check.revokedAtBank'
  | 'check.validUntilPassed';

/** EU consents send no webhook: read the consent. */
export const EU_CONSENT_LIFECYCLE: Lifecycle<EuConsentStatus, EuConsentAction> = {
  name: 'EU access consent',
  statuses: EU_CONSENT_STATUSES,
  webhook: null,
  statusField: 'consentStatus',
  touch: [{field: 'lastActionDate', as: 'date'}],
  transitions: [
    {action: 'create', from: [null], to: 'received', by: 'integrator call', webhook: false},
    {action: 'bank.approve', from: ['received'], to: 'valid', by: 'test bank (end user)', webhook: false},
    {action: 'bank.decline', from: ['received'], to: 'rejected', by: 'test bank (end user)', webhook: false},
    {
      action: 'check.linkExpired',
      from: ['received'],
      to: 'rejected',
      when: 'the link was left unused past expiryDate (or the test bank let it expire), at the next check',
      by: 'status check',
      webhook: false,
    },
    {
      action: 'check.revokedAtBank',
      from: ['valid'],
      to: 'revokedByPsu',
      when: 'the end user revoked access at the bank (test bank: Revoke access), at the next check',
      by: 'status check',
      webhook: false,
    },
    {
      action: 'check.validUntilPassed',
      from: ['valid'],
      to: 'expired',
      when: 'the day validUntil has passed, at the next check',
      by: 'status check',
      webhook: false,
    },
    {action: 'delete', from: ['received', 'valid'], to: 'terminatedByTpp', by: 'integrator call', webhook: false},
  ],
  refusals: [],
};
