/**
 * Build time: the request validators of an API compiled to JavaScript (Ajv's standalone code), so the
 * engine can run where compiling a schema is not allowed (a page under a Content Security Policy without
 * `'unsafe-eval'`) and without shipping Ajv's compiler. The same options and the same schema document as
 * the engine's run-time validators (validate.ts), for every schema a request of the API is checked
 * against (operations' parameters and JSON bodies, openapi.ts).
 *
 * The code is an ES module that still `require`s Ajv's small runtime helpers and ajv-formats' formats:
 * bundle it (esbuild) before serving it. It exports `validators`: schema pointer -> validate function.
 */
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import {_} from 'ajv';
import addFormats from 'ajv-formats';
import {buildOperations, type SandboxApi} from '../../src/sandbox/openapi';
import {AJV_OPTIONS, SCHEMA_DOCUMENT_ID, requestSchemaDocument} from '../../src/sandbox/validate';

/** Every schema pointer a request of the API is validated against, sorted. */
export function requestSchemaPointers(api: SandboxApi): string[] {
  const pointers = new Set<string>();
  for (const op of buildOperations([api])) {
    for (const p of op.parameters) pointers.add(p.schemaPointer);
    if (op.body) pointers.add(op.body.schemaPointer);
  }
  return [...pointers].sort();
}

export function standaloneValidatorsCode(api: SandboxApi): string {
  const ajv = new Ajv2020({
    ...AJV_OPTIONS,
    code: {source: true, esm: true, formats: _`require("ajv-formats/dist/formats").fullFormats`},
  });
  addFormats(ajv);
  ajv.addSchema(requestSchemaDocument(api.bundled), SCHEMA_DOCUMENT_ID);
  const exports: Record<string, string> = {};
  const byPointer: Record<string, string> = {};
  requestSchemaPointers(api).forEach((pointer, i) => {
    const id = `request:${pointer}`;
    ajv.addSchema({$ref: `${SCHEMA_DOCUMENT_ID}${pointer}`}, id);
    exports[`v${i}`] = id;
    byPointer[pointer] = `v${i}`;
  });
  const code = standaloneCode(ajv, exports);
  const table = Object.entries(byPointer)
    .map(([pointer, name]) => `${JSON.stringify(pointer)}: ${name}`)
    .join(',\n  ');
  return `${code}\nexport const validators = {\n  ${table}\n};\n`;
}
