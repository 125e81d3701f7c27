/**
 * The details of the sandbox's three seeded companies (credentials.ts `SANDBOX_COMPANIES` gives their ids,
 * names, statuses, default bank account and integration), as the catalogue describes them: the company,
 * its directors and its integrations, from the managed-companies and integrations examples
 * (listManagedCompanies-firstPage, getManagedCompany-verified, getIntegration-webShop, the merchant-creation
 * walk-through). tests/unit/sandbox-partner.test.ts checks them against those examples. Pure data.
 */
import {SANDBOX_WEBHOOK_SECRET} from '../credentials';
import {gbAddress as address} from '../kit/address';
import type {components as Companies} from '../generated/partner-managed-companies';
import type {components as BankAccounts} from '../generated/partner-bank-accounts';
import type {components as Integrations} from '../generated/partner-integrations';

/** A company as the API shows it (the served description's `ManagedCompany`: src/sandbox/generated). */
export type ManagedCompany = Companies['schemas']['ManagedCompany'];
/** What the API derives when it shows a company (companies.ts `companyView`): its lists, default account and links. */
export type DerivedCompanyField =
  'bankAccounts' | 'integrations' | 'defaultBankAccount' | 'bankAccountConnectionLink' | 'directorsVerificationLinks';
/**
 * The fields every stored company has, which `ManagedCompany` leaves optional (it is composed of the create call's
 * `CompanyRegistration` and `CompanyProfile`, whose fields the create call requires): the sandbox always answers them.
 */
type AlwaysStored =
  | 'name'
  | 'tradingName'
  | 'type'
  | 'identifier'
  | 'countryCode'
  | 'address'
  | 'industry'
  | 'alias'
  | 'tradingAddress'
  | 'contact';
/** The registration and profile fields of a company (ManagedCompany without its id, statuses, lists and links). */
export type CompanyDetails = Omit<
  ManagedCompany,
  DerivedCompanyField | 'id' | 'verificationStatus' | 'status' | 'isSandbox'
> &
  Required<Pick<ManagedCompany, AlwaysStored>>;
/** A director as a company's list item shows it (`ManagedCompanyListItem`'s `directors`). */
type ListedDirector = Companies['schemas']['ManagedCompanyListItem']['directors'][number];
/** Internal: the id a director's verification link names (the API shows none). */
interface DirectorInternal {
  id: string;
}
/** A stored director: as the API lists it, and its id. */
export type Director = ListedDirector & DirectorInternal;
/** A bank account as the API shows it (the toolkit API's `BankAccount` is the same schema). */
export type BankAccount = BankAccounts['schemas']['BankAccount'];
/** An integration as the API shows it. */
export type Integration = Integrations['schemas']['Integration'];
/** Internal: an integration's webhook secret, shown once (the create call's answer). */
interface IntegrationInternal {
  webhookSecret: string;
}

export interface CompanySeed {
  details: CompanyDetails;
  bankAccounts: BankAccount[];
  directors: Director[];
  integrations: (Integration & IntegrationInternal)[];
}

const BRAMBLE_ADDRESS = address('14 Larch Row', null, 'Edinburgh', 'EH3 6QT');
const OTTERLY_ADDRESS = address('3 Quay Steps', null, 'Bristol', 'BS1 4RB');
const HERON_ADDRESS = address('Unit 4 Tannery Yard', 'Kirkstall Road', 'Leeds', 'LS3 1HS');

/**
 * By company id, oldest first (the list shows them newest first: Otterly Bakes, Heron & Vale, Bramble &
 * Finch, as listManagedCompanies-firstPage does).
 */
export const COMPANY_SEEDS: Record<string, CompanySeed> = {
  '6650f1c2a9d3e4b5c6d7e8f9': {
    details: {
      name: 'Bramble & Finch Ltd',
      tradingName: 'Bramble & Finch',
      type: 'company',
      identifier: 'SC482913',
      countryCode: 'GB',
      address: BRAMBLE_ADDRESS,
      industry: 'Landscaping and garden design',
      publicWebsite: 'https://brambleandfinch.example',
      publicEmail: 'hello@brambleandfinch.example',
      privacyPolicy: 'https://brambleandfinch.example/privacy',
      termsOfService: 'https://brambleandfinch.example/terms',
      alias: 'Bramble & Finch',
      tradingAddress: BRAMBLE_ADDRESS,
      contact: {
        firstName: 'Isla',
        lastName: 'Finch',
        email: 'isla.finch@brambleandfinch.example',
        phoneCode: '+44',
        phoneCountryCode: 'GB',
        phoneNumber: '7700900123',
      },
    },
    bankAccounts: [
      {
        id: '66509a8b7c6d5e4f3a2b1c0d',
        sortCode: '601613',
        accountNumber: '31926819',
        name: 'Bramble & Finch Operating',
        provider: 'ob-natwest',
        isDefault: true,
        status: 'verified',
        creationType: 'data_api',
        createdAt: '2026-06-02T08:41:00.000Z',
        bankStatementAttachmentURL: null,
        consentID: 'aac-5e2b9c71-0d4f-4b8a-9e36-1f7a2c8d4b50',
        bankConsentExpired: false,
      },
      {
        id: '66509a8b7c6d5e4f3a2b1c0e',
        sortCode: '309634',
        accountNumber: '58213047',
        name: 'Bramble & Finch Reserve',
        provider: 'other',
        isDefault: false,
        status: 'verified',
        creationType: 'manual',
        createdAt: '2026-06-03T15:10:00.000Z',
        bankStatementAttachmentURL: 'https://files.brambleandfinch.example/statements/reserve-2026-05.pdf',
        consentID: null,
        bankConsentExpired: false,
      },
    ],
    directors: [
      {
        id: '6650d1c2a9d3e4b5c6d7e801',
        firstName: 'Isla',
        lastName: 'Finch',
        email: 'isla.finch@brambleandfinch.example',
        role: 'director',
        verificationStatus: 'verified',
      },
      {
        id: '6650d1c2a9d3e4b5c6d7e802',
        firstName: 'Rowan',
        lastName: 'Bramble',
        email: 'rowan.bramble@brambleandfinch.example',
        role: 'director',
        verificationStatus: 'verified',
      },
    ],
    integrations: [
      {
        id: '66508f7e6d5c4b3a29180706',
        name: 'Bramble & Finch web shop',
        webhookUrl: 'https://brambleandfinch.example/webhooks/fernpay',
        redirectUrl: 'https://brambleandfinch.example/payment/complete',
        fernpayPaymentPageRedirectEnabled: true,
        isRetryWebhookEnabled: true,
        webhookSecret: SANDBOX_WEBHOOK_SECRET,
      },
    ],
  },
  '6650f1c2a9d3e4b5c6d7e8fb': {
    details: {
      name: 'Heron & Vale Studios Ltd',
      tradingName: 'Heron & Vale Studios',
      type: 'company',
      identifier: '09876543',
      countryCode: 'GB',
      address: HERON_ADDRESS,
      industry: 'Photography studio',
      publicWebsite: 'https://heronandvale.example',
      publicEmail: 'studio@heronandvale.example',
      privacyPolicy: 'https://heronandvale.example/privacy',
      termsOfService: null,
      alias: 'Heron Vale Studios',
      tradingAddress: HERON_ADDRESS,
      contact: {
        firstName: 'Nell',
        lastName: 'Vale',
        email: 'nell.vale@heronandvale.example',
        phoneCode: '+44',
        phoneCountryCode: 'GB',
        phoneNumber: '7700900789',
      },
    },
    bankAccounts: [],
    directors: [
      {
        id: '6650d1c2a9d3e4b5c6d7e804',
        firstName: 'Nell',
        lastName: 'Vale',
        email: 'nell.vale@heronandvale.example',
        role: 'director',
        verificationStatus: 'verified',
      },
      {
        id: '6650d1c2a9d3e4b5c6d7e805',
        firstName: 'Callum',
        lastName: 'Heron',
        email: 'callum.heron@heronandvale.example',
        role: 'director',
        verificationStatus: 'verified',
      },
    ],
    integrations: [],
  },
  '6650f1c2a9d3e4b5c6d7e8fa': {
    details: {
      name: 'Mara Otterly',
      tradingName: 'Otterly Bakes',
      type: 'sole_trader',
      identifier: '5829104736',
      countryCode: 'GB',
      address: OTTERLY_ADDRESS,
      industry: 'Home bakery',
      publicWebsite: 'https://otterlybakes.example',
      publicEmail: 'hello@otterlybakes.example',
      privacyPolicy: 'https://otterlybakes.example/privacy',
      termsOfService: 'https://otterlybakes.example/terms',
      alias: 'Otterly Bakes',
      tradingAddress: OTTERLY_ADDRESS,
      contact: {
        firstName: 'Mara',
        lastName: 'Otterly',
        email: 'mara@otterlybakes.example',
        phoneCode: '+44',
        phoneCountryCode: 'GB',
        phoneNumber: '7700900456',
      },
    },
    bankAccounts: [
      {
        id: '66509a8b7c6d5e4f3a2b1c0f',
        sortCode: '040004',
        accountNumber: '72845190',
        name: 'Otterly Bakes',
        provider: 'ob-monzo',
        isDefault: true,
        status: 'verified',
        creationType: 'data_api',
        createdAt: '2026-07-06T10:21:14.000Z',
        bankStatementAttachmentURL: null,
        consentID: 'aac-2c7d9e40-6b1f-4e3a-8d52-9a0f1b7c3e68',
        bankConsentExpired: false,
      },
    ],
    // `pending_verification` (credentials.ts): Mara has not opened her link yet.
    directors: [
      {
        id: '6650d1c2a9d3e4b5c6d7e803',
        firstName: 'Mara',
        lastName: 'Otterly',
        email: 'mara@otterlybakes.example',
        role: 'sole_trader',
        verificationStatus: 'not_started',
      },
    ],
    integrations: [
      {
        id: '66508f7e6d5c4b3a29180707',
        name: 'Otterly Bakes orders',
        webhookUrl: 'https://hooks.latticecommerce.example/fernpay/otterly-bakes',
        redirectUrl: 'https://otterlybakes.example/thanks',
        fernpayPaymentPageRedirectEnabled: false,
        isRetryWebhookEnabled: false,
        webhookSecret: 'whsec_XFa4JrSE59SL5xhMcxBbKwJlI2W4upx3',
      },
    ],
  },
};

/**
 * The sandbox company register: the directors Fernpay reads for a limited company's number. The catalogue's
 * two company numbers have their registered directors; any other number has one director, the `contact`.
 */
export const SANDBOX_REGISTER: Record<string, {firstName: string; lastName: string}[]> = Object.fromEntries(
  Object.values(COMPANY_SEEDS)
    .filter((s) => s.details.type === 'company')
    .map((s) => [
      s.details.identifier as string,
      s.directors.map((d) => ({firstName: d.firstName, lastName: d.lastName})),
    ]),
);
