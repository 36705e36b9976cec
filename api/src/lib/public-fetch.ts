import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

import { Agent, fetch as undiciFetch } from 'undici';

import { embeddedIpv4 } from './embedded-ipv4.js';

/**
 * fetch for URLs that users choose (an agent's AI provider baseUrl): it only
 * reaches public internet addresses. Without it, an agent could point the
 * server at itself or its private network (cloud metadata services,
 * databases, admin ports) and have it send requests there: server-side
 * request forgery.
 *
 * The check runs on the address actually connected to (the resolver's
 * answer, inside the connection), not on a lookup made beforehand, so a
 * hostname that resolves to a public address when checked and a private one
 * when used (DNS rebinding) is refused as well. Redirects are not followed.
 */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b:1::', 48], // NAT64 for local use (RFC 8215): only ever a network's own translation
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/**
 * True for loopback, private, link-local, multicast and reserved addresses
 * (IPv4, IPv6, IPv4-mapped IPv6, and NAT64/6to4 addresses of such an IPv4).
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true; // not an address: never connect to it
  const translated = embeddedIpv4(address);
  if (translated !== undefined) return PRIVATE.check(translated, 'ipv4');
  // BlockList checks IPv4-mapped IPv6 (::ffff:10.0.0.1) against the IPv4 rules itself.
  return PRIVATE.check(address, 'ipv6');
}

export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
  constructor(host: string) {
    super(`${host} is not a public internet address`);
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that answers an error instead of a private address. */
function publicLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const found = addresses as LookupAddress[];
    const blocked = found.find((a) => isPrivateAddress(a.address));
    if (blocked || found.length === 0) return callback(new PrivateAddressError(hostname), []);
    if (options.all) return callback(null, found);
    return callback(null, found[0]!.address, found[0]!.family);
  });
}

const publicAgent = new Agent({ connect: { lookup: publicLookup as never } });

/** A fetch that refuses URLs whose host is, or resolves to, a non-public address. */
export const publicFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  // An address literal is connected to without a lookup: check it here.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) && isPrivateAddress(host)) throw new PrivateAddressError(host);
  const request = input instanceof Request ? input : undefined;
  const response = await undiciFetch(url, {
    method: init?.method ?? request?.method,
    headers: (init?.headers ?? request?.headers) as never,
    body: (init?.body ?? request?.body) as never,
    signal: init?.signal ?? request?.signal,
    redirect: 'manual',
    dispatcher: publicAgent,
    // A streamed body must say so; strings and buffers need nothing.
    ...((init?.body ?? request?.body) instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as never);
  return response as unknown as Response;
};
