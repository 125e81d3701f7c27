/**
 * The schemas of the served toolkit-inventory description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundles; tests/unit/sandbox-types.test.ts checks it).
 */
import type {components as shared} from './shared';

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * AdjustStockRequest
     * @description A stock change of a physical item. The sign of `change` must match the `reason`, and `stockOnHand` cannot go below 0 nor below `reserved`.
     */
    AdjustStockRequest: {
      /**
       * @description Units to add (positive) or remove (negative); not 0. Positive for `received`, negative for `sold` and `damaged`, either for `correction`.
       * @example -2
       */
      change: number;
      reason: components['schemas']['StockMovementReason'];
      /**
       * @description Why, in your words; at most 500 characters.
       * @example Two pots broken in the polytunnel during the storm.
       */
      note?: string;
    };
    Amount: shared['schemas']['Amount'];
    /**
     * CreateInventoryItemRequest
     * @description The item to create. `sku`, `name`, `type` and `price` are required. Stock fields (`openingStock`, `lowStockThreshold`) apply to physical items only.
     */
    CreateInventoryItemRequest: {
      /**
       * @description Your stock keeping unit for the item, unique among your items.
       * @example PLT-LAV-2L
       */
      sku: components['schemas']['Sku'];
      /**
       * @description Name of the item, shown on invoices and orders; 1 to 200 characters.
       * @example Lavender 'Hidcote', 2 L pot
       */
      name: string;
      /**
       * @description Longer description, or `null`; at most 1000 characters.
       * @example Compact English lavender with deep violet flowers from June to August.
       */
      description?: string | null;
      type: components['schemas']['InventoryItemType'];
      /**
       * @description Selling price of one unit, VAT included.
       * @example 8.50
       */
      price: components['schemas']['Amount'];
      /**
       * @description VAT rate in percent; defaults to `20.00`.
       * @default 20.00
       * @example 20.00
       */
      vatRate?: components['schemas']['VatRate'];
      /**
       * @description What one unit costs you from the supplier, two decimals, or `null`. Used as the default cost on purchase orders.
       * @example 3.20
       */
      unitCost?: string | null;
      /**
       * @description When `available` is at or below this number the item is low on stock; `null` for no alert (and for a service).
       * @example 30
       */
      lowStockThreshold?: number | null;
      /**
       * @description Supplier you buy the item from (suppliers API), or `null`.
       * @example 665ac3d4e5f6a7b8c9d0e201
       */
      supplierId?: string | null;
      /**
       * @description The supplier's own code for the item, printed on purchase orders, or `null`; at most 40 characters.
       * @example TN-LAV-HID-2
       */
      supplierSku?: string | null;
      /**
       * @description Units you hold now, for a physical item; recorded as a `received` movement with the note `Opening stock`. Defaults to 0. Not allowed for a service.
       * @default 0
       * @example 6
       */
      openingStock?: number;
    };
    /**
     * CreateInventoryItemResponse
     * @description Envelope of a create call: the new item in `result`.
     */
    CreateInventoryItemResponse: {
      /**
       * @description Always `true` when the object was created.
       * @example true
       * @constant
       */
      created: true;
      result: components['schemas']['InventoryItem'];
    };
    Currency: shared['schemas']['Currency'];
    /**
     * EditInventoryItemRequest
     * @description The fields to change; fields left out keep their value. `type` cannot change, and stock changes only through adjust-stock.
     */
    EditInventoryItemRequest: {
      /**
       * @description Your stock keeping unit for the item, unique among your items.
       * @example PLT-LAV-2L
       */
      sku?: components['schemas']['Sku'];
      /**
       * @description Name of the item, shown on invoices and orders; 1 to 200 characters.
       * @example Lavender 'Hidcote', 2 L pot
       */
      name?: string;
      /**
       * @description Longer description, or `null`; at most 1000 characters.
       * @example Compact English lavender with deep violet flowers from June to August.
       */
      description?: string | null;
      /**
       * @description Selling price of one unit, VAT included.
       * @example 8.50
       */
      price?: components['schemas']['Amount'];
      /**
       * @description VAT rate of the item in percent.
       * @example 20.00
       */
      vatRate?: components['schemas']['VatRate'];
      /**
       * @description What one unit costs you from the supplier, two decimals, or `null`. Used as the default cost on purchase orders.
       * @example 3.20
       */
      unitCost?: string | null;
      /**
       * @description When `available` is at or below this number the item is low on stock; `null` for no alert (and for a service).
       * @example 30
       */
      lowStockThreshold?: number | null;
      /**
       * @description Supplier you buy the item from (suppliers API), or `null`.
       * @example 665ac3d4e5f6a7b8c9d0e201
       */
      supplierId?: string | null;
      /**
       * @description The supplier's own code for the item, printed on purchase orders, or `null`; at most 40 characters.
       * @example TN-LAV-HID-2
       */
      supplierSku?: string | null;
    };
    /**
     * InventoryItem
     * @description A product or service you sell, with its price, VAT rate and, for physical goods, its stock.
     */
    InventoryItem: {
      /**
       * @description Identifier of the item (24-character hexadecimal ObjectId).
       * @example 6656b2c3d4e5f6a7b8c9d101
       */
      id: components['schemas']['ObjectId'];
      /**
       * @description Your stock keeping unit for the item, unique among your items.
       * @example PLT-LAV-2L
       */
      sku: components['schemas']['Sku'];
      /**
       * @description Name of the item, shown on invoices and orders; 1 to 200 characters.
       * @example Lavender 'Hidcote', 2 L pot
       */
      name: string;
      /**
       * @description Longer description, or `null`; at most 1000 characters.
       * @example Compact English lavender with deep violet flowers from June to August.
       */
      description: string | null;
      type: components['schemas']['InventoryItemType'];
      /**
       * @description Selling price of one unit, VAT included.
       * @example 8.50
       */
      price: components['schemas']['Amount'];
      /**
       * @description Currency of the prices, always `GBP`.
       * @example GBP
       */
      currency: components['schemas']['Currency'];
      /**
       * @description VAT rate of the item in percent.
       * @example 20.00
       */
      vatRate: components['schemas']['VatRate'];
      /**
       * @description What one unit costs you from the supplier, two decimals, or `null`. Used as the default cost on purchase orders.
       * @example 3.20
       */
      unitCost: string | null;
      /**
       * @description Units you physically hold, 0 or more; `null` for a service. Changes only through stock movements: adjust-stock, purchase order receipts and dispatched shipments.
       * @example 140
       */
      stockOnHand: number | null;
      /**
       * @description Units held for orders that are being processed but not yet dispatched; `null` for a service.
       * @example 0
       */
      reserved: number | null;
      /**
       * @description `stockOnHand` minus `reserved`: what new orders can still take; `null` for a service.
       * @example 140
       */
      available: number | null;
      /**
       * @description When `available` is at or below this number the item is low on stock; `null` for no alert (and for a service).
       * @example 30
       */
      lowStockThreshold: number | null;
      /**
       * @description `true` when the item is physical, has a `lowStockThreshold`, and `available` is at or below it. Reorder with a purchase order.
       * @example false
       */
      lowStock: boolean;
      /**
       * @description Supplier you buy the item from (suppliers API), or `null`.
       * @example 665ac3d4e5f6a7b8c9d0e201
       */
      supplierId: string | null;
      /**
       * @description The supplier's own code for the item, printed on purchase orders, or `null`; at most 40 characters.
       * @example TN-LAV-HID-2
       */
      supplierSku: string | null;
      /**
       * @description `true` once archived: the item can no longer be added to invoices, orders or purchase orders, and is hidden from the list by default.
       * @example false
       */
      archived: boolean;
      /**
       * Format: date-time
       * @description When the item was archived (ISO 8601, UTC), or `null`.
       * @example null
       */
      archivedAt: string | null;
      /**
       * Format: date-time
       * @description When the item was created (ISO 8601, UTC).
       * @example 2026-06-01T08:00:00.000Z
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the item last changed, stock included (ISO 8601, UTC).
       * @example 2026-06-28T12:00:00.000Z
       */
      updatedAt: string;
    };
    /**
     * InventoryItemList
     * @description One page of items, newest first, with the pagination fields.
     */
    InventoryItemList: {
      /** @description The items on this page (at most `limit`), newest first. */
      docs: components['schemas']['InventoryItem'][];
    } & components['schemas']['Pagination'];
    /**
     * InventoryItemResponse
     * @description Envelope of a read call: the item in `data`.
     */
    InventoryItemResponse: {
      data: components['schemas']['InventoryItem'];
    };
    /**
     * InventoryItemType
     * @description What kind of item it is.
     *
     *     - `physical`: goods you hold in stock and ship; Fernpay tracks `stockOnHand`, reservations and movements.
     *     - `service`: work you sell by the unit (an hour, a visit); it has no stock, and the stock fields are `null`.
     * @example physical
     * @enum {string}
     */
    InventoryItemType: 'physical' | 'service';
    /**
     * ListInventoryItemsResponse
     * @description Envelope of a read call: one page of items in `data`.
     */
    ListInventoryItemsResponse: {
      data: components['schemas']['InventoryItemList'];
    };
    /**
     * ListStockMovementsResponse
     * @description Envelope of a read call: one page of movements in `data`.
     */
    ListStockMovementsResponse: {
      data: components['schemas']['StockMovementList'];
    };
    ObjectId: shared['schemas']['ObjectId'];
    Pagination: shared['schemas']['Pagination'];
    /**
     * SavedInventoryItemResponse
     * @description Envelope of a change: the item after the change in `result`.
     */
    SavedInventoryItemResponse: {
      /**
       * @description Always `true` when the change was saved.
       * @example true
       * @constant
       */
      saved: true;
      result: components['schemas']['InventoryItem'];
    };
    Sku: shared['schemas']['Sku'];
    /**
     * StockMovement
     * @description One change of the stock of a physical item. Movements are never edited nor deleted: correct a mistake with a `correction` movement.
     */
    StockMovement: {
      /**
       * @description Identifier of the movement.
       * @example 665ce5f6a7b8c9d0e1f2a703
       */
      id: components['schemas']['ObjectId'];
      /**
       * @description The item whose stock changed.
       * @example 6656b2c3d4e5f6a7b8c9d101
       */
      itemId: components['schemas']['ObjectId'];
      /**
       * @description Units added (positive) or removed (negative).
       * @example -6
       */
      change: number;
      reason: components['schemas']['StockMovementReason'];
      /**
       * @description `stockOnHand` right after the movement.
       * @example 134
       */
      stockAfter: number;
      /**
       * @description What made the movement.
       *
       *     - `manual`: an adjust-stock call, or opening stock at creation.
       *     - `purchase_order`: a purchase order received (suppliers API); `sourceId` is the purchase order.
       *     - `shipment`: a shipment dispatched (shipping API); `sourceId` is the shipment.
       *     - `order`: an order completed without a shipment, for example collected in person (orders API); `sourceId` is the order.
       * @example shipment
       * @enum {string}
       */
      source: 'manual' | 'purchase_order' | 'shipment' | 'order';
      /**
       * @description The purchase order, shipment or order behind the movement, or `null` for `manual`.
       * @example 6659f6a7b8c9d0e1f2a3b501
       */
      sourceId: string | null;
      /**
       * @description The note given with a manual movement, or `null`.
       * @example null
       */
      note: string | null;
      /**
       * Format: date-time
       * @description When the movement happened (ISO 8601, UTC).
       * @example 2026-08-05T11:05:00.000Z
       */
      createdAt: string;
    };
    /**
     * StockMovementList
     * @description One page of stock movements, newest first, with the pagination fields.
     */
    StockMovementList: {
      /** @description The stock movements on this page (at most `limit`), newest first. */
      docs: components['schemas']['StockMovement'][];
    } & components['schemas']['Pagination'];
    /**
     * StockMovementReason
     * @description Why stock changed.
     *
     *     - `received`: goods came in (a purchase order received, a delivery, opening stock); `change` is positive.
     *     - `sold`: goods left with a customer (a shipment dispatched, an in-person sale); `change` is negative.
     *     - `damaged`: goods broken, lost or spoiled; `change` is negative.
     *     - `correction`: a stock count differs from the record; `change` is positive or negative.
     * @example damaged
     * @enum {string}
     */
    StockMovementReason: 'received' | 'sold' | 'damaged' | 'correction';
    VatRate: shared['schemas']['VatRate'];
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
