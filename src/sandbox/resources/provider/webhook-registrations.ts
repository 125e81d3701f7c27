/**
 * Webhook registrations per consent (`POST /webhook`, `GET` and `DELETE /webhook/{consentId}`): which
 * events of an account access consent or a standing order consent go to which URL. The account data events
 * are sent only when registered (account-data.ts); the consent events go to the consent's `WebhookUri`
 * whether registered or not. The sandbox has one destination for every webhook (its `--forward-to`), so a
 * registered event is sent once, not once per URL. Pure.
 */
import type {Handler, HandlerContext, ResourceModule, Reply} from '../../types';
import {ifFound, onFound} from '../../kit/not-found';
import {PROVIDER_API, collection, iso, result, validationError} from './common';
import {COLLECTIONS, ukConsents, webhookRegistrations, type ProviderSchemas, type WebhookRegistration} from './records';
import {validatedBody} from '../../kit/body';

/** The events of each product. */
export const WEBHOOK_PRODUCTS: Record<string, readonly string[]> = {
  ACCOUNTS: [
    'ACCOUNT_ACCESS_CONSENT',
    'ACCOUNT',
    'ACCOUNTS',
    'ACCOUNT_BALANCES',
    'ACCOUNT_TRANSACTION',
    'ACCOUNT_TRANSACTIONS',
  ],
  DOMESTIC_STANDING_PAYMENTS: ['DOMESTIC_STANDING_ACCESS_CONSENT'],
};

/** The product of a consent's events, or undefined when no such consent exists. */
function productOf(ctx: HandlerContext, consentId: string): string | undefined {
  if (ukConsents(ctx.state)[consentId]) return 'ACCOUNTS';
  if (collection(ctx.state, COLLECTIONS.standingOrderConsents)[consentId]) return 'DOMESTIC_STANDING_PAYMENTS';
  return undefined;
}

type Registration = ProviderSchemas['WebhookRegistrationRequest'];

const registerWebhook: Handler = (ctx) => {
  const input = validatedBody<Registration>(ctx);
  return ifFound(productOf(ctx, input.consentId), (product) => register(ctx, input, product), {
    param: 'consentId',
    id: input.consentId,
  });
};

function register(ctx: HandlerContext, input: Registration, product: string): Reply {
  const events = WEBHOOK_PRODUCTS[input.product] ?? [];
  if (!events.includes(input.event))
    return validationError(
      'enum',
      '.event',
      '#/properties/event/enum',
      {allowedValues: [...events]},
      `event ${input.event} does not belong to product ${input.product}`,
    );
  if (input.product !== product)
    return validationError(
      'enum',
      '.product',
      '#/properties/product/enum',
      {allowedValues: [product]},
      `consent ${input.consentId} sends the events of product ${product}`,
    );
  const list = (webhookRegistrations(ctx.state)[input.consentId] ??= []);
  let registration = list.find((r) => r.event === input.event && r.url === input.url);
  if (!registration) {
    registration = {...input, createdAt: iso(ctx.now())};
    list.push(registration);
  }
  return result(registration, 201);
}

const onConsent = (fn: (ctx: HandlerContext, list: WebhookRegistration[]) => ReturnType<Handler>): Handler =>
  onFound(
    (ctx) => productOf(ctx, ctx.pathParams.consentId),
    (ctx) => fn(ctx, webhookRegistrations(ctx.state)[ctx.pathParams.consentId] ?? []),
    'consentId',
  );

export const WEBHOOK_REGISTRATIONS: ResourceModule = {
  name: 'provider-webhook-registrations',
  handlers: {
    [PROVIDER_API]: {
      registerWebhook,
      getWebhook: onConsent((_ctx, list) => result(list)),
      deleteWebhook: onConsent((ctx, list) => {
        const id = ctx.pathParams.consentId;
        delete webhookRegistrations(ctx.state)[id];
        const n = list.length;
        return {
          status: 200,
          body: {successfullyDeleted: true, message: `${n} webhook${n === 1 ? '' : 's'} of consent ${id} deleted.`},
        };
      }),
    },
  },
};
