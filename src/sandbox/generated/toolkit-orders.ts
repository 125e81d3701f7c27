/**
 * The schemas of the served toolkit-orders description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundles; tests/unit/sandbox-types.test.ts checks it).
 */
import type {components as shared} from './shared';

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * AggregateOrdersRequest
     * @description A batch of channel orders to import.
     */
    AggregateOrdersRequest: {
      /** @description The orders, 1 to 100. Each `source` and `externalOrderId` pair may appear once in a batch. */
      orders: components['schemas']['ChannelOrder'][];
    };
    /**
     * AggregateOrdersResponse
     * @description Envelope of an import: `created` is `true` when at least one order was created.
     */
    AggregateOrdersResponse: {
      /**
       * @description `true` if at least one order was created; `false` when every order of the batch already existed.
       * @example true
       */
      created: boolean;
      result: components['schemas']['AggregateOrdersResult'];
    };
    /**
     * AggregateOrdersResult
     * @description What the import did.
     */
    AggregateOrdersResult: {
      /**
       * @description How many orders of the batch were new and created.
       * @example 1
       */
      createdCount: number;
      /**
       * @description How many were already imported (same `source` and `externalOrderId`) and returned unchanged.
       * @example 0
       */
      existingCount: number;
      /** @description The order of each batch entry, in the order of the request. */
      orders: components['schemas']['Order'][];
    };
    Amount: shared['schemas']['Amount'];
    /**
     * ChannelCustomer
     * @description The buyer as the channel reports them. Fernpay matches them to your active customer with the same `email` (not case-sensitive), or creates a customer with these details.
     */
    ChannelCustomer: {
      /**
       * @description Name of the buyer; 1 to 200 characters.
       * @example Tobias Wren
       */
      name: string;
      /**
       * Format: email
       * @description Email address of the buyer; used to match an existing customer.
       * @example tobias.wren@example.org
       */
      email: string;
      /**
       * @description Phone number in E.164 format.
       * @example +447700900482
       */
      phone?: string;
    };
    /**
     * ChannelOrder
     * @description One order as received from a sales channel.
     */
    ChannelOrder: {
      source: components['schemas']['OrderSource'];
      /**
       * @description Name of the channel (your shop, the marketplace), or `null`; at most 100 characters.
       * @example Bramble & Finch web shop
       */
      channelName?: string | null;
      /**
       * @description The channel's order id, 1 to 64 characters. With `source` it makes the import idempotent.
       * @example WS-10482
       */
      externalOrderId: string;
      customer: components['schemas']['ChannelCustomer'];
      /** @description The lines, 1 to 100: inventory items (not archived) or free-text lines such as a delivery charge. */
      lines: components['schemas']['LineItemInput'][];
      /** @description Where to deliver the order. Defaults to the customer's shipping address. */
      shippingAddress?: components['schemas']['PostalAddress'] | null;
      /**
       * @description Your internal notes, or `null`; at most 1000 characters.
       * @example null
       */
      notes?: string | null;
      /**
       * Format: date-time
       * @description When the customer placed the order in the channel (ISO 8601, UTC); defaults to now.
       * @example 2026-08-04T09:38:00.000Z
       */
      placedAt?: string;
    };
    /**
     * CreateOrderRequest
     * @description An order you take yourself, for an existing customer.
     */
    CreateOrderRequest: {
      /**
       * @description The customer (customers API); not archived.
       * @example 6655a1b2c3d4e5f6a7b8c901
       */
      customerId: components['schemas']['ObjectId'];
      /**
       * @description The channel; defaults to `in_person`.
       * @default in_person
       * @example in_person
       */
      source?: components['schemas']['OrderSource'];
      /**
       * @description Name of the channel (your shop, the marketplace), or `null`; at most 100 characters.
       * @example Bramble & Finch web shop
       */
      channelName?: string | null;
      /**
       * @description The channel's own order id, or `null`. With `source` it identifies the order: aggregating the same pair again returns the existing order.
       * @example WS-10482
       */
      externalOrderId?: string | null;
      /** @description The lines, 1 to 100: inventory items (not archived) or free-text lines such as a delivery charge. */
      lines: components['schemas']['LineItemInput'][];
      /** @description Where to deliver the order. Defaults to the customer's shipping address. */
      shippingAddress?: components['schemas']['PostalAddress'] | null;
      /**
       * @description Your internal notes, or `null`; at most 1000 characters.
       * @example null
       */
      notes?: string | null;
      /**
       * Format: date-time
       * @description When the customer placed the order (ISO 8601, UTC); defaults to now.
       * @example 2026-07-01T10:00:00.000Z
       */
      placedAt?: string;
    };
    /**
     * CreateOrderResponse
     * @description Envelope of a create call: the new order in `result`.
     */
    CreateOrderResponse: {
      /**
       * @description Always `true` when the object was created.
       * @example true
       * @constant
       */
      created: true;
      result: components['schemas']['Order'];
    };
    Currency: shared['schemas']['Currency'];
    CustomerSummary: shared['schemas']['CustomerSummary'];
    /**
     * GenerateOrderInvoiceRequest
     * @description The invoice to generate. Its lines, customer and billing address come from the order.
     */
    GenerateOrderInvoiceRequest: {
      /**
       * @description Invoice number, unique among your invoices; also the reference of its single payment.
       * @example INV-2026-042
       */
      reference: components['schemas']['PaymentReference'];
      /**
       * Format: date
       * @description Date by which the customer should pay; today or later (`YYYY-MM-DD`).
       * @example 2026-07-31
       */
      dueDate: string;
      /**
       * @description What the invoice is for; at most 1000 characters. Defaults to the order number.
       * @example Garden design consultation, June 2026
       */
      description?: string;
      /**
       * @description Also issue the invoice at once, with the default payment settings (open banking, your default bank account), so that `invoice.paymentLink` is ready. Defaults to `false`: the invoice stays a `draft`.
       * @default false
       * @example false
       */
      issue?: boolean;
    };
    /**
     * GenerateOrderShipmentRequest
     * @description The shipment to generate for the physical lines of the order. It ships to the order's `shippingAddress` from your trading address.
     */
    GenerateOrderShipmentRequest: {
      carrier: components['schemas']['ShippingCarrier'];
      /**
       * @description The carrier's service, 1 to 60 characters.
       * @example Tracked 48
       */
      service: string;
      /** @description The parcels, 1 to 20. */
      parcels: components['schemas']['Parcel'][];
    };
    /**
     * GeneratedFromOrderResponse
     * @description Envelope of a generate call: the order after it, with the new invoice or shipment summarised in `invoice` or `shipment`.
     */
    GeneratedFromOrderResponse: {
      /**
       * @description Always `true` when the invoice or shipment was created.
       * @example true
       * @constant
       */
      created: true;
      result: components['schemas']['Order'];
    };
    LineItem: shared['schemas']['LineItem'];
    LineItemInput: shared['schemas']['LineItemInput'];
    /**
     * ListOrdersResponse
     * @description Envelope of a read call: one page of orders in `data`.
     */
    ListOrdersResponse: {
      data: components['schemas']['OrderList'];
    };
    ObjectId: shared['schemas']['ObjectId'];
    /**
     * Order
     * @description A customer order: inventory items and free-text lines sold to one customer, from one channel.
     */
    Order: {
      /**
       * @description Identifier of the order (24-character hexadecimal ObjectId).
       * @example 6658d4e5f6a7b8c9d0e1f302
       */
      id: components['schemas']['ObjectId'];
      /**
       * @description Order number Fernpay gives the order: `ORD-`, the year, a hyphen and a sequence number.
       * @example ORD-2026-0188
       */
      orderNumber: string;
      source: components['schemas']['OrderSource'];
      /**
       * @description Name of the channel (your shop, the marketplace), or `null`; at most 100 characters.
       * @example Bramble & Finch web shop
       */
      channelName: string | null;
      /**
       * @description The channel's own order id, or `null`. With `source` it identifies the order: aggregating the same pair again returns the existing order.
       * @example WS-10482
       */
      externalOrderId: string | null;
      status: components['schemas']['OrderStatus'];
      customer: components['schemas']['CustomerSummary'];
      /** @description Where to deliver the order; defaults to the customer's shipping address. `null` when there is none. */
      shippingAddress: components['schemas']['PostalAddress'] | null;
      /** @description The order lines, 1 to 100. */
      lines: components['schemas']['LineItem'][];
      /**
       * @description Sum of the lines' `netAmount`.
       * @example 67.46
       */
      netTotal: components['schemas']['Amount'];
      /**
       * @description Sum of the lines' `vatAmount`.
       * @example 13.49
       */
      vatTotal: components['schemas']['Amount'];
      /**
       * @description Sum of the lines' `total`, VAT included.
       * @example 80.95
       */
      total: components['schemas']['Amount'];
      /**
       * @description Currency of the amounts, always `GBP`.
       * @example GBP
       */
      currency: components['schemas']['Currency'];
      /**
       * @description `true` while stock is reserved for the physical lines of the order (from `processing` until dispatch, completion or cancellation).
       * @example false
       */
      stockReserved: boolean;
      /** @description The current invoice of the order, or `null`. */
      invoice: components['schemas']['OrderInvoiceSummary'] | null;
      /** @description The current shipment of the order, or `null`. */
      shipment: components['schemas']['OrderShipmentSummary'] | null;
      /**
       * @description Your internal notes, or `null`; at most 1000 characters.
       * @example null
       */
      notes: string | null;
      /**
       * @description Why the order was cancelled, or `null`.
       * @example null
       */
      cancellationReason: string | null;
      /**
       * Format: date-time
       * @description When the customer placed the order in the channel (ISO 8601, UTC).
       * @example 2026-08-04T09:38:00.000Z
       */
      placedAt: string;
      /**
       * Format: date-time
       * @description When the order was completed (ISO 8601, UTC), or `null`.
       * @example 2026-08-07T13:12:00.000Z
       */
      completedAt: string | null;
      /**
       * Format: date-time
       * @description When the order was cancelled (ISO 8601, UTC), or `null`.
       * @example null
       */
      cancelledAt: string | null;
      /**
       * Format: date-time
       * @description When the order was created in Fernpay (ISO 8601, UTC).
       * @example 2026-08-04T09:40:00.000Z
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the order last changed (ISO 8601, UTC).
       * @example 2026-08-07T13:12:00.000Z
       */
      updatedAt: string;
    };
    /**
     * OrderInvoiceSummary
     * @description The current invoice of the order (the latest one that is not `void`). Read it in full with the invoices API.
     */
    OrderInvoiceSummary: {
      /**
       * @description Identifier of the invoice.
       * @example 6657e5f6a7b8c9d0e1f2a401
       */
      id: components['schemas']['ObjectId'];
      /**
       * @description Invoice number, also the reference of its single payment.
       * @example INV-2026-042
       */
      reference: components['schemas']['PaymentReference'];
      /**
       * @description Status of the invoice: `draft`, `issued`, `overdue` or `paid` (see the invoices API).
       * @example paid
       * @enum {string}
       */
      status: 'draft' | 'issued' | 'overdue' | 'paid';
      /**
       * @description Invoice total, VAT included.
       * @example 125.50
       */
      total: components['schemas']['Amount'];
      /**
       * Format: uri
       * @description Customer payment link once the invoice is issued, otherwise `null`.
       * @example https://pay.fernpay.example/payment?p=b7e3c1f09a4d2e6c8f51
       */
      paymentLink: string | null;
    };
    /**
     * OrderList
     * @description One page of orders, newest first, with the pagination fields.
     */
    OrderList: {
      /** @description The orders on this page (at most `limit`), newest first. */
      docs: components['schemas']['Order'][];
    } & components['schemas']['Pagination'];
    /**
     * OrderResponse
     * @description Envelope of a read call: the order in `data`.
     */
    OrderResponse: {
      data: components['schemas']['Order'];
    };
    /**
     * OrderShipmentSummary
     * @description The current shipment of the order (the latest one that is not `cancelled`). Read it in full with the shipping API.
     */
    OrderShipmentSummary: {
      /**
       * @description Identifier of the shipment.
       * @example 6659f6a7b8c9d0e1f2a3b501
       */
      id: components['schemas']['ObjectId'];
      /**
       * @description Status of the shipment: `pending`, `in_transit` or `delivered` (see the shipping API).
       * @example delivered
       * @enum {string}
       */
      status: 'pending' | 'in_transit' | 'delivered';
      carrier: components['schemas']['ShippingCarrier'];
      /**
       * @description Carrier tracking number once dispatched, otherwise `null`.
       * @example TT482913705GB
       */
      trackingNumber: string | null;
    };
    /**
     * OrderSource
     * @description The sales channel the order came from.
     *
     *     - `web_shop`: your own online shop.
     *     - `marketplace`: a third-party marketplace.
     *     - `in_person`: taken face to face (shop, market stall, site visit).
     *     - `phone`: taken by phone.
     *     - `other`: any other channel.
     * @example web_shop
     * @enum {string}
     */
    OrderSource: 'web_shop' | 'marketplace' | 'in_person' | 'phone' | 'other';
    /**
     * OrderStatus
     * @description Status of an order.
     *
     *     - `new`: received from a channel or created; nothing reserved yet. Lines can still be invoiced or shipped.
     *     - `processing`: an invoice or a shipment was generated (or you set the status): the stock of its physical lines is reserved.
     *     - `shipped`: its shipment was dispatched; the reserved stock left as `sold`.
     *     - `completed`: done. Set automatically when the invoice is paid and the shipment delivered (or, without physical lines, when the invoice is paid), or by you. Final.
     *     - `cancelled`: cancelled from `new` or `processing`; reserved stock is released. Final.
     * @example processing
     * @enum {string}
     */
    OrderStatus: 'new' | 'processing' | 'shipped' | 'completed' | 'cancelled';
    Pagination: shared['schemas']['Pagination'];
    Parcel: shared['schemas']['Parcel'];
    PaymentReference: shared['schemas']['PaymentReference'];
    PostalAddress: shared['schemas']['PostalAddress'];
    /**
     * SavedOrderResponse
     * @description Envelope of a change: the order after the change in `result`.
     */
    SavedOrderResponse: {
      /**
       * @description Always `true` when the change was saved.
       * @example true
       * @constant
       */
      saved: true;
      result: components['schemas']['Order'];
    };
    ShippingCarrier: shared['schemas']['ShippingCarrier'];
    /**
     * UpdateOrderStatusRequest
     * @description The status to move the order to.
     */
    UpdateOrderStatusRequest: {
      /**
       * @description The new status.
       *
       *     - `processing`: from `new`; reserves stock for the physical lines.
       *     - `completed`: from `processing` or `shipped`; reserved stock that was not shipped is recorded as `sold` (collected in person).
       *     - `cancelled`: from `new` or `processing`; releases reserved stock. The order must have no invoice other than `void` ones and no shipment other than `cancelled` ones.
       * @example cancelled
       * @enum {string}
       */
      status: 'processing' | 'completed' | 'cancelled';
      /**
       * @description Why, for your records; stored as `cancellationReason` when cancelling. At most 500 characters.
       * @example Customer cancelled on the marketplace.
       */
      reason?: string;
    };
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
