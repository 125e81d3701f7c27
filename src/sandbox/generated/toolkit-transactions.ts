/**
 * The schemas of the served toolkit-transactions description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundle; tests/unit/sandbox-types.test.ts checks it).
 */
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
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
     * ObjectId
     * @description A Fernpay identifier, 24 lowercase hexadecimal characters.
     * @example 6651b2c3d4e5f6a7b8c9d0e1
     */
    ObjectId: string;
    /**
     * Amount
     * @description A money amount as a decimal string with exactly two decimal places and a dot as the decimal separator (no thousands separators, no currency symbol, no sign). Amounts are strings so that no precision is lost in JSON parsers.
     * @example 125.50
     */
    Amount: string;
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
     * TransactionList
     * @description One page of transactions, newest first (by `createdAt`), with the pagination fields.
     */
    TransactionList: {
      /** @description The transactions on this page (at most `limit`), newest first. */
      docs: components['schemas']['Transaction'][];
    } & components['schemas']['Pagination'];
    /**
     * ListTransactionsResponse
     * @description Envelope of the list call.
     */
    ListTransactionsResponse: {
      data: components['schemas']['TransactionList'];
    };
    /**
     * TransactionResponse
     * @description Envelope of the get call.
     */
    TransactionResponse: {
      data: components['schemas']['Transaction'];
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
