/**
 * The provider API's resource modules (a set: order does not matter), in the provider's own preset
 * (presets/provider-only.ts). Restricted: only the provider preset imports this. Pure.
 */
import type {ResourceModule} from '../../types';
import {ACCESS_CONSENTS} from './access-consents';
import {ACCOUNT_DATA} from './account-data';
import {EU_PAYMENTS} from './eu-payments';
import {FILE_PAYMENTS} from './file-payments';
import {PAYMENTS} from './payments';
import {PROVIDERS} from './providers';
import {STANDING_ORDERS} from './standing-orders';
import {VRP} from './vrp';
import {WEBHOOK_REGISTRATIONS} from './webhook-registrations';

export const PROVIDER_MODULES: readonly ResourceModule[] = [
  ACCESS_CONSENTS,
  ACCOUNT_DATA,
  WEBHOOK_REGISTRATIONS,
  VRP,
  PAYMENTS,
  EU_PAYMENTS,
  STANDING_ORDERS,
  FILE_PAYMENTS,
  PROVIDERS,
];
