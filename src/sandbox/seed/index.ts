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

/** A record a seed step makes, under its documented id. */
export interface SeededRecord {
  id: string;
  /** What it is, for readers. */
  what: string;
  /** The Toolkit API module it belongs to, where the step's path does not say (a test-bank button's). */
  api?: string;
}

/**
 * One call of the seed, made as a reader would make it: a create call (its records get their documented ids), or a
 * step on records made before (process a payment, a test-bank button, the sandbox clock moving on so that the bank
 * confirms). Nothing is written into the state by hand.
 */
export interface SeedStep {
  /**
   * The records the call makes, in the order the call allocates ids (a payment, then its notes); the first is the
   * `result.id` of the answer. None: a step on records made before.
   */
  makes?: readonly SeededRecord[];
  /** What the step does, when it makes nothing (for the message if it fails). */
  does?: string;
  /** Whose test credentials make it (the Toolkit terminal's, Bramble & Finch, unless told). */
  family?: 'toolkit' | 'partner' | 'provider';
  /** `POST` unless told. */
  method?: 'POST' | 'PATCH' | 'PUT';
  /** The call's path: an API path, `/_sandbox/bank/{id}/{action}` or `/_sandbox/clock`. */
  path: string;
  /**
   * The same call through another API, made where the sandbox does not serve the step's own (the Partner API's
   * create call of a Toolkit payment, for a partner page's Try it, which serves that page's API only).
   */
  or?: {family: 'toolkit' | 'partner'; path: string};
  /**
   * The call's body; a function where it holds dates, which are counted from the day the sandbox is seeded (a due
   * date a year on, a payment date a week on), so that the seed holds on whatever day a sandbox first starts.
   */
  body?: Json | ((dates: SeedDates) => Json);
}

/** Dates counted from the instant the seed runs (UTC). */
export interface SeedDates {
  /** The day `days` after the seed's day (`YYYY-MM-DD`). */
  day(days: number): string;
  /** The instant `days` after the seed's, at midnight UTC (`YYYY-MM-DDT00:00:00.000Z`). */
  midnight(days: number): string;
}

const DAY_MS = 86_400_000;
/** The dates of a seed that runs at `startMs`. */
export const seedDates = (startMs: number): SeedDates => ({
  day: (days) => new Date(startMs + days * DAY_MS).toISOString().slice(0, 10),
  midnight: (days) => `${new Date(startMs + days * DAY_MS).toISOString().slice(0, 10)}T00:00:00.000Z`,
});
/** A step's body as sent by a seed that runs at `startMs`. */
export const bodyOf = (step: SeedStep, startMs: number): Json | undefined =>
  typeof step.body === 'function' ? step.body(seedDates(startMs)) : step.body;

/** The record a step makes first (its `result.id`), if it makes one. */
export const madeBy = (step: SeedStep): SeededRecord | undefined => step.makes?.[0];
/**
 * The records among `seeded` (ids) that a step names in its path or body, other than those it makes: the ones it
 * needs made first.
 */
export const recordsNamed = (step: SeedStep, seeded: Iterable<string>): string[] => {
  const text = `${step.path} ${JSON.stringify(bodyOf(step, 0) ?? null)}`;
  return [...seeded].filter((id) => text.includes(id) && !step.makes?.some((r) => r.id === id));
};
/** What a step is, for messages. */
export const stepName = (step: SeedStep) =>
  step.does ?? step.makes?.map((r) => `${r.what} (${r.id})`).join(', ') ?? step.path;
/** Every record the seed makes, in order. */
export const seededRecords = (steps: readonly SeedStep[]): SeededRecord[] => steps.flatMap((s) => s.makes ?? []);

/** Bramble & Finch Ltd, the Toolkit terminal's company and the Partner examples' managed company. */
const COMPANY = '6650f1c2a9d3e4b5c6d7e8f9';
/** Its operating account (`ob-natwest`, verified, default). */
const OPERATING_ACCOUNT = '66509a8b7c6d5e4f3a2b1c0d';

/**
 * The first records, which the Toolkit examples of customers, suppliers and inventory name: the examples walk
 * (sandbox-examples.test.ts), which prepares each example's state itself, starts from these only.
 */
export const BASE_SEED: readonly SeedStep[] = [
  {
    makes: [{id: '6655a1b2c3d4e5f6a7b8c901', what: 'Customer Ada Quill'}],
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
    makes: [{id: '6655a1b2c3d4e5f6a7b8c903', what: 'Customer Priya Castellane'}],
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
    makes: [{id: '665ac3d4e5f6a7b8c9d0e201', what: 'Supplier Thistledown Nurseries Ltd'}],
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
    makes: [{id: '6656b2c3d4e5f6a7b8c9d101', what: "Inventory item PLT-LAV-2L, Lavender 'Hidcote', 2 L pot"}],
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
    makes: [{id: '6656b2c3d4e5f6a7b8c9d103', what: 'Inventory item SVC-DESIGN-H, Garden design, per hour (a service)'}],
    path: '/v1/inventory/items/create',
    body: {sku: 'SVC-DESIGN-H', name: 'Garden design, per hour', type: 'service', price: '62.75', vatRate: '20.00'},
  },
];

/** A web shop order with tracked delivery, and its shipment: what the shipment examples act on. */
function webShopOrder(o: {
  order: SeededRecord;
  externalOrderId: string;
  customer: Json;
  lines: Json[];
  shippingAddress: Json;
  shipment: SeededRecord & {carrier: string; service: string; parcel: Json};
  /** Dispatched (`in_transit`) with this tracking when given, else `pending`. */
  dispatch?: {trackingNumber: string; trackingUrl: string};
}): SeedStep[] {
  const {id, what, carrier, service, parcel} = o.shipment;
  return [
    {
      makes: [o.order],
      path: '/v1/orders/aggregate',
      body: {
        orders: [
          {
            source: 'web_shop',
            channelName: 'Bramble & Finch web shop',
            externalOrderId: o.externalOrderId,
            customer: o.customer,
            lines: [...o.lines, {description: 'Tracked delivery', quantity: 1, unitPrice: '5.95', vatRate: '20.00'}],
            shippingAddress: o.shippingAddress,
          },
        ],
      },
    },
    {
      makes: [{id, what}],
      path: '/v1/shipping/shipments/create',
      body: {orderId: o.order.id, carrier, service, parcels: [parcel]},
    },
    ...(o.dispatch
      ? [{does: `shipment ${id} is dispatched`, path: `/v1/shipping/shipments/${id}/tracking`, body: o.dispatch}]
      : []),
  ];
}

/** In creation order: a step may name a record made before it. */
export const SANDBOX_SEED: readonly SeedStep[] = [
  ...BASE_SEED,
  // ---- Business toolkit: the records the customers, suppliers, orders, invoices, shipping and purchase-order
  // examples name, each in a state every example on it accepts.
  {
    makes: [{id: '6655a1b2c3d4e5f6a7b8c902', what: 'Customer Tobias Wren'}],
    path: '/v1/customers/create',
    body: {
      name: 'Tobias Wren',
      email: 'tobias.wren@example.org',
      phone: '+447700900482',
      billingAddress: address('9 Mill Lane', null, 'Edinburgh', 'EH6 6TJ'),
      shippingAddress: address('9 Mill Lane', null, 'Edinburgh', 'EH6 6TJ'),
      tags: ['web-shop'],
    },
  },
  {
    makes: [{id: '6655a1b2c3d4e5f6a7b8c904', what: 'Customer Jonah Pike, archived (to restore)'}],
    path: '/v1/customers/create',
    body: {
      name: 'Jonah Pike',
      email: 'jonah.pike@example.org',
      billingAddress: address('41 Ferry Road', null, 'Edinburgh', 'EH5 3BN'),
    },
  },
  {does: 'Jonah Pike is archived', method: 'PATCH', path: '/v1/customers/6655a1b2c3d4e5f6a7b8c904/archive'},
  {
    makes: [{id: '6655a1b2c3d4e5f6a7b8c905', what: 'Customer Callum Reed, a duplicate entry (to delete)'}],
    path: '/v1/customers/create',
    body: {name: 'Callum Reed', email: 'callum.reed@example.org'},
  },
  {
    makes: [{id: '665ac3d4e5f6a7b8c9d0e202', what: 'Supplier Ironbark Tools Ltd'}],
    path: '/v1/suppliers/create',
    body: {
      name: 'Ironbark Tools Ltd',
      contactName: 'Owen Hartley',
      email: 'sales@ironbarktools.example',
      phone: '+441144960321',
      address: address('88 Forge Lane', null, 'Sheffield', 'S3 8RQ'),
      paymentTerms: 'net_30',
      bankDetails: {accountName: 'Ironbark Tools Ltd', sortCode: '309412', accountNumber: '61730295'},
      vatNumber: 'GB731904286',
    },
  },
  {
    makes: [{id: '665ac3d4e5f6a7b8c9d0e203', what: 'Supplier Copperleaf Compost Co, created by mistake (to delete)'}],
    path: '/v1/suppliers/create',
    body: {name: 'Copperleaf Compost Co'},
  },
  {
    makes: [{id: '6656b2c3d4e5f6a7b8c9d102', what: 'Inventory item TOOL-SEC-01, Bypass secateurs'}],
    path: '/v1/inventory/items/create',
    body: {
      sku: 'TOOL-SEC-01',
      name: 'Bypass secateurs',
      type: 'physical',
      price: '24.00',
      vatRate: '20.00',
      unitCost: '11.40',
      lowStockThreshold: 8,
      supplierId: '665ac3d4e5f6a7b8c9d0e202',
      supplierSku: 'IB-SEC-200',
      openingStock: 35,
    },
  },
  // The roses of the purchase order and the inventory guide's damaged pots: the create-an-item example makes a salvia.
  {
    makes: [
      {
        id: '6656b2c3d4e5f6a7b8c9d104',
        what: "Inventory item PLT-ROS-4L, Rose 'Gertrude Jekyll', 4 L pot, low on stock",
      },
    ],
    path: '/v1/inventory/items/create',
    body: {
      sku: 'PLT-ROS-4L',
      name: "Rose 'Gertrude Jekyll', 4 L pot",
      description: 'Fragrant pink English shrub rose.',
      type: 'physical',
      price: '18.00',
      vatRate: '20.00',
      unitCost: '7.10',
      lowStockThreshold: 10,
      supplierId: '665ac3d4e5f6a7b8c9d0e201',
      supplierSku: 'TN-ROS-GJ-4',
      openingStock: 6,
    },
  },
  {
    makes: [
      {id: '6656b2c3d4e5f6a7b8c9d105', what: 'Inventory item POT-TC-30, Terracotta pot, 30 cm, no stock (to archive)'},
    ],
    path: '/v1/inventory/items/create',
    body: {sku: 'POT-TC-30', name: 'Terracotta pot, 30 cm', type: 'physical', price: '14.00', vatRate: '20.00'},
  },
  // What the earlier web shop orders below sold: an item of their own, so the catalogue's stock stories stay as told.
  {
    makes: [{id: '6656b2c3d4e5f6a7b8c9d107', what: 'Inventory item TOOL-TWN-01, Jute garden twine, 150 m'}],
    path: '/v1/inventory/items/create',
    body: {
      sku: 'TOOL-TWN-01',
      name: 'Jute garden twine, 150 m',
      type: 'physical',
      price: '4.50',
      vatRate: '20.00',
      unitCost: '1.60',
      lowStockThreshold: 20,
      supplierId: '665ac3d4e5f6a7b8c9d0e202',
      supplierSku: 'IB-TWN-150',
      openingStock: 120,
    },
  },
  // No shipment of ORD-2026-0188: its own (`…b501`, `…b502`) are made by its examples (a pending one refuses another).
  // The shipment examples name the shipments of three earlier web shop orders instead, one in each state they act on.
  ...webShopOrder({
    order: {id: '6658d4e5f6a7b8c9d0e1f304', what: 'Order ORD-2026-0184, web shop WS-10455, Ada Quill, shipped'},
    externalOrderId: 'WS-10455',
    customer: {name: 'Ada Quill', email: 'ada.quill@example.org', phone: '+447700900311'},
    lines: [{itemId: '6656b2c3d4e5f6a7b8c9d107', quantity: 4}],
    shippingAddress: address('27 Rowan Crescent', null, 'Edinburgh', 'EH4 2LP'),
    shipment: {
      id: '6659f6a7b8c9d0e1f2a3b503',
      what: 'Its shipment, Royal Mail, in transit (to deliver)',
      carrier: 'royal_mail',
      service: 'Tracked 48',
      parcel: {weightGrams: 1600, lengthCm: 30, widthCm: 20, heightCm: 20},
    },
    dispatch: {trackingNumber: 'TT482913698GB', trackingUrl: 'https://track.royalmail.example/TT482913698GB'},
  }),
  ...webShopOrder({
    order: {
      id: '6658d4e5f6a7b8c9d0e1f305',
      what: 'Order ORD-2026-0185, web shop WS-10461, Priya Castellane, processing',
    },
    externalOrderId: 'WS-10461',
    customer: {name: 'Priya Castellane', email: 'priya.castellane@example.org'},
    lines: [{itemId: '6656b2c3d4e5f6a7b8c9d107', quantity: 1}],
    shippingAddress: address('5 Saltire Court', 'Flat 3', 'Glasgow', 'G1 1HL'),
    shipment: {
      id: '6659f6a7b8c9d0e1f2a3b504',
      what: 'Its shipment, Royal Mail, pending (to dispatch)',
      carrier: 'royal_mail',
      service: 'Tracked 48',
      parcel: {weightGrams: 400, lengthCm: 20, widthCm: 15, heightCm: 10},
    },
  }),
  ...webShopOrder({
    order: {id: '6658d4e5f6a7b8c9d0e1f306', what: 'Order ORD-2026-0186, web shop WS-10467, Tobias Wren, processing'},
    externalOrderId: 'WS-10467',
    customer: {name: 'Tobias Wren', email: 'tobias.wren@example.org', phone: '+447700900482'},
    lines: [{itemId: '6656b2c3d4e5f6a7b8c9d107', quantity: 2}],
    shippingAddress: address('9 Mill Lane', null, 'Edinburgh', 'EH6 6TJ'),
    shipment: {
      id: '6659f6a7b8c9d0e1f2a3b505',
      what: 'Its shipment, Parcelforce, pending (to cancel: the wrong carrier)',
      carrier: 'parcelforce',
      service: 'Express 48',
      parcel: {weightGrams: 800, lengthCm: 25, widthCm: 20, heightCm: 15},
    },
  }),
  {
    makes: [{id: '6658d4e5f6a7b8c9d0e1f302', what: 'Order ORD-2026-0188, web shop WS-10482, Tobias Wren, new'}],
    path: '/v1/orders/aggregate',
    body: {
      orders: [
        {
          source: 'web_shop',
          channelName: 'Bramble & Finch web shop',
          externalOrderId: 'WS-10482',
          customer: {name: 'Tobias Wren', email: 'tobias.wren@example.org', phone: '+447700900482'},
          lines: [
            {itemId: '6656b2c3d4e5f6a7b8c9d101', quantity: 6},
            {itemId: '6656b2c3d4e5f6a7b8c9d102', quantity: 1},
            {description: 'Tracked delivery', quantity: 1, unitPrice: '5.95', vatRate: '20.00'},
          ],
          shippingAddress: address('9 Mill Lane', null, 'Edinburgh', 'EH6 6TJ'),
        },
      ],
    },
  },
  // The cancel-an-order example's: a marketplace order still `new` (ORD-2026-0188 is the guides' order to ship).
  {
    makes: [
      {
        id: '6658d4e5f6a7b8c9d0e1f303',
        what: 'Order ORD-2026-0189, Greenhouse Market GM-55120873, Priya Castellane, new (to cancel)',
      },
    ],
    path: '/v1/orders/aggregate',
    body: {
      orders: [
        {
          source: 'marketplace',
          channelName: 'Greenhouse Market',
          externalOrderId: 'GM-55120873',
          customer: {name: 'Priya Castellane', email: 'priya.castellane@example.org'},
          lines: [{itemId: '6656b2c3d4e5f6a7b8c9d104', quantity: 2}],
          shippingAddress: address('5 Saltire Court', 'Flat 3', 'Glasgow', 'G1 1HL'),
        },
      ],
    },
  },

  {
    makes: [{id: '6657e5f6a7b8c9d0e1f2a401', what: 'Invoice INV-2026-042, Ada Quill, 125.50, draft'}],
    path: '/v1/invoices/create',
    body: (d) => ({
      customerId: '6655a1b2c3d4e5f6a7b8c901',
      reference: 'INV-2026-042',
      // The catalogue's 2026-07-31 on the examples' day: a create refuses a due date that has passed.
      dueDate: d.day(30),
      description: 'Garden design consultation, June 2026',
      lines: [{itemId: '6656b2c3d4e5f6a7b8c9d103', quantity: 2}],
    }),
  },
  {
    makes: [
      {
        id: '665bd4e5f6a7b8c9d0e1f601',
        what: 'Purchase order PO-2026-014, Thistledown Nurseries, 60 × PLT-LAV-2L and 24 × PLT-ROS-4L, ordered',
      },
    ],
    path: '/v1/purchase-orders/create',
    body: (d): Json => ({
      supplierId: '665ac3d4e5f6a7b8c9d0e201',
      number: 'PO-2026-014',
      lines: [
        {itemId: '6656b2c3d4e5f6a7b8c9d101', quantity: 60},
        {itemId: '6656b2c3d4e5f6a7b8c9d104', quantity: 24, unitCost: '7.10'},
      ],
      expectedDeliveryDate: d.day(37),
    }),
  },
  // ---- Single payments (Bramble & Finch, bank account …1c0d): the catalogue's, in the states their examples need.
  {
    makes: [
      {id: '6651b2c3d4e5f6a7b8c9d0e1', what: 'Single payment INV-2026-041, Tobias Wren, 89.00, draft (to process)'},
      {id: '6651c3d4e5f6a7b8c9d0e1f1', what: 'Its restricted note'},
    ],
    family: 'partner',
    path: `/partner/v1/${COMPANY}/payments/single/create`,
    body: (d) => ({
      reference: 'INV-2026-041',
      amount: '89.00',
      customerName: 'Tobias Wren',
      dueDate: d.day(19),
      customerEmail: 'tobias.wren@example.org',
      paymentMethod: 'fernpay_ob',
      description: 'Hedge trimming, 12 June 2026',
      notes: [{text: 'Quoted by phone on 10 June.', visibility: 'restricted'}],
    }),
  },
  {
    makes: [
      {id: '6651b2c3d4e5f6a7b8c9d0e2', what: 'Single payment INV-2026-042, Ada Quill, 125.50, paid (to refund)'},
      {id: '6651c3d4e5f6a7b8c9d0e1f2', what: 'Its private note'},
      {id: 'b7e3c1f09a4d2e6c8f51', what: "Its link's hashed id (the `p` of its link, the public payment flow's id)"},
    ],
    path: '/v1/payments/single/create-and-process',
    or: {family: 'partner', path: `/partner/v1/${COMPANY}/payments/single/create-and-process`},
    body: (d) => ({
      reference: 'INV-2026-042',
      amount: '125.50',
      bankAccount: OPERATING_ACCOUNT,
      customerName: 'Ada Quill',
      dueDate: d.day(30),
      customerEmail: 'ada.quill@example.org',
      customerEmailCC: ['accounts@brambleandfinch.example'],
      paymentMethod: 'fernpay_ob',
      description: 'Garden design consultation, June 2026',
      customRedirectUrl: 'https://brambleandfinch.example/thank-you',
      notes: [{text: 'Deposit already received by bank transfer; this is the balance.', visibility: 'private'}],
    }),
  },
  {
    makes: [{id: '6654e5f6a7b8c9d0e1f2a3b1', what: 'Transaction of INV-2026-042, incoming 125.50', api: 'payments'}],
    path: '/_sandbox/bank/6651b2c3d4e5f6a7b8c9d0e2/approve',
  },
  {
    does: 'the bank confirms INV-2026-042',
    path: '/_sandbox/clock',
    body: {advance: 'PT5S'},
  },
  {
    makes: [
      {id: '6651b2c3d4e5f6a7b8c9d0e4', what: 'Single payment INV-2026-044, Jonah Pike, 60.00 cash, draft (to process)'},
    ],
    // No `or`: the Partner API takes no cash payments.
    path: '/v1/payments/single/create',
    body: (d) => ({
      reference: 'INV-2026-044',
      amount: '60.00',
      customerName: 'Jonah Pike',
      dueDate: d.day(1),
      customerEmail: 'jonah.pike@example.org',
      paymentMethod: 'cash',
      description: 'Plants and tools bought at the studio',
    }),
  },
  {
    makes: [
      {
        id: '6651b2c3d4e5f6a7b8c9d0e6',
        what: 'Single payment INV-2026-047, Jonah Pike, 310.00, sent (to edit, cancel, delete)',
      },
      {id: '6651c3d4e5f6a7b8c9d0e1f4', what: 'Its private note'},
      {id: '9d5e2b8a0c7f4e1d3a6b', what: "Its link's hashed id (the pay-at-a-bank example's)"},
    ],
    path: '/v1/payments/single/create-and-process',
    or: {family: 'partner', path: `/partner/v1/${COMPANY}/payments/single/create-and-process`},
    body: (d) => ({
      reference: 'INV-2026-047',
      amount: '310.00',
      bankAccount: OPERATING_ACCOUNT,
      customerName: 'Jonah Pike',
      // A year on, not the catalogue's 17 days: past its due date a sent payment is overdue, and cannot be cancelled.
      dueDate: d.day(365),
      customerEmail: 'jonah.pike@example.org',
      paymentMethod: 'fernpay_ob',
      description: 'Autumn bulb planting, front borders',
      notes: [{text: 'Bulbs to be ordered from Thistledown Nurseries.', visibility: 'private'}],
    }),
  },
  // ---- Recurring payments: drafts, which every example on them accepts (edit, process, notes, delete). Their first
  // collection is the catalogue's on the examples' day (2026-08-01 and 2026-10-01), counted from the day the seed
  // runs: a create refuses a date less than a few working days ahead (sandbox-seed.test.ts seeds on 2027-06-01).
  {
    makes: [
      {
        id: '6652d4e5f6a7b8c9d0e1f2a1',
        what: 'Recurring payment GM-2026-007, Ada Quill, 45.00 monthly, draft (to edit, process)',
      },
      {id: '6652f6a7b8c9d0e1f2a3b4c1', what: 'Its private note'},
      {id: '6652d4e5f6a7b8c9d0e1f2b1', what: 'Its initial payment, 60.00'},
    ],
    path: '/v1/payments/recurring/create',
    or: {family: 'partner', path: `/partner/v1/${COMPANY}/payments/recurring/create`},
    body: (d) => ({
      reference: 'GM-2026-007',
      recurringAmount: '45.00',
      recurringPaymentDate: d.day(31),
      numberOfPayments: 12,
      frequency: 'one_month',
      bankAccount: OPERATING_ACCOUNT,
      customerName: 'Ada Quill',
      initialAmount: '60.00',
      notes: [{text: 'Side gate code 4417.', visibility: 'private'}],
    }),
  },
  {
    makes: [
      {
        id: '6652d4e5f6a7b8c9d0e1f2a3',
        what: 'Recurring payment HT-2026-003, Tobias Wren, 120.00 yearly, draft (to delete)',
      },
    ],
    path: '/v1/payments/recurring/create',
    or: {family: 'partner', path: `/partner/v1/${COMPANY}/payments/recurring/create`},
    body: (d) => ({
      reference: 'HT-2026-003',
      recurringAmount: '120.00',
      recurringPaymentDate: d.day(92),
      numberOfPayments: 3,
      frequency: 'one_year',
      bankAccount: OPERATING_ACCOUNT,
      customerName: 'Tobias Wren',
      customerEmail: 'tobias.wren@example.org',
    }),
  },
  {
    makes: [
      {
        id: '6652d4e5f6a7b8c9d0e1f2a4',
        what: 'Recurring payment GM-2026-009, Priya Castellane, 30.00 monthly, sent (to pay at a bank)',
      },
      {id: '8b2f6d4a0c9e1f3b5a7d', what: "Its link's hashed id (the pay-at-a-bank example's)"},
    ],
    path: '/v1/payments/recurring/create-and-process',
    or: {family: 'partner', path: `/partner/v1/${COMPANY}/payments/recurring/create-and-process`},
    body: (d) => ({
      reference: 'GM-2026-009',
      recurringAmount: '30.00',
      recurringPaymentDate: d.day(31),
      numberOfPayments: 12,
      frequency: 'one_month',
      bankAccount: OPERATING_ACCOUNT,
      customerName: 'Priya Castellane',
      customerEmail: 'priya.castellane@example.org',
    }),
  },
  // ---- Integrations (Partner API): one besides the company's own, not its default, for the delete example.
  {
    makes: [
      {id: '66508f7e6d5c4b3a29180708', what: 'Integration of Bramble & Finch, an old test shop (to delete)'},
      {id: 'whsec_Tq7LmV2cXr9KpB4nWd6HsYe8JfA3gZu5', what: 'Its webhook secret'},
    ],
    family: 'partner',
    path: `/partner/v1/${COMPANY}/integrations/create`,
    body: {
      name: 'Bramble & Finch test shop (old)',
      webhookUrl: 'https://test.brambleandfinch.example/webhooks/fernpay',
      redirectUrl: 'https://test.brambleandfinch.example/payment/complete',
      fernpayPaymentPageRedirectEnabled: false,
    },
  },
];
