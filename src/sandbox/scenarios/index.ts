/**
 * Every outcome table of the sandbox's scenario catalogues, both audiences, as pages show them:
 * `<SandboxOutcomes table="…" />` (plugins/rules on the page, `expandScenarioTags` in the Markdown twins). A
 * provider table is shown only on a page of the restricted section (plugins/rules refuses it elsewhere). Build
 * time and tests only: no published file imports this index (it holds the provider's catalogue). Pure.
 */
import {scenarioTableMarkdown, type ScenarioCatalogue, type ScenarioTable} from './catalogue';
import {PROVIDER_SCENARIOS} from './provider';
import {PUBLIC_SCENARIOS, toolkitBankAccountRows} from './public';
import {providerSeedMarkdown, seedMarkdown} from '../seed/markdown';
import {PROVIDER_SEED} from '../seed/provider';

export interface ScenarioTableEntry {
  catalogue: ScenarioCatalogue;
  table: ScenarioTable;
  /** Shown only under the restricted prefix. */
  restricted: boolean;
}

const entries = (catalogue: ScenarioCatalogue, restricted: boolean) =>
  catalogue.tables.map((table): [string, ScenarioTableEntry] => [table.id, {catalogue, table, restricted}]);

export const SCENARIO_TABLES: Readonly<Record<string, ScenarioTableEntry>> = Object.fromEntries([
  ...entries(PUBLIC_SCENARIOS, false),
  ...entries(PROVIDER_SCENARIOS, true),
]);

/** Not an outcome table: the records a new sandbox holds (seed/), on the same tag. */
export const SEED_TABLE_ID = 'seeded-records';
/** The provider's records a new sandbox that serves the provider API holds (seed/provider.ts): restricted. */
export const PROVIDER_SEED_TABLE_ID = 'provider-seeded-records';

export const isScenarioTableId = (id: string) =>
  id === SEED_TABLE_ID || id === PROVIDER_SEED_TABLE_ID || Object.hasOwn(SCENARIO_TABLES, id);

/** Whether a table is shown only under the restricted prefix. */
export const isRestrictedTable = (id: string) =>
  id === PROVIDER_SEED_TABLE_ID || (id !== SEED_TABLE_ID && SCENARIO_TABLES[id].restricted);

/** The Markdown of one table; an unknown id throws naming the known ones. */
export function scenarioMarkdownOf(id: string): string {
  if (!isScenarioTableId(id))
    throw new Error(
      `unknown sandbox outcome table "${id}" (known: ${[...Object.keys(SCENARIO_TABLES), SEED_TABLE_ID, PROVIDER_SEED_TABLE_ID].join(', ')})`,
    );
  if (id === SEED_TABLE_ID) return seedMarkdown(toolkitBankAccountRows());
  if (id === PROVIDER_SEED_TABLE_ID) return providerSeedMarkdown(PROVIDER_SEED);
  const {catalogue, table} = SCENARIO_TABLES[id];
  return scenarioTableMarkdown(catalogue, table);
}

/** `<SandboxOutcomes table="…" />` on a line of its own. */
export const SCENARIO_TAG = /<SandboxOutcomes\s+table="([^"]*)"\s*\/>/g;

/** Replaces every `<SandboxOutcomes table="…" />` of an MDX text with its table (the Markdown twins, tests). */
export function expandScenarioTags(text: string): string {
  return text.replace(SCENARIO_TAG, (_, id: string) => scenarioMarkdownOf(id));
}
