/**
 * The single-payment lifecycle declared as data (src/sandbox/lifecycles/single-payment.ts) against the spec:
 * the statuses are PaymentStatus's enum, the refusal messages are the documented `400` examples; and the
 * engine's core stays pure (no `node:` import, no DOM) so that the browser can run it.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {describe, expect, it} from 'vitest';
import {
  SINGLE_PAYMENT_STATUSES,
  SINGLE_PAYMENT_TRANSITIONS,
  refusalFor,
} from '../../src/sandbox/lifecycles/single-payment';

const shared = (file: string) => YAML.parse(fs.readFileSync(path.join('openapi/shared', file), 'utf8'));

describe('single-payment lifecycle data', () => {
  it('has exactly the statuses of PaymentStatus, each reachable', () => {
    expect([...SINGLE_PAYMENT_STATUSES].sort()).toEqual([...shared('schemas/PaymentStatus.yaml').enum].sort());
    const reached = new Set(SINGLE_PAYMENT_TRANSITIONS.map((t) => t.to));
    expect(SINGLE_PAYMENT_STATUSES.filter((s) => !reached.has(s))).toEqual([]);
  });

  it('refuses with the documented 400 messages', () => {
    const example = (name: string) => shared(`examples/${name}.yaml`).value;
    expect(refusalFor('cancelSinglePayment', 'paid')?.message).toBe(example('cancelSinglePayment-paid'));
    expect(refusalFor('deleteSinglePayment', 'paid')?.message).toBe(example('deleteSinglePayment-paid'));
    expect(refusalFor('refundSinglePayment', 'partial_refund')?.message).toBe(example('refundSinglePayment-notPaid'));
    expect(refusalFor('processSinglePayment', 'sent')?.message).toBe(example('processSinglePayment-notDraft'));
    expect(refusalFor('cancelSinglePayment', 'sent')).toBeUndefined();
    expect(refusalFor('deleteSinglePayment', 'overdue')).toBeUndefined();
  });

  it('keeps the engine core free of Node and DOM APIs (only server.ts, journal.ts (its --state file) and the webhook check command line (its --junit file) are Node)', () => {
    const dir = 'src/sandbox';
    const files = fs
      .readdirSync(dir, {recursive: true})
      .map(String)
      .filter(
        (f) => f.endsWith('.ts') && !['server.ts', 'journal.ts', path.join('webhook-check', 'cli.ts')].includes(f),
      );
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      // The types generated from the descriptions (generated/, the provider's resources/provider/generated/):
      // declarations only, whose comments are the descriptions' prose ("the current window."); they import nothing
      // but the types of the schemas the APIs share (generated/shared.ts), as types.
      if (file.startsWith(`generated${path.sep}`) || file.startsWith(path.join('resources', 'provider', 'generated'))) {
        const own = text.replace(
          /^import type \{components as shared\} from '(?:\.\.\/)*(?:\.\/|generated\/)shared';$/m,
          '',
        );
        expect(own, file).not.toMatch(/^\s*import\b|require\(/m);
        continue;
      }
      expect(text, file).not.toMatch(/from ['"]node:|require\(|\b(document|window|localStorage)\./);
      expect(text, file).not.toMatch(/from ['"][^'"]*(server|journal)['"]/);
    }
  });
});
