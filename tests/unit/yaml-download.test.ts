import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {compileApi, listApis} from '../../plugins/api-reference/compile';
import {specYaml} from '../../plugins/api-reference/yaml-download';
import {apiReferenceOptions} from '../../openapi/site';

/** What a YAML 1.1 reader (PyYAML safe_load, js-yaml's default schema) makes of a YAML text. */
const yaml11 = (text: string) => parse(text, {version: '1.1'}) as unknown;
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('YAML downloads read the same as the JSON download, in YAML 1.1 and 1.2', () => {
  it('quotes every string a YAML 1.1 reader would turn into something else', () => {
    const tricky = {
      date: '2026-07-01',
      timestamp: '2026-07-01T10:30:00.000Z',
      yes: 'yes',
      on: 'on',
      no: 'N',
      sexagesimal: '1:20',
      octal: '0777',
      underscored: '1_000',
      exponent: '1e3',
      numbers: [1, 2.5, -3],
      flags: [true, false, null],
    };
    const text = specYaml(tricky);
    expect(text).not.toMatch(/^%YAML/);
    expect(yaml11(text)).toEqual(tricky);
    expect(parse(text)).toEqual(tricky);
  });

  it('every API, as the build writes it', async () => {
    const apis = await listApis(apiReferenceOptions.configFile);
    expect(apis.length).toBeGreaterThanOrEqual(18);
    for (const {id} of apis) {
      const {bundled} = await compileApi(apiReferenceOptions, id);
      const text = specYaml(bundled);
      expect(yaml11(text), `${id} read as YAML 1.1`).toEqual(asJson(bundled));
      expect(parse(text), `${id} read as YAML 1.2`).toEqual(asJson(bundled));
    }
  }, 240_000);
});
