import { describe, expect, it } from 'vitest';
import { Lru } from './lru.ts';

describe('Lru', () => {
  it('keeps at most max entries, forgetting the least recently used and telling who was evicted', () => {
    const evicted: string[] = [];
    const lru = new Lru<string, number>(2, (key) => evicted.push(key));
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the most recent
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
    expect(evicted).toEqual(['b']);
    lru.clear();
    expect(evicted.sort()).toEqual(['a', 'b', 'c']);
  });
});
