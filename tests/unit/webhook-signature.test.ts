import crypto from 'node:crypto';
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {
  computeSignature,
  constantTimeEqual,
  parseSignatureHeader,
  signatureHeader,
  TOLERANCE_SECONDS,
  verifyWebhook,
} from '../../src/lib/webhookSignature';
import {allSignatureVectors, signatureVectors, VECTOR_PAGES} from '../signature-vectors';

const vectors = allSignatureVectors();
/** An implementation that shares nothing with the module: Node's own HMAC. */
const nodeHmac = (secret: string, t: number, body: string) =>
  crypto.createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');

describe('published webhook signature test vectors', () => {
  it('every page that publishes vectors has some, each with a JSON body', () => {
    for (const page of VECTOR_PAGES) expect(signatureVectors(page).length, page).toBeGreaterThan(0);
    expect(vectors.length).toBeGreaterThanOrEqual(3);
    expect(vectors.some((v) => v.secrets.length === 2)).toBe(true); // a roll, with two v1
    for (const v of vectors) expect(() => JSON.parse(v.body), v.name).not.toThrow();
  });

  it.each(vectors.map((v) => [`${v.file} ${v.name}`, v] as const))(
    '%s: the module signs it as published, and Node HMAC agrees',
    async (_, v) => {
      expect(await signatureHeader(v.secrets, v.timestamp, v.body)).toBe(v.header);
      const expected = `t=${v.timestamp},${v.secrets.map((s) => `v1=${nodeHmac(s, v.timestamp, v.body)}`).join(',')}`;
      expect(v.header).toBe(expected);
    },
  );

  it.each(vectors.map((v) => [`${v.file} ${v.name}`, v] as const))(
    '%s: verifies with each secret alone, and fails when tampered',
    async (_, v) => {
      for (const [i, secret] of v.secrets.entries()) {
        const result = await verifyWebhook({body: v.body, header: v.header, secrets: [secret], now: null});
        expect(result).toMatchObject({valid: true, signatureIndex: i, timestamp: v.timestamp, ageSeconds: null});
      }
      const tampered = v.body.replace(/"sentAt":"[^"]+"/, '"sentAt":"2026-07-03T14:05:14.000Z"');
      expect(tampered).not.toBe(v.body);
      await expect(
        verifyWebhook({body: tampered, header: v.header, secrets: v.secrets, now: null}),
      ).resolves.toMatchObject({valid: false, reason: 'mismatch'});
      await expect(
        verifyWebhook({body: `${v.body}\n`, header: v.header, secrets: v.secrets, now: null}),
      ).resolves.toMatchObject({valid: false, reason: 'mismatch'});
      const otherT = v.header.replace(/^t=\d+/, `t=${v.timestamp + 1}`);
      await expect(verifyWebhook({body: v.body, header: otherT, secrets: v.secrets, now: null})).resolves.toMatchObject(
        {
          valid: false,
          reason: 'mismatch',
        },
      );
      await expect(
        verifyWebhook({body: v.body, header: v.header, secrets: ['whsec_AnotherIntegrationsSecret00000'], now: null}),
      ).resolves.toMatchObject({valid: false, reason: 'mismatch'});
    },
  );

  it('the tolerance window: 5 minutes either way', async () => {
    const v = vectors[0];
    const at = (now: number) => verifyWebhook({body: v.body, header: v.header, secrets: v.secrets, now});
    await expect(at(v.timestamp + TOLERANCE_SECONDS)).resolves.toMatchObject({valid: true, ageSeconds: 300});
    await expect(at(v.timestamp - TOLERANCE_SECONDS)).resolves.toMatchObject({valid: true, ageSeconds: -300});
    await expect(at(v.timestamp + TOLERANCE_SECONDS + 1)).resolves.toMatchObject({
      valid: false,
      reason: 'outside-tolerance',
    });
    await expect(at(v.timestamp - TOLERANCE_SECONDS - 1)).resolves.toMatchObject({
      valid: false,
      reason: 'outside-tolerance',
    });
  });

  it('the header example of the OpenAPI descriptions is vector 1, over the example webhook body it names', async () => {
    const param = parse(fs.readFileSync('openapi/shared/parameters/FernpaySignature.yaml', 'utf8')) as {
      example: string;
      schema: {pattern: string};
    };
    const v1 = vectors[0];
    expect(param.example).toBe(v1.header);
    const example = parse(
      fs.readFileSync('openapi/shared/examples/singlePaymentStatusUpdateWebhook-paid.yaml', 'utf8'),
    ) as {value: unknown};
    expect(JSON.stringify(example.value)).toBe(v1.body);
    for (const v of vectors) expect(v.header, v.name).toMatch(new RegExp(param.schema.pattern));
  });

  it('the provider vector is the provider example webhook, signed with the example customer secret', () => {
    const provider = signatureVectors('docs-provider/webhook-retries.mdx')[0];
    const example = parse(
      fs.readFileSync('openapi/provider/components/examples/accountAccessConsentWebhook-authorised.yaml', 'utf8'),
    ) as {value: {sentAt: string}};
    expect(JSON.stringify(example.value)).toBe(provider.body);
    expect(provider.timestamp).toBe(Date.parse(example.value.sentAt) / 1000);
    const catalogue = fs.readFileSync('EXAMPLES.md', 'utf8');
    expect(catalogue).toContain(`| Provider client secret | \`${provider.secrets[0]}\` |`);
  });
});

describe('signature header parsing', () => {
  it('reads t and every v1, skips unknown keys', () => {
    const sig = 'a'.repeat(64);
    expect(parseSignatureHeader(`t=1783087513, v1=${sig},v2=zz,v1=${'b'.repeat(64)}`)).toEqual({
      ok: true,
      header: {timestamp: 1783087513, signatures: [sig, 'b'.repeat(64)]},
    });
  });
  it.each([
    ['', /empty/],
    ['v1=' + 'a'.repeat(64), /no t=/],
    ['t=1783087513', /no v1=/],
    ['t=17830875x3,v1=' + 'a'.repeat(64), /not a Unix time/],
    ['t=1783087513,v1=ABC', /64 lowercase/],
    ['t=1,t=2,v1=' + 'a'.repeat(64), /more than one t=/],
    ['t1783087513', /key=value/],
  ])('rejects %j', (header, message) => {
    const r = parseSignatureHeader(header);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });
  it('a verify without secrets or with a malformed header says why', async () => {
    const v = vectors[0];
    await expect(verifyWebhook({body: v.body, header: v.header, secrets: [' ', ''], now: null})).resolves.toMatchObject(
      {valid: false, reason: 'no-secret'},
    );
    await expect(
      verifyWebhook({body: v.body, header: 'nonsense', secrets: v.secrets, now: null}),
    ).resolves.toMatchObject({valid: false, reason: 'malformed-header'});
  });
  it('compares in constant time per length, and signs UTF-8', async () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    const body = '{"name":"Bramble & Finch — Café"}';
    expect(await computeSignature('whsec_x', 1, body)).toBe(nodeHmac('whsec_x', 1, body));
  });
});
