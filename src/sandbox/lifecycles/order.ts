/**
 * The order lifecycle (toolkit orders API), declared once as data: statuses, every transition with the
 * action causing it, and every refusal with the documented message. Orders send no webhook of their own.
 *
 * Sources: openapi/toolkit/orders (OrderStatus, updateOrderStatus and its `400` example, the generate
 * calls), docs/toolkit-api/orders/overview.mdx (lifecycle, stock reservation, rules), DECISIONS.md "Order
 * aggregation" and "Stock reservation by orders". Pure data.
 */
import type {Lifecycle} from './lifecycle';

export const ORDER_STATUSES = ['new', 'processing', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderAction =
  | 'create'
  | 'aggregate'
  | 'reserve'
  | 'set-processing'
  | 'set-completed'
  | 'set-cancelled'
  | 'generate-invoice'
  | 'generate-shipment'
  | 'shipment.dispatched'
  | 'auto-complete';

export const ORDER_LIFECYCLE: Lifecycle<OrderStatus, OrderAction> = {
  name: 'order',
  statuses: ORDER_STATUSES,
  statusOf: (o) => o.status as OrderStatus,
  idOf: (o) => String(o.orderNumber),
  touch: ['updatedAt'],
  stamps: {completed: ['completedAt'], cancelled: ['cancelledAt']},
  transitions: [
    {action: 'create', from: [null], to: 'new', by: 'merchant call'},
    {action: 'aggregate', from: [null], to: 'new', by: 'merchant call', when: 'a channel order not imported yet'},
    {
      action: 'reserve',
      from: ['new'],
      to: 'processing',
      by: 'merchant call',
      when: 'an invoice or a shipment is generated (or a shipment created) for it: its stock is reserved',
    },
    {action: 'set-processing', from: ['new'], to: 'processing', by: 'merchant call', when: 'its stock is reserved'},
    {
      action: 'shipment.dispatched',
      from: ['processing'],
      to: 'shipped',
      by: 'another resource',
      when: 'its shipment gets a tracking number: the reserved stock leaves as sold',
    },
    {
      action: 'auto-complete',
      from: ['processing', 'shipped'],
      to: 'completed',
      by: 'another resource',
      when: 'its invoice is paid and its shipment delivered (or, without physical lines, its invoice is paid)',
    },
    {
      action: 'set-completed',
      from: ['processing', 'shipped'],
      to: 'completed',
      by: 'merchant call',
      when: 'no shipment is pending; stock still reserved is recorded as sold',
    },
    {
      action: 'set-cancelled',
      from: ['new', 'processing'],
      to: 'cancelled',
      by: 'merchant call',
      when: 'no active invoice nor shipment; reserved stock is released',
    },
  ],
  refusals: [
    {
      action: 'set-processing',
      refusedIn: ['processing', 'shipped', 'completed', 'cancelled'],
      status: 400,
      message: (status, id) => `order ${id} is ${status}; only new orders can be moved to processing`,
    },
    {
      action: 'set-completed',
      refusedIn: ['new', 'completed', 'cancelled'],
      status: 400,
      message: (status, id) => `order ${id} is ${status}; only processing or shipped orders can be completed`,
    },
    {
      action: 'set-cancelled',
      refusedIn: ['shipped', 'completed', 'cancelled'],
      status: 400,
      message: (status, id) => `order ${id} is ${status}; only new or processing orders can be cancelled`,
    },
    {
      action: 'generate-invoice',
      refusedIn: ['shipped', 'completed', 'cancelled'],
      status: 400,
      message: (status, id) => `order ${id} is ${status}; invoices are generated for new or processing orders`,
    },
    {
      action: 'generate-shipment',
      refusedIn: ['shipped', 'completed', 'cancelled'],
      status: 400,
      message: (status, id) => `order ${id} is ${status}; only new or processing orders can be shipped`,
    },
  ],
};
