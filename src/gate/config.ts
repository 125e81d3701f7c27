/**
 * Build-time side of the provider gate: turns PROVIDER_GATE_PASSWORD into the
 * salted hash that ships in the bundle. Runs in Node only (imported by
 * docusaurus.config.ts); the password itself never reaches the client.
 */
import {createHash} from 'node:crypto';
import {GATE_HASH_ITERATIONS} from './gate';

export const DEV_DEFAULT_PASSWORD = 'fernpay-dev-gate';

export interface GateHashConfig {
  salt: string;
  hash: string;
  iterations: number;
}

/** Node twin of `hashPassword` in gate.ts (unit tests prove they agree). */
export function hashPasswordNode(password: string, salt: string, iterations = GATE_HASH_ITERATIONS): string {
  let digest = `${salt}:${password}`;
  for (let i = 0; i < iterations; i += 1) {
    digest = createHash('sha256').update(digest, 'utf8').digest('hex');
  }
  return digest;
}

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
  const salt = gateSalt(env);
  return {salt, hash: hashPasswordNode(password, salt), iterations: GATE_HASH_ITERATIONS};
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
