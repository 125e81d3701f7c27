/**
 * Stateful toolkit invoices (`toolkit-invoices`), following lifecycles/invoice.ts: create a draft (lines from
 * inventory items or free text, VAT and totals computed), edit a draft, issue it (a single payment is created
 * and processed through the single-payments module: `paymentId`, `paymentLink`), mark it paid (a `cash` or
 * `other` payment, paid at once, replaces the open one, which is cancelled), void it (the open payment is
 * cancelled). An issued invoice follows its payment by its in-process events (paid -> `paid`, cancelled or
 * deleted -> `void`), and becomes `overdue` the day after `dueDate` (a clock task). Every status change sends `invoices.status-update`.
 * Orders generate invoices through `newInvoice` and `issueInvoice`. Pure: no DOM, no Node API.
 */
import type {Json} from '../../openapi';
import type {EngineContext, HandlerContext, PaymentRecord, Reply, ResourceModule} from '../../types';
import {apply} from '../../kit/apply';
import {INVOICE_LIFECYCLE, paymentPendingMessage, type InvoiceAction} from '../../lifecycles/invoice';
import {refusal} from '../../lifecycles/lifecycle';
import {PAID_STATUSES, SINGLE_PAYMENT_LIFECYCLE, type SinglePaymentStatus} from '../../lifecycles/single-payment';
import {SINGLE_PAYMENT_HANDLERS, applyTransition} from '../single-payments';
import {crud, filters, onRecord, saved, type Resource} from '../crud';
import {
  COLLECTIONS,
  activeCustomer,
  bad,
  buildLines,
  collection,
  customerSummary,
  dateOf,
  fieldOf,
  iso,
  pennies,
  recordOf,
  totals,
  type Invoice,
  type LineInput,
  type LineItem,
} from './common';
import {validatedBody} from '../../kit/body';
import type {components as InvoiceComponents} from '../../generated/toolkit-invoices';
import type {components as Shared} from '../../generated/shared';

type InvoiceSchemas = InvoiceComponents['schemas'];

export const INVOICES: Resource<Invoice> = {collection: COLLECTIONS.invoices, lifecycle: INVOICE_LIFECYCLE};

/** The statuses of a single payment the customer can still pay through its link. */
const OPEN_PAYMENT: readonly SinglePaymentStatus[] = ['sent', 'overdue', 'rejected'];

const referenceTaken = (ctx: Pick<EngineContext, 'state'>, reference: unknown, except?: unknown) => {
  const other = Object.values(collection(ctx, COLLECTIONS.invoices)).find(
    (i) => i.id !== except && i.reference === reference,
  );
  return other && `reference ${String(reference)} is already used by invoice ${other.id}`;
};

const dueDatePassed = (ctx: Pick<EngineContext, 'now'>, dueDate: unknown) =>
  typeof dueDate === 'string' && dueDate < dateOf(ctx.now())
    ? `dueDate ${dueDate} has passed; it must be today or later`
    : undefined;

/**
 * A new draft invoice, or the message refusing it: the customer (active) and its billing address are
 * copied, lines built from items or free text, the reference unique, the due date today or later.
 */
export function newInvoice(
  ctx: Pick<HandlerContext, 'state' | 'now' | 'newId'>,
  input: {
    customerId: string;
    reference: string;
    dueDate: string;
    description?: string | null;
    orderId?: string | null;
  } & (
    {lines: readonly LineInput[]} | {/** The lines are built already (an order's). */ builtLines: readonly LineItem[]}
  ),
): Invoice | string {
  const customer = activeCustomer(ctx, input.customerId);
  if (typeof customer === 'string') return customer;
  const taken = referenceTaken(ctx, input.reference);
  if (taken) return taken;
  const late = dueDatePassed(ctx, input.dueDate);
  if (late) return late;
  const lines = 'builtLines' in input ? structuredClone([...input.builtLines]) : buildLines(ctx, input.lines);
  if (typeof lines === 'string') return lines;
  const now = iso(ctx.now());
  return {
    id: ctx.newId(),
    reference: input.reference,
    status: null, // its creation transition sets it
    customer: customerSummary(customer),
    billingAddress: structuredClone(customer.billingAddress ?? null),
    orderId: input.orderId ?? null,
    lines,
    ...totals(lines),
    currency: 'GBP',
    description: input.description ?? null,
    dueDate: input.dueDate,
    paymentMethod: null,
    paymentId: null,
    paymentLink: null,
    issuedAt: null,
    paidAt: null,
    voidedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The single payment a create answered `201` (`{created: true, result}`, the single-payments module's reply). */
const createdPayment = (created: Reply) => (created.body as {result: Shared['schemas']['SinglePayment']}).result;

/** Creates a single payment through the single-payments module, as the toolkit terminal would. */
async function createPayment(ctx: HandlerContext, body: Record<string, Json | undefined>): Promise<Reply> {
  const fields = Object.fromEntries(Object.entries(body).filter((e): e is [string, Json] => e[1] !== undefined));
  return SINGLE_PAYMENT_HANDLERS.createAndProcessSinglePayment({
    ...ctx,
    family: 'toolkit',
    pathParams: {},
    query: {},
    body: fields,
  });
}

/** Cancels the invoice's payment while the customer can still pay it, so that its link stops working. */
async function withdrawPayment(ctx: HandlerContext, invoice: Invoice): Promise<void> {
  const record = typeof invoice.paymentId === 'string' ? ctx.state.payments[invoice.paymentId] : undefined;
  if (record && OPEN_PAYMENT.includes(record.payment.status as SinglePaymentStatus))
    await applyTransition(ctx, record, 'invoiceWithdrawn');
}

const paymentOf = (ctx: Pick<EngineContext, 'state'>, invoice: Invoice): PaymentRecord | undefined =>
  typeof invoice.paymentId === 'string' ? ctx.state.payments[invoice.paymentId] : undefined;

const pendingRefusal = (ctx: HandlerContext, invoice: Invoice): Reply | undefined => {
  const payment = paymentOf(ctx, invoice);
  return payment?.payment.status === 'pending'
    ? bad(paymentPendingMessage(invoice.id, String(invoice.paymentId)))
    : undefined;
};

/**
 * Issues a draft: refused (a reply) when not a draft, the due date has passed, the customer is archived, the
 * total is 0.00, or the payment cannot be created (card payments not activated); otherwise its single
 * payment is created and processed (`sent`) and the invoice is `issued`.
 */
export async function issueInvoice(
  ctx: HandlerContext,
  invoice: Invoice,
  options: InvoiceSchemas['IssueInvoiceRequest'],
): Promise<Reply | undefined> {
  const refused = refusal(INVOICE_LIFECYCLE, 'issue', invoice);
  if (refused) return refused;
  const late = dueDatePassed(ctx, invoice.dueDate);
  if (late) return bad(late);
  const customer = recordOf(ctx, COLLECTIONS.customers, invoice.customer.id);
  if (customer?.archived) return bad(`customer ${customer.id} is archived; restore it first`);
  if (pennies(invoice.total) <= 0n) return bad(`invoice ${invoice.id} has a total of 0.00; nothing to collect`);
  const created = await createPayment(ctx, {
    reference: invoice.reference,
    amount: invoice.total,
    paymentMethod: options.paymentMethod ?? 'fernpay_ob',
    bankAccount: options.bankAccount,
    customerName: invoice.customer.name,
    customerEmail: invoice.customer.email,
    customerEmailCC: options.customerEmailCC ?? [],
    dueDate: invoice.dueDate,
    description: invoice.description,
    customRedirectUrl: options.customRedirectUrl,
  });
  if (created.status !== 201) return created;
  const payment = createdPayment(created);
  await apply(ctx, INVOICE_LIFECYCLE, invoice, 'issue', {
    effect: () => {
      invoice.paymentMethod = payment.paymentMethod;
      invoice.paymentId = payment.id;
      invoice.paymentLink = payment.link;
    },
  });
  return undefined;
}

/** The clock task that moves an invoice along with its payment, or past its due date (`follow`). */
const FOLLOW_TASK = 'invoices.follow';

/** Looks at an issued invoice the day after its due date (UTC): it becomes `overdue` then if still unpaid. */
function scheduleDueDate(ctx: EngineContext, invoice: {id?: string; dueDate?: string}) {
  const at = Date.parse(`${invoice.dueDate}T00:00:00.000Z`) + 86_400_000;
  if (invoice.id !== undefined && Number.isFinite(at)) ctx.schedule({at, kind: FOLLOW_TASK, id: invoice.id});
}

/**
 * A single payment changed (paid, cancelled, deleted): the invoice it collects, if any, follows it now. (The invoices
 * are read only then, on a payment's change; an invoice that withdrew the payment itself has moved on already.)
 */
function followPayment(ctx: EngineContext, payment: Json) {
  const id = fieldOf(payment, 'id');
  for (const invoice of Object.values(collection(ctx, COLLECTIONS.invoices)))
    if (invoice.paymentId === id && (invoice.status === 'issued' || invoice.status === 'overdue'))
      ctx.schedule({at: ctx.now(), kind: FOLLOW_TASK, id: invoice.id});
}

/** Moves an issued invoice along with its payment, and past its due date; true when something changed. */
async function follow(ctx: EngineContext, invoice: Invoice): Promise<boolean> {
  if (invoice.status !== 'issued' && invoice.status !== 'overdue') return false;
  const record = paymentOf(ctx, invoice);
  const status = record?.payment.status as SinglePaymentStatus | undefined;
  let action: InvoiceAction | undefined;
  if (status && PAID_STATUSES.includes(status)) action = 'payment.paid';
  else if (!record || status === 'cancelled') action = 'payment.cancelled';
  else if (invoice.status === 'issued' && invoice.dueDate < dateOf(ctx.now())) action = 'clock.dueDatePassed';
  if (!action) return false;
  const taken = await apply(ctx, INVOICE_LIFECYCLE, invoice, action, {
    effect: () => {
      if (action === 'payment.paid')
        invoice.paidAt = (record?.payment.completedAt as string | null) ?? invoice.updatedAt;
    },
  });
  return taken !== undefined;
}

type EditInvoiceInput = InvoiceSchemas['EditInvoiceRequest'];

export const INVOICES_MODULE: ResourceModule = {
  name: 'invoices',
  handlers: {
    'toolkit-invoices': {
      createInvoice: crud.create(INVOICES, (ctx, record) => {
        const invoice = newInvoice(ctx, validatedBody<InvoiceSchemas['CreateInvoiceRequest']>(ctx));
        if (typeof invoice === 'string') return bad(invoice);
        Object.assign(record, invoice, {id: record.id});
      }),
      listInvoices: crud.list(INVOICES, {
        status: filters.equals('status'),
        customerId: (invoice, id) => invoice.customer.id === id,
        from: filters.from('createdAt'),
        to: filters.to('createdAt'),
      }),
      getInvoice: crud.get(INVOICES),
      editInvoice: onRecord(INVOICES, (ctx, invoice) => {
        const refused = refusal(INVOICE_LIFECYCLE, 'edit', invoice);
        if (refused) return refused;
        const changes = validatedBody<EditInvoiceInput>(ctx);
        const customer = changes.customerId === undefined ? undefined : activeCustomer(ctx, changes.customerId);
        if (typeof customer === 'string') return bad(customer);
        const taken = changes.reference === undefined ? undefined : referenceTaken(ctx, changes.reference, invoice.id);
        if (taken) return bad(taken);
        const late = dueDatePassed(ctx, changes.dueDate);
        if (late) return bad(late);
        const lines = changes.lines && buildLines(ctx, changes.lines);
        if (typeof lines === 'string') return bad(lines);
        if (customer) {
          invoice.customer = customerSummary(customer);
          invoice.billingAddress = structuredClone(customer.billingAddress ?? null);
        }
        if (lines) Object.assign(invoice, {lines}, totals(lines));
        for (const field of ['reference', 'dueDate', 'description'] as const)
          if (changes[field] !== undefined) invoice[field] = changes[field];
        invoice.updatedAt = iso(ctx.now());
        return saved(ctx, INVOICES, invoice);
      }),
      issueInvoice: onRecord(INVOICES, async (ctx, invoice) => {
        const refused = await issueInvoice(ctx, invoice, validatedBody<InvoiceSchemas['IssueInvoiceRequest']>(ctx));
        return refused ?? saved(ctx, INVOICES, invoice);
      }),
      markInvoicePaid: onRecord(INVOICES, async (ctx, invoice) => {
        const refused = refusal(INVOICE_LIFECYCLE, 'mark-paid', invoice) ?? pendingRefusal(ctx, invoice);
        if (refused) return refused;
        const {method, note} = validatedBody<InvoiceSchemas['MarkInvoicePaidRequest']>(ctx);
        await withdrawPayment(ctx, invoice);
        const created = await createPayment(ctx, {
          reference: invoice.reference,
          amount: invoice.total,
          paymentMethod: method,
          customerName: invoice.customer.name,
          customerEmail: invoice.customer.email,
          dueDate: invoice.dueDate,
          description: invoice.description,
          notes: note === undefined ? [] : [{text: note, visibility: 'private'}],
        });
        if (created.status !== 201) return created;
        const payment = createdPayment(created);
        await apply(ctx, INVOICE_LIFECYCLE, invoice, 'mark-paid', {
          effect: () => {
            invoice.paymentMethod = method;
            invoice.paymentId = payment.id;
            invoice.paymentLink = null;
            invoice.issuedAt ??= invoice.updatedAt;
          },
        });
        return saved(ctx, INVOICES, invoice);
      }),
      voidInvoice: onRecord(INVOICES, async (ctx, invoice) => {
        const refused = refusal(INVOICE_LIFECYCLE, 'void', invoice) ?? pendingRefusal(ctx, invoice);
        if (refused) return refused;
        await withdrawPayment(ctx, invoice);
        await apply(ctx, INVOICE_LIFECYCLE, invoice, 'void');
        return saved(ctx, INVOICES, invoice);
      }),
    },
  },
  tasks: {
    [FOLLOW_TASK]: async (ctx, task) => {
      const invoice = collection(ctx, COLLECTIONS.invoices)[task.id];
      if (invoice) await follow(ctx, invoice);
    },
  },
  on: {
    // Its payment paid, cancelled or deleted: the invoice follows it (a task due now, after the payment's change).
    [`${SINGLE_PAYMENT_LIFECYCLE.name}.paid`]: followPayment,
    [`${SINGLE_PAYMENT_LIFECYCLE.name}.cancelled`]: followPayment,
    [`${SINGLE_PAYMENT_LIFECYCLE.name}.deleted`]: followPayment,
    // Issued: it becomes overdue the day after its due date, looked at then.
    [`${INVOICE_LIFECYCLE.name}.issued`]: (ctx, invoice) =>
      scheduleDueDate(ctx, {id: fieldOf(invoice, 'id'), dueDate: fieldOf(invoice, 'dueDate')}),
  },
  // A state kept by an earlier version found overdue invoices by scanning: their due-date checks are scheduled.
  resume(ctx) {
    const due = new Set(ctx.state.scheduled.filter((t) => t.kind === FOLLOW_TASK).map((t) => t.id));
    for (const invoice of Object.values(collection(ctx, COLLECTIONS.invoices)))
      if (invoice.status === 'issued' && !due.has(invoice.id)) scheduleDueDate(ctx, invoice);
  },
};
