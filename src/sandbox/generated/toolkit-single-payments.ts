/**
 * The schemas of the served toolkit-single-payments description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundle; tests/unit/sandbox-types.test.ts checks it).
 */
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * PaymentReference
     * @description Your reference for the payment, shown to the customer and used as the bank payment reference: 1 to 12 characters, letters, digits and hyphens only.
     * @example INV-2026-042
     */
    PaymentReference: string;
    /**
     * Amount
     * @description A money amount as a decimal string with exactly two decimal places and a dot as the decimal separator (no thousands separators, no currency symbol, no sign). Amounts are strings so that no precision is lost in JSON parsers.
     * @example 125.50
     */
    Amount: string;
    /**
     * ObjectId
     * @description A Fernpay identifier, 24 lowercase hexadecimal characters.
     * @example 6651b2c3d4e5f6a7b8c9d0e1
     */
    ObjectId: string;
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
     * CreateSinglePaymentRequest
     * @description The payment to create. Only `reference` and `amount` are required. The same body is used by create (which leaves the payment a `draft`) and create-and-process (which also processes it).
     */
    CreateSinglePaymentRequest: {
      reference: components['schemas']['PaymentReference'];
      /**
       * @description Amount to request, as a string with exactly two decimals.
       * @example 125.50
       */
      amount: components['schemas']['Amount'];
      /**
       * @description Identifier of your company bank account that receives the money (see the bank accounts API). Omit it to use your default bank account.
       * @example 66509a8b7c6d5e4f3a2b1c0d
       */
      bankAccount?: components['schemas']['ObjectId'];
      /**
       * @description Name of the customer who pays, 1 to 255 characters.
       * @example Ada Quill
       */
      customerName?: string;
      /**
       * Format: date
       * @description Date (`YYYY-MM-DD`) by which the customer should pay. After it the payment becomes `overdue` but can still be paid.
       * @example 2026-07-31
       */
      dueDate?: string;
      /**
       * Format: email
       * @description Email address of the customer; Fernpay emails the payment link to it once processed.
       * @example ada.quill@example.org
       */
      customerEmail?: string;
      /**
       * @description Further email addresses copied on the emails Fernpay sends to the customer, at most 10.
       * @default []
       * @example [
       *       "accounts@brambleandfinch.example"
       *     ]
       */
      customerEmailCC?: string[];
      /**
       * @description How the customer pays; `fernpay_ob` when left out. `fernpay_card_payments` is accepted only once card payments are activated in the toolkit settings (otherwise `400`). Processing a `cash` or `other` payment marks it `paid` at once.
       * @default fernpay_ob
       */
      paymentMethod?: components['schemas']['PaymentMethod'];
      /**
       * @description What the payment is for, shown to the customer; at most 1000 characters.
       * @example Garden design consultation, June 2026
       */
      description?: string;
      /**
       * Format: uri
       * @description Where to send the customer after paying, instead of the integration's `redirectUrl`. Used only when the integration has `fernpayPaymentPageRedirectEnabled` set to `true`; otherwise the customer stays on Fernpay's payment result page.
       * @example https://brambleandfinch.example/thank-you
       */
      customRedirectUrl?: string;
      /**
       * @description Notes to attach to the payment when it is created, oldest first.
       * @default []
       */
      notes?: components['schemas']['MerchantNoteInput'][];
    };
    /**
     * Currency
     * @description Three-letter ISO 4217 currency code, in capital letters. Payments are created in the currency of the company's bank account; Fernpay payments are in pounds sterling (`GBP`).
     * @default GBP
     * @example GBP
     */
    Currency: string;
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
     * ErrorMessage
     * @description A plain-text error message (`text/plain`), not JSON: `Unauthorized`, `Access Denied`, `Not Found`, a message naming the broken rule for `400`, or the error message for `500`.
     * @example Not Found
     */
    ErrorMessage: string;
    /**
     * SinglePaymentResponse
     * @description Envelope of a get call.
     */
    SinglePaymentResponse: {
      data: components['schemas']['SinglePayment'];
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
     * SinglePaymentList
     * @description One page of payments, newest first, with the pagination fields.
     */
    SinglePaymentList: {
      /** @description The payments on this page (at most `limit`), newest first. */
      docs: components['schemas']['SinglePayment'][];
    } & components['schemas']['Pagination'];
    /**
     * ListSinglePaymentsResponse
     * @description Envelope of a list call.
     */
    ListSinglePaymentsResponse: {
      data: components['schemas']['SinglePaymentList'];
    };
    /**
     * EditSinglePaymentRequest
     * @description The fields to change; fields you leave out keep their value. Send at least one field.
     *
     *     - While the payment is a `draft`, every field below may be edited.
     *     - After the payment has left `draft`, only `customerName`, `dueDate`,
     *       `customerEmail`, `customerEmailCC` and `description` may be edited; sending any
     *       other field is rejected with `400`.
     *
     *     Notes are not edited here: use the note calls.
     */
    EditSinglePaymentRequest: {
      /**
       * @description New reference (1 to 12 letters, digits or hyphens). Draft only.
       * @example INV-2026-042
       */
      reference?: components['schemas']['PaymentReference'];
      /**
       * @description New amount, with exactly two decimals. Draft only.
       * @example 125.50
       */
      amount?: components['schemas']['Amount'];
      /**
       * @description Identifier of another company bank account to receive the money. Draft only.
       * @example 66509a8b7c6d5e4f3a2b1c0d
       */
      bankAccount?: components['schemas']['ObjectId'];
      /**
       * @description New customer name, 1 to 255 characters. Editable in any status.
       * @example Ada Quill
       */
      customerName?: string;
      /**
       * Format: date
       * @description New due date (`YYYY-MM-DD`). Editable in any status.
       * @example 2026-08-15
       */
      dueDate?: string;
      /**
       * Format: email
       * @description New customer email address. Editable in any status.
       * @example ada.quill@example.org
       */
      customerEmail?: string;
      /**
       * @description The complete new list of copied addresses, at most 10 (it replaces the old list; send `[]` to remove them all). Editable in any status.
       * @example [
       *       "accounts@brambleandfinch.example"
       *     ]
       */
      customerEmailCC?: string[];
      /**
       * @description New payment method. Draft only. `fernpay_card_payments` needs card payments to be activated in the toolkit settings.
       * @example fernpay_ob_qr
       */
      paymentMethod?: components['schemas']['PaymentMethod'];
      /**
       * @description New description, at most 1000 characters. Editable in any status.
       * @example Garden design consultation and planting plan, June 2026
       */
      description?: string;
      /**
       * Format: uri
       * @description New redirect URL for after payment. Draft only.
       * @example https://brambleandfinch.example/thank-you
       */
      customRedirectUrl?: string;
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
     * PaymentLinkId
     * @description The hashed id of a payment link: the value of the `p` query parameter of a single or recurring payment's `link` (`https://pay.fernpay.example/payment?p=<hashed id>`), 20 lowercase hexadecimal characters. It is not the payment's `id`, and it is the only id the public payment-flow calls take.
     * @example b7e3c1f09a4d2e6c8f51
     */
    PaymentLinkId: string;
    /**
     * PublicSinglePaymentData
     * @description What the payment page needs to show a payment to the customer, without credentials and without the payment's private fields.
     */
    PublicSinglePaymentData: {
      /** @description The hashed payment id, as in the `p` parameter of the link. */
      id: components['schemas']['PaymentLinkId'];
      /**
       * Format: uri
       * @description The customer payment link.
       * @example https://pay.fernpay.example/payment?p=b7e3c1f09a4d2e6c8f51
       */
      link: string;
      /**
       * @description The payment link as a QR code, a `data:` URL of a PNG image.
       * @example data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPgttUDAADNAHeD8SzuAAAAAElFTkSuQmCC
       */
      qrCodeData: string;
      /** @description Current status. The customer can start the payment only while it is `sent`, `overdue` or `rejected`; show the other statuses as a result (for example "Paid" or "This payment was cancelled"). */
      status: components['schemas']['PaymentStatus'];
    };
    /**
     * PublicSinglePaymentDataResponse
     * @description Envelope of the public payment data call.
     */
    PublicSinglePaymentDataResponse: {
      data: components['schemas']['PublicSinglePaymentData'];
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
     * ProviderListResponse
     * @description Envelope of the providers list.
     */
    ProviderListResponse: {
      /** @description The providers, sorted by `name`. */
      data: components['schemas']['ProviderListItem'][];
    };
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
     * InitiatePublicSinglePaymentRequest
     * @description The payment to start and the bank the customer chose.
     */
    InitiatePublicSinglePaymentRequest: {
      /** @description The hashed payment id: the value of the `p` query parameter of the payment link (`https://pay.fernpay.example/payment?p=<hashed id>`). Not the payment's `id`. */
      id: components['schemas']['PaymentLinkId'];
      /** @description The bank the customer chose: the `externalId` of an enabled provider from the providers list (for example `ob-natwest`). The sandbox enables only the banks' test environments (`ob-natwest-sandbox`, as in the example); live, send the bank itself. */
      provider: components['schemas']['BankProviderConnectable'];
    };
    /**
     * InitiatePublicSinglePaymentResponse
     * @description The bank authorisation was started. Send the customer's browser to `data.authUrl`. The success flag is named `sucess` (one `c`, two `s`); read exactly that key.
     */
    InitiatePublicSinglePaymentResponse: {
      /**
       * @description Always `true` when the authorisation was started. The key is `sucess`.
       * @example true
       * @constant
       */
      sucess: true;
      /** @description Where the customer authorises the payment. */
      data: {
        /**
         * Format: uri
         * @description The bank's authorisation page. Redirect the customer to it at once: it expires after about one hour. After authorising, the bank returns the customer to Fernpay's payment result page.
         * @example https://ob-natwest.bank.example/authorize?request=7a1c9e2f4b6d8a0c3e5f
         */
        authUrl: string;
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
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
