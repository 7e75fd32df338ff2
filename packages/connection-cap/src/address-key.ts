import { isIPv4, isIPv6 } from 'node:net';

/**
 * Bits of an IPv6 address that name one subscriber: providers hand each customer a /64 (or
 * more), whose 2^64 addresses one machine can use in turn, so counting them one by one would let
 * any IPv6 client step around a per-address limit.
 */
export const IPV6_SUBSCRIBER_PREFIX_BITS = 64;

const IPV6_GROUPS = 8;
const GROUP_BITS = 16;
/** An IPv4 address written inside IPv6 (`::ffff:a.b.c.d`) is an IPv4 client on a dual-stack socket. */
const IPV4_MAPPED_PREFIX = [0, 0, 0, 0, 0, 0xffff];

/**
 * What every per-address limit of the site counts a client by: an IPv4 address as it is, an IPv6
 * address by its /64 (`2001:db8:0:1::/64`), an IPv4-mapped IPv6 address as its IPv4 address. Anything
 * else (no address, a socket already closed) is kept as it is, so it still has a key of its own.
 */
export function addressKey(address: string | undefined): string {
  if (address === undefined) return '';
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (IPV4_MAPPED_PREFIX.every((group, index) => groups[index] === group)) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  const kept = groups.slice(0, IPV6_SUBSCRIBER_PREFIX_BITS / GROUP_BITS);
  return `${kept.map((group) => group.toString(16)).join(':')}::/${IPV6_SUBSCRIBER_PREFIX_BITS}`;
}

/** The eight 16-bit groups of an IPv6 address (any zone dropped), or undefined if it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.split('%', 1)[0]!;
  if (!isIPv6(bare)) return undefined;
  let text = bare.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const first = parse(head);
  if (tail === undefined) return first;
  const last = parse(tail);
  return [...first, ...Array<number>(IPV6_GROUPS - first.length - last.length).fill(0), ...last];
}
