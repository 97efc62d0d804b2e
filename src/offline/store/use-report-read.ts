// A report read kept whole on the device, with the time it was fetched (shown on an offline
// report: "dati del 22/11 alle 14:05").
import { useLiveQuery } from './use-live-query';
import { readSnapshotTime } from './snapshots';
import { useLocalFirstRead, type LocalFirstRead } from './use-local-first-read';

export interface ReportRead<T> extends LocalFirstRead<T> {
  /** When the data shown was fetched from the backend (ISO), undefined before the first answer. */
  fetchedAt: string | undefined;
}

/** A report read local-first (see useLocalFirstRead), plus the time of the data on the device. */
export function useReportRead<T>(ownerId: string | null, key: string, load: () => Promise<T>): ReportRead<T> {
  const read = useLocalFirstRead(ownerId, key, load);
  const fetchedAt = useLiveQuery(async () => (ownerId ? readSnapshotTime(ownerId, key) : undefined), [ownerId, key]);
  return { ...read, fetchedAt };
}
