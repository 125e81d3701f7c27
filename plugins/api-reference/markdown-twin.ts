/**
 * Markdown of one API for the reference page's `.md` twin, generated from the bundled OpenAPI
 * document (not scraped from HTML): downloads, servers, credentials, then per tag every operation
 * (method, path, summary, description, parameters, request body fields and examples, responses with
 * examples, the curl sample), webhooks, and every named schema. Pure.
 */
import type {Download} from './emit';
import type {CodeSample, PageModel} from './types';

type Raw = Record<string, unknown>;
const isObj = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function refName(ref: string): string | undefined {
  return /^#\/components\/schemas\/([^/]+)$/.exec(ref)?.[1];
}

function pointer(doc: Raw, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (isObj(node) || Array.isArray(node) ? (node as Raw)[key] : undefined), doc);
}

function deref(doc: Raw, node: unknown, depth = 0): Raw {
  if (isObj(node) && typeof node.$ref === 'string' && depth < 20) return deref(doc, pointer(doc, node.$ref), depth + 1);
  return isObj(node) ? node : {};
}

/** Shifts Markdown headings down by `by` levels (capped at 6) outside code fences. */
export function demoteHeadings(markdown: string, by: number): string {
  let fence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fence = !fence;
      if (fence) return line;
      return line.replace(
        /^(#{1,6})(\s)/,
        (_, hashes: string, space: string) => `${'#'.repeat(Math.min(6, hashes.length + by))}${space}`,
      );
    })
    .join('\n');
}

const oneLine = (s: unknown) =>
  typeof s === 'string'
    ? s
        .replace(/\s*\n\s*/g, ' ')
        .replace(/\|/g, '\\|')
        .trim()
    : '';
const json = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v, null, 2));

function typeOf(doc: Raw, schema: unknown): string {
  if (isObj(schema) && typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    if (name) return name;
  }
  const s = deref(doc, schema);
  if (Array.isArray(s.type)) return s.type.join(' | ');
  if (s.type === 'array') return `array of ${typeOf(doc, s.items)}`;
  if (typeof s.type === 'string') return s.format ? `${s.type} (${s.format})` : s.type;
  if (Array.isArray(s.oneOf)) return s.oneOf.map((x) => typeOf(doc, x)).join(' | ');
  if (Array.isArray(s.anyOf)) return s.anyOf.map((x) => typeOf(doc, x)).join(' | ');
  if (Array.isArray(s.allOf) || isObj(s.properties)) return 'object';
  if (s.const !== undefined) return `const ${JSON.stringify(s.const)}`;
  return 'any';
}

function facts(s: Raw): string[] {
  const out: string[] = [];
  if (s.nullable) out.push('nullable');
  if (s.readOnly) out.push('read-only');
  if (s.writeOnly) out.push('write-only');
  if (s.deprecated) out.push('deprecated');
  if (s.pattern !== undefined) out.push(`pattern \`${s.pattern}\``);
  if (s.minLength !== undefined) out.push(`min length ${s.minLength}`);
  if (s.maxLength !== undefined) out.push(`max length ${s.maxLength}`);
  if (s.minimum !== undefined) out.push(`minimum ${s.minimum}`);
  if (s.maximum !== undefined) out.push(`maximum ${s.maximum}`);
  if (s.exclusiveMinimum !== undefined) out.push(`greater than ${s.exclusiveMinimum}`);
  if (s.exclusiveMaximum !== undefined) out.push(`less than ${s.exclusiveMaximum}`);
  if (s.minItems !== undefined) out.push(`min items ${s.minItems}`);
  if (s.maxItems !== undefined) out.push(`max items ${s.maxItems}`);
  if (s.default !== undefined) out.push(`default \`${JSON.stringify(s.default)}\``);
  if (Array.isArray(s.enum)) out.push(`one of ${s.enum.map((v) => `\`${JSON.stringify(v)}\``).join(', ')}`);
  if (s.example !== undefined && (s.example === null || typeof s.example !== 'object'))
    out.push(`example \`${JSON.stringify(s.example)}\``);
  return out;
}

/** Merged properties and required list of an object schema (allOf flattened). */
function objectShape(doc: Raw, schema: unknown, depth = 0): {properties: [string, unknown][]; required: Set<string>} {
  const s = deref(doc, schema);
  const properties: [string, unknown][] = [];
  const required = new Set<string>(Array.isArray(s.required) ? (s.required as string[]) : []);
  if (Array.isArray(s.allOf) && depth < 10) {
    for (const part of s.allOf) {
      const inner = objectShape(doc, part, depth + 1);
      for (const [k, v] of inner.properties) if (!properties.some(([n]) => n === k)) properties.push([k, v]);
      inner.required.forEach((r) => required.add(r));
    }
  }
  if (isObj(s.properties)) {
    for (const [k, v] of Object.entries(s.properties)) {
      const at = properties.findIndex(([n]) => n === k);
      if (at >= 0) properties[at] = [k, v];
      else properties.push([k, v]);
    }
  }
  return {properties, required};
}

/** Field list of a schema: `- \`name\` (type, required; facts): description`, nested inline objects indented. */
export function schemaFields(doc: Raw, schema: unknown, indent = '', seen: string[] = []): string[] {
  const lines: string[] = [];
  const top = isObj(schema) && typeof schema.$ref === 'string' ? refName(schema.$ref) : undefined;
  if (top && seen.includes(top)) return [`${indent}- Circular: see the \`${top}\` schema.`];
  const s = deref(doc, schema);
  const path = top ? [...seen, top] : seen;
  const variants = (Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : undefined) as
    unknown[] | undefined;
  if (variants) {
    const disc =
      isObj(s.discriminator) && typeof s.discriminator.propertyName === 'string'
        ? `, chosen by \`${s.discriminator.propertyName}\``
        : '';
    lines.push(`${indent}- ${Array.isArray(s.oneOf) ? 'Exactly one' : 'Any'} of these shapes${disc}:`);
    for (const v of variants) {
      const name = isObj(v) && typeof v.$ref === 'string' ? refName(v.$ref) : undefined;
      if (name) lines.push(`${indent}  - \`${name}\` (see Schemas)`);
      else lines.push(`${indent}  - ${typeOf(doc, v)}`, ...schemaFields(doc, v, `${indent}    `, path));
    }
  }
  if (s.type === 'array' && s.items !== undefined) {
    const itemName = isObj(s.items) && typeof s.items.$ref === 'string' ? refName(s.items.$ref) : undefined;
    if (!itemName || seen.length === 0) return [...lines, ...schemaFields(doc, s.items, indent, path)];
    return lines;
  }
  const {properties, required} = objectShape(doc, s);
  for (const [name, prop] of properties) {
    const p = deref(doc, prop);
    const info = [typeOf(doc, prop), required.has(name) ? 'required' : 'optional', ...facts(p)].join('; ');
    const desc = oneLine(p.description);
    lines.push(`${indent}- \`${name}\` (${info})${desc ? `: ${desc}` : ''}`);
    const named = isObj(prop) && typeof prop.$ref === 'string' ? refName(prop.$ref) : undefined;
    const itemsNamed =
      p.type === 'array' && isObj(p.items) && typeof p.items.$ref === 'string' ? refName(p.items.$ref) : undefined;
    if (named || itemsNamed) continue; // documented once under Schemas
    const nested = p.type === 'array' ? deref(doc, p.items) : p;
    if (
      isObj(nested.properties) ||
      Array.isArray(nested.allOf) ||
      Array.isArray(nested.oneOf) ||
      Array.isArray(nested.anyOf)
    ) {
      lines.push(...schemaFields(doc, p.type === 'array' ? p.items : prop, `${indent}  `, path));
    }
  }
  return lines;
}

function examplesOf(doc: Raw, media: Raw): {name: string; summary?: string; value: unknown}[] {
  if (isObj(media.examples)) {
    return Object.entries(media.examples).map(([name, ex]) => {
      const e = deref(doc, ex);
      return {name, summary: typeof e.summary === 'string' ? e.summary : undefined, value: e.value};
    });
  }
  return media.example !== undefined ? [{name: 'example', value: media.example}] : [];
}

function mediaMarkdown(doc: Raw, content: unknown, level: number): string[] {
  const out: string[] = [];
  for (const [type, m] of Object.entries(isObj(content) ? content : {})) {
    const media = deref(doc, m);
    const name = isObj(media.schema) && typeof media.schema.$ref === 'string' ? refName(media.schema.$ref) : undefined;
    out.push(
      `Content type \`${type}\`${name ? `, schema \`${name}\`` : media.schema ? `, ${typeOf(doc, media.schema)}` : ''}.`,
      '',
    );
    if (media.schema) {
      const fields = schemaFields(doc, media.schema);
      if (fields.length) out.push(...fields, '');
    }
    for (const ex of examplesOf(doc, media)) {
      out.push(
        `${'#'.repeat(Math.min(6, level))} Example \`${ex.name}\`${ex.summary ? `: ${oneLine(ex.summary)}` : ''}`,
        '',
        '```' + (/json/.test(type) ? 'json' : 'text'),
        json(ex.value),
        '```',
        '',
      );
    }
  }
  return out;
}

function operationMarkdown(
  doc: Raw,
  op: Raw,
  method: string,
  path: string,
  opts: {level: number; webhook?: boolean; credentials: Record<string, string>; sample?: CodeSample},
): string[] {
  const h = (n: number) => '#'.repeat(Math.min(6, opts.level + n));
  const out: string[] = [];
  out.push(`${h(0)} ${oneLine(op.summary) || `${method.toUpperCase()} ${path}`}`, '');
  out.push(
    opts.webhook
      ? `\`${method.toUpperCase()}\` to your endpoint, event \`${path}\`${op.operationId ? ` (operationId \`${op.operationId}\`)` : ''}${op.deprecated ? ', deprecated' : ''}.`
      : `\`${method.toUpperCase()} ${path}\`${op.operationId ? ` (operationId \`${op.operationId}\`)` : ''}${op.deprecated ? ', deprecated' : ''}.`,
    '',
  );
  const security = (
    Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : []
  ) as Raw[];
  if (!opts.webhook) {
    const first = security[0];
    const names = first ? Object.keys(first).map((k) => `\`${opts.credentials[k] ?? k}\``) : [];
    out.push(names.length ? `Credentials: ${names.join(', ')}.` : 'Credentials: none (public call).', '');
  }
  if (typeof op.description === 'string') out.push(demoteHeadings(op.description.trim(), opts.level), '');
  const params = (Array.isArray(op.parameters) ? op.parameters : []).map((p) => deref(doc, p));
  if (params.length) {
    out.push(
      `${h(1)} Parameters`,
      '',
      '| Name | In | Type | Required | Description |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const p of params) {
      const schema = deref(doc, p.schema);
      const extra = facts({...schema, example: p.example ?? schema.example});
      out.push(
        `| \`${p.name}\` | ${p.in} | ${typeOf(doc, p.schema)} | ${p.required ? 'yes' : 'no'} | ${[oneLine(p.description), extra.join('; ')].filter(Boolean).join(' ')} |`,
      );
    }
    out.push('');
  }
  if (op.requestBody) {
    const body = deref(doc, op.requestBody);
    out.push(`${h(1)} ${opts.webhook ? 'Payload' : 'Request body'}${body.required ? ' (required)' : ''}`, '');
    if (typeof body.description === 'string') out.push(oneLine(body.description), '');
    out.push(...mediaMarkdown(doc, body.content, opts.level + 2));
  }
  const responses = isObj(op.responses) ? op.responses : {};
  if (Object.keys(responses).length) {
    out.push(`${h(1)} ${opts.webhook ? 'Expected responses' : 'Responses'}`, '');
    for (const [status, r] of Object.entries(responses)) {
      const res = deref(doc, r);
      out.push(`${h(2)} ${status}${res.description ? ` ${oneLine(res.description)}` : ''}`, '');
      out.push(...mediaMarkdown(doc, res.content, opts.level + 3));
    }
  }
  if (opts.sample)
    out.push(
      `${h(1)} Example request (${opts.sample.label})`,
      '',
      '```' + opts.sample.lang,
      opts.sample.code.trimEnd(),
      '```',
      '',
    );
  return out;
}

/** The reference as Markdown, headings from `## `. */
export function specToMarkdown(
  doc: Raw,
  model: Pick<PageModel, 'tags' | 'webhooks'>,
  opts: {downloads: Download[]; siteUrl?: string},
): string {
  const info = deref(doc, doc.info);
  const out: string[] = [];
  const abs = (href: string) => `${(opts.siteUrl ?? '').replace(/\/$/, '')}${href}`;
  out.push('## Introduction', '');
  out.push(
    `${oneLine(info.title)}, version ${oneLine(info.version)}. Downloads: ${opts.downloads.map((d) => `[${d.label}](${abs(d.href)})`).join(', ')}.`,
    '',
  );
  const servers = (Array.isArray(doc.servers) ? doc.servers : []) as Raw[];
  if (servers.length) {
    out.push(
      '| Environment | Base URL |',
      '| --- | --- |',
      ...servers.map((s) => `| ${oneLine(s.description)} | \`${s.url}\` |`),
      '',
    );
  }
  if (typeof info.description === 'string') out.push(demoteHeadings(info.description.trim(), 1), '');
  const schemes = isObj(doc.components) && isObj(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  const credentials: Record<string, string> = {};
  if (Object.keys(schemes).length) {
    out.push('### Authentication headers', '', '| Credential | Sent as | Description |', '| --- | --- | --- |');
    for (const [key, raw] of Object.entries(schemes)) {
      const s = deref(doc, raw);
      credentials[key] =
        s.type === 'apiKey' && typeof s.name === 'string' ? s.name : s.type === 'http' ? 'Authorization' : key;
      out.push(
        `| \`${credentials[key]}\` | ${s.type === 'apiKey' ? (s.in === 'header' ? 'HTTP header' : `${s.in} parameter`) : `${s.type} ${s.scheme ?? ''}`.trim()} | ${oneLine(s.description)} |`,
      );
    }
    out.push('');
  }
  // Operations grouped as on the page (the model's tag order), read from the spec itself.
  const samples = new Map(
    model.tags
      .flatMap((t) => t.operations)
      .map((o) => [`${o.method.toUpperCase()} ${o.path}`, o.samples.find((s) => s.label === 'curl') ?? o.samples[0]]),
  );
  const tagDescriptions = new Map(
    ((Array.isArray(doc.tags) ? doc.tags : []) as Raw[]).map((t) => [t.name, t.description]),
  );
  const paths = isObj(doc.paths) ? doc.paths : {};
  for (const tag of model.tags) {
    out.push(`## ${tag.name}`, '');
    const d = tagDescriptions.get(tag.name);
    if (typeof d === 'string') out.push(demoteHeadings(d.trim(), 2), '');
    for (const op of tag.operations) {
      const item = deref(doc, paths[op.path]);
      const raw = deref(doc, item[op.method.toLowerCase()]);
      const merged = {
        ...raw,
        parameters: [
          ...(Array.isArray(item.parameters) ? item.parameters : []),
          ...(Array.isArray(raw.parameters) ? raw.parameters : []),
        ],
      };
      out.push(
        ...operationMarkdown(doc, merged, op.method, op.path, {
          level: 3,
          credentials,
          sample: samples.get(`${op.method.toUpperCase()} ${op.path}`),
        }),
      );
    }
  }
  const webhooks = isObj(doc.webhooks) ? doc.webhooks : {};
  if (Object.keys(webhooks).length) {
    out.push('## Webhooks', '');
    for (const [name, w] of Object.entries(webhooks)) {
      const item = deref(doc, w);
      for (const method of METHODS)
        if (isObj(item[method]))
          out.push(
            ...operationMarkdown(doc, deref(doc, item[method]), method, name, {level: 3, webhook: true, credentials}),
          );
    }
  }
  const schemas = isObj(doc.components) && isObj(doc.components.schemas) ? doc.components.schemas : {};
  if (Object.keys(schemas).length) {
    out.push('## Schemas', '');
    for (const [name, schema] of Object.entries(schemas)) {
      const s = deref(doc, schema);
      out.push(`### ${name}`, '');
      const summary = [typeOf(doc, s), ...facts(s)].join('; ');
      out.push(`Type: ${summary}.`, '');
      if (typeof s.description === 'string') out.push(s.description.trim(), '');
      const fields = schemaFields(doc, {$ref: `#/components/schemas/${name}`});
      if (fields.length) out.push(...fields, '');
    }
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
