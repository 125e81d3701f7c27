/**
 * The Fernpay docs MCP server: the site's search, pages, API operations and schemas, request validation,
 * an in-process sandbox and the webhook signature, as MCP tools; every page as a resource
 * (`fernpay-docs://<route>`). Everything comes from one build of the site (McpData), so it answers as the site
 * does. Entry points: src/mcp/main.ts (stdio), the single file scripts/build-mcp.mjs publishes.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {computeSignature, signatureHeader, verifyWebhook, SIGNATURE_HEADER} from '../lib/webhookSignature';
import {ApiCatalog} from './api';
import type {McpData} from './data';
import {createDocSearch, sectionLabels} from './search';

export const SERVER_NAME = 'fernpay-docs';
export const RESOURCE_SCHEME = 'fernpay-docs://';
/** The longest search_docs query: a search is a few words (a 100 KB query took 8 s and held every other call). */
export const MAX_QUERY_CHARACTERS = 500;

const json = (value: unknown) => ({content: [{type: 'text' as const, text: JSON.stringify(value, null, 2)}]});
const text = (value: string) => ({content: [{type: 'text' as const, text: value}]});
const failure = (error: unknown) => ({
  isError: true,
  content: [{type: 'text' as const, text: error instanceof Error ? error.message : String(error)}],
});

/** A route from what a caller may give: `/guides/x`, `guides/x`, `/guides/x.md`, a site URL or a resource URI. */
export function normalizeRoute(input: string, siteUrl: string): string {
  let route = input.trim();
  if (route.startsWith(RESOURCE_SCHEME)) route = route.slice(RESOURCE_SCHEME.length);
  if (route.startsWith(siteUrl)) route = route.slice(siteUrl.length);
  else if (/^https?:\/\//.test(route)) route = new URL(route).pathname;
  route = route
    .split('#')[0]
    .split('?')[0]
    .replace(/\.md$/, '')
    .replace(/\/index$/, '/');
  if (!route.startsWith('/')) route = `/${route}`;
  if (route.length > 1) route = route.replace(/\/$/, '');
  return route;
}

/** The agent instructions given to clients at initialisation (from the site's llms.txt). */
function instructionsOf(data: McpData): string {
  const section = /## Instructions for agents\n([\s\S]*?)(?=\n## |$)/.exec(data.llmsTxt)?.[1]?.trim();
  return [
    'Fernpay Developers documentation: search it (search_docs), read a page (get_page), an API operation (get_operation) or schema (get_schema), check a request (validate_request), run calls in a local sandbox (sandbox_call, sandbox_events) list the inputs that choose its outcomes (list_scenarios), list and run the guides as workflows in it (list_workflows, run_workflow), sign or verify a webhook (sign_webhook, verify_webhook), test a webhook endpoint on this machine (check_webhook_endpoint).',
    ...(section ? ['', 'When writing code against Fernpay:', section] : []),
  ].join('\n');
}

export function createMcpServer(data: McpData, version = '1.0.0'): McpServer {
  const server = new McpServer(
    {name: SERVER_NAME, title: 'Fernpay Developers docs', version},
    {instructions: instructionsOf(data), capabilities: {resources: {}, tools: {}}},
  );
  const catalog = new ApiCatalog(data);
  const docs = createDocSearch(data);
  // The index loads once the client has finished initialising (so the handshake is not kept waiting), and
  // is ready by the first search in practice; a search before that waits for it.
  server.server.oninitialized = () => {
    setTimeout(() => docs.load().catch(() => undefined), 20);
  };
  const sections = sectionLabels(data.restricted);
  const apiIds = data.apis.map((a) => a.id);
  const apiList = data.apis.map((a) => `${a.id} (${a.title})`).join(', ');
  const sandboxModule = () => import('./sandbox');

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Fernpay docs',
      description:
        'Searches the Fernpay Developers site exactly as its search box does (same index and ranking): operations, webhooks, schemas and page sections, best first. Each result has its title, breadcrumb (where it is), route (for get_page; an anchor names the section) and a snippet; an operation\'s also its `api` and `operationId` (for get_operation), a schema\'s its `api` and `schema` (for get_schema). Use it to find the operation or page for a task ("refund a payment", "webhook signature", a path such as "/payments/single/list", or a field name). When the query uses another payment API\'s word for a thing ("subscription", "payout", "mandate"), `otherApiWords` gives Fernpay\'s words for it: search again with those. `unmatchedWords` lists the query\'s words that no result holds (another product\'s field or parameter name, a misspelling nothing is close to): the results answer the other words.',
      inputSchema: {
        query: z
          .string()
          .min(1)
          .max(MAX_QUERY_CHARACTERS)
          .describe(
            `What to look for, in a few words, a path or a field name (at most ${MAX_QUERY_CHARACTERS} characters).`,
          ),
        section: z
          .enum(sections as [string, ...string[]])
          .optional()
          .describe('Only results of this section of the site.'),
        limit: z.number().int().min(1).max(50).optional().describe('How many results (default 10).'),
      },
    },
    async ({query, section, limit}) => {
      try {
        const {hits, total, otherApiWords, shownFor} = await docs.search(query, {section, limit});
        // An operation's or schema's result names what get_operation or get_schema takes (its API and operationId
        // or schema name).
        const results = hits.map((hit) => ({...hit, ...catalog.locate(hit.route)}));
        // Another payment API's word in the query: Fernpay's words for it, as the search box shows them.
        // Words of the query no result holds: the results answer the others (the search box says so too).
        const unmatchedWords = shownFor?.absent;
        return json({
          query,
          section,
          total,
          ...(unmatchedWords && {unmatchedWords}),
          ...(otherApiWords && {otherApiWords}),
          results,
        });
      } catch (e) {
        return failure(e);
      }
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description:
        'Returns a page of the Fernpay Developers site as Markdown (its twin: the same text, code samples and tables as the page). Give its route (`/guides/webhook-signatures`, as search_docs returns it; an anchor is ignored) or its URL.',
      inputSchema: {route: z.string().min(1).describe('The page route or URL, e.g. /api-conventions')},
    },
    async ({route}) => {
      const r = normalizeRoute(route, data.siteUrl);
      const md = data.twins[r];
      if (md === undefined) {
        const near = data.pages
          .filter((p) => p.route.includes(r.split('/').pop() ?? r))
          .slice(0, 8)
          .map((p) => p.route);
        return failure(
          new Error(
            `No page at ${r}.${near.length ? ` Did you mean: ${near.join(', ')}?` : ''} Use search_docs to find one.`,
          ),
        );
      }
      return text(md);
    },
  );

  const apiArg = z
    .enum(apiIds as [string, ...string[]])
    .describe(`The API: ${apiList}. search_docs tells which API an operation belongs to (its breadcrumb).`);

  server.registerTool(
    'get_operation',
    {
      title: 'Read an API operation',
      description:
        'Returns one operation of a Fernpay API: its documentation as Markdown (with code samples in curl, PHP, Node.js and Python), its parameters and request body as JSON Schema, its success responses (schema and examples) and its documented errors. Name it by operationId (`createAndProcessSinglePayment`) or `METHOD /path` (`POST /payments/single/create-and-process`).',
      inputSchema: {
        api: apiArg,
        operation: z.string().min(1).describe('operationId, or "METHOD /path" as the reference writes it'),
      },
    },
    async ({api, operation}) => {
      try {
        return json(catalog.describe(api, operation));
      } catch (e) {
        return failure(e);
      }
    },
  );

  server.registerTool(
    'get_schema',
    {
      title: 'Read an API schema',
      description:
        'Returns a named schema of a Fernpay API (`SinglePayment`, `CreateSinglePaymentRequest`, ...) as JSON Schema, its references inlined. An unknown name lists the schemas there are.',
      inputSchema: {api: apiArg, name: z.string().min(1).describe('The schema name, as the reference shows it')},
    },
    async ({api, name}) => {
      try {
        return json(catalog.schema(api, name));
      } catch (e) {
        return failure(e);
      }
    },
  );

  const callShape = {
    path: z
      .record(z.union([z.string(), z.number()]))
      .optional()
      .describe('Path parameters by name ({"id": "6650..."})'),
    query: z
      .record(z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number(), z.boolean()]))]))
      .optional()
      .describe('Query parameters by name'),
    headers: z
      .record(z.string())
      .optional()
      .describe('Request headers. The sandbox test credentials are added when left out; give your own to check them.'),
    body: z.unknown().optional().describe('The JSON request body (an object), or its raw text'),
  };

  server.registerTool(
    'validate_request',
    {
      title: 'Check a request',
      description:
        'Checks a request as a Fernpay server checks it before doing anything (credentials, then path, query and header parameters, then the JSON body) and returns the error it would answer, with the documented message (`400` naming the field, `401`), or valid. The sandbox test credentials are used unless headers give others. Nothing is run.',
      inputSchema: {
        api: apiArg,
        operation: z.string().min(1).describe('operationId, or "METHOD /path"'),
        request: z.object(callShape).default({}).describe('The request: path, query, headers, body'),
      },
    },
    async ({api, operation, request}) => {
      try {
        const {validateCall} = await sandboxModule();
        return json(validateCall(catalog, api, operation, request));
      } catch (e) {
        return failure(e);
      }
    },
  );

  server.registerTool(
    'sandbox_call',
    {
      title: 'Call the local sandbox',
      description:
        'Runs one call against a Fernpay sandbox in this process (the local sandbox\'s engine: every call keeps state, as in the sandbox), with the sandbox test credentials unless headers give others, and returns the status, headers and body. The links it answers (`link`, `refundLink`, `authUri`) open nothing here: press their test bank\'s buttons with `POST /_sandbox/bank/{id}/{action}` (`approve`, `decline`, ...; list_scenarios names them). Name the call by api and operation, or give method and url (served path with its prefix, `/v1/...`, `/partner/v1/...`; also the control surface: `GET /_sandbox`, `POST /_sandbox/clock` {"advance": "P1D"}, `POST /_sandbox/bank/{paymentId}/approve`). Webhooks it causes: sandbox_events.',
      inputSchema: {
        api: apiArg.optional(),
        operation: z.string().optional().describe('operationId or "METHOD /path" (with api)'),
        method: z.string().optional().describe('HTTP method (with url, instead of api and operation)'),
        url: z.string().optional().describe('Served path and query (with method)'),
        ...callShape,
      },
    },
    async (args) => {
      try {
        const {sandboxCall} = await sandboxModule();
        if (args.api && args.operation)
          return json(await sandboxCall(catalog, {...args, api: args.api, operation: args.operation}));
        if (args.method && args.url)
          return json(await sandboxCall(catalog, {...args, method: args.method, url: args.url}));
        return failure(new Error('Give api and operation, or method and url.'));
      } catch (e) {
        return failure(e);
      }
    },
  );

  server.registerTool(
    'sandbox_events',
    {
      title: 'Read the sandbox webhooks',
      description:
        'Lists every webhook the in-process sandbox sent (oldest first): type, headers with `Fernpay-Signature`, the raw body, and whether the signature verifies with the sandbox webhook secret (given too, to test your verifier).',
      inputSchema: {},
    },
    async () => {
      try {
        const {sandboxEvents} = await sandboxModule();
        return json(await sandboxEvents(catalog));
      } catch (e) {
        return failure(e);
      }
    },
  );

  server.registerTool(
    'list_scenarios',
    {
      title: 'List the sandbox scenarios',
      description:
        'Lists every sandbox input that chooses an outcome, as the sandbox outcome pages give them: per flow, each row\'s input, result (status, error) and webhooks; the endings of amounts and account numbers that choose an outcome (bands: field, endings, outcome); the test-bank buttons (`POST /_sandbox/bank/{id}/{action}`); the company register (company numbers and their directors); the EU banks\' flows where this file serves the provider API. Give `table` (e.g. "single-payments") for one flow.',
      inputSchema: {
        table: z.string().optional().describe('One table id, e.g. "single-payments", "recurring-payments"'),
      },
    },
    async (args) => {
      try {
        const [{listScenarios}, {PRESETS}] = await Promise.all([import('./scenarios'), import('./presets')]);
        return json(listScenarios(PRESETS, args.table));
      } catch (e) {
        return failure(e);
      }
    },
  );

  server.registerTool(
    'list_workflows',
    {
      title: 'List the runnable guides',
      description:
        'Lists the Arazzo workflows the portal publishes (/run-the-guides): each walkthrough as a sequence of API calls with its inputs, the values passed from step to step and a success check on every step. Each entry has its url, title, summary, source descriptions, workflowIds, step ids and inputs (required, default). Run one with run_workflow.',
      inputSchema: {},
    },
    async () => {
      try {
        const {listWorkflows} = await import('./workflows');
        return json(listWorkflows(data));
      } catch (e) {
        return failure(e);
      }
    },
  );

  server.registerTool(
    'run_workflow',
    {
      title: 'Run a guide in the sandbox',
      description:
        "Runs a published Arazzo workflow (list_workflows) against the sandbox in this process, step by step, nothing sent over the network: returns each step's request, response, the outputs it passed on and its success criteria (passed or not), the workflow outputs, and `failure` when a criterion failed (the run ends at that step). The sandbox test credentials, a new Idempotency-Key per `…Key` input and the dates the workflow needs are filled in; `inputs` overrides them. `reset: true` empties the sandbox first. Webhooks the run caused: sandbox_events.",
      inputSchema: {
        name: z.string().min(1).describe('The workflow\'s name or URL, e.g. "toolkit-payment-lifecycle"'),
        workflowId: z.string().optional().describe('One workflow of the document (default: its first)'),
        inputs: z.record(z.unknown()).optional().describe('Input values by name, overriding the filled-in ones'),
        reset: z.boolean().optional().describe('Empty the sandbox before the run (default false)'),
      },
    },
    async (args) => {
      try {
        const {runWorkflowTool} = await import('./workflows');
        return json(await runWorkflowTool(catalog, data, args));
      } catch (e) {
        return failure(e);
      }
    },
  );

  server.registerTool(
    'check_webhook_endpoint',
    {
      title: 'Test a webhook endpoint on this machine',
      description:
        "Sends the developer's webhook endpoint every delivery of Fernpay's webhook check (/guides/webhook-signatures#test-your-endpoint: valid events, a duplicate, a retry, a rolled secret, an unknown header key and event, the raw-body trap, a large body; a changed byte, the wrong secret, no header, a stale or future t, a malformed header), each signed as Fernpay signs them, and grades the answers: which failed, what the endpoint should have answered, the rule and the usual fix per stack. Only for an endpoint on this machine (localhost, 127.0.0.1, [::1]); for any other URL, run `node fernpay-sandbox.mjs check-webhooks --to URL`. Takes up to a few seconds per delivery.",
      inputSchema: {
        to: z.string().describe('The endpoint, on this machine: http://localhost:3000/webhooks'),
        secret: z
          .string()
          .optional()
          .describe('The webhook secret it verifies with (default: the sandbox webhook secret)'),
        scopes: z.array(z.string()).optional().describe('The scopes it subscribes to (default: every scope)'),
      },
    },
    async ({to, secret, scopes}) => {
      try {
        const {runWebhookCheck, checkTarget, isLoopback} = await import('../sandbox/webhook-check/run');
        if (!isLoopback(checkTarget(to)))
          return failure(
            new Error(
              `This tool sends only to an endpoint on this machine (localhost, 127.0.0.1, [::1]): run \`node fernpay-sandbox.mjs check-webhooks --to ${to}\` (${data.siteUrl}/guides/webhook-signatures#test-your-endpoint) for ${to}.`,
            ),
          );
        const apis = catalog.ids().map((id) => catalog.sandboxApi(id));
        return json(await runWebhookCheck({to, secret, scopes, apis}));
      } catch (e) {
        return failure(e);
      }
    },
  );

  server.registerTool(
    'sign_webhook',
    {
      title: 'Sign a webhook body',
      description: `Signs a webhook body as Fernpay does and returns the \`${SIGNATURE_HEADER}\` header (\`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">\`), to test a receiver.`,
      inputSchema: {
        payload: z.string().describe('The raw body, exactly as it will be sent'),
        secret: z.string().min(1).describe('The webhook secret (whsec_...)'),
        timestamp: z.number().int().optional().describe('Unix seconds (default: now)'),
      },
    },
    async ({payload, secret, timestamp}) => {
      const t = timestamp ?? Math.floor(Date.now() / 1000);
      return json({
        headers: {[SIGNATURE_HEADER]: await signatureHeader([secret], t, payload)},
        timestamp: t,
        signature: await computeSignature(secret, t, payload),
      });
    },
  );

  server.registerTool(
    'verify_webhook',
    {
      title: 'Verify a webhook signature',
      description: `Verifies a webhook as a receiver must: a v1 of the \`${SIGNATURE_HEADER}\` header equals the HMAC of "<t>.<raw body>" under the secret, and t is within the tolerance of now. Returns valid, or why not.`,
      inputSchema: {
        headers: z.record(z.string()).describe(`The request headers (at least ${SIGNATURE_HEADER})`),
        body: z.string().describe('The raw body, exactly as received'),
        secret: z.string().min(1).describe('The webhook secret; two separated by a comma while rolling'),
        now: z.number().int().optional().describe('Unix seconds to check the tolerance against (default: now)'),
        checkTime: z.boolean().optional().describe('Check the timestamp tolerance (default true)'),
      },
    },
    async ({headers, body, secret, now, checkTime}) => {
      const header = Object.entries(headers).find(([k]) => k.toLowerCase() === SIGNATURE_HEADER.toLowerCase())?.[1];
      if (!header) return failure(new Error(`No ${SIGNATURE_HEADER} header given.`));
      const result = await verifyWebhook({
        body,
        header,
        secrets: secret.split(','),
        now: checkTime === false ? null : (now ?? Math.floor(Date.now() / 1000)),
      });
      return json(result);
    },
  );

  for (const page of data.pages) {
    server.registerResource(
      page.route === '/' ? 'home' : page.route.slice(1),
      `${RESOURCE_SCHEME}${page.route}`,
      {title: page.title, mimeType: 'text/markdown'},
      async (uri) => ({contents: [{uri: uri.href, mimeType: 'text/markdown', text: data.twins[page.route]}]}),
    );
  }
  return server;
}
