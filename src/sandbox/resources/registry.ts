/**
 * Every resource module of the sandbox engine, in one list: the engine asks them for a stateful handler
 * (by API id and operationId), runs their clock tasks and ticks, and offers their test-bank actions. An
 * operation no module handles answers its documented example (exampleResponder.ts). To add a resource,
 * write resources/<name>.ts exporting a `ResourceModule` and add it here. Pure.
 */
import type {Handler, ResourceModule} from '../types';
import {BANK_ACCOUNTS} from './bank-accounts';
import {BUSINESS_MODULES} from './business';
import {COMPANIES} from './companies';
import {INTEGRATIONS} from './integrations';
import {PROVIDER_MODULES} from './provider';
import {RECURRING_PAYMENTS} from './recurring-payments';
import {SINGLE_PAYMENTS} from './single-payments';
import {TRANSACTIONS} from './transactions';

const modules: ResourceModule[] = [
  SINGLE_PAYMENTS,
  RECURRING_PAYMENTS,
  COMPANIES,
  INTEGRATIONS,
  BANK_ACCOUNTS,
  TRANSACTIONS,
  ...PROVIDER_MODULES,
  ...BUSINESS_MODULES,
];
export const RESOURCE_MODULES: readonly ResourceModule[] = modules;

/**
 * Adds modules that were not bundled with the engine (the page's Try it: the provider's modules come with the
 * provider API's module, served under the restricted prefix only, and the public script has an empty
 * PROVIDER_MODULES: plugins/sandbox-web/browser.ts). A module already there (same name) is not added again.
 */
export function registerResourceModules(added: readonly ResourceModule[]): void {
  for (const m of added) if (!modules.some((x) => x.name === m.name)) modules.push(m);
}

/** The stateful handler of an operation, if a module has one. */
export function handlerFor(apiId: string, operationId: string): Handler | undefined {
  for (const m of RESOURCE_MODULES) {
    const h = m.handlers[apiId]?.[operationId];
    if (h) return h;
  }
  return undefined;
}
