/**
 * In-process events: a transition applied by the kit (kit/apply.ts) announces `<lifecycle>.<status>` (`single
 * payment.paid`, `invoice.paid`), and a module that follows another resource subscribes to it (`ResourceModule.on`)
 * instead of reading the other's whole collection on every step. A subscriber gets the engine's context and the
 * record as it is then; what it does later it schedules (a task due now runs in the same step's run of due tasks,
 * after the change that announced it). Pure: no DOM, no Node API.
 */
import type {Json} from '../openapi';
import type {EngineContext} from '../types';
import type {EngineCore} from './core';

export type Emit = (event: string, record: Json) => Promise<void>;

export function createEvents(core: EngineCore, context: () => EngineContext): Emit {
  const subscribers = new Map<string, ((ctx: EngineContext, record: Json) => Promise<void> | void)[]>();
  for (const m of core.modules)
    for (const [event, subscriber] of Object.entries(m.on ?? {})) {
      const list = subscribers.get(event) ?? [];
      list.push(subscriber);
      subscribers.set(event, list);
    }
  return async (event, record) => {
    for (const subscriber of subscribers.get(event) ?? []) await subscriber(context(), record);
  };
}
