/**
 * The schemas of the served partner-managed-companies description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundle; tests/unit/sandbox-types.test.ts checks it).
 */
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * BankAccount
     * @description A UK bank account of a company, into which its customers' payments are paid. A company can have several; the default one (`isDefault`) receives every payment created without a `bankAccount`.
     */
    BankAccount: {
      /**
       * @description Identifier of the bank account. Use it as `id` in the other bank-account calls and as `bankAccount` when you create a payment.
       * @example 66509a8b7c6d5e4f3a2b1c0d
       */
      id: components['schemas']['ObjectId'];
      /**
       * @description Sort code of the account, exactly 6 digits.
       * @example 601613
       */
      sortCode: components['schemas']['SortCode'];
      /**
       * @description Account number, exactly 8 digits.
       * @example 31926819
       */
      accountNumber: components['schemas']['AccountNumber'];
      /**
       * @description Display name of the account in the Fernpay portal and the API, 1 to 100 characters. Change it with the edit-name call.
       * @example Bramble & Finch Operating
       */
      name: string;
      provider: components['schemas']['BankProvider'];
      /**
       * @description `true` for the company's default account, which receives payments created without a `bankAccount`. The first account to become `verified` becomes the default; until then every account is `false`, and afterwards exactly one is `true`. Only a `verified` account can be the default; change it with the set-default call.
       * @example true
       */
      isDefault: boolean;
      status: components['schemas']['BankAccountStatus'];
      creationType: components['schemas']['BankAccountCreationType'];
      /**
       * Format: date-time
       * @description When the account was added to Fernpay (ISO 8601, UTC).
       * @example 2026-06-02T08:41:00.000Z
       */
      createdAt: string;
      /**
       * Format: uri
       * @description HTTPS address of the bank statement given when the account was added by hand (`manual` or `external`). `null` for accounts connected by open banking.
       * @example https://files.brambleandfinch.example/statements/reserve-2026-05.pdf
       */
      bankStatementAttachmentURL: string | null;
      /**
       * @description Identifier of the open-banking consent the company gave Fernpay at its bank. Set only for accounts connected by open banking (`creationType` `data_api`); `null` otherwise. It stays the same when the consent is renewed.
       * @example aac-5e2b9c71-0d4f-4b8a-9e36-1f7a2c8d4b50
       */
      consentID: string | null;
      /**
       * @description `true` when the open-banking consent has expired: data API checks of incoming payments stop until the consent is renewed. Always `false` for accounts without a consent.
       * @example false
       */
      bankConsentExpired: boolean;
    };
    /**
     * CompanyAccessStatus
     * @description Whether the company may use Fernpay, whatever its verification status.
     *
     *     - `active`: the company can use Fernpay. Every company starts `active`.
     *     - `banned`: suspended by its partner with the toggle-access call. The company cannot
     *       create, process or refund payments; its data stays readable and its payment links stop
     *       working. The partner reactivates it with the same call.
     *     - `terminated`: ended by Fernpay. Permanent: it cannot be toggled back, and nothing can be
     *       created for the company any more. Partners cannot terminate a company.
     * @example active
     * @enum {string}
     */
    CompanyAccessStatus: 'active' | 'banned' | 'terminated';
    /**
     * CompanyAddress
     * @description A postal address of the company: `address` is its registered address (for a sole trader, their business address), fixed at creation; `tradingAddress` is the address it trades from, which may be the same and can be changed with the update call.
     */
    CompanyAddress: {
      /**
       * @description First line of the address, usually the number and street.
       * @example 14 Larch Row
       */
      addressLine1: string;
      /**
       * @description Second line of the address (building, unit or floor), or `null`. Optional; at most 100 characters.
       * @example null
       */
      addressLine2?: string | null;
      /**
       * @description Town or city.
       * @example Edinburgh
       */
      city: string;
      /**
       * @description Postcode, with or without its space (`EH3 6QT`), 2 to 10 characters.
       * @example EH3 6QT
       */
      zipCode: string;
      /**
       * @description Country of the address, ISO 3166-1 alpha-2 code in capital letters.
       * @example GB
       */
      country: string;
    };
    /**
     * CompanyContact
     * @description The person Fernpay contacts about the company (verification questions, access changes). All six fields are required.
     */
    CompanyContact: {
      /**
       * @description First name of the contact person.
       * @example Isla
       */
      firstName: string;
      /**
       * @description Last name of the contact person.
       * @example Finch
       */
      lastName: string;
      /**
       * Format: email
       * @description Email address of the contact person.
       * @example isla.finch@brambleandfinch.example
       */
      email: string;
      /**
       * @description International dialling code of the phone number, with the `+` (`+44`).
       * @example +44
       */
      phoneCode: string;
      /**
       * @description Country of the phone number, ISO 3166-1 alpha-2 code in capital letters.
       * @example GB
       */
      phoneCountryCode: string;
      /**
       * @description The phone number without the dialling code and without the leading zero, digits only (`7700900123` for 07700 900123), 4 to 14 digits.
       * @example 7700900123
       */
      phoneNumber: string;
    };
    /**
     * CompanyProfile
     * @description The details of a company that you can change after creating it with the update call: what it does, how customers reach it, its alias, its trading address and its contact person.
     */
    CompanyProfile: {
      /**
       * @description What the company does, in plain words, 2 to 100 characters.
       * @example Landscaping and garden design
       */
      industry?: string;
      /**
       * Format: uri
       * @description URL of the company's public website (`https://`), at most 2048 characters, or `null`. Optional.
       * @example https://brambleandfinch.example
       */
      publicWebsite?: string | null;
      /**
       * Format: email
       * @description Email address customers can write to, shown on the payment page, or `null`. Optional.
       * @example hello@brambleandfinch.example
       */
      publicEmail?: string | null;
      /**
       * Format: uri
       * @description URL of the company's privacy policy, linked from the payment page, at most 2048 characters, or `null`. Optional.
       * @example https://brambleandfinch.example/privacy
       */
      privacyPolicy?: string | null;
      /**
       * Format: uri
       * @description URL of the company's terms of service, linked from the payment page, at most 2048 characters, or `null`. Optional.
       * @example https://brambleandfinch.example/terms
       */
      termsOfService?: string | null;
      /**
       * @description Short name shown to customers on the payment page and in payment emails, 1 to 18 characters. Optional on create: when left out, Fernpay uses `tradingName` cut to its first 18 characters (`Heron & Vale Studios` becomes `Heron & Vale Studi`).
       * @example Bramble & Finch
       */
      alias?: string;
      tradingAddress?: components['schemas']['CompanyAddress'];
      contact?: components['schemas']['CompanyContact'];
    };
    /**
     * CompanyRegistration
     * @description The registered identity of a company, given when it is created. These fields are what the directors are verified against, so they cannot be changed afterwards: to correct one, create the company again.
     */
    CompanyRegistration: {
      /**
       * @description Legal name of the company as registered (for a sole trader, their full name), 1 to 160 characters.
       * @example Bramble & Finch Ltd
       */
      name?: string;
      /**
       * @description Name the company trades under, 1 to 160 characters. Optional on create; when left out it is the same as `name`. The default `alias` is derived from it.
       * @example Bramble & Finch
       */
      tradingName?: string;
      type?: components['schemas']['CompanyType'];
      /**
       * @description Registration identifier, whose format depends on `type`. For a `company`: the Companies House number, 8 characters, either two capital letters and six digits (`SC482913`) or eight digits (`09876543`). For a `sole_trader`: the 10-digit tax reference (UTR, `5829104736`). No spaces.
       * @example SC482913
       */
      identifier?: string;
      /**
       * @description Country where the company is registered, ISO 3166-1 alpha-2. Fernpay onboards companies registered in the United Kingdom, so the value is `GB`.
       * @example GB
       * @enum {string}
       */
      countryCode?: 'GB';
      address?: components['schemas']['CompanyAddress'];
    };
    /**
     * CompanyType
     * @description The legal form of the company. It decides the format of `identifier` and who is asked to
     *     verify their identity.
     *
     *     - `company`: a limited company registered at Companies House. `identifier` is its
     *       8-character company number. Fernpay reads the company's directors from the register and
     *       asks each of them to verify.
     *     - `sole_trader`: a person trading in their own name. `identifier` is their 10-digit tax
     *       reference (UTR). The sole trader is the only person asked to verify.
     * @example company
     * @enum {string}
     */
    CompanyType: 'company' | 'sole_trader';
    /**
     * CompanyVerificationStatus
     * @description Where Fernpay's verification of the company stands. It moves as the directors verify their
     *     identity and as Fernpay reviews the case; every change sends a `managed-companies`
     *     `verification-status-update` webhook. The company takes live payments only when
     *     `verified`.
     *
     *     - `pending_verification`: the company was created; no director has started verification.
     *     - `started_verification`: at least one director has started; checks are running or other
     *       directors have not finished.
     *     - `verified`: every director is verified and Fernpay accepted the company.
     *     - `manual_review_required`: the automated checks could not decide; Fernpay's team reviews
     *       the case and may write to the `contact` email.
     *     - `rejected_with_retry_allowed`: a check failed in a way that can be fixed (for example an
     *       unreadable document); the directors at `retry` repeat their verification with the same
     *       link.
     *     - `rejected`: verification failed and the directors cannot retry it themselves; only
     *       Fernpay can reopen the case.
     *     - `final_rejected`: verification failed for good. The company cannot use Fernpay.
     * @example verified
     * @enum {string}
     */
    CompanyVerificationStatus:
      | 'pending_verification'
      | 'started_verification'
      | 'verified'
      | 'manual_review_required'
      | 'rejected_with_retry_allowed'
      | 'rejected'
      | 'final_rejected';
    /**
     * DirectorVerificationStatus
     * @description Where the identity verification of one director (or of the sole trader) stands. The
     *     company is `verified` only when every director is.
     *
     *     - `not_started`: the director has not opened their verification link yet.
     *     - `pending`: the director submitted their details and document; checks are running.
     *     - `verified`: the director's identity is confirmed.
     *     - `retry`: a check failed in a way the director can fix (a blurred photo, an expired
     *       document). They open the same link and repeat the step.
     *     - `manual_check_required`: a person at Fernpay must look at the submission.
     *     - `rejected`: the director's identity could not be verified. The company cannot be
     *       verified while a director is rejected.
     * @example not_started
     * @enum {string}
     */
    DirectorVerificationStatus: 'not_started' | 'pending' | 'verified' | 'retry' | 'manual_check_required' | 'rejected';
    /**
     * Integration
     * @description One connection of a company's system (a web shop, an app, a partner platform) to Fernpay: where Fernpay sends the webhooks of the company's payments and where customers go after paying. A company can have several integrations; each payment records one of them in its `integration` field when it is created (the company's default integration, its oldest), and Fernpay uses that integration's settings for the whole life of the payment.
     */
    Integration: {
      /**
       * @description Identifier of the integration (24-character hexadecimal ObjectId). Payments name it in their `integration` field.
       * @example 66508f7e6d5c4b3a29180706
       */
      id: components['schemas']['ObjectId'];
      /**
       * @description A name you recognise the integration by, 1 to 100 characters. Not shown to customers.
       * @example Bramble & Finch web shop
       */
      name: string;
      /**
       * Format: uri
       * @description HTTPS URL that Fernpay POSTs the webhooks of the integration's payments to, as JSON (`{scope, event, data, sentAt}`). Answer `200` (any `2xx` counts) within 10 seconds: check the signature, store the body, answer, and only then do the work. No answer within 10 seconds counts as a failed attempt. 1 to 255 characters, starting with `https://`.
       * @example https://brambleandfinch.example/webhooks/fernpay
       */
      webhookUrl: string;
      /**
       * Format: uri
       * @description HTTPS URL of the page the customer goes to after paying (or after setting up a recurring payment). A payment's `customRedirectUrl` replaces it for that payment. 1 to 255 characters, starting with `https://`.
       * @example https://brambleandfinch.example/payment/complete
       */
      redirectUrl: string;
      /**
       * @description What the customer sees after paying on the Fernpay payment page. `true`: Fernpay shows the result for a moment and then redirects the customer to `redirectUrl` (or the payment's `customRedirectUrl`) automatically. `false`: the customer stays on the Fernpay result page, which shows the outcome and a button back to `redirectUrl`.
       * @example true
       */
      fernpayPaymentPageRedirectEnabled: boolean;
      /**
       * @description `true`: Fernpay retries the webhooks that the `webhookUrl` did not take. A failed attempt (a `5xx` answer, no answer within 10 seconds, or a network error) is retried up to 3 times. Each wait counts from the end of the attempt before it: 30, 60 and 120 seconds, so retries of attempts that fail at once come about 30, 90 and 210 seconds after the first attempt. A `2xx` answer ends the delivery; `1xx`, `3xx` and `4xx` answers are not retried and redirects are not followed. Every attempt sends the same body, byte for byte; only the `t=` of `Fernpay-Signature` is new. `false` (the default): each webhook is sent once.
       * @default false
       * @example true
       */
      isRetryWebhookEnabled: boolean;
    };
    /**
     * ListManagedCompaniesResponse
     * @description Envelope of the list call.
     */
    ListManagedCompaniesResponse: {
      data: components['schemas']['ManagedCompanyList'];
    };
    /**
     * ManagedCompany
     * @description A merchant company that you manage as a partner: its registration, its public details, its verification and access statuses, its bank accounts and integrations, and the links that its directors and owner use to finish onboarding. Its `id` is the `companyId` in every partner call about the company.
     */
    ManagedCompany: {
      /**
       * @description Identifier of the company. Use it as `companyId` in the path of every partner call about the company.
       * @example 6650f1c2a9d3e4b5c6d7e8f9
       */
      id: components['schemas']['ObjectId'];
    } & components['schemas']['CompanyRegistration'] &
      components['schemas']['CompanyProfile'] & {
        /** @description The company's bank accounts, oldest first. Empty until the first account is connected (through `bankAccountConnectionLink` or the bank accounts API) or added manually. */
        bankAccounts: components['schemas']['BankAccount'][];
        /** @description The company's integrations, oldest first: where Fernpay sends the webhooks of its payments and where customers land after paying. Empty until you create one with the integrations API. */
        integrations: components['schemas']['Integration'][];
        verificationStatus: components['schemas']['CompanyVerificationStatus'];
        status: components['schemas']['CompanyAccessStatus'];
        /**
         * @description `true` for a company created with sandbox terminal credentials on the sandbox server. A sandbox company exists only in the sandbox, runs a test verification flow instead of real identity checks, and its transactions are left out of the transaction statistics. It cannot be moved to live: create the company again with live credentials.
         * @example false
         */
        isSandbox: boolean;
        /**
         * @description Identifier of the company's default bank account (the one with `isDefault: true`), which receives payments created without a `bankAccount`; `null` while the company has no `verified` bank account. The first account to become `verified` becomes the default (an account that is `pending`, `manual_check_required` or `disabled` never is); change it with the bank accounts API's set-default call.
         * @example 66509a8b7c6d5e4f3a2b1c0d
         */
        defaultBankAccount: string | null;
        /**
         * Format: uri
         * @description URL of Fernpay's hosted bank connection page for this company. Send it to the company's owner: they choose their bank, sign in to it and approve read access, and the account is added to `bankAccounts` as a connected (`data_api`) account, so that Fernpay can confirm incoming payments with its hourly data API check. The link stays valid for adding further accounts. Use it exactly as returned; do not build or parse it.
         * @example https://onboarding.fernpay.example/bank-connection?c=5b1d8e2f9a7c4e3b8d6f0a1c
         */
        bankAccountConnectionLink: string;
        /** @description One entry per person who must verify their identity: each director of a `company`, as read from the company register, or the sole trader. Send each person their own link; they complete the identity check with Fernpay (details, identity document, selfie) and you never handle their documents. A link stays the same for the life of the verification, so a director at `retry` opens the same link again. */
        directorsVerificationLinks: {
          /**
           * @description Full name of the director, as registered.
           * @example Isla Finch
           */
          director: string;
          /**
           * Format: uri
           * @description URL of this director's identity verification. Personal: send it to this director only. Use it exactly as returned.
           * @example https://onboarding.fernpay.example/director-verification?d=8f3a2c1e9b7d4f6a0c5e2b1d
           */
          link: string;
        }[];
      };
    /**
     * ManagedCompanyAccessStatusUpdateWebhook
     * @description Sent when the access `status` of a managed company changes: you banned or reactivated it, or Fernpay terminated it. `data` is the whole company after the change.
     */
    ManagedCompanyAccessStatusUpdateWebhook: components['schemas']['WebhookEnvelope'] & {
      /**
       * @description The webhook scope, always `managed-companies`.
       * @example managed-companies
       * @constant
       */
      scope?: 'managed-companies';
      /**
       * @description The event, always `access-status-update`.
       * @example access-status-update
       * @constant
       */
      event?: 'access-status-update';
      data?: components['schemas']['ManagedCompany'];
    };
    /**
     * ManagedCompanyList
     * @description One page of your companies, newest first, with the pagination fields.
     */
    ManagedCompanyList: {
      /** @description The companies on this page (at most `limit`), newest first. */
      docs: components['schemas']['ManagedCompanyListItem'][];
    } & components['schemas']['Pagination'];
    /**
     * ManagedCompanyListItem
     * @description A company as returned by the list call: every field of the company, plus `isActive` and the verification status of each of its `directors`, so that one call shows which companies are ready and which director still has to act.
     */
    ManagedCompanyListItem: components['schemas']['ManagedCompany'] & {
      /**
       * @description `true` when `status` is `active`; `false` when it is `banned` or `terminated`.
       * @example true
       */
      isActive: boolean;
      /** @description The people who must verify their identity for the company: its directors, or the sole trader. Same order as `directorsVerificationLinks`. */
      directors: {
        /**
         * @description First name of the director.
         * @example Isla
         */
        firstName: string;
        /**
         * @description Last name of the director.
         * @example Finch
         */
        lastName: string;
        /**
         * Format: email
         * @description Email address of the director. For a sole trader it is the `contact` email; for a director read from the company register it is `null` until the director gives it in the verification flow.
         * @example isla.finch@brambleandfinch.example
         */
        email: string | null;
        /**
         * @description Why this person verifies.
         *
         *     - `director`: a director of a `company`, as listed in the company register.
         *     - `sole_trader`: the sole trader of a `sole_trader` company.
         * @example director
         * @enum {string}
         */
        role: 'director' | 'sole_trader';
        verificationStatus: components['schemas']['DirectorVerificationStatus'];
      }[];
    };
    /**
     * ManagedCompanyResponse
     * @description Envelope of the get call.
     */
    ManagedCompanyResponse: {
      data: components['schemas']['ManagedCompany'];
    };
    /**
     * ManagedCompanyVerificationStatusUpdateWebhook
     * @description Sent when the `verificationStatus` of a managed company changes. `data` is the whole company after the change.
     */
    ManagedCompanyVerificationStatusUpdateWebhook: components['schemas']['WebhookEnvelope'] & {
      /**
       * @description The webhook scope, always `managed-companies`.
       * @example managed-companies
       * @constant
       */
      scope?: 'managed-companies';
      /**
       * @description The event, always `verification-status-update`.
       * @example verification-status-update
       * @constant
       */
      event?: 'verification-status-update';
      data?: components['schemas']['ManagedCompany'];
    };
    /**
     * ObjectId
     * @description A Fernpay identifier, 24 lowercase hexadecimal characters.
     * @example 6651b2c3d4e5f6a7b8c9d0e1
     */
    ObjectId: string;
    /**
     * Pagination
     * @description Pagination fields returned next to `docs` in every list response. Pages are numbered from 1.
     */
    Pagination: {
      /**
       * @description The page returned, starting at 1.
       * @example 1
       */
      page: number;
      /**
       * @description The number of items matching the filters, across all pages.
       * @example 42
       */
      totalDocs: number;
      /**
       * @description The number of pages for the requested `limit` (0 when nothing matches).
       * @example 2
       */
      totalPages: number;
      /**
       * @description The page size used for this response.
       * @example 25
       */
      limit: number;
      /**
       * @description `true` if a page after this one exists: request `page + 1` to get it.
       * @example true
       */
      hasNextPage: boolean;
    };
    /**
     * SavedManagedCompanyResponse
     * @description Envelope of a call that changes a company (update, toggle access): the company as saved.
     */
    SavedManagedCompanyResponse: {
      /**
       * @description Always `true` when the change was saved.
       * @example true
       * @constant
       */
      saved: true;
      result: components['schemas']['ManagedCompany'];
    };
    /**
     * WebhookEnvelope
     * @description The body of every webhook Fernpay sends to an integration's `webhookUrl`: a JSON object
     *     with the scope and the event that happened, the object the event is about in `data`, and
     *     the time it was sent. Each event's payload schema fixes `scope`, `event` and the shape of
     *     `data`. Your endpoint must answer HTTP `200`; read `scope` and `event` first, then `data`.
     */
    WebhookEnvelope: {
      /**
       * @description The area of the product the event belongs to, for example `single-payments`, `recurring-payments`, `managed-companies` or `bank-accounts`.
       * @example single-payments
       */
      scope: string;
      /**
       * @description What happened within the scope, for example `status-update`.
       * @example status-update
       */
      event: string;
      /** @description The object the event is about, as it is after the event. */
      data: Record<string, never>;
      /**
       * Format: date-time
       * @description When Fernpay sent the webhook (ISO 8601, UTC).
       * @example 2026-07-03T14:05:13.000Z
       */
      sentAt: string;
    };
    /**
     * SortCode
     * @description UK bank sort code, exactly 6 digits with no dashes or spaces.
     * @example 601613
     */
    SortCode: string;
    /**
     * AccountNumber
     * @description UK bank account number, exactly 8 digits with no spaces.
     * @example 31926819
     */
    AccountNumber: string;
    /**
     * BankProviderConnectable
     * @description Open-banking identifier of a UK bank that Fernpay can connect to. Use it as `provider`
     *     when you connect a bank account by open banking (the company authorises Fernpay at the
     *     bank) and when you add a bank account by hand at one of these banks.
     *
     *     Identifiers ending in `-sandbox` connect to the bank's test environment: they are
     *     accepted by the sandbox server only, and the accounts they create are sandbox accounts
     *     (no money moves and no `bank-accounts` webhooks are sent). `ob-nationwide` accounts do
     *     not get `bank-accounts` webhooks either: read them with the get call.
     *
     *     In the provider API the same identifiers (plus `starling`) are the `provider` of consents
     *     and payments.
     * @example ob-natwest
     * @enum {string}
     */
    BankProviderConnectable:
      | 'ob-natwest'
      | 'ob-natwest-sandbox'
      | 'ob-rbs'
      | 'ob-ulster'
      | 'ob-coutts'
      | 'ob-mettle'
      | 'ob-lloyds'
      | 'ob-lloyds-business'
      | 'ob-lloyds-sandbox'
      | 'ob-halifax'
      | 'ob-bos'
      | 'ob-barclays'
      | 'ob-barclays-business'
      | 'ob-barclays-sandbox'
      | 'ob-hsbc'
      | 'ob-hsbc-business'
      | 'ob-hsbc-sandbox'
      | 'ob-first-direct'
      | 'ob-santander'
      | 'ob-santander-sandbox'
      | 'ob-monzo'
      | 'ob-monzo-sandbox'
      | 'ob-starling'
      | 'ob-starling-sandbox'
      | 'ob-revolut'
      | 'ob-revolut-sandbox'
      | 'ob-nationwide'
      | 'ob-tsb'
      | 'ob-danske'
      | 'ob-metro'
      | 'ob-tide'
      | 'ob-wise'
      | 'ob-aib'
      | 'ob-boi'
      | 'ob-virgin-money'
      | 'ob-cooperative'
      | 'ob-cater-allen';
    /**
     * BankProvider
     * @description The bank that holds a bank account: one of the open-banking identifiers of
     *     `BankProviderConnectable` (for example `ob-natwest`, `ob-monzo`, `ob-revolut`), or
     *     `other` for a bank that Fernpay cannot connect to. An account at an `other` bank can only
     *     be added by hand with a bank statement; it is never checked through the data API.
     * @example ob-natwest
     */
    BankProvider: components['schemas']['BankProviderConnectable'] | 'other';
    /**
     * BankAccountStatus
     * @description Where a bank account is in its verification. Only a `verified` account can receive
     *     payments and be the company's default account: the first account to become `verified`
     *     becomes the default by itself, and an account in any other status never is.
     *
     *     - `pending`: connected by open banking; Fernpay is confirming the account's details
     *       (holder name, sort code and account number) through the data API. Usually minutes.
     *     - `manual_check_required`: added with a bank statement (`creationType` `manual` or
     *       `external`), or the details of a connected account could not be confirmed automatically. Fernpay's team checks the
     *       account (the statement, or the details read from the bank) within 2 working days.
     *     - `verified`: the account's details are confirmed. Payments can be paid into it.
     *     - `disabled`: the check failed or Fernpay disabled the account (for example it was
     *       closed). It cannot receive payments nor be the default; add or connect it again.
     * @example verified
     * @enum {string}
     */
    BankAccountStatus: 'pending' | 'manual_check_required' | 'verified' | 'disabled';
    /**
     * BankAccountCreationType
     * @description How a bank account was added to Fernpay, and so by whom. It decides how the account is
     *     verified and whether Fernpay can check incoming payments on it. It does not decide which
     *     account is the default: the first account to become `verified` is, whatever its
     *     `creationType`.
     *
     *     - `data_api`: connected by open banking (the connect call, or the Fernpay app): the
     *       company authorised Fernpay at its bank. The account has a `consentID`, is verified
     *       automatically, and incoming payments are checked every hour through the data API. The
     *       consent must be renewed before it expires (see `ConsentExpiryWarning`).
     *     - `manual`: company-added. The company itself added it, with the create call of the
     *       merchant (toolkit) API or in the Fernpay portal, and a bank statement. Checked by Fernpay's team; no
     *       data API checks; no `bank-accounts` webhooks.
     *     - `external`: partner-added. The company's partner added it with the create call of the
     *       Partner API and a bank statement. Checked by Fernpay's team like a `manual` account;
     *       no data API checks, but `bank-accounts` webhooks are sent.
     * @example data_api
     * @enum {string}
     */
    BankAccountCreationType: 'data_api' | 'manual' | 'external';
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
