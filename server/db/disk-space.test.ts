import { describe, expect, it } from 'vitest';
import { DEFAULT_DISK_RESERVE_BYTES, DiskSpace, diskReserveBytes } from './disk-space.ts';

const MB = 1024 * 1024;

describe('DiskSpace', () => {
  it('is low once the free space read falls below the reserve, and not before the first reading', async () => {
    let free = 100;
    const disk = new DiskSpace('/data', 64 * MB, async () => ({ bavail: free, bsize: MB }));
    expect(disk.low()).toBe(false);
    await disk.refresh();
    expect(disk.low()).toBe(false);
    free = 63;
    await disk.refresh();
    expect(disk.low()).toBe(true);
  });

  it('keeps the last reading when the file system cannot be read', async () => {
    let fail = false;
    const disk = new DiskSpace('/data', 64 * MB, async () => {
      if (fail) throw new Error('EIO');
      return { bavail: 10, bsize: MB };
    });
    await disk.refresh();
    fail = true;
    await disk.refresh();
    expect(disk.low()).toBe(true);
  });
});

describe('diskReserveBytes', () => {
  it('reads BACKEND_DISK_RESERVE_MB, defaults to 256 MB and refuses nonsense', () => {
    expect(diskReserveBytes({})).toBe(DEFAULT_DISK_RESERVE_BYTES);
    expect(DEFAULT_DISK_RESERVE_BYTES).toBe(256 * MB);
    expect(diskReserveBytes({ BACKEND_DISK_RESERVE_MB: '48' })).toBe(48 * MB);
    expect(() => diskReserveBytes({ BACKEND_DISK_RESERVE_MB: 'lots' })).toThrow(/BACKEND_DISK_RESERVE_MB/);
  });
});
