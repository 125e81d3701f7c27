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

const number = (o: Record<string, unknown>) => String(o.orderNumber);

export const ORDER_LIFECYCLE: Lifecycle<OrderStatus, OrderAction> = {
  resource: 'order',
  statuses: ORDER_STATUSES,
  statusOf: (o) => o.status as OrderStatus,
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
      from: ['processing', 'shipped', 'completed', 'cancelled'],
      status: 400,
      message: (o) => `order ${number(o)} is ${String(o.status)}; only new orders can be moved to processing`,
    },
    {
      action: 'set-completed',
      from: ['new', 'completed', 'cancelled'],
      status: 400,
      message: (o) => `order ${number(o)} is ${String(o.status)}; only processing or shipped orders can be completed`,
    },
    {
      action: 'set-cancelled',
      from: ['shipped', 'completed', 'cancelled'],
      status: 400,
      message: (o) => `order ${number(o)} is ${String(o.status)}; only new or processing orders can be cancelled`,
    },
    {
      action: 'generate-invoice',
      from: ['shipped', 'completed', 'cancelled'],
      status: 400,
      message: (o) => `order ${number(o)} is ${String(o.status)}; invoices are generated for new or processing orders`,
    },
    {
      action: 'generate-shipment',
      from: ['shipped', 'completed', 'cancelled'],
      status: 400,
      message: (o) => `order ${number(o)} is ${String(o.status)}; only new or processing orders can be shipped`,
    },
  ],
};
