/**
 * The schemas of the served partner-transactions description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundle; tests/unit/sandbox-types.test.ts checks it).
 */
export interface paths {
  '/{companyId}/payments/transactions/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List transactions
     * @description Returns the company's transactions one page at a time, newest first (by
     *     `createdAt`), sandbox transactions included (see `isSandbox`). All filters are
     *     optional and are combined (a transaction must match every filter given):
     *
     *     - `status`, `direction`, `parentEntityType` and `parentEntityId` match exactly;
     *     - `from` and `to` are dates (`YYYY-MM-DD`, UTC) that bound `createdAt`, both inclusive.
     *
     *     Filter on `parentEntityId` to get every transaction of one payment (the payment and its
     *     refunds) or of one recurring payment (one per collection). Lists take `page` (from 1, default 1) and `limit` (1 to 100, default 25), and answer with `totalDocs`, `totalPages` and `hasNextPage`. Follow `hasNextPage` to read further pages.
     *
     *     **Side effects:** none.
     */
    get: operations['listTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/{companyId}/payments/transactions/statistics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get transaction statistics
     * @description Returns figures about the company's **completed, non-sandbox** transactions whose
     *     `completedAt` falls between `completedFrom` and `completedTo` (UTC days, both
     *     included): how many there were (`count`), how much they add up to (`totalAmount`),
     *     the average amount (`avgAmount`) and the average number per day (`avgCount`), and
     *     each of the four day by day (`countByDate`, `totalAmountByDate`, `avgAmountByDate`,
     *     `avgCountByDate`, one entry per day of the range, days without transactions
     *     included).
     *
     *     Transactions in any other status, and sandbox transactions (`isSandbox` `true`), are
     *     not counted. Incoming transactions are counted by default; pass `direction=outgoing`
     *     for refunds. Without dates, the range is the last 30 days up to today. A range may
     *     cover at most 366 days.
     *
     *     Amounts are GBP strings with two decimals; averages are rounded half up to two
     *     decimals. Figures are computed when you call, so they include transactions completed a
     *     moment ago.
     *
     *     **Side effects:** none.
     */
    get: operations['getTransactionStatistics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/{companyId}/payments/transactions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a transaction
     * @description Returns one transaction of the company, in any status: its amount, direction and
     *     status, the payment or recurring payment that produced it (`parentEntityType`,
     *     `parentEntityId`), and that parent's latest data API check result.
     *
     *     **Side effects:** none.
     */
    get: operations['getTransaction'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
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
     * TransactionStatisticsResponse
     * @description Envelope of the statistics call.
     */
    TransactionStatisticsResponse: {
      data: components['schemas']['Statistics'];
    };
    /**
     * TransactionResponse
     * @description Envelope of the get call.
     */
    TransactionResponse: {
      data: components['schemas']['Transaction'];
    };
  };
  responses: {
    /** @description The `X-Terminal-Id` or `X-Terminal-Secret` header is missing, malformed, or does not match an active terminal (remember that sandbox and live terminals differ). */
    Unauthorized: {
      headers: {
        'RateLimit-Limit': components['headers']['RateLimitLimit'];
        'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
        'RateLimit-Reset': components['headers']['RateLimitReset'];
        [name: string]: unknown;
      };
      content: {
        'text/plain': string;
      };
    };
    /** @description The credentials are valid but the terminal may not perform this call: for example a partner terminal acting on a company it does not manage, or a merchant terminal whose role or subscription does not include the call. */
    AccessDenied: {
      headers: {
        'RateLimit-Limit': components['headers']['RateLimitLimit'];
        'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
        'RateLimit-Reset': components['headers']['RateLimitReset'];
        [name: string]: unknown;
      };
      content: {
        'text/plain': string;
      };
    };
    /** @description A resource named in the path (company, payment or note) does not exist, or does not belong to the company in the path. */
    NotFound: {
      headers: {
        'RateLimit-Limit': components['headers']['RateLimitLimit'];
        'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
        'RateLimit-Reset': components['headers']['RateLimitReset'];
        [name: string]: unknown;
      };
      content: {
        'text/plain': string;
      };
    };
    /** @description Your credential sent more requests in the current window than its rate limit allows (per terminal; per client IP address for public calls). Nothing was done. Wait `Retry-After` seconds, then send the same request again (with the same `Idempotency-Key`, if it had one). */
    TooManyRequests: {
      headers: {
        'RateLimit-Limit': components['headers']['RateLimitLimit'];
        'RateLimit-Remaining': components['headers']['RateLimitRemainingExhausted'];
        'RateLimit-Reset': components['headers']['RateLimitReset'];
        'Retry-After': components['headers']['RetryAfter'];
        [name: string]: unknown;
      };
      content: {
        'text/plain': string;
      };
    };
    /** @description An unexpected error on the Fernpay side. The body is a plain-text error message. Retry later with backoff; if it persists, contact support with the time and the request. */
    ServerError: {
      headers: {
        'RateLimit-Limit': components['headers']['RateLimitLimit'];
        'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
        'RateLimit-Reset': components['headers']['RateLimitReset'];
        [name: string]: unknown;
      };
      content: {
        'text/plain': string;
      };
    };
  };
  parameters: {
    /**
     * @description Identifier of the managed company the call acts on (24-character hexadecimal ObjectId), as returned when you created the company or listed your companies. The company must be one you manage.
     * @example 6650f1c2a9d3e4b5c6d7e8f9
     */
    CompanyId: string;
    /**
     * @description The page to return, starting at 1.
     * @example 1
     */
    Page: number;
    /**
     * @description How many items to return per page, 1 to 100.
     * @example 25
     */
    Limit: number;
    /**
     * @description Return only transactions in this status.
     * @example completed
     */
    TransactionStatusFilter: components['schemas']['TransactionStatus'];
    /**
     * @description Return only incoming (payments and collections) or only outgoing (refunds) transactions.
     * @example incoming
     */
    DirectionFilter: components['schemas']['TransactionDirection'];
    /**
     * @description Return only transactions produced by single payments (`Payment`) or by recurring payments (`RecurringPayment`).
     * @example RecurringPayment
     */
    ParentEntityTypeFilter: components['schemas']['TransactionParentEntityType'];
    /**
     * @description Return only the transactions of one single payment or recurring payment (its `id`): for example a payment and its refund, or every collection of a recurring payment.
     * @example 6652d4e5f6a7b8c9d0e1f2a1
     */
    ParentEntityIdFilter: components['schemas']['ObjectId'];
    /**
     * @description Return only transactions created on or after this date (`YYYY-MM-DD`, UTC; the whole day is included). Compared with `createdAt`.
     * @example 2026-07-01
     */
    CreatedFrom: string;
    /**
     * @description Return only transactions created on or before this date (`YYYY-MM-DD`, UTC; the whole day is included). Compared with `createdAt`.
     * @example 2026-07-31
     */
    CreatedTo: string;
    /**
     * @description First day of the range (`YYYY-MM-DD`, UTC; included), compared with `completedAt`. Defaults to 29 days before `completedTo`, so that the default range is 30 days. Must be on or before `completedTo`; the range may cover at most 366 days.
     * @example 2026-07-01
     */
    CompletedFrom: string;
    /**
     * @description Last day of the range (`YYYY-MM-DD`, UTC; included), compared with `completedAt`. Defaults to today (UTC).
     * @example 2026-07-07
     */
    CompletedTo: string;
    /**
     * @description Which transactions to count: `incoming` (payments and recurring collections, the default) or `outgoing` (refunds). The two are never added together.
     * @example incoming
     */
    StatisticsDirection: components['schemas']['TransactionDirection'];
    /**
     * @description Identifier of the transaction (24-character hexadecimal ObjectId), as returned by the list call.
     * @example 6654e5f6a7b8c9d0e1f2a3b1
     */
    TransactionId: components['schemas']['ObjectId'];
  };
  requestBodies: never;
  headers: {
    /**
     * @description How many requests your credential may send in the current window. Sent on every response. See [Rate limits](/api-conventions#rate-limits).
     * @example 600
     */
    RateLimitLimit: number;
    /**
     * @description How many requests your credential has left in the current window; `0` on a `429`. Sent on every response.
     * @example 597
     */
    RateLimitRemaining: number;
    /**
     * @description Requests your credential has left in the current window: always `0` on a `429`.
     * @example 0
     */
    RateLimitRemainingExhausted: 0;
    /**
     * @description Seconds until the current window ends and `RateLimit-Remaining` is back at `RateLimit-Limit`. Sent on every response.
     * @example 12
     */
    RateLimitReset: number;
    /**
     * @description Seconds to wait before you send the next request (the same value as `RateLimit-Reset`, at least 1). Sent with `429` only.
     * @example 12
     */
    RetryAfter: number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listTransactions: {
    parameters: {
      query?: {
        /**
         * @description The page to return, starting at 1.
         * @example 1
         */
        page?: components['parameters']['Page'];
        /**
         * @description How many items to return per page, 1 to 100.
         * @example 25
         */
        limit?: components['parameters']['Limit'];
        /**
         * @description Return only transactions in this status.
         * @example completed
         */
        status?: components['parameters']['TransactionStatusFilter'];
        /**
         * @description Return only incoming (payments and collections) or only outgoing (refunds) transactions.
         * @example incoming
         */
        direction?: components['parameters']['DirectionFilter'];
        /**
         * @description Return only transactions produced by single payments (`Payment`) or by recurring payments (`RecurringPayment`).
         * @example RecurringPayment
         */
        parentEntityType?: components['parameters']['ParentEntityTypeFilter'];
        /**
         * @description Return only the transactions of one single payment or recurring payment (its `id`): for example a payment and its refund, or every collection of a recurring payment.
         * @example 6652d4e5f6a7b8c9d0e1f2a1
         */
        parentEntityId?: components['parameters']['ParentEntityIdFilter'];
        /**
         * @description Return only transactions created on or after this date (`YYYY-MM-DD`, UTC; the whole day is included). Compared with `createdAt`.
         * @example 2026-07-01
         */
        from?: components['parameters']['CreatedFrom'];
        /**
         * @description Return only transactions created on or before this date (`YYYY-MM-DD`, UTC; the whole day is included). Compared with `createdAt`.
         * @example 2026-07-31
         */
        to?: components['parameters']['CreatedTo'];
      };
      header?: never;
      path: {
        /**
         * @description Identifier of the managed company the call acts on (24-character hexadecimal ObjectId), as returned when you created the company or listed your companies. The company must be one you manage.
         * @example 6650f1c2a9d3e4b5c6d7e8f9
         */
        companyId: components['parameters']['CompanyId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of transactions with the pagination fields, in `data`. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListTransactionsResponse'];
        };
      };
      /** @description A filter breaks its rule: an unknown `status`, `direction` or `parentEntityType`, an id that is not 24 hexadecimal characters, a date not in `YYYY-MM-DD` form, or `page` or `limit` out of range. */
      400: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['AccessDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getTransactionStatistics: {
    parameters: {
      query?: {
        /**
         * @description First day of the range (`YYYY-MM-DD`, UTC; included), compared with `completedAt`. Defaults to 29 days before `completedTo`, so that the default range is 30 days. Must be on or before `completedTo`; the range may cover at most 366 days.
         * @example 2026-07-01
         */
        completedFrom?: components['parameters']['CompletedFrom'];
        /**
         * @description Last day of the range (`YYYY-MM-DD`, UTC; included), compared with `completedAt`. Defaults to today (UTC).
         * @example 2026-07-07
         */
        completedTo?: components['parameters']['CompletedTo'];
        /**
         * @description Which transactions to count: `incoming` (payments and recurring collections, the default) or `outgoing` (refunds). The two are never added together.
         * @example incoming
         */
        direction?: components['parameters']['StatisticsDirection'];
      };
      header?: never;
      path: {
        /**
         * @description Identifier of the managed company the call acts on (24-character hexadecimal ObjectId), as returned when you created the company or listed your companies. The company must be one you manage.
         * @example 6650f1c2a9d3e4b5c6d7e8f9
         */
        companyId: components['parameters']['CompanyId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The statistics, in `data`. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransactionStatisticsResponse'];
        };
      };
      /** @description A date is not in `YYYY-MM-DD` form, `completedFrom` is after `completedTo`, the range covers more than 366 days, or `direction` is unknown. */
      400: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['AccessDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getTransaction: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Identifier of the managed company the call acts on (24-character hexadecimal ObjectId), as returned when you created the company or listed your companies. The company must be one you manage.
         * @example 6650f1c2a9d3e4b5c6d7e8f9
         */
        companyId: components['parameters']['CompanyId'];
        /**
         * @description Identifier of the transaction (24-character hexadecimal ObjectId), as returned by the list call.
         * @example 6654e5f6a7b8c9d0e1f2a3b1
         */
        id: components['parameters']['TransactionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The transaction, in `data`. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransactionResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['AccessDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
}
