/**
 * The Partner API's managed companies, merchants and integrations in the sandbox engine, driven as an
 * integrator drives them: the merchant-creation walk-through end to end (create, update, the director's test
 * verification flow, the bank connection link, the integration, the verification webhooks, the first payment),
 * every director outcome of /guides/sandbox-outcomes, the access toggle and Fernpay's termination, the
 * refusals, paging, integrations and the seeded companies against the documented examples.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {beforeAll, describe, expect, it} from 'vitest';
import {PAGING} from '../../src/rules';
import {SANDBOX_COMPANIES} from '../../src/sandbox/credentials';
import {createSandbox, type EngineContext, type Sandbox, type SandboxApi} from '../../src/sandbox';
import {
  COMPANY_ACCESS_STATUSES,
  COMPANY_VERIFICATION_STATUSES,
  VERIFICATION_TRANSITIONS,
  companyVerificationFrom,
  verificationTransition,
} from '../../src/sandbox/lifecycles/company';
import {
  DIRECTOR_CHECK_DELAY_SECONDS,
  DIRECTOR_STATUSES,
  DIRECTOR_TRANSITIONS,
  MANUAL_CHECK_DELAY_SECONDS,
  VERIFICATION_FLOW_BUTTONS,
  type DirectorStatus,
} from '../../src/sandbox/lifecycles/director';
import {COMPANIES} from '../../src/sandbox/resources/companies';
import {createRequestValidator} from '../../src/sandbox/validate';
import {BRAMBLE, requester, sandboxApis, testSandbox} from './sandbox-helpers';
import {PROVIDER_PRESET} from '../../src/sandbox/presets/provider';
import {expandScenarioTags} from '../../src/sandbox/scenarios';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the sandbox */
type Call = Awaited<ReturnType<typeof testSandbox>>['call'];

const OTTERLY = '6650f1c2a9d3e4b5c6d7e8fa';
const HERON = '6650f1c2a9d3e4b5c6d7e8fb';
const INFO = '/partner/v1/companies/info';
const ORIGIN = 'http://127.0.0.1:4010';

const yaml = (file: string) => YAML.parse(fs.readFileSync(path.join('openapi', file), 'utf8'));
const example = (api: string, name: string) => yaml(`partner/${api}/components/examples/${name}.yaml`).value;

/** The walk-through's company (docs/partner-api/getting-started/merchant-creation.mdx, step 1). */
const OTTERLY_BAKES = example('merchants', 'createCompany-soleTrader');
const BRAMBLE_LTD = example('merchants', 'createCompany-limitedCompany');

let apis: SandboxApi[];
/** Checks a value against a schema of a served partner bundle (`''`: valid, else the first error). */
let conforms: (apiId: string, schema: string, value: unknown) => string;
beforeAll(async () => {
  apis = await sandboxApis();
  const validators = new Map<string, ReturnType<typeof createRequestValidator>>();
  conforms = (apiId, schema, value) => {
    if (!validators.has(apiId))
      validators.set(apiId, createRequestValidator(apis.find((a) => a.id === apiId)!.bundled));
    const failure = validators.get(apiId)!(value, `#/components/schemas/${schema}`, '');
    return failure ? `${failure.field}: ${failure.error.message}` : '';
  };
}, 120_000);

/** The hash a sandbox link carries (`d=` of a director link, `c=` of the bank connection link). */
const hashOf = (link: string) => new URL(link).search.slice(3);

const webhooks = (sandbox: Sandbox, type?: string) =>
  sandbox
    .events()
    .filter((e) => type === undefined || e.type === type)
    .map((e) => JSON.parse(e.body));
const verificationWebhooks = (sandbox: Sandbox) =>
  webhooks(sandbox, 'managed-companies.verification-status-update').map((w) => w.data.verificationStatus);

async function advance(call: Call, duration: string) {
  expect((await call('POST', '/_sandbox/clock', {advance: duration})).status).toBe(200);
}

async function createLimitedCompany(call: Call, identifier = 'SC482913') {
  const created = await call('POST', `${INFO}/create`, {...BRAMBLE_LTD, identifier});
  expect(created.status).toBe(201);
  return created.json.result;
}

const directorsOf = async (call: Call, id: string) => {
  const list = await call('GET', `${INFO}/list?limit=${PAGING.maxLimit}`);
  return list.json.data.docs.find((c: any) => c.id === id).directors.map((d: any) => d.verificationStatus);
};

describe('the seeded companies', () => {
  it('are listed from the start, newest first, as the documented list example shows them', async () => {
    const {call} = await testSandbox();
    const list = await call('GET', `${INFO}/list`);
    expect(list.status).toBe(200);
    expect(conforms('partner-managed-companies', 'ListManagedCompaniesResponse', list.json)).toBe('');
    const documented = example('managed-companies', 'listManagedCompanies-firstPage').data;
    expect(list.json.data).toMatchObject({page: 1, totalDocs: 3, totalPages: 1, limit: 25, hasNextPage: false});
    // The same companies, except what the sandbox decides: its own links, isSandbox, and Otterly Bakes still
    // pending_verification (credentials.ts), her director not_started.
    const strip = (c: any) => ({
      ...c,
      isSandbox: undefined,
      bankAccountConnectionLink: undefined,
      directorsVerificationLinks: c.directorsVerificationLinks.map((l: any) => l.director),
    });
    const otterly = structuredClone(documented.docs[0]);
    otterly.verificationStatus = 'pending_verification';
    otterly.directors[0].verificationStatus = 'not_started';
    expect(list.json.data.docs.map(strip)).toEqual([otterly, ...documented.docs.slice(1)].map(strip));
    for (const c of list.json.data.docs) {
      expect(c.isSandbox).toBe(true);
      expect(c.bankAccountConnectionLink).toMatch(
        new RegExp(`^${ORIGIN}/onboarding/bank-connection\\?c=[0-9a-f]{20}$`),
      );
      for (const l of c.directorsVerificationLinks)
        expect(l.link).toMatch(new RegExp(`^${ORIGIN}/onboarding/director-verification\\?d=[0-9a-f]{20}$`));
    }
  });

  it('agree with SANDBOX_COMPANIES, which the payment modules know them by', async () => {
    const {call} = await testSandbox();
    for (const seed of SANDBOX_COMPANIES) {
      const got = await call('GET', `${INFO}/${seed.id}/data`);
      expect(got.status).toBe(200);
      expect(conforms('partner-managed-companies', 'ManagedCompanyResponse', got.json)).toBe('');
      const c = got.json.data;
      expect([c.name, c.verificationStatus, c.status, c.defaultBankAccount]).toEqual([
        seed.name,
        seed.verificationStatus,
        seed.accessStatus,
        seed.defaultBankAccount,
      ]);
      expect(c.integrations[0]?.id ?? null).toBe(seed.integration);
    }
    // Bramble & Finch as getManagedCompany-verified documents it, but for the sandbox's links and isSandbox.
    const bramble = (await call('GET', `${INFO}/${BRAMBLE}/data`)).json.data;
    const documented = example('managed-companies', 'getManagedCompany-verified').data;
    const keep = (c: any) => ({...c, isSandbox: 0, bankAccountConnectionLink: 0, directorsVerificationLinks: 0});
    expect(keep(bramble)).toEqual(keep(documented));
  });

  it('gives the same links on every call, and come back after a reset', async () => {
    const {call} = await testSandbox();
    const first = (await call('GET', `${INFO}/${OTTERLY}/data`)).json.data;
    await call('PUT', `${INFO}/${OTTERLY}/update`, {industry: 'Bakery'});
    expect((await call('GET', `${INFO}/${OTTERLY}/data`)).json.data.directorsVerificationLinks).toEqual(
      first.directorsVerificationLinks,
    );
    await call('POST', '/_sandbox/reset');
    expect((await call('GET', `${INFO}/${OTTERLY}/data`)).json.data).toEqual(first);
  });
});

describe('merchant creation, steps 1 to 7 (the Otterly Bakes walk-through)', () => {
  it('creates, verifies, connects, integrates and takes the first payment', async () => {
    const {sandbox, call} = await testSandbox();

    // Step 1: create the company.
    const created = await call('POST', `${INFO}/create`, OTTERLY_BAKES);
    expect(created.status).toBe(201);
    expect(conforms('partner-merchants', 'CreateCompanyResponse', created.json)).toBe('');
    const company = created.json.result;
    const id: string = company.id;
    expect(id).toMatch(/^[a-f0-9]{24}$/);
    expect(id).not.toBe(OTTERLY);
    const documented = example('merchants', 'createCompany-soleTraderCreated').result;
    const keep = (c: any) => ({...c, id: 0, bankAccountConnectionLink: 0, directorsVerificationLinks: 0});
    expect(keep(company)).toEqual(keep(documented)); // alias from tradingName, addressLine2 null, isSandbox true
    expect(company.directorsVerificationLinks.map((l: any) => l.director)).toEqual(['Mara Otterly']);
    expect(sandbox.events()).toEqual([]); // no webhook for the creation itself

    // The details that may change: the update call, no webhook.
    const update = example('merchants', 'updateCompany-publicDetails');
    const updated = await call('PUT', `${INFO}/${id}/update`, update);
    expect(updated.status).toBe(200);
    expect(updated.json.saved).toBe(true);
    expect(updated.json.result).toMatchObject(update);
    expect(sandbox.events()).toEqual([]);

    // Not verified yet: the partner's payments are refused.
    const body = {
      reference: 'OB-2026-001',
      amount: '36.00',
      customerName: 'Felix Marsh',
      customerEmail: 'felix.marsh@example.org',
      dueDate: '2026-07-10',
      paymentMethod: 'fernpay_ob',
      description: 'Lemon drizzle celebration cake',
    };
    const early = await call('POST', `/partner/v1/${id}/payments/single/create-and-process`, body);
    expect([early.status, early.body]).toEqual([
      403,
      `Access Denied: company ${id} is not verified (verification status pending_verification)`,
    ]);

    // Steps 2 and 3: Mara opens her link and submits (the test flow's **verified**).
    const link = company.directorsVerificationLinks[0].link;
    const submitted = await call('POST', `/_sandbox/bank/${hashOf(link)}/verified`);
    expect(submitted.status).toBe(200);
    expect(submitted.json.director).toEqual({
      firstName: 'Mara',
      lastName: 'Otterly',
      email: 'mara@otterlybakes.example',
      role: 'sole_trader',
      verificationStatus: 'pending',
    });
    expect(verificationWebhooks(sandbox)).toEqual(['started_verification']);
    const listed = await call('GET', `${INFO}/list?page=1&limit=25`);
    const item = listed.json.data.docs[0];
    expect(item.id).toBe(id); // newest first
    expect([item.verificationStatus, item.isActive, item.directors[0].verificationStatus]).toEqual([
      'started_verification',
      true,
      'pending',
    ]);
    // Submitted once: the flow has no buttons until the checks answer.
    const twice = await call('POST', `/_sandbox/bank/${hashOf(link)}/verified`);
    expect(twice.status).toBe(400);

    // Step 4: the owner connects her bank account through the bank connection link.
    const connected = await call('POST', `/_sandbox/bank/${hashOf(company.bankAccountConnectionLink)}/approve`, {
      provider: 'ob-monzo-sandbox',
    });
    expect(connected.status).toBe(200);
    expect(connected.json.bankAccount).toMatchObject({
      status: 'pending',
      isDefault: false,
      creationType: 'data_api',
      provider: 'ob-monzo',
    });
    expect(connected.json.company.defaultBankAccount).toBeNull();

    // Step 5: the integration.
    const integration = await call('POST', `/partner/v1/${id}/integrations/create`, {
      name: 'Otterly Bakes orders',
      webhookUrl: 'https://hooks.latticecommerce.example/fernpay/otterly-bakes',
      redirectUrl: 'https://otterlybakes.example/thanks',
      fernpayPaymentPageRedirectEnabled: false,
      isRetryWebhookEnabled: false,
    });
    expect(integration.status).toBe(201);
    expect(conforms('partner-integrations', 'CreateIntegrationResponse', integration.json)).toBe('');
    const integrationId: string = integration.json.result.id;
    expect(integration.json.result.webhookSecret).toMatch(/^whsec_[A-Za-z0-9]{32}$/);

    // Step 6: the checks pass (the director) and the bank confirms the account.
    await advance(call, `PT${DIRECTOR_CHECK_DELAY_SECONDS}S`);
    expect(verificationWebhooks(sandbox)).toEqual(['started_verification', 'verified']);
    await advance(call, 'PT10S');
    const [, verified] = webhooks(sandbox, 'managed-companies.verification-status-update');
    expect(conforms('partner-managed-companies', 'ManagedCompanyVerificationStatusUpdateWebhook', verified)).toBe('');
    expect(verified).toMatchObject({scope: 'managed-companies', event: 'verification-status-update'});
    expect(verified.data.id).toBe(id);
    expect(verified.data.integrations.map((i: any) => i.id)).toEqual([integrationId]);
    const ready = (await call('GET', `${INFO}/${id}/data`)).json.data;
    expect(ready.verificationStatus).toBe('verified');
    expect(ready.bankAccounts).toHaveLength(1);
    expect(ready.bankAccounts[0]).toMatchObject({status: 'verified', isDefault: true});
    expect(ready.defaultBankAccount).toBe(ready.bankAccounts[0].id);
    const mara = (await call('GET', `${INFO}/list`)).json.data.docs[0].directors[0];
    expect(mara.verificationStatus).toBe('verified');

    // Step 7: the first payment, on the default bank account and the integration.
    const payment = await call('POST', `/partner/v1/${id}/payments/single/create-and-process`, body, {
      'Idempotency-Key': 'otterly-first-cake',
    });
    expect(payment.status).toBe(201);
    expect(payment.json.result).toMatchObject({
      status: 'sent',
      bankAccount: ready.defaultBankAccount,
      integration: integrationId,
    });
    expect(webhooks(sandbox, 'single-payments.status-update').map((w) => w.data.status)).toEqual(['sent']);
    // The company's payments are its own.
    const others = await call('GET', `/partner/v1/${OTTERLY}/payments/single/${payment.json.result.id}`);
    expect(others.status).toBe(404);
  });
});

describe('the test verification flow', () => {
  it('makes each documented director outcome happen, with its webhooks', async () => {
    // One sole trader per outcome: the company statuses the webhooks carry, in order.
    const cases: [string, string, string[]][] = [
      ['verified', 'PT5S', ['started_verification', 'verified']],
      ['retry', 'PT5S', ['started_verification', 'rejected_with_retry_allowed']],
      ['rejected', 'PT5S', ['started_verification', 'rejected']],
      ['manual-check-required-then-approved', 'PT5S', ['started_verification', 'manual_review_required']],
      ['manual-check-required-then-declined', 'PT5S', ['started_verification', 'manual_review_required']],
    ];
    for (const [action, wait, statuses] of cases) {
      const {sandbox, call} = await testSandbox();
      const c = (await call('POST', `${INFO}/create`, OTTERLY_BAKES)).json.result;
      const d = hashOf(c.directorsVerificationLinks[0].link);
      expect((await call('POST', `/_sandbox/bank/${d}/${action}`)).status).toBe(200);
      await advance(call, wait);
      expect(verificationWebhooks(sandbox), action).toEqual(statuses);
      if (action.startsWith('manual')) {
        expect(await directorsOf(call, c.id)).toEqual(['manual_check_required']);
        await advance(call, `PT${MANUAL_CHECK_DELAY_SECONDS - 1}S`);
        expect(verificationWebhooks(sandbox)).toHaveLength(2);
        await advance(call, 'PT1S');
        const decided = action.endsWith('approved') ? 'verified' : 'rejected';
        expect(verificationWebhooks(sandbox)).toEqual([...statuses, decided]);
        expect(await directorsOf(call, c.id)).toEqual([decided]);
      }
    }
  });

  it('lets a director at retry submit again through the same link', async () => {
    const {sandbox, call} = await testSandbox();
    const c = (await call('POST', `${INFO}/create`, OTTERLY_BAKES)).json.result;
    const d = hashOf(c.directorsVerificationLinks[0].link);
    await call('POST', `/_sandbox/bank/${d}/retry`);
    await advance(call, 'PT5S');
    expect(await directorsOf(call, c.id)).toEqual(['retry']);
    const page = COMPANIES.bankPage!({state: sandbox.snapshot(), origin: ORIGIN} as unknown as EngineContext, d);
    expect(page?.actions.map((a) => a.action)).toEqual(VERIFICATION_FLOW_BUTTONS.map((b) => b.action));
    expect((await call('GET', `${INFO}/${c.id}/data`)).json.data.directorsVerificationLinks).toEqual(
      c.directorsVerificationLinks,
    );
    await call('POST', `/_sandbox/bank/${d}/verified`);
    expect(await directorsOf(call, c.id)).toEqual(['pending']);
    await advance(call, 'PT5S');
    expect(verificationWebhooks(sandbox)).toEqual([
      'started_verification',
      'rejected_with_retry_allowed',
      'started_verification',
      'verified',
    ]);
  });

  it('follows every director of a limited company: verified only when each is', async () => {
    const {sandbox, call} = await testSandbox();
    const c = await createLimitedCompany(call);
    // The sandbox register gives SC482913 its two directors; each gets their own link.
    expect(c.directorsVerificationLinks.map((l: any) => l.director)).toEqual(['Isla Finch', 'Rowan Bramble']);
    const [isla, rowan] = c.directorsVerificationLinks.map((l: any) => hashOf(l.link));
    const list = (await call('GET', `${INFO}/list`)).json.data.docs[0];
    expect(list.directors.map((d: any) => [d.role, d.email, d.verificationStatus])).toEqual([
      ['director', null, 'not_started'],
      ['director', null, 'not_started'],
    ]);
    await call('POST', `/_sandbox/bank/${isla}/verified`);
    await advance(call, 'PT5S');
    // One director verified, the other not started: still started_verification, no webhook for Isla's own change.
    expect(verificationWebhooks(sandbox)).toEqual(['started_verification']);
    await call('POST', `/_sandbox/bank/${rowan}/retry`);
    await advance(call, 'PT5S');
    await call('POST', `/_sandbox/bank/${rowan}/verified`, {email: 'rowan@bramble.example'});
    await advance(call, 'PT5S');
    expect(verificationWebhooks(sandbox)).toEqual([
      'started_verification',
      'rejected_with_retry_allowed',
      'started_verification',
      'verified',
    ]);
    const after = (await call('GET', `${INFO}/list`)).json.data.docs[0].directors;
    expect(after.map((d: any) => d.email)).toEqual(['isla.finch@brambleandfinch.example', 'rowan@bramble.example']);
    // Any other company number: the register's only director is the contact person.
    const other = await createLimitedCompany(call, '12345678');
    expect(other.directorsVerificationLinks.map((l: any) => l.director)).toEqual(['Isla Finch']);
  });

  it('takes the several-director transitions the one-director diagram does not draw', async () => {
    // Steps: a director's button, or a wait (`5` seconds, `manual`: the manual check's delay).
    const manual = `PT${MANUAL_CHECK_DELAY_SECONDS}S`;
    const scenarios: {steps: [string, string][]; statuses: string[]}[] = [
      {
        // manual_review_required -> rejected_with_retry_allowed (approved while Rowan is at retry)
        steps: [
          ['isla', 'manual-check-required-then-approved'],
          ['rowan', 'retry'],
          ['wait', 'PT5S'],
          ['wait', manual],
          ['rowan', 'verified'],
          ['wait', 'PT5S'],
        ],
        statuses: [
          'started_verification',
          'manual_review_required',
          'rejected_with_retry_allowed',
          'started_verification',
          'verified',
        ],
      },
      {
        // rejected_with_retry_allowed -> manual_review_required (Rowan's manual check while Isla is at retry)
        steps: [
          ['isla', 'retry'],
          ['wait', 'PT5S'],
          ['rowan', 'manual-check-required-then-declined'],
          ['wait', 'PT5S'],
          ['wait', manual],
        ],
        statuses: ['started_verification', 'rejected_with_retry_allowed', 'manual_review_required', 'rejected'],
      },
      {
        // rejected_with_retry_allowed -> rejected (Rowan rejected while Isla is at retry)
        steps: [
          ['isla', 'retry'],
          ['wait', 'PT5S'],
          ['rowan', 'rejected'],
          ['wait', 'PT5S'],
        ],
        statuses: ['started_verification', 'rejected_with_retry_allowed', 'rejected'],
      },
      {
        // manual_review_required -> started_verification (approved while Rowan has not started)
        steps: [
          ['isla', 'manual-check-required-then-approved'],
          ['wait', 'PT5S'],
          ['wait', manual],
          ['rowan', 'verified'],
          ['wait', 'PT5S'],
        ],
        statuses: ['started_verification', 'manual_review_required', 'started_verification', 'verified'],
      },
    ];
    for (const {steps, statuses} of scenarios) {
      const {sandbox, call} = await testSandbox();
      const c = await createLimitedCompany(call);
      const [isla, rowan] = c.directorsVerificationLinks.map((l: any) => hashOf(l.link));
      for (const [who, what] of steps)
        if (who === 'wait') await advance(call, what);
        else expect((await call('POST', `/_sandbox/bank/${who === 'isla' ? isla : rowan}/${what}`)).status).toBe(200);
      expect(verificationWebhooks(sandbox), JSON.stringify(steps)).toEqual(statuses);
    }
  });

  it('refuses a button while the checks run, an unknown button and an unknown id', async () => {
    const {call} = await testSandbox();
    const c = (await call('POST', `${INFO}/create`, OTTERLY_BAKES)).json.result;
    const d = hashOf(c.directorsVerificationLinks[0].link);
    const unknown = await call('POST', `/_sandbox/bank/${d}/approve`);
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.message).toMatch(/^the test verification flow has verified, retry, /);
    const badEmail = await call('POST', `/_sandbox/bank/${d}/verified`, {email: 'not-an-email'});
    expect([badEmail.status, badEmail.json.error.message]).toEqual([400, 'email must be a valid email']);
    await call('POST', `/_sandbox/bank/${d}/rejected`);
    const pending = await call('POST', `/_sandbox/bank/${d}/verified`);
    expect([pending.status, pending.json.error.message]).toEqual([
      400,
      'the director cannot submit now: their verification status is pending (they submit while not_started or retry) (none of them is offered now: the resource has no button to press in its status)',
    ]);
    await advance(call, 'PT5S');
    expect((await call('POST', `/_sandbox/bank/${d}/retry`)).status).toBe(400); // rejected: no way back
    expect((await call('POST', '/_sandbox/bank/0123456789abcdef01234567/verified')).status).toBe(404);
  });
});

describe('the bank connection link', () => {
  it('adds an account after Approve, details not confirmed: manual check, then verified and default', async () => {
    const {call} = await testSandbox();
    const c = (await call('POST', `${INFO}/create`, OTTERLY_BAKES)).json.result;
    const link = hashOf(c.bankAccountConnectionLink);
    const declined = await call('POST', `/_sandbox/bank/${link}/decline`);
    expect([declined.status, declined.json.bankAccount]).toEqual([200, null]);
    expect((await call('POST', `/_sandbox/bank/${link}/expire`)).json.company.bankAccounts).toEqual([]);
    const bad = await call('POST', `/_sandbox/bank/${link}/approve`, {provider: 'ob-monzo'});
    expect(bad.status).toBe(400);
    // A made-up test bank is not one: an account's provider is one of the documented banks.
    const madeUp = await call('POST', `/_sandbox/bank/${link}/approve`, {provider: 'ob-nobank-sandbox'});
    expect([madeUp.status, madeUp.json.error.message]).toEqual([400, expect.stringContaining('ob-monzo-sandbox')]);
    await call('POST', `/_sandbox/bank/${c.id}/approve-details-not-confirmed`);
    await advance(call, 'PT10S');
    const status = async () => (await call('GET', `${INFO}/${c.id}/data`)).json.data;
    expect((await status()).bankAccounts[0].status).toBe('manual_check_required');
    expect((await status()).defaultBankAccount).toBeNull();
    await advance(call, 'PT2M');
    expect((await status()).bankAccounts[0]).toMatchObject({status: 'verified', isDefault: true});
    // A second account does not take the default.
    await call('POST', `/_sandbox/bank/${link}/approve`);
    await advance(call, 'PT10S');
    const now = await status();
    expect(now.bankAccounts.map((a: any) => [a.status, a.isDefault])).toEqual([
      ['verified', true],
      ['verified', false],
    ]);
    expect(now.defaultBankAccount).toBe(now.bankAccounts[0].id);
  });
});

describe('access', () => {
  it('bans and reactivates with the toggle, each change with its webhook; a banned company takes no payments', async () => {
    const {sandbox, call} = await testSandbox();
    const banned = await call('PATCH', `${INFO}/${BRAMBLE}/toggle-access`);
    expect(banned.status).toBe(200);
    expect(conforms('partner-managed-companies', 'SavedManagedCompanyResponse', banned.json)).toBe('');
    expect([banned.json.saved, banned.json.result.status]).toEqual([true, 'banned']);
    const webhook = webhooks(sandbox, 'managed-companies.access-status-update')[0];
    expect(conforms('partner-managed-companies', 'ManagedCompanyAccessStatusUpdateWebhook', webhook)).toBe('');
    expect(webhook.data).toEqual(banned.json.result);
    expect((await call('GET', `${INFO}/list`)).json.data.docs[2]).toMatchObject({id: BRAMBLE, isActive: false});
    const payment = await call('POST', `/partner/v1/${BRAMBLE}/payments/single/create`, {
      reference: 'INV-B',
      amount: '1.00',
    });
    expect([payment.status, payment.body]).toEqual([403, `Access Denied: company ${BRAMBLE} is banned`]);
    // Still readable and updatable while banned.
    expect((await call('PUT', `${INFO}/${BRAMBLE}/update`, {alias: 'B&F'})).json.result.alias).toBe('B&F');
    const again = await call('PATCH', `${INFO}/${BRAMBLE}/toggle-access`);
    expect(again.json.result.status).toBe('active');
    expect(webhooks(sandbox, 'managed-companies.access-status-update').map((w) => w.data.status)).toEqual([
      'banned',
      'active',
    ]);
    // Heron & Vale starts banned: the toggle reactivates it, whatever its verification.
    expect((await call('PATCH', `${INFO}/${HERON}/toggle-access`)).json.result.status).toBe('active');
  });

  it('refuses to toggle, update or integrate a company Fernpay terminated', async () => {
    const {sandbox, call} = await testSandbox();
    const terminated = await call('POST', `/_sandbox/bank/${HERON}/terminate`);
    expect([terminated.status, terminated.json.company.status]).toEqual([200, 'terminated']);
    expect(webhooks(sandbox, 'managed-companies.access-status-update').map((w) => w.data.status)).toEqual([
      'terminated',
    ]);
    const toggle = await call('PATCH', `${INFO}/${HERON}/toggle-access`);
    expect([toggle.status, toggle.body]).toEqual([400, example('managed-companies', 'toggleCompanyAccess-terminated')]);
    const update = await call('PUT', `${INFO}/${HERON}/update`, {industry: 'Photography'});
    expect([update.status, update.body]).toEqual([400, 'company is terminated and its details cannot be changed']);
    const integration = await call('POST', `/partner/v1/${HERON}/integrations/create`, {
      name: 'x',
      webhookUrl: 'https://heronandvale.example/hooks',
      redirectUrl: 'https://heronandvale.example/done',
      fernpayPaymentPageRedirectEnabled: true,
    });
    expect([integration.status, integration.body]).toEqual([403, `Access Denied: company ${HERON} is terminated`]);
    expect((await call('POST', `/_sandbox/bank/${HERON}/terminate`)).status).toBe(400);
    expect((await call('POST', `/_sandbox/bank/${HERON}/approve`)).status).toBe(400);
    expect(webhooks(sandbox, 'managed-companies.access-status-update')).toHaveLength(1);
    expect((await call('GET', `${INFO}/${HERON}/data`)).json.data.status).toBe('terminated');
  });
});

describe('refusals and rules', () => {
  it('answers 404 for a company that does not exist, on every call', async () => {
    const {call} = await testSandbox();
    const none = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    for (const [method, url, body] of [
      ['GET', `${INFO}/${none}/data`],
      ['PATCH', `${INFO}/${none}/toggle-access`],
      ['PUT', `${INFO}/${none}/update`, {industry: 'Bakery'}],
      ['GET', `/partner/v1/${none}/integrations/list`],
      ['POST', `/partner/v1/${none}/payments/single/create`, {reference: 'X', amount: '1.00'}],
    ] as [string, string, unknown?][]) {
      const answer = await call(method, url, body);
      expect([answer.status, answer.body], url).toEqual([404, 'Not Found']);
    }
  });

  it('refuses what create and update do not accept, changing nothing', async () => {
    const {call} = await testSandbox();
    const wrongIdentifier = await call('POST', `${INFO}/create`, {...OTTERLY_BAKES, identifier: 'SC482913'});
    expect([wrongIdentifier.status, wrongIdentifier.body]).toEqual([
      400,
      example('merchants', 'createCompany-invalidIdentifier'),
    ]);
    const wrongNumber = await call('POST', `${INFO}/create`, {...BRAMBLE_LTD, identifier: '5829104736'});
    expect([wrongNumber.status, wrongNumber.body]).toEqual([
      400,
      'identifier must be 8 characters for type company: two capital letters and six digits, or eight digits',
    ]);
    const longAlias = await call('PUT', `${INFO}/${OTTERLY}/update`, {alias: 'Otterly Bakes Bristol'});
    expect([longAlias.status, longAlias.body]).toEqual([400, example('merchants', 'updateCompany-aliasTooLong')]);
    const registration = await call('PUT', `${INFO}/${OTTERLY}/update`, {name: 'Mara O.'});
    expect([registration.status, registration.body]).toEqual([400, 'name is not a known field']);
    const empty = await call('PUT', `${INFO}/${OTTERLY}/update`, {});
    expect(empty.status).toBe(400);
    expect((await call('GET', `${INFO}/list`)).json.data.totalDocs).toBe(3);
    expect((await call('GET', `${INFO}/${OTTERLY}/data`)).json.data.name).toBe('Mara Otterly');
  });

  it('updates only what is sent; null removes a public link; addresses and contacts are replaced whole', async () => {
    const {sandbox, call} = await testSandbox();
    const address = {addressLine1: '5 Quay Steps', city: 'Bristol', zipCode: 'BS1 4RB', country: 'GB'};
    const saved = await call('PUT', `${INFO}/${OTTERLY}/update`, {termsOfService: null, tradingAddress: address});
    expect(saved.status).toBe(200);
    expect(conforms('partner-merchants', 'SavedManagedCompanyResponse', saved.json)).toBe('');
    expect(saved.json.result).toMatchObject({
      termsOfService: null,
      tradingAddress: {...address, addressLine2: null},
      privacyPolicy: 'https://otterlybakes.example/privacy',
      address: {addressLine1: '3 Quay Steps'},
    });
    expect(sandbox.events()).toEqual([]);
  });

  it('leaves alias out: the trading name cut to 18 characters, or the name', async () => {
    const {call} = await testSandbox();
    const long = await call('POST', `${INFO}/create`, {
      ...BRAMBLE_LTD,
      alias: undefined,
      tradingName: 'Heron & Vale Studios',
    });
    expect(long.json.result.alias).toBe('Heron & Vale Studi');
    const none = await call('POST', `${INFO}/create`, {...OTTERLY_BAKES, tradingName: undefined});
    expect([none.json.result.tradingName, none.json.result.alias]).toEqual(['Mara Otterly', 'Mara Otterly']);
  });
});

describe('paging', () => {
  it(`lists newest first, ${PAGING.defaultLimit} a page by default; a page after the last is empty`, async () => {
    const {clock, call} = await testSandbox();
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      ids.push((await createLimitedCompany(call, String(10000000 + i))).id);
      clock.advance(1000);
    }
    const first = (await call('GET', `${INFO}/list`)).json.data;
    expect(first).toMatchObject({page: 1, totalDocs: 33, totalPages: 2, limit: PAGING.defaultLimit, hasNextPage: true});
    expect(first.docs.map((c: any) => c.id)).toEqual([...ids].reverse().slice(0, 25));
    const second = (await call('GET', `${INFO}/list?page=2`)).json.data;
    expect(second.docs.map((c: any) => c.id)).toEqual([...ids.slice(0, 5).reverse(), OTTERLY, HERON, BRAMBLE]);
    expect(second.hasNextPage).toBe(false);
    const past = (await call('GET', `${INFO}/list?page=5&limit=10`)).json.data;
    expect(past).toMatchObject({docs: [], page: 5, totalDocs: 33, totalPages: 4, limit: 10, hasNextPage: false});
    const tooMany = await call('GET', `${INFO}/list?limit=${PAGING.maxLimit + 1}`);
    expect([tooMany.status, tooMany.body]).toEqual([
      400,
      example('managed-companies', 'listManagedCompanies-limitTooHigh'),
    ]);
  });
});

describe('integrations', () => {
  const INTEGRATION = {
    name: 'Otterly Bakes till',
    webhookUrl: 'https://hooks.latticecommerce.example/fernpay/otterly-till',
    redirectUrl: 'https://otterlybakes.example/till',
    fernpayPaymentPageRedirectEnabled: true,
  };

  it('creates, lists oldest first, reads, edits and deletes; the company and its payments agree', async () => {
    const {call} = await testSandbox();
    const base = `/partner/v1/${BRAMBLE}/integrations`;
    const created = await call('POST', `${base}/create`, INTEGRATION);
    expect(created.status).toBe(201);
    const second = created.json.result;
    expect(second.isRetryWebhookEnabled).toBe(false); // the default
    const seeded = '66508f7e6d5c4b3a29180706';
    const list = await call('GET', `${base}/list`);
    expect(conforms('partner-integrations', 'ListIntegrationsResponse', list.json)).toBe('');
    expect(list.json.data.docs.map((i: any) => i.id)).toEqual([seeded, second.id]);
    expect(list.json.data.docs[0]).toEqual(example('integrations', 'getIntegration-webShop').data);
    expect(list.json.data.docs.some((i: any) => 'webhookSecret' in i)).toBe(false);
    const paged = (await call('GET', `${base}/list?page=2&limit=1`)).json.data;
    expect(paged).toMatchObject({page: 2, totalDocs: 2, totalPages: 2, limit: 1, hasNextPage: false});
    expect(paged.docs.map((i: any) => i.id)).toEqual([second.id]);
    const company = (await call('GET', `${INFO}/${BRAMBLE}/data`)).json.data;
    expect(company.integrations).toEqual(list.json.data.docs);

    // The default stays the oldest while it exists.
    const pay = async (reference: string) =>
      (await call('POST', `/partner/v1/${BRAMBLE}/payments/single/create`, {reference, amount: '1.00'})).json.result;
    expect((await pay('INV-I1')).integration).toBe(seeded);

    const edited = await call('PUT', `${base}/${second.id}/edit`, {isRetryWebhookEnabled: true});
    expect(edited.json).toEqual({saved: true, result: {...INTEGRATION, id: second.id, isRetryWebhookEnabled: true}});
    expect((await call('GET', `${base}/${second.id}/data`)).json.data).toEqual(edited.json.result);
    const unknownField = await call('PUT', `${base}/${second.id}/edit`, {id: second.id});
    expect([unknownField.status, unknownField.body]).toEqual([400, 'id is not a known field']);

    expect((await call('DELETE', `${base}/${seeded}/delete`)).json).toEqual({deleted: true});
    expect((await call('GET', `${base}/${seeded}/data`)).status).toBe(404);
    expect((await call('DELETE', `${base}/${seeded}/delete`)).status).toBe(404);
    expect((await pay('INV-I2')).integration).toBe(second.id);
    expect((await call('GET', `${INFO}/${BRAMBLE}/data`)).json.data.integrations.map((i: any) => i.id)).toEqual([
      second.id,
    ]);
  });

  it("answers 404 for another company's integration and refuses plain-HTTP URLs", async () => {
    const {call} = await testSandbox();
    const other = await call('GET', `/partner/v1/${OTTERLY}/integrations/66508f7e6d5c4b3a29180706/data`);
    expect([other.status, other.body]).toEqual([404, 'Not Found']);
    const edit = await call('PUT', `/partner/v1/${OTTERLY}/integrations/66508f7e6d5c4b3a29180706/edit`, {name: 'x'});
    expect(edit.status).toBe(404);
    const http = await call('POST', `/partner/v1/${OTTERLY}/integrations/create`, {
      ...INTEGRATION,
      webhookUrl: 'http://hooks.latticecommerce.example/x',
    });
    expect([http.status, http.body]).toEqual([400, 'webhookUrl must start with https://']);
    // A company without an integration: its payments carry none (and send no webhooks).
    const heron = (await call('GET', `/partner/v1/${HERON}/integrations/list`)).json.data;
    expect(heron).toEqual({docs: [], page: 1, totalDocs: 0, totalPages: 0, limit: 25, hasNextPage: false});
  });

  it('gives each new integration its own secret', async () => {
    const {call} = await testSandbox();
    const secrets = new Set<string>();
    for (let i = 0; i < 3; i++)
      secrets.add(
        (await call('POST', `/partner/v1/${OTTERLY}/integrations/create`, INTEGRATION)).json.result.webhookSecret,
      );
    expect(secrets.size).toBe(3);
  });
});

describe('state', () => {
  it('a restored snapshot keeps created companies, their directors and their pending checks', async () => {
    const {sandbox, call} = await testSandbox();
    const c = (await call('POST', `${INFO}/create`, OTTERLY_BAKES)).json.result;
    await call('POST', `/_sandbox/bank/${hashOf(c.directorsVerificationLinks[0].link)}/verified`);
    const restored = createSandbox({
      preset: PROVIDER_PRESET,
      apis,
      state: JSON.parse(JSON.stringify(sandbox.snapshot())),
      clock: () => Date.parse('2026-07-01T10:30:00.000Z'),
    });
    const again = requester(restored).call;
    expect((await again('GET', `${INFO}/${c.id}/data`)).json.data.verificationStatus).toBe('started_verification');
    await again('POST', '/_sandbox/clock', {advance: 'PT5S'});
    expect((await again('GET', `${INFO}/${c.id}/data`)).json.data.verificationStatus).toBe('verified');
  });
});

describe('lifecycle data', () => {
  it('has exactly the documented statuses, and the buttons /guides/sandbox-outcomes names', () => {
    const shared = (file: string) => yaml(`shared/schemas/${file}.yaml`).enum;
    expect([...COMPANY_VERIFICATION_STATUSES].sort()).toEqual([...shared('CompanyVerificationStatus')].sort());
    expect([...COMPANY_ACCESS_STATUSES].sort()).toEqual([...shared('CompanyAccessStatus')].sort());
    expect([...DIRECTOR_STATUSES].sort()).toEqual([...shared('DirectorVerificationStatus')].sort());
    const reached = new Set(VERIFICATION_TRANSITIONS.map((t) => t.to));
    expect(COMPANY_VERIFICATION_STATUSES.filter((s) => !reached.has(s))).toEqual([]);
    const page = expandScenarioTags(fs.readFileSync('docs/guides/sandbox-outcomes.mdx', 'utf8'));
    for (const b of VERIFICATION_FLOW_BUTTONS) expect(page).toContain(`picks **${b.label}**`);
  });

  it('declares every company change its directors can cause (up to three directors)', () => {
    const combos = (n: number): DirectorStatus[][] =>
      n === 0 ? [[]] : combos(n - 1).flatMap((c) => DIRECTOR_STATUSES.map((s) => [...c, s]));
    const missing: string[] = [];
    for (const n of [1, 2, 3])
      for (const directors of combos(n))
        directors.forEach((status, i) => {
          for (const t of DIRECTOR_TRANSITIONS.filter((x) => x.from.includes(status))) {
            const from = companyVerificationFrom(directors);
            const to = companyVerificationFrom(directors.map((s, j) => (j === i ? t.to : s)));
            if (from !== to && !verificationTransition(from, to)) missing.push(`${from} -> ${to}`);
          }
        });
    expect([...new Set(missing)]).toEqual([]);
  });
});
