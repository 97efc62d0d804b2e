import { defaultStorage, readJson, type KeyValueStorage } from './key-value-storage';

/** The impersonation record kept locally. */
export interface ImpersonationRecord {
  organizationId: string;
  organizationName: string;
  originalAdminId: string;
}

export interface ImpersonationStore {
  read(): ImpersonationRecord | null;
  write(record: ImpersonationRecord): void;
  clear(): void;
}

export const IMPERSONATION_STORAGE_KEY = 'impersonation';

function isRecord(value: unknown): value is ImpersonationRecord {
  if (value == null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.organizationId === 'string' &&
    v.organizationId !== '' &&
    typeof v.organizationName === 'string' &&
    typeof v.originalAdminId === 'string' &&
    v.originalAdminId !== ''
  );
}

export function storageImpersonationStore(storage: KeyValueStorage = defaultStorage()): ImpersonationStore {
  return {
    read() {
      const value = readJson(storage, IMPERSONATION_STORAGE_KEY);
      return isRecord(value) ? value : null;
    },
    write(record) {
      storage.setItem(IMPERSONATION_STORAGE_KEY, JSON.stringify(record));
    },
    clear() {
      storage.removeItem(IMPERSONATION_STORAGE_KEY);
    },
  };
}
