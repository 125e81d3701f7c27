/**
 * The links the sandbox gives out (a payment's `link`, a refund's `refundLink`, a recurring payment's
 * set-up link, a bank connection's `authUri`, a director's verification link, a provider consent's
 * `authUrl`): each opens a page of the sandbox's own origin (the customer payment page or the test bank,
 * served by the engine as plain HTML), with the resource's hashed id in the query as the live link has it.
 * Every link is recorded in `state.store.links` (hash -> {kind, id}), so a page can find what it is about.
 * Pure: Web Crypto only.
 */
import type {SandboxState} from './types';
import {keyed, type Keyed} from './kit/keyed';
import {collection, existingCollection} from './kit/collection';

/** Link kinds: the path each opens on the sandbox origin, and the query parameter holding the hashed id. */
export const LINK_KINDS = {
  payment: {path: '/pay/payment', param: 'p'},
  refund: {path: '/pay/refund', param: 'p'},
  recurring: {path: '/pay/recurring', param: 'p'},
  'bank-connection': {path: '/onboarding/bank-connection', param: 'c'},
  'director-verification': {path: '/onboarding/director-verification', param: 'd'},
  /** A provider (or any) authorisation at the test bank: consents, VRP, standing orders, bulk, EU payments. */
  authorisation: {path: '/bank/authorise', param: 'request'},
} as const;
export type LinkKind = keyof typeof LINK_KINDS;

export const LINKS_COLLECTION = 'links';

export interface LinkRecord {
  kind: LinkKind;
  /** The resource's id (a payment, a consent, ...). */
  id: string;
  /** The resource module that owns it (its `name`, unique in a preset). */
  module: string;
}

/** The first 20 hex characters of SHA-256 of `<kind>:<id>`: stable, so a link is the same every time. */
export async function hashedId(kind: string, id: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${kind}:${id}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 20);
}

/**
 * The sandbox link of a resource (`http://127.0.0.1:4010/pay/payment?p=…`), recorded in the state. Its hashed id is
 * drawn through the engine's `newId` where the caller has it, so that a seed step gives a seeded record's link its
 * documented hashed id (seed/); otherwise, and outside the seed, it is `hashedId(kind, id)`.
 */
export async function sandboxLink(
  ctx: {state: SandboxState; origin: string; newId?: (fresh?: () => string) => string},
  kind: LinkKind,
  module: string,
  id: string,
): Promise<string> {
  const hashed = await hashedId(kind, id);
  const hash = ctx.newId ? ctx.newId(() => hashed) : hashed;
  collection<LinkRecord>(ctx.state, LINKS_COLLECTION)[hash] = {kind, id, module};
  const {path, param} = LINK_KINDS[kind];
  return `${ctx.origin}${path}?${param}=${hash}`;
}

/**
 * The hash of a link the sandbox gave out, given whole (`http://127.0.0.1:4010/onboarding/director-verification?d=…`,
 * as a workflow passes a `link` or an `authUri` on to a test-bank button); undefined for anything else.
 */
export function linkHashOf(given: string): string | undefined {
  if (!/^https?:\/\//.test(given)) return undefined;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return undefined;
  }
  const kind = Object.values(LINK_KINDS).find((k) => k.path === url.pathname);
  return (kind && url.searchParams.get(kind.param)) || undefined;
}

/** What a link's hash stands for, if the sandbox gave it out. */
export function resolveLink(state: SandboxState, hash: string): LinkRecord | undefined {
  return linkRecords(state)[hash];
}

/** Every link the sandbox gave out, by hash (none: an empty collection, not added to the state). */
export function linkRecords(state: Pick<SandboxState, 'store'>): Keyed<LinkRecord> {
  return existingCollection<LinkRecord>(state, LINKS_COLLECTION) ?? keyed<LinkRecord>();
}
