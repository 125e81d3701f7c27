/**
 * The schemas of the served partner-single-payments description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundles; tests/unit/sandbox-types.test.ts checks it).
 */
import type {components as shared} from './shared';

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    PaymentReference: shared['schemas']['PaymentReference'];
    Amount: shared['schemas']['Amount'];
    ObjectId: shared['schemas']['ObjectId'];
    /**
     * PartnerPaymentMethod
     * @description The payment methods a partner may use.
     *
     *     - `fernpay_ob`: open-banking payment. Processing generates a payment link; the customer
     *       opens it, picks their bank and authorises the payment there.
     *     - `fernpay_ob_qr`: open-banking payment presented as a QR code. Processing generates the
     *       same link plus QR code data; the customer scans the code and authorises the payment in
     *       their banking app.
     *
     *     Partners may not use `cash`, `other` or `fernpay_card_payments`: a request that sends one
     *     is rejected with `400`. Payments the company creates itself in the merchant (toolkit) API
     *     can carry those methods, so they can appear in what you read.
     * @example fernpay_ob
     * @enum {string}
     */
    PartnerPaymentMethod: 'fernpay_ob' | 'fernpay_ob_qr';
    NoteVisibility: shared['schemas']['NoteVisibility'];
    NoteInput: shared['schemas']['NoteInput'];
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
       * @description Identifier of the company bank account that receives the money (see the bank accounts API). Omit it to use the company's default bank account.
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
      /** @default fernpay_ob */
      paymentMethod?: components['schemas']['PartnerPaymentMethod'];
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
      notes?: components['schemas']['NoteInput'][];
    };
    PaymentMethod: shared['schemas']['PaymentMethod'];
    Currency: shared['schemas']['Currency'];
    PaymentStatus: shared['schemas']['PaymentStatus'];
    Note: shared['schemas']['Note'];
    SortCode: shared['schemas']['SortCode'];
    AccountNumber: shared['schemas']['AccountNumber'];
    RefundPayeeAccount: shared['schemas']['RefundPayeeAccount'];
    DataApiCheckStatus: shared['schemas']['DataApiCheckStatus'];
    SinglePayment: shared['schemas']['SinglePayment'];
    CreateSinglePaymentResponse: shared['schemas']['CreateSinglePaymentResponse'];
    ErrorMessage: shared['schemas']['ErrorMessage'];
    SinglePaymentResponse: shared['schemas']['SinglePaymentResponse'];
    Pagination: shared['schemas']['Pagination'];
    SinglePaymentList: shared['schemas']['SinglePaymentList'];
    ListSinglePaymentsResponse: shared['schemas']['ListSinglePaymentsResponse'];
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
       * @description New payment method (`fernpay_ob` or `fernpay_ob_qr`). Draft only.
       * @example fernpay_ob_qr
       */
      paymentMethod?: components['schemas']['PartnerPaymentMethod'];
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
    SavedSinglePaymentResponse: shared['schemas']['SavedSinglePaymentResponse'];
    DeletedResponse: shared['schemas']['DeletedResponse'];
    RefundPayeeAccountInfo: shared['schemas']['RefundPayeeAccountInfo'];
    RefundRequest: shared['schemas']['RefundRequest'];
    WebhookEnvelope: shared['schemas']['WebhookEnvelope'];
    SinglePaymentStatusUpdateWebhook: shared['schemas']['SinglePaymentStatusUpdateWebhook'];
    SinglePaymentDataApiCheckWebhook: shared['schemas']['SinglePaymentDataApiCheckWebhook'];
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
