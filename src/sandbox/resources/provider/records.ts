/**
 * The provider resources as the sandbox stores them (`state.store`, JSON only): each record holds the
 * object as the API shows it, plus what the sandbox needs to know (link expiry, test-bank events). Shared
 * by the provider modules so that one can read another's records (a data call reads a consent, a webhook
 * registration checks it exists). Pure.
 */
import type {SandboxState} from '../../types';
import {collection} from './common';
import type {components} from './generated/provider';
import type {StoredWithStatus} from '../../kit/collection';

/** The provider's schemas as the served description gives them (generated: resources/provider/generated). */
export type ProviderSchemas = components['schemas'];

/** What every record that waits for the end user at the test bank keeps. */
export interface Authorisation {
  /** The test-bank link (`authUrl`, `authorisationFlow.uri`). */
  link: string | null;
  /** When the link stops working (ms), or null when there is none. */
  expiresAt: number | null;
  /** The test bank's **Let the link expire** (ms): the status follows at the next check. */
  expiredAt: number | null;
  /** The test bank's **Revoke access** after approving (ms): the status follows at the next check. */
  revokedAt: number | null;
}

export const noAuthorisation = (): Authorisation => ({link: null, expiresAt: null, expiredAt: null, revokedAt: null});

export interface UkConsentRecord {
  kind: 'uk-consent';
  /** The consent as the API shows it. */
  consent: StoredWithStatus<ProviderSchemas['AccessConsent']>;
  auth: Authorisation;
  /** Days before `expirationDateTime` whose warning webhook was sent. */
  warningsSent: number[];
}

export interface EuConsentRecord {
  kind: 'eu-consent';
  /** The consent as the API shows it. */
  consent: StoredWithStatus<ProviderSchemas['EuAccessConsent'], 'consentStatus'>;
  auth: Authorisation;
  /** Where the end user returns (`Option.RedirectUri`). */
  redirectUri: string;
}

/** A webhook registration as the API shows it. */
export type WebhookRegistration = ProviderSchemas['Webhook'];

export const COLLECTIONS = {
  ukConsents: 'provider-access-consents',
  euConsents: 'provider-eu-access-consents',
  webhooks: 'provider-webhook-registrations',
  payments: 'provider-single-immediate-payments',
  refunds: 'provider-refunds',
  euPayments: 'provider-eu-payments',
  vrpConsents: 'provider-vrp-consents',
  vrpPayments: 'provider-vrp-payments',
  filePayments: 'provider-file-payments',
  standingOrderConsents: 'provider-standing-order-consents',
  standingOrders: 'provider-standing-orders',
} as const;

export const ukConsents = (state: SandboxState) => collection<UkConsentRecord>(state, COLLECTIONS.ukConsents);
export const euConsents = (state: SandboxState) => collection<EuConsentRecord>(state, COLLECTIONS.euConsents);
/** Registrations by consent id. */
export const webhookRegistrations = (state: SandboxState) =>
  collection<WebhookRegistration[]>(state, COLLECTIONS.webhooks);

/** Whether `event` of the consent has a registered URL (data events go only to registered URLs). */
export function isRegistered(state: SandboxState, consentId: string, event: string): boolean {
  return (webhookRegistrations(state)[consentId] ?? []).some((r) => r.event === event);
}
