// The sandbox's record types, generated from the served bundles with openapi-typescript (issue 37: typed
// collections): one file per served API whose records the sandbox stores, which resource modules import their record
// types from (`components['schemas']['Transaction']`) instead of writing them by hand. Only the schemas are
// generated (a module stores records and reads validated bodies; it never types a path). The public APIs' files are
// in src/sandbox/generated/; the provider's in src/sandbox/resources/provider/generated/, beside the only modules
// that may import it (eslint.config.mjs: no other module imports from that folder).
//
// The schemas the APIs share (openapi/shared/schemas: `Amount`, `PostalAddress`, `LineItem`, `SinglePayment`...) are
// bundled into each API's description, and generated once, in `shared.ts`: an API's file names each of them as the
// shared one (`Amount: shared['schemas']['Amount']`) where its bundled schema is the shared one, refs and all, and
// keeps its own where it differs (the provider's `ErrorMessage`).
// `npm run sandbox:types` writes them; tests/unit/sandbox-types.test.ts fails when one is not what the bundles give.
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, {astToString} from 'openapi-typescript';
import ts from 'typescript';

export const GENERATED_DIR = 'src/sandbox/generated';
export const PROVIDER_GENERATED_DIR = 'src/sandbox/resources/provider/generated';
/** The schemas of openapi/shared, generated once. */
export const SHARED_FILE = `${GENERATED_DIR}/shared.ts`;

const SHARED_SCHEMAS = new URL('../../openapi/shared/schemas/', import.meta.url);

/** Where the generated types of the API `api` (`{id, family}`) are written, relative to the repository. */
export const generatedFile = (api) =>
  `${api.family === 'provider' ? PROVIDER_GENERATED_DIR : GENERATED_DIR}/${api.id}.ts`;

/**
 * A field with a `default` that is not `required` stays optional: the engine validates a request's body without
 * filling defaults in (src/sandbox/validate.ts), so a handler must not read it as present (openapi-typescript's
 * default, `defaultNonNullable: true`, would type `paymentMethod` of a create as always there).
 */
const OPTIONS = {defaultNonNullable: false};

const header = (what) =>
  `/**\n * The schemas of ${what}, as openapi-typescript generates them: do not edit\n` +
  ` * (\`npm run sandbox:types\` writes this file from the served bundles; tests/unit/sandbox-types.test.ts checks it).\n */\n`;

const SCHEMA_REF = '#/components/schemas/';

/** The names of the schemas `schema` refers to (`#/components/schemas/X`), at any depth. */
function refsOf(schema, out = new Set()) {
  if (Array.isArray(schema)) for (const s of schema) refsOf(s, out);
  else if (schema && typeof schema === 'object')
    for (const [key, value] of Object.entries(schema))
      if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF))
        out.add(value.slice(SCHEMA_REF.length));
      else refsOf(value, out);
  return out;
}

/** The names of `candidates` whose refs are all candidates too, and theirs (a schema that refers to one not kept is not kept). */
function closed(candidates, schemaOf) {
  const kept = new Set(candidates);
  for (let changed = true; changed;) {
    changed = false;
    for (const name of kept)
      if ([...refsOf(schemaOf(name))].some((ref) => !kept.has(ref))) {
        kept.delete(name);
        changed = true;
      }
  }
  return kept;
}

/**
 * The shared schemas as the public bundles have them: `{name: schema}` of each schema of openapi/shared that every
 * public bundle holding it holds alike (and whose refs are such too).
 */
function sharedSchemas(apis) {
  const names = new Set(
    fs
      .readdirSync(SHARED_SCHEMAS)
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => f.slice(0, -'.yaml'.length)),
  );
  const forms = new Map();
  for (const api of apis.filter((a) => a.family !== 'provider'))
    for (const [name, schema] of Object.entries(api.bundled.components?.schemas ?? {}))
      if (names.has(name))
        (forms.get(name) ?? forms.set(name, new Map()).get(name)).set(JSON.stringify(schema), schema);
  const alike = [...forms].filter(([, byText]) => byText.size === 1).map(([name]) => name);
  const schemaOf = (name) => [...forms.get(name).values()][0];
  const kept = closed(alike, schemaOf);
  return Object.fromEntries([...kept].sort().map((name) => [name, schemaOf(name)]));
}

/** The import of shared.ts from an API's generated file. */
const sharedImport = (file) => {
  const rel = path.posix.relative(path.posix.dirname(file), SHARED_FILE).replace(/\.ts$/, '');
  return `import type {components as shared} from '${rel.startsWith('.') ? rel : `./${rel}`}';\n\n`;
};

/**
 * `{path: text}` of the generated types of every API of `apis` (the compiled bundles, `loadApis(true)`), keyed by
 * the path `generatedFile` gives, and of the shared schemas (`SHARED_FILE`). Deterministic: each bundle's schemas in
 * the bundle's order, the shared ones by name.
 */
export async function sandboxTypes(apis) {
  const shared = sharedSchemas(apis);
  const out = {};
  const first = apis[0].bundled;
  out[SHARED_FILE] =
    header('openapi/shared that the served APIs hold alike') +
    astToString(
      await openapiTS({openapi: first.openapi, info: first.info, paths: {}, components: {schemas: shared}}, OPTIONS),
    );
  for (const api of [...apis].sort((a, b) => a.id.localeCompare(b.id))) {
    const {openapi, info} = api.bundled;
    const own = api.bundled.components?.schemas ?? {};
    const same = Object.keys(own).filter(
      (name) => name in shared && JSON.stringify(own[name]) === JSON.stringify(shared[name]),
    );
    const named = closed(same, (name) => own[name]);
    // A shared schema stands in the API's file as the shared one's type (its body still there to be read, for an
    // `allOf` that makes its fields required), without its comment.
    const transform = (_schema, {path: at}) => {
      const name = at.startsWith(SCHEMA_REF) ? at.slice(SCHEMA_REF.length) : undefined;
      return name !== undefined && named.has(name)
        ? ts.factory.createTypeReferenceNode(`shared['schemas']['${name}']`)
        : undefined;
    };
    const file = generatedFile(api);
    const body = astToString(
      await openapiTS({openapi, info, paths: {}, components: {schemas: own}}, {...OPTIONS, transform}),
    ).replace(/\/\*\*(?:[^*]|\*(?!\/))*\*\/\s*(\w+): shared\['schemas'\]\['\1'\];/g, "$1: shared['schemas']['$1'];");
    out[file] = header(`the served ${api.id} description`) + (named.size > 0 ? sharedImport(file) : '') + body;
  }
  return out;
}
