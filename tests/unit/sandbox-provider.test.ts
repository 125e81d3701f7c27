/**
 * The provider API in the sandbox engine, driven as an integrator would (docs-provider/get-started.mdx and
 * docs-provider/sandbox-outcomes.mdx): consents and their authorisation at the test bank, account data,
 * payments, refunds, EU payments, VRP, standing orders, bulk payments and the webhooks each transition
 * sends. Every answer and every webhook is checked against the served description's schemas.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {beforeAll, describe, expect, it} from 'vitest';
import {createSandbox, type Sandbox, type SandboxApi} from '../../src/sandbox';
import {resolveLink} from '../../src/sandbox/links';
import {pointerGet, resolveRef} from '../../src/sandbox/openapi';
import {createRequestValidator} from '../../src/sandbox/validate';
import {escapePointer} from '../../src/shared/json-pointer';
import {ACCESS_CONSENT_LIFECYCLE, EU_CONSENT_LIFECYCLE} from '../../src/sandbox/lifecycles/provider-access-consent';
import {
  EU_PAYMENT_LIFECYCLE,
  REFUND_LIFECYCLE,
  SINGLE_IMMEDIATE_PAYMENT_LIFECYCLE,
} from '../../src/sandbox/lifecycles/provider-payment';
import {FILE_PAYMENT_LIFECYCLE} from '../../src/sandbox/lifecycles/provider-file-payment';
import {
  STANDING_ORDER_CONSENT_LIFECYCLE,
  STANDING_ORDER_LIFECYCLE,
} from '../../src/sandbox/lifecycles/provider-standing-order';
import {VRP_CONSENT_LIFECYCLE, VRP_PAYMENT_LIFECYCLE} from '../../src/sandbox/lifecycles/provider-vrp';
import {periodOf, ukWall} from '../../src/sandbox/resources/provider/vrp';
import {requester, sandboxApis, BASE_PROVIDER_PRESET} from './sandbox-helpers';
import {PROVIDER_PRESET} from '../../src/sandbox/presets/provider';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Json = any;

let provider: SandboxApi;
let validate: ReturnType<typeof createRequestValidator>;

beforeAll(async () => {
  provider = (await sandboxApis(true)).find((a) => a.id === 'provider')!;
  validate = createRequestValidator(provider.bundled);
}, 240_000);

const example = (name: string) =>
  YAML.parse(fs.readFileSync(path.join('openapi/provider/components/examples', `${name}.yaml`), 'utf8')).value;

/** The operation's documented response schema for the answer's status (paths are inlined in the bundle). */
function expectConforms(res: {status: number; json: Json}, specPath: string, method: string) {
  const at = `#/paths/${escapePointer(specPath)}/${method}/responses/${res.status}`;
  const response = resolveRef(provider.bundled, pointerGet(provider.bundled, at), at);
  expect(response.value.content, `${method} ${specPath} documents no ${res.status}`).toBeTruthy();
  const pointer = `${response.pointer}/content/application~1json/schema`;
  const failure = validate(res.json, pointer, '');
  expect(failure && `${failure.field}: ${failure.error.message}`, JSON.stringify(res.json).slice(0, 400)).toBeFalsy();
}

async function providerSandbox(start = '2026-07-01T10:30:00.000Z') {
  const t = Date.parse(start);
  const sandbox: Sandbox = createSandbox({preset: BASE_PROVIDER_PRESET, apis: await sandboxApis(true), clock: () => t});
  const {call} = requester(sandbox);
  const api = (method: string, p: string, body?: unknown, headers?: Record<string, string>) =>
    call(method, `/provider/v1${p}`, body, headers);
  /** A test-bank button (`POST /_sandbox/bank/{id}/{action}`). */
  const bank = (id: string, action: string) => call('POST', `/_sandbox/bank/${encodeURIComponent(id)}/${action}`);
  /** Moves the sandbox clock (and runs what became due). */
  const advance = (duration: string) => call('POST', '/_sandbox/clock', {advance: duration});
  /** The webhooks sent so far, parsed; each checked against its schema in the description. */
  const webhooks = () =>
    sandbox.events().map((e) => {
      const body = JSON.parse(e.body);
      const pointer = `#/webhooks/${body.event}/post/requestBody/content/application~1json/schema`;
      const failure = validate(body, pointer, '');
      expect(failure && `${e.type} ${failure.field}: ${failure.error.message}`).toBeFalsy();
      return body as {scope: string; event: string; data: Json; sentAt: string};
    });
  const events = (event: string) => webhooks().filter((w) => w.event === event);
  return {sandbox, api, bank, advance, webhooks, events, now: () => t, call};
}

const CONSENT_BODY = {
  provider: 'ob-natwest',
  flow: 'accounts',
  customerConsentId: 'kl-acc-000781',
  Option: {
    RedirectUri: 'https://app.kestrelledger.example/bank/return',
    WebhookUri: 'https://app.kestrelledger.example/webhooks/fernpay',
  },
};

describe('provider account access consents (UK)', () => {
  it('walks the get-started guide: consent, test bank, webhooks, accounts, balances, transactions, revoke, reconsent', async () => {
    const {api, bank, events, webhooks, advance} = await providerSandbox();
    const customer = await api('GET', '/customer');
    expect(customer.status).toBe(200);

    // Step 4: an accounts consent.
    const created = await api('POST', '/data/access-consents', CONSENT_BODY);
    expect(created.status).toBe(201);
    expectConforms(created, '/data/access-consents', 'post');
    const consent = created.json.result;
    expect(consent).toMatchObject({customerConsentId: 'kl-acc-000781', status: 'AwaitingAuthorisation'});
    expect(consent.consentID).toMatch(/^aac-[0-9a-f-]{36}$/);
    expect(consent.authUrl).toMatch(/^http:\/\/127\.0\.0\.1:4010\/bank\/authorise\?request=[0-9a-f]{20}$/);
    expect(consent.authorisationFlow).toEqual({type: 'redirect', uri: consent.authUrl});
    expect(Date.parse(consent.expiryDate) - Date.parse('2026-07-01T10:30:00.000Z')).toBe(3_600_000);
    const id = consent.consentID;
    // Data calls are refused until the end user approves: the bank's error, as documented.
    const early = await api('GET', `/data/accounts/${id}`);
    expect(early.status).toBe(500);
    expect(early.json.Errors[0].ErrorCode).toBe('UK.OBIE.Resource.InvalidConsentStatus');
    expectConforms(early, '/data/accounts/{consentId}', 'get');

    // Register webhooks per event (step 6).
    for (const event of ['ACCOUNT_ACCESS_CONSENT', 'ACCOUNTS']) {
      const r = await api('POST', '/webhook', {
        consentId: id,
        url: CONSENT_BODY.Option.WebhookUri,
        event,
        product: 'ACCOUNTS',
      });
      expect(r.status).toBe(201);
      expectConforms(r, '/webhook', 'post');
    }
    const registered = await api('GET', `/webhook/${id}`);
    expect(registered.json.result.map((w: Json) => w.event)).toEqual(['ACCOUNT_ACCESS_CONSENT', 'ACCOUNTS']);
    expectConforms(registered, '/webhook/{consentId}', 'get');

    // Step 5: the test bank.
    const approved = await bank(id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.json.status).toBe('Authorised');
    expect(approved.json.redirectTo).toBe(
      `https://app.kestrelledger.example/bank/return?consentId=${id}&customerConsentId=kl-acc-000781&status=Authorised`,
    );
    const [authorised] = events('ACCOUNT_ACCESS_CONSENT');
    expect(authorised).toMatchObject({scope: 'ACCOUNTS', data: {consentID: id, status: 'Authorised'}});
    expect(authorised.data.permissions).toEqual(['ReadAccountsBasic', 'ReadAccountsDetail']);
    // Data events go only to registered events: ACCOUNTS yes, ACCOUNT not.
    expect(events('ACCOUNTS')).toHaveLength(1);
    expect(events('ACCOUNT')).toHaveLength(0);

    // Step 7: accounts.
    const accounts = await api('GET', `/data/accounts/${id}`);
    expect(accounts.status).toBe(200);
    expectConforms(accounts, '/data/accounts/{consentId}', 'get');
    expect(accounts.headers.Link).toContain('rel="first"');
    const list = accounts.json.Data.Account;
    expect(list.map((a: Json) => a.AccountSubType)).toEqual(['CurrentAccount', 'Savings']);
    expect(events('ACCOUNTS')[0].data.Account).toEqual(list);
    const accountId = list[0].AccountId;
    expect((await api('GET', `/data/accounts/${id}/account/${accountId}`)).json.Data.Account).toEqual([list[0]]);
    // An accounts consent does not cover balances.
    const notCovered = await api('GET', `/data/accounts/${id}/balances/${accountId}`);
    expect(notCovered.status).toBe(500);
    expect(notCovered.json.Errors[0].ErrorCode).toBe('UK.OBIE.Resource.ConsentMismatch');

    // A transactions consent for one account, the whole of July.
    const tx = await api('POST', '/data/access-consents', {
      ...CONSENT_BODY,
      flow: 'transactions',
      accountId,
      transactionStartDate: '2026-07-01',
      transactionEndDate: '2026-07-31',
      customerConsentId: 'kl-acc-000782',
    });
    expect(tx.status).toBe(201);
    const txId = tx.json.result.consentID;
    await advance('PT3M');
    expect((await bank(txId, 'approve')).json.status).toBe('Authorised');
    await advance('P7D');
    const balances = await api('GET', `/data/accounts/${txId}/balances/${accountId}`);
    expect(balances.status).toBe(200);
    expectConforms(balances, '/data/accounts/{consentId}/balances/{accountId}', 'get');
    expect(balances.json.Data.Balance.map((b: Json) => b.Type)).toEqual(['InterimAvailable', 'InterimBooked']);
    const week = await api(
      'GET',
      `/data/accounts/${txId}/transactions/${accountId}?transactionStartDate=2026-07-01&transactionEndDate=2026-07-07`,
    );
    expect(week.status).toBe(200);
    expectConforms(week, '/data/accounts/{consentId}/transactions/{accountId}', 'get');
    const items = week.json.Data.Transaction;
    expect(items.length).toBeGreaterThan(0);
    for (const t of items) expect(t.BookingDateTime >= '2026-07-01' && t.BookingDateTime < '2026-07-08').toBe(true);
    // The salary of 1 July is there; newest first.
    expect(items.at(-1)).toMatchObject({CreditDebitIndicator: 'Credit', Status: 'Booked'});
    expect([...items].sort((a: Json, b: Json) => b.BookingDateTime.localeCompare(a.BookingDateTime))).toEqual(items);
    // Reads are the same every time.
    expect(
      (
        await api(
          'GET',
          `/data/accounts/${txId}/transactions/${accountId}?transactionStartDate=2026-07-01&transactionEndDate=2026-07-07`,
        )
      ).json.Data.Transaction,
    ).toEqual(items);
    const one = await api('GET', `/data/accounts/${txId}/transactions/${accountId}/${items[0].TransactionId}`);
    expect(one.json.Data.Transaction).toEqual([items[0]]);
    expectConforms(one, '/data/accounts/{consentId}/transactions/{accountId}/{transactionId}', 'get');
    // Another account than the consent's.
    const other = await api('GET', `/data/accounts/${txId}/balances/${list[1].AccountId}`);
    expect(other.status).toBe(404);
    expect(other.json).toEqual({error: {message: `Invalid accountId: ${list[1].AccountId}`}});

    // Step 8: check, revoke, reconsent.
    const checked = await api('GET', `/data/access-consents/${txId}`);
    expectConforms(checked, '/data/access-consents/{consentId}', 'get');
    expect(checked.json.result).toMatchObject({status: 'Authorised', flow: 'transactions', accountId});
    const revoked = await api('DELETE', `/data/access-consents/${id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.json.result.status).toBe('Revoked');
    expectConforms(revoked, '/data/access-consents/{consentId}', 'delete');
    expect(events('ACCOUNT_ACCESS_CONSENT').at(-1)!.data).toMatchObject({consentID: id, status: 'Revoked'});
    expect((await api('GET', `/data/accounts/${id}`)).status).toBe(500);
    // Deleting again changes nothing and sends nothing.
    const before = webhooks().length;
    expect((await api('DELETE', `/data/access-consents/${id}`)).json.result.status).toBe('Revoked');
    expect(webhooks()).toHaveLength(before);
    const renewed = await api('POST', `/data/access-consents/${id}/reconsent`);
    expect(renewed.status).toBe(200);
    expectConforms(renewed, '/data/access-consents/{consentId}/reconsent', 'post');
    expect(renewed.json.result).toMatchObject({
      consentID: id,
      status: 'AwaitingAuthorisation',
      authUrl: consent.authUrl,
    });
    expect(renewed.json.result.expiryDate).not.toBe(consent.expiryDate);
    expect(events('ACCOUNT_ACCESS_CONSENT').at(-1)!.data.status).toBe('AwaitingAuthorisation');
    expect((await bank(id, 'approve')).json.status).toBe('Authorised');

    // The list, newest first, filtered by status.
    const all = await api('GET', '/data/access-consents');
    expectConforms(all, '/data/access-consents', 'get');
    expect(all.json.result.docs.map((c: Json) => c.consentID)).toEqual([txId, id]);
    expect((await api('GET', '/data/access-consents?status=Rejected')).json.result.totalDocs).toBe(0);
  });

  it('refuses what the schema cannot: missing accountId, unknown ids, reconsent of a Rejected consent', async () => {
    const {api, bank, events} = await providerSandbox();
    const missing = await api('POST', '/data/access-consents', {provider: 'ob-natwest', flow: 'transactions'});
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual(example('createAccessConsent-missingAccountId'));
    const unknown = await api('POST', '/data/access-consents', {provider: 'ob-nowhere'});
    expect(unknown.status).toBe(400);
    expectConforms(unknown, '/data/access-consents', 'post');
    const zero = 'aac-00000000-0000-0000-0000-000000000000';
    for (const [method, p] of [
      ['GET', `/data/access-consents/${zero}`],
      ['DELETE', `/data/access-consents/${zero}`],
      ['POST', `/data/access-consents/${zero}/reconsent`],
      ['GET', `/data/accounts/${zero}`],
      ['GET', `/webhook/${zero}`],
      ['DELETE', `/webhook/${zero}`],
    ]) {
      const r = await api(method, p);
      expect(r.status, `${method} ${p}`).toBe(404);
      expect(r.json).toEqual(example('getAccessConsent-notFound'));
    }
    const id = (await api('POST', '/data/access-consents', CONSENT_BODY)).json.result.consentID;
    const declined = await bank(id, 'decline');
    expect(declined.json).toMatchObject({status: 'Rejected'});
    expect(events('ACCOUNT_ACCESS_CONSENT').map((w) => w.data.status)).toEqual(['Rejected']);
    const again = await api('POST', `/data/access-consents/${id}/reconsent`);
    expect(again.status).toBe(400);
    expect(again.json).toEqual({
      error: {message: example('reconsentAccessConsent-rejected').error.message.replace(/aac-[0-9a-f-]+/, id)},
    });
    // The test bank has nothing more to authorise.
    expect((await bank(id, 'approve')).status).toBe(400);
  });

  it('rejects a consent whose link expired at the next check, and one let expire at the test bank', async () => {
    const {api, bank, advance, events} = await providerSandbox();
    const a = (await api('POST', '/data/access-consents', CONSENT_BODY)).json.result.consentID;
    const b = (await api('POST', '/data/access-consents', CONSENT_BODY)).json.result.consentID;
    const expired = await bank(b, 'expire');
    expect(expired.status).toBe(200);
    expect((await api('GET', `/data/access-consents/${b}`)).json.result.status).toBe('AwaitingAuthorisation');
    expect((await bank(b, 'approve')).status).toBe(400);
    await advance('PT1M');
    expect((await api('GET', `/data/access-consents/${b}`)).json.result.status).toBe('Rejected');
    expect((await api('GET', `/data/access-consents/${a}`)).json.result.status).toBe('AwaitingAuthorisation');
    await advance('PT59M');
    expect((await bank(a, 'approve')).status).toBe(400);
    await advance('PT1M');
    expect((await api('GET', `/data/access-consents/${a}`)).json.result.status).toBe('Rejected');
    expect(events('ACCOUNT_ACCESS_CONSENT').map((w) => [w.data.consentID, w.data.status])).toEqual([
      [b, 'Rejected'],
      [a, 'Rejected'],
    ]);
  });

  it('revokes at the next check after Revoke access, and warns then revokes as access expires', async () => {
    const {api, bank, advance, events} = await providerSandbox();
    const a = (await api('POST', '/data/access-consents', CONSENT_BODY)).json.result.consentID;
    await bank(a, 'approve');
    expect((await bank(a, 'revoke')).status).toBe(200);
    expect((await api('GET', `/data/access-consents/${a}`)).json.result.status).toBe('Authorised');
    await advance('PT1M');
    expect((await api('GET', `/data/access-consents/${a}`)).json.result.status).toBe('Revoked');
    expect((await bank(a, 'revoke')).status).toBe(400);

    const b = (await api('POST', '/data/access-consents', CONSENT_BODY)).json.result.consentID;
    await bank(b, 'approve');
    const expiration = (await api('GET', `/data/access-consents/${b}`)).json.result.expirationDateTime;
    expect(Date.parse(expiration) - Date.parse('2026-07-01T10:31:00.000Z')).toBe(90 * 86_400_000);
    const statusesOfB = () =>
      events('ACCOUNT_ACCESS_CONSENT')
        .filter((w) => w.data.consentID === b)
        .map((w) => w.data.status);
    await advance('P60DT1M'); // the check after the day 30 days before
    expect(statusesOfB()).toEqual(['Authorised', 'Authorised']);
    await advance('P16D');
    expect(statusesOfB()).toHaveLength(3); // 14 days before
    await advance('P13D');
    expect(statusesOfB()).toHaveLength(4); // 1 day before
    await advance('P1D');
    expect(statusesOfB()).toEqual(['Authorised', 'Authorised', 'Authorised', 'Authorised', 'Revoked']);
  });

  it('deletes a consent still awaiting authorisation, and reconsents an Authorised one (twice: the same link)', async () => {
    const {api, bank, advance, events} = await providerSandbox();
    const waiting = (await api('POST', '/data/access-consents', CONSENT_BODY)).json.result.consentID;
    expect((await api('DELETE', `/data/access-consents/${waiting}`)).json.result.status).toBe('Revoked');
    expect((await bank(waiting, 'approve')).status).toBe(400);
    const created = (await api('POST', '/data/access-consents', CONSENT_BODY)).json.result;
    await bank(created.consentID, 'approve');
    await advance('PT10M');
    const first = (await api('POST', `/data/access-consents/${created.consentID}/reconsent`)).json.result;
    expect(first.status).toBe('AwaitingAuthorisation');
    expect(first.expiryDate).toBe('2026-07-01T11:40:00.000Z');
    await advance('PT10M');
    const second = (await api('POST', `/data/access-consents/${created.consentID}/reconsent`)).json.result;
    expect(second).toMatchObject({authUrl: first.authUrl, expiryDate: '2026-07-01T11:50:00.000Z'});
    expect(events('ACCOUNT_ACCESS_CONSENT').map((w) => [w.data.consentID, w.data.status])).toEqual([
      [waiting, 'Revoked'],
      [created.consentID, 'Authorised'],
      [created.consentID, 'AwaitingAuthorisation'],
    ]);
    const eu = (
      await api('POST', '/data/eu/access-consents', {provider: 'bg-postbank', psuId: 'm', psuIpAddress: '10.0.0.1'})
    ).json.result.consentID;
    expect((await api('DELETE', `/data/eu/access-consents/${eu}`)).json.result.consentStatus).toBe('terminatedByTpp');
    const vrp = (await api('POST', '/payment/vrp-consent', VRP_CONSENT)).json.result.id;
    expect((await api('DELETE', `/payment/vrp-consent/${vrp}`)).json.successfullyDeleted).toBe(true);
    expect((await api('GET', `/payment/vrp-consent/${vrp}`)).json.result).toMatchObject({
      status: 'deleted',
      authorisationFlow: null,
    });
  });

  it('pages the transactions 100 at a time, newest first, with Link and Links, the same on every read', async () => {
    const {api, bank} = await providerSandbox();
    const accounts = await (async () => {
      const id = (await api('POST', '/data/access-consents', CONSENT_BODY)).json.result.consentID;
      await bank(id, 'approve');
      return (await api('GET', `/data/accounts/${id}`)).json.Data.Account;
    })();
    const accountId = accounts[0].AccountId;
    const id = (await api('POST', '/data/access-consents', {provider: 'ob-natwest', flow: 'transactions', accountId}))
      .json.result.consentID;
    await bank(id, 'approve');
    const url = `/data/accounts/${id}/transactions/${accountId}`;
    const first = await api('GET', url);
    const pages = first.json.Meta.TotalPages;
    expect(pages).toBeGreaterThan(2);
    expect(first.json.Data.Transaction).toHaveLength(100);
    expect(first.headers.Link).toContain(`/provider/v1${url}?page=2>; rel="next"`);
    expect(first.headers.Link).not.toContain('rel="prev"');
    expect(first.json.Links.Next).toBe(`http://127.0.0.1:4010/provider/v1${url}?page=2`);
    const second = await api('GET', `${url}?page=2`);
    expect(second.headers.Link).toContain('rel="prev"');
    const ids = [...first.json.Data.Transaction, ...second.json.Data.Transaction].map((t: Json) => t.TransactionId);
    expect(new Set(ids).size).toBe(200);
    expect(first.json.Data.Transaction.at(-1).BookingDateTime >= second.json.Data.Transaction[0].BookingDateTime).toBe(
      true,
    );
    const last = await api('GET', `${url}?page=${pages}`);
    expect(last.headers.Link).not.toContain('rel="next"');
    const after = await api('GET', `${url}?page=${pages + 1}`);
    expect(after.status).toBe(200);
    expect(after.json.Data.Transaction).toEqual([]);
    expect((await api('GET', `${url}?page=2`)).json).toEqual(second.json);
  });

  it('answers the Starling shapes for starling: accounts, balance, feed items, category feed', async () => {
    const {api, bank} = await providerSandbox();
    const a = (await api('POST', '/data/access-consents', {provider: 'starling'})).json.result.consentID;
    await bank(a, 'approve');
    const accounts = await api('GET', `/data/accounts/${a}`);
    expectConforms(accounts, '/data/accounts/{consentId}', 'get');
    const [account] = accounts.json.accounts;
    expect(account.accountType).toBe('PRIMARY');
    const t = (
      await api('POST', '/data/access-consents', {
        provider: 'starling',
        flow: 'transactions',
        accountId: account.accountUid,
      })
    ).json.result.consentID;
    await bank(t, 'approve');
    const balance = await api('GET', `/data/accounts/${t}/balances/${account.accountUid}`);
    expectConforms(balance, '/data/accounts/{consentId}/balances/{accountId}', 'get');
    expect(balance.json.clearedBalance.currency).toBe('GBP');
    const feed = await api('GET', `/data/accounts/${t}/transactions/${account.accountUid}`);
    expectConforms(feed, '/data/accounts/{consentId}/transactions/{accountId}', 'get');
    expect(feed.json.feedItems.length).toBeGreaterThan(0);
    const category = await api(
      'GET',
      `/data/accounts/${t}/transactions/${account.accountUid}/category/${account.defaultCategory}`,
    );
    expectConforms(category, '/data/accounts/{consentId}/transactions/{accountId}/category/{categoryId}', 'get');
    expect(category.json.feedItems).toEqual(feed.json.feedItems);
    const unknown = await api(
      'GET',
      `/data/accounts/${t}/transactions/${account.accountUid}/category/c4e1a7d2-0000-0000-0000-000000000000`,
    );
    expect(unknown.json).toEqual(example('listCategoryTransactions-notFound'));
  });

  it('declares the statuses of the spec, each reachable', () => {
    const statusEnum = (schema: string) =>
      YAML.parse(fs.readFileSync(path.join('openapi/provider/components/schemas', schema), 'utf8')).enum;
    for (const [lifecycle, schema] of [
      [ACCESS_CONSENT_LIFECYCLE, 'data/AccessConsentStatus.yaml'],
      [EU_CONSENT_LIFECYCLE, 'eu/EuConsentStatus.yaml'],
    ] as const) {
      expect([...lifecycle.statuses].sort()).toEqual([...statusEnum(schema)].sort());
      const reached = new Set(lifecycle.transitions.map((t) => t.to));
      expect(lifecycle.statuses.filter((s) => !reached.has(s as never))).toEqual([]);
    }
  });
});

describe('the test bank holds the transactions the documented examples name', () => {
  /** The get-a-transaction example's, and every other of Ada's NatWest account the statement example lists as booked. */
  type Documented = {
    TransactionId: string;
    AccountId: string;
    Status: string;
    BookingDateTime: string;
    [f: string]: unknown;
  };
  const read = (name: string): Documented[] => example(name).Data.Transaction;
  const got = read('getAccountTransaction-booked')[0];
  const booked = read('listAccountTransactions-openBanking').filter((t) => t.Status === 'Booked');
  const documented = [got, ...booked.filter((t) => t.TransactionId !== got.TransactionId)];
  const urlOf = (t: {AccountId: string; TransactionId: string}) =>
    `/provider/v1/data/accounts/aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40/transactions/${t.AccountId}/${t.TransactionId}`;
  /** A new provider sandbox (seeded: the NatWest transactions consent) whose clock stands at `at` (ms). */
  async function sandboxAt(at: number) {
    return requester(createSandbox({preset: PROVIDER_PRESET, apis: await sandboxApis(true), clock: () => at}));
  }

  it('are two: the get-a-transaction example and the statement example', () => {
    expect(documented.map((t) => t.TransactionId)).toEqual(['txn-20260701-000204', 'txn-20260706-000913']);
  });

  it.each(documented.map((t) => [t.TransactionId, t] as const))(
    '%s: answered as documented from its time on, listed on its day, and not held a second before',
    async (_id, example) => {
      const at = Date.parse(example.BookingDateTime);
      const later = await sandboxAt(Date.parse('2026-11-29T12:00:00.000Z'));
      const answer = await later.call('GET', urlOf(example));
      expect(answer.status, answer.body).toBe(200);
      const t = answer.json.Data.Transaction[0];
      for (const field of [
        'AccountId',
        'TransactionId',
        'CreditDebitIndicator',
        'Status',
        'BookingDateTime',
        'TransactionInformation',
        'Amount',
      ])
        expect(t[field], field).toEqual(example[field]);
      const date = example.BookingDateTime.slice(0, 10);
      const url = urlOf(example);
      const day = await later.call(
        'GET',
        `${url.slice(0, url.lastIndexOf('/'))}?transactionStartDate=${date}&transactionEndDate=${date}`,
      );
      expect(day.status, day.body).toBe(200);
      const ofDay = day.json.Data.Transaction as {TransactionId: string; TransactionInformation: string}[];
      expect(ofDay.map((x) => x.TransactionId)).toContain(example.TransactionId);
      // It is the day's only transaction of its kind: a documented pay takes the place of the generated one.
      expect(ofDay.filter((x) => /PAY$/.test(x.TransactionInformation)).length).toBeLessThanOrEqual(1);
      expect((await (await sandboxAt(at)).call('GET', url)).status).toBe(200);
      expect((await (await sandboxAt(at - 1000)).call('GET', url)).status).toBe(404);
    },
  );
});

describe('provider EU account access consents', () => {
  it('creates, authorises, reads and terminates an EU consent; no webhooks', async () => {
    const {api, bank, webhooks} = await providerSandbox();
    const body = {provider: 'bg-dskbank', psuId: 'mstoyanova', psuIpAddress: '198.51.100.24', validUntil: '2026-09-05'};
    const tooFrequent = await api('POST', '/data/eu/access-consents', {...body, frequencyPerDay: 5});
    expect(tooFrequent.json).toEqual(example('createEuAccessConsent-tooFrequent'));
    const tooLong = await api('POST', '/data/eu/access-consents', {...body, validUntil: '2026-12-31'});
    const granted = await api('GET', `/data/eu/access-consents/${tooLong.json.result.consentID}`);
    expect(granted.json.result.validUntil).toBe('2026-09-29'); // cut to 90 days ahead
    const past = await api('POST', '/data/eu/access-consents', {...body, validUntil: '2026-06-30'});
    expect(past.status).toBe(400);
    expectConforms(past, '/data/eu/access-consents', 'post');
    const created = await api('POST', '/data/eu/access-consents', body);
    expect(created.status).toBe(201);
    expectConforms(created, '/data/eu/access-consents', 'post');
    const id = created.json.result.consentID;
    expect(id).toMatch(/^eu-/);
    expect((await api('GET', `/data/eu/access-consents/${id}`)).json.result).toMatchObject({
      consentStatus: 'received',
      frequencyPerDay: 4,
      recurringIndicator: true,
      access: {balances: [], transactions: []},
    });
    expect((await api('GET', `/data/eu/accounts/${id}`)).status).toBe(400);
    expect((await bank(id, 'approve')).json.status).toBe('valid');
    const consent = await api('GET', `/data/eu/access-consents/${id}`);
    expectConforms(consent, '/data/eu/access-consents/{consentId}', 'get');
    const accounts = await api('GET', `/data/eu/accounts/${id}`);
    expectConforms(accounts, '/data/eu/accounts/{consentId}', 'get');
    const [account] = accounts.json.accounts;
    expect(consent.json.result.access.balances).toEqual([{iban: account.iban, currency: 'BGN'}]);
    expect(account.iban).toMatch(/^BG\d{2}STSA\d{14}$/);
    const balances = await api('GET', `/data/eu/accounts/${id}/balances/${account.resourceId}`);
    expectConforms(balances, '/data/eu/accounts/{consentId}/balances/{accountId}', 'get');
    const transactions = await api(
      'GET',
      `/data/eu/accounts/${id}/transactions/${account.resourceId}?transactionStartDate=2026-06-01`,
    );
    expectConforms(transactions, '/data/eu/accounts/{consentId}/transactions/{accountId}', 'get');
    expect(transactions.json.transactions.booked.length).toBeGreaterThan(10);
    const missing = await api('GET', `/data/eu/accounts/${id}/balances/3dc3d5b3-0000-0000-0000-000000000000`);
    expect(missing.json).toEqual(example('getEuAccountBalances-notFound'));
    const ended = await api('DELETE', `/data/eu/access-consents/${id}`);
    expectConforms(ended, '/data/eu/access-consents/{consentId}', 'delete');
    expect(ended.json.result.consentStatus).toBe('terminatedByTpp');
    expect((await api('DELETE', `/data/eu/access-consents/${id}`)).json.result.consentStatus).toBe('terminatedByTpp');
    expect(webhooks()).toEqual([]);
  });

  it('rejects, revokes at the next check, and expires after validUntil', async () => {
    const {api, bank, advance} = await providerSandbox();
    const body = {provider: 'bg-ubb', psuId: 'mstoyanova', psuIpAddress: '2001:db8::1', validUntil: '2026-07-03'};
    const make = async () => (await api('POST', '/data/eu/access-consents', body)).json.result.consentID;
    const status = async (id: string) => (await api('GET', `/data/eu/access-consents/${id}`)).json.result.consentStatus;
    const [declined, revoked, expiring, unused] = [await make(), await make(), await make(), await make()];
    await bank(declined, 'decline');
    await bank(revoked, 'approve');
    await bank(expiring, 'approve');
    await bank(revoked, 'revoke');
    expect(await status(declined)).toBe('rejected');
    expect(await status(revoked)).toBe('valid');
    await advance('PT1H1M');
    expect(await status(revoked)).toBe('revokedByPsu');
    expect(await status(unused)).toBe('rejected');
    expect(await status(expiring)).toBe('valid');
    await advance('P2D'); // 3 July: validUntil is the last day of access
    expect(await status(expiring)).toBe('valid');
    await advance('P1D');
    expect(await status(expiring)).toBe('expired');
  });
});

describe('provider webhook registrations', () => {
  it('refuses an event of another product and an unknown consent; registering twice changes nothing', async () => {
    const {api} = await providerSandbox();
    const id = (await api('POST', '/data/access-consents', CONSENT_BODY)).json.result.consentID;
    const wrong = await api('POST', '/webhook', {
      consentId: id,
      url: 'https://app.kestrelledger.example/webhooks/fernpay',
      event: 'ACCOUNTS',
      product: 'DOMESTIC_STANDING_PAYMENTS',
    });
    expect(wrong.json).toEqual(example('registerWebhook-wrongProduct'));
    const reg = {
      consentId: id,
      url: 'https://app.kestrelledger.example/webhooks/fernpay',
      event: 'ACCOUNTS',
      product: 'ACCOUNTS',
    };
    const first = await api('POST', '/webhook', reg);
    const second = await api('POST', '/webhook', reg);
    expect(second.json).toEqual(first.json);
    expect((await api('GET', `/webhook/${id}`)).json.result).toHaveLength(1);
    const unknown = await api('POST', '/webhook', {...reg, consentId: 'aac-00000000-0000-0000-0000-000000000000'});
    expect(unknown.json).toEqual(example('registerWebhook-notFound'));
    const deleted = await api('DELETE', `/webhook/${id}`);
    expect(deleted.json).toEqual({successfullyDeleted: true, message: `1 webhook of consent ${id} deleted.`});
    expectConforms(deleted, '/webhook/{consentId}', 'delete');
    expect((await api('GET', `/webhook/${id}`)).json.result).toEqual([]);
  });

  it('sends the registered data events on authorisation and after each check', async () => {
    const {api, bank, advance, events} = await providerSandbox();
    const first = (await api('POST', '/data/access-consents', CONSENT_BODY)).json.result.consentID;
    await bank(first, 'approve');
    const accountId = (await api('GET', `/data/accounts/${first}`)).json.Data.Account[0].AccountId;
    const id = (
      await api('POST', '/data/access-consents', {
        provider: 'ob-natwest',
        flow: 'transactions',
        accountId,
        transactionEndDate: '2026-07-31',
      })
    ).json.result.consentID;
    for (const event of ['ACCOUNTS', 'ACCOUNT', 'ACCOUNT_BALANCES', 'ACCOUNT_TRANSACTIONS', 'ACCOUNT_TRANSACTION'])
      await api('POST', '/webhook', {
        consentId: id,
        url: 'https://app.kestrelledger.example/hooks',
        event,
        product: 'ACCOUNTS',
      });
    await bank(id, 'approve');
    expect(events('ACCOUNTS')).toHaveLength(1);
    expect(events('ACCOUNT')).toHaveLength(2);
    expect(events('ACCOUNT_BALANCES')).toHaveLength(1);
    expect(events('ACCOUNT_TRANSACTIONS')[0].data.Transaction.length).toBeGreaterThan(0);
    await advance('PT1M'); // the first check remembers what the bank holds
    await advance('P2D');
    const news = events('ACCOUNT_TRANSACTION');
    expect(news.length).toBeGreaterThan(0);
    for (const w of news) expect(w.data.consentId).toBe(id);
    expect(events('ACCOUNT_BALANCES').length).toBeGreaterThan(1);
  });
});

const VRP_CONSENT = {
  provider: 'ob-natwest',
  reference: 'KL-SWEEP-01',
  currency: 'GBP',
  maximumIndividualAmount: '250.00',
  periodicLimits: [{periodType: 'Month', periodAlignment: 'Consent', amount: '1000.00', currency: 'GBP'}],
  vrpType: ['Sweeping'],
  psuAuthenticationMethods: ['SCANotRequired'],
  validFrom: '2026-07-08T00:00:00.000Z',
  validTo: '2027-07-07T23:59:59.000Z',
  beneficiary: {
    identificationType: 'SortCodeAccountNumber',
    sortCode: '040004',
    accountNumber: '12345678',
    name: 'Ada Quill',
  },
  remitter: {
    identificationType: 'SortCodeAccountNumber',
    sortCode: '601613',
    accountNumber: '20417758',
    name: 'Ada Quill',
  },
  risk: {customerId: 'kl-user-20931', context: 'PartyToParty'},
  option: {
    RedirectUri: 'https://app.kestrelledger.example/bank/return',
    WebhookUri: 'https://app.kestrelledger.example/webhooks/fernpay',
  },
};
const withoutFailedAt = (body: Json) => ({...body, error: {...body.error, failed_at: 'x'}});

describe('provider variable recurring payments', () => {
  it('authorises a consent at the test bank, takes payments within the limits and refuses one over them as documented', async () => {
    const {api, bank, advance, events} = await providerSandbox('2026-07-08T10:00:00.000Z');
    const created = await api('POST', '/payment/vrp-consent', VRP_CONSENT, {'Idempotency-Key': 'vrp-consent-1'});
    expect(created.status).toBe(201);
    expectConforms(created, '/payment/vrp-consent', 'post');
    const consent = created.json.result;
    expect(consent).toMatchObject({
      status: 'awaiting_authorization',
      referenceNumber: 'FPV-2026-000001',
      completedAt: null,
    });
    expect(consent.authorisationFlow.uri).toMatch(/\/bank\/authorise\?request=/);
    expect(consent.providerData.Status).toBe('AwaitingAuthorisation');
    const pay = (amount: string, headers?: Record<string, string>) =>
      api(
        'POST',
        '/payment/vrp-payment',
        {vrpConsentId: consent.id, amount, psuAuthenticationMethod: 'SCANotRequired'},
        headers,
      );

    const early = await pay('200.00');
    expect(early.status).toBe(400);
    expect(withoutFailedAt(early.json)).toEqual(withoutFailedAt(example('createVrpPayment-notAuthorized')));

    const approved = await bank(consent.id, 'approve');
    expect(approved.json.redirectTo).toBe(
      `https://app.kestrelledger.example/bank/return?vrpConsentId=${consent.id}&status=authorized`,
    );
    const got = await api('GET', `/payment/vrp-consent/${consent.id}`);
    expectConforms(got, '/payment/vrp-consent/{vrpConsentId}', 'get');
    expect(got.json.result).toMatchObject({status: 'authorized', authorisationFlow: null, expiryDate: null});
    expect(got.json.result.completedAt).toBe('2026-07-08T10:00:00.000Z');
    expect(got.json.result.providerData.Status).toBe('Authorised');
    expect(events('VRP_CONSENT').map((w) => w.data.status)).toEqual(['authorized']);

    await advance('P23DT21H'); // 1 August, 07:00
    const first = await pay('200.00', {'Idempotency-Key': 'sweep-aug-1'});
    expect(first.status).toBe(201);
    expectConforms(first, '/payment/vrp-payment', 'post');
    expect(first.json.result).toMatchObject({
      status: 'executed',
      vrpConsent: consent.id,
      amount: '200.00',
      currency: 'GBP',
    });
    expect(first.json.result.webhookUri).toBe(VRP_CONSENT.option.WebhookUri);
    expect(events('VRP_PAYMENT').map((w) => w.data.status)).toEqual(['executed']);

    // Above maximumIndividualAmount: the documented 400, no payment, and the key stays unused.
    const over = await pay('300.00', {'Idempotency-Key': 'sweep-aug-2'});
    expect(over.status).toBe(400);
    expect(withoutFailedAt(over.json)).toEqual(withoutFailedAt(example('createVrpPayment-overLimit')));
    expectConforms(over, '/payment/vrp-payment', 'post');
    expect((await api('GET', `/payment/vrp-consent/${consent.id}/payments`)).json.result).toHaveLength(1);
    const reused = await pay('200.00', {'Idempotency-Key': 'sweep-aug-2'});
    expect(reused.status).toBe(201);
    expect(reused.headers['Idempotency-Replayed']).toBe('false');
    // A retry of a carried-out payment gets its stored answer.
    const replay = await pay('200.00', {'Idempotency-Key': 'sweep-aug-1'});
    expect(replay.headers['Idempotency-Replayed']).toBe('true');
    expect(replay.json).toEqual(first.json);

    // The Month limit (8 July to 7 August): 400.00 used, 600.00 left.
    expect((await pay('200.00')).status).toBe(201);
    expect((await pay('200.00')).status).toBe(201);
    const monthly = await pay('250.00');
    expect(monthly.status).toBe(400);
    expect(monthly.json.error.failure_details.errors[0]).toEqual({
      ErrorCode: 'UK.OBIE.Rules.FailsControlParameters',
      Message: 'Amount 250.00 exceeds the Month limit 1000.00: 200.00 left in this period',
      Path: 'amount',
    });
    expect((await pay('200.00')).status).toBe(201);
    expect((await pay('0.01')).status).toBe(400);
    await advance('P7D'); // 8 August: a new period
    expect((await pay('250.00')).json.result.status).toBe('executed');

    const list = await api('GET', `/payment/vrp-consent/${consent.id}/payments`);
    expectConforms(list, '/payment/vrp-consent/{vrpConsentId}/payments', 'get');
    expect(list.json.result.map((p: Json) => p.amount)).toEqual([
      '250.00',
      '200.00',
      '200.00',
      '200.00',
      '200.00',
      '200.00',
    ]);
    const one = await api('GET', `/payment/vrp-payment/${first.json.result.id}`);
    expectConforms(one, '/payment/vrp-payment/{vrpPaymentId}', 'get');

    const funds = await api('POST', `/payment/vrp-consent/${consent.id}/funds-confirmation`, {amount: '200.00'});
    expectConforms(funds, '/payment/vrp-consent/{vrpConsentId}/funds-confirmation', 'post');
    expect(funds.json.result).toMatchObject({vrpConsentId: consent.id, amount: '200.00', fundsAvailable: true});
    expect(
      (await api('POST', `/payment/vrp-consent/${consent.id}/funds-confirmation`, {amount: '200.92'})).json.result
        .fundsAvailable,
    ).toBe(false);

    const deleted = await api('DELETE', `/payment/vrp-consent/${consent.id}`);
    expect(deleted.json).toEqual({successfullyDeleted: true, message: `VRP consent ${consent.id} deleted.`});
    expectConforms(deleted, '/payment/vrp-consent/{vrpConsentId}', 'delete');
    const again = await api('DELETE', `/payment/vrp-consent/${consent.id}`);
    expect(again.json).toEqual({
      successfullyDeleted: false,
      message: example('deleteVrpConsent-alreadyDeleted').message.replace(/[0-9a-f]{24}/, consent.id),
    });
    expect(events('VRP_CONSENT').map((w) => w.data.status)).toEqual(['authorized', 'deleted']);
    expect((await pay('10.00')).json.error.failure_details.errors[0].ErrorCode).toBe(
      'vrp_consent_status_not_authorized',
    );
    const funds2 = await api('POST', `/payment/vrp-consent/${consent.id}/funds-confirmation`, {amount: '1.00'});
    expect(funds2.status).toBe(500);
    expectConforms(funds2, '/payment/vrp-consent/{vrpConsentId}/funds-confirmation', 'post');
    const zero = '6652e2f3a4b5c6d7e8f9a000';
    expect((await api('GET', `/payment/vrp-consent/${zero}`)).json).toEqual(example('getVrpConsent-notFound'));
    expect((await api('DELETE', `/payment/vrp-consent/${zero}`)).json).toEqual(example('deleteVrpConsent-notFound'));
    expect((await api('GET', `/payment/vrp-consent/${zero}/payments`)).json).toEqual(
      example('listVrpPayments-notFound'),
    );
    expect((await api('GET', `/payment/vrp-payment/${zero}`)).json).toEqual(example('getVrpPayment-notFound'));
    expect((await api('POST', `/payment/vrp-consent/${zero}/funds-confirmation`, {amount: '1.00'})).json).toEqual(
      example('confirmVrpFunds-notFound'),
    );
    const unknownConsent = await api('POST', '/payment/vrp-payment', {
      vrpConsentId: zero,
      amount: '1.00',
      psuAuthenticationMethod: 'SCANotRequired',
    });
    expect(unknownConsent.json.error.failure_details.errors[0].ErrorCode).toBe('no_vrp_consent_found');
  });

  it('answers each payment outcome the pence pick; failed payments do not count towards the limits', async () => {
    const {api, bank, advance, events} = await providerSandbox('2026-07-08T10:00:00.000Z');
    const id = (
      await api('POST', '/payment/vrp-consent', {
        ...VRP_CONSENT,
        maximumIndividualAmount: '500.00',
        periodicLimits: [{periodType: 'Day', periodAlignment: 'Calendar', amount: '500.00'}],
      })
    ).json.result.id;
    await bank(id, 'approve');
    const pay = (amount: string) =>
      api('POST', '/payment/vrp-payment', {vrpConsentId: id, amount, psuAuthenticationMethod: 'SCANotRequired'});
    expect((await pay('100.91')).json.result.status).toBe('pending');
    expect((await pay('100.92')).json.result.status).toBe('insufficient_funds');
    expect((await pay('100.93')).json.result.status).toBe('initiation_failed');
    expect((await pay('100.94')).json.result.status).toBe('authorisation_failed');
    // 100.91 pending counts: 399.09 left today.
    expect((await pay('399.10')).status).toBe(400);
    await advance('PT5S');
    expect(events('VRP_PAYMENT').map((w) => `${w.data.amount} ${w.data.status}`)).toEqual([
      '100.91 pending',
      '100.92 insufficient_funds',
      '100.93 initiation_failed',
      '100.94 authorisation_failed',
      '100.91 rejected',
    ]);
    // Rejected, it no longer counts.
    expect((await pay('500.00')).json.result.status).toBe('executed');
    expect((await pay('0.10')).status).toBe(400);
  });

  it('refuses consents the bank refuses, and makes the slow bank answer 30 seconds later', async () => {
    const {api, advance, events} = await providerSandbox('2026-07-08T10:00:00.000Z');
    const create = (changes: Record<string, unknown>) =>
      api('POST', '/payment/vrp-consent', {...VRP_CONSENT, ...changes});
    const noLimits = await create({periodicLimits: []});
    expect(noLimits.json).toEqual(example('createVrpConsent-noLimits'));
    const fortnight = await create({
      provider: 'ob-monzo',
      periodicLimits: [{periodType: 'Fortnight', periodAlignment: 'Consent', amount: '100.00'}],
    });
    expect(withoutFailedAt(fortnight.json)).toEqual(withoutFailedAt(example('createVrpConsent-unsupportedPeriod')));
    expectConforms(fortnight, '/payment/vrp-consent', 'post');
    const calendar = await create({
      provider: 'ob-revolut',
      beneficiary: {identificationType: 'IBAN', iban: 'GB33BUKB20201555555555', name: 'Ada Quill'},
      periodicLimits: [{periodType: 'Day', periodAlignment: 'Calendar', amount: '100.00'}],
    });
    expect(calendar.json.error.failure_details.errors[0]).toMatchObject({
      ErrorCode: 'UK.OBIE.Unsupported.Frequency',
      Path: 'periodicLimits[0].periodAlignment',
    });
    const iban = await create({
      beneficiary: {identificationType: 'IBAN', iban: 'GB33BUKB20201555555555', name: 'Ada Quill'},
    });
    expect(iban.json.error.failure_details.errors[0].ErrorCode).toBe(
      'only_sortcode_account_number_identification_type_allowed',
    );
    const sortCode = await create({provider: 'ob-revolut'});
    expect(sortCode.json.error.failure_details.errors[0].ErrorCode).toBe('only_iban_identification_type_allowed');
    const other = await create({vrpType: ['Other']});
    expect(other.json.error.failure_code).toBe('vrp_consent_creation_error');
    const sca = await create({psuAuthenticationMethods: ['SCA']});
    expect(sca.json.error.failure_details.errors[0].Path).toBe('psuAuthenticationMethods');
    const notVrp = await create({provider: 'ob-tsb'});
    expect(notVrp.json.error).toMatchObject({keyword: 'enum', dataPath: '.provider'});
    expect(notVrp.json.error.params.allowedValues).toContain('starling');
    // The sandbox twin of a VRP bank is a VRP bank.
    expect((await create({provider: 'ob-natwest-sandbox'})).status).toBe(201);

    const slow = await create({maximumIndividualAmount: '250.97'});
    expect(slow.status).toBe(201);
    expect(slow.json.result).toMatchObject({status: 'creation_initiated', authorisationFlow: null, expiryDate: null});
    const failing = (await create({maximumIndividualAmount: '250.98'})).json.result;
    expect(failing.status).toBe('creation_initiated');
    const early = await api('DELETE', `/payment/vrp-consent/${failing.id}`);
    expect(early.json.successfullyDeleted).toBe(false);
    expect(events('VRP_CONSENT')).toEqual([]);
    await advance('PT30S');
    const ready = (await api('GET', `/payment/vrp-consent/${slow.json.result.id}`)).json.result;
    expect(ready.status).toBe('awaiting_authorization');
    expect(ready.authorisationFlow.type).toBe('redirect');
    expect((await api('GET', `/payment/vrp-consent/${failing.id}`)).json.result.status).toBe('creation_failed');
    expect(events('VRP_CONSENT').map((w) => w.data.status)).toEqual(['awaiting_authorization', 'creation_failed']);
    expect((await api('DELETE', `/payment/vrp-consent/${failing.id}`)).json).toEqual({
      successfullyDeleted: false,
      message: `VRP consent ${failing.id} is creation_failed; there is nothing to delete.`,
    });
  });

  it('rejects a declined or expired consent, loses the connection after a revocation or validTo', async () => {
    const {api, bank, advance, events} = await providerSandbox('2026-07-08T10:00:00.000Z');
    const make = async (changes: Record<string, unknown> = {}) =>
      (await api('POST', '/payment/vrp-consent', {...VRP_CONSENT, ...changes})).json.result.id as string;
    const status = async (id: string) => (await api('GET', `/payment/vrp-consent/${id}`)).json.result.status;
    const [declined, expired, revoked, revokedThenPaid, ending] = [
      await make(),
      await make(),
      await make(),
      await make(),
      await make({validTo: '2026-07-08T10:30:00.000Z'}),
    ];
    await bank(declined, 'decline');
    expect(await status(declined)).toBe('rejected');
    await bank(expired, 'expire');
    expect(await status(expired)).toBe('awaiting_authorization');
    for (const id of [revoked, revokedThenPaid, ending]) await bank(id, 'approve');
    await bank(revoked, 'revoke');
    await bank(revokedThenPaid, 'revoke');
    const refused = await api('POST', '/payment/vrp-payment', {
      vrpConsentId: revokedThenPaid,
      amount: '10.00',
      psuAuthenticationMethod: 'SCANotRequired',
    });
    expect(refused.json.result.status).toBe('authorisation_failed');
    expect(await status(revokedThenPaid)).toBe('connection_lost');
    expect(await status(revoked)).toBe('authorized');
    await advance('PT1M');
    expect(await status(expired)).toBe('rejected');
    expect(await status(revoked)).toBe('connection_lost');
    expect(await status(ending)).toBe('authorized');
    await advance('PT30M');
    expect(await status(ending)).toBe('connection_lost');
    expect((await api('DELETE', `/payment/vrp-consent/${revoked}`)).json.successfullyDeleted).toBe(true);
    expect(
      events('VRP_CONSENT')
        .filter((w) => w.data.id === revoked)
        .map((w) => w.data.status),
    ).toEqual(['authorized', 'connection_lost', 'deleted']);
    expect(
      events('VRP_CONSENT')
        .filter((w) => w.data.id === declined)
        .map((w) => w.data.status),
    ).toEqual(['rejected']);
  });

  it('counts periods in UK time, aligned to the consent or the calendar', () => {
    const wall = (s: string) => ukWall(Date.parse(s));
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const from = wall('2026-07-08T00:00:00.000Z'); // 01:00 BST
    const period = (type: string, alignment: string, at: string) => {
      const p = periodOf(type as never, alignment, from, wall(at));
      return [day(p.start), day(p.end)];
    };
    expect(period('Month', 'Consent', '2026-08-01T07:00:00.000Z')).toEqual(['2026-07-08', '2026-08-08']);
    expect(period('Month', 'Consent', '2026-08-08T00:30:00.000Z')).toEqual(['2026-08-08', '2026-09-08']);
    expect(period('Day', 'Calendar', '2026-07-08T23:30:00.000Z')).toEqual(['2026-07-09', '2026-07-10']); // 00:30 BST
    expect(period('Week', 'Calendar', '2026-07-16T12:00:00.000Z')).toEqual(['2026-07-13', '2026-07-20']);
    expect(period('Fortnight', 'Calendar', '2026-07-21T12:00:00.000Z')).toEqual(['2026-07-20', '2026-08-03']);
    expect(period('Half-year', 'Calendar', '2026-08-01T12:00:00.000Z')).toEqual(['2026-07-01', '2027-01-01']);
    expect(period('Year', 'Consent', '2027-07-07T12:00:00.000Z')).toEqual(['2026-07-08', '2027-07-08']);
    expect(period('Week', 'Consent', '2026-07-15T00:30:00.000Z')).toEqual(['2026-07-15', '2026-07-22']);
  });

  it('declares the statuses of the spec, each reachable', () => {
    const statusEnum = (schema: string) =>
      YAML.parse(fs.readFileSync(path.join('openapi/provider/components/schemas', schema), 'utf8')).enum;
    for (const [lifecycle, schema] of [
      [VRP_CONSENT_LIFECYCLE, 'vrp/VrpConsentStatus.yaml'],
      [VRP_PAYMENT_LIFECYCLE, 'vrp/VrpPaymentStatus.yaml'],
    ] as const) {
      expect([...lifecycle.statuses].sort()).toEqual([...statusEnum(schema)].sort());
      const reached = new Set<string>(lifecycle.transitions.map((t) => t.to));
      expect(lifecycle.statuses.filter((s) => !reached.has(s))).toEqual([]);
    }
  });
});

describe('provider single immediate payments and refunds', () => {
  it('walks get-started steps 9 and 10: a payment authorised at the test bank, its refund account, a partial refund', async () => {
    const {api, bank, advance, events} = await providerSandbox('2026-07-06T09:00:00.000Z');
    const body = example('createSingleImmediatePayment-natwest');
    const created = await api('POST', '/payment/single-immediate-payment-initiation-requests', body, {
      'Idempotency-Key': 'c2a9e4d7-6b13-4f58-8d0e-71f3b5a9c6e2',
    });
    expect(created.status).toBe(201);
    expectConforms(created, '/payment/single-immediate-payment-initiation-requests', 'post');
    const payment = created.json.result;
    expect(payment).toMatchObject({
      customerPaymentId: 'kl-pay-004512',
      referenceNumber: 'FPP-2026-000001',
      status: 'initiated',
      provider: {id: 'ob-natwest', name: 'NatWest', sortCodeRange: ['500000-509999', '600000-609999']},
      expiryDate: '2026-07-06T10:00:00.000Z',
      log: [{status: 'initiated', message: 'Payment created; waiting for the end user at the bank.'}],
      accountConsentId: null,
    });
    // A retry with the same key: the same payment, replayed.
    const retry = await api('POST', '/payment/single-immediate-payment-initiation-requests', body, {
      'Idempotency-Key': 'c2a9e4d7-6b13-4f58-8d0e-71f3b5a9c6e2',
    });
    expect(retry.json.result.id).toBe(payment.id);
    expect(retry.headers['Idempotency-Replayed']).toBe('true');

    const id = payment.id;
    expect((await api('GET', `/payment/single-payment-initiation-requests/${id}/refund-account`)).status).toBe(400);
    const early = await api('POST', '/refund/single-immediate-payment', {
      originalPaymentId: id,
      provider: 'ob-natwest',
      customerPaymentId: 'kl-ref-000087',
    });
    expect(early.json).toEqual({
      error: {message: `Payment ${id} is initiated: only executed payments can be refunded`},
    });

    const approved = await bank(id, 'approve');
    expect(approved.json).toMatchObject({status: 'pending'});
    expect(approved.json.redirectTo).toBe(
      `https://app.kestrelledger.example/bank/return?paymentId=${id}&customerPaymentId=kl-pay-004512&status=pending`,
    );
    await advance('PT5S');
    const read = await api('GET', `/payment/single-payment-initiation-requests/${id}`);
    expectConforms(read, '/payment/single-payment-initiation-requests/{paymentId}', 'get');
    expect(read.json.result).toMatchObject({
      status: 'executed',
      authorisationFlow: null,
      expiryDate: null,
      completedAt: '2026-07-06T09:00:05.000Z',
      refundAccountName: 'Ada Quill',
      refundAccountSortCode: '601613',
      refundAccountNumber: '20417758',
    });
    expect(read.json.result.log.map((l: Json) => l.status)).toEqual(['initiated', 'pending', 'executed']);
    expect(events('SINGLE_IMMEDIATE_PAYMENT').map((w) => [w.scope, w.data.status])).toEqual([
      ['PAYMENTS', 'pending'],
      ['PAYMENTS', 'executed'],
    ]);
    const account = await api('GET', `/payment/single-payment-initiation-requests/${id}/refund-account`);
    expectConforms(account, '/payment/single-payment-initiation-requests/{paymentId}/refund-account', 'get');
    expect(account.json).toEqual({
      ...example('getPaymentRefundAccount-adaQuill'),
      result: {...example('getPaymentRefundAccount-adaQuill').result, paymentId: id},
    });
    const byCustomerId = await api(
      'GET',
      '/payment/single-payment-initiation-requests?customerPaymentId=kl-pay-004512',
    );
    expectConforms(byCustomerId, '/payment/single-payment-initiation-requests', 'get');
    expect(byCustomerId.json.result.docs.map((p: Json) => p.id)).toEqual([id]);
    expect(
      (await api('GET', '/payment/single-payment-initiation-requests?customerPaymentId=other')).json.result.totalDocs,
    ).toBe(0);

    // Step 10: refund 15.00.
    await advance('P3DT1H');
    const refund = await api('POST', '/refund/single-immediate-payment', {
      ...example('createRefund-partial'),
      originalPaymentId: id,
    });
    expect(refund.status).toBe(201);
    expectConforms(refund, '/refund/single-immediate-payment', 'post');
    const r = refund.json.result;
    expect(r).toMatchObject({
      referenceNumber: 'FPR-2026-000001',
      amount: '15.00',
      currency: 'GBP',
      reference: 'KL-INV-0457 REF',
      status: 'initiated',
      originalPayment: id,
      beneficiaryIdentificationType: 'SortCodeAccountNumber',
      beneficiary: {sortCode: '601613', accountNumber: '20417758', name: 'Ada Quill'},
      remitter: {sortCode: '601613', accountNumber: '31926819', name: 'Bramble & Finch Ltd'},
    });
    const tooMuch = await api('POST', '/refund/single-immediate-payment', {
      originalPaymentId: id,
      amount: '35.00',
      provider: 'ob-natwest',
      customerPaymentId: 'kl-ref-000089',
    });
    expect(tooMuch.json).toEqual({
      error: {message: `amount 35.00 is more than what is left to refund of payment ${id}: 34.99`},
    });
    await bank(r.id, 'approve');
    await advance('PT5S');
    const done = await api('GET', `/refund/single-immediate-payment/${r.id}`);
    expectConforms(done, '/refund/single-immediate-payment/{refundId}', 'get');
    expect(done.json.result.status).toBe('executed');
    expect(done.json.result.log.map((l: Json) => l.message)).toEqual(
      example('getRefund-executed').result.log.map((l: Json) => l.message),
    );
    expect(events('REFUND').map((w) => w.data.status)).toEqual(['pending', 'executed']);
    const rest = await api('POST', '/refund/single-immediate-payment', {
      originalPaymentId: id,
      amount: '34.99',
      provider: 'ob-natwest',
      customerPaymentId: 'kl-ref-000090',
    });
    expect(rest.status).toBe(201);
    const refunds = await api('GET', `/payment/single-payment-initiation-requests/${id}/refunds`);
    expectConforms(refunds, '/payment/single-payment-initiation-requests/{paymentId}/refunds', 'get');
    expect(refunds.json.result.map((x: Json) => x.amount)).toEqual(['34.99', '15.00']);
    // A declined refund stops holding its amount: the rest can be refunded again.
    await bank(rest.json.result.id, 'decline');
    expect((await api('GET', `/refund/single-immediate-payment/${rest.json.result.id}`)).json.result.status).toBe(
      'initiated',
    );
    expect(
      (
        await api('POST', '/refund/single-immediate-payment', {
          originalPaymentId: id,
          amount: '34.99',
          provider: 'ob-natwest',
          customerPaymentId: 'kl-ref-000091',
        })
      ).status,
    ).toBe(201);
  });

  it('keeps a declined or expired payment initiated with a dead link, and answers the documented errors', async () => {
    const {api, bank, advance, webhooks} = await providerSandbox();
    const body = example('createSingleImmediatePayment-natwest');
    const make = async () =>
      (await api('POST', '/payment/single-immediate-payment-initiation-requests', body)).json.result.id;
    const [declined, expired, unused] = [await make(), await make(), await make()];
    expect((await bank(declined, 'decline')).json.status).toBe('initiated');
    expect((await bank(expired, 'expire')).json.status).toBe('initiated');
    await advance('PT1H');
    for (const id of [declined, expired, unused]) {
      expect((await bank(id, 'approve')).status).toBe(400);
      expect((await api('GET', `/payment/single-payment-initiation-requests/${id}`)).json.result.status).toBe(
        'initiated',
      );
    }
    expect(webhooks()).toEqual([]);
    const {beneficiary, ...rest} = body;
    const noName = await api('POST', '/payment/single-immediate-payment-initiation-requests', {
      ...rest,
      beneficiary: {...beneficiary, name: undefined},
    });
    // The schemaPath is relative to the schema that holds the field (PaymentBeneficiary), as Ajv gives it.
    expect(noName.json).toEqual(example('createSingleImmediatePayment-missingBeneficiaryName'));
    const badAmount = await api('POST', '/payment/single-immediate-payment-initiation-requests', {
      ...body,
      amount: '49.9999',
    });
    // A shared one-value schema's rule (ProviderAmount) is shown at the property: `#/properties/amount/pattern`.
    expect(badAmount.json).toEqual(example('createSingleImmediatePayment-badAmount'));
    const zero = '6651a0d4b8e2f3a4c5d6e000';
    expect((await api('GET', `/payment/single-payment-initiation-requests/${zero}`)).json).toEqual(
      example('getSinglePaymentInitiation-notFound'),
    );
    expect((await api('GET', `/payment/single-payment-initiation-requests/${zero}/refunds`)).json).toEqual(
      example('listPaymentRefunds-notFound'),
    );
    expect((await api('GET', `/payment/single-payment-initiation-requests/${zero}/refund-account`)).json).toEqual(
      example('getPaymentRefundAccount-notFound'),
    );
    expect((await api('GET', `/refund/single-immediate-payment/${zero}`)).json).toEqual(example('getRefund-notFound'));
    expect(
      (
        await api('POST', '/refund/single-immediate-payment', {
          originalPaymentId: zero,
          provider: 'ob-natwest',
          customerPaymentId: 'x',
        })
      ).json,
    ).toEqual(example('createRefund-notFound'));
    expect(
      (await api('POST', '/refund/single-immediate-payment', {provider: 'ob-natwest', customerPaymentId: 'x'})).json,
    ).toEqual(example('createRefund-missingOriginal'));
    const unknownConsent = await api('POST', '/payment/single-immediate-payment-initiation-requests', {
      ...body,
      accountConsentId: 'aac-1',
    });
    expect(unknownConsent.status).toBe(400);
  });

  it('declares the statuses of the spec, each reachable', () => {
    const statusEnum = (schema: string) =>
      YAML.parse(fs.readFileSync(path.join('openapi/provider/components/schemas', schema), 'utf8')).enum;
    for (const [lifecycle, schema] of [
      [SINGLE_IMMEDIATE_PAYMENT_LIFECYCLE, 'payments/SinglePaymentStatus.yaml'],
      [REFUND_LIFECYCLE, 'payments/SinglePaymentStatus.yaml'],
      [EU_PAYMENT_LIFECYCLE, 'eu/EuPaymentStatus.yaml'],
    ] as const) {
      expect([...lifecycle.statuses].sort()).toEqual([...statusEnum(schema)].sort());
      const reached = new Set<string>(lifecycle.transitions.map((t) => t.to));
      expect(lifecycle.statuses.filter((s) => !reached.has(s))).toEqual([]);
    }
  });
});

const EU_PAYMENT = {
  amount: '120.00',
  provider: 'bg-dskbank',
  customerPaymentId: 'kl-eu-000118',
  remittanceInformation: 'Invoice 2026-118',
  beneficiary: {iban: 'BG72UNCR70001523456789', name: 'Vitosha Garden Supplies EOOD', country: 'BG'},
  remitter: {iban: 'BG19STSA93000123456789', psuIpAddress: '198.51.100.24'},
};

describe('provider EU single payments', () => {
  it('redirect flow: approve (pending, then executed), decline, let expire, rejected after authorisation', async () => {
    const {api, bank, advance, events} = await providerSandbox('2026-07-07T09:30:00.000Z');
    const create = (changes: Record<string, unknown> = {}) =>
      api('POST', '/payment/eu/single-payments', {...EU_PAYMENT, ...changes});
    const created = await create();
    expect(created.status).toBe(201);
    expectConforms(created, '/payment/eu/single-payments', 'post');
    const p = created.json.result;
    expect(p).toMatchObject({
      status: 'initiated',
      currency: 'BGN',
      referenceNumber: 'FPE-2026-000001',
      provider: {id: 'bg-dskbank', name: 'DSK Bank'},
    });
    expect(p.authorisationFlow.type).toBe('redirect');
    const auth = await api('GET', `/payment/eu/single-payments/${p.id}/authorisation`);
    expectConforms(auth, '/payment/eu/single-payments/{paymentId}/authorisation', 'get');
    expect(auth.json.result).toMatchObject({
      paymentId: p.id,
      status: 'initiated',
      scaStatus: 'received',
      authorisationFlow: p.authorisationFlow,
    });
    await bank(p.id, 'approve');
    expect((await api('GET', `/payment/eu/single-payments/${p.id}`)).json.result.status).toBe('pending');
    await advance('PT5S');
    const executed = await api('GET', `/payment/eu/single-payments/${p.id}`);
    expectConforms(executed, '/payment/eu/single-payments/{paymentId}', 'get');
    expect(executed.json.result).toMatchObject({
      status: 'executed',
      completedAt: '2026-07-07T09:30:05.000Z',
      error: null,
    });
    expect((await api('GET', `/payment/eu/single-payments/${p.id}/authorisation`)).status).toBe(400);

    const declined = (await create({provider: 'bg-unicredit'})).json.result.id;
    await bank(declined, 'decline');
    const failed = (await api('GET', `/payment/eu/single-payments/${declined}`)).json.result;
    expect(failed).toMatchObject({
      status: 'authorisation_failed',
      authorisationFlow: null,
      error: {failure_code: 'eu_payment_authorisation_error'},
    });
    const expiring = (await create()).json.result.id;
    await bank(expiring, 'expire');
    expect((await api('GET', `/payment/eu/single-payments/${expiring}`)).json.result.status).toBe('initiated');
    const rejected = (await create({amount: '120.91'})).json.result.id;
    await bank(rejected, 'approve');
    await advance('PT1M');
    expect((await api('GET', `/payment/eu/single-payments/${expiring}`)).json.result).toMatchObject({
      status: 'authorisation_failed',
      error: {failure_details: {message: 'The end user did not complete authorisation in time'}},
    });
    expect((await api('GET', `/payment/eu/single-payments/${rejected}`)).json.result).toMatchObject({
      status: 'rejected',
      error: {failure_code: 'eu_payment_rejected'},
    });
    const statuses = (id: string) =>
      events('EU_SINGLE_PAYMENT')
        .filter((w) => w.data.id === id)
        .map((w) => w.data.status);
    expect(statuses(p.id)).toEqual(['pending', 'executed']);
    expect(statuses(declined)).toEqual(['authorisation_failed']);
    expect(statuses(expiring)).toEqual(['authorisation_failed']);
    expect(statuses(rejected)).toEqual(['pending', 'rejected']);

    const refused = await create({amount: '120.93'});
    expect(refused.status).toBe(400);
    expectConforms(refused, '/payment/eu/single-payments', 'post');
    expect(refused.json.error.failure_code).toBe('eu_payment_initiation_error');
    // The IBAN sent is valid: the bank's message blames the payment, not a field (issue 38).
    expect(JSON.stringify(refused.json)).not.toMatch(/IBAN/i);
    expect(refused.json.error.failure_details.tppMessages).toEqual([
      {category: 'ERROR', code: 'PAYMENT_FAILED', text: 'The bank refused the payment initiation'},
    ]);
    const {country, ...noCountry} = EU_PAYMENT.beneficiary;
    expect(country).toBe('BG');
    expect((await create({currency: 'EUR', beneficiary: noCountry})).json).toEqual(
      example('createEuSinglePayment-missingCountry'),
    );
    expect((await create({currency: 'EUR', beneficiary: noCountry, provider: 'bg-ubb'})).status).toBe(400);
    expect((await create({beneficiary: noCountry})).status).toBe(201);
    const zero = '6653c1d2e3f4a5b6c7d8e000';
    expect((await api('GET', `/payment/eu/single-payments/${zero}`)).json).toEqual(
      example('getEuSinglePayment-notFound'),
    );
    expect((await api('POST', `/payment/eu/single-payments/${zero}/authorisation/otp`, {otp: '482913'})).json).toEqual(
      example('submitEuSinglePaymentOtp-notFound'),
    );
  });

  it('embedded flow (bg-postbank): the passcode 482913 authorises, any other fails the payment', async () => {
    const {api, advance, events, bank} = await providerSandbox('2026-07-14T10:00:00.000Z');
    const create = async () =>
      (await api('POST', '/payment/eu/single-payments', {...EU_PAYMENT, provider: 'bg-postbank', amount: '64.50'})).json
        .result;
    const good = await create();
    expect(good.authorisationFlow).toEqual({type: 'embedded', uri: 'https://app.kestrelledger.example/bank/otp'});
    expect((await api('GET', `/payment/eu/single-payments/${good.id}/authorisation`)).json.result.scaStatus).toBe(
      'scaMethodSelected',
    );
    expect((await bank(good.id, 'approve')).status).toBe(400);
    const accepted = await api('POST', `/payment/eu/single-payments/${good.id}/authorisation/otp`, {otp: '482913'});
    expect(accepted.status).toBe(200);
    expectConforms(accepted, '/payment/eu/single-payments/{paymentId}/authorisation/otp', 'post');
    expect(accepted.json.result).toMatchObject({status: 'pending', authorisationFlow: null});
    await advance('PT5S');
    expect((await api('GET', `/payment/eu/single-payments/${good.id}`)).json.result.status).toBe('executed');
    const again = await api('POST', `/payment/eu/single-payments/${good.id}/authorisation/otp`, {otp: '482913'});
    expect(again.status).toBe(400);

    const bad = await create();
    const wrong = await api('POST', `/payment/eu/single-payments/${bad.id}/authorisation/otp`, {otp: '000000'});
    expect(wrong.status).toBe(400);
    expectConforms(wrong, '/payment/eu/single-payments/{paymentId}/authorisation/otp', 'post');
    expect(withoutFailedAt(wrong.json)).toEqual(withoutFailedAt(example('submitEuSinglePaymentOtp-wrongOtp')));
    expect((await api('GET', `/payment/eu/single-payments/${bad.id}`)).json.result.status).toBe('authorisation_failed');
    expect((await api('POST', `/payment/eu/single-payments/${bad.id}/authorisation/otp`, {otp: '482913'})).status).toBe(
      400,
    );
    expect(events('EU_SINGLE_PAYMENT').map((w) => w.data.status)).toEqual([
      'pending',
      'executed',
      'authorisation_failed',
    ]);
  });

  it('decoupled flow (bg-ubb): the simulated app approves after 30 seconds, or declines .92', async () => {
    const {api, advance, events} = await providerSandbox();
    const create = async (amount: string) =>
      (await api('POST', '/payment/eu/single-payments', {...EU_PAYMENT, provider: 'bg-ubb', amount})).json.result;
    const approved = await create('30.00');
    const declined = await create('30.92');
    expect(approved.authorisationFlow).toEqual({type: 'decoupled', uri: null});
    expect((await api('GET', `/payment/eu/single-payments/${approved.id}/authorisation`)).json.result.scaStatus).toBe(
      'started',
    );
    await advance('PT29S');
    expect((await api('GET', `/payment/eu/single-payments/${approved.id}`)).json.result.status).toBe('initiated');
    await advance('PT1S');
    expect((await api('GET', `/payment/eu/single-payments/${approved.id}`)).json.result.status).toBe('pending');
    expect((await api('GET', `/payment/eu/single-payments/${declined.id}`)).json.result).toMatchObject({
      status: 'authorisation_failed',
      error: {failure_code: 'eu_payment_authorisation_error'},
    });
    await advance('PT5S');
    expect((await api('GET', `/payment/eu/single-payments/${approved.id}`)).json.result.status).toBe('executed');
    expect(events('EU_SINGLE_PAYMENT').map((w) => `${w.data.amount} ${w.data.status}`)).toEqual([
      '30.00 pending',
      '30.92 authorisation_failed',
      '30.00 executed',
    ]);
  });
});

describe('provider standing orders', () => {
  it('UK: consent authorised at the test bank, standing order created, consent consumed', async () => {
    const {api, bank, events} = await providerSandbox('2026-07-09T08:00:00.000Z');
    const body = example('createStandingOrderConsent-uk');
    const created = await api('POST', '/payment/standing-order-consents', body, {'Idempotency-Key': 'so-1'});
    expect(created.status).toBe(201);
    expectConforms(created, '/payment/standing-order-consents', 'post');
    const consent = created.json.result;
    expect(consent).toMatchObject({
      customerConsentId: null,
      status: 'AwaitingAuthorisation',
      expiryDate: '2026-07-09T09:00:00.000Z',
    });
    expect(consent.consentID).toMatch(/^sdsc-/);
    const id = consent.consentID;
    const early = await api('POST', '/payment/standing-orders', {ConsentId: id});
    expect(early.json).toEqual({
      error: {
        message: `Standing order consent ${id} is AwaitingAuthorisation: a standing order needs an Authorised consent`,
      },
    });
    await api('POST', '/webhook', {
      consentId: id,
      url: 'https://app.kestrelledger.example/hooks',
      event: 'DOMESTIC_STANDING_ACCESS_CONSENT',
      product: 'DOMESTIC_STANDING_PAYMENTS',
    });
    expect((await bank(id, 'approve')).json.status).toBe('Authorised');
    const read = await api('GET', `/payment/standing-order-consents/${id}`);
    expectConforms(read, '/payment/standing-order-consents/{consentId}', 'get');
    expect(read.json.result).toMatchObject({
      Status: 'Authorised',
      Permission: 'Create',
      Initiation: body.Data.Initiation,
      provider: 'ob-natwest',
      customerPaymentId: 'kl-so-000111',
    });
    expect(read.json.result.Debtor.Name).toBe('Ada Quill');
    const order = await api('POST', '/payment/standing-orders', {ConsentId: id}, {'Idempotency-Key': 'so-order-1'});
    expect(order.status).toBe(201);
    expectConforms(order, '/payment/standing-orders', 'post');
    expect(order.json.result).toMatchObject({ConsentId: id, Status: 'InitiationCompleted', MultiAuthorisation: null});
    expect(order.json.result.DomesticStandingOrderId).toMatch(/^sso-[0-9a-f]{12}$/);
    const got = await api('GET', `/payment/standing-orders/${order.json.result.DomesticStandingOrderId}`);
    expectConforms(got, '/payment/standing-orders/{standingOrderId}', 'get');
    expect(got.json).toEqual(order.json);
    expect((await api('GET', `/payment/standing-order-consents/${id}`)).json.result.Status).toBe('Consumed');
    expect(events('DOMESTIC_STANDING_ACCESS_CONSENT').map((w) => [w.scope, w.data.Status])).toEqual([
      ['DOMESTIC_STANDING_PAYMENTS', 'Authorised'],
      ['DOMESTIC_STANDING_PAYMENTS', 'Consumed'],
    ]);
    const again = await api('POST', '/payment/standing-orders', {ConsentId: id});
    expect(again.json.error.message).toBe(
      `Standing order consent ${id} is Consumed: its standing order exists already`,
    );
    expect((await api('POST', '/payment/standing-orders', {})).json).toEqual(
      example('createStandingOrder-missingConsent'),
    );
    expect(
      (await api('POST', '/payment/standing-orders', {ConsentId: 'sdsc-00000000-0000-0000-0000-000000000000'})).json,
    ).toEqual(example('createStandingOrder-notFound'));
    expect(
      (await api('GET', '/payment/standing-order-consents/sdsc-00000000-0000-0000-0000-000000000000')).json,
    ).toEqual(example('getStandingOrderConsent-notFound'));
    expect((await api('GET', '/payment/standing-orders/sso-000000000000')).json).toEqual(
      example('getStandingOrder-notFound'),
    );
    const long = await api('POST', '/payment/standing-order-consents', {
      ...body,
      Data: {Initiation: {...body.Data.Initiation, Reference: 'R'.repeat(36)}},
    });
    expect(long.json.error).toMatchObject({
      keyword: 'maxLength',
      dataPath: '.Data.Initiation.Reference',
      params: {limit: 35},
    });
  });

  it('UK: declined or expired consents are rejected; .93 makes the standing order fail', async () => {
    const {api, bank, advance, events} = await providerSandbox('2026-07-09T08:00:00.000Z');
    const body = example('createStandingOrderConsent-uk');
    const make = async (b = body) => (await api('POST', '/payment/standing-order-consents', b)).json.result.consentID;
    const declined = await make();
    const expired = await make();
    await bank(declined, 'decline');
    await bank(expired, 'expire');
    await advance('PT1M');
    const status = async (id: string) =>
      (await api('GET', `/payment/standing-order-consents/${id}`)).json.result.Status;
    expect(await status(declined)).toBe('Rejected');
    expect(await status(expired)).toBe('Rejected');
    const initiation = {...body.Data.Initiation, FirstPaymentAmount: {Amount: '15.93', Currency: 'GBP'}};
    const failing = await make({...body, Data: {Initiation: initiation}});
    await bank(failing, 'approve');
    const order = await api('POST', '/payment/standing-orders', {ConsentId: failing});
    expect(order.json.result.Status).toBe('InitiationFailed');
    expect(await status(failing)).toBe('Consumed');
    expect(events('DOMESTIC_STANDING_ACCESS_CONSENT').map((w) => w.data.Status)).toEqual([
      'Rejected',
      'Rejected',
      'Authorised',
      'Consumed',
    ]);
  });

  it('Starling: authorised at once on the account access consent, unique per externalIdentifier, DAILE stored as DAILY', async () => {
    const {api, bank, events} = await providerSandbox('2026-07-09T08:00:00.000Z');
    const body = example('createStandingOrderConsent-starling');
    const noConsent = await api('POST', '/payment/standing-order-consents', body);
    expect(noConsent.status).toBe(400);
    const accessConsent = (await api('POST', '/data/access-consents', {provider: 'starling'})).json.result.consentID;
    await bank(accessConsent, 'approve');
    const accountUid = (await api('GET', `/data/accounts/${accessConsent}`)).json.accounts[0].accountUid;
    const request = {...body, accountConsentId: accessConsent, AccountId: accountUid};
    const created = await api('POST', '/payment/standing-order-consents', request);
    expect(created.status).toBe(201);
    expect(created.json.result).toMatchObject({
      status: 'Authorised',
      authUrl: null,
      authorisationFlow: null,
      expiryDate: null,
    });
    const id = created.json.result.consentID;
    const repeat = await api('POST', '/payment/standing-order-consents', request);
    expect(repeat.json.result.consentID).toBe(id);
    const read = await api('GET', `/payment/standing-order-consents/${id}`);
    expectConforms(read, '/payment/standing-order-consents/{consentId}', 'get');
    expect(read.json.result.Initiation).toMatchObject({
      Frequency: 'Monthly',
      Reference: 'PLOT-17',
      FirstPaymentAmount: {Amount: '15.00', Currency: 'GBP'},
    });
    expect(events('DOMESTIC_STANDING_ACCESS_CONSENT')).toEqual([]);
    expect((await api('POST', '/payment/standing-orders', {ConsentId: id})).json.result.Status).toBe(
      'InitiationCompleted',
    );
    const daily = await api('POST', '/payment/standing-order-consents', {
      ...request,
      externalIdentifier: 'kl-so-000113',
      Data: {...body.Data, standingOrderRecurrence: {startDate: '2026-08-01', frequency: 'DAILE'}},
    });
    expect(daily.status).toBe(201);
    const bad = await api('POST', '/payment/standing-order-consents', {
      ...request,
      Data: {...body.Data, standingOrderRecurrence: {startDate: '2026-08-01', frequency: 'HOURLY'}},
    });
    expect(bad.status).toBe(400);
  });

  it('refuses a first payment on a day before today (UK time), UK and Starling alike; today is allowed', async () => {
    // 23:30 UTC on 31 July is 00:30 on 1 August in London (BST): the documented 2026-08-01 is today there.
    const {api, bank} = await providerSandbox('2026-07-31T23:30:00.000Z');
    const uk = example('createStandingOrderConsent-uk');
    const ukOn = (first: string) =>
      api('POST', '/payment/standing-order-consents', {
        ...uk,
        Data: {Initiation: {...uk.Data.Initiation, FirstPaymentDateTime: first}},
      });
    expect((await ukOn('2026-08-01T00:00:00.000Z')).status).toBe(201);
    const past = await ukOn('2026-07-31T00:00:00.000Z');
    expect(past.status).toBe(400);
    expect(past.json).toEqual(example('createStandingOrderConsent-pastFirstPayment'));
    expectConforms(past, '/payment/standing-order-consents', 'post');

    const starling = example('createStandingOrderConsent-starling');
    const accessConsent = (await api('POST', '/data/access-consents', {provider: 'starling'})).json.result.consentID;
    await bank(accessConsent, 'approve');
    const accountUid = (await api('GET', `/data/accounts/${accessConsent}`)).json.accounts[0].accountUid;
    const startingOn = (startDate: string, externalIdentifier: string) =>
      api('POST', '/payment/standing-order-consents', {
        ...starling,
        accountConsentId: accessConsent,
        AccountId: accountUid,
        externalIdentifier,
        Data: {...starling.Data, standingOrderRecurrence: {startDate, frequency: 'MONTHLY'}},
      });
    const late = await startingOn('2026-07-31', 'kl-so-past');
    expect(late.json.error).toMatchObject({
      keyword: 'formatMinimum',
      dataPath: '.Data.standingOrderRecurrence.startDate',
      params: {limit: 0},
    });
    expect((await startingOn('2026-08-01', 'kl-so-today')).status).toBe(201);
  });

  it('declares the statuses of the spec, each reachable', () => {
    const statusEnum = (schema: string) =>
      YAML.parse(fs.readFileSync(path.join('openapi/provider/components/schemas', schema), 'utf8')).enum;
    for (const [lifecycle, schema] of [
      [STANDING_ORDER_CONSENT_LIFECYCLE, 'standing-orders/StandingOrderConsentStatus.yaml'],
      [STANDING_ORDER_LIFECYCLE, 'standing-orders/StandingOrderStatus.yaml'],
      [FILE_PAYMENT_LIFECYCLE, 'bulk/FilePaymentStatus.yaml'],
    ] as const) {
      expect([...lifecycle.statuses].sort()).toEqual([...statusEnum(schema)].sort());
      const reached = new Set<string>(lifecycle.transitions.map((t) => t.to));
      expect(lifecycle.statuses.filter((s) => !reached.has(s))).toEqual([]);
    }
  });
});

describe('provider bulk file payments', () => {
  it('lists every provider the create call accepts (the BulkProviderId enum), as the reference does', async () => {
    const {api} = await providerSandbox('2026-09-01T11:00:00.000Z');
    const listed = await api('GET', '/payment/file-payment-consents/providers');
    expectConforms(listed, '/payment/file-payment-consents/providers', 'get');
    const ids = (listed.json.result as {id: string}[]).map((p) => p.id);
    const accepted = YAML.parse(
      fs.readFileSync('openapi/provider/components/schemas/bulk/BulkProviderId.yaml', 'utf8'),
    ).enum;
    expect(ids).toEqual(accepted);
    expect(listed.json).toEqual(example('listBulkProviders-all'));
    const description = YAML.parse(
      fs.readFileSync('openapi/provider/paths/payment_file-payment-consents_providers.yaml', 'utf8'),
    ).get.description;
    expect([...description.matchAll(/`(ob-[a-z-]+)`/g)].map((m) => m[1])).toEqual(accepted);
  });

  it('creates a batch, authorises it at the test bank, completes it, and answers a repeat without paying again', async () => {
    const {api, bank, advance, events} = await providerSandbox('2026-09-01T11:00:00.000Z');
    const body = example('createFilePaymentConsent-suppliers');
    const created = await api('POST', '/payment/file-payment-consents', body, {'Idempotency-Key': 'bulk-1'});
    expect(created.status).toBe(201);
    expectConforms(created, '/payment/file-payment-consents', 'post');
    expect(created.json).toMatchObject({
      type: 'file_payment_consent',
      status: 'awaiting_authorization',
      comment: 'Payment file uploaded; waiting for authorisation.',
      data: {
        amount: '458.40',
        numberOfTransactions: 2,
        referenceNumber: 'FPB-2026-000001',
        remitterName: 'Bramble & Finch Ltd',
        futurePaymentDate: '2026-09-04',
      },
    });
    const file = created.json.data;
    expect(file.log.map((l: Json) => l.status)).toEqual([
      'new_file_payment',
      'awaiting_upload',
      'awaiting_authorization',
    ]);
    expect(file.authorisationFlow.type).toBe('redirect');
    expect(events('FILE_PAYMENT')).toEqual([]);
    await bank(file.id, 'approve');
    const pending = await api('GET', `/payment/file-payment-consents/${file.id}/status`);
    expectConforms(pending, '/payment/file-payment-consents/{filePaymentId}/status', 'get');
    expect(pending.json).toMatchObject({
      type: 'file_payment_status',
      status: 'initiation_pending',
      comment: 'The bank is processing the batch.',
      data: {authorisationFlow: null},
    });
    await advance('PT5S');
    const done = await api('GET', `/payment/file-payment-consents/${file.id}`);
    expectConforms(done, '/payment/file-payment-consents/{filePaymentId}', 'get');
    expect(done.json).toMatchObject({
      type: 'file_payment',
      status: 'initiation_completed',
      data: {completedAt: '2026-09-01T11:00:05.000Z'},
    });
    expect(events('FILE_PAYMENT').map((w) => w.data.status)).toEqual(['initiation_pending', 'initiation_completed']);
    const repeated = await api('POST', '/payment/file-payment-consents', body);
    expect(repeated.status).toBe(200);
    expectConforms(repeated, '/payment/file-payment-consents', 'post');
    expect(repeated.json).toMatchObject({
      status: 'initiation_completed',
      comment: example('createFilePaymentConsent-repeated').comment,
    });
    expect(repeated.json.data.id).toBe(file.id);
    expect(events('FILE_PAYMENT')).toHaveLength(2);
    expect((await api('GET', '/payment/file-payment-consents/6653d2e3f4a5b6c7d8e9f000')).json).toEqual(
      example('getFilePayment-notFound'),
    );
  });

  it('refuses a date under 2 days ahead and a long reference; .99 the bank refuses the file; decline, expiry, .91 and .93', async () => {
    const {api, bank, advance, events} = await providerSandbox('2026-09-01T11:00:00.000Z');
    const body = example('createFilePaymentConsent-suppliers');
    const create = (changes: Record<string, unknown>) =>
      api('POST', '/payment/file-payment-consents', {...body, ...changes});
    const tooSoon = await create({customerPaymentId: 'b-1', futurePaymentDate: '2026-09-02'});
    expect(tooSoon.json).toEqual(example('createFilePaymentConsent-tooSoon'));
    expect((await create({customerPaymentId: 'b-2', futurePaymentDate: '2026-09-03'})).status).toBe(201);
    const withAmount = (amount: string, reference = 'PO-2026-014') => ({
      ...body.paymentData,
      transactions: [
        {...body.paymentData.transactions[0], amount, paymentReference: reference},
        body.paymentData.transactions[1],
      ],
    });
    const long = await create({customerPaymentId: 'b-3', paymentData: withAmount('10.00', 'R'.repeat(19))});
    expect(long.json.error).toMatchObject({
      keyword: 'maxLength',
      dataPath: '.paymentData.transactions[0].paymentReference',
    });
    const refused = await create({customerPaymentId: 'b-4', paymentData: withAmount('362.99')});
    expect(refused.status).toBe(500);
    expectConforms(refused, '/payment/file-payment-consents', 'post');
    // The sandbox names the first transaction's creditor account (its pence refused the file).
    const documented = withoutFailedAt(example('createFilePaymentConsent-bankFailed'));
    documented.error.failure_details.errors[0].Message = 'Creditor account 44129083 failed validation';
    expect(withoutFailedAt(refused.json)).toEqual(documented);
    const id = async (customerPaymentId: string, amount = '362.40') =>
      (await create({customerPaymentId, paymentData: withAmount(amount)})).json.data.id;
    const [declined, expired, rejected, failed] = [
      await id('b-5'),
      await id('b-6'),
      await id('b-7', '362.91'),
      await id('b-8', '362.93'),
    ];
    await bank(declined, 'decline');
    await bank(expired, 'expire');
    await bank(rejected, 'approve');
    await bank(failed, 'approve');
    await advance('PT1M');
    const status = async (x: string) => (await api('GET', `/payment/file-payment-consents/${x}`)).json.status;
    expect(await status(declined)).toBe('authorisation_failed');
    expect(await status(expired)).toBe('authorisation_failed');
    expect(await status(rejected)).toBe('rejected');
    expect(await status(failed)).toBe('initiation_failed');
    const of = (x: string) =>
      events('FILE_PAYMENT')
        .filter((w) => w.data.id === x)
        .map((w) => w.data.status);
    expect(of(declined)).toEqual(['authorisation_failed']);
    expect(of(expired)).toEqual(['authorisation_failed']);
    expect(of(rejected)).toEqual(['initiation_pending', 'rejected']);
    expect(of(failed)).toEqual(['initiation_pending', 'initiation_failed']);
    // A repeat of a batch that is not completed answers it as it is.
    const repeat = await create({customerPaymentId: 'b-5'});
    expect(repeat.json).toMatchObject({status: 'authorisation_failed', comment: 'The batch was not authorised.'});
  });
});

describe('provider test bank pages and state', () => {
  it('resolves every authorisation link to its resource, with the buttons the outcomes page names', async () => {
    const {api, bank, sandbox, now} = await providerSandbox('2026-07-01T11:00:00.000Z');
    const links = [
      (await api('POST', '/data/access-consents', CONSENT_BODY)).json.result.authUrl,
      (await api('POST', '/data/eu/access-consents', {provider: 'bg-ubb', psuId: 'm', psuIpAddress: '10.0.0.1'})).json
        .result.authUrl,
      (await api('POST', '/payment/vrp-consent', VRP_CONSENT)).json.result.authorisationFlow.uri,
      (
        await api(
          'POST',
          '/payment/single-immediate-payment-initiation-requests',
          example('createSingleImmediatePayment-natwest'),
        )
      ).json.result.authorisationFlow.uri,
      (await api('POST', '/payment/eu/single-payments', EU_PAYMENT)).json.result.authorisationFlow.uri,
      (await api('POST', '/payment/standing-order-consents', example('createStandingOrderConsent-uk'))).json.result
        .authUrl,
      (await api('POST', '/payment/file-payment-consents', example('createFilePaymentConsent-suppliers'))).json.data
        .authorisationFlow.uri,
    ] as string[];
    const pageOf = (link: string) => {
      const state = sandbox.snapshot();
      const record = resolveLink(state, new URL(link).searchParams.get('request')!)!;
      expect(record.kind).toBe('authorisation');
      const module = PROVIDER_PRESET.resources.find((m) => m.name === record.module)!;
      const ctx = {state, now, newId: () => '', emitWebhook: async () => {}, schedule: () => {}, origin: ''};
      return {id: record.id, page: module.bankPage!(ctx, record.id)!};
    };
    for (const link of links) {
      const {page} = pageOf(link);
      expect(page.title.length, link).toBeGreaterThan(0);
      expect(page.actions.map((a) => a.label)).toEqual(['Approve', 'Decline', 'Let the link expire']);
    }
    const {id} = pageOf(links[0]);
    await bank(id, 'approve');
    expect(pageOf(links[0]).page.actions).toEqual([{action: 'revoke', label: 'Revoke access'}]);
    await bank(id, 'revoke');
    expect(pageOf(links[0]).page.actions).toEqual([]);
    expect((await bank(id, 'dance')).status).toBe(400);
  });

  it('keeps JSON state: a restored sandbox carries on where the snapshot left it', async () => {
    const first = await providerSandbox('2026-07-08T10:00:00.000Z');
    const id = (await first.api('POST', '/payment/vrp-consent', VRP_CONSENT)).json.result.id;
    await first.bank(id, 'approve');
    const state = JSON.parse(JSON.stringify(first.sandbox.snapshot()));
    const restored = createSandbox({
      preset: BASE_PROVIDER_PRESET,
      apis: await sandboxApis(true),
      clock: () => Date.parse('2026-08-01T07:00:00.000Z'),
      state,
    });
    const {call} = requester(restored);
    const pay = (amount: string) =>
      call('POST', '/provider/v1/payment/vrp-payment', {
        vrpConsentId: id,
        amount,
        psuAuthenticationMethod: 'SCANotRequired',
      });
    expect((await pay('200.00')).json.result.status).toBe('executed');
    expect((await pay('300.00')).status).toBe(400);
    expect(restored.events().map((e) => e.type)).toEqual(['PAYMENTS.VRP_CONSENT', 'PAYMENTS.VRP_PAYMENT']);
  });
});

describe('provider webhook signatures', () => {
  it('signs provider webhooks with the customer clientSecret, the other APIs with the sandbox webhook secret', async () => {
    const {api, bank, sandbox, call} = await providerSandbox();
    const {verifyWebhook} = await import('../../src/lib/webhookSignature');
    const {SANDBOX_WEBHOOK_SECRET} = await import('../../src/sandbox/credentials');
    const clientSecret = PROVIDER_PRESET.credentials.provider!.headers['X-Client-Secret'];
    const consent = (await api('POST', '/data/access-consents', CONSENT_BODY)).json.result;
    await bank(consent.consentID, 'approve');
    const payment = await call('POST', '/v1/payments/single/create-and-process', {reference: 'SIG-1', amount: '12.00'});
    expect(payment.status).toBe(201);
    const control = await call('GET', '/_sandbox');
    expect(control.json.provider.webhookSecret).toBe(clientSecret);
    expect(control.json.webhookSecret).toBe(SANDBOX_WEBHOOK_SECRET);
    const verdict = async (type: string, secret: string) => {
      const e = sandbox.events().find((x) => x.type === type)!;
      const header = e.headers['Fernpay-Signature'];
      return (
        await verifyWebhook({
          body: e.body,
          header,
          secrets: [secret],
          now: Date.parse('2026-07-01T10:30:00.000Z') / 1000,
        })
      ).valid;
    };
    expect(await verdict('ACCOUNTS.ACCOUNT_ACCESS_CONSENT', clientSecret)).toBe(true);
    expect(await verdict('ACCOUNTS.ACCOUNT_ACCESS_CONSENT', SANDBOX_WEBHOOK_SECRET)).toBe(false);
    expect(await verdict('single-payments.status-update', SANDBOX_WEBHOOK_SECRET)).toBe(true);
    expect(await verdict('single-payments.status-update', clientSecret)).toBe(false);
  });
});
