/**
 * Stateful toolkit inventory (`toolkit-inventory`): items (create with opening stock, get, list, edit,
 * archive: lifecycles/inventory-item.ts), stock adjustments and the stock movements of an item
 * (business/stock.ts). Purchase orders, shipments and orders change stock through stock.ts as well, so every
 * change is a movement listed here. Pure: no DOM, no Node API.
 */
import type {HandlerContext, ResourceModule} from '../../types';
import {apply} from '../../kit/apply';
import {INVENTORY_ITEM_LIFECYCLE} from '../../lifecycles/inventory-item';
import {refusal} from '../../lifecycles/lifecycle';
import {crud, filters, newestFirst, onRecord, page, saved, type Resource} from '../crud';
import type {components} from '../../generated/toolkit-inventory';
import {validatedBody} from '../../kit/body';
import {COLLECTIONS, bad, collection, recordOf} from './common';
import {recomputeStock, recordMovement, type MovementReason} from './stock';

/** An inventory item as the API shows it (and as the sandbox stores it). */
export type InventoryItem = components['schemas']['InventoryItem'];

const ITEMS: Resource<InventoryItem> = {collection: COLLECTIONS.items, lifecycle: INVENTORY_ITEM_LIFECYCLE};

const skuTaken = (ctx: HandlerContext, sku: unknown, except?: unknown) => {
  if (typeof sku !== 'string') return undefined;
  const other = Object.values(collection(ctx, COLLECTIONS.items)).find(
    (i) => i.id !== except && i.sku.toLowerCase() === sku.toLowerCase(),
  );
  return other && bad(`sku ${sku} is already used by item ${other.id}`);
};

const unknownSupplier = (ctx: HandlerContext, supplierId: unknown) =>
  typeof supplierId === 'string' && !recordOf(ctx, COLLECTIONS.suppliers, supplierId)
    ? bad(`supplierId ${supplierId} is not one of your suppliers`)
    : undefined;

/** The sign a stock change must have for its reason (`correction`: either). */
const SIGN: Record<MovementReason, 1 | -1 | 0> = {received: 1, sold: -1, damaged: -1, correction: 0};

export const INVENTORY_MODULE: ResourceModule = {
  name: 'inventory',
  handlers: {
    'toolkit-inventory': {
      createInventoryItem: crud.create(ITEMS, (ctx, item, input) => {
        const taken = skuTaken(ctx, input.sku);
        if (taken) return taken;
        if (item.type === 'service')
          for (const field of ['openingStock', 'lowStockThreshold'])
            if (input[field] !== undefined && input[field] !== null)
              return bad(`${field} is not allowed for a service: a service has no stock`);
        const supplier = unknownSupplier(ctx, input.supplierId);
        if (supplier) return supplier;
        if (item.type === 'physical') {
          item.stockOnHand = 0;
          item.reserved = 0;
        }
        recomputeStock(item);
        const opening = typeof input.openingStock === 'number' ? input.openingStock : 0;
        if (item.type === 'physical' && opening > 0)
          recordMovement(
            ctx,
            item,
            {change: opening, reason: 'received', source: 'manual', sourceId: null, note: 'Opening stock'},
            item.createdAt,
          );
        item.updatedAt = item.createdAt;
      }),
      listInventoryItems: crud.list(ITEMS, {
        type: filters.equals('type'),
        supplierId: filters.equals('supplierId'),
        lowStock: filters.equals('lowStock'),
        search: filters.search('name', 'sku'),
        archived: filters.equals('archived'),
      }),
      getInventoryItem: crud.get(ITEMS),
      editInventoryItem: crud.edit(ITEMS, {
        check: (ctx, item, changes) => {
          const taken = skuTaken(ctx, changes.sku, item.id);
          if (taken) return taken;
          if (item.type === 'service' && changes.lowStockThreshold !== undefined && changes.lowStockThreshold !== null)
            return bad('lowStockThreshold is not allowed for a service: a service has no stock');
          return unknownSupplier(ctx, changes.supplierId);
        },
        after: (_ctx, item) => recomputeStock(item),
      }),
      archiveInventoryItem: onRecord(ITEMS, async (ctx, item) => {
        const refused = refusal(INVENTORY_ITEM_LIFECYCLE, 'archive', item);
        if (refused) return refused;
        if (item.reserved !== null && item.reserved > 0)
          return bad(`item ${item.sku} has ${item.reserved} units reserved for orders; ship or cancel them first`);
        await apply(ctx, INVENTORY_ITEM_LIFECYCLE, item, 'archive');
        return saved(ctx, ITEMS, item);
      }),
      adjustInventoryStock: onRecord(ITEMS, (ctx, item) => {
        if (item.type !== 'physical') return bad(`item ${item.sku} is a service; a service has no stock`);
        const refused = refusal(INVENTORY_ITEM_LIFECYCLE, 'adjust-stock', item);
        if (refused) return refused;
        const {change, reason, note} = validatedBody<components['schemas']['AdjustStockRequest']>(ctx);
        const sign = SIGN[reason];
        if (sign !== 0 && Math.sign(change) !== sign)
          return bad(`change must be ${sign > 0 ? 'positive' : 'negative'} for reason ${reason}`);
        const onHand = Number(item.stockOnHand);
        const reserved = Number(item.reserved);
        if (onHand + change < 0)
          return bad(`change ${change} would take stockOnHand of ${item.sku} below 0 (${onHand} on hand)`);
        if (onHand + change < reserved)
          return bad(
            `change ${change} would take stockOnHand of ${item.sku} below the ${reserved} units reserved for orders (${onHand} on hand)`,
          );
        recordMovement(ctx, item, {change, reason, source: 'manual', sourceId: null, note: note ?? null});
        return saved(ctx, ITEMS, item);
      }),
      listStockMovements: onRecord(ITEMS, (ctx, item) =>
        page(
          ctx.query,
          newestFirst(Object.values(collection(ctx, COLLECTIONS.movements)).filter((m) => m.itemId === item.id)),
        ),
      ),
    },
  },
};
