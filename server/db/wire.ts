/*
 * The frontend messages of Postgres's wire protocol (v3) that a statement batch sends, written into
 * one buffer: lengths are measured first, then every message is written in place. Strings are UTF-8
 * and parameters go as text (or null), their types left for Postgres to infer.
 * https://www.postgresql.org/docs/current/protocol-message-formats.html
 */

type Message =
  | { kind: 'close' | 'query'; text: string }
  | { kind: 'parse'; name: string; text: string }
  | { kind: 'bind'; name: string; values: ReadonlyArray<string | null> }
  | { kind: 'sync' };

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');

/** The bytes of one message after its type byte and length (which counts itself, not the type byte). */
function bodyLength(m: Message): number {
  switch (m.kind) {
    case 'close': return 4 + 1 + utf8(m.text) + 1;
    case 'query': return 4 + utf8(m.text) + 1;
    case 'parse': return 4 + utf8(m.name) + 1 + utf8(m.text) + 1 + 2;
    case 'bind': {
      let n = 4 + 1 + utf8(m.name) + 1 + 2 + 2 + 2;
      for (const v of m.values) n += 4 + (v === null ? 0 : utf8(v));
      // + Describe (portal) and Execute, written with every Bind
      return n + 1 + 6 + 1 + 9;
    }
    case 'sync': return 4;
  }
}

/** Collects messages; `bytes()` writes them all into one buffer. */
export class WireMessages {
  private readonly messages: Message[] = [];

  /** Close a named prepared statement. */
  close(name: string): this {
    this.messages.push({ kind: 'close', text: name });
    return this;
  }

  /** A simple-protocol query (runs at once, outside the extended protocol's implicit transaction). */
  query(text: string): this {
    this.messages.push({ kind: 'query', text });
    return this;
  }

  /** Prepare `text` as the named statement `name`. */
  parse(name: string, text: string): this {
    this.messages.push({ kind: 'parse', name, text });
    return this;
  }

  /** Bind `values` to the named statement in the unnamed portal, describe it and execute it to the end. */
  run(name: string, values: ReadonlyArray<string | null>): this {
    this.messages.push({ kind: 'bind', name, values });
    return this;
  }

  sync(): this {
    this.messages.push({ kind: 'sync' });
    return this;
  }

  bytes(): Uint8Array {
    let total = 0;
    const lengths = this.messages.map((m) => {
      const n = bodyLength(m);
      total += 1 + n;
      return n;
    });
    const out = Buffer.allocUnsafe(total);
    let at = 0;
    const cstring = (s: string) => {
      at += out.write(s, at, 'utf8');
      out[at++] = 0;
    };
    const head = (type: string, length: number) => {
      out[at++] = type.charCodeAt(0);
      out.writeInt32BE(length, at);
      at += 4;
    };
    this.messages.forEach((m, i) => {
      const length = lengths[i] as number;
      switch (m.kind) {
        case 'close':
          head('C', length);
          out[at++] = 0x53; // 'S': a prepared statement
          cstring(m.text);
          break;
        case 'query':
          head('Q', length);
          cstring(m.text);
          break;
        case 'parse':
          head('P', length);
          cstring(m.name);
          cstring(m.text);
          at = out.writeInt16BE(0, at); // no parameter types given
          break;
        case 'bind': {
          head('B', length - (1 + 6 + 1 + 9));
          cstring(''); // the unnamed portal
          cstring(m.name);
          at = out.writeInt16BE(0, at); // no parameter format codes: all text
          at = out.writeInt16BE(m.values.length, at);
          for (const v of m.values) {
            if (v === null) {
              at = out.writeInt32BE(-1, at);
            } else {
              const start = at + 4;
              const written = out.write(v, start, 'utf8');
              out.writeInt32BE(written, at);
              at = start + written;
            }
          }
          at = out.writeInt16BE(0, at); // no result format codes: all text
          head('D', 6);
          out[at++] = 0x50; // 'P': the portal
          out[at++] = 0;
          head('E', 9);
          out[at++] = 0; // the unnamed portal
          at = out.writeInt32BE(0, at); // every row
          break;
        }
        case 'sync':
          head('S', 4);
          break;
      }
    });
    if (at !== total) throw new Error(`wire: wrote ${at} bytes of ${total}`);
    return out;
  }
}
