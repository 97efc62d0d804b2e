import { protocol, type PGlite } from '@electric-sql/pglite';
import { Lru } from '../lru.ts';

const { serialize } = protocol;

export interface Statement {
  text: string;
  params?: readonly unknown[];
}

export interface StatementResult {
  rows: Array<Record<string, unknown>>;
  affectedRows: number;
}

/** Decides, while the transaction is still open, whether it may commit: throwing (or rejecting) rolls it back. */
export type CommitCheck = (results: StatementResult[]) => void | Promise<void>;

interface BackendMessage {
  name: string;
  fields?: unknown[];
  text?: string;
}

const MAX_NAMED_STATEMENTS = 256;

/** Parameters go as text with unspecified types, so Postgres infers each from where it is used (as PGlite's query does). */
function textValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function affected(commandTag: string | undefined): number {
  const last = commandTag?.split(' ').at(-1);
  return last && /^\d+$/.test(last) ? Number(last) : 0;
}

/**
 * Runs a list of statements in one call into PGlite: the extended-protocol messages of all of them
 * and one Sync, so they share one implicit transaction (an error skips the rest and rolls it all
 * back). PGlite's own `transaction()` + `query()` costs two calls for BEGIN/COMMIT and six per
 * statement. Each distinct SQL text becomes a named prepared statement (at most 256, least recently
 * used closed first), so a request shape seen before is not parsed and planned again.
 */
export class StatementBatch {
  private readonly names: Lru<string, string>;
  private readonly toClose: string[] = [];
  private counter = 0;

  constructor(
    private readonly db: PGlite,
    private readonly prefix = `b${Math.random().toString(36).slice(2, 8)}_`,
  ) {
    this.names = new Lru(MAX_NAMED_STATEMENTS, (_text, name) => this.toClose.push(name));
  }

  /** Runs `statements` in one transaction; with `check`, it is left open for the check before it commits. */
  async run(statements: Statement[], check?: CommitCheck): Promise<StatementResult[]> {
    // Both PGlite locks: no other query, and no other transaction between its statements, may interleave.
    return this.db._runExclusiveTransaction(() => this.db._runExclusiveQuery(() => this.runLocked(statements, check)));
  }

  private async runLocked(statements: Statement[], check?: CommitCheck): Promise<StatementResult[]> {
    const parts: Uint8Array[] = this.toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));
    const fresh = new Map<string, string>();
    if (check) parts.push(serialize.query('begin'));
    for (const statement of statements) {
      let name = this.names.get(statement.text) ?? fresh.get(statement.text);
      if (!name) {
        name = `${this.prefix}${this.counter++}`;
        fresh.set(statement.text, name);
        parts.push(serialize.parse({ name, text: statement.text }));
      }
      parts.push(
        serialize.bind({ statement: name, values: (statement.params ?? []).map(textValue) }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
      );
    }
    if (!check) parts.push(serialize.sync());
    let messages: BackendMessage[];
    try {
      // The streaming call parses the answer as it comes, without also keeping a copy of its bytes.
      messages = (await this.db.execProtocolStream(concat(parts), { syncToFs: !check })) as BackendMessage[];
    } catch (error) {
      // Statements parsed before the error exist, the others do not: closing a missing one is no error.
      this.toClose.push(...fresh.values());
      if (check)
        await this.db.execProtocol(concat([serialize.sync(), serialize.query('rollback')]), { throwOnError: false });
      throw error;
    }
    for (const [text, name] of fresh) this.names.set(text, name);
    const results = collectResults(messages, this.db.parsers);
    if (!check) return results;
    results.shift(); // the BEGIN's
    try {
      await check(results);
    } catch (error) {
      await this.db.execProtocol(serialize.query('rollback'));
      throw error;
    }
    await this.db.execProtocol(serialize.query('commit'));
    return results;
  }
}

function collectResults(messages: BackendMessage[], parsers: PGlite['parsers']): StatementResult[] {
  const results: StatementResult[] = [];
  let fields: Array<{ name: string; dataTypeID: number }> = [];
  let rows: Array<Record<string, unknown>> = [];
  for (const message of messages) {
    if (message.name === 'rowDescription') fields = message.fields as typeof fields;
    else if (message.name === 'noData') fields = [];
    else if (message.name === 'dataRow') {
      const row: Record<string, unknown> = {};
      (message.fields as Array<string | null>).forEach((value, i) => {
        const field = fields[i] as { name: string; dataTypeID: number };
        const parser = parsers[field.dataTypeID];
        row[field.name] = value === null || !parser ? value : parser(value, field.dataTypeID);
      });
      rows.push(row);
    } else if (message.name === 'commandComplete') {
      results.push({ rows, affectedRows: affected(message.text) });
      rows = [];
    }
  }
  return results;
}
