/**
 * Where the browser's sandbox finds an API's engine data (plugins/sandbox-web/browser.ts writes it there) and
 * which family an API is. Pure data and functions: used at build time and in the page.
 */
import {RESTRICTED} from '../restricted';
import type {SandboxFamily} from './openapi';

/** `provider` for a restricted API, `partner` for `partner-*`, else `toolkit` (as the local server decides). */
export function familyOfApi(id: string): SandboxFamily {
  if ((RESTRICTED.apis as readonly string[]).includes(id)) return 'provider';
  return id.startsWith('partner-') ? 'partner' : 'toolkit';
}

/** True for an id the build writes a browser module for: lowercase letters, digits and hyphens. */
export const isApiId = (id: string) => /^[a-z0-9][a-z0-9-]{0,63}$/.test(id);

/**
 * The module of one API (validators compiled at build time and its served bundle): a restricted API's only
 * under the section's prefix (`/provider/sandbox/browser/provider.js`), a public one under `/sandbox/browser/`.
 */
export function browserModuleUrl(id: string): string {
  if (!isApiId(id)) throw new Error(`not an API id: ${JSON.stringify(id)}`);
  const prefix = familyOfApi(id) === 'provider' ? RESTRICTED.prefix : '';
  return `${prefix}/sandbox/browser/${id}.js`;
}

/**
 * The public seed's snapshot, which Try it's page sandbox starts from (plugins/sandbox-web/seed-snapshot.ts): beside
 * the public APIs' modules, under a name no API id takes (`isApiId`).
 */
export const SEED_SNAPSHOT_URL = '/sandbox/browser/_seed.js';
