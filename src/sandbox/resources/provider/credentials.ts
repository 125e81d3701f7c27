/**
 * The provider API's test credentials (the values of EXAMPLES.md, "Credentials (sandbox)"), named as its
 * security scheme names its headers: restricted, so declared with the provider's resource modules and read
 * only by the provider preset (src/sandbox/presets/provider.ts), never by a public file. Pure data.
 */
import type {FamilyCredentials} from '../../credentials';

const CLIENT_SECRET = 'b7e4d2a1-5c3f-4a8e-9d6b-1f2e3c4d5a6b';

export const PROVIDER_CREDENTIALS = {
  headers: {
    'X-Client-Id': '8d2f6b1e-3c4a-4f7e-9b0d-5a6c7e8f9a01',
    'X-Client-Secret': CLIENT_SECRET,
  },
  /**
   * Signs every provider webhook: the customer's `clientSecret`, the value sent as `X-Client-Secret`, as
   * /provider/webhook-retries documents ("keyed with your customer's clientSecret").
   */
  webhookSecret: CLIENT_SECRET,
} as const satisfies FamilyCredentials;

export const PROVIDER_WEBHOOK_SECRET = PROVIDER_CREDENTIALS.webhookSecret;
