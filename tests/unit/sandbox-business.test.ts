/**
 * The toolkit business resources of the sandbox (src/sandbox/resources/business) driven as an integrator
 * would: customers, inventory and stock movements, suppliers and purchase orders, invoices following their
 * single payment, orders (aggregation, generated invoices and shipments, stock reservation) and shipping.
 * Every transition and refusal of the lifecycles (src/sandbox/lifecycles) is exercised, with its webhooks and
 * clock events; the lifecycle data is checked against the spec.
 */
import fs from 'node:fs';
import YAML from 'yaml';
import {beforeEach, describe, expect, it} from 'vitest';
import {CUSTOMER_LIFECYCLE} from '../../src/sandbox/lifecycles/customer';
import {INVENTORY_ITEM_LIFECYCLE} from '../../src/sandbox/lifecycles/inventory-item';
import {INVOICE_LIFECYCLE, INVOICE_STATUSES} from '../../src/sandbox/lifecycles/invoice';
import type {Lifecycle} from '../../src/sandbox/lifecycles/lifecycle';
import {ORDER_LIFECYCLE, ORDER_STATUSES} from '../../src/sandbox/lifecycles/order';
import {PURCHASE_ORDER_LIFECYCLE, PURCHASE_ORDER_STATUSES} from '../../src/sandbox/lifecycles/purchase-order';
import {SHIPMENT_LIFECYCLE, SHIPMENT_STATUSES} from '../../src/sandbox/lifecycles/shipment';
import {emptyState} from '../../src/sandbox/types';
import {TOOLKIT, testSandbox} from './sandbox-helpers';

type Call = Awaited<ReturnType<typeof testSandbox>>['call'];
let call: Call;
let sandbox: Awaited<ReturnType<typeof testSandbox>>['sandbox'];

// Each test starts from an empty saved state, which is not seeded (src/sandbox/seed/): these tests check exact
// lists and the uniqueness of the very names and SKUs the seed uses; the seeded records are tested in
// sandbox-seed.test.ts and sandbox-examples-fresh.test.ts.
beforeEach(async () => {
  ({call, sandbox} = await testSandbox({state: emptyState()}));
});

const ADDRESS = {addressLine1: '9 Mill Lane', addressLine2: null, city: 'Edinburgh', zipCode: 'EH6 6TJ', country: 'GB'};
const PARCELS = [{weightGrams: 7800, lengthCm: 60, widthCm: 40, heightCm: 30}];

async function created(method: string, url: string, body?: unknown) {
  const r = await call(method, url, body);
  expect(r.status, r.body).toBe(201);
  return r.json.result;
}
const refused = async (method: string, url: string, body: unknown, message: string | RegExp) => {
  const r = await call(method, url, body);
  expect(r.status, r.body).toBe(400);
  expect(r.headers['Content-Type']).toMatch(/^text\/plain/);
  if (typeof message === 'string') expect(r.body).toBe(message);
  else expect(r.body).toMatch(message);
};
const get = async (url: string) => (await call('GET', url)).json.data;
const customer = (over: Record<string, unknown> = {}) =>
  created('POST', '/v1/customers/create', {name: 'Tobias Wren', email: 'tobias.wren@example.org', ...over});
const item = (over: Record<string, unknown> = {}) =>
  created('POST', '/v1/inventory/items/create', {
    sku: 'PLT-LAV-2L',
    name: "Lavender 'Hidcote', 2 L pot",
    type: 'physical',
    price: '8.50',
    unitCost: '3.20',
    lowStockThreshold: 30,
    openingStock: 140,
    ...over,
  });
const service = () =>
  created('POST', '/v1/inventory/items/create', {
    sku: 'SVC-DESIGN-H',
    name: 'Garden design',
    type: 'service',
    price: '62.75',
  });
const events = (type: string) =>
  sandbox
    .events()
    .filter((e) => e.type === type)
    .map((e) => JSON.parse(e.body).data);

// ---- lifecycle data ---------------------------------------------------------------------------------

describe('lifecycle data', () => {
  const enumOf = (file: string) => YAML.parse(fs.readFileSync(`openapi/toolkit/${file}`, 'utf8')).enum;
  const reachable = <S extends string, A extends string>(lc: Lifecycle<S, A>) => {
    const reached = new Set(lc.transitions.map((t) => t.to));
    return lc.statuses.filter((s) => !reached.has(s));
  };

  it('has the statuses of the spec, each reached by a transition', () => {
    expect([...INVOICE_STATUSES]).toEqual(enumOf('invoices/components/schemas/InvoiceStatus.yaml'));
    expect([...ORDER_STATUSES]).toEqual(enumOf('orders/components/schemas/OrderStatus.yaml'));
    expect([...SHIPMENT_STATUSES]).toEqual(enumOf('shipping/components/schemas/ShipmentStatus.yaml'));
    expect([...PURCHASE_ORDER_STATUSES]).toEqual(enumOf('suppliers/components/schemas/PurchaseOrderStatus.yaml'));
    for (const lc of [
      CUSTOMER_LIFECYCLE,
      INVENTORY_ITEM_LIFECYCLE,
      INVOICE_LIFECYCLE,
      ORDER_LIFECYCLE,
      SHIPMENT_LIFECYCLE,
      PURCHASE_ORDER_LIFECYCLE,
    ] as Lifecycle<string, string>[])
      expect(reachable(lc), lc.name).toEqual([]);
  });

  it('sends the webhooks the spec declares, and no refused action also has a transition from that status', () => {
    const spec = (api: string) => YAML.parse(fs.readFileSync(`openapi/toolkit/${api}/openapi.yaml`, 'utf8'));
    const webhooks = (lc: Lifecycle<string, string>) => [
      ...new Set(lc.transitions.flatMap((t) => (t.webhook ? [t.webhook] : []))),
    ];
    expect(webhooks(INVOICE_LIFECYCLE as Lifecycle<string, string>)).toEqual(Object.keys(spec('invoices').webhooks));
    expect(webhooks(SHIPMENT_LIFECYCLE as Lifecycle<string, string>)).toEqual(Object.keys(spec('shipping').webhooks));
    for (const api of ['customers', 'inventory', 'orders', 'suppliers']) expect(spec(api).webhooks).toBeUndefined();
    for (const lc of [INVOICE_LIFECYCLE, ORDER_LIFECYCLE, SHIPMENT_LIFECYCLE, PURCHASE_ORDER_LIFECYCLE] as Lifecycle<
      string,
      string
    >[])
      for (const r of lc.refusals)
        for (const s of r.refusedIn!)
          expect(
            lc.transitions.some((t) => t.action === r.action && t.from.includes(s)),
            `${r.action} ${s}`,
          ).toBe(false);
  });
});

// ---- customers ----------------------------------------------------------------------------------------

describe('customers', () => {
  it('creates with nulls and an empty tag list, refuses a duplicate active email, frees it when archived', async () => {
    const ada = await customer({name: 'Ada Quill', email: 'ada.quill@example.org'});
    expect(ada).toMatchObject({
      phone: null,
      billingAddress: null,
      notes: null,
      tags: [],
      archived: false,
      archivedAt: null,
    });
    expect(ada.id).toMatch(/^[a-f0-9]{24}$/);
    await refused(
      'POST',
      '/v1/customers/create',
      {name: 'Ada Q', email: 'ADA.QUILL@example.org'},
      `email ADA.QUILL@example.org is already used by customer ${ada.id}`,
    );
    const archived = await call('PATCH', `/v1/customers/${ada.id}/archive`);
    expect(archived.json.result).toMatchObject({archived: true, archivedAt: '2026-07-01T10:30:00.000Z'});
    const again = await customer({name: 'Ada Quill', email: 'ada.quill@example.org'});
    await refused(
      'PATCH',
      `/v1/customers/${ada.id}/restore`,
      undefined,
      `email ada.quill@example.org is already used by customer ${again.id}; change one of the two emails first`,
    );
    await call('POST', `/v1/customers/${again.id}/edit`, {email: 'ada@quill.example'});
    expect((await call('PATCH', `/v1/customers/${ada.id}/restore`)).json.result).toMatchObject({
      archived: false,
      archivedAt: null,
    });
  });

  it('archive and restore are refused in the other status', async () => {
    const c = await customer();
    await refused('PATCH', `/v1/customers/${c.id}/restore`, undefined, `customer ${c.id} is not archived`);
    await call('PATCH', `/v1/customers/${c.id}/archive`);
    await refused('PATCH', `/v1/customers/${c.id}/archive`, undefined, `customer ${c.id} is already archived`);
  });

  it('lists newest first with search, email, tag and archived (default false); edits replace tags', async () => {
    const a = await customer({name: 'Ada Quill', email: 'ada.quill@example.org', tags: ['design-client']});
    const b = await customer({name: 'Priya Castellane', email: 'priya@example.org', tags: ['design-client']});
    const c = await customer({name: 'Jonah Pike', email: 'jonah@example.org'});
    await call('PATCH', `/v1/customers/${c.id}/archive`);
    const ids = async (q: string) => (await get(`/v1/customers/list${q}`)).docs.map((d: {id: string}) => d.id);
    expect(await ids('')).toEqual([b.id, a.id]);
    expect(await ids('?archived=true')).toEqual([c.id]);
    expect(await ids('?tag=design-client&search=QUILL')).toEqual([a.id]);
    expect(await ids('?email=Priya@Example.org')).toEqual([b.id]);
    const page = await get('/v1/customers/list?limit=1&page=2');
    expect(page).toMatchObject({page: 2, limit: 1, totalDocs: 2, totalPages: 2, hasNextPage: false});
    const edited = await call('POST', `/v1/customers/${a.id}/edit`, {tags: ['maintenance'], phone: null});
    expect(edited.json.result).toMatchObject({tags: ['maintenance'], name: 'Ada Quill'});
    await refused(
      'POST',
      `/v1/customers/${a.id}/edit`,
      {email: 'priya@example.org'},
      `email priya@example.org is already used by customer ${b.id}`,
    );
  });

  it('deletes only a customer without invoices or orders', async () => {
    const c = await customer();
    await created('POST', '/v1/orders/create', {
      customerId: c.id,
      lines: [{description: 'Visit', unitPrice: '10.00', quantity: 1}],
    });
    await refused(
      'DELETE',
      `/v1/customers/${c.id}/delete`,
      undefined,
      `customer ${c.id} has invoices or orders; archive it instead`,
    );
    const d = await customer({email: 'other@example.org'});
    expect((await call('DELETE', `/v1/customers/${d.id}/delete`)).json).toEqual({deleted: true});
    expect((await call('GET', `/v1/customers/${d.id}`)).status).toBe(404);
  });
});

// ---- inventory ----------------------------------------------------------------------------------------

describe('inventory and stock', () => {
  it('records opening stock as a movement, computes available and lowStock, refuses stock on services', async () => {
    const lav = await item({openingStock: 25});
    expect(lav).toMatchObject({
      stockOnHand: 25,
      reserved: 0,
      available: 25,
      lowStock: true,
      currency: 'GBP',
      vatRate: '20.00',
    });
    const moves = (await get(`/v1/inventory/items/${lav.id}/movements`)).docs;
    expect(moves).toMatchObject([
      {change: 25, reason: 'received', source: 'manual', sourceId: null, note: 'Opening stock', stockAfter: 25},
    ]);
    const svc = await service();
    expect(svc).toMatchObject({stockOnHand: null, reserved: null, available: null, lowStock: false});
    expect((await get(`/v1/inventory/items/${svc.id}/movements`)).docs).toEqual([]);
    await refused(
      'POST',
      '/v1/inventory/items/create',
      {sku: 'SVC-2', name: 'Visit', type: 'service', price: '40.00', openingStock: 1},
      'openingStock is not allowed for a service: a service has no stock',
    );
    await refused(
      'POST',
      '/v1/inventory/items/create',
      {sku: 'plt-lav-2l'.toUpperCase(), name: 'x', type: 'physical', price: '1.00'},
      `sku PLT-LAV-2L is already used by item ${lav.id}`,
    );
    await refused(
      'POST',
      '/v1/inventory/items/create',
      {sku: 'X-1', name: 'x', type: 'physical', price: '1.00', supplierId: 'ffffffffffffffffffffffff'},
      'supplierId ffffffffffffffffffffffff is not one of your suppliers',
    );
    const edited = await call('POST', `/v1/inventory/items/${lav.id}/edit`, {lowStockThreshold: 8});
    expect(edited.json.result).toMatchObject({lowStock: false, lowStockThreshold: 8});
    expect((await get('/v1/inventory/items/list?lowStock=false&type=physical&search=lav')).docs).toHaveLength(1);
  });

  it('adjusts stock within its rules and lists the movements newest first', async () => {
    const rose = await item({sku: 'PLT-ROS-4L', openingStock: 4, lowStockThreshold: 10});
    await refused(
      'POST',
      `/v1/inventory/items/${rose.id}/adjust-stock`,
      {change: 2, reason: 'damaged'},
      'change must be negative for reason damaged',
    );
    await refused(
      'POST',
      `/v1/inventory/items/${rose.id}/adjust-stock`,
      {change: -2, reason: 'received'},
      'change must be positive for reason received',
    );
    await refused(
      'POST',
      `/v1/inventory/items/${rose.id}/adjust-stock`,
      {change: -10, reason: 'sold'},
      'change -10 would take stockOnHand of PLT-ROS-4L below 0 (4 on hand)',
    );
    const r = await call('POST', `/v1/inventory/items/${rose.id}/adjust-stock`, {
      change: -1,
      reason: 'correction',
      note: 'Count',
    });
    expect(r.json.result).toMatchObject({stockOnHand: 3, available: 3});
    const moves = (await get(`/v1/inventory/items/${rose.id}/movements`)).docs;
    expect(moves.map((m: {change: number}) => m.change)).toEqual([-1, 4]);
    const svc = await service();
    await refused(
      'POST',
      `/v1/inventory/items/${svc.id}/adjust-stock`,
      {change: 1, reason: 'received'},
      'item SVC-DESIGN-H is a service; a service has no stock',
    );
  });

  it('refuses to archive reserved stock or to archive twice; archived items take no adjustments nor lines', async () => {
    const lav = await item();
    const c = await customer();
    const order = await created('POST', '/v1/orders/create', {
      customerId: c.id,
      lines: [{itemId: lav.id, quantity: 6}],
    });
    await call('PATCH', `/v1/orders/${order.id}/status`, {status: 'processing'});
    await refused(
      'PATCH',
      `/v1/inventory/items/${lav.id}/archive`,
      undefined,
      'item PLT-LAV-2L has 6 units reserved for orders; ship or cancel them first',
    );
    await refused(
      'POST',
      `/v1/inventory/items/${lav.id}/adjust-stock`,
      {change: -136, reason: 'damaged'},
      'change -136 would take stockOnHand of PLT-LAV-2L below the 6 units reserved for orders (140 on hand)',
    );
    await call('PATCH', `/v1/orders/${order.id}/status`, {status: 'cancelled'});
    expect((await get(`/v1/inventory/items/${lav.id}`)).reserved).toBe(0);
    const archived = await call('PATCH', `/v1/inventory/items/${lav.id}/archive`);
    expect(archived.json.result).toMatchObject({archived: true, archivedAt: '2026-07-01T10:30:00.000Z'});
    await refused('PATCH', `/v1/inventory/items/${lav.id}/archive`, undefined, 'item PLT-LAV-2L is already archived');
    await refused(
      'POST',
      `/v1/inventory/items/${lav.id}/adjust-stock`,
      {change: 1, reason: 'received'},
      'item PLT-LAV-2L is archived; its stock can no longer be adjusted',
    );
    await refused(
      'POST',
      '/v1/orders/create',
      {customerId: c.id, lines: [{itemId: lav.id, quantity: 1}]},
      `lines[0].itemId ${lav.id} is archived; archived items cannot be added`,
    );
    expect((await get('/v1/inventory/items/list')).docs).toEqual([]);
    expect((await get('/v1/inventory/items/list?archived=true')).docs).toHaveLength(1);
  });
});

// ---- suppliers and purchase orders -----------------------------------------------------------------------

describe('suppliers and purchase orders', () => {
  it('keeps supplier names unique and deletes only unused suppliers', async () => {
    const s = await created('POST', '/v1/suppliers/create', {name: 'Thistledown Nurseries Ltd'});
    expect(s).toMatchObject({paymentTerms: 'net_30', bankDetails: null});
    await refused(
      'POST',
      '/v1/suppliers/create',
      {name: 'thistledown nurseries ltd'},
      `name thistledown nurseries ltd is already used by supplier ${s.id}`,
    );
    await item({supplierId: s.id});
    await refused(
      'DELETE',
      `/v1/suppliers/${s.id}/delete`,
      undefined,
      `supplier ${s.id} has purchase orders or inventory items and cannot be deleted`,
    );
    const other = await created('POST', '/v1/suppliers/create', {name: 'Ironbark Tools Ltd'});
    expect((await get('/v1/suppliers/list?search=IRON')).docs.map((d: {id: string}) => d.id)).toEqual([other.id]);
    expect((await call('DELETE', `/v1/suppliers/${other.id}/delete`)).json).toEqual({deleted: true});
  });

  it('orders physical items, receives in parts into stock, sets the payment due date from the terms', async () => {
    const s = await created('POST', '/v1/suppliers/create', {name: 'Thistledown', paymentTerms: 'net_14'});
    const lav = await item();
    const rose = await item({sku: 'PLT-ROS-4L', unitCost: null, openingStock: 4});
    const svc = await service();
    const po = (lines: unknown[], number = 'PO-2026-014') => ({supplierId: s.id, number, lines});
    await refused(
      'POST',
      '/v1/purchase-orders/create',
      po([{itemId: svc.id, quantity: 1}]),
      `lines[0].itemId ${svc.id} is a service; only physical items can be ordered`,
    );
    await refused(
      'POST',
      '/v1/purchase-orders/create',
      po([{itemId: rose.id, quantity: 1}]),
      'lines[0].unitCost is required: item PLT-ROS-4L has no unitCost',
    );
    await refused(
      'POST',
      '/v1/purchase-orders/create',
      po([
        {itemId: lav.id, quantity: 1},
        {itemId: lav.id, quantity: 2},
      ]),
      `lines[1].itemId ${lav.id} is listed twice; give one line per item`,
    );
    const order = await created(
      'POST',
      '/v1/purchase-orders/create',
      po([
        {itemId: lav.id, quantity: 60},
        {itemId: rose.id, quantity: 24, unitCost: '7.10'},
      ]),
    );
    expect(order).toMatchObject({
      status: 'ordered',
      total: '362.40',
      supplier: {id: s.id, name: 'Thistledown'},
      paymentDueDate: null,
    });
    await refused(
      'POST',
      '/v1/purchase-orders/create',
      po([{itemId: lav.id, quantity: 1}]),
      `number PO-2026-014 is already used by purchase order ${order.id}`,
    );
    await refused(
      'POST',
      `/v1/purchase-orders/${order.id}/receive`,
      {lines: [{itemId: rose.id, quantity: 30}]},
      'lines[0] receives 30 units of PLT-ROS-4L but only 24 are outstanding',
    );
    await refused(
      'POST',
      `/v1/purchase-orders/${order.id}/receive`,
      {receivedAt: '2026-07-02T00:00:00.000Z'},
      'receivedAt must not be in the future',
    );
    const part = await call('POST', `/v1/purchase-orders/${order.id}/receive`, {
      lines: [{itemId: rose.id, quantity: 10}],
    });
    expect(part.json.result).toMatchObject({status: 'partially_received', paymentDueDate: null});
    expect((await get(`/v1/inventory/items/${rose.id}`)).stockOnHand).toBe(14);
    await refused(
      'PATCH',
      `/v1/purchase-orders/${order.id}/cancel`,
      {},
      'purchase order PO-2026-014 is partially_received; only ordered purchase orders can be cancelled',
    );
    const full = await call('POST', `/v1/purchase-orders/${order.id}/receive`, {});
    expect(full.json.result).toMatchObject({
      status: 'received',
      paymentDueDate: '2026-07-15',
      receivedAt: '2026-07-01T10:30:00.000Z',
    });
    expect(full.json.result.lines.map((l: {quantityReceived: number}) => l.quantityReceived)).toEqual([60, 24]);
    expect((await get(`/v1/inventory/items/${lav.id}/movements`)).docs[0]).toMatchObject({
      change: 60,
      source: 'purchase_order',
      sourceId: order.id,
    });
    await refused(
      'POST',
      `/v1/purchase-orders/${order.id}/receive`,
      {},
      'purchase order PO-2026-014 is received; only ordered or partially_received purchase orders can be received',
    );
    const other = await created(
      'POST',
      '/v1/purchase-orders/create',
      po([{itemId: lav.id, quantity: 5}], 'PO-2026-015'),
    );
    const cancelled = await call('PATCH', `/v1/purchase-orders/${other.id}/cancel`, {reason: 'Wrong prices'});
    expect(cancelled.json.result).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Wrong prices',
      cancelledAt: '2026-07-01T10:30:00.000Z',
    });
    expect(
      (await get(`/v1/purchase-orders/list?status=received&supplierId=${s.id}`)).docs.map((d: {id: string}) => d.id),
    ).toEqual([order.id]);
  });
});

// ---- invoices -------------------------------------------------------------------------------------------

describe('invoices', () => {
  const invoiceBody = (customerId: string, over: Record<string, unknown> = {}) => ({
    customerId,
    reference: 'INV-2026-050',
    dueDate: '2026-07-14',
    lines: [{description: 'Site visit travel', quantity: 1, unitPrice: '18.00'}],
    ...over,
  });

  it('creates drafts with VAT per line, copying the customer; refuses what the rules refuse', async () => {
    const c = await customer({billingAddress: ADDRESS});
    const svc = await service();
    const inv = await created(
      'POST',
      '/v1/invoices/create',
      invoiceBody(c.id, {
        lines: [
          {itemId: svc.id, quantity: 3},
          {description: 'Travel', quantity: 1, unitPrice: '18.00'},
        ],
      }),
    );
    expect(inv).toMatchObject({
      status: 'draft',
      customer: {id: c.id, name: 'Tobias Wren', email: 'tobias.wren@example.org'},
      billingAddress: ADDRESS,
      netTotal: '171.87',
      vatTotal: '34.38',
      total: '206.25',
      paymentId: null,
      paymentLink: null,
    });
    expect(inv.lines[0]).toMatchObject({
      sku: 'SVC-DESIGN-H',
      description: 'Garden design',
      unitPrice: '62.75',
      netAmount: '156.87',
      vatAmount: '31.38',
      total: '188.25',
    });
    await refused(
      'POST',
      '/v1/invoices/create',
      invoiceBody(c.id),
      `reference INV-2026-050 is already used by invoice ${inv.id}`,
    );
    await refused(
      'POST',
      '/v1/invoices/create',
      invoiceBody(c.id, {reference: 'X', dueDate: '2026-06-30'}),
      'dueDate 2026-06-30 has passed; it must be today or later',
    );
    await refused(
      'POST',
      '/v1/invoices/create',
      invoiceBody(c.id, {reference: 'X', lines: [{quantity: 1, unitPrice: '1.00'}]}),
      'lines[0].description is required for a line without itemId',
    );
    await refused(
      'POST',
      '/v1/invoices/create',
      invoiceBody('ffffffffffffffffffffffff', {reference: 'X'}),
      'customerId ffffffffffffffffffffffff is not one of your customers',
    );
    await call('PATCH', `/v1/customers/${c.id}/archive`);
    await refused(
      'POST',
      '/v1/invoices/create',
      invoiceBody(c.id, {reference: 'X'}),
      `customer ${c.id} is archived; restore it first`,
    );
  });

  it('edits a draft only; issue creates and sends the single payment; the invoice follows it to paid', async () => {
    const c = await customer();
    const inv = await created('POST', '/v1/invoices/create', invoiceBody(c.id));
    const edited = await call('POST', `/v1/invoices/${inv.id}/edit`, {
      lines: [{description: 'Lawn edging', quantity: 2, unitPrice: '37.50'}],
      description: 'Edging',
    });
    expect(edited.json.result).toMatchObject({
      total: '75.00',
      vatTotal: '12.50',
      netTotal: '62.50',
      description: 'Edging',
    });
    const issued = (await call('POST', `/v1/invoices/${inv.id}/issue`, {customerEmailCC: ['accounts@example.org']}))
      .json.result;
    expect(issued).toMatchObject({status: 'issued', paymentMethod: 'fernpay_ob', issuedAt: '2026-07-01T10:30:00.000Z'});
    const payment = await get(`/v1/payments/single/${issued.paymentId}`);
    expect(payment).toMatchObject({
      reference: 'INV-2026-050',
      amount: '75.00',
      status: 'sent',
      link: issued.paymentLink,
      customerEmailCC: ['accounts@example.org'],
    });
    await refused(
      'POST',
      `/v1/invoices/${inv.id}/edit`,
      {description: 'x'},
      `invoice ${inv.id} is issued; only draft invoices can be edited`,
    );
    await refused(
      'POST',
      `/v1/invoices/${inv.id}/issue`,
      {},
      `invoice ${inv.id} is issued; only draft invoices can be issued`,
    );
    await call('POST', `/_sandbox/bank/${issued.paymentId}/approve`);
    await refused(
      'POST',
      `/v1/invoices/${inv.id}/mark-paid`,
      {method: 'cash'},
      `invoice ${inv.id} is being paid at the bank (payment ${issued.paymentId} is pending); wait for the payment's outcome`,
    );
    await refused('PATCH', `/v1/invoices/${inv.id}/void`, {}, /is being paid at the bank/);
    await call('POST', '/_sandbox/clock', {advance: 'PT5S'});
    expect(await get(`/v1/invoices/${inv.id}`)).toMatchObject({status: 'paid', paidAt: '2026-07-01T10:30:05.000Z'});
    expect(events('invoices.status-update').map((d) => d.status)).toEqual(['issued', 'paid']);
    await refused('POST', `/v1/invoices/${inv.id}/mark-paid`, {method: 'cash'}, `invoice ${inv.id} is already paid`);
    await refused('PATCH', `/v1/invoices/${inv.id}/void`, {}, `invoice ${inv.id} is paid; refund its payment instead`);
    // Refunds stay on the payment.
    await call('POST', `/v1/payments/single/${issued.paymentId}/refund`, {
      payeeAccountInfo: {name: 'T', externalAccountId: c.id, identification: '60161320417758'},
    });
    expect((await get(`/v1/invoices/${inv.id}`)).status).toBe('paid');
  });

  it('becomes overdue the day after its due date, and void when its payment is cancelled', async () => {
    const c = await customer();
    const inv = await created('POST', '/v1/invoices/create', invoiceBody(c.id, {dueDate: '2026-07-02'}));
    const {paymentId} = (await call('POST', `/v1/invoices/${inv.id}/issue`, {})).json.result;
    await call('POST', '/_sandbox/clock', {advance: 'PT13H'});
    expect((await get(`/v1/invoices/${inv.id}`)).status).toBe('issued');
    await call('POST', '/_sandbox/clock', {advance: 'P1D'});
    expect((await get(`/v1/invoices/${inv.id}`)).status).toBe('issued'); // 23:30 on the due date
    await call('POST', '/_sandbox/clock', {advance: 'PT1H'});
    expect((await get(`/v1/invoices/${inv.id}`)).status).toBe('overdue');
    // Still payable through its link; voiding the invoice cancels its payment (the payments API could not: overdue).
    const voided = (await call('PATCH', `/v1/invoices/${inv.id}/void`, {reason: 'Work moved'})).json.result;
    expect(voided).toMatchObject({status: 'void', voidedAt: '2026-07-03T00:30:00.000Z'});
    expect((await get(`/v1/payments/single/${paymentId}`)).status).toBe('cancelled');
    await refused('PATCH', `/v1/invoices/${inv.id}/void`, {}, `invoice ${inv.id} is already void`);
    await refused(
      'POST',
      `/v1/invoices/${inv.id}/mark-paid`,
      {method: 'other'},
      `invoice ${inv.id} is void; only draft, issued or overdue invoices can be marked paid`,
    );
    const other = await created(
      'POST',
      '/v1/invoices/create',
      invoiceBody(c.id, {reference: 'INV-2', dueDate: '2026-08-01'}),
    );
    const sent = (await call('POST', `/v1/invoices/${other.id}/issue`, {})).json.result;
    await call('PATCH', `/v1/payments/single/${sent.paymentId}/cancel`);
    expect(await get(`/v1/invoices/${other.id}`)).toMatchObject({status: 'void'});
    expect(events('invoices.status-update').map((d) => d.status)).toEqual([
      'issued',
      'overdue',
      'void',
      'issued',
      'void',
    ]);
  });

  it('marks paid in cash: the open payment is cancelled and a cash payment records the settlement', async () => {
    const c = await customer();
    const inv = await created('POST', '/v1/invoices/create', invoiceBody(c.id));
    const {paymentId} = (await call('POST', `/v1/invoices/${inv.id}/issue`, {})).json.result;
    const paid = (await call('POST', `/v1/invoices/${inv.id}/mark-paid`, {method: 'cash', note: 'Paid on site.'})).json
      .result;
    expect(paid).toMatchObject({
      status: 'paid',
      paymentMethod: 'cash',
      paymentLink: null,
      paidAt: '2026-07-01T10:30:00.000Z',
    });
    expect(paid.paymentId).not.toBe(paymentId);
    expect((await get(`/v1/payments/single/${paymentId}`)).status).toBe('cancelled');
    const cash = await get(`/v1/payments/single/${paid.paymentId}`);
    expect(cash).toMatchObject({status: 'paid', paymentMethod: 'cash', amount: '18.00'});
    expect(cash.notes).toMatchObject([{text: 'Paid on site.', visibility: 'private'}]);
    // From a draft, the invoice is issued and paid at once.
    const draft = await created('POST', '/v1/invoices/create', invoiceBody(c.id, {reference: 'INV-3'}));
    const direct = (await call('POST', `/v1/invoices/${draft.id}/mark-paid`, {method: 'other'})).json.result;
    expect(direct).toMatchObject({status: 'paid', paymentMethod: 'other', issuedAt: direct.paidAt});
  });

  it('issues with card payments only once they are activated', async () => {
    const c = await customer();
    const inv = await created('POST', '/v1/invoices/create', invoiceBody(c.id));
    await refused(
      'POST',
      `/v1/invoices/${inv.id}/issue`,
      {paymentMethod: 'fernpay_card_payments'},
      'fernpay_card_payments is not available: activate card payments in the toolkit settings first',
    );
    expect((await get(`/v1/invoices/${inv.id}`)).status).toBe('draft');
    expect((await call('POST', '/_sandbox/card-payments', {activated: true})).status).toBe(200);
    const issued = await call('POST', `/v1/invoices/${inv.id}/issue`, {paymentMethod: 'fernpay_card_payments'});
    expect(issued.json.result).toMatchObject({status: 'issued', paymentMethod: 'fernpay_card_payments'});
  });

  it('lists by status, customer and creation date', async () => {
    const c = await customer();
    const a = await created('POST', '/v1/invoices/create', invoiceBody(c.id));
    await call('POST', '/_sandbox/clock', {advance: 'P2D'});
    const b = await created(
      'POST',
      '/v1/invoices/create',
      invoiceBody(c.id, {reference: 'INV-2', dueDate: '2026-07-20'}),
    );
    await call('POST', `/v1/invoices/${b.id}/issue`, {});
    const ids = async (q: string) => (await get(`/v1/invoices/list${q}`)).docs.map((d: {id: string}) => d.id);
    expect(await ids('')).toEqual([b.id, a.id]);
    expect(await ids('?status=issued')).toEqual([b.id]);
    expect(await ids(`?customerId=${c.id}&from=2026-07-01&to=2026-07-01`)).toEqual([a.id]);
  });
});

// ---- orders and shipping -----------------------------------------------------------------------------------

describe('orders and shipping', () => {
  async function shop() {
    const lav = await item();
    const sec = await item({
      sku: 'TOOL-SEC-01',
      name: 'Bypass secateurs',
      price: '24.00',
      openingStock: 35,
      lowStockThreshold: 8,
    });
    return {lav, sec};
  }
  const channelOrder = (lav: string, sec: string, over: Record<string, unknown> = {}) => ({
    source: 'web_shop',
    channelName: 'Bramble & Finch web shop',
    externalOrderId: 'WS-10482',
    customer: {name: 'Tobias Wren', email: 'tobias.wren@example.org', phone: '+447700900482'},
    lines: [
      {itemId: lav, quantity: 6},
      {itemId: sec, quantity: 1},
      {description: 'Tracked delivery', quantity: 1, unitPrice: '5.95', vatRate: '20.00'},
    ],
    shippingAddress: ADDRESS,
    placedAt: '2026-07-01T09:38:00.000Z',
    ...over,
  });

  it('aggregates idempotently on source and external id, matching or creating the buyer', async () => {
    const {lav, sec} = await shop();
    const first = await call('POST', '/v1/orders/aggregate', {orders: [channelOrder(lav.id, sec.id)]});
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({created: true, result: {createdCount: 1, existingCount: 0}});
    const order = first.json.result.orders[0];
    expect(order).toMatchObject({
      orderNumber: 'ORD-2026-0001',
      status: 'new',
      netTotal: '67.46',
      vatTotal: '13.49',
      total: '80.95',
      shippingAddress: ADDRESS,
      invoice: null,
      shipment: null,
    });
    const buyer = await get(`/v1/customers/${order.customer.id}`);
    expect(buyer).toMatchObject({
      name: 'Tobias Wren',
      phone: '+447700900482',
      billingAddress: ADDRESS,
      shippingAddress: ADDRESS,
    });
    const again = await call('POST', '/v1/orders/aggregate', {orders: [channelOrder(lav.id, sec.id)]});
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({
      created: false,
      result: {createdCount: 0, existingCount: 1, orders: [{id: order.id}]},
    });
    const second = await call('POST', '/v1/orders/aggregate', {
      orders: [channelOrder(lav.id, sec.id, {externalOrderId: 'WS-10483'})],
    });
    expect(second.json.result.orders[0].customer.id).toBe(buyer.id);
    await refused(
      'POST',
      '/v1/orders/aggregate',
      {
        orders: [
          channelOrder(lav.id, sec.id, {externalOrderId: 'A'}),
          channelOrder(lav.id, sec.id, {externalOrderId: 'A'}),
        ],
      },
      'orders[1] repeats source web_shop and externalOrderId A of orders[0]',
    );
    await refused(
      'POST',
      '/v1/orders/aggregate',
      {
        orders: [
          channelOrder(lav.id, sec.id, {externalOrderId: 'B'}),
          channelOrder('ffffffffffffffffffffffff', sec.id, {externalOrderId: 'C'}),
        ],
      },
      'orders[1].lines[0].itemId ffffffffffffffffffffffff is not one of your items',
    );
    expect((await get('/v1/orders/list')).totalDocs).toBe(2); // nothing of the refused batches
    expect(
      (await get('/v1/orders/list?source=web_shop&externalOrderId=WS-10482&from=2026-07-01&to=2026-07-01')).docs,
    ).toHaveLength(1);
    await refused(
      'POST',
      '/v1/orders/create',
      {customerId: buyer.id, source: 'web_shop', externalOrderId: 'WS-10482', lines: [{itemId: lav.id, quantity: 1}]},
      'source web_shop and externalOrderId WS-10482 belong to order ORD-2026-0001',
    );
  });

  it('generates an invoice (stock reserved, processing) and a shipment; dispatch sells, delivery and payment complete', async () => {
    const {lav, sec} = await shop();
    const order = (await call('POST', '/v1/orders/aggregate', {orders: [channelOrder(lav.id, sec.id)]})).json.result
      .orders[0];
    const withInvoice = await call('POST', `/v1/orders/${order.id}/generate-invoice`, {
      reference: 'INV-2026-049',
      dueDate: '2026-07-18',
      issue: true,
    });
    expect(withInvoice.status).toBe(201);
    const o1 = withInvoice.json.result;
    expect(o1).toMatchObject({
      status: 'processing',
      stockReserved: true,
      invoice: {reference: 'INV-2026-049', status: 'issued', total: '80.95'},
    });
    const invoice = await get(`/v1/invoices/${o1.invoice.id}`);
    expect(invoice).toMatchObject({orderId: order.id, description: 'ORD-2026-0001', lines: order.lines});
    expect(await get(`/v1/inventory/items/${lav.id}`)).toMatchObject({stockOnHand: 140, reserved: 6, available: 134});
    await refused(
      'POST',
      `/v1/orders/${order.id}/generate-invoice`,
      {reference: 'INV-X', dueDate: '2026-07-18'},
      `order ORD-2026-0001 already has invoice ${invoice.id} in status issued; void it first`,
    );

    const shipped = (
      await call('POST', `/v1/orders/${order.id}/generate-shipment`, {
        carrier: 'royal_mail',
        service: 'Tracked 48',
        parcels: PARCELS,
      })
    ).json.result;
    expect(shipped.shipment).toMatchObject({status: 'pending', carrier: 'royal_mail', trackingNumber: null});
    const shipment = await get(`/v1/shipping/shipments/${shipped.shipment.id}`);
    expect(shipment).toMatchObject({
      orderNumber: 'ORD-2026-0001',
      recipientName: 'Tobias Wren',
      shipTo: ADDRESS,
      shipFrom: {addressLine1: '14 Larch Row', city: 'Edinburgh', zipCode: 'EH3 6QT', country: 'GB'},
      lines: [
        {itemId: lav.id, sku: 'PLT-LAV-2L', quantity: 6},
        {itemId: sec.id, sku: 'TOOL-SEC-01', quantity: 1},
      ],
    });
    expect(await get(`/v1/inventory/items/${lav.id}`)).toMatchObject({reserved: 6}); // reserved once per order
    await refused(
      'PATCH',
      `/v1/shipping/shipments/${shipment.id}/deliver`,
      {},
      `shipment ${shipment.id} is pending; record its tracking number first`,
    );
    await refused(
      'POST',
      `/v1/shipping/shipments/${shipment.id}/tracking`,
      {trackingNumber: 'TT1', dispatchedAt: '2026-07-02T00:00:00.000Z'},
      'dispatchedAt must not be in the future',
    );
    const dispatched = await call('POST', `/v1/shipping/shipments/${shipment.id}/tracking`, {
      trackingNumber: 'TT482913705GB',
      trackingUrl: 'https://track.example/TT',
    });
    expect(dispatched.json.result).toMatchObject({status: 'in_transit', dispatchedAt: '2026-07-01T10:30:00.000Z'});
    expect(await get(`/v1/inventory/items/${lav.id}`)).toMatchObject({stockOnHand: 134, reserved: 0, available: 134});
    expect((await get(`/v1/inventory/items/${lav.id}/movements`)).docs[0]).toMatchObject({
      change: -6,
      reason: 'sold',
      source: 'shipment',
      sourceId: shipment.id,
    });
    expect(await get(`/v1/orders/${order.id}`)).toMatchObject({
      status: 'shipped',
      stockReserved: false,
      shipment: {status: 'in_transit', trackingNumber: 'TT482913705GB'},
    });
    const corrected = await call('POST', `/v1/shipping/shipments/${shipment.id}/tracking`, {
      trackingNumber: 'TT482913706GB',
    });
    expect(corrected.json.result).toMatchObject({
      status: 'in_transit',
      trackingNumber: 'TT482913706GB',
      trackingUrl: 'https://track.example/TT',
    });
    await refused(
      'PATCH',
      `/v1/shipping/shipments/${shipment.id}/cancel`,
      {},
      `shipment ${shipment.id} is in_transit; only pending shipments can be cancelled`,
    );
    await refused(
      'PATCH',
      `/v1/shipping/shipments/${shipment.id}/deliver`,
      {deliveredAt: '2026-07-01T10:00:00.000Z'},
      'deliveredAt must not be before dispatchedAt (2026-07-01T10:30:00.000Z)',
    );
    await call('POST', '/_sandbox/clock', {advance: 'P1D'});
    expect((await call('PATCH', `/v1/shipping/shipments/${shipment.id}/deliver`, {})).json.result.status).toBe(
      'delivered',
    );
    await refused(
      'POST',
      `/v1/shipping/shipments/${shipment.id}/tracking`,
      {trackingNumber: 'X'},
      `shipment ${shipment.id} is delivered; tracking can no longer change`,
    );
    await refused(
      'PATCH',
      `/v1/shipping/shipments/${shipment.id}/deliver`,
      {},
      `shipment ${shipment.id} is delivered; only in_transit shipments can be delivered`,
    );
    expect((await get(`/v1/orders/${order.id}`)).status).toBe('shipped'); // not paid yet
    await call('POST', `/_sandbox/bank/${invoice.paymentId}/approve`);
    await call('POST', '/_sandbox/clock', {advance: 'PT5S'});
    expect(await get(`/v1/orders/${order.id}`)).toMatchObject({
      status: 'completed',
      completedAt: '2026-07-02T10:30:05.000Z',
      invoice: {status: 'paid'},
    });
    expect(events('shipping.status-update').map((d) => d.status)).toEqual(['pending', 'in_transit', 'delivered']);
    await refused(
      'PATCH',
      `/v1/orders/${order.id}/status`,
      {status: 'cancelled'},
      'order ORD-2026-0001 is completed; only new or processing orders can be cancelled',
    );
    await refused(
      'POST',
      `/v1/orders/${order.id}/generate-shipment`,
      {carrier: 'dpd', service: 'x', parcels: PARCELS},
      'order ORD-2026-0001 is completed; only new or processing orders can be shipped',
    );
    await refused(
      'POST',
      `/v1/orders/${order.id}/generate-invoice`,
      {reference: 'Y', dueDate: '2026-07-30'},
      'order ORD-2026-0001 is completed; invoices are generated for new or processing orders',
    );
  });

  it('refuses shipments the order cannot take, keeps the reservation when one is cancelled', async () => {
    const {lav, sec} = await shop();
    const c = await customer();
    const svc = await service();
    const design = await created('POST', '/v1/orders/create', {
      customerId: c.id,
      lines: [{itemId: svc.id, quantity: 2}],
    });
    await refused(
      'POST',
      '/v1/shipping/shipments/create',
      {orderId: design.id, carrier: 'dpd', service: 'Next Day', parcels: PARCELS},
      `order ${design.orderNumber} has no physical lines to ship`,
    );
    const noAddress = await created('POST', '/v1/orders/create', {
      customerId: c.id,
      lines: [{itemId: lav.id, quantity: 1}],
    });
    await refused(
      'POST',
      '/v1/shipping/shipments/create',
      {orderId: noAddress.id, carrier: 'dpd', service: 'Next Day', parcels: PARCELS},
      `shipTo is required: order ${noAddress.orderNumber} has no shipping address`,
    );
    // The orders API's call takes no shipTo: its refusal names the call that does.
    await refused(
      'POST',
      `/v1/orders/${noAddress.id}/generate-shipment`,
      {carrier: 'dpd', service: 'Next Day', parcels: PARCELS},
      `order ${noAddress.orderNumber} has no shipping address: create its shipment with POST /shipping/shipments/create, giving shipTo`,
    );
    const big = await created('POST', '/v1/orders/create', {
      customerId: c.id,
      lines: [{itemId: sec.id, quantity: 40}],
      shippingAddress: ADDRESS,
    });
    await refused(
      'POST',
      `/v1/orders/${big.id}/generate-shipment`,
      {carrier: 'dpd', service: 'Next Day', parcels: PARCELS},
      'not enough stock for TOOL-SEC-01: 40 needed, 35 available',
    );
    await refused(
      'PATCH',
      `/v1/orders/${big.id}/status`,
      {status: 'processing'},
      'not enough stock for TOOL-SEC-01: 40 needed, 35 available',
    );
    const s1 = await created('POST', '/v1/shipping/shipments/create', {
      orderId: noAddress.id,
      carrier: 'dpd',
      service: 'Next Day',
      parcels: PARCELS,
      shipTo: ADDRESS,
      recipientName: 'Front desk',
    });
    expect(s1).toMatchObject({status: 'pending', recipientName: 'Front desk', shipTo: ADDRESS});
    await refused(
      'POST',
      '/v1/shipping/shipments/create',
      {orderId: noAddress.id, carrier: 'dpd', service: 'Next Day', parcels: PARCELS, shipTo: ADDRESS},
      `order ${noAddress.orderNumber} already has shipment ${s1.id} in status pending; cancel it first`,
    );
    await refused(
      'PATCH',
      `/v1/orders/${noAddress.id}/status`,
      {status: 'completed'},
      `order ${noAddress.orderNumber} has shipment ${s1.id} in status pending; dispatch or cancel it first`,
    );
    await refused(
      'PATCH',
      `/v1/orders/${noAddress.id}/status`,
      {status: 'cancelled'},
      `order ${noAddress.orderNumber} has shipment ${s1.id} in status pending; cancel it first`,
    );
    const cancelled = await call('PATCH', `/v1/shipping/shipments/${s1.id}/cancel`, {reason: 'Wrong carrier'});
    expect(cancelled.json.result).toMatchObject({status: 'cancelled', cancelledAt: '2026-07-01T10:30:00.000Z'});
    expect(await get(`/v1/orders/${noAddress.id}`)).toMatchObject({
      status: 'processing',
      stockReserved: true,
      shipment: null,
    });
    expect((await get(`/v1/inventory/items/${lav.id}`)).reserved).toBe(1);
    await refused(
      'PATCH',
      `/v1/shipping/shipments/${s1.id}/cancel`,
      {},
      `shipment ${s1.id} is cancelled; only pending shipments can be cancelled`,
    );
    const s2 = await created('POST', '/v1/shipping/shipments/create', {
      orderId: noAddress.id,
      carrier: 'evri',
      service: 'Standard',
      parcels: PARCELS,
      shipTo: ADDRESS,
    });
    expect(
      (await get(`/v1/shipping/shipments/list?orderId=${noAddress.id}&carrier=evri&status=pending`)).docs.map(
        (d: {id: string}) => d.id,
      ),
    ).toEqual([s2.id]);
    expect((await get(`/v1/orders/${noAddress.id}`)).shipment.id).toBe(s2.id);
  });

  it('moves by hand: processing reserves, completed sells what is reserved, cancelled releases', async () => {
    const {lav} = await shop();
    const c = await customer();
    const order = await created('POST', '/v1/orders/create', {
      customerId: c.id,
      lines: [{itemId: lav.id, quantity: 5}],
      notes: 'Collect Friday',
    });
    expect(order).toMatchObject({
      source: 'in_person',
      status: 'new',
      notes: 'Collect Friday',
      shippingAddress: null,
      placedAt: '2026-07-01T10:30:00.000Z',
    });
    await refused(
      'PATCH',
      `/v1/orders/${order.id}/status`,
      {status: 'completed'},
      'order ORD-2026-0001 is new; only processing or shipped orders can be completed',
    );
    expect((await call('PATCH', `/v1/orders/${order.id}/status`, {status: 'processing'})).json.result).toMatchObject({
      status: 'processing',
      stockReserved: true,
    });
    await refused(
      'PATCH',
      `/v1/orders/${order.id}/status`,
      {status: 'processing'},
      'order ORD-2026-0001 is processing; only new orders can be moved to processing',
    );
    const done = (await call('PATCH', `/v1/orders/${order.id}/status`, {status: 'completed'})).json.result;
    expect(done).toMatchObject({status: 'completed', stockReserved: false, completedAt: '2026-07-01T10:30:00.000Z'});
    expect((await get(`/v1/inventory/items/${lav.id}/movements`)).docs[0]).toMatchObject({
      change: -5,
      reason: 'sold',
      source: 'order',
      sourceId: order.id,
    });
    const other = await created('POST', '/v1/orders/create', {
      customerId: c.id,
      lines: [{itemId: lav.id, quantity: 3}],
    });
    const gen = await call('POST', `/v1/orders/${other.id}/generate-invoice`, {
      reference: 'INV-9',
      dueDate: '2026-07-10',
    });
    const invoiceId = gen.json.result.invoice.id;
    await refused(
      'PATCH',
      `/v1/orders/${other.id}/status`,
      {status: 'cancelled'},
      `order ORD-2026-0002 has invoice ${invoiceId} in status draft; void it first`,
    );
    await call('PATCH', `/v1/invoices/${invoiceId}/void`, {});
    expect((await get(`/v1/orders/${other.id}`)).invoice).toBeNull();
    const cancelled = (
      await call('PATCH', `/v1/orders/${other.id}/status`, {status: 'cancelled', reason: 'Customer cancelled'})
    ).json.result;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Customer cancelled',
      stockReserved: false,
    });
    expect(await get(`/v1/inventory/items/${lav.id}`)).toMatchObject({stockOnHand: 135, reserved: 0});
  });

  it('completes a service-only order once its invoice is paid, and generates a new invoice after a void', async () => {
    const c = await customer();
    const svc = await service();
    const order = await created('POST', '/v1/orders/create', {
      customerId: c.id,
      lines: [{itemId: svc.id, quantity: 2}],
    });
    const first = (
      await call('POST', `/v1/orders/${order.id}/generate-invoice`, {reference: 'INV-2026-042', dueDate: '2026-07-31'})
    ).json.result;
    expect(first).toMatchObject({
      status: 'processing',
      stockReserved: false,
      invoice: {status: 'draft', paymentLink: null, total: '125.50'},
    });
    await call('PATCH', `/v1/invoices/${first.invoice.id}/void`, {});
    const second = (
      await call('POST', `/v1/orders/${order.id}/generate-invoice`, {
        reference: 'INV-2026-043',
        dueDate: '2026-07-31',
        issue: true,
      })
    ).json.result;
    expect(second.invoice).toMatchObject({reference: 'INV-2026-043', status: 'issued'});
    expect(second.invoice.paymentLink).toMatch(/^http:\/\/127\.0\.0\.1:4010\/pay\/payment\?p=[a-f0-9]{20}$/);
    await call('POST', `/v1/invoices/${second.invoice.id}/mark-paid`, {method: 'cash'});
    expect(await get(`/v1/orders/${order.id}`)).toMatchObject({status: 'completed', invoice: {status: 'paid'}});
  });
});

describe('credentials on the business APIs', () => {
  it('answers 401 to wrong credentials and 403 to the partner terminal', async () => {
    const wrong = await call('GET', '/v1/customers/list', undefined, {
      'X-Terminal-Secret': '00000000-0000-4000-8000-000000000000',
    });
    expect([wrong.status, wrong.body]).toEqual([401, 'Unauthorized']);
    const partner = await call('GET', '/v1/customers/list', undefined, {
      'X-Terminal-Id': '7c1e9a4b-2d3f-4e5a-8b6c-0d9e1f2a3b4c',
      'X-Terminal-Secret': 'e41c7a92-6b3d-4e8f-a0c5-2d9b7f1e3a64',
    });
    expect([partner.status, partner.body]).toEqual([403, 'Access Denied']);
    const malformed = await call('GET', '/v1/customers/not-an-id', undefined, TOOLKIT);
    expect([malformed.status, malformed.body]).toEqual([404, 'Not Found']);
  });
});

describe('single payments: card payments and the public payment flow', () => {
  it('refuses card payments until activated, then sends them', async () => {
    const body = {reference: 'INV-2026-046', amount: '48.00', paymentMethod: 'fernpay_card_payments'};
    await refused(
      'POST',
      '/v1/payments/single/create-and-process',
      body,
      'fernpay_card_payments is not available: activate card payments in the toolkit settings first',
    );
    const draft = await created('POST', '/v1/payments/single/create', {reference: 'INV-2026-047', amount: '48.00'});
    await refused(
      'POST',
      `/v1/payments/single/${draft.id}/edit`,
      {paymentMethod: 'fernpay_card_payments'},
      'fernpay_card_payments is not available: activate card payments in the toolkit settings first',
    );
    await call('POST', '/_sandbox/card-payments', {activated: true});
    expect((await created('POST', '/v1/payments/single/create-and-process', body)).status).toBe('sent');
  });

  it('shows a payment by its link id and starts the bank authorisation at the test bank', async () => {
    const p = await created('POST', '/v1/payments/single/create-and-process', {
      reference: 'INV-2026-042',
      amount: '125.50',
    });
    const linkId = p.link.slice(p.link.indexOf('?p=') + 3);
    const data = await call('GET', `/v1/public/payment-flow/single/${linkId}/data`, undefined, {});
    expect(data.json).toEqual({data: {id: linkId, link: p.link, qrCodeData: p.qrCodeData, status: 'sent'}});
    const started = await call(
      'POST',
      '/v1/public/payment-flow/single/initiate',
      {id: linkId, provider: 'ob-natwest-sandbox'},
      {},
    );
    expect(started.json.sucess).toBe(true);
    expect(started.json.data.authUrl).toMatch(/^http:\/\/127\.0\.0\.1:4010\/bank\/authorise\?request=[a-f0-9]{20}$/);
    await call('PATCH', `/v1/payments/single/${p.id}/cancel`);
    await refused(
      'POST',
      '/v1/public/payment-flow/single/initiate',
      {id: linkId, provider: 'ob-natwest-sandbox'},
      'payment cannot be paid in status cancelled',
    );
    expect((await call('GET', '/v1/public/payment-flow/single/ffffffffffffffffffff/data', undefined, {})).status).toBe(
      404,
    );
    const malformed = await call('GET', `/v1/public/payment-flow/single/${p.id}/data`, undefined, {});
    expect([malformed.status, malformed.body]).toEqual([
      400,
      "paymentId must be the 20 hexadecimal characters of the link's p parameter",
    ]);
  });
});

describe('the one scheduler: late work runs in time order, each at its own time', () => {
  it('stamps each bank confirmation, and the invoice it pays, at its due time when the clock moved on before a run', async () => {
    const s = await testSandbox({state: emptyState()});
    ({call, sandbox} = s);
    const c = await customer();
    const invoice = async (reference: string) => {
      const inv = await created('POST', '/v1/invoices/create', {
        customerId: c.id,
        reference,
        dueDate: '2026-07-14',
        lines: [{description: 'Site visit travel', quantity: 1, unitPrice: '18.00'}],
      });
      return (await call('POST', `/v1/invoices/${inv.id}/issue`, {})).json.result;
    };
    const early = await invoice('INV-2026-061');
    const late = await invoice('INV-2026-062');
    // Approved at 10:30:00 and 10:30:02: the bank confirms each 5 seconds later.
    await call('POST', `/_sandbox/bank/${early.paymentId}/approve`);
    s.clock.advance(2000);
    await call('POST', `/_sandbox/bank/${late.paymentId}/approve`);
    // Nothing runs until an hour later (a sandbox left alone, a laptop asleep): then both are due.
    s.clock.advance(3600_000);
    await sandbox.tick();
    const paid = sandbox
      .events()
      .map((e) => ({type: e.type, at: e.createdAt, data: JSON.parse(e.body).data}))
      .filter((e) => e.data.status === 'paid')
      .map((e) => [e.type, e.data.reference, e.at]);
    // Each at its own time, in time order: the confirmations (5 s), the invoices they pay, the data API checks (60 s).
    expect(paid).toEqual([
      ['single-payments.status-update', 'INV-2026-061', '2026-07-01T10:30:05.000Z'],
      ['invoices.status-update', 'INV-2026-061', '2026-07-01T10:30:05.000Z'],
      ['single-payments.status-update', 'INV-2026-062', '2026-07-01T10:30:07.000Z'],
      ['invoices.status-update', 'INV-2026-062', '2026-07-01T10:30:07.000Z'],
      ['single-payments.data-api-check', 'INV-2026-061', '2026-07-01T10:31:05.000Z'],
      ['single-payments.data-api-check', 'INV-2026-062', '2026-07-01T10:31:07.000Z'],
    ]);
    expect(await get(`/v1/invoices/${late.id}`)).toMatchObject({status: 'paid', paidAt: '2026-07-01T10:30:07.000Z'});
    expect(await get(`/v1/payments/single/${early.paymentId}`)).toMatchObject({
      status: 'paid',
      completedAt: '2026-07-01T10:30:05.000Z',
    });
  });
});
