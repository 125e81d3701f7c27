/**
 * The probe of search (tests/e2e/lib/search-probe.ts, `npm run search:measure -- --probe`): its queries against the
 * record each was written for, or that record's twin in another API; and the files kept out of the index, or the
 * probe would measure queries the index holds word for word.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {readAsked} from '../../plugins/search-index/asked';
import type {SearchRecord} from '../../plugins/search-index/records';
import {probeFile, probeQueries, readProbe} from '../e2e/lib/search-probe';
import {poolBands} from '../e2e/lib/search-figures';

const record = (url: string, kind: SearchRecord['kind'], title = 'Refund a payment'): SearchRecord => ({
  url,
  title,
  kind,
  context: 'Toolkit API',
  blocks: [],
  fields: [],
  keywords: [],
});

describe('the probe of search', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-probe-'));
  afterAll(() => fs.rmSync(root, {recursive: true, force: true}));
  const records = [
    record('/toolkit/api#refund-payment', 'operation'),
    record('/partner/api#refund-payment', 'operation'),
    record('/toolkit/overview#errors', 'section', 'Errors'),
    record('/partner/overview#errors', 'section', 'Errors'),
  ];
  fs.mkdirSync(path.dirname(probeFile(root, 'public')), {recursive: true});
  fs.writeFileSync(
    probeFile(root, 'public'),
    JSON.stringify({
      '/toolkit/api#refund-payment': ['give a shopper their money back', 'stripe refund equivalent'],
      '/toolkit/overview#errors': ['what does a 409 mean'],
      '/gone#renamed': ['a query of a heading since renamed'],
    }),
  );

  it('answers a query with its record, or the same operation, webhook or schema in another API; a section alone', () => {
    const {queries, gone} = probeQueries(root, 'public', records);
    expect(queries.map((q) => q.query)).toEqual([
      'give a shopper their money back',
      'stripe refund equivalent',
      'what does a 409 mean',
    ]);
    const answers = (i: number) => records.filter(queries[i].expected).map((r) => r.url);
    expect(answers(0)).toEqual(['/toolkit/api#refund-payment', '/partner/api#refund-payment']);
    expect(answers(2)).toEqual(['/toolkit/overview#errors']);
    expect(queries.map((q) => q.kind)).toEqual(['operation', 'operation', 'section']);
    expect(gone).toBe(1);
  });

  it('holds no query the index holds: none of its queries is an asked query of any record', () => {
    for (const index of ['public', 'provider'] as const) {
      const asked = new Set(Object.values(readAsked(process.cwd(), index)).flat());
      const queries = Object.values(readProbe(process.cwd(), index)).flat();
      expect(queries.length).toBeGreaterThan(1000);
      expect(queries.filter((q) => asked.has(q))).toEqual([]);
    }
  });
});

describe('where the expected results sit (`search:measure -- --pool`)', () => {
  it('bands a set by order and finding: top 3, read but lower, in the pool but not read, not found', () => {
    const rows = [
      {shown: 1, pooled: true},
      {shown: 3, pooled: true},
      {shown: 4, pooled: true},
      {shown: 12, pooled: true},
      {shown: 0, pooled: true},
      {shown: 0, pooled: false},
    ];
    expect(poolBands('a set', rows, 12)).toBe(
      'a set: 6 queries, the expected result at 1-3: 2, 4-12: 2, in the pool, not read: 1, not found: 1',
    );
  });
});
