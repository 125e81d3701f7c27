/**
 * The example catalogue (EXAMPLES.md) against every page and every OpenAPI example: the same id always means
 * the same object with the same data. Everything checked is read from EXAMPLES.md: the list of fields that
 * never change under one id, the ids it declares, and the values its tables (and its "`…abcd` created <time>"
 * notes) give. Occurrences are the objects with that `id` in the spec example files and in the JSON code
 * blocks of the pages (public and provider).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

type Json = Record<string, unknown>;
const CATALOGUE = fs.readFileSync('EXAMPLES.md', 'utf8');
const ID = /\b[0-9a-f]{24}\b/g;
const TIMESTAMP = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/;

function filesUnder(dir: string, test: RegExp): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p, test) : test.test(p) ? [p] : [];
  });
}
const SPEC_FILES = filesUnder('openapi', /\.ya?ml$/);
const PAGE_FILES = [...filesUnder('docs', /\.mdx?$/), ...filesUnder('docs-provider', /\.mdx?$/)];

/** The fields the catalogue says never change under one id. */
function immutableFields(): string[] {
  const m = /Fields that never change under one id:([\s\S]*?)\.\s/.exec(CATALOGUE);
  if (!m) throw new Error('EXAMPLES.md: no "Fields that never change under one id:" list');
  return [...m[1].matchAll(/`([A-Za-z]+)`/g)].map((x) => x[1]);
}

const declaredFull = new Set(CATALOGUE.match(ID) ?? []);
const patterns = [...CATALOGUE.matchAll(/`([0-9a-f]{20,22}N{2,4})`/g)].map(
  (m) => new RegExp(`^${m[1].replace(/N/g, '[0-9]')}$`),
);
const abbreviations = new Set([...CATALOGUE.matchAll(/…([0-9a-f]{4})\b/g)].map((m) => m[1]));
/** An id is declared in full, by a digit pattern, or as `…abcd` next to a declared id with the same first 20. */
function isDeclared(id: string): boolean {
  if (declaredFull.has(id) || patterns.some((p) => p.test(id))) return true;
  return abbreviations.has(id.slice(-4)) && [...declaredFull].some((d) => d.slice(0, 20) === id.slice(0, 20));
}
/** The full id an abbreviation `…abcd` stands for (unique among the ids the catalogue writes in full). */
function expand(suffix: string): string | undefined {
  const hits = [...declaredFull].filter((d) => d.endsWith(suffix));
  return hits.length === 1 ? hits[0] : undefined;
}

/** What the catalogue states: id -> field -> value, from its tables and its "created" notes. */
function catalogueFacts(fields: string[]): Map<string, Map<string, string>> {
  const facts = new Map<string, Map<string, string>>();
  const set = (id: string, field: string, value: string) => {
    if (!fields.includes(field)) return;
    if (!facts.has(id)) facts.set(id, new Map());
    const known = facts.get(id)!.get(field);
    if (known !== undefined && known !== value)
      throw new Error(`EXAMPLES.md says two things about ${id}.${field}: ${known} and ${value}`);
    facts.get(id)!.set(field, value);
  };
  const HEADERS: Record<string, string[]> = {
    reference: ['reference'],
    amount: ['amount'],
    method: ['paymentMethod'],
    invoiceRefNumber: ['invoiceRefNumber'],
    recurringAmount: ['recurringAmount'],
    frequency: ['frequency'],
    provider: ['provider'],
    creationType: ['creationType'],
    'sort code / account': ['sortCode', 'accountNumber'],
  };
  const lines = CATALOGUE.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('|') || !lines[i + 1]?.startsWith('|---')) continue;
    const header = lines[i]
      .split('|')
      .slice(1, -1)
      .map((h) => h.trim());
    const idColumn = header.indexOf('id');
    if (idColumn < 0) continue;
    for (let j = i + 2; j < lines.length && lines[j].startsWith('|'); j++) {
      const cells = lines[j]
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      const id = /`([0-9a-f]{24})`/.exec(cells[idColumn] ?? '')?.[1];
      if (!id) continue;
      header.forEach((h, k) => {
        const targets = HEADERS[h];
        if (!targets) return;
        const values = [...(cells[k] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]);
        const plain = /^([a-z_]+)/.exec(cells[k] ?? '')?.[1];
        targets.forEach((field, n) => {
          const value = targets.length === 1 ? (plain ?? values[0]) : values[n];
          if (value !== undefined) set(id, field, value);
        });
      });
      const row = lines[j];
      const created = /\b(?:createdAt|[Cc]reated)\b[^|,;]*?(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)/.exec(row);
      if (created) set(id, 'createdAt', created[1]);
      const statement = /statement `(https:[^`]+)`/.exec(row);
      if (statement) set(id, 'bankStatementAttachmentURL', statement[1]);
      const expected = /expected (\d{4}-\d\d-\d\d)\b/.exec(row);
      if (expected) set(id, 'expectedCompletedDate', expected[1]);
    }
  }
  // Notes in prose: "`…1c0e` created 2026-06-03T15:10:00.000Z", "`…b2` created …, expected 2026-08-03".
  for (const m of CATALOGUE.matchAll(/`…([0-9a-f]{2,4})` created (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)/g)) {
    const id = expand(m[1]);
    if (id) set(id, 'createdAt', m[2]);
  }
  return facts;
}

/** Every object that carries an id, with where it was found. */
function occurrences(): {id: string; where: string; object: Json}[] {
  const found: {id: string; where: string; object: Json}[] = [];
  const visit = (node: unknown, where: string) => {
    if (Array.isArray(node)) return node.forEach((n) => visit(n, where));
    if (!node || typeof node !== 'object') return;
    const o = node as Json;
    for (const key of ['id', '_id'])
      if (typeof o[key] === 'string' && /^[0-9a-f]{24}$/.test(o[key] as string))
        found.push({id: o[key] as string, where, object: o});
    for (const v of Object.values(o)) visit(v, where);
  };
  for (const file of SPEC_FILES) visit(parse(fs.readFileSync(file, 'utf8')), file);
  for (const file of PAGE_FILES) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/```json[^\n]*\n([\s\S]*?)```/g)) {
      const line = text.slice(0, m.index).split('\n').length;
      visit(JSON.parse(m[1]), `${file}:${line}`);
    }
  }
  return found;
}

const valueOf = (v: unknown) =>
  v && typeof v === 'object' && 'id' in (v as Json) ? String((v as Json).id) : v === null ? 'null' : String(v);

describe('EXAMPLES.md: the same id is the same object everywhere', () => {
  const fields = immutableFields();
  const facts = catalogueFacts(fields);
  const found = occurrences();

  it('reads the catalogue: the fixed fields, dozens of ids with stated values', () => {
    expect(fields).toContain('createdAt');
    expect(fields.length).toBeGreaterThan(10);
    expect(facts.size).toBeGreaterThan(30);
    expect(facts.get('66509a8b7c6d5e4f3a2b1c0e')?.get('createdAt')).toBe('2026-06-03T15:10:00.000Z');
    expect(found.length).toBeGreaterThan(300);
  });

  it('every fixed field of every occurrence equals the catalogue', () => {
    const problems: string[] = [];
    for (const {id, where, object} of found) {
      for (const [field, value] of facts.get(id) ?? []) {
        if (!(field in object)) continue;
        const actual = valueOf(object[field]);
        if (actual !== value) problems.push(`${where}: ${id}.${field} is ${actual}, the catalogue says ${value}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every fixed field of an id has one value across pages and specs', () => {
    const seen = new Map<string, {value: string; where: string}>();
    const problems: string[] = [];
    for (const {id, where, object} of found) {
      for (const field of fields) {
        if (!(field in object)) continue;
        const key = `${id}.${field}`;
        const value = valueOf(object[field]);
        const first = seen.get(key);
        if (!first) seen.set(key, {value, where});
        else if (first.value !== value) problems.push(`${key}: ${value} in ${where}, ${first.value} in ${first.where}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every id used in a page or a spec is declared in the catalogue', () => {
    const undeclared = new Map<string, string>();
    for (const file of [...SPEC_FILES, ...PAGE_FILES])
      for (const id of fs.readFileSync(file, 'utf8').match(ID) ?? [])
        if (!isDeclared(id) && !undeclared.has(id)) undeclared.set(id, file);
    expect([...undeclared].map(([id, file]) => `${id} (${file})`)).toEqual([]);
  });

  it('no recurring collection is expected on a weekend or a UK bank holiday', () => {
    // England and Wales bank holidays of the years the examples cover.
    const holidays = new Set([
      '2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28',
      '2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27', '2027-12-28',
    ]); // prettier-ignore
    const bad = found
      .filter(
        ({object}) =>
          object.parentEntityType === 'RecurringPayment' && typeof object.expectedCompletedDate === 'string',
      )
      .filter(({object}) => {
        const date = object.expectedCompletedDate as string;
        const day = new Date(`${date}T12:00:00Z`).getUTCDay();
        return day === 0 || day === 6 || holidays.has(date);
      })
      .map(({id, where, object}) => `${where}: ${id} expected ${String(object.expectedCompletedDate)}`);
    for (const [id, f] of facts)
      if (f.has('expectedCompletedDate') && f.get('parentEntityType') !== 'Payment') {
        const date = f.get('expectedCompletedDate')!;
        const day = new Date(`${date}T12:00:00Z`).getUTCDay();
        if (
          /RecurringPayment/.test(CATALOGUE.split('\n').find((l) => l.includes(id)) ?? '') &&
          (day === 0 || day === 6)
        )
          bad.push(`EXAMPLES.md: ${id} expected ${date}`);
      }
    expect(bad).toEqual([]);
    expect(TIMESTAMP.test('2026-07-01T10:30:00.000Z')).toBe(true);
  });
});
