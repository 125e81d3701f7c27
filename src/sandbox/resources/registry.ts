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

export const RESOURCE_MODULES: readonly ResourceModule[] = [
  SINGLE_PAYMENTS,
  RECURRING_PAYMENTS,
  COMPANIES,
  INTEGRATIONS,
  BANK_ACCOUNTS,
  TRANSACTIONS,
  ...PROVIDER_MODULES,
  ...BUSINESS_MODULES,
];

/** The stateful handler of an operation, if a module has one. */
export function handlerFor(apiId: string, operationId: string): Handler | undefined {
  for (const m of RESOURCE_MODULES) {
    const h = m.handlers[apiId]?.[operationId];
    if (h) return h;
  }
  return undefined;
}
