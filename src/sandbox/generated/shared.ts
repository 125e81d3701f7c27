/**
 * The schemas of openapi/shared that the served APIs hold alike, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundles; tests/unit/sandbox-types.test.ts checks it).
 */
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * AccountNumber
     * @description UK bank account number, exactly 8 digits with no spaces.
     * @example 31926819
     */
    AccountNumber: string;
    /**
     * Amount
     * @description A money amount as a decimal string with exactly two decimal places and a dot as the decimal separator (no thousands separators, no currency symbol, no sign). Amounts are strings so that no precision is lost in JSON parsers.
     * @example 125.50
     */
    Amount: string;
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
    /**
     * BankAccountReconsentNotification
     * @description The `data` of a `reconsent-notification` webhook: which company and bank account the consent belongs to, and how close it is to expiring.
     */
    BankAccountReconsentNotification: {
      /**
       * @description Identifier of the company that owns the bank account.
       * @example 6650f1c2a9d3e4b5c6d7e8f9
       */
      companyID: components['schemas']['ObjectId'];
      consentExpiryWarning: components['schemas']['ConsentExpiryWarning'];
      /**
       * Format: date-time
       * @description When the consent expires (or expired), ISO 8601 UTC. After a renewal (`up-to-date`), the new expiry, 90 days after the renewal.
       * @example 2026-08-31T08:41:00.000Z
       */
      consentExpiresAt: string;
      /** @description The bank account whose consent this is, as it is now. */
      bankAccount: components['schemas']['BankAccount'];
    };
    /**
     * BankAccountReconsentNotificationWebhook
     * @description Fernpay sends `reconsent-notification` 30, 14 and 1 days before the bank consent of a connected account expires. It is also sent when the consent of a `data_api` bank account expires and when it has been renewed. Not sent for sandbox accounts and `ob-nationwide` accounts.
     */
    BankAccountReconsentNotificationWebhook: components['schemas']['WebhookEnvelope'] & {
      /**
       * @description The webhook scope, always `bank-accounts`.
       * @example bank-accounts
       * @constant
       */
      scope?: 'bank-accounts';
      /**
       * @description The event, always `reconsent-notification`.
       * @example reconsent-notification
       * @constant
       */
      event?: 'reconsent-notification';
      data?: components['schemas']['BankAccountReconsentNotification'];
    };
    /**
     * BankAccountResponse
     * @description Envelope of the get call.
     */
    BankAccountResponse: {
      data: components['schemas']['BankAccount'];
    };
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
     * BankAccountStatusUpdateWebhook
     * @description Sent when the `status` of a bank account changes (for example from `pending` to `verified`). `data` is the whole bank account after the change. Not sent for sandbox accounts, `manual` accounts and `ob-nationwide` accounts.
     */
    BankAccountStatusUpdateWebhook: components['schemas']['WebhookEnvelope'] & {
      /**
       * @description The webhook scope, always `bank-accounts`.
       * @example bank-accounts
       * @constant
       */
      scope?: 'bank-accounts';
      /**
       * @description The event, always `status-update`.
       * @example status-update
       * @constant
       */
      event?: 'status-update';
      /** @description The bank account after the status change. */
      data?: components['schemas']['BankAccount'];
    };
    /**
     * BankAuthorisationResponse
     * @description Envelope of the connect and reconsent calls: the address where the user authorises Fernpay at the bank.
     */
    BankAuthorisationResponse: {
      /** @description The authorisation to hand to the user. */
      data: {
        /**
         * Format: uri
         * @description Open this address in the user's browser (a redirect, not an iframe). It leads to the bank's login and consent screens and is valid for 1 hour. Never store it or reuse it.
         * @example https://connect.fernpay.example/ob/authorise?session=8f3c2a71d9e44b6a9c05
         */
        authUri: string;
      };
    };
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
     * ConnectBankAccountRequest
     * @description The bank to connect a bank account at, by open banking.
     */
    ConnectBankAccountRequest: {
      provider: components['schemas']['BankProviderConnectable'];
      /**
       * Format: uri
       * @description HTTPS address Fernpay sends the user back to after the bank, with `status` (`connected` or `failed`) and, when connected, `bankAccountId` added as query parameters. Leave it out to send the user to the bank accounts page of the Fernpay portal.
       * @example https://brambleandfinch.example/settings/bank
       */
      redirectUrl?: string;
    };
    /**
     * ConsentExpiryWarning
     * @description How close the open-banking consent of a `data_api` bank account is to expiring. A
     *     consent lasts 90 days from the company's authorisation at the bank. Fernpay sends a
     *     `reconsent-notification` webhook at each step; renew the consent (reconsent) to reset
     *     it to `up-to-date`.
     *
     *     - `day-30`: the consent expires in 30 days.
     *     - `day-14`: the consent expires in 14 days.
     *     - `day-1`: the consent expires in 1 day (within the next 24 hours).
     *     - `expired`: the consent has expired. `bankConsentExpired` is `true`; data API checks
     *       stop until the consent is renewed. The account can still receive payments.
     *     - `up-to-date`: the consent was renewed and runs for another 90 days.
     * @example day-30
     * @enum {string}
     */
    ConsentExpiryWarning: 'day-30' | 'day-14' | 'day-1' | 'expired' | 'up-to-date';
    /**
     * CreateBankAccountRequest
     * @description A bank account to add by hand, with a bank statement that proves the company holds it. Fernpay's team checks the statement before the account can receive payments.
     */
    CreateBankAccountRequest: {
      /**
       * @description Sort code of the account, exactly 6 digits, no dashes or spaces.
       * @example 309634
       */
      sortCode: components['schemas']['SortCode'];
      /**
       * @description Account number, exactly 8 digits.
       * @example 58213047
       */
      accountNumber: components['schemas']['AccountNumber'];
      /**
       * @description Display name of the account, 1 to 100 characters.
       * @example Bramble & Finch Reserve
       */
      name: string;
      provider: components['schemas']['BankProvider'];
      /**
       * Format: uri
       * @description HTTPS address from which Fernpay can download a bank statement of the account (PDF, PNG or JPEG, at most 10 MB, issued in the last 3 months) showing the company's name, the sort code and the account number. The address must stay readable until the account is `verified`.
       * @example https://files.brambleandfinch.example/statements/reserve-2026-05.pdf
       */
      bankStatementAttachmentURL: string;
    };
    /**
     * CreateBankAccountResponse
     * @description Envelope of the create call.
     */
    CreateBankAccountResponse: {
      /**
       * @description Always `true` when the bank account was added.
       * @example true
       * @constant
       */
      created: true;
      result: components['schemas']['BankAccount'];
    };
    /**
     * CreateRecurringPaymentResponse
     * @description Envelope of the create and create-and-process calls.
     */
    CreateRecurringPaymentResponse: {
      /**
       * @description Always `true` when the recurring payment was created.
       * @example true
       * @constant
       */
      created: true;
      result: components['schemas']['RecurringPayment'];
    };
    /**
     * CreateSinglePaymentResponse
     * @description Envelope of a create call.
     */
    CreateSinglePaymentResponse: {
      /**
       * @description Always `true` when the payment was created.
       * @example true
       * @constant
       */
      created: true;
      result: components['schemas']['SinglePayment'];
    };
    /**
     * Currency
     * @description Three-letter ISO 4217 currency code, in capital letters. Payments are created in the currency of the company's bank account; Fernpay payments are in pounds sterling (`GBP`).
     * @default GBP
     * @example GBP
     */
    Currency: string;
    /**
     * CustomerSummary
     * @description The customer an invoice or order is for, as it was when the invoice or order was created. Read the full record with the customers API.
     */
    CustomerSummary: {
      /**
       * @description Identifier of the customer in the customers API.
       * @example 6655a1b2c3d4e5f6a7b8c901
       */
      id: components['schemas']['ObjectId'];
      /**
       * @description Name of the customer; 1 to 200 characters.
       * @example Ada Quill
       */
      name: string;
      /**
       * Format: email
       * @description Email address of the customer, or `null` if none is on file.
       * @example ada.quill@example.org
       */
      email: string | null;
    };
    /**
     * DataApiCheckStatus
     * @description Result of the data API check: Fernpay reads the receiving bank account through its
     *     open-banking data connection to confirm that the money arrived. The check runs at the
     *     start of every hour, and only for bank accounts connected through the data API
     *     (connected in the app); for other accounts the field stays `null`.
     *
     *     - `waiting_for_first_check`: no check has run yet.
     *     - `pending_payment`: the money has not been seen on the account yet.
     *     - `payment_made`: the full amount was found on the account.
     *     - `partial_payment`: less than the expected amount was found.
     *     - `missed_payment`: the money was not found when it was expected.
     *     - `unable_to_check`: the account could not be read this time; the status may update
     *       within 24 hours.
     *     - `permanent_connection_loss`: the data connection to the account is lost; the account
     *       must be reconnected before checks can resume.
     * @example payment_made
     * @enum {string}
     */
    DataApiCheckStatus:
      | 'pending_payment'
      | 'missed_payment'
      | 'payment_made'
      | 'partial_payment'
      | 'unable_to_check'
      | 'permanent_connection_loss'
      | 'waiting_for_first_check';
    /**
     * DeletedResponse
     * @description Envelope of a delete call.
     */
    DeletedResponse: {
      /**
       * @description Always `true` when the resource was deleted.
       * @example true
       * @constant
       */
      deleted: true;
    };
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
     * EditBankAccountNameRequest
     * @description The new display name of a bank account.
     */
    EditBankAccountNameRequest: {
      /**
       * @description The new display name, 1 to 100 characters.
       * @example Bramble & Finch Reserve
       */
      name: string;
    };
    /**
     * EditRecurringPaymentRequest
     * @description The fields to change; fields you leave out keep their value. Send at least one field.
     *     Which fields may change depends on the status:
     *
     *     - `draft`: every field.
     *     - `sent`, `overdue`, `rejected` (not set up yet): `customerName`, `customerEmail` and
     *       `recurringPaymentDate`.
     *     - `active`, `waiting`, `warning`, `paid`, `cancelled`: `customerName` and
     *       `customerEmail` only; the schedule lives in the customer's standing order.
     *
     *     A field not allowed in the current status is rejected with `400`.
     */
    EditRecurringPaymentRequest: {
      /**
       * @description New reference, 1 to 12 letters, digits and hyphens. Draft only.
       * @example GM-2026-008
       */
      reference?: components['schemas']['PaymentReference'];
      /**
       * @description New amount of each scheduled payment, two decimals, greater than `0.00`. Draft only.
       * @example 30.00
       */
      recurringAmount?: components['schemas']['Amount'];
      /**
       * Format: date
       * @description New date of the first scheduled payment (`YYYY-MM-DD`). The first collection date (`recurringPaymentDate`) must be at least 6 working days after the day of the call, on create, create-and-process, process and edit. A working day is Monday to Friday except the bank holidays of England and Wales; the day of the call is its date in UK time (Europe/London) and does not count. For a call on Wednesday 25 November 2026, the earliest date is Thursday 3 December 2026. A new date is allowed until the customer sets the recurring payment up (`draft`, `sent`, `overdue`, `rejected`); an `overdue` recurring payment becomes `sent` again and its link works again.
       * @example 2026-07-13
       */
      recurringPaymentDate?: string;
      /**
       * @description New number of scheduled payments, at most 1200; `0` means indefinite. Draft only.
       * @example 0
       */
      numberOfPayments?: number;
      /**
       * @description New frequency. Draft only.
       * @example one_week
       */
      frequency?: components['schemas']['RecurringFrequency'];
      /**
       * @description Identifier of another company bank account to receive the payments. Draft only.
       * @example 66509a8b7c6d5e4f3a2b1c0d
       */
      bankAccount?: components['schemas']['ObjectId'];
      /**
       * @description New customer name, 1 to 255 characters. Any status.
       * @example Priya Castellane
       */
      customerName?: string;
      /**
       * Format: email
       * @description New customer email address. Any status. Setting it on a `draft` means the customer is emailed the link when you process it; later, Fernpay uses it for its next emails.
       * @example priya.castellane@example.org
       */
      customerEmail?: string;
      /**
       * @description New initial amount (two decimals, greater than `0.00`), or `null` to remove the initial payment. Draft only.
       * @example 60.00
       */
      initialAmount?: components['schemas']['Amount'] | null;
    };
    /**
     * ErrorMessage
     * @description A plain-text error message (`text/plain`), not JSON: `Unauthorized`, `Access Denied`, `Not Found`, a message naming the broken rule for `400`, or the error message for `500`.
     * @example Not Found
     */
    ErrorMessage: string;
    /**
     * InitialPayment
     * @description An optional one-off amount the customer pays immediately, when setting up the recurring payment, before the standing order starts (for example a set-up fee or a first visit). It is stored as a single payment with its own `id`: you can get it, list it and, once paid, refund it with the single payments API, but it is processed, edited and deleted only together with its recurring payment.
     */
    InitialPayment: {
      /**
       * @description Identifier of the initial payment, a single payment id.
       * @example 6652d4e5f6a7b8c9d0e1f2b1
       */
      id: components['schemas']['ObjectId'];
      /**
       * @description Status of the initial payment: `draft` while the recurring payment is a draft, `sent` once it is processed, then `pending` and `paid` as the customer pays it during set-up (`rejected` if the bank declines it, `overdue` when the recurring payment is `overdue`).
       * @example paid
       */
      status: components['schemas']['PaymentStatus'];
      /**
       * @description Payment reference shown to the customer and their bank: the recurring payment's `invoiceRefNumber`.
       * @example GM-2026-007
       */
      reference: components['schemas']['PaymentReference'];
      /**
       * @description The initial amount, with exactly two decimals (the `initialAmount` of the request).
       * @example 60.00
       */
      amount: components['schemas']['Amount'];
      /**
       * Format: date
       * @description The set-up deadline (`YYYY-MM-DD`). The customer must set the recurring payment up no later than 3 working days before `firstPaymentDate` (for a first collection on Thursday 3 December 2026: Monday 30 November 2026); that set-up deadline is also the initial payment's `dueDate`. The customer pays the initial payment while setting up, so no later than this day.
       * @example 2026-07-29
       */
      dueDate: string;
      /**
       * Format: date-time
       * @description When the initial payment was created, with its recurring payment (ISO 8601, UTC).
       * @example 2026-07-01T11:00:00.000Z
       */
      createdAt: string;
      currency: components['schemas']['Currency'];
    };
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
     * LineItem
     * @description A line of an invoice or an order: an inventory item or a free-text line, with its quantity and amounts. Prices include VAT: `total` is `quantity` × `unitPrice`; `vatAmount` is the VAT contained in `total`, rounded half up to the penny; `netAmount` is `total` minus `vatAmount`.
     */
    LineItem: {
      /**
       * @description Inventory item of the line, or `null` for a free-text line (a delivery charge, travel, a one-off service).
       * @example 6656b2c3d4e5f6a7b8c9d101
       */
      itemId: string | null;
      /**
       * @description SKU of the inventory item when the line was added, or `null` for a free-text line.
       * @example PLT-LAV-2L
       */
      sku: string | null;
      /**
       * @description What the line is for, shown to the customer; 1 to 200 characters. Defaults to the item name.
       * @example Lavender 'Hidcote', 2 L pot
       */
      description: string;
      /**
       * @description How many units, 1 to 10000.
       * @example 6
       */
      quantity: number;
      /**
       * @description Price of one unit, VAT included.
       * @example 8.50
       */
      unitPrice: components['schemas']['Amount'];
      /**
       * @description VAT rate of the line in percent.
       * @example 20.00
       */
      vatRate: components['schemas']['VatRate'];
      /**
       * @description `total` minus `vatAmount`.
       * @example 42.50
       */
      netAmount: components['schemas']['Amount'];
      /**
       * @description VAT contained in `total`: `total` × `vatRate` / (100 + `vatRate`), rounded half up to the penny.
       * @example 8.50
       */
      vatAmount: components['schemas']['Amount'];
      /**
       * @description `quantity` × `unitPrice`, VAT included.
       * @example 51.00
       */
      total: components['schemas']['Amount'];
    };
    /**
     * LineItemInput
     * @description A line to put on an invoice or an order. Either name an inventory item with `itemId` (its name, price and VAT rate are copied and can be overridden here), or leave `itemId` out and give `description` and `unitPrice` for a free-text line. Archived items cannot be added.
     */
    LineItemInput: {
      /**
       * @description Inventory item to sell. Leave it out for a free-text line.
       * @example 6656b2c3d4e5f6a7b8c9d101
       */
      itemId?: components['schemas']['ObjectId'];
      /**
       * @description What the line is for; 1 to 200 characters. Required without `itemId`; defaults to the item name.
       * @example Tracked delivery
       */
      description?: string;
      /**
       * @description How many units, 1 to 10000.
       * @example 1
       */
      quantity: number;
      /**
       * @description Price of one unit, VAT included. Required without `itemId`; defaults to the item price.
       * @example 5.95
       */
      unitPrice?: components['schemas']['Amount'];
      /**
       * @description VAT rate in percent. Defaults to the item VAT rate, or `20.00` for a free-text line.
       * @example 20.00
       */
      vatRate?: components['schemas']['VatRate'];
    };
    /**
     * ListBankAccountsResponse
     * @description Envelope of the list call: every bank account of the company, the default one first, then the others from the newest. The list is not paginated.
     */
    ListBankAccountsResponse: {
      /** @description The company's bank accounts, disabled ones included. */
      data: components['schemas']['BankAccount'][];
    };
    /**
     * ListRecurringPaymentsResponse
     * @description Envelope of the list call.
     */
    ListRecurringPaymentsResponse: {
      data: components['schemas']['RecurringPaymentList'];
    };
    /**
     * ListSinglePaymentsResponse
     * @description Envelope of a list call.
     */
    ListSinglePaymentsResponse: {
      data: components['schemas']['SinglePaymentList'];
    };
    /**
     * ListTransactionsResponse
     * @description Envelope of the list call.
     */
    ListTransactionsResponse: {
      data: components['schemas']['TransactionList'];
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
     * MerchantNoteInput
     * @description A note a merchant attaches to a payment, or the new content of an existing note.
     */
    MerchantNoteInput: {
      /**
       * @description The note text, 1 to 1000 characters.
       * @example Thank you for your business.
       */
      text: string;
      visibility: components['schemas']['MerchantNoteVisibility'];
    };
    /**
     * MerchantNoteVisibility
     * @description Who can see a note a merchant writes.
     *
     *     - `public`: shown to the customer in the emails Fernpay sends about the payment, and
     *       visible in the Fernpay portal and the API.
     *     - `private`: visible to the company user in the Fernpay portal and in the API; never
     *       shown to the customer.
     *
     *     Merchants write only these two values, on single and recurring payments alike; a note
     *     sent with `restricted` is rejected with `400`. Notes written by a partner through the
     *     partner API can be `restricted`; merchants read them like any other note.
     * @example private
     * @enum {string}
     */
    MerchantNoteVisibility: 'public' | 'private';
    /**
     * Note
     * @description A note attached to an entity (for example a payment), with its visibility.
     */
    Note: {
      /**
       * @description Identifier of the note (24-character hexadecimal ObjectId). Use it as `noteId` to edit or delete the note.
       * @example 6651c3d4e5f6a7b8c9d0e1f2
       */
      id: string;
      /**
       * @description The note text, 1 to 1000 characters.
       * @example Deposit already received by bank transfer; this is the balance.
       */
      text: string;
      visibility: components['schemas']['NoteVisibility'];
      /**
       * Format: date-time
       * @description When the note was attached (ISO 8601, UTC).
       * @example 2026-07-01T10:30:00.000Z
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the note was last edited (ISO 8601, UTC); equals `createdAt` if never edited.
       * @example 2026-07-01T10:30:00.000Z
       */
      updatedAt: string;
    };
    /**
     * NoteInput
     * @description A note to attach to an entity, or the new content of an existing note.
     */
    NoteInput: {
      /**
       * @description The note text, 1 to 1000 characters.
       * @example Deposit already received by bank transfer; this is the balance.
       */
      text: string;
      visibility: components['schemas']['NoteVisibility'];
    };
    /**
     * NoteVisibility
     * @description Who can see a note.
     *
     *     - `public`: shown to the customer in the emails Fernpay sends about the payment, and
     *       visible in the Fernpay portal and the API.
     *     - `private`: visible to the company user in the Fernpay portal and in the API; never
     *       shown to the customer.
     *     - `restricted`: visible only through the API; hidden from the portal and from the customer.
     *
     *     Partners write notes with any of the three values. Merchants write `public` or `private`
     *     notes (see `MerchantNoteVisibility`) and read every note of their payments, including the
     *     `restricted` notes their partner attached.
     * @example private
     * @enum {string}
     */
    NoteVisibility: 'public' | 'private' | 'restricted';
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
     * Parcel
     * @description One parcel of a shipment, with its weight and outer dimensions.
     */
    Parcel: {
      /**
       * @description Weight in grams, 1 to 70000.
       * @example 7800
       */
      weightGrams: number;
      /**
       * @description Length in centimetres, 1 to 300.
       * @example 60
       */
      lengthCm: number;
      /**
       * @description Width in centimetres, 1 to 300.
       * @example 40
       */
      widthCm: number;
      /**
       * @description Height in centimetres, 1 to 300.
       * @example 30
       */
      heightCm: number;
    };
    /**
     * PaymentLinkId
     * @description The hashed id of a payment link: the value of the `p` query parameter of a single or recurring payment's `link` (`https://pay.fernpay.example/payment?p=<hashed id>`), 20 lowercase hexadecimal characters. It is not the payment's `id`, and it is the only id the public payment-flow calls take.
     * @example b7e3c1f09a4d2e6c8f51
     */
    PaymentLinkId: string;
    /**
     * PaymentMethod
     * @description How the customer pays a payment.
     *
     *     - `fernpay_ob`: open-banking payment. Processing generates a payment link; the customer
     *       opens it, picks their bank and authorises the payment there.
     *     - `fernpay_ob_qr`: open-banking payment presented as a QR code. Processing generates the
     *       same link plus QR code data; the customer scans the code with a phone and authorises
     *       the payment in their banking app.
     *     - `fernpay_card_payments`: card payment. Processing generates the payment link; the
     *       customer pays by card on Fernpay's payment page. Accepted only once card payments are
     *       activated in the toolkit settings. Merchant (toolkit) API only.
     *     - `cash`: paid in cash outside Fernpay. Processing marks the payment `paid` at once.
     *       Merchant (toolkit) API only.
     *     - `other`: paid by another means outside Fernpay. Processing marks the payment `paid` at
     *       once. Merchant (toolkit) API only.
     * @example fernpay_ob
     * @enum {string}
     */
    PaymentMethod: 'fernpay_ob' | 'fernpay_ob_qr' | 'fernpay_card_payments' | 'cash' | 'other';
    /**
     * PaymentReference
     * @description Your reference for the payment, shown to the customer and used as the bank payment reference: 1 to 12 characters, letters, digits and hyphens only.
     * @example INV-2026-042
     */
    PaymentReference: string;
    /**
     * PaymentStatus
     * @description Status of a single payment.
     *
     *     - `draft`: created but not processed. No payment link exists yet; every field can be
     *       edited, and the payment can be processed, cancelled or deleted.
     *     - `sent`: processed with a method that has a link (`fernpay_ob`, `fernpay_ob_qr` or
     *       `fernpay_card_payments`); the payment link and QR code data exist and the customer can
     *       pay.
     *     - `pending`: the customer has authorised the payment at their bank and Fernpay is
     *       waiting for the bank to confirm that it was executed. It becomes `paid` (or `rejected`)
     *       without any action from you.
     *     - `paid`: the money was received (or the payment was processed with the `cash` or
     *       `other` method, which marks it paid at once). A paid payment cannot be cancelled nor
     *       deleted; it is the only status that can be refunded.
     *     - `rejected`: the payment initiation failed (for example, the customer or the bank
     *       declined it). The payment can be retried.
     *     - `cancelled`: cancelled from `draft` or `sent`; the payment link no longer works. Final.
     *     - `overdue`: the due date has passed or the initiation link expired, but the customer
     *       can still pay.
     *     - `refund_started`: a refund of the paid payment was requested; a refund link exists
     *       where the refund is authorised.
     *     - `refund_rejected`: the refund was declined at the bank or its authorisation failed; no
     *       money left the company's account. Final: a payment is refunded at most once, so return
     *       the money outside Fernpay (for example by bank transfer) if you still need to.
     *     - `refunded`: the full amount was refunded. Final.
     *     - `partial_refund`: part of the amount was refunded. Final: a payment is refunded at most
     *       once, so the rest cannot be refunded through Fernpay.
     * @example sent
     * @enum {string}
     */
    PaymentStatus:
      | 'draft'
      | 'sent'
      | 'paid'
      | 'rejected'
      | 'cancelled'
      | 'overdue'
      | 'pending'
      | 'refund_started'
      | 'refund_rejected'
      | 'refunded'
      | 'partial_refund';
    /**
     * PostalAddress
     * @description A postal address of a customer, a supplier or a shipment (billing, delivery or collection address).
     */
    PostalAddress: {
      /**
       * @description First line of the address, usually the number and street; 1 to 100 characters.
       * @example 27 Rowan Crescent
       */
      addressLine1: string;
      /**
       * @description Second line of the address (flat, building or unit), or `null`; at most 100 characters.
       * @example null
       */
      addressLine2?: string | null;
      /**
       * @description Town or city; 1 to 60 characters.
       * @example Edinburgh
       */
      city: string;
      /**
       * @description Postcode, with or without its space (`EH4 2LP`); 2 to 10 characters.
       * @example EH4 2LP
       */
      zipCode: string;
      /**
       * @description Country, ISO 3166-1 alpha-2 code in capital letters.
       * @example GB
       */
      country: string;
    };
    /**
     * ProviderListItem
     * @description A bank (open-banking provider) the customer can choose to pay from. Show the enabled providers to the customer with their `name` and `logo`, and send the chosen one's `externalId` as `provider` when you start the payment.
     */
    ProviderListItem: {
      /**
       * @description Fernpay's identifier of the provider record.
       * @example 6653f0a1b2c3d4e5f6a7b801
       */
      _id: components['schemas']['ObjectId'];
      /**
       * @description Name of the bank as shown to customers.
       * @example NatWest
       */
      name: string;
      /**
       * @description `true` if customers can pay through this bank now. Show only enabled providers; a payment started with a disabled one is rejected with `400`.
       * @example true
       */
      enabled: boolean;
      /**
       * Format: uri
       * @description URL of the bank's logo (SVG or PNG), to show next to its name.
       * @example https://cdn.fernpay.example/providers/ob-natwest.svg
       */
      logo: string;
      /**
       * @description The provider identifier (for example `ob-natwest`, `ob-monzo`, `ob-revolut`): send it as `provider` to start the payment.
       * @example ob-natwest
       */
      externalId: string;
      /**
       * @description Country of the bank, as an ISO 3166-1 alpha-2 code in capital letters.
       * @example GB
       */
      countryId: string;
      /**
       * Format: date-time
       * @description When the provider was added to Fernpay (ISO 8601, UTC).
       * @example 2025-01-14T09:00:00.000Z
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the provider was removed from Fernpay (ISO 8601, UTC). Removed providers are not listed, so the value in the list is always `null`.
       * @example null
       */
      deletedAt: string | null;
    };
    /**
     * RecurringFrequency
     * @description How often the customer pays the `recurringAmount`, counted from `firstPaymentDate`.
     *
     *     - `one_week`: every week, on the same weekday as the first payment.
     *     - `one_month`: every month, on the same day of the month as the first payment. In a
     *       month without that day (a first payment on the 29th, 30th or 31st), the payment is on
     *       the last day of the month.
     *     - `three_months`: every three months (quarterly), on the same day of the month, with the
     *       same last-day rule.
     *     - `one_year`: every year, on the same day and month as the first payment (28 February in
     *       years without a 29 February).
     * @example one_month
     * @enum {string}
     */
    RecurringFrequency: 'one_week' | 'one_month' | 'three_months' | 'one_year';
    /**
     * RecurringPayment
     * @description A recurring payment: a company asks a customer to pay a fixed `recurringAmount` on a schedule (weekly, monthly, quarterly or yearly), optionally after an immediate `initialPayment`. The customer sets it up once through the `link`, which creates a standing order at their bank; Fernpay then checks every scheduled payment on the company's bank account.
     */
    RecurringPayment: {
      /**
       * @description Identifier of the recurring payment. Use it as `id` in the other calls.
       * @example 6652d4e5f6a7b8c9d0e1f2a1
       */
      id: components['schemas']['ObjectId'];
      /**
       * @description Your reference (the `reference` of the create request): 1 to 12 letters, digits and hyphens. It is the payment reference of every scheduled payment and of the initial payment, so it appears on the customer's and the company's bank statements.
       * @example GM-2026-007
       */
      invoiceRefNumber: components['schemas']['PaymentReference'];
      /**
       * @description Amount of each scheduled payment, with exactly two decimals, greater than `0.00`.
       * @example 45.00
       */
      recurringAmount: components['schemas']['Amount'];
      /**
       * Format: date
       * @description Date of the first scheduled payment (`YYYY-MM-DD`), the `recurringPaymentDate` of the request. Later payments follow `frequency` from this date.
       * @example 2026-08-01
       */
      firstPaymentDate: string;
      /**
       * Format: date
       * @description Date of the last scheduled payment (`YYYY-MM-DD`), computed from `firstPaymentDate`, `frequency` and `expectedNumberOfPayments`. `null` when the number of payments is `0` (the recurring payment runs until it is cancelled).
       * @example 2027-07-01
       */
      finalPaymentDate: string | null;
      /**
       * @description How many scheduled payments the customer makes (the `numberOfPayments` of the request), not counting the initial payment. `0` means indefinite: payments continue until the standing order is cancelled.
       * @example 12
       */
      expectedNumberOfPayments: number;
      frequency: components['schemas']['RecurringFrequency'];
      status: components['schemas']['RecurringStatus'];
      /**
       * @description Identifiers of the transactions of the scheduled payments, oldest first: one per payment date reached (`completed`, `partially_paid`, `missed` and so on), plus the next payment as `pending`. Empty until the customer sets the recurring payment up. Get each one with the transactions API. The initial payment's transaction belongs to the initial payment, not to this list.
       * @example [
       *       "6654e5f6a7b8c9d0e1f2a3b2",
       *       "6654e5f6a7b8c9d0e1f2a3b3"
       *     ]
       */
      transactions: components['schemas']['ObjectId'][];
      /** @description The immediate one-off payment the customer makes while setting up, when the recurring payment was created with an `initialAmount`; `null` otherwise. */
      initialPayment: components['schemas']['InitialPayment'] | null;
      /**
       * @description Name of the customer who pays, 1 to 255 characters; `null` if not given.
       * @example Ada Quill
       */
      customerName: string | null;
      /**
       * Format: email
       * @description Email address of the customer. When set, Fernpay emails the link (with any `public` notes) when the recurring payment is processed; `null` if not given.
       * @example ada.quill@example.org
       */
      customerEmail: string | null;
      /**
       * Format: date-time
       * @description When the recurring payment was created (ISO 8601, UTC).
       * @example 2026-07-01T11:00:00.000Z
       */
      createdAt: string;
      currency: components['schemas']['Currency'];
      /**
       * Format: uri
       * @description The customer link, `https://pay.fernpay.example/payment?p=` followed by the hashed id of the recurring payment. The customer opens it to pay the initial payment and set up the standing order. `null` while the recurring payment is a `draft`; stops working when the recurring payment is deleted.
       * @example https://pay.fernpay.example/payment?p=c4a9e2d71f0b83e6a5d2
       */
      link: string | null;
      /**
       * @description The link as a QR code, a `data:` URL of a PNG image you can put in an `img` element or print. `null` while the recurring payment is a `draft`.
       * @example data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==
       */
      qrCodeData: string | null;
      /**
       * @description Identifier of the company bank account that receives the payments: the one given at creation, or the company's default bank account. Scheduled payments are checked only when this account is connected through the data API.
       * @example 66509a8b7c6d5e4f3a2b1c0d
       */
      bankAccount: components['schemas']['ObjectId'];
      /** @description Notes attached to the recurring payment, oldest first. Empty if none. */
      notes: components['schemas']['Note'][];
      /**
       * @description Identifier of the integration the recurring payment belongs to: the company's default integration when it was created. Webhooks about it go to that integration's `webhookUrl`, and the customer returns to its `redirectUrl` after setting up. `null` if the company had no integration (then no webhooks are sent).
       * @example 66508f7e6d5c4b3a29180706
       */
      integration: string | null;
      /**
       * @description Result of the latest data API check of the current scheduled payment: Fernpay reads the receiving bank account at the start of every hour to find the payment. `waiting_for_first_check` from set-up until the first payment date. `null` while the recurring payment is not set up, once its standing order is cancelled (`cancelled`: nothing is checked any more; `lastDataApiCheckAt` is the check that found it), and always when `bankAccount` is not connected through the data API.
       * @example payment_made
       */
      dataApiCheckStatus: components['schemas']['DataApiCheckStatus'] | null;
      /**
       * Format: date-time
       * @description When the data API check last ran for this recurring payment (ISO 8601, UTC); `null` if never.
       * @example 2026-08-01T08:00:03.000Z
       */
      lastDataApiCheckAt: string | null;
    };
    /**
     * RecurringPaymentInput
     * @description The fields of a new recurring payment. `reference`, `recurringAmount`, `recurringPaymentDate`, `numberOfPayments` and `frequency` are required.
     */
    RecurringPaymentInput: {
      /**
       * @description Your reference, 1 to 12 letters, digits and hyphens. It becomes `invoiceRefNumber` and is the bank payment reference of every scheduled payment and of the initial payment.
       * @example GM-2026-007
       */
      reference: components['schemas']['PaymentReference'];
      /**
       * @description Amount of each scheduled payment, with exactly two decimals, greater than `0.00`.
       * @example 45.00
       */
      recurringAmount: components['schemas']['Amount'];
      /**
       * Format: date
       * @description Date of the first scheduled payment (`YYYY-MM-DD`); it becomes `firstPaymentDate`. The first collection date (`recurringPaymentDate`) must be at least 6 working days after the day of the call, on create, create-and-process, process and edit. A working day is Monday to Friday except the bank holidays of England and Wales; the day of the call is its date in UK time (Europe/London) and does not count. For a call on Wednesday 25 November 2026, the earliest date is Thursday 3 December 2026.
       * @example 2026-08-01
       */
      recurringPaymentDate: string;
      /**
       * @description How many scheduled payments to collect, not counting the initial payment, at most 1200 (a hundred years of monthly payments). `0` means indefinite: payments continue until the standing order is cancelled. It becomes `expectedNumberOfPayments`.
       * @example 12
       */
      numberOfPayments: number;
      frequency: components['schemas']['RecurringFrequency'];
      /**
       * @description Identifier of the company bank account that receives the payments (see the bank accounts API). Omit it to use the company's default bank account.
       * @example 66509a8b7c6d5e4f3a2b1c0d
       */
      bankAccount?: components['schemas']['ObjectId'];
      /**
       * @description Name of the customer who pays, 1 to 255 characters.
       * @example Ada Quill
       */
      customerName?: string;
      /**
       * Format: email
       * @description Email address of the customer. Fernpay emails the link (with any `public` notes) to it when the recurring payment is processed.
       * @example ada.quill@example.org
       */
      customerEmail?: string;
      /**
       * @description Optional amount the customer pays immediately, while setting up, before the scheduled payments start (two decimals, greater than `0.00`). Creates the `initialPayment`. Omit it when there is no immediate payment.
       * @example 60.00
       */
      initialAmount?: components['schemas']['Amount'];
    };
    /**
     * RecurringPaymentList
     * @description One page of recurring payments, newest first, with the pagination fields.
     */
    RecurringPaymentList: {
      /** @description The recurring payments on this page (at most `limit`), newest first. */
      docs: components['schemas']['RecurringPayment'][];
    } & components['schemas']['Pagination'];
    /**
     * RecurringPaymentPartialPaymentWebhook
     * @description Sent when the data API check finds less than `recurringAmount` for a scheduled payment. `data` is the recurring payment with `dataApiCheckStatus` `partial_payment`, now `warning`; the payment's transaction is `partially_paid`.
     */
    RecurringPaymentPartialPaymentWebhook: components['schemas']['WebhookEnvelope'] & {
      /**
       * @description The webhook scope, always `recurring-payments`.
       * @example recurring-payments
       * @constant
       */
      scope?: 'recurring-payments';
      /**
       * @description The event, always `partial_payment`.
       * @example partial_payment
       * @constant
       */
      event?: 'partial_payment';
      /** @description The recurring payment after the check. */
      data?: components['schemas']['RecurringPayment'];
    };
    /**
     * RecurringPaymentPaymentMadeWebhook
     * @description Sent when the data API check finds a scheduled payment in full on the company's bank account. `data` is the recurring payment with `dataApiCheckStatus` `payment_made`; the payment's transaction is `completed`.
     */
    RecurringPaymentPaymentMadeWebhook: components['schemas']['WebhookEnvelope'] & {
      /**
       * @description The webhook scope, always `recurring-payments`.
       * @example recurring-payments
       * @constant
       */
      scope?: 'recurring-payments';
      /**
       * @description The event, always `payment_made`.
       * @example payment_made
       * @constant
       */
      event?: 'payment_made';
      /** @description The recurring payment after the check. */
      data?: components['schemas']['RecurringPayment'];
    };
    /**
     * RecurringPaymentPaymentMissedWebhook
     * @description Sent when a scheduled payment was not found by the end of its date. `data` is the recurring payment with `dataApiCheckStatus` `missed_payment`, now `waiting`; Fernpay checks again through the next business day.
     */
    RecurringPaymentPaymentMissedWebhook: components['schemas']['WebhookEnvelope'] & {
      /**
       * @description The webhook scope, always `recurring-payments`.
       * @example recurring-payments
       * @constant
       */
      scope?: 'recurring-payments';
      /**
       * @description The event, always `payment-missed`.
       * @example payment-missed
       * @constant
       */
      event?: 'payment-missed';
      /** @description The recurring payment after the missed check. */
      data?: components['schemas']['RecurringPayment'];
    };
    /**
     * RecurringPaymentPermanentConnectionLossWebhook
     * @description Sent when the data connection to the company's bank account is lost for good (the bank consent was revoked or expired). Checks stop until the account is reconnected. `data` is the recurring payment with `dataApiCheckStatus` `permanent_connection_loss`.
     */
    RecurringPaymentPermanentConnectionLossWebhook: components['schemas']['WebhookEnvelope'] & {
      /**
       * @description The webhook scope, always `recurring-payments`.
       * @example recurring-payments
       * @constant
       */
      scope?: 'recurring-payments';
      /**
       * @description The event, always `permanent_connection_loss`.
       * @example permanent_connection_loss
       * @constant
       */
      event?: 'permanent_connection_loss';
      /** @description The recurring payment after the check. */
      data?: components['schemas']['RecurringPayment'];
    };
    /**
     * RecurringPaymentResponse
     * @description Envelope of the get call.
     */
    RecurringPaymentResponse: {
      data: components['schemas']['RecurringPayment'];
    };
    /**
     * RecurringPaymentStatusUpdateWebhook
     * @description Sent when the `status` of a recurring payment, or of its initial payment, changes. `data` is the recurring payment after the change.
     */
    RecurringPaymentStatusUpdateWebhook: components['schemas']['WebhookEnvelope'] & {
      /**
       * @description The webhook scope, always `recurring-payments`.
       * @example recurring-payments
       * @constant
       */
      scope?: 'recurring-payments';
      /**
       * @description The event, always `status-update`.
       * @example status-update
       * @constant
       */
      event?: 'status-update';
      /** @description The recurring payment after the status change. */
      data?: components['schemas']['RecurringPayment'];
    };
    /**
     * RecurringPaymentUnableToCheckWebhook
     * @description Sent when the data API check cannot read the company's bank account for a scheduled payment (for example the bank's data service is down). The status may update within 24 hours, with a further event. `data` is the recurring payment with `dataApiCheckStatus` `unable_to_check`.
     */
    RecurringPaymentUnableToCheckWebhook: components['schemas']['WebhookEnvelope'] & {
      /**
       * @description The webhook scope, always `recurring-payments`.
       * @example recurring-payments
       * @constant
       */
      scope?: 'recurring-payments';
      /**
       * @description The event, always `unable_to_check`.
       * @example unable_to_check
       * @constant
       */
      event?: 'unable_to_check';
      /** @description The recurring payment after the check. */
      data?: components['schemas']['RecurringPayment'];
    };
    /**
     * RecurringStatus
     * @description Where a recurring payment is in its life. `paid` and `cancelled` are final.
     *
     *     - `draft`: created, not processed. No link; every field can be edited; it can be
     *       processed or deleted.
     *     - `sent`: processed. The `link` (and `qrCodeData`) exist and the initial payment, if
     *       any, is `sent` too; Fernpay waits for the customer to set the recurring payment up.
     *     - `overdue`: the customer did not set it up by the set-up deadline.
     *       The customer must set the recurring payment up no later than 3 working days before `firstPaymentDate` (for a first collection on Thursday 3 December 2026: Monday 30 November 2026); that set-up deadline is also the initial payment's `dueDate`. The link cannot be used until you move
     *       `recurringPaymentDate` with the edit call, which makes it `sent` again.
     *     - `rejected`: the customer's bank declined the standing order or the initial payment.
     *       The customer can try again through the same link.
     *     - `active`: the customer set it up: they authorised the initial payment (if any) and
     *       the standing order at their bank. Fernpay checks every scheduled payment.
     *     - `waiting`: a scheduled payment was not found on the account by the end of its date.
     *       Fernpay checks again through the next business day (the next day that is not a
     *       Saturday, a Sunday or a UK bank holiday).
     *     - `warning`: a scheduled payment was short, late, or missed altogether. The standing
     *       order keeps running; the next payment received in full on its date makes the
     *       recurring payment `active` again.
     *     - `paid`: every one of the `expectedNumberOfPayments` payments was received. Final.
     *       Never reached when the number of payments is `0` (indefinite).
     *     - `cancelled`: the standing order was cancelled at the customer's bank (by the
     *       customer, or by the bank). Fernpay stops checking. Final.
     * @example active
     * @enum {string}
     */
    RecurringStatus:
      'draft' | 'sent' | 'overdue' | 'rejected' | 'active' | 'waiting' | 'warning' | 'paid' | 'cancelled';
    /**
     * RefundPayeeAccount
     * @description The account a refund of this payment is paid to: the customer's (payer's) account as reported by their bank when the payment was made.
     */
    RefundPayeeAccount: {
      /**
       * @description Name of the account holder as reported by the bank (1 to 255 characters).
       * @example Ada Quill
       */
      name: string;
      sortCode: components['schemas']['SortCode'];
      accountNumber: components['schemas']['AccountNumber'];
    };
    /**
     * RefundPayeeAccountInfo
     * @description The account that receives the refund: normally the customer who paid, as reported in the payment's `refundPayeeAccount`.
     */
    RefundPayeeAccountInfo: {
      /**
       * @description Name of the payee's account holder, 1 to 255 characters.
       * @example Ada Quill
       */
      name: string;
      /**
       * @description Your own identifier for the payee (for example the customer id in your system), 1 to 255 characters, stored with the refund so that you can match it later.
       * @example 6655a1b2c3d4e5f6a7b8c901
       */
      externalAccountId: string;
      /**
       * @description The payee's account identification, without spaces or separators: for a UK account, the 6-digit sort code followed by the 8-digit account number (14 digits); for any other account, its IBAN in capital letters (2-letter country code, 2 check digits, then up to 30 letters or digits).
       * @example 60161320417758
       */
      identification: string;
      /**
       * Format: email
       * @description Optional email address of the payee.
       * @example ada.quill@example.org
       */
      email?: string;
    };
    /**
     * RefundRequest
     * @description What to refund and to whom. Leave out `amount` to refund the full amount of the payment.
     */
    RefundRequest: {
      /**
       * @description Amount to refund, with exactly two decimals. Optional: defaults to the full amount of the payment. A smaller amount makes a partial refund; it cannot exceed the amount paid. A payment is refunded at most once.
       * @example 25.50
       */
      amount?: components['schemas']['Amount'];
      payeeAccountInfo: components['schemas']['RefundPayeeAccountInfo'];
    };
    /**
     * SavedBankAccountResponse
     * @description Envelope of the edit-name and set-default calls, with the bank account as saved.
     */
    SavedBankAccountResponse: {
      /**
       * @description Always `true` when the change was saved.
       * @example true
       * @constant
       */
      saved: true;
      result: components['schemas']['BankAccount'];
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
     * SavedRecurringPaymentResponse
     * @description Envelope of a call that changes a recurring payment (edit, process, attach or edit a note): the recurring payment as saved.
     */
    SavedRecurringPaymentResponse: {
      /**
       * @description Always `true` when the change was saved.
       * @example true
       * @constant
       */
      saved: true;
      result: components['schemas']['RecurringPayment'];
    };
    /**
     * SavedSinglePaymentResponse
     * @description Envelope of a call that changes a payment (edit, process, cancel, refund, attach or edit a note): the payment as saved.
     */
    SavedSinglePaymentResponse: {
      /**
       * @description Always `true` when the change was saved.
       * @example true
       * @constant
       */
      saved: true;
      result: components['schemas']['SinglePayment'];
    };
    /**
     * ShippingCarrier
     * @description The carrier that delivers a shipment: `royal_mail`, `parcelforce`, `dpd`, `evri`, `dhl`, `ups`, `fedex`, or `other` for any other carrier or your own delivery.
     * @example royal_mail
     * @enum {string}
     */
    ShippingCarrier: 'royal_mail' | 'parcelforce' | 'dpd' | 'evri' | 'dhl' | 'ups' | 'fedex' | 'other';
    /**
     * SinglePayment
     * @description A single (one-off) payment request from a company to its customer. The fields `completedAt`, `refundLink`, `refundQrCodeData`, `refundPayeeAccount`, `dataApiCheckStatus`, `lastDataApiCheckAt` and `externalReference` are present only once the payment has been paid (status `paid` or one of the refund statuses).
     */
    SinglePayment: {
      /**
       * @description Identifier of the payment. Use it as `id` in the other calls.
       * @example 6651b2c3d4e5f6a7b8c9d0e2
       */
      id: components['schemas']['ObjectId'];
      reference: components['schemas']['PaymentReference'];
      /**
       * @description Amount the customer is asked to pay, with exactly two decimals.
       * @example 125.50
       */
      amount: components['schemas']['Amount'];
      /**
       * @description Identifier of the company bank account that receives the money. When the payment was created without one, the company's default bank account.
       * @example 66509a8b7c6d5e4f3a2b1c0d
       */
      bankAccount: components['schemas']['ObjectId'];
      /**
       * @description Name of the customer who pays, 1 to 255 characters; `null` if not given.
       * @example Ada Quill
       */
      customerName: string | null;
      /**
       * Format: email
       * @description Email address of the customer. When set, Fernpay emails the payment link (and any `public` notes) to it; `null` if not given.
       * @example ada.quill@example.org
       */
      customerEmail: string | null;
      /**
       * @description Further email addresses copied on the customer emails. Empty if none.
       * @default []
       * @example [
       *       "accounts@brambleandfinch.example"
       *     ]
       */
      customerEmailCC: string[];
      /**
       * Format: date
       * @description Date (`YYYY-MM-DD`) by which the customer should pay; `null` if not given. After it the payment becomes `overdue` but can still be paid.
       * @example 2026-07-31
       */
      dueDate: string | null;
      /**
       * @description How the customer pays. Payments created through the partner API always use `fernpay_ob` or `fernpay_ob_qr`; the other values can only appear on payments the company created itself through the merchant (toolkit) API.
       * @example fernpay_ob
       */
      paymentMethod: components['schemas']['PaymentMethod'];
      /**
       * Format: date-time
       * @description When the payment was created (ISO 8601, UTC).
       * @example 2026-07-01T10:30:00.000Z
       */
      createdAt: string;
      currency: components['schemas']['Currency'];
      status: components['schemas']['PaymentStatus'];
      /**
       * Format: uri
       * @description The customer payment link, `https://pay.fernpay.example/payment?p=` followed by the hashed payment id. Generated when the payment is processed; `null` while the payment is a `draft`, and for `cash` and `other` payments, which are paid outside Fernpay. Stops working once the payment is `cancelled` or deleted.
       * @example https://pay.fernpay.example/payment?p=b7e3c1f09a4d2e6c8f51
       */
      link: string | null;
      /**
       * @description The QR code for the payment link, as a `data:` URL of a PNG image that you can put in an `img` element or print. `null` whenever `link` is `null`.
       * @example data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPgttUDAADNAHeD8SzuAAAAAElFTkSuQmCC
       */
      qrCodeData: string | null;
      /**
       * @description What the payment is for, shown to the customer; at most 1000 characters.
       * @example Garden design consultation, June 2026
       */
      description: string | null;
      /** @description Notes attached to the payment, oldest first. Empty if none. */
      notes: components['schemas']['Note'][];
      /**
       * Format: uri
       * @description Where the customer is sent after paying, instead of the integration's `redirectUrl`; `null` to use the integration's. Used only when the integration has `fernpayPaymentPageRedirectEnabled` set to `true`; otherwise the customer stays on Fernpay's payment result page.
       * @example https://brambleandfinch.example/thank-you
       */
      customRedirectUrl: string | null;
      /**
       * @description Identifier of the company integration the payment belongs to. Webhooks about the payment are sent to that integration's `webhookUrl`. `null` if the payment has no integration (then no webhooks are sent).
       * @example 66508f7e6d5c4b3a29180706
       */
      integration: string | null;
      /**
       * Format: date-time
       * @description When the payment was paid (ISO 8601, UTC). Present only once paid.
       * @example 2026-07-03T14:05:12.000Z
       */
      completedAt?: string | null;
      /**
       * Format: uri
       * @description Link where the company authorises the refund payment from its bank account. `null` until a refund is started with the refund call. Present only once paid.
       * @example https://pay.fernpay.example/refund?p=e41f8a0c6b9d37a2c5f0
       */
      refundLink?: string | null;
      /**
       * @description The refund link as a QR code (`data:` URL of a PNG image); `null` until a refund is started. Present only once paid.
       * @example data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOokrcBAAHsANbqhMVWAAAAAElFTkSuQmCC
       */
      refundQrCodeData?: string | null;
      /** @description The customer's account as reported by their bank when they paid: copy it into `payeeAccountInfo` to refund them. `null` if the bank did not report it, and for `cash` and `other` payments. Present only once paid. */
      refundPayeeAccount?: components['schemas']['RefundPayeeAccount'] | null;
      /** @description Latest result of the hourly data API check of the receiving account; `null` when the account is not connected through the data API, and for `cash` and `other` payments. Present only once paid. */
      dataApiCheckStatus?: components['schemas']['DataApiCheckStatus'] | null;
      /**
       * Format: date-time
       * @description When the data API check last ran for this payment (ISO 8601, UTC); `null` if it has not run. Present only once paid.
       * @example 2026-07-03T15:00:04.000Z
       */
      lastDataApiCheckAt?: string | null;
      /**
       * @description Identifier of the payment at the open-banking provider or bank that executed it, for reconciliation with bank statements; `null` for `cash` and `other` payments. Present only once paid.
       * @example PISP-7F3K9Q2M8X
       */
      externalReference?: string | null;
    };
    /**
     * SinglePaymentDataApiCheckWebhook
     * @description Sent when the hourly data API check sets or changes the `dataApiCheckStatus` of a paid single payment. `data` is the whole payment, with `dataApiCheckStatus` and `lastDataApiCheckAt` updated.
     */
    SinglePaymentDataApiCheckWebhook: components['schemas']['WebhookEnvelope'] & {
      /**
       * @description The webhook scope, always `single-payments`.
       * @example single-payments
       * @constant
       */
      scope?: 'single-payments';
      /**
       * @description The event, always `data-api-check`.
       * @example data-api-check
       * @constant
       */
      event?: 'data-api-check';
      /** @description The payment after the check, with `dataApiCheckStatus` and `lastDataApiCheckAt` updated. */
      data?: components['schemas']['SinglePayment'];
    };
    /**
     * SinglePaymentList
     * @description One page of payments, newest first, with the pagination fields.
     */
    SinglePaymentList: {
      /** @description The payments on this page (at most `limit`), newest first. */
      docs: components['schemas']['SinglePayment'][];
    } & components['schemas']['Pagination'];
    /**
     * SinglePaymentResponse
     * @description Envelope of a get call.
     */
    SinglePaymentResponse: {
      data: components['schemas']['SinglePayment'];
    };
    /**
     * SinglePaymentStatusUpdateWebhook
     * @description Sent when the status of a single payment changes. `data` is the whole payment after the change.
     */
    SinglePaymentStatusUpdateWebhook: components['schemas']['WebhookEnvelope'] & {
      /**
       * @description The webhook scope, always `single-payments`.
       * @example single-payments
       * @constant
       */
      scope?: 'single-payments';
      /**
       * @description The event, always `status-update`.
       * @example status-update
       * @constant
       */
      event?: 'status-update';
      /** @description The payment after the status change. */
      data?: components['schemas']['SinglePayment'];
    };
    /**
     * Sku
     * @description Stock keeping unit: your code for an inventory item, unique among your items (compared without regard to case). 1 to 40 characters: capital letters, digits, hyphens, dots and underscores, starting with a letter or digit.
     * @example PLT-LAV-2L
     */
    Sku: string;
    /**
     * SortCode
     * @description UK bank sort code, exactly 6 digits with no dashes or spaces.
     * @example 601613
     */
    SortCode: string;
    /**
     * Statistics
     * @description Figures about the company's completed, non-sandbox transactions in one direction (`incoming` unless the call asks for `outgoing`) whose `completedAt` falls between `completedFrom` and `completedTo` (both days included, UTC). The totals are over the whole range; each `...ByDate` list has one entry per calendar day of the range, oldest first, days without transactions included.
     */
    Statistics: {
      /**
       * @description Number of completed transactions in the range.
       * @example 2
       */
      count: number;
      /**
       * @description Sum of their amounts, GBP, two decimals (`"0.00"` if none).
       * @example 185.50
       */
      totalAmount: components['schemas']['Amount'];
      /**
       * @description Average amount of a transaction: `totalAmount / count`, rounded half up to two decimals (`"0.00"` if none).
       * @example 92.75
       */
      avgAmount: components['schemas']['Amount'];
      /**
       * @description Average number of completed transactions per day: `count` divided by the number of days in the range, rounded half up to two decimals.
       * @example 0.29
       */
      avgCount: number;
      /** @description Number of completed transactions on each day of the range. */
      countByDate: {
        /**
         * Format: date
         * @description The day, `YYYY-MM-DD` (UTC).
         * @example 2026-07-03
         */
        date: string;
        /**
         * @description Number of transactions completed that day.
         * @example 1
         */
        value: number;
      }[];
      /** @description Sum of the amounts of the transactions completed on each day of the range. */
      totalAmountByDate: {
        /**
         * Format: date
         * @description The day, `YYYY-MM-DD` (UTC).
         * @example 2026-07-03
         */
        date: string;
        /**
         * @description Sum of the amounts completed that day, GBP (`"0.00"` if none).
         * @example 125.50
         */
        value: components['schemas']['Amount'];
      }[];
      /** @description Average amount of the transactions completed on each day of the range. */
      avgAmountByDate: {
        /**
         * Format: date
         * @description The day, `YYYY-MM-DD` (UTC).
         * @example 2026-07-03
         */
        date: string;
        /**
         * @description That day's total divided by that day's count, rounded half up to two decimals (`"0.00"` if none).
         * @example 125.50
         */
        value: components['schemas']['Amount'];
      }[];
      /** @description Running average of completed transactions per day, from `completedFrom` up to and including each day. The last entry equals `avgCount`. */
      avgCountByDate: {
        /**
         * Format: date
         * @description The day, `YYYY-MM-DD` (UTC).
         * @example 2026-07-03
         */
        date: string;
        /**
         * @description Transactions completed from `completedFrom` through this day, divided by the number of days so far, rounded half up to two decimals.
         * @example 0.67
         */
        value: number;
      }[];
    };
    /**
     * Transaction
     * @description One movement of money produced by a payment: the customer paying a single payment, one collection of a recurring payment, or a refund. A transaction belongs to its parent (`parentEntityType`, `parentEntityId`) and is created and updated by Fernpay only.
     */
    Transaction: {
      /**
       * @description Identifier of the transaction.
       * @example 6654e5f6a7b8c9d0e1f2a3b1
       */
      id: components['schemas']['ObjectId'];
      /**
       * @description Amount of the transaction in GBP, with exactly two decimals: the amount paid, the amount of the scheduled collection, or the amount refunded. Always positive; see `direction`.
       * @example 125.50
       */
      amount: components['schemas']['Amount'];
      status: components['schemas']['TransactionStatus'];
      /**
       * Format: date-time
       * @description When Fernpay created the transaction (ISO 8601, UTC).
       * @example 2026-07-03T14:03:40.000Z
       */
      createdAt: string;
      parentEntityType: components['schemas']['TransactionParentEntityType'];
      /**
       * @description Identifier of the parent: a single payment when `parentEntityType` is `Payment`, a recurring payment when it is `RecurringPayment`.
       * @example 6651b2c3d4e5f6a7b8c9d0e2
       */
      parentEntityId: components['schemas']['ObjectId'];
      /**
       * @description `true` for a transaction made in the sandbox (no real money moved). Sandbox transactions are left out of the statistics.
       * @example false
       */
      isSandbox: boolean;
      direction: components['schemas']['TransactionDirection'];
      /**
       * Format: date
       * @description The day (`YYYY-MM-DD`, UTC) the money is expected: the scheduled date of a recurring collection, or the day a payment was initiated. `null` if not known yet.
       * @example 2026-07-03
       */
      expectedCompletedDate: string | null;
      /**
       * Format: date-time
       * @description When the transaction became `completed` (ISO 8601, UTC); `null` until then.
       * @example 2026-07-03T14:05:12.000Z
       */
      completedAt: string | null;
      /**
       * @description The payment reference the customer's bank shows: the parent payment's `reference`, or the recurring payment's `invoiceRefNumber`. 1 to 18 characters.
       * @example INV-2026-042
       */
      reference: string;
      /**
       * @description The parent's latest data API check result (its `dataApiCheckStatus`), copied here so you do not need a second call. `null` when the receiving account is not connected through the data API or no check has concerned the parent yet.
       * @example payment_made
       */
      parentEntityDataApiCheckStatus: components['schemas']['DataApiCheckStatus'] | null;
      /**
       * Format: date-time
       * @description When the data API last checked the parent (ISO 8601, UTC). Checks run at the start of every hour. `null` when there has been no check.
       * @example 2026-07-03T15:00:04.000Z
       */
      parentEntityLastDataApiCheckAt: string | null;
    };
    /**
     * TransactionDirection
     * @description Which way the money moves, seen from the company.
     *
     *     - `incoming`: from a customer into the company's bank account (a payment or a
     *       recurring collection).
     *     - `outgoing`: from the company back to a customer (a refund).
     * @example incoming
     * @enum {string}
     */
    TransactionDirection: 'incoming' | 'outgoing';
    /**
     * TransactionList
     * @description One page of transactions, newest first (by `createdAt`), with the pagination fields.
     */
    TransactionList: {
      /** @description The transactions on this page (at most `limit`), newest first. */
      docs: components['schemas']['Transaction'][];
    } & components['schemas']['Pagination'];
    /**
     * TransactionParentEntityType
     * @description The kind of object that produced a transaction; `parentEntityId` is its id.
     *
     *     - `Payment`: a single payment (its payment, or its refund when `direction` is
     *       `outgoing`), including the initial payment of a recurring payment.
     *     - `RecurringPayment`: one scheduled collection of a recurring payment.
     * @example Payment
     * @enum {string}
     */
    TransactionParentEntityType: 'Payment' | 'RecurringPayment';
    /**
     * TransactionResponse
     * @description Envelope of the get call.
     */
    TransactionResponse: {
      data: components['schemas']['Transaction'];
    };
    /**
     * TransactionStatus
     * @description Where a transaction (one movement of money) is. `completed`, `rejected`, `cancelled`,
     *     `missed` and `partially_paid` are final.
     *
     *     - `pending`: a scheduled collection of a recurring payment, expected on
     *       `expectedCompletedDate`; nothing has moved yet.
     *     - `created`: the customer chose their bank and Fernpay created the payment initiation.
     *     - `started`: the customer is authorising the payment at their bank.
     *     - `in_progress`: the bank accepted the payment; the money is on its way.
     *     - `completed`: the money arrived (incoming) or left (outgoing). `completedAt` is set.
     *     - `rejected`: the bank or the customer declined the payment.
     *     - `cancelled`: the customer abandoned the authorisation, or the payment was cancelled
     *       before any money moved.
     *     - `missed`: the data API check did not find the expected recurring collection on the
     *       account after its expected date.
     *     - `partially_paid`: the data API check found less than the expected amount.
     *     - `unable_to_check`: the data API check could not read the receiving account (for
     *       example the account is not connected by open banking, or its consent expired). The
     *       status may still change within 24 hours, at a later check.
     * @example completed
     * @enum {string}
     */
    TransactionStatus:
      | 'pending'
      | 'unable_to_check'
      | 'created'
      | 'started'
      | 'in_progress'
      | 'rejected'
      | 'cancelled'
      | 'completed'
      | 'missed'
      | 'partially_paid';
    /**
     * VatRate
     * @description VAT rate in percent, as a string with exactly two decimals, from `0.00` to `99.99`. UK rates are `20.00` (standard), `5.00` (reduced) and `0.00` (zero-rated or exempt).
     * @example 20.00
     */
    VatRate: string;
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
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
