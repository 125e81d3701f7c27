/**
 * A webhook delivery as the engine sends it, built in one place: the body (`{scope, event, data, sentAt}`,
 * serialised once with `JSON.stringify`) and its headers, signed with src/lib/webhookSignature.ts (the one
 * signer). The engine's deliveries (index.ts) and the webhook conformance check (webhook-check/) both build
 * theirs here. Pure: no DOM, no Node API (Web Crypto).
 */
import {WEBHOOKS} from '../rules';
import {signatureHeader} from '../lib/webhookSignature';

export const WEBHOOK_CONTENT_TYPE = 'application/json';

/** The raw body of a webhook of `type` (`<scope>.<event>`), exactly as Fernpay sends it. */
export function webhookBody(type: string, data: unknown, sentAt: string): string {
  const dot = type.indexOf('.');
  const scope = dot < 0 ? type : type.slice(0, dot);
  const event = dot < 0 ? '' : type.slice(dot + 1);
  return JSON.stringify({scope, event, data, sentAt});
}

/** The headers of one attempt: `Content-Type` and `Fernpay-Signature` (`t`, one `v1` per secret, in order). */
export async function webhookHeaders(
  body: string,
  secrets: readonly string[],
  t: number,
): Promise<Record<string, string>> {
  return {'Content-Type': WEBHOOK_CONTENT_TYPE, [WEBHOOKS.signatureHeader]: await signatureHeader(secrets, t, body)};
}

export interface WebhookDelivery {
  headers: Record<string, string>;
  body: string;
}

/** A signed delivery of `type` with `data`, sent at `sentAt` and signed at `t` (Unix seconds). */
export async function webhookDelivery(
  type: string,
  data: unknown,
  sentAt: string,
  secrets: readonly string[],
  t: number,
): Promise<WebhookDelivery> {
  const body = webhookBody(type, data, sentAt);
  return {headers: await webhookHeaders(body, secrets, t), body};
}

/** How much of a webhook receiver's answer is read (only its status counts). */
export const WEBHOOK_ANSWER_BYTES = 65_536;

/**
 * What an answer does to a delivery (WEBHOOKS of src/rules): a `2xx` delivers it; a `5xx` or no answer is a
 * failed attempt, retried when retries are on; `1xx`, `3xx` and `4xx` end it without a retry.
 */
export function webhookOutcome(status: number | undefined): 'delivered' | 'retried' | 'refused' {
  if (status === undefined || status >= 500) return 'retried';
  return status >= 200 && status < 300 ? 'delivered' : 'refused';
}
