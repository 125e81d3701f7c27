/**
 * The webhook conformance check, declared once: every delivery the check sends a receiver, what the receiver
 * must answer, the rule it tests (the page and anchor that state it), how the delivery is built from a valid
 * one (signed by the engine's own signer, src/sandbox/webhooks.ts) and, when the answer is wrong, the usual
 * cause and fix in common stacks. The runner (run.ts) sends these; the guide's "Test your endpoint" table
 * (markdown.ts) is written from them. Pure: no DOM, no Node API.
 */
import {WEBHOOKS} from '../../rules';
import {webhookBody, webhookHeaders, type WebhookDelivery} from '../webhooks';

/** What the receiver must answer: `2xx` (accept), or `4xx` and never `2xx` (reject); always within the timeout. */
export type Expectation = 'accept' | 'reject';

export const STACKS = {
  express: 'Node.js (Express)',
  fastify: 'Node.js (Fastify)',
  next: 'Next.js',
  flask: 'Python (Flask)',
  fastapi: 'Python (FastAPI)',
  laravel: 'PHP (Laravel)',
  php: 'PHP (plain)',
  go: 'Go (net/http)',
} as const;
export type Stack = keyof typeof STACKS;

/** The usual cause of a wrong answer, and its fix in each stack. */
export interface Hint {
  cause: string;
  fix: Record<Stack, string>;
}

/** A page and anchor of the site that states the rule (checked by the build like every link). */
export interface RuleLink {
  label: string;
  href: string;
}

/** A valid delivery of one scope's documented example, built and signed by the engine as live ones are. */
export interface BaseDelivery extends WebhookDelivery {
  /** `<scope>.<event>` */
  type: string;
  data: unknown;
  sentAt: string;
  /** The `t` it was signed at (Unix seconds). */
  t: number;
}

export interface BuildContext {
  valid: BaseDelivery;
  /** The secret the receiver holds (`--secret`, else the sandbox webhook secret). */
  secret: string;
  /** The check's clock, Unix seconds. */
  now: number;
}

export interface CheckCase {
  id: string;
  title: string;
  expect: Expectation;
  rule: RuleLink;
  /** Sent once per scope the receiver subscribes to (the valid event); else once, with the first scope's event. */
  perScope?: boolean;
  /** What the report says even when the answer is right (what no answer can show). */
  note?: string;
  build(context: BuildContext): Promise<WebhookDelivery>;
  /** When the receiver answers `2xx` to a reject case, or not `2xx` to an accept case. */
  hint: Hint;
}

/** Signs `body` as the engine does, with these secrets (one `v1` each, in order) at `t`. */
const signed = async (body: string, secrets: readonly string[], t: number): Promise<WebhookDelivery> => ({
  headers: await webhookHeaders(body, secrets, t),
  body,
});

const SIG = WEBHOOKS.signatureHeader;
const TOLERANCE = WEBHOOKS.signatureToleranceSeconds;
/** Another integration's secret: what a receiver must not accept. */
export const OTHER_SECRET = 'whsec_NotYourSecretCheckOnly0000000';
/** The body size of the large-payload case. */
export const LARGE_BODY_BYTES = 256 * 1024;

const RULES = {
  rawBody: {label: 'Verify a delivery', href: '/guides/webhook-signatures#verify-a-delivery'},
  header: {label: 'The signature header', href: '/guides/webhook-signatures#the-signature-header'},
  roll: {label: 'Roll a secret', href: '/guides/webhook-signatures#roll-a-secret'},
  webhooks: {label: 'Webhooks: answer, duplicates, new events', href: '/api-conventions#webhooks'},
} as const satisfies Record<string, RuleLink>;

// ---- hints --------------------------------------------------------------------------------------------

const RAW_BODY: Hint = {
  cause:
    'The signature was computed over a body a JSON parser had read and serialised again (key order, spacing, escaped characters and large numbers change), not over the bytes received; or the secret is not the one that signs.',
  fix: {
    express:
      "Give the webhook route `express.raw({type: 'application/json'})` (before any `express.json()`) and verify `req.body`, a Buffer.",
    fastify:
      "In the webhook's plugin scope, `addContentTypeParser('application/json', {parseAs: 'buffer'}, (req, body, done) => done(null, body))`, then verify `request.body`.",
    next: 'App Router: verify `await request.text()`, not `request.json()`. Pages Router: `export const config = {api: {bodyParser: false}}` and read the stream.',
    flask: 'Verify `request.get_data()` (bytes), not `request.get_json()` or `json.dumps(request.json)`.',
    fastapi: 'Take `request: Request` and verify `await request.body()`, not a Pydantic model or `json.dumps` of it.',
    laravel: 'Verify `$request->getContent()`, not `$request->all()` or `json_encode($request->input())`.',
    php: "Verify `file_get_contents('php://input')`, not `json_encode(json_decode(...))` or `$_POST`.",
    go: 'Read `r.Body` once with `io.ReadAll`, verify those bytes, then `json.Unmarshal` them; never verify a re-marshalled struct.',
  },
};

const VERIFY: Hint = {
  cause:
    'The endpoint answers `2xx` to a delivery that does not verify: it skips the check (or skips it when the header is missing), or logs the failure and answers `200` anyway, or looks the body up among those already accepted before checking it.',
  fix: {
    express:
      "`if (!verify(req.body, req.get('Fernpay-Signature'), secrets)) return res.sendStatus(400);` before anything else.",
    fastify: '`return reply.code(400).send()` when the check fails, in the handler or a `preHandler` hook.',
    next: 'Return `new Response(null, {status: 400})` (App Router) or `res.status(400).end()` (Pages Router) when the check fails.',
    flask: '`abort(400)` when the check fails, before `request.get_json()`.',
    fastapi: '`raise HTTPException(status_code=400)` when the check fails.',
    laravel:
      '`abort(400)` when the check fails, in the controller or a middleware of the webhook route (leave the route out of CSRF, not out of the check).',
    php: '`http_response_code(400); exit;` when the check fails.',
    go: '`http.Error(w, "bad signature", http.StatusBadRequest); return` when the check fails.',
  },
};

const TIME = `abs(now - t) > ${TOLERANCE}`;
const TOLERANCE_HINT: Hint = {
  cause: `The signature is checked but not its time \`t\`: a delivery recorded once can be replayed for ever. Reject \`t\` more than ${TOLERANCE} seconds from your clock, either way.`,
  fix: {
    express: `\`if (Math.abs(Date.now() / 1000 - Number(t)) > ${TOLERANCE}) return res.sendStatus(400);\``,
    fastify: `\`if (Math.abs(Date.now() / 1000 - Number(t)) > ${TOLERANCE}) return reply.code(400).send();\``,
    next: `\`if (Math.abs(Date.now() / 1000 - Number(t)) > ${TOLERANCE}) return new Response(null, {status: 400});\``,
    flask: `\`if abs(time.time() - int(t)) > ${TOLERANCE}: abort(400)\``,
    fastapi: `\`if abs(time.time() - int(t)) > ${TOLERANCE}: raise HTTPException(status_code=400)\``,
    laravel: `\`if (abs(time() - (int) $t) > ${TOLERANCE}) abort(400);\``,
    php: `\`if (abs(time() - (int) $t) > ${TOLERANCE}) { http_response_code(400); exit; }\``,
    go: `Parse \`t\` with \`strconv.ParseInt\` and answer \`400\` when \`${TIME}\` (\`time.Now().Unix()\`).`,
  },
};

const SPLIT = 'split the header on `,`, each part on its first `=`; keep `t` and every `v1`, skip any other key';
const HEADER_HINT: Hint = {
  cause:
    'The `Fernpay-Signature` header is read by position or by a pattern, not as comma-separated `key=value` pairs: a second `v1`, a new key (`v2=`) or another layout breaks it.',
  fix: {
    express: `\`header.split(',').map((p) => p.trim().split('='))\`: ${SPLIT}; accept when any \`v1\` matches.`,
    fastify: `\`header.split(',').map((p) => p.trim().split('='))\`: ${SPLIT}; accept when any \`v1\` matches.`,
    next: `\`header.split(',').map((p) => p.trim().split('='))\`: ${SPLIT}; accept when any \`v1\` matches.`,
    flask: `\`[p.strip().split('=', 1) for p in header.split(',')]\`: ${SPLIT}; accept when any \`v1\` matches.`,
    fastapi: `\`[p.strip().split('=', 1) for p in header.split(',')]\`: ${SPLIT}; accept when any \`v1\` matches.`,
    laravel: `\`explode(',', $header)\`, then \`explode('=', trim($part), 2)\`: ${SPLIT}; accept when any \`v1\` matches.`,
    php: `\`explode(',', $header)\`, then \`explode('=', trim($part), 2)\`: ${SPLIT}; accept when any \`v1\` matches.`,
    go: `\`strings.Split(header, ",")\`, then \`strings.Cut(part, "=")\`: ${SPLIT}; accept when any \`v1\` matches.`,
  },
};

const SHA = {
  node: "`crypto.createHash('sha256').update(rawBody).digest('hex')`",
  python: '`hashlib.sha256(raw).hexdigest()`',
  php: "`hash('sha256', $raw)`",
};
const dedupe = (hash: string) =>
  `Keep ${hash} of each raw body you accept for ${WEBHOOKS.dedupeRetentionHours} hours; when it is already stored, answer \`200\` and do nothing else.`;
const DEDUPE_HINT: Hint = {
  cause:
    'A repeated delivery (the same body, maybe with a new `t`) is answered with an error (`409`, `4xx`) instead of `200`: Fernpay records it as failed. Or duplicates are recognised by the header or `t`, which change on a retry.',
  fix: {
    express: dedupe(SHA.node),
    fastify: dedupe(SHA.node),
    next: dedupe(SHA.node),
    flask: dedupe(SHA.python),
    fastapi: dedupe(SHA.python),
    laravel: dedupe(SHA.php),
    php: dedupe(SHA.php),
    go: dedupe('`sha256.Sum256(body)`'),
  },
};

const UNKNOWN_EVENT_HINT: Hint = {
  cause:
    'The endpoint answers `4xx` to an event it does not handle (a `switch` whose default answers `400`, or a schema that lists the known events), so the delivery is recorded as failed.',
  fix: {
    express: 'Let the `default:` of the event switch `res.sendStatus(200)` (log it), after the signature check.',
    fastify: 'Let the `default:` of the event switch `reply.code(200).send()` (log it), after the signature check.',
    next: 'Let the `default:` of the event switch return `new Response(null, {status: 200})`, after the signature check.',
    flask: 'Answer `("", 200)` for an event you do not handle; validate only the events you act on.',
    fastapi:
      'Read `await request.body()` and answer `200` for an event you do not handle; do not declare the body as a model with a closed `Literal` of events.',
    laravel: 'Answer `response()->noContent(200)` for an event you do not handle; validate only the events you act on.',
    php: 'Answer `http_response_code(200)` for an event you do not handle.',
    go: 'Let the `default:` of the event switch `w.WriteHeader(http.StatusOK)`.',
  },
};

const LIMIT_HINT: Hint = {
  cause: `A body-size limit under the delivery's size (${LARGE_BODY_BYTES / 1024} KiB here): Express' \`express.raw\` and \`express.json\` stop at 100 kB by default; a proxy in front may have its own.`,
  fix: {
    express: "`express.raw({type: 'application/json', limit: '1mb'})` on the webhook route.",
    fastify: 'Keep `bodyLimit` (default 1 MiB) at least 1 MiB on the webhook route.',
    next: 'Pages Router: `bodyParser: false` and read the stream; App Router: `request.text()` has no limit of its own. Check the proxy in front.',
    flask:
      "Set `MAX_CONTENT_LENGTH` to at least 1 MiB (or leave it unset), and the proxy's limit (nginx `client_max_body_size`).",
    fastapi: "No limit of its own: raise the proxy's (nginx `client_max_body_size`, 1 MiB by default) if it is lower.",
    laravel: "`post_max_size` in php.ini and the web server's limit (nginx `client_max_body_size`) at least 1 MiB.",
    php: "`post_max_size` in php.ini and the web server's limit (nginx `client_max_body_size`) at least 1 MiB.",
    go: 'Read the body with `http.MaxBytesReader(w, r.Body, 1<<20)` or more.',
  },
};

/** Every case also checks the time: an answer later than the documented timeout counts as no answer. */
export const TIMING = {
  id: 'answer-in-time',
  title: `Every delivery: an answer within ${WEBHOOKS.timeoutSeconds} seconds`,
  rule: RULES.webhooks,
  hint: {
    cause: `The endpoint does its work (database writes, emails, calls to Fernpay) before it answers, or is blocked; after ${WEBHOOKS.timeoutSeconds} seconds Fernpay closes the connection and counts a network error, which is retried.`,
    fix: {
      express: 'Verify, store the raw body, `res.sendStatus(200)`, then process it from a queue.',
      fastify: 'Verify, store the raw body, `reply.code(200).send()`, then process it from a queue.',
      next: 'Verify, store, return `200`; process in `after()` (Next.js 15) or a queue, not before the answer.',
      flask: 'Verify, store, answer `200`; process in a task queue (RQ, Celery).',
      fastapi: 'Verify, store, answer `200`; process in `BackgroundTasks` or a queue.',
      laravel: 'Verify, store, answer `200`; `dispatch()` a queued job (`ShouldQueue`) for the work.',
      php: 'Verify, store, answer `200`, `fastcgi_finish_request()`, then process (or use a queue).',
      go: 'Verify, store, `w.WriteHeader(http.StatusOK)`, then hand the event to a worker goroutine.',
    },
  } satisfies Hint,
} as const;

/** Changes one digit of the body (the last one), so the JSON stays valid and one byte differs. */
export function changeOneByte(body: string): string {
  for (let i = body.length - 1; i >= 0; i--) {
    const c = body[i];
    if (c >= '0' && c <= '9')
      return `${body.slice(0, i)}${c === '9' ? '8' : String(Number(c) + 1)}${body.slice(i + 1)}`;
  }
  throw new Error('the example body has no digit to change');
}

/**
 * The raw-body trap: the valid body written as JSON that no serialiser writes back the same (spacing and line
 * breaks, keys in an order parsers change, escaped unicode, an integer over 2^53 and a `1.10`), re-signed.
 */
export function reserialisationTrap(valid: BaseDelivery): string {
  const parsed = JSON.parse(valid.body) as Record<string, unknown>;
  const lines = Object.entries(parsed).map(([k, v]) => `  ${JSON.stringify(k)} : ${JSON.stringify(v)}`);
  lines.push(
    '  "checkTrap" : {"z": 1, "a": "Caf\\u00e9 \\u2014 na\\u00efve \\/ \\u00a3", "10": 12345678901234567890, "ratio": 1.10}',
  );
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** A body of `LARGE_BODY_BYTES`: the valid one with a padding field. */
export function largeBody(valid: BaseDelivery): string {
  const parsed = JSON.parse(valid.body) as Record<string, unknown>;
  const without = JSON.stringify({...parsed, checkPadding: ''});
  return JSON.stringify({...parsed, checkPadding: 'x'.repeat(Math.max(0, LARGE_BODY_BYTES - without.length))});
}

/** Every case the check sends, in the order sent. */
export const CASES: readonly CheckCase[] = [
  {
    id: 'valid-event',
    title: 'A valid event of each scope you subscribe to',
    expect: 'accept',
    perScope: true,
    rule: RULES.rawBody,
    build: async ({valid}) => valid,
    hint: RAW_BODY,
  },
  {
    id: 'duplicate',
    title: 'The same delivery again, byte for byte',
    expect: 'accept',
    rule: RULES.webhooks,
    note: 'It must not be acted on twice: no answer can show that, so check that your endpoint keeps the SHA-256 of each body it accepted.',
    build: async ({valid}) => valid,
    hint: DEDUPE_HINT,
  },
  {
    id: 'retry-new-t',
    title: 'A retry: the same body, signed again with a new `t`',
    expect: 'accept',
    rule: RULES.header,
    build: async ({valid, secret, now}) => signed(valid.body, [secret], Math.max(now, valid.t + 1)),
    hint: DEDUPE_HINT,
  },
  {
    id: 'rolled-secret',
    title: 'Two `v1` signatures while a secret is rolled: the new secret first, then yours',
    expect: 'accept',
    rule: RULES.roll,
    build: async ({valid, secret}) => signed(valid.body, [OTHER_SECRET, secret], valid.t),
    hint: HEADER_HINT,
  },
  {
    id: 'unknown-key',
    title: 'An unknown key in the header (`v2=`, a later scheme)',
    expect: 'accept',
    rule: RULES.header,
    build: async ({valid}) => {
      const [t, ...rest] = valid.headers[SIG].split(',');
      return {headers: {...valid.headers, [SIG]: [t, `v2=${'0f'.repeat(32)}`, ...rest].join(',')}, body: valid.body};
    },
    hint: HEADER_HINT,
  },
  {
    id: 'unknown-event',
    title: 'An event type you do not know yet',
    expect: 'accept',
    rule: RULES.webhooks,
    build: async ({valid, secret}) => {
      const scope = valid.type.split('.')[0];
      return signed(webhookBody(`${scope}.check-unknown-event`, valid.data, valid.sentAt), [secret], valid.t);
    },
    hint: UNKNOWN_EVENT_HINT,
  },
  {
    id: 'raw-body',
    title: 'A body that changes when parsed and serialised again (spacing, key order, escaped unicode, large numbers)',
    expect: 'accept',
    rule: RULES.rawBody,
    build: async ({valid, secret}) => signed(reserialisationTrap(valid), [secret], valid.t),
    hint: RAW_BODY,
  },
  {
    id: 'large-body',
    title: `A large delivery (${LARGE_BODY_BYTES / 1024} KiB)`,
    expect: 'accept',
    rule: RULES.rawBody,
    build: async ({valid, secret}) => signed(largeBody(valid), [secret], valid.t),
    hint: LIMIT_HINT,
  },
  {
    id: 'changed-byte',
    title: 'One byte of the body changed after signing',
    expect: 'reject',
    rule: RULES.rawBody,
    build: async ({valid}) => ({headers: valid.headers, body: changeOneByte(valid.body)}),
    hint: VERIFY,
  },
  {
    id: 'wrong-secret',
    title: 'Signed with another secret',
    expect: 'reject',
    rule: RULES.rawBody,
    build: async ({valid}) => signed(valid.body, [OTHER_SECRET], valid.t),
    hint: VERIFY,
  },
  {
    id: 'missing-header',
    title: 'No `Fernpay-Signature` header',
    expect: 'reject',
    rule: RULES.rawBody,
    build: async ({valid}) => {
      const headers = {...valid.headers};
      delete headers[SIG];
      return {headers, body: valid.body};
    },
    hint: VERIFY,
  },
  {
    id: 'stale-t',
    title: `\`t\` older than the tolerance (${TOLERANCE} seconds), signed with your secret`,
    expect: 'reject',
    rule: RULES.rawBody,
    build: async ({valid, secret, now}) => signed(valid.body, [secret], now - TOLERANCE - 60),
    hint: TOLERANCE_HINT,
  },
  {
    id: 'future-t',
    title: `\`t\` further in the future than the tolerance, signed with your secret`,
    expect: 'reject',
    rule: RULES.rawBody,
    build: async ({valid, secret, now}) => signed(valid.body, [secret], now + TOLERANCE + 60),
    hint: TOLERANCE_HINT,
  },
  {
    id: 'malformed-header',
    title: 'A malformed header (`t=…;v1=…`: the right signature, not comma-separated)',
    expect: 'reject',
    rule: RULES.header,
    build: async ({valid}) => ({
      headers: {...valid.headers, [SIG]: valid.headers[SIG].replace(',', ';')},
      body: valid.body,
    }),
    hint: {
      ...HEADER_HINT,
      cause: `${HEADER_HINT.cause} A pattern search (\`/v1=([0-9a-f]+)/\`) finds a signature in a header that is not one.`,
    },
  },
];

export type CaseId = (typeof CASES)[number]['id'];
