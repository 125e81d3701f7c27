/**
 * Stateful toolkit orders (`toolkit-orders`), following lifecycles/order.ts: create (an active customer),
 * aggregate channel orders (idempotent on `source` + `externalOrderId`; buyers matched by email or created;
 * the batch checked as a whole), list, get (with the current invoice and shipment summarised), status
 * changes (processing reserves stock, completed sells what is still reserved, cancelled releases it), and
 * generating the order's invoice (invoices.ts) and shipment (shipping.ts), both of which reserve its stock.
 * An order completes by itself once its invoice is paid and its shipment delivered (or, without physical
 * lines, once paid). Pure: no DOM, no Node API.
 */
import type {Json} from '../../openapi';
import type {EngineContext, HandlerContext, Reply, ResourceModule} from '../../types';
import {apply} from '../../kit/apply';
import {collection as typedCollection} from '../../kit/collection';
import {refusal} from '../../lifecycles/lifecycle';
import {INVOICE_LIFECYCLE} from '../../lifecycles/invoice';
import {ORDER_LIFECYCLE} from '../../lifecycles/order';
import {SHIPMENT_LIFECYCLE} from '../../lifecycles/shipment';
import {crud, filters, onRecord, saved, type Resource} from '../crud';
import {
  COLLECTIONS,
  activeCustomer,
  bad,
  buildLines,
  collection,
  currentInvoice,
  currentShipment,
  customerSummary,
  dateOf,
  iso,
  pennies,
  totals,
  type Rec,
} from './common';
import {addChannelCustomer, customerWithEmail} from './customers';
import {issueInvoice, newInvoice} from './invoices';
import {createShipmentFor} from './shipping';
import {physicalNeeds, releaseOrderStock, reserveOrderStock, sellOrderStock} from './stock';
import {validatedBody} from '../../kit/body';
import type {components as OrderComponents} from '../../generated/toolkit-orders';

type OrderSchemas = OrderComponents['schemas'];

/** What a read shows: the order with its current invoice and shipment summarised. */
function view(ctx: Pick<EngineContext, 'state'>, order: Rec): Rec {
  const invoice = currentInvoice(ctx, order);
  const shipment = currentShipment(ctx, order);
  return {
    ...order,
    invoice: invoice
      ? {
          id: invoice.id,
          reference: invoice.reference,
          status: invoice.status,
          total: invoice.total,
          paymentLink: invoice.paymentLink,
        }
      : null,
    shipment: shipment
      ? {id: shipment.id, status: shipment.status, carrier: shipment.carrier, trackingNumber: shipment.trackingNumber}
      : null,
  };
}

const ORDERS: Resource = {collection: COLLECTIONS.orders, view, lifecycle: ORDER_LIFECYCLE};

/** The next order number of the year: `ORD-2026-0001`, `ORD-2026-0002`... */
function nextOrderNumber(ctx: Pick<EngineContext, 'state' | 'now'>): string {
  const year = dateOf(ctx.now()).slice(0, 4);
  const counters = typedCollection<number>(ctx.state, COLLECTIONS.orderNumbers);
  counters[year] = (typeof counters[year] === 'number' ? counters[year] : 0) + 1;
  return `ORD-${year}-${String(counters[year]).padStart(4, '0')}`;
}

const withExternalId = (ctx: Pick<EngineContext, 'state'>, source: unknown, externalOrderId: unknown) =>
  typeof externalOrderId === 'string'
    ? Object.values(collection(ctx, COLLECTIONS.orders)).find(
        (o) => o.source === source && o.externalOrderId === externalOrderId,
      )
    : undefined;

/** The fields every new order has, from its customer, lines and channel. */
function orderFields(
  ctx: Pick<EngineContext, 'state' | 'now'>,
  customer: Rec,
  lines: Rec[],
  input: {
    source: string;
    channelName?: Json;
    externalOrderId?: Json;
    shippingAddress?: Json;
    notes?: Json;
    placedAt?: string;
  },
): Rec {
  const now = iso(ctx.now());
  return {
    orderNumber: nextOrderNumber(ctx),
    source: input.source,
    channelName: input.channelName ?? null,
    externalOrderId: input.externalOrderId ?? null,
    status: null, // its creation transition sets it
    customer: customerSummary(customer),
    shippingAddress: structuredClone(
      input.shippingAddress === undefined ? (customer.shippingAddress ?? null) : input.shippingAddress,
    ),
    lines,
    ...totals(lines),
    currency: 'GBP',
    stockReserved: false,
    invoice: null,
    shipment: null,
    notes: input.notes ?? null,
    cancellationReason: null,
    placedAt: input.placedAt ?? now,
    completedAt: null,
    cancelledAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

async function aggregate(ctx: HandlerContext): Promise<Reply> {
  const entries = validatedBody<OrderSchemas['AggregateOrdersRequest']>(ctx).orders;
  // The batch is checked as a whole first: nothing is imported when one entry breaks a rule.
  const seen = new Map<string, number>();
  const lines: (Rec[] | undefined)[] = [];
  for (const [i, entry] of entries.entries()) {
    const key = JSON.stringify([entry.source, entry.externalOrderId]);
    const first = seen.get(key);
    if (first !== undefined)
      return bad(
        `orders[${i}] repeats source ${entry.source} and externalOrderId ${entry.externalOrderId} of orders[${first}]`,
      );
    seen.set(key, i);
    if (withExternalId(ctx, entry.source, entry.externalOrderId)) {
      lines.push(undefined);
      continue;
    }
    const built = buildLines(ctx, entry.lines, `orders[${i}].`);
    if (typeof built === 'string') return bad(built);
    lines.push(built);
  }
  const orders: Rec[] = [];
  let createdCount = 0;
  for (const [i, entry] of entries.entries()) {
    const existing = withExternalId(ctx, entry.source, entry.externalOrderId);
    if (existing) {
      orders.push(view(ctx, existing));
      continue;
    }
    const address = entry.shippingAddress ?? null;
    const customer =
      customerWithEmail(ctx, entry.customer.email) ?? (await addChannelCustomer(ctx, entry.customer, address));
    const order: Rec = {id: ctx.newId(), ...orderFields(ctx, customer, lines[i]!, entry)};
    await apply(ctx, ORDER_LIFECYCLE, order, 'aggregate', {from: null});
    collection(ctx, COLLECTIONS.orders)[String(order.id)] = order;
    orders.push(view(ctx, order));
    createdCount += 1;
  }
  return {
    status: createdCount > 0 ? 201 : 200,
    body: {
      created: createdCount > 0,
      result: {createdCount, existingCount: entries.length - createdCount, orders: structuredClone(orders)},
    },
  };
}

const generated = (ctx: HandlerContext, order: Rec): Reply => ({
  status: 201,
  body: {created: true, result: structuredClone(view(ctx, order))},
});

async function updateStatus(ctx: HandlerContext, order: Rec): Promise<Reply> {
  const {status, reason} = ctx.body as {status: 'processing' | 'completed' | 'cancelled'; reason?: string};
  const action =
    status === 'processing' ? 'set-processing' : status === 'completed' ? 'set-completed' : 'set-cancelled';
  const refused = refusal(ORDER_LIFECYCLE, action, order);
  if (refused) return refused;
  const number = String(order.orderNumber);
  if (action === 'set-processing') {
    const short = reserveOrderStock(ctx, order);
    if (short) return bad(short);
    await apply(ctx, ORDER_LIFECYCLE, order, action);
  }
  if (action === 'set-completed') {
    const shipment = currentShipment(ctx, order);
    if (shipment?.status === 'pending')
      return bad(`order ${number} has shipment ${String(shipment.id)} in status pending; dispatch or cancel it first`);
    sellOrderStock(ctx, order, {kind: 'order', id: String(order.id), lines: order.lines as Rec[]});
    await apply(ctx, ORDER_LIFECYCLE, order, action);
  }
  if (action === 'set-cancelled') {
    const invoice = currentInvoice(ctx, order);
    if (invoice)
      return bad(
        `order ${number} has invoice ${String(invoice.id)} in status ${String(invoice.status)}; void it first`,
      );
    const shipment = currentShipment(ctx, order);
    if (shipment)
      return bad(
        `order ${number} has shipment ${String(shipment.id)} in status ${String(shipment.status)}; cancel it first`,
      );
    releaseOrderStock(ctx, order);
    await apply(ctx, ORDER_LIFECYCLE, order, action, {effect: () => void (order.cancellationReason = reason ?? null)});
  }
  return saved(ctx, ORDERS, order);
}

async function generateInvoice(ctx: HandlerContext, order: Rec): Promise<Reply> {
  const refused = refusal(ORDER_LIFECYCLE, 'generate-invoice', order);
  if (refused) return refused;
  const active = currentInvoice(ctx, order);
  if (active)
    return bad(
      `order ${String(order.orderNumber)} already has invoice ${String(active.id)} in status ${String(active.status)}; void it first`,
    );
  const input = ctx.body as {reference: string; dueDate: string; description?: string; issue?: boolean};
  const invoice = newInvoice(ctx, {
    customerId: String((order.customer as Rec).id),
    reference: input.reference,
    lines: order.lines as Rec[],
    built: true,
    dueDate: input.dueDate,
    description: input.description ?? String(order.orderNumber),
    orderId: String(order.id),
  });
  if (typeof invoice === 'string') return bad(invoice);
  if (input.issue === true && pennies(String(invoice.total)) <= 0n)
    return bad(`order ${String(order.orderNumber)} has a total of 0.00; nothing to invoice`);
  const short = reserveOrderStock(ctx, order);
  if (short) return bad(short);
  await apply(ctx, INVOICE_LIFECYCLE, invoice, 'generate', {from: null});
  collection(ctx, COLLECTIONS.invoices)[String(invoice.id)] = invoice;
  await apply(ctx, ORDER_LIFECYCLE, order, 'reserve');
  order.updatedAt = iso(ctx.now());
  if (input.issue === true) {
    const notIssued = await issueInvoice(ctx, invoice, {});
    if (notIssued) return notIssued;
  }
  return generated(ctx, order);
}

/** Completes a processing or shipped order whose invoice is paid and whose shipment (if it needs one) is delivered. */
/** The clock task that completes an order once its invoice is paid and its shipment delivered (`autoComplete`). */
const AUTO_COMPLETE_TASK = 'orders.auto-complete';

const lookAt = (ctx: EngineContext, orderId: Json | undefined) => {
  if (typeof orderId === 'string') ctx.schedule({at: ctx.now(), kind: AUTO_COMPLETE_TASK, id: orderId});
};

async function autoComplete(ctx: EngineContext, order: Rec): Promise<boolean> {
  if (order.status !== 'processing' && order.status !== 'shipped') return false;
  if (currentInvoice(ctx, order)?.status !== 'paid') return false;
  const needsShipping = physicalNeeds(ctx, order.lines as Rec[]).size > 0;
  if (needsShipping && currentShipment(ctx, order)?.status !== 'delivered') return false;
  return (await apply(ctx, ORDER_LIFECYCLE, order, 'auto-complete')) !== undefined;
}

export const ORDERS_MODULE: ResourceModule = {
  name: 'orders',
  handlers: {
    'toolkit-orders': {
      createOrder: crud.create(ORDERS, (ctx, record, input) => {
        const customer = activeCustomer(ctx, String(input.customerId));
        if (typeof customer === 'string') return bad(customer);
        const lines = buildLines(ctx, validatedBody<OrderSchemas['CreateOrderRequest']>(ctx).lines);
        if (typeof lines === 'string') return bad(lines);
        const source = String(record.source);
        const existing = withExternalId(ctx, source, input.externalOrderId);
        if (existing)
          return bad(
            `source ${source} and externalOrderId ${String(input.externalOrderId)} belong to order ${String(existing.orderNumber)}`,
          );
        const fields = orderFields(ctx, customer, lines, {
          source,
          channelName: input.channelName,
          externalOrderId: input.externalOrderId,
          shippingAddress: input.shippingAddress,
          notes: input.notes,
          placedAt: typeof input.placedAt === 'string' ? input.placedAt : undefined,
        });
        Object.assign(record, fields, {id: record.id});
      }),
      aggregateOrders: aggregate,
      listOrders: crud.list(ORDERS, {
        status: filters.equals('status'),
        source: filters.equals('source'),
        customerId: (order, id) => (order.customer as Rec).id === id,
        externalOrderId: filters.equals('externalOrderId'),
        from: filters.from('placedAt'),
        to: filters.to('placedAt'),
      }),
      getOrder: crud.get(ORDERS),
      updateOrderStatus: onRecord(ORDERS, updateStatus),
      generateOrderInvoice: onRecord(ORDERS, generateInvoice),
      generateOrderShipment: onRecord(ORDERS, async (ctx, order) => {
        const shipment = await createShipmentFor(
          ctx,
          order,
          validatedBody<OrderSchemas['GenerateOrderShipmentRequest']>(ctx),
        );
        return typeof shipment === 'string' ? bad(shipment) : generated(ctx, order);
      }),
    },
  },
  tasks: {
    [AUTO_COMPLETE_TASK]: async (ctx, task) => {
      const order = collection(ctx, COLLECTIONS.orders)[task.id];
      if (order) await autoComplete(ctx, order);
    },
  },
  /**
   * Each order's number counts within the year it was made: numbered again in the order they were made, each in its
   * `createdAt`'s year (a seed moved into another year).
   */
  rederive(ctx) {
    const counters = typedCollection<number>(ctx.state, COLLECTIONS.orderNumbers);
    for (const year of Object.keys(counters)) delete counters[year];
    const orders = collection(ctx, COLLECTIONS.orders);
    for (const id of Object.keys(orders))
      orders[id].orderNumber = nextOrderNumber({state: ctx.state, now: () => Date.parse(String(orders[id].createdAt))});
  },
  on: {
    // What completes an order: its invoice paid, its shipment delivered, or itself reaching processing or shipped
    // with both done already. Looked at then (a task due now), not on every step.
    [`${INVOICE_LIFECYCLE.name}.paid`]: (ctx, invoice) => lookAt(ctx, (invoice as Rec).orderId),
    [`${SHIPMENT_LIFECYCLE.name}.delivered`]: (ctx, shipment) => lookAt(ctx, (shipment as Rec).orderId),
    [`${ORDER_LIFECYCLE.name}.processing`]: (ctx, order) => lookAt(ctx, (order as Rec).id),
    [`${ORDER_LIFECYCLE.name}.shipped`]: (ctx, order) => lookAt(ctx, (order as Rec).id),
  },
};
