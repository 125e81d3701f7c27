/**
 * What a new sandbox holds besides its companies (issue 38): the records the documented request examples name by
 * id, declared once, as data. The engine creates each through the operation's own handler when a sandbox first
 * runs (and again after a reset), the documented id given to the record the call creates, so a seeded record is a
 * record like any other (its states, its links, its webhooks none: nothing is forwarded for the seed). A sandbox
 * started from a saved state is never seeded over. The sandbox outcomes guide lists these ids from this file. Pure
 * data.
 */
import type {Json} from '../openapi';
import {gbAddress as address} from '../kit/address';

export interface SeedRecord {
  /** The documented id the record gets (the first id the create call allocates). */
  id: string;
  /** What it is, for readers. */
  what: string;
  /** The Toolkit create call that makes it (the Toolkit terminal's company, Bramble & Finch). */
  path: string;
  body: Json;
}

/** In creation order: a record may name one before it. */
export const SANDBOX_SEED: readonly SeedRecord[] = [
  {
    id: '6655a1b2c3d4e5f6a7b8c901',
    what: 'Customer Ada Quill',
    path: '/v1/customers/create',
    body: {
      name: 'Ada Quill',
      email: 'ada.quill@example.org',
      phone: '+447700900311',
      billingAddress: address('27 Rowan Crescent', null, 'Edinburgh', 'EH4 2LP'),
      shippingAddress: address('27 Rowan Crescent', null, 'Edinburgh', 'EH4 2LP'),
      notes: 'Prefers calls after 5 pm. Back garden redesign, summer 2026.',
      tags: ['design-client', 'maintenance'],
    },
  },
  {
    id: '6655a1b2c3d4e5f6a7b8c903',
    what: 'Customer Priya Castellane',
    path: '/v1/customers/create',
    body: {
      name: 'Priya Castellane',
      email: 'priya.castellane@example.org',
      phone: null,
      billingAddress: address('5 Saltire Court', 'Flat 3', 'Glasgow', 'G1 1HL'),
      shippingAddress: address('5 Saltire Court', 'Flat 3', 'Glasgow', 'G1 1HL'),
      tags: ['design-client'],
    },
  },
  {
    id: '665ac3d4e5f6a7b8c9d0e201',
    what: 'Supplier Thistledown Nurseries Ltd',
    path: '/v1/suppliers/create',
    body: {
      name: 'Thistledown Nurseries Ltd',
      contactName: 'Fenella Marsh',
      email: 'orders@thistledown.example',
      phone: '+441314960142',
      address: address('Glebe Road Nursery', null, 'Perth', 'PH2 7AA'),
      paymentTerms: 'net_30',
      bankDetails: {accountName: 'Thistledown Nurseries Ltd', sortCode: '802241', accountNumber: '44129083'},
      vatNumber: 'GB284619357',
      notes: 'Deliveries on Tuesdays and Fridays.',
    },
  },
  {
    id: '6656b2c3d4e5f6a7b8c9d101',
    what: "Inventory item PLT-LAV-2L, Lavender 'Hidcote', 2 L pot",
    path: '/v1/inventory/items/create',
    body: {
      sku: 'PLT-LAV-2L',
      name: "Lavender 'Hidcote', 2 L pot",
      description: 'Compact English lavender with deep violet flowers from June to August.',
      type: 'physical',
      price: '8.50',
      vatRate: '20.00',
      unitCost: '3.20',
      lowStockThreshold: 30,
      supplierId: '665ac3d4e5f6a7b8c9d0e201',
      supplierSku: 'TN-LAV-HID-2',
      openingStock: 140,
    },
  },
  {
    id: '6656b2c3d4e5f6a7b8c9d103',
    what: 'Inventory item SVC-DESIGN-H, Garden design, per hour (a service)',
    path: '/v1/inventory/items/create',
    body: {sku: 'SVC-DESIGN-H', name: 'Garden design, per hour', type: 'service', price: '62.75', vatRate: '20.00'},
  },
];
