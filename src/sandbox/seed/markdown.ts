/**
 * The seeded records as a Markdown table, for `<SandboxOutcomes table="seeded-records" />` on the sandbox
 * outcomes guide (scenarios/index.ts): rendered from SANDBOX_SEED, never retyped. Pure.
 */
import {SANDBOX_SEED} from '.';

/** The API module of a Toolkit create path (`/v1/inventory/items/create` -> `inventory`). */
const moduleOf = (path: string) => path.split('/')[2];

export function seedMarkdown(): string {
  return [
    '| Id | Record | Toolkit API |',
    '| --- | --- | --- |',
    ...SANDBOX_SEED.flatMap((step) =>
      (step.makes ?? []).map((r) => `| \`${r.id}\` | ${r.what.replace(/\|/g, '\\|')} | \`${moduleOf(step.path)}\` |`),
    ),
  ].join('\n');
}
