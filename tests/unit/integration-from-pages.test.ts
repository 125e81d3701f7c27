/**
 * A small integration written from the published pages alone (issue 38): plain `fetch` against the sandbox as the
 * downloaded file serves it (`startServer` in this process, the provider section's file: every API), its base URLs
 * and test credentials read from `GET /_sandbox` as `/guides/sandbox-outcomes#get-the-same-answers-from-a-mock` (*Run the sandbox locally*) says, and
 * every other value one a page states, written here as a constant with the page it comes from. Six tasks: a recurring
 * payment whose second collection only is missed (a dunning flow), Partner onboarding with a director who fails
 * verification, a provider bulk file payment, EU payments, a UK standing order, and two questions to the docs MCP
 * server. When a page and the sandbox drift apart, this file fails on the task that relied on the page.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startServer} from '../../src/sandbox/server';
import {createMcpServer} from '../../src/mcp/server';
import {connectedClient, mcpData} from './lib/mcp-client';
import {sandboxApis} from './sandbox-helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: Awaited<ReturnType<typeof startServer>>;
let info: Json;

beforeAll(async () => {
  server = await startServer(
    {port: 0, host: '127.0.0.1', retryWebhooks: false, provider: true},
    await sandboxApis(true),
  );
  info = (await (await fetch(`${server.url}/_sandbox`)).json()) as Json;
}, 120_000);
afterAll(() => server?.close());

/** One call as the pages' Node.js samples send it: JSON body, credentials in headers, the body read as text. */
async function send(base: string, creds: Json, method: string, path: string, body?: unknown, headers: Json = {}) {
  const all: Record<string, string> = {...creds, ...headers};
  if (body !== undefined) all['Content-Type'] = 'application/json';
  const r = await fetch(base + path, {
    method,
    headers: all,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  let json: Json | string;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    json = text;
  }
  return {status: r.status, body: json as Json, headers: r.headers};
}
const creds = (part: Json, names: string[]) => Object.fromEntries(names.map((n) => [n, part[n] as string]));
const toolkit = (m: string, p: string, b?: unknown, h?: Json) =>
  send(info.toolkit.baseUrl, creds(info.toolkit, ['X-Terminal-Id', 'X-Terminal-Secret']), m, p, b, h);
const partner = (m: string, p: string, b?: unknown, h?: Json) =>
  send(info.partner.baseUrl, creds(info.partner, ['X-Terminal-Id', 'X-Terminal-Secret']), m, p, b, h);
const provider = (m: string, p: string, b?: unknown, h?: Json) =>
  send(info.provider.baseUrl, creds(info.provider, ['X-Client-Id', 'X-Client-Secret']), m, p, b, h);
// /guides/sandbox-outcomes#get-the-same-answers-from-a-mock: every button is POST /_sandbox/bank/{id}/{action}; the clock
// moves with POST /_sandbox/clock {"advance": <ISO 8601 duration>}; GET /_sandbox/events?after=ID lists the webhooks.
const press = (id: string, action: string) => send(server.url, {}, 'POST', `/_sandbox/bank/${id}/${action}`);
const advance = (duration: string) => send(server.url, {}, 'POST', '/_sandbox/clock', {advance: duration});
async function eventsAfter(after: string | undefined): Promise<Json[]> {
  const r = await send(server.url, {}, 'GET', `/_sandbox/events?limit=1000${after ? `&after=${after}` : ''}`);
  return r.body.events as Json[];
}
const lastEventId = async () => (await eventsAfter(undefined)).at(-1)?.id as string | undefined;
/** What `/api-conventions#idempotency` asks for: a new UUID v4 for each money-moving call. */
const key = () => ({'Idempotency-Key': crypto.randomUUID()});
/** `one_month`: the same day of the next month, or its last day when shorter (#frequencies-and-dates). */
function monthAfter(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}
const daysAfter = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

describe('an integration written from the pages alone', () => {
  it('recurring payments: only the second collection is missed (a dunning flow), the third paid', async () => {
    // /toolkit-api/payments-module/recurring-payments/overview#create-and-send-a-recurring-payment: the request,
    // with a first date at least 6 working days ahead (#frequencies-and-dates) and £49.99, an ending the sandbox
    // page says every check finds paid (/guides/sandbox-outcomes#what-the-checks-of-the-scheduled-payments-find).
    const created = await toolkit(
      'POST',
      '/payments/recurring/create-and-process',
      {
        reference: 'GM-2026-107',
        recurringAmount: '49.99',
        recurringPaymentDate: daysAfter(info.now, 21),
        numberOfPayments: 3,
        frequency: 'one_month',
        customerName: 'Ada Quill',
        customerEmail: 'ada.quill@example.org',
        initialAmount: '60.00',
      },
      key(),
    );
    expect(created.status).toBe(201);
    expect(created.body.result.status).toBe('sent');
    const id = created.body.result.id as string;
    const from = await lastEventId();
    // The set-up link: Approve twice with an initial payment (the payment, then the standing order).
    expect((await press(id, 'approve')).body.action).toBe('initial_payment.approve');
    expect((await press(id, 'approve')).body.action).toBe('standing_order.approve');
    await advance('PT10S');
    const get = async () => (await toolkit('GET', `/payments/recurring/${id}`)).body.data as Json;
    expect(await get()).toMatchObject({status: 'active', initialPayment: {status: 'paid'}});
    // First scheduled payment: Run next check now (`run-next-check`); .99 is found in full.
    await press(id, 'run-next-check');
    expect(await get()).toMatchObject({status: 'active', dataApiCheckStatus: 'payment_made'});
    // Second: Next payment: missed (`next-missed`) answers with that payment's date.
    const missed = await press(id, 'next-missed');
    expect(missed.body.nextPayment).toEqual({finds: 'missed', date: monthAfter(created.body.result.firstPaymentDate)});
    await press(id, 'run-next-check');
    expect(await get()).toMatchObject({status: 'waiting', dataApiCheckStatus: 'missed_payment'});
    // After a miss, the next check is the same payment's, through the next business day: still missing, `warning`.
    await press(id, 'run-next-check');
    expect((await get()).status).toBe('warning');
    // Third: the pence again, paid; the last one found in full makes the recurring payment `paid`.
    await press(id, 'run-next-check');
    const done = await get();
    expect(done).toMatchObject({status: 'paid', dataApiCheckStatus: 'payment_made'});
    // Each collection is a transaction of the recurring payment (/toolkit-api/payments-module/transactions/overview).
    const statuses = [];
    for (const t of done.transactions as string[])
      statuses.push((await toolkit('GET', `/payments/transaction/${t}`)).body.data.status);
    expect(statuses).toEqual(['completed', 'missed', 'completed']);
    const listed = await toolkit(
      'GET',
      `/payments/transaction/list?parentEntityType=RecurringPayment&parentEntityId=${id}`,
    );
    expect(listed.body.data.docs).toHaveLength(3);
    // The webhooks, in the order the overview's Webhooks section gives, each signed with the sandbox's secret.
    const events = (await eventsAfter(from)).filter((e) => JSON.parse(e.body as string).data?.id === id);
    expect(events.map((e) => e.type)).toEqual([
      'recurring-payments.status-update',
      'recurring-payments.status-update',
      'recurring-payments.status-update',
      'recurring-payments.payment_made',
      'recurring-payments.payment-missed',
      'recurring-payments.status-update',
      'recurring-payments.status-update',
      'recurring-payments.payment_made',
      'recurring-payments.status-update',
    ]);
    // /guides/webhook-signatures: v1 = HMAC-SHA256 of `<t>.<raw body>` keyed with the secret.
    for (const e of events) {
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})/.exec(e.headers['Fernpay-Signature'] as string)!;
      expect(crypto.createHmac('sha256', info.webhookSecret).update(`${t}.${e.body}`).digest('hex')).toBe(v1);
    }
  });

  it('Partner onboarding: a limited company whose second director fails verification', async () => {
    // /partner-api/getting-started/merchant-creation step 1, `type` `company` with a number of the sandbox's register
    // (/guides/sandbox-outcomes#company-verification: SC482913 gives Isla Finch and Rowan Bramble).
    const address = {addressLine1: '14 Larch Row', city: 'Edinburgh', zipCode: 'EH3 6QT', country: 'GB'};
    const created = await partner('POST', '/companies/info/create', {
      name: 'Hawthorn & Reed Ltd',
      tradingName: 'Hawthorn & Reed',
      type: 'company',
      identifier: 'SC482913',
      countryCode: 'GB',
      industry: 'Landscaping',
      address,
      tradingAddress: address,
      contact: {
        firstName: 'Isla',
        lastName: 'Finch',
        email: 'isla.finch@hawthorn.example',
        phoneCode: '+44',
        phoneCountryCode: 'GB',
        phoneNumber: '7700900123',
      },
    });
    expect(created.status).toBe(201);
    const company = created.body.result as Json;
    expect(company.verificationStatus).toBe('pending_verification');
    const links = company.directorsVerificationLinks as {director: string; link: string}[];
    expect(links.map((l) => l.director)).toEqual(['Isla Finch', 'Rowan Bramble']);
    // `{d}` is the value of the `d` parameter of the director's link.
    const [isla, rowan] = links.map((l) => new URL(l.link).searchParams.get('d')!);
    const from = await lastEventId();
    expect((await press(isla, 'verified')).status).toBe(200);
    expect((await press(rowan, 'retry')).status).toBe(200);
    await advance('PT5S');
    const read = async () => (await partner('GET', `/companies/info/${company.id}/data`)).body.data as Json;
    expect((await read()).verificationStatus).toBe('rejected_with_retry_allowed');
    // Rowan submits again through the same link, and is rejected.
    expect((await press(rowan, 'rejected')).status).toBe(200);
    await advance('PT5S');
    expect((await read()).verificationStatus).toBe('rejected');
    const list = await partner('GET', '/companies/info/list?page=1&limit=100');
    const item = (list.body.data.docs as Json[]).find((c) => c.id === company.id)!;
    expect(item.directors.map((d: Json) => d.verificationStatus)).toEqual(['verified', 'rejected']);
    const updates = (await eventsAfter(from))
      .filter((e) => e.type === 'managed-companies.verification-status-update')
      .map((e) => JSON.parse(e.body as string).data.verificationStatus);
    expect(updates).toEqual([
      'started_verification',
      'rejected_with_retry_allowed',
      'started_verification',
      'rejected',
    ]);
  });

  // /provider/overview#bulk-file-payments (the workflow's request), /provider/sandbox-outcomes#bulk-file-payments.
  const bulk = (customerPaymentId: string, firstAmount: string) => ({
    provider: 'ob-natwest',
    customerPaymentId,
    futurePaymentDate: daysAfter(info.now, 5),
    paymentData: {
      debtor: {
        remitterIdentificationType: 'SortCodeAccountNumber',
        sortCode: '601613',
        accountNumber: '31926819',
        name: 'Bramble & Finch Ltd',
      },
      transactions: [
        {
          creditorIdentificationType: 'SortCodeAccountNumber',
          creditorName: 'Thistledown Nurseries Ltd',
          creditorSortCode: '802241',
          creditorAccountNumber: '44129083',
          creditorType: 'COMPANY',
          amount: firstAmount,
          paymentReference: 'PO-2026-014',
        },
        {
          creditorIdentificationType: 'SortCodeAccountNumber',
          creditorName: 'Ironbark Tools Ltd',
          creditorSortCode: '309412',
          creditorAccountNumber: '61730295',
          creditorType: 'COMPANY',
          amount: '96.00',
          paymentReference: 'IB-INV-4471',
        },
      ],
    },
    reference: 'BF-SUPPLIERS-10',
    option: {
      RedirectUri: 'https://app.kestrelledger.example/bank/return',
      WebhookUri: 'https://app.kestrelledger.example/webhooks/fernpay',
    },
  });

  it('a provider bulk file payment: approved and completed 5 seconds later, repeated without paying again; .91 rejected', async () => {
    const banks = await provider('GET', '/payment/file-payment-consents/providers');
    expect((banks.body.result as Json[]).map((b) => b.id)).toContain('ob-natwest');
    const body = bulk('kl-bulk-000099', '362.40');
    const created = await provider('POST', '/payment/file-payment-consents', body, key());
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('awaiting_authorization');
    const id = created.body.data.id as string;
    expect((await press(id, 'approve')).body.status).toBe('initiation_pending');
    expect((await provider('GET', `/payment/file-payment-consents/${id}/status`)).body.status).toBe(
      'initiation_pending',
    );
    await advance('PT4S');
    expect((await provider('GET', `/payment/file-payment-consents/${id}`)).body.status).toBe('initiation_pending');
    await advance('PT1S');
    expect((await provider('GET', `/payment/file-payment-consents/${id}`)).body.status).toBe('initiation_completed');
    const repeated = await provider('POST', '/payment/file-payment-consents', body, key());
    expect([repeated.status, repeated.body.status]).toEqual([200, 'initiation_completed']);
    const refused = await provider('POST', '/payment/file-payment-consents', bulk('kl-bulk-000100', '362.91'), key());
    await press(refused.body.data.id, 'approve');
    await advance('PT5S');
    expect((await provider('GET', `/payment/file-payment-consents/${refused.body.data.id}`)).body.status).toBe(
      'rejected',
    );
  });

  it('EU payments: a redirect, an embedded (passcode) and a decoupled bank; a refusal and a missing country', async () => {
    // /provider/overview#eu-single-payments (the workflow's request); /provider/sandbox-outcomes#eu-single-payments.
    const eu = (over: Json) => ({
      amount: '120.00',
      provider: 'bg-dskbank',
      customerPaymentId: `kl-eu-${crypto.randomUUID().slice(0, 8)}`,
      remittanceInformation: 'Invoice 2026-118',
      beneficiary: {iban: 'BG72UNCR70001523456789', name: 'Vitosha Garden Supplies EOOD', country: 'BG'},
      remitter: {iban: 'BG19STSA93000123456789', psuIpAddress: '198.51.100.24'},
      option: {
        RedirectUri: 'https://app.kestrelledger.example/bank/return',
        WebhookUri: 'https://app.kestrelledger.example/webhooks/fernpay',
      },
      ...over,
    });
    const status = async (id: string) =>
      (await provider('GET', `/payment/eu/single-payments/${id}`)).body.result.status;
    const dsk = await provider('POST', '/payment/eu/single-payments', eu({}), key());
    expect([dsk.status, dsk.body.result.authorisationFlow.type]).toEqual([201, 'redirect']);
    expect(
      (await provider('GET', `/payment/eu/single-payments/${dsk.body.result.id}/authorisation`)).body.result.scaStatus,
    ).toBe('received');
    await press(dsk.body.result.id, 'approve');
    expect(await status(dsk.body.result.id)).toBe('pending');
    await advance('PT5S');
    expect(await status(dsk.body.result.id)).toBe('executed');
    // bg-postbank: the embedded flow, passcode 482913, then executed 5 seconds later.
    const pb = await provider(
      'POST',
      '/payment/eu/single-payments',
      eu({provider: 'bg-postbank', amount: '64.50'}),
      key(),
    );
    expect(pb.body.result.authorisationFlow.type).toBe('embedded');
    const otp = await provider('POST', `/payment/eu/single-payments/${pb.body.result.id}/authorisation/otp`, {
      otp: '482913',
    });
    expect([otp.status, otp.body.result.status]).toEqual([200, 'pending']);
    await advance('PT5S');
    expect(await status(pb.body.result.id)).toBe('executed');
    // bg-ubb: decoupled; an amount ending in .92 is declined by the simulated app 30 seconds after creation.
    const ubb = await provider('POST', '/payment/eu/single-payments', eu({provider: 'bg-ubb', amount: '80.92'}), key());
    expect(ubb.body.result.authorisationFlow.type).toBe('decoupled');
    await advance('PT30S');
    expect(await status(ubb.body.result.id)).toBe('authorisation_failed');
    const refused = await provider('POST', '/payment/eu/single-payments', eu({amount: '120.93'}), key());
    expect([refused.status, refused.body.error.failure_code]).toEqual([400, 'eu_payment_initiation_error']);
    const noCountry = eu({
      currency: 'EUR',
      beneficiary: {iban: 'BG72UNCR70001523456789', name: 'Vitosha Garden Supplies EOOD'},
    });
    expect((await provider('POST', '/payment/eu/single-payments', noCountry, key())).status).toBe(400);
  });

  it('a UK standing order: consent, Approve, the standing order, the consent Consumed', async () => {
    // /provider/overview#standing-orders (the workflow's request, without `accountConsentId`, which is optional);
    // /provider/limitations: the first payment is today or later (UK time), an earlier day `400` (`formatMinimum`).
    const day = (n: number) => `${daysAfter(info.now, n)}T00:00:00.000Z`;
    const amount = {Amount: '15.00', Currency: 'GBP'};
    const from = await lastEventId();
    const request = (first: string) => ({
      type: 'uk',
      provider: 'ob-natwest',
      customerPaymentId: 'kl-so-000211',
      Data: {
        Initiation: {
          Frequency: 'Monthly',
          Reference: 'PLOT-18',
          NumberOfPayments: 12,
          FirstPaymentDateTime: first,
          RecurringPaymentDateTime: day(40),
          FinalPaymentDateTime: day(340),
          FirstPaymentAmount: amount,
          RecurringPaymentAmount: amount,
          FinalPaymentAmount: amount,
          CreditorAccount: {
            SchemeName: 'UK.OBIE.SortCodeAccountNumber',
            Identification: '30963444718203',
            Name: 'Larch Row Allotments Society',
          },
        },
      },
      Option: {
        RedirectUri: 'https://app.kestrelledger.example/bank/return',
        WebhookUri: 'https://app.kestrelledger.example/webhooks/fernpay',
      },
    });
    const past = await provider('POST', '/payment/standing-order-consents', request(day(-2)), key());
    expect([past.status, past.body.error?.keyword]).toEqual([400, 'formatMinimum']);
    const consent = await provider('POST', '/payment/standing-order-consents', request(day(10)), key());
    expect([consent.status, consent.body.result.status]).toEqual([201, 'AwaitingAuthorisation']);
    const consentId = consent.body.result.consentID as string;
    expect((await press(consentId, 'approve')).body.status).toBe('Authorised');
    const order = await provider('POST', '/payment/standing-orders', {ConsentId: consentId}, key());
    expect([order.status, order.body.result.Status]).toEqual([201, 'InitiationCompleted']);
    const read = await provider('GET', `/payment/standing-orders/${order.body.result.DomesticStandingOrderId}`);
    expect(read.body.result.Status).toBe('InitiationCompleted');
    expect((await provider('GET', `/payment/standing-order-consents/${consentId}`)).body.result.Status).toBe(
      'Consumed',
    );
    const events = (await eventsAfter(from)).map((e) => `${e.type} ${JSON.parse(e.body as string).data.Status}`);
    expect(events).toEqual([
      'DOMESTIC_STANDING_PAYMENTS.DOMESTIC_STANDING_ACCESS_CONSENT Authorised',
      'DOMESTIC_STANDING_PAYMENTS.DOMESTIC_STANDING_ACCESS_CONSENT Consumed',
    ]);
  });

  it('two questions through the docs MCP server, with the arguments /guides/ai-assistant shows', async () => {
    const page = fs.readFileSync('docs/guides/ai-assistant.mdx', 'utf8');
    const block = (title: string) => {
      const m = new RegExp('```json title="' + title + '"\\n([\\s\\S]*?)\\n```').exec(page);
      expect(m, `the page shows "${title}"`).not.toBeNull();
      return JSON.parse(m![1]) as Json;
    };
    const apis = (await sandboxApis(false)).map((a) => ({
      id: a.id,
      family: a.family,
      title: a.id,
      bundle: JSON.stringify(a.bundled),
    }));
    const mcp = createMcpServer(mcpData({apis}));
    const client = await connectedClient(mcp);
    try {
      const tools = (await client.listTools()).tools;
      // The page's table names every tool the server offers, and nothing else.
      const listed = [
        ...page
          .split('## What the server offers')[1]
          .split('\n## ')[0]
          .matchAll(/^\| (`[a-z_]+`(?:, `[a-z_]+`)*) \|/gm),
      ].flatMap((m) => m[1].split(', ').map((t) => t.replace(/`/g, '')));
      expect(listed.sort()).toEqual(tools.map((t) => t.name).sort());
      // search_docs needs the built site's index: here its arguments are checked against its input schema.
      const search = tools.find((t) => t.name === 'search_docs')!.inputSchema as Json;
      const searchArgs = block('search_docs arguments');
      expect(Object.keys(searchArgs).filter((k) => !(k in search.properties))).toEqual([]);
      for (const k of search.required as string[]) expect(searchArgs).toHaveProperty(k);
      const answer = (await client.callTool({
        name: 'validate_request',
        arguments: block('validate_request arguments'),
      })) as {
        isError?: boolean;
        content: {text: string}[];
      };
      expect(answer.isError).toBeFalsy();
      expect(JSON.parse(answer.content[0].text)).toEqual(block('validate_request answer'));
    } finally {
      await client.close();
      await mcp.close();
    }
  });
});
