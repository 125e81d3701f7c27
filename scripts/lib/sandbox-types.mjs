// The sandbox's record types, generated from the served bundles with openapi-typescript (issue 37: typed
// collections): one file per served API whose records the sandbox stores, which resource modules import their record
// types from (`components['schemas']['Transaction']`) instead of writing them by hand. Only the schemas are
// generated (a module stores records and reads validated bodies; it never types a path). The public APIs' files are
// in src/sandbox/generated/; the provider's in src/sandbox/resources/provider/generated/, beside the only modules
// that may import it (eslint.config.mjs: no other module imports from that folder).
// `npm run sandbox:types` writes them; tests/unit/sandbox-types.test.ts fails when one is not what the bundles give.
import openapiTS, {astToString} from 'openapi-typescript';

export const GENERATED_DIR = 'src/sandbox/generated';
export const PROVIDER_GENERATED_DIR = 'src/sandbox/resources/provider/generated';

/** Where the generated types of the API `api` (`{id, family}`) are written, relative to the repository. */
export const generatedFile = (api) =>
  `${api.family === 'provider' ? PROVIDER_GENERATED_DIR : GENERATED_DIR}/${api.id}.ts`;

/**
 * A field with a `default` that is not `required` stays optional: the engine validates a request's body without
 * filling defaults in (src/sandbox/validate.ts), so a handler must not read it as present (openapi-typescript's
 * default, `defaultNonNullable: true`, would type `paymentMethod` of a create as always there).
 */
const OPTIONS = {defaultNonNullable: false};

const header = (id) =>
  `/**\n * The schemas of the served ${id} description, as openapi-typescript generates them: do not edit\n` +
  ` * (\`npm run sandbox:types\` writes this file from the served bundle; tests/unit/sandbox-types.test.ts checks it).\n */\n`;

/**
 * `{path: text}` of the generated types of every API of `apis` (the compiled bundles, `loadApis(true)`), keyed by
 * the path `generatedFile` gives. Deterministic: the bundle's schemas in the bundle's order.
 */
export async function sandboxTypes(apis) {
  const out = {};
  for (const api of [...apis].sort((a, b) => a.id.localeCompare(b.id))) {
    const {openapi, info} = api.bundled;
    const schemasOnly = {openapi, info, paths: {}, components: {schemas: api.bundled.components?.schemas ?? {}}};
    out[generatedFile(api)] = header(api.id) + astToString(await openapiTS(schemasOnly, OPTIONS));
  }
  return out;
}
