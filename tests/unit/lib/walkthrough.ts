/**
 * Runs a guide's walkthrough as a reader would: each `curl` block of the page, in order, against the local
 * sandbox server, with the documented answer (the `json` block after it) as the expectation. Ids the page
 * shows (the documented example's) are replaced by the ones the sandbox actually gave, as a reader copies
 * them from the previous answer. Webhooks go to a receiver that checks them with the verifier the
 * signatures guide publishes (its Node.js sample, run as written).
 */
import http from 'node:http';
import fs from 'node:fs';

export interface CurlCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** The page's documented answer right after it, if any. */
  documented?: unknown;
  /** The `## ` heading the call is under. */
  step: string;
}

/** Shell words of a command (single and double quotes, backslash escapes and backslash-newline continuations). */
export function shellWords(command: string): string[] {
  const text = command.replace(/\\\n/g, ' ');
  const words: string[] = [];
  let word = '';
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      word += text.slice(i + 1, end);
      i = end;
      inWord = true;
    } else if (c === '"') {
      let j = i + 1;
      for (; text[j] !== '"'; j++) {
        if (text[j] === '\\' && /["\\$`]/.test(text[j + 1])) j++;
        word += text[j];
      }
      i = j;
      inWord = true;
    } else if (c === '\\' && i + 1 < text.length) {
      // Outside quotes a backslash takes the next character as it is (`'it'\''s'`: it's).
      word += text[++i];
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

/** The pages' sandbox hosts, each with the local sandbox's path prefix for it and its API family. */
export const SANDBOX_HOSTS: {pattern: RegExp; prefix: string; family: 'partner' | 'toolkit' | 'provider'}[] = [
  {pattern: /^https:\/\/sandbox-api\.fernpay\.example\/partner\/v1/, prefix: '/partner/v1', family: 'partner'},
  {pattern: /^https:\/\/sandbox-api\.fernpay\.example\/v1/, prefix: '/v1', family: 'toolkit'},
  {pattern: /^https:\/\/sandbox-provider\.fernpay\.example\/v1/, prefix: '/provider/v1', family: 'provider'},
];

export function parseCurl(command: string, step: string): CurlCall {
  // A here-document (`--data @- <<'JSON'` ... `JSON`): the body is its text, as the shell passes it on stdin.
  const heredoc = /<<-?\s*'?(\w+)'?[ \t]*\n([\s\S]*?)\n\1[ \t]*(?:\n|$)/.exec(command);
  const stdin = heredoc?.[2];
  if (heredoc) command = command.slice(0, heredoc.index) + command.slice(heredoc.index + heredoc[0].length);
  const words = shellWords(command.trim());
  if (words[0] !== 'curl') throw new Error(`not a curl command: ${command.slice(0, 60)}`);
  let method: string | undefined;
  let url = '';
  const headers: Record<string, string> = {};
  let body: string | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i];
    if (w === '-X' || w === '--request') method = words[++i];
    else if (w === '-H' || w === '--header') {
      const [name, ...rest] = words[++i].split(':');
      headers[name.trim()] = rest.join(':').trim();
    } else if (w === '-d' || w === '--data' || w === '--data-binary' || w === '--data-raw') {
      body = words[++i];
      if (body === '@-') {
        if (stdin === undefined) throw new Error(`${step}: --data @- without a here-document`);
        body = stdin;
      }
    } else if (w.startsWith('-')) continue;
    else url = w;
  }
  return {method: method ?? (body === undefined ? 'GET' : 'POST'), url, headers, body, step};
}

/** The variables a page's bash blocks `export` (`export FERNPAY_CLIENT_ID="…"`), as a reader's shell has them. */
export function pageExports(file: string): Map<string, string> {
  const text = fs.readFileSync(file, 'utf8');
  const vars = new Map<string, string>();
  for (const [, block] of text.matchAll(/^```bash\n([\s\S]*?)^```$/gm))
    for (const m of block.matchAll(/^export (\w+)=(?:"([^"]*)"|'([^']*)'|(\S+))/gm))
      vars.set(m[1], m[2] ?? m[3] ?? m[4]);
  return vars;
}

/** Every curl call of an MDX page in order, each with the JSON block that follows it (before the next call). */
export function pageCalls(file: string): CurlCall[] {
  const text = fs.readFileSync(file, 'utf8');
  const calls: CurlCall[] = [];
  let step = '';
  const blocks = /^(## .+)$|^```(\w+)[^\n]*\n([\s\S]*?)^```$/gm;
  for (let m; (m = blocks.exec(text));) {
    if (m[1]) {
      step = m[1].slice(3);
      continue;
    }
    const [, , lang, source] = m;
    if (lang === 'bash' && source.trimStart().startsWith('curl ')) calls.push(parseCurl(source, step));
    else if (lang === 'json' && calls.length && calls[calls.length - 1].documented === undefined) {
      try {
        calls[calls.length - 1].documented = JSON.parse(source);
      } catch {
        // A JSON block that is not one value (a fragment): no expectation from it.
      }
    }
  }
  return calls;
}

/** An id a reader copies from an answer: an ObjectId, a UUID (with a prefix such as `aac-`), a webhook secret. */
const ID = /^(?:[a-f0-9]{24}|(?:[a-z]{2,5}-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|whsec_\w+)$/;

/**
 * Where the documented answer and the actual one have ids at the same place, the documented id stands for
 * the actual one from now on (a reader copies ids from the answer they got, not from the page).
 */
export function learnIds(documented: unknown, actual: unknown, ids: Map<string, string>): void {
  if (typeof documented === 'string' && typeof actual === 'string') {
    if (ID.test(documented) && ID.test(actual) && documented !== actual) ids.set(documented, actual);
    return;
  }
  if (Array.isArray(documented) && Array.isArray(actual)) {
    documented.forEach((d, i) => i < actual.length && learnIds(d, actual[i], ids));
    return;
  }
  if (documented && actual && typeof documented === 'object' && typeof actual === 'object')
    for (const [k, v] of Object.entries(documented)) learnIds(v, (actual as Record<string, unknown>)[k], ids);
}

export function substitute(text: string, ids: Map<string, string>): string {
  let out = text;
  for (const [from, to] of ids) out = out.split(from).join(to);
  return out;
}

/** Keys the documented answer has that the actual one lacks (objects compared key by key, arrays by first item). */
export function missingKeys(documented: unknown, actual: unknown, at = ''): string[] {
  if (Array.isArray(documented))
    return Array.isArray(actual)
      ? documented.length && actual.length
        ? missingKeys(documented[0], actual[0], `${at}[0]`)
        : []
      : [`${at} (not an array)`];
  if (documented && typeof documented === 'object') {
    if (!actual || typeof actual !== 'object') return [`${at} (not an object)`];
    return Object.entries(documented).flatMap(([k, v]) =>
      k in (actual as object) ? missingKeys(v, (actual as Record<string, unknown>)[k], `${at}.${k}`) : [`${at}.${k}`],
    );
  }
  return [];
}

/**
 * Where an answer's statuses and counts differ from the page's: every `status`, `verificationStatus`, `totalDocs`,
 * `totalPages` and `hasNextPage` the documented answer shows (the first item of a list), as `path: page -> sandbox`.
 * What a reader branches on must be what the page shows; ids, dates and links may differ.
 */
export const STATE_KEYS = ['status', 'verificationStatus', 'totalDocs', 'totalPages', 'hasNextPage'];
export function differentStates(documented: unknown, actual: unknown, at = ''): string[] {
  if (Array.isArray(documented))
    return Array.isArray(actual) && documented.length && actual.length
      ? differentStates(documented[0], actual[0], `${at}[0]`)
      : [];
  if (!documented || typeof documented !== 'object' || !actual || typeof actual !== 'object') return [];
  return Object.entries(documented).flatMap(([k, v]) => {
    const a = (actual as Record<string, unknown>)[k];
    if (STATE_KEYS.includes(k) && (v === null || typeof v !== 'object') && a !== v)
      return [`${at}.${k}: ${JSON.stringify(v)} -> ${JSON.stringify(a)}`];
    return differentStates(v, a, `${at}.${k}`);
  });
}

/** The `verifyFernpaySignature` of the signatures guide's Node.js sample, loaded as the page writes it. */
export async function publishedVerifier(): Promise<
  (rawBody: Buffer, header: string | undefined, secrets: string[]) => boolean
> {
  const page = fs.readFileSync('docs/guides/webhook-signatures.mdx', 'utf8');
  const sample = /```javascript\n([\s\S]*?)```/.exec(page)?.[1] ?? '';
  const fn = /export function verifyFernpaySignature[\s\S]*?\n\}\n/.exec(sample)?.[0];
  const tolerance = /const TOLERANCE_SECONDS = \d+;/.exec(sample)?.[0];
  if (!fn || !tolerance) throw new Error('the signatures guide has no Node.js verifyFernpaySignature sample');
  const code = `import crypto from 'node:crypto';\n${tolerance}\n${fn}`;
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    verifyFernpaySignature: (rawBody: Buffer, header: string | undefined, secrets: string[]) => boolean;
  };
  return mod.verifyFernpaySignature;
}

export interface Delivery {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  verified: boolean;
  event: {scope: string; event: string; data: Record<string, unknown>};
}

/**
 * A webhook endpoint on 127.0.0.1 that keeps every delivery with the published verifier's verdict, checked with
 * the secret the integrator holds for that delivery (`secretFor` its parsed body: a merchant's or partner's
 * webhook secret, a provider customer's clientSecret).
 */
export async function webhookReceiver(secretFor: (event: Delivery['event']) => string) {
  const verify = await publishedVerifier();
  const deliveries: Delivery[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const header = req.headers['fernpay-signature'];
      const event = JSON.parse(body.toString('utf8')) as Delivery['event'];
      deliveries.push({
        headers: req.headers,
        body,
        verified: verify(body, Array.isArray(header) ? header[0] : header, [secretFor(event)]),
        event,
      });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as {port: number};
  return {
    url: `http://127.0.0.1:${address.port}/webhooks/fernpay`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
