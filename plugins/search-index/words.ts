/**
 * The index's word list (`words.txt`, written next to each Pagefind index): every word of the records' titles,
 * text, field names, keywords and asked queries (asked.ts), lower case, most frequent first, one a line. The search
 * box fetches it with the index and corrects a typed word that the index does not hold to the closest one it does
 * (src/shared/search-plan.ts). Pure.
 */
import type {SearchRecord} from './text';

/** Words of a text as the list holds them: letters and digits, lower case; camelCase identifiers also split. */
export function wordsOf(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/[^\p{L}\p{N}]+/u)) {
    if (!raw) continue;
    out.push(raw.toLowerCase());
    const parts = raw.split(/(?<=[a-z])(?=[A-Z])/);
    if (parts.length > 1) out.push(...parts.map((p) => p.toLowerCase()));
  }
  return out.filter((w) => w.length >= 2 && w.length <= 64 && !/^\d{5,}$/.test(w) && !/\d.*[a-z]|[a-z].*\d/.test(w));
}

/** The list for a set of records: unique words, most frequent first (ties in alphabetical order). */
export function wordList(records: readonly SearchRecord[]): string[] {
  const counts = new Map<string, number>();
  const add = (text: string) => {
    for (const w of wordsOf(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
  };
  for (const r of records) {
    add(r.title);
    add(r.context);
    for (const block of r.blocks) for (const run of block) add(run.text);
    for (const f of r.fields) add(f);
    for (const k of r.keywords) add(k);
    for (const q of r.asked ?? []) add(q);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
}
