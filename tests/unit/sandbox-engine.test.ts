/**
 * The sandbox engine (src/sandbox) against the served bundles: the single-payment lifecycle (toolkit and
 * partner), lists, idempotency, credentials, validation, rate limits, webhooks (signed, verified with the
 * site's one verifier, forwarded and retried), snapshot/restore, and 500 schema-violating requests (every
 * documented example: sandbox-examples.test.ts).
 */
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {verifyWebhook} from '../../src/lib/webhookSignature';
import {IDEMPOTENCY, PAGING, RATE_LIMITS, WEBHOOKS} from '../../src/rules';
import {eventIntegration, SANDBOX_WEBHOOK_SECRET} from '../../src/sandbox/credentials';
import {createSandbox} from '../../src/sandbox';
import {buildOperations, resolveRef} from '../../src/sandbox/openapi';
import {BRAMBLE, requester, sandboxApis, testSandbox, BASE_PROVIDER_PRESET} from './sandbox-helpers';

const PAYEE = {name: 'Ada Quill', externalAccountId: '6655a1b2c3d4e5f6a7b8c901', identification: '60161320417758'};
const SP = '/v1/payments/single';
const MARA = '6650f1c2a9d3e4b5c6d7e8fa';
/** Bramble & Finch's integration (company-seeds.ts): `isRetryWebhookEnabled` true. */
const WEB_SHOP = '66508f7e6d5c4b3a29180706';
const PSP = `/partner/v1/${BRAMBLE}/payments/single`;

describe('single-payment lifecycle', () => {
  it('create-and-process -> test bank approve -> pending -> paid after the bank delay -> partial refund', async () => {
    const {sandbox, call} = await testSandbox();
    const created = await call('POST', `${SP}/create-and-process`, {
      reference: 'INV-2026-042',
      amount: '125.50',
      customerName: 'Ada Quill',
    });
    expect(created.status).toBe(201);
    const payment = created.json.result;
    expect(payment.id).toMatch(/^[a-f0-9]{24}$/);
    expect(payment.status).toBe('sent');
    // The link opens the sandbox's own customer payment page (src/sandbox/links.ts), hashed id as live.
    expect(payment.link).toMatch(/^http:\/\/127\.0\.0\.1:4010\/pay\/payment\?p=[a-f0-9]{20}$/);

    // GET /_sandbox/bank lists the link's test-bank buttons, as the bank page shows them.
    const bank = (await call('GET', '/_sandbox/bank')).json.links;
    const pending = bank.find((l: {id: string}) => l.id === payment.id);
    expect(pending.kind).toBe('payment');
    expect(pending.actions.map((a: {action: string}) => a.action)).toContain('approve');
    const approved = await call('POST', `/_sandbox/bank/${payment.id}/approve`);
    expect(approved.json.payment.status).toBe('pending');
    expect((await call('GET', `${SP}/${payment.id}`)).json.data.status).toBe('pending');
    expect((await call('POST', '/_sandbox/clock', {advance: 'PT5S'})).status).toBe(200);
    const paid = (await call('GET', `${SP}/${payment.id}`)).json.data;
    expect(paid.status).toBe('paid');
    expect(paid.completedAt).toBeTruthy();

    const refund = await call('POST', `${SP}/${payment.id}/refund`, {amount: '25.50', payeeAccountInfo: PAYEE});
    expect(refund.status).toBe(200);
    expect(refund.json.result.status).toBe('refund_started');
    expect(refund.json.result.refundLink).toMatch(/refund\?p=[a-f0-9]{20}$/);
    await call('POST', `/_sandbox/bank/${payment.id}/approve`);
    expect((await call('GET', `${SP}/${payment.id}`)).json.data.status).toBe('partial_refund');

    const again = await call('POST', `${SP}/${payment.id}/refund`, {payeeAccountInfo: PAYEE});
    expect([again.status, again.body]).toEqual([
      400,
      'only paid payments can be refunded; this payment is partial_refund',
    ]);
    expect(again.headers['Content-Type']).toMatch(/^text\/plain/);

    const statuses = sandbox.events().map((e) => JSON.parse(e.body).data.status);
    expect(statuses).toEqual(['sent', 'pending', 'paid', 'refund_started', 'partial_refund']);
  });

  it('refuses cancel and delete of a paid payment with the documented answers; cash is paid at once', async () => {
    const {call} = await testSandbox();
    const draft = (
      await call('POST', `${SP}/create`, {reference: 'INV-CASH-1', amount: '40.00', paymentMethod: 'cash'})
    ).json.result;
    expect(draft.status).toBe('draft');
    expect(draft.link).toBeNull();
    const processed = await call('POST', `${SP}/${draft.id}/process`);
    expect(processed.json.result.status).toBe('paid');
    expect(processed.json.result.link).toBeNull();
    const cancel = await call('PATCH', `${SP}/${draft.id}/cancel`);
    expect([cancel.status, cancel.body]).toEqual([
      400,
      'only draft or sent payments can be cancelled; this payment is paid',
    ]);
    const del = await call('DELETE', `${SP}/${draft.id}/delete`);
    expect([del.status, del.body]).toEqual([400, 'paid payments cannot be deleted']);
    const process = await call('POST', `${SP}/${draft.id}/process`);
    expect([process.status, process.body]).toEqual([400, 'only draft payments can be processed; this payment is paid']);
  });

  it('cancels a sent payment, deletes a draft, declines at the test bank, 404s unknown ids', async () => {
    const {call} = await testSandbox();
    const sent = (await call('POST', `${SP}/create-and-process`, {reference: 'INV-A', amount: '10.00'})).json.result;
    expect((await call('PATCH', `${SP}/${sent.id}/cancel`)).json.result.status).toBe('cancelled');
    const draft = (await call('POST', `${SP}/create`, {reference: 'INV-B', amount: '10.00'})).json.result;
    expect((await call('DELETE', `${SP}/${draft.id}/delete`)).json).toEqual({deleted: true});
    const gone = await call('GET', `${SP}/${draft.id}`);
    expect([gone.status, gone.body]).toEqual([404, 'Not Found']);
    const other = (await call('POST', `${SP}/create-and-process`, {reference: 'INV-C', amount: '10.00'})).json.result;
    expect((await call('POST', `/_sandbox/bank/${other.id}/decline`)).json.payment.status).toBe('rejected');
  });

  it('edits: every field of a draft, only the customer fields once sent', async () => {
    const {call} = await testSandbox();
    const sent = (await call('POST', `${SP}/create-and-process`, {reference: 'INV-E', amount: '10.00'})).json.result;
    const amount = await call('POST', `${SP}/${sent.id}/edit`, {amount: '12.00'});
    expect([amount.status, amount.body]).toEqual([400, 'amount can only be edited while the payment is a draft']);
    const name = await call('POST', `${SP}/${sent.id}/edit`, {customerName: 'Ada Quill'});
    expect(name.json.result.customerName).toBe('Ada Quill');
    const draft = (await call('POST', `${SP}/create`, {reference: 'INV-F', amount: '10.00'})).json.result;
    expect((await call('POST', `${SP}/${draft.id}/edit`, {amount: '12.00'})).json.result.amount).toBe('12.00');
  });

  it('attaches, edits and deletes notes', async () => {
    const {call} = await testSandbox();
    const p = (await call('POST', `${SP}/create`, {reference: 'INV-N', amount: '10.00'})).json.result;
    const attached = await call('POST', `${SP}/${p.id}/notes/attach`, {text: 'Thanks', visibility: 'public'});
    const note = attached.json.result.notes[0];
    expect(note).toMatchObject({text: 'Thanks', visibility: 'public'});
    const restricted = await call('POST', `${SP}/${p.id}/notes/attach`, {text: 'x', visibility: 'restricted'});
    expect([restricted.status, restricted.body]).toEqual([400, 'visibility must be one of public, private']);
    const edited = await call('POST', `${SP}/${p.id}/notes/${note.id}/edit`, {
      text: 'Thank you',
      visibility: 'private',
    });
    expect(edited.json.result.notes[0]).toMatchObject({text: 'Thank you', visibility: 'private'});
    const del = await call('DELETE', `${SP}/${p.id}/notes/${note.id}/delete`);
    expect(del.json).toEqual({deleted: true});
    expect((await call('GET', `${SP}/${p.id}`)).json.data.notes).toEqual([]);
  });

  it('partner: the same lifecycle per managed company; methods, banned and unknown companies refused', async () => {
    const {call} = await testSandbox();
    const created = await call('POST', `${PSP}/create-and-process`, {reference: 'INV-P1', amount: '10.00'});
    expect(created.status).toBe(201);
    expect(created.json.result.status).toBe('sent');
    // The toolkit terminal's company is the same company: it sees the payment too.
    expect((await call('GET', `${SP}/${created.json.result.id}`)).status).toBe(200);
    const cash = await call('POST', `${PSP}/create`, {reference: 'INV-P2', amount: '10.00', paymentMethod: 'cash'});
    expect([cash.status, cash.body]).toEqual([400, 'paymentMethod must be one of fernpay_ob, fernpay_ob_qr']);
    const banned = await call('POST', '/partner/v1/6650f1c2a9d3e4b5c6d7e8fb/payments/single/create', {
      reference: 'X',
      amount: '1.00',
    });
    expect([banned.status, banned.body]).toEqual([403, 'Access Denied: company 6650f1c2a9d3e4b5c6d7e8fb is banned']);
    const unknown = await call('GET', '/partner/v1/aaaaaaaaaaaaaaaaaaaaaaaa/payments/single/list');
    expect([unknown.status, unknown.body]).toEqual([404, 'Not Found']);
  });
});

describe('lists', () => {
  it('pages (default page 1, limit 25) and filters by status, amount, reference and paid date', async () => {
    const {clock, call} = await testSandbox();
    for (let i = 1; i <= 30; i++) {
      await call('POST', `${SP}/create`, {reference: `INV-${i}`, amount: `${i}.00`});
      clock.advance(1000);
    }
    const first = (await call('GET', `${SP}/list`)).json.data;
    expect(first).toMatchObject({
      page: PAGING.defaultPage,
      limit: PAGING.defaultLimit,
      totalDocs: 30,
      totalPages: 2,
      hasNextPage: true,
    });
    expect(first.docs).toHaveLength(25);
    expect(first.docs[0].reference).toBe('INV-30'); // newest first
    const second = (await call('GET', `${SP}/list?page=2`)).json.data;
    expect(second.docs.map((d: {reference: string}) => d.reference)).toEqual([
      'INV-5',
      'INV-4',
      'INV-3',
      'INV-2',
      'INV-1',
    ]);
    expect(second.hasNextPage).toBe(false);
    expect((await call('GET', `${SP}/list?page=3`)).json.data.docs).toEqual([]);
    expect(
      (await call('GET', `${SP}/list?reference=INV-7`)).json.data.docs.map((d: {amount: string}) => d.amount),
    ).toEqual(['7.00']);
    expect((await call('GET', `${SP}/list?amountFrom=10.00&amountTo=12.00&limit=100`)).json.data.totalDocs).toBe(3);

    const toPay = (await call('GET', `${SP}/list?reference=INV-9`)).json.data.docs[0];
    await call('POST', `${SP}/${toPay.id}/edit`, {paymentMethod: 'cash'});
    await call('POST', `${SP}/${toPay.id}/process`);
    const paid = (await call('GET', `${SP}/list?status=paid`)).json.data;
    expect(paid.docs.map((d: {reference: string}) => d.reference)).toEqual(['INV-9']);
    const july = await call(
      'GET',
      `${SP}/list?completedFrom=2026-07-01T00:00:00.000Z&completedTo=2026-08-01T00:00:00.000Z`,
    );
    expect(july.json.data.totalDocs).toBe(1);
    const august = await call('GET', `${SP}/list?completedFrom=2026-08-01T00:00:00.000Z`);
    expect(august.json.data.totalDocs).toBe(0);
    expect((await call('GET', `${SP}/list?from=2026-07-01&to=2026-07-01`)).json.data.totalDocs).toBe(30);

    const bad = await call('GET', `${SP}/list?from=01-07-2026`);
    expect([bad.status, bad.body]).toEqual([400, 'from must be a date in the format YYYY-MM-DD']);
    const limit = await call('GET', `${SP}/list?limit=101`);
    expect([limit.status, limit.body]).toEqual([400, 'limit must be between 1 and 100']);
  });
});

describe('idempotency', () => {
  it('answers the first call Idempotency-Replayed: false, a repeat with the stored answer, another body 422', async () => {
    const {call} = await testSandbox();
    const key = {'Idempotency-Key': '5f0c8a2e-7d41-4b9a-9e63-2c1d8f4a7b05'};
    const body = {reference: 'INV-2026-042', amount: '125.50'};
    const first = await call('POST', `${SP}/create-and-process`, body, key);
    expect(first.status).toBe(201);
    expect(first.headers[IDEMPOTENCY.replayedHeader]).toBe('false');
    const replay = await call('POST', `${SP}/create-and-process`, JSON.stringify(body, null, 2), key);
    expect(replay.status).toBe(201);
    expect(replay.headers[IDEMPOTENCY.replayedHeader]).toBe('true');
    expect(replay.json.result.id).toBe(first.json.result.id);
    expect((await call('GET', `${SP}/list`)).json.data.totalDocs).toBe(1);
    const other = await call('POST', `${SP}/create-and-process`, {...body, amount: '99.00'}, key);
    expect([other.status, other.body]).toEqual([
      422,
      `Idempotency-Key ${key['Idempotency-Key']} was already used for a different request`,
    ]);
    const badKey = await call('POST', `${SP}/create`, body, {'Idempotency-Key': 'not a key!'});
    expect([badKey.status, badKey.body]).toEqual([
      400,
      'Idempotency-Key must be 1 to 255 characters from A-Z a-z 0-9 - _ . :',
    ]);
  });

  it('sends Idempotency-Replayed: false on the 400s of a keyed call that carried a key (enum, required, maxLength) and on 422', async () => {
    const {call} = await testSandbox();
    const ok = {reference: 'INV-2026-050', amount: '12.00'};
    const bad = {
      enum: {...ok, paymentMethod: 'cheque'},
      required: {reference: 'INV-2026-051'},
      maxLength: {...ok, reference: 'R'.repeat(300)},
    };
    for (const [rule, body] of Object.entries(bad)) {
      const r = await call('POST', `${SP}/create-and-process`, body, {'Idempotency-Key': `v-${rule}`});
      expect(r.status, `${rule}: ${r.body}`).toBe(400);
      expect(r.headers[IDEMPOTENCY.replayedHeader], rule).toBe('false');
      // Without a key: no header.
      expect(
        (await call('POST', `${SP}/create-and-process`, body)).headers[IDEMPOTENCY.replayedHeader],
      ).toBeUndefined();
    }
    const key = {'Idempotency-Key': 'v-422'};
    await call('POST', `${SP}/create-and-process`, ok, key);
    const other = await call('POST', `${SP}/create-and-process`, {...ok, amount: '13.00'}, key);
    expect([other.status, other.headers[IDEMPOTENCY.replayedHeader]]).toEqual([422, 'false']);
  });

  it('stores no 401, 403 or 429 under a key, nor a 400 for the request form: the same key serves the corrected call', async () => {
    const {call} = await testSandbox();
    // A 403 from the company's state (Mara Otterly's company is not verified), twice with one key: never replayed.
    const key = {'Idempotency-Key': 'not-stored-403'};
    const unverified = `/partner/v1/${MARA}/payments/single/create-and-process`;
    for (let i = 0; i < 2; i++) {
      const r = await call('POST', unverified, {reference: 'INV-NS', amount: '5.00'}, key);
      expect([r.status, r.headers[IDEMPOTENCY.replayedHeader]], r.body).toEqual([403, 'false']);
    }
    expect(IDEMPOTENCY.notStoredStatuses).toEqual([401, 403, 429]);
    // A 400 for a field's pattern, then the corrected body with the same key: carried out, not 422.
    const k400 = {'Idempotency-Key': 'not-stored-400'};
    const bad = await call('POST', `${SP}/create-and-process`, {reference: 'BAD REF', amount: '1.00'}, k400);
    expect(bad.status).toBe(400);
    const fixed = await call('POST', `${SP}/create-and-process`, {reference: 'GOOD-1', amount: '1.00'}, k400);
    expect([fixed.status, fixed.headers[IDEMPOTENCY.replayedHeader]]).toEqual([201, 'false']);
    // A business-rule 400 is stored: refunding a draft, twice with one key, is replayed.
    const draft = (await call('POST', `${SP}/create`, {reference: 'INV-DR', amount: '1.00'})).json.result;
    const kRefund = {'Idempotency-Key': 'stored-400'};
    const refund = {amount: '1.00', payeeAccountInfo: PAYEE};
    const first = await call('POST', `${SP}/${draft.id}/refund`, refund, kRefund);
    const again = await call('POST', `${SP}/${draft.id}/refund`, refund, kRefund);
    expect([first.status, again.status, again.headers[IDEMPOTENCY.replayedHeader]], first.body).toEqual([
      400,
      400,
      'true',
    ]);
  });

  it('answers 409 while the first request with the key is in flight, and forgets keys after their lifetime', async () => {
    const {clock, call} = await testSandbox();
    const key = {'Idempotency-Key': 'race-1'};
    const body = {reference: 'INV-R', amount: '1.00'};
    const both = await Promise.all([
      call('POST', `${SP}/create-and-process`, body, key),
      call('POST', `${SP}/create-and-process`, body, key),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body).toBe(
      'Conflict: a request with this Idempotency-Key is still being processed',
    );
    clock.advance(IDEMPOTENCY.keyLifetimeHours * 3600 * 1000);
    const later = await call('POST', `${SP}/create-and-process`, {...body, amount: '2.00'}, key);
    expect(later.status).toBe(201);
    expect(later.headers[IDEMPOTENCY.replayedHeader]).toBe('false');
  });
});

describe('credentials, validation, rate limits', () => {
  it('answers 401 Unauthorized without the test credentials (provider-style JSON only for the provider)', async () => {
    const {sandbox} = await testSandbox();
    const none = await sandbox.handle({method: 'GET', url: `${SP}/list`, headers: {}});
    expect([none.status, none.body]).toEqual([401, 'Unauthorized']);
    const wrong = await sandbox.handle({
      method: 'GET',
      url: `${PSP}/list`,
      headers: {'X-Terminal-Id': 'x', 'X-Terminal-Secret': 'y'},
    });
    expect([wrong.status, wrong.body]).toEqual([401, 'Unauthorized']);
    expect(wrong.headers['RateLimit-Limit']).toBe(String(RATE_LIMITS.partner.sandbox));
  });

  it('validates the generic layer too: a 5-digit sortCode on bank account create gets 400 naming the field', async () => {
    const apis = await sandboxApis();
    const op = buildOperations(apis).find(
      (o) => o.api.id === 'toolkit-bank-accounts' && o.operationId === 'createBankAccount',
    )!;
    const media = (
      resolveRef(op.api.bundled, (op.api.bundled.paths as never)['/company/bank-accounts/create'], '').value
        .post as never
    )['requestBody'] as {content: Record<string, {examples: Record<string, unknown>}>};
    const example = resolveRef(op.api.bundled, Object.values(media.content['application/json'].examples)[0], '').value
      .value as Record<string, unknown>;
    const {call} = await testSandbox();
    // The seeded Bramble & Finch has the example's reserve account already: another account number.
    const ok = await call('POST', '/v1/company/bank-accounts/create', {...example, accountNumber: '58213048'});
    expect(ok.status).toBe(201);
    const bad = await call('POST', '/v1/company/bank-accounts/create', {...example, sortCode: '12345'});
    expect(bad.status).toBe(400);
    expect(bad.body).toBe('sortCode must match ^\\d{6}$');
    const missing = await call('POST', `${SP}/create`, {amount: '1.00'});
    expect([missing.status, missing.body]).toEqual([400, 'reference is required']);
    const ref = await call('POST', `${SP}/create`, {reference: 'INV 2026/041', amount: '89.00'});
    expect([ref.status, ref.body]).toEqual([400, 'reference must be 1 to 12 letters, digits or hyphens']);
    const amount = await call('POST', `${SP}/create-and-process`, {reference: 'A', amount: '89'});
    expect([amount.status, amount.body]).toEqual([
      400,
      'amount must be a string with exactly two decimals, for example "125.50"',
    ]);
    const unknownField = await call('POST', `${SP}/create`, {reference: 'A', amount: '1.00', colour: 'red'});
    expect([unknownField.status, unknownField.body]).toEqual([400, 'colour is not a known field']);
  });

  it(`answers 429 with Retry-After past ${RATE_LIMITS.toolkit.sandbox} toolkit requests a minute; partner counts apart`, async () => {
    const {clock, call} = await testSandbox();
    for (let i = 1; i <= RATE_LIMITS.toolkit.sandbox; i++) {
      const r = await call('GET', `${SP}/list`);
      expect(r.status).toBe(200);
      expect(r.headers['RateLimit-Remaining']).toBe(String(RATE_LIMITS.toolkit.sandbox - i));
    }
    clock.advance(48_000);
    const over = await call('GET', `${SP}/list`);
    expect(over.status).toBe(429);
    expect(over.headers['Retry-After']).toBe('12');
    expect(over.headers['RateLimit-Remaining']).toBe('0');
    expect(over.body).toBe(
      `Too Many Requests: ${RATE_LIMITS.toolkit.sandbox} requests per minute allowed, retry after 12 seconds`,
    );
    expect((await call('GET', `${PSP}/list`)).status).toBe(200);
    clock.advance(12_000);
    expect((await call('GET', `${SP}/list`)).status).toBe(200);
  });
});

describe('webhooks', () => {
  it('signs every status-update with Fernpay-Signature under the sandbox webhook secret (the site verifier accepts it)', async () => {
    const {sandbox, call} = await testSandbox();
    const p = (await call('POST', `${SP}/create-and-process`, {reference: 'INV-W', amount: '10.00'})).json.result;
    await call('PATCH', `${SP}/${p.id}/cancel`);
    const events = (await call('GET', '/_sandbox/events')).json.events as ReturnType<typeof sandbox.events>;
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event.type).toBe('single-payments.status-update');
      const verified = await verifyWebhook({
        body: event.body,
        header: event.headers[WEBHOOKS.signatureHeader],
        secrets: [SANDBOX_WEBHOOK_SECRET],
        now: Math.floor(sandbox.now() / 1000),
      });
      expect(verified.valid).toBe(true);
      const payload = JSON.parse(event.body);
      expect(payload).toMatchObject({scope: 'single-payments', event: 'status-update', data: {id: p.id}});
      expect(payload.sentAt).toMatch(/Z$/);
    }
    expect(events.map((e) => JSON.parse(e.body).data.status)).toEqual(['sent', 'cancelled']);
  });

  it('signs with the real time after the sandbox clock was advanced (a receiver checks t against its own clock)', async () => {
    const {sandbox, clock, call} = await testSandbox();
    expect((await call('POST', '/_sandbox/clock', {advance: 'P7D'})).status).toBe(200);
    await call('POST', `${SP}/create-and-process`, {reference: 'INV-T', amount: '10.00'});
    const [event] = sandbox.events();
    const realNow = Math.floor(clock.now() / 1000);
    const verify = (now: number) =>
      verifyWebhook({
        body: event.body,
        header: event.headers[WEBHOOKS.signatureHeader],
        secrets: [SANDBOX_WEBHOOK_SECRET],
        now,
      });
    expect((await verify(realNow)).valid).toBe(true);
    expect((await verify(Math.floor(sandbox.now() / 1000))).valid).toBe(false); // 7 days off: outside the tolerance
    // The payload's own times are the sandbox's.
    expect(Date.parse(JSON.parse(event.body).sentAt)).toBe(sandbox.now());
    // And the signatures guide says so (issue 38: both were described as the send time).
    const guide = fs.readFileSync('docs/guides/webhook-signatures.mdx', 'utf8');
    expect(guide).toContain('`t` is always the real time of the attempt');
    expect(guide).toContain("`sentAt`, like every time in `data`, is the sandbox clock's time of the event");
  });

  it('forwards deliveries and retries a failed one on the documented schedule, from the end of the failed attempt', async () => {
    const received: {status: number; signature: string; body: string}[] = [];
    const answers = [500, 503, 200];
    const {sandbox, clock, call} = await testSandbox({
      forwardTo: 'http://127.0.0.1:9/hook',
      retryWebhooks: true,
      transport: async ({headers, body}) => {
        const status = answers.shift() ?? 200;
        received.push({status, signature: headers[WEBHOOKS.signatureHeader], body});
        return {status};
      },
    });
    await call('POST', `${SP}/create-and-process`, {reference: 'INV-RT', amount: '10.00'});
    await sandbox.tick();
    expect(received).toHaveLength(1);
    clock.advance(WEBHOOKS.retryDelaysSeconds[0] * 1000 - 1);
    await sandbox.tick();
    expect(received).toHaveLength(1);
    clock.advance(1);
    await sandbox.tick();
    expect(received).toHaveLength(2);
    clock.advance(WEBHOOKS.retryDelaysSeconds[1] * 1000);
    await sandbox.tick();
    expect(received.map((r) => r.status)).toEqual([500, 503, 200]);
    expect(new Set(received.map((r) => r.body)).size).toBe(1); // byte-identical bodies
    expect(new Set(received.map((r) => r.signature)).size).toBe(3); // only t= (and so v1) changes
    const [event] = sandbox.events();
    expect(event.outcome).toBe('delivered');
    expect(event.attempts.map((a) => a.status)).toEqual([500, 503, 200]);
  });

  it('does not retry when the integration does not ask for retries, whatever --retry-webhooks says', async () => {
    let attempts = 0;
    const {sandbox, clock, call} = await testSandbox({
      forwardTo: 'http://127.0.0.1:9/hook',
      retryWebhooks: true,
      transport: async () => {
        attempts++;
        throw new Error('connection refused');
      },
    });
    // The toolkit company's integration (Bramble & Finch web shop) asks for retries; switch them off.
    const edited = await call('PUT', `/partner/v1/${BRAMBLE}/integrations/${WEB_SHOP}/edit`, {
      isRetryWebhookEnabled: false,
    });
    expect(edited.status, edited.body).toBe(200);
    await call('POST', `${SP}/create-and-process`, {reference: 'INV-NR', amount: '10.00'});
    await sandbox.tick();
    clock.advance(3600_000);
    await sandbox.tick();
    expect(attempts).toBe(1);
    expect(sandbox.events()[0].outcome).toBe('failed');
  });
});

describe('webhook retries follow the integration', () => {
  it("retries an integration's webhook when its isRetryWebhookEnabled is on, without --retry-webhooks", async () => {
    const answers = [500, 200];
    const {sandbox, clock, call} = await testSandbox({
      forwardTo: 'http://127.0.0.1:9/hook',
      transport: async () => ({status: answers.shift() ?? 200}),
    });
    await call('POST', `${SP}/create-and-process`, {reference: 'INV-RI', amount: '10.00'});
    await sandbox.tick();
    clock.advance(WEBHOOKS.retryDelaysSeconds[0] * 1000);
    await sandbox.tick();
    const [event] = sandbox.events();
    expect(event.attempts.map((a) => a.status)).toEqual([500, 200]);
    expect(event.outcome).toBe('delivered');
  });

  it("retries the Toolkit API's own events (invoices, shipping) as the terminal's company's integration says", async () => {
    // Their payloads name no integration; they go to the toolkit company's (api-conventions: retry switches).
    for (const scope of WEBHOOKS.toolkitIntegrationScopes)
      expect(eventIntegration(`${scope}.status-update`, {id: 'x'}), scope).toBe(WEB_SHOP);
    expect(eventIntegration('managed-companies.access-status-update', {id: 'x'})).toBeUndefined();
    for (const retryOn of [true, false]) {
      // Each invoice event's first attempt fails (500), its next one succeeds; every other event is answered 200.
      const tries = new Map<string, number>();
      const {sandbox, clock, call} = await testSandbox({
        forwardTo: 'http://127.0.0.1:9/hook',
        transport: async ({body}) => {
          tries.set(body, (tries.get(body) ?? 0) + 1);
          return {status: JSON.parse(body).scope === 'invoices' && tries.get(body) === 1 ? 500 : 200};
        },
      });
      if (!retryOn)
        expect(
          (await call('PUT', `/partner/v1/${BRAMBLE}/integrations/${WEB_SHOP}/edit`, {isRetryWebhookEnabled: false}))
            .status,
        ).toBe(200);
      const invoice = (
        await call('POST', '/v1/invoices/create', {
          customerId: PAYEE.externalAccountId,
          reference: 'INV-RTI',
          dueDate: '2026-07-14',
          lines: [{description: 'Site visit travel', quantity: 1, unitPrice: '18.00'}],
        })
      ).json.result;
      expect((await call('POST', `/v1/invoices/${invoice.id}/issue`, {})).status).toBe(200);
      await sandbox.tick();
      clock.advance(WEBHOOKS.retryDelaysSeconds[0] * 1000);
      await sandbox.tick();
      const issued = sandbox.events().find((e) => e.type.startsWith('invoices.'))!;
      expect(
        issued.attempts.map((a) => a.status),
        String(retryOn),
      ).toEqual(retryOn ? [500, 200] : [500]);
      expect(issued.outcome).toBe(retryOn ? 'delivered' : 'failed');
      const verified = await verifyWebhook({
        body: issued.body,
        header: issued.attempts[0].signature,
        secrets: [SANDBOX_WEBHOOK_SECRET],
        now: Math.floor(sandbox.now() / 1000),
      });
      expect(verified.valid).toBe(true);
    }
  });

  it('retries a webhook of no integration (a company access change) only with --retry-webhooks', async () => {
    for (const retryWebhooks of [false, true]) {
      const {sandbox, clock, call} = await testSandbox({
        forwardTo: 'http://127.0.0.1:9/hook',
        retryWebhooks,
        transport: async () => ({status: 503}),
      });
      expect((await call('PATCH', `/partner/v1/companies/info/${MARA}/toggle-access`)).status).toBeLessThan(300);
      await sandbox.tick();
      clock.advance(WEBHOOKS.retryDelaysSeconds[0] * 1000);
      await sandbox.tick();
      const [event] = sandbox.events();
      expect(event.type).toContain('access-status-update');
      expect(event.attempts, String(retryWebhooks)).toHaveLength(retryWebhooks ? 2 : 1);
    }
  });
});

describe('the test bank', () => {
  it('answers an action a link does not offer with 400 naming the actions to send, never only the button labels', async () => {
    const {call} = await testSandbox();
    await call('POST', `${SP}/create-and-process`, {reference: 'INV-TB', amount: '10.00'});
    await call('POST', '/v1/payments/recurring/create-and-process', {
      reference: 'GM-TB',
      recurringAmount: '30.00',
      recurringPaymentDate: '2026-07-13',
      numberOfPayments: 0,
      frequency: 'one_week',
    });
    expect((await call('POST', '/v1/company/bank-accounts/connect', {provider: 'ob-monzo-sandbox'})).status).toBe(200);
    const links = (await call('GET', '/_sandbox/bank')).json.links as {
      id: string;
      module: string;
      actions: {action: string; label: string}[];
    }[];
    expect(new Set(links.map((l) => l.module))).toEqual(
      new Set(['single-payments', 'recurring-payments', 'bank-accounts']),
    );
    for (const link of links) {
      const r = await call('POST', `/_sandbox/bank/${link.id}/nope`);
      expect(r.status, link.module).toBe(400);
      const message: string = r.json.error.message;
      for (const {action, label} of link.actions) {
        expect(message, link.module).toContain(action);
        if (label.toLowerCase() !== action) expect(message, link.module).not.toContain(label);
      }
    }
  });
});

describe('state', () => {
  it('snapshot() is JSON and a sandbox restored from it has the same payments, keys and clock', async () => {
    const {sandbox, call} = await testSandbox();
    const key = {'Idempotency-Key': 'snap-1'};
    const p = (await call('POST', `${SP}/create-and-process`, {reference: 'INV-S', amount: '10.00'}, key)).json.result;
    await call('POST', '/_sandbox/clock', {advance: 'PT1H'});
    const snapshot = JSON.parse(JSON.stringify(sandbox.snapshot()));
    const restored = createSandbox({
      preset: BASE_PROVIDER_PRESET,
      apis: await sandboxApis(),
      state: snapshot,
      clock: () => Date.parse('2026-07-01T10:30:00.000Z'),
    });
    const again = requester(restored).call;
    expect((await again('GET', `${SP}/${p.id}`)).json.data).toEqual((await call('GET', `${SP}/${p.id}`)).json.data);
    const replay = await again('POST', `${SP}/create-and-process`, {reference: 'INV-S', amount: '10.00'}, key);
    expect(replay.headers[IDEMPOTENCY.replayedHeader]).toBe('true');
    expect(restored.events()).toHaveLength(1);
    expect(new Date(restored.now()).toISOString()).toBe('2026-07-01T11:30:00.000Z');
    await again('POST', '/_sandbox/reset');
    expect((await again('GET', `${SP}/${p.id}`)).status).toBe(404);
  });

  it('moves a sent payment past its due date to overdue when the clock is advanced', async () => {
    const {call} = await testSandbox();
    const p = (
      await call('POST', `${SP}/create-and-process`, {reference: 'INV-D', amount: '10.00', dueDate: '2026-07-03'})
    ).json.result;
    await call('POST', '/_sandbox/clock', {advance: 'P2D'});
    expect((await call('GET', `${SP}/${p.id}`)).json.data.status).toBe('sent');
    await call('POST', '/_sandbox/clock', {advance: 'P1D'});
    expect((await call('GET', `${SP}/${p.id}`)).json.data.status).toBe('overdue');
    const bad = await call('POST', '/_sandbox/clock', {advance: '7 days'});
    expect(bad.status).toBe(400);
  });
});

describe('fuzz', () => {
  it('500 schema-violating requests: no exception, no 5xx, every answer a 4xx', async () => {
    const apis = await sandboxApis(true);
    const operations = buildOperations(apis);
    let t = Date.parse('2026-07-01T10:30:00.000Z');
    const sandbox = createSandbox({preset: BASE_PROVIDER_PRESET, apis, clock: () => t});
    const {call} = requester(sandbox);
    let seed = 42;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
    const unknownPaths = [
      '/v1/nope',
      '/partner/v1/x/y/z',
      '/',
      '/v2/payments',
      '/_sandbox/nope',
      '/v1/payments/single/list/extra',
      '/provider/v1/x',
    ];
    const badBodies = ['{"reference": ', '{', 'null null', '\u0000', '[1,', '{"amount": 1.5,}'];
    const wrongTypes = [null, 42, true, 'text', [1, 'x']];
    const crashes: string[] = [];
    for (let i = 0; i < 500; i++) {
      if (i % 100 === 99) t += 60_000; // a new rate-limit window now and then: most answers are about the request
      const op = pick(operations);
      const withGarbage = op.servedPath.replace(/\{[^}]+\}/g, () => pick(['zz', '%E0%A4%A', '..', '', 'X'.repeat(40)]));
      const strategies = [
        'unknown path',
        'wrong method',
        'missing credentials',
        'garbage JSON',
        'wrong body type',
        'missing fields',
      ].filter(
        (s) =>
          (s !== 'missing credentials' || op.credentialHeaders.length > 0) &&
          (!['garbage JSON', 'wrong body type', 'missing fields'].includes(s) || op.body !== undefined),
      );
      const strategy = pick(strategies);
      let method = op.method.toUpperCase();
      let url = op.servedPath.replace(/\{[^}]+\}/g, '6651b2c3d4e5f6a7b8c9d0e2');
      let body: unknown;
      let headers: Record<string, string> = {};
      if (strategy === 'unknown path') url = pick([...unknownPaths, `${withGarbage}/extra`]);
      if (strategy === 'wrong method')
        method = pick(['PUT', 'OPTIONS', 'HEAD', 'TRACE'].filter((m) => m.toLowerCase() !== op.method));
      if (strategy === 'missing credentials')
        headers = Object.fromEntries(
          op.credentialHeaders.map((h) => [h, pick(['', 'nope', '00000000-0000-0000-0000-000000000000'])]),
        );
      if (strategy === 'garbage JSON') body = pick(badBodies);
      if (strategy === 'wrong body type') body = JSON.stringify(pick(wrongTypes));
      if (strategy === 'missing fields') body = JSON.stringify({unexpectedField: pick(wrongTypes)});
      try {
        const r = await call(method, url, body, headers);
        if (r.status < 400 || r.status >= 500 || r.body.includes('defect of the sandbox'))
          crashes.push(`${strategy}: ${method} ${url} ${String(body)} -> ${r.status} ${r.body.slice(0, 120)}`);
      } catch (error) {
        crashes.push(`${strategy}: ${method} ${url}: threw ${String(error)}`);
      }
    }
    expect(crashes).toEqual([]);
  });
});
