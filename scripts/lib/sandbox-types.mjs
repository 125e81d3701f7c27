// The sandbox's record types, generated from the served bundles with openapi-typescript (issue 37: typed
// collections): one file per API of TYPED_APIS in src/sandbox/generated/, which resource modules import their
// record types from (`components['schemas']['Transaction']`) instead of writing them by hand.
// `npm run sandbox:types` writes them; tests/unit/sandbox-types.test.ts fails when one is not what the bundles give.
import openapiTS, {astToString} from 'openapi-typescript';

/** The APIs whose schemas the sandbox's modules type their records with. */
export const TYPED_APIS = ['partner-transactions', 'partner-integrations'];

export const GENERATED_DIR = 'src/sandbox/generated';

const header = (id) =>
  `/**\n * The schemas of the served ${id} description, as openapi-typescript generates them: do not edit\n` +
  ` * (\`npm run sandbox:types\` writes this file from the served bundle; tests/unit/sandbox-types.test.ts checks it).\n */\n`;

/** `{file name: text}` of the generated types, from the compiled bundles (`loadApis`). */
export async function sandboxTypes(apis) {
  const out = {};
  for (const id of TYPED_APIS) {
    const api = apis.find((a) => a.id === id);
    if (!api) throw new Error(`sandbox types: no served bundle ${id}`);
    out[`${id}.ts`] = header(id) + astToString(await openapiTS(api.bundled));
  }
  return out;
}
