/**
 * The MCP server's standard input, one message (line) at a time, with a cap. A line longer than
 * `MAX_MESSAGE_BYTES` is dropped as it streams in (never buffered whole) and reported, so the server answers it
 * with a JSON-RPC error and goes on. Without this, the SDK's stdio transport closes the session when its buffer
 * passes 10 MB, and the process, with nothing left to do, exits with code 0 and no word.
 */
import {PassThrough, type Readable} from 'node:stream';

/** The longest message read, in bytes (its newline excluded). */
export const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

/** The JSON-RPC error line for a message that was too long (its id is unknown: it was never read). */
export function oversizeError(bytes: number, max = MAX_MESSAGE_BYTES): string {
  const error = {
    code: -32600,
    message: `Message of ${bytes} bytes refused: the most this server reads is ${max} bytes (nothing of it was read).`,
  };
  return `${JSON.stringify({jsonrpc: '2.0', id: null, error})}\n`;
}

/** Passes `input`'s lines of at most `max` bytes on whole; for a longer one, calls `oversize` with its size once it ends. */
export function boundedMessages(input: Readable, oversize: (bytes: number) => void, max = MAX_MESSAGE_BYTES): Readable {
  const out = new PassThrough();
  let held: Buffer[] = [];
  let size = 0;
  let dropping = false;
  input.on('data', (chunk: Buffer) => {
    let start = 0;
    while (start < chunk.length) {
      const newline = chunk.indexOf(0x0a, start);
      const end = newline === -1 ? chunk.length : newline;
      size += end - start;
      if (!dropping && size > max) {
        dropping = true;
        held = [];
      }
      if (!dropping) held.push(chunk.subarray(start, newline === -1 ? end : end + 1));
      if (newline === -1) break;
      if (dropping) oversize(size);
      else out.write(Buffer.concat(held));
      held = [];
      size = 0;
      dropping = false;
      start = end + 1;
    }
  });
  input.on('end', () => {
    if (dropping) oversize(size);
    else if (held.length > 0) out.write(Buffer.concat(held));
    out.end();
  });
  input.on('error', (error) => out.destroy(error));
  return out;
}
