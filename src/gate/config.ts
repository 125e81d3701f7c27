/**
 * Build-time side of the provider gate: turns PROVIDER_GATE_PASSWORD into the
 * salted hash that ships in the bundle. Runs in Node only (imported by
 * docusaurus.config.ts); the password itself never reaches the client.
 */
import {createHash, randomBytes} from 'node:crypto';
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
export function gateConfigFromEnv(env: NodeJS.ProcessEnv = process.env, warn: (msg: string) => void = console.warn): GateHashConfig {
  const memo = (globalThis as {__fernpayGate?: {key: string; value: GateHashConfig}}).__fernpayGate;
  // Docusaurus may load the config more than once per build: keep one salt (and one warning) per process.
  if (env === process.env && memo && memo.key === (env.PROVIDER_GATE_PASSWORD ?? '')) return memo.value;
  const value = computeGateConfig(env, warn);
  if (env === process.env) (globalThis as {__fernpayGate?: unknown}).__fernpayGate = {key: env.PROVIDER_GATE_PASSWORD ?? '', value};
  return value;
}

function computeGateConfig(env: NodeJS.ProcessEnv, warn: (msg: string) => void): GateHashConfig {
  let password = env.PROVIDER_GATE_PASSWORD;
  if (!password) {
    warn(
      '[provider-gate] PROVIDER_GATE_PASSWORD is not set: using the development default password ' +
        `"${DEV_DEFAULT_PASSWORD}". Set PROVIDER_GATE_PASSWORD for any deployed build.`,
    );
    password = DEV_DEFAULT_PASSWORD;
  }
  const salt = randomBytes(16).toString('hex');
  return {salt, hash: hashPasswordNode(password, salt), iterations: GATE_HASH_ITERATIONS};
}
