/**
 * One OpenAPI description per audience (the toolkit APIs, the partner APIs), merged from the bundles the
 * compiler serves for each reference page, so that one mock or one generated client covers the family.
 * Pure: documents in, a document out; it never reads a file.
 *
 * - servers and top-level security must agree (servers by URL and variables; the first part's server
 *   descriptions are kept); anything else is a {@link MergeError} naming the API ids;
 * - paths and webhooks are a union; the same path and method (or webhook name) in two parts must be
 *   identical, or it is an error naming both APIs;
 * - components are a union: identical definitions under one name are kept once, different ones are renamed
 *   (`<Part><Name>`, e.g. `InvoicesFrom`) and every `$ref` of that part is rewritten; security schemes are
 *   never renamed (requirements name them), so differing ones are an error;
 * - tags are a union by name (differing descriptions are joined, each under its part's label), with one
 *   `x-tagGroups` entry per part.
 */
import {escapePointer, unescapePointer} from '../../src/shared/json-pointer';
import {METHODS} from './resolve';
import {isDeepStrictEqual} from 'node:util';
import type {MergedDownload} from './options';

type Json = Record<string, unknown>;

export interface MergePart {
  /** API id (`toolkit-invoices`). */
  id: string;
  /** The compiled bundle (`CompiledApi.bundled`): every `$ref` local. */
  document: Json;
  /** Route of the part's reference page, linked from the merged description. */
  page?: string;
}

export interface MergeOptions {
  /** `Fernpay Toolkit API` */
  title: string;
  /** One-line summary of the family. */
  summary?: string;
  /** Prefix of links to reference pages (the site URL), so they work in a downloaded file. */
  siteUrl?: string;
}

export interface Rename {
  api: string;
  kind: string;
  from: string;
  to: string;
}

export interface MergeResult {
  document: Json;
  renames: Rename[];
}

export class MergeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MergeError';
  }
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `toolkit-single-payments` -> `SinglePayments` (the family prefix dropped). */
export function partPrefix(id: string): string {
  return id
    .replace(/^[a-z]+-/, '')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
}

/** `Fernpay Toolkit API: bank accounts` -> `Bank accounts`. */
function partLabel(part: MergePart): string {
  const title = String((part.document.info as Json | undefined)?.title ?? part.id);
  const label = title.includes(': ') ? title.slice(title.indexOf(': ') + 2) : title;
  return label[0].toUpperCase() + label.slice(1);
}

function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).map((x) => (/^\d+$/.test(x) ? Number(x) : x));
  const pb = b.split(/[.-]/).map((x) => (/^\d+$/.test(x) ? Number(x) : x));
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? 0;
    const y = pb[i] ?? 0;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return 0;
}

/** A copy of `value` with every `#/components/<kind>/<name>` reference renamed as `names` says. */
function rewriteRefs(value: unknown, names: Map<string, string>): unknown {
  if (names.size === 0) return value;
  const rename = (ref: string) => {
    const m = /^#\/components\/([^/]+)\/([^/]+)(.*)$/.exec(ref);
    if (!m) return ref;
    const to = names.get(`${m[1]}/${unescapePointer(m[2])}`);
    return to === undefined ? ref : `#/components/${m[1]}/${escapePointer(to)}${m[3]}`;
  };
  const walk = (v: unknown, key?: string): unknown => {
    if (Array.isArray(v)) return v.map((x) => walk(x));
    if (!isObject(v)) return v;
    const out: Json = {};
    for (const [k, x] of Object.entries(v)) {
      if (k === '$ref' && typeof x === 'string') out[k] = rename(x);
      else if (key === 'discriminator' && k === 'mapping' && isObject(x))
        out[k] = Object.fromEntries(Object.entries(x).map(([n, r]) => [n, typeof r === 'string' ? rename(r) : r]));
      else out[k] = walk(x, k);
    }
    return out;
  };
  return walk(value);
}

/** The part with its component references renamed (paths, webhooks, components; names of renamed components too). */
function renamedPart(part: MergePart, names: Map<string, string>): Json {
  const doc = part.document;
  const components: Json = {};
  for (const [kind, entries] of Object.entries((doc.components as Json) ?? {})) {
    if (!isObject(entries)) {
      components[kind] = entries;
      continue;
    }
    components[kind] = Object.fromEntries(
      Object.entries(entries).map(([name, def]) => [names.get(`${kind}/${name}`) ?? name, rewriteRefs(def, names)]),
    );
  }
  return {
    ...doc,
    paths: rewriteRefs(doc.paths ?? {}, names),
    webhooks: rewriteRefs(doc.webhooks ?? {}, names),
    components,
  };
}

/** Merges the bundles of one family into one OpenAPI 3.1 description. */
export function mergeDescriptions(parts: MergePart[], options: MergeOptions): MergeResult {
  if (parts.length === 0) throw new MergeError(`${options.title}: nothing to merge`);
  const ids = parts.map((p) => p.id);
  if (new Set(ids).size !== ids.length) throw new MergeError(`${options.title}: an API is listed twice (${ids})`);

  // The document's version, servers and security: one for all.
  const openapi = [...new Set(parts.map((p) => String(p.document.openapi)))];
  if (openapi.some((v) => !v.startsWith('3.1')))
    throw new MergeError(`${options.title}: every part must be OpenAPI 3.1 (${ids.join(', ')}: ${openapi})`);
  const serverKey = (p: MergePart) =>
    ((p.document.servers as Json[] | undefined) ?? []).map((s) => ({url: s.url, variables: s.variables}));
  const urls = (p: MergePart) => serverKey(p).map((s) => s.url);
  for (const p of parts.slice(1)) {
    if (!isDeepStrictEqual(serverKey(p), serverKey(parts[0])))
      throw new MergeError(
        `${options.title}: the servers of ${p.id} (${urls(p).join(', ')}) differ from those of ${parts[0].id} (${urls(parts[0]).join(', ')})`,
      );
    if (!isDeepStrictEqual(p.document.security, parts[0].document.security))
      throw new MergeError(`${options.title}: the top-level security of ${p.id} differs from that of ${parts[0].id}`);
  }

  // Component names: one name per distinct definition. Renaming a component changes the references of its
  // part, which can make a definition that referenced it differ in turn: repeat until nothing new differs.
  const renames = new Map<string, Map<string, string>>(ids.map((id) => [id, new Map()]));
  const taken = new Set(
    parts.flatMap((p) =>
      Object.entries((p.document.components as Json) ?? {}).flatMap(([kind, e]) =>
        Object.keys(isObject(e) ? e : {}).map((n) => `${kind}/${n}`),
      ),
    ),
  );
  for (let round = 0; ; round++) {
    if (round > 50) throw new MergeError(`${options.title}: component renaming does not settle`);
    const rewritten = parts.map((p) => ({id: p.id, doc: renamedPart(p, renames.get(p.id)!)}));
    // kind/original name -> variants in part order: [definition, ids holding it]
    const variants = new Map<string, {def: unknown; ids: string[]}[]>();
    for (const [i, p] of parts.entries()) {
      const names = renames.get(p.id)!;
      for (const [kind, entries] of Object.entries((p.document.components as Json) ?? {})) {
        if (!isObject(entries)) continue;
        for (const name of Object.keys(entries)) {
          const def = ((rewritten[i].doc.components as Json)[kind] as Json)[names.get(`${kind}/${name}`) ?? name];
          const list = variants.get(`${kind}/${name}`) ?? [];
          const same = list.find((v) => isDeepStrictEqual(v.def, def));
          if (same) same.ids.push(p.id);
          else list.push({def, ids: [p.id]});
          variants.set(`${kind}/${name}`, list);
        }
      }
    }
    let changed = false;
    for (const [key, list] of variants) {
      if (list.length < 2) continue;
      const [kind, name] = [key.slice(0, key.indexOf('/')), key.slice(key.indexOf('/') + 1)];
      if (kind === 'securitySchemes')
        throw new MergeError(
          `${options.title}: security scheme "${name}" differs between ${list.map((v) => v.ids.join(', ')).join(' and ')}`,
        );
      // The first variant keeps the name; each other variant is named after the first part holding it.
      for (const variant of list.slice(1)) {
        const owner = variant.ids[0];
        let to = renames.get(owner)!.get(key);
        if (to === undefined) {
          const base = `${partPrefix(owner)}${name[0].toUpperCase()}${name.slice(1)}`;
          to = base;
          for (let k = 2; taken.has(`${kind}/${to}`); k++) to = `${base}${k}`;
          taken.add(`${kind}/${to}`);
        }
        for (const id of variant.ids) {
          if (renames.get(id)!.get(key) !== to) {
            renames.get(id)!.set(key, to);
            changed = true;
          }
        }
      }
      // Parts holding the first variant keep (or get back) the original name.
      for (const id of list[0].ids) if (renames.get(id)!.delete(key)) changed = true;
    }
    if (!changed) break;
  }

  const paths: Json = {};
  const webhooks: Json = {};
  const components: Record<string, Json> = {};
  const pathOwner = new Map<string, string>();
  const tags = new Map<string, {description?: string; byPart: {label: string; description?: string}[]; rest: Json}>();
  const tagGroups: {name: string; tags: string[]}[] = [];
  const operationIds = new Map<string, string>();
  for (const part of parts) {
    const doc = renamedPart(part, renames.get(part.id)!);
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      if (!isObject(item)) continue;
      const merged = (paths[path] as Json | undefined) ?? {};
      for (const [key, value] of Object.entries(item)) {
        const where = `${path}${METHODS.includes(key) ? ` ${key.toUpperCase()}` : ` (${key})`}`;
        if (key in merged && !isDeepStrictEqual(merged[key], value))
          throw new MergeError(
            `${options.title}: ${where} differs between ${pathOwner.get(`${path} ${key}`)} and ${part.id}`,
          );
        if (!(key in merged)) pathOwner.set(`${path} ${key}`, part.id);
        merged[key] = value;
        const operationId = METHODS.includes(key) && isObject(value) ? value.operationId : undefined;
        if (typeof operationId === 'string') {
          const other = operationIds.get(operationId);
          if (other && other !== where)
            throw new MergeError(
              `${options.title}: operationId ${operationId} is both ${other} and ${where} (${part.id})`,
            );
          operationIds.set(operationId, where);
        }
      }
      paths[path] = merged;
    }
    for (const [name, hook] of Object.entries(doc.webhooks as Json)) {
      if (name in webhooks && !isDeepStrictEqual(webhooks[name], hook))
        throw new MergeError(
          `${options.title}: webhook ${name} differs between ${pathOwner.get(`webhook ${name}`)} and ${part.id}`,
        );
      if (!(name in webhooks)) pathOwner.set(`webhook ${name}`, part.id);
      webhooks[name] = hook;
    }
    for (const [kind, entries] of Object.entries(doc.components as Json)) {
      if (!isObject(entries)) continue;
      components[kind] = {...components[kind], ...entries};
    }
    const label = partLabel(part);
    const own: string[] = [];
    for (const tag of (doc.tags as Json[] | undefined) ?? []) {
      const name = String(tag.name);
      own.push(name);
      const {name: _name, description, ...rest} = tag;
      const entry = tags.get(name) ?? {byPart: [], rest};
      entry.byPart.push({label, description: description as string | undefined});
      tags.set(name, entry);
    }
    tagGroups.push({name: label, tags: own});
  }

  const sortedComponents = Object.fromEntries(
    Object.entries(components).map(([kind, entries]) => [
      kind,
      Object.fromEntries(
        Object.keys(entries)
          .sort()
          .map((n) => [n, entries[n]]),
      ),
    ]),
  );
  const version = parts
    .map((p) => String((p.document.info as Json).version))
    .sort(compareVersions)
    .at(-1)!;
  const link = (p: MergePart) => (p.page ? `[${partLabel(p)}](${options.siteUrl ?? ''}${p.page})` : partLabel(p));
  const description = [
    `Every ${options.title.replace(/^Fernpay /, '')} in one description, for one mock or one generated client. ` +
      `Each part has its own reference page, with the rules, statuses and errors of its calls:`,
    parts.map((p) => `- ${link(p)} (\`${p.id}\`, version ${String((p.document.info as Json).version)})`).join('\n'),
    'The servers, authentication and conventions are those of every part.',
  ].join('\n\n');
  const firstInfo = parts[0].document.info as Json;
  const info: Json = {title: options.title, version};
  if (options.summary) info.summary = options.summary;
  info.description = description;
  if (firstInfo.contact) info.contact = firstInfo.contact;

  const document: Json = {
    openapi: openapi[0],
    info,
    servers: parts[0].document.servers,
    ...(parts[0].document.security ? {security: parts[0].document.security} : {}),
    tags: [...tags].map(([name, t]) => {
      const descriptions = [...new Set(t.byPart.map((b) => b.description).filter(Boolean))];
      const description =
        descriptions.length <= 1
          ? descriptions[0]
          : t.byPart
              .filter((b) => b.description)
              .map((b) => `${b.label}: ${b.description}`)
              .join('\n\n');
      return {name, ...(description ? {description} : {}), ...t.rest};
    }),
    'x-tagGroups': tagGroups.filter((g) => g.tags.length),
    paths,
    ...(Object.keys(webhooks).length ? {webhooks} : {}),
    components: sortedComponents,
  };
  const renameList: Rename[] = [...renames].flatMap(([api, names]) =>
    [...names].map(([key, to]) => ({
      api,
      kind: key.slice(0, key.indexOf('/')),
      from: key.slice(key.indexOf('/') + 1),
      to,
    })),
  );
  return {document, renames: renameList};
}

/** The merged description of one download (options.ts `mergedDownloads`) from the compiled bundles of its APIs. */
export function mergeFamily(
  family: MergedDownload,
  compiled: {id: string; bundled: Json}[],
  pages: Record<string, string> = {},
  siteUrl?: string,
): MergeResult {
  const parts = family.ids.map((id) => {
    const api = compiled.find((c) => c.id === id);
    if (!api) throw new MergeError(`${family.title}: API ${id} was not compiled`);
    return {id, document: api.bundled, page: pages[id]};
  });
  return mergeDescriptions(parts, {title: family.title, summary: family.summary, siteUrl});
}
