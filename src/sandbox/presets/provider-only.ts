/**
 * The provider's own part of a preset: its resource modules and its test credentials, nothing public. The
 * provider API's Try it module (plugins/sandbox-web/browser.ts, served under the restricted prefix) brings
 * this to the page, which adds it to the public preset it already has. Restricted. Pure.
 */
import type {SandboxPreset} from '../preset';
import {PROVIDER_MODULES} from '../resources/provider';
import {PROVIDER_CREDENTIALS} from '../resources/provider/credentials';

export const PROVIDER_ONLY_PRESET: SandboxPreset = {
  name: 'provider-only',
  resources: PROVIDER_MODULES,
  credentials: {provider: PROVIDER_CREDENTIALS},
};
