/**
 * The schemas of the served toolkit-recurring-payments description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundle; tests/unit/sandbox-types.test.ts checks it).
 */
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * Amount
     * @description A money amount as a decimal string with exactly two decimal places and a dot as the decimal separator (no thousands separators, no currency symbol, no sign). Amounts are strings so that no precision is lost in JSON parsers.
     * @example 125.50
     */
    Amount: string;
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
     * CreateRecurringPaymentRequest
     * @description The recurring payment to create, with optional notes. The same body is used by create (which leaves it a `draft`) and create-and-process (which also sends it). Unknown fields are rejected with `400`.
     */
    CreateRecurringPaymentRequest: components['schemas']['RecurringPaymentInput'] & {
      /**
       * @description Notes to attach when the recurring payment is created, each `public` or `private`.
       * @default []
       */
      notes?: components['schemas']['MerchantNoteInput'][];
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
     * Currency
     * @description Three-letter ISO 4217 currency code, in capital letters. Payments are created in the currency of the company's bank account; Fernpay payments are in pounds sterling (`GBP`).
     * @default GBP
     * @example GBP
     */
    Currency: string;
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
     * InitiateRecurringPaymentFlowRequest
     * @description Which recurring payment the customer is setting up, and at which bank. Send the same body for both calls when there is an initial payment.
     */
    InitiateRecurringPaymentFlowRequest: {
      /**
       * @description The kind of payment flow, always `recurring` for a recurring payment.
       * @example recurring
       * @constant
       */
      type: 'recurring';
      /** @description The hashed recurring payment id: the value of the `p` query parameter of the recurring payment's `link` (not its `id`), for example `c4a9e2d71f0b83e6a5d2`. */
      id: components['schemas']['PaymentLinkId'];
      /**
       * @description The bank the customer pays from, chosen on the payment page: the `externalId` of an enabled provider from `GET /public/providers/list` (for example `ob-natwest`). The sandbox enables only the banks' test environments (`ob-natwest-sandbox`, as in the example); live, send the bank itself.
       * @example ob-natwest
       */
      provider: components['schemas']['BankProviderConnectable'];
    };
    /**
     * InitiateRecurringPaymentFlowResponse
     * @description The bank authorisation link for the next set-up step.
     */
    InitiateRecurringPaymentFlowResponse: {
      /** @description The authorisation to perform. */
      data: {
        /**
         * Format: uri
         * @description The customer's bank authorisation page. Send the customer there (redirect, or open it on a phone); it is valid for one use and expires after one hour.
         * @example https://auth.natwest.example/oauth2/authorize?request=fp-ip-7a2c91e4
         */
        authUrl: string;
        /**
         * @description Which authorisation the link is for.
         *
         *     - `initial_payment`: the customer pays the initial amount. When they are back
         *       from the bank, call again for the standing order.
         *     - `standing_order`: the customer authorises the standing order of the scheduled
         *       payments. This is the last step.
         * @example initial_payment
         * @enum {string}
         */
        step: 'initial_payment' | 'standing_order';
      };
    };
    /**
     * ListRecurringPaymentsResponse
     * @description Envelope of the list call.
     */
    ListRecurringPaymentsResponse: {
      data: components['schemas']['RecurringPaymentList'];
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
       * @description Result of the latest data API check of the current scheduled payment: Fernpay reads the receiving bank account at the start of every hour to find the payment. `waiting_for_first_check` from set-up until the first payment date. `null` while the recurring payment is not set up, and always when `bankAccount` is not connected through the data API.
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
     * PaymentLinkId
     * @description The hashed id of a payment link: the value of the `p` query parameter of a single or recurring payment's `link` (`https://pay.fernpay.example/payment?p=<hashed id>`), 20 lowercase hexadecimal characters. It is not the payment's `id`, and it is the only id the public payment-flow calls take.
     * @example b7e3c1f09a4d2e6c8f51
     */
    PaymentLinkId: string;
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
