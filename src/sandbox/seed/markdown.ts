/**
 * The seeded records as a Markdown table, for `<SandboxOutcomes table="seeded-records" />` on the sandbox
 * outcomes guide (scenarios/index.ts): rendered from SANDBOX_SEED, never retyped; and the provider's
 * (`provider-seeded-records`, from PROVIDER_SEED, restricted) for the provider section's. Pure.
 */
import {SANDBOX_SEED, type SeedStep} from '.';
import {TOOLKIT_COMPANY_ID} from '../credentials';
import {COMPANY_SEEDS} from '../resources/company-seeds';

/**
 * The Toolkit terminal's company's bank accounts, which every payment example uses (the first is the default): a
 * recurring payment's collections are checked only when its `bankAccount` is a `data_api` one.
 */
export function toolkitBankAccountRows(): string[] {
  return COMPANY_SEEDS[TOOLKIT_COMPANY_ID].bankAccounts.map((a) => {
    const checked =
      a.creationType === 'data_api'
        ? 'recurring payments into it are checked'
        : 'added by hand: no data API checks of recurring payments into it';
    const what = `Bank account ${String(a.name)}, \`${String(a.sortCode)}\` \`${String(a.accountNumber)}\`, \`${String(a.creationType)}\`, \`${String(a.status)}\`${a.isDefault ? ', the default' : ''} (${checked})`;
    return `| \`${String(a.id)}\` | ${what} | \`bank-accounts\` |`;
  });
}

/**
 * The Toolkit API module of a seed step's path (`/v1/inventory/items/create` -> `inventory`; a Partner path
 * `/partner/v1/{companyId}/payments/…` -> `payments`), or the record's own `api` (a test-bank step's).
 */
const moduleOf = (path: string) => path.replace(/^\/partner\/v1\/[^/]+/, '/v1').split('/')[2];

export function seedMarkdown(): string {
  return [
    '| Id | Record | Toolkit API |',
    '| --- | --- | --- |',
    ...toolkitBankAccountRows(),
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
