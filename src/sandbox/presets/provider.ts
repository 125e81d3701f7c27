/**
 * The provider preset: the public preset and the provider's modules and credentials, what the provider
 * section's files run (its sandbox file and MCP file under the restricted prefix, `npm run sandbox -- --provider`).
 * Restricted: no public entry point imports it. Pure.
 */
import {SANDBOX_CREDENTIALS, type FamilyCredentials} from '../credentials';
import {combinePresets} from '../preset';
import type {SandboxFamily} from '../openapi';
import {PROVIDER_CREDENTIALS} from '../resources/provider/credentials';
import {PROVIDER_ONLY_PRESET} from './provider-only';
import {PUBLIC_PRESET} from './public';

export const PROVIDER_PRESET = combinePresets('provider', PUBLIC_PRESET, PROVIDER_ONLY_PRESET);

/** Every family's test credentials (the provider's included), as the provider preset has them. */
export const ALL_CREDENTIALS: Record<SandboxFamily, FamilyCredentials> = {
  ...SANDBOX_CREDENTIALS,
  provider: PROVIDER_CREDENTIALS,
};
