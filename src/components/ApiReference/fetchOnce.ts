/** Same-origin JSON files of a reference (fragments, deferred samples), fetched and parsed once per URL; a failure is retried next time. */
const files = new Map<string, Promise<unknown>>();

export function fetchOnce<T>(src: string, parse: (text: string) => T): Promise<T> {
  if (!files.has(src)) {
    const pending = fetch(src, {credentials: 'same-origin'})
      .then((res) => {
        if (!res.ok) throw new Error(`${src}: HTTP ${res.status}`);
        return res.text();
      })
      .then(parse);
    pending.catch(() => files.delete(src));
    files.set(src, pending);
  }
  // Each URL is only ever parsed by one parser (fragments or samples), so the cached value has type T.
  return files.get(src) as Promise<T>;
}
