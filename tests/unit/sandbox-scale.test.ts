/**
 * The sandbox at scale (issue 39): what a request costs does not grow with the history it holds, and what it keeps
 * is bounded. Costs are counted, never timed: a proxy on a collection counts the records a handler reads and the
 * times it lists the whole collection. Bounds: the kept webhooks paged by `GET /_sandbox/events?after=`, ended
 * rate-limit windows pruned on the sandbox clock (idempotency keys: sandbox-state.test.ts). The scheduler: a task
 * due while the real clock moves on within one run is run, not dropped; overdue is a clock task, and a state saved
 * without those tasks gets them when the sandbox starts on it.
 */
import type {Keyed} from '../../src/sandbox/kit/keyed';
import {describe, expect, it} from 'vitest';
import {
  createSandbox,
  SANDBOX_LIMITS,
  type HandlerContext,
  type PaymentRecord,
  type SandboxState,
} from '../../src/sandbox';
import type {Json} from '../../src/sandbox/openapi';
import {SINGLE_PAYMENT_HANDLERS, storePayment} from '../../src/sandbox/resources/single-payments';
import {recordTransaction, transactionsOfParent} from '../../src/sandbox/resources/transactions';
import {requester, sandboxApis, testSandbox, TOOLKIT, BASE_PUBLIC_PRESET} from './sandbox-helpers';

const SP = '/v1/payments/single';
const N = 10_000;

/** A collection that counts the records read from it and the times it is listed whole. */
function counted<T>(target: Record<string, T>) {
  const count = {reads: 0, listings: 0};
  const proxy = new Proxy(target, {
    get(t, key, receiver) {
      if (typeof key === 'string' && Object.hasOwn(t, key)) count.reads++;
      return Reflect.get(t, key, receiver) as unknown;
    },
    ownKeys(t) {
      count.listings++;
      return Reflect.ownKeys(t);
    },
  });
  return {proxy, count, reset: () => Object.assign(count, {reads: 0, listings: 0})};
}

/** A state holding one real payment of the toolkit company (made by the engine) and what it needs. */
async function onePayment() {
  const {sandbox, call} = await testSandbox({preset: BASE_PUBLIC_PRESET});
  const created = await call('POST', `${SP}/create`, {reference: 'SCALE-0', amount: '10.00'});
  expect(created.status).toBe(201);
  return {state: sandbox.snapshot(), record: sandbox.snapshot().payments[created.json.result.id]};
}

/** `N` payments of the toolkit company, one a second, made from a real one. */
function manyPayments(template: PaymentRecord): Record<string, PaymentRecord> {
  const payments: Record<string, PaymentRecord> = {};
  const start = Date.parse('2026-07-01T00:00:00.000Z');
  for (let i = 0; i < N; i++) {
    const id = `${(0x6650f000 + i).toString(16)}${'0'.repeat(10)}${i.toString(16).padStart(6, '0')}`;
    payments[id] = {
      ...structuredClone(template),
      payment: {
        ...structuredClone(template.payment),
        id,
        reference: `SCALE-${i}`,
        createdAt: new Date(start + i * 1000).toISOString(),
      },
    };
  }
  return payments;
}

function handlerContext(state: SandboxState, extra: Partial<HandlerContext>): HandlerContext {
  return {
    operation: {operationId: 'getSinglePayment'} as HandlerContext['operation'],
    family: 'toolkit',
    pathParams: {},
    query: {},
    headers: {},
    body: undefined,
    state,
    now: () => Date.parse('2026-07-02T00:00:00.000Z'),
    newId: () => 'x',
    emitWebhook: async () => undefined,
    schedule: () => undefined,
    origin: 'http://127.0.0.1:4010',
    ...extra,
  };
}

describe(`a request's cost at ${N.toLocaleString('en')} records`, () => {
  it('a payment got by id reads that payment; a list page reads its own 25, listing nothing', async () => {
    const {state, record} = await onePayment();
    const payments = counted(manyPayments(record));
    // The counting proxy stands for the table (the brand only marks a prototype-free one).
    const at = {...state, payments: payments.proxy} as unknown as SandboxState;
    const ids = Object.keys(payments.proxy);
    payments.reset();

    const got = await SINGLE_PAYMENT_HANDLERS.getSinglePayment(handlerContext(at, {pathParams: {id: ids[1234]}}));
    expect(got.status).toBe(200);
    expect(payments.count).toEqual({reads: 1, listings: 0});

    const page = (query: Record<string, unknown>) =>
      SINGLE_PAYMENT_HANDLERS.listSinglePayments(handlerContext(at, {query})) as {
        status: number;
        body: {data: {docs: {reference: string}[]; totalDocs: number; hasNextPage: boolean}};
      };
    // The first list of a collection indexes it (one pass); every list after reads only its page.
    expect(page({page: 1, limit: 25}).body.data.docs[0].reference).toBe(`SCALE-${N - 1}`);
    payments.reset();
    storePayment(at, {
      ...structuredClone(record),
      payment: {
        ...structuredClone(record.payment),
        id: 'ffffffff0000000000ffffff',
        reference: 'NEWEST',
        createdAt: '2026-07-02T00:00:00.000Z',
      },
    });
    payments.reset();
    const second = page({page: 2, limit: 25});
    expect(second.body.data.docs.map((p) => p.reference)).toEqual(
      Array.from({length: 25}, (_, i) => `SCALE-${N - 25 - i}`),
    );
    expect([second.body.data.totalDocs, second.body.data.hasNextPage]).toEqual([N + 1, true]);
    expect(payments.count).toEqual({reads: 25, listings: 0});
    expect(page({page: 1, limit: 1}).body.data.docs.map((p) => p.reference)).toEqual(['NEWEST']);
  });

  it("moving a payment reads that payment's transactions, not every transaction", async () => {
    const {state} = await onePayment();
    const store = counted<Json>({});
    const at: SandboxState = {...state, store: {...state.store, transactions: store.proxy as unknown as Keyed<Json>}};
    let n = 0;
    const ctx = {state: at, now: () => Date.parse('2026-07-01T00:00:00.000Z') + n * 1000, newId: () => `t${n++}`};
    for (let i = 0; i < N; i++)
      recordTransaction(ctx, {
        companyId: 'c',
        parentEntityType: 'Payment',
        parentEntityId: `p${i % (N / 2)}`,
        direction: 'incoming',
        amount: '1.00',
        reference: `R${i}`,
        status: 'pending',
      });
    store.reset();
    expect(transactionsOfParent(at, 'p7').map((t) => t.reference)).toEqual(['R7', `R${N / 2 + 7}`]);
    expect(store.count).toEqual({reads: 2, listings: 0});
  });
});

describe('what the sandbox keeps is bounded', () => {
  it(`pages the kept webhooks (the newest ${SANDBOX_LIMITS.eventsKept}): after an id, at most limit, hasMore`, async () => {
    const {call} = await testSandbox({preset: BASE_PUBLIC_PRESET});
    for (let i = 0; i < 5; i++)
      expect((await call('POST', `${SP}/create-and-process`, {reference: `E-${i}`, amount: '1.00'})).status).toBe(201);
    const all = await call('GET', '/_sandbox/events');
    expect([all.status, all.json.events.length, all.json.hasMore]).toEqual([200, 5, false]);
    const ids = all.json.events.map((e: {id: string}) => e.id);
    const page = await call('GET', `/_sandbox/events?after=${ids[1]}&limit=2`);
    expect([page.json.events.map((e: {id: string}) => e.id), page.json.hasMore]).toEqual([[ids[2], ids[3]], true]);
    const last = await call('GET', `/_sandbox/events?after=${ids[3]}&limit=2`);
    expect([last.json.events.map((e: {id: string}) => e.id), last.json.hasMore]).toEqual([[ids[4]], false]);
    expect((await call('GET', `/_sandbox/events?after=${ids[4]}`)).json).toEqual({events: [], hasMore: false});
    const gone = await call('GET', '/_sandbox/events?after=000000000000000000000000');
    expect([gone.status, gone.json.error.message]).toEqual([
      404,
      `no kept event has the id 000000000000000000000000: the sandbox keeps the newest ${SANDBOX_LIMITS.eventsKept} webhooks (GET /_sandbox/events lists them)`,
    ]);
    for (const limit of ['0', '1001', 'x', '2.5'])
      expect((await call('GET', `/_sandbox/events?limit=${limit}`)).json.error.message).toBe(
        `limit must be a whole number from 1 to ${SANDBOX_LIMITS.eventsKept}`,
      );
  });

  it('prunes the rate-limit window of any credential sent once its minute is over, on the sandbox clock', async () => {
    const {sandbox, call, clock} = await testSandbox({preset: BASE_PUBLIC_PRESET});
    const wrong = {'X-Terminal-Id': 'not-a-terminal-of-the-sandbox'};
    for (let i = 0; i < 3; i++) expect((await call('GET', `${SP}/list`, undefined, wrong)).status).toBe(401);
    const bucket = `toolkit:${wrong['X-Terminal-Id']}`;
    expect(Object.keys(sandbox.snapshot().rateLimits)).toContain(bucket);
    clock.advance(59_000);
    await call('GET', `${SP}/list`);
    expect(Object.keys(sandbox.snapshot().rateLimits)).toContain(bucket);
    clock.advance(2_000);
    await call('GET', `${SP}/list`);
    expect(Object.keys(sandbox.snapshot().rateLimits)).toEqual([`toolkit:${TOOLKIT['X-Terminal-Id']}`]);
  });
});

describe('the scheduler', () => {
  it('runs every task due, also when the real clock moves on between its reads', async () => {
    // A base clock that moves a millisecond at every read, as real time does under load.
    let t = Date.parse('2026-07-01T10:30:00.000Z');
    const sandbox = createSandbox({preset: BASE_PUBLIC_PRESET, apis: await sandboxApis(), clock: () => t++});
    const {call} = requester(sandbox);
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const r = await call('POST', `${SP}/create-and-process`, {reference: `T-${i}`, amount: '1.00'});
      ids.push(r.json.result.id);
      expect((await call('POST', `/_sandbox/bank/${r.json.result.id}/approve`)).status).toBe(200);
    }
    for (let i = 0; i < 40; i++) {
      t += 150; // each approval's confirmation comes due on its own, one request at a time
      await call('GET', `${SP}/list`);
    }
    await call('POST', '/_sandbox/clock', {advance: 'PT1M'});
    const statuses = Object.values(sandbox.snapshot().payments).map((p) => p.payment.status);
    expect(statuses.filter((s) => s !== 'paid')).toEqual([]);
  });

  it('makes a sent payment overdue by its clock task; a state saved without the task gets it at start', async () => {
    const {sandbox, call, clock} = await testSandbox({preset: BASE_PUBLIC_PRESET});
    const r = await call('POST', `${SP}/create-and-process`, {reference: 'DUE', amount: '1.00', dueDate: '2026-07-03'});
    const id = r.json.result.id;
    expect(sandbox.snapshot().scheduled).toEqual([
      {at: Date.parse('2026-07-04T00:00:00.000Z'), kind: 'single-payments.due-date', id},
    ]);
    // The same state without its task (as a state file written before due dates were tasks).
    const saved = {...sandbox.snapshot(), scheduled: []};
    clock.advance(3 * 86_400_000);
    expect((await call('GET', `${SP}/${id}`)).json.data.status).toBe('overdue');
    const restarted = createSandbox({
      preset: BASE_PUBLIC_PRESET,
      apis: await sandboxApis(),
      state: saved,
      clock: clock.now,
    });
    expect((await requester(restarted).call('GET', `${SP}/${id}`)).json.data.status).toBe('overdue');
    const events = restarted.events().map((e) => [e.type, JSON.parse(e.body).data.status]);
    expect(events.at(-1)).toEqual(['single-payments.status-update', 'overdue']);
  });
});
