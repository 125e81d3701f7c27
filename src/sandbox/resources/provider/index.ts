/**
 * The provider API's resource modules (a set: order does not matter), in the provider's own preset
 * (presets/provider-only.ts). Restricted: only the provider preset imports this. Pure.
 */
import {REDIRECT_RULE, redirectAllowed} from '../../kit/redirect';
import type {Handler, HandlerContext, Reply, ResourceModule} from '../../types';
import {validationError} from './common';
import {ACCESS_CONSENTS} from './access-consents';
import {ACCOUNT_DATA} from './account-data';
import {EU_PAYMENTS} from './eu-payments';
import {FILE_PAYMENTS} from './file-payments';
import {PAYMENTS} from './payments';
import {PROVIDERS} from './providers';
import {STANDING_ORDERS} from './standing-orders';
import {VRP} from './vrp';
import {WEBHOOK_REGISTRATIONS} from './webhook-registrations';

/**
 * A `RedirectUri` in a request's `Option`/`option` that a browser must not be sent to (kit/redirect.ts): the
 * operation's documented `400`, in the provider's `ValidationError` shape, before its handler runs.
 */
function redirectRefusal(ctx: HandlerContext): Reply | undefined {
  const body = ctx.body as {Option?: {RedirectUri?: unknown}; option?: {RedirectUri?: unknown}} | undefined;
  if (!body || typeof body !== 'object' || !ctx.operation.responses['400']) return undefined;
  for (const key of ['Option', 'option'] as const) {
    const uri = body[key]?.RedirectUri;
    if (typeof uri === 'string' && !redirectAllowed(uri))
      return validationError(
        'format',
        `.${key}.RedirectUri`,
        `#/properties/${key}/properties/RedirectUri/format`,
        {format: 'uri'},
        REDIRECT_RULE,
      );
  }
  return undefined;
}

/** Every handler of a module, behind the `RedirectUri` rule. */
const checkingRedirects = (module: ResourceModule): ResourceModule => ({
  ...module,
  handlers: Object.fromEntries(
    Object.entries(module.handlers).map(([api, ops]) => [
      api,
      Object.fromEntries(
        Object.entries(ops).map(([id, handler]): [string, Handler] => [
          id,
          (ctx) => redirectRefusal(ctx) ?? handler(ctx),
        ]),
      ),
    ]),
  ),
});

export const PROVIDER_MODULES: readonly ResourceModule[] = [
  ACCESS_CONSENTS,
  ACCOUNT_DATA,
  WEBHOOK_REGISTRATIONS,
  VRP,
  PAYMENTS,
  EU_PAYMENTS,
  STANDING_ORDERS,
  FILE_PAYMENTS,
  PROVIDERS,
].map(checkingRedirects);
