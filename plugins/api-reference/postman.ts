/**
 * Postman collection (v2.1) of one bundled API, generated at build time with openapi-to-postmanv2
 * and then made to match the reference page:
 * - `{{baseUrl}}` is the sandbox server (the first server whose description starts with "Sandbox",
 *   else the first server);
 * - credentials are collection variables sent as the headers each operation needs (the converter
 *   supports one API-key header only; ours need two), with `YOUR_<HEADER>` placeholders;
 * - request bodies are the first documented request example, the one the code samples send.
 * Pure: no file or network access.
 */
import type {OperationModel, PageModel, SecuritySchemeModel} from './types';
import {placeholderFor, sandboxServer, sandboxUrl} from './samples';

export {sandboxServer};

export type PostmanCollection = {
  info: {name: string; schema: string; description?: unknown; [key: string]: unknown};
  item: PostmanItem[];
  variable?: {key: string; value: string; type?: string; description?: string}[];
  auth?: unknown;
  [key: string]: unknown;
};
export type PostmanItem = {
  name: string;
  item?: PostmanItem[];
  request?: PostmanRequest;
  response?: unknown[];
  [key: string]: unknown;
};
export type PostmanRequest = {
  method: string;
  url: {host?: string[]; path?: string[]; query?: unknown[]; variable?: {key: string; value?: string}[]; raw?: string};
  header?: {key: string; value: string; description?: unknown; disabled?: boolean}[];
  body?: {mode: string; raw?: string; [key: string]: unknown};
  auth?: unknown;
  [key: string]: unknown;
};

/** Collection variable holding a credential: the security scheme key (`terminalSecret`). */
export function credentialHeaders(scheme: SecuritySchemeModel): {name: string; value: string}[] {
  if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name)
    return [{name: scheme.name, value: `{{${scheme.key}}}`}];
  if (scheme.type === 'http' && scheme.scheme === 'bearer')
    return [{name: 'Authorization', value: `Bearer {{${scheme.key}}}`}];
  return [];
}

function placeholderOf(scheme: SecuritySchemeModel): string {
  return scheme.type === 'http' ? 'YOUR_TOKEN' : placeholderFor(scheme.name ?? scheme.key);
}

/** `/{companyId}/payments` -> `:companyId/payments`, the shape of a Postman URL path. */
const postmanPathKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/^\//, '').replace(/\{([^}]+)\}/g, ':$1')}`;

function walk(items: PostmanItem[], visit: (item: PostmanItem) => void): void {
  for (const item of items) {
    if (item.item) walk(item.item, visit);
    else visit(item);
  }
}

function dropEmptyFolders(items: PostmanItem[]): PostmanItem[] {
  return items
    .map((item) => (item.item ? {...item, item: dropEmptyFolders(item.item)} : item))
    .filter((item) => !item.item || item.item.length > 0);
}

/**
 * Reshapes the converter's output (see the module comment). Throws, naming the API, when a
 * request cannot be matched to an operation of the model.
 */
export function finishCollection(
  raw: PostmanCollection,
  model: Pick<PageModel, 'id' | 'servers' | 'securitySchemes' | 'tags'>,
): PostmanCollection {
  const collection: PostmanCollection = structuredClone(raw);
  const operations = new Map<string, OperationModel>();
  for (const tag of model.tags)
    for (const op of tag.operations)
      if (op.kind === 'operation') operations.set(postmanPathKey(op.method, op.path), op);
  const schemes = new Map(model.securitySchemes.map((s) => [s.key, s]));
  const credentialNames = new Set(
    model.securitySchemes.flatMap((s) => credentialHeaders(s).map((h) => h.name.toLowerCase())),
  );
  const unmatched: string[] = [];
  walk(collection.item, (item) => {
    const request = item.request;
    if (!request) return;
    const key = `${request.method.toUpperCase()} ${(request.url.path ?? []).join('/')}`;
    const op = operations.get(key);
    if (!op) {
      unmatched.push(key);
      return;
    }
    const headers = (request.header ?? []).filter((h) => !credentialNames.has(h.key.toLowerCase()));
    const needed = (op.security[0] ?? [])
      .map((k) => schemes.get(k))
      .filter((s): s is SecuritySchemeModel => s !== undefined);
    for (const scheme of needed) for (const h of credentialHeaders(scheme)) headers.push({key: h.name, value: h.value});
    request.header = headers;
    request.auth = {type: 'noauth'};
    const media = op.requestBody?.content[0];
    const example = media?.examples[0];
    if (media && example && request.body?.mode === 'raw' && /json/i.test(media.contentType)) {
      request.body = {
        ...request.body,
        raw: typeof example.value === 'string' ? example.value : JSON.stringify(example.value, null, 2),
      };
    }
  });
  if (unmatched.length)
    throw new Error(
      `Postman collection of "${model.id}": requests without a matching operation: ${unmatched.join(', ')}`,
    );
  collection.item = dropEmptyFolders(collection.item);
  delete collection.auth;
  collection.variable = [
    {
      key: 'baseUrl',
      value: sandboxUrl(model),
      type: 'string',
      description: sandboxServer(model.servers)?.description ?? 'Base URL',
    },
    ...model.securitySchemes
      .filter((s) => credentialHeaders(s).length > 0)
      .map((s) => ({
        key: s.key,
        value: placeholderOf(s),
        type: 'string',
        description: `${s.name ?? 'Authorization'}: replace with your own value`,
      })),
  ];
  return collection;
}

/** Converts a bundled OpenAPI document with openapi-to-postmanv2, then finishCollection. */
export async function buildPostmanCollection(
  bundled: Record<string, unknown>,
  model: Pick<PageModel, 'id' | 'servers' | 'securitySchemes' | 'tags'>,
): Promise<PostmanCollection> {
  const converter = (await import('openapi-to-postmanv2')) as unknown as {
    default?: {convertV2: ConvertV2};
    convertV2?: ConvertV2;
  };
  const convertV2 = converter.convertV2 ?? converter.default?.convertV2;
  if (!convertV2) throw new Error('openapi-to-postmanv2: convertV2 not found');
  const raw = await new Promise<PostmanCollection>((resolve, reject) => {
    convertV2(
      {type: 'json', data: structuredClone(bundled)},
      {
        parametersResolution: 'Example',
        folderStrategy: 'Tags',
        requestNameSource: 'Fallback',
        enableOptionalParameters: false,
        includeAuthInfoInExample: false,
        includeWebhooks: false,
      },
      (error, result) => {
        if (error) return reject(new Error(`Postman collection of "${model.id}": ${error.message}`));
        if (!result?.result || !result.output?.[0])
          return reject(new Error(`Postman collection of "${model.id}": ${result?.reason ?? 'no output'}`));
        resolve(result.output[0].data as PostmanCollection);
      },
    );
  });
  return finishCollection(raw, model);
}

type ConvertV2 = (
  input: {type: 'json'; data: unknown},
  options: Record<string, unknown>,
  callback: (
    error: Error | null,
    result: {result: boolean; reason?: string; output?: {type: string; data: unknown}[]},
  ) => void,
) => void;
