/**
 * Recurring payments in the sandbox engine (src/sandbox/resources/recurring-payments.ts, lifecycle in
 * src/sandbox/lifecycles/recurring-payment.ts), driven as an integrator would: create, process, the customer's
 * set-up at the test bank (`POST /_sandbox/bank/{id}/{action}`) and the public initiate call, the checks of the
 * scheduled payments on the sandbox clock (the pence of `recurringAmount`, the waiting day across a bank
 * holiday, **Run next check now**), edits, deletes, notes, lists and the partner's companies; every webhook
 * checked against the spec's payload schema.
 */
import fs from 'node:fs';
import YAML from 'yaml';
import {beforeAll, describe, expect, it} from 'vitest';
import {earliestFirstCollectionDate, setupDeadline} from '../../src/rules';
import {createSandbox, type SandboxApi} from '../../src/sandbox';
import {resolveLink} from '../../src/sandbox/links';
import {
  EDITABLE_FIELDS,
  INITIAL_PAYMENT_TRANSITIONS,
  RECURRING_PAYMENT_STATUSES,
  RECURRING_PAYMENT_TRANSITIONS,
  SANDBOX_COLLECTION_OUTCOMES,
  dateTooSoonMessage,
  sandboxCollectionOutcome,
  editNotAllowedMessage,
  refusalFor,
} from '../../src/sandbox/lifecycles/recurring-payment';
import {RECURRING_COLLECTION, RECURRING_PAYMENTS, paymentDate} from '../../src/sandbox/resources/recurring-payments';
import {createRequestValidator} from '../../src/sandbox/validate';
import {BRAMBLE, requester, sandboxApis, testSandbox, BASE_PROVIDER_PRESET} from './sandbox-helpers';
import {lifecycleMarkdownOf} from '../../src/sandbox/lifecycles';

const RP = '/v1/payments/recurring';
const prp = (company = BRAMBLE) => `/partner/v1/${company}/payments/recurring`;
const SP = '/v1/payments/single';
const INITIATE = '/v1/public/payment-flow/initiate';
const MARA = '6650f1c2a9d3e4b5c6d7e8fa'; // pending_verification
const HERON = '6650f1c2a9d3e4b5c6d7e8fb'; // banned
const ORIGIN = 'http://127.0.0.1:4010';
const PAYEE = {name: 'Ada Quill', externalAccountId: '6655a1b2c3d4e5f6a7b8c901', identification: '60161320417758'};

/** Priya's weekly watering (the spec's example), with what a test changes. */
const weekly = (over: Record<string, unknown> = {}) => ({
  reference: 'GM-2026-008',
  recurringAmount: '30.00',
  recurringPaymentDate: '2026-07-13',
  numberOfPayments: 0,
  frequency: 'one_week',
  customerName: 'Priya Castellane',
  ...over,
});
/** Ada's monthly garden maintenance after an initial payment (the spec's create-and-process example). */
const monthly = (over: Record<string, unknown> = {}) => ({
  reference: 'GM-2026-007',
  recurringAmount: '45.00',
  recurringPaymentDate: '2026-08-01',
  numberOfPayments: 12,
  frequency: 'one_month',
  bankAccount: '66509a8b7c6d5e4f3a2b1c0d',
  customerName: 'Ada Quill',
  customerEmail: 'ada.quill@example.org',
  initialAmount: '60.00',
  notes: [{text: 'Side gate code 4417.', visibility: 'private'}],
  ...over,
});

const pathYaml = (api: 'toolkit' | 'partner', file: string) =>
  YAML.parse(fs.readFileSync(`openapi/${api}/recurring-payments/paths/${file}`, 'utf8'));
const documented400 = (api: 'toolkit' | 'partner', file: string, method: string, name: string): string =>
  pathYaml(api, file)[method].responses['400'].content['text/plain'].examples[name].value;

/** The partner create's documented `403` example text. */
function documented403(name: string): string {
  return pathYaml('partner', '{companyId}_payments_recurring_create.yaml').post.responses['403'].content['text/plain']
    .examples[name].value;
}

let apis: SandboxApi[];
let validators: Record<string, ReturnType<typeof createRequestValidator>>;
beforeAll(async () => {
  apis = await sandboxApis();
  validators = Object.fromEntries(
    ['toolkit-recurring-payments', 'partner-recurring-payments'].map((id) => [
      id,
      createRequestValidator(apis.find((a) => a.id === id)!.bundled),
    ]),
  );
});

/** `recurring-payments.payment-missed` -> `PaymentMissed` (the webhook's payload schema is `RecurringPayment<…>Webhook`). */
const webhookSchema = (type: string) =>
  type
    .split('.')[1]
    .split(/[-_]/)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

/** The recurring webhooks sent from event `from` on: `<event>:<status>`, each payload valid against the spec. */
function webhooks(sandbox: {events: () => {type: string; body: string}[]}, from = 0) {
  return sandbox
    .events()
    .slice(from)
    .filter((e) => e.type.startsWith('recurring-payments.'))
    .map((e) => {
      const body = JSON.parse(e.body);
      const failure = validators['toolkit-recurring-payments'](
        body,
        `#/components/schemas/RecurringPayment${webhookSchema(e.type)}Webhook`,
        '',
      );
      expect(failure, `${e.type} payload`).toBeUndefined();
      expect(body.scope).toBe('recurring-payments');
      return {summary: `${body.event}:${body.data.status}`, data: body.data};
    });
}
const summaries = (sandbox: Parameters<typeof webhooks>[0], from = 0) => webhooks(sandbox, from).map((w) => w.summary);

/** A recurring payment as the get call returns it, checked against the documented response schema. */
async function get(call: Awaited<ReturnType<typeof testSandbox>>['call'], id: string, base = RP) {
  const r = await call('GET', `${base}/${id}`);
  expect(r.status).toBe(200);
  const api = base.startsWith('/partner/') ? 'partner-recurring-payments' : 'toolkit-recurring-payments';
  expect(validators[api](r.json, '#/components/schemas/RecurringPaymentResponse', '')).toBeUndefined();
  return r.json.data;
}

/** Moves the sandbox clock to an instant and runs what is due. */
async function advanceTo(t: Awaited<ReturnType<typeof testSandbox>>, instant: string) {
  t.clock.advance(Date.parse(instant) - t.sandbox.now());
  await t.sandbox.tick();
}

/** Create and process, then the test bank's **Approve** (no initial payment): `active`. */
async function activeRecurring(t: Awaited<ReturnType<typeof testSandbox>>, body: Record<string, unknown>) {
  const created = await t.call('POST', `${RP}/create-and-process`, body);
  expect(created.status).toBe(201);
  const approved = await t.call('POST', `/_sandbox/bank/${created.json.result.id}/approve`);
  expect(approved.status).toBe(200);
  expect(approved.json.recurringPayment.status).toBe('active');
  return created.json.result.id as string;
}

describe('recurring-payment lifecycle data', () => {
  it('has exactly the statuses of RecurringStatus, each reachable; the transitions send status-update', () => {
    const spec = YAML.parse(fs.readFileSync('openapi/shared/schemas/RecurringStatus.yaml', 'utf8'));
    expect([...RECURRING_PAYMENT_STATUSES].sort()).toEqual([...spec.enum].sort());
    const reached = new Set(RECURRING_PAYMENT_TRANSITIONS.map((t) => t.to));
    expect(RECURRING_PAYMENT_STATUSES.filter((s) => !reached.has(s))).toEqual([]);
    expect(RECURRING_PAYMENT_TRANSITIONS.filter((t) => !t.webhook).map((t) => t.action)).toEqual(['create']);
    expect(INITIAL_PAYMENT_TRANSITIONS.filter((t) => !t.webhook).map((t) => t.action)).toEqual(['create']);
    expect(SANDBOX_COLLECTION_OUTCOMES.slice(1).map((o) => o.pence)).toEqual([[91], [92], [93], [94], [95], [96]]);
  });

  it('declares every pence ending once (.97 to .99 in full), and the page renders its table from that declaration', () => {
    const all = SANDBOX_COLLECTION_OUTCOMES.flatMap((o) => o.pence).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({length: 100}, (_, i) => i));
    for (const amount of ['49.97', '49.98', '49.99', '49.00', '49.90'])
      expect(sandboxCollectionOutcome(amount), amount).toBe('in_full');
    expect(sandboxCollectionOutcome('49.91')).toBe('half');
    expect(new Set(SANDBOX_COLLECTION_OUTCOMES.map((o) => o.action)).size).toBe(SANDBOX_COLLECTION_OUTCOMES.length);
    const page = fs.readFileSync('docs/guides/sandbox-outcomes.mdx', 'utf8');
    expect(page).toContain('<Lifecycle id="recurring-payment" part="sandbox-outcomes" />');
    // No second, hand-written table of the pence.
    expect(page).not.toMatch(/`recurringAmount` ending in/);
    const table = lifecycleMarkdownOf('recurring-payment', undefined, 'sandbox-outcomes');
    expect(table).toContain('`recurringAmount` ending in `.00` to `.90` or `.97` to `.99`');
    for (const o of SANDBOX_COLLECTION_OUTCOMES) expect(table).toContain(`**${o.label}** (\`${o.action}\``);
    expect(() => lifecycleMarkdownOf('recurring-payment', undefined, 'nope')).toThrow(/no part "nope"/);
  });

  it('refuses with the documented 400 messages, toolkit and partner alike', () => {
    for (const api of ['toolkit', 'partner'] as const) {
      const prefix = api === 'partner' ? '{companyId}_' : '';
      const file = (name: string) => `${prefix}payments_recurring_${name}.yaml`;
      expect(refusalFor('processRecurringPayment', 'sent')?.message).toBe(
        documented400(api, file('{id}_process'), 'post', 'processRecurringPayment-notDraft'),
      );
      expect(refusalFor('deleteRecurringPayment', 'active')?.message).toBe(
        documented400(api, file('{id}_delete'), 'post', 'deleteRecurringPayment-active'),
      );
      expect(editNotAllowedMessage('recurringAmount', 'active')).toBe(
        documented400(api, file('{id}_edit'), 'post', 'editRecurringPayment-notAllowedWhenActive'),
      );
      expect(dateTooSoonMessage()).toBe(
        documented400(api, file('create'), 'post', 'createRecurringPayment-dateTooSoon'),
      );
    }
    expect(refusalFor('initiateRecurringPaymentFlow', 'active')?.message).toBe(
      documented400(
        'toolkit',
        'public_payment-flow_initiate.yaml',
        'post',
        'initiateRecurringPaymentFlow-alreadyActive',
      ),
    );
    expect(refusalFor('processRecurringPayment', 'draft')).toBeUndefined();
    expect(refusalFor('deleteRecurringPayment', 'overdue')).toBeUndefined();
    expect(refusalFor('initiateRecurringPaymentFlow', 'rejected')).toBeUndefined();
    expect(EDITABLE_FIELDS.active).toEqual(['customerName', 'customerEmail']);
  });

  it('computes payment dates with the last-day rule of short months and 28 February', () => {
    expect(paymentDate('2026-08-01', 'one_month', 11)).toBe('2027-07-01');
    expect(paymentDate('2026-01-31', 'one_month', 1)).toBe('2026-02-28');
    expect(paymentDate('2026-01-31', 'one_month', 2)).toBe('2026-03-31');
    expect(paymentDate('2026-11-30', 'three_months', 1)).toBe('2027-02-28');
    expect(paymentDate('2028-02-29', 'one_year', 1)).toBe('2029-02-28');
    expect(paymentDate('2026-07-13', 'one_week', 3)).toBe('2026-08-03');
  });
});

describe('toolkit: create, process and the set-up', () => {
  it('creates a draft, edits every field, refuses a date that became too soon, processes it: sent with its link', async () => {
    const t = await testSandbox();
    const {call, sandbox} = t;
    // Called on Wednesday 1 July 2026: the earliest first collection is 6 working days later, Thursday 9 July.
    expect(earliestFirstCollectionDate(new Date(sandbox.now()))).toBe('2026-07-09');
    const soon = await call('POST', `${RP}/create`, weekly({recurringPaymentDate: '2026-07-08'}));
    expect(soon.status).toBe(400);
    expect(soon.body).toBe('recurringPaymentDate must be at least 6 working days ahead');
    expect((await call('POST', `${RP}/create`, weekly({recurringAmount: '0.00'}))).body).toBe(
      'recurringAmount must be greater than 0.00',
    );
    const created = await call('POST', `${RP}/create`, weekly({recurringPaymentDate: '2026-07-09'}));
    expect(created.status).toBe(201);
    const draft = created.json.result;
    expect(draft).toMatchObject({
      status: 'draft',
      invoiceRefNumber: 'GM-2026-008',
      firstPaymentDate: '2026-07-09',
      finalPaymentDate: null,
      expectedNumberOfPayments: 0,
      transactions: [],
      initialPayment: null,
      link: null,
      qrCodeData: null,
      bankAccount: '66509a8b7c6d5e4f3a2b1c0d',
      integration: '66508f7e6d5c4b3a29180706',
      dataApiCheckStatus: null,
      lastDataApiCheckAt: null,
    });
    expect(draft.id).toMatch(/^[a-f0-9]{24}$/);

    // Every field of a draft; an initial payment appears, a draft too, due at the set-up deadline.
    const edited = await call('POST', `${RP}/${draft.id}/edit`, {
      reference: 'GM-2026-009',
      recurringAmount: '25.00',
      recurringPaymentDate: '2026-07-31',
      numberOfPayments: 3,
      frequency: 'one_month',
      initialAmount: '10.00',
      customerEmail: 'priya.castellane@example.org',
    });
    expect(edited.status).toBe(200);
    expect(edited.json.result).toMatchObject({
      invoiceRefNumber: 'GM-2026-009',
      recurringAmount: '25.00',
      firstPaymentDate: '2026-07-31',
      finalPaymentDate: '2026-09-30',
      expectedNumberOfPayments: 3,
      frequency: 'one_month',
      status: 'draft',
      initialPayment: {status: 'draft', amount: '10.00', reference: 'GM-2026-009', dueDate: '2026-07-28'},
    });
    expect((await call('POST', `${RP}/${draft.id}/edit`, {recurringPaymentDate: '2026-07-02'})).body).toBe(
      dateTooSoonMessage(),
    );
    expect(sandbox.events()).toEqual([]);

    // On Friday 24 July, 31 July is too soon (the earliest is Monday 3 August): process refuses until the date moves.
    await advanceTo(t, '2026-07-24T09:00:00.000Z');
    expect(await call('POST', `${RP}/${draft.id}/process`)).toMatchObject({
      status: 400,
      body: dateTooSoonMessage(),
    });
    await call('POST', `${RP}/${draft.id}/edit`, {recurringPaymentDate: '2026-08-31'});
    const processed = await call('POST', `${RP}/${draft.id}/process`);
    expect(processed.status).toBe(200);
    const sent = processed.json.result;
    expect(sent.status).toBe('sent');
    expect(sent.link).toMatch(/^http:\/\/127\.0\.0\.1:4010\/pay\/recurring\?p=[a-f0-9]{20}$/);
    expect(sent.qrCodeData).toMatch(/^data:image\/png;base64,/);
    expect(sent.initialPayment).toMatchObject({status: 'sent', dueDate: setupDeadline('2026-08-31')});
    const hash = new URL(sent.link).searchParams.get('p')!;
    expect(resolveLink(sandbox.snapshot(), hash)).toEqual({
      kind: 'recurring',
      id: draft.id,
      module: 'recurring-payments',
    });
    expect(summaries(sandbox)).toEqual(['status-update:sent']);

    const again = await call('POST', `${RP}/${draft.id}/process`);
    expect(again).toMatchObject({status: 400, body: 'Only a draft recurring payment can be processed'});
    // Removing the initial payment is a draft-only change.
    expect((await call('POST', `${RP}/${draft.id}/edit`, {initialAmount: null})).body).toBe(
      'initialAmount cannot be changed when status is sent',
    );
  });

  it('sets up with an initial payment: initiate steps, Approve twice, active with the initial pending, then paid', async () => {
    const t = await testSandbox();
    const {call, sandbox} = t;
    const created = await call('POST', `${RP}/create-and-process`, monthly(), {'Idempotency-Key': 'rp-ada-1'});
    expect(created.status).toBe(201);
    const rp = created.json.result;
    expect(rp).toMatchObject({
      status: 'sent',
      firstPaymentDate: '2026-08-01',
      finalPaymentDate: '2027-07-01',
      transactions: [],
      initialPayment: {status: 'sent', amount: '60.00', reference: 'GM-2026-007', dueDate: '2026-07-29'},
      notes: [{text: 'Side gate code 4417.', visibility: 'private'}],
    });
    // A retry with the same key is the same recurring payment, not a second one.
    const replay = await call('POST', `${RP}/create-and-process`, monthly(), {'Idempotency-Key': 'rp-ada-1'});
    expect(replay.json.result.id).toBe(rp.id);
    expect(replay.headers['Idempotency-Replayed']).toBe('true');
    expect(summaries(sandbox)).toEqual(['status-update:sent']);

    // The initial payment is a single payment: the single payments API reads it, but does not edit it.
    const single = await call('GET', `${SP}/${rp.initialPayment.id}`);
    expect(single.json.data).toMatchObject({status: 'sent', amount: '60.00', link: rp.link});
    const locked = `this payment is the initial payment of recurring payment ${rp.id}: it is processed, edited, cancelled and deleted only with its recurring payment`;
    expect(await call('POST', `${SP}/${rp.initialPayment.id}/edit`, {description: 'x'})).toMatchObject({
      status: 400,
      body: locked,
    });
    expect((await call('DELETE', `${SP}/${rp.initialPayment.id}/delete`)).body).toBe(locked);

    // The payment page's first initiate call: the initial payment.
    const hash = new URL(rp.link).searchParams.get('p')!;
    const initiate = () => call('POST', INITIATE, {type: 'recurring', id: hash, provider: 'ob-natwest-sandbox'}, {});
    // Only the sandbox's own banks, as for a single payment (the live bank's identifier is refused).
    expect(await call('POST', INITIATE, {type: 'recurring', id: hash, provider: 'ob-natwest'}, {})).toMatchObject({
      status: 400,
      body: 'provider ob-natwest is not enabled in the sandbox: choose a -sandbox provider, for example ob-natwest-sandbox',
    });
    const first = await initiate();
    expect(first.status).toBe(200);
    expect(first.json.data.step).toBe('initial_payment');
    expect(first.json.data.authUrl).toMatch(/^http:\/\/127\.0\.0\.1:4010\/bank\/authorise\?request=[a-f0-9]{20}$/);
    // Calling again starts a new authorisation: the previous authUrl stops working.
    const second = await initiate();
    expect(second.json.data.authUrl).not.toBe(first.json.data.authUrl);
    const authOf = (url: string) => resolveLink(sandbox.snapshot(), new URL(url).searchParams.get('request')!);
    expect(authOf(first.json.data.authUrl)).toBeUndefined();
    const auth = authOf(second.json.data.authUrl)!;
    expect(auth).toMatchObject({kind: 'authorisation', module: 'recurring-payments'});

    const approvedInitial = await call('POST', `/_sandbox/bank/${auth.id}/approve`);
    expect(approvedInitial.status).toBe(200);
    expect(approvedInitial.json.action).toBe('initial_payment.approve');
    expect(approvedInitial.json.recurringPayment.initialPayment.status).toBe('pending');
    // One use.
    expect((await call('POST', `/_sandbox/bank/${auth.id}/approve`)).json.error.message).toMatch(/no longer works/);

    // Back from the bank with the initial payment pending: the standing order.
    const third = await initiate();
    expect(third.json.data.step).toBe('standing_order');
    const approved = await call('POST', `/_sandbox/bank/${rp.id}/approve`);
    expect(approved.json.action).toBe('standing_order.approve');
    const active = await get(call, rp.id);
    expect(active).toMatchObject({
      status: 'active',
      initialPayment: {status: 'pending'},
      dataApiCheckStatus: 'waiting_for_first_check',
      lastDataApiCheckAt: null,
    });
    expect(active.transactions).toHaveLength(1);

    // The bank confirms the initial payment 5 seconds later.
    expect((await call('POST', '/_sandbox/clock', {advance: 'PT5S'})).status).toBe(200);
    expect((await get(call, rp.id)).initialPayment.status).toBe('paid');
    expect((await call('GET', `${SP}/${rp.initialPayment.id}`)).json.data).toMatchObject({status: 'paid'});
    expect(webhooks(sandbox).map((w) => `${w.summary}/${w.data.initialPayment.status}`)).toEqual([
      'status-update:sent/sent',
      'status-update:sent/pending',
      'status-update:active/pending',
      'status-update:active/paid',
    ]);

    // Set it up again once active: refused, by the initiate call and the test bank alike.
    expect(await initiate()).toMatchObject({
      status: 400,
      body: 'Recurring payment with status active cannot be set up',
    });
    // A refused action names those the recurring payment offers now (its test bank's buttons).
    expect((await call('POST', `/_sandbox/bank/${rp.id}/approve`)).json.error.message).toBe(
      'Recurring payment with status active cannot be set up (the actions it offers now: run-next-check, next-paid, next-short, next-late, next-missed, next-unreadable, next-connection-lost, next-cancelled)',
    );
    expect((await call('POST', `/_sandbox/bank/${rp.id}/pay-twice`)).status).toBe(400);
    // Deleting and editing beyond the customer fields are refused once set up.
    expect(await call('POST', `${RP}/${rp.id}/delete`)).toMatchObject({
      status: 400,
      body: 'A recurring payment with status active cannot be deleted',
    });
    expect((await call('POST', `${RP}/${rp.id}/edit`, {recurringAmount: '50.00'})).body).toBe(
      'recurringAmount cannot be changed when status is active',
    );
    expect((await call('POST', `${RP}/${rp.id}/edit`, {recurringPaymentDate: '2026-09-01'})).body).toBe(
      'recurringPaymentDate cannot be changed when status is active',
    );
    const renamed = await call('POST', `${RP}/${rp.id}/edit`, {customerName: 'Ada Quill-Finch'});
    expect(renamed.json.result.customerName).toBe('Ada Quill-Finch');
    expect(await initiate()).toMatchObject({status: 400});
    expect(summaries(sandbox)).toHaveLength(4);
  });

  it('Decline and retry; Let the link expire; the set-up deadline on the clock; a new date sends it again', async () => {
    const t = await testSandbox();
    const {call, sandbox} = t;
    // Without an initial payment: declined, then set up through the same link.
    const plain = (await call('POST', `${RP}/create-and-process`, weekly())).json.result;
    const declined = await call('POST', `/_sandbox/bank/${plain.id}/decline`);
    expect(declined.json).toMatchObject({action: 'standing_order.decline', recurringPayment: {status: 'rejected'}});
    const hash = new URL(plain.link).searchParams.get('p')!;
    const retry = await call('POST', INITIATE, {type: 'recurring', id: hash, provider: 'ob-monzo-sandbox'});
    expect(retry.json.data.step).toBe('standing_order');
    await call('POST', `/_sandbox/bank/${plain.id}/approve`);
    expect((await get(call, plain.id)).status).toBe('active');
    expect(summaries(sandbox)).toEqual(['status-update:sent', 'status-update:rejected', 'status-update:active']);

    // With an initial payment: the bank declines it, both are rejected; then the link expires: both overdue.
    const mark = sandbox.events().length;
    const ada = (await call('POST', `${RP}/create-and-process`, monthly())).json.result;
    const rejected = await call('POST', `/_sandbox/bank/${ada.initialPayment.id}/decline`);
    expect(rejected.json.recurringPayment).toMatchObject({status: 'rejected', initialPayment: {status: 'rejected'}});
    const expired = await call('POST', `/_sandbox/bank/${ada.id}/expire`);
    expect(expired.json.recurringPayment).toMatchObject({status: 'overdue', initialPayment: {status: 'overdue'}});
    const adaHash = new URL(ada.link).searchParams.get('p')!;
    expect(await call('POST', INITIATE, {type: 'recurring', id: adaHash, provider: 'ob-natwest'})).toMatchObject({
      status: 400,
      body: 'Recurring payment with status overdue cannot be set up',
    });
    expect(await call('POST', `${RP}/${ada.id}/edit`, {recurringAmount: '1.00'})).toMatchObject({
      status: 400,
      body: 'recurringAmount cannot be changed when status is overdue',
    });
    // A new first collection date: sent again, same link, the initial payment sent again and due later.
    const moved = await call('POST', `${RP}/${ada.id}/edit`, {recurringPaymentDate: '2026-09-01'});
    expect(moved.json.result).toMatchObject({
      status: 'sent',
      link: ada.link,
      finalPaymentDate: '2027-08-01',
      initialPayment: {status: 'sent', dueDate: setupDeadline('2026-09-01')},
    });
    expect(webhooks(sandbox, mark).map((w) => `${w.summary}/${w.data.initialPayment.status}`)).toEqual([
      'status-update:sent/sent',
      'status-update:rejected/rejected',
      'status-update:overdue/overdue',
      'status-update:sent/sent',
    ]);

    // The set-up deadline of a first collection on Monday 13 July is Wednesday 8 July, in UK time.
    const late = (await call('POST', `${RP}/create-and-process`, weekly({initialAmount: '5.00'}))).json.result;
    expect(late.initialPayment.dueDate).toBe('2026-07-08');
    const beforeDeadline = sandbox.events().length;
    await advanceTo(t, '2026-07-08T22:30:00.000Z'); // 23:30 on the 8th in London
    expect((await get(call, late.id)).status).toBe('sent');
    await advanceTo(t, '2026-07-08T23:30:00.000Z'); // 00:30 on the 9th in London
    const overdue = await get(call, late.id);
    expect(overdue).toMatchObject({status: 'overdue', initialPayment: {status: 'overdue'}});
    expect(summaries(sandbox, beforeDeadline)).toEqual(['status-update:overdue']);
    // On 9 July (UK) the earliest first collection is Friday 17 July.
    expect((await call('POST', `${RP}/${late.id}/edit`, {recurringPaymentDate: '2026-07-16'})).body).toBe(
      dateTooSoonMessage(),
    );
    const resent = await call('POST', `${RP}/${late.id}/edit`, {recurringPaymentDate: '2026-07-17'});
    expect(resent.json.result).toMatchObject({status: 'sent', initialPayment: {status: 'sent', dueDate: '2026-07-14'}});
  });

  it('deletes before the set-up only (a POST, not a DELETE): the link and the unpaid initial payment go with it', async () => {
    const {call} = await testSandbox();
    const ada = (await call('POST', `${RP}/create-and-process`, monthly())).json.result;
    const hash = new URL(ada.link).searchParams.get('p')!;
    expect((await call('DELETE', `${RP}/${ada.id}/delete`)).status).toBe(404);
    expect(await call('POST', `${RP}/${ada.id}/delete`)).toMatchObject({status: 200, json: {deleted: true}});
    expect((await call('GET', `${RP}/${ada.id}`)).status).toBe(404);
    expect((await call('GET', `${SP}/${ada.initialPayment.id}`)).status).toBe(404);
    expect(await call('POST', INITIATE, {type: 'recurring', id: hash, provider: 'ob-natwest'})).toMatchObject({
      status: 404,
      body: 'Not Found',
    });
    expect((await call('POST', `/_sandbox/bank/${ada.id}/approve`)).status).toBe(404);

    // A paid initial payment stays as a single payment (and can then be refunded with the single payments API).
    const paidFirst = (await call('POST', `${RP}/create-and-process`, monthly({reference: 'GM-2026-010'}))).json.result;
    await call('POST', `/_sandbox/bank/${paidFirst.id}/approve`);
    await call('POST', '/_sandbox/clock', {advance: 'PT5S'});
    await call('POST', `/_sandbox/bank/${paidFirst.id}/decline`);
    expect((await get(call, paidFirst.id)).status).toBe('rejected');
    expect((await call('POST', `${RP}/${paidFirst.id}/delete`)).status).toBe(200);
    const kept = await call('GET', `${SP}/${paidFirst.initialPayment.id}`);
    expect(kept.json.data).toMatchObject({status: 'paid', amount: '60.00'});
    expect(
      (await call('POST', `${SP}/${paidFirst.initialPayment.id}/refund`, {payeeAccountInfo: PAYEE})).json.result.status,
    ).toBe('refund_started');

    const draft = (await call('POST', `${RP}/create`, weekly())).json.result;
    expect((await call('POST', `${RP}/${draft.id}/delete`)).status).toBe(200);
    expect((await call('POST', `${RP}/6652d4e5f6a7b8c9d0e1f2a1/delete`)).status).toBe(404);
    expect((await call('POST', `${RP}/6652d4e5f6a7b8c9d0e1f2a1/process`)).status).toBe(404);
  });
});

describe('toolkit: the scheduled payments on the sandbox clock', () => {
  it('finds every payment in full on its date, adds the next one pending, and is paid after the last one', async () => {
    const t = await testSandbox();
    const {call, sandbox} = t;
    const id = await activeRecurring(t, weekly({numberOfPayments: 2}));
    const mark = sandbox.events().length;
    await advanceTo(t, '2026-07-12T23:00:00.000Z');
    expect((await get(call, id)).dataApiCheckStatus).toBe('waiting_for_first_check');
    await advanceTo(t, '2026-07-13T06:00:00.000Z');
    const first = await get(call, id);
    expect(first).toMatchObject({status: 'active', dataApiCheckStatus: 'payment_made'});
    expect(first.transactions).toHaveLength(2);
    expect(Date.parse(first.lastDataApiCheckAt)).toBeGreaterThanOrEqual(Date.parse('2026-07-13T00:00:00.000Z'));
    await advanceTo(t, '2026-07-20T06:00:00.000Z');
    const paid = await get(call, id);
    expect(paid).toMatchObject({status: 'paid', dataApiCheckStatus: 'payment_made'});
    expect(paid.transactions).toHaveLength(2);
    expect(summaries(sandbox, mark)).toEqual(['payment_made:active', 'payment_made:paid', 'status-update:paid']);
    // Final: nothing more is checked, nothing can be deleted, the customer fields can still change.
    await advanceTo(t, '2026-09-01T06:00:00.000Z');
    expect(summaries(sandbox, mark)).toHaveLength(3);
    expect((await call('POST', `/_sandbox/bank/${id}/run-next-check`)).json.error.message).toBe(
      'there is no check to run: this recurring payment is paid (none of them is offered now: the resource has no button to press in its status)',
    );
    expect((await call('POST', `${RP}/${id}/delete`)).body).toBe(
      'A recurring payment with status paid cannot be deleted',
    );
    expect((await call('POST', `${RP}/${id}/edit`, {customerEmail: 'priya@example.org'})).status).toBe(200);
  });

  it('runs the next check at once with Run next check now, whatever its date (numberOfPayments 2: twice)', async () => {
    const t = await testSandbox();
    const {call, sandbox} = t;
    const ada = (await call('POST', `${RP}/create-and-process`, monthly({numberOfPayments: 2}))).json.result;
    await call('POST', `/_sandbox/bank/${ada.id}/approve`);
    await call('POST', `/_sandbox/bank/${ada.id}/approve`);
    const mark = sandbox.events().length;
    const run = await call('POST', `/_sandbox/bank/${ada.id}/run-next-check`);
    expect(run.json.recurringPayment).toMatchObject({status: 'active', dataApiCheckStatus: 'payment_made'});
    await call('POST', `/_sandbox/bank/${ada.id}/run-next-check`);
    expect((await get(call, ada.id)).status).toBe('paid');
    expect(summaries(sandbox, mark)).toEqual(['payment_made:active', 'payment_made:paid', 'status-update:paid']);
  });

  it('.91: half arrives, partial_payment and warning; the next payment in full on its date makes it active again', async () => {
    const t = await testSandbox();
    const {call, sandbox} = t;
    const id = await activeRecurring(t, weekly({recurringAmount: '30.91'}));
    const mark = sandbox.events().length;
    await advanceTo(t, '2026-07-13T01:00:00.000Z');
    expect(await get(call, id)).toMatchObject({status: 'warning', dataApiCheckStatus: 'partial_payment'});
    expect(summaries(sandbox, mark)).toEqual(['partial_payment:warning', 'status-update:warning']);
    const collections = (sandbox.snapshot().store[RECURRING_COLLECTION][id] as {collections: {status: string}[]})
      .collections;
    expect(collections.map((c) => c.status)).toEqual(['partially_paid', 'pending']);
    // Short again: still warning, no status-update.
    await advanceTo(t, '2026-07-20T01:00:00.000Z');
    expect(summaries(sandbox, mark).slice(2)).toEqual(['partial_payment:warning']);

    // warning -> active takes a payment in full on its date, which the pence of this one never give: the same
    // sandbox, restored from its snapshot with the amount of a payment that arrives.
    const state = sandbox.snapshot();
    (state.store[RECURRING_COLLECTION][id] as {payment: {recurringAmount: string}}).payment.recurringAmount = '30.00';
    const restored = createSandbox({preset: BASE_PROVIDER_PRESET, apis, clock: () => t.sandbox.now(), state});
    const again = requester(restored);
    await again.call('POST', `/_sandbox/bank/${id}/run-next-check`);
    expect((await again.call('GET', `${RP}/${id}`)).json.data.status).toBe('active');
    expect(summaries(restored, state.events.length)).toEqual(['payment_made:active', 'status-update:active']);
  });

  it('.92: missed on its date (waiting), found at the next check: late on a business day, on time after a bank holiday', async () => {
    const t = await testSandbox();
    const {call, sandbox} = t;
    // Mondays from 24 August 2026; Monday 31 August is the summer bank holiday in England and Wales.
    const id = await activeRecurring(t, weekly({recurringAmount: '30.92', recurringPaymentDate: '2026-08-24'}));
    const mark = sandbox.events().length;
    await advanceTo(t, '2026-08-24T12:00:00.000Z');
    expect(await get(call, id)).toMatchObject({status: 'active', dataApiCheckStatus: 'pending_payment'});
    expect(summaries(sandbox, mark)).toEqual([]);
    await advanceTo(t, '2026-08-25T00:00:30.000Z');
    expect(await get(call, id)).toMatchObject({status: 'waiting', dataApiCheckStatus: 'missed_payment'});
    expect(summaries(sandbox, mark)).toEqual(['payment-missed:waiting', 'status-update:waiting']);
    t.clock.advance(60_000);
    await sandbox.tick();
    const late = await get(call, id);
    expect(late).toMatchObject({status: 'warning', dataApiCheckStatus: 'payment_made'});
    expect(late.transactions).toHaveLength(2);
    // The bank holiday's payment arrives on the next business day: on time, active again.
    await advanceTo(t, '2026-09-01T00:05:00.000Z');
    expect((await get(call, id)).status).toBe('active');
    expect(summaries(sandbox, mark)).toEqual([
      'payment-missed:waiting',
      'status-update:waiting',
      'payment_made:warning',
      'status-update:warning',
      'payment-missed:waiting',
      'status-update:waiting',
      'payment_made:active',
      'status-update:active',
    ]);
  });

  it('.93: missed, still missing through the next business day (past a bank holiday): transaction missed, warning', async () => {
    const t = await testSandbox();
    const {call, sandbox} = t;
    // Fridays from 28 August 2026: the next business day after it is Tuesday 1 September.
    const id = await activeRecurring(t, weekly({recurringAmount: '30.93', recurringPaymentDate: '2026-08-28'}));
    const mark = sandbox.events().length;
    await advanceTo(t, '2026-08-29T00:00:30.000Z');
    expect((await get(call, id)).status).toBe('waiting');
    await advanceTo(t, '2026-09-01T23:59:00.000Z');
    expect((await get(call, id)).status).toBe('waiting');
    expect(summaries(sandbox, mark)).toEqual(['payment-missed:waiting', 'status-update:waiting']);
    await advanceTo(t, '2026-09-02T00:00:30.000Z');
    const warned = await get(call, id);
    expect(warned).toMatchObject({status: 'warning', dataApiCheckStatus: 'missed_payment'});
    expect(summaries(sandbox, mark).slice(2)).toEqual(['status-update:warning']);
    const collections = (sandbox.snapshot().store[RECURRING_COLLECTION][id] as {collections: {status: string}[]})
      .collections;
    expect(collections.map((c) => c.status)).toEqual(['missed', 'pending']);
    // The next Friday is missed too: warning -> waiting.
    await advanceTo(t, '2026-09-05T00:00:30.000Z');
    expect(summaries(sandbox, mark).slice(3)).toEqual(['payment-missed:waiting', 'status-update:waiting']);
  });

  it('.93 with Run next check now: missed (waiting) at the first click, missed for good at the second', async () => {
    const t = await testSandbox();
    const {call, sandbox} = t;
    const id = await activeRecurring(t, weekly({recurringAmount: '30.93'}));
    const mark = sandbox.events().length;
    await call('POST', `/_sandbox/bank/${id}/run-next-check`);
    expect(summaries(sandbox, mark)).toEqual(['payment-missed:waiting', 'status-update:waiting']);
    await call('POST', `/_sandbox/bank/${id}/run-next-check`);
    expect(summaries(sandbox, mark).slice(2)).toEqual(['status-update:warning']);
  });

  it('.94: unable_to_check, then the next check (60 s later) finds the money', async () => {
    const t = await testSandbox();
    const {call, sandbox} = t;
    const id = await activeRecurring(t, weekly({recurringAmount: '30.94'}));
    const mark = sandbox.events().length;
    await advanceTo(t, '2026-07-13T00:00:30.000Z');
    expect(await get(call, id)).toMatchObject({status: 'active', dataApiCheckStatus: 'unable_to_check'});
    await advanceTo(t, '2026-07-13T00:01:30.000Z');
    expect(await get(call, id)).toMatchObject({status: 'active', dataApiCheckStatus: 'payment_made'});
    expect(summaries(sandbox, mark)).toEqual(['unable_to_check:active', 'payment_made:active']);
  });

  it('.95: permanent_connection_loss, then the checks stop and the status stays active', async () => {
    const t = await testSandbox();
    const {call, sandbox} = t;
    const id = await activeRecurring(t, weekly({recurringAmount: '30.95'}));
    const mark = sandbox.events().length;
    await call('POST', '/_sandbox/clock', {advance: 'P60D'});
    expect(await get(call, id)).toMatchObject({status: 'active', dataApiCheckStatus: 'permanent_connection_loss'});
    expect(summaries(sandbox, mark)).toEqual(['permanent_connection_loss:active']);
    expect((await call('POST', `/_sandbox/bank/${id}/run-next-check`)).status).toBe(400);
  });

  it('.96: the standing order is cancelled at the bank: cancelled, final', async () => {
    const t = await testSandbox();
    const {call, sandbox} = t;
    const id = await activeRecurring(t, weekly({recurringAmount: '30.96'}));
    const mark = sandbox.events().length;
    await call('POST', `/_sandbox/bank/${id}/run-next-check`);
    const cancelled = await get(call, id);
    // The check that found it ran; nothing is checked any more, so it has no check status (not the first's `waiting_for_first_check`).
    expect(cancelled).toMatchObject({status: 'cancelled', dataApiCheckStatus: null});
    expect(cancelled.lastDataApiCheckAt).not.toBeNull();
    expect(summaries(sandbox, mark)).toEqual(['status-update:cancelled']);
    await call('POST', '/_sandbox/clock', {advance: 'P30D'});
    expect(summaries(sandbox, mark)).toHaveLength(1);
    expect((await call('POST', `${RP}/${id}/delete`)).body).toBe(
      'A recurring payment with status cancelled cannot be deleted',
    );
    expect((await call('POST', `${RP}/${id}/edit`, {frequency: 'one_month'})).body).toBe(
      'frequency cannot be changed when status is cancelled',
    );
  });
});

describe('toolkit: what one scheduled payment finds, chosen at the test bank', () => {
  it('the second payment missed, the third paid: a next-* action sets the next unchecked payment only', async () => {
    const t = await testSandbox();
    const {call, sandbox} = t;
    const id = await activeRecurring(t, weekly({numberOfPayments: 3}));
    const mark = sandbox.events().length;
    await call('POST', `/_sandbox/bank/${id}/run-next-check`);
    expect(summaries(sandbox, mark)).toEqual(['payment_made:active']);
    const set = await call('POST', `/_sandbox/bank/${id}/next-missed`);
    expect(set.status).toBe(200);
    expect(set.json.nextPayment).toEqual({date: '2026-07-20', finds: 'missed'});
    await call('POST', `/_sandbox/bank/${id}/run-next-check`);
    await call('POST', `/_sandbox/bank/${id}/run-next-check`);
    expect(summaries(sandbox, mark).slice(1)).toEqual([
      'payment-missed:waiting',
      'status-update:waiting',
      'status-update:warning',
    ]);
    // The third follows the pence again (.00: in full), and is the last.
    await call('POST', `/_sandbox/bank/${id}/run-next-check`);
    expect(summaries(sandbox, mark).slice(4)).toEqual(['payment_made:paid', 'status-update:paid']);
    const collections = (sandbox.snapshot().store[RECURRING_COLLECTION][id] as {collections: {status: string}[]})
      .collections;
    expect(collections.map((c) => c.status)).toEqual(['completed', 'missed', 'completed']);
  });

  it('a Next payment button pressed before the set-up is refused, naming the set-up buttons it offers now', async () => {
    const {call} = await testSandbox();
    const sent = (await call('POST', `${RP}/create-and-process`, weekly())).json.result;
    const refused = await call('POST', `/_sandbox/bank/${sent.id}/next-cancelled`);
    expect([refused.status, refused.json.error.message]).toEqual([
      400,
      'there is no scheduled payment to come: this recurring payment is sent (the actions it offers now: approve, decline, expire)',
    ]);
  });

  it('overrides the pence for one payment (.93 short once), on the clock too; refused before the set-up', async () => {
    const t = await testSandbox();
    const {call, sandbox} = t;
    const draft = (await call('POST', `${RP}/create`, weekly())).json.result;
    const early = await call('POST', `/_sandbox/bank/${draft.id}/next-short`);
    expect(early.status).toBe(400);
    expect(early.json.error.message).toBe(
      'there is no scheduled payment to come: this recurring payment is draft (none of them is offered now: the resource has no button to press in its status)',
    );
    const id = await activeRecurring(t, weekly({recurringAmount: '30.93'}));
    const mark = sandbox.events().length;
    expect((await call('POST', `/_sandbox/bank/${id}/next-short`)).json.nextPayment.date).toBe('2026-07-13');
    await advanceTo(t, '2026-07-13T01:00:00.000Z');
    expect(summaries(sandbox, mark)).toEqual(['partial_payment:warning', 'status-update:warning']);
    // The next one is .93 again: missed on its date.
    await advanceTo(t, '2026-07-21T00:00:30.000Z');
    expect(summaries(sandbox, mark).slice(2)).toEqual(['payment-missed:waiting', 'status-update:waiting']);
  });

  it('answers an action it does not have with 400 naming the actions to send, not the button labels', async () => {
    const t = await testSandbox();
    const id = await activeRecurring(t, weekly());
    const wrong = await t.call('POST', `/_sandbox/bank/${id}/approve-then-reject`);
    expect(wrong.status).toBe(400);
    const message: string = wrong.json.error.message;
    for (const action of [
      'approve',
      'decline',
      'expire',
      'run-next-check',
      ...SANDBOX_COLLECTION_OUTCOMES.map((o) => o.action),
    ])
      expect(message).toContain(action);
    expect(message).not.toContain('Let the link expire');
  });
});

describe('transactions of a recurring payment', () => {
  it('the transactions APIs list and get the collections and the initial payment; both lists filter by parent', async () => {
    const t = await testSandbox();
    const {call} = t;
    const ada = (await call('POST', `${RP}/create-and-process`, monthly({numberOfPayments: 3}))).json.result;
    await call('POST', `/_sandbox/bank/${ada.id}/approve`);
    t.clock.advance(5_000);
    await t.sandbox.tick();
    await call('POST', `/_sandbox/bank/${ada.id}/approve`);
    await call('POST', `/_sandbox/bank/${ada.id}/next-short`);
    await call('POST', `/_sandbox/bank/${ada.id}/run-next-check`);
    const rp = await get(call, ada.id);
    expect(rp.transactions).toHaveLength(2);
    // Every id of `transactions` resolves, toolkit and partner alike: the collections, oldest first.
    const got = [];
    for (const id of rp.transactions) {
      const one = await call('GET', `/v1/payments/transaction/${id}`);
      expect(one.status, id).toBe(200);
      expect((await call('GET', `${prp().replace('/recurring', '/transactions')}/${id}`)).status, id).toBe(200);
      got.push(one.json.data);
    }
    expect(got.map((x) => [x.status, x.parentEntityType, x.parentEntityId, x.amount, x.expectedCompletedDate])).toEqual(
      [
        ['partially_paid', 'RecurringPayment', ada.id, '45.00', '2026-08-01'],
        ['pending', 'RecurringPayment', ada.id, '45.00', '2026-09-01'],
      ],
    );
    expect(got[0].parentEntityDataApiCheckStatus).toBe('partial_payment');
    // The list holds the initial payment's transaction too (its parent: the initial payment, a single payment).
    const all = (await call('GET', '/v1/payments/transaction/list')).json.data.docs;
    expect(all).toHaveLength(3);
    const initial = all.find((x: {parentEntityType: string}) => x.parentEntityType === 'Payment');
    expect(initial).toMatchObject({parentEntityId: ada.initialPayment.id, status: 'completed', amount: '60.00'});
    for (const list of ['/v1/payments/transaction/list', `${prp().replace('/recurring', '/transactions')}/list`]) {
      const ofRecurring = (await call('GET', `${list}?parentEntityId=${ada.id}`)).json.data.docs;
      expect(ofRecurring.map((x: {id: string}) => x.id).sort(), list).toEqual([...rp.transactions].sort());
      const payments = (await call('GET', `${list}?parentEntityType=Payment`)).json.data.docs;
      expect(
        payments.map((x: {id: string}) => x.id),
        list,
      ).toEqual([initial.id]);
      expect((await call('GET', `${list}?parentEntityType=Invoice`)).status, list).toBe(400);
    }
  });

  it('a collection the cancelled standing order will not bring is cancelled (a declared transition)', async () => {
    const t = await testSandbox();
    const id = await activeRecurring(t, weekly({recurringAmount: '30.96'}));
    await t.call('POST', `/_sandbox/bank/${id}/run-next-check`);
    const [tx] = (await get(t.call, id)).transactions;
    expect((await t.call('GET', `/v1/payments/transaction/${tx}`)).json.data.status).toBe('cancelled');
  });
});

describe('one big clock advance', () => {
  it('stamps each check and its webhook with the time it happened, not the end of the jump', async () => {
    const t = await testSandbox();
    const {call, sandbox} = t;
    const id = await activeRecurring(t, weekly({numberOfPayments: 3}));
    const created = (await call('POST', `${SP}/create-and-process`, {reference: 'INV-CLK', amount: '10.00'})).json
      .result;
    await call('POST', `/_sandbox/bank/${created.id}/approve`);
    const approvedAt = sandbox.now();
    const mark = sandbox.events().length;
    expect((await call('POST', '/_sandbox/clock', {advance: 'P30D'})).status).toBe(200);
    const sent = sandbox
      .events()
      .slice(mark)
      .map((e) => ({type: e.type, sentAt: JSON.parse(e.body).sentAt, createdAt: e.createdAt}));
    for (const e of sent) expect(e.sentAt).toBe(e.createdAt);
    expect(sent.find((e) => e.type === 'single-payments.status-update')?.sentAt).toBe(
      new Date(approvedAt + 5000).toISOString(),
    );
    expect(sent.filter((e) => e.type === 'recurring-payments.payment_made').map((e) => e.sentAt)).toEqual([
      '2026-07-13T00:00:00.000Z',
      '2026-07-20T00:00:00.000Z',
      '2026-07-27T00:00:00.000Z',
    ]);
    expect((await get(call, id)).status).toBe('paid');
  });
});

describe('the working-day rule across a bank holiday', () => {
  it('counts 6 working days after the day of the call, skipping the summer bank holiday', async () => {
    const t = await testSandbox();
    const {call} = t;
    // The clock moves 8 weeks on: Wednesday 26 August 2026. Monday 31 August does not count.
    const moved = await call('POST', '/_sandbox/clock', {advance: 'P8W'});
    expect(moved.json.now).toBe('2026-08-26T10:30:00.000Z');
    expect(earliestFirstCollectionDate(new Date(t.sandbox.now()))).toBe('2026-09-04');
    const tooSoon = await call('POST', `${RP}/create-and-process`, weekly({recurringPaymentDate: '2026-09-03'}));
    expect(tooSoon).toMatchObject({status: 400, body: 'recurringPaymentDate must be at least 6 working days ahead'});
    const ok = await call('POST', `${RP}/create-and-process`, weekly({recurringPaymentDate: '2026-09-04'}));
    expect(ok.status).toBe(201);
    // Its set-up deadline, 3 working days before Friday 4 September, is Tuesday 1 September.
    const withInitial = await call(
      'POST',
      `${RP}/create-and-process`,
      weekly({recurringPaymentDate: '2026-09-07', initialAmount: '5.00'}),
    );
    expect(withInitial.json.result.initialPayment.dueDate).toBe('2026-09-02');
    expect(setupDeadline('2026-09-03')).toBe('2026-08-28');
  });
});

describe('notes and lists', () => {
  it('attaches, edits and deletes notes (merchants write public or private)', async () => {
    const {call} = await testSandbox();
    const rp = (await call('POST', `${RP}/create`, weekly())).json.result;
    const attached = await call('POST', `${RP}/${rp.id}/notes/attach`, {
      text: 'Water the ferns.',
      visibility: 'public',
    });
    const note = attached.json.result.notes[0];
    expect(note).toMatchObject({text: 'Water the ferns.', visibility: 'public'});
    expect((await call('POST', `${RP}/${rp.id}/notes/attach`, {text: 'x', visibility: 'restricted'})).status).toBe(400);
    const edited = await call('POST', `${RP}/${rp.id}/notes/${note.id}/edit`, {
      text: 'Gate 4417.',
      visibility: 'private',
    });
    expect(edited.json.result.notes[0]).toMatchObject({id: note.id, text: 'Gate 4417.', visibility: 'private'});
    expect(
      (await call('POST', `${RP}/${rp.id}/notes/6652f6a7b8c9d0e1f2a3b4c9/edit`, {text: 'y', visibility: 'public'}))
        .status,
    ).toBe(404);
    expect((await call('DELETE', `${RP}/${rp.id}/notes/${note.id}/delete`)).json).toEqual({deleted: true});
    expect((await get(call, rp.id)).notes).toEqual([]);
    expect((await call('DELETE', `${RP}/${rp.id}/notes/${note.id}/delete`)).status).toBe(404);
  });

  it('lists newest first, pages, and filters by status, frequency, created date and reference', async () => {
    const t = await testSandbox();
    const {call} = t;
    const a = (await call('POST', `${RP}/create`, weekly({reference: 'REF-A'}))).json.result;
    t.clock.advance(86_400_000);
    const b = (await call('POST', `${RP}/create-and-process`, monthly({reference: 'REF-B'}))).json.result;
    t.clock.advance(86_400_000);
    const c = (await call('POST', `${RP}/create`, weekly({reference: 'REF-C', frequency: 'three_months'}))).json.result;
    const ids = async (query = '') => {
      const r = await call('GET', `${RP}/list${query}`);
      expect(r.status).toBe(200);
      return r.json.data;
    };
    const all = await ids();
    expect(all).toMatchObject({page: 1, limit: 25, totalDocs: 3, totalPages: 1, hasNextPage: false});
    expect(all.docs.map((d: {id: string}) => d.id)).toEqual([c.id, b.id, a.id]);
    expect((await ids('?status=sent')).docs.map((d: {id: string}) => d.id)).toEqual([b.id]);
    expect((await ids('?frequency=one_week')).docs.map((d: {id: string}) => d.id)).toEqual([a.id]);
    expect((await ids('?reference=REF-C')).docs.map((d: {id: string}) => d.id)).toEqual([c.id]);
    expect((await ids('?reference=REF')).totalDocs).toBe(0);
    expect((await ids('?from=2026-07-02&to=2026-07-02')).docs.map((d: {id: string}) => d.id)).toEqual([b.id]);
    const page2 = await ids('?limit=2&page=2');
    expect(page2).toMatchObject({page: 2, limit: 2, totalDocs: 3, totalPages: 2, hasNextPage: false});
    expect(page2.docs.map((d: {id: string}) => d.id)).toEqual([a.id]);
    expect((await ids('?limit=2')).hasNextPage).toBe(true);
    expect((await ids('?page=5')).docs).toEqual([]);
    expect((await call('GET', `${RP}/list?limit=101`)).status).toBe(400);
  });
});

describe('partner', () => {
  it('the same lifecycle for a managed company; unverified and banned companies refused; others 404', async () => {
    const t = await testSandbox();
    const {call, sandbox} = t;
    const notVerified = await call('POST', `${prp(MARA)}/create`, weekly());
    expect(notVerified).toMatchObject({
      status: 403,
      body: documented403('createRecurringPayment-companyNotVerified'),
    });
    expect(await call('POST', `${prp(HERON)}/create-and-process`, weekly())).toMatchObject({
      status: 403,
      body: documented403('createRecurringPayment-companyBanned'),
    });
    expect((await call('POST', `${prp('6650f1c2a9d3e4b5c6d7e000')}/create`, weekly())).status).toBe(404);
    expect((await call('GET', `${prp('6650f1c2a9d3e4b5c6d7e000')}/list`)).status).toBe(404);

    const created = await call('POST', `${prp()}/create`, {
      ...weekly(),
      notes: [{text: 'Partner-only note.', visibility: 'restricted'}],
    });
    expect(created.status).toBe(201);
    const rp = created.json.result;
    // The merchant reads the note its partner wrote; another company's path does not find the recurring payment.
    expect((await get(call, rp.id)).notes[0].visibility).toBe('restricted');
    expect((await call('GET', `${prp(MARA)}/${rp.id}`)).status).toBe(404);
    expect((await call('GET', `${prp(MARA)}/list`)).json.data.totalDocs).toBe(0);

    const processed = await call('POST', `${prp()}/${rp.id}/process`, undefined, {'Idempotency-Key': 'p-1'});
    expect(processed.json.result.status).toBe('sent');
    expect((await call('POST', `${prp()}/${rp.id}/process`)).body).toBe(
      'Only a draft recurring payment can be processed',
    );
    await call('POST', `/_sandbox/bank/${rp.id}/approve`);
    expect((await get(call, rp.id, prp())).status).toBe('active');
    expect((await call('POST', `${prp()}/${rp.id}/edit`, {numberOfPayments: 4})).body).toBe(
      'numberOfPayments cannot be changed when status is active',
    );
    expect((await call('POST', `${prp()}/${rp.id}/delete`)).status).toBe(400);
    expect((await call('GET', `${prp()}/list?status=active`)).json.data.docs[0].id).toBe(rp.id);
    const restricted = await call('POST', `${prp()}/${rp.id}/notes/attach`, {
      text: 'API only.',
      visibility: 'restricted',
    });
    expect(restricted.json.result.notes).toHaveLength(2);
    expect(summaries(sandbox)).toEqual(['status-update:sent', 'status-update:active']);
  });
});

describe('the test bank page', () => {
  it('describes the set-up with the sandbox-outcomes buttons, then Run next check now once active', async () => {
    const t = await testSandbox();
    const ada = (await t.call('POST', `${RP}/create-and-process`, monthly())).json.result;
    const ctx = {
      state: t.sandbox.snapshot(),
      now: t.sandbox.now,
      newId: () => '0'.repeat(24),
      emitWebhook: async () => {},
      schedule: () => {},
      origin: ORIGIN,
    };
    const page = RECURRING_PAYMENTS.bankPage!(ctx, ada.id)!;
    expect(page.actions.map((a) => a.label)).toEqual(['Approve', 'Decline', 'Let the link expire']);
    expect(page.lines).toContain('Payee: Bramble & Finch Ltd');
    expect(page.lines).toContain('45.00 GBP every month, from 2026-08-01 to 2027-07-01');
    expect(page.lines).toContain('Authorise: the initial payment');
    expect(RECURRING_PAYMENTS.bankPage!(ctx, ada.initialPayment.id)?.title).toBe('Set up a recurring payment');
    expect(RECURRING_PAYMENTS.bankPage!(ctx, '6652d4e5f6a7b8c9d0e1f2ff')).toBeUndefined();
    await t.call('POST', `/_sandbox/bank/${ada.id}/approve`);
    await t.call('POST', `/_sandbox/bank/${ada.id}/approve`);
    const activePage = RECURRING_PAYMENTS.bankPage!({...ctx, state: t.sandbox.snapshot()}, ada.id)!;
    expect(activePage.actions).toEqual([
      {action: 'run-next-check', label: 'Run next check now'},
      ...SANDBOX_COLLECTION_OUTCOMES.map((o) => ({action: o.action, label: o.label})),
    ]);
  });
});
