/**
 * Stateful toolkit suppliers (`toolkit-suppliers`): suppliers (create, get, list, edit, delete while nothing
 * names them) and purchase orders (create, get, list, receive, cancel: lifecycles/purchase-order.ts).
 * Receiving adds the units to stock as `received` movements with source `purchase_order` (stock.ts), and a
 * full receipt sets `paymentDueDate` from the supplier's payment terms. Pure: no DOM, no Node API.
 */
import type {EngineContext, ResourceModule} from '../../types';
import {apply} from '../../kit/apply';
import {refusal} from '../../lifecycles/lifecycle';
import {PURCHASE_ORDER_LIFECYCLE} from '../../lifecycles/purchase-order';
import {crud, filters, onRecord, saved, type Resource} from '../crud';
import {COLLECTIONS, addDays, amount, bad, collection, dateOf, inFuture, iso, pennies, recordOf} from './common';
import {recordMovement} from './stock';
import {validatedBody} from '../../kit/body';
import type {components as SupplierComponents} from '../../generated/toolkit-suppliers';

type SupplierSchemas = SupplierComponents['schemas'];

/** A supplier and a purchase order as the API shows them (and as the sandbox stores them). */
export type Supplier = SupplierSchemas['Supplier'];
export type PurchaseOrder = SupplierSchemas['PurchaseOrder'];
type PurchaseOrderLine = SupplierSchemas['PurchaseOrderLine'];

const SUPPLIERS: Resource<Supplier> = {collection: COLLECTIONS.suppliers};
const PURCHASE_ORDERS: Resource<PurchaseOrder> = {
  collection: COLLECTIONS.purchaseOrders,
  lifecycle: PURCHASE_ORDER_LIFECYCLE,
};
const suppliers = (ctx: Pick<EngineContext, 'state'>) => collection(ctx, COLLECTIONS.suppliers);
const purchaseOrders = (ctx: Pick<EngineContext, 'state'>) => collection(ctx, COLLECTIONS.purchaseOrders);
const itemOf = (ctx: Pick<EngineContext, 'state'>, id: unknown) => recordOf(ctx, COLLECTIONS.items, id);

/** Days from full receipt to payment, per `paymentTerms` (PaymentTerms.yaml). */
export const PAYMENT_TERM_DAYS: Record<SupplierSchemas['PaymentTerms'], number> = {
  due_on_receipt: 0,
  net_7: 7,
  net_14: 14,
  net_30: 30,
  net_60: 60,
};

const nameTaken = (all: Record<string, Supplier>, name: unknown, except?: unknown) => {
  if (typeof name !== 'string') return undefined;
  const other = Object.values(all).find((s) => s.id !== except && s.name.toLowerCase() === name.toLowerCase());
  return other && bad(`name ${name} is already used by supplier ${other.id}`);
};

export const SUPPLIERS_MODULE: ResourceModule = {
  name: 'suppliers',
  handlers: {
    'toolkit-suppliers': {
      createSupplier: crud.create(SUPPLIERS, (ctx, _supplier, input) => nameTaken(suppliers(ctx), input.name)),
      listSuppliers: crud.list(SUPPLIERS, {search: filters.search('name', 'contactName', 'email')}),
      getSupplier: crud.get(SUPPLIERS),
      editSupplier: crud.edit(SUPPLIERS, {
        check: (ctx, supplier, changes) => nameTaken(suppliers(ctx), changes.name, supplier.id),
      }),
      deleteSupplier: crud.remove(SUPPLIERS, (ctx, supplier) => {
        const used =
          Object.values(purchaseOrders(ctx)).some((po) => po.supplier.id === supplier.id) ||
          Object.values(collection(ctx, COLLECTIONS.items)).some((i) => i.supplierId === supplier.id);
        if (used) return bad(`supplier ${supplier.id} has purchase orders or inventory items and cannot be deleted`);
      }),

      createPurchaseOrder: crud.create(PURCHASE_ORDERS, (ctx, po, input) => {
        const supplier = recordOf(ctx, COLLECTIONS.suppliers, input.supplierId);
        if (!supplier) return bad(`supplierId ${String(input.supplierId)} is not one of your suppliers`);
        const other = Object.values(purchaseOrders(ctx)).find((p) => p.number === input.number);
        if (other) return bad(`number ${String(input.number)} is already used by purchase order ${other.id}`);
        const lines: PurchaseOrderLine[] = [];
        const seen = new Set<string>();
        for (const [i, line] of validatedBody<SupplierSchemas['CreatePurchaseOrderRequest']>(ctx).lines.entries()) {
          const field = `lines[${i}]`;
          const item = itemOf(ctx, line.itemId);
          if (!item) return bad(`${field}.itemId ${line.itemId} is not one of your items`);
          if (item.type !== 'physical')
            return bad(`${field}.itemId ${line.itemId} is a service; only physical items can be ordered`);
          if (item.archived) return bad(`${field}.itemId ${line.itemId} is archived; archived items cannot be ordered`);
          if (seen.has(line.itemId))
            return bad(`${field}.itemId ${line.itemId} is listed twice; give one line per item`);
          seen.add(line.itemId);
          const unitCost = line.unitCost ?? item.unitCost;
          if (unitCost === null) return bad(`${field}.unitCost is required: item ${item.sku} has no unitCost`);
          lines.push({
            itemId: line.itemId,
            sku: item.sku,
            description: item.name,
            quantityOrdered: line.quantity,
            quantityReceived: 0,
            unitCost,
            total: amount(pennies(unitCost) * BigInt(line.quantity)),
          });
        }
        Object.assign(po, {
          supplier: {id: supplier.id, name: supplier.name},
          lines,
          total: amount(lines.reduce((sum, l) => sum + pennies(l.total), 0n)),
        });
      }),
      listPurchaseOrders: crud.list(PURCHASE_ORDERS, {
        status: filters.equals('status'),
        supplierId: (po, id) => po.supplier.id === id,
      }),
      getPurchaseOrder: crud.get(PURCHASE_ORDERS),
      receivePurchaseOrder: onRecord(PURCHASE_ORDERS, async (ctx, po) => {
        const refused = refusal(PURCHASE_ORDER_LIFECYCLE, 'receive', po);
        if (refused) return refused;
        const input = validatedBody<SupplierSchemas['ReceivePurchaseOrderRequest']>(ctx);
        const at = input.receivedAt ?? iso(ctx.now());
        if (inFuture(ctx, at)) return bad('receivedAt must not be in the future');
        const poLines = po.lines;
        const outstanding = (l: PurchaseOrderLine) => l.quantityOrdered - l.quantityReceived;
        const receipts: {line: PurchaseOrderLine; quantity: number}[] = [];
        if (input.lines) {
          const seen = new Set<string>();
          for (const [i, r] of input.lines.entries()) {
            const line = poLines.find((l) => l.itemId === r.itemId);
            if (!line) return bad(`lines[${i}].itemId ${r.itemId} is not on purchase order ${po.number}`);
            if (seen.has(r.itemId)) return bad(`lines[${i}].itemId ${r.itemId} is listed twice`);
            seen.add(r.itemId);
            if (r.quantity > outstanding(line))
              return bad(
                `lines[${i}] receives ${r.quantity} units of ${line.sku} but only ${outstanding(line)} are outstanding`,
              );
            receipts.push({line, quantity: r.quantity});
          }
        } else
          for (const line of poLines) if (outstanding(line) > 0) receipts.push({line, quantity: outstanding(line)});
        for (const {line, quantity} of receipts) {
          line.quantityReceived += quantity;
          const item = itemOf(ctx, line.itemId);
          if (item)
            recordMovement(
              ctx,
              item,
              {change: quantity, reason: 'received', source: 'purchase_order', sourceId: po.id},
              at,
            );
        }
        const complete = poLines.every((l) => outstanding(l) === 0);
        await apply(ctx, PURCHASE_ORDER_LIFECYCLE, po, 'receive', {
          pick: (t) => (t.to === 'received') === complete,
          effect: () => {
            po.receivedAt = at;
            if (!complete) return;
            const supplier = recordOf(ctx, COLLECTIONS.suppliers, po.supplier.id);
            const terms = PAYMENT_TERM_DAYS[supplier?.paymentTerms ?? 'net_30'];
            po.paymentDueDate = addDays(dateOf(Date.parse(at)), terms);
          },
        });
        return saved(ctx, PURCHASE_ORDERS, po);
      }),
      cancelPurchaseOrder: onRecord(PURCHASE_ORDERS, async (ctx, po) => {
        const refused = refusal(PURCHASE_ORDER_LIFECYCLE, 'cancel', po);
        if (refused) return refused;
        const {reason} = validatedBody<SupplierSchemas['CancelPurchaseOrderRequest']>(ctx);
        await apply(ctx, PURCHASE_ORDER_LIFECYCLE, po, 'cancel', {
          effect: () => void (po.cancellationReason = reason ?? null),
        });
        return saved(ctx, PURCHASE_ORDERS, po);
      }),
    },
  },
};
