/**
 * The MCP server's `list_scenarios` (src/mcp/scenarios.ts): the scenario catalogues of the file's audience. The
 * public file's presets hold the public catalogue only, so it lists no provider row (sealed-bundles.test.ts bundles
 * that file and finds no provider string); the provider section's file lists both.
 */
import {describe, expect, it} from 'vitest';
import {listScenarios} from '../../src/mcp/scenarios';
import {createMcpServer} from '../../src/mcp/server';
import {PUBLIC_PRESET} from '../../src/sandbox/presets/public';
import {PROVIDER_PRESET} from '../../src/sandbox/presets/provider';
import {PROVIDER_SCENARIOS} from '../../src/sandbox/scenarios/provider';
import {PUBLIC_SCENARIOS} from '../../src/sandbox/scenarios/public';
import {expandScenarioTags} from '../../src/sandbox/scenarios';
import {connectedClient, mcpData} from './lib/mcp-client';

const ids = (c: {tables: readonly {id: string}[]}) => c.tables.map((t) => t.id);

describe('list_scenarios', () => {
  it('lists the public catalogue only in the public file: its rows as the page shows them, bands, buttons, register', () => {
    const listed = listScenarios({public: PUBLIC_PRESET});
    expect(listed.tables.map((t) => t.id)).toEqual(ids(PUBLIC_SCENARIOS));
    for (const id of ids(PROVIDER_SCENARIOS)) expect(listed.tables.map((t) => t.id)).not.toContain(id);
    expect(listed.bands.map((b) => b.name)).not.toContain('vrpPayment');
    expect(listed.banks).toEqual([]);
    // The rows are the page's rows, endings filled in.
    const page = expandScenarioTags('<SandboxOutcomes table="bank-accounts" />');
    for (const row of listed.tables.find((t) => t.id === 'bank-accounts')!.rows) expect(page).toContain(row.input);
    expect(listed.bands.find((b) => b.name === 'dataApiCheck')).toMatchObject({
      field: 'amount',
      cases: [
        {name: 'unableThenMade', endings: '.94', outcome: ['unable_to_check', 'payment_made']},
        {name: 'connectionLost', endings: '.95', outcome: ['permanent_connection_loss']},
      ],
      otherwise: ['payment_made'],
    });
    expect(listed.controls).toContainEqual({
      on: 'recurring payment (active)',
      action: 'next-missed',
      label: 'Next payment: missed',
    });
    expect(listed.controls.map((c) => c.action)).toContain('manual-check-required-then-approved');
    expect(listed.register.find((r) => r.identifier === 'SC482913')?.directors.length).toBeGreaterThan(0);
  });

  it('adds the provider catalogue in the provider file, and names the tables when one is unknown', () => {
    const listed = listScenarios({public: PUBLIC_PRESET, provider: PROVIDER_PRESET});
    expect(listed.tables.map((t) => t.id)).toEqual([...ids(PUBLIC_SCENARIOS), ...ids(PROVIDER_SCENARIOS)]);
    expect(listed.banks.map((b) => `${b.provider} ${b.flow}`)).toContain('bg-postbank embedded');
    const vrp = listScenarios({public: PUBLIC_PRESET, provider: PROVIDER_PRESET}, 'vrp');
    expect(vrp.tables.map((t) => t.id)).toEqual(['vrp']);
    expect(vrp.bands.map((b) => b.name).sort()).toEqual(['vrpConsent', 'vrpFunds', 'vrpPayment']);
    expect(() => listScenarios({public: PUBLIC_PRESET}, 'vrp')).toThrow(/unknown table "vrp": the tables are single/);
  });

  it('is a tool of the server', async () => {
    const server = createMcpServer(mcpData());
    const client = await connectedClient(server);
    try {
      expect((await client.listTools()).tools.map((t) => t.name)).toContain('list_scenarios');
      const answer = (await client.callTool({name: 'list_scenarios', arguments: {table: 'single-payments'}})) as {
        isError?: boolean;
        content: {text: string}[];
      };
      expect(answer.isError).toBeFalsy();
      const listed = JSON.parse(answer.content[0].text);
      expect(listed.tables[0].rows.length).toBe(PUBLIC_SCENARIOS.tables[0].rows.length);
      const unknown = (await client.callTool({name: 'list_scenarios', arguments: {table: 'nope'}})) as {
        isError?: boolean;
      };
      expect(unknown.isError).toBe(true);
    } finally {
      await client.close();
      await server.close();
    }
  });
});
