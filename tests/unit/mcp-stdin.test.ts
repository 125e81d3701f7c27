/** The MCP server's capped standard input (src/mcp/stdin.ts): whole lines pass, an overlong one is dropped and reported. */
import {PassThrough} from 'node:stream';
import {describe, expect, it} from 'vitest';
import {boundedMessages, oversizeError} from '../../src/mcp/stdin';

/** Feeds `chunks` to a capped reader of `max` bytes; returns what passed and the sizes reported. */
async function feed(chunks: string[], max: number) {
  const input = new PassThrough();
  const dropped: number[] = [];
  const out = boundedMessages(input, (n) => dropped.push(n), max);
  const passed: Buffer[] = [];
  out.on('data', (d: Buffer) => passed.push(d));
  const ended = new Promise((resolve) => out.on('end', resolve));
  for (const c of chunks) input.write(Buffer.from(c));
  input.end();
  await ended;
  return {text: Buffer.concat(passed).toString(), dropped};
}

describe('boundedMessages', () => {
  it('passes lines at most the cap long whole, however the chunks cut them', async () => {
    expect(await feed(['ab', 'c\nde', 'f\n', 'ghi\n'], 3)).toEqual({text: 'abc\ndef\nghi\n', dropped: []});
    expect(await feed(['abc\ndef\n'], 3)).toEqual({text: 'abc\ndef\n', dropped: []});
  });

  it('drops a longer line as it streams, reports its size, and passes the lines after it', async () => {
    expect(await feed(['ok\nto', 'olong', '\nnext\n'], 4)).toEqual({text: 'ok\nnext\n', dropped: [7]});
    expect(await feed(['0123456789\n0123456789\nfine\n'], 4)).toEqual({text: 'fine\n', dropped: [10, 10]});
  });

  it('at the end of input: a last line without newline passes, or is reported when too long', async () => {
    expect(await feed(['a\nlast'], 4)).toEqual({text: 'a\nlast', dropped: []});
    expect(await feed(['a\nlonger'], 4)).toEqual({text: 'a\n', dropped: [6]});
  });

  it('answers with a JSON-RPC "invalid request" for an unknown id', () => {
    const line = oversizeError(11, 4);
    expect(line.endsWith('\n')).toBe(true);
    expect(JSON.parse(line)).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message: 'Message of 11 bytes refused: the most this server reads is 4 bytes (nothing of it was read).',
      },
    });
  });
});
