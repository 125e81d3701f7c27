/**
 * Stock of physical inventory items, as every business resource changes it (DECISIONS.md "Inventory stock
 * model" and "Stock reservation by orders"): `available` = `stockOnHand` − `reserved`, `lowStock` when
 * `available` is at or below `lowStockThreshold`; every change of `stockOnHand` is a stock movement
 * (`received`, `sold`, `damaged`, `correction`) with its source (`manual`, `purchase_order`, `shipment`,
 * `order`). Orders reserve their physical lines once, sell them at dispatch (or completion without a
 * shipment) and release them when cancelled. Services have no stock. Pure: no DOM, no Node API.
 */
import type {EngineContext} from '../../types';
import {COLLECTIONS, collection, iso, recordOf, type Order, type StockMovement} from './common';
import type {InventoryItem} from './inventory';

export type MovementReason = StockMovement['reason'];
export type MovementSource = StockMovement['source'];
/** What a line says of stock (an invoice's, an order's or a shipment's): its item, if any, and how many. */
type StockLine = {itemId: string | null; quantity: number};

/** Sets `available` and `lowStock` from `stockOnHand`, `reserved` and `lowStockThreshold` (null for a service). */
export function recomputeStock(item: InventoryItem): void {
  if (item.type !== 'physical') {
    item.stockOnHand = null;
    item.reserved = null;
    item.available = null;
    item.lowStock = false;
    return;
  }
  const available = Number(item.stockOnHand) - Number(item.reserved);
  item.available = available;
  item.lowStock = typeof item.lowStockThreshold === 'number' && available <= item.lowStockThreshold;
}

/** Changes `stockOnHand` by `change` and records the movement (newest last in the collection). */
export function recordMovement(
  ctx: Pick<EngineContext, 'state' | 'now' | 'newId'>,
  item: InventoryItem,
  movement: {
    change: number;
    reason: MovementReason;
    source: MovementSource;
    sourceId: string | null;
    note?: string | null;
  },
  at: string = iso(ctx.now()),
): StockMovement {
  const stockAfter = Math.max(0, Number(item.stockOnHand) + movement.change);
  item.stockOnHand = stockAfter;
  item.updatedAt = iso(ctx.now());
  recomputeStock(item);
  const record: StockMovement = {
    id: ctx.newId(),
    itemId: item.id,
    change: movement.change,
    reason: movement.reason,
    stockAfter,
    source: movement.source,
    sourceId: movement.sourceId,
    note: movement.note ?? null,
    createdAt: at,
  };
  collection(ctx, COLLECTIONS.movements)[record.id] = record;
  return record;
}

/** The units of physical items some lines need, per item id (free-text lines and services need none). */
export function physicalNeeds(
  ctx: Pick<EngineContext, 'state'>,
  lines: readonly StockLine[],
): Map<string, {item: InventoryItem; quantity: number}> {
  const needs = new Map<string, {item: InventoryItem; quantity: number}>();
  for (const line of lines) {
    const item = recordOf(ctx, COLLECTIONS.items, line.itemId);
    if (!item || item.type !== 'physical') continue;
    const need = needs.get(item.id) ?? {item, quantity: 0};
    need.quantity += line.quantity;
    needs.set(item.id, need);
  }
  return needs;
}

/**
 * Reserves the stock of an order's physical lines, once per order: the message when an item's `available`
 * stock is short (nothing reserved then), undefined when reserved or nothing to reserve.
 */
export function reserveOrderStock(ctx: Pick<EngineContext, 'state' | 'now'>, order: Order): string | undefined {
  if (order.stockReserved) return undefined;
  const needs = physicalNeeds(ctx, order.lines);
  for (const {item, quantity} of needs.values())
    if (Number(item.available) < quantity)
      return `not enough stock for ${item.sku}: ${quantity} needed, ${Number(item.available)} available`;
  for (const {item, quantity} of needs.values()) {
    item.reserved = Number(item.reserved) + quantity;
    item.updatedAt = iso(ctx.now());
    recomputeStock(item);
  }
  order.stockReserved = needs.size > 0;
  return undefined;
}

/** Gives back the units an order reserved (cancelled order). */
export function releaseOrderStock(ctx: Pick<EngineContext, 'state' | 'now'>, order: Order): void {
  if (!order.stockReserved) return;
  for (const {item, quantity} of physicalNeeds(ctx, order.lines).values()) {
    item.reserved = Math.max(0, Number(item.reserved) - quantity);
    item.updatedAt = iso(ctx.now());
    recomputeStock(item);
  }
  order.stockReserved = false;
}

/**
 * The reserved units of an order leave as `sold`: at dispatch of its shipment (`source` `shipment`, the
 * shipment's lines) or when it is completed without one (`order`, its physical lines).
 */
export function sellOrderStock(
  ctx: Pick<EngineContext, 'state' | 'now' | 'newId'>,
  order: Order,
  source: {kind: 'shipment' | 'order'; id: string; lines: readonly StockLine[]; at?: string},
): void {
  if (!order.stockReserved) return;
  for (const {item, quantity} of physicalNeeds(ctx, source.lines).values()) {
    item.reserved = Math.max(0, Number(item.reserved) - quantity);
    recordMovement(ctx, item, {change: -quantity, reason: 'sold', source: source.kind, sourceId: source.id}, source.at);
  }
  order.stockReserved = false;
}
