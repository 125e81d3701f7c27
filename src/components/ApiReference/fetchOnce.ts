/** A reference's fragments file, read as it arrives; fetchOnce (src/lib/fetchOnce.ts) is re-exported for its readers. */
import {parseFragmentLine, parseFragments} from '@site/src/shared/api-reference';
import {nextTask, sliceClock} from './scheduler';

export {fetchOnce} from '@site/src/lib/fetchOnce';

/** Bytes decoded at a time. */
const DECODE_PIECE_BYTES = 64 * 1024;

/**
 * Reads the fragments file (serializeFragments: one fragment per line) as it arrives: each network
 * chunk is decoded and its complete lines parsed, and the work yields to the main thread every few
 * milliseconds (scheduler.ts). Reading the provider reference's 1.4 MB file whole (decode, then JSON.parse) took
 * one task of 15-40 ms, four times that under mobile throttling.
 */
export async function readFragments(
  res: Response,
  pause: () => Promise<void> = nextTask,
  now?: () => number,
): Promise<string[]> {
  if (!res.body) return parseFragments(await res.text());
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const fragments: string[] = [];
  let rest = '';
  let lineNumber = 0;
  let slice = sliceClock(now);
  const breathe = async () => {
    if (!slice.spent()) return;
    await pause();
    slice = sliceClock(now);
  };
  const take = async (text: string, final: boolean) => {
    const lines = (rest + text).split('\n');
    rest = final ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      lineNumber += 1;
      const fragment = parseFragmentLine(line, lineNumber);
      if (fragment !== undefined) fragments.push(fragment);
      await breathe();
    }
  };
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    // A read can return the whole file at once (a fast or cached response): decode it in pieces too.
    for (let at = 0; at < value.length; at += DECODE_PIECE_BYTES) {
      await take(decoder.decode(value.subarray(at, at + DECODE_PIECE_BYTES), {stream: true}), false);
      await breathe();
    }
  }
  await take(decoder.decode(), true);
  return fragments;
}
