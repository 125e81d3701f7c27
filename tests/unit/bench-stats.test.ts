/**
 * The bench's figures (scripts/lib/stats.mjs): percentiles by nearest rank, the median as the bench reports it (the
 * middle run, the upper of two), and the largest of more samples than a call's arguments hold (the sandbox bench
 * collects hundreds of thousands; `Math.max(...xs)` threw a RangeError there and lost the report).
 */
import {describe, expect, it} from 'vitest';
import {largest, median, percentile} from '../../scripts/lib/stats.mjs';

describe('bench statistics', () => {
  it('percentile by nearest rank, whatever the order given', () => {
    const xs = [5, 1, 4, 2, 3];
    expect(percentile(xs, 50)).toBe(3);
    expect(percentile(xs, 99)).toBe(5);
    expect(percentile(xs, 0)).toBe(1);
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
    expect(xs).toEqual([5, 1, 4, 2, 3]);
  });

  it('median: the middle run, the upper of the two middle ones for an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([9, 1, 5, 7, 3])).toBe(5);
    expect(median([10, 20, 30, 40])).toBe(30);
  });

  it('largest of 500,000 samples without spreading them into a call', () => {
    const xs = Array.from({length: 500_000}, (_, i) => (i * 7919) % 500_000);
    expect(largest(xs)).toBe(499_999);
    expect(largest([])).toBe(-Infinity);
  });
});
