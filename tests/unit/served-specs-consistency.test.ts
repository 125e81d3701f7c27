/**
 * What every served OpenAPI description must be, checked on the bundles the build serves (compileApi):
 * titles written one way, no component without a use (a root alias such as `companyId` next to the
 * bundled `CompanyId` is one), a 4XX response on every operation, and one definition of the payment
 * link id and of the bank `provider` in the public payment-flow requests.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {compileApi, listApis, type CompiledApi} from '../../plugins/api-reference/compile';
import {apiReferenceOptions} from '../../openapi/site';

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

let apis: CompiledApi[] = [];
beforeAll(async () => {
  const ids = (await listApis(apiReferenceOptions.configFile)).map((a) => a.id);
  apis = await Promise.all(ids.map((id) => compileApi(apiReferenceOptions, id)));
}, 240_000);

const operations = (api: CompiledApi) =>
  Object.entries((api.bundled.paths as Record<string, Json>) ?? {}).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([m]) => METHODS.includes(m))
      .map(([method, op]) => ({path, method, op: op as Json})),
  );

describe('served OpenAPI descriptions', () => {
  it('titles: "Fernpay <Section> API" and, for one API of a section, ": <api>" in lower case', () => {
    for (const api of apis) {
      const title = String((api.bundled.info as Json).title);
      expect(title, api.id).toMatch(/^Fernpay (Toolkit|Partner|Provider) API(: [a-z][a-z ]+)?$/);
      const section = /^(toolkit|partner)-/.exec(api.id)?.[1];
      if (section) expect(title, api.id).toContain(`Fernpay ${section[0].toUpperCase()}${section.slice(1)} API: `);
    }
  });

  it('every component is used ($ref) somewhere else in the bundle', () => {
    for (const api of apis) {
      const text = JSON.stringify(api.bundled);
      for (const [kind, entries] of Object.entries((api.bundled.components as Record<string, Json>) ?? {})) {
        if (kind === 'securitySchemes') continue;
        for (const name of Object.keys(entries))
          expect(text.includes(`"#/components/${kind}/${name}"`), `${api.id} components.${kind}.${name}`).toBe(true);
      }
    }
  });

  it('every operation documents at least one 4XX response', () => {
    const missing = apis.flatMap((api) =>
      operations(api)
        .filter(({op}) => !Object.keys((op.responses as Json) ?? {}).some((code) => /^4(\d\d|XX)$/.test(code)))
        .map(({path, method}) => `${api.id} ${method.toUpperCase()} ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('the public payment flow takes one kind of link id and one provider list', () => {
    const toolkitSingle = apis.find((a) => a.id === 'toolkit-single-payments')!;
    const toolkitRecurring = apis.find((a) => a.id === 'toolkit-recurring-payments')!;
    for (const api of [toolkitSingle, toolkitRecurring]) {
      const schemas = (api.bundled.components as {schemas: Record<string, Json>}).schemas;
      expect(schemas.PaymentLinkId, api.id).toMatchObject({pattern: '^[a-f0-9]{20}$'});
      const text = JSON.stringify(api.bundled);
      expect(text, api.id).not.toContain('A-Za-z0-9_-]{1,128}');
      for (const [name, schema] of Object.entries(schemas).filter(([n]) => /^Initiate.*Request$/.test(n))) {
        const props = schema.properties as Record<string, Json>;
        expect(props.id.$ref, `${api.id} ${name}.id`).toBe('#/components/schemas/PaymentLinkId');
        expect(props.provider.$ref, `${api.id} ${name}.provider`).toBe('#/components/schemas/BankProviderConnectable');
      }
    }
  });
});
