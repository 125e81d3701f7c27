/**
 * The YAML and JSON downloads hold the same values for every reader: each served YAML, read with a YAML 1.1
 * reader (as PyYAML's safe_load and js-yaml's default schema read it: unquoted dates become dates, `yes`
 * becomes true) and with a YAML 1.2 reader, equals the JSON download served next to it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {baseUrl} from './harness';
import {RESTRICTED} from '../../src/restricted';

const downloads = ['/openapi', `${RESTRICTED.prefix}/openapi`].flatMap((dir) =>
  fs
    .readdirSync(path.join('build', dir))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => `${dir}/${f}`),
);

describe('YAML downloads equal their JSON downloads', () => {
  it('serves a YAML and a JSON download for every API, public and restricted', () => {
    expect(downloads.length).toBeGreaterThanOrEqual(18);
    expect(downloads.some((d) => d.startsWith(`${RESTRICTED.prefix}/`))).toBe(true);
  });

  it.each(downloads)('%s', async (yamlPath) => {
    const get = async (p: string) => {
      const res = await fetch(baseUrl() + p);
      expect(res.status, p).toBe(200);
      return res.text();
    };
    const json = JSON.parse(await get(yamlPath.replace(/\.yaml$/, '.json'))) as unknown;
    const text = await get(yamlPath);
    expect(parse(text, {version: '1.1'}), 'read as YAML 1.1').toEqual(json);
    expect(parse(text), 'read as YAML 1.2').toEqual(json);
  });
});
