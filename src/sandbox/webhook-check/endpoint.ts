/**
 * `POST /_sandbox/webhook-check` on a running sandbox server (server.ts): the same check as the
 * `check-webhooks` subcommand, with the same bounds. Body: `{"to": URL, "secret"?: string, "scopes"?: [string]}`;
 * answer `200` with the report (`ok` says whether every case passed), `400` for bad input (`{"error": {"message"}}`),
 * `409` while another check of this server is running.
 */
import type {SandboxApi} from '../openapi';
import {CheckInputError, runWebhookCheck} from './run';

export const WEBHOOK_CHECK_PATH = '/_sandbox/webhook-check';

const error = (status: number, message: string) => ({status, body: {error: {message}}});

export function webhookCheckEndpoint(apis: readonly SandboxApi[], testing: {timeoutMs?: number} = {}) {
  let running = false;
  return async (body: string): Promise<{status: number; body: unknown}> => {
    let input: unknown;
    try {
      input = JSON.parse(body || '{}');
    } catch {
      return error(400, 'the body must be valid JSON: {"to": "http://localhost:3000/webhooks"}');
    }
    const {to, secret, scopes, ...rest} = (input ?? {}) as Record<string, unknown>;
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return error(400, 'the body must be a JSON object: {"to": "http://localhost:3000/webhooks"}');
    const unknown = Object.keys(rest);
    if (unknown.length) return error(400, `unknown field ${unknown[0]} (fields: to, secret, scopes)`);
    if (typeof to !== 'string') return error(400, 'to: the URL of your webhook endpoint is required (a string)');
    if (secret !== undefined && typeof secret !== 'string') return error(400, 'secret must be a string');
    if (scopes !== undefined && !(Array.isArray(scopes) && scopes.every((s) => typeof s === 'string')))
      return error(400, 'scopes must be an array of scope names');
    if (running) return error(409, 'a webhook check is already running on this sandbox: wait for its report');
    running = true;
    try {
      return {status: 200, body: await runWebhookCheck({to, secret, scopes, apis, timeoutMs: testing.timeoutMs})};
    } catch (e) {
      if (e instanceof CheckInputError) return error(400, e.message.replace(/^--(to|secret|scope): /, '$1: '));
      throw e;
    } finally {
      running = false;
    }
  };
}
