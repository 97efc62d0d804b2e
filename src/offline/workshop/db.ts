import { Dexie, type Table } from 'dexie';

export const WORKSHOP_DB_NAME = 'taas-workshop';

/** The tablet's registration: its non-extractable key pair and what the server answered. */
export interface WorkshopDevice {
  key: 'device';
  id: string;
  organizationId: string | null;
  teamId: string;
  teamName: string;
  sessionId: string | null;
  label: string;
  workshopDate: string;
  uploadUntil: string;
  /** who prepared the tablet: the push names them as the participants' voucher. */
  preparedBy: string;
  preparedAt: string;
  participants: { user_id: string; full_name: string }[];
  /** CryptoKey objects stored by structured clone; the private one is not extractable. */
  privateKey: CryptoKey;
  publicJwk: JsonWebKey;
}

/** The workshop code, kept only as a slow salted hash (./code.ts). */
export interface WorkshopCodeHash {
  key: 'code';
  salt: string;
  iterations: number;
  hash: string;
}

/** Wrong codes typed on this tablet: kept here so a reload does not reset the wait (./attempts.ts). */
export interface WorkshopAttempts {
  key: 'attempts';
  wrong: number;
  lockedUntil: number;
}

/** What the server last said about the tablet (a status check or a push). */
export interface WorkshopServerStatus {
  key: 'status';
  status: 'active' | 'revoked' | 'expired' | 'unknown_device' | 'bad_signature';
  uploadUntil: string | null;
  revokedAt: string | null;
  checkedAt: string;
}

export type WorkshopRow = WorkshopDevice | WorkshopCodeHash | WorkshopAttempts | WorkshopServerStatus;

/**
 * The tablet's own database, apart from the users' one (taas-offline): one row per kind, keyed by
 * `key`. Logout purges users' rows; this database is the device's, removed only by preparing the
 * tablet again or forgetting it.
 */
export class WorkshopDb extends Dexie {
  state!: Table<WorkshopRow, string>;

  constructor(name: string = WORKSHOP_DB_NAME) {
    super(name);
    this.version(1).stores({ state: 'key' });
  }
}

let shared: WorkshopDb | null = null;

export function getWorkshopDb(): WorkshopDb {
  shared ??= new WorkshopDb();
  return shared;
}

export async function readRow<K extends WorkshopRow['key']>(
  db: WorkshopDb,
  key: K,
): Promise<Extract<WorkshopRow, { key: K }> | undefined> {
  return (await db.state.get(key)) as Extract<WorkshopRow, { key: K }> | undefined;
}
