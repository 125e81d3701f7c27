/**
 * What the toolkit business resources (customers, inventory, invoices, orders, shipping, suppliers) share:
 * their collections in the sandbox state, typed as the served descriptions' schemas, money in pennies (amounts
 * are strings with two decimals, never floats), the VAT of a line (prices include VAT; DECISIONS.md "Toolkit
 * prices include VAT"), the lines of invoices and orders built from inventory items or free text (`LineItem`,
 * one type in both APIs: generated/shared.ts), UTC dates (their lifecycles are applied by kit/apply.ts).
 * Pure: no DOM, no Node API.
 */
import type {Json} from '../../openapi';
import type {EngineContext, Reply} from '../../types';
import type {StoredWithStatus} from '../../kit/collection';
import type {components as Shared} from '../../generated/shared';
import type {components as InventoryComponents} from '../../generated/toolkit-inventory';
import type {components as InvoiceComponents} from '../../generated/toolkit-invoices';
import type {components as OrderComponents} from '../../generated/toolkit-orders';
import {findRecord, records} from '../crud';
import type {Customer} from './customers';
import type {InventoryItem} from './inventory';
import type {Shipment} from './shipping';
import type {PurchaseOrder, Supplier} from './suppliers';

/** The collections of `state.store` the business modules own. */
export const COLLECTIONS = {
  customers: 'customers',
  items: 'inventory-items',
  movements: 'stock-movements',
  invoices: 'invoices',
  orders: 'orders',
  shipments: 'shipments',
  suppliers: 'suppliers',
  purchaseOrders: 'purchase-orders',
  /** Sequence numbers (`ORD-<year>-<n>`), by year. */
  orderNumbers: 'order-numbers',
} as const;

/** A line of an invoice or order as the API shows it, and a line to put on one (the same in both APIs). */
export type LineItem = Shared['schemas']['LineItem'];
export type LineInput = Shared['schemas']['LineItemInput'];
export type PostalAddress = Shared['schemas']['PostalAddress'];
/** An invoice and an order as stored (their status `null` until their create transition), and a stock movement. */
export type Invoice = StoredWithStatus<InvoiceComponents['schemas']['Invoice']>;
export type Order = StoredWithStatus<OrderComponents['schemas']['Order']>;
export type StockMovement = InventoryComponents['schemas']['StockMovement'];

/** The record type of each collection of records. */
type Stored = {
  customers: Customer;
  'inventory-items': InventoryItem;
  'stock-movements': StockMovement;
  invoices: Invoice;
  orders: Order;
  shipments: Shipment;
  suppliers: Supplier;
  'purchase-orders': PurchaseOrder;
};
export type Collection = keyof Stored;

export const bad = (message: string): Reply => ({status: 400, body: message});

/** Every record of a collection, by id (created on first use), as its record type. */
export const collection = <C extends Collection>(ctx: Pick<EngineContext, 'state'>, name: C) =>
  records<Stored[C]>(ctx, name);

/** One record, or undefined (an id that is not a string, or unknown). */
export const recordOf = <C extends Collection>(ctx: Pick<EngineContext, 'state'>, name: C, id: unknown) =>
  findRecord<Stored[C]>(ctx, name, id);

/** The string field `field` of an in-process event's record (`ResourceModule.on`), if it has one. */
export function fieldOf(record: Json, field: string): string | undefined {
  const value = record !== null && typeof record === 'object' && !Array.isArray(record) ? record[field] : undefined;
  return typeof value === 'string' ? value : undefined;
}

export const iso = (ms: number) => new Date(ms).toISOString();
/** The UTC date (`YYYY-MM-DD`) of a time. */
export const dateOf = (ms: number) => iso(ms).slice(0, 10);
/** A date plus whole days (`YYYY-MM-DD`). */
export const addDays = (date: string, days: number) => dateOf(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000);

// ---- money -----------------------------------------------------------------------------------------

/** `"125.50"` -> 12550n and back (kit/money.ts: the sandbox's one money model; any size, no float). */
export {minor as pennies, major as amount} from '../../kit/money';
import {divideHalfUp, major as amount, minor as pennies} from '../../kit/money';
/** The VAT contained in a VAT-inclusive total: total × rate / (100 + rate), rounded half up to the penny. */
export function vatOf(total: bigint, vatRate: string): bigint {
  const rate = pennies(vatRate); // basis points: "20.00" -> 2000n
  return divideHalfUp(total * rate, 10000n + rate);
}

// ---- lines of invoices and orders ------------------------------------------------------------------

export const DEFAULT_VAT_RATE = '20.00';

/** One line as the API shows it (LineItem): quantity × unitPrice, the VAT it contains, the net amount. */
export function lineOf(
  itemId: string | null,
  sku: string | null,
  description: string,
  quantity: number,
  unitPrice: string,
  vatRate: string,
): LineItem {
  const total = pennies(unitPrice) * BigInt(quantity);
  const vat = vatOf(total, vatRate);
  return {
    itemId,
    sku,
    description,
    quantity,
    unitPrice,
    vatRate,
    netAmount: amount(total - vat),
    vatAmount: amount(vat),
    total: amount(total),
  };
}

/** `netTotal`, `vatTotal` and `total` of lines. */
export function totals(lines: readonly LineItem[]): {netTotal: string; vatTotal: string; total: string} {
  const sum = (field: 'netAmount' | 'vatAmount' | 'total') => lines.reduce((s, l) => s + pennies(l[field]), 0n);
  return {netTotal: amount(sum('netAmount')), vatTotal: amount(sum('vatAmount')), total: amount(sum('total'))};
}

/**
 * The lines of an invoice or order from their inputs: an item's name, price, VAT rate and SKU are copied (and
 * can be overridden); a free-text line needs `description` and `unitPrice`. Refused (the message) for an
 * unknown or archived item or a free-text line without them. `at` prefixes the field (`orders[2].`).
 */
export function buildLines(
  ctx: Pick<EngineContext, 'state'>,
  inputs: readonly LineInput[],
  at = '',
): LineItem[] | string {
  const lines: LineItem[] = [];
  for (const [i, input] of inputs.entries()) {
    const field = `${at}lines[${i}]`;
    if (input.itemId !== undefined) {
      const item = recordOf(ctx, COLLECTIONS.items, input.itemId);
      if (!item) return `${field}.itemId ${input.itemId} is not one of your items`;
      if (item.archived) return `${field}.itemId ${input.itemId} is archived; archived items cannot be added`;
      lines.push(
        lineOf(
          input.itemId,
          item.sku,
          input.description ?? item.name,
          input.quantity,
          input.unitPrice ?? item.price,
          input.vatRate ?? item.vatRate,
        ),
      );
      continue;
    }
    if (input.description === undefined) return `${field}.description is required for a line without itemId`;
    if (input.unitPrice === undefined) return `${field}.unitPrice is required for a line without itemId`;
    lines.push(
      lineOf(null, null, input.description, input.quantity, input.unitPrice, input.vatRate ?? DEFAULT_VAT_RATE),
    );
  }
  return lines;
}

// ---- customers as invoices and orders use them ------------------------------------------------------

/** The customer a new invoice or order names: refused (the message) when unknown or archived. */
export function activeCustomer(ctx: Pick<EngineContext, 'state'>, id: string): Customer | string {
  const customer = recordOf(ctx, COLLECTIONS.customers, id);
  if (!customer) return `customerId ${id} is not one of your customers`;
  if (customer.archived) return `customer ${id} is archived; restore it first`;
  return customer;
}

/** CustomerSummary: the customer as it was when the invoice or order was made. */
export const customerSummary = (c: Customer): Shared['schemas']['CustomerSummary'] => ({
  id: c.id,
  name: c.name,
  email: c.email,
});

/**
 * The address the toolkit company trades from (Bramble & Finch, EXAMPLES.md "Companies"): where shipments
 * leave from unless `shipFrom` says otherwise.
 */
export const TRADING_ADDRESS: PostalAddress = {
  addressLine1: '14 Larch Row',
  addressLine2: null,
  city: 'Edinburgh',
  zipCode: 'EH3 6QT',
  country: 'GB',
};

// ---- an order's current invoice and shipment --------------------------------------------------------

const latest = <T extends {id: string; createdAt: string}>(docs: T[]): T | undefined =>
  docs.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))[0];

/** An order's current invoice and shipment: neither `void` nor `cancelled` (what an order's read summarises). */
export type CurrentInvoice = Invoice & {status: Exclude<Invoice['status'], 'void' | null>};
export type CurrentShipment = Shipment & {status: Exclude<Shipment['status'], 'cancelled'>};

/** The order's current invoice: the latest that is not `void`. */
export const currentInvoice = (ctx: Pick<EngineContext, 'state'>, order: Order): CurrentInvoice | undefined =>
  latest(
    Object.values(collection(ctx, COLLECTIONS.invoices)).filter(
      (i): i is CurrentInvoice => i.orderId === order.id && i.status !== null && i.status !== 'void',
    ),
  );

/** The order's current shipment: the latest that is not `cancelled`. */
export const currentShipment = (ctx: Pick<EngineContext, 'state'>, order: Order): CurrentShipment | undefined =>
  latest(
    Object.values(collection(ctx, COLLECTIONS.shipments)).filter(
      (s): s is CurrentShipment => s.orderId === order.id && s.status !== 'cancelled',
    ),
  );

/** Whether a time given in a request (`dispatchedAt`, `receivedAt`...) lies after the sandbox clock. */
export const inFuture = (ctx: Pick<EngineContext, 'now'>, at: string) => Date.parse(at) > ctx.now();
