/**
 * The schemas of the served toolkit-suppliers description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundles; tests/unit/sandbox-types.test.ts checks it).
 */
import type {components as shared} from './shared';

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AccountNumber: shared['schemas']['AccountNumber'];
    Amount: shared['schemas']['Amount'];
    /**
     * CancelPurchaseOrderRequest
     * @description Why the purchase order is cancelled (optional).
     */
    CancelPurchaseOrderRequest: {
      /**
       * @description Why, for your records; at most 500 characters.
       * @example Ordered from last season's price list.
       */
      reason?: string;
    };
    /**
     * CreatePurchaseOrderRequest
     * @description The purchase order to create, as `ordered`.
     */
    CreatePurchaseOrderRequest: {
      /**
       * @description The supplier to order from.
       * @example 665ac3d4e5f6a7b8c9d0e201
       */
      supplierId: components['schemas']['ObjectId'];
      /**
       * @description Your purchase order number, unique among your purchase orders; 1 to 20 letters, digits and hyphens.
       * @example PO-2026-014
       */
      number: string;
      /** @description The lines, 1 to 100, one per item. */
      lines: {
        /**
         * @description A physical inventory item, not archived.
         * @example 6656b2c3d4e5f6a7b8c9d101
         */
        itemId: components['schemas']['ObjectId'];
        /**
         * @description Units to order, 1 to 100000.
         * @example 60
         */
        quantity: number;
        /**
         * @description What one unit costs you; defaults to the item's `unitCost` (required if the item has none).
         * @example 3.20
         */
        unitCost?: components['schemas']['Amount'];
      }[];
      /**
       * Format: date
       * @description When the supplier will deliver (`YYYY-MM-DD`).
       * @example 2026-08-07
       */
      expectedDeliveryDate?: string;
      /**
       * @description Notes; at most 1000 characters.
       * @example Deliver to the polytunnel gate.
       */
      notes?: string;
    };
    /**
     * CreatePurchaseOrderResponse
     * @description Envelope of a create call: the new purchase order in `result`.
     */
    CreatePurchaseOrderResponse: {
      /**
       * @description Always `true` when the object was created.
       * @example true
       * @constant
       */
      created: true;
      result: components['schemas']['PurchaseOrder'];
    };
    /**
     * CreateSupplierRequest
     * @description The supplier to create. Only `name` is required; fields left out are `null` (payment terms `net_30`).
     */
    CreateSupplierRequest: {
      /**
       * @description Name of the supplier; 1 to 200 characters, unique among your suppliers.
       * @example Thistledown Nurseries Ltd
       */
      name: string;
      /**
       * @description Your contact person there, or `null`; at most 200 characters.
       * @example Fenella Marsh
       */
      contactName?: string | null;
      /**
       * Format: email
       * @description Email address for orders, or `null`.
       * @example orders@thistledown.example
       */
      email?: string | null;
      /**
       * @description Phone number in E.164 format, or `null`.
       * @example +441314960142
       */
      phone?: string | null;
      /** @description The supplier's address, or `null`. */
      address?: components['schemas']['PostalAddress'] | null;
      /**
       * @description Payment terms; defaults to `net_30`.
       * @default net_30
       * @example net_30
       */
      paymentTerms?: components['schemas']['PaymentTerms'];
      /** @description The supplier's bank account, or `null`. */
      bankDetails?: components['schemas']['SupplierBankDetails'] | null;
      /**
       * @description UK VAT registration number (`GB` and 9 digits), or `null`.
       * @example GB284619357
       */
      vatNumber?: string | null;
      /**
       * @description Your internal notes, or `null`; at most 1000 characters.
       * @example Deliveries on Tuesdays and Fridays.
       */
      notes?: string | null;
    };
    /**
     * CreateSupplierResponse
     * @description Envelope of a create call: the new supplier in `result`.
     */
    CreateSupplierResponse: {
      /**
       * @description Always `true` when the object was created.
       * @example true
       * @constant
       */
      created: true;
      result: components['schemas']['Supplier'];
    };
    Currency: shared['schemas']['Currency'];
    DeletedResponse: shared['schemas']['DeletedResponse'];
    /**
     * EditSupplierRequest
     * @description The fields to change; fields left out keep their value. Send `null` to clear an optional field.
     */
    EditSupplierRequest: {
      /**
       * @description Name of the supplier; 1 to 200 characters, unique among your suppliers.
       * @example Thistledown Nurseries Ltd
       */
      name?: string;
      /**
       * @description Your contact person there, or `null`; at most 200 characters.
       * @example Fenella Marsh
       */
      contactName?: string | null;
      /**
       * Format: email
       * @description Email address for orders, or `null`.
       * @example orders@thistledown.example
       */
      email?: string | null;
      /**
       * @description Phone number in E.164 format, or `null`.
       * @example +441314960142
       */
      phone?: string | null;
      /** @description The supplier's address, or `null`. */
      address?: components['schemas']['PostalAddress'] | null;
      paymentTerms?: components['schemas']['PaymentTerms'];
      /** @description The supplier's bank account, or `null`. */
      bankDetails?: components['schemas']['SupplierBankDetails'] | null;
      /**
       * @description UK VAT registration number (`GB` and 9 digits), or `null`.
       * @example GB284619357
       */
      vatNumber?: string | null;
      /**
       * @description Your internal notes, or `null`; at most 1000 characters.
       * @example Deliveries on Tuesdays and Fridays.
       */
      notes?: string | null;
    };
    /**
     * ListPurchaseOrdersResponse
     * @description Envelope of a read call: one page of purchase orders in `data`.
     */
    ListPurchaseOrdersResponse: {
      data: components['schemas']['PurchaseOrderList'];
    };
    /**
     * ListSuppliersResponse
     * @description Envelope of a read call: one page of suppliers in `data`.
     */
    ListSuppliersResponse: {
      data: components['schemas']['SupplierList'];
    };
    ObjectId: shared['schemas']['ObjectId'];
    Pagination: shared['schemas']['Pagination'];
    /**
     * PaymentTerms
     * @description When you pay the supplier, counted from the day a purchase order is fully received.
     *
     *     - `due_on_receipt`: on the day of receipt.
     *     - `net_7`, `net_14`, `net_30`, `net_60`: 7, 14, 30 or 60 days after receipt.
     * @example net_30
     * @enum {string}
     */
    PaymentTerms: 'due_on_receipt' | 'net_7' | 'net_14' | 'net_30' | 'net_60';
    PostalAddress: shared['schemas']['PostalAddress'];
    /**
     * PurchaseOrder
     * @description An order of stock from one supplier. Receiving it adds the units to your inventory.
     */
    PurchaseOrder: {
      /**
       * @description Identifier of the purchase order (24-character hexadecimal ObjectId).
       * @example 665bd4e5f6a7b8c9d0e1f601
       */
      id: components['schemas']['ObjectId'];
      /**
       * @description Your purchase order number, unique among your purchase orders; 1 to 20 letters, digits and hyphens.
       * @example PO-2026-014
       */
      number: string;
      /** @description The supplier, as a summary. */
      supplier: {
        /**
         * @description Identifier of the supplier.
         * @example 665ac3d4e5f6a7b8c9d0e201
         */
        id: components['schemas']['ObjectId'];
        /**
         * @description Name of the supplier.
         * @example Thistledown Nurseries Ltd
         */
        name: string;
      };
      status: components['schemas']['PurchaseOrderStatus'];
      /** @description The lines, 1 to 100. */
      lines: components['schemas']['PurchaseOrderLine'][];
      /**
       * @description Sum of the lines' `total`.
       * @example 362.40
       */
      total: components['schemas']['Amount'];
      /**
       * @description Currency of the amounts, always `GBP`.
       * @example GBP
       */
      currency: components['schemas']['Currency'];
      /**
       * Format: date
       * @description When the supplier said they would deliver (`YYYY-MM-DD`), or `null`.
       * @example 2026-08-07
       */
      expectedDeliveryDate: string | null;
      /**
       * Format: date
       * @description When you should pay the supplier (`YYYY-MM-DD`): the date of full receipt plus the payment terms; `null` until fully received.
       * @example 2026-09-06
       */
      paymentDueDate: string | null;
      /**
       * @description Notes for the supplier or for you, or `null`; at most 1000 characters.
       * @example Deliver to the polytunnel gate.
       */
      notes: string | null;
      /**
       * @description Why the purchase order was cancelled, or `null`.
       * @example null
       */
      cancellationReason: string | null;
      /**
       * Format: date-time
       * @description When the last units were received (ISO 8601, UTC), or `null`.
       * @example 2026-08-07T10:15:00.000Z
       */
      receivedAt: string | null;
      /**
       * Format: date-time
       * @description When the purchase order was cancelled (ISO 8601, UTC), or `null`.
       * @example null
       */
      cancelledAt: string | null;
      /**
       * Format: date-time
       * @description When the purchase order was created (ISO 8601, UTC).
       * @example 2026-08-04T10:30:00.000Z
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the purchase order last changed (ISO 8601, UTC).
       * @example 2026-08-07T10:15:00.000Z
       */
      updatedAt: string;
    };
    /**
     * PurchaseOrderLine
     * @description A physical inventory item ordered from the supplier.
     */
    PurchaseOrderLine: {
      /**
       * @description The inventory item ordered.
       * @example 6656b2c3d4e5f6a7b8c9d101
       */
      itemId: components['schemas']['ObjectId'];
      /**
       * @description SKU of the item.
       * @example PLT-LAV-2L
       */
      sku: components['schemas']['Sku'];
      /**
       * @description Name of the item when ordered.
       * @example Lavender 'Hidcote', 2 L pot
       */
      description: string;
      /**
       * @description Units ordered, 1 to 100000.
       * @example 60
       */
      quantityOrdered: number;
      /**
       * @description Units received so far, 0 to `quantityOrdered`.
       * @example 60
       */
      quantityReceived: number;
      /**
       * @description What one unit costs you, as agreed with the supplier.
       * @example 3.20
       */
      unitCost: components['schemas']['Amount'];
      /**
       * @description `quantityOrdered` × `unitCost`.
       * @example 192.00
       */
      total: components['schemas']['Amount'];
    };
    /**
     * PurchaseOrderList
     * @description One page of purchase orders, newest first, with the pagination fields.
     */
    PurchaseOrderList: {
      /** @description The purchase orders on this page (at most `limit`), newest first. */
      docs: components['schemas']['PurchaseOrder'][];
    } & components['schemas']['Pagination'];
    /**
     * PurchaseOrderResponse
     * @description Envelope of a read call: the purchase order in `data`.
     */
    PurchaseOrderResponse: {
      data: components['schemas']['PurchaseOrder'];
    };
    /**
     * PurchaseOrderStatus
     * @description Status of a purchase order.
     *
     *     - `ordered`: placed with the supplier; nothing received yet. It can be received or cancelled.
     *     - `partially_received`: some units came in and were added to stock; the rest is still expected.
     *     - `received`: every unit came in; `paymentDueDate` is set from the supplier's payment terms. Final.
     *     - `cancelled`: cancelled before anything was received. Final.
     * @example ordered
     * @enum {string}
     */
    PurchaseOrderStatus: 'ordered' | 'partially_received' | 'received' | 'cancelled';
    /**
     * ReceivePurchaseOrderRequest
     * @description What came in. Send `{}` (or leave out `lines`) to receive everything still outstanding.
     */
    ReceivePurchaseOrderRequest: {
      /** @description The units received per item, for a partial delivery; at most the units still outstanding on each line. */
      lines?: {
        /**
         * @description An item of the purchase order.
         * @example 6656b2c3d4e5f6a7b8c9d104
         */
        itemId: components['schemas']['ObjectId'];
        /**
         * @description Units received now, 1 or more.
         * @example 24
         */
        quantity: number;
      }[];
      /**
       * Format: date-time
       * @description When the goods came in (ISO 8601, UTC), not in the future; defaults to now.
       * @example 2026-08-07T10:15:00.000Z
       */
      receivedAt?: string;
    };
    /**
     * SavedPurchaseOrderResponse
     * @description Envelope of a change: the purchase order after the change in `result`.
     */
    SavedPurchaseOrderResponse: {
      /**
       * @description Always `true` when the change was saved.
       * @example true
       * @constant
       */
      saved: true;
      result: components['schemas']['PurchaseOrder'];
    };
    /**
     * SavedSupplierResponse
     * @description Envelope of a change: the supplier after the change in `result`.
     */
    SavedSupplierResponse: {
      /**
       * @description Always `true` when the change was saved.
       * @example true
       * @constant
       */
      saved: true;
      result: components['schemas']['Supplier'];
    };
    Sku: shared['schemas']['Sku'];
    SortCode: shared['schemas']['SortCode'];
    /**
     * Supplier
     * @description A business you buy stock from.
     */
    Supplier: {
      /**
       * @description Identifier of the supplier (24-character hexadecimal ObjectId).
       * @example 665ac3d4e5f6a7b8c9d0e201
       */
      id: components['schemas']['ObjectId'];
      /**
       * @description Name of the supplier; 1 to 200 characters, unique among your suppliers.
       * @example Thistledown Nurseries Ltd
       */
      name: string;
      /**
       * @description Your contact person there, or `null`; at most 200 characters.
       * @example Fenella Marsh
       */
      contactName: string | null;
      /**
       * Format: email
       * @description Email address for orders, or `null`.
       * @example orders@thistledown.example
       */
      email: string | null;
      /**
       * @description Phone number in E.164 format, or `null`.
       * @example +441314960142
       */
      phone: string | null;
      /** @description The supplier's address, or `null`. */
      address: components['schemas']['PostalAddress'] | null;
      paymentTerms: components['schemas']['PaymentTerms'];
      /** @description The supplier's bank account, or `null`. */
      bankDetails: components['schemas']['SupplierBankDetails'] | null;
      /**
       * @description UK VAT registration number (`GB` and 9 digits), or `null`.
       * @example GB284619357
       */
      vatNumber: string | null;
      /**
       * @description Your internal notes, or `null`; at most 1000 characters.
       * @example Deliveries on Tuesdays and Fridays.
       */
      notes: string | null;
      /**
       * Format: date-time
       * @description When the supplier was created (ISO 8601, UTC).
       * @example 2026-05-20T09:00:00.000Z
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the supplier last changed (ISO 8601, UTC).
       * @example 2026-05-20T09:00:00.000Z
       */
      updatedAt: string;
    };
    /**
     * SupplierBankDetails
     * @description The supplier's UK bank account, where you pay them.
     */
    SupplierBankDetails: {
      /**
       * @description Name on the account; 1 to 255 characters.
       * @example Thistledown Nurseries Ltd
       */
      accountName: string;
      /**
       * @description Sort code of the account, exactly 6 digits.
       * @example 802241
       */
      sortCode: components['schemas']['SortCode'];
      /**
       * @description Account number, exactly 8 digits.
       * @example 44129083
       */
      accountNumber: components['schemas']['AccountNumber'];
    };
    /**
     * SupplierList
     * @description One page of suppliers, newest first, with the pagination fields.
     */
    SupplierList: {
      /** @description The suppliers on this page (at most `limit`), newest first. */
      docs: components['schemas']['Supplier'][];
    } & components['schemas']['Pagination'];
    /**
     * SupplierResponse
     * @description Envelope of a read call: the supplier in `data`.
     */
    SupplierResponse: {
      data: components['schemas']['Supplier'];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
