/**
 * Stateful toolkit shipping (`toolkit-shipping`), following lifecycles/shipment.ts: a shipment of an order's
 * physical lines is created `pending` (the order's stock is reserved and a `new` order becomes `processing`),
 * dispatched by its first tracking number (`in_transit`: the stock leaves as `sold`, the order becomes
 * `shipped`), delivered, or cancelled while pending (the order keeps its reservation). Creation and every
 * status change send `shipping.status-update`. Orders generate shipments through `createShipmentFor`.
 * Pure: no DOM, no Node API.
 */
import type {HandlerContext, ResourceModule} from '../../types';
import {apply} from '../../kit/apply';
import {refusal} from '../../lifecycles/lifecycle';
import {ORDER_LIFECYCLE} from '../../lifecycles/order';
import {SHIPMENT_LIFECYCLE} from '../../lifecycles/shipment';
import {crud, filters, onRecord, saved, type Resource} from '../crud';
import {
  COLLECTIONS,
  TRADING_ADDRESS,
  bad,
  collection,
  currentShipment,
  inFuture,
  iso,
  recordOf,
  type Order,
} from './common';
import {physicalNeeds, reserveOrderStock, sellOrderStock} from './stock';
import {validatedBody} from '../../kit/body';
import type {components as ShippingComponents} from '../../generated/toolkit-shipping';

type ShippingSchemas = ShippingComponents['schemas'];

/** A shipment as the API shows it (and as the sandbox stores it). */
export type Shipment = ShippingSchemas['Shipment'];

export const SHIPMENTS: Resource<Shipment> = {collection: COLLECTIONS.shipments};

/** A shipment to make: the create call's body without `orderId` (an order's own shipment call gives less). */
export type ShipmentInput = Omit<ShippingSchemas['CreateShipmentRequest'], 'orderId'>;

/**
 * Creates the shipment of an order's physical lines, or answers the message refusing it: the order must be
 * `new` or `processing`, have physical lines, a shipping address (or `shipTo`), no active shipment, and
 * enough stock to reserve.
 */
export async function createShipmentFor(
  ctx: HandlerContext,
  order: Order,
  input: ShipmentInput,
): Promise<Shipment | string> {
  const refused = refusal(ORDER_LIFECYCLE, 'generate-shipment', order);
  if (refused) return refused.body;
  // The lines of physical items (an item's line has its item id and SKU; free-text lines and services ship nothing).
  const physical = order.lines.flatMap((l) =>
    l.itemId !== null && l.sku !== null && physicalNeeds(ctx, [l]).size > 0
      ? [{itemId: l.itemId, sku: l.sku, description: l.description, quantity: l.quantity}]
      : [],
  );
  if (physical.length === 0) return `order ${order.orderNumber} has no physical lines to ship`;
  const active = currentShipment(ctx, order);
  if (active)
    return `order ${order.orderNumber} already has shipment ${active.id} in status ${active.status}; cancel it first`;
  const shipTo = input.shipTo ?? order.shippingAddress;
  if (!shipTo) return `shipTo is required: order ${order.orderNumber} has no shipping address`;
  const short = reserveOrderStock(ctx, order);
  if (short) return short;
  const now = iso(ctx.now());
  await apply(ctx, ORDER_LIFECYCLE, order, 'reserve');
  order.updatedAt = now;
  const shipment: Shipment = {
    id: ctx.newId(),
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: 'pending',
    carrier: input.carrier,
    service: input.service,
    trackingNumber: null,
    trackingUrl: null,
    recipientName: input.recipientName ?? order.customer.name,
    shipFrom: structuredClone(input.shipFrom ?? TRADING_ADDRESS),
    shipTo: structuredClone(shipTo),
    parcels: structuredClone(input.parcels),
    lines: physical,
    dispatchedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    createdAt: now,
    updatedAt: now,
  };
  collection(ctx, COLLECTIONS.shipments)[shipment.id] = shipment;
  await apply(ctx, SHIPMENT_LIFECYCLE, shipment, 'create', {from: null});
  return shipment;
}

const orderOf = (ctx: HandlerContext, shipment: Shipment) => recordOf(ctx, COLLECTIONS.orders, shipment.orderId);

export const SHIPPING_MODULE: ResourceModule = {
  name: 'shipping',
  handlers: {
    'toolkit-shipping': {
      createShipment: async (ctx) => {
        const input = validatedBody<ShippingSchemas['CreateShipmentRequest']>(ctx);
        const order = recordOf(ctx, COLLECTIONS.orders, input.orderId);
        if (!order) return bad(`orderId ${input.orderId} is not one of your orders`);
        const shipment = await createShipmentFor(ctx, order, input);
        if (typeof shipment === 'string') return bad(shipment);
        return {status: 201, body: {created: true, result: structuredClone(shipment)}};
      },
      listShipments: crud.list(SHIPMENTS, {
        status: filters.equals('status'),
        orderId: filters.equals('orderId'),
        carrier: filters.equals('carrier'),
        from: filters.from('createdAt'),
        to: filters.to('createdAt'),
      }),
      getShipment: crud.get(SHIPMENTS),
      updateShipmentTracking: onRecord(SHIPMENTS, async (ctx, shipment) => {
        const refused = refusal(SHIPMENT_LIFECYCLE, 'tracking', shipment);
        if (refused) return refused;
        const input = validatedBody<ShippingSchemas['UpdateShipmentTrackingRequest']>(ctx);
        if (shipment.status === 'in_transit') {
          await apply(ctx, SHIPMENT_LIFECYCLE, shipment, 'tracking', {
            effect: () => {
              shipment.trackingNumber = input.trackingNumber;
              if (input.trackingUrl !== undefined) shipment.trackingUrl = input.trackingUrl;
            },
          });
          return saved(ctx, SHIPMENTS, shipment);
        }
        const at = input.dispatchedAt ?? iso(ctx.now());
        if (inFuture(ctx, at)) return bad('dispatchedAt must not be in the future');
        const order = orderOf(ctx, shipment);
        if (order) {
          sellOrderStock(ctx, order, {kind: 'shipment', id: shipment.id, lines: shipment.lines, at});
          await apply(ctx, ORDER_LIFECYCLE, order, 'shipment.dispatched');
        }
        await apply(ctx, SHIPMENT_LIFECYCLE, shipment, 'tracking', {
          effect: () => {
            shipment.trackingNumber = input.trackingNumber;
            shipment.trackingUrl = input.trackingUrl ?? null;
            shipment.dispatchedAt = at;
          },
        });
        return saved(ctx, SHIPMENTS, shipment);
      }),
      markShipmentDelivered: onRecord(SHIPMENTS, async (ctx, shipment) => {
        const refused = refusal(SHIPMENT_LIFECYCLE, 'deliver', shipment);
        if (refused) return refused;
        const {deliveredAt} = validatedBody<ShippingSchemas['MarkShipmentDeliveredRequest']>(ctx);
        const at = deliveredAt ?? iso(ctx.now());
        if (inFuture(ctx, at)) return bad('deliveredAt must not be in the future');
        if (Date.parse(at) < Date.parse(String(shipment.dispatchedAt)))
          return bad(`deliveredAt must not be before dispatchedAt (${String(shipment.dispatchedAt)})`);
        await apply(ctx, SHIPMENT_LIFECYCLE, shipment, 'deliver', {effect: () => void (shipment.deliveredAt = at)});
        return saved(ctx, SHIPMENTS, shipment);
      }),
      cancelShipment: onRecord(SHIPMENTS, async (ctx, shipment) => {
        const refused = refusal(SHIPMENT_LIFECYCLE, 'cancel', shipment);
        if (refused) return refused;
        await apply(ctx, SHIPMENT_LIFECYCLE, shipment, 'cancel');
        const order = orderOf(ctx, shipment);
        if (order) order.updatedAt = shipment.updatedAt;
        return saved(ctx, SHIPMENTS, shipment);
      }),
    },
  },
};
