import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { NodeEnv } from '../../env-values';

/**
 * The push services browsers use (Chrome and Edge through FCM, Firefox, Safari, Windows). The API
 * POSTs to whatever endpoint a subscription names, so production accepts only these hosts.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/,
  /(^|\.)push\.apple\.com$/,
  /\.notify\.windows\.com$/,
];

/** Addresses a push endpoint may never reach: this host, private networks, link-local (cloud metadata), unique-local, multicast, reserved. */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
// IPv4-mapped addresses are checked against the IPv4 rules by BlockList itself.
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6');

const isInternal = (address: string) => INTERNAL.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

export type PushEndpointRules = { nodeEnv: NodeEnv; allowlist: readonly string[] };

/**
 * Whether the server may POST to this endpoint, checked when it is saved and again before each
 * send (DNS can change): https, in production one of the browsers' push services, and every
 * address its name resolves to public. The allowlisted origins (a test's or a self-hosted push
 * service, PUSH_ENDPOINT_ALLOWLIST) skip these checks.
 */
export async function isAllowedPushEndpoint(
  endpoint: string,
  { nodeEnv, allowlist }: PushEndpointRules,
): Promise<boolean> {
  const url = new URL(endpoint);
  if (allowlist.includes(url.origin)) return true;
  if (url.protocol !== 'https:') return false;
  if (nodeEnv === 'production' && !PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))) return false;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  try {
    const addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    return addresses.length > 0 && !addresses.some(isInternal);
  } catch {
    // A name that does not resolve reaches nothing.
    return false;
  }
}
