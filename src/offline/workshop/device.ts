import { markPreparedTablet } from './marker';
import { getWorkshopDb, readRow, type WorkshopDb, type WorkshopDevice, type WorkshopServerStatus } from './db';

/**
 * Stores the tablet's registration, starting afresh: no earlier wrong codes, no earlier server status;
 * then marks the browser as a tablet, so that every route pushes its work (./marker.ts).
 */
export async function saveDevice(device: Omit<WorkshopDevice, 'key'>, db: WorkshopDb = getWorkshopDb()) {
  await db.transaction('rw', db.state, async () => {
    await db.state.bulkDelete(['attempts', 'status']);
    await db.state.put({ key: 'device', ...device });
  });
  markPreparedTablet(device.id);
}

export function readDevice(db: WorkshopDb = getWorkshopDb()): Promise<WorkshopDevice | undefined> {
  return readRow(db, 'device');
}

export function readServerStatus(db: WorkshopDb = getWorkshopDb()): Promise<WorkshopServerStatus | undefined> {
  return readRow(db, 'status');
}
