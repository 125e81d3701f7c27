/**
 * Idempotency keys (`Idempotency-Key`, src/rules `IDEMPOTENCY`): per family, credential and key, a keyed call's
 * answer is kept for the key's lifetime and replayed to the same request (`Idempotency-Replayed: true`); the key
 * with another request is `422`, and a second request arriving while the first is queued or running `409` (the
 * claim is taken as the request arrives, before it waits its turn). Pure: no DOM, no Node API.
 */
import {IDEMPOTENCY} from '../../rules';
import {matchRoute, type Operation} from '../openapi';
import type {Reply, SandboxRequest, SandboxResponse} from '../types';
import type {EngineCore} from './core';
import {canonical} from './request';

/**
 * What the key of a call allows: an answer now (`409`, `422`), a replay (the kept answer: the caller adds
 * `Idempotency-Replayed: true`), or to go on (and `keep` the answer, where the call carried a key).
 */
export type KeyCheck = {reply: Reply} | {replay: SandboxResponse} | {keep?: (response: SandboxResponse) => void};

export interface Idempotency {
  /**
   * Claims the key of a request as it arrives (`<family>:<credential>:<key>` of a keyed call): `conflict` when
   * another request holds it; `release` once the answer is out.
   */
  claim(req: SandboxRequest, url: URL, headers: Record<string, string>): {conflict: boolean; release(): void};
  /** What the key of a checked call allows (`who`: its credential; `conflict`: from its claim). */
  check(call: {
    operation: Operation;
    who: string;
    req: SandboxRequest;
    url: URL;
    headers: Record<string, string>;
    body: unknown;
    conflict: boolean;
  }): KeyCheck;
  /** Forgets the entries past their lifetime (a lookup never answers one anyway). */
  prune(at: number): void;
}

const LIFETIME_MS = IDEMPOTENCY.keyLifetimeHours * 3600 * 1000;

export function createIdempotency(core: EngineCore): Idempotency {
  const inFlight = new Set<string>();

  function claimOf(req: SandboxRequest, url: URL, headers: Record<string, string>): string | undefined {
    const match = matchRoute(core.operations, req.method, url.pathname);
    if (!('operation' in match) || !match.operation.keyed) return undefined;
    const key = headers[IDEMPOTENCY.header.toLowerCase()];
    if (key === undefined) return undefined;
    const op = match.operation;
    const who =
      op.credentialHeaders.length === 0 ? 'client' : (headers[op.credentialHeaders[0].toLowerCase()] ?? 'anonymous');
    return `${op.api.family}:${who}:${key}`;
  }

  return {
    claim(req, url, headers) {
      const claim = claimOf(req, url, headers);
      const conflict = claim !== undefined && inFlight.has(claim);
      if (claim && !conflict) inFlight.add(claim);
      return {conflict, release: () => void (claim && !conflict && inFlight.delete(claim))};
    },
    check({operation, who, req, url, headers, body, conflict}) {
      const family = operation.api.family;
      const key = operation.keyed ? headers[IDEMPOTENCY.header.toLowerCase()] : undefined;
      if (key === undefined) return {};
      const storeKey = `${family}:${who}:${key}`;
      const fingerprint = `${req.method.toUpperCase()} ${url.pathname}${url.search} ${body === undefined ? '' : canonical(body)}`;
      if (conflict)
        return {
          reply: {
            status: 409,
            // As each family documents it: the provider's JSON message has no `Conflict:` prefix.
            body: `${family === 'provider' ? 'A' : 'Conflict: a'} request with this ${IDEMPOTENCY.header} is still being processed`,
          },
        };
      const stored = core.state.idempotency[storeKey];
      if (stored && core.now() - stored.at < LIFETIME_MS) {
        if (stored.fingerprint !== fingerprint)
          return {reply: {status: 422, body: `${IDEMPOTENCY.header} ${key} was already used for a different request`}};
        return {replay: stored.response};
      }
      return {
        keep(response) {
          // A provider `400` (refused before anything was done: a VRP over its limits, a bank refusal) leaves
          // the key unused, as the provider API documents; so does a `401`, `403` or `429` on every API, whatever
          // refused the call (IDEMPOTENCY.notStoredStatuses: a company not verified yet may be later); elsewhere a
          // business-rule `4xx` is stored.
          const keyUnused =
            (family === 'provider' && response.status === 400) ||
            (IDEMPOTENCY.notStoredStatuses as readonly number[]).includes(response.status);
          if (response.status < 500 && !keyUnused)
            core.state.idempotency[storeKey] = {fingerprint, at: core.now(), response: structuredClone(response)};
        },
      };
    },
    prune(at) {
      const entries = core.rawState().idempotency;
      for (const key in entries) if (at - entries[key].at >= LIFETIME_MS) delete core.state.idempotency[key];
    },
  };
}
