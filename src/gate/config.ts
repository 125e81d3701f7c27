/**
 * Build-time side of the provider gate: turns PROVIDER_GATE_PASSWORD into the
 * salted hash that ships in the bundle, with gate.ts's `hashPassword` (the one
 * implementation, also the browser's). Runs in Node only (imported by
 * docusaurus.config.ts); the password itself never reaches the client.
 */
import {createHash} from 'node:crypto';
import {hashPassword} from './gate';

export const DEV_DEFAULT_PASSWORD = 'fernpay-dev-gate';

/** What ships in the bundle (`customFields.providerGate`): `pbkdf2-sha256$<iterations>$<salt>$<hex>`. */
export type GateHashConfig = string;

/**
 * Reads the password from the environment once. Without it, falls back to the
 * documented development default and warns, so a production build without the
 * variable is never silent.
 */
export function gateConfigFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  warn: (msg: string) => void = console.warn,
): GateHashConfig {
  const memo = (globalThis as {__fernpayGateWarned?: boolean}).__fernpayGateWarned;
  let password = env.PROVIDER_GATE_PASSWORD;
  if (!password) {
    // Docusaurus may load the config more than once per build: warn once per process.
    if (!(env === process.env && memo)) {
      warn(
        '[provider-gate] PROVIDER_GATE_PASSWORD is not set: using the development default password ' +
          `"${DEV_DEFAULT_PASSWORD}". Set PROVIDER_GATE_PASSWORD for any deployed build.`,
      );
    }
    if (env === process.env) (globalThis as {__fernpayGateWarned?: boolean}).__fernpayGateWarned = true;
    password = DEV_DEFAULT_PASSWORD;
  }
  return hashPassword(password, gateSalt(env));
}

/**
 * The salt is derived, not random, so the same inputs give the same build (reproducible output,
 * stable bundle hashes across deploys). PROVIDER_GATE_SALT overrides it; by default it depends on
 * the site URL, so two deployments of the site do not share precomputed hashes.
 */
export function gateSalt(env: NodeJS.ProcessEnv = process.env): string {
  const seed =
    env.PROVIDER_GATE_SALT ?? `fernpay-provider-gate:${env.SITE_URL ?? 'https://developers.fernpay.example'}`;
  return createHash('sha256').update(seed, 'utf8').digest('hex').slice(0, 32);
}
