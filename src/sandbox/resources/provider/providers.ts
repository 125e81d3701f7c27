/**
 * The provider catalogue calls that read one provider (`GET /providers/{providerId}`): a provider the sandbox
 * knows (common.ts, with its `-sandbox` twin), or the documented `404` naming the id. Pure.
 */
import type {Handler, ResourceModule} from '../../types';
import {PROVIDER_API, isKnownProvider, notFound, providerSummary, result} from './common';

const getProvider: Handler = (ctx) => {
  const id = ctx.pathParams.providerId;
  if (!isKnownProvider(id)) return notFound('providerId', id);
  const {name, sortCodeRange} = providerSummary(id);
  return result({
    id,
    name,
    logo: `https://cdn.fernpay.example/providers/${id.replace(/-sandbox$/, '')}.svg`,
    active: true,
    sortCodeRange,
  });
};

export const PROVIDERS: ResourceModule = {
  name: 'provider-providers',
  handlers: {[PROVIDER_API]: {getProvider}},
};
