/**
 * Stateful managed companies of the Partner API: the merchants API (`partner-merchants`: create, update) and
 * the managed companies API (`partner-managed-companies`: list, get, toggle access), with the sandbox's test
 * verification flow behind each director's link and the test bank behind the company's bank connection link
 * (`POST /_sandbox/bank/{id}/{action}`). Verification follows lifecycles/director.ts and
 * lifecycles/company.ts; every change of the company's `verificationStatus` or access `status` sends its
 * `managed-companies` webhook with the whole company in `data`.
 *
 * The three companies of credentials.ts (`SANDBOX_COMPANIES`) are in the store from the start (seeded on
 * first use, and again after a reset), with their directors and integrations (company-seeds.ts); their bank
 * accounts are the bank-accounts module's (resources/bank-accounts.ts, seeded from the same catalogue), which a
 * company shows (`bankAccounts`, `defaultBankAccount`) and its bank connection link adds to. `findCompany` is how the other modules (payments) find a company, seeded or created.
 * The company's integrations are the integrations module's (resources/integrations.ts); their records are
 * kept here, in the `integrations` collection, so that a company shows them. Pure: no DOM, no Node API.
 */
import {refusalOf} from '../lifecycles/lifecycle';
import {FIELD_LIMITS} from '../../rules';
import {SANDBOX_COMPANIES, TOOLKIT_COMPANY_ID, type SandboxCompany} from '../credentials';
import {
  ACCESS_LIFECYCLE,
  BANK_CONFIRMATION_SECONDS,
  BANK_CONNECTION_BUTTONS,
  VERIFICATION_LIFECYCLE,
  companyRefusal,
  companyVerificationFrom,
  verificationTransition,
  type CompanyVerificationStatus,
} from '../lifecycles/company';
import {
  DIRECTOR_CHECK_DELAY_SECONDS,
  DIRECTOR_LIFECYCLE,
  DIRECTOR_REFUSALS,
  MANUAL_CHECK_DELAY_SECONDS,
  SUBMITTABLE,
  VERIFICATION_FLOW_BUTTONS,
  type DirectorAction,
} from '../lifecycles/director';
import {resolveLink, sandboxLink} from '../links';
import type {Json} from '../openapi';
import type {components} from '../generated/partner-managed-companies';
import type {components as MerchantComponents} from '../generated/partner-merchants';
import {validatedBody} from '../kit/body';
import type {BankPage, EngineContext, Handler, HandlerContext, Reply, ResourceModule, SandboxState} from '../types';
import {onFound} from '../kit/not-found';
import {apply} from '../kit/apply';
import {pageOf} from '../kit/paging';
import {companyBankAccounts, connectThroughCompanyLink, defaultBankAccountId} from './bank-accounts';
import {
  COMPANY_SEEDS,
  SANDBOX_REGISTER,
  type CompanyDetails,
  type Director,
  type Integration,
  type ManagedCompany,
} from './company-seeds';
import {keyed} from '../kit/keyed';
import {collection, setCollection, withStatus} from '../kit/collection';

export const COMPANIES_COLLECTION = 'companies';
export const INTEGRATIONS_COLLECTION = 'integrations';
const MODULE = 'companies';
const DIRECTOR_CHECKS = 'companies.director-checks';
const MANUAL_CHECK = 'companies.manual-check';

/** A stored director: as the API lists it, and its id (company-seeds.ts). */
export type DirectorRecord = Director;

/**
 * A company as stored: the API's `ManagedCompany` without what is derived when it is shown (`companyView`: its bank
 * accounts, integrations, default account and links), and with its two statuses `null` from its making to its create
 * transitions (the lifecycles' `null`, within the request that creates it).
 */
export type StoredCompany = CompanyDetails &
  Pick<ManagedCompany, 'id' | 'isSandbox'> & {
    verificationStatus: ManagedCompany['verificationStatus'] | null;
    status: ManagedCompany['status'] | null;
  };

/** Internal: what the sandbox keeps beside a company, an integration (the API shows neither). */
interface Internal {
  /** Creation order: the list shows the highest company first; a company's oldest integration is its default. */
  seq: number;
}

export type CompanyRecord = Internal & {company: StoredCompany; directors: DirectorRecord[]};

export type IntegrationRecord = Internal & {
  companyId: string;
  /** Shown once, in the create call's answer. */
  webhookSecret: string;
  /** The integration as the API shows it (the served description's `Integration`: src/sandbox/generated). */
  integration: Integration;
};

type Schemas = components['schemas'];
type CreateCompanyRequest = MerchantComponents['schemas']['CreateCompanyRequest'];
export type {Integration};

const clone = <T>(value: T): T => structuredClone(value);

// ---- the store ----------------------------------------------------------------------------------------

/** Puts the seeded companies (and their integrations) in a state that has none yet: a new or reset sandbox. */
function seed(state: SandboxState) {
  if (state.store[COMPANIES_COLLECTION]) return;
  const companies = keyed<CompanyRecord>();
  const integrations = collection<IntegrationRecord>(state, INTEGRATIONS_COLLECTION);
  let seq = 0;
  let integrationSeq = 0;
  for (const [id, s] of Object.entries(COMPANY_SEEDS)) {
    const base = SANDBOX_COMPANIES.find((c) => c.id === id);
    if (!base) continue;
    const record: CompanyRecord = {
      seq: seq++,
      company: {
        id,
        ...clone(s.details),
        verificationStatus: base.verificationStatus,
        status: base.accessStatus,
        // Every company of the sandbox exists only there.
        isSandbox: true,
      },
      directors: clone(s.directors),
    };
    companies[id] = record;
    for (const {webhookSecret, ...integration} of s.integrations)
      integrations[integration.id] = {
        seq: integrationSeq++,
        companyId: id,
        webhookSecret,
        integration,
      } satisfies IntegrationRecord;
  }
  setCollection(state, COMPANIES_COLLECTION, companies);
}

function companies(state: SandboxState): Record<string, CompanyRecord> {
  seed(state);
  return collection<CompanyRecord>(state, COMPANIES_COLLECTION);
}

/** Every integration record, by id (seeded with the companies). */
export function integrationRecords(state: SandboxState): Record<string, IntegrationRecord> {
  seed(state);
  return collection<IntegrationRecord>(state, INTEGRATIONS_COLLECTION);
}

/** A company's integrations, oldest first: the first is its default integration. */
export function companyIntegrations(state: SandboxState, companyId: string): IntegrationRecord[] {
  return Object.values(integrationRecords(state))
    .filter((r) => r.companyId === companyId)
    .sort((a, b) => a.seq - b.seq);
}

/** The next creation number of a collection of records with `seq`. */
export const nextSeq = (records: Record<string, {seq: number}>) =>
  Object.values(records).reduce((max, r) => Math.max(max, r.seq), -1) + 1;

export function companyRecord(state: SandboxState, id: string): CompanyRecord | undefined {
  return companies(state)[id];
}

/** The company a call acts on: the toolkit terminal's, or the partner's `companyId` (seeded or created; as it is now). */
export function callerCompany(ctx: HandlerContext): SandboxCompany | undefined {
  return findCompany(ctx.state, ctx.family === 'partner' ? ctx.pathParams.companyId : TOOLKIT_COMPANY_ID);
}

/**
 * A handler on the company a call acts on (`404` when there is none). A function declaration: the payment modules
 * call it while their module loads, which companies.ts may be importing (bank-accounts.ts imports companies.ts).
 */
export function onCallerCompany<R>(fn: (ctx: HandlerContext, company: SandboxCompany) => R) {
  return onFound(callerCompany, fn);
}

/** A record, if it is the calling company's (else undefined: another company's record is not found). */
export function callersOwn<T extends {companyId: string}>(ctx: HandlerContext, record: T | undefined): T | undefined {
  const company = record && callerCompany(ctx);
  return company && record.companyId === company.id ? record : undefined;
}

/**
 * The company a call acts on, seeded or created, as the payment modules need it (`undefined`: no such
 * company, `404`): its statuses, its default bank account and its default integration (its oldest).
 */
export function findCompany(state: SandboxState, id: string): SandboxCompany | undefined {
  const record = companyRecord(state, id);
  if (!record) return undefined;
  const c = created(record.company);
  return {
    id,
    name: c.name,
    verificationStatus: c.verificationStatus,
    accessStatus: c.status,
    defaultBankAccount: defaultBankAccountId({state}, id),
    integration: companyIntegrations(state, id)[0]?.integration.id ?? null,
  };
}

/** A stored company, which has its statuses once created (a store holds no company before its create transitions). */
function created(
  c: StoredCompany,
): Omit<StoredCompany, 'verificationStatus' | 'status'> & Pick<ManagedCompany, 'verificationStatus' | 'status'> {
  const {verificationStatus, status} = c;
  if (verificationStatus === null || status === null) throw new Error(`company ${c.id} read before its creation`);
  return {...c, verificationStatus, status};
}

function findDirector(state: SandboxState, id: string): {record: CompanyRecord; director: DirectorRecord} | undefined {
  for (const record of Object.values(companies(state))) {
    const director = record.directors.find((d) => d.id === id);
    if (director) return {record, director};
  }
  return undefined;
}

// ---- what the API shows ---------------------------------------------------------------------------------

const directorName = (d: DirectorRecord) => `${d.firstName} ${d.lastName}`;

/** The company as the API shows it (ManagedCompany), in the order of the documented examples. */
export async function companyView(
  ctx: Pick<EngineContext, 'state' | 'origin'>,
  record: CompanyRecord,
): Promise<ManagedCompany> {
  const c = clone(created(record.company));
  const id = c.id;
  const directorsVerificationLinks: ManagedCompany['directorsVerificationLinks'] = [];
  for (const d of record.directors)
    directorsVerificationLinks.push({
      director: directorName(d),
      link: await sandboxLink(ctx, 'director-verification', MODULE, d.id),
    });
  return {
    id,
    name: c.name,
    tradingName: c.tradingName,
    type: c.type,
    identifier: c.identifier,
    countryCode: c.countryCode,
    address: c.address,
    industry: c.industry,
    publicWebsite: c.publicWebsite ?? null,
    publicEmail: c.publicEmail ?? null,
    privacyPolicy: c.privacyPolicy ?? null,
    termsOfService: c.termsOfService ?? null,
    alias: c.alias,
    tradingAddress: c.tradingAddress,
    contact: c.contact,
    // The bank-accounts module's accounts of the company, oldest first.
    bankAccounts: companyBankAccounts(ctx, id).map((r) => withStatus(clone(r.account), `bank account ${r.account.id}`)),
    integrations: companyIntegrations(ctx.state, id).map((r) => clone(r.integration)),
    verificationStatus: c.verificationStatus,
    status: c.status,
    isSandbox: c.isSandbox,
    defaultBankAccount: defaultBankAccountId(ctx, id),
    bankAccountConnectionLink: await sandboxLink(ctx, 'bank-connection', MODULE, id),
    directorsVerificationLinks,
  };
}

const directorItem = (d: DirectorRecord): Schemas['ManagedCompanyListItem']['directors'][number] => ({
  firstName: d.firstName,
  lastName: d.lastName,
  email: d.email,
  role: d.role,
  verificationStatus: d.verificationStatus,
});

/** A list item: the company plus `isActive` and its `directors`. */
async function listItem(ctx: HandlerContext, record: CompanyRecord) {
  return {
    ...(await companyView(ctx, record)),
    isActive: record.company.status === 'active',
    directors: record.directors.map(directorItem),
  };
}

// ---- lifecycles -----------------------------------------------------------------------------------------

/** Moves the company's verification status to what its directors make it, and sends the webhook. */
async function settleVerification(ctx: EngineContext, record: CompanyRecord): Promise<boolean> {
  const from = record.company.verificationStatus as CompanyVerificationStatus;
  const to = companyVerificationFrom(record.directors.map((d) => d.verificationStatus));
  const declared = from === to ? undefined : verificationTransition(from, to);
  if (!declared) return false;
  // The directors decide the status: the declared transition from it to that status is the one taken.
  const taken = await apply(ctx, VERIFICATION_LIFECYCLE, record.company, declared.action, {
    pick: (t) => t === declared,
    payload: () => companyView(ctx, record),
  });
  return taken !== undefined;
}

/** Moves a director along a transition of their lifecycle, then the company after them. */
async function moveDirector(
  ctx: EngineContext,
  record: CompanyRecord,
  director: DirectorRecord,
  action: DirectorAction,
): Promise<boolean> {
  const taken = await apply(ctx, DIRECTOR_LIFECYCLE, director, action, {after: () => settleVerification(ctx, record)});
  return taken !== undefined;
}

/** Moves the company's access status along a transition and sends the webhook. */
async function moveAccess(
  ctx: EngineContext,
  record: CompanyRecord,
  action: 'toggleCompanyAccess' | 'fernpay.terminate',
): Promise<boolean> {
  const taken = await apply(ctx, ACCESS_LIFECYCLE, record.company, action, {payload: () => companyView(ctx, record)});
  return taken !== undefined;
}

// ---- handlers -------------------------------------------------------------------------------------------

type CompanyAddress = Schemas['CompanyAddress'];
/** An address as stored and shown: `addressLine2` `null` when not given. */
const address = (a: CompanyAddress): CompanyAddress => ({
  addressLine1: a.addressLine1,
  addressLine2: a.addressLine2 ?? null,
  city: a.city,
  zipCode: a.zipCode,
  country: a.country,
});

/** `Mara Otterly` → `Mara` and `Otterly` (a one-word name is both). */
function splitName(name: string): {firstName: string; lastName: string} {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return {firstName: name.trim(), lastName: name.trim()};
  return {firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1]};
}

/** Who must verify: the sole trader, or the directors the (sandbox) company register gives for the number. */
function directorsOf(ctx: HandlerContext, input: CreateCompanyRequest): DirectorRecord[] {
  const {contact} = input;
  if (input.type === 'sole_trader')
    return [
      {
        id: ctx.newId(),
        ...splitName(String(input.name)),
        email: contact.email,
        role: 'sole_trader',
        verificationStatus: 'not_started',
      },
    ];
  const registered = SANDBOX_REGISTER[String(input.identifier)] ?? [
    {firstName: contact.firstName, lastName: contact.lastName},
  ];
  return registered.map((p) => ({
    id: ctx.newId(),
    ...p,
    email: null,
    role: 'director',
    verificationStatus: 'not_started',
  }));
}

const createCompany: Handler = async (ctx) => {
  const input = validatedBody<CreateCompanyRequest>(ctx);
  const store = companies(ctx.state);
  const id = ctx.newId();
  const tradingName = input.tradingName ?? input.name;
  const record: CompanyRecord = {
    seq: nextSeq(store),
    company: {
      id,
      name: input.name,
      tradingName,
      type: input.type,
      identifier: input.identifier,
      countryCode: input.countryCode,
      address: address(input.address),
      industry: input.industry,
      publicWebsite: input.publicWebsite ?? null,
      publicEmail: input.publicEmail ?? null,
      privacyPolicy: input.privacyPolicy ?? null,
      termsOfService: input.termsOfService ?? null,
      alias: input.alias ?? tradingName.slice(0, FIELD_LIMITS.aliasMax),
      tradingAddress: address(input.tradingAddress),
      contact: clone(input.contact),
      verificationStatus: null, // its creation transitions (below)
      status: null,
      isSandbox: true,
    },
    directors: directorsOf(ctx, input),
  };
  // No webhook for the creation itself (the create call's description: the declarations send none).
  await apply(ctx, VERIFICATION_LIFECYCLE, record.company, 'create', {from: null});
  await apply(ctx, ACCESS_LIFECYCLE, record.company, 'create', {from: null});
  store[id] = record;
  return {status: 201, body: {created: true, result: await companyView(ctx, record)}};
};

/** A handler on one existing company (`404` otherwise). */
export function onCompany(fn: (ctx: HandlerContext, record: CompanyRecord) => Promise<Reply> | Reply): Handler {
  return onFound((ctx: HandlerContext) => companyRecord(ctx.state, ctx.pathParams.companyId), fn);
}

const refused = (ctx: HandlerContext, record: CompanyRecord): Reply | undefined => {
  const r = companyRefusal(ctx.operation.operationId, record.company.id, created(record.company).status);
  return r && {status: r.status, body: r.message};
};

const updateCompany = onCompany(async (ctx, record) => {
  const refusal = refused(ctx, record);
  if (refusal) return refusal;
  // The schema allows only the profile fields, at least one; `tradingAddress` and `contact` are replaced whole.
  const changes = clone(validatedBody<MerchantComponents['schemas']['UpdateCompanyRequest']>(ctx));
  Object.assign(record.company, changes, changes.tradingAddress && {tradingAddress: address(changes.tradingAddress)});
  return {status: 200, body: {saved: true, result: await companyView(ctx, record)}};
});

const toggleCompanyAccess = onCompany(async (ctx, record) => {
  const refusal = refused(ctx, record);
  if (refusal) return refusal;
  await moveAccess(ctx, record, 'toggleCompanyAccess');
  return {status: 200, body: {saved: true, result: await companyView(ctx, record)}};
});

const getManagedCompany = onCompany(async (ctx, record) => ({
  status: 200,
  body: {data: await companyView(ctx, record)},
}));

const listManagedCompanies: Handler = async (ctx) => {
  const all = Object.values(companies(ctx.state)).sort((a, b) => b.seq - a.seq);
  const page = pageOf(ctx.query, all);
  const docs: Json[] = [];
  for (const record of page.docs) docs.push(await listItem(ctx, record));
  return {status: 200, body: {data: {...page, docs}}};
};

// ---- the test verification flow (director links) and the bank connection link ---------------------------

type ControlAnswer = {status: number; body: Json};
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const controlError = (message: string): ControlAnswer => ({status: 400, body: {error: {message}}});

/** The address a director gives in the flow: the contact's when it is them, else theirs at the contact's domain. */
function directorEmail(record: CompanyRecord, director: DirectorRecord): string {
  const contact = record.company.contact as Record<string, string>;
  if (contact.firstName === director.firstName && contact.lastName === director.lastName) return contact.email;
  const local = `${director.firstName}.${director.lastName}`.toLowerCase().replace(/[^a-z0-9.]+/g, '');
  return `${local}@${contact.email.split('@')[1]}`;
}

/** A button of the test verification flow: the director submits; the checks answer a few seconds later. */
async function directorAction(
  ctx: EngineContext,
  record: CompanyRecord,
  director: DirectorRecord,
  action: string,
  body: unknown,
): Promise<ControlAnswer> {
  const button = VERIFICATION_FLOW_BUTTONS.find((b) => b.action === action);
  if (!button)
    return controlError(
      `the test verification flow has ${VERIFICATION_FLOW_BUTTONS.map((b) => b.action).join(', ')}, not ${action}`,
    );
  const refusal = refusalOf({refusals: DIRECTOR_REFUSALS}, 'flow.submit', director.verificationStatus);
  if (refusal) return {status: refusal.status, body: {error: {message: refusal.message}}};
  const given = body && typeof body === 'object' ? (body as {email?: unknown}).email : undefined;
  if (given !== undefined && (typeof given !== 'string' || !EMAIL.test(given)))
    return controlError('email must be a valid email');
  // The email the director gives in the flow (a resubmission may give another).
  director.email = given !== undefined ? given : (director.email ?? directorEmail(record, director));
  await moveDirector(ctx, record, director, 'flow.submit');
  ctx.schedule({
    at: ctx.now() + DIRECTOR_CHECK_DELAY_SECONDS * 1000,
    kind: DIRECTOR_CHECKS,
    id: director.id,
    data: {button: button.action},
  });
  return {
    status: 200,
    body: {action: button.action, director: directorItem(director), company: await companyView(ctx, record)},
  };
}

/** A button of the bank connection link's test bank, or Fernpay support's termination of the company. */
async function companyAction(
  ctx: EngineContext,
  record: CompanyRecord,
  action: string,
  body: unknown,
): Promise<ControlAnswer> {
  const id = String(record.company.id);
  if (action === 'terminate') {
    if (!(await moveAccess(ctx, record, 'fernpay.terminate')))
      return controlError(`company is ${String(record.company.status)} and cannot be terminated again`);
    return {status: 200, body: {action, company: await companyView(ctx, record)}};
  }
  const button = BANK_CONNECTION_BUTTONS.find((b) => b.action === action);
  if (!button)
    return controlError(
      `the bank connection test bank has ${BANK_CONNECTION_BUTTONS.map((b) => b.action).join(', ')}, not ${action}`,
    );
  if (record.company.status === 'terminated')
    return controlError('company is terminated: no bank account can be connected');
  // The test bank of any bank connection (bank-accounts.ts), for a link that stays valid for more accounts.
  const answer = await connectThroughCompanyLink(ctx, id, button.action, body);
  if (answer.status !== 200) return answer;
  return {status: 200, body: {...(answer.body as Record<string, Json>), company: await companyView(ctx, record)}};
}

/** What a link's hash or an id stands for: one of the module's directors or companies. */
function resolve(state: SandboxState, rawId: string) {
  const link = resolveLink(state, rawId);
  const id = link && link.module === MODULE ? link.id : rawId;
  const found = findDirector(state, id);
  if (found) return found;
  const record = companyRecord(state, id);
  return record ? {record, director: undefined} : undefined;
}

function bankPage(ctx: EngineContext, rawId: string): BankPage | undefined {
  const found = resolve(ctx.state, rawId);
  if (!found) return undefined;
  const c = found.record.company;
  const d = found.director;
  if (d)
    return {
      title: `Identity verification: ${directorName(d)}`,
      lines: [
        `${d.role === 'sole_trader' ? 'Sole trader' : 'Director'} of ${String(c.name)} (${String(c.identifier)})`,
        `Verification status: ${d.verificationStatus}`,
        'Sandbox: choose the result of the identity checks instead of sending documents.',
      ],
      actions: SUBMITTABLE.includes(d.verificationStatus)
        ? VERIFICATION_FLOW_BUTTONS.map((b) => ({action: b.action, label: b.label}))
        : [],
    };
  return {
    title: `Connect a bank account: ${String(c.alias)}`,
    lines: [
      `${String(c.name)} (${String(c.identifier)}) connects the account that receives its payments`,
      `Sandbox: a -sandbox bank; after Approve the account is pending, then verified ${BANK_CONFIRMATION_SECONDS} seconds later`,
    ],
    actions: c.status === 'terminated' ? [] : BANK_CONNECTION_BUTTONS.map((b) => ({action: b.action, label: b.label})),
  };
}

// ---- the module -----------------------------------------------------------------------------------------

export const COMPANY_HANDLERS = {
  'partner-merchants': {createCompany, updateCompany},
  'partner-managed-companies': {listManagedCompanies, getManagedCompany, toggleCompanyAccess},
};

/** Managed companies as a resource module of the engine (listed in a preset: presets/public.ts or presets/provider-only.ts). */
export const COMPANIES: ResourceModule = {
  name: MODULE,
  handlers: COMPANY_HANDLERS,
  // An integration's webhooks: signed with its secret; retried as its isRetryWebhookEnabled says, as in live.
  integration: (state, id) => {
    const record = state.store[INTEGRATIONS_COLLECTION]?.[id] as
      {webhookSecret?: string; integration?: {isRetryWebhookEnabled?: unknown}} | undefined;
    if (!record) return undefined;
    return {
      webhookSecret: record.webhookSecret,
      retryWebhooks: record.integration ? record.integration.isRetryWebhookEnabled === true : undefined,
    };
  },
  tasks: {
    [DIRECTOR_CHECKS]: async (ctx, task) => {
      const found = findDirector(ctx.state, task.id);
      const button = VERIFICATION_FLOW_BUTTONS.find((b) => b.action === (task.data as {button?: string})?.button);
      if (!found || !button || !(await moveDirector(ctx, found.record, found.director, button.checks))) return;
      if (button.decision)
        ctx.schedule({
          at: ctx.now() + MANUAL_CHECK_DELAY_SECONDS * 1000,
          kind: MANUAL_CHECK,
          id: task.id,
          data: {decision: button.decision},
        });
    },
    [MANUAL_CHECK]: async (ctx, task) => {
      const found = findDirector(ctx.state, task.id);
      const decision = (task.data as {decision?: DirectorAction})?.decision;
      if (found && decision) await moveDirector(ctx, found.record, found.director, decision);
    },
  },
  async bank(ctx, rawId, action, body) {
    const found = resolve(ctx.state, rawId);
    if (!found) return undefined;
    return found.director
      ? directorAction(ctx, found.record, found.director, action, body)
      : companyAction(ctx, found.record, action, body);
  },
  bankPage,
};
