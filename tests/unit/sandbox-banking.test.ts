/**
 * The sandbox engine's bank accounts and transactions (src/sandbox/resources/bank-accounts.ts, transactions.ts),
 * driven as an integrator would: the seeded default accounts, create by hand and the statement check, connect
 * through the test bank (every button), reconnect and reconsent, the default account, the consent notices on the
 * sandbox clock (no `bank-accounts` webhook, as documented for sandbox accounts), the transactions a single payment
 * and its refunds produce, their lists, filters and statistics, and the data API check of paid payments by pence.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {describe, expect, it} from 'vitest';
import {
  BANK_CONSENT_LIFETIME_DAYS,
  CONSENT_WARNINGS_DAYS_BEFORE,
  PAGING,
  TRANSACTION_STATISTICS,
} from '../../src/rules';
import {SANDBOX_COMPANIES} from '../../src/sandbox/credentials';
import {createSandbox, type EngineContext, type SandboxState} from '../../src/sandbox';
import {
  BANK_ACCOUNT_STATUSES,
  BANK_ACCOUNT_TRANSITIONS,
  BANK_CONNECTION_BUTTONS,
  bankAccountRefusalFor,
} from '../../src/sandbox/lifecycles/bank-account';
import {TRANSACTION_STATUSES} from '../../src/sandbox/lifecycles/transaction';
import {BANK_ACCOUNTS, type BankAccountRecord} from '../../src/sandbox/resources/bank-accounts';
import {recordTransaction, transactionStatistics, updateTransaction} from '../../src/sandbox/resources/transactions';
import {BRAMBLE, requester, sandboxApis, testSandbox, BASE_PROVIDER_PRESET} from './sandbox-helpers';
import {expandScenarioTags} from '../../src/sandbox/scenarios';

const OTTERLY = '6650f1c2a9d3e4b5c6d7e8fa';
const HERON = '6650f1c2a9d3e4b5c6d7e8fb';
const OPERATING = '66509a8b7c6d5e4f3a2b1c0d';
const RESERVE = '66509a8b7c6d5e4f3a2b1c0e';
const BA = '/v1/company/bank-accounts';
const PBA = (company: string) => `/partner/v1/${company}/bank-accounts`;
const SP = '/v1/payments/single';
const PSP = `/partner/v1/${BRAMBLE}/payments/single`;
const TX = '/v1/payments/transaction';
const PTX = `/partner/v1/${BRAMBLE}/payments/transactions`;
const PAYEE = {name: 'Ada Quill', externalAccountId: '6655a1b2c3d4e5f6a7b8c901', identification: '60161320417758'};
const STATEMENT = 'https://files.brambleandfinch.example/statements/reserve-2026-05.pdf';
const DAY = 86_400_000;

const yaml = (file: string) => YAML.parse(fs.readFileSync(path.join('openapi', file), 'utf8'));
const example = (file: string) => yaml(file).value;
const manual = (accountNumber: string, name = 'Reserve') => ({
  sortCode: '309634',
  accountNumber,
  name,
  provider: 'other',
  bankStatementAttachmentURL: STATEMENT,
});
type Call = Awaited<ReturnType<typeof testSandbox>>['call'];
/** The hashed id of an `authUri` (`?c=…`): what the test bank acts on. */
const linkId = (authUri: string) => new URL(authUri).searchParams.get('c')!;
const record = (state: SandboxState, id: string) =>
  state.store['bank-accounts'][id] as unknown as BankAccountRecord | undefined;
const bankEvents = (events: {type: string}[]) => events.filter((e) => e.type.startsWith('bank-accounts.'));

async function connect(call: Call, url: string, body: Record<string, unknown> = {provider: 'ob-monzo-sandbox'}) {
  const r = await call('POST', url, body);
  expect(r.status).toBe(200);
  return linkId(r.json.data.authUri);
}

describe('bank-account lifecycle data', () => {
  it('has exactly the statuses of BankAccountStatus, each reachable, and the documented refusal messages', () => {
    expect([...BANK_ACCOUNT_STATUSES].sort()).toEqual([...yaml('shared/schemas/BankAccountStatus.yaml').enum].sort());
    const reached = new Set(BANK_ACCOUNT_TRANSITIONS.map((t) => t.to));
    expect(BANK_ACCOUNT_STATUSES.filter((s) => !reached.has(s))).toEqual([]);
    expect(
      bankAccountRefusalFor('setDefaultBankAccount', {status: 'manual_check_required', creationType: 'manual'}),
    ).toEqual({
      status: 400,
      message: example('toolkit/bank-accounts/components/examples/setDefaultBankAccount-notVerified.yaml'),
    });
    expect(bankAccountRefusalFor('reconsentBankAccount', {status: 'verified', creationType: 'manual'})?.message).toBe(
      example('partner/bank-accounts/components/examples/reconsentBankAccount-notConnected.yaml'),
    );
    expect(
      bankAccountRefusalFor('reconsentBankAccount', {status: 'disabled', creationType: 'data_api'}),
    ).toBeUndefined();
    expect([...TRANSACTION_STATUSES].sort()).toEqual([...yaml('shared/schemas/TransactionStatus.yaml').enum].sort());
  });

  it('names the test-bank buttons of a bank connection as the sandbox-outcomes page does', () => {
    const page = expandScenarioTags(fs.readFileSync('docs/guides/sandbox-outcomes.mdx', 'utf8'));
    const section = page.slice(page.indexOf('## Bank-account connection'), page.indexOf('## Company verification'));
    const named = [...section.matchAll(/test bank: (.*?) \|/g)].flatMap((m) =>
      [...m[1].matchAll(/\*\*([^*]+)\*\*/g)].map((b) => b[1]),
    );
    expect(named.sort()).toEqual(BANK_CONNECTION_BUTTONS.map((b) => b.label).sort());
  });
});

describe('seeded bank accounts', () => {
  it('every sandbox company default account exists, verified and default, and payments are paid into it', async () => {
    const {call} = await testSandbox();
    for (const company of SANDBOX_COMPANIES) {
      const list = (await call('GET', `${PBA(company.id)}/list`)).json.data;
      if (!company.defaultBankAccount) {
        expect(list).toEqual([]);
        continue;
      }
      const got = await call('GET', `${PBA(company.id)}/${company.defaultBankAccount}/data`);
      expect(got.status).toBe(200);
      expect(got.json.data).toMatchObject({isDefault: true, status: 'verified', creationType: 'data_api'});
      expect(got.json.data.consentID).toMatch(/^aac-/);
      expect(list[0].id).toBe(company.defaultBankAccount);
    }
    // As the catalogue documents them: the connected operating account and the reserve account added by hand.
    const examples = 'toolkit/bank-accounts/components/examples';
    expect((await call('GET', `${BA}/${OPERATING}`)).json).toEqual(
      example(`${examples}/getBankAccount-connected.yaml`),
    );
    expect((await call('GET', `${BA}/${RESERVE}`)).json).toEqual(example(`${examples}/getBankAccount-manual.yaml`));
    expect((await call('GET', `${BA}/list`)).json).toEqual(example(`${examples}/listBankAccounts-twoAccounts.yaml`));
    // Another company's account is not found.
    expect((await call('GET', `${PBA(BRAMBLE)}/66509a8b7c6d5e4f3a2b1c0f/data`)).status).toBe(404);
    expect((await call('GET', `${PBA('aaaaaaaaaaaaaaaaaaaaaaaa')}/list`)).status).toBe(404);
    const payment = (await call('POST', `${SP}/create`, {reference: 'INV-BA', amount: '10.00'})).json.result;
    expect(payment.bankAccount).toBe(OPERATING);
  });

  it('payments refuse an account of another company, and an account that is not verified, with the documented 400s', async () => {
    const {call} = await testSandbox();
    const other = await call('POST', `${SP}/create`, {
      reference: 'INV-X',
      amount: '1.00',
      bankAccount: '66509a8b7c6d5e4f3a2b1c0f',
    });
    expect([other.status, other.body]).toEqual([
      400,
      'bankAccount 66509a8b7c6d5e4f3a2b1c0f is not one of your bank accounts',
    ]);
    const reserve = (await call('POST', `${BA}/create`, manual('58213049'))).json.result;
    const toolkit = await call('POST', `${SP}/create`, {reference: 'INV-Y', amount: '1.00', bankAccount: reserve.id});
    expect([toolkit.status, toolkit.body]).toEqual([
      400,
      'bankAccount must be a verified bank account; this account is manual_check_required',
    ]);
    const partner = await call('POST', `${PSP}/create-and-process`, {
      reference: 'INV-Z',
      amount: '1.00',
      bankAccount: reserve.id,
    });
    expect([partner.status, partner.body]).toEqual([
      400,
      `bankAccount ${reserve.id} is not verified (status manual_check_required); payments are paid only into a verified bank account`,
    ]);
    const unknown = await call('POST', `${PSP}/create`, {
      reference: 'INV-W',
      amount: '1.00',
      bankAccount: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    });
    expect([unknown.status, unknown.body]).toEqual([
      400,
      `bankAccount aaaaaaaaaaaaaaaaaaaaaaaa is not a bank account of company ${BRAMBLE}`,
    ]);
  });
});

describe('bank accounts added by hand', () => {
  it('create -> manual_check_required -> verified 2 minutes later; set-default, rename, list order', async () => {
    const {sandbox, call} = await testSandbox();
    const created = await call('POST', `${BA}/create`, manual('58213049'));
    expect(created.status).toBe(201);
    const reserve = created.json.result;
    expect(reserve).toMatchObject({
      status: 'manual_check_required',
      creationType: 'manual',
      isDefault: false,
      consentID: null,
      bankConsentExpired: false,
      bankStatementAttachmentURL: STATEMENT,
    });
    expect(reserve.id).toMatch(/^[a-f0-9]{24}$/);
    // The seeded reserve account (the toolkit create example's) is registered already.
    const again = await call('POST', `${BA}/create`, manual('58213047', 'Twice'));
    expect([again.status, again.body]).toEqual([
      400,
      'a bank account with sortCode 309634 and accountNumber 58213047 is already registered for your company',
    ]);
    const notYet = await call('PUT', `${BA}/${reserve.id}/set-default`);
    expect([notYet.status, notYet.body]).toEqual([
      400,
      example('toolkit/bank-accounts/components/examples/setDefaultBankAccount-notVerified.yaml'),
    ]);
    await call('POST', '/_sandbox/clock', {advance: 'PT119S'});
    expect((await call('GET', `${BA}/${reserve.id}`)).json.data.status).toBe('manual_check_required');
    await call('POST', '/_sandbox/clock', {advance: 'PT1S'});
    const verified = (await call('GET', `${BA}/${reserve.id}`)).json.data;
    // The company already has a default: the newly verified account is not it.
    expect(verified).toMatchObject({status: 'verified', isDefault: false});

    const renamed = await call('PUT', `${BA}/${reserve.id}/edit-name`, {name: 'Bramble & Finch Reserve'});
    expect(renamed.json).toEqual({saved: true, result: {...verified, name: 'Bramble & Finch Reserve'}});
    const empty = await call('PUT', `${BA}/${reserve.id}/edit-name`, {name: ''});
    expect([empty.status, empty.body]).toEqual([
      400,
      example('toolkit/bank-accounts/components/examples/editBankAccountName-emptyName.yaml'),
    ]);

    const newer = (await call('POST', `${BA}/create`, manual('11112222', 'Newer'))).json.result;
    let list = (await call('GET', `${BA}/list`)).json.data.map((a: {id: string}) => a.id);
    expect(list).toEqual([OPERATING, newer.id, reserve.id, RESERVE]);
    const moved = await call('PUT', `${BA}/${reserve.id}/set-default`);
    expect(moved.json.result.isDefault).toBe(true);
    expect((await call('GET', `${BA}/${OPERATING}`)).json.data).toMatchObject({isDefault: false, status: 'verified'});
    list = (await call('GET', `${BA}/list`)).json.data.map((a: {id: string}) => a.id);
    expect(list).toEqual([reserve.id, newer.id, RESERVE, OPERATING]);
    // Set-default on the current default changes nothing; new payments go to the new default.
    expect((await call('PUT', `${BA}/${reserve.id}/set-default`)).json.result.isDefault).toBe(true);
    expect((await call('POST', `${SP}/create`, {reference: 'INV-R', amount: '5.00'})).json.result.bankAccount).toBe(
      reserve.id,
    );
    // Manual accounts send no status-update; sandbox accounts send no bank-accounts event at all.
    expect(bankEvents(sandbox.events())).toEqual([]);
    expect(record(sandbox.snapshot(), reserve.id)!.notices).toEqual([]);
  });

  it('an accountNumber ending in 0000 is disabled at the check; a partner-added account is external', async () => {
    const {sandbox, call} = await testSandbox();
    const rejected = (await call('POST', `${BA}/create`, manual('40120000'))).json.result;
    const external = await call('POST', `${PBA(BRAMBLE)}/create`, manual('41296385', 'Savings'));
    expect(external.status).toBe(201);
    expect(external.json.result.creationType).toBe('external');
    const dashes = await call('POST', `${PBA(BRAMBLE)}/create`, {...manual('41296386'), sortCode: '60-83-71'});
    expect([dashes.status, dashes.body]).toEqual([
      400,
      example('partner/bank-accounts/components/examples/createBankAccount-invalidSortCode.yaml'),
    ]);
    await call('POST', '/_sandbox/clock', {advance: 'PT2M'});
    expect((await call('GET', `${BA}/${rejected.id}`)).json.data).toMatchObject({status: 'disabled', isDefault: false});
    expect((await call('GET', `${PBA(BRAMBLE)}/${external.json.result.id}/data`)).json.data.status).toBe('verified');
    const disabled = await call('PUT', `${PBA(BRAMBLE)}/${rejected.id}/set-default`);
    expect([disabled.status, disabled.body]).toEqual([
      400,
      'Only a verified bank account can be the default account (status is disabled)',
    ]);
    // Live would send status-update for the external account (not for the manual one); the sandbox sends neither.
    const state = sandbox.snapshot();
    expect(record(state, external.json.result.id)!.notices.map((n) => n.status)).toEqual(['verified']);
    expect(record(state, rejected.id)!.notices).toEqual([]);
    expect(bankEvents(sandbox.events())).toEqual([]);
  });

  it('a partner-added account ending in 0000 is disabled at the check: the status-update live sends is recorded', async () => {
    const {sandbox, call} = await testSandbox();
    const external = (await call('POST', `${PBA(BRAMBLE)}/create`, manual('41290000', 'Savings'))).json.result;
    expect([external.creationType, external.status]).toEqual(['external', 'manual_check_required']);
    await call('POST', '/_sandbox/clock', {advance: 'PT2M'});
    expect((await call('GET', `${PBA(BRAMBLE)}/${external.id}/data`)).json.data).toMatchObject({
      status: 'disabled',
      isDefault: false,
    });
    expect(record(sandbox.snapshot(), external.id)!.notices.map((n) => [n.type, n.status])).toEqual([
      ['bank-accounts.status-update', 'disabled'],
    ]);
    expect(bankEvents(sandbox.events())).toEqual([]);
  });

  it('the first account of a company to become verified becomes its default, whatever its creationType', async () => {
    const {call} = await testSandbox();
    const first = (await call('POST', `${PBA(HERON)}/create`, manual('22223333'))).json.result;
    const hash = await connect(call, `${PBA(HERON)}/connect`);
    const connected = (await call('POST', `/_sandbox/bank/${hash}/approve`)).json.bankAccount;
    expect(connected).toMatchObject({status: 'pending', isDefault: false});
    await call('POST', '/_sandbox/clock', {advance: 'PT10S'});
    // The connected account is verified first: it is the default; the hand-added one, verified later, is not.
    expect((await call('GET', `${PBA(HERON)}/${connected.id}/data`)).json.data).toMatchObject({
      status: 'verified',
      isDefault: true,
    });
    await call('POST', '/_sandbox/clock', {advance: 'PT2M'});
    expect((await call('GET', `${PBA(HERON)}/${first.id}/data`)).json.data).toMatchObject({
      status: 'verified',
      isDefault: false,
    });
  });
});

describe('bank accounts connected through the test bank', () => {
  it('refuses other and live banks; Approve adds a pending account, verified 10 seconds later', async () => {
    const {sandbox, call} = await testSandbox();
    const other = await call('POST', `${BA}/connect`, {provider: 'other'});
    expect([other.status, other.body]).toEqual([
      400,
      example('toolkit/bank-accounts/components/examples/connectBankAccount-otherProvider.yaml'),
    ]);
    const live = await call('POST', `${BA}/connect`, {provider: 'ob-natwest'});
    expect(live.status).toBe(400);
    expect(live.body).toMatch(
      /^provider must be a sandbox bank on the sandbox server .*ob-natwest connects on the live server only$/,
    );

    const r = await call('POST', `${BA}/connect`, {
      provider: 'ob-natwest-sandbox',
      redirectUrl: 'https://brambleandfinch.example/settings/bank',
    });
    expect(r.json.data.authUri).toMatch(/^http:\/\/127\.0\.0\.1:4010\/onboarding\/bank-connection\?c=[a-f0-9]{20}$/);
    const hash = linkId(r.json.data.authUri);
    const page = BANK_ACCOUNTS.bankPage!({state: sandbox.snapshot(), now: sandbox.now} as EngineContext, hash)!;
    expect(page.actions.map((a) => a.label)).toEqual(BANK_CONNECTION_BUTTONS.map((b) => b.label));

    const approved = await call('POST', `/_sandbox/bank/${hash}/approve`, {name: 'Bramble & Finch Payroll'});
    expect(approved.status).toBe(200);
    const account = approved.json.bankAccount;
    expect(approved.json.redirect).toBe(
      `https://brambleandfinch.example/settings/bank?status=connected&bankAccountId=${account.id}`,
    );
    // Connected through the test environment, the account names its bank, as live (the examples' `ob-natwest`).
    expect(account).toMatchObject({
      name: 'Bramble & Finch Payroll',
      provider: 'ob-natwest',
      status: 'pending',
      creationType: 'data_api',
      isDefault: false,
      bankStatementAttachmentURL: null,
      bankConsentExpired: false,
    });
    expect(account.consentID).toMatch(/^aac-[0-9a-f-]{36}$/);
    expect(account.sortCode).toMatch(/^\d{6}$/);
    expect(account.accountNumber).toMatch(/^\d{8}$/);
    await call('POST', '/_sandbox/clock', {advance: 'PT9S'});
    expect((await call('GET', `${BA}/${account.id}`)).json.data.status).toBe('pending');
    await call('POST', '/_sandbox/clock', {advance: 'PT1S'});
    expect((await call('GET', `${BA}/${account.id}`)).json.data.status).toBe('verified');
    // The link was used: the test bank refuses it now.
    const reused = await call('POST', `/_sandbox/bank/${hash}/approve`);
    expect(reused.status).toBe(400);
    expect(reused.json.error.message).toMatch(/already used/);
    // Live would have sent status-update (pending -> verified); the sandbox sends no bank-accounts event.
    expect(record(sandbox.snapshot(), account.id)!.notices.map((n) => n.status)).toEqual(['verified']);
    expect(bankEvents(sandbox.events())).toEqual([]);
  });

  it('the authUri opens the test bank page; its Approve button sends the browser on to redirectUrl', async () => {
    const {sandbox, call} = await testSandbox();
    const r = await call('POST', `${BA}/connect`, {
      provider: 'ob-monzo-sandbox',
      redirectUrl: 'https://x.example/bank',
    });
    const page = new URL(r.json.data.authUri);
    const path = `${page.pathname}${page.search}`;
    const shown = await sandbox.handle({method: 'GET', url: path, headers: {}});
    expect(shown.status).toBe(200);
    for (const b of BANK_CONNECTION_BUTTONS) expect(shown.body).toContain(b.label);
    const pressed = await sandbox.handle({
      method: 'POST',
      url: path,
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: 'action=approve',
    });
    expect(pressed.status).toBe(303);
    const back = new URL(pressed.headers.Location);
    expect(`${back.origin}${back.pathname}`).toBe('https://x.example/bank');
    expect(back.searchParams.get('status')).toBe('connected');
    const id = back.searchParams.get('bankAccountId')!;
    expect((await call('GET', `${BA}/${id}`)).json.data).toMatchObject({
      status: 'pending',
      provider: 'ob-monzo',
    });
  });

  it('Approve, details not confirmed: pending, then manual_check_required, verified 2 minutes later', async () => {
    const {call} = await testSandbox();
    const hash = await connect(call, `${PBA(OTTERLY)}/connect`);
    const account = (await call('POST', `/_sandbox/bank/${hash}/approve-details-not-confirmed`)).json.bankAccount;
    expect(account.status).toBe('pending');
    await call('POST', '/_sandbox/clock', {advance: 'PT10S'});
    expect((await call('GET', `${PBA(OTTERLY)}/${account.id}/data`)).json.data.status).toBe('manual_check_required');
    await call('POST', '/_sandbox/clock', {advance: 'PT2M'});
    expect((await call('GET', `${PBA(OTTERLY)}/${account.id}/data`)).json.data.status).toBe('verified');
  });

  it('Decline and Let the link expire add nothing and send the user back with status=failed; the link lasts an hour', async () => {
    const {call} = await testSandbox();
    const before = (await call('GET', `${BA}/list`)).json.data.length;
    const declined = await call('POST', `/_sandbox/bank/${await connect(call, `${BA}/connect`)}/decline`);
    expect(declined.json.redirect).toBe('https://portal.fernpay.example/settings/bank-accounts?status=failed');
    const expired = await call(
      'POST',
      `/_sandbox/bank/${await connect(call, `${BA}/connect`, {provider: 'ob-monzo-sandbox', redirectUrl: 'https://x.example/back'})}/expire`,
    );
    expect(expired.json.redirect).toBe('https://x.example/back?status=failed');
    expect((await call('GET', `${BA}/list`)).json.data.length).toBe(before);

    const late = await connect(call, `${BA}/connect`);
    const unknown = await call('POST', `/_sandbox/bank/${late}/maybe`);
    expect(unknown.status).toBe(400);
    await call('POST', '/_sandbox/clock', {advance: 'PT1H'});
    const tooLate = await call('POST', `/_sandbox/bank/${late}/approve`);
    expect(tooLate.status).toBe(400);
    expect(tooLate.json.error.message).toMatch(/expired/);
    expect((await call('GET', `${BA}/list`)).json.data.length).toBe(before);
  });

  it('authorising an account the company has renews its consent (same id and consentID); a disabled one is connected again', async () => {
    const {sandbox, call} = await testSandbox();
    const before = (await call('GET', `${BA}/${OPERATING}`)).json.data;
    await call('POST', '/_sandbox/clock', {advance: 'P10D'});
    const hash = await connect(call, `${BA}/connect`, {provider: 'ob-natwest-sandbox'});
    const renewed = await call('POST', `/_sandbox/bank/${hash}/approve`, {
      sortCode: '601613',
      accountNumber: '31926819',
    });
    expect(renewed.json.bankAccount).toEqual(before);
    const state = sandbox.snapshot();
    expect(Date.parse(record(state, OPERATING)!.consentExpiresAt!)).toBe(
      sandbox.now() + BANK_CONSENT_LIFETIME_DAYS * DAY,
    );
    expect(record(state, OPERATING)!.notices.map((n) => n.consentExpiryWarning)).toEqual(['up-to-date']);

    const rejected = (await call('POST', `${BA}/create`, manual('50600000'))).json.result;
    await call('POST', '/_sandbox/clock', {advance: 'PT2M'});
    expect((await call('GET', `${BA}/${rejected.id}`)).json.data.status).toBe('disabled');
    const again = await connect(call, `${BA}/connect`);
    const reconnected = (
      await call('POST', `/_sandbox/bank/${again}/approve`, {sortCode: '309634', accountNumber: '50600000'})
    ).json.bankAccount;
    expect(reconnected).toMatchObject({
      id: rejected.id,
      status: 'pending',
      creationType: 'data_api',
      bankStatementAttachmentURL: null,
    });
    expect(reconnected.consentID).toMatch(/^aac-/);
    await call('POST', '/_sandbox/clock', {advance: 'PT10S'});
    expect((await call('GET', `${BA}/${rejected.id}`)).json.data.status).toBe('verified');
    const bad = await call('POST', `/_sandbox/bank/${await connect(call, `${BA}/connect`)}/approve`, {sortCode: '1-2'});
    expect([bad.status, bad.json.error.message]).toEqual([400, 'sortCode must match ^\\d{6}$']);
  });
});

describe('bank consents', () => {
  it(`records the notices ${CONSENT_WARNINGS_DAYS_BEFORE.join('/')} days before expiry and at expiry on the sandbox clock, sends none`, async () => {
    const {sandbox, call} = await testSandbox();
    await call('GET', `${BA}/list`); // the seeded consent starts now
    const warnings = () => record(sandbox.snapshot(), OPERATING)!.notices.map((n) => n.consentExpiryWarning);
    let elapsed = 0;
    const advanceTo = async (days: number, less = 0) => {
      const ms = days * DAY - less - elapsed;
      elapsed += ms;
      await call('POST', '/_sandbox/clock', {advance: `PT${ms / 1000}S`});
    };
    const lifetime = BANK_CONSENT_LIFETIME_DAYS;
    const expected: string[] = [];
    for (const before of CONSENT_WARNINGS_DAYS_BEFORE) {
      await advanceTo(lifetime - before, 1000);
      expect(warnings()).toEqual(expected);
      await advanceTo(lifetime - before);
      expected.push(`day-${before}`);
      expect(warnings()).toEqual(expected);
      expect((await call('GET', `${BA}/${OPERATING}`)).json.data.bankConsentExpired).toBe(false);
    }
    await advanceTo(lifetime);
    expect(warnings()).toEqual([...expected, 'expired']);
    expect((await call('GET', `${BA}/${OPERATING}`)).json.data.bankConsentExpired).toBe(true);
    // An expired consent does not stop payments into the account.
    expect((await call('POST', `${SP}/create`, {reference: 'INV-EXP', amount: '3.00'})).json.result.bankAccount).toBe(
      OPERATING,
    );

    // Partner reconsent: same id and consentID, bankConsentExpired false, `up-to-date`.
    const r = await call('PATCH', `${PBA(BRAMBLE)}/${OPERATING}/reconsent`, {
      redirectUrl: 'https://partner.example/bank',
    });
    expect(r.status).toBe(200);
    const done = await call('POST', `/_sandbox/bank/${linkId(r.json.data.authUri)}/approve`);
    expect(done.json.redirect).toBe(`https://partner.example/bank?status=connected&bankAccountId=${OPERATING}`);
    const renewed = (await call('GET', `${PBA(BRAMBLE)}/${OPERATING}/data`)).json.data;
    expect(renewed).toMatchObject({bankConsentExpired: false, consentID: 'aac-5e2b9c71-0d4f-4b8a-9e36-1f7a2c8d4b50'});
    expect(warnings()).toEqual([...expected, 'expired', 'up-to-date']);
    // The next warning comes 60 days after the renewal.
    await call('POST', '/_sandbox/clock', {advance: `P${lifetime - CONSENT_WARNINGS_DAYS_BEFORE[0]}D`});
    expect(warnings().at(-1)).toBe(`day-${CONSENT_WARNINGS_DAYS_BEFORE[0]}`);
    expect(bankEvents(sandbox.events())).toEqual([]);
  });

  it('reconsent: refused for an account added by hand, body optional, 404 for another company', async () => {
    const {call} = await testSandbox();
    const external = (await call('POST', `${PBA(BRAMBLE)}/create`, manual('41296385'))).json.result;
    const refused = await call('PATCH', `${PBA(BRAMBLE)}/${external.id}/reconsent`);
    expect([refused.status, refused.body]).toEqual([
      400,
      example('partner/bank-accounts/components/examples/reconsentBankAccount-notConnected.yaml'),
    ]);
    const ok = await call('PATCH', `${PBA(BRAMBLE)}/${OPERATING}/reconsent`);
    expect(ok.json.data.authUri).toMatch(/bank-connection\?c=/);
    expect((await call('PATCH', `${PBA(OTTERLY)}/${OPERATING}/reconsent`)).status).toBe(404);
    const declined = await call('POST', `/_sandbox/bank/${linkId(ok.json.data.authUri)}/decline`);
    expect(declined.json.redirect).toBe('https://portal.fernpay.example/settings/bank-accounts?status=failed');
  });
});

/** A paid open-banking payment of `amount`: create-and-process, test bank Approve, the bank's confirmation. */
async function paidPayment(call: Call, amount: string, extra: Record<string, unknown> = {}) {
  const p = (await call('POST', `${SP}/create-and-process`, {reference: 'INV-T', amount, ...extra})).json.result;
  await call('POST', `/_sandbox/bank/${p.id}/approve`);
  await call('POST', '/_sandbox/clock', {advance: 'PT5S'});
  return (await call('GET', `${SP}/${p.id}`)).json.data;
}

describe('transactions', () => {
  it('a paid payment: in_progress at the approval, completed with the payment; refunds are outgoing; cash makes none', async () => {
    const {call} = await testSandbox();
    const p = (await call('POST', `${SP}/create-and-process`, {reference: 'INV-2026-042', amount: '125.50'})).json
      .result;
    await call('POST', `/_sandbox/bank/${p.id}/approve`);
    let list = (await call('GET', `${TX}/list`)).json.data;
    expect(list.totalDocs).toBe(1);
    const tx = list.docs[0];
    expect(tx).toMatchObject({
      amount: '125.50',
      status: 'in_progress',
      parentEntityType: 'Payment',
      parentEntityId: p.id,
      isSandbox: true,
      direction: 'incoming',
      expectedCompletedDate: '2026-07-01',
      completedAt: null,
      reference: 'INV-2026-042',
    });
    await call('POST', '/_sandbox/clock', {advance: 'PT5S'});
    const paid = (await call('GET', `${SP}/${p.id}`)).json.data;
    const completed = (await call('GET', `${TX}/${tx.id}`)).json.data;
    expect(completed).toMatchObject({status: 'completed', completedAt: paid.completedAt});
    expect(completed.parentEntityDataApiCheckStatus).toBe('waiting_for_first_check');

    await call('POST', `${SP}/${p.id}/refund`, {amount: '25.50', payeeAccountInfo: PAYEE});
    await call('POST', `/_sandbox/bank/${p.id}/approve`);
    list = (await call('GET', `${PTX}/list?parentEntityId=${p.id}`)).json.data;
    expect(
      list.docs.map((t: {direction: string; status: string; amount: string}) => [t.direction, t.status, t.amount]),
    ).toEqual([
      ['outgoing', 'completed', '25.50'],
      ['incoming', 'completed', '125.50'],
    ]);

    const cash = (await call('POST', `${SP}/create`, {reference: 'INV-CASH', amount: '4.00', paymentMethod: 'cash'}))
      .json.result;
    await call('POST', `${SP}/${cash.id}/process`);
    expect((await call('GET', `${PTX}/list?parentEntityId=${cash.id}`)).json.data.totalDocs).toBe(0);
  });

  it('a declined payment has a rejected transaction, a paid retry a new one; a declined refund an outgoing rejected one', async () => {
    const {call} = await testSandbox();
    const p = (await call('POST', `${SP}/create-and-process`, {reference: 'INV-D', amount: '20.00'})).json.result;
    await call('POST', `/_sandbox/bank/${p.id}/decline`);
    await call('POST', `/_sandbox/bank/${p.id}/approve`);
    await call('POST', '/_sandbox/clock', {advance: 'PT5S'});
    await call('POST', `${SP}/${p.id}/refund`, {payeeAccountInfo: PAYEE});
    await call('POST', `/_sandbox/bank/${p.id}/decline`);
    const list = (await call('GET', `${PTX}/list?parentEntityId=${p.id}`)).json.data.docs;
    expect(list.map((t: {direction: string; status: string}) => `${t.direction} ${t.status}`)).toEqual([
      'outgoing rejected',
      'incoming completed',
      'incoming rejected',
    ]);
  });

  it('partner list: filters combined, paging, newest first; get; 404 for another company; documented 400s', async () => {
    const {sandbox, clock, call} = await testSandbox();
    const a = await paidPayment(call, '10.00');
    await call('POST', `${SP}/${a.id}/refund`, {payeeAccountInfo: PAYEE});
    await call('POST', `/_sandbox/bank/${a.id}/approve`);
    clock.advance(2 * DAY);
    const b = await paidPayment(call, '30.00');
    const q = async (query: string) => (await call('GET', `${PTX}/list?${query}`)).json.data;
    expect((await q('')).docs.map((t: {amount: string}) => t.amount)).toEqual(['30.00', '10.00', '10.00']);
    expect((await q('direction=outgoing')).docs.map((t: {parentEntityId: string}) => t.parentEntityId)).toEqual([a.id]);
    expect((await q('direction=incoming&status=completed')).totalDocs).toBe(2);
    expect((await q('status=in_progress')).totalDocs).toBe(0);
    expect((await q('parentEntityType=RecurringPayment')).totalDocs).toBe(0);
    expect((await q(`parentEntityType=Payment&parentEntityId=${b.id}`)).docs).toHaveLength(1);
    expect((await q('from=2026-07-02')).docs.map((t: {parentEntityId: string}) => t.parentEntityId)).toEqual([b.id]);
    expect((await q('to=2026-07-01')).totalDocs).toBe(2);
    expect((await q('from=2026-07-01&to=2026-07-03')).totalDocs).toBe(3);
    const page = await q('limit=1&page=2');
    expect(page).toMatchObject({page: 2, limit: 1, totalDocs: 3, totalPages: 3, hasNextPage: true});
    expect(page.docs[0].amount).toBe('10.00');
    const defaults = await q('');
    expect([defaults.page, defaults.limit]).toEqual([PAGING.defaultPage, PAGING.defaultLimit]);
    const invalid = await call('GET', `${PTX}/list?status=done`);
    expect([invalid.status, invalid.body]).toEqual([
      400,
      example('partner/transactions/components/examples/listTransactions-invalidStatus.yaml'),
    ]);
    const tooMany = await call('GET', `${TX}/list?limit=101`);
    expect([tooMany.status, tooMany.body]).toEqual([
      400,
      example('toolkit/transactions/components/examples/listTransactions-limitTooHigh.yaml'),
    ]);
    const id = defaults.docs[0].id;
    expect((await call('GET', `${PTX}/${id}`)).json.data).toEqual(defaults.docs[0]);
    expect((await call('GET', `/partner/v1/${OTTERLY}/payments/transactions/${id}`)).status).toBe(404);
    expect((await call('GET', `${TX}/aaaaaaaaaaaaaaaaaaaaaaaa`)).status).toBe(404);
    expect(sandbox.events().some((e) => e.type.startsWith('transactions'))).toBe(false);
  });

  it('recordTransaction and updateTransaction serve other parents (a recurring collection) and follow the lifecycle', async () => {
    const {sandbox} = await testSandbox();
    const state = sandbox.snapshot();
    let n = 0;
    const ctx = {
      state,
      now: () => Date.parse('2026-08-01T08:00:03.000Z'),
      newId: () => `6654e5f6a7b8c9d0e1f2a3${String(++n).padStart(2, '0')}`,
    };
    const t = recordTransaction(ctx, {
      companyId: BRAMBLE,
      parentEntityType: 'RecurringPayment',
      parentEntityId: '6652d4e5f6a7b8c9d0e1f2a1',
      direction: 'incoming',
      amount: '45.00',
      reference: 'GM-2026-007',
      status: 'pending',
      expectedCompletedDate: '2026-09-01',
    });
    expect(await updateTransaction(ctx, String(t.id), 'rejected')).toBe(false);
    expect(await updateTransaction(ctx, String(t.id), 'completed', {completedAt: '2026-09-01T07:02:40.000Z'})).toBe(
      true,
    );
    expect(await updateTransaction(ctx, String(t.id), 'missed')).toBe(false);
    const restored = createSandbox({preset: BASE_PROVIDER_PRESET, apis: await sandboxApis(), state, clock: ctx.now});
    const list = (await requester(restored).call('GET', `${PTX}/list?parentEntityType=RecurringPayment`)).json.data;
    expect(list.docs).toEqual([
      {
        id: '6654e5f6a7b8c9d0e1f2a301',
        amount: '45.00',
        status: 'completed',
        createdAt: '2026-08-01T08:00:03.000Z',
        parentEntityType: 'RecurringPayment',
        parentEntityId: '6652d4e5f6a7b8c9d0e1f2a1',
        isSandbox: true,
        direction: 'incoming',
        expectedCompletedDate: '2026-09-01',
        completedAt: '2026-09-01T07:02:40.000Z',
        reference: 'GM-2026-007',
        parentEntityDataApiCheckStatus: null,
        parentEntityLastDataApiCheckAt: null,
      },
    ]);
  });
});

describe('transaction statistics', () => {
  it('leaves sandbox transactions out: zero figures, one entry per day of the default 30-day range', async () => {
    const {call} = await testSandbox();
    await paidPayment(call, '12.00');
    const stats = (await call('GET', `${PTX}/statistics`)).json.data;
    expect(stats).toMatchObject({count: 0, totalAmount: '0.00', avgAmount: '0.00', avgCount: 0});
    expect(stats.countByDate).toHaveLength(TRANSACTION_STATISTICS.defaultRangeDays);
    expect(stats.countByDate.at(-1)).toEqual({date: '2026-07-01', value: 0});
    const inverted = await call('GET', `${PTX}/statistics?completedFrom=2026-07-08&completedTo=2026-07-01`);
    expect([inverted.status, inverted.body]).toEqual([
      400,
      example('partner/transactions/components/examples/getTransactionStatistics-invertedRange.yaml'),
    ]);
    const tooLong = await call('GET', `${PTX}/statistics?completedFrom=2025-01-01&completedTo=2026-01-02`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatch(new RegExp(`at most ${TRANSACTION_STATISTICS.maxRangeDays} days`));
    const longest = await call('GET', `${PTX}/statistics?completedFrom=2025-01-01&completedTo=2026-01-01`);
    expect(longest.json.data.countByDate).toHaveLength(TRANSACTION_STATISTICS.maxRangeDays);
  });

  it('computes the documented worked example (first week of July, incoming and outgoing) from live transactions', () => {
    const live = (amount: string, completedAt: string, direction = 'incoming', status = 'completed') => ({
      amount,
      completedAt,
      direction,
      status,
      isSandbox: false,
    });
    const txs = [
      live('60.00', '2026-07-02T09:16:05.000Z'),
      live('125.50', '2026-07-03T14:05:12.000Z'),
      live('25.50', '2026-07-06T11:00:00.000Z', 'outgoing'),
      live('99.00', '2026-07-04T10:00:00.000Z', 'incoming', 'in_progress'),
      {...live('77.00', '2026-07-05T10:00:00.000Z'), isSandbox: true},
      live('10.00', '2026-07-08T00:00:00.000Z'),
    ];
    const examples = 'partner/transactions/components/examples';
    expect(transactionStatistics(txs, '2026-07-01', '2026-07-07', 'incoming')).toEqual(
      example(`${examples}/getTransactionStatistics-firstWeekOfJuly.yaml`).data,
    );
    expect(transactionStatistics(txs, '2026-07-01', '2026-07-07', 'outgoing')).toEqual(
      example(`${examples}/getTransactionStatistics-outgoing.yaml`).data,
    );
  });
});

describe('data API check of paid single payments', () => {
  const checks = (events: {type: string; body: string}[]) =>
    events
      .filter((e) => e.type === 'single-payments.data-api-check')
      .map((e) => JSON.parse(e.body).data.dataApiCheckStatus as string);

  it('any other amount: payment_made 60 seconds after paid, one data-api-check webhook, copied to its transactions', async () => {
    const {sandbox, call} = await testSandbox();
    const p = await paidPayment(call, '125.50');
    expect(p).toMatchObject({dataApiCheckStatus: 'waiting_for_first_check', lastDataApiCheckAt: null});
    await call('POST', '/_sandbox/clock', {advance: 'PT59S'});
    expect(checks(sandbox.events())).toEqual([]);
    await call('POST', '/_sandbox/clock', {advance: 'PT1S'});
    const checked = (await call('GET', `${SP}/${p.id}`)).json.data;
    expect(checked.dataApiCheckStatus).toBe('payment_made');
    expect(checked.lastDataApiCheckAt).toBe(new Date(sandbox.now()).toISOString());
    expect(checks(sandbox.events())).toEqual(['payment_made']);
    const tx = (await call('GET', `${PTX}/list?parentEntityId=${p.id}`)).json.data.docs[0];
    expect(tx).toMatchObject({
      parentEntityDataApiCheckStatus: 'payment_made',
      parentEntityLastDataApiCheckAt: checked.lastDataApiCheckAt,
      status: 'completed',
    });
    await call('POST', '/_sandbox/clock', {advance: 'PT1H'});
    expect(checks(sandbox.events())).toEqual(['payment_made']);
  });

  it('.94: unable_to_check at the check, payment_made at the next; .95: permanent_connection_loss and checks stop', async () => {
    const {sandbox, call} = await testSandbox();
    const p94 = await paidPayment(call, '40.94');
    await call('POST', '/_sandbox/clock', {advance: 'PT60S'});
    expect((await call('GET', `${SP}/${p94.id}`)).json.data.dataApiCheckStatus).toBe('unable_to_check');
    await call('POST', '/_sandbox/clock', {advance: 'PT60S'});
    expect((await call('GET', `${SP}/${p94.id}`)).json.data.dataApiCheckStatus).toBe('payment_made');
    expect(checks(sandbox.events())).toEqual(['unable_to_check', 'payment_made']);

    const p95 = await paidPayment(call, '40.95');
    await call('POST', '/_sandbox/clock', {advance: 'PT10M'});
    expect((await call('GET', `${SP}/${p95.id}`)).json.data.dataApiCheckStatus).toBe('permanent_connection_loss');
    expect(checks(sandbox.events())).toEqual(['unable_to_check', 'payment_made', 'permanent_connection_loss']);
  });

  it('no check for an account added by hand (null) nor for cash; unable_to_check while the consent is expired', async () => {
    const {sandbox, call} = await testSandbox();
    const intoManual = await paidPayment(call, '15.00', {bankAccount: RESERVE});
    expect(intoManual.dataApiCheckStatus).toBeNull();
    const cash = (await call('POST', `${SP}/create`, {reference: 'INV-C', amount: '4.00', paymentMethod: 'cash'})).json
      .result;
    expect((await call('POST', `${SP}/${cash.id}/process`)).json.result.dataApiCheckStatus).toBeNull();
    await call('POST', '/_sandbox/clock', {advance: 'PT5M'});
    expect(checks(sandbox.events())).toEqual([]);

    await call('POST', '/_sandbox/clock', {advance: `P${BANK_CONSENT_LIFETIME_DAYS}D`});
    const late = await paidPayment(call, '16.00');
    await call('POST', '/_sandbox/clock', {advance: 'PT10M'});
    expect((await call('GET', `${SP}/${late.id}`)).json.data.dataApiCheckStatus).toBe('unable_to_check');
    expect(checks(sandbox.events())).toEqual(['unable_to_check']);
  });
});
