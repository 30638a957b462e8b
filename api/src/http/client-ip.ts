import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/**
 * The client's address as Express sees it (the socket, or X-Forwarded-For when TRUST_PROXY
 * trusts the hop), with IPv4-mapped IPv6 (`::ffff:1.2.3.4`, a dual-stack socket) as plain IPv4.
 */
export function clientIp(req: Request): string {
  return normaliseIp(req.ip ?? req.socket.remoteAddress ?? '');
}

function normaliseIp(address: string): string {
  const mapped = MAPPED_IPV4.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  return address.toLowerCase();
}

/**
 * The part of a client address that identifies one subscriber: the IPv4 address, or the IPv6
 * network of `ipv6PrefixLength` bits (default /64: its interface half rotates freely), as
 * `2001:db8:77:1::/64`. Rate limits count by the /64; the one-account-per-address rule by a wider
 * network (REGISTRATION_IPV6_PREFIX_LENGTH, docs/security.md).
 */
export function addressKey(ip: string, ipv6PrefixLength = 64): string {
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.replace(/%.*$/, '').split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  const kept = groups.slice(0, Math.ceil(ipv6PrefixLength / 16)).map((group, i) => {
    const bits = Math.min(16, ipv6PrefixLength - 16 * i);
    return (parseInt(group, 16) & (0xffff << (16 - bits)) & 0xffff).toString(16);
  });
  return `${kept.join(':')}::/${ipv6PrefixLength}`;
}

/** The address key of a request's client. */
export const clientAddressKey = (req: Request): string => addressKey(clientIp(req));
