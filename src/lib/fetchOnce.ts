/**
 * Same-origin files a page reads after it loads (a reference's fragments and deferred samples, a walkthrough's samples,
 * a page's code blocks), fetched and read once per URL; a failure is retried next time.
 */
const files = new Map<string, Promise<unknown>>();

export function fetchOnce<T>(src: string, read: (res: Response) => Promise<T>): Promise<T> {
  if (!files.has(src)) {
    const pending = fetch(src, {credentials: 'same-origin'}).then((res) => {
      if (!res.ok) throw new Error(`${src}: HTTP ${res.status}`);
      return read(res);
    });
    pending.catch(() => files.delete(src));
    files.set(src, pending);
  }
  // Each URL is only ever read by one reader (fragments, samples or code), so the cached value has type T.
  return files.get(src) as Promise<T>;
}
