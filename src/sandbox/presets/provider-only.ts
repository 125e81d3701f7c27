/**
 * The provider's own part of a preset: its resource modules and its test credentials, nothing public. The
 * provider API's Try it module (plugins/sandbox-web/browser.ts, served under the restricted prefix) brings
 * this to the page, which adds it to the public preset it already has. Restricted. Pure.
 */
import {ACCESS_CONSENT_LIFECYCLE, EU_CONSENT_LIFECYCLE} from '../lifecycles/provider-access-consent';
import {FILE_PAYMENT_LIFECYCLE} from '../lifecycles/provider-file-payment';
import {
  EU_PAYMENT_LIFECYCLE,
  REFUND_LIFECYCLE,
  SINGLE_IMMEDIATE_PAYMENT_LIFECYCLE,
} from '../lifecycles/provider-payment';
import {STANDING_ORDER_CONSENT_LIFECYCLE, STANDING_ORDER_LIFECYCLE} from '../lifecycles/provider-standing-order';
import {VRP_CONSENT_LIFECYCLE, VRP_PAYMENT_LIFECYCLE} from '../lifecycles/provider-vrp';
import type {SandboxPreset} from '../preset';
import {PROVIDER_SCENARIOS} from '../scenarios/provider';
import {PROVIDER_MODULES} from '../resources/provider';
import {PROVIDER_CREDENTIALS} from '../resources/provider/credentials';
import {PROVIDER_SEED} from '../seed/provider';

export const PROVIDER_ONLY_PRESET: SandboxPreset = {
  name: 'provider-only',
  resources: PROVIDER_MODULES,
  credentials: {provider: PROVIDER_CREDENTIALS},
  scenarios: [PROVIDER_SCENARIOS],
  seed: PROVIDER_SEED,
  lifecycles: [
    ACCESS_CONSENT_LIFECYCLE,
    EU_CONSENT_LIFECYCLE,
    SINGLE_IMMEDIATE_PAYMENT_LIFECYCLE,
    REFUND_LIFECYCLE,
    EU_PAYMENT_LIFECYCLE,
    FILE_PAYMENT_LIFECYCLE,
    STANDING_ORDER_CONSENT_LIFECYCLE,
    STANDING_ORDER_LIFECYCLE,
    VRP_CONSENT_LIFECYCLE,
    VRP_PAYMENT_LIFECYCLE,
  ],
};
