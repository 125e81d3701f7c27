// Figures of a bench's samples. No spread into Math.max: a sandbox bench collects more samples than a call's
// arguments may hold (RangeError at ~100,000 on Node 24).

/** The p-th percentile (nearest rank) of `xs`. */
export function percentile(xs, p) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

/** The largest of `xs` (-Infinity when empty, as Math.max()). */
export function largest(xs) {
  let max = -Infinity;
  for (const x of xs) if (x > max) max = x;
  return max;
}

/** The median of `xs`, as the bench has always reported it: the middle run, the upper of the two for an even count. */
export function median(xs) {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
}
