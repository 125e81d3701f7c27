/**
 * The schemas of the served toolkit-bank-accounts description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundle; tests/unit/sandbox-types.test.ts checks it).
 */
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
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
     * ObjectId
     * @description A Fernpay identifier, 24 lowercase hexadecimal characters.
     * @example 6651b2c3d4e5f6a7b8c9d0e1
     */
    ObjectId: string;
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
     * ListBankAccountsResponse
     * @description Envelope of the list call: every bank account of the company, the default one first, then the others from the newest. The list is not paginated.
     */
    ListBankAccountsResponse: {
      /** @description The company's bank accounts, disabled ones included. */
      data: components['schemas']['BankAccount'][];
    };
    /**
     * BankAccountResponse
     * @description Envelope of the get call.
     */
    BankAccountResponse: {
      data: components['schemas']['BankAccount'];
    };
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
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
