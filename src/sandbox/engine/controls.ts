/**
 * The control surface under `/_sandbox` (described by openapi/sandbox/openapi.yaml): the sandbox's settings and
 * credentials (`GET /_sandbox`), the kept webhooks (`GET /_sandbox/events`), the test-bank buttons (`GET
 * /_sandbox/bank`, `POST /_sandbox/bank/{id}/{action}`, `POST /_sandbox/link/{action}?url=`), the clock
 * (`POST /_sandbox/clock`), a reset, and the modules' own settings (`controls`: `POST /_sandbox/<name>`). Pure: no
 * DOM, no Node API.
 */
import {FAMILY_PREFIX} from '../openapi';
import {SANDBOX_WEBHOOK_SECRET} from '../credentials';
import {linkHashOf, linkRecords, resolveLink} from '../links';
import type {EngineContext, SandboxRequest, SandboxResponse} from '../types';
import {addDuration, MAX_TIME_MS, type Clock} from './clock';
import {JSON_TYPE, SANDBOX_LIMITS, type EngineCore} from './core';
import type {LinkPages} from './link-pages';
import {safeDecode} from './request';

const json = (status: number, value: unknown): SandboxResponse => ({
  status,
  headers: {'Content-Type': JSON_TYPE},
  body: JSON.stringify(value),
});

/** Whether a path is the control surface's. */
export const isControlPath = (pathname: string) => pathname === '/_sandbox' || pathname.startsWith('/_sandbox/');

export function createControls(
  core: EngineCore,
  {
    clock,
    linkPages,
    context,
    reset,
  }: {clock: Clock; linkPages: LinkPages; context: () => EngineContext; reset: () => void},
): {handleControl(req: SandboxRequest, url: URL): Promise<SandboxResponse>} {
  const {options, credentials} = core;
  /** The modules' settings of the control surface, by name (`POST /_sandbox/<name>`). */
  const CONTROLS = core.modules.flatMap((m) => Object.entries(m.controls ?? {}));

  /**
   * `GET /_sandbox/events[?after=ID][&limit=N]`: the kept webhooks, oldest first; with `after`, those sent after
   * the event with that id (a poller's cursor: the last id it read); at most `limit` (1 to `eventsKept`, default
   * all), `hasMore` when more follow. An `after` no kept event has (gone past the cap, or never sent) is `404`.
   */
  function listEvents(url: URL): SandboxResponse {
    const events = core.rawState().events;
    const max = SANDBOX_LIMITS.eventsKept;
    const limitText = url.searchParams.get('limit');
    const limit = limitText === null ? max : /^\d{1,7}$/.test(limitText) ? Number(limitText) : NaN;
    if (!(limit >= 1 && limit <= max))
      return json(400, {error: {message: `limit must be a whole number from 1 to ${max}`}});
    const after = url.searchParams.get('after');
    let from = 0;
    if (after !== null) {
      const at = events.findIndex((e) => e.id === after);
      if (at < 0)
        return json(404, {
          error: {
            message: `no kept event has the id ${after}: the sandbox keeps the newest ${max} webhooks (GET /_sandbox/events lists them)`,
          },
        });
      from = at + 1;
    }
    return json(200, {events: events.slice(from, from + limit), hasMore: from + limit < events.length});
  }

  async function handleControl(req: SandboxRequest, url: URL): Promise<SandboxResponse> {
    const method = req.method.toUpperCase();
    const path = url.pathname.replace(/\/$/, '');
    if (method === 'GET' && path === '/_sandbox') {
      const families = [...new Set(options.apis.map((a) => a.family))];
      return json(200, {
        ...Object.fromEntries(
          families.map((f) => [
            f,
            {
              baseUrl: `${options.origin ?? ''}${FAMILY_PREFIX[f]}`,
              ...credentials[f]?.headers,
              // Provider webhooks are signed with the customer's clientSecret (/provider/webhook-retries).
              ...(credentials[f]?.webhookSecret ? {webhookSecret: credentials[f].webhookSecret} : {}),
            },
          ]),
        ),
        webhookSecret: SANDBOX_WEBHOOK_SECRET,
        ...Object.fromEntries(CONTROLS.map(([, c]) => [c.field, c.read(core.state)])),
        now: new Date(core.now()).toISOString(),
        forwardTo: options.forwardTo ?? null,
        retryWebhooks: options.retryWebhooks === true,
        eventsKept: SANDBOX_LIMITS.eventsKept,
      });
    }
    if (method === 'GET' && path === '/_sandbox/events') return listEvents(url);
    if (method === 'GET' && path === '/_sandbox/bank') {
      // Every link given out whose test-bank page offers buttons now: what the page shows, as data (the
      // browser's events panel shows these buttons; each is `POST /_sandbox/bank/{id}/{action}`).
      const seen = new Set<string>();
      const links = [];
      for (const link of Object.values(linkRecords(core.state))) {
        const key = `${link.module}:${link.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const page = core.modules.find((m) => m.name === link.module)?.bankPage?.(context(), link.id);
        if (page && page.actions.length > 0) links.push({id: link.id, kind: link.kind, module: link.module, ...page});
      }
      return json(200, {links});
    }
    if (method === 'POST' && path === '/_sandbox/reset') {
      reset();
      return json(200, {reset: true});
    }
    if (method === 'POST' && path === '/_sandbox/clock') {
      let input: {advance?: unknown};
      try {
        input = JSON.parse(req.body || '{}');
      } catch {
        return json(400, {error: {message: 'the body must be valid JSON'}});
      }
      const to = typeof input?.advance === 'string' ? addDuration(core.now(), input.advance) : undefined;
      // Past the last date a Date can hold (+275760), the clock could not be shown any more.
      if (to === undefined || to < core.now() || !(to <= MAX_TIME_MS))
        return json(400, {error: {message: 'advance must be an ISO 8601 duration, for example "P7D" or "PT5S"'}});
      await clock.advanceTo(to);
      return json(200, {now: new Date(core.now()).toISOString()});
    }
    const control = method === 'POST' ? CONTROLS.find(([name]) => path === `/_sandbox/${name}`)?.[1] : undefined;
    if (control) {
      let input: unknown;
      try {
        input = JSON.parse(req.body || '{}');
      } catch {
        return json(400, {error: {message: 'the body must be valid JSON'}});
      }
      const answer = control.write(core.state, input);
      if (answer.status < 300) core.rev++;
      return json(answer.status, answer.body);
    }
    const bank = /^\/_sandbox\/bank\/([^/]+)\/([a-z-]+)$/.exec(path);
    // The same buttons by the link the sandbox gave out (`?url=`), for a caller that has the link, not an id.
    const byLink = /^\/_sandbox\/link\/([a-z-]+)$/.exec(path);
    if (method === 'POST' && (bank || byLink)) {
      let input: unknown;
      try {
        input = req.body && req.body.trim() ? JSON.parse(req.body) : undefined;
      } catch {
        return json(400, {error: {message: 'the body must be valid JSON'}});
      }
      if (byLink) {
        const given = url.searchParams.get('url') ?? '';
        const link = resolveLink(core.state, linkHashOf(given) ?? '');
        if (!link)
          return json(404, {
            error: {
              message: `url must be a link this sandbox gave out (a payment's link, an authUri, a directorsVerificationLinks link)${given ? `, not ${given}` : ''}`,
            },
          });
        const answer = await linkPages.bankAction(link.id, byLink[1], input, link.module);
        return answer ? json(answer.status, answer.body) : json(404, {error: {message: 'Not Found'}});
      }
      const id = safeDecode(bank![1]);
      const answer = id === undefined ? undefined : await linkPages.bankAction(id, bank![2], input);
      return answer ? json(answer.status, answer.body) : json(404, {error: {message: 'Not Found'}});
    }
    return json(404, {error: {message: 'Not Found'}});
  }

  return {handleControl};
}
