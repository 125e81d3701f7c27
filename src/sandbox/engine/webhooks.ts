/**
 * Webhooks and their delivery: recording each webhook a change sends (signed as the pages say, the newest
 * `SANDBOX_LIMITS.eventsKept` kept), and, with `--forward-to`, POSTing it there, retrying failed deliveries on the
 * documented schedule (on the sandbox clock) where the integration or `--retry-webhooks` says so. Deliveries wait
 * on the network outside the engine's exclusive section; each attempt's result is recorded inside it. Pure: no DOM,
 * no Node API (the transport is given).
 */
import {WEBHOOKS} from '../../rules';
import {eventIntegration, webhookSecretFor as secretFor} from '../credentials';
import type {Json} from '../openapi';
import type {SandboxEvent} from '../types';
import {webhookDelivery, webhookHeaders, webhookOutcome} from '../webhooks';
import {SANDBOX_LIMITS, type EngineCore} from './core';

export interface Webhooks {
  /** Records (and queues for delivery) a webhook about a change. */
  emit(type: string, data: Json): Promise<void>;
  /** Starts every webhook attempt that is due, and waits for those under way. */
  deliver(): Promise<void>;
}

/**
 * `recordStep` runs the recording of an attempt's result as a step of its own (in the exclusive section, committed
 * as any step: index.ts); a refused write undid it, and the attempt is made again.
 */
export function createWebhooks(core: EngineCore, recordStep: (work: () => void) => Promise<void>): Webhooks {
  const {options} = core;
  /** Attempts under way, by event id: a tick waits for them, so an attempt's end is known before the next. */
  const delivering = new Map<string, Promise<void>>();

  /** What an integration of the state says about its webhooks: the first module that knows the id answers. */
  const integrationOf = (id: string) => {
    for (const m of core.modules) {
      const settings = m.integration?.(core.state, id);
      if (settings) return settings;
    }
    return undefined;
  };
  /** The secret of an integration of the state (`whsec_…`), for the webhooks sent to it. */
  const integrationSecret = (id: string) => integrationOf(id)?.webhookSecret;
  const webhookSecretFor = (type: string, data?: unknown) => secretFor(core.credentials, type, data, integrationSecret);
  const payloadOf = (body: string): unknown => {
    try {
      return (JSON.parse(body) as {data?: unknown}).data;
    } catch {
      return undefined;
    }
  };
  /** The secret that signs an event: its payload names where it goes. */
  const secretOf = (type: string, body: string) => webhookSecretFor(type, payloadOf(body));
  /**
   * Whether a failed delivery of an event is retried: an event of an integration (`eventIntegration`: the one
   * its payload names, or the toolkit terminal's company's for the Toolkit API's own events) follows that
   * integration's `isRetryWebhookEnabled` as it is now, as in live; any other event (a company's, the provider's)
   * the sandbox's `--retry-webhooks` option.
   */
  const retries = (type: string, body: string) => {
    const integration = eventIntegration(type, payloadOf(body));
    const settings = integration !== undefined ? integrationOf(integration) : undefined;
    return settings?.retryWebhooks ?? options.retryWebhooks === true;
  };

  async function emit(type: string, data: Json) {
    const {state, tracker} = core;
    // `t` is the real time, not the sandbox clock: a receiver checks it against its own clock (the
    // signature tolerance), which advancing the sandbox clock does not move.
    const secret = webhookSecretFor(type, data);
    const {headers, body} = await webhookDelivery(
      type,
      data,
      new Date(core.now()).toISOString(),
      [secret],
      Math.floor(core.baseClock() / 1000),
    );
    const target = options.forwardTo && options.transport;
    state.events.push({
      id: core.freshId(),
      type,
      createdAt: new Date(core.now()).toISOString(),
      headers,
      body,
      attempts: [],
      nextAttemptAt: target ? core.now() : null,
      outcome: target ? 'pending' : 'not-forwarded',
    });
    tracker?.event(state.events[state.events.length - 1].id);
    const over = state.events.length - SANDBOX_LIMITS.eventsKept;
    if (over > 0) {
      state.events.splice(0, over);
      tracker?.droppedEvents(over);
    }
  }

  async function attempt(event: SandboxEvent) {
    const t = Math.floor(core.baseClock() / 1000); // real time, as in emit
    const signature =
      event.attempts.length === 0
        ? event.headers[WEBHOOKS.signatureHeader]
        : (await webhookHeaders(event.body, [secretOf(event.type, event.body)], t))[WEBHOOKS.signatureHeader];
    const record: SandboxEvent['attempts'][number] = {at: new Date(core.now()).toISOString(), signature};
    let status: number | undefined;
    // Aborted at the timeout: the transport closes the connection (a receiver that never answers holds nothing).
    // The timer is cleared as soon as the attempt ends: a signal of `AbortSignal.timeout` lives (with the transport's
    // listeners on it: its request and answer) until it fires, however early the answer came; at hundreds of
    // webhooks a second that kept several seconds' worth of requests alive, and grew the heap.
    const timeoutMs = options.webhookTimeoutMs ?? WEBHOOKS.timeoutSeconds * 1000;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const result = await Promise.race([
        options.transport!({
          url: options.forwardTo!,
          headers: {...event.headers, [WEBHOOKS.signatureHeader]: signature},
          body: event.body,
          signal: controller.signal,
        }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            const error = new Error(`no answer within ${timeoutMs / 1000} seconds`);
            controller.abort(error);
            reject(error);
          }, timeoutMs);
        }),
      ]);
      status = result.status;
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    } finally {
      clearTimeout(timer);
    }
    // The result is recorded (and kept) in the exclusive section, on the event as it is now.
    await recordStep(() => {
      const current = core.state.events.find((e) => e.id === event.id);
      if (current) recordAttempt(current, record, status);
    });
  }

  function recordAttempt(event: SandboxEvent, record: SandboxEvent['attempts'][number], status?: number) {
    // A 2xx ends the delivery; a 5xx is a failed attempt; 1xx, 3xx and 4xx end it without a retry.
    const outcome = webhookOutcome(status);
    const failed = outcome === 'retried';
    if (status !== undefined) {
      record.status = status;
      event.outcome = outcome === 'delivered' ? 'delivered' : failed ? 'pending' : 'failed';
    }
    event.attempts.push(record);
    const retriesDone = event.attempts.length - 1;
    if (failed && retriesDone < WEBHOOKS.retryDelaysSeconds.length && retries(event.type, event.body)) {
      // Counted from the end of the failed attempt, on the sandbox clock.
      event.nextAttemptAt = core.now() + WEBHOOKS.retryDelaysSeconds[retriesDone] * 1000;
      event.outcome = 'pending';
    } else {
      event.nextAttemptAt = null;
      if (failed) event.outcome = 'failed';
    }
    core.tracker?.event(event.id);
    core.rev++;
  }

  async function deliver() {
    if (!options.transport || !options.forwardTo) return;
    const ready = core.state.events.filter(
      (e) => e.nextAttemptAt !== null && e.nextAttemptAt <= core.now() && !delivering.has(e.id),
    );
    for (const event of ready)
      delivering.set(
        event.id,
        attempt(event).finally(() => delivering.delete(event.id)),
      );
    await Promise.all(delivering.values());
  }

  return {emit, deliver};
}
