/**
 * The inventory item lifecycle (toolkit inventory API), declared once as data: an item is `active` or
 * `archived` (the `archived` flag) and is never deleted; archived items keep their stock and history but
 * take no new lines and no stock adjustments. Sources: openapi/toolkit/inventory (archive, adjust-stock),
 * DECISIONS.md "Inventory stock model". Pure data.
 */
import type {Lifecycle} from './lifecycle';

export const INVENTORY_ITEM_STATUSES = ['active', 'archived'] as const;
export type InventoryItemStatus = (typeof INVENTORY_ITEM_STATUSES)[number];
export type InventoryItemAction = 'create' | 'archive' | 'adjust-stock';

export const INVENTORY_ITEM_LIFECYCLE: Lifecycle<InventoryItemStatus, InventoryItemAction> = {
  name: 'inventory item',
  statuses: INVENTORY_ITEM_STATUSES,
  statusOf: (i) => (i.archived === true ? 'archived' : 'active'),
  idOf: (i) => String(i.sku),
  setStatus: (i, s) => void (i.archived = s === 'archived'),
  touch: ['updatedAt'],
  stamps: {archived: ['archivedAt']},
  transitions: [
    {action: 'create', from: [null], to: 'active', by: 'merchant call'},
    {
      action: 'archive',
      from: ['active'],
      to: 'archived',
      by: 'merchant call',
      when: 'no units are reserved for orders',
    },
  ],
  refusals: [
    {action: 'archive', refusedIn: ['archived'], status: 400, message: (_, id) => `item ${id} is already archived`},
    {
      action: 'adjust-stock',
      refusedIn: ['archived'],
      status: 400,
      message: (_, id) => `item ${id} is archived; its stock can no longer be adjusted`,
    },
  ],
};
