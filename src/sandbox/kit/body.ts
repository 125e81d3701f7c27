/**
 * Request bodies typed from the served descriptions: the engine checks every request's body against its operation's
 * request schema (Ajv: engine/request.ts `checkBody`) before a handler runs, so a handler reads its body as that
 * schema's generated type (src/sandbox/generated, `components['schemas']['CreateSinglePaymentRequest']`). This is
 * the one place that says so (the cast from the parsed JSON), so that no module casts its body itself.
 * Pure: no DOM, no Node API.
 */
import type {HandlerContext} from '../types';

/** The body of a request the engine validated against its operation's request schema, as that schema's type `T`. */
export function validatedBody<T extends object>(ctx: Pick<HandlerContext, 'body'>): T {
  return ctx.body as T;
}
