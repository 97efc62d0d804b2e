import { describe, expect, test } from 'vitest';
import { MAX_ANONYMOUS_SOCKETS_PER_ADDRESS, MAX_SOCKETS, MAX_SOCKETS_PER_USER } from './limits.ts';
import { RealtimeSlots, type SlotHolder } from './slots.ts';

class Holder implements SlotHolder {
  owner: string | undefined;
  closed = false;
  constructor(readonly address: string) {}
  close(): void {
    this.closed = true;
  }
}

function fill(slots: RealtimeSlots<Holder>, address: string, count: number): Holder[] {
  return Array.from({ length: count }, () => {
    expect(slots.admit(address)).toEqual({ ok: true });
    const holder = new Holder(address);
    slots.add(holder);
    return holder;
  });
}

describe('RealtimeSlots', () => {
  test('an address may hold only so many sockets no user has claimed; claimed ones no longer count', () => {
    const slots = new RealtimeSlots<Holder>();
    const held = fill(slots, '192.0.2.1', MAX_ANONYMOUS_SOCKETS_PER_ADDRESS);
    expect(slots.admit('192.0.2.1')).toMatchObject({ ok: false, status: 429 });
    expect(slots.admit('192.0.2.2')).toEqual({ ok: true });

    expect(slots.claim(held[0] as Holder, 'user-1')).toBe(true);
    expect(slots.admit('192.0.2.1')).toEqual({ ok: true });
  });

  test('when every socket is taken, a newcomer displaces the oldest anonymous socket of the fullest address', () => {
    const slots = new RealtimeSlots<Holder>();
    const addresses = Math.ceil(MAX_SOCKETS / MAX_ANONYMOUS_SOCKETS_PER_ADDRESS);
    const held: Holder[] = [];
    for (let a = 0; a < addresses; a++)
      held.push(
        ...fill(slots, `198.51.100.${a}`, Math.min(MAX_ANONYMOUS_SOCKETS_PER_ADDRESS, MAX_SOCKETS - held.length)),
      );
    expect(slots.holders.size).toBe(MAX_SOCKETS);

    expect(slots.admit('203.0.113.9')).toEqual({ ok: true });
    expect(held.filter((h) => h.closed)).toEqual([held[0]]);
    expect(slots.holders.has(held[0] as Holder)).toBe(false);
  });

  test('no socket is displaced when all are held by signed-in users', () => {
    const slots = new RealtimeSlots<Holder>();
    const held = fill(slots, '192.0.2.1', MAX_SOCKETS / 50);
    for (const [i, holder] of held.entries()) expect(slots.claim(holder, `user-${i}`)).toBe(true);
    for (let i = 0; slots.holders.size < MAX_SOCKETS; i++) {
      const [holder] = fill(slots, `198.51.100.${i % 200}`, 1);
      expect(slots.claim(holder as Holder, `other-${i}`)).toBe(true);
    }
    expect(slots.admit('203.0.113.9')).toMatchObject({ ok: false, status: 503 });
  });

  test('a user may claim only so many sockets', () => {
    const slots = new RealtimeSlots<Holder>();
    const held = fill(slots, '192.0.2.1', MAX_SOCKETS_PER_USER + 1);
    for (const holder of held.slice(0, MAX_SOCKETS_PER_USER)) expect(slots.claim(holder, 'user-1')).toBe(true);
    expect(slots.claim(held[MAX_SOCKETS_PER_USER] as Holder, 'user-1')).toBe(false);
    expect(slots.claim(held[MAX_SOCKETS_PER_USER] as Holder, 'user-2')).toBe(true);
  });
});
