/**
 * The seed hook: a new sandbox (no saved state given) and a reset one hold the seed (seed/, its records declared
 * there), created by the first request through the operations' own handlers, each record given its documented id.
 * What the seed's calls leave besides the records (webhooks, rate-limit counts) is dropped: nothing is sent for the
 * seed. Pure: no DOM, no Node API.
 */
import {matchRoute} from '../openapi';
import {SANDBOX_SEED} from '../seed';
import {keyed} from '../kit/keyed';
import {JSON_TYPE, type EngineCore} from './core';
import {lowerHeaders} from './request';
import type {Routing} from './routing';

export async function runSeed(core: EngineCore, routing: Routing) {
  const {credentials} = core;
  const headers = lowerHeaders({...credentials.toolkit?.headers, 'Content-Type': JSON_TYPE});
  if (!credentials.toolkit) return;
  const eventsBefore = core.state.events.length;
  for (const record of SANDBOX_SEED) {
    // A record of an API this sandbox does not serve (a provider-only sandbox) is not made.
    if (!('operation' in matchRoute(core.operations, 'POST', record.path))) continue;
    const url = new URL(record.path, 'http://sandbox.invalid');
    core.seedId = record.id;
    const response = await routing.handleApi(
      {method: 'POST', url: record.path, headers, body: JSON.stringify(record.body)},
      url,
      headers,
    );
    core.seedId = undefined;
    const created = (JSON.parse(response.body) as {result?: {id?: unknown}}).result?.id;
    if (response.status >= 300 || created !== record.id)
      throw new Error(
        `the seed's ${record.what} (${record.id}) was not created: ${response.status} ${response.body.slice(0, 200)}`,
      );
  }
  core.state.events.splice(eventsBefore);
  core.state.rateLimits = keyed();
}
