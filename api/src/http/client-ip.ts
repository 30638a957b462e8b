import { isIPv4 } from 'node:net';
import type { Request } from 'express';

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/**
 * The client's address as Express sees it (the socket, or X-Forwarded-For when TRUST_PROXY
 * trusts the hop), with IPv4-mapped IPv6 (`::ffff:1.2.3.4`, a dual-stack socket) as plain IPv4.
 */
export function clientIp(req: Request): string {
  return normaliseIp(req.ip ?? req.socket.remoteAddress ?? '');
}

export function normaliseIp(address: string): string {
  const mapped = MAPPED_IPV4.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  return address.toLowerCase();
}
