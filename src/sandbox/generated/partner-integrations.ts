/**
 * The schemas of the served partner-integrations description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundles; tests/unit/sandbox-types.test.ts checks it).
 */
import type {components as shared} from './shared';

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * CreateIntegrationRequest
     * @description The integration to create. `name`, `webhookUrl`, `redirectUrl` and `fernpayPaymentPageRedirectEnabled` are required; unknown fields are rejected with `400`.
     */
    CreateIntegrationRequest: {
      /**
       * @description A name you recognise the integration by, 1 to 100 characters. Not shown to customers.
       * @example Bramble & Finch web shop
       */
      name: string;
      /**
       * Format: uri
       * @description HTTPS URL that receives the webhooks of the company's payments (1 to 255 characters, starting with `https://`). Answer `200` (any `2xx` counts) within 10 seconds: check the signature, store the body, answer, and only then do the work. No answer within 10 seconds counts as a failed attempt.
       * @example https://brambleandfinch.example/webhooks/fernpay
       */
      webhookUrl: string;
      /**
       * Format: uri
       * @description HTTPS URL of the page customers go to after paying (1 to 255 characters, starting with `https://`). A payment's `customRedirectUrl` replaces it for that payment.
       * @example https://brambleandfinch.example/payment/complete
       */
      redirectUrl: string;
      /**
       * @description `true`: after paying, the customer is redirected automatically from the Fernpay result page to `redirectUrl`. `false`: the customer stays on the Fernpay result page, which has a button back to `redirectUrl`.
       * @example true
       */
      fernpayPaymentPageRedirectEnabled: boolean;
      /**
       * @description `true` to have Fernpay retry a webhook that the `webhookUrl` did not take. A failed attempt (a `5xx` answer, no answer within 10 seconds, or a network error) is retried up to 3 times. Each wait counts from the end of the attempt before it: 30, 60 and 120 seconds, so retries of attempts that fail at once come about 30, 90 and 210 seconds after the first attempt. A `2xx` answer ends the delivery; `1xx`, `3xx` and `4xx` answers are not retried and redirects are not followed. Every attempt sends the same body, byte for byte; only the `t=` of `Fernpay-Signature` is new. Default `false`: each webhook is sent once.
       * @default false
       * @example false
       */
      isRetryWebhookEnabled?: boolean;
    };
    /**
     * CreateIntegrationResponse
     * @description Envelope of the create call. `result` is the integration, with its webhook secret.
     */
    CreateIntegrationResponse: {
      /**
       * @description Always `true` when the integration was created.
       * @example true
       * @constant
       */
      created: true;
      result: components['schemas']['CreatedIntegration'];
    };
    /**
     * CreatedIntegration
     * @description The integration just created, with its webhook signing secret. The secret is in this answer only: the get, list and edit calls never return it.
     */
    CreatedIntegration: components['schemas']['Integration'] & {
      /**
       * @description The integration's webhook signing secret: the key of the HMAC-SHA256 in the `Fernpay-Signature` header of every webhook sent to `webhookUrl` for the company's payments, recurring payments and bank accounts (the whole string, `whsec_` included). Returned once, in this answer: store it in your secrets store at once. To replace it, roll it in the partner portal (**Managed companies → (the company) → Integrations**); the old secret keeps signing for the overlap you choose (24 hours by default). See [Verify webhook signatures](/guides/webhook-signatures).
       * @example whsec_LmiuxHGrPFpwpZSsGNsISAN4fNXqvcRi
       */
      webhookSecret: string;
    };
    DeletedResponse: shared['schemas']['DeletedResponse'];
    /**
     * EditIntegrationRequest
     * @description The fields to change; fields you leave out keep their value. Send at least one field. Unknown fields (including `id`) are rejected with `400`.
     */
    EditIntegrationRequest: {
      /**
       * @description New name, 1 to 100 characters.
       * @example Bramble & Finch web shop
       */
      name?: string;
      /**
       * Format: uri
       * @description New webhook URL (HTTPS, 1 to 255 characters). Webhooks of every payment tied to the integration go to it from the next delivery on, including retries already planned.
       * @example https://brambleandfinch.example/webhooks/fernpay
       */
      webhookUrl?: string;
      /**
       * Format: uri
       * @description New redirect URL (HTTPS, 1 to 255 characters), used for every customer who finishes paying from now on.
       * @example https://brambleandfinch.example/payment/complete
       */
      redirectUrl?: string;
      /**
       * @description `true` to redirect customers automatically to `redirectUrl` after paying; `false` to keep them on the Fernpay result page.
       * @example true
       */
      fernpayPaymentPageRedirectEnabled?: boolean;
      /**
       * @description `true` to retry the webhooks that the `webhookUrl` did not take. A failed attempt (a `5xx` answer, no answer within 10 seconds, or a network error) is retried up to 3 times. Each wait counts from the end of the attempt before it: 30, 60 and 120 seconds, so retries of attempts that fail at once come about 30, 90 and 210 seconds after the first attempt. A `2xx` answer ends the delivery; `1xx`, `3xx` and `4xx` answers are not retried and redirects are not followed. Every attempt sends the same body, byte for byte; only the `t=` of `Fernpay-Signature` is new. `false` to send each once.
       * @example true
       */
      isRetryWebhookEnabled?: boolean;
    };
    ErrorMessage: shared['schemas']['ErrorMessage'];
    Integration: shared['schemas']['Integration'];
    /**
     * IntegrationList
     * @description One page of the company's integrations, oldest first (the first is the default), with the pagination fields.
     */
    IntegrationList: {
      /** @description The integrations on this page (at most `limit`), oldest first. The first integration of page 1 is the company's default integration, which new payments are tied to. */
      docs: components['schemas']['Integration'][];
    } & components['schemas']['Pagination'];
    /**
     * IntegrationResponse
     * @description Envelope of the get call.
     */
    IntegrationResponse: {
      data: components['schemas']['Integration'];
    };
    /**
     * ListIntegrationsResponse
     * @description Envelope of the list call.
     */
    ListIntegrationsResponse: {
      data: components['schemas']['IntegrationList'];
    };
    ObjectId: shared['schemas']['ObjectId'];
    Pagination: shared['schemas']['Pagination'];
    /**
     * SavedIntegrationResponse
     * @description Envelope of the edit call.
     */
    SavedIntegrationResponse: {
      /**
       * @description Always `true` when the change was saved.
       * @example true
       * @constant
       */
      saved: true;
      result: components['schemas']['Integration'];
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
