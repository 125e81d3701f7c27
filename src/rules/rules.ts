/**
 * Every rule that more than one page or spec states, written once, in Markdown, from the constants.
 * Pages show a rule with `<Rule id="…" />` (plugins/rules: replaced at build time, in the page and in
 * its Markdown twin); OpenAPI descriptions with `{{rule:…}}` (replaced when an API is compiled, so
 * the served files hold the text). `TOPICS` says how a hand-written copy of each rule is recognised:
 * `tests/unit/rules.test.ts` fails on one.
 */
import {
  CLIENT_RETRIES,
  CONSENT_WARNINGS_DAYS_BEFORE,
  IDEMPOTENCY,
  PAGING,
  RATE_LIMITS,
  RATE_LIMIT_WINDOW_SECONDS,
  REQUEST_LIMITS,
  WEBHOOKS,
  WORKING_DAYS,
  type RateLimit,
} from './constants';
import {count, cumulative, duration, listAnd, listOr, longDate} from './format';
import {earliestFirstCollectionDate, setupDeadline} from './calendar';
import {retryTables} from './retry-safety';

export interface Rule {
  /** The topic whose hand-written copies the test looks for. */
  topic: TopicId;
  /** Markdown. An inline rule is one paragraph and may stand inside a sentence or table cell. */
  markdown: string;
  inline?: boolean;
}

/** 1048576 -> "1 MiB". */
const kib = (bytes: number) => (bytes % 1_048_576 === 0 ? `${bytes / 1_048_576} MiB` : `${bytes / 1024} KiB`);

const delays = WEBHOOKS.retryDelaysSeconds;
const retries = delays.length;
const timeout = duration(WEBHOOKS.timeoutSeconds);

/** What one failed attempt is, and when the retries come (the same for every API). */
export const retrySchedule =
  `A failed attempt (a \`5xx\` answer, no answer within ${timeout}, or a network error) is retried up to ${retries} times. ` +
  `Each wait counts from the end of the attempt before it: ${listAnd(delays)} seconds, so retries of attempts that fail at once come about ` +
  `${listAnd(cumulative(delays))} seconds after the first attempt. A \`2xx\` answer ends the delivery; \`1xx\`, \`3xx\` and \`4xx\` answers are not retried and redirects are not followed. ` +
  `Every attempt sends the same body, byte for byte; only the \`t=\` of \`${WEBHOOKS.signatureHeader}\` is new.`;

const answerInTime =
  `Answer \`200\` (any \`2xx\` counts) within ${timeout}: check the signature, store the body, answer, and only then do the work. ` +
  `No answer within ${timeout} counts as a failed attempt.`;

/**
 * The idempotency table. `stored` (a sentence) and `notStored` (the situation of the last row) say which `4xx` answers
 * are kept under the key: the merchant APIs'
 * below; the provider API passes its own (src/rules/provider.ts: it leaves the key unused after any `400` too).
 */
export const idempotencyRows = (
  bodies: {conflict: string; mismatch: string},
  answers: {stored: string; notStored: string} = {
    stored: 'Stored answers include `4xx` ones, such as a `400` for a payment that is not `paid`.',
    notStored: `Same key after a ${listOr(IDEMPOTENCY.notStoredStatuses.map((s) => `\`${s}\``))} answer, or a \`400\` or \`415\` for the request's own form (a field missing, of the wrong type, format or length; a body that is not JSON)`,
  },
) =>
  [
    '| Situation | Answer |',
    '| --- | --- |',
    `| First request with this key | Carried out as usual. Its answer is stored with the key and carries \`${IDEMPOTENCY.replayedHeader}: false\`. |`,
    `| Same key, same request, the first one finished | The stored status and body, with \`${IDEMPOTENCY.replayedHeader}: true\`. Nothing is done again: no second payment, email, webhook or bank call. ${answers.stored} |`,
    `| Same key, same request, the first one still running | \`409\` with ${bodies.conflict}. Nothing is done. Retry after ${duration(IDEMPOTENCY.conflictRetryAfterSeconds)} with the same key. |`,
    `| Same key, different body, path or call | \`422\` with ${bodies.mismatch}. Nothing is done. Use a new key. |`,
    `| Same key after a \`5xx\` answer or no answer | Safe to retry: the outcome was unknown. If the first attempt was carried out, you get its stored answer with \`${IDEMPOTENCY.replayedHeader}: true\`; if not, it is carried out now. Money never moves twice for one key. |`,
    `| ${answers.notStored} | Carried out as a new request: send it again, corrected where it was refused, with the same key or a new one. These answers are given before anything is done, so nothing is stored under the key. |`,
  ].join('\n');

export const rateLimitTable = (limits: RateLimit[]) =>
  [
    '| API | Counted per | Live | Sandbox |',
    '| --- | --- | --- | --- |',
    ...limits.map((r) => {
      return `| ${r.label} (${r.apis}) | ${r.countedPer} | ${count(r.live)} requests per minute | ${count(r.sandbox)} requests per minute |`;
    }),
  ].join('\n');

/** A fixed example of the working-day rule (pages must not change by the day they are built). */
export const WORKING_DAY_EXAMPLE = {callAt: '2026-11-25T10:00:00Z', callDate: '2026-11-25'};
const exampleEarliest = earliestFirstCollectionDate(new Date(WORKING_DAY_EXAMPLE.callAt));

const workingDay =
  `A working day is Monday to Friday except the bank holidays of ${WORKING_DAYS.calendar.name}; ` +
  `the day of the call is its date in UK time (${WORKING_DAYS.timeZone}) and does not count`;

export const idempotency5xx = `A \`5xx\` answer or no answer means the outcome is unknown: retry with the same \`${IDEMPOTENCY.header}\`. If the first attempt was carried out you get its stored answer (\`${IDEMPOTENCY.replayedHeader}: true\`), otherwise it is carried out now, so money never moves twice for one key.`;

export const RULES = {
  'webhook-answer': {topic: 'webhook-timeout', inline: true, markdown: answerInTime},
  'webhook-retries-integration': {
    topic: 'webhook-retries',
    markdown:
      `**Retries** are off by default: switch them on with \`isRetryWebhookEnabled: true\` on the integration that receives the event. ` +
      retrySchedule,
  },
  'webhook-retries-partner-endpoint': {
    topic: 'webhook-retries',
    markdown:
      '**Retries** are off by default: switch them on with **Retry failed webhooks** on your partner webhook endpoint. ' +
      retrySchedule,
  },
  'webhook-retry-switches': {
    topic: 'webhook-retries',
    markdown:
      '**Retries** are off by default, and two switches turn them on, each for its own events. ' +
      '`managed-companies` events go to your partner webhook endpoint and are retried when its **Retry failed webhooks** switch is on. ' +
      `Payment and bank-account events (${WEBHOOKS.integrationScopes.map((s) => `\`${s}\``).join(', ')}, and on the Toolkit API ${listAnd(WEBHOOKS.toolkitIntegrationScopes.map((s) => `\`${s}\``))}) go to the \`webhookUrl\` of the company's integration and are retried when that integration has \`isRetryWebhookEnabled: true\`. ` +
      retrySchedule,
  },
  'webhook-retry-schedule': {topic: 'webhook-retries', inline: true, markdown: retrySchedule},
  'webhook-dedupe': {
    topic: 'webhook-dedupe',
    markdown:
      '**Duplicates.** The same delivery can reach you more than once, for example when your answer came too late. ' +
      'Its attempts carry the same body, byte for byte. After checking the signature, keep the SHA-256 of each raw body you accept ' +
      `for ${duration(WEBHOOKS.dedupeRetentionHours * 3600)}, and answer \`200\` without acting again when a body's hash is already stored. ` +
      'Two deliveries about the same object are not duplicates: act on the newest state (read the object with its get call when in doubt).',
  },
  'signature-tolerance': {
    topic: 'signature-tolerance',
    inline: true,
    markdown: `Reject the delivery when \`t\` is more than ${duration(WEBHOOKS.signatureToleranceSeconds)} (${WEBHOOKS.signatureToleranceSeconds} seconds) away from your clock, in either direction, and keep your server's clock synchronised (NTP).`,
  },
  'idempotency-retention': {
    topic: 'idempotency-retention',
    inline: true,
    markdown: `Fernpay keeps a key and its answer for ${duration(IDEMPOTENCY.keyLifetimeHours * 3600)} from the first request, per credentials and environment; after that, the same key starts a new request.`,
  },
  'idempotency-repeats': {
    topic: 'idempotency-5xx',
    markdown: idempotencyRows({
      conflict: 'body `Conflict: a request with this Idempotency-Key is still being processed`',
      mismatch: 'body `Idempotency-Key 5f0c8a2e-7d41-4b9a-9e63-2c1d8f4a7b05 was already used for a different request`',
    }),
  },
  'idempotency-5xx': {topic: 'idempotency-5xx', inline: true, markdown: idempotency5xx},
  'client-retries': {
    topic: 'client-retries',
    inline: true,
    markdown: `Retry \`5xx\` answers and network errors with exponential backoff: ${listAnd(CLIENT_RETRIES.backoffSeconds)} seconds, each plus up to ${CLIENT_RETRIES.jitterMaxMs} ms of random jitter, at most ${CLIENT_RETRIES.maxRetries} retries; a \`409\` after ${duration(IDEMPOTENCY.conflictRetryAfterSeconds)} and a \`429\` after \`Retry-After\` seconds. Send the same \`${IDEMPOTENCY.header}\` on every retry.`,
  },
  'rate-limits': {
    topic: 'rate-limits',
    markdown: rateLimitTable([RATE_LIMITS.toolkit, RATE_LIMITS.public, RATE_LIMITS.partner]),
  },
  'rate-limit-window': {
    topic: 'rate-limits',
    inline: true,
    markdown: `A window starts with the credential's first request and lasts ${duration(RATE_LIMIT_WINDOW_SECONDS)}; every request counts, errors included, and every response carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`, but for a request refused before it is read (\`413\`, \`414\`, \`415\` or \`431\`: see the request limits), which does not count.`,
  },
  paging: {
    topic: 'paging',
    inline: true,
    markdown: `Lists take \`page\` (from 1, default ${PAGING.defaultPage}) and \`limit\` (1 to ${PAGING.maxLimit}, default ${PAGING.defaultLimit}), and answer with \`totalDocs\`, \`totalPages\` and \`hasNextPage\`.`,
  },
  'first-collection-date': {
    topic: 'working-days',
    inline: true,
    markdown:
      `The first collection date (\`recurringPaymentDate\`) must be at least ${WORKING_DAYS.firstCollectionMinWorkingDays} working days after the day of the call, on create, create-and-process, process and edit. ` +
      `${workingDay}. For a call on ${longDate(WORKING_DAY_EXAMPLE.callDate)}, the earliest date is ${longDate(exampleEarliest)}.`,
  },
  'setup-deadline': {
    topic: 'setup-deadline',
    inline: true,
    markdown: `The customer must set the recurring payment up no later than ${WORKING_DAYS.setupDeadlineWorkingDaysBefore} working days before \`firstPaymentDate\` (for a first collection on ${longDate(exampleEarliest)}: ${longDate(setupDeadline(exampleEarliest))}); that set-up deadline is also the initial payment's \`dueDate\`.`,
  },
  'consent-warnings': {
    topic: 'consent-warnings',
    inline: true,
    markdown: `Fernpay sends \`reconsent-notification\` ${listAnd(CONSENT_WARNINGS_DAYS_BEFORE)} day${CONSENT_WARNINGS_DAYS_BEFORE.length > 1 ? 's' : ''} before the bank consent of a connected account expires.`,
  },
  // added for partner-api
  'rate-limit-partner': {
    topic: 'rate-limits',
    inline: true,
    markdown: `A ${RATE_LIMITS.partner.countedPer} may send ${count(RATE_LIMITS.partner.live)} requests per minute in live and ${count(RATE_LIMITS.partner.sandbox)} in sandbox, counted for ${RATE_LIMITS.partner.apis}; past that, the answer is \`429\` with \`Retry-After\`.`,
  },
  'webhook-retry-timeline': {topic: 'webhook-retries', markdown: retryTimeline()},
  // What a request may hold; the sandbox's server answers these at its edge (src/sandbox/server.ts).
  'request-limits': {
    topic: 'request-limits',
    markdown:
      `**Request limits.** A request body is at most ${kib(REQUEST_LIMITS.maxBodyBytes)} (${count(REQUEST_LIMITS.maxBodyBytes)} bytes) and nests at most ${REQUEST_LIMITS.maxBodyDepth} levels deep, ` +
      `a URL (path and query) at most ${count(REQUEST_LIMITS.maxUrlBytes)} bytes, and the request headers at most ${kib(REQUEST_LIMITS.maxHeaderBytes)} (${count(REQUEST_LIMITS.maxHeaderBytes)} bytes) in all. ` +
      `A larger body gets \`413\` as soon as it passes the limit, a deeper one \`400\`, a longer URL \`414\` and larger headers \`431\`; nothing of such a request is done. ` +
      `A call that takes a JSON body needs \`Content-Type: application/json\`: a body sent as another media type, or with none, gets \`415\`. ` +
      `These answers carry a message, worded like the API's other errors; fix the request before sending it again.`,
  },
  // retry per call: what sending a call again after a `5xx` or no answer does (src/rules/retry-safety.ts)
  'retry-per-call': {topic: 'retry-per-call', markdown: retryTables(['toolkit', 'partner'], idempotency5xx)},
} satisfies Record<string, Rule>;

// ---------------------------------------------------------------------------------------------
// Recognising a rule written out by hand. Every pattern is built from the constants above, so a
// changed constant changes what the test looks for.

export interface Detector {
  /** Matches the rule's figures as prose writes them. */
  pattern: RegExp;
  /** When given, the sentence must also match this (the rule's subject). */
  context?: RegExp;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const num = (n: number) => (n >= 1000 ? `(?:${esc(count(n))}|${n})` : String(n));

/** 30, 60 and 120 (or "30 s, 60 s, 120 s", "30/60/120") in one stretch of a sentence. */
function sequence(items: readonly number[]): RegExp {
  return new RegExp(`\\b${items.map(num).join('\\b[^.\\n\\d]{1,20}?\\b')}\\b`);
}

const UNIT_FORMS: Record<string, string> = {
  second: '(?:seconds?|secs?|s)',
  minute: '(?:minutes?|mins?)',
  hour: '(?:hours?|hrs?|h)',
  day: '(?:days?)',
};
const NUMBER_WORDS: Record<number, string> = {1: 'one', 2: 'two', 3: 'three', 5: 'five', 6: 'six', 10: 'ten'};

/** "24 hours", "24-hour", "24 h" (and "twenty-four" is left to review). */
function quantity(n: number, unit: keyof typeof UNIT_FORMS): RegExp {
  const value = NUMBER_WORDS[n] ? `(?:${num(n)}|${NUMBER_WORDS[n]})` : num(n);
  return new RegExp(`\\b${value}(?:\\s|-|\\u00a0)?${UNIT_FORMS[unit]}\\b`, 'i');
}

function seconds(total: number): RegExp[] {
  const forms = [quantity(total, 'second')];
  if (total % 3600 === 0) forms.push(quantity(total / 3600, 'hour'));
  else if (total % 60 === 0) forms.push(quantity(total / 60, 'minute'));
  return forms;
}

export type TopicId =
  | 'webhook-retries'
  | 'webhook-timeout'
  | 'webhook-dedupe'
  | 'signature-tolerance'
  | 'idempotency-retention'
  | 'idempotency-5xx'
  | 'client-retries'
  | 'rate-limits'
  | 'paging'
  | 'working-days'
  | 'setup-deadline'
  | 'consent-warnings'
  | 'provider-data-paging'
  | 'retry-per-call'
  | 'request-limits';

const rateNumbers = [...new Set(Object.values(RATE_LIMITS).flatMap((r) => [r.live, r.sandbox]))];

export const TOPICS: Record<TopicId, {detectors: Detector[]}> = {
  'request-limits': {
    detectors: [
      {
        pattern: new RegExp(
          `\\b(?:${num(REQUEST_LIMITS.maxBodyBytes)}|${esc(kib(REQUEST_LIMITS.maxBodyBytes))})\\b`,
          'i',
        ),
        context: /\bbody|\brequest/i,
      },
      {pattern: new RegExp(`\\b${num(REQUEST_LIMITS.maxUrlBytes)}\\b`), context: /\bURL|\bpath|\bquery/i},
      {pattern: /`?\b(?:413|414|415|431)\b`?/, context: /\bbody|\bURL|\bheaders?\b|content-type|media type/i},
    ],
  },
  'webhook-retries': {
    detectors: [
      {pattern: sequence(WEBHOOKS.retryDelaysSeconds)},
      {pattern: sequence(cumulative(WEBHOOKS.retryDelaysSeconds))},
      {pattern: /\b(?:off|disabled) by default\b|default(?: is|:)? `?false`?/i, context: /retr/i},
    ],
  },
  'webhook-timeout': {
    detectors: seconds(WEBHOOKS.timeoutSeconds).map((pattern) => ({
      pattern,
      context: /webhook|endpoint|deliver|answer|respond/i,
    })),
  },
  'webhook-dedupe': {
    detectors: [
      {
        pattern:
          /\bdedup\w*|\bdeduplicat\w*|\balready (?:seen|processed|handled)\b|\bsha-?256 of (?:the|each|every) (?:raw )?body/i,
        context: /webhook|deliver|event|body/i,
      },
    ],
  },
  'signature-tolerance': {
    detectors: seconds(WEBHOOKS.signatureToleranceSeconds).map((pattern) => ({
      pattern,
      context: /signature|toleran|`t`|\bt=|clock/i,
    })),
  },
  'idempotency-retention': {
    detectors: seconds(IDEMPOTENCY.keyLifetimeHours * 3600).map((pattern) => ({
      pattern,
      context: /\bkeys?\b|idempoten/i,
    })),
  },
  'idempotency-5xx': {
    detectors: [
      {
        pattern: /same key[^.\n]{0,40}(?:`5xx`|5xx|`500`)|(?:`5xx`|5xx|`500`)[^.\n]{0,90}same `?(?:idempotency-)?key/i,
      },
      {pattern: /move[sd]? the money twice|second payment would/i},
    ],
  },
  'client-retries': {
    detectors: [
      {pattern: sequence(CLIENT_RETRIES.backoffSeconds.slice(0, 4))},
      {
        pattern: new RegExp(
          `\\b(?:at most|up to|maximum of|max\\.?)\\s+${CLIENT_RETRIES.maxRetries}\\s+(?:retries|times|attempts)\\b|\\b${CLIENT_RETRIES.maxRetries} retries\\b`,
          'i',
        ),
      },
      {pattern: new RegExp(`\\b${CLIENT_RETRIES.jitterMaxMs}\\s?ms\\b`), context: /jitter|retr|backoff/i},
    ],
  },
  'rate-limits': {
    detectors: [
      ...rateNumbers.map((n) => ({
        pattern: new RegExp(
          `\\b${num(n)}\\s+(?:requests|calls)\\b|\\b${num(n)}\\s*(?:requests\\s+)?(?:per|a|/)\\s*min(?:ute)?\\b`,
          'i',
        ),
      })),
      ...seconds(RATE_LIMIT_WINDOW_SECONDS).map((pattern) => ({pattern, context: /\bwindow\b/i})),
    ],
  },
  paging: {
    detectors: [
      {
        pattern: new RegExp(
          `\\bdefaults?\\b[^.\\n]{0,25}?\\b${PAGING.defaultLimit}\\b|\\b${PAGING.defaultLimit}\\b[^.\\n]{0,15}\\bby default\\b`,
          'i',
        ),
        context: /\blimit\b|\bpage/i,
      },
    ],
  },
  'working-days': {
    detectors: [
      {pattern: new RegExp(`\\b(?:${WORKING_DAYS.firstCollectionMinWorkingDays}|six)\\s+working\\s+days?\\b`, 'i')},
    ],
  },
  'setup-deadline': {
    detectors: [
      {pattern: new RegExp(`\\b(?:${WORKING_DAYS.setupDeadlineWorkingDaysBefore}|three)\\s+working\\s+days?\\b`, 'i')},
    ],
  },
  'consent-warnings': {
    detectors: [{pattern: sequence(CONSENT_WARNINGS_DAYS_BEFORE)}],
  },
  'provider-data-paging': {
    detectors: [
      {
        // "pages of at most 100", "100 accounts a page", "100 in all per page", "at most 100 items" (not "more than 100 per page")
        pattern: new RegExp(
          `\\bpages?\\s+(?:of|hold|holds)\\s+(?:at most\\s+|up to\\s+)?\\**${PAGING.providerPageSize}\\b|` +
            `(?<!\\bthan\\s)\\b${PAGING.providerPageSize}\\**\\s+(?:[\\w-]+\\s+){0,2}?(?:a|per|each)\\s+page\\b|` +
            `\\b(?:at most|up to)\\s+\\**${PAGING.providerPageSize}\\**\\s+(?:items|accounts|transactions|feed items)\\b`,
          'i',
        ),
        context: /\bpages?\b/i,
      },
    ],
  },
  /** What repeating a call does, stated for some calls by hand instead of shown per call. */
  'retry-per-call': {
    detectors: [
      {
        pattern:
          /\bsafe to (?:retry|repeat)\b|\bchange[sd]? nothing (?:when|if) (?:repeated|retried|sent again)\b|\bfails? safely on a (?:repeat|retry)\b|\ba (?:repeat|retry) (?:creates|adds) a second\b/i,
        context: /\b(?:edits?|cancel|delete|creates?|attach|notes?|set-default|calls?|reads?|repeat)\b/i,
      },
    ],
  },
};

// added for partner-api

/**
 * A worked example of the retry schedule: a first attempt answered `503`, a retry that gets no
 * answer, `502` answers, and a last retry answered `200` (times in UTC, from a fixed start).
 */
function retryTimeline(): string {
  const start = Date.parse('2026-07-03T14:05:13Z');
  const at = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
  const clock = (ms: number) => new Date(ms).toISOString().slice(11, 19);
  const timeoutMs = WEBHOOKS.timeoutSeconds * 1000;
  const rows = ['| Time (UTC) | Attempt | Your answer | Next |', '| --- | --- | --- | --- |'];
  let attemptAt = start;
  let retry1End = start;
  for (let i = 0; i <= retries; i++) {
    const last = i === retries;
    const noAnswer = i === 1 && !last;
    const answer =
      i === 0 ? '`503` (deploy in progress)' : last ? '`200`' : noAnswer ? `no answer within ${timeout}` : '`502`';
    const next = last ? 'delivered' : `retry in ${delays[i]} s`;
    rows.push(`| ${at(attemptAt)} | ${i === 0 ? 'first attempt' : `retry ${i}`} | ${answer} | ${next} |`);
    const end = attemptAt + (noAnswer ? timeoutMs : 0);
    if (i === 1) retry1End = end;
    if (!last) attemptAt = end + delays[i] * 1000;
  }
  const note =
    retries >= 2
      ? ` retry 2 comes ${delays[1]} seconds after retry 1 gave up at ${clock(retry1End)}, once its ${timeout} without an answer had passed.`
      : '';
  return `${rows.join('\n')}\n\nEach wait counts from the end of the attempt before it (${listAnd(delays)} seconds):${note}`;
}
