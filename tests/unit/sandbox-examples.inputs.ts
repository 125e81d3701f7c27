/**
 * The inputs of the documented-examples walk (sandbox-examples.test.ts), as data:
 *
 * - `Walk`: a sandbox on a hand-set clock with builders that create, through the API, the resources the
 *   documented examples name (customer `…c901` Ada Quill, item `…d101` lavender...), recording which sandbox id
 *   stands for which documented id, so that a documented request can be sent with its ids substituted.
 * - `PREPARE`: per operation, the state its documented request examples need (the resources named in the path
 *   and body, in the status the call expects).
 * - `ERROR_INPUTS`: per documented error example (`<api> <operationId> <example>`), the documented input that
 *   produces it: what to create first, then the call.
 * - `LIVE_ONLY`: error examples that no sandbox input produces, and why.
 */
import {BASE_SEED, seededRecords} from '../../src/sandbox/seed';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type {Sandbox, SandboxState} from '../../src/sandbox';
import {BRAMBLE} from './sandbox-helpers';
import {ALL_CREDENTIALS} from '../../src/sandbox/presets/provider';

/** Every named example file under openapi/, by name (`createVrpConsent-sweeping`). */
const EXAMPLE_FILES = new Map<string, string>();
(function index(dir: string) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) index(file);
    else if (file.includes(`${path.sep}examples${path.sep}`) && entry.name.endsWith('.yaml'))
      EXAMPLE_FILES.set(entry.name.slice(0, -5), file);
  }
})('openapi');

/** The `value` of a documented example, by name (a fresh copy). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function documented(name: string): any {
  const file = EXAMPLE_FILES.get(name);
  if (!file) throw new Error(`no documented example ${name}`);
  return YAML.parse(fs.readFileSync(file, 'utf8')).value;
}

export interface Res {
  status: number;
  headers: Record<string, string>;
  body: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

type Body = Record<string, unknown>;

const ADDRESSES = {
  rowan: {addressLine1: '27 Rowan Crescent', addressLine2: null, city: 'Edinburgh', zipCode: 'EH4 2LP', country: 'GB'},
  mill: {addressLine1: '9 Mill Lane', addressLine2: null, city: 'Edinburgh', zipCode: 'EH6 6TJ', country: 'GB'},
  saltire: {addressLine1: '5 Saltire Court', addressLine2: 'Flat 3', city: 'Glasgow', zipCode: 'G1 1HL', country: 'GB'},
  ferry: {addressLine1: '41 Ferry Road', addressLine2: null, city: 'Edinburgh', zipCode: 'EH5 3BN', country: 'GB'},
};

/** The documented ids the walk's sandbox starts with (src/sandbox/seed/ `BASE_SEED`: WALK_PRESET). */
const SEEDED = new Set(seededRecords(BASE_SEED).map((r) => r.id));

/** The documented entities the examples name (EXAMPLES.md and the business examples), by documented id. */
export const FIXTURES = {
  customers: {
    '6655a1b2c3d4e5f6a7b8c901': {
      name: 'Ada Quill',
      email: 'ada.quill@example.org',
      phone: '+447700900311',
      billingAddress: ADDRESSES.rowan,
      shippingAddress: ADDRESSES.rowan,
      tags: ['design-client'],
    },
    '6655a1b2c3d4e5f6a7b8c902': {
      name: 'Tobias Wren',
      email: 'tobias.wren@example.org',
      billingAddress: ADDRESSES.mill,
      shippingAddress: ADDRESSES.mill,
    },
    '6655a1b2c3d4e5f6a7b8c903': {
      name: 'Priya Castellane',
      email: 'priya.castellane@example.org',
      billingAddress: ADDRESSES.saltire,
      tags: ['design-client'],
    },
    '6655a1b2c3d4e5f6a7b8c904': {name: 'Jonah Pike', email: 'jonah.pike@example.org', billingAddress: ADDRESSES.ferry},
    '6655a1b2c3d4e5f6a7b8c905': {name: 'Callum Reed', email: 'callum.reed@example.org'},
  } as Record<string, Body>,
  items: {
    '6656b2c3d4e5f6a7b8c9d101': {
      sku: 'PLT-LAV-2L',
      name: "Lavender 'Hidcote', 2 L pot",
      type: 'physical',
      price: '8.50',
      unitCost: '3.20',
      lowStockThreshold: 30,
      openingStock: 140,
    },
    '6656b2c3d4e5f6a7b8c9d102': {
      sku: 'TOOL-SEC-01',
      name: 'Bypass secateurs',
      type: 'physical',
      price: '24.00',
      unitCost: '11.40',
      lowStockThreshold: 8,
      openingStock: 35,
    },
    '6656b2c3d4e5f6a7b8c9d103': {sku: 'SVC-DESIGN-H', name: 'Garden design, per hour', type: 'service', price: '62.75'},
    '6656b2c3d4e5f6a7b8c9d104': {
      sku: 'PLT-ROS-4L',
      name: "Rose 'Gertrude Jekyll', 4 L pot",
      type: 'physical',
      price: '18.00',
      unitCost: '7.10',
      lowStockThreshold: 10,
      openingStock: 4,
    },
    '6656b2c3d4e5f6a7b8c9d105': {sku: 'POT-TC-30', name: 'Terracotta pot, 30 cm', type: 'physical', price: '14.00'},
  } as Record<string, Body>,
  suppliers: {
    '665ac3d4e5f6a7b8c9d0e201': {name: 'Thistledown Nurseries Ltd', paymentTerms: 'net_30'},
    '665ac3d4e5f6a7b8c9d0e202': {name: 'Ironbark Tools Ltd', paymentTerms: 'net_30'},
    '665ac3d4e5f6a7b8c9d0e203': {name: 'Copperleaf Compost Co'},
  } as Record<string, Body>,
};

const C = {ada: '6655a1b2c3d4e5f6a7b8c901', tobias: '6655a1b2c3d4e5f6a7b8c902', priya: '6655a1b2c3d4e5f6a7b8c903'};
const I = {
  lavender: '6656b2c3d4e5f6a7b8c9d101',
  secateurs: '6656b2c3d4e5f6a7b8c9d102',
  design: '6656b2c3d4e5f6a7b8c9d103',
  rose: '6656b2c3d4e5f6a7b8c9d104',
};
const S = {thistledown: '665ac3d4e5f6a7b8c9d0e201'};
const ORDER = '6658d4e5f6a7b8c9d0e1f302';
const INVOICE = '6657e5f6a7b8c9d0e1f2a401';
/** The seeded shipments the shipment examples name, one in each state they act on (src/sandbox/seed). */
const SHIPMENT = {
  inTransit: '6659f6a7b8c9d0e1f2a3b503',
  toDispatch: '6659f6a7b8c9d0e1f2a3b504',
  toCancel: '6659f6a7b8c9d0e1f2a3b505',
};
const PO = '665bd4e5f6a7b8c9d0e1f601';
const PARCEL = {weightGrams: 7800, lengthCm: 60, widthCm: 40, heightCm: 30};

/** A sandbox for the walk: a settable clock, credentials by URL, builders that record documented -> sandbox ids. */
export class Walk {
  /** Documented id -> the sandbox id that stands for it. */
  ids = new Map<string, string>();
  private keys = 0;

  constructor(
    public sandbox: Sandbox,
    private readonly clock: {set: (ms: number) => void; now: () => number},
    /** A sandbox started from a state (what `--state FILE` does), on the same clock. */
    private readonly restart?: (state: SandboxState) => Sandbox,
  ) {}

  /** Restarts the sandbox from its own state changed by `change` (a `--state` file edited before the start). */
  fromState(change: (state: SandboxState) => void) {
    if (!this.restart) throw new Error('this walk cannot restart its sandbox');
    const state = this.sandbox.snapshot();
    change(state);
    this.sandbox = this.restart(state);
  }

  /** Sets the sandbox clock (the base clock: `POST /_sandbox/clock` moves it only forward). */
  at(time: string | number) {
    this.clock.set(typeof time === 'number' ? time : Date.parse(time));
  }

  now() {
    return this.sandbox.now();
  }

  /** A fresh state: `POST /_sandbox/reset`, and no substitutions. */
  async reset() {
    this.ids.clear();
    await this.call('POST', '/_sandbox/reset');
  }

  headersFor(url: string): Record<string, string> {
    const family = url.startsWith('/partner/') ? 'partner' : url.startsWith('/provider/') ? 'provider' : 'toolkit';
    return {...ALL_CREDENTIALS[family].headers};
  }

  async call(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<Res> {
    const response = await this.sandbox.handle({
      method,
      url,
      headers: headers ?? this.headersFor(url),
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    let json: unknown;
    try {
      json = JSON.parse(response.body);
    } catch {
      json = undefined;
    }
    return {...response, json};
  }

  /** A new, valid `Idempotency-Key`. */
  key(): string {
    this.keys += 1;
    return `walk-${this.keys}-${this.now()}`;
  }

  /** Replaces every documented id found in a value (strings equal to one, and in paths) by its sandbox id. */
  substitute<T>(value: T): T {
    if (typeof value === 'string') {
      let out: string = value;
      for (const [doc, id] of this.ids) out = out.split(doc).join(id);
      return out as T;
    }
    if (Array.isArray(value)) return value.map((v) => this.substitute(v)) as T;
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.substitute(v)])) as T;
    return value;
  }

  private async create(url: string, body: Body, doc?: string, over: Body = {}): Promise<string> {
    // A record the sandbox starts with (src/sandbox/seed/) is used as it is, under its documented id.
    if (doc && Object.keys(over).length === 0 && SEEDED.has(doc)) {
      this.ids.set(doc, doc);
      return doc;
    }
    const r = await this.call('POST', url, body);
    if (r.status !== 201) throw new Error(`${url}: ${r.status} ${r.body}`);
    const id = String(r.json.result.id);
    if (doc) this.ids.set(doc, id);
    return id;
  }

  private id(doc: string) {
    const id = this.ids.get(doc);
    if (!id) throw new Error(`${doc} was not created in this walk step`);
    return id;
  }

  customer(doc: string, over: Body = {}) {
    return this.create('/v1/customers/create', {...FIXTURES.customers[doc], ...over}, doc, over);
  }

  async archivedCustomer(doc: string, over: Body = {}) {
    const id = await this.customer(doc, over);
    await this.call('PATCH', `/v1/customers/${id}/archive`);
    return id;
  }

  supplier(doc: string, over: Body = {}) {
    return this.create('/v1/suppliers/create', {...FIXTURES.suppliers[doc], ...over}, doc, over);
  }

  item(doc: string, over: Body = {}) {
    return this.create('/v1/inventory/items/create', {...FIXTURES.items[doc], ...over}, doc, over);
  }

  /** An order (createOrder) for a customer created first, with lines of documented items created first. */
  async order(
    doc: string,
    customer: string,
    lines: {item?: string; description?: string; unitPrice?: string; quantity: number}[],
    over: Body = {},
  ) {
    if (!this.ids.has(customer)) await this.customer(customer);
    for (const l of lines) if (l.item && !this.ids.has(l.item)) await this.item(l.item);
    const withIds = lines.map((l) =>
      l.item
        ? {itemId: this.id(l.item), quantity: l.quantity}
        : {description: l.description, unitPrice: l.unitPrice, quantity: l.quantity},
    );
    return this.create('/v1/orders/create', {customerId: this.id(customer), lines: withIds, ...over}, doc);
  }

  /** The web shop order `…f302` of Tobias Wren: 6 lavender, 1 secateurs, a delivery line; address Mill Lane. */
  webShopOrder(over: Body = {}) {
    return this.order(
      ORDER,
      C.tobias,
      [
        {item: I.lavender, quantity: 6},
        {item: I.secateurs, quantity: 1},
        {description: 'Tracked delivery', unitPrice: '5.95', quantity: 1},
      ],
      over,
    );
  }

  /** A draft invoice for a customer created first: `lines` of documented items (or one free-text line). */
  async invoice(doc: string, customer: string, over: Body = {}, items: {item: string; quantity: number}[] = []) {
    if (!this.ids.has(customer)) await this.customer(customer);
    for (const l of items) if (!this.ids.has(l.item)) await this.item(l.item);
    const lines = items.length
      ? items.map((l) => ({itemId: this.id(l.item), quantity: l.quantity}))
      : [{description: 'Garden design consultation', unitPrice: '125.50', quantity: 1}];
    const dueDate = new Date(this.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    return this.create(
      '/v1/invoices/create',
      {customerId: this.id(customer), reference: `WALK-${this.ids.size}`, dueDate, lines, ...over},
      doc,
    );
  }

  /** Pays an issued invoice at the test bank (approve, then the bank's confirmation 5 seconds later). */
  async payInvoice(id: string) {
    const invoice = (await this.call('GET', `/v1/invoices/${id}`)).json.data;
    await this.call('POST', `/_sandbox/bank/${invoice.paymentId}/approve`);
    await this.call('POST', '/_sandbox/clock', {advance: 'PT5S'});
  }

  /** A shipment of the web shop order, `pending`; with `dispatch`, `in_transit` (dispatched now). */
  async shipment(doc: string, dispatch = false) {
    const order = this.ids.get(ORDER) ?? (await this.webShopOrder());
    const id = await this.create(
      '/v1/shipping/shipments/create',
      {orderId: order, carrier: 'royal_mail', service: 'Tracked 48', parcels: [PARCEL]},
      doc,
    );
    if (dispatch) await this.call('POST', `/v1/shipping/shipments/${id}/tracking`, {trackingNumber: 'TT482913705GB'});
    return id;
  }

  /** A purchase order `ordered` from Thistledown: 60 lavender, 24 roses. */
  async purchaseOrder(doc: string, number = 'PO-2026-014') {
    const supplier = this.ids.get(S.thistledown) ?? (await this.supplier(S.thistledown));
    for (const item of [I.lavender, I.rose]) if (!this.ids.has(item)) await this.item(item);
    return this.create(
      '/v1/purchase-orders/create',
      {
        supplierId: supplier,
        number,
        lines: [
          {itemId: this.id(I.lavender), quantity: 60},
          {itemId: this.id(I.rose), quantity: 24, unitCost: '7.10'},
        ],
      },
      doc,
    );
  }

  /** A single payment (toolkit or partner) in a status: `draft`, `sent` or `paid`. */
  async payment(
    doc: string,
    status: 'draft' | 'sent' | 'paid',
    family: 'toolkit' | 'partner' = 'toolkit',
    over: Body = {},
  ) {
    const base = family === 'partner' ? `/partner/v1/${BRAMBLE}/payments/single` : '/v1/payments/single';
    const body = {reference: 'INV-2026-042', amount: '125.50', customerName: 'Ada Quill', ...over};
    const id = await this.create(`${base}/${status === 'draft' ? 'create' : 'create-and-process'}`, body, doc);
    if (status === 'paid') {
      await this.call('POST', `/_sandbox/bank/${id}/approve`);
      await this.call('POST', '/_sandbox/clock', {advance: 'PT5S'});
    }
    return id;
  }

  /** A `sent` toolkit payment whose link's hashed id (`p`) stands for the documented one. */
  async linkedPayment(linkDoc = 'b7e3c1f09a4d2e6c8f51') {
    const id = await this.payment('6651b2c3d4e5f6a7b8c9d0e2', 'sent');
    const link = (await this.call('GET', `/v1/payments/single/${id}`)).json.data.link as string;
    this.ids.set(linkDoc, link.slice(link.indexOf('?p=') + 3));
    return id;
  }

  /** A note on a payment, recorded as the documented note id. */
  async note(doc: string, paymentId: string, family: 'toolkit' | 'partner' = 'toolkit') {
    const base = family === 'partner' ? `/partner/v1/${BRAMBLE}/payments/single` : '/v1/payments/single';
    const r = await this.call('POST', `${base}/${paymentId}/notes/attach`, {
      text: 'Bulbs ordered.',
      visibility: 'private',
    });
    const notes = r.json.result.notes as {id: string}[];
    this.ids.set(doc, notes[notes.length - 1].id);
  }

  // ---- bank accounts, recurring payments, transactions, integrations -----------------------------

  /** A bank account added by hand (`manual`): Fernpay checks it, `manual_check_required` for now. */
  async handAddedAccount(family: 'toolkit' | 'partner' = 'toolkit', doc?: string) {
    const base = family === 'partner' ? `/partner/v1/${BRAMBLE}/bank-accounts` : '/v1/company/bank-accounts';
    const r = await this.call('POST', `${base}/create`, {
      name: 'Bramble & Finch Savings',
      provider: 'other',
      sortCode: '309634',
      accountNumber: '58213055',
      bankStatementAttachmentURL: 'https://files.brambleandfinch.example/statements/savings-2026-06.pdf',
    });
    if (r.status !== 201) throw new Error(`hand-added account: ${r.status} ${r.body}`);
    const id = String(r.json.result.id);
    if (doc) this.ids.set(doc, id);
    return id;
  }

  /** A recurring payment (toolkit or partner): `draft`, `sent`, or `active` (set up at the test bank). */
  async recurring(
    doc: string,
    status: 'draft' | 'sent' | 'active',
    family: 'toolkit' | 'partner' = 'toolkit',
    over: Body = {},
  ) {
    const base = family === 'partner' ? `/partner/v1/${BRAMBLE}/payments/recurring` : '/v1/payments/recurring';
    const date = new Date(this.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const body = {
      reference: 'GM-2026-008',
      recurringAmount: '30.00',
      recurringPaymentDate: date,
      numberOfPayments: 0,
      frequency: 'one_week',
      customerName: 'Priya Castellane',
      ...over,
    };
    const id = await this.create(`${base}/${status === 'draft' ? 'create' : 'create-and-process'}`, body, doc);
    if (status === 'active') {
      const r = await this.call('POST', `/_sandbox/bank/${id}/approve`);
      if (r.status !== 200) throw new Error(`recurring set-up: ${r.status} ${r.body}`);
    }
    return id;
  }

  /** A note on a recurring payment, recorded as the documented note id. */
  async recurringNote(doc: string, id: string, family: 'toolkit' | 'partner' = 'toolkit') {
    const base = family === 'partner' ? `/partner/v1/${BRAMBLE}/payments/recurring` : '/v1/payments/recurring';
    const r = await this.call('POST', `${base}/${id}/notes/attach`, {text: 'Side gate code.', visibility: 'private'});
    const notes = r.json.result.notes as {id: string}[];
    this.ids.set(doc, notes[notes.length - 1].id);
  }

  /** The link's hashed id (`p`) of a recurring payment, recorded as the documented one. */
  async recurringLink(id: string, linkDoc: string) {
    const link = (await this.call('GET', `/v1/payments/recurring/${id}`)).json.data.link as string;
    this.ids.set(linkDoc, link.slice(link.indexOf('?p=') + 3));
  }

  /** The transaction of a paid payment, recorded as the documented transaction id. */
  async transaction(doc: string, family: 'toolkit' | 'partner' = 'toolkit') {
    await this.payment('tx-payment', 'paid', family);
    const url =
      family === 'partner' ? `/partner/v1/${BRAMBLE}/payments/transactions/list` : '/v1/payments/transaction/list';
    const list = (await this.call('GET', url)).json.data.docs as {id: string}[];
    if (!list.length) throw new Error('no transaction after a paid payment');
    this.ids.set(doc, list[0].id);
  }

  // ---- the provider API -----------------------------------------------------------------------

  pv(method: string, p: string, body?: unknown, headers?: Record<string, string>) {
    return this.call(method, `/provider/v1${p}`, body, headers);
  }

  /** A test-bank button (`POST /_sandbox/bank/{id}/{action}`), refused loudly. */
  async bank(id: string, action = 'approve', body?: unknown) {
    const r = await this.call('POST', `/_sandbox/bank/${encodeURIComponent(id)}/${action}`, body);
    if (r.status !== 200) throw new Error(`test bank ${action} ${id}: ${r.status} ${r.body}`);
    return r;
  }

  advance(duration: string) {
    return this.call('POST', '/_sandbox/clock', {advance: duration});
  }

  private async made(r: Res, pick: (json: Res['json']) => string, doc?: string) {
    if (r.status !== 201 && r.status !== 200) throw new Error(`${r.status} ${r.body}`);
    const id = pick(r.json);
    if (doc) this.ids.set(doc, id);
    return id;
  }

  /** An account access consent (UK), authorised at the test bank unless `approve` is false. */
  async consent(doc: string | undefined, body: Body = {provider: 'ob-natwest'}, approve = true) {
    const id = await this.made(await this.pv('POST', '/data/access-consents', body), (j) => j.result.consentID, doc);
    if (approve) await this.bank(id);
    return id;
  }

  /**
   * Ada's NatWest current account read through an accounts consent, then a `transactions` consent for it:
   * the documented consent `aac-0f5b…` stands for the latter, the account `a1f0c3e2…` for hers, and the
   * transaction `txn-20260701-000204` for one of its transactions.
   */
  async ukAccount() {
    const accounts = await this.consent(undefined);
    const list = await this.pv('GET', `/data/accounts/${accounts}`);
    const account = String(list.json.Data.Account[0].AccountId);
    this.ids.set(P.account, account);
    const t = await this.consent(P.consent, {provider: 'ob-natwest', flow: 'transactions', accountId: account});
    const txns = await this.pv('GET', `/data/accounts/${t}/transactions/${account}`);
    const first = txns.json.Data.Transaction.find((x: {Status: string}) => x.Status === 'Booked');
    this.ids.set(P.transaction, String(first.TransactionId));
    return t;
  }

  /** A Starling account access consent and its primary account (accountUid, default category). */
  async starling(consentDoc: string, accountDoc: string, flow: 'accounts' | 'transactions') {
    const a = await this.consent(flow === 'accounts' ? consentDoc : undefined, {provider: 'starling'});
    const account = (await this.pv('GET', `/data/accounts/${a}`)).json.accounts[0];
    this.ids.set(accountDoc, account.accountUid);
    this.ids.set(P.category, account.defaultCategory);
    if (flow === 'transactions')
      await this.consent(consentDoc, {provider: 'starling', flow: 'transactions', accountId: account.accountUid});
  }

  /** An EU consent (`bg-dskbank`), valid after the test bank; its account stands for `3dc3d5b3…`. */
  async euConsent() {
    const id = await this.made(
      await this.pv('POST', '/data/eu/access-consents', documented('createEuAccessConsent-dskBank')),
      (j) => j.result.consentID,
      P.euConsent,
    );
    await this.bank(id);
    const accounts = await this.pv('GET', `/data/eu/accounts/${id}`);
    this.ids.set(P.euAccount, String(accounts.json.accounts[0].resourceId));
    return id;
  }

  /** A single immediate payment (the get-started one), `executed` unless `execute` is false. */
  async providerPayment(doc = P.payment, execute = true) {
    const id = await this.made(
      await this.pv(
        'POST',
        '/payment/single-immediate-payment-initiation-requests',
        documented('createSingleImmediatePayment-natwest'),
      ),
      (j) => j.result.id,
      doc,
    );
    if (execute) {
      await this.bank(id);
      await this.advance('PT5S');
    }
    return id;
  }

  /** A refund of 15.00 of the executed payment, executed. */
  async providerRefund() {
    await this.providerPayment();
    const body = this.substitute(documented('createRefund-partial'));
    const id = await this.made(
      await this.pv('POST', '/refund/single-immediate-payment', body),
      (j) => j.result.id,
      P.refund,
    );
    await this.bank(id);
    await this.advance('PT5S');
    return id;
  }

  /** An EU single payment: `bg-dskbank` (redirect) or `bg-postbank` (embedded, waiting for the passcode). */
  euPayment(doc: string, provider = 'bg-dskbank') {
    return this.pv('POST', '/payment/eu/single-payments', {
      ...documented('createEuSinglePayment-dskBank'),
      provider,
    }).then((r) => this.made(r, (j) => j.result.id, doc));
  }

  /** The documented VRP consent (sweeping, 250.00 a payment, 1,000.00 a month), authorised at the test bank. */
  async vrpConsent(approve = true) {
    const id = await this.made(
      await this.pv('POST', '/payment/vrp-consent', documented('createVrpConsent-sweeping')),
      (j) => j.result.id,
      P.vrpConsent,
    );
    if (approve) await this.bank(id);
    return id;
  }

  async vrpPayment() {
    await this.vrpConsent();
    const body = this.substitute(documented('createVrpPayment-monthly'));
    return this.made(await this.pv('POST', '/payment/vrp-payment', body), (j) => j.result.id, P.vrpPayment);
  }

  /** The documented bulk payment (two suppliers), waiting for authorisation. */
  async filePayment() {
    return this.made(
      await this.pv('POST', '/payment/file-payment-consents', documented('createFilePaymentConsent-suppliers')),
      (j) => j.data.id,
      P.filePayment,
    );
  }

  /** The documented UK standing order consent, authorised at the test bank. */
  async standingOrderConsent(doc: string, approve = true) {
    const id = await this.made(
      await this.pv('POST', '/payment/standing-order-consents', documented('createStandingOrderConsent-uk')),
      (j) => j.result.consentID,
      doc,
    );
    if (approve) await this.bank(id);
    return id;
  }

  async standingOrder() {
    const consent = await this.standingOrderConsent(P.standingOrderConsent);
    return this.made(
      await this.pv('POST', '/payment/standing-orders', {ConsentId: consent}),
      (j) => j.result.DomesticStandingOrderId,
      P.standingOrder,
    );
  }
}

/** The provider ids the documented examples use. */
const P = {
  consent: 'aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40',
  account: 'a1f0c3e2-44b7-4d1e-9a52-6c8b3e7f0d15',
  transaction: 'txn-20260701-000204',
  category: 'c4e1a7d2-9f3b-4e60-8a25-7b1d3e9f0c62',
  euConsent: 'eu-2f6a9c1d-8b3e-4d70-a5f2-3c9e1b7d4a08',
  euAccount: '3dc3d5b3-7023-4848-9853-f5400a64e80f',
  starlingConsent: 'aac-3b8d1f60-7e2a-4c49-b5d3-9a0e6f4c2d18',
  starlingAccount: '5c9e2f7a-1b34-4d8e-a6f0-2e7d9b3c4a51',
  starlingTransactionsConsent: 'aac-7c2e5a91-4d3b-4f86-b1e0-8a6d2c9f3e57',
  payment: '6651a0d4b8e2f3a4c5d6e7f8',
  refund: '6651a0d4b8e2f3a4c5d6e7f9',
  euPayment: '6653c1d2e3f4a5b6c7d8e9f0',
  euOtpPayment: '6653c1d2e3f4a5b6c7d8e9f1',
  vrpConsent: '6652e2f3a4b5c6d7e8f9a0b1',
  vrpPayment: '6652e2f3a4b5c6d7e8f9a0c1',
  filePayment: '6653d2e3f4a5b6c7d8e9f0a1',
  standingOrderConsent: 'sdsc-8a1f4c7e-2b9d-4e63-a0f5-6d3c9e2b7a14',
  standingOrder: 'sso-7d2e9b4a1c6f',
};

type Prepare = (w: Walk) => Promise<unknown>;

const forSinglePayments = (family: 'toolkit' | 'partner'): Record<string, Prepare> => {
  const sent = async (w: Walk) => {
    const id = await w.payment('6651b2c3d4e5f6a7b8c9d0e6', 'sent', family);
    await w.note('6651c3d4e5f6a7b8c9d0e1f4', id, family);
  };
  const paid = (w: Walk) => w.payment('6651b2c3d4e5f6a7b8c9d0e2', 'paid', family);
  return {
    getSinglePayment: paid,
    attachSinglePaymentNote: paid,
    refundSinglePayment: paid,
    editSinglePayment: sent,
    cancelSinglePayment: sent,
    deleteSinglePayment: sent,
    editSinglePaymentNote: sent,
    deleteSinglePaymentNote: sent,
    processSinglePayment: async (w) => {
      await w.payment('6651b2c3d4e5f6a7b8c9d0e4', 'draft', family);
      await w.payment('6651b2c3d4e5f6a7b8c9d0e1', 'draft', family);
    },
  };
};

const prefix = (api: string, table: Record<string, Prepare>) =>
  Object.fromEntries(Object.entries(table).map(([op, fn]) => [`${api} ${op}`, fn]));

const RP = '6652d4e5f6a7b8c9d0e1f2a1';
const RP_DRAFT = '6652d4e5f6a7b8c9d0e1f2a3';
const RP_NOTE = '6652f6a7b8c9d0e1f2a3b4c1';
const TRANSACTION = '6654e5f6a7b8c9d0e1f2a3b1';

const forRecurringPayments = (family: 'toolkit' | 'partner'): Record<string, Prepare> => {
  const active = (w: Walk) => w.recurring(RP, 'active', family);
  return {
    getRecurringPayment: active,
    editRecurringPayment: active,
    attachRecurringPaymentNote: active,
    editRecurringPaymentNote: async (w) => w.recurringNote(RP_NOTE, await active(w), family),
    deleteRecurringPaymentNote: async (w) => w.recurringNote(RP_NOTE, await active(w), family),
    processRecurringPayment: (w) => w.recurring(RP, 'draft', family),
    deleteRecurringPayment: (w) => w.recurring(RP_DRAFT, 'draft', family),
  };
};

/** The state each operation's documented request examples need, by `<api> <operationId>`. */
export const PREPARE: Record<string, Prepare> = {
  ...prefix('toolkit-recurring-payments', {
    ...forRecurringPayments('toolkit'),
    // Priya Castellane's sent GM-2026-009, whose link is `8b2f6d4a…`; the example names the sandbox's NatWest itself.
    initiateRecurringPaymentFlow: async (w) => {
      await w.recurringLink(await w.recurring('6652d4e5f6a7b8c9d0e1f2a4', 'sent'), '8b2f6d4a0c9e1f3b5a7d');
    },
  }),
  ...prefix('partner-recurring-payments', forRecurringPayments('partner')),
  'toolkit-transactions getTransaction': (w) => w.transaction(TRANSACTION),
  'partner-transactions getTransaction': (w) => w.transaction(TRANSACTION, 'partner'),
  'partner-integrations deleteIntegration': async (w) => {
    const r = await w.call(
      'POST',
      `/partner/v1/${BRAMBLE}/integrations/create`,
      documented('createIntegration-webShop'),
    );
    w.ids.set('66508f7e6d5c4b3a29180708', String(r.json.result.id));
  },
  ...prefix('provider', {
    getAccessConsent: (w) => w.consent(P.consent),
    deleteAccessConsent: (w) => w.consent(P.consent),
    reconsentAccessConsent: (w) => w.consent(P.consent),
    listAccounts: (w) => w.consent(P.consent),
    getAccount: (w) => w.ukAccount(),
    getAccountBalances: (w) => w.ukAccount(),
    listAccountTransactions: (w) => w.ukAccount(),
    getAccountTransaction: (w) => w.ukAccount(),
    listCategoryTransactions: (w) => w.starling(P.starlingTransactionsConsent, P.starlingAccount, 'transactions'),
    getEuAccessConsent: (w) => w.euConsent(),
    deleteEuAccessConsent: (w) => w.euConsent(),
    listEuAccounts: (w) => w.euConsent(),
    getEuAccountBalances: (w) => w.euConsent(),
    listEuAccountTransactions: (w) => w.euConsent(),
    getSinglePaymentInitiation: (w) => w.providerPayment(),
    getPaymentRefundAccount: (w) => w.providerPayment(),
    listPaymentRefunds: (w) => w.providerPayment(),
    createRefund: (w) => w.providerPayment(),
    getRefund: (w) => w.providerRefund(),
    getEuSinglePayment: (w) => w.euPayment(P.euPayment),
    getEuSinglePaymentAuthorisation: (w) => w.euPayment(P.euPayment),
    submitEuSinglePaymentOtp: (w) => w.euPayment(P.euOtpPayment, 'bg-postbank'),
    getVrpConsent: (w) => w.vrpConsent(),
    deleteVrpConsent: (w) => w.vrpConsent(),
    listVrpPayments: (w) => w.vrpConsent(),
    confirmVrpFunds: (w) => w.vrpConsent(),
    createVrpPayment: (w) => w.vrpConsent(),
    getVrpPayment: (w) => w.vrpPayment(),
    getFilePayment: (w) => w.filePayment(),
    getFilePaymentStatus: (w) => w.filePayment(),
    getStandingOrderConsent: (w) => w.standingOrderConsent(P.standingOrderConsent),
    createStandingOrder: (w) => w.standingOrderConsent(P.standingOrderConsent),
    getStandingOrder: (w) => w.standingOrder(),
    createStandingOrderConsent: (w) => w.starling(P.starlingConsent, P.starlingAccount, 'accounts'),
    registerWebhook: (w) => w.consent(P.consent, undefined, false),
    getWebhook: async (w) => {
      const id = await w.consent(P.consent, undefined, false);
      await w.pv('POST', '/webhook', {...documented('registerWebhook-consentStatus'), consentId: id});
    },
    deleteWebhook: async (w) => {
      const id = await w.consent(P.consent, undefined, false);
      await w.pv('POST', '/webhook', {...documented('registerWebhook-consentStatus'), consentId: id});
    },
  }),
  ...prefix('toolkit-single-payments', {
    ...forSinglePayments('toolkit'),
    getPublicSinglePaymentData: (w) => w.linkedPayment(),
    // Jonah Pike's payment …d0e6, whose link is `9d5e2b8a…`; the example names the sandbox's NatWest itself.
    initiatePublicSinglePayment: (w) => w.linkedPayment('9d5e2b8a0c7f4e1d3a6b'),
  }),
  ...prefix('partner-single-payments', forSinglePayments('partner')),
  ...prefix('toolkit-customers', {
    listCustomers: (w) => w.customer(C.ada),
    getCustomer: (w) => w.customer(C.ada),
    editCustomer: (w) => w.customer(C.ada),
    archiveCustomer: (w) => w.customer(C.ada),
    restoreCustomer: (w) => w.archivedCustomer('6655a1b2c3d4e5f6a7b8c904'),
    deleteCustomer: (w) => w.customer('6655a1b2c3d4e5f6a7b8c905'),
  }),
  ...prefix('toolkit-inventory', {
    createInventoryItem: (w) => w.supplier(S.thistledown),
    getInventoryItem: (w) => w.item(I.lavender),
    editInventoryItem: (w) => w.item(I.lavender),
    adjustInventoryStock: (w) => w.item(I.rose),
    listStockMovements: (w) => w.item(I.lavender),
    archiveInventoryItem: (w) => w.item('6656b2c3d4e5f6a7b8c9d105'),
    listInventoryItems: (w) => w.supplier(S.thistledown),
  }),
  ...prefix('toolkit-invoices', {
    createInvoice: async (w) => {
      await w.customer(C.priya);
      await w.item(I.design);
    },
    listInvoices: (w) => w.customer(C.ada),
    getInvoice: (w) => w.invoice(INVOICE, C.ada),
    editInvoice: (w) => w.invoice(INVOICE, C.priya, {}, [{item: I.design, quantity: 3}]),
    issueInvoice: (w) => w.invoice(INVOICE, C.ada),
    markInvoicePaid: (w) => w.invoice(INVOICE, C.ada),
    voidInvoice: (w) => w.invoice(INVOICE, C.ada),
  }),
  ...prefix('toolkit-orders', {
    createOrder: async (w) => {
      await w.customer(C.ada);
      await w.item(I.design);
    },
    aggregateOrders: async (w) => {
      await w.item(I.lavender);
      await w.item(I.secateurs);
    },
    listOrders: (w) => w.customer(C.tobias),
    getOrder: (w) => w.webShopOrder(),
    // The marketplace order the cancel example names (ORD-2026-0189).
    updateOrderStatus: (w) => w.order('6658d4e5f6a7b8c9d0e1f303', C.priya, [{item: I.rose, quantity: 2}]),
    generateOrderInvoice: (w) => w.webShopOrder(),
    generateOrderShipment: (w) => w.webShopOrder(),
  }),
  ...prefix('toolkit-shipping', {
    createShipment: (w) => w.webShopOrder(),
    listShipments: (w) => w.webShopOrder(),
    getShipment: (w) => w.shipment(SHIPMENT.inTransit, true),
    updateShipmentTracking: (w) => w.shipment(SHIPMENT.toDispatch),
    markShipmentDelivered: (w) => w.shipment(SHIPMENT.inTransit, true),
    cancelShipment: (w) => w.shipment(SHIPMENT.toCancel),
  }),
  ...prefix('toolkit-suppliers', {
    getSupplier: (w) => w.supplier(S.thistledown),
    editSupplier: (w) => w.supplier(S.thistledown),
    // The seeded Thistledown supplies a seeded item, so it cannot be deleted: a supplier of its own is.
    deleteSupplier: (w) => w.supplier('665ac3d4e5f6a7b8c9d0e203'),
    listPurchaseOrders: (w) => w.supplier(S.thistledown),
    createPurchaseOrder: async (w) => {
      await w.supplier(S.thistledown);
      await w.item(I.lavender);
      await w.item(I.rose);
    },
    getPurchaseOrder: (w) => w.purchaseOrder(PO),
    receivePurchaseOrder: (w) => w.purchaseOrder(PO),
    cancelPurchaseOrder: (w) => w.purchaseOrder(PO),
  }),
};

type ErrorInput = (w: Walk) => Promise<Res>;

const TK = '/v1';
const SP = '/v1/payments/single';
const PSP = `/partner/v1/${BRAMBLE}/payments/single`;
const OTTERLY = '6650f1c2a9d3e4b5c6d7e8fa';
const HERON = '6650f1c2a9d3e4b5c6d7e8fb';
const PAYEE = {name: 'Ada Quill', externalAccountId: C.ada, identification: '60161320417758'};

const singlePaymentErrors = (api: 'toolkit' | 'partner'): Record<string, ErrorInput> => {
  const base = api === 'partner' ? PSP : SP;
  const paid = (w: Walk) => w.payment('p', 'paid', api);
  return {
    'createSinglePayment createSinglePayment-invalidReference': (w) =>
      w.call('POST', `${base}/create`, {reference: 'INV 2026/041', amount: '89.00'}),
    'createAndProcessSinglePayment createAndProcessSinglePayment-invalidAmount': (w) =>
      w.call('POST', `${base}/create-and-process`, {reference: 'INV-2026-042', amount: '125.5'}),
    'listSinglePayments listSinglePayments-invalidDate': (w) => w.call('GET', `${base}/list?from=01-07-2026`),
    'editSinglePayment editSinglePayment-draftOnlyField': async (w) => {
      const id = await w.payment('p', 'sent', api);
      return w.call('POST', `${base}/${id}/edit`, {amount: '130.00'});
    },
    'processSinglePayment processSinglePayment-notDraft': async (w) =>
      w.call('POST', `${base}/${await w.payment('p', 'sent', api)}/process`),
    'cancelSinglePayment cancelSinglePayment-paid': async (w) => w.call('PATCH', `${base}/${await paid(w)}/cancel`),
    'deleteSinglePayment deleteSinglePayment-paid': async (w) => w.call('DELETE', `${base}/${await paid(w)}/delete`),
    'refundSinglePayment refundSinglePayment-notPaid': async (w) => {
      const id = await paid(w);
      await w.call('POST', `${base}/${id}/refund`, {amount: '25.50', payeeAccountInfo: PAYEE});
      await w.call('POST', `/_sandbox/bank/${id}/approve`);
      return w.call('POST', `${base}/${id}/refund`, {payeeAccountInfo: PAYEE});
    },
    'attachSinglePaymentNote attachSinglePaymentNote-textTooLong': async (w) =>
      w.call('POST', `${base}/${await paid(w)}/notes/attach`, {text: 'x'.repeat(1001), visibility: 'public'}),
    'attachSinglePaymentNote attachSinglePaymentNote-restrictedVisibility': async (w) =>
      w.call('POST', `${base}/${await paid(w)}/notes/attach`, {text: 'Thanks', visibility: 'restricted'}),
    'editSinglePaymentNote editSinglePaymentNote-emptyText': async (w) => {
      const id = await w.payment('p', 'sent', api);
      await w.note('n', id, api);
      return w.call('POST', `${base}/${id}/notes/${w.ids.get('n')}/edit`, {text: '', visibility: 'private'});
    },
  };
};

const withApi = (api: string, table: Record<string, ErrorInput>) =>
  Object.fromEntries(Object.entries(table).map(([key, fn]) => [`${api} ${key}`, fn]));

/** The documented input of the single payments' and business resources' error examples. */
const BUSINESS_ERROR_INPUTS: Record<string, ErrorInput> = {
  ...withApi('toolkit-single-payments', {
    ...singlePaymentErrors('toolkit'),
    'createSinglePayment createSinglePayment-cardPaymentsInactive': (w) =>
      w.call('POST', `${SP}/create`, {
        reference: 'INV-2026-046',
        amount: '48.00',
        paymentMethod: 'fernpay_card_payments',
      }),
  }),
  ...withApi('toolkit-single-payments', {
    'listPaymentProviders listPaymentProviders-unknownParameter': (w) =>
      w.call('GET', `${TK}/public/providers/list?country=GB`, undefined, {}),
    'initiatePublicSinglePayment initiatePublicSinglePayment-notFound': (w) =>
      w.call(
        'POST',
        `${TK}/public/payment-flow/single/initiate`,
        {id: 'ffffffffffffffffffff', provider: 'ob-natwest'},
        {},
      ),
    'initiatePublicSinglePayment initiatePublicSinglePayment-notPayable': async (w) => {
      const id = await w.linkedPayment('p');
      await w.call('PATCH', `${SP}/${id}/cancel`);
      return w.call(
        'POST',
        `${TK}/public/payment-flow/single/initiate`,
        {id: w.ids.get('p'), provider: 'ob-natwest'},
        {},
      );
    },
    'getPublicSinglePaymentData getPublicSinglePaymentData-malformedId': (w) =>
      w.call('GET', `${TK}/public/payment-flow/single/6651b2c3d4e5f6a7b8c9d0e2/data`, undefined, {}),
  }),
  ...withApi('partner-single-payments', {
    ...singlePaymentErrors('partner'),
    'createSinglePayment createSinglePayment-methodNotAllowed': (w) =>
      w.call('POST', `${PSP}/create`, {reference: 'INV-2026-044', amount: '60.00', paymentMethod: 'cash'}),
    'createSinglePayment createSinglePayment-companyNotVerified': (w) =>
      w.call('POST', `/partner/v1/${OTTERLY}/payments/single/create`, {reference: 'OB-0001', amount: '12.00'}),
    'createAndProcessSinglePayment createAndProcessSinglePayment-companyNotVerified': (w) =>
      w.call('POST', `/partner/v1/${OTTERLY}/payments/single/create-and-process`, {
        reference: 'OB-0001',
        amount: '12.00',
      }),
    'createSinglePayment createSinglePayment-companyBanned': (w) =>
      w.call('POST', `/partner/v1/${HERON}/payments/single/create`, {reference: 'HV-0001', amount: '12.00'}),
    'createAndProcessSinglePayment createAndProcessSinglePayment-companyBanned': (w) =>
      w.call('POST', `/partner/v1/${HERON}/payments/single/create-and-process`, {
        reference: 'HV-0001',
        amount: '12.00',
      }),
  }),

  ...withApi('toolkit-customers', {
    'createCustomer createCustomer-duplicateEmail': async (w) => {
      await w.customer(C.ada);
      return w.call('POST', `${TK}/customers/create`, {name: 'Ada Quill', email: 'ada.quill@example.org'});
    },
    'editCustomer editCustomer-invalidPhone': async (w) =>
      w.call('POST', `${TK}/customers/${await w.customer(C.ada)}/edit`, {phone: '07700 900311'}),
    'listCustomers listCustomers-limitTooHigh': (w) => w.call('GET', `${TK}/customers/list?limit=101`),
    'archiveCustomer archiveCustomer-alreadyArchived': async (w) =>
      w.call('PATCH', `${TK}/customers/${await w.archivedCustomer(C.ada)}/archive`),
    'restoreCustomer restoreCustomer-notArchived': async (w) =>
      w.call('PATCH', `${TK}/customers/${await w.customer(C.ada)}/restore`),
    'deleteCustomer deleteCustomer-hasInvoices': async (w) => {
      await w.invoice('i', C.ada);
      return w.call('DELETE', `${TK}/customers/${w.ids.get(C.ada)}/delete`);
    },
  }),
  ...withApi('toolkit-inventory', {
    'createInventoryItem createInventoryItem-duplicateSku': async (w) => {
      await w.item(I.rose);
      return w.call('POST', `${TK}/inventory/items/create`, {...FIXTURES.items[I.rose], sku: 'PLT-ROS-4L'});
    },
    'listInventoryItems listInventoryItems-badType': (w) => w.call('GET', `${TK}/inventory/items/list?type=plant`),
    'editInventoryItem editInventoryItem-badPrice': async (w) =>
      w.call('POST', `${TK}/inventory/items/${await w.item(I.lavender)}/edit`, {price: '8.5'}),
    'adjustInventoryStock adjustInventoryStock-belowZero': async (w) =>
      w.call('POST', `${TK}/inventory/items/${await w.item(I.rose)}/adjust-stock`, {change: -10, reason: 'sold'}),
    'archiveInventoryItem archiveInventoryItem-reserved': async (w) => {
      const order = await w.webShopOrder();
      await w.call('PATCH', `${TK}/orders/${order}/status`, {status: 'processing'});
      return w.call('PATCH', `${TK}/inventory/items/${w.ids.get(I.lavender)}/archive`);
    },
    'listStockMovements listStockMovements-badPage': async (w) =>
      w.call('GET', `${TK}/inventory/items/${await w.item(I.lavender)}/movements?page=0`),
  }),
  ...withApi('toolkit-invoices', {
    'createInvoice createInvoice-duplicateReference': async (w) => {
      await w.invoice('i', C.tobias, {reference: 'INV-2026-049'});
      return w.call('POST', `${TK}/invoices/create`, {
        customerId: w.ids.get(C.tobias),
        reference: 'INV-2026-049',
        dueDate: '2026-08-18',
        lines: [{description: 'Tracked delivery', unitPrice: '5.95', quantity: 1}],
      });
    },
    'listInvoices listInvoices-badStatus': (w) => w.call('GET', `${TK}/invoices/list?status=unpaid`),
    'editInvoice editInvoice-notDraft': async (w) => {
      const id = await w.invoice('i', C.tobias);
      await w.call('POST', `${TK}/invoices/${id}/mark-paid`, {method: 'cash'});
      return w.call('POST', `${TK}/invoices/${id}/edit`, {description: 'Web shop order WS-10482'});
    },
    'issueInvoice issueInvoice-notDraft': async (w) => {
      const id = await w.invoice('i', C.ada);
      await w.call('POST', `${TK}/invoices/${id}/issue`, {});
      return w.call('POST', `${TK}/invoices/${id}/issue`, {});
    },
    'markInvoicePaid markInvoicePaid-alreadyPaid': async (w) => {
      const id = await w.invoice('i', C.ada);
      await w.call('POST', `${TK}/invoices/${id}/issue`, {});
      await w.payInvoice(id);
      return w.call('POST', `${TK}/invoices/${id}/mark-paid`, {method: 'cash'});
    },
    'voidInvoice voidInvoice-paid': async (w) => {
      const id = await w.invoice('i', C.tobias);
      await w.call('POST', `${TK}/invoices/${id}/issue`, {});
      await w.payInvoice(id);
      return w.call('PATCH', `${TK}/invoices/${id}/void`, {});
    },
  }),
  ...withApi('toolkit-orders', {
    'aggregateOrders aggregateOrders-unknownItem': async (w) => {
      await w.item(I.lavender);
      return w.call('POST', `${TK}/orders/aggregate`, {
        orders: [
          {
            source: 'web_shop',
            externalOrderId: 'WS-10482',
            customer: {name: 'Tobias Wren', email: 'tobias.wren@example.org'},
            lines: [
              {itemId: w.ids.get(I.lavender), quantity: 6},
              {itemId: '6656b2c3d4e5f6a7b8c9d199', quantity: 1},
            ],
          },
        ],
      });
    },
    'createOrder createOrder-archivedCustomer': async (w) => {
      const customer = await w.archivedCustomer('6655a1b2c3d4e5f6a7b8c904');
      return w.call('POST', `${TK}/orders/create`, {
        customerId: customer,
        lines: [{description: 'Lawn edging', unitPrice: '75.00', quantity: 1}],
      });
    },
    'listOrders listOrders-badSource': (w) => w.call('GET', `${TK}/orders/list?source=shop`),
    'generateOrderInvoice generateOrderInvoice-insufficientStock': async (w) => {
      const order = await w.order('o', C.tobias, [{item: I.secateurs, quantity: 40}]);
      return w.call('POST', `${TK}/orders/${order}/generate-invoice`, {
        reference: 'INV-2026-052',
        dueDate: '2026-07-31',
      });
    },
    'generateOrderShipment generateOrderShipment-nothingToShip': async (w) => {
      const order = await w.order('o', C.ada, [{item: I.design, quantity: 2}]);
      return w.call('POST', `${TK}/orders/${order}/generate-shipment`, {
        carrier: 'royal_mail',
        service: 'Tracked 48',
        parcels: [PARCEL],
      });
    },
    'updateOrderStatus updateOrderStatus-notAllowed': async (w) => {
      const order = await w.webShopOrder();
      await w.call('PATCH', `${TK}/orders/${order}/status`, {status: 'processing'});
      await w.call('PATCH', `${TK}/orders/${order}/status`, {status: 'completed'});
      return w.call('PATCH', `${TK}/orders/${order}/status`, {status: 'cancelled', reason: 'Changed mind.'});
    },
  }),
  ...withApi('toolkit-shipping', {
    'createShipment createShipment-activeShipment': async (w) => {
      await w.shipment('s');
      return w.call('POST', `${TK}/shipping/shipments/create`, {
        orderId: w.ids.get(ORDER),
        carrier: 'dpd',
        service: 'Next Day',
        parcels: [PARCEL],
      });
    },
    'listShipments listShipments-badCarrier': (w) => w.call('GET', `${TK}/shipping/shipments/list?carrier=pigeon`),
    'cancelShipment cancelShipment-inTransit': async (w) =>
      w.call('PATCH', `${TK}/shipping/shipments/${await w.shipment('s', true)}/cancel`, {}),
    'markShipmentDelivered markShipmentDelivered-notDispatched': async (w) =>
      w.call('PATCH', `${TK}/shipping/shipments/${await w.shipment('s')}/deliver`, {}),
    'updateShipmentTracking updateShipmentTracking-delivered': async (w) => {
      const id = await w.shipment('s', true);
      await w.call('PATCH', `${TK}/shipping/shipments/${id}/deliver`, {});
      return w.call('POST', `${TK}/shipping/shipments/${id}/tracking`, {trackingNumber: 'TT482913706GB'});
    },
  }),
  ...withApi('toolkit-suppliers', {
    'createSupplier createSupplier-badSortCode': (w) =>
      w.call('POST', `${TK}/suppliers/create`, {
        name: 'Thistledown Nurseries Ltd',
        bankDetails: {accountName: 'Thistledown Nurseries Ltd', sortCode: '80-22-41', accountNumber: '44129083'},
      }),
    'editSupplier editSupplier-badAccount': async (w) =>
      w.call('POST', `${TK}/suppliers/${await w.supplier(S.thistledown)}/edit`, {
        bankDetails: {accountName: 'Ironbark Tools Ltd', sortCode: '309412', accountNumber: '6173029'},
      }),
    'listSuppliers listSuppliers-shortSearch': (w) => w.call('GET', `${TK}/suppliers/list?search=t`),
    'deleteSupplier deleteSupplier-inUse': async (w) => {
      await w.purchaseOrder('po');
      return w.call('DELETE', `${TK}/suppliers/${w.ids.get(S.thistledown)}/delete`);
    },
    'createPurchaseOrder createPurchaseOrder-service': async (w) =>
      w.call('POST', `${TK}/purchase-orders/create`, {
        supplierId: await w.supplier(S.thistledown),
        number: 'PO-2026-016',
        lines: [{itemId: await w.item(I.design), quantity: 10, unitCost: '30.00'}],
      }),
    'listPurchaseOrders listPurchaseOrders-badStatus': (w) => w.call('GET', `${TK}/purchase-orders/list?status=open`),
    'receivePurchaseOrder receivePurchaseOrder-tooMany': async (w) =>
      w.call('POST', `${TK}/purchase-orders/${await w.purchaseOrder('po')}/receive`, {
        lines: [{itemId: w.ids.get(I.rose), quantity: 30}],
      }),
    'cancelPurchaseOrder cancelPurchaseOrder-received': async (w) => {
      const id = await w.purchaseOrder('po');
      await w.call('POST', `${TK}/purchase-orders/${id}/receive`, {});
      return w.call('PATCH', `${TK}/purchase-orders/${id}/cancel`, {});
    },
  }),
};

const RPS = '/v1/payments/recurring';
const PRPS = `/partner/v1/${BRAMBLE}/payments/recurring`;

const recurringErrors = (family: 'toolkit' | 'partner'): Record<string, ErrorInput> => {
  const base = family === 'partner' ? PRPS : RPS;
  const weekly = (w: Walk, over: Body = {}) => ({
    reference: 'GM-2026-008',
    recurringAmount: '30.00',
    recurringPaymentDate: new Date(w.now() + 14 * 86_400_000).toISOString().slice(0, 10),
    numberOfPayments: 0,
    frequency: 'one_week',
    customerName: 'Priya Castellane',
    ...over,
  });
  const active = (w: Walk) => w.recurring('rp', 'active', family);
  const unverified = async (w: Walk, op: string) =>
    w.call('POST', `${base}/${op}`, weekly(w, {bankAccount: await w.handAddedAccount(family)}));
  return {
    'createRecurringPayment createRecurringPayment-dateTooSoon': (w) =>
      w.call('POST', `${base}/create`, weekly(w, {recurringPaymentDate: '2026-07-03'})),
    'createRecurringPayment createRecurringPayment-bankAccountNotVerified': (w) => unverified(w, 'create'),
    'createAndProcessRecurringPayment createAndProcessRecurringPayment-bankAccountNotVerified': (w) =>
      unverified(w, 'create-and-process'),
    'createAndProcessRecurringPayment createAndProcessRecurringPayment-missingFrequency': (w) => {
      const {frequency: _, ...body} = weekly(w);
      return w.call('POST', `${base}/create-and-process`, body);
    },
    'listRecurringPayments listRecurringPayments-limitTooHigh': (w) => w.call('GET', `${base}/list?limit=101`),
    'editRecurringPayment editRecurringPayment-notAllowedWhenActive': async (w) =>
      w.call('POST', `${base}/${await active(w)}/edit`, {recurringAmount: '35.00'}),
    'processRecurringPayment processRecurringPayment-notDraft': async (w) =>
      w.call('POST', `${base}/${await active(w)}/process`),
    'deleteRecurringPayment deleteRecurringPayment-active': async (w) =>
      w.call('POST', `${base}/${await active(w)}/delete`),
    'attachRecurringPaymentNote attachRecurringPaymentNote-textTooLong': async (w) =>
      w.call('POST', `${base}/${await active(w)}/notes/attach`, {text: 'x'.repeat(1001), visibility: 'public'}),
    'editRecurringPaymentNote editRecurringPaymentNote-emptyText': async (w) => {
      const id = await active(w);
      await w.recurringNote('n', id, family);
      return w.call('POST', `${base}/${id}/notes/${w.ids.get('n')}/edit`, {text: '', visibility: 'private'});
    },
  };
};

const PB = `/partner/v1/${BRAMBLE}`;
const vrpBody = () => documented('createVrpConsent-sweeping');

/** The documented input of the other modules' error examples (recurring, banking, partner, provider). */
const MODULE_ERROR_INPUTS: Record<string, ErrorInput> = {
  ...withApi('toolkit-recurring-payments', {
    ...recurringErrors('toolkit'),
    'initiateRecurringPaymentFlow initiateRecurringPaymentFlow-alreadyActive': async (w) => {
      await w.recurringLink(await w.recurring('rp', 'active'), 'p');
      return w.call(
        'POST',
        `${TK}/public/payment-flow/initiate`,
        {type: 'recurring', id: w.ids.get('p'), provider: 'ob-natwest-sandbox'},
        {},
      );
    },
    'initiateRecurringPaymentFlow initiateRecurringPaymentFlow-liveProvider': async (w) => {
      await w.recurringLink(await w.recurring('rp', 'sent'), 'p');
      return w.call(
        'POST',
        `${TK}/public/payment-flow/initiate`,
        {type: 'recurring', id: w.ids.get('p'), provider: 'ob-natwest'},
        {},
      );
    },
    'initiateRecurringPaymentFlow initiateRecurringPaymentFlow-unknownId': (w) =>
      w.call(
        'POST',
        `${TK}/public/payment-flow/initiate`,
        {type: 'recurring', id: 'ffffffffffffffffffff', provider: 'ob-natwest-sandbox'},
        {},
      ),
  }),
  ...withApi('partner-recurring-payments', {
    ...recurringErrors('partner'),
    'createRecurringPayment createRecurringPayment-companyNotVerified': (w) =>
      w.call('POST', `/partner/v1/${OTTERLY}/payments/recurring/create`, documented('createRecurringPayment-weekly')),
    'createRecurringPayment createRecurringPayment-companyBanned': (w) =>
      w.call('POST', `/partner/v1/${HERON}/payments/recurring/create`, documented('createRecurringPayment-weekly')),
    'createAndProcessRecurringPayment createAndProcessRecurringPayment-companyNotVerified': (w) =>
      w.call(
        'POST',
        `/partner/v1/${OTTERLY}/payments/recurring/create-and-process`,
        documented('createRecurringPayment-weekly'),
      ),
    'createAndProcessRecurringPayment createAndProcessRecurringPayment-companyBanned': (w) =>
      w.call(
        'POST',
        `/partner/v1/${HERON}/payments/recurring/create-and-process`,
        documented('createRecurringPayment-weekly'),
      ),
  }),
  'toolkit-single-payments createSinglePayment createSinglePayment-bankAccountNotVerified': async (w) =>
    w.call('POST', `${SP}/create`, {
      reference: 'INV-2026-047',
      amount: '48.00',
      bankAccount: await w.handAddedAccount(),
    }),
  'toolkit-single-payments createAndProcessSinglePayment createAndProcessSinglePayment-bankAccountNotVerified': async (
    w,
  ) =>
    w.call('POST', `${SP}/create-and-process`, {
      reference: 'INV-2026-047',
      amount: '48.00',
      bankAccount: await w.handAddedAccount(),
    }),
  'partner-single-payments createSinglePayment createSinglePayment-bankAccountNotVerified': async (w) =>
    w.call('POST', `${PSP}/create`, {
      reference: 'INV-2026-047',
      amount: '48.00',
      bankAccount: await w.handAddedAccount('partner'),
    }),
  'partner-single-payments createAndProcessSinglePayment createAndProcessSinglePayment-bankAccountNotVerified': async (
    w,
  ) =>
    w.call('POST', `${PSP}/create-and-process`, {
      reference: 'INV-2026-047',
      amount: '48.00',
      bankAccount: await w.handAddedAccount('partner'),
    }),
  // Bramble & Finch banned by its partner (toggle-access): the toolkit terminal of the company is refused.
  ...Object.fromEntries(
    [
      ['toolkit-single-payments createSinglePayment', `${SP}/create`],
      ['toolkit-single-payments createAndProcessSinglePayment', `${SP}/create-and-process`],
      ['toolkit-recurring-payments createRecurringPayment', `${RPS}/create`],
      ['toolkit-recurring-payments createAndProcessRecurringPayment', `${RPS}/create-and-process`],
    ].map(([key, url]) => [
      `${key} ${key.split(' ')[1]}-companyBanned`,
      async (w: Walk) => {
        await w.call('PATCH', `/partner/v1/companies/info/${BRAMBLE}/toggle-access`);
        const body = url.startsWith(SP)
          ? {reference: 'INV-2026-048', amount: '48.00'}
          : documented('createRecurringPayment-weekly');
        return w.call('POST', url, body);
      },
    ]),
  ),
  'toolkit-transactions listTransactions listTransactions-limitTooHigh': (w) =>
    w.call('GET', `${TK}/payments/transaction/list?limit=101`),
  'partner-transactions listTransactions listTransactions-invalidStatus': (w) =>
    w.call('GET', `${PB}/payments/transactions/list?status=settled`),
  'partner-transactions getTransactionStatistics getTransactionStatistics-invertedRange': (w) =>
    w.call('GET', `${PB}/payments/transactions/statistics?completedFrom=2026-07-07&completedTo=2026-07-01`),
  'partner-merchants createCompany createCompany-invalidIdentifier': (w) =>
    w.call('POST', '/partner/v1/companies/info/create', {
      ...documented('createCompany-soleTrader'),
      identifier: '58291047',
    }),
  'partner-merchants updateCompany updateCompany-aliasTooLong': (w) =>
    w.call('PUT', `/partner/v1/companies/info/${BRAMBLE}/update`, {alias: 'Bramble and Finch Gardens'}),
  'partner-managed-companies listManagedCompanies listManagedCompanies-limitTooHigh': (w) =>
    w.call('GET', '/partner/v1/companies/info/list?limit=101'),
  'partner-managed-companies toggleCompanyAccess toggleCompanyAccess-terminated': async (w) => {
    await w.bank(HERON, 'terminate');
    return w.call('PATCH', `/partner/v1/companies/info/${HERON}/toggle-access`);
  },
  'toolkit-bank-accounts createBankAccount createBankAccount-missingStatement': (w) =>
    w.call('POST', `${TK}/company/bank-accounts/create`, {
      name: 'Bramble & Finch Savings',
      provider: 'other',
      sortCode: '309634',
      accountNumber: '58213055',
    }),
  'toolkit-bank-accounts editBankAccountName editBankAccountName-emptyName': (w) =>
    w.call('PUT', `${TK}/company/bank-accounts/66509a8b7c6d5e4f3a2b1c0d/edit-name`, {name: ''}),
  'toolkit-bank-accounts setDefaultBankAccount setDefaultBankAccount-notVerified': async (w) =>
    w.call('PUT', `${TK}/company/bank-accounts/${await w.handAddedAccount()}/set-default`),
  'toolkit-bank-accounts connectBankAccount connectBankAccount-otherProvider': (w) =>
    w.call('POST', `${TK}/company/bank-accounts/connect`, {
      provider: 'other',
      redirectUrl: 'https://brambleandfinch.example/settings/bank',
    }),
  'partner-bank-accounts createBankAccount createBankAccount-invalidSortCode': (w) =>
    w.call('POST', `${PB}/bank-accounts/create`, {
      name: 'Bramble & Finch Savings',
      provider: 'other',
      sortCode: '30-96-34',
      accountNumber: '58213055',
      bankStatementAttachmentURL: 'https://files.brambleandfinch.example/statements/savings-2026-06.pdf',
    }),
  'partner-bank-accounts connectBankAccount connectBankAccount-otherProvider': (w) =>
    w.call('POST', `${PB}/bank-accounts/connect`, {
      provider: 'other',
      redirectUrl: 'https://brambleandfinch.example/bank',
    }),
  'partner-bank-accounts editBankAccountName editBankAccountName-emptyName': (w) =>
    w.call('POST', `${PB}/bank-accounts/66509a8b7c6d5e4f3a2b1c0d/edit-name`, {name: ''}),
  'partner-bank-accounts setDefaultBankAccount setDefaultBankAccount-notVerified': async (w) =>
    w.call('PUT', `${PB}/bank-accounts/${await w.handAddedAccount('partner')}/set-default`),
  'partner-bank-accounts reconsentBankAccount reconsentBankAccount-notConnected': (w) =>
    w.call('PATCH', `${PB}/bank-accounts/66509a8b7c6d5e4f3a2b1c0e/reconsent`, {
      redirectUrl: 'https://brambleandfinch.example/bank',
    }),
  'partner-integrations createIntegration createIntegration-httpWebhookUrl': (w) =>
    w.call('POST', `${PB}/integrations/create`, {
      ...documented('createIntegration-webShop'),
      webhookUrl: 'http://hooks.latticecommerce.example/fernpay',
    }),
  'partner-integrations listIntegrations listIntegrations-limitTooHigh': (w) =>
    w.call('GET', `${PB}/integrations/list?limit=101`),
  'partner-integrations editIntegration editIntegration-emptyName': (w) =>
    w.call('PUT', `${PB}/integrations/66508f7e6d5c4b3a29180706/edit`, {name: ''}),

  ...withApi('provider', {
    'submitEuSinglePaymentOtp submitEuSinglePaymentOtp-wrongOtp': async (w) =>
      w.pv('POST', `/payment/eu/single-payments/${await w.euPayment('p', 'bg-postbank')}/authorisation/otp`, {
        otp: '000000',
      }),
    'reconsentAccessConsent reconsentAccessConsent-rejected': async (w) => {
      const id = await w.consent('c', undefined, false);
      await w.bank(id, 'decline');
      return w.pv('POST', `/data/access-consents/${id}/reconsent`);
    },
    'createEuAccessConsent createEuAccessConsent-tooFrequent': (w) =>
      w.pv('POST', '/data/eu/access-consents', {...documented('createEuAccessConsent-dskBank'), frequencyPerDay: 5}),
    'createEuSinglePayment createEuSinglePayment-missingCountry': (w) => {
      const body = documented('createEuSinglePayment-dskBank');
      delete body.beneficiary.country;
      return w.pv('POST', '/payment/eu/single-payments', {...body, currency: 'EUR'});
    },
    'createEuSinglePayment createEuSinglePayment-bankRefused': (w) =>
      w.pv('POST', '/payment/eu/single-payments', {...documented('createEuSinglePayment-dskBank'), amount: '120.93'}),
    'confirmVrpFunds confirmVrpFunds-badAmount': async (w) =>
      w.pv('POST', `/payment/vrp-consent/${await w.vrpConsent()}/funds-confirmation`, {amount: '2000'}),
    'listAccountTransactions listAccountTransactions-badDate': async (w) =>
      w.pv(
        'GET',
        `/data/accounts/${await w.ukAccount()}/transactions/${w.ids.get(P.account)}?transactionStartDate=01/07/2026`,
      ),
    'createAccessConsent createAccessConsent-missingAccountId': (w) =>
      w.pv('POST', '/data/access-consents', {provider: 'ob-natwest', flow: 'transactions'}),
    'createAccessConsent createAccessConsent-unknownProvider': (w) =>
      w.pv('POST', '/data/access-consents', {provider: 'ob-examplebank'}),
    'createSingleImmediatePayment createSingleImmediatePayment-missingBeneficiaryName': (w) => {
      const body = documented('createSingleImmediatePayment-natwest');
      delete body.beneficiary.name;
      return w.pv('POST', '/payment/single-immediate-payment-initiation-requests', body);
    },
    'createSingleImmediatePayment createSingleImmediatePayment-badAmount': (w) =>
      w.pv('POST', '/payment/single-immediate-payment-initiation-requests', {
        ...documented('createSingleImmediatePayment-natwest'),
        amount: '49.999',
      }),
    'createRefund createRefund-missingOriginal': (w) => {
      const {originalPaymentId: _, ...body} = documented('createRefund-partial');
      return w.pv('POST', '/refund/single-immediate-payment', body);
    },
    'createVrpConsent createVrpConsent-noLimits': (w) =>
      w.pv('POST', '/payment/vrp-consent', {...vrpBody(), periodicLimits: []}),
    'createVrpConsent createVrpConsent-missingSortCode': (w) => {
      const body = vrpBody();
      delete body.beneficiary.sortCode;
      return w.pv('POST', '/payment/vrp-consent', body);
    },
    'createVrpConsent createVrpConsent-unsupportedPeriod': (w) =>
      w.pv('POST', '/payment/vrp-consent', {
        ...vrpBody(),
        provider: 'ob-monzo',
        periodicLimits: [{periodType: 'Fortnight', periodAlignment: 'Consent', amount: '100.00', currency: 'GBP'}],
      }),
    'createVrpPayment createVrpPayment-overLimit': async (w) => {
      w.at('2026-08-01T07:00:00.000Z');
      await w.vrpConsent();
      return w.pv('POST', '/payment/vrp-payment', {
        ...w.substitute(documented('createVrpPayment-monthly')),
        amount: '300.00',
      });
    },
    'createVrpPayment createVrpPayment-notAuthorized': async (w) => {
      w.at('2026-08-01T07:00:00.000Z');
      await w.vrpConsent(false);
      return w.pv('POST', '/payment/vrp-payment', w.substitute(documented('createVrpPayment-monthly')));
    },
    'createVrpPayment idempotencyKeyReused': async (w) => {
      w.at('2026-08-01T07:00:00.000Z');
      await w.vrpConsent();
      const body = w.substitute(documented('createVrpPayment-monthly'));
      const key = crypto.randomUUID();
      await w.pv('POST', '/payment/vrp-payment', body, {...w.headersFor('/provider/'), 'Idempotency-Key': key});
      return w.pv(
        'POST',
        '/payment/vrp-payment',
        {...body, amount: '150.00'},
        {
          ...w.headersFor('/provider/'),
          'Idempotency-Key': key,
        },
      );
    },
    'createFilePaymentConsent createFilePaymentConsent-tooSoon': (w) => {
      w.at('2026-09-01T11:00:00.000Z');
      return w.pv('POST', '/payment/file-payment-consents', {
        ...documented('createFilePaymentConsent-suppliers'),
        futurePaymentDate: '2026-09-02',
      });
    },
    'createFilePaymentConsent createFilePaymentConsent-longReference': (w) => {
      w.at('2026-09-01T11:00:00.000Z');
      const body = documented('createFilePaymentConsent-suppliers');
      body.paymentData.transactions[0].paymentReference = 'PO-2026-014-THISTLE';
      return w.pv('POST', '/payment/file-payment-consents', body);
    },
    'createStandingOrderConsent createStandingOrderConsent-badFrequency': async (w) => {
      await w.starling(P.starlingConsent, P.starlingAccount, 'accounts');
      const body = w.substitute(documented('createStandingOrderConsent-starling'));
      body.Data.standingOrderRecurrence.frequency = 'FORTNIGHTLY';
      return w.pv('POST', '/payment/standing-order-consents', body);
    },
    'createStandingOrderConsent createStandingOrderConsent-longReference': (w) => {
      const body = documented('createStandingOrderConsent-uk');
      body.Data.Initiation.Reference = 'ALLOTMENT PLOT 17 ANNUAL RENT 2026-27';
      return w.pv('POST', '/payment/standing-order-consents', body);
    },
    'createStandingOrderConsent createStandingOrderConsent-pastFirstPayment': (w) => {
      w.at('2026-08-02T09:00:00.000Z');
      return w.pv('POST', '/payment/standing-order-consents', documented('createStandingOrderConsent-uk'));
    },
    'createStandingOrder createStandingOrder-missingConsent': (w) => w.pv('POST', '/payment/standing-orders', {}),
    'registerWebhook registerWebhook-wrongProduct': async (w) =>
      w.pv('POST', '/webhook', {
        consentId: await w.consent('c', undefined, false),
        url: 'https://app.kestrelledger.example/webhooks/fernpay',
        event: 'ACCOUNTS',
        product: 'DOMESTIC_STANDING_PAYMENTS',
      }),
  }),
};

/** The documented input of each error example with a specific input, by `<api> <operationId> <example>`. */
export const ERROR_INPUTS: Record<string, ErrorInput> = {...BUSINESS_ERROR_INPUTS, ...MODULE_ERROR_INPUTS};

/** Error examples no sandbox input produces, with the reason (DECISIONS.md). */
export const LIVE_ONLY: Record<string, string> = {
  'toolkit-single-payments createSinglePayment createSinglePayment-companyNotVerified':
    'the sandbox terminal\'s company, Bramble & Finch, is verified, and a verified company stays verified: no sandbox input makes it unverified (DECISIONS.md "Toolkit company checks in the sandbox")',
  'toolkit-single-payments createAndProcessSinglePayment createAndProcessSinglePayment-companyNotVerified':
    'the sandbox terminal\'s company, Bramble & Finch, is verified, and a verified company stays verified: no sandbox input makes it unverified (DECISIONS.md "Toolkit company checks in the sandbox")',
  'toolkit-recurring-payments createRecurringPayment createRecurringPayment-companyNotVerified':
    'the sandbox terminal\'s company, Bramble & Finch, is verified, and a verified company stays verified: no sandbox input makes it unverified (DECISIONS.md "Toolkit company checks in the sandbox")',
  'toolkit-recurring-payments createAndProcessRecurringPayment createAndProcessRecurringPayment-companyNotVerified':
    'the sandbox terminal\'s company, Bramble & Finch, is verified, and a verified company stays verified: no sandbox input makes it unverified (DECISIONS.md "Toolkit company checks in the sandbox")',
};
