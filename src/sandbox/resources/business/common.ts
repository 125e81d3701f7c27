/**
 * What the toolkit business resources (customers, inventory, invoices, orders, shipping, suppliers) share:
 * their collections in the sandbox state, money in pennies (amounts are strings with two decimals, never
 * floats), the VAT of a line (prices include VAT; DECISIONS.md "Toolkit prices include VAT"), the lines of
 * invoices and orders built from inventory items or free text, UTC dates (their lifecycles are applied by
 * kit/apply.ts). Pure: no DOM, no Node API.
 */
import type {EngineContext, Reply} from '../../types';
import {findRecord, records, type Rec} from '../crud';

export type {Rec} from '../crud';

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
export type Collection = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

export const bad = (message: string): Reply => ({status: 400, body: message});

/** Every record of a collection, by id (created on first use). */
export const collection = (ctx: Pick<EngineContext, 'state'>, name: Collection): Record<string, Rec> =>
  records(ctx, name);

/** One record, or undefined (an id that is not a string, or unknown). */
export const recordOf = (ctx: Pick<EngineContext, 'state'>, name: Collection, id: unknown): Rec | undefined =>
  findRecord(ctx, name, id);

export const iso = (ms: number) => new Date(ms).toISOString();
/** The UTC date (`YYYY-MM-DD`) of a time. */
export const dateOf = (ms: number) => iso(ms).slice(0, 10);
/** A date plus whole days (`YYYY-MM-DD`). */
export const addDays = (date: string, days: number) => dateOf(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000);

// ---- money -----------------------------------------------------------------------------------------

/** `"125.50"` -> 12550n and back (kit/money.ts: the sandbox's one money model; any size, no float). */
export {minor as pennies, major as amount} from '../../kit/money';
import {divideHalfUp, major as amount, minor as pennies} from '../../kit/money';
import type {components} from '../../generated/toolkit-invoices';
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
): Rec {
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
export function totals(lines: readonly Rec[]): {netTotal: string; vatTotal: string; total: string} {
  const sum = (field: string) => lines.reduce((s, l) => s + pennies(String(l[field])), 0n);
  return {netTotal: amount(sum('netAmount')), vatTotal: amount(sum('vatAmount')), total: amount(sum('total'))};
}

/** A line to put on an invoice or order (the generated `LineItemInput`, the same in both APIs), validated already. */
export type LineInput = components['schemas']['LineItemInput'];

/**
 * The lines of an invoice or order from their inputs: an item's name, price, VAT rate and SKU are copied (and
 * can be overridden); a free-text line needs `description` and `unitPrice`. Refused (the message) for an
 * unknown or archived item or a free-text line without them. `at` prefixes the field (`orders[2].`).
 */
export function buildLines(ctx: Pick<EngineContext, 'state'>, inputs: readonly LineInput[], at = ''): Rec[] | string {
  const lines: Rec[] = [];
  for (const [i, input] of inputs.entries()) {
    const field = `${at}lines[${i}]`;
    if (input.itemId !== undefined) {
      const item = recordOf(ctx, COLLECTIONS.items, input.itemId);
      if (!item) return `${field}.itemId ${input.itemId} is not one of your items`;
      if (item.archived === true) return `${field}.itemId ${input.itemId} is archived; archived items cannot be added`;
      lines.push(
        lineOf(
          input.itemId,
          String(item.sku),
          input.description ?? String(item.name),
          input.quantity,
          input.unitPrice ?? String(item.price),
          input.vatRate ?? String(item.vatRate),
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
export function activeCustomer(ctx: Pick<EngineContext, 'state'>, id: string): Rec | string {
  const customer = recordOf(ctx, COLLECTIONS.customers, id);
  if (!customer) return `customerId ${id} is not one of your customers`;
  if (customer.archived === true) return `customer ${id} is archived; restore it first`;
  return customer;
}

/** CustomerSummary: the customer as it was when the invoice or order was made. */
export const customerSummary = (c: Rec): Rec => ({id: c.id, name: c.name, email: c.email});

/**
 * The address the toolkit company trades from (Bramble & Finch, EXAMPLES.md "Companies"): where shipments
 * leave from unless `shipFrom` says otherwise.
 */
export const TRADING_ADDRESS: components['schemas']['PostalAddress'] = {
  addressLine1: '14 Larch Row',
  addressLine2: null,
  city: 'Edinburgh',
  zipCode: 'EH3 6QT',
  country: 'GB',
};

// ---- an order's current invoice and shipment --------------------------------------------------------

const latest = (docs: Rec[]) =>
  docs.sort(
    (a, b) => String(b.createdAt).localeCompare(String(a.createdAt)) || String(b.id).localeCompare(String(a.id)),
  )[0];

/** The order's current invoice: the latest that is not `void`. */
export const currentInvoice = (ctx: Pick<EngineContext, 'state'>, order: Rec): Rec | undefined =>
  latest(
    Object.values(collection(ctx, COLLECTIONS.invoices)).filter((i) => i.orderId === order.id && i.status !== 'void'),
  );

/** The order's current shipment: the latest that is not `cancelled`. */
export const currentShipment = (ctx: Pick<EngineContext, 'state'>, order: Rec): Rec | undefined =>
  latest(
    Object.values(collection(ctx, COLLECTIONS.shipments)).filter(
      (s) => s.orderId === order.id && s.status !== 'cancelled',
    ),
  );

/** Whether a time given in a request (`dispatchedAt`, `receivedAt`...) lies after the sandbox clock. */
export const inFuture = (ctx: Pick<EngineContext, 'now'>, at: string) => Date.parse(at) > ctx.now();
