/**
 * The rules only the provider section states (its pages and its API description show them with
 * `<Rule id>` and `{{rule:id}}`), written once from the constants like the public ones (rules.ts).
 * Restricted: build-time code reads them through all.ts; no public file imports this. Pure.
 */
import {CONSENT_WARNINGS_DAYS_BEFORE, IDEMPOTENCY, PAGING, RATE_LIMITS} from './constants';
import {listAnd, listOr} from './format';
import {retryTables} from './retry-safety';
import {PROVIDER_KEYED, PROVIDER_RETRY_SAFETY} from './retry-safety-provider';
import {idempotency5xx, idempotencyRows, rateLimitTable, retrySchedule, type Rule} from './rules';

/** The provider's rate limit, as its table says it (the numbers: RATE_LIMITS.provider). */
const PROVIDER_RATE_LIMIT = {
  ...RATE_LIMITS.provider,
  label: 'Provider API',
  apis: 'every call of a customer',
  countedPer: 'customer credentials (client id)',
};

export const PROVIDER_RULES = {
  'webhook-retries-provider': {
    topic: 'webhook-retries',
    markdown: '**Retries.** Provider webhooks are always retried. ' + retrySchedule,
  },
  'idempotency-repeats-provider': {
    topic: 'idempotency-5xx',
    markdown: idempotencyRows(
      {
        conflict: '`{"error": {"message": "A request with this Idempotency-Key is still being processed"}}`',
        mismatch: '`{"error": {"message": "Idempotency-Key … was already used for a different request"}}`',
      },
      {
        stored:
          'Stored answers include `4xx` ones other than those below, such as a `404` for a payment the first request did not find.',
        notStored: `Same key after a ${listOr(['400', ...IDEMPOTENCY.notStoredStatuses].map((s) => `\`${s}\``))} answer (a \`400\` names the field, or is the bank's refusal), or a \`415\``,
      },
    ),
  },
  'rate-limits-provider': {
    topic: 'rate-limits',
    markdown: rateLimitTable([PROVIDER_RATE_LIMIT]),
  },
  'consent-warnings-provider': {
    topic: 'consent-warnings',
    inline: true,
    markdown: `Fernpay sends the \`ACCOUNT_ACCESS_CONSENT\` webhook ${listAnd(CONSENT_WARNINGS_DAYS_BEFORE)} day${CONSENT_WARNINGS_DAYS_BEFORE.length > 1 ? 's' : ''} before a consent's access expires (\`expirationDateTime\`).`,
  },
  'provider-data-paging': {
    topic: 'provider-data-paging',
    inline: true,
    markdown: `Account data lists (accounts, transactions, feed items) come in pages of at most ${PAGING.providerPageSize} items, newest first, and the page size is fixed: ask for a page with \`page\` (from 1, default ${PAGING.defaultPage}) and follow the \`next\` link of the \`Link\` header until there is none.`,
  },
  'retry-per-call-provider': {
    topic: 'retry-per-call',
    markdown: retryTables(['provider'], idempotency5xx, {safety: PROVIDER_RETRY_SAFETY, keyed: PROVIDER_KEYED}),
  },
} satisfies Record<string, Rule>;
