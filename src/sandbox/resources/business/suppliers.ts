/**
 * Stateful toolkit suppliers (`toolkit-suppliers`): suppliers (create, get, list, edit, delete while nothing
 * names them) and purchase orders (create, get, list, receive, cancel: lifecycles/purchase-order.ts).
 * Receiving adds the units to stock as `received` movements with source `purchase_order` (stock.ts), and a
 * full receipt sets `paymentDueDate` from the supplier's payment terms. Pure: no DOM, no Node API.
 */
import type {Json} from '../../openapi';
import type {ResourceModule} from '../../types';
import {apply} from '../../kit/apply';
import {refusal} from '../../lifecycles/lifecycle';
import {PURCHASE_ORDER_LIFECYCLE} from '../../lifecycles/purchase-order';
import {crud, filters, onRecord, saved, type Resource} from '../crud';
import {
  COLLECTIONS,
  addDays,
  amount,
  bad,
  collection,
  dateOf,
  inFuture,
  iso,
  pennies,
  recordOf,
  type Rec,
} from './common';
import {recordMovement} from './stock';
import {validatedBody} from '../../kit/body';
import type {components as SupplierComponents} from '../../generated/toolkit-suppliers';

type SupplierSchemas = SupplierComponents['schemas'];

const SUPPLIERS: Resource = {collection: COLLECTIONS.suppliers};
const PURCHASE_ORDERS: Resource = {collection: COLLECTIONS.purchaseOrders, lifecycle: PURCHASE_ORDER_LIFECYCLE};

/** Days from full receipt to payment, per `paymentTerms` (PaymentTerms.yaml). */
export const PAYMENT_TERM_DAYS: Record<string, number> = {
  due_on_receipt: 0,
  net_7: 7,
  net_14: 14,
  net_30: 30,
  net_60: 60,
};

const nameTaken = (all: Record<string, Rec>, name: unknown, except?: unknown) => {
  if (typeof name !== 'string') return undefined;
  const other = Object.values(all).find((s) => s.id !== except && String(s.name).toLowerCase() === name.toLowerCase());
  return other && bad(`name ${name} is already used by supplier ${String(other.id)}`);
};

export const SUPPLIERS_MODULE: ResourceModule = {
  name: 'suppliers',
  handlers: {
    'toolkit-suppliers': {
      createSupplier: crud.create(SUPPLIERS, (ctx, _supplier, input) =>
        nameTaken(collection(ctx, COLLECTIONS.suppliers), input.name),
      ),
      listSuppliers: crud.list(SUPPLIERS, {search: filters.search('name', 'contactName', 'email')}),
      getSupplier: crud.get(SUPPLIERS),
      editSupplier: crud.edit(SUPPLIERS, {
        check: (ctx, supplier, changes) => nameTaken(collection(ctx, COLLECTIONS.suppliers), changes.name, supplier.id),
      }),
      deleteSupplier: crud.remove(SUPPLIERS, (ctx, supplier) => {
        const used =
          Object.values(collection(ctx, COLLECTIONS.purchaseOrders)).some(
            (po) => (po.supplier as Rec).id === supplier.id,
          ) || Object.values(collection(ctx, COLLECTIONS.items)).some((i) => i.supplierId === supplier.id);
        if (used)
          return bad(`supplier ${String(supplier.id)} has purchase orders or inventory items and cannot be deleted`);
      }),

      createPurchaseOrder: crud.create(PURCHASE_ORDERS, (ctx, po, input) => {
        const supplier = recordOf(ctx, COLLECTIONS.suppliers, input.supplierId);
        if (!supplier) return bad(`supplierId ${String(input.supplierId)} is not one of your suppliers`);
        const other = Object.values(collection(ctx, COLLECTIONS.purchaseOrders)).find((p) => p.number === input.number);
        if (other) return bad(`number ${String(input.number)} is already used by purchase order ${String(other.id)}`);
        const lines: Rec[] = [];
        const seen = new Set<string>();
        for (const [i, line] of validatedBody<SupplierSchemas['CreatePurchaseOrderRequest']>(ctx).lines.entries()) {
          const field = `lines[${i}]`;
          const item = recordOf(ctx, COLLECTIONS.items, line.itemId);
          if (!item) return bad(`${field}.itemId ${line.itemId} is not one of your items`);
          if (item.type !== 'physical')
            return bad(`${field}.itemId ${line.itemId} is a service; only physical items can be ordered`);
          if (item.archived === true)
            return bad(`${field}.itemId ${line.itemId} is archived; archived items cannot be ordered`);
          if (seen.has(line.itemId))
            return bad(`${field}.itemId ${line.itemId} is listed twice; give one line per item`);
          seen.add(line.itemId);
          const unitCost = line.unitCost ?? (typeof item.unitCost === 'string' ? item.unitCost : undefined);
          if (unitCost === undefined)
            return bad(`${field}.unitCost is required: item ${String(item.sku)} has no unitCost`);
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
          total: amount(lines.reduce((sum, l) => sum + pennies(String(l.total)), 0n)),
        });
      }),
      listPurchaseOrders: crud.list(PURCHASE_ORDERS, {
        status: filters.equals('status'),
        supplierId: (po, id) => (po.supplier as Rec).id === id,
      }),
      getPurchaseOrder: crud.get(PURCHASE_ORDERS),
      receivePurchaseOrder: onRecord(PURCHASE_ORDERS, async (ctx, po) => {
        const refused = refusal(PURCHASE_ORDER_LIFECYCLE, 'receive', po);
        if (refused) return refused;
        const input = ctx.body as {lines?: {itemId: string; quantity: number}[]; receivedAt?: string};
        const at = input.receivedAt ?? iso(ctx.now());
        if (inFuture(ctx, at)) return bad('receivedAt must not be in the future');
        const poLines = po.lines as Rec[];
        const outstanding = (l: Rec) => Number(l.quantityOrdered) - Number(l.quantityReceived);
        const receipts: {line: Rec; quantity: number}[] = [];
        if (input.lines) {
          const seen = new Set<string>();
          for (const [i, r] of input.lines.entries()) {
            const line = poLines.find((l) => l.itemId === r.itemId);
            if (!line) return bad(`lines[${i}].itemId ${r.itemId} is not on purchase order ${String(po.number)}`);
            if (seen.has(r.itemId)) return bad(`lines[${i}].itemId ${r.itemId} is listed twice`);
            seen.add(r.itemId);
            if (r.quantity > outstanding(line))
              return bad(
                `lines[${i}] receives ${r.quantity} units of ${String(line.sku)} but only ${outstanding(line)} are outstanding`,
              );
            receipts.push({line, quantity: r.quantity});
          }
        } else
          for (const line of poLines) if (outstanding(line) > 0) receipts.push({line, quantity: outstanding(line)});
        for (const {line, quantity} of receipts) {
          line.quantityReceived = Number(line.quantityReceived) + quantity;
          const item = recordOf(ctx, COLLECTIONS.items, line.itemId);
          if (item)
            recordMovement(
              ctx,
              item,
              {change: quantity, reason: 'received', source: 'purchase_order', sourceId: String(po.id)},
              at,
            );
        }
        const complete = poLines.every((l) => outstanding(l) === 0);
        await apply(ctx, PURCHASE_ORDER_LIFECYCLE, po, 'receive', {
          pick: (t) => (t.to === 'received') === complete,
          effect: () => {
            po.receivedAt = at;
            if (!complete) return;
            const supplier = recordOf(ctx, COLLECTIONS.suppliers, (po.supplier as Rec).id);
            const terms = PAYMENT_TERM_DAYS[String(supplier?.paymentTerms ?? 'net_30')] ?? 30;
            po.paymentDueDate = addDays(dateOf(Date.parse(at)), terms);
          },
        });
        return saved(ctx, PURCHASE_ORDERS, po);
      }),
      cancelPurchaseOrder: onRecord(PURCHASE_ORDERS, async (ctx, po) => {
        const refused = refusal(PURCHASE_ORDER_LIFECYCLE, 'cancel', po);
        if (refused) return refused;
        const {reason} = ctx.body as {reason?: string};
        await apply(ctx, PURCHASE_ORDER_LIFECYCLE, po, 'cancel', {
          effect: () => void (po.cancellationReason = (reason ?? null) as Json),
        });
        return saved(ctx, PURCHASE_ORDERS, po);
      }),
    },
  },
};
