/**
 * Stateful toolkit orders (`toolkit-orders`), following lifecycles/order.ts: create (an active customer),
 * aggregate channel orders (idempotent on `source` + `externalOrderId`; buyers matched by email or created;
 * the batch checked as a whole), list, get (with the current invoice and shipment summarised), status
 * changes (processing reserves stock, completed sells what is still reserved, cancelled releases it), and
 * generating the order's invoice (invoices.ts) and shipment (shipping.ts), both of which reserve its stock.
 * An order completes by itself once its invoice is paid and its shipment delivered (or, without physical
 * lines, once paid). Pure: no DOM, no Node API.
 */
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
  fieldOf,
  iso,
  pennies,
  totals,
  type LineItem,
  type Order,
  type PostalAddress,
} from './common';
import type {Customer} from './customers';
import {addChannelCustomer, customerWithEmail} from './customers';
import {issueInvoice, newInvoice} from './invoices';
import {createShipmentFor} from './shipping';
import {physicalNeeds, releaseOrderStock, reserveOrderStock, sellOrderStock} from './stock';
import {validatedBody} from '../../kit/body';
import type {components as OrderComponents} from '../../generated/toolkit-orders';

type OrderSchemas = OrderComponents['schemas'];

/** What a read shows: the order with its current invoice and shipment summarised. */
function view(ctx: Pick<EngineContext, 'state'>, order: Order): Order {
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

const ORDERS: Resource<Order> = {collection: COLLECTIONS.orders, view, lifecycle: ORDER_LIFECYCLE};

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
  customer: Customer,
  lines: LineItem[],
  input: {
    source: Order['source'];
    channelName?: string | null;
    externalOrderId?: string | null;
    shippingAddress?: PostalAddress | null;
    notes?: string | null;
    placedAt?: string;
  },
): Omit<Order, 'id'> {
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
  const lines: (LineItem[] | undefined)[] = [];
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
  const orders: Order[] = [];
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
    const order: Order = {id: ctx.newId(), ...orderFields(ctx, customer, lines[i]!, entry)};
    await apply(ctx, ORDER_LIFECYCLE, order, 'aggregate', {from: null});
    collection(ctx, COLLECTIONS.orders)[order.id] = order;
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

const generated = (ctx: HandlerContext, order: Order): Reply => ({
  status: 201,
  body: {created: true, result: structuredClone(view(ctx, order))},
});

async function updateStatus(ctx: HandlerContext, order: Order): Promise<Reply> {
  const {status, reason} = validatedBody<OrderSchemas['UpdateOrderStatusRequest']>(ctx);
  const action =
    status === 'processing' ? 'set-processing' : status === 'completed' ? 'set-completed' : 'set-cancelled';
  const refused = refusal(ORDER_LIFECYCLE, action, order);
  if (refused) return refused;
  const number = order.orderNumber;
  if (action === 'set-processing') {
    const short = reserveOrderStock(ctx, order);
    if (short) return bad(short);
    await apply(ctx, ORDER_LIFECYCLE, order, action);
  }
  if (action === 'set-completed') {
    const shipment = currentShipment(ctx, order);
    if (shipment?.status === 'pending')
      return bad(`order ${number} has shipment ${shipment.id} in status pending; dispatch or cancel it first`);
    sellOrderStock(ctx, order, {kind: 'order', id: order.id, lines: order.lines});
    await apply(ctx, ORDER_LIFECYCLE, order, action);
  }
  if (action === 'set-cancelled') {
    const invoice = currentInvoice(ctx, order);
    if (invoice) return bad(`order ${number} has invoice ${invoice.id} in status ${invoice.status}; void it first`);
    const shipment = currentShipment(ctx, order);
    if (shipment)
      return bad(`order ${number} has shipment ${shipment.id} in status ${shipment.status}; cancel it first`);
    releaseOrderStock(ctx, order);
    await apply(ctx, ORDER_LIFECYCLE, order, action, {effect: () => void (order.cancellationReason = reason ?? null)});
  }
  return saved(ctx, ORDERS, order);
}

async function generateInvoice(ctx: HandlerContext, order: Order): Promise<Reply> {
  const refused = refusal(ORDER_LIFECYCLE, 'generate-invoice', order);
  if (refused) return refused;
  const active = currentInvoice(ctx, order);
  if (active)
    return bad(`order ${order.orderNumber} already has invoice ${active.id} in status ${active.status}; void it first`);
  const input = validatedBody<OrderSchemas['GenerateOrderInvoiceRequest']>(ctx);
  const invoice = newInvoice(ctx, {
    customerId: order.customer.id,
    reference: input.reference,
    builtLines: order.lines,
    dueDate: input.dueDate,
    description: input.description ?? order.orderNumber,
    orderId: order.id,
  });
  if (typeof invoice === 'string') return bad(invoice);
  if (input.issue === true && pennies(invoice.total) <= 0n)
    return bad(`order ${order.orderNumber} has a total of 0.00; nothing to invoice`);
  const short = reserveOrderStock(ctx, order);
  if (short) return bad(short);
  await apply(ctx, INVOICE_LIFECYCLE, invoice, 'generate', {from: null});
  collection(ctx, COLLECTIONS.invoices)[invoice.id] = invoice;
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

const lookAt = (ctx: EngineContext, orderId: string | undefined) => {
  if (orderId !== undefined) ctx.schedule({at: ctx.now(), kind: AUTO_COMPLETE_TASK, id: orderId});
};

async function autoComplete(ctx: EngineContext, order: Order): Promise<boolean> {
  if (order.status !== 'processing' && order.status !== 'shipped') return false;
  if (currentInvoice(ctx, order)?.status !== 'paid') return false;
  const needsShipping = physicalNeeds(ctx, order.lines).size > 0;
  if (needsShipping && currentShipment(ctx, order)?.status !== 'delivered') return false;
  return (await apply(ctx, ORDER_LIFECYCLE, order, 'auto-complete')) !== undefined;
}

export const ORDERS_MODULE: ResourceModule = {
  name: 'orders',
  handlers: {
    'toolkit-orders': {
      createOrder: crud.create(ORDERS, (ctx, record) => {
        const input = validatedBody<OrderSchemas['CreateOrderRequest']>(ctx);
        const customer = activeCustomer(ctx, input.customerId);
        if (typeof customer === 'string') return bad(customer);
        const lines = buildLines(ctx, input.lines);
        if (typeof lines === 'string') return bad(lines);
        // The documented default channel (`in_person`), filled in by the create's documented shape.
        const source = record.source;
        const existing = withExternalId(ctx, source, input.externalOrderId);
        if (existing)
          return bad(
            `source ${source} and externalOrderId ${String(input.externalOrderId)} belong to order ${existing.orderNumber}`,
          );
        Object.assign(record, orderFields(ctx, customer, lines, {...input, source}), {id: record.id});
      }),
      aggregateOrders: aggregate,
      listOrders: crud.list(ORDERS, {
        status: filters.equals('status'),
        source: filters.equals('source'),
        customerId: (order, id) => order.customer.id === id,
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
        // This call takes no shipTo: an order without an address ships through the shipping API's create call.
        if (typeof shipment === 'string')
          return bad(
            shipment.startsWith('shipTo is required')
              ? `order ${order.orderNumber} has no shipping address: create its shipment with POST /shipping/shipments/create, giving shipTo`
              : shipment,
          );
        return generated(ctx, order);
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
   * `createdAt`'s year (a seed moved into another year), and the shipments of an order carry its number again.
   */
  rederive(ctx) {
    const counters = typedCollection<number>(ctx.state, COLLECTIONS.orderNumbers);
    for (const year of Object.keys(counters)) delete counters[year];
    const orders = collection(ctx, COLLECTIONS.orders);
    for (const id of Object.keys(orders))
      orders[id].orderNumber = nextOrderNumber({state: ctx.state, now: () => Date.parse(orders[id].createdAt)});
    for (const shipment of Object.values(collection(ctx, COLLECTIONS.shipments))) {
      const order = orders[shipment.orderId];
      if (order) shipment.orderNumber = order.orderNumber;
    }
  },
  on: {
    // What completes an order: its invoice paid, its shipment delivered, or itself reaching processing or shipped
    // with both done already. Looked at then (a task due now), not on every step.
    [`${INVOICE_LIFECYCLE.name}.paid`]: (ctx, invoice) => lookAt(ctx, fieldOf(invoice, 'orderId')),
    [`${SHIPMENT_LIFECYCLE.name}.delivered`]: (ctx, shipment) => lookAt(ctx, fieldOf(shipment, 'orderId')),
    [`${ORDER_LIFECYCLE.name}.processing`]: (ctx, order) => lookAt(ctx, fieldOf(order, 'id')),
    [`${ORDER_LIFECYCLE.name}.shipped`]: (ctx, order) => lookAt(ctx, fieldOf(order, 'id')),
  },
};
