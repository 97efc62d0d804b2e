/**
 * The address a socket's limits are counted against: the TCP peer's IPv4 address, or the /64 network of
 * an IPv6 one (one subscriber line gets a whole /64, so a single IPv6 address would be no limit at all).
 */
export function addressGroup(remote: string | undefined): string {
  if (!remote) return 'unknown';
  const address = remote.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...first, ...Array<string>(Math.max(0, 8 - first.length - last.length)).fill('0'), ...last]
    : first;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}
