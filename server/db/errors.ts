/**
 * Why the database did not do a piece of work, as errors the HTTP layer turns into each API's answer.
 * Each carries the SQLSTATE (or PostgREST code) it is answered with, like a PGlite DatabaseError.
 */
export class DatabaseRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'DatabaseRefusal';
  }
}

/** The work ran past its deadline and was cancelled: Postgres's own statement_timeout error. */
export class StatementTimeout extends DatabaseRefusal {
  constructor() {
    super('57014', 'canceling statement due to statement timeout');
  }
}

/** The database is restarting (or could not be opened): PostgREST's answer for a lost connection. */
export class DatabaseUnavailable extends DatabaseRefusal {
  constructor(why: string) {
    super('PGRST000', 'Database connection error. Retrying the connection.', why);
  }
}

/** The work waited its turn longer than the queue allows: PostgREST's pool acquisition timeout. */
export class DatabaseQueueTimeout extends DatabaseRefusal {
  constructor() {
    super('PGRST003', 'Timed out acquiring connection from connection pool.');
  }
}

/** Free disk space is below the reserve: writes are refused (SQLSTATE disk_full), reads go on. */
export class DiskFull extends DatabaseRefusal {
  constructor(freeBytes: number, reserveBytes: number) {
    super(
      '53100',
      'could not write: the disk is nearly full, so the server refuses writes until space is freed',
      `${Math.floor(freeBytes / 1048576)} MB free, below the reserve of ${Math.floor(reserveBytes / 1048576)} MB`,
    );
  }
}
