/** llms.txt's "Instructions for agents" (src/rules/agents.ts): written from the constants, never retyped. */
import {describe, expect, it} from 'vitest';
import {agentInstructions, agentInstructionsSection} from '../../src/rules/agents';
import {CLIENT_RETRIES, IDEMPOTENCY, PAGING, WEBHOOKS} from '../../src/rules';
import {ALL_KEYED as KEYED} from '../../src/rules/all';

const ctx = {
  families: ['toolkit', 'partner'] as ('toolkit' | 'partner' | 'provider')[],
  sandboxBaseUrls: [{label: 'Toolkit API', url: 'https://sandbox-api.fernpay.example/v1'}],
  secretHeaders: ['X-Terminal-Secret'],
  siteUrl: 'https://developers.fernpay.example',
};

describe('instructions for agents', () => {
  it('states the rules from their constants', () => {
    const text = agentInstructions(ctx).join('\n');
    expect(text).toContain(`\`${IDEMPOTENCY.header}\``);
    expect(text).toContain(`${IDEMPOTENCY.keyLifetimeHours} hours`);
    expect(text).toContain(`\`${WEBHOOKS.signatureHeader}\``);
    expect(text).toContain(`within ${WEBHOOKS.signatureToleranceSeconds} seconds`);
    expect(text).toContain(`within ${WEBHOOKS.timeoutSeconds} seconds`);
    expect(text).toContain(`at most ${CLIENT_RETRIES.maxRetries} times`);
    expect(text).toContain(`at most ${PAGING.maxLimit}`);
    expect(text).toContain('`https://sandbox-api.fernpay.example/v1`');
    expect(text).toContain('`X-Terminal-Secret`');
    for (const family of ctx.families)
      for (const [, operationId] of KEYED[family].calls) expect(text).toContain(`\`${operationId}\``);
  });

  it("names only the given families' keyed calls, and the spellings it is given", () => {
    const text = agentInstructions(ctx).join('\n');
    for (const [, operationId] of KEYED.provider.calls)
      if (!KEYED.toolkit.calls.some(([, id]) => id === operationId)) expect(text).not.toContain(`\`${operationId}\``);
    expect(text).not.toContain('spelt exactly so');
    const provider = agentInstructions({
      ...ctx,
      families: ['provider'],
      spellings: [{field: 'Option', calls: ['a', 'b']}],
    });
    expect(provider.join('\n')).toContain('The field `Option` is spelt exactly so (its case matters) in `a` and `b`');
  });

  it('is an llms.txt section: a heading and bullet lines', () => {
    const section = agentInstructionsSection(ctx).split('\n');
    expect(section[0]).toBe('## Instructions for agents');
    expect(section.slice(2).every((l) => l.startsWith('- '))).toBe(true);
  });
});
