import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import net from 'node:net';

import { Binary, deserialize, type Document, serialize } from 'bson';

/** A bare wire-protocol client for tests that must send malformed bytes. */
export class RawConnection {
  private buf = Buffer.alloc(0);
  private waiting: Array<() => void> = [];
  closed = false;

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (d: Buffer) => {
      this.buf = Buffer.concat([this.buf, d]);
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    socket.on('error', () => {});
  }

  /** Connects, and authenticates with SCRAM-SHA-256 when the URI carries a user. */
  static async open(uri: string): Promise<RawConnection> {
    const u = new URL(uri);
    const conn = await new Promise<RawConnection>((resolve, reject) => {
      const s = net.connect(Number(u.port || 27017), u.hostname, () => resolve(new RawConnection(s)));
      s.once('error', reject);
    });
    if (u.username) await conn.authenticate(decodeURIComponent(u.username), decodeURIComponent(u.password), u.searchParams.get('authSource') ?? 'admin');
    return conn;
  }

  /** A command on this connection; throws on ok: 0. */
  async command(body: Document): Promise<Document> {
    this.send(opMsg(body));
    const r = await this.reply();
    if (!r || r.body.ok !== 1) throw new Error(`command failed: ${JSON.stringify(r?.body)}`);
    return r.body;
  }

  /** The client side of SCRAM-SHA-256, as the driver does it (RFC 5802). */
  async authenticate(user: string, password: string, db: string): Promise<void> {
    const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();
    const text = (b: Binary) => Buffer.from(b.buffer).toString('utf8');
    const nonce = randomBytes(24).toString('base64');
    const first = `n=${user},r=${nonce}`;
    const start = await this.command({ saslStart: 1, mechanism: 'SCRAM-SHA-256', payload: new Binary(Buffer.from(`n,,${first}`)), $db: db });
    const serverFirst = text(start.payload as Binary);
    const attrs = Object.fromEntries(serverFirst.split(',').map((p) => [p[0], p.slice(2)]));
    const salted = pbkdf2Sync(password, Buffer.from(attrs.s!, 'base64'), Number(attrs.i), 32, 'sha256');
    const clientKey = hmac(salted, 'Client Key');
    const withoutProof = `c=biws,r=${attrs.r}`;
    const signature = hmac(createHash('sha256').update(clientKey).digest(), `${first},${serverFirst},${withoutProof}`);
    const proof = Buffer.from(clientKey.map((b, i) => b ^ signature[i]!)).toString('base64');
    await this.command({ saslContinue: 1, conversationId: start.conversationId, payload: new Binary(Buffer.from(`${withoutProof},p=${proof}`)), $db: db });
  }

  private wake(): void {
    const w = this.waiting;
    this.waiting = [];
    w.forEach((f) => f());
  }

  send(bytes: Buffer): void {
    this.socket.write(bytes);
  }

  /** Next reply's body document, or null if the server closed the connection (or timed out). */
  async reply(timeoutMs = 2000): Promise<{ opCode: number; body: Document } | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.buf.length >= 4) {
        const len = this.buf.readInt32LE(0);
        if (this.buf.length >= len) {
          const msg = this.buf.subarray(0, len);
          this.buf = this.buf.subarray(len);
          const opCode = msg.readInt32LE(12);
          const bodyAt = opCode === 1 ? 36 : 21;
          return { opCode, body: deserialize(msg.subarray(bodyAt)) };
        }
      }
      if (this.closed || Date.now() > deadline) return null;
      await new Promise<void>((r) => {
        this.waiting.push(r);
        setTimeout(r, 50);
      });
    }
  }

  close(): void {
    this.socket.destroy();
  }
}

let requestId = 1;

export function header(len: number, opCode: number): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(len, 0);
  h.writeInt32LE(requestId++, 4);
  h.writeInt32LE(0, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

export function opMsg(body: Document, flags = 0, raw?: Buffer): Buffer {
  const doc = raw ?? Buffer.from(serialize(body));
  const checksum = flags & 1 ? 4 : 0;
  const len = 16 + 4 + 1 + doc.length + checksum;
  const f = Buffer.alloc(4);
  f.writeUInt32LE(flags, 0);
  const msg = Buffer.concat([header(len, 2013), f, Buffer.from([0]), doc, Buffer.alloc(checksum)]);
  if (checksum) msg.writeUInt32LE(crc32c(msg.subarray(0, len - 4)), len - 4);
  return msg;
}

/** OP_MSG with a body section and one document-sequence section (as the driver sends insertMany). */
export function opMsgWithSequence(body: Document, id: string, docs: Buffer[]): Buffer {
  const bodyBytes = Buffer.from(serialize(body));
  const idBytes = Buffer.from(`${id}\0`);
  const seqSize = 4 + idBytes.length + docs.reduce((n, d) => n + d.length, 0);
  const seqHead = Buffer.alloc(5);
  seqHead[0] = 1;
  seqHead.writeInt32LE(seqSize, 1);
  const len = 16 + 4 + 1 + bodyBytes.length + 1 + seqSize;
  return Buffer.concat([header(len, 2013), Buffer.alloc(4), Buffer.from([0]), bodyBytes, seqHead, idBytes, ...docs]);
}

export function opQuery(ns: string, query: Document): Buffer {
  const nsBuf = Buffer.from(`${ns}\0`);
  const doc = Buffer.from(serialize(query));
  const len = 16 + 4 + nsBuf.length + 8 + doc.length;
  const mid = Buffer.alloc(8);
  mid.writeInt32LE(0, 0);
  mid.writeInt32LE(-1, 4);
  return Buffer.concat([header(len, 2004), Buffer.alloc(4), nsBuf, mid, doc]);
}

const CRC32C = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
  return c;
});

function crc32c(buf: Buffer): number {
  let c = -1;
  for (const b of buf) c = CRC32C[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}
