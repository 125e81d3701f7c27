/**
 * The purchase order lifecycle (toolkit suppliers API), declared once as data: statuses, every transition
 * with the action causing it, and every refusal with the documented message. Purchase orders send no webhook.
 *
 * Sources: openapi/toolkit/suppliers (PurchaseOrderStatus, receive and cancel with their `400` examples),
 * docs/toolkit-api/suppliers/overview.mdx, DECISIONS.md "Purchase orders". Pure data.
 */
import type {Lifecycle} from './lifecycle';

export const PURCHASE_ORDER_STATUSES = ['ordered', 'partially_received', 'received', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
export type PurchaseOrderAction = 'create' | 'receive' | 'cancel';

export const PURCHASE_ORDER_LIFECYCLE: Lifecycle<PurchaseOrderStatus, PurchaseOrderAction> = {
  name: 'purchase order',
  statuses: PURCHASE_ORDER_STATUSES,
  statusOf: (p) => p.status as PurchaseOrderStatus,
  idOf: (p) => String(p.number),
  touch: ['updatedAt'],
  stamps: {cancelled: ['cancelledAt']},
  transitions: [
    {action: 'create', from: [null], to: 'ordered', by: 'merchant call'},
    {
      action: 'receive',
      from: ['ordered', 'partially_received'],
      to: 'partially_received',
      by: 'merchant call',
      when: 'some units are still outstanding after the receipt',
    },
    {
      action: 'receive',
      from: ['ordered', 'partially_received'],
      to: 'received',
      by: 'merchant call',
      when: 'every unit has been received: paymentDueDate is set from the supplier terms',
    },
    {action: 'cancel', from: ['ordered'], to: 'cancelled', by: 'merchant call'},
  ],
  refusals: [
    {
      action: 'receive',
      refusedIn: ['received', 'cancelled'],
      status: 400,
      message: (status, id) =>
        `purchase order ${id} is ${status}; only ordered or partially_received purchase orders can be received`,
    },
    {
      action: 'cancel',
      refusedIn: ['partially_received', 'received', 'cancelled'],
      status: 400,
      message: (status, id) => `purchase order ${id} is ${status}; only ordered purchase orders can be cancelled`,
    },
  ],
};
