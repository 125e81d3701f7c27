/**
 * The schemas of the served toolkit-invoices description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundles; tests/unit/sandbox-types.test.ts checks it).
 */
import type {components as shared} from './shared';

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Amount: shared['schemas']['Amount'];
    /**
     * CreateInvoiceRequest
     * @description The invoice to create, as a `draft`.
     */
    CreateInvoiceRequest: {
      /**
       * @description The customer to invoice (customers API); not archived.
       * @example 6655a1b2c3d4e5f6a7b8c903
       */
      customerId: components['schemas']['ObjectId'];
      /**
       * @description Invoice number, unique among your invoices: 1 to 12 letters, digits and hyphens. It becomes the reference of the single payment, so it is what the customer sees on their bank statement.
       * @example INV-2026-042
       */
      reference: components['schemas']['PaymentReference'];
      /** @description The lines, 1 to 100: inventory items or free-text lines. */
      lines: components['schemas']['LineItemInput'][];
      /**
       * Format: date
       * @description Date by which the customer should pay; today or later (`YYYY-MM-DD`).
       * @example 2026-08-14
       */
      dueDate: string;
      /**
       * @description What the invoice is for; at most 1000 characters.
       * @example Courtyard planting, autumn phase
       */
      description?: string;
    };
    /**
     * CreateInvoiceResponse
     * @description Envelope of a create call: the new invoice in `result`.
     */
    CreateInvoiceResponse: {
      /**
       * @description Always `true` when the object was created.
       * @example true
       * @constant
       */
      created: true;
      result: components['schemas']['Invoice'];
    };
    Currency: shared['schemas']['Currency'];
    CustomerSummary: shared['schemas']['CustomerSummary'];
    /**
     * EditInvoiceRequest
     * @description The fields of a draft to change; fields left out keep their value. `lines` replaces every line.
     */
    EditInvoiceRequest: {
      /**
       * @description The customer to invoice (customers API); not archived.
       * @example 6655a1b2c3d4e5f6a7b8c903
       */
      customerId?: components['schemas']['ObjectId'];
      /**
       * @description Invoice number, unique among your invoices: 1 to 12 letters, digits and hyphens. It becomes the reference of the single payment, so it is what the customer sees on their bank statement.
       * @example INV-2026-042
       */
      reference?: components['schemas']['PaymentReference'];
      /** @description The lines, 1 to 100: inventory items or free-text lines. */
      lines?: components['schemas']['LineItemInput'][];
      /**
       * Format: date
       * @description Date by which the customer should pay; today or later (`YYYY-MM-DD`).
       * @example 2026-08-14
       */
      dueDate?: string;
      /**
       * @description What the invoice is for; at most 1000 characters.
       * @example Courtyard planting, autumn phase
       */
      description?: string;
    };
    /**
     * Invoice
     * @description An invoice to a customer, collected by a Fernpay single payment once issued.
     */
    Invoice: {
      /**
       * @description Identifier of the invoice (24-character hexadecimal ObjectId).
       * @example 6657e5f6a7b8c9d0e1f2a401
       */
      id: components['schemas']['ObjectId'];
      /**
       * @description Invoice number, unique among your invoices: 1 to 12 letters, digits and hyphens. It becomes the reference of the single payment, so it is what the customer sees on their bank statement.
       * @example INV-2026-042
       */
      reference: components['schemas']['PaymentReference'];
      status: components['schemas']['InvoiceStatus'];
      customer: components['schemas']['CustomerSummary'];
      /** @description The customer's billing address when the invoice was created, or `null`. */
      billingAddress: components['schemas']['PostalAddress'] | null;
      /**
       * @description The order the invoice was generated from (orders API), or `null` for an invoice created directly.
       * @example 6658d4e5f6a7b8c9d0e1f301
       */
      orderId: string | null;
      /** @description The invoice lines, 1 to 100. */
      lines: components['schemas']['LineItem'][];
      /**
       * @description Sum of the lines' `netAmount`.
       * @example 104.58
       */
      netTotal: components['schemas']['Amount'];
      /**
       * @description Sum of the lines' `vatAmount`.
       * @example 20.92
       */
      vatTotal: components['schemas']['Amount'];
      /**
       * @description Sum of the lines' `total`, VAT included: the amount of the single payment.
       * @example 125.50
       */
      total: components['schemas']['Amount'];
      /**
       * @description Currency of the amounts, always `GBP`.
       * @example GBP
       */
      currency: components['schemas']['Currency'];
      /**
       * @description What the invoice is for; becomes the description of the single payment. At most 1000 characters.
       * @example Garden design consultation, June 2026
       */
      description: string | null;
      /**
       * Format: date
       * @description Date by which the customer should pay; the invoice becomes `overdue` after it (`YYYY-MM-DD`).
       * @example 2026-07-31
       */
      dueDate: string;
      /**
       * @description Method of the current single payment: the method chosen at issue, or `cash` / `other` once marked paid that way; `null` for a draft or an invoice voided as a draft.
       * @example fernpay_ob
       * @enum {string|null}
       */
      paymentMethod: 'fernpay_ob' | 'fernpay_ob_qr' | 'fernpay_card_payments' | 'cash' | 'other' | null;
      /**
       * @description The single payment collecting the invoice (payments module), or `null` before it is issued. Read it with `GET /payments/single/{id}`.
       * @example 6651b2c3d4e5f6a7b8c9d0e2
       */
      paymentId: string | null;
      /**
       * Format: uri
       * @description The customer payment link of the single payment, or `null` (a draft, or an invoice paid in cash or by another means).
       * @example https://pay.fernpay.example/payment?p=b7e3c1f09a4d2e6c8f51
       */
      paymentLink: string | null;
      /**
       * Format: date-time
       * @description When the invoice was issued (ISO 8601, UTC), or `null`.
       * @example 2026-07-01T10:30:00.000Z
       */
      issuedAt: string | null;
      /**
       * Format: date-time
       * @description When the invoice was paid (ISO 8601, UTC), or `null`.
       * @example 2026-07-03T14:05:12.000Z
       */
      paidAt: string | null;
      /**
       * Format: date-time
       * @description When the invoice was voided (ISO 8601, UTC), or `null`.
       * @example null
       */
      voidedAt: string | null;
      /**
       * Format: date-time
       * @description When the invoice was created (ISO 8601, UTC).
       * @example 2026-07-01T10:20:00.000Z
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the invoice last changed (ISO 8601, UTC).
       * @example 2026-07-03T14:05:12.000Z
       */
      updatedAt: string;
    };
    /**
     * InvoiceList
     * @description One page of invoices, newest first, with the pagination fields.
     */
    InvoiceList: {
      /** @description The invoices on this page (at most `limit`), newest first. */
      docs: components['schemas']['Invoice'][];
    } & components['schemas']['Pagination'];
    /**
     * InvoicePaymentMethod
     * @description How the customer pays an issued invoice: the method of the single payment Fernpay creates.
     *
     *     - `fernpay_ob`: open banking through the payment link (the default).
     *     - `fernpay_ob_qr`: open banking through the link or its QR code.
     *     - `fernpay_card_payments`: card payment through the link; needs card onboarding activated in the toolkit settings.
     * @default fernpay_ob
     * @example fernpay_ob
     * @enum {string}
     */
    InvoicePaymentMethod: 'fernpay_ob' | 'fernpay_ob_qr' | 'fernpay_card_payments';
    /**
     * InvoiceResponse
     * @description Envelope of a read call: the invoice in `data`.
     */
    InvoiceResponse: {
      data: components['schemas']['Invoice'];
    };
    /**
     * InvoiceStatus
     * @description Status of an invoice.
     *
     *     - `draft`: created, not yet sent. Every field can be edited; no payment exists.
     *     - `issued`: issued to the customer; a Fernpay single payment collects it through `paymentLink`.
     *     - `overdue`: issued and not paid by `dueDate`; set at 00:00 UTC on the day after `dueDate`. The link still works.
     *     - `paid`: the single payment was paid, or the invoice was marked paid in cash or by another means. Final.
     *     - `void`: cancelled before it was paid; its payment link, if any, no longer works. Final.
     * @example issued
     * @enum {string}
     */
    InvoiceStatus: 'draft' | 'issued' | 'overdue' | 'paid' | 'void';
    /**
     * InvoiceStatusUpdateWebhook
     * @description Sent when the status of an invoice changes. `data` is the whole invoice after the change.
     */
    InvoiceStatusUpdateWebhook: components['schemas']['WebhookEnvelope'] & {
      /**
       * @description The webhook scope, always `invoices`.
       * @example invoices
       * @constant
       */
      scope?: 'invoices';
      /**
       * @description The event, always `status-update`.
       * @example status-update
       * @constant
       */
      event?: 'status-update';
      /** @description The invoice after the status change. */
      data?: components['schemas']['Invoice'];
    };
    /**
     * IssueInvoiceRequest
     * @description How the single payment that collects the invoice is set up. Every field is optional; send `{}` for the defaults.
     */
    IssueInvoiceRequest: {
      paymentMethod?: components['schemas']['InvoicePaymentMethod'];
      /**
       * @description Bank account that receives the money (bank accounts API). Defaults to your default bank account.
       * @example 66509a8b7c6d5e4f3a2b1c0d
       */
      bankAccount?: components['schemas']['ObjectId'];
      /**
       * @description Further addresses copied on the payment email, at most 10.
       * @default []
       * @example [
       *       "accounts@brambleandfinch.example"
       *     ]
       */
      customerEmailCC?: string[];
      /**
       * Format: uri
       * @description Where to send the customer after paying, instead of your integration's redirect URL.
       * @example https://brambleandfinch.example/thank-you
       */
      customRedirectUrl?: string;
    };
    LineItem: shared['schemas']['LineItem'];
    LineItemInput: shared['schemas']['LineItemInput'];
    /**
     * ListInvoicesResponse
     * @description Envelope of a read call: one page of invoices in `data`.
     */
    ListInvoicesResponse: {
      data: components['schemas']['InvoiceList'];
    };
    /**
     * MarkInvoicePaidRequest
     * @description How the invoice was paid outside Fernpay.
     */
    MarkInvoicePaidRequest: {
      /**
       * @description How the customer paid.
       *
       *     - `cash`: in cash.
       *     - `other`: by any other means outside Fernpay (a cheque, a bank transfer you received directly).
       * @example cash
       * @enum {string}
       */
      method: 'cash' | 'other';
      /**
       * @description A private note attached to the single payment that records the settlement; at most 1000 characters.
       * @example Paid in cash on site.
       */
      note?: string;
    };
    ObjectId: shared['schemas']['ObjectId'];
    Pagination: shared['schemas']['Pagination'];
    PaymentReference: shared['schemas']['PaymentReference'];
    PostalAddress: shared['schemas']['PostalAddress'];
    /**
     * SavedInvoiceResponse
     * @description Envelope of a change: the invoice after the change in `result`.
     */
    SavedInvoiceResponse: {
      /**
       * @description Always `true` when the change was saved.
       * @example true
       * @constant
       */
      saved: true;
      result: components['schemas']['Invoice'];
    };
    VatRate: shared['schemas']['VatRate'];
    /**
     * VoidInvoiceRequest
     * @description Why the invoice is voided (optional).
     */
    VoidInvoiceRequest: {
      /**
       * @description Why the invoice is voided, for your records; at most 500 characters.
       * @example Work moved to next year.
       */
      reason?: string;
    };
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
