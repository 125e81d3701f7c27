/**
 * Stateful integrations of the managed companies (`partner-integrations`: create, list, get, edit, delete).
 * A company's oldest integration is its default: the payments created for it are tied to that one
 * (`findCompany(...).integration`), and the company object lists them all, oldest first. The webhook secret
 * is generated on create and returned in that answer only. No call sends a webhook. Records live in the
 * `integrations` collection (companies.ts seeds the catalogue's two). Pure: no DOM, no Node API.
 */
import {companyRefusal, type CompanyAccessStatus} from '../lifecycles/company';
import type {Handler, HandlerContext, Reply, ResourceModule} from '../types';
import {ifFound} from '../kit/not-found';
import {pagedReply} from '../kit/paging';
import {
  companyIntegrations,
  integrationRecords,
  nextSeq,
  onCompany,
  type Integration,
  type IntegrationRecord,
} from './companies';
import type {components} from '../generated/partner-integrations';

type Schemas = components['schemas'];

const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `whsec_` and 32 letters and digits (CreatedIntegration `webhookSecret`). */
export function newWebhookSecret(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return `whsec_${Array.from(bytes, (b) => SECRET_ALPHABET[b % SECRET_ALPHABET.length]).join('')}`;
}

/** A handler on one integration of the company in the path (`404` for another company's). */
const onIntegration = (fn: (ctx: HandlerContext, record: IntegrationRecord) => Promise<Reply> | Reply): Handler =>
  onCompany((ctx, company) => {
    const record = integrationRecords(ctx.state)[ctx.pathParams.id];
    return ifFound(record?.companyId === company.company.id && record, (record) => fn(ctx, record));
  });

export const INTEGRATION_HANDLERS: Record<string, Handler> = {
  createIntegration: onCompany((ctx, company) => {
    const refusal = companyRefusal(
      'createIntegration',
      String(company.company.id),
      company.company.status as CompanyAccessStatus,
    );
    if (refusal) return {status: refusal.status, body: refusal.message};
    // Validated against the served description before the handler runs (the default filled in where left out).
    const input = ctx.body as Schemas['CreateIntegrationRequest'];
    const records = integrationRecords(ctx.state);
    const integration: Integration = {
      id: ctx.newId(),
      name: input.name,
      webhookUrl: input.webhookUrl,
      redirectUrl: input.redirectUrl,
      fernpayPaymentPageRedirectEnabled: input.fernpayPaymentPageRedirectEnabled,
      isRetryWebhookEnabled: input.isRetryWebhookEnabled ?? false,
    };
    const record: IntegrationRecord = {
      seq: nextSeq(records),
      companyId: String(company.company.id),
      // Drawn as an id is: a seed step gives a seeded integration its stated secret (seed/), a reader's call a new one.
      webhookSecret: ctx.newId(newWebhookSecret),
      integration,
    };
    records[String(integration.id)] = record;
    return {
      status: 201,
      body: {created: true, result: {...structuredClone(integration), webhookSecret: record.webhookSecret}},
    };
  }),
  listIntegrations: onCompany((ctx, company) => {
    const all = companyIntegrations(ctx.state, String(company.company.id));
    return pagedReply(ctx.query, all, (r) => structuredClone(r.integration));
  }),
  getIntegration: onIntegration((_ctx, record) => ({status: 200, body: {data: structuredClone(record.integration)}})),
  editIntegration: onIntegration((ctx, record) => {
    // Partial: the schema allows only the five fields, at least one; the others keep their value.
    Object.assign(record.integration, structuredClone(ctx.body as Schemas['EditIntegrationRequest']));
    return {status: 200, body: {saved: true, result: structuredClone(record.integration)}};
  }),
  deleteIntegration: onIntegration((ctx, record) => {
    delete integrationRecords(ctx.state)[String(record.integration.id)];
    return {status: 200, body: {deleted: true}};
  }),
};

/** Integrations as a resource module of the engine (listed in a preset: presets/public.ts or presets/provider-only.ts). */
export const INTEGRATIONS: ResourceModule = {
  name: 'integrations',
  handlers: {'partner-integrations': INTEGRATION_HANDLERS},
};
