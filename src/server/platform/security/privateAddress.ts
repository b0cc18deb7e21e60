import dns from 'node:dns';
import net from 'node:net';
import { deliveryDetails } from '../../../shared/texts/deliveryMessages';

// Addresses a webhook must not reach unless ALERT_WEBHOOK_ALLOW_PRIVATE says so: whoever may edit a
// context's alert settings or event webhooks must not make the server call its own network
// (loopback, the cloud's metadata service, the LAN) and learn from the replies' statuses what is
// there. Shared by the alert webhooks (alerts/) and the event webhooks (webhooks/).

const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this" network, 0.0.0.0 reaches the host itself
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the cloud metadata service
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  blocked.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(prefix, bits, 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:127.0.0.1 or ::ffff:7f00:1), else undefined. */
function mappedIpv4(ip: string): string | undefined {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (dotted) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (!hex) return undefined;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether this IP address is loopback, private, link-local, unspecified, multicast or reserved. */
export function isPrivateAddress(ip: string): boolean {
  const version = net.isIP(ip);
  if (version === 4) return blocked.check(ip, 'ipv4');
  if (version === 6) {
    const ipv4 = mappedIpv4(ip);
    return ipv4 ? blocked.check(ipv4, 'ipv4') : blocked.check(ip, 'ipv6');
  }
  return true;
}

/**
 * Whether a URL's host is one of those addresses written out, or localhost. The URL parser has
 * already turned forms such as 0x7f000001 or 2130706433 into 127.0.0.1; names that resolve to such
 * an address are caught when sending.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return net.isIP(host) !== 0 && isPrivateAddress(host);
}

/** A webhook's address that is refused; its message is the detail of the failed try. */
export class RefusedAddress extends Error {}

/**
 * The address to connect to for `hostname`: itself when it is an IP address, otherwise the first
 * its DNS names. Refused when it (or, for a name, any of its addresses) is private and private
 * addresses are not allowed. The caller connects to exactly this address, so a second DNS answer
 * (rebinding) cannot send the request elsewhere.
 */
export async function checkedAddress(
  hostname: string,
  allowPrivate: boolean,
): Promise<{ address: string; family: number }> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const found = net.isIP(host)
    ? [{ address: host, family: net.isIP(host) }]
    : await dns.promises.lookup(host, { all: true, verbatim: true });
  if (found.length === 0) throw new Error(deliveryDetails.noAddress(host));
  const refused = allowPrivate ? undefined : found.find((a) => isPrivateAddress(a.address));
  if (refused)
    throw new RefusedAddress(
      host === refused.address
        ? deliveryDetails.refusedPrivate(host)
        : deliveryDetails.refusedResolvesPrivate(host, refused.address),
    );
  return found[0]!;
}
