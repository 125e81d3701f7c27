/**
 * The invoice lifecycle (toolkit invoices API), declared once as data: statuses, every transition with the
 * action causing it and the `invoices.status-update` webhook it sends, and every refusal with the documented
 * message. An issued invoice follows its single payment (paid -> `paid`, cancelled -> `void`).
 *
 * Sources: openapi/toolkit/invoices (InvoiceStatus, the lifecycle operations and their `400` examples, the
 * webhook), docs/toolkit-api/invoices/overview.mdx (lifecycle, rules), DECISIONS.md "Invoice lifecycle and
 * payment link". Pure data.
 */
import type {Lifecycle} from './lifecycle';

export const INVOICE_STATUSES = ['draft', 'issued', 'overdue', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type InvoiceAction =
  | 'create'
  | 'generate'
  | 'edit'
  | 'issue'
  | 'mark-paid'
  | 'void'
  | 'payment.paid'
  | 'payment.cancelled'
  | 'clock.dueDatePassed';

export const INVOICE_WEBHOOK = 'invoices.status-update';

/** Refused for mark-paid and void while the invoice's payment is being authorised at the bank. */
export const paymentPendingMessage = (invoiceId: string, paymentId: string) =>
  `invoice ${invoiceId} is being paid at the bank (payment ${paymentId} is pending); wait for the payment's outcome`;

export const INVOICE_LIFECYCLE: Lifecycle<InvoiceStatus, InvoiceAction> = {
  name: 'invoice',
  statuses: INVOICE_STATUSES,
  statusOf: (i) => i.status as InvoiceStatus,
  idOf: (i) => String(i.id),
  touch: ['updatedAt'],
  stamps: {issued: ['issuedAt'], paid: ['paidAt'], void: ['voidedAt']},
  transitions: [
    {action: 'create', from: [null], to: 'draft', by: 'merchant call'},
    {action: 'generate', from: [null], to: 'draft', by: 'merchant call', when: 'generated from an order'},
    {
      action: 'issue',
      from: ['draft'],
      to: 'issued',
      by: 'merchant call',
      when: 'a single payment is created and processed (sent)',
      webhook: INVOICE_WEBHOOK,
    },
    {
      action: 'clock.dueDatePassed',
      from: ['issued'],
      to: 'overdue',
      by: 'sandbox clock',
      when: '00:00 UTC on the day after dueDate',
      webhook: INVOICE_WEBHOOK,
    },
    {
      action: 'payment.paid',
      from: ['issued', 'overdue'],
      to: 'paid',
      by: 'another resource',
      when: 'its single payment becomes paid',
      webhook: INVOICE_WEBHOOK,
    },
    {
      action: 'payment.cancelled',
      from: ['issued', 'overdue'],
      to: 'void',
      by: 'another resource',
      when: 'its single payment is cancelled in the payments module',
      webhook: INVOICE_WEBHOOK,
    },
    {
      action: 'mark-paid',
      from: ['draft', 'issued', 'overdue'],
      to: 'paid',
      by: 'merchant call',
      when: 'a cash or other single payment, paid at once, replaces the open one (cancelled)',
      webhook: INVOICE_WEBHOOK,
    },
    {
      action: 'void',
      from: ['draft', 'issued', 'overdue'],
      to: 'void',
      by: 'merchant call',
      when: 'its open payment, if any, is cancelled',
      webhook: INVOICE_WEBHOOK,
    },
  ],
  refusals: [
    {
      action: 'edit',
      refusedIn: ['issued', 'overdue', 'paid', 'void'],
      status: 400,
      message: (status, id) => `invoice ${id} is ${status}; only draft invoices can be edited`,
    },
    {
      action: 'issue',
      refusedIn: ['issued', 'overdue', 'paid', 'void'],
      status: 400,
      message: (status, id) => `invoice ${id} is ${status}; only draft invoices can be issued`,
    },
    {action: 'mark-paid', refusedIn: ['paid'], status: 400, message: (_, id) => `invoice ${id} is already paid`},
    {
      action: 'mark-paid',
      refusedIn: ['void'],
      status: 400,
      message: (_, id) => `invoice ${id} is void; only draft, issued or overdue invoices can be marked paid`,
    },
    {
      action: 'void',
      refusedIn: ['paid'],
      status: 400,
      message: (_, id) => `invoice ${id} is paid; refund its payment instead`,
    },
    {action: 'void', refusedIn: ['void'], status: 400, message: (_, id) => `invoice ${id} is already void`},
  ],
};
