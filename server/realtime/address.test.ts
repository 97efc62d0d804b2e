import { describe, expect, test } from 'vitest';
import { addressGroup } from './address.ts';

describe('addressGroup', () => {
  test('an IPv4 address is its own group, also when mapped into IPv6', () => {
    expect(addressGroup('127.0.0.2')).toBe('127.0.0.2');
    expect(addressGroup('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  test('IPv6 addresses of one /64 share a group', () => {
    expect(addressGroup('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  test('no address is one group of its own', () => {
    expect(addressGroup(undefined)).toBe('unknown');
  });
});
