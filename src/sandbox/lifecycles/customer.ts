/**
 * The customer lifecycle (toolkit customers API), declared once as data: a customer is `active` or
 * `archived` (the `archived` flag); archive and restore move it, each refused in the other status with the
 * documented message. Sources: openapi/toolkit/customers (archive, restore and their `400` examples),
 * DECISIONS.md "Customer archive vs delete". Pure data.
 */
import type {Lifecycle} from './lifecycle';

export const CUSTOMER_STATUSES = ['active', 'archived'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export type CustomerAction = 'create' | 'aggregate' | 'archive' | 'restore';

export const CUSTOMER_LIFECYCLE: Lifecycle<CustomerStatus, CustomerAction> = {
  name: 'customer',
  statuses: CUSTOMER_STATUSES,
  statusOf: (c) => (c.archived === true ? 'archived' : 'active'),
  idOf: (c) => String(c.id),
  setStatus: (c, s) => void (c.archived = s === 'archived'),
  touch: ['updatedAt'],
  stamps: {archived: ['archivedAt']},
  transitions: [
    {action: 'create', from: [null], to: 'active', by: 'merchant call'},
    {
      action: 'aggregate',
      from: [null],
      to: 'active',
      by: 'another resource',
      when: 'an aggregated order whose buyer email matches no active customer',
    },
    {action: 'archive', from: ['active'], to: 'archived', by: 'merchant call'},
    {
      action: 'restore',
      from: ['archived'],
      to: 'active',
      by: 'merchant call',
      when: 'no other active customer has its email',
    },
  ],
  refusals: [
    {
      action: 'archive',
      refusedIn: ['archived'],
      status: 400,
      message: (_, id) => `customer ${id} is already archived`,
    },
    {action: 'restore', refusedIn: ['active'], status: 400, message: (_, id) => `customer ${id} is not archived`},
  ],
};
