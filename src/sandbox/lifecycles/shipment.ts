/**
 * The shipment lifecycle (toolkit shipping API), declared once as data: statuses, every transition with the
 * action causing it and the `shipping.status-update` webhook it sends (creation included), and every refusal
 * with the documented message.
 *
 * Sources: openapi/toolkit/shipping (ShipmentStatus, the lifecycle operations and their `400` examples, the
 * webhook), docs/toolkit-api/shipping/overview.mdx, DECISIONS.md "Shipment lifecycle". Pure data.
 */
import type {Lifecycle} from './lifecycle';

export const SHIPMENT_STATUSES = ['pending', 'in_transit', 'delivered', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export type ShipmentAction = 'create' | 'tracking' | 'deliver' | 'cancel';

export const SHIPMENT_WEBHOOK = 'shipping.status-update';

export const SHIPMENT_LIFECYCLE: Lifecycle<ShipmentStatus, ShipmentAction> = {
  name: 'shipment',
  statuses: SHIPMENT_STATUSES,
  statusOf: (s) => s.status as ShipmentStatus,
  idOf: (s) => String(s.id),
  touch: ['updatedAt'],
  stamps: {cancelled: ['cancelledAt']},
  transitions: [
    {
      action: 'create',
      from: [null],
      to: 'pending',
      by: 'merchant call',
      when: 'created, or generated from its order: the order stock is reserved',
      webhook: SHIPMENT_WEBHOOK,
    },
    {
      action: 'tracking',
      from: ['pending'],
      to: 'in_transit',
      by: 'merchant call',
      when: 'the first tracking number dispatches it: its stock leaves as sold, the order becomes shipped',
      webhook: SHIPMENT_WEBHOOK,
    },
    {
      action: 'tracking',
      from: ['in_transit'],
      to: 'in_transit',
      by: 'merchant call',
      when: 'a later tracking call corrects the number or URL only (no status change, no webhook)',
    },
    {action: 'deliver', from: ['in_transit'], to: 'delivered', by: 'merchant call', webhook: SHIPMENT_WEBHOOK},
    {
      action: 'cancel',
      from: ['pending'],
      to: 'cancelled',
      by: 'merchant call',
      when: 'the order keeps its reserved stock',
      webhook: SHIPMENT_WEBHOOK,
    },
  ],
  refusals: [
    {
      action: 'tracking',
      refusedIn: ['delivered', 'cancelled'],
      status: 400,
      message: (status, id) => `shipment ${id} is ${status}; tracking can no longer change`,
    },
    {
      action: 'deliver',
      refusedIn: ['pending'],
      status: 400,
      message: (_, id) => `shipment ${id} is pending; record its tracking number first`,
    },
    {
      action: 'deliver',
      refusedIn: ['delivered', 'cancelled'],
      status: 400,
      message: (status, id) => `shipment ${id} is ${status}; only in_transit shipments can be delivered`,
    },
    {
      action: 'cancel',
      refusedIn: ['in_transit', 'delivered', 'cancelled'],
      status: 400,
      message: (status, id) => `shipment ${id} is ${status}; only pending shipments can be cancelled`,
    },
  ],
};
