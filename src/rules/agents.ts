/**
 * "Instructions for agents": what an AI coding assistant must do when it writes code against Fernpay, written
 * from the constants and the keyed calls of this module (never retyped), for `/llms.txt`, `/provider/llms.txt`
 * and the MCP server's instructions. Pure.
 */
import {CLIENT_RETRIES, IDEMPOTENCY, PAGING, RATE_LIMIT_HEADERS, WEBHOOKS} from './constants';
import {listAnd} from './format';
import {ALL_KEYED as KEYED} from './all';

export interface AgentContext {
  /** The families the text is for (the public files: toolkit and partner; the provider section's: provider). */
  families: ('toolkit' | 'partner' | 'provider')[];
  /** Each API family's sandbox base URL, from the served specs' `servers`. */
  sandboxBaseUrls: {label: string; url: string}[];
  /** How its lists are paged, when not as `page` and `limit` (the provider's account data: fixed pages, `Link`). */
  paging?: string;
  /** The request fields spelt differently between calls (the provider's `Option` and `option`). */
  spellings?: {field: string; calls: string[]}[];
  /** The credential headers that are secrets (`X-Terminal-Secret`, `X-Client-Secret`). */
  secretHeaders: string[];
  /** Site URL, for links. */
  siteUrl: string;
}

const code = (s: string) => `\`${s}\``;

/** The instructions as Markdown bullet lines (no heading). */
export function agentInstructions(ctx: AgentContext): string[] {
  const keyed = ctx.families.flatMap((f) => KEYED[f].calls.map(([, operationId]) => operationId));
  const lines = [
    `- Build and test against the sandbox: ${ctx.sandboxBaseUrls.map((s) => `${s.label} ${code(s.url)}`).join(', ')}. Sandbox credentials move no real money; switch the base URL and the credentials for live, nothing else.`,
    `- Send an ${code(IDEMPOTENCY.header)} header (a new UUID v4 for each new request) on every call that takes one: ${listAnd([...new Set(keyed)].map(code))}. When you retry after a timeout, a network error or a ${code('5xx')}, send the same key and the same body; a new request gets a new key. Fernpay keeps a key for ${IDEMPOTENCY.keyLifetimeHours} hours; a replay carries ${code(`${IDEMPOTENCY.replayedHeader}: true`)}.`,
    `- Verify the ${code(WEBHOOKS.signatureHeader)} header of every webhook before trusting it: an HMAC-SHA256 of ${code('<t>.<raw body>')} with the webhook secret, compared in constant time, with ${code('t')} within ${WEBHOOKS.signatureToleranceSeconds} seconds of your clock. Use the raw body exactly as received (never re-serialised JSON), answer ${code('2xx')} within ${WEBHOOKS.timeoutSeconds} seconds, then do the work; the same delivery may come more than once.`,
    `- Keep ${listAnd(ctx.secretHeaders.map(code))} and webhook secrets on the server: never in browser, mobile or other client code, logs or repositories; read them from the environment.`,
    `- On ${code('429')}, wait for ${code('Retry-After')} (and watch ${listAnd([...RATE_LIMIT_HEADERS].map(code))}); on a ${code('5xx')} or no answer, retry at most ${CLIENT_RETRIES.maxRetries} times with backoff (${listAnd(CLIENT_RETRIES.backoffSeconds)} seconds, plus jitter), with the same ${code(IDEMPOTENCY.header)}.`,
    `- ${ctx.paging ?? `List calls are paged: ${code('page')} and ${code('limit')} (at most ${PAGING.maxLimit}).`} Read every page rather than assuming one holds everything.`,
    `- Amounts are strings with two decimals (${code('"125.50"')}), not numbers. Send only the documented fields: unknown fields are rejected with ${code('400')}.`,
  ];
  for (const s of ctx.spellings ?? [])
    lines.push(
      `- The field ${code(s.field)} is spelt exactly so (its case matters) in ${listAnd(s.calls.map(code))}; the other spelling is an unknown field and gets ${code('400')}.`,
    );
  lines.push(
    `- Take facts from the documentation, not memory: every page is Markdown at its path plus ${code('.md')}, and the MCP server (${ctx.siteUrl}/guides/ai-assistant) searches it, checks a request and runs calls in a local sandbox.`,
  );
  return lines;
}

/** The "Instructions for agents" section of an llms.txt. */
export function agentInstructionsSection(ctx: AgentContext): string {
  return ['## Instructions for agents', '', ...agentInstructions(ctx)].join('\n');
}
