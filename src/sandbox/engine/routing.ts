/**
 * Routing of an API call: the route (unknown path `404`), the rate limit (`429` past `RATE_LIMITS[family].sandbox`
 * per minute), the request checks (`request.ts`: `401`, `400`), the idempotency key (`idempotency.ts`), then what is
 * due on the sandbox clock and the stateful handler of the resource or, where there is none, the documented success
 * example (exampleResponder). Only documented statuses are answered; every answer carries `RateLimit-*`. Pure: no
 * DOM, no Node API.
 */
import {IDEMPOTENCY, RATE_LIMITS, RATE_LIMIT_WINDOW_SECONDS} from '../../rules';
import {exampleResponder} from '../exampleResponder';
import {matchRoute, type Operation, type SandboxFamily} from '../openapi';
import type {EngineContext, HandlerContext, Reply, SandboxRequest, SandboxResponse} from '../types';
import {createRequestValidator} from '../validate';
import type {Clock} from './clock';
import {JSON_TYPE, TEXT, type EngineCore} from './core';
import type {Idempotency} from './idempotency';
import {checkRequest} from './request';

/** An error's body as its family words errors: the provider's JSON `{error: {message}}`, else plain text. */
export const errorBody = (family: SandboxFamily | undefined, message: string): {body: string; type: string} =>
  family === 'provider' ? {body: JSON.stringify({error: {message}}), type: JSON_TYPE} : {body: message, type: TEXT};

export function render(reply: Reply, family: SandboxFamily | undefined): SandboxResponse {
  const headers: Record<string, string> = {...(reply.headers ?? {})};
  let body = '';
  if (typeof reply.body === 'string') {
    if (reply.status >= 400 && family === 'provider') {
      body = JSON.stringify({error: {message: reply.body}});
      headers['Content-Type'] = JSON_TYPE;
    } else {
      body = reply.body;
      headers['Content-Type'] ??= TEXT;
    }
  } else if (reply.body !== undefined) {
    body = JSON.stringify(reply.body);
    headers['Content-Type'] = JSON_TYPE;
  }
  return {status: reply.status, headers, body};
}

export interface Routing {
  /** Answers an API call (`conflict`: another request with its key was in flight when it arrived). */
  handleApi(
    req: SandboxRequest,
    url: URL,
    headers: Record<string, string>,
    conflict?: boolean,
  ): Promise<SandboxResponse>;
  /** The operation a request names, for a defect's report: its operationId, or the method and path. */
  operationName(req: SandboxRequest, url: URL): string;
  /** Forgets the rate-limit windows that ended (a credential's next request opens a new one). */
  prune(at: number): void;
}

export function createRouting(
  core: EngineCore,
  {clock, idempotency, context}: {clock: Clock; idempotency: Idempotency; context: () => EngineContext},
): Routing {
  const windowMs = RATE_LIMIT_WINDOW_SECONDS * 1000;
  const validators = new Map<string, ReturnType<typeof createRequestValidator>>();
  const validatorFor = (op: Operation) => {
    let v = validators.get(op.api.id);
    if (!v)
      validators.set(op.api.id, (v = createRequestValidator(op.api.bundled, core.options.validators?.[op.api.id])));
    return v;
  };

  /** Counts the request in its credential's window; the headers, and whether it is over the limit. */
  function rateLimit(family: SandboxFamily | 'public', who: string) {
    const {state} = core;
    const now = core.now();
    const limit = RATE_LIMITS[family].sandbox;
    const key = `${family}:${who}`;
    let bucket = state.rateLimits[key];
    // A window that starts after now (a state restored under an earlier clock) restarts too.
    if (!bucket || now < bucket.windowStart || now - bucket.windowStart >= windowMs)
      bucket = state.rateLimits[key] = {windowStart: now, count: 0};
    bucket.count += 1;
    const reset = Math.max(1, Math.ceil((bucket.windowStart + windowMs - now) / 1000));
    const over = bucket.count > limit;
    const headers = {
      'RateLimit-Limit': String(limit),
      'RateLimit-Remaining': String(Math.max(0, limit - bucket.count)),
      'RateLimit-Reset': String(reset),
    };
    return {over, headers, limit, reset};
  }

  async function handleApi(
    req: SandboxRequest,
    url: URL,
    headers: Record<string, string>,
    conflict = false,
  ): Promise<SandboxResponse> {
    const match = matchRoute(core.operations, req.method, url.pathname);
    if (!('operation' in match)) {
      const family = match.family;
      const rl = rateLimit(family ?? 'public', headers['x-terminal-id'] ?? headers['x-client-id'] ?? 'anonymous');
      const e = errorBody(family, 'Not Found');
      return {status: 404, headers: {'Content-Type': e.type, ...rl.headers}, body: e.body};
    }
    const {operation, pathParams} = match;
    const family = operation.api.family;
    const isPublic = operation.credentialHeaders.length === 0;
    const who = isPublic ? 'client' : (headers[operation.credentialHeaders[0].toLowerCase()] ?? 'anonymous');
    const rl = rateLimit(isPublic ? 'public' : family, who);
    // `Idempotency-Replayed` is on every answer to a keyed call that carried a key: `false` unless a replay.
    const carriedKey = operation.keyed && headers[IDEMPOTENCY.header.toLowerCase()] !== undefined;
    const answer = (reply: Reply) => {
      const r = render(reply, family);
      Object.assign(r.headers, rl.headers);
      if (carriedKey) r.headers[IDEMPOTENCY.replayedHeader] = 'false';
      return r;
    };
    if (rl.over) {
      const message =
        family === 'provider'
          ? `Too many requests: ${rl.limit} requests per minute allowed, retry after ${rl.reset} seconds`
          : `Too Many Requests: ${rl.limit} requests per minute allowed, retry after ${rl.reset} seconds`;
      return answer({status: 429, body: message, headers: {'Retry-After': String(rl.reset)}});
    }
    const checked = checkRequest(
      operation,
      validatorFor(operation),
      {pathParams, url, headers, body: req.body},
      core.credentials,
    );
    if ('reply' in checked) return answer(checked.reply);
    const {query, body} = checked;
    // Idempotency: per credential and key, for the calls that take a key.
    const key = idempotency.check({operation, who, req, url, headers, body, conflict});
    if ('reply' in key) return answer(key.reply);
    if ('replay' in key)
      return {
        ...key.replay,
        headers: {...key.replay.headers, ...rl.headers, [IDEMPOTENCY.replayedHeader]: 'true'},
      };
    // Everything above is synchronous: a second request with the same key, arriving while this one waits
    // here or in its handler, gets the `409`. What is due runs now, before the handler reads the state.
    await clock.runDue();
    const handler = core.handlerFor(operation.api.id, operation.operationId);
    const ctx: HandlerContext = {...context(), operation, family, pathParams, query, headers, body};
    // Awaited either way: a second request with the same key that arrives meanwhile gets the `409`.
    const reply = await (handler ? handler(ctx) : exampleResponder(operation));
    const response = render(reply, family);
    if (operation.keyed) response.headers[IDEMPOTENCY.replayedHeader] = 'false';
    key.keep?.(response);
    if (key.keep || (handler && req.method.toUpperCase() !== 'GET')) core.rev++;
    Object.assign(response.headers, rl.headers);
    return response;
    // The claim (idempotency.claim) is released by `handle`, once the answer is out.
  }

  return {
    handleApi,
    operationName(req, url) {
      const match = matchRoute(core.operations, req.method, url.pathname);
      const where = `${req.method.toUpperCase()} ${url.pathname}`;
      return 'operation' in match ? `${match.operation.operationId} (${where})` : where;
    },
    prune(at) {
      const buckets = core.rawState().rateLimits;
      for (const key in buckets)
        if (at < buckets[key].windowStart || at - buckets[key].windowStart >= windowMs)
          delete core.state.rateLimits[key];
    },
  };
}
