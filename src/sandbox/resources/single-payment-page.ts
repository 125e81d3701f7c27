/**
 * The customer payment page of a single payment's link (`/pay/payment?p=…`), the single-payments module's
 * `customerPage`: the engine serves it through that hook and imports no resource.
 */
import {FAMILY_PREFIX} from '../openapi';
import {messagePage, notFoundPage, parseForm} from '../pages/html';
import type {CustomerPageRequest, PageContext, SandboxResponse} from '../types';
import {paymentPage} from './payment-page';
import {paymentView, type Provider} from './single-payments';

const tooMany = () =>
  messagePage(429, 'Too many requests', 'This page was loaded too often this minute. Wait a minute, then reload it.');

/**
 * The customer payment page of a single payment's link: reads the payment and the banks through the public
 * payment-flow calls, and its form starts the payment through the initiate call (then the test bank) or,
 * for a card payment, pays with a test card.
 */
export async function singlePaymentPage(
  ctx: PageContext,
  {req, link, hash, here}: CustomerPageRequest,
): Promise<SandboxResponse | undefined> {
  if (link.kind !== 'payment') return undefined;
  const data = await ctx.call('GET', `${FAMILY_PREFIX.toolkit}/public/payment-flow/single/${hash}/data`);
  if (data.status === 429) return tooMany();
  const view = paymentView(ctx.state, link.id);
  if (data.status !== 200 || !view) return notFoundPage();
  const providers = async () => {
    const list = await ctx.call('GET', `${FAMILY_PREFIX.toolkit}/public/providers/list`);
    // The engine's own answer to the documented call (`ProviderListResponse`).
    const answer = list.json as {data?: Provider[]} | undefined;
    return list.status === 200 ? (answer?.data ?? []).filter((p) => p.enabled) : [];
  };
  const chosen = ctx.state.payments[link.id]?.provider?.externalId;
  if (req.method.toUpperCase() === 'GET') {
    return paymentPage({view, here, chosen, providers: view.byCard ? [] : await providers()});
  }
  const form = parseForm(req.body);
  if (view.byCard) {
    const card = {number: form.number, expiry: form.expiry, cvc: form.cvc};
    const answer = await ctx.bankAction(link.id, 'card', card);
    const after = paymentView(ctx.state, link.id) ?? view;
    if (answer && answer.status < 300) return paymentPage({view: after, here, providers: [], afterCard: true});
    const message = (answer?.body as {error?: {message?: string}} | undefined)?.error?.message;
    return paymentPage({view: after, here, providers: [], card, error: message, status: answer?.status ?? 400});
  }
  if (!form.provider) {
    const list = await providers();
    return paymentPage({view, here, providers: list, error: 'Choose your bank.', status: 400});
  }
  const started = await ctx.call('POST', `${FAMILY_PREFIX.toolkit}/public/payment-flow/single/initiate`, {
    id: hash,
    provider: form.provider,
  });
  if (started.status === 429) return tooMany();
  if (started.status === 404) return notFoundPage();
  const authUrl = (started.json?.data as {authUrl?: unknown} | undefined)?.authUrl;
  if (started.status === 200 && typeof authUrl === 'string')
    return {status: 303, headers: {Location: authUrl, 'Cache-Control': 'no-store'}, body: ''};
  const after = paymentView(ctx.state, link.id) ?? view;
  return paymentPage({view: after, here, chosen, providers: await providers(), error: started.text, status: 400});
}
