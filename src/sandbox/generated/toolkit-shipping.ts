/**
 * The schemas of the served toolkit-shipping description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundles; tests/unit/sandbox-types.test.ts checks it).
 */
import type {components as shared} from './shared';

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * CancelShipmentRequest
     * @description Why the shipment is cancelled (optional).
     */
    CancelShipmentRequest: {
      /**
       * @description Why, for your records; at most 500 characters.
       * @example Booked with the wrong carrier.
       */
      reason?: string;
    };
    /**
     * CreateShipmentRequest
     * @description The shipment to create for an order.
     */
    CreateShipmentRequest: {
      /**
       * @description The order to ship: `new` or `processing`, with physical lines and no active shipment.
       * @example 6658d4e5f6a7b8c9d0e1f302
       */
      orderId: components['schemas']['ObjectId'];
      carrier: components['schemas']['ShippingCarrier'];
      /**
       * @description The carrier's service, 1 to 60 characters.
       * @example Tracked 48
       */
      service: string;
      /** @description The parcels, 1 to 20. */
      parcels: components['schemas']['Parcel'][];
      /**
       * @description Who the parcels are addressed to; defaults to the customer name.
       * @example Tobias Wren
       */
      recipientName?: string;
      /** @description Where to deliver; defaults to the order's shipping address (required if the order has none). */
      shipTo?: components['schemas']['PostalAddress'];
      /** @description Where the parcels leave from; defaults to your trading address. */
      shipFrom?: components['schemas']['PostalAddress'];
    };
    /**
     * CreateShipmentResponse
     * @description Envelope of a create call: the new shipment in `result`.
     */
    CreateShipmentResponse: {
      /**
       * @description Always `true` when the object was created.
       * @example true
       * @constant
       */
      created: true;
      result: components['schemas']['Shipment'];
    };
    /**
     * ListShipmentsResponse
     * @description Envelope of a read call: one page of shipments in `data`.
     */
    ListShipmentsResponse: {
      data: components['schemas']['ShipmentList'];
    };
    /**
     * MarkShipmentDeliveredRequest
     * @description When the shipment was delivered.
     */
    MarkShipmentDeliveredRequest: {
      /**
       * Format: date-time
       * @description When the carrier delivered the parcels (ISO 8601, UTC), not before `dispatchedAt` nor in the future; defaults to now.
       * @example 2026-08-07T13:12:00.000Z
       */
      deliveredAt?: string;
    };
    ObjectId: shared['schemas']['ObjectId'];
    Pagination: shared['schemas']['Pagination'];
    Parcel: shared['schemas']['Parcel'];
    PostalAddress: shared['schemas']['PostalAddress'];
    /**
     * SavedShipmentResponse
     * @description Envelope of a change: the shipment after the change in `result`.
     */
    SavedShipmentResponse: {
      /**
       * @description Always `true` when the change was saved.
       * @example true
       * @constant
       */
      saved: true;
      result: components['schemas']['Shipment'];
    };
    /**
     * Shipment
     * @description A delivery of the physical lines of an order, by a carrier, in one or more parcels.
     */
    Shipment: {
      /**
       * @description Identifier of the shipment (24-character hexadecimal ObjectId).
       * @example 6659f6a7b8c9d0e1f2a3b501
       */
      id: components['schemas']['ObjectId'];
      /**
       * @description The order shipped (orders API).
       * @example 6658d4e5f6a7b8c9d0e1f302
       */
      orderId: components['schemas']['ObjectId'];
      /**
       * @description Number of the order shipped.
       * @example ORD-2026-0188
       */
      orderNumber: string;
      status: components['schemas']['ShipmentStatus'];
      carrier: components['schemas']['ShippingCarrier'];
      /**
       * @description The carrier's service, 1 to 60 characters.
       * @example Tracked 48
       */
      service: string;
      /**
       * @description The carrier's tracking number once dispatched, otherwise `null`; 1 to 60 characters.
       * @example TT482913705GB
       */
      trackingNumber: string | null;
      /**
       * Format: uri
       * @description Where the customer can follow the parcel on the carrier's site, or `null`.
       * @example https://track.royalmail.example/TT482913705GB
       */
      trackingUrl: string | null;
      /**
       * @description Who the parcels are addressed to: the customer name, unless you gave another; 1 to 200 characters.
       * @example Tobias Wren
       */
      recipientName: string;
      /** @description Where the parcels leave from: your trading address unless you gave another. */
      shipFrom: components['schemas']['PostalAddress'];
      /** @description Where the parcels go: the order's shipping address unless you gave another. */
      shipTo: components['schemas']['PostalAddress'];
      /** @description The parcels, 1 to 20. */
      parcels: components['schemas']['Parcel'][];
      /** @description The physical lines of the order in this shipment. */
      lines: components['schemas']['ShipmentLine'][];
      /**
       * Format: date-time
       * @description When the shipment was handed to the carrier (ISO 8601, UTC), or `null`.
       * @example 2026-08-05T11:05:00.000Z
       */
      dispatchedAt: string | null;
      /**
       * Format: date-time
       * @description When the shipment was delivered (ISO 8601, UTC), or `null`.
       * @example 2026-08-07T13:12:00.000Z
       */
      deliveredAt: string | null;
      /**
       * Format: date-time
       * @description When the shipment was cancelled (ISO 8601, UTC), or `null`.
       * @example null
       */
      cancelledAt: string | null;
      /**
       * Format: date-time
       * @description When the shipment was created (ISO 8601, UTC).
       * @example 2026-08-05T08:30:00.000Z
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the shipment last changed (ISO 8601, UTC).
       * @example 2026-08-07T13:12:00.000Z
       */
      updatedAt: string;
    };
    /**
     * ShipmentLine
     * @description A physical line of the order, in the shipment.
     */
    ShipmentLine: {
      /**
       * @description The inventory item shipped.
       * @example 6656b2c3d4e5f6a7b8c9d101
       */
      itemId: components['schemas']['ObjectId'];
      /**
       * @description SKU of the item.
       * @example PLT-LAV-2L
       */
      sku: components['schemas']['Sku'];
      /**
       * @description Description of the line on the order.
       * @example Lavender 'Hidcote', 2 L pot
       */
      description: string;
      /**
       * @description Units shipped, 1 to 10000.
       * @example 6
       */
      quantity: number;
    };
    /**
     * ShipmentList
     * @description One page of shipments, newest first, with the pagination fields.
     */
    ShipmentList: {
      /** @description The shipments on this page (at most `limit`), newest first. */
      docs: components['schemas']['Shipment'][];
    } & components['schemas']['Pagination'];
    /**
     * ShipmentResponse
     * @description Envelope of a read call: the shipment in `data`.
     */
    ShipmentResponse: {
      data: components['schemas']['Shipment'];
    };
    /**
     * ShipmentStatus
     * @description Status of a shipment.
     *
     *     - `pending`: created, not yet handed to the carrier. Parcels and addresses are final; the order's stock stays reserved.
     *     - `in_transit`: dispatched: you gave it a tracking number. The stock of its lines left as `sold`; the order becomes `shipped`.
     *     - `delivered`: the carrier delivered it. Final.
     *     - `cancelled`: cancelled before dispatch; the order keeps its reserved stock for a new shipment. Final.
     * @example in_transit
     * @enum {string}
     */
    ShipmentStatus: 'pending' | 'in_transit' | 'delivered' | 'cancelled';
    /**
     * ShipmentStatusUpdateWebhook
     * @description Sent when the status of a shipment changes. `data` is the whole shipment after the change.
     */
    ShipmentStatusUpdateWebhook: components['schemas']['WebhookEnvelope'] & {
      /**
       * @description The webhook scope, always `shipping`.
       * @example shipping
       * @constant
       */
      scope?: 'shipping';
      /**
       * @description The event, always `status-update`.
       * @example status-update
       * @constant
       */
      event?: 'status-update';
      /** @description The shipment after the status change. */
      data?: components['schemas']['Shipment'];
    };
    ShippingCarrier: shared['schemas']['ShippingCarrier'];
    Sku: shared['schemas']['Sku'];
    /**
     * UpdateShipmentTrackingRequest
     * @description The tracking details from the carrier.
     */
    UpdateShipmentTrackingRequest: {
      /**
       * @description The carrier's tracking number; 1 to 60 letters, digits and hyphens.
       * @example TT482913705GB
       */
      trackingNumber: string;
      /**
       * Format: uri
       * @description Where the customer can follow the parcel on the carrier's site.
       * @example https://track.royalmail.example/TT482913705GB
       */
      trackingUrl?: string;
      /**
       * Format: date-time
       * @description When the parcels were handed to the carrier (ISO 8601, UTC), not in the future; defaults to now. Ignored once the shipment is `in_transit`.
       * @example 2026-08-05T11:05:00.000Z
       */
      dispatchedAt?: string;
    };
    WebhookEnvelope: shared['schemas']['WebhookEnvelope'];
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
