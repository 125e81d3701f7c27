/**
 * The schemas of the served partner-integrations description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundle; tests/unit/sandbox-types.test.ts checks it).
 */
export interface paths {
  '/{companyId}/integrations/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an integration
     * @description Creates an integration for the company in the path: the webhook endpoint that receives the
     *     events of the company's payments, and the page customers return to after paying.
     *
     *     `name`, `webhookUrl`, `redirectUrl` and `fernpayPaymentPageRedirectEnabled` are required;
     *     `isRetryWebhookEnabled` defaults to `false`. Both URLs must be HTTPS. The company's first
     *     integration becomes its default integration: every payment and recurring payment created
     *     for the company from then on is tied to it (its `integration` field). A later integration
     *     becomes the default only when every older one has been deleted.
     *
     *     **Side effects:** none; Fernpay sends no test webhook. Create a sandbox payment to see one.
     */
    post: operations['createIntegration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/{companyId}/integrations/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List integrations
     * @description Returns the company's integrations one page at a time, oldest first. The first
     *     integration of page 1 is the company's default integration, which new payments are tied
     *     to. Lists take `page` (from 1, default 1) and `limit` (1 to 100, default 25), and answer with `totalDocs`, `totalPages` and `hasNextPage`.
     *
     *     **Side effects:** none.
     */
    get: operations['listIntegrations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/{companyId}/integrations/{id}/data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an integration
     * @description Returns one integration of the company, with its URLs and settings. A payment's
     *     `integration` field holds the id to use here.
     *
     *     **Side effects:** none.
     */
    get: operations['getIntegration'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/{companyId}/integrations/{id}/edit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Edit an integration
     * @description Changes fields of an integration. Send only the fields to change; the others keep their
     *     value. The change applies at once to every payment tied to the integration, including those
     *     created before: the next webhook goes to the new `webhookUrl` (retries already planned too),
     *     and the next customer who finishes paying goes to the new `redirectUrl`. Payments stay tied
     *     to the same integration.
     *
     *     **Side effects:** none; no webhook is sent.
     */
    put: operations['editIntegration'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/{companyId}/integrations/{id}/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete an integration
     * @description Deletes an integration permanently. The call takes no body.
     *
     *     Payments and recurring payments tied to it keep its id in `integration` but get **no more
     *     webhooks**, and their customers stay on the Fernpay result page after paying. To move an
     *     endpoint, edit the integration's `webhookUrl` instead of deleting it. If the deleted
     *     integration was the company's default, the oldest remaining integration becomes the default
     *     for new payments.
     *
     *     **Side effects:** webhooks of the payments tied to the integration stop, including planned
     *     retries.
     */
    delete: operations['deleteIntegration'];
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
      isRetryWebhookEnabled: boolean;
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
    /**
     * ErrorMessage
     * @description A plain-text error message (`text/plain`), not JSON: `Unauthorized`, `Access Denied`, `Not Found`, a message naming the broken rule for `400`, or the error message for `500`.
     * @example Not Found
     */
    ErrorMessage: string;
    /**
     * Integration
     * @description One connection of a company's system (a web shop, an app, a partner platform) to Fernpay: where Fernpay sends the webhooks of the company's payments and where customers go after paying. A company can have several integrations; each payment records one of them in its `integration` field when it is created (the company's default integration, its oldest), and Fernpay uses that integration's settings for the whole life of the payment.
     */
    Integration: {
      /**
       * @description Identifier of the integration (24-character hexadecimal ObjectId). Payments name it in their `integration` field.
       * @example 66508f7e6d5c4b3a29180706
       */
      id: components['schemas']['ObjectId'];
      /**
       * @description A name you recognise the integration by, 1 to 100 characters. Not shown to customers.
       * @example Bramble & Finch web shop
       */
      name: string;
      /**
       * Format: uri
       * @description HTTPS URL that Fernpay POSTs the webhooks of the integration's payments to, as JSON (`{scope, event, data, sentAt}`). Answer `200` (any `2xx` counts) within 10 seconds: check the signature, store the body, answer, and only then do the work. No answer within 10 seconds counts as a failed attempt. 1 to 255 characters, starting with `https://`.
       * @example https://brambleandfinch.example/webhooks/fernpay
       */
      webhookUrl: string;
      /**
       * Format: uri
       * @description HTTPS URL of the page the customer goes to after paying (or after setting up a recurring payment). A payment's `customRedirectUrl` replaces it for that payment. 1 to 255 characters, starting with `https://`.
       * @example https://brambleandfinch.example/payment/complete
       */
      redirectUrl: string;
      /**
       * @description What the customer sees after paying on the Fernpay payment page. `true`: Fernpay shows the result for a moment and then redirects the customer to `redirectUrl` (or the payment's `customRedirectUrl`) automatically. `false`: the customer stays on the Fernpay result page, which shows the outcome and a button back to `redirectUrl`.
       * @example true
       */
      fernpayPaymentPageRedirectEnabled: boolean;
      /**
       * @description `true`: Fernpay retries the webhooks that the `webhookUrl` did not take. A failed attempt (a `5xx` answer, no answer within 10 seconds, or a network error) is retried up to 3 times. Each wait counts from the end of the attempt before it: 30, 60 and 120 seconds, so retries of attempts that fail at once come about 30, 90 and 210 seconds after the first attempt. A `2xx` answer ends the delivery; `1xx`, `3xx` and `4xx` answers are not retried and redirects are not followed. Every attempt sends the same body, byte for byte; only the `t=` of `Fernpay-Signature` is new. `false` (the default): each webhook is sent once.
       * @default false
       * @example true
       */
      isRetryWebhookEnabled: boolean;
    };
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
  responses: {
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
  };
  parameters: {
    /**
     * @description Identifier of the managed company the call acts on (24-character hexadecimal ObjectId), as returned when you created the company or listed your companies. The company must be one you manage.
     * @example 6650f1c2a9d3e4b5c6d7e8f9
     */
    CompanyId: string;
    /**
     * @description Identifier of the integration (24-character hexadecimal ObjectId), the `id` returned when it was created.
     * @example 66508f7e6d5c4b3a29180706
     */
    IntegrationId: components['schemas']['ObjectId'];
    /**
     * @description How many items to return per page, 1 to 100.
     * @example 25
     */
    Limit: number;
    /**
     * @description The page to return, starting at 1.
     * @example 1
     */
    Page: number;
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
  createIntegration: {
    parameters: {
      query?: never;
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
    /** @description The integration to create. */
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateIntegrationRequest'];
      };
    };
    responses: {
      /** @description The integration was created, in `result`. */
      201: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateIntegrationResponse'];
        };
      };
      /** @description A field breaks a validation rule: a required field is missing, a URL does not start with `https://` or is longer than 255 characters, or an unknown field is sent. */
      400: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'text/plain': components['schemas']['ErrorMessage'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['AccessDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  listIntegrations: {
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
      /** @description One page of the company's integrations with the pagination fields, in `data`. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListIntegrationsResponse'];
        };
      };
      /** @description A query parameter is outside its range (for example `limit` above 100). */
      400: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'text/plain': components['schemas']['ErrorMessage'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['AccessDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getIntegration: {
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
         * @description Identifier of the integration (24-character hexadecimal ObjectId), the `id` returned when it was created.
         * @example 66508f7e6d5c4b3a29180706
         */
        id: components['parameters']['IntegrationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The integration, in `data`. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IntegrationResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['AccessDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  editIntegration: {
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
         * @description Identifier of the integration (24-character hexadecimal ObjectId), the `id` returned when it was created.
         * @example 66508f7e6d5c4b3a29180706
         */
        id: components['parameters']['IntegrationId'];
      };
      cookie?: never;
    };
    /** @description The fields to change. */
    requestBody: {
      content: {
        'application/json': components['schemas']['EditIntegrationRequest'];
      };
    };
    responses: {
      /** @description The integration as saved, in `result`. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedIntegrationResponse'];
        };
      };
      /** @description A field breaks a validation rule: a required field is missing, a URL does not start with `https://` or is longer than 255 characters, or an unknown field is sent. */
      400: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'text/plain': components['schemas']['ErrorMessage'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['AccessDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  deleteIntegration: {
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
         * @description Identifier of the integration to delete (24-character hexadecimal ObjectId).
         * @example 66508f7e6d5c4b3a29180708
         */
        id: components['schemas']['ObjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The integration was deleted. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedResponse'];
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
