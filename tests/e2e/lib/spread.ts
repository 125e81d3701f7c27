/** `n` items spread over the list (first, last and evenly between; one: the middle one). */
export function spread<T>(list: readonly T[], n: number): T[] {
  if (list.length <= n) return [...list];
  if (n === 1) return [list[Math.floor((list.length - 1) / 2)]];
  return Array.from({length: n}, (_, i) => list[Math.round((i * (list.length - 1)) / (n - 1))]);
}
