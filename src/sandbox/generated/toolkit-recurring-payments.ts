/**
 * The schemas of the served toolkit-recurring-payments description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundles; tests/unit/sandbox-types.test.ts checks it).
 */
import type {components as shared} from './shared';

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Amount: shared['schemas']['Amount'];
    BankProviderConnectable: shared['schemas']['BankProviderConnectable'];
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
    CreateRecurringPaymentResponse: shared['schemas']['CreateRecurringPaymentResponse'];
    Currency: shared['schemas']['Currency'];
    DataApiCheckStatus: shared['schemas']['DataApiCheckStatus'];
    DeletedResponse: shared['schemas']['DeletedResponse'];
    EditRecurringPaymentRequest: shared['schemas']['EditRecurringPaymentRequest'];
    ErrorMessage: shared['schemas']['ErrorMessage'];
    InitialPayment: shared['schemas']['InitialPayment'];
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
    ListRecurringPaymentsResponse: shared['schemas']['ListRecurringPaymentsResponse'];
    MerchantNoteInput: shared['schemas']['MerchantNoteInput'];
    MerchantNoteVisibility: shared['schemas']['MerchantNoteVisibility'];
    Note: shared['schemas']['Note'];
    NoteVisibility: shared['schemas']['NoteVisibility'];
    ObjectId: shared['schemas']['ObjectId'];
    Pagination: shared['schemas']['Pagination'];
    PaymentReference: shared['schemas']['PaymentReference'];
    PaymentStatus: shared['schemas']['PaymentStatus'];
    RecurringFrequency: shared['schemas']['RecurringFrequency'];
    RecurringPayment: shared['schemas']['RecurringPayment'];
    RecurringPaymentInput: shared['schemas']['RecurringPaymentInput'];
    RecurringPaymentList: shared['schemas']['RecurringPaymentList'];
    RecurringPaymentPartialPaymentWebhook: shared['schemas']['RecurringPaymentPartialPaymentWebhook'];
    RecurringPaymentPaymentMadeWebhook: shared['schemas']['RecurringPaymentPaymentMadeWebhook'];
    RecurringPaymentPaymentMissedWebhook: shared['schemas']['RecurringPaymentPaymentMissedWebhook'];
    RecurringPaymentPermanentConnectionLossWebhook: shared['schemas']['RecurringPaymentPermanentConnectionLossWebhook'];
    RecurringPaymentResponse: shared['schemas']['RecurringPaymentResponse'];
    RecurringPaymentStatusUpdateWebhook: shared['schemas']['RecurringPaymentStatusUpdateWebhook'];
    RecurringPaymentUnableToCheckWebhook: shared['schemas']['RecurringPaymentUnableToCheckWebhook'];
    RecurringStatus: shared['schemas']['RecurringStatus'];
    SavedRecurringPaymentResponse: shared['schemas']['SavedRecurringPaymentResponse'];
    WebhookEnvelope: shared['schemas']['WebhookEnvelope'];
    PaymentLinkId: shared['schemas']['PaymentLinkId'];
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
