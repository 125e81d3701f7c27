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
import {pointerGet, resolveRef} from '../../src/sandbox/openapi';
import {createRequestValidator} from '../../src/sandbox/validate';
import {escapePointer} from '../../src/shared/json-pointer';
import {ACCESS_CONSENT_LIFECYCLE, EU_CONSENT_LIFECYCLE} from '../../src/sandbox/lifecycles/provider-access-consent';
import {requester, sandboxApis} from './sandbox-helpers';

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
  const sandbox: Sandbox = createSandbox({apis: await sandboxApis(true), clock: () => t});
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
