/**
 * The schemas of the served toolkit-single-payments description, as openapi-typescript generates them: do not edit
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
    PaymentMethod: shared['schemas']['PaymentMethod'];
    MerchantNoteVisibility: shared['schemas']['MerchantNoteVisibility'];
    MerchantNoteInput: shared['schemas']['MerchantNoteInput'];
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
    Currency: shared['schemas']['Currency'];
    PaymentStatus: shared['schemas']['PaymentStatus'];
    NoteVisibility: shared['schemas']['NoteVisibility'];
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
    SavedSinglePaymentResponse: shared['schemas']['SavedSinglePaymentResponse'];
    DeletedResponse: shared['schemas']['DeletedResponse'];
    RefundPayeeAccountInfo: shared['schemas']['RefundPayeeAccountInfo'];
    RefundRequest: shared['schemas']['RefundRequest'];
    PaymentLinkId: shared['schemas']['PaymentLinkId'];
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
    ProviderListItem: shared['schemas']['ProviderListItem'];
    /**
     * ProviderListResponse
     * @description Envelope of the providers list.
     */
    ProviderListResponse: {
      /** @description The providers, sorted by `name`. */
      data: components['schemas']['ProviderListItem'][];
    };
    BankProviderConnectable: shared['schemas']['BankProviderConnectable'];
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
