/**
 * The provider catalogue calls that read one provider (`GET /providers/{providerId}`): a provider the sandbox
 * knows (common.ts, with its `-sandbox` twin), or the documented `404` naming the id; and the providers of bulk
 * file payments (`GET /payment/file-payment-consents/providers`): every value of `BulkProviderId`, the enum the
 * create call validates `provider` against, so the list and the create call cannot disagree. Pure.
 */
import type {Json} from '../../openapi';
import type {Handler, ResourceModule} from '../../types';
import {ifFound} from '../../kit/not-found';
import {PROVIDER_API, isKnownProvider, providerSummary, result} from './common';
import {bankOfProvider} from '../../lifecycles/bank-account';

const providerObject = (id: string): Json => {
  const {name, sortCodeRange} = providerSummary(id);
  return {
    id,
    name,
    logo: `https://cdn.fernpay.example/providers/${bankOfProvider(id)}.svg`,
    active: true,
    sortCodeRange,
  };
};

const getProvider: Handler = (ctx) => {
  const id = ctx.pathParams.providerId;
  return ifFound(isKnownProvider(id), () => result(providerObject(id)), {param: 'providerId', id});
};

/** The `BulkProviderId` enum of the served description (its component, found by its title). */
function bulkProviderIds(bundled: Json): string[] {
  const schemas = ((bundled as {components?: {schemas?: Record<string, {title?: string; enum?: string[]}>}}).components
    ?.schemas ?? {}) as Record<string, {title?: string; enum?: string[]}>;
  const schema = schemas.BulkProviderId ?? Object.values(schemas).find((s) => s.title === 'BulkProviderId');
  if (!schema?.enum) throw new Error('listBulkProviders: the description has no BulkProviderId enum');
  return schema.enum;
}

const listBulkProviders: Handler = (ctx) =>
  result(bulkProviderIds(ctx.operation.api.bundled as Json).map(providerObject));

export const PROVIDERS: ResourceModule = {
  name: 'provider-providers',
  handlers: {[PROVIDER_API]: {getProvider, listBulkProviders}},
};
