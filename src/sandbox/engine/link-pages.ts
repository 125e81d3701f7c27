/**
 * The pages of the links the sandbox gives out (links.ts `LINK_KINDS`: a payment's link, an `authUri`, ...): a
 * module's own customer page (a single payment's payment page) or the test bank's, with its buttons, and the
 * test-bank actions themselves (`POST /_sandbox/bank/{id}/{action}` comes here too, from controls.ts). Pure: no
 * DOM, no Node API.
 */
import type {Json} from '../openapi';
import {LINK_KINDS, linkRecords, resolveLink, type LinkKind, type LinkRecord} from '../links';
import {bankPage, resultPage} from '../pages/bank';
import {messagePage, notFoundPage, parseForm} from '../pages/html';
import type {EngineContext, PageContext, ResourceModule, SandboxRequest, SandboxResponse} from '../types';
import {redirectAllowed} from '../kit/redirect';
import type {Clock} from './clock';
import {JSON_TYPE, type EngineCore} from './core';
import type {Routing} from './routing';

/** The link kind a page path serves (`/pay/payment` -> `payment`). */
export const kindOfPath = (pathname: string) =>
  (Object.keys(LINK_KINDS) as LinkKind[]).find((k) => LINK_KINDS[k].path === pathname);

export interface LinkPages {
  /** A page of a link the sandbox gave out: `GET` shows it, `POST` is its forms. */
  handlePage(req: SandboxRequest, url: URL, kind: LinkKind): Promise<SandboxResponse>;
  /** A test-bank (customer, person) action on a resource: the first module that owns `id` answers. */
  bankAction(
    id: string,
    action: string,
    input: unknown,
    module?: string,
  ): Promise<{status: number; body: Json} | undefined>;
}

/**
 * A test-bank action the resource does not offer now, refused (`400`): its message, followed by the actions it offers
 * now (its test-bank page's buttons), as the sandbox's pages promise, whichever module's check refused it. An
 * action it offers but refused for its input, or a message that already names them, is left as it is.
 */
export function namingOffered(
  answer: {status: number; body: Json},
  action: string,
  page: {actions: {action: string}[]} | undefined,
): {status: number; body: Json} {
  const error = (answer.body as {error?: {message?: unknown}} | null)?.error;
  if (!page || typeof error?.message !== 'string') return answer;
  const offered = page.actions.map((a) => a.action);
  if (offered.includes(action)) return answer;
  if (offered.length > 0 && offered.every((a) => (error.message as string).includes(a))) return answer;
  const tail = offered.length
    ? `the actions it offers now: ${offered.join(', ')}`
    : 'none of them is offered now: the resource has no button to press in its status';
  return {
    ...answer,
    body: {...(answer.body as object), error: {...error, message: `${error.message} (${tail})`}} as Json,
  };
}

export function createLinkPages(
  core: EngineCore,
  {clock, routing, context}: {clock: Clock; routing: Routing; context: () => EngineContext},
): LinkPages {
  async function bankAction(id: string, action: string, input: unknown, module?: string) {
    for (const m of core.modules) {
      if (module !== undefined && m.name !== module) continue;
      const answer = await m.bank?.(context(), id, action, input);
      if (!answer) continue;
      core.rev++;
      await clock.runDue();
      return answer.status === 400 ? namingOffered(answer, action, m.bankPage?.(context(), id)) : answer;
    }
    return undefined;
  }

  /** A call of a public API operation from a page, as the customer's browser makes it (no credentials). */
  async function browserCall(method: string, path: string, body?: Json) {
    const url = new URL(path, 'http://sandbox.invalid');
    const headers: Record<string, string> = body === undefined ? {} : {'content-type': JSON_TYPE};
    const response = await routing.handleApi(
      {method, url: path, headers, body: body === undefined ? undefined : JSON.stringify(body)},
      url,
      headers,
    );
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      parsed = undefined;
    }
    return {status: response.status, text: response.body, json: parsed as Record<string, Json> | undefined};
  }

  /** The test bank page of any resource's link, and its buttons. */
  async function testBankLinkPage(req: SandboxRequest, link: LinkRecord, here: string, module?: ResourceModule) {
    const view = module?.bankPage?.(context(), link.id);
    if (!module || !view) return notFoundPage();
    const {state} = core;
    const bankName = state.payments[link.id]?.provider?.name;
    // An authorisation leads back to the customer's page of the same resource (the payment page it started from).
    const customerLink = Object.entries(linkRecords(state))
      .map(([h, record]) => ({hash: h, record}))
      .find(
        ({record: r}) =>
          link.kind === 'authorisation' &&
          r.id === link.id &&
          r.module === link.module &&
          (r.kind === 'payment' || r.kind === 'recurring'),
      );
    const back = customerLink
      ? {
          href: `${LINK_KINDS[customerLink.record.kind].path}?${LINK_KINDS[customerLink.record.kind].param}=${customerLink.hash}`,
          label: 'Back to the payment page',
        }
      : {href: here, label: 'Back to the test bank'};
    if (req.method.toUpperCase() === 'GET')
      return bankPage({view, here, bankName, back: back.href === here ? undefined : back});
    const {action, ...fields} = parseForm(req.body);
    if (!action) return bankPage({view, here, bankName, error: 'Choose one of the buttons below.', status: 400});
    // A button no longer offered (a form posted again from the browser's history) gets the module's refusal.
    const label = view.actions.find((a) => a.action === action)?.label ?? action;
    const answer = await bankAction(link.id, action, Object.keys(fields).length ? fields : undefined, link.module);
    if (!answer) return notFoundPage();
    const after = module.bankPage?.(context(), link.id) ?? view;
    if (answer.status >= 300) {
      const message = (answer.body as {error?: {message?: string}} | null)?.error?.message ?? 'The bank refused.';
      return bankPage({view: after, here, bankName, error: message, status: answer.status});
    }
    // A flow that sends the user back to the integrator (a bank connection's `redirectUrl`, a provider
    // consent's or payment's `RedirectUri`: "Approve returns the user to your RedirectUri") does so.
    const sent = answer.body as {redirect?: unknown; redirectTo?: unknown} | null;
    const redirect = sent?.redirect ?? sent?.redirectTo;
    // Only to a URL a browser may be sent to (never `javascript:` or `data:`): otherwise the result page.
    if (typeof redirect === 'string' && redirectAllowed(redirect))
      return {status: 303, headers: {Location: redirect, 'Cache-Control': 'no-store'}, body: ''};
    return resultPage({label, view: after, bankName, back});
  }

  async function handlePage(req: SandboxRequest, url: URL, kind: LinkKind): Promise<SandboxResponse> {
    const method = req.method.toUpperCase();
    if (method !== 'GET' && method !== 'POST')
      return messagePage(405, 'Method not allowed', 'This page takes GET, and POST from its own forms.', {
        Allow: 'GET, POST',
      });
    const {path, param} = LINK_KINDS[kind];
    const hash = url.searchParams.get(param) ?? '';
    const link = resolveLink(core.state, hash);
    if (!link || link.kind !== kind) return notFoundPage();
    const here = `${path}?${param}=${encodeURIComponent(hash)}`;
    // The module's own customer page (a single payment's payment page), else the test bank's.
    const module = core.modules.find((m) => m.name === link.module);
    const ctx: PageContext = {
      ...context(),
      call: browserCall,
      bankAction: (id, action, input) => bankAction(id, action, input, link.module),
    };
    const own = await module?.customerPage?.(ctx, {req, link, hash, here});
    return own ?? testBankLinkPage(req, link, here, module);
  }

  return {handlePage, bankAction};
}
