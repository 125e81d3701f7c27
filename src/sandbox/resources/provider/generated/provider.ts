/**
 * The schemas of the served provider description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundles; tests/unit/sandbox-types.test.ts checks it).
 */
import type {components as shared} from '../../../generated/shared';

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * AccessConsent
     * @description An account access consent.
     */
    AccessConsent: {
      consentID: components['schemas']['ConsentId'];
      /**
       * @description Your own identifier for the consent, or `null`.
       * @example kl-acc-000781
       */
      customerConsentId: string | null;
      provider: components['schemas']['ProviderId'];
      /**
       * @description What the consent gives access to.
       * @example accounts
       * @enum {string}
       */
      flow: 'accounts' | 'balances' | 'transactions';
      /**
       * @description The account of a `balances` or `transactions` consent; `null` for `accounts`.
       * @example a1f0c3e2-44b7-4d1e-9a52-6c8b3e7f0d15
       */
      accountId: string | null;
      /**
       * Format: date
       * @description First day of the transaction window.
       * @example 1970-01-01
       */
      transactionStartDate: string;
      /**
       * Format: date
       * @description Last day of the transaction window.
       * @example 2026-07-01
       */
      transactionEndDate: string;
      /**
       * Format: uuid
       * @description Starling spending category, or `null`.
       * @example c4e1a7d2-9f3b-4e60-8a25-7b1d3e9f0c62
       */
      starlingCategoryId?: string | null;
      status: components['schemas']['AccessConsentStatus'];
      /**
       * @description The Open Banking permissions Fernpay requested from the bank, set by `flow`: `accounts` asks `ReadAccountsBasic` and `ReadAccountsDetail`; `balances` asks `ReadAccountsDetail` and `ReadBalances`; `transactions` asks `ReadAccountsDetail`, `ReadBalances`, `ReadTransactionsCredits`, `ReadTransactionsDebits` and `ReadTransactionsDetail`. You do not choose them.
       * @example [
       *       "ReadAccountsBasic",
       *       "ReadAccountsDetail"
       *     ]
       */
      permissions?: (
        | 'ReadAccountsBasic'
        | 'ReadAccountsDetail'
        | 'ReadBalances'
        | 'ReadTransactionsCredits'
        | 'ReadTransactionsDebits'
        | 'ReadTransactionsDetail'
      )[];
      /**
       * Format: uri
       * @description Where the end user returns after the bank. 1 to 255 characters.
       * @example https://app.kestrelledger.example/bank/return
       */
      redirectUri: string;
      /**
       * Format: uri
       * @description Where the consent's webhooks go. 1 to 255 characters.
       * @example https://app.kestrelledger.example/webhooks/fernpay
       */
      webhookUri: string;
      /**
       * Format: date-time
       * @description When the bank ends the access (usually 90 days after authorisation). Fernpay sends the `ACCOUNT_ACCESS_CONSENT` webhook 30, 14 and 1 days before a consent's access expires (`expirationDateTime`). `null` until authorised (ISO 8601, UTC).
       * @example 2026-09-29T08:03:12.000Z
       */
      expirationDateTime?: string | null;
      /**
       * Format: date-time
       * @description When the consent was created (ISO 8601, UTC).
       * @example 2026-07-01T08:00:00.000Z
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the consent last changed (ISO 8601, UTC).
       * @example 2026-07-01T08:03:12.000Z
       */
      updatedAt: string;
    };
    /**
     * AccessConsentList
     * @description A page of account access consents.
     */
    AccessConsentList: {
      /** @description The consents, newest first. */
      docs: components['schemas']['AccessConsent'][];
      /**
       * @description The page returned, from 1.
       * @example 1
       */
      page: number;
      /**
       * @description Consents matching the filters.
       * @example 1
       */
      totalDocs: number;
      /**
       * @description Number of pages.
       * @example 1
       */
      totalPages: number;
      /**
       * @description Page size.
       * @example 25
       */
      limit: number;
      /**
       * @description `true` if another page follows.
       * @example false
       */
      hasNextPage: boolean;
    };
    /**
     * AccessConsentRequest
     * @description A request for access to an end user's account data. `accountId` is required when `flow` is `balances` or `transactions`. Unknown fields are rejected.
     */
    AccessConsentRequest: {
      provider: components['schemas']['ProviderId'];
      /**
       * @description What the consent gives access to.
       * @default accounts
       * @example accounts
       * @enum {string}
       */
      flow?: 'accounts' | 'balances' | 'transactions';
      /**
       * @description The account (`AccountId`, or the Starling `accountUid`) whose balances or transactions you want. Required when `flow` is `balances` or `transactions`.
       * @example a1f0c3e2-44b7-4d1e-9a52-6c8b3e7f0d15
       */
      accountId?: string;
      /**
       * Format: date
       * @description First day of the transaction window (`YYYY-MM-DD`).
       * @default 1970-01-01
       * @example 2026-07-01
       */
      transactionStartDate?: string;
      /**
       * Format: date
       * @description Last day of the transaction window (`YYYY-MM-DD`). Default: today.
       * @example 2026-07-31
       */
      transactionEndDate?: string;
      /**
       * Format: uuid
       * @description Starling only: the spending category (space) whose feed items to read. Default: the account's default category.
       * @example c4e1a7d2-9f3b-4e60-8a25-7b1d3e9f0c62
       */
      starlingCategoryId?: string;
      /**
       * @description Your own identifier for the consent; returned in responses, webhooks and on the redirect.
       * @example kl-acc-000781
       */
      customerConsentId?: string;
      /** @description Where Fernpay sends the end user and this consent's webhooks. Spelt `Option`, with a capital O, on account access consents (UK and EU) and UK standing order consents; payment calls spell the same object `option`. Unknown fields are rejected, so `option` here gets `400`. */
      Option?: components['schemas']['RequestOption'];
    };
    /**
     * AccessConsentStatus
     * @description Status of an account access consent.
     * @example Authorised
     * @enum {string}
     */
    AccessConsentStatus: 'AwaitingAuthorisation' | 'Authorised' | 'Rejected' | 'Revoked';
    /**
     * AccountAccessConsentWebhook
     * @description Body of the `ACCOUNT_ACCESS_CONSENT` webhook.
     */
    AccountAccessConsentWebhook: {
      /**
       * @description The product, always `ACCOUNTS`.
       * @example ACCOUNTS
       * @constant
       */
      scope: 'ACCOUNTS';
      /**
       * @description The event, always `ACCOUNT_ACCESS_CONSENT`.
       * @example ACCOUNT_ACCESS_CONSENT
       * @constant
       */
      event: 'ACCOUNT_ACCESS_CONSENT';
      /** @description The consent after the change, as the get call returns it. */
      data: components['schemas']['AccessConsent'];
      /**
       * Format: date-time
       * @description When Fernpay first tried to deliver the event (ISO 8601, UTC); the same on every retry.
       * @example 2026-07-01T08:03:13.000Z
       */
      sentAt: string;
    };
    /**
     * AccountBalancesWebhook
     * @description Body of the `ACCOUNT_BALANCES` webhook.
     */
    AccountBalancesWebhook: {
      /**
       * @description The product, always `ACCOUNTS`.
       * @example ACCOUNTS
       * @constant
       */
      scope: 'ACCOUNTS';
      /**
       * @description The event, always `ACCOUNT_BALANCES`.
       * @example ACCOUNT_BALANCES
       * @constant
       */
      event: 'ACCOUNT_BALANCES';
      /** @description The data, with the `consentId` it belongs to: the Open Banking content for `ob-...` banks, the Starling body for `starling`. */
      data:
        | {
            consentId: components['schemas']['ConsentId'];
            /** @description The balances. */
            Balance: components['schemas']['UkBalance'][];
          }
        | {
            consentId: components['schemas']['ConsentId'];
            balance: components['schemas']['StarlingBalance'];
          };
      /**
       * Format: date-time
       * @description When Fernpay first tried to deliver the event (ISO 8601, UTC); the same on every retry.
       * @example 2026-07-08T09:02:43.000Z
       */
      sentAt: string;
    };
    AccountNumber: shared['schemas']['AccountNumber'];
    /**
     * AccountResponse
     * @description One account.
     */
    AccountResponse: {
      /** @description The data. */
      Data: {
        /** @description The account (one item). */
        Account: components['schemas']['UkAccount'][];
      };
      Links: components['schemas']['ObLinks'];
      Meta: components['schemas']['ObMeta'];
    };
    /**
     * AccountTransactionWebhook
     * @description Body of the `ACCOUNT_TRANSACTION` webhook.
     */
    AccountTransactionWebhook: {
      /**
       * @description The product, always `ACCOUNTS`.
       * @example ACCOUNTS
       * @constant
       */
      scope: 'ACCOUNTS';
      /**
       * @description The event, always `ACCOUNT_TRANSACTION`.
       * @example ACCOUNT_TRANSACTION
       * @constant
       */
      event: 'ACCOUNT_TRANSACTION';
      /** @description The data, with the `consentId` it belongs to: the Open Banking content for `ob-...` banks, the Starling body for `starling`. */
      data:
        | {
            consentId: components['schemas']['ConsentId'];
            Transaction: components['schemas']['UkTransaction'];
          }
        | {
            consentId: components['schemas']['ConsentId'];
            feedItem: components['schemas']['StarlingFeedItem'];
          };
      /**
       * Format: date-time
       * @description When Fernpay first tried to deliver the event (ISO 8601, UTC); the same on every retry.
       * @example 2026-07-08T10:00:03.000Z
       */
      sentAt: string;
    };
    /**
     * AccountTransactionsWebhook
     * @description Body of the `ACCOUNT_TRANSACTIONS` webhook.
     */
    AccountTransactionsWebhook: {
      /**
       * @description The product, always `ACCOUNTS`.
       * @example ACCOUNTS
       * @constant
       */
      scope: 'ACCOUNTS';
      /**
       * @description The event, always `ACCOUNT_TRANSACTIONS`.
       * @example ACCOUNT_TRANSACTIONS
       * @constant
       */
      event: 'ACCOUNT_TRANSACTIONS';
      /** @description The data, with the `consentId` it belongs to: the Open Banking content for `ob-...` banks, the Starling body for `starling`. */
      data:
        | {
            consentId: components['schemas']['ConsentId'];
            /** @description The transactions, newest first. */
            Transaction: components['schemas']['UkTransaction'][];
          }
        | {
            consentId: components['schemas']['ConsentId'];
            /** @description The feed items, newest first. */
            feedItems: components['schemas']['StarlingFeedItem'][];
          };
      /**
       * Format: date-time
       * @description When Fernpay first tried to deliver the event (ISO 8601, UTC); the same on every retry.
       * @example 2026-07-08T09:02:45.000Z
       */
      sentAt: string;
    };
    /**
     * AccountWebhook
     * @description Body of the `ACCOUNT` webhook.
     */
    AccountWebhook: {
      /**
       * @description The product, always `ACCOUNTS`.
       * @example ACCOUNTS
       * @constant
       */
      scope: 'ACCOUNTS';
      /**
       * @description The event, always `ACCOUNT`.
       * @example ACCOUNT
       * @constant
       */
      event: 'ACCOUNT';
      /** @description The data, with the `consentId` it belongs to: the Open Banking content for `ob-...` banks, the Starling body for `starling`. */
      data:
        | {
            consentId: components['schemas']['ConsentId'];
            Account: components['schemas']['UkAccount'];
          }
        | {
            consentId: components['schemas']['ConsentId'];
            account: components['schemas']['StarlingAccount'];
          };
      /**
       * Format: date-time
       * @description When Fernpay first tried to deliver the event (ISO 8601, UTC); the same on every retry.
       * @example 2026-07-01T08:03:16.000Z
       */
      sentAt: string;
    };
    /**
     * AccountsResponse
     * @description Accounts shared under a consent (UK Open Banking providers).
     */
    AccountsResponse: {
      /** @description The data. */
      Data: {
        /** @description The accounts. */
        Account: components['schemas']['UkAccount'][];
      };
      Links: components['schemas']['ObLinks'];
      Meta: components['schemas']['ObMeta'];
    };
    /**
     * AccountsWebhook
     * @description Body of the `ACCOUNTS` webhook.
     */
    AccountsWebhook: {
      /**
       * @description The product, always `ACCOUNTS`.
       * @example ACCOUNTS
       * @constant
       */
      scope: 'ACCOUNTS';
      /**
       * @description The event, always `ACCOUNTS`.
       * @example ACCOUNTS
       * @constant
       */
      event: 'ACCOUNTS';
      /** @description The data, with the `consentId` it belongs to: the Open Banking content for `ob-...` banks, the Starling body for `starling`. */
      data:
        | {
            consentId: components['schemas']['ConsentId'];
            /** @description The accounts. */
            Account: components['schemas']['UkAccount'][];
          }
        | {
            consentId: components['schemas']['ConsentId'];
            /** @description The accounts. */
            accounts: components['schemas']['StarlingAccount'][];
          };
      /**
       * Format: date-time
       * @description When Fernpay first tried to deliver the event (ISO 8601, UTC); the same on every retry.
       * @example 2026-07-01T08:03:15.000Z
       */
      sentAt: string;
    };
    /**
     * AuthorisationFlow
     * @description How the end user authorises the consent or payment at their bank.
     */
    AuthorisationFlow: {
      /**
       * @description The authorisation flow.
       * @example redirect
       * @enum {string}
       */
      type: 'redirect' | 'decoupled' | 'embedded';
      /**
       * Format: uri
       * @description Where to send the end user: the bank's authorisation page (`redirect`) or your OTP page (`embedded`); `null` for `decoupled`.
       * @example https://auth.fernpay.example/ob/natwest/authorize?request=7c4f2a19e3b8
       */
      uri: string | null;
    };
    /**
     * BalanceType
     * @description Type of a UK balance.
     * @example InterimAvailable
     * @enum {string}
     */
    BalanceType:
      | 'ClosingAvailable'
      | 'ClosingBooked'
      | 'ClosingCleared'
      | 'Expected'
      | 'ForwardAvailable'
      | 'Information'
      | 'InterimAvailable'
      | 'InterimBooked'
      | 'InterimCleared'
      | 'OpeningAvailable'
      | 'OpeningBooked'
      | 'OpeningCleared'
      | 'PreviouslyClosedBooked';
    /**
     * BalancesResponse
     * @description Balances of an account (UK Open Banking providers).
     */
    BalancesResponse: {
      /** @description The data. */
      Data: {
        /** @description The balances. */
        Balance: components['schemas']['UkBalance'][];
      };
      Links: components['schemas']['ObLinks'];
      Meta: components['schemas']['ObMeta'];
    };
    /**
     * BankError
     * @description The bank rejected the request; Fernpay passes on its error. Act on the `ErrorCode` of each entry in `Errors`.
     */
    BankError: {
      /**
       * @description The bank's high-level error code (usually its HTTP status and reason).
       * @example 400 BadRequest
       */
      Code: string;
      /**
       * Format: uuid
       * @description Your client id (`X-Client-Id`) the request was made with.
       * @example 8d2f6b1e-3c4a-4f7e-9b0d-5a6c7e8f9a01
       */
      clientId: string;
      /**
       * @description Summary of the error.
       * @example The request was rejected by the bank
       */
      Message: string;
      /** @description The errors, at least one. */
      Errors: components['schemas']['ObErrorItem'][];
    };
    BankProviderConnectable: shared['schemas']['BankProviderConnectable'];
    /**
     * BulkPaymentFailure
     * @description A bulk file payment call failed on the Fernpay side or at the bank (`500`).
     */
    BulkPaymentFailure: {
      /** @description The failure. */
      error: {
        /**
         * Format: date-time
         * @description When the call failed (ISO 8601, UTC).
         * @example 2026-09-01T11:00:02.000Z
         */
        failed_at: string;
        /**
         * @description Always `server_error`.
         * @example server_error
         * @constant
         */
        failure_code: 'server_error';
        /** @description What failed. */
        failure_details: {
          /**
           * @description The bank's or Fernpay's error code.
           * @example 500 InternalServerError
           */
          code: string;
          /**
           * @description Summary of the failure.
           * @example The bank could not accept the payment file
           */
          message: string;
          /** @description The bank's errors, if it gave any. */
          errors: components['schemas']['ObErrorItem'][];
        };
      };
    };
    /**
     * BulkProviderId
     * @description Provider that accepts bulk file payments.
     * @example ob-natwest
     * @enum {string}
     */
    BulkProviderId:
      | 'ob-barclays-business'
      | 'ob-revolut'
      | 'ob-natwest'
      | 'ob-hsbc-business'
      | 'ob-rbs'
      | 'ob-ulster'
      | 'ob-lloyds-business'
      | 'ob-santander';
    /**
     * BulkProviderList
     * @description Providers that accept bulk file payments.
     */
    BulkProviderList: components['schemas']['Provider'][];
    /**
     * BulkResponse
     * @description Response of every bulk call: what was done, the status of the batch, a comment and the file payment.
     */
    BulkResponse: {
      /**
       * @description The call that produced the response.
       * @example file_payment_consent
       * @enum {string}
       */
      type: 'file_payment_consent' | 'file_payment' | 'file_payment_status';
      status: components['schemas']['FilePaymentStatus'];
      /**
       * @description What happened, in words.
       * @example Payment file uploaded; waiting for authorisation.
       */
      comment: string;
      data: components['schemas']['FilePayment'];
    };
    /**
     * Charge
     * @description A charge the bank applies.
     */
    Charge: {
      /**
       * @description Who pays the charge.
       * @example BorneByDebtor
       * @enum {string}
       */
      ChargeBearer: 'BorneByCreditor' | 'BorneByDebtor' | 'FollowingServiceLevel' | 'Shared';
      /**
       * @description Kind of charge, in the bank's code.
       * @example UK.OBIE.CHAPSOut
       */
      Type: string;
      Amount: components['schemas']['ObMoney'];
    };
    /**
     * ConsentAuthorisation
     * @description What you need to send the end user to their bank for a new consent.
     */
    ConsentAuthorisation: {
      consentID: components['schemas']['ConsentId'];
      /**
       * @description Your own identifier for the consent, as sent, or `null`.
       * @example kl-acc-000781
       */
      customerConsentId?: string | null;
      /**
       * @description Status of the new consent: `AwaitingAuthorisation` (or `Authorised` for a Starling standing order consent, which uses the account access consent already given).
       * @example AwaitingAuthorisation
       */
      status: string;
      /**
       * Format: uri
       * @description The bank's authorisation link; send the end user here. Valid until `expiryDate`. `null` when no authorisation is needed.
       * @example https://auth.fernpay.example/ob/natwest/authorize?request=7c4f2a19e3b8
       */
      authUrl: string | null;
      /** @description How the end user authorises; `null` when no authorisation is needed. */
      authorisationFlow: components['schemas']['AuthorisationFlow'] | null;
      /**
       * Format: date-time
       * @description When the authorisation link stops working, one hour after creation (ISO 8601, UTC); `null` when no authorisation is needed.
       * @example 2026-07-01T09:00:00.000Z
       */
      expiryDate: string | null;
    };
    /**
     * ConsentCreatedResponse
     * @description Response of a call that creates (or renews) a consent.
     */
    ConsentCreatedResponse: {
      result: components['schemas']['ConsentAuthorisation'];
    };
    /**
     * ConsentId
     * @description Identifier of a consent (account access, EU access or standing order consent), 1 to 128 characters.
     * @example aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40
     */
    ConsentId: string;
    /**
     * CountryCode
     * @description ISO 3166-1 alpha-2 country code, two capital letters.
     * @example GB
     */
    CountryCode: string;
    /**
     * CreateStandingOrderRequest
     * @description Create the standing order of an `Authorised` consent. Unknown fields are rejected.
     */
    CreateStandingOrderRequest: {
      ConsentId: components['schemas']['ConsentId'];
    };
    /**
     * CreditDebitIndicator
     * @description Direction of a transaction or sign of a balance.
     * @example Credit
     * @enum {string}
     */
    CreditDebitIndicator: 'Credit' | 'Debit';
    /**
     * CurrencyCode
     * @description ISO 4217 currency code, three capital letters. In a request that leaves it out, the currency is `GBP` for UK payments and consents (the request field says so) and the provider's local currency for EU payments; a record always states it.
     * @example GBP
     */
    CurrencyCode: string;
    /**
     * Customer
     * @description Your customer record: your credentials and the default URLs Fernpay uses for your end users.
     */
    Customer: {
      /**
       * Format: uuid
       * @description Customer id; send it as `X-Client-Id`.
       * @example 8d2f6b1e-3c4a-4f7e-9b0d-5a6c7e8f9a01
       */
      id: string;
      /**
       * @description Your organisation's name.
       * @example Kestrel Ledger Ltd
       */
      name: string;
      /**
       * Format: uuid
       * @description Your secret; send it as `X-Client-Secret`. Keep it on your server.
       * @example b7e4d2a1-5c3f-4a8e-9d6b-1f2e3c4d5a6b
       */
      clientSecret: string;
      /**
       * @description Only an active customer can call the API; calls of an inactive customer get `401`.
       * @example true
       */
      active: boolean;
      /**
       * Format: uri
       * @description The URL the banks return the end user to after authorisation. Fernpay records the bank's answer there and sends the end user on to the redirect URI. 1 to 255 characters.
       * @example https://sandbox-provider.fernpay.example/v1/callback/8d2f6b1e
       */
      callbackUri: string;
      /**
       * Format: uri
       * @description Default page the end user returns to after authorising, when a request sets no `RedirectUri`. 1 to 255 characters.
       * @example https://app.kestrelledger.example/bank/return
       */
      redirectUri: string;
      /**
       * Format: uri
       * @description Default URL for provider webhooks, when a request or webhook registration sets none. 1 to 255 characters.
       * @example https://app.kestrelledger.example/webhooks/fernpay
       */
      webhookUri: string;
      /**
       * Format: uri
       * @description Your page where the end user enters a one-time passcode, for banks with an embedded authorisation flow. 1 to 255 characters.
       * @example https://app.kestrelledger.example/bank/otp
       */
      otpUri: string;
    };
    /**
     * CustomerPaymentId
     * @description Your own identifier for the payment (1 to 255 characters), for example your invoice or order id. Fernpay stores it and returns it in every response so that you can match records.
     * @example kl-pay-004512
     */
    CustomerPaymentId: string;
    /**
     * DeletionResult
     * @description Result of a delete call.
     */
    DeletionResult: {
      /**
       * @description `true` if the resource was deleted at Fernpay and, where it applies, at the bank.
       * @example true
       */
      successfullyDeleted: boolean;
      /**
       * @description What was deleted, in words.
       * @example VRP consent 6652e2f3a4b5c6d7e8f9a0b1 deleted.
       */
      message: string;
    };
    /**
     * DomesticStandingAccessConsentWebhook
     * @description Body of the `DOMESTIC_STANDING_ACCESS_CONSENT` webhook.
     */
    DomesticStandingAccessConsentWebhook: {
      /**
       * @description The product, always `DOMESTIC_STANDING_PAYMENTS`.
       * @example DOMESTIC_STANDING_PAYMENTS
       * @constant
       */
      scope: 'DOMESTIC_STANDING_PAYMENTS';
      /**
       * @description The event, always `DOMESTIC_STANDING_ACCESS_CONSENT`.
       * @example DOMESTIC_STANDING_ACCESS_CONSENT
       * @constant
       */
      event: 'DOMESTIC_STANDING_ACCESS_CONSENT';
      /** @description The consent after the change, as the get call returns it. */
      data: components['schemas']['StandingOrderConsent'];
      /**
       * Format: date-time
       * @description When Fernpay first tried to deliver the event (ISO 8601, UTC); the same on every retry.
       * @example 2026-07-09T08:04:52.000Z
       */
      sentAt: string;
    };
    /**
     * ErrorMessage
     * @description An error described by a message: missing credentials (`401`), an unknown id (`404`, the message names the id), a call not allowed in the current status (`400`), an `Idempotency-Key` still in use (`409`) or used for another request (`422`), or a rate limit reached (`429`).
     */
    ErrorMessage: {
      /** @description The error. */
      error: {
        /**
         * @description What went wrong; for `404` it names the invalid id.
         * @example Invalid consentId: aac-00000000-0000-0000-0000-000000000000
         */
        message: string;
      };
    };
    /**
     * EuAccessConsent
     * @description An EU account access consent.
     */
    EuAccessConsent: {
      consentID: components['schemas']['ConsentId'];
      provider: components['schemas']['EuDataProviderId'];
      /** @description The accounts the end user granted access to. */
      access: {
        /** @description Accounts whose balances you may read. */
        balances: components['schemas']['EuAccountReference'][];
        /** @description Accounts whose transactions you may read. */
        transactions: components['schemas']['EuAccountReference'][];
      };
      /**
       * @description `true` if you may read repeatedly.
       * @example true
       */
      recurringIndicator: boolean;
      /**
       * Format: date
       * @description Last day of access.
       * @example 2026-10-05
       */
      validUntil: string;
      /**
       * @description Reads per day without the end user present, 1 to 4.
       * @example 4
       */
      frequencyPerDay: number;
      /**
       * Format: date
       * @description When the consent last changed.
       * @example 2026-07-07
       */
      lastActionDate?: string;
      consentStatus: components['schemas']['EuConsentStatus'];
      links: components['schemas']['EuLinks'];
    };
    /**
     * EuAccessConsentRequest
     * @description A request for access to an end user's EU account data. Unknown fields are rejected.
     */
    EuAccessConsentRequest: {
      provider: components['schemas']['EuDataProviderId'];
      /**
       * @description The end user's login id at the bank (PSU id), 1 to 255 characters.
       * @example mstoyanova
       */
      psuId: string;
      /**
       * @description IP address of the end user's device (IPv4 or IPv6).
       * @example 198.51.100.24
       */
      psuIpAddress: string;
      /**
       * Format: date
       * @description Last day of access (`YYYY-MM-DD`), at most 90 days ahead. Default: 90 days from today.
       * @example 2026-10-05
       */
      validUntil?: string;
      /**
       * @description How many times a day you read without the end user present, 1 to 4.
       * @default 4
       * @example 4
       */
      frequencyPerDay?: number;
      /**
       * @description `true` to read repeatedly until `validUntil`; `false` for one read.
       * @default true
       * @example true
       */
      recurringIndicator?: boolean;
      /** @description Where Fernpay sends the end user and this consent's webhooks. Spelt `Option`, with a capital O, on account access consents (UK and EU) and UK standing order consents; payment calls spell the same object `option`. Unknown fields are rejected, so `option` here gets `400`. */
      Option?: components['schemas']['RequestOption'];
    };
    /**
     * EuAccount
     * @description An EU account.
     */
    EuAccount: {
      /**
       * @description The bank's identifier of the account; use it as `accountId`.
       * @example 3dc3d5b3-7023-4848-9853-f5400a64e80f
       */
      resourceId: string;
      iban: components['schemas']['Iban'];
      /**
       * @description Account name.
       * @example Mira Stoyanova
       */
      name?: string;
      /**
       * @description The bank's product name.
       * @example Current account
       */
      product?: string;
      currency: components['schemas']['CurrencyCode'];
      links?: components['schemas']['EuLinks'];
    };
    /**
     * EuAccountReference
     * @description An EU account, by IBAN or BBAN.
     */
    EuAccountReference: {
      iban?: components['schemas']['Iban'];
      /**
       * @description Basic Bank Account Number, for accounts without an IBAN.
       * @example 93000123456789
       */
      bban?: string;
      currency?: components['schemas']['CurrencyCode'];
    };
    /**
     * EuAccountsResponse
     * @description Accounts shared under an EU consent.
     */
    EuAccountsResponse: {
      /** @description The accounts. */
      accounts: components['schemas']['EuAccount'][];
    };
    /**
     * EuAmount
     * @description Amount in major units: up to 14 digits, a dot and 1 or 2 decimals.
     * @example 120.00
     */
    EuAmount: string;
    /**
     * EuBalance
     * @description One balance of an EU account.
     */
    EuBalance: {
      /**
       * @description Type of balance.
       * @example interimAvailable
       * @enum {string}
       */
      balanceType:
        | 'closingBooked'
        | 'expected'
        | 'openingBooked'
        | 'interimAvailable'
        | 'interimBooked'
        | 'forwardAvailable'
        | 'nonInvoiced';
      balanceAmount: components['schemas']['EuMoney'];
      /**
       * Format: date
       * @description Day the balance refers to.
       * @example 2026-07-08
       */
      referenceDate?: string;
      /**
       * Format: date-time
       * @description When the balance last changed (ISO 8601, UTC).
       * @example 2026-07-08T06:12:00.000Z
       */
      lastChangeDateTime?: string;
    };
    /**
     * EuBalancesResponse
     * @description Balances of an EU account.
     */
    EuBalancesResponse: {
      account: components['schemas']['EuAccountReference'];
      /** @description The balances. */
      balances: components['schemas']['EuBalance'][];
    };
    /**
     * EuConsentAuthorisation
     * @description What you need to send the end user to their bank.
     */
    EuConsentAuthorisation: {
      consentID: components['schemas']['ConsentId'];
      /**
       * Format: uri
       * @description The bank's authorisation link; send the end user here.
       * @example https://auth.fernpay.example/eu/bg-dskbank/consents/eu-2f6a9c1d
       */
      authUrl: string;
      /**
       * Format: date-time
       * @description When the link stops working, one hour after creation (ISO 8601, UTC).
       * @example 2026-07-07T09:00:00.000Z
       */
      expiryDate: string;
    };
    /**
     * EuConsentCreatedResponse
     * @description Response of creating an EU access consent.
     */
    EuConsentCreatedResponse: {
      result: components['schemas']['EuConsentAuthorisation'];
    };
    /**
     * EuConsentStatus
     * @description Status of an EU access consent.
     * @example valid
     * @enum {string}
     */
    EuConsentStatus: 'received' | 'rejected' | 'valid' | 'revokedByPsu' | 'expired' | 'terminatedByTpp';
    /**
     * EuDataProviderId
     * @description EU provider for account data.
     * @example bg-dskbank
     * @enum {string}
     */
    EuDataProviderId: 'bg-ubb' | 'bg-postbank' | 'bg-dskbank';
    /**
     * EuLinks
     * @description Links of an EU resource (Berlin Group `_links`).
     */
    EuLinks: {
      /** @description Where the end user authorises. */
      scaRedirect?: {
        /**
         * @description The link.
         * @example https://auth.fernpay.example/eu/bg-dskbank/consents/eu-2f6a9c1d
         */
        href: string;
      };
      /** @description This resource. */
      self?: {
        /**
         * @description The link.
         * @example /v1/consents/eu-2f6a9c1d-8b3e-4d70-a5f2-3c9e1b7d4a08
         */
        href: string;
      };
      /** @description Its status. */
      status?: {
        /**
         * @description The link.
         * @example /v1/consents/eu-2f6a9c1d-8b3e-4d70-a5f2-3c9e1b7d4a08/status
         */
        href: string;
      };
      /** @description The account. */
      account?: {
        /**
         * @description The link.
         * @example /v1/accounts/3dc3d5b3-7023-4848-9853-f5400a64e80f
         */
        href: string;
      };
      /** @description The account's balances. */
      balances?: {
        /**
         * @description The link.
         * @example /v1/accounts/3dc3d5b3-7023-4848-9853-f5400a64e80f/balances
         */
        href: string;
      };
      /** @description The account's transactions. */
      transactions?: {
        /**
         * @description The link.
         * @example /v1/accounts/3dc3d5b3-7023-4848-9853-f5400a64e80f/transactions
         */
        href: string;
      };
    };
    /**
     * EuMoney
     * @description An EU amount: `currency` and `amount` (negative for debits).
     */
    EuMoney: {
      currency: components['schemas']['CurrencyCode'];
      /**
       * @description Amount in major units: an optional minus sign, up to 14 digits, a dot and 1 or 2 decimals.
       * @example 1520.40
       */
      amount: string;
    };
    /**
     * EuPaymentAuthorisation
     * @description The authorisation of an EU payment.
     */
    EuPaymentAuthorisation: {
      paymentId: components['schemas']['ObjectId'];
      status: components['schemas']['EuPaymentStatus'];
      authorisationFlow: components['schemas']['AuthorisationFlow'];
      /**
       * @description Berlin Group SCA status of the authorisation, as the bank reports it. It explains where the end user is; the payment's `status` is what you act on.
       * @example scaMethodSelected
       * @enum {string}
       */
      scaStatus:
        | 'received'
        | 'psuIdentified'
        | 'psuAuthenticated'
        | 'scaMethodSelected'
        | 'started'
        | 'finalised'
        | 'failed'
        | 'exempted';
      /**
       * Format: date-time
       * @description When authorisation must be completed by (ISO 8601, UTC).
       * @example 2026-07-07T10:30:00.000Z
       */
      expiryDate: string;
    };
    /**
     * EuPaymentBeneficiary
     * @description The account that receives an EU payment. `country` is required when the currency is not `BGN`.
     */
    EuPaymentBeneficiary: {
      iban: components['schemas']['Iban'];
      /**
       * @description Account holder name. 1 to 255 characters.
       * @example Vitosha Garden Supplies EOOD
       */
      name: string;
      country?: components['schemas']['CountryCode'];
    };
    /**
     * EuPaymentError
     * @description Why an EU payment failed.
     */
    EuPaymentError: {
      /**
       * Format: date-time
       * @description When it failed (ISO 8601, UTC).
       * @example 2026-07-07T09:30:04.000Z
       */
      failed_at: string;
      /**
       * @description What failed.
       * @example eu_payment_initiation_error
       * @enum {string}
       */
      failure_code: 'eu_payment_initiation_error' | 'eu_payment_authorisation_error' | 'eu_payment_rejected';
      /** @description The bank's answer. */
      failure_details: {
        /**
         * @description Summary.
         * @example The bank rejected the payment initiation
         */
        message: string;
        /** @description The bank's messages (Berlin Group `tppMessages`). */
        tppMessages: {
          /**
           * @description Severity.
           * @example ERROR
           * @enum {string}
           */
          category: 'ERROR' | 'WARNING';
          /**
           * @description Berlin Group code, for example `FORMAT_ERROR`, `PSU_CREDENTIALS_INVALID`, `PRODUCT_UNKNOWN`.
           * @example FORMAT_ERROR
           */
          code: string;
          /**
           * @description The field at fault.
           * @example creditorAccount.iban
           */
          path?: string;
          /**
           * @description The bank's text.
           * @example Invalid IBAN format
           */
          text?: string;
        }[];
      };
    };
    /**
     * EuPaymentFailure
     * @description The EU payment could not be created.
     */
    EuPaymentFailure: {
      error: components['schemas']['EuPaymentError'];
    };
    /**
     * EuPaymentOtpRequest
     * @description The one-time passcode the end user received from the bank.
     */
    EuPaymentOtpRequest: {
      /**
       * @description The passcode exactly as the bank sent it to the end user, 4 to 12 letters or digits (no spaces). One attempt: a wrong code makes the payment `authorisation_failed`; create a new payment to try again. The code is valid until the payment's `expiryDate`.
       * @example 482913
       */
      otp: string;
    };
    /**
     * EuPaymentProviderId
     * @description EU provider for single payments.
     * @example bg-dskbank
     * @enum {string}
     */
    EuPaymentProviderId: 'bg-ubb' | 'bg-postbank' | 'bg-dskbank' | 'bg-unicredit';
    /**
     * EuPaymentRemitter
     * @description The end user's account the EU payment comes from.
     */
    EuPaymentRemitter: {
      iban: components['schemas']['Iban'];
      /**
       * @description The end user's login id at the bank, 1 to 255 characters (required by embedded and decoupled banks).
       * @example mstoyanova
       */
      psuId?: string;
      /**
       * @description IP address of the end user's device (IPv4 or IPv6).
       * @example 198.51.100.24
       */
      psuIpAddress: string;
      country?: components['schemas']['CountryCode'];
    };
    /**
     * EuPaymentStatus
     * @description Status of an EU single payment.
     * @example executed
     * @enum {string}
     */
    EuPaymentStatus: 'initiated' | 'initiation_failed' | 'authorisation_failed' | 'pending' | 'executed' | 'rejected';
    /**
     * EuSinglePayment
     * @description An EU single payment.
     */
    EuSinglePayment: {
      id: components['schemas']['ObjectId'];
      customerPaymentId: components['schemas']['CustomerPaymentId'];
      /**
       * @description Fernpay's reference of the payment.
       * @example FPE-2026-000118
       */
      referenceNumber: string;
      amount: components['schemas']['EuAmount'];
      /**
       * @description The payment's currency: the one requested, or the provider's local currency (`BGN`) when the request left it out.
       * @example BGN
       */
      currency: components['schemas']['CurrencyCode'];
      /**
       * @description Payment details, or `null`.
       * @example Invoice 2026-118
       */
      remittanceInformation?: string | null;
      beneficiaryIban: components['schemas']['Iban'];
      /**
       * @description Payee name. 1 to 255 characters.
       * @example Vitosha Garden Supplies EOOD
       */
      beneficiaryName: string;
      /** @description Payee country, or `null`. */
      beneficiaryCountry?: components['schemas']['CountryCode'] | null;
      remitterIban: components['schemas']['Iban'];
      /**
       * @description BIC of the remitter's bank, or `null`.
       * @example STSABGSF
       */
      institutionCode?: string | null;
      status: components['schemas']['EuPaymentStatus'];
      /** @description How the end user authorises; `null` once authorised or failed. */
      authorisationFlow?: components['schemas']['AuthorisationFlow'] | null;
      /**
       * Format: date-time
       * @description When authorisation must be completed by; `null` once authorised (ISO 8601, UTC).
       * @example 2026-07-07T10:30:00.000Z
       */
      expiryDate?: string | null;
      /** @description Why the payment failed, or `null`. */
      error?: components['schemas']['EuPaymentError'] | null;
      /** @description The provider. */
      provider: {
        id: components['schemas']['EuPaymentProviderId'];
        /**
         * @description Provider name. 1 to 255 characters.
         * @example DSK Bank
         */
        name: string;
      };
      /** @description The customer (you) that created the payment. */
      customer: {
        /**
         * Format: uuid
         * @description Your client id.
         * @example 8d2f6b1e-3c4a-4f7e-9b0d-5a6c7e8f9a01
         */
        id: string;
        /**
         * @description Your name. 1 to 255 characters.
         * @example Kestrel Ledger Ltd
         */
        name: string;
      };
      /**
       * Format: uri
       * @description Where the end user returns. 1 to 255 characters.
       * @example https://app.kestrelledger.example/bank/return
       */
      redirectUri?: string;
      /**
       * Format: uri
       * @description Where webhooks go. 1 to 255 characters.
       * @example https://app.kestrelledger.example/webhooks/fernpay
       */
      webhookUri?: string;
      /**
       * Format: date-time
       * @description When it was executed; `null` before (ISO 8601, UTC).
       * @example 2026-07-07T09:33:40.000Z
       */
      completedAt?: string | null;
      /**
       * Format: date-time
       * @description When it was created (ISO 8601, UTC).
       * @example 2026-07-07T09:30:00.000Z
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description When it last changed (ISO 8601, UTC).
       * @example 2026-07-07T09:33:40.000Z
       */
      updatedAt: string;
    };
    /**
     * EuSinglePaymentRequest
     * @description An EU credit transfer from the end user's account. Unknown fields are rejected. When `currency` is not `BGN`, `beneficiary.country` is required.
     */
    EuSinglePaymentRequest: {
      amount: components['schemas']['EuAmount'];
      /**
       * @description ISO 4217 currency code. Default: the provider's local currency, `BGN` at every EU provider (all are Bulgarian banks).
       * @default BGN
       * @example BGN
       */
      currency?: string;
      provider: components['schemas']['EuPaymentProviderId'];
      customerPaymentId: components['schemas']['CustomerPaymentId'];
      /**
       * @description Payment details shown to the payee, at most 140 characters.
       * @example Invoice 2026-118
       */
      remittanceInformation?: string;
      beneficiary: components['schemas']['EuPaymentBeneficiary'];
      remitter: components['schemas']['EuPaymentRemitter'];
      /**
       * @description BIC of the remitter's bank, when the provider serves several institutions.
       * @example STSABGSF
       */
      institutionCode?: string;
      /** @description Where Fernpay sends the end user and the webhooks of this request. Spelt `option`, lower case, on every payment call; account access consents and UK standing order consents spell the same object `Option`. Unknown fields are rejected, so `Option` here gets `400`. */
      option?: components['schemas']['RequestOption'];
    };
    /**
     * EuSinglePaymentWebhook
     * @description Body of the `EU_SINGLE_PAYMENT` webhook.
     */
    EuSinglePaymentWebhook: {
      /**
       * @description The product, always `PAYMENTS`.
       * @example PAYMENTS
       * @constant
       */
      scope: 'PAYMENTS';
      /**
       * @description The event, always `EU_SINGLE_PAYMENT`.
       * @example EU_SINGLE_PAYMENT
       * @constant
       */
      event: 'EU_SINGLE_PAYMENT';
      /** @description The payment after the change, as the get call returns it. */
      data: components['schemas']['EuSinglePayment'];
      /**
       * Format: date-time
       * @description When Fernpay first tried to deliver the event (ISO 8601, UTC); the same on every retry.
       * @example 2026-07-07T09:33:41.000Z
       */
      sentAt: string;
    };
    /**
     * EuTransaction
     * @description One transaction of an EU account.
     */
    EuTransaction: {
      /**
       * @description The bank's identifier of the transaction.
       * @example dsk-20260703-55129
       */
      transactionId: string;
      /**
       * Format: date
       * @description Day it was booked.
       * @example 2026-07-03
       */
      bookingDate?: string;
      /**
       * Format: date
       * @description Value day.
       * @example 2026-07-03
       */
      valueDate?: string;
      transactionAmount: components['schemas']['EuMoney'];
      /**
       * @description Name of the payee.
       * @example Vitosha Garden Supplies EOOD
       */
      creditorName?: string;
      creditorAccount?: components['schemas']['EuAccountReference'];
      /**
       * @description Name of the payer.
       * @example Mira Stoyanova
       */
      debtorName?: string;
      debtorAccount?: components['schemas']['EuAccountReference'];
      /**
       * @description Payment details, at most 140 characters.
       * @example Invoice 2026-118
       */
      remittanceInformationUnstructured?: string;
    };
    /**
     * EuTransactionsResponse
     * @description Transactions of an EU account, split into booked and pending.
     */
    EuTransactionsResponse: {
      account: components['schemas']['EuAccountReference'];
      /** @description The transactions. */
      transactions: {
        /** @description Booked transactions, newest first. */
        booked: components['schemas']['EuTransaction'][];
        /** @description Pending transactions. */
        pending: components['schemas']['EuTransaction'][];
      };
    };
    /**
     * FailureDetailError
     * @description One reason why a VRP consent or payment failed.
     */
    FailureDetailError: {
      /**
       * @description The failure code (see the enum of the failure this item belongs to).
       * @example missing_beneficiary_sortcode
       */
      ErrorCode: string;
      /**
       * @description The reason in words.
       * @example beneficiary.sortCode is required for ob-natwest
       */
      Message: string;
      /**
       * @description The field at fault, or `null`.
       * @example beneficiary.sortCode
       */
      Path?: string | null;
    };
    /**
     * FeedItemStatus
     * @description Status of a Starling feed item.
     * @example SETTLED
     * @enum {string}
     */
    FeedItemStatus:
      'UPCOMING' | 'PENDING' | 'REVERSED' | 'SETTLED' | 'DECLINED' | 'REFUNDED' | 'RETRYING' | 'ACCOUNT_CHECK';
    /**
     * FilePayment
     * @description A bulk file payment.
     */
    FilePayment: {
      id: components['schemas']['ObjectId'];
      customerPaymentId: components['schemas']['CustomerPaymentId'];
      /**
       * @description Fernpay's reference.
       * @example FPB-2026-000012
       */
      referenceNumber: string;
      /**
       * @description Batch reference, or `null`.
       * @example BF-SUPPLIERS-09
       */
      reference?: string | null;
      provider: components['schemas']['BulkProviderId'];
      /**
       * @description The bank's file payment consent id.
       * @example fpc-5d8a2e6b-1f3c-4a97-8c40-9e2b7d1a6f35
       */
      providerReferenceNumber?: string | null;
      /**
       * @description The bank's file payment id, once submitted.
       * @example fp-2c7e9a4d-6b1f-4d38-a952-3e8c1b5d7f60
       */
      providerAlternativeReferenceNumber?: string | null;
      /**
       * @description Opaque token of the end user's grant at the bank, kept by Fernpay to submit the batch.
       * @example ugt_9f2c4e7a1b3d
       */
      providerUserGrantToken?: string | null;
      /** @description Total of the batch. */
      amount: components['schemas']['ProviderAmount'];
      /**
       * @description Number of payments in the batch.
       * @example 2
       */
      numberOfTransactions: number;
      /**
       * Format: date
       * @description Day the bank pays the batch.
       * @example 2026-09-04
       */
      futurePaymentDate?: string;
      /**
       * Format: uri
       * @description Where you can download the payment file Fernpay built, or `null` before it is built.
       * @example https://sandbox-provider.fernpay.example/v1/files/6653d2e3f4a5b6c7d8e9f0a1.json
       */
      paymentFileUri?: string | null;
      /** @description How the debtor account is identified. */
      remitterIdentificationType: components['schemas']['IdentificationType'];
      /**
       * @description Debtor sort code.
       * @example 601613
       */
      remitterSortCode?: string | null;
      /**
       * @description Debtor account number.
       * @example 31926819
       */
      remitterAccountNumber?: string | null;
      /** @description Debtor IBAN. */
      remitterIban?: string | null;
      /**
       * @description Debtor name. 1 to 255 characters.
       * @example Bramble & Finch Ltd
       */
      remitterName: string;
      status: components['schemas']['FilePaymentStatus'];
      /** @description How the end user authorises the batch; `null` until the file is uploaded and after authorisation. */
      authorisationFlow?: components['schemas']['AuthorisationFlow'] | null;
      /**
       * Format: uri
       * @description Where the end user returns. 1 to 255 characters.
       * @example https://app.kestrelledger.example/bank/return
       */
      redirectUri: string;
      /**
       * Format: uri
       * @description Where webhooks go. 1 to 255 characters.
       * @example https://app.kestrelledger.example/webhooks/fernpay
       */
      webhookUri: string;
      /** @description Status history, oldest first. */
      log: components['schemas']['StatusLogEntry'][];
      /** @description Risk information as sent, or `null`. */
      risk?: components['schemas']['PaymentRisk'] | null;
      /**
       * Format: date-time
       * @description When the bank accepted the batch; `null` before (ISO 8601, UTC).
       * @example 2026-09-01T11:42:10.000Z
       */
      completedAt?: string | null;
      /**
       * Format: date-time
       * @description When created (ISO 8601, UTC).
       * @example 2026-09-01T11:00:00.000Z
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description When it last changed (ISO 8601, UTC).
       * @example 2026-09-01T11:00:40.000Z
       */
      updatedAt: string;
    };
    /**
     * FilePaymentConsentRequest
     * @description A bulk (file) payment: many payments from one business account, authorised once. Unknown fields are rejected.
     */
    FilePaymentConsentRequest: {
      provider: components['schemas']['BulkProviderId'];
      customerPaymentId: components['schemas']['CustomerPaymentId'];
      /**
       * Format: date
       * @description Day the bank pays the batch (`YYYY-MM-DD`, no time), at least 2 days after today. Default: the next possible day.
       * @example 2026-09-04
       */
      futurePaymentDate?: string;
      /** @description The batch. */
      paymentData: {
        debtor: components['schemas']['FilePaymentDebtor'];
        /** @description The payments, at least one. */
        transactions: components['schemas']['FilePaymentTransaction'][];
      };
      reference?: components['schemas']['PaymentReference'];
      risk?: components['schemas']['PaymentRisk'];
      /** @description Where Fernpay sends the end user and the webhooks of this request. Spelt `option`, lower case, on every payment call; account access consents and UK standing order consents spell the same object `Option`. Unknown fields are rejected, so `Option` here gets `400`. */
      option?: components['schemas']['RequestOption'];
    };
    /**
     * FilePaymentDebtor
     * @description Your business account the batch is paid from. With `remitterIdentificationType` `SortCodeAccountNumber` (default) send `sortCode` and `accountNumber`; with `IBAN` send `iban`.
     */
    FilePaymentDebtor: {
      remitterIdentificationType?: components['schemas']['IdentificationType'];
      sortCode?: components['schemas']['SortCode'];
      accountNumber?: components['schemas']['AccountNumber'];
      iban?: components['schemas']['Iban'];
      /**
       * @description Account holder name. 1 to 255 characters.
       * @example Bramble & Finch Ltd
       */
      name: string;
    };
    /**
     * FilePaymentStatus
     * @description Status of a bulk file payment.
     * @example awaiting_authorization
     * @enum {string}
     */
    FilePaymentStatus:
      | 'new_file_payment'
      | 'awaiting_upload'
      | 'awaiting_authorization'
      | 'initiation_pending'
      | 'initiation_failed'
      | 'initiation_completed'
      | 'authorisation_failed'
      | 'rejected';
    /**
     * FilePaymentTransaction
     * @description One payment of the batch. With `creditorIdentificationType` `SortCodeAccountNumber` (default) send `creditorSortCode` and `creditorAccountNumber`; with `IBAN` send `creditorIban`.
     */
    FilePaymentTransaction: {
      creditorIdentificationType?: components['schemas']['IdentificationType'];
      /**
       * @description Name of the payee. 1 to 255 characters.
       * @example Thistledown Nurseries Ltd
       */
      creditorName: string;
      creditorSortCode?: components['schemas']['SortCode'];
      creditorAccountNumber?: components['schemas']['AccountNumber'];
      creditorIban?: components['schemas']['Iban'];
      /**
       * @description Whether the payee is a person or a company.
       * @example COMPANY
       * @enum {string}
       */
      creditorType: 'INDIVIDUAL' | 'COMPANY';
      amount: components['schemas']['ProviderAmount'];
      /** @description Reference on the payee's statement, 1 to 18 characters. */
      paymentReference: components['schemas']['PaymentReference'];
    };
    /**
     * FilePaymentWebhook
     * @description Body of the `FILE_PAYMENT` webhook.
     */
    FilePaymentWebhook: {
      /**
       * @description The product, always `PAYMENTS`.
       * @example PAYMENTS
       * @constant
       */
      scope: 'PAYMENTS';
      /**
       * @description The event, always `FILE_PAYMENT`.
       * @example FILE_PAYMENT
       * @constant
       */
      event: 'FILE_PAYMENT';
      /** @description The file payment after the change, as the get call returns it (`data` of the bulk response). */
      data: components['schemas']['FilePayment'];
      /**
       * Format: date-time
       * @description When Fernpay first tried to deliver the event (ISO 8601, UTC); the same on every retry.
       * @example 2026-09-01T11:42:11.000Z
       */
      sentAt: string;
    };
    /**
     * Iban
     * @description International Bank Account Number, capital letters and digits without spaces (15 to 34 characters).
     * @example GB33BUKB20201555555555
     */
    Iban: string;
    /**
     * IdentificationType
     * @description How an account is identified.
     * @default SortCodeAccountNumber
     * @example SortCodeAccountNumber
     * @enum {string}
     */
    IdentificationType: 'SortCodeAccountNumber' | 'IBAN';
    /**
     * MultiAuthorisation
     * @description Approvals of a business standing order that needs more than one approver.
     */
    MultiAuthorisation: {
      /**
       * @description Approval status.
       * @example AwaitingFurtherAuthorisation
       * @enum {string}
       */
      Status: 'AwaitingFurtherAuthorisation' | 'Authorised' | 'Rejected';
      /**
       * @description Approvals required.
       * @example 2
       */
      NumberRequired?: number;
      /**
       * @description Approvals received.
       * @example 1
       */
      NumberReceived?: number;
      /**
       * Format: date-time
       * @description When the last approval arrived (ISO 8601, UTC).
       * @example 2026-07-09T08:10:00.000Z
       */
      LastUpdateDateTime?: string;
      /**
       * Format: date-time
       * @description When pending approvals expire (ISO 8601, UTC).
       * @example 2026-07-16T08:00:00.000Z
       */
      ExpirationDateTime?: string;
    };
    /**
     * ObAmount
     * @description Amount in major units as the bank gives it: up to 13 digits, a dot and 1 to 5 decimals.
     * @example 1250.00
     */
    ObAmount: string;
    /**
     * ObCashAccount
     * @description An account identified the Open Banking way.
     */
    ObCashAccount: {
      /**
       * @description Identification scheme: `UK.OBIE.SortCodeAccountNumber` (sort code then account number, 14 digits), `UK.OBIE.IBAN`, `UK.OBIE.PAN` (card number) or `UK.OBIE.Paym` (mobile number).
       * @example UK.OBIE.SortCodeAccountNumber
       */
      SchemeName: string;
      /**
       * @description The identification in the scheme (for sort code and account number: 14 digits).
       * @example 60161320417758
       */
      Identification: string;
      /**
       * @description Account holder name.
       * @example Ada Quill
       */
      Name?: string;
      /**
       * @description Secondary identification, such as a building society roll number.
       * @example ROLL-0042
       */
      SecondaryIdentification?: string;
    };
    /**
     * ObErrorCode
     * @description Standard Open Banking error code returned by the bank.
     * @example UK.OBIE.Field.Invalid
     * @enum {string}
     */
    ObErrorCode:
      | 'UK.OBIE.Field.Expected'
      | 'UK.OBIE.Field.Invalid'
      | 'UK.OBIE.Field.InvalidDate'
      | 'UK.OBIE.Field.Missing'
      | 'UK.OBIE.Field.Unexpected'
      | 'UK.OBIE.Header.Invalid'
      | 'UK.OBIE.Header.Missing'
      | 'UK.OBIE.Reauthenticate'
      | 'UK.OBIE.Resource.ConsentMismatch'
      | 'UK.OBIE.Resource.InvalidConsentStatus'
      | 'UK.OBIE.Resource.InvalidFormat'
      | 'UK.OBIE.Resource.NotFound'
      | 'UK.OBIE.Rules.AfterCutOffDateTime'
      | 'UK.OBIE.Rules.DuplicateReference'
      | 'UK.OBIE.Signature.Invalid'
      | 'UK.OBIE.Signature.InvalidClaim'
      | 'UK.OBIE.Signature.Malformed'
      | 'UK.OBIE.Signature.Missing'
      | 'UK.OBIE.Signature.MissingClaim'
      | 'UK.OBIE.Signature.Unexpected'
      | 'UK.OBIE.Unsupported.AccountIdentifier'
      | 'UK.OBIE.Unsupported.AccountSecondaryIdentifier'
      | 'UK.OBIE.Unsupported.Currency'
      | 'UK.OBIE.Unsupported.Frequency'
      | 'UK.OBIE.Unsupported.LocalInstrument'
      | 'UK.OBIE.Unsupported.Scheme'
      | 'UK.OBIE.UnexpectedError';
    /**
     * ObErrorItem
     * @description One error reported by the bank.
     */
    ObErrorItem: {
      ErrorCode: components['schemas']['ObErrorCode'];
      /**
       * @description The bank's description of the error.
       * @example CreditorAccount.Identification is not a valid sort code and account number
       */
      Message: string;
      /**
       * @description The field the error is about, when there is one.
       * @example Data.Initiation.CreditorAccount.Identification
       */
      Path?: string;
      /**
       * Format: uri
       * @description Link to the bank's documentation of the error, when given.
       * @example https://developer.natwest.example/errors#field-invalid
       */
      Url?: string;
    };
    /**
     * ObFinancialInstitution
     * @description The bank (agent) of a creditor or debtor.
     */
    ObFinancialInstitution: {
      /**
       * @description Identification scheme, for example `UK.OBIE.BICFI`.
       * @example UK.OBIE.BICFI
       */
      SchemeName?: string;
      /**
       * @description Identification of the bank, for example its BIC.
       * @example NWBKGB2L
       */
      Identification?: string;
      /**
       * @description Name of the bank.
       * @example NatWest
       */
      Name?: string;
      PostalAddress?: components['schemas']['ObPostalAddress'];
    };
    /**
     * ObLinks
     * @description Links of an Open Banking response.
     */
    ObLinks: {
      /**
       * Format: uri
       * @description This resource.
       * @example https://sandbox-provider.fernpay.example/v1/data/accounts/aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40
       */
      Self: string;
      /**
       * Format: uri
       * @description First page.
       * @example https://sandbox-provider.fernpay.example/v1/data/accounts/aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40?page=1
       */
      First?: string;
      /**
       * Format: uri
       * @description Previous page.
       * @example https://sandbox-provider.fernpay.example/v1/data/accounts/aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40?page=1
       */
      Prev?: string;
      /**
       * Format: uri
       * @description Next page.
       * @example https://sandbox-provider.fernpay.example/v1/data/accounts/aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40?page=2
       */
      Next?: string;
      /**
       * Format: uri
       * @description Last page.
       * @example https://sandbox-provider.fernpay.example/v1/data/accounts/aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40?page=2
       */
      Last?: string;
    };
    /**
     * ObMeta
     * @description Metadata of an Open Banking response.
     */
    ObMeta: {
      /**
       * @description Number of pages.
       * @example 1
       */
      TotalPages?: number;
      /**
       * Format: date-time
       * @description Earliest date-time for which the bank holds data (ISO 8601, UTC).
       * @example 2020-01-01T00:00:00.000Z
       */
      FirstAvailableDateTime?: string;
      /**
       * Format: date-time
       * @description Latest date-time for which the bank holds data (ISO 8601, UTC).
       * @example 2026-07-31T23:59:59.000Z
       */
      LastAvailableDateTime?: string;
    };
    /**
     * ObMoney
     * @description An amount of money: `Amount` plus `Currency`.
     */
    ObMoney: {
      Amount: components['schemas']['ObAmount'];
      Currency: components['schemas']['CurrencyCode'];
    };
    /**
     * ObPostalAddress
     * @description A postal address the Open Banking way (up to 7 address lines).
     */
    ObPostalAddress: {
      /**
       * @description Kind of address.
       * @example Business
       * @enum {string}
       */
      AddressType?:
        'Business' | 'Correspondence' | 'DeliveryTo' | 'MailTo' | 'POBox' | 'Postal' | 'Residential' | 'Statement';
      /**
       * @description Department.
       * @example Accounts
       */
      Department?: string;
      /**
       * @description Sub-department.
       * @example Payables
       */
      SubDepartment?: string;
      /**
       * @description Street.
       * @example Larch Row
       */
      StreetName?: string;
      /**
       * @description Building number.
       * @example 14
       */
      BuildingNumber?: string;
      /**
       * @description Postcode.
       * @example EH3 6QT
       */
      PostCode?: string;
      /**
       * @description Town.
       * @example Edinburgh
       */
      TownName?: string;
      /**
       * @description Region or county.
       * @example Scotland
       */
      CountrySubDivision?: string;
      Country?: components['schemas']['CountryCode'];
      /**
       * @description Free-form address lines, at most 7 of 1 to 70 characters.
       * @example [
       *       "14 Larch Row",
       *       "Edinburgh EH3 6QT"
       *     ]
       */
      AddressLine?: string[];
    };
    ObjectId: shared['schemas']['ObjectId'];
    /**
     * PaymentBeneficiary
     * @description The account that receives the money. `name` is required; with `identificationType` `SortCodeAccountNumber` (default) send `sortCode` and `accountNumber`, with `IBAN` send `iban`.
     */
    PaymentBeneficiary: {
      identificationType?: components['schemas']['IdentificationType'];
      sortCode?: components['schemas']['SortCode'];
      accountNumber?: components['schemas']['AccountNumber'];
      iban?: components['schemas']['Iban'];
      /**
       * @description Account holder name. 1 to 255 characters.
       * @example Bramble & Finch Ltd
       */
      name: string;
    };
    /**
     * PaymentReference
     * @description Reference shown on the bank statements of both parties, 1 to 18 characters.
     * @example KL-INV-0457
     */
    PaymentReference: string;
    /**
     * PaymentRefundAccount
     * @description The payer's account of an executed payment, as shared by the bank, to refund to.
     */
    PaymentRefundAccount: {
      paymentId: components['schemas']['ObjectId'];
      /**
       * @description Account holder name, 1 to 255 characters.
       * @example Ada Quill
       */
      refundAccountName: string;
      refundAccountSortCode: components['schemas']['SortCode'];
      refundAccountNumber: components['schemas']['AccountNumber'];
    };
    /**
     * PaymentRemitter
     * @description The end user's account the money comes from. Optional: when absent, the end user picks the account at the bank.
     */
    PaymentRemitter: {
      identificationType?: components['schemas']['IdentificationType'];
      sortCode?: components['schemas']['SortCode'];
      accountNumber?: components['schemas']['AccountNumber'];
      iban?: components['schemas']['Iban'];
      /**
       * @description Account holder name. 1 to 255 characters.
       * @example Ada Quill
       */
      name?: string;
      /**
       * @description IP address of the end user's device (IPv4 or IPv6), passed to the bank for fraud checks.
       * @example 198.51.100.24
       */
      psuIpAddress?: string;
    };
    /**
     * PaymentRisk
     * @description Risk information the bank uses for fraud checks.
     */
    PaymentRisk: {
      /**
       * @description Your identifier of the end user.
       * @example kl-user-20931
       */
      customerId?: string;
      /**
       * @description What the payment is for.
       * @example BillPayment
       * @enum {string}
       */
      context?: 'BillPayment' | 'EcommerceGoods' | 'EcommerceServices' | 'Other' | 'PartyToParty';
      /**
       * @description Your merchant category code (3 or 4 digits).
       * @example 7372
       */
      merchantCategoryCode?: string;
      /** @description Delivery address, for goods. */
      address?: {
        /**
         * @description Address lines, at most 2 of 1 to 70 characters.
         * @example [
         *       "27 Rowan Crescent"
         *     ]
         */
        addressLine?: string[];
        /**
         * @description Street.
         * @example Rowan Crescent
         */
        streetName?: string;
        /**
         * @description Building number.
         * @example 27
         */
        buildingNumber?: string;
        /**
         * @description Postcode.
         * @example EH4 2LP
         */
        postCode?: string;
        /**
         * @description Town.
         * @example Edinburgh
         */
        townName: string;
        /**
         * @description Region or county.
         * @example Scotland
         */
        countrySubDivision?: string;
        country: components['schemas']['CountryCode'];
      };
    };
    /**
     * PeriodicLimit
     * @description A cap on the total of the VRP payments in a period. The bank must support the `periodType` (otherwise `UK.OBIE.Unsupported.Frequency`).
     */
    PeriodicLimit: {
      /**
       * @description Length of the period.
       * @example Month
       * @enum {string}
       */
      periodType: 'Day' | 'Week' | 'Fortnight' | 'Month' | 'Half-year' | 'Year';
      /**
       * @description When periods start.
       * @example Consent
       * @enum {string}
       */
      periodAlignment: 'Consent' | 'Calendar';
      /** @description Maximum total of the payments in one period. */
      amount: components['schemas']['ProviderAmount'];
      /**
       * @description ISO 4217 currency code of the limit. Default `GBP`.
       * @default GBP
       */
      currency?: components['schemas']['CurrencyCode'];
    };
    /**
     * Provider
     * @description A provider: one bank connection you can send end users to.
     */
    Provider: {
      /**
       * @description Provider identifier, the value you send as `provider` (`ob-...` UK banks, `starling`, `bg-...` EU banks).
       * @example ob-natwest
       */
      id: string;
      /**
       * @description Display name.
       * @example NatWest
       */
      name: string;
      /**
       * Format: uri
       * @description URL of the bank's logo (PNG or SVG).
       * @example https://cdn.fernpay.example/providers/ob-natwest.svg
       */
      logo: string;
      /**
       * @description Only active providers accept new consents and payments.
       * @example true
       */
      active: boolean;
      /**
       * @description Sort code ranges of the bank (`from-to`), to suggest a bank from a sort code; empty for EU banks.
       * @example [
       *       "600000-609999",
       *       "010000-019999"
       *     ]
       */
      sortCodeRange: string[];
    };
    /**
     * ProviderAmount
     * @description Amount in major units as a string: digits, a dot and 1 or 2 decimals, 4 to 10 characters (`"0.01"` to `"9999999.99"`). Used by single immediate payments, refunds, variable recurring payments and bulk file payments.
     * @example 49.99
     */
    ProviderAmount: string;
    /**
     * ProviderId
     * @description Identifier of a UK provider (bank connection): one of the fixed list of UK Open Banking banks (`BankProviderConnectable`, for example `ob-natwest`; identifiers ending in `-sandbox` work on the sandbox server only) or `starling`, the Starling provider that reads accounts, balances and feed items and creates standing orders through Starling's own API. Any other value is rejected with `400` (keyword `enum`, the allowed values in `params.allowedValues`).
     * @example ob-natwest
     */
    ProviderId: components['schemas']['BankProviderConnectable'] | 'starling';
    /**
     * ProviderList
     * @description Providers, sorted by name.
     */
    ProviderList: components['schemas']['Provider'][];
    /**
     * ProviderSummary
     * @description The provider of a payment or consent, as stored on the record.
     */
    ProviderSummary: {
      /**
       * @description Provider identifier.
       * @example ob-natwest
       */
      id: string;
      /**
       * @description Display name of the provider.
       * @example NatWest
       */
      name: string;
      /**
       * @description Sort code ranges of the bank (`from-to`, 6 digits each); empty for non-UK providers.
       * @example [
       *       "600000-609999"
       *     ]
       */
      sortCodeRange?: string[];
    };
    /**
     * PsuAuthenticationMethod
     * @description How the end user is authenticated for each VRP payment. Banks support only `SCANotRequired` today.
     * @example SCANotRequired
     * @enum {string}
     */
    PsuAuthenticationMethod: 'SCA' | 'SCANotRequired';
    /**
     * Refund
     * @description A refund of a single immediate payment. It is a payment from your account to the payer and uses the same statuses.
     */
    Refund: {
      id: components['schemas']['ObjectId'];
      customerPaymentId: components['schemas']['CustomerPaymentId'];
      /**
       * @description Fernpay's reference of the refund, for support requests (`FPR-`, the year, a six-digit number).
       * @example FPR-2026-000088
       */
      referenceNumber: string;
      amount: components['schemas']['ProviderAmount'];
      currency: components['schemas']['CurrencyCode'];
      /**
       * @description Reference on the bank statements, or `null`.
       * @example KL-INV-0457
       */
      reference?: string | null;
      status: components['schemas']['SinglePaymentStatus'];
      provider: components['schemas']['ProviderSummary'];
      beneficiary: components['schemas']['PaymentBeneficiary'];
      /** @description The payer's account as sent, or `null`. */
      remitter?: components['schemas']['PaymentRemitter'] | null;
      /** @description Risk information as sent, or `null`. */
      risk?: components['schemas']['PaymentRisk'] | null;
      /**
       * @description The bank's consent id for the payment.
       * @example sdp-1-7e3b2d4c-9a15-4f6e-b820-5c1d7a9e3f64
       */
      providerReferenceNumber?: string | null;
      /**
       * @description The bank's payment id, once the bank has created the payment; `null` before.
       * @example p-4c8e2a71-6d3f-4b9a-8e05-1f7c3d9b2a46
       */
      providerAlternativeReferenceNumber?: string | null;
      /**
       * Format: uri
       * @description Where the end user returns after the bank. 1 to 255 characters.
       * @example https://app.kestrelledger.example/bank/return
       */
      redirectUri: string;
      /**
       * Format: uri
       * @description Where the payment's webhooks go. 1 to 255 characters.
       * @example https://app.kestrelledger.example/webhooks/fernpay
       */
      webhookUri: string;
      /** @description How the end user authorises the payment; `null` once authorised. */
      authorisationFlow?: components['schemas']['AuthorisationFlow'] | null;
      /**
       * Format: date-time
       * @description When the authorisation link stops working, one hour after creation; `null` once authorised (ISO 8601, UTC).
       * @example 2026-07-06T10:00:00.000Z
       */
      expiryDate?: string | null;
      /** @description Status history, oldest first. */
      log: components['schemas']['StatusLogEntry'][];
      /**
       * @description Name on the payer's account, for refunds, once the bank shares it (1 to 255 characters).
       * @example Ada Quill
       */
      refundAccountName?: string | null;
      /**
       * @description Sort code of the payer's account, for refunds.
       * @example 601613
       */
      refundAccountSortCode?: string | null;
      /**
       * @description Account number of the payer's account, for refunds.
       * @example 20417758
       */
      refundAccountNumber?: string | null;
      /**
       * Format: date-time
       * @description When the payment was executed; `null` before (ISO 8601, UTC).
       * @example 2026-07-06T09:02:31.000Z
       */
      completedAt?: string | null;
      /**
       * Format: date-time
       * @description When the payment was created (ISO 8601, UTC).
       * @example 2026-07-06T09:00:00.000Z
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the payment last changed (ISO 8601, UTC).
       * @example 2026-07-06T09:02:31.000Z
       */
      updatedAt: string;
      originalPayment: components['schemas']['ObjectId'];
      beneficiaryIdentificationType: components['schemas']['IdentificationType'];
    };
    /**
     * RefundList
     * @description Refunds of a payment, newest first.
     */
    RefundList: components['schemas']['Refund'][];
    /**
     * RefundRequest
     * @description A refund of an executed single immediate payment. Unknown fields are rejected.
     */
    RefundRequest: {
      originalPaymentId: components['schemas']['ObjectId'];
      /** @description Amount to refund, at most what is left of the original payment. Default: the whole original amount. */
      amount?: components['schemas']['ProviderAmount'];
      /** @description Provider of the account the refund is paid from (your account). */
      provider: components['schemas']['ProviderId'];
      customerPaymentId: components['schemas']['CustomerPaymentId'];
      /** @description Who receives the refund. Default: the payer's refund account of the original payment. */
      beneficiary?: components['schemas']['PaymentBeneficiary'];
      /** @description Your account the refund is paid from. */
      remitter?: components['schemas']['PaymentRemitter'];
      risk?: components['schemas']['PaymentRisk'];
      /** @description Where Fernpay sends the end user and the webhooks of this request. Spelt `option`, lower case, on every payment call; account access consents and UK standing order consents spell the same object `Option`. Unknown fields are rejected, so `Option` here gets `400`. */
      option?: components['schemas']['RequestOption'];
    };
    /**
     * RefundWebhook
     * @description Body of the `REFUND` webhook.
     */
    RefundWebhook: {
      /**
       * @description The product, always `PAYMENTS`.
       * @example PAYMENTS
       * @constant
       */
      scope: 'PAYMENTS';
      /**
       * @description The event, always `REFUND`.
       * @example REFUND
       * @constant
       */
      event: 'REFUND';
      /** @description The refund after the change, as the get call returns it. */
      data: components['schemas']['Refund'];
      /**
       * Format: date-time
       * @description When Fernpay first tried to deliver the event (ISO 8601, UTC); the same on every retry.
       * @example 2026-07-09T10:03:45.000Z
       */
      sentAt: string;
    };
    /**
     * RequestOption
     * @description Where Fernpay sends the end user and the webhooks for this request. Each URI defaults to the matching URI of your customer record.
     */
    RequestOption: {
      /**
       * Format: uri
       * @description Page the end user returns to after authorising at the bank. Default: your customer `redirectUri`. 1 to 255 characters.
       * @example https://app.kestrelledger.example/bank/return
       */
      RedirectUri?: string;
      /**
       * Format: uri
       * @description URL that receives the webhooks of this consent or payment. Default: your customer `webhookUri`. 1 to 255 characters.
       * @example https://app.kestrelledger.example/webhooks/fernpay
       */
      WebhookUri?: string;
    };
    /**
     * ServerError
     * @description An error on the Fernpay side or in the connection to the bank.
     */
    ServerError: {
      /** @description The error. */
      error: {
        /**
         * @description The kind of error.
         * @example HTTPError
         * @enum {string}
         */
        code: 'RuntimeError' | 'DatabaseError' | 'HTTPError' | 'JWTError';
        /**
         * @description What went wrong.
         * @example Request to provider ob-natwest failed with status 503
         */
        message: string;
      };
    };
    /**
     * SingleImmediatePayment
     * @description A single immediate payment.
     */
    SingleImmediatePayment: {
      id: components['schemas']['ObjectId'];
      customerPaymentId: components['schemas']['CustomerPaymentId'];
      /**
       * @description Fernpay's reference of the payment, for support requests (`FPP-`, the year, a six-digit number).
       * @example FPP-2026-000457
       */
      referenceNumber: string;
      amount: components['schemas']['ProviderAmount'];
      currency: components['schemas']['CurrencyCode'];
      /**
       * @description Reference on the bank statements, or `null`.
       * @example KL-INV-0457
       */
      reference?: string | null;
      status: components['schemas']['SinglePaymentStatus'];
      provider: components['schemas']['ProviderSummary'];
      beneficiary: components['schemas']['PaymentBeneficiary'];
      /** @description The payer's account as sent, or `null`. */
      remitter?: components['schemas']['PaymentRemitter'] | null;
      /** @description Risk information as sent, or `null`. */
      risk?: components['schemas']['PaymentRisk'] | null;
      /**
       * @description The bank's consent id for the payment.
       * @example sdp-1-7e3b2d4c-9a15-4f6e-b820-5c1d7a9e3f64
       */
      providerReferenceNumber?: string | null;
      /**
       * @description The bank's payment id, once the bank has created the payment; `null` before.
       * @example p-4c8e2a71-6d3f-4b9a-8e05-1f7c3d9b2a46
       */
      providerAlternativeReferenceNumber?: string | null;
      /**
       * Format: uri
       * @description Where the end user returns after the bank. 1 to 255 characters.
       * @example https://app.kestrelledger.example/bank/return
       */
      redirectUri: string;
      /**
       * Format: uri
       * @description Where the payment's webhooks go. 1 to 255 characters.
       * @example https://app.kestrelledger.example/webhooks/fernpay
       */
      webhookUri: string;
      /** @description How the end user authorises the payment; `null` once authorised. */
      authorisationFlow?: components['schemas']['AuthorisationFlow'] | null;
      /**
       * Format: date-time
       * @description When the authorisation link stops working, one hour after creation; `null` once authorised (ISO 8601, UTC).
       * @example 2026-07-06T10:00:00.000Z
       */
      expiryDate?: string | null;
      /** @description Status history, oldest first. */
      log: components['schemas']['StatusLogEntry'][];
      /**
       * @description Name on the payer's account, for refunds, once the bank shares it (1 to 255 characters).
       * @example Ada Quill
       */
      refundAccountName?: string | null;
      /**
       * @description Sort code of the payer's account, for refunds.
       * @example 601613
       */
      refundAccountSortCode?: string | null;
      /**
       * @description Account number of the payer's account, for refunds.
       * @example 20417758
       */
      refundAccountNumber?: string | null;
      /**
       * Format: date-time
       * @description When the payment was executed; `null` before (ISO 8601, UTC).
       * @example 2026-07-06T09:02:31.000Z
       */
      completedAt?: string | null;
      /**
       * Format: date-time
       * @description When the payment was created (ISO 8601, UTC).
       * @example 2026-07-06T09:00:00.000Z
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the payment last changed (ISO 8601, UTC).
       * @example 2026-07-06T09:02:31.000Z
       */
      updatedAt: string;
      /**
       * @description The account access consent used, or `null`.
       * @example aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40
       */
      accountConsentId?: string | null;
    };
    /**
     * SingleImmediatePaymentList
     * @description A page of single immediate payments.
     */
    SingleImmediatePaymentList: {
      /** @description The payments, newest first. */
      docs: components['schemas']['SingleImmediatePayment'][];
      /**
       * @description The page returned, from 1.
       * @example 1
       */
      page: number;
      /**
       * @description Payments matching the filters.
       * @example 1
       */
      totalDocs: number;
      /**
       * @description Number of pages.
       * @example 1
       */
      totalPages: number;
      /**
       * @description Page size.
       * @example 25
       */
      limit: number;
      /**
       * @description `true` if another page follows.
       * @example false
       */
      hasNextPage: boolean;
    };
    /**
     * SingleImmediatePaymentRequest
     * @description A single immediate payment from the end user's bank account. Unknown fields are rejected.
     */
    SingleImmediatePaymentRequest: {
      amount: components['schemas']['ProviderAmount'];
      /**
       * @description ISO 4217 currency code of the payment. Default `GBP`.
       * @default GBP
       */
      currency?: components['schemas']['CurrencyCode'];
      provider: components['schemas']['ProviderId'];
      customerPaymentId: components['schemas']['CustomerPaymentId'];
      reference?: components['schemas']['PaymentReference'];
      beneficiary: components['schemas']['PaymentBeneficiary'];
      remitter?: components['schemas']['PaymentRemitter'];
      risk?: components['schemas']['PaymentRisk'];
      /** @description Where Fernpay sends the end user and the webhooks of this request. Spelt `option`, lower case, on every payment call; account access consents and UK standing order consents spell the same object `Option`. Unknown fields are rejected, so `Option` here gets `400`. */
      option?: components['schemas']['RequestOption'];
      /**
       * @description An `Authorised` account access consent of the same end user and provider; when given, Fernpay pre-selects the account and reads the payer's account for refunds.
       * @example aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40
       */
      accountConsentId?: string;
    };
    /**
     * SingleImmediatePaymentWebhook
     * @description Body of the `SINGLE_IMMEDIATE_PAYMENT` webhook.
     */
    SingleImmediatePaymentWebhook: {
      /**
       * @description The product, always `PAYMENTS`.
       * @example PAYMENTS
       * @constant
       */
      scope: 'PAYMENTS';
      /**
       * @description The event, always `SINGLE_IMMEDIATE_PAYMENT`.
       * @example SINGLE_IMMEDIATE_PAYMENT
       * @constant
       */
      event: 'SINGLE_IMMEDIATE_PAYMENT';
      /** @description The payment after the change, as the get call returns it. */
      data: components['schemas']['SingleImmediatePayment'];
      /**
       * Format: date-time
       * @description When Fernpay first tried to deliver the event (ISO 8601, UTC); the same on every retry.
       * @example 2026-07-06T09:02:32.000Z
       */
      sentAt: string;
    };
    /**
     * SinglePaymentStatus
     * @description Status of a single immediate payment or refund.
     * @example executed
     * @enum {string}
     */
    SinglePaymentStatus: 'initiated' | 'pending' | 'executed';
    SortCode: shared['schemas']['SortCode'];
    /**
     * SpendingCategory
     * @description Spending category of a feed item, set by Starling or the end user (`NONE` when uncategorised).
     * @example GARDEN
     * @enum {string}
     */
    SpendingCategory:
      | 'BIKE'
      | 'BILLS_AND_SERVICES'
      | 'BUCKET_LIST'
      | 'CAR'
      | 'CASH'
      | 'CELEBRATION'
      | 'CHARITY'
      | 'CHILDREN'
      | 'CLOTHES'
      | 'COFFEE'
      | 'DEBT_REPAYMENT'
      | 'DIY'
      | 'DRINKS'
      | 'EATING_OUT'
      | 'EDUCATION'
      | 'EMERGENCY'
      | 'ENTERTAINMENT'
      | 'ESSENTIAL_SPEND'
      | 'EXPENSES'
      | 'FAMILY'
      | 'FITNESS'
      | 'FUEL'
      | 'GAMBLING'
      | 'GAMING'
      | 'GARDEN'
      | 'GENERAL'
      | 'GIFTS'
      | 'GROCERIES'
      | 'HOBBY'
      | 'HOLIDAYS'
      | 'HOME'
      | 'IMPULSE_BUY'
      | 'INCOME'
      | 'INSURANCE'
      | 'INVESTMENTS'
      | 'LIFESTYLE'
      | 'MEDICAL'
      | 'MORTGAGE'
      | 'NON_ESSENTIAL_SPEND'
      | 'PAYMENTS'
      | 'PERSONAL_CARE'
      | 'PETS'
      | 'RENT'
      | 'SAVING'
      | 'SHOPPING'
      | 'SUBSCRIPTIONS'
      | 'TRANSPORT'
      | 'TRAVEL'
      | 'UTILITIES'
      | 'NONE';
    /**
     * StandingOrder
     * @description A domestic standing order.
     */
    StandingOrder: {
      /**
       * @description The bank's identifier of the standing order, 1 to 40 characters.
       * @example sso-7d2e9b4a1c6f
       */
      DomesticStandingOrderId: string;
      ConsentId: components['schemas']['ConsentId'];
      /**
       * Format: date-time
       * @description When it was created (ISO 8601, UTC).
       * @example 2026-07-09T08:06:02.000Z
       */
      CreationDateTime: string;
      Status: components['schemas']['StandingOrderStatus'];
      /**
       * Format: date-time
       * @description When `Status` last changed (ISO 8601, UTC).
       * @example 2026-07-09T08:06:05.000Z
       */
      StatusUpdateDateTime: string;
      /** @description The payer's account for refunds, when `ReadRefundAccount` is `Yes`; `null` otherwise. */
      Refund?: {
        Account: components['schemas']['ObCashAccount'];
      } | null;
      /** @description Charges the bank applies. */
      Charges?: components['schemas']['Charge'][];
      Initiation: components['schemas']['UkStandingOrderInitiation'];
      /** @description Approvals, for accounts with several approvers; `null` otherwise. */
      MultiAuthorisation?: components['schemas']['MultiAuthorisation'] | null;
      /** @description The end user's account. */
      Debtor?: components['schemas']['ObCashAccount'] | null;
      Links: components['schemas']['ObLinks'];
      Meta: components['schemas']['ObMeta'];
    };
    /**
     * StandingOrderConsent
     * @description A standing order consent.
     */
    StandingOrderConsent: {
      ConsentId: components['schemas']['ConsentId'];
      /** @description The provider. */
      provider: components['schemas']['ProviderId'];
      customerPaymentId: components['schemas']['CustomerPaymentId'];
      /**
       * Format: date-time
       * @description When the consent was created (ISO 8601, UTC).
       * @example 2026-07-09T08:00:00.000Z
       */
      CreationDateTime: string;
      Status: components['schemas']['StandingOrderConsentStatus'];
      /**
       * Format: date-time
       * @description When `Status` last changed (ISO 8601, UTC).
       * @example 2026-07-09T08:04:51.000Z
       */
      StatusUpdateDateTime: string;
      /**
       * @description Always `Create`: the consent lets you create one standing order.
       * @example Create
       * @constant
       */
      Permission: 'Create';
      /**
       * @description Whether the bank shares the payer's account for refunds.
       * @example No
       * @enum {string}
       */
      ReadRefundAccount?: 'Yes' | 'No';
      /**
       * Format: date-time
       * @description After this time the bank no longer accepts the standing order for today (ISO 8601, UTC).
       * @example 2026-07-09T15:30:00.000Z
       */
      CutOffDateTime?: string;
      /** @description Charges the bank applies. */
      Charges?: components['schemas']['Charge'][];
      Initiation: components['schemas']['UkStandingOrderInitiation'];
      /** @description How many approvals the bank needs. */
      Authorisation?: {
        /**
         * @description `Single`: one approver; `Any`: as many as the account requires (business accounts).
         * @example Single
         * @enum {string}
         */
        AuthorisationType: 'Any' | 'Single';
        /**
         * Format: date-time
         * @description By when the approvals must be complete (ISO 8601, UTC).
         * @example 2026-07-16T08:00:00.000Z
         */
        CompletionDateTime?: string;
      };
      /** @description Strong customer authentication details. */
      SCASupportData?: {
        /**
         * @description The SCA exemption requested.
         * @example PartyToParty
         * @enum {string}
         */
        RequestedSCAExemptionType?:
          | 'BillPayment'
          | 'ContactlessTravel'
          | 'EcommerceGoods'
          | 'EcommerceServices'
          | 'Kiosk'
          | 'Parking'
          | 'PartyToParty';
        /**
         * @description How the bank authenticated the end user: `CA` (without SCA) or `SCA`.
         * @example SCA
         * @enum {string}
         */
        AppliedAuthenticationApproach?: 'CA' | 'SCA';
        /**
         * @description An earlier payment order this one relates to.
         * @example sso-5a1c9e2b7d4f
         */
        ReferencePaymentOrderId?: string;
      };
      /** @description The end user's account, once the bank shares it; `null` before. */
      Debtor?: components['schemas']['ObCashAccount'] | null;
      Risk?: components['schemas']['StandingOrderRisk'];
      Links: components['schemas']['ObLinks'];
      Meta: components['schemas']['ObMeta'];
    };
    /**
     * StandingOrderConsentRequest
     * @description A standing order consent, in one of two variants chosen by `type`: `uk` (UK Open Banking providers) or `starling`.
     */
    StandingOrderConsentRequest:
      | components['schemas']['UkStandingOrderConsentRequest']
      | components['schemas']['StarlingStandingOrderConsentRequest'];
    /**
     * StandingOrderConsentStatus
     * @description Status of a standing order consent.
     * @example Authorised
     * @enum {string}
     */
    StandingOrderConsentStatus: 'AwaitingAuthorisation' | 'Authorised' | 'Consumed' | 'Rejected';
    /**
     * StandingOrderRisk
     * @description Risk information of a standing order.
     */
    StandingOrderRisk: {
      /**
       * @description What the payments are for.
       * @example PartyToParty
       * @enum {string}
       */
      PaymentContextCode?: 'BillPayment' | 'EcommerceGoods' | 'EcommerceServices' | 'Other' | 'PartyToParty';
      /**
       * @description Merchant category code (3 or 4 digits).
       * @example 7372
       */
      MerchantCategoryCode?: string;
      /**
       * @description Your identifier of the end user.
       * @example kl-user-20931
       */
      MerchantCustomerIdentification?: string;
      DeliveryAddress?: components['schemas']['ObPostalAddress'];
    };
    /**
     * StandingOrderStatus
     * @description Status of a standing order.
     * @example InitiationCompleted
     * @enum {string}
     */
    StandingOrderStatus: 'InitiationPending' | 'InitiationCompleted' | 'InitiationFailed' | 'Cancelled';
    /**
     * StarlingAccount
     * @description An account at the Starling provider.
     */
    StarlingAccount: {
      /**
       * Format: uuid
       * @description Starling's identifier of the account; use it as `accountId`.
       * @example 5c9e2f7a-1b34-4d8e-a6f0-2e7d9b3c4a51
       */
      accountUid: string;
      /**
       * @description Kind of account.
       * @example PRIMARY
       * @enum {string}
       */
      accountType: 'PRIMARY' | 'ADDITIONAL' | 'LOAN' | 'FIXED_TERM_DEPOSIT' | 'SAVINGS';
      /**
       * Format: uuid
       * @description The account's default spending category (its main space); its feed is the account's transactions.
       * @example c4e1a7d2-9f3b-4e60-8a25-7b1d3e9f0c62
       */
      defaultCategory: string;
      currency: components['schemas']['CurrencyCode'];
      /**
       * Format: date-time
       * @description When the account was opened (ISO 8601, UTC).
       * @example 2021-05-10T08:30:00.000Z
       */
      createdAt: string;
      /**
       * @description Account name.
       * @example Personal
       */
      name: string;
    };
    /**
     * StarlingAccountsResponse
     * @description Accounts shared under a Starling consent.
     */
    StarlingAccountsResponse: {
      /** @description The accounts. */
      accounts: components['schemas']['StarlingAccount'][];
    };
    /**
     * StarlingBalance
     * @description Balances of a Starling account.
     */
    StarlingBalance: {
      /** @description Settled money on the account. */
      clearedBalance: components['schemas']['StarlingMoney'];
      /** @description Cleared balance minus pending card payments. */
      effectiveBalance: components['schemas']['StarlingMoney'];
      /** @description Total of pending transactions. */
      pendingTransactions: components['schemas']['StarlingMoney'];
      /** @description Arranged overdraft limit. */
      acceptedOverdraft: components['schemas']['StarlingMoney'];
      /** @description Balance of the main space (effective balance without other spaces). */
      amount: components['schemas']['StarlingMoney'];
      /** @description Cleared balance including all spaces. */
      totalClearedBalance: components['schemas']['StarlingMoney'];
      /** @description Effective balance including all spaces. */
      totalEffectiveBalance: components['schemas']['StarlingMoney'];
    };
    /**
     * StarlingFeedItem
     * @description One transaction (feed item) of a Starling account.
     */
    StarlingFeedItem: {
      /**
       * Format: uuid
       * @description Identifier of the feed item.
       * @example 0e7b4c21-6a9d-4f38-b512-8c3e1d7a9f40
       */
      feedItemUid: string;
      /**
       * Format: uuid
       * @description The spending category (space) the item belongs to.
       * @example c4e1a7d2-9f3b-4e60-8a25-7b1d3e9f0c62
       */
      categoryUid: string;
      /** @description Amount in the account currency. */
      amount: components['schemas']['StarlingMoney'];
      /** @description Amount in the currency of the transaction. */
      sourceAmount: components['schemas']['StarlingMoney'];
      /**
       * @description Money into (`IN`) or out of (`OUT`) the account.
       * @example OUT
       * @enum {string}
       */
      direction: 'IN' | 'OUT';
      /**
       * Format: date-time
       * @description When the item last changed (ISO 8601, UTC).
       * @example 2026-07-07T10:15:03.000Z
       */
      updatedAt: string;
      /**
       * Format: date-time
       * @description When the transaction happened (ISO 8601, UTC).
       * @example 2026-07-07T10:15:00.000Z
       */
      transactionTime: string;
      /**
       * Format: date-time
       * @description When it settled; `null` while pending (ISO 8601, UTC).
       * @example 2026-07-07T10:15:03.000Z
       */
      settlementTime?: string | null;
      /**
       * @description Payment scheme or source.
       * @example FASTER_PAYMENTS_OUT
       * @enum {string}
       */
      source:
        | 'BRITISH_BUSINESS_BANK'
        | 'CARD_FEE_CHARGE'
        | 'CASH_DEPOSIT'
        | 'CASH_WITHDRAWAL'
        | 'DIRECT_CREDIT'
        | 'DIRECT_DEBIT'
        | 'FASTER_PAYMENTS_IN'
        | 'FASTER_PAYMENTS_OUT'
        | 'FASTER_PAYMENTS_REVERSAL'
        | 'INTEREST_PAYMENT'
        | 'INTERNAL_TRANSFER'
        | 'MASTER_CARD'
        | 'MASTERCARD_MONEYSEND'
        | 'ON_US_PAY_ME'
        | 'SEPA_CREDIT_TRANSFER'
        | 'STANDING_ORDER'
        | 'STRIPE_FUNDING';
      /**
       * @description Detail of the source, for card payments how the card was used.
       * @example NOT_APPLICABLE
       * @enum {string}
       */
      sourceSubType?:
        | 'CONTACTLESS'
        | 'MAGNETIC_STRIPE'
        | 'MANUAL_KEY_ENTRY'
        | 'CHIP_AND_PIN'
        | 'ONLINE'
        | 'ATM'
        | 'APPLE_PAY'
        | 'GOOGLE_PAY'
        | 'DEPOSIT'
        | 'NOT_APPLICABLE';
      status: components['schemas']['FeedItemStatus'];
      /**
       * @description Kind of counterparty.
       * @example PAYEE
       * @enum {string}
       */
      counterPartyType?: 'CATEGORY' | 'CHEQUE' | 'CUSTOMER' | 'PAYEE' | 'MERCHANT' | 'SENDER' | 'STARLING' | 'LOAN';
      /**
       * Format: uuid
       * @description Identifier of the counterparty.
       * @example 91d2f7c3-5e8a-4b16-a0d4-3f6c9e2b7a58
       */
      counterPartyUid?: string;
      /**
       * @description Name of the counterparty.
       * @example Larch Row Allotments Society
       */
      counterPartyName?: string;
      /**
       * Format: uuid
       * @description Identifier of the counterparty's account.
       * @example a3c8e1f5-7b2d-4e94-8f60-1d5b9c3e7a24
       */
      counterPartySubEntityUid?: string;
      /**
       * @description Name of the counterparty's account.
       * @example Allotment fees
       */
      counterPartySubEntityName?: string;
      /**
       * @description Sort code (or other bank identifier) of the counterparty's account.
       * @example 309634
       */
      counterPartySubEntityIdentifier?: string;
      /**
       * @description Account number of the counterparty's account.
       * @example 44718203
       */
      counterPartySubEntitySubIdentifier?: string;
      /**
       * @description Exchange rate applied, for foreign-currency items.
       * @example 1
       */
      exchangeRate?: number;
      /**
       * @description Fees charged, in major units.
       * @example 0
       */
      totalFees?: number;
      /** @description Fees charged, in minor units. */
      totalFeeAmount?: components['schemas']['StarlingMoney'];
      /**
       * @description Payment reference.
       * @example PLOT-17
       */
      reference?: string;
      country?: components['schemas']['CountryCode'];
      spendingCategory: components['schemas']['SpendingCategory'];
      /**
       * @description Note the end user added.
       * @example July allotment fee
       */
      userNote?: string;
      /** @description Round-up moved to a savings goal, if any. */
      roundUp?: {
        /**
         * Format: uuid
         * @description The savings goal.
         * @example 6e1f9a2c-3d7b-4c58-9e04-b2a7d5c8f316
         */
        goalCategoryUid: string;
        amount: components['schemas']['StarlingMoney'];
      };
      /**
       * @description `true` if the end user attached a file.
       * @example false
       */
      hasAttachment: boolean;
      /**
       * @description `true` if a receipt is attached.
       * @example false
       */
      hasReceipt: boolean;
    };
    /**
     * StarlingFeedResponse
     * @description Feed items (transactions) of a Starling account or category.
     */
    StarlingFeedResponse: {
      /** @description The feed items, newest first. */
      feedItems: components['schemas']['StarlingFeedItem'][];
    };
    /**
     * StarlingMoney
     * @description An amount in minor units (pence for GBP): `12550` is 125.50.
     */
    StarlingMoney: {
      currency: components['schemas']['CurrencyCode'];
      /**
       * @description Amount in minor units, a non-negative integer.
       * @example 12550
       */
      minorUnits: number;
    };
    /**
     * StarlingStandingOrderConsentRequest
     * @description Standing order at the Starling provider (`type` `starling`). It uses the `Authorised` account access consent `accountConsentId`, so the end user is not sent to the bank again. Repeat the request with the same `externalIdentifier` and no second standing order is created.
     */
    StarlingStandingOrderConsentRequest: {
      /**
       * @description Variant: `starling`. (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: 'starling';
      /**
       * @description Always `starling`.
       * @example starling
       * @constant
       */
      provider: 'starling';
      /**
       * Format: uuid
       * @description The Starling `accountUid` the payments are made from.
       * @example 5c9e2f7a-1b34-4d8e-a6f0-2e7d9b3c4a51
       */
      AccountId: string;
      /**
       * Format: uuid
       * @description The spending category (space) the payments are taken from.
       * @example c4e1a7d2-9f3b-4e60-8a25-7b1d3e9f0c62
       */
      CategoryId: string;
      /**
       * @description The `Authorised` Starling account access consent.
       * @example aac-3b8d1f60-7e2a-4c49-b5d3-9a0e6f4c2d18
       */
      accountConsentId: string;
      /**
       * @description Your idempotency key for this standing order, at most 100 characters.
       * @example kl-so-000112
       */
      externalIdentifier: string;
      /** @description The standing order. */
      Data: {
        /**
         * @description Reference on the payee's statement, 1 to 18 characters.
         * @example PLOT-17
         */
        reference: string;
        /** @description Amount of each payment. */
        amount: {
          /**
           * @description ISO 4217 currency code of the standing order. Default `GBP`.
           * @default GBP
           */
          currency?: components['schemas']['CurrencyCode'];
          /**
           * @description Amount in minor units (pence), a positive integer.
           * @example 1500
           */
          minorUnits: number;
        };
        /** @description The payee. */
        paymentRecipient: {
          /**
           * @description Payee name. 1 to 255 characters.
           * @example Larch Row Allotments Society
           */
          payeeName: string;
          /**
           * @description Person or business.
           * @example BUSINESS
           * @enum {string}
           */
          payeeType?: 'INDIVIDUAL' | 'BUSINESS';
          countryCode?: components['schemas']['CountryCode'];
          /** @description Payee account number (8 digits). */
          accountIdentifier: components['schemas']['AccountNumber'];
          /** @description Payee sort code (6 digits). */
          bankIdentifier: components['schemas']['SortCode'];
        };
        /** @description When the payments are made. */
        standingOrderRecurrence: {
          /**
           * Format: date
           * @description Day of the first payment. Today or later (UK time); an earlier day is refused with `400` (`formatMinimum`).
           * @example 2026-08-01
           */
          startDate: string;
          /**
           * @description How often. `DAILE` is accepted as an alias of `DAILY`.
           * @example MONTHLY
           * @enum {string}
           */
          frequency: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY' | 'DAILE';
          /**
           * @description Every how many frequency units (2 with `WEEKLY` is fortnightly).
           * @default 1
           * @example 1
           */
          interval?: number;
          /**
           * @description Number of payments; leave out with `untilDate` or for an open-ended order.
           * @example 12
           */
          count?: number;
          /**
           * Format: date
           * @description Day of the last payment.
           * @example 2027-07-01
           */
          untilDate?: string;
        };
      };
    };
    /**
     * StatusLogEntry
     * @description One entry of the status history of a payment.
     */
    StatusLogEntry: {
      /**
       * @description The status the payment entered (values of the payment's `status`).
       * @example initiated
       */
      status: string;
      /**
       * @description What happened, in words, or `null`.
       * @example Payment created; waiting for the end user at the bank.
       */
      message?: string | null;
      /**
       * Format: date-time
       * @description When the status was entered (ISO 8601, UTC).
       * @example 2026-07-06T09:00:00.000Z
       */
      createdAt: string;
    };
    /**
     * TransactionResponse
     * @description One transaction of an account.
     */
    TransactionResponse: {
      /** @description The data. */
      Data: {
        /** @description The transaction (one item). */
        Transaction: components['schemas']['UkTransaction'][];
      };
      Links: components['schemas']['ObLinks'];
      Meta: components['schemas']['ObMeta'];
    };
    /**
     * TransactionStatus
     * @description Status of a UK transaction.
     * @example Booked
     * @enum {string}
     */
    TransactionStatus: 'Booked' | 'Pending' | 'Rejected' | 'Future' | 'Information';
    /**
     * TransactionsResponse
     * @description Transactions of an account (UK Open Banking providers).
     */
    TransactionsResponse: {
      /** @description The data. */
      Data: {
        /** @description The transactions, newest first. */
        Transaction: components['schemas']['UkTransaction'][];
      };
      Links: components['schemas']['ObLinks'];
      Meta: components['schemas']['ObMeta'];
    };
    /**
     * UkAccount
     * @description An account at a UK Open Banking provider.
     */
    UkAccount: {
      /**
       * @description The bank's identifier of the account, stable for the consent (1 to 40 characters).
       * @example a1f0c3e2-44b7-4d1e-9a52-6c8b3e7f0d15
       */
      AccountId: string;
      /**
       * @description Account status.
       * @example Enabled
       * @enum {string}
       */
      Status?: 'Enabled' | 'Disabled' | 'Deleted' | 'ProForma' | 'Pending';
      Currency: components['schemas']['CurrencyCode'];
      /**
       * @description Personal or business account.
       * @example Personal
       * @enum {string}
       */
      AccountType: 'Personal' | 'Business';
      /**
       * @description Kind of account.
       * @example CurrentAccount
       * @enum {string}
       */
      AccountSubType:
        'ChargeCard' | 'CreditCard' | 'CurrentAccount' | 'EMoney' | 'Loan' | 'Mortgage' | 'PrePaidCard' | 'Savings';
      /**
       * @description The bank's description of the account product.
       * @example Select Account
       */
      Description?: string;
      /**
       * @description Nickname the end user gave the account.
       * @example Everyday
       */
      Nickname?: string;
      /**
       * Format: date
       * @description When the account was opened.
       * @example 2019-03-14
       */
      OpeningDate?: string;
      /** @description Identifications of the account. */
      Account?: components['schemas']['ObCashAccount'][];
    };
    /**
     * UkBalance
     * @description One balance of a UK account.
     */
    UkBalance: {
      /**
       * @description The account.
       * @example a1f0c3e2-44b7-4d1e-9a52-6c8b3e7f0d15
       */
      AccountId: string;
      CreditDebitIndicator: components['schemas']['CreditDebitIndicator'];
      Type: components['schemas']['BalanceType'];
      /**
       * Format: date-time
       * @description When the balance was calculated (ISO 8601, UTC).
       * @example 2026-07-08T09:00:00.000Z
       */
      DateTime: string;
      Amount: components['schemas']['ObMoney'];
      /** @description Credit lines (overdrafts) that apply to the balance. */
      CreditLine?: {
        /**
         * @description `true` if the credit line is included in the balance.
         * @example true
         */
        Included: boolean;
        /**
         * @description Kind of credit line.
         * @example Pre-Agreed
         * @enum {string}
         */
        Type?: 'Available' | 'Credit' | 'Emergency' | 'Pre-Agreed' | 'Temporary';
        Amount?: components['schemas']['ObMoney'];
      }[];
    };
    /**
     * UkStandingOrderConsentRequest
     * @description Standing order consent at a UK Open Banking provider (`type` `uk`).
     */
    UkStandingOrderConsentRequest: {
      /**
       * @description Variant: `uk`. (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: 'uk';
      provider: components['schemas']['ProviderId'];
      customerPaymentId: components['schemas']['CustomerPaymentId'];
      /**
       * @description An `Authorised` account access consent of the end user at the same provider; when given, Fernpay pre-selects the debtor account.
       * @example aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40
       */
      accountConsentId?: string;
      /** @description The standing order. */
      Data: {
        Initiation: components['schemas']['UkStandingOrderInitiation'];
      };
      /** @description Where Fernpay sends the end user and this consent's webhooks. Spelt `Option`, with a capital O, on account access consents (UK and EU) and UK standing order consents; payment calls spell the same object `option`. Unknown fields are rejected, so `option` here gets `400`. */
      Option?: components['schemas']['RequestOption'];
    };
    /**
     * UkStandingOrderInitiation
     * @description The standing order to set up (UK Open Banking). Give either `NumberOfPayments` or `FinalPaymentDateTime`, or neither for an open-ended order.
     */
    UkStandingOrderInitiation: {
      /**
       * @description How often the payment is made.
       * @example Monthly
       * @enum {string}
       */
      Frequency: 'Weekly' | 'Monthly' | 'Quarterly' | 'Yearly';
      /**
       * @description Reference on both statements, 1 to 35 characters.
       * @example PLOT-17
       */
      Reference: string;
      /**
       * @description Total number of payments, including the first and the final.
       * @example 12
       */
      NumberOfPayments?: number;
      /**
       * Format: date-time
       * @description Date of the first payment (ISO 8601, UTC). Today or later (UK time); an earlier day is refused with `400` (`formatMinimum`).
       * @example 2026-08-01T00:00:00.000Z
       */
      FirstPaymentDateTime: string;
      /**
       * Format: date-time
       * @description Date of the second payment; later payments follow `Frequency` (ISO 8601, UTC).
       * @example 2026-09-01T00:00:00.000Z
       */
      RecurringPaymentDateTime?: string;
      /**
       * Format: date-time
       * @description Date of the last payment (ISO 8601, UTC).
       * @example 2027-07-01T00:00:00.000Z
       */
      FinalPaymentDateTime?: string;
      /** @description Amount of the first payment. */
      FirstPaymentAmount: components['schemas']['ObMoney'];
      /** @description Amount of each payment between the first and the final. Default: the first amount. */
      RecurringPaymentAmount?: components['schemas']['ObMoney'];
      /** @description Amount of the final payment. Default: the recurring amount. */
      FinalPaymentAmount?: components['schemas']['ObMoney'];
      /** @description The payee's account (`SchemeName`, `Identification`, `Name`). */
      CreditorAccount: components['schemas']['ObCashAccount'];
    };
    /**
     * UkTransaction
     * @description A transaction of a UK account.
     */
    UkTransaction: {
      /**
       * @description The account.
       * @example a1f0c3e2-44b7-4d1e-9a52-6c8b3e7f0d15
       */
      AccountId: string;
      /**
       * @description The bank's identifier of the transaction, 1 to 210 characters.
       * @example txn-20260706-000913
       */
      TransactionId?: string;
      /**
       * @description Reference of the transaction, as given by the payer.
       * @example KL-INV-0457
       */
      TransactionReference?: string;
      /** @description References of the statements the transaction is on. */
      StatementReference?: string[];
      CreditDebitIndicator: components['schemas']['CreditDebitIndicator'];
      Status: components['schemas']['TransactionStatus'];
      /**
       * @description Whether the bank may still change the transaction.
       * @example Immutable
       * @enum {string}
       */
      TransactionMutability?: 'Mutable' | 'Immutable';
      /**
       * Format: date-time
       * @description When the transaction was posted (ISO 8601, UTC).
       * @example 2026-07-06T09:02:31.000Z
       */
      BookingDateTime: string;
      /**
       * Format: date-time
       * @description When the money is available (credits) or stops being available (debits) (ISO 8601, UTC).
       * @example 2026-07-06T09:02:31.000Z
       */
      ValueDateTime?: string;
      /**
       * @description Narrative of the transaction as shown on the statement.
       * @example BRAMBLE & FINCH KL-INV-0457
       */
      TransactionInformation?: string;
      /**
       * @description Address of the counterparty, as one line.
       * @example 14 Larch Row, Edinburgh
       */
      AddressLine?: string;
      Amount: components['schemas']['ObMoney'];
      ChargeAmount?: components['schemas']['ObMoney'];
      /** @description Currency conversion, for transactions in another currency. */
      CurrencyExchange?: {
        SourceCurrency: components['schemas']['CurrencyCode'];
        TargetCurrency?: components['schemas']['CurrencyCode'];
        UnitCurrency?: components['schemas']['CurrencyCode'];
        /**
         * @description Rate: units of `TargetCurrency` per unit of `SourceCurrency`.
         * @example 0.8561
         */
        ExchangeRate: number;
        /**
         * @description The exchange contract.
         * @example FX-20260704-1182
         */
        ContractIdentification?: string;
        /**
         * Format: date-time
         * @description When the rate was quoted (ISO 8601, UTC).
         * @example 2026-07-04T12:00:00.000Z
         */
        QuotationDate?: string;
        InstructedAmount?: components['schemas']['ObMoney'];
      };
      /** @description ISO 20022 bank transaction code. */
      BankTransactionCode?: {
        /**
         * @description Family code.
         * @example ReceivedCreditTransfers
         */
        Code: string;
        /**
         * @description Sub-family code.
         * @example DomesticCreditTransfer
         */
        SubCode: string;
      };
      /** @description The bank's own transaction code. */
      ProprietaryBankTransactionCode?: {
        /**
         * @description The code.
         * @example FPO
         */
        Code: string;
        /**
         * @description Who issued the code.
         * @example NatWest
         */
        Issuer?: string;
      };
      /** @description The account balance after the transaction. */
      Balance?: {
        CreditDebitIndicator: components['schemas']['CreditDebitIndicator'];
        Type: components['schemas']['BalanceType'];
        Amount: components['schemas']['ObMoney'];
      };
      /** @description The merchant, for card transactions. */
      MerchantDetails?: {
        /**
         * @description Merchant name.
         * @example Larch Row Coffee
         */
        MerchantName?: string;
        /**
         * @description Merchant category code (3 or 4 digits).
         * @example 5814
         */
        MerchantCategoryCode?: string;
      };
      CreditorAgent?: components['schemas']['ObFinancialInstitution'];
      DebtorAgent?: components['schemas']['ObFinancialInstitution'];
      CreditorAccount?: components['schemas']['ObCashAccount'];
      DebtorAccount?: components['schemas']['ObCashAccount'];
      /** @description The card, for card transactions. */
      CardInstrument?: {
        /**
         * @description Card scheme.
         * @example VISA
         * @enum {string}
         */
        CardSchemeName: 'AmericanExpress' | 'Diners' | 'Discover' | 'MasterCard' | 'VISA';
        /**
         * @description How the card payment was authorised.
         * @example Contactless
         * @enum {string}
         */
        AuthorisationType?: 'ConsumerDevice' | 'Contactless' | 'None' | 'PIN';
        /**
         * @description Name on the card.
         * @example ADA QUILL
         */
        Name?: string;
        /**
         * @description Masked card number.
         * @example ************4821
         */
        Identification?: string;
      };
      /**
       * @description Extra data the bank adds, passed on as given.
       * @example {}
       */
      SupplementaryData?: {
        [key: string]: unknown;
      };
    };
    /**
     * ValidationError
     * @description The request breaks a validation rule. Fix the field named by `dataPath` and send the request again.
     */
    ValidationError: {
      /** @description The first rule the request breaks. */
      error: {
        /**
         * @description The rule that failed: `required`, `enum`, `pattern`, `minLength`, `maxLength`, `minItems`, `maxItems`, `uniqueItems`, `minimum`, `maximum`, `format`, `formatMinimum` (a date earlier than the rule allows, such as a `futurePaymentDate` less than 2 days ahead), `type`, `additionalProperties` or `const`.
         * @example required
         */
        keyword: string;
        /**
         * @description Where in the body the problem is, in dot notation (`.beneficiary.name`); empty for the body itself.
         * @example .beneficiary
         */
        dataPath: string;
        /**
         * @description The rule in Fernpay's request schema, as a JSON pointer.
         * @example #/required
         */
        schemaPath: string;
        /** @description Details of the rule that failed; only the fields that apply are present. */
        params: {
          /**
           * @description For `required`: the missing field.
           * @example beneficiary
           */
          missingProperty?: string;
          /**
           * @description For `enum`: the allowed values (for `provider`, the providers you may use).
           * @example [
           *       "ob-natwest",
           *       "ob-monzo"
           *     ]
           */
          allowedValues?: string[];
          /**
           * @description For `additionalProperties`: the unknown field, which is rejected.
           * @example notes
           */
          additionalProperty?: string;
          /**
           * @description For length, item-count and number rules: the limit.
           * @example 18
           */
          limit?: number;
          /**
           * @description For `pattern`: the pattern the value must match.
           * @example ^[A-Z]{3}$
           */
          pattern?: string;
          /**
           * @description For `format`: the expected format.
           * @example date-time
           */
          format?: string;
        };
        /**
         * @description The problem in words.
         * @example should have required property 'beneficiary'
         */
        message: string;
      };
    };
    /**
     * VrpConsent
     * @description A variable recurring payment consent.
     */
    VrpConsent: {
      id: components['schemas']['ObjectId'];
      status: components['schemas']['VrpConsentStatus'];
      /**
       * @description Fernpay's reference of the consent.
       * @example FPV-2026-000031
       */
      referenceNumber: string;
      /**
       * @description Reference on bank statements, or `null`.
       * @example KL-SWEEP-01
       */
      reference?: string | null;
      provider: components['schemas']['ProviderSummary'];
      /** @description The account that receives the payments. */
      beneficiary: components['schemas']['PaymentBeneficiary'];
      /** @description The end user's paying account: as sent, or as the bank reports it after authorisation; `null` until known. */
      remitter?: components['schemas']['PaymentRemitter'] | null;
      /** @description Risk information as sent, or `null`. */
      risk?: components['schemas']['PaymentRisk'] | null;
      currency: components['schemas']['CurrencyCode'];
      maximumIndividualAmount: components['schemas']['ProviderAmount'];
      /** @description Limits per period. */
      periodicLimits: components['schemas']['PeriodicLimit'][];
      /** @description Kinds of VRP. */
      vrpType: components['schemas']['VrpType'][];
      /** @description Allowed authentication methods. */
      psuAuthenticationMethods: components['schemas']['PsuAuthenticationMethod'][];
      /**
       * Format: date-time
       * @description Start of the consent (ISO 8601, UTC).
       * @example 2026-07-08T00:00:00.000Z
       */
      validFrom: string;
      /**
       * Format: date-time
       * @description End of the consent, or `null` (ISO 8601, UTC).
       * @example 2027-07-07T23:59:59.000Z
       */
      validTo?: string | null;
      /**
       * Format: uri
       * @description Where the end user returns. 1 to 255 characters.
       * @example https://app.kestrelledger.example/bank/return
       */
      redirectUri: string;
      /**
       * Format: uri
       * @description Where webhooks go. 1 to 255 characters.
       * @example https://app.kestrelledger.example/webhooks/fernpay
       */
      webhookUri: string;
      /** @description How the end user authorises; `null` once authorised. */
      authorisationFlow?: components['schemas']['AuthorisationFlow'] | null;
      /**
       * Format: date-time
       * @description When the authorisation link stops working; `null` once authorised (ISO 8601, UTC).
       * @example 2026-07-08T11:00:00.000Z
       */
      expiryDate?: string | null;
      /** @description The consent as the bank holds it. */
      providerData?: {
        /**
         * @description The bank's consent id.
         * @example vrp-3f9a1c7e-2d4b-4e86-b051-7a2c9e4d1f83
         */
        ConsentId: string;
        /**
         * @description The bank's status (`AwaitingAuthorisation`, `Authorised`, `Rejected`, `Revoked`).
         * @example Authorised
         */
        Status: string;
        /**
         * Format: date-time
         * @description When the bank's status last changed (ISO 8601, UTC).
         * @example 2026-07-08T10:03:27.000Z
         */
        StatusUpdateDateTime?: string;
      };
      /**
       * Format: date-time
       * @description When the end user authorised the consent; `null` before (ISO 8601, UTC).
       * @example 2026-07-08T10:03:27.000Z
       */
      completedAt?: string | null;
      /**
       * Format: date-time
       * @description When the consent was created (ISO 8601, UTC).
       * @example 2026-07-08T10:00:00.000Z
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the consent last changed (ISO 8601, UTC).
       * @example 2026-07-08T10:03:27.000Z
       */
      updatedAt: string;
    };
    /**
     * VrpConsentFailure
     * @description The VRP consent could not be created (`400`).
     */
    VrpConsentFailure: {
      /** @description The failure. */
      error: {
        /**
         * Format: date-time
         * @description When the request failed (ISO 8601, UTC).
         * @example 2026-07-08T10:00:01.000Z
         */
        failed_at: string;
        /**
         * @description Always `vrp_consent_creation_error`.
         * @example vrp_consent_creation_error
         * @constant
         */
        failure_code: 'vrp_consent_creation_error';
        /** @description What failed. */
        failure_details: {
          /**
           * @description Summary of the failure.
           * @example VRP consent could not be created
           */
          message: string;
          /** @description The reasons, at least one. `ErrorCode` is one of: `only_sortcode_account_number_identification_type_allowed` (The bank accepts only sort code and account number identification; send `identificationType` `SortCodeAccountNumber`.), `only_iban_identification_type_allowed` (The bank accepts only IBAN identification; send `identificationType` `IBAN`.), `missing_beneficiary_sortcode` (`beneficiary.sortCode` (and `accountNumber`) is required for this bank.), `missing_beneficiary_iban` (`beneficiary.iban` is required for this bank.), `validFrom_date_string_wrong_format` (`validFrom` is not an ISO 8601 date-time (`2026-07-01T00:00:00.000Z`).), `validTo_date_string_wrong_format` (`validTo` is not an ISO 8601 date-time.), `UK.OBIE.Unsupported.Frequency` (The bank does not support the `periodType` of a periodic limit.) */
          errors: components['schemas']['FailureDetailError'][];
        };
      };
    };
    /**
     * VrpBeneficiary
     * @description The account that receives the payments of a VRP consent. `name` is required. Depending on the bank, only `identificationType` `SortCodeAccountNumber` (default; send `sortCode` and `accountNumber`) or only `IBAN` (send `iban`) is accepted. The bank checks the identification when the consent is created; a missing sort code, account number or IBAN gets `400` `vrp_consent_creation_error` (`missing_beneficiary_sortcode`, `missing_beneficiary_iban`).
     */
    VrpBeneficiary: {
      identificationType?: components['schemas']['IdentificationType'];
      sortCode?: components['schemas']['SortCode'];
      accountNumber?: components['schemas']['AccountNumber'];
      iban?: components['schemas']['Iban'];
      /**
       * @description Account holder name. 1 to 255 characters.
       * @example Ada Quill
       */
      name: string;
    };
    /**
     * VrpConsentRequest
     * @description A variable recurring payment consent: the limits within which you may take payments without sending the end user back to the bank. Unknown fields are rejected.
     */
    VrpConsentRequest: {
      provider: components['schemas']['ProviderId'];
      reference?: components['schemas']['PaymentReference'];
      /**
       * @description ISO 4217 currency code of the payment. Default `GBP`.
       * @default GBP
       */
      currency?: components['schemas']['CurrencyCode'];
      /** @description Maximum amount of one payment. */
      maximumIndividualAmount: components['schemas']['ProviderAmount'];
      /** @description Limits per period, at least one. */
      periodicLimits: components['schemas']['PeriodicLimit'][];
      /** @description Kinds of VRP, at least one. */
      vrpType: components['schemas']['VrpType'][];
      /** @description Allowed authentication methods, at least one. */
      psuAuthenticationMethods: components['schemas']['PsuAuthenticationMethod'][];
      /**
       * Format: date-time
       * @description When the consent starts. Default: now (ISO 8601, UTC).
       * @example 2026-07-08T00:00:00.000Z
       */
      validFrom?: string;
      /**
       * Format: date-time
       * @description When the consent ends. Default: no end date (ISO 8601, UTC).
       * @example 2027-07-07T23:59:59.000Z
       */
      validTo?: string;
      /** @description The account that receives the payments. Depending on the bank, only sort code and account number or only IBAN is accepted. */
      beneficiary: components['schemas']['VrpBeneficiary'];
      remitter?: components['schemas']['PaymentRemitter'];
      risk?: components['schemas']['PaymentRisk'];
      /** @description Where Fernpay sends the end user and the webhooks of this request. Spelt `option`, lower case, on every payment call; account access consents and UK standing order consents spell the same object `Option`. Unknown fields are rejected, so `Option` here gets `400`. */
      option?: components['schemas']['RequestOption'];
    };
    /**
     * VrpConsentStatus
     * @description Status of a VRP consent.
     * @example authorized
     * @enum {string}
     */
    VrpConsentStatus:
      | 'creation_initiated'
      | 'creation_failed'
      | 'awaiting_authorization'
      | 'authorized'
      | 'rejected'
      | 'deleted'
      | 'connection_lost';
    /**
     * VrpConsentWebhook
     * @description Body of the `VRP_CONSENT` webhook.
     */
    VrpConsentWebhook: {
      /**
       * @description The product, always `PAYMENTS`.
       * @example PAYMENTS
       * @constant
       */
      scope: 'PAYMENTS';
      /**
       * @description The event, always `VRP_CONSENT`.
       * @example VRP_CONSENT
       * @constant
       */
      event: 'VRP_CONSENT';
      /** @description The consent after the change, as the get call returns it. */
      data: components['schemas']['VrpConsent'];
      /**
       * Format: date-time
       * @description When Fernpay first tried to deliver the event (ISO 8601, UTC); the same on every retry.
       * @example 2026-07-08T10:03:28.000Z
       */
      sentAt: string;
    };
    /**
     * VrpFundsConfirmation
     * @description The bank's answer to a funds check.
     */
    VrpFundsConfirmation: {
      vrpConsentId: components['schemas']['ObjectId'];
      amount: components['schemas']['ProviderAmount'];
      /**
       * @description `true` if the end user's account holds the amount now.
       * @example true
       */
      fundsAvailable: boolean;
      /**
       * Format: date-time
       * @description When the bank checked (ISO 8601, UTC).
       * @example 2026-08-01T06:59:58.000Z
       */
      fundsAvailableDateTime: string;
    };
    /**
     * VrpFundsConfirmationRequest
     * @description The amount to check.
     */
    VrpFundsConfirmationRequest: {
      /** @description Amount you intend to take. */
      amount: components['schemas']['ProviderAmount'];
    };
    /**
     * VrpPayment
     * @description A payment under a VRP consent.
     */
    VrpPayment: {
      id: components['schemas']['ObjectId'];
      status: components['schemas']['VrpPaymentStatus'];
      vrpConsent: components['schemas']['ObjectId'];
      amount: components['schemas']['ProviderAmount'];
      currency: components['schemas']['CurrencyCode'];
      psuAuthenticationMethod: components['schemas']['PsuAuthenticationMethod'];
      provider: components['schemas']['ProviderSummary'];
      /**
       * @description The bank's payment id, or `null` before the bank accepts it.
       * @example vrpp-8b2d5e1a-4c7f-4a93-9e60-2f1b7d3c5a94
       */
      providerReferenceNumber?: string | null;
      /**
       * Format: uri
       * @description Where webhooks go. 1 to 255 characters.
       * @example https://app.kestrelledger.example/webhooks/fernpay
       */
      webhookUri?: string;
      /**
       * Format: date-time
       * @description When executed; `null` before (ISO 8601, UTC).
       * @example 2026-08-01T07:00:41.000Z
       */
      completedAt?: string | null;
      /**
       * Format: date-time
       * @description When created (ISO 8601, UTC).
       * @example 2026-08-01T07:00:00.000Z
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description When it last changed (ISO 8601, UTC).
       * @example 2026-08-01T07:00:41.000Z
       */
      updatedAt: string;
    };
    /**
     * VrpPaymentFailure
     * @description The VRP payment could not be initiated (`400`).
     */
    VrpPaymentFailure: {
      /** @description The failure. */
      error: {
        /**
         * Format: date-time
         * @description When the request failed (ISO 8601, UTC).
         * @example 2026-07-08T10:00:01.000Z
         */
        failed_at: string;
        /**
         * @description Always `vrp_payment_initiation_error`.
         * @example vrp_payment_initiation_error
         * @constant
         */
        failure_code: 'vrp_payment_initiation_error';
        /** @description What failed. */
        failure_details: {
          /**
           * @description Summary of the failure.
           * @example VRP consent could not be created
           */
          message: string;
          /** @description The reasons, at least one. `ErrorCode` is one of: `no_vrp_consent_found` (No VRP consent with `vrpConsentId` exists for your customer.), `vrp_consent_status_not_authorized` (The VRP consent is not `authorized`.), `UK.OBIE.Rules.FailsControlParameters` (The amount exceeds `maximumIndividualAmount` or what is left of a periodic limit.) */
          errors: components['schemas']['FailureDetailError'][];
        };
      };
    };
    /**
     * VrpPaymentList
     * @description VRP payments of a consent, newest first.
     */
    VrpPaymentList: components['schemas']['VrpPayment'][];
    /**
     * VrpPaymentRequest
     * @description A payment under an authorised VRP consent. Unknown fields are rejected.
     */
    VrpPaymentRequest: {
      vrpConsentId: components['schemas']['ObjectId'];
      /** @description Amount of the payment; at most `maximumIndividualAmount` and what is left of every periodic limit. */
      amount: components['schemas']['ProviderAmount'];
      psuAuthenticationMethod: components['schemas']['PsuAuthenticationMethod'];
      /** @description Where Fernpay sends the end user and the webhooks of this request. Spelt `option`, lower case, on every payment call; account access consents and UK standing order consents spell the same object `Option`. Unknown fields are rejected, so `Option` here gets `400`. */
      option?: components['schemas']['RequestOption'];
    };
    /**
     * VrpPaymentStatus
     * @description Status of a VRP payment.
     * @example executed
     * @enum {string}
     */
    VrpPaymentStatus:
      | 'initiated'
      | 'initiation_failed'
      | 'authorisation_failed'
      | 'insufficient_funds'
      | 'pending'
      | 'executed'
      | 'rejected';
    /**
     * VrpPaymentWebhook
     * @description Body of the `VRP_PAYMENT` webhook.
     */
    VrpPaymentWebhook: {
      /**
       * @description The product, always `PAYMENTS`.
       * @example PAYMENTS
       * @constant
       */
      scope: 'PAYMENTS';
      /**
       * @description The event, always `VRP_PAYMENT`.
       * @example VRP_PAYMENT
       * @constant
       */
      event: 'VRP_PAYMENT';
      /** @description The payment after the change, as the get call returns it. */
      data: components['schemas']['VrpPayment'];
      /**
       * Format: date-time
       * @description When Fernpay first tried to deliver the event (ISO 8601, UTC); the same on every retry.
       * @example 2026-08-01T07:00:42.000Z
       */
      sentAt: string;
    };
    /**
     * VrpType
     * @description Kind of VRP. Banks support only `Sweeping` today.
     * @example Sweeping
     * @enum {string}
     */
    VrpType: 'Sweeping' | 'Other';
    /**
     * Webhook
     * @description A webhook registration.
     */
    Webhook: {
      consentId: components['schemas']['ConsentId'];
      /**
       * Format: uri
       * @description Where the events are POSTed.
       * @example https://app.kestrelledger.example/webhooks/fernpay
       */
      url: string;
      event: components['schemas']['WebhookEvent'];
      product: components['schemas']['WebhookProduct'];
      /**
       * Format: date-time
       * @description When it was registered (ISO 8601, UTC).
       * @example 2026-07-01T08:00:05.000Z
       */
      createdAt: string;
    };
    /**
     * WebhookEvent
     * @description A provider webhook event.
     * @example ACCOUNT_ACCESS_CONSENT
     * @enum {string}
     */
    WebhookEvent:
      | 'ACCOUNT_ACCESS_CONSENT'
      | 'ACCOUNT'
      | 'ACCOUNTS'
      | 'ACCOUNT_BALANCES'
      | 'ACCOUNT_TRANSACTION'
      | 'ACCOUNT_TRANSACTIONS'
      | 'DOMESTIC_STANDING_ACCESS_CONSENT';
    /**
     * WebhookList
     * @description Webhook registrations of a consent.
     */
    WebhookList: components['schemas']['Webhook'][];
    /**
     * WebhookProduct
     * @description The product an event belongs to.
     * @example ACCOUNTS
     * @enum {string}
     */
    WebhookProduct: 'ACCOUNTS' | 'DOMESTIC_STANDING_PAYMENTS';
    /**
     * WebhookRegistrationRequest
     * @description Send the events of one product of a consent to a URL. The event must belong to the product. Unknown fields are rejected.
     */
    WebhookRegistrationRequest: {
      consentId: components['schemas']['ConsentId'];
      /**
       * Format: uri
       * @description Your HTTPS endpoint, 1 to 255 characters.
       * @example https://app.kestrelledger.example/webhooks/fernpay
       */
      url: string;
      event: components['schemas']['WebhookEvent'];
      product: components['schemas']['WebhookProduct'];
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
