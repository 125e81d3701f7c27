/**
 * The sandbox's test credentials, declared once (the values of EXAMPLES.md, "Credentials (sandbox)"),
 * named as each API's security schemes name their headers. `GET /_sandbox` shows them; any other value
 * gets the documented `401`. Pure data.
 */
import {WEBHOOKS} from '../rules';
import type {SandboxFamily} from './openapi';
import type {CompanyAccessStatus, CompanyVerificationStatus} from './lifecycles/company';

/** The company the toolkit test terminal acts as (Bramble & Finch Ltd, `SANDBOX_COMPANIES[0]`). */
export const TOOLKIT_COMPANY_ID = '6650f1c2a9d3e4b5c6d7e8f9';

export interface FamilyCredentials {
  /** Header name -> the test value, in the order the security scheme lists them. */
  headers: Record<string, string>;
  /** The company the credentials act as (toolkit: the terminal's company; partner: none, it names one). */
  companyId?: string;
  /**
   * Signs the family's webhooks when it has a secret of its own (the provider's: its customer's
   * `clientSecret`); without one, a webhook is signed with its integration's secret or SANDBOX_WEBHOOK_SECRET.
   */
  webhookSecret?: string;
}

/** The test credentials a sandbox accepts, per family: only the families of its preset (src/sandbox/preset.ts). */
export type SandboxCredentials = Partial<Record<SandboxFamily, FamilyCredentials>>;

/**
 * The public families' test credentials. The provider's are declared with the provider's resource modules
 * (resources/provider/credentials.ts), so that nothing public holds them.
 */
export const SANDBOX_CREDENTIALS = {
  toolkit: {
    headers: {
      'X-Terminal-Id': '3f1c2b7e-9a4d-4c1e-8b2f-6d5e4a3c2b1a',
      'X-Terminal-Secret': '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    },
    companyId: TOOLKIT_COMPANY_ID,
  },
  partner: {
    headers: {
      'X-Terminal-Id': '7c1e9a4b-2d3f-4e5a-8b6c-0d9e1f2a3b4c',
      'X-Terminal-Secret': 'e41c7a92-6b3d-4e8f-a0c5-2d9b7f1e3a64',
    },
  },
} as const satisfies SandboxCredentials;

/** Signs every toolkit and partner webhook the sandbox sends (the sandbox integration `…0706`'s secret in the catalogue). */
export const SANDBOX_WEBHOOK_SECRET = 'whsec_LmiuxHGrPFpwpZSsGNsISAN4fNXqvcRi';

/** Upper-case scopes (`ACCOUNTS`, `PAYMENTS`, `VRP_PAYMENTS`...) are the provider's webhooks; the other APIs' are lower case. */
const PROVIDER_SCOPE = /^[A-Z][A-Z0-9_]*\./;

/**
 * The secret that signs a webhook of this type (`<scope>.<event>`), with these credentials: the provider
 * customer's `clientSecret` (`credentials.provider.webhookSecret`), or the secret of the integration the payload
 * names (`data.integration`: a payment's webhooks go to its integration's `webhookUrl`, signed with that
 * integration's `webhookSecret`, /guides/webhook-signatures), or the sandbox webhook secret (the toolkit
 * terminal's integration `…0706`, the partner's own endpoint). `integrationSecret` looks an integration's secret
 * up in the sandbox's state. A provider webhook with no provider credentials is a defect of the preset (thrown).
 */
export function webhookSecretFor(
  credentials: SandboxCredentials,
  type: string,
  data?: unknown,
  integrationSecret?: (id: string) => string | undefined,
): string {
  if (PROVIDER_SCOPE.test(type)) {
    const secret = credentials.provider?.webhookSecret;
    if (secret === undefined) throw new Error(`webhook ${type}: this sandbox has no provider credentials to sign it`);
    return secret;
  }
  const integration = eventIntegration(type, data);
  return (integration !== undefined && integrationSecret?.(integration)) || SANDBOX_WEBHOOK_SECRET;
}

/**
 * The integration a webhook of this type goes to (`WEBHOOKS`' scopes, /api-conventions#webhooks): the one its payload
 * names (`data.integration`: a payment's, a recurring payment's), or for the Toolkit API's own events (`invoices`,
 * `shipping`, whose payloads name none) the toolkit terminal's company's; undefined for any other event (a company's
 * `managed-companies` events go to the partner webhook endpoint). Its `isRetryWebhookEnabled` decides the retries.
 */
export function eventIntegration(type: string, data?: unknown): string | undefined {
  const named = (data as {integration?: unknown} | null | undefined)?.integration;
  if (typeof named === 'string') return named;
  const scope = type.slice(0, type.indexOf('.'));
  if (!(WEBHOOKS.toolkitIntegrationScopes as readonly string[]).includes(scope)) return undefined;
  return SANDBOX_COMPANIES.find((c) => c.id === TOOLKIT_COMPANY_ID)?.integration ?? undefined;
}

/**
 * The companies the sandbox knows, as the catalogue describes them: the toolkit terminal's company and
 * the partner's managed companies (a partner call naming another company gets `404`).
 */
export interface SandboxCompany {
  id: string;
  name: string;
  verificationStatus: CompanyVerificationStatus;
  accessStatus: CompanyAccessStatus;
  /** The default (verified) bank account; none: creating a payment without `bankAccount` gets `400`. */
  defaultBankAccount: string | null;
  /** The integration whose `webhookUrl` gets the company's payment webhooks (none: no webhooks). */
  integration: string | null;
}

export const SANDBOX_COMPANIES: readonly SandboxCompany[] = [
  {
    id: TOOLKIT_COMPANY_ID,
    name: 'Bramble & Finch Ltd',
    verificationStatus: 'verified',
    accessStatus: 'active',
    defaultBankAccount: '66509a8b7c6d5e4f3a2b1c0d',
    integration: '66508f7e6d5c4b3a29180706',
  },
  {
    id: '6650f1c2a9d3e4b5c6d7e8fa',
    name: 'Mara Otterly',
    verificationStatus: 'pending_verification',
    accessStatus: 'active',
    defaultBankAccount: '66509a8b7c6d5e4f3a2b1c0f',
    integration: '66508f7e6d5c4b3a29180707',
  },
  {
    id: '6650f1c2a9d3e4b5c6d7e8fb',
    name: 'Heron & Vale Studios Ltd',
    verificationStatus: 'verified',
    accessStatus: 'banned',
    defaultBankAccount: null,
    integration: null,
  },
];
