import {describe, expect, it} from 'vitest';
import {
  fragmentHolding,
  fragmentPartUrl,
  fragmentParts,
  parseFragmentLine,
  parseFragments,
  serializeFragments,
} from '../../src/shared/api-reference';
import {readFragments} from '../../src/components/ApiReference/fetchOnce';
import {TASK_BUDGET_MS} from '../../src/components/ApiReference/scheduler';

const FRAGMENTS = [
  '<p>a</p>',
  '<h3 id="create-vrp-consent">Create</h3>\n<p>line two — “quoted” £5</p>',
  '',
  '<pre>{"x": [1, 2]}</pre>',
];

/** A response whose body arrives in the given byte chunks. */
function streamed(text: string, sizes: number[]): Response {
  const bytes = new TextEncoder().encode(text);
  const chunks: Uint8Array[] = [];
  let at = 0;
  for (const size of sizes) {
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  if (at < bytes.length) chunks.push(bytes.subarray(at));
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    }),
  );
}

describe('the fragments file', () => {
  it('is a JSON array with one fragment per line (newlines inside fragments are escaped)', () => {
    const text = serializeFragments(FRAGMENTS);
    expect(parseFragments(text)).toEqual(FRAGMENTS);
    expect(text.split('\n')).toHaveLength(FRAGMENTS.length + 3);
    expect(
      text
        .split('\n')
        .map((line, i) => parseFragmentLine(line, i + 1))
        .filter((f) => f !== undefined),
    ).toEqual(FRAGMENTS);
  });

  it('names the line that is not a JSON string', () => {
    expect(() => parseFragmentLine('{"a": 1},', 7)).toThrow('line 7 is not a JSON string');
    expect(() => parseFragmentLine('"unterminated,', 3)).toThrow('line 3 is not a JSON string');
  });

  it('is read as it arrives, whatever the chunks (split inside a line and inside a character)', async () => {
    const text = serializeFragments(FRAGMENTS);
    for (const sizes of [[1, 2, 3, 5, 8, 13, 21, 34, 55], [text.length], [60, 1, 1, 1]]) {
      expect(await readFragments(streamed(text, sizes), async () => {})).toEqual(FRAGMENTS);
    }
  });

  it('yields to the main thread once its time budget is spent', async () => {
    const text = serializeFragments(Array.from({length: 50}, (_, i) => `<p>${i}</p>`));
    let pauses = 0;
    let t = 0;
    const read = await readFragments(
      streamed(text, [40, 40, 40]),
      async () => {
        pauses += 1;
      },
      () => (t += TASK_BUDGET_MS / 2),
    );
    expect(read).toHaveLength(50);
    expect(pauses).toBeGreaterThan(10);
  });

  it('fails on a malformed line instead of returning part of the reference', async () => {
    await expect(readFragments(streamed('[\n"<p>a</p>",\n<p>b</p>\n]\n', [5]), async () => {})).rejects.toThrow(
      'line 3 is not a JSON string',
    );
  });

  it('is also split into parts of a bounded size, in order', () => {
    const fragments = Array.from({length: 10}, (_, i) => 'x'.repeat(i === 4 ? 250 : 40));
    const starts = fragmentParts(fragments, 100);
    expect(starts[0]).toBe(0);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // A fragment larger than a part gets a part of its own; no part is empty.
    expect(starts).toContain(4);
    expect(starts).toContain(5);
    expect(fragmentParts(['a', 'b'])).toEqual([0]);
    expect(fragmentPartUrl('/provider/openapi/provider.fragments.json', 3)).toBe(
      '/provider/openapi/provider.fragments.3.json',
    );
  });

  it('finds the fragment that holds an id', () => {
    expect(fragmentHolding(FRAGMENTS, 'create-vrp-consent')).toBe(1);
    expect(fragmentHolding(FRAGMENTS, 'create-vrp')).toBe(-1);
  });
});
