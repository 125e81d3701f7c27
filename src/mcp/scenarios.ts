/**
 * `list_scenarios`: the sandbox's scenario catalogues of this file's audience (src/sandbox/scenarios), as the
 * sandbox outcome pages show them: each table's rows (input, result, webhooks), the bands of endings that choose
 * an outcome, the test-bank buttons, the company register and the EU banks' flows. The public file's presets hold
 * the public catalogue only; the provider section's file the provider's too (src/mcp/presets.ts). Pure.
 */
import type {Presets} from '../sandbox/preset';
import {endingsText, rowInput, type ScenarioCatalogue} from '../sandbox/scenarios/catalogue';

export interface ScenarioListing {
  tables: {id: string; rows: {input: string; result: string; webhooks: string}[]}[];
  bands: {
    name: string;
    field: string;
    cases: {name: string; endings: string; outcome: unknown}[];
    otherwise: unknown;
  }[];
  controls: {on: string; action: string; label: string}[];
  register: {identifier: string; directors: readonly string[]}[];
  banks: {provider: string; flow: string; note: string}[];
}

/** The catalogues of the widest preset here (the provider's, where this file has it). */
const cataloguesOf = (presets: Presets): readonly ScenarioCatalogue[] =>
  (presets.provider ?? presets.public).scenarios ?? [];

/** Every table (or the one named `table`), with the bands, buttons, register and banks of its catalogues. */
export function listScenarios(presets: Presets, table?: string): ScenarioListing {
  const catalogues = cataloguesOf(presets);
  const known = catalogues.flatMap((c) => c.tables.map((t) => t.id));
  if (table !== undefined && !known.includes(table))
    throw new Error(`unknown table "${table}": the tables are ${known.join(', ')}`);
  const chosen = table === undefined ? catalogues : catalogues.filter((c) => c.tables.some((t) => t.id === table));
  return {
    tables: chosen.flatMap((c) =>
      c.tables
        .filter((t) => table === undefined || t.id === table)
        .map((t) => ({
          id: t.id,
          rows: t.rows.map((r) => ({input: rowInput(c, r), result: r.result, webhooks: r.webhooks})),
        })),
    ),
    bands: chosen.flatMap((c) =>
      Object.entries(c.bands)
        .filter(
          ([name]) =>
            table === undefined || c.tables.some((t) => t.id === table && t.rows.some((r) => r.band?.band === name)),
        )
        .map(([name, band]) => ({
          name,
          field: band.field,
          cases: Object.entries(band.cases).map(([n, k]) => ({
            name: n,
            endings: endingsText(band, k.endings).replace(/`/g, ''),
            outcome: k.outcome,
          })),
          otherwise: band.otherwise,
        })),
    ),
    controls: chosen.flatMap((c) => [...(c.controls ?? [])]),
    register: chosen.flatMap((c) => [...(c.register ?? [])]),
    banks: chosen.flatMap((c) => [...(c.banks ?? [])]),
  };
}
