/**
 * A minimal WebSocket client over node:http's upgrade (RFC 6455: masked client frames, text messages,
 * fragmentation, ping/pong, close). Enough for a WebDriver BiDi connection on 127.0.0.1; Node 20 has
 * no global WebSocket and the e2e tests add no dependency for one.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type {Socket} from 'node:net';

export interface TextSocket {
  send(text: string): void;
  close(): void;
}

const OP = {continuation: 0, text: 1, binary: 2, close: 8, ping: 9, pong: 10} as const;

function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const head = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const out = Buffer.alloc(head + 4 + length);
  out[0] = 0x80 | opcode; // FIN + opcode
  if (length < 126) out[1] = 0x80 | length;
  else if (length < 65_536) {
    out[1] = 0x80 | 126;
    out.writeUInt16BE(length, 2);
  } else {
    out[1] = 0x80 | 127;
    out.writeBigUInt64BE(BigInt(length), 2);
  }
  const mask = crypto.randomBytes(4);
  mask.copy(out, head);
  for (let i = 0; i < length; i++) out[head + 4 + i] = payload[i] ^ mask[i & 3];
  return out;
}

/** Opens a text WebSocket; `onMessage` gets every message from the first, `onClose` the end of the connection. */
export function connect(
  url: string,
  handlers: {onMessage: (text: string) => void; onClose: () => void},
  timeoutMs = 10_000,
): Promise<TextSocket> {
  const {hostname, port, pathname, search} = new URL(url);
  const key = crypto.randomBytes(16).toString('base64');
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: hostname,
      port,
      path: pathname + search,
      timeout: timeoutMs,
      headers: {Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': key},
    });
    req.on('timeout', () => req.destroy(new Error(`WebSocket ${url}: no upgrade within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.on('response', (res) => reject(new Error(`WebSocket ${url}: HTTP ${res.statusCode} instead of an upgrade`)));
    req.on('upgrade', (res, socket: Socket, head: Buffer) => {
      const accept = crypto
        .createHash('sha1')
        .update(key + '258EAFA5-E914-47DA-95CA-C5AB0DC85B11')
        .digest('base64');
      if (res.headers['sec-websocket-accept'] !== accept) {
        socket.destroy();
        reject(new Error(`WebSocket ${url}: bad Sec-WebSocket-Accept`));
        return;
      }
      socket.setNoDelay(true);
      socket.setTimeout(0);
      let closed = false;
      const ws: TextSocket = {
        send: (text) => {
          if (closed) throw new Error('WebSocket is closed');
          socket.write(frame(OP.text, Buffer.from(text, 'utf8')));
        },
        close: () => {
          if (closed) return;
          closed = true;
          socket.end(frame(OP.close, Buffer.from([0x03, 0xe8])));
          setTimeout(() => socket.destroy(), 1000).unref();
        },
      };
      let buffer = head;
      let parts: Buffer[] = [];
      const parse = () => {
        while (buffer.length >= 2) {
          const fin = (buffer[0] & 0x80) !== 0;
          const opcode = buffer[0] & 0x0f;
          const masked = (buffer[1] & 0x80) !== 0;
          let length = buffer[1] & 0x7f;
          let offset = 2;
          if (length === 126) {
            if (buffer.length < 4) return;
            length = buffer.readUInt16BE(2);
            offset = 4;
          } else if (length === 127) {
            if (buffer.length < 10) return;
            length = Number(buffer.readBigUInt64BE(2));
            offset = 10;
          }
          const maskAt = offset;
          if (masked) offset += 4;
          if (buffer.length < offset + length) return;
          const payload = Buffer.from(buffer.subarray(offset, offset + length));
          if (masked) for (let i = 0; i < length; i++) payload[i] ^= buffer[maskAt + (i & 3)];
          buffer = buffer.subarray(offset + length);
          if (opcode === OP.ping) socket.write(frame(OP.pong, payload));
          else if (opcode === OP.close) {
            if (!closed) ws.close();
            socket.destroy();
          } else if (opcode === OP.text || opcode === OP.binary || opcode === OP.continuation) {
            parts.push(payload);
            if (fin) {
              const text = Buffer.concat(parts).toString('utf8');
              parts = [];
              handlers.onMessage(text);
            }
          }
        }
      };
      socket.on('data', (chunk: Buffer) => {
        buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
        parse();
      });
      socket.on('close', () => {
        closed = true;
        handlers.onClose();
      });
      socket.on('error', () => {});
      parse();
      resolve(ws);
    });
    req.end();
  });
}
