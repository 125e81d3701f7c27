/**
 * The seeded records as a Markdown table, for `<SandboxOutcomes table="seeded-records" />` on the sandbox
 * outcomes guide (scenarios/index.ts): rendered from SANDBOX_SEED, never retyped; and the provider's
 * (`provider-seeded-records`, from PROVIDER_SEED, restricted) for the provider section's. Pure.
 */
import {SANDBOX_SEED, type SeedStep} from '.';

/**
 * The Toolkit API module of a seed step's path (`/v1/inventory/items/create` -> `inventory`; a Partner path
 * `/partner/v1/{companyId}/payments/…` -> `payments`), or the record's own `api` (a test-bank step's).
 */
const moduleOf = (path: string) => path.replace(/^\/partner\/v1\/[^/]+/, '/v1').split('/')[2];

/** The seeded records, after `first` (rows of records the seed steps do not make, such as the company's bank accounts). */
export function seedMarkdown(first: readonly string[] = []): string {
  return [
    '| Id | Record | Toolkit API |',
    '| --- | --- | --- |',
    ...first,
    ...SANDBOX_SEED.flatMap((step) =>
      (step.makes ?? []).map(
        (r) => `| \`${r.id}\` | ${r.what.replace(/\|/g, '\\|')} | \`${r.api ?? moduleOf(step.path)}\` |`,
      ),
    ),
  ].join('\n');
}

/** The provider's seeded records (seed/provider.ts), for the provider section's sandbox outcomes page only. */
export function providerSeedMarkdown(steps: readonly SeedStep[]): string {
  return [
    '| Id | Record |',
    '| --- | --- |',
    ...steps.flatMap((step) => (step.makes ?? []).map((r) => `| \`${r.id}\` | ${r.what.replace(/\|/g, '\\|')} |`)),
  ].join('\n');
}
