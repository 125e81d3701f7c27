/**
 * The sandbox's seed (src/sandbox/seed/): a new sandbox holds each seeded record under its documented id, made
 * through the API (so it reads back as any record does); a reset seeds again; a
 * sandbox started from a saved state is not seeded over; the guide's table lists every seeded id.
 */
import {describe, expect, it} from 'vitest';
import {SANDBOX_SEED, bodyOf, madeBy, recordsNamed, seededRecords, type SeedStep} from '../../src/sandbox/seed';
import fs from 'node:fs';
import {expandScenarioTags, isRestrictedTable} from '../../src/sandbox/scenarios';
import {toolkitBankAccountRows} from '../../src/sandbox/scenarios/public';
import {PROVIDER_PRESET} from '../../src/sandbox/presets/provider';
import {PUBLIC_PRESET} from '../../src/sandbox/presets/public';
import {PROVIDER_ONLY_PRESET} from '../../src/sandbox/presets/provider-only';
import {PROVIDER_SEED} from '../../src/sandbox/seed/provider';
import {pageSandboxOptions} from '../../src/components/TryIt/page-sandbox';
import {buildOperations, matchRoute} from '../../src/sandbox/openapi';
import {sandboxApis, testSandbox} from './sandbox-helpers';

/** The get call of a seeded record: its create path with the id for `create`. */
const getPath = (step: SeedStep) => step.path.replace(/\/create$/, `/${madeBy(step)!.id}`);
/** The Toolkit create calls of the seed (`…/create`), whose record reads back at the get path. */
const CREATES = SANDBOX_SEED.filter((s) => !s.family && madeBy(s) && s.path.endsWith('/create'));
/** A seeded customer with no invoice or order, so that it can be deleted: Callum Reed. */
const CUSTOMER = SANDBOX_SEED.find((r) => madeBy(r)?.id === '6655a1b2c3d4e5f6a7b8c905')!;

describe('the sandbox seed', () => {
  it('holds every seeded record under its documented id, as the create call made it', async () => {
    const {call, sandbox} = await testSandbox({preset: PROVIDER_PRESET});
    for (const step of CREATES) {
      const record = madeBy(step)!;
      const r = await call('GET', getPath(step));
      expect(r.status, `${record.what}: ${r.body}`).toBe(200);
      expect(r.json.data.id).toBe(record.id);
      for (const [field, value] of Object.entries(bodyOf(step, sandbox.now()) as Record<string, unknown>))
        // Each field the record shows under the name it was sent by (a recurring payment's `reference` is its
        // `invoiceRefNumber`; notes, lines and opening stock become records of their own).
        if (field in r.json.data && field !== 'notes' && field !== 'lines')
          expect(r.json.data[field], `${record.what} ${field}`).toEqual(value);
    }
  });

  it('seeds on a later day too (a sandbox is first started on any day): every seeded record is there', async () => {
    const {call, sandbox} = await testSandbox({
      preset: PROVIDER_PRESET,
      clock: () => Date.parse('2027-06-01T09:00:00.000Z'),
    });
    expect((await call('GET', '/_sandbox')).status).toBe(200);
    const state = JSON.stringify(sandbox.snapshot());
    for (const record of seededRecords(SANDBOX_SEED)) expect(state, record.what).toContain(`"${record.id}"`);
    // In the state its examples need: the sent payment (cancel, edit) is not overdue.
    expect((await call('GET', '/v1/payments/single/6651b2c3d4e5f6a7b8c9d0e6')).json.data.status).toBe('sent');
  });

  it("seeds what a sandbox of some APIs serves (Try it on one page): the others' records and their bank steps left out", async () => {
    // Each API alone, as Try it starts its sandbox with the page's APIs only: the first request answers, never a 500.
    for (const api of await sandboxApis()) {
      const defects: string[] = [];
      const {call, sandbox} = await testSandbox({
        preset: PUBLIC_PRESET,
        apis: [api],
        logDefect: (m) => defects.push(m),
      });
      const r = await call('GET', '/_sandbox');
      expect([r.status, defects], api.id).toEqual([200, []]);
      const state = JSON.stringify(sandbox.snapshot());
      // What the seed makes through this API is there, when it names no record of another API's.
      const seeded = new Set(seededRecords(SANDBOX_SEED).map((r) => r.id));
      const namesOthers = (step: SeedStep) => recordsNamed(step, seeded).length > 0;
      for (const step of SANDBOX_SEED.filter((s) => madeBy(s) && !s.path.startsWith('/_sandbox/') && !namesOthers(s)))
        if ('operation' in matchRoute(buildOperations([api]), step.method ?? 'POST', step.path))
          expect(state, `${api.id}: ${madeBy(step)!.what}`).toContain(`"${madeBy(step)!.id}"`);
    }
  });

  it("seeds the provider's records only where the provider API is served, each alone as its page's Try it starts it", async () => {
    const all = await sandboxApis(true);
    const provider = all.filter((a) => a.family === 'provider');
    const defects: string[] = [];
    const page = await testSandbox({
      ...pageSandboxOptions([{api: provider[0], preset: PROVIDER_ONLY_PRESET}]),
      logDefect: (m) => defects.push(m),
    });
    expect([(await page.call('GET', '/_sandbox')).status, defects]).toEqual([200, []]);
    const state = JSON.stringify(page.sandbox.snapshot());
    for (const record of seededRecords(PROVIDER_SEED)) expect(state, record.what).toContain(`"${record.id}"`);
    // Its documented states: the consent authorised, the payment executed, the refund of a part of it executed.
    expect(
      (await page.call('GET', '/provider/v1/data/access-consents/aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40')).json.result
        .status,
    ).toBe('Authorised');
    expect(
      (await page.call('GET', '/provider/v1/refund/single-immediate-payment/6651a0d4b8e2f3a4c5d6e7f9')).json.result
        .status,
    ).toBe('executed');
    // A public sandbox holds none of them.
    const {call, sandbox} = await testSandbox({preset: PUBLIC_PRESET});
    expect((await call('GET', '/_sandbox')).status).toBe(200);
    const publicState = JSON.stringify(sandbox.snapshot());
    for (const record of seededRecords(PROVIDER_SEED)) expect(publicState, record.what).not.toContain(record.id);
  });

  it('seeds again after a reset', async () => {
    const {call} = await testSandbox({preset: PROVIDER_PRESET});
    expect((await call('DELETE', `/v1/customers/${madeBy(CUSTOMER)!.id}/delete`)).status).toBe(200);
    expect((await call('GET', getPath(CUSTOMER))).status).toBe(404);
    await call('POST', '/_sandbox/reset');
    expect((await call('GET', getPath(CUSTOMER))).status).toBe(200);
  });

  it('does not seed over a saved state', async () => {
    const first = await testSandbox({preset: PROVIDER_PRESET});
    expect((await first.call('DELETE', `/v1/customers/${madeBy(CUSTOMER)!.id}/delete`)).status).toBe(200);
    const again = await testSandbox({preset: PROVIDER_PRESET, state: first.sandbox.snapshot()});
    expect((await again.call('GET', getPath(CUSTOMER))).status).toBe(404);
    expect((await again.call('GET', getPath(CREATES.at(-1)!))).status).toBe(200);
  });

  it('lists every seeded id on the guide', () => {
    const table = expandScenarioTags('<SandboxOutcomes table="seeded-records" />');
    const records = seededRecords(SANDBOX_SEED);
    for (const record of records) expect(table).toContain(`\`${record.id}\``);
    expect(table.split('\n')).toHaveLength(records.length + 2 + toolkitBankAccountRows().length);
  });

  it("lists the Toolkit company's bank accounts, saying which one's recurring payments are checked", async () => {
    // An integrator writing from the pages had to guess whether the example's bankAccount is connected through the
    // data API, which the checks of a recurring payment need (issue 38).
    const table = expandScenarioTags('<SandboxOutcomes table="seeded-records" />');
    const {call} = await testSandbox({preset: PROVIDER_PRESET});
    const listed = (await call('GET', '/v1/company/bank-accounts/list')).json as {data: Record<string, unknown>[]};
    expect(listed.data.length).toBeGreaterThan(0);
    for (const account of listed.data) {
      const row = table.split('\n').find((l) => l.startsWith(`| \`${String(account.id)}\``));
      expect(row, String(account.id)).toContain(`\`${String(account.creationType)}\``);
      expect(row).toContain(account.creationType === 'data_api' ? 'are checked' : 'no data API checks');
    }
  });

  it("lists every provider seeded id on the provider section's page only", () => {
    const table = expandScenarioTags('<SandboxOutcomes table="provider-seeded-records" />');
    const records = seededRecords(PROVIDER_SEED);
    for (const record of records) expect(table).toContain(`\`${record.id}\``);
    expect(table.split('\n')).toHaveLength(records.length + 2);
    expect(isRestrictedTable('provider-seeded-records')).toBe(true);
    expect(fs.readFileSync('docs-provider/sandbox-outcomes.mdx', 'utf8')).toContain('table="provider-seeded-records"');
  });
});
