/**
 * The generic layer: answers a validated request with the operation's documented success (its lowest
 * `2xx` status and that response's first named example, or its `example`). It keeps no state, so the
 * engine answers every documented operation from day one; a stateful handler (resources/*) replaces it
 * per resource as the sandbox grows (today: the toolkit and partner single payments). Pure.
 */
import type {Json, Operation} from './openapi';
import type {Reply} from './types';
import {firstExample} from '../shared/refs';

export function exampleResponder(operation: Operation): Reply {
  const success = Object.keys(operation.responses)
    .filter((s) => /^2\d\d$/.test(s))
    .sort()[0];
  if (!success) return {status: 200, body: {}};
  const response = operation.responses[success];
  const [mediaType, media] = Object.entries(response.content)[0] ?? [];
  if (!mediaType || !media) return {status: Number(success)};
  const value = firstExample(media)?.value as Json | undefined;
  if (value === undefined) return {status: Number(success), body: /json/.test(mediaType) ? {} : ''};
  return {
    status: Number(success),
    body: value,
    headers: {'Content-Type': /json/.test(mediaType) ? 'application/json' : mediaType},
  };
}
