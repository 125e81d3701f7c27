/**
 * The schemas of the served partner-recurring-payments description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundles; tests/unit/sandbox-types.test.ts checks it).
 */
import type {components as shared} from './shared';

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Amount: shared['schemas']['Amount'];
    /**
     * CreateRecurringPaymentRequest
     * @description The recurring payment to create, with optional notes. The same body is used by create (which leaves it a `draft`) and create-and-process (which also sends it). Unknown fields are rejected with `400`.
     */
    CreateRecurringPaymentRequest: components['schemas']['RecurringPaymentInput'] & {
      /**
       * @description Notes to attach when the recurring payment is created, each `public`, `private` or `restricted`.
       * @default []
       */
      notes?: components['schemas']['NoteInput'][];
    };
    CreateRecurringPaymentResponse: shared['schemas']['CreateRecurringPaymentResponse'];
    Currency: shared['schemas']['Currency'];
    DataApiCheckStatus: shared['schemas']['DataApiCheckStatus'];
    DeletedResponse: shared['schemas']['DeletedResponse'];
    EditRecurringPaymentRequest: shared['schemas']['EditRecurringPaymentRequest'];
    ErrorMessage: shared['schemas']['ErrorMessage'];
    InitialPayment: shared['schemas']['InitialPayment'];
    ListRecurringPaymentsResponse: shared['schemas']['ListRecurringPaymentsResponse'];
    Note: shared['schemas']['Note'];
    NoteInput: shared['schemas']['NoteInput'];
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
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
