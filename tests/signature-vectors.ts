/**
 * The webhook signature test vectors as the pages publish them, read from their sources (the public guide and
 * the provider section's webhook page): each is a table with `Secret` (and `Previous secret`), `t` and the
 * expected `Fernpay-Signature`, followed by the body in a ```json block. Used by the unit test (the vectors
 * against src/lib/webhookSignature.ts and node:crypto) and the end-to-end test (the browser verifier).
 */
import fs from 'node:fs';

export interface SignatureVector {
  file: string;
  /** The heading the vector is under. */
  name: string;
  /** Secrets that sign, in header order (the new one first while rolling). */
  secrets: string[];
  timestamp: number;
  header: string;
  /** The raw body: the code block's content without its final newline. */
  body: string;
}

export const VECTOR_PAGES = ['docs/guides/webhook-signatures.mdx', 'docs-provider/webhook-retries.mdx'];

const cell = (row: string) => /`([^`]+)`/.exec(row.split('|')[2] ?? '')?.[1];

export function signatureVectors(file: string): SignatureVector[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const vectors: SignatureVector[] = [];
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const h = /^#{2,4}\s+(.+)$/.exec(line);
    if (h) heading = h[1];
    if (!/^\| Input \| Value \|$/.test(line)) continue;
    const rows: string[] = [];
    let j = i + 2;
    for (; j < lines.length && lines[j].startsWith('|'); j++) rows.push(lines[j]);
    const value = (label: RegExp) => rows.filter((r) => label.test(r.split('|')[1]?.trim() ?? '')).map(cell);
    const secrets = [...value(/^Secret\b/), ...value(/^Previous secret$/)].filter((s): s is string => !!s);
    const [t] = value(/^`t`$/);
    const [header] = value(/^`Fernpay-Signature`$/);
    const fence = lines.findIndex((l, k) => k > j && l.startsWith('```json'));
    const close = lines.findIndex((l, k) => k > fence && l.startsWith('```'));
    if (!t || !header || secrets.length === 0 || fence < 0 || close < 0)
      throw new Error(`${file}:${i + 1}: a test vector needs Secret, \`t\`, \`Fernpay-Signature\` and a json body`);
    vectors.push({
      file,
      name: heading,
      secrets,
      timestamp: Number(t),
      header,
      body: lines.slice(fence + 1, close).join('\n'),
    });
  }
  return vectors;
}

export function allSignatureVectors(): SignatureVector[] {
  return VECTOR_PAGES.flatMap(signatureVectors);
}
