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
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215): translates into the operator's own network
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(prefix, bits, 'ipv6');

/** An IPv6 address in its canonical form and as its eight 16-bit groups, or undefined. */
function ipv6Groups(ip: string): { canonical: string; groups: number[] } | undefined {
  let canonical: string;
  try {
    // The URL parser writes any spelling (an embedded dotted IPv4 included) in hex, `::` compressed.
    canonical = new URL(`http://[${ip.replace(/%.*$/, '')}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
  const [head, tail] = canonical.split('::');
  const part = (text: string | undefined) => (text ? text.split(':').map((group) => parseInt(group, 16)) : []);
  const [before, after] = [part(head), part(tail)];
  const groups =
    tail === undefined ? before : [...before, ...Array(8 - before.length - after.length).fill(0), ...after];
  return { canonical, groups };
}

/**
 * The IPv4 address an IPv6 one carries and is delivered to: IPv4-mapped (::ffff:0:0/96),
 * IPv4-translated (::ffff:0:0:0/96), IPv4-compatible (::/96), NAT64 (64:ff9b::/96) and 6to4
 * (2002::/16). Such an address reaches that IPv4 host (through the host's own stack or a
 * gateway), so it is judged as that host.
 */
function embeddedIpv4(g: number[]): string | undefined {
  const ipv4 = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return ipv4(g[6]!, g[7]!);
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return ipv4(g[6]!, g[7]!);
  if (zeros(0, 6)) return ipv4(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return ipv4(g[6]!, g[7]!);
  if (g[0] === 0x2002) return ipv4(g[1]!, g[2]!);
  return undefined;
}

/** Whether this IP address is loopback, private, link-local, unspecified, multicast or reserved. */
export function isPrivateAddress(ip: string): boolean {
  const version = net.isIP(ip);
  if (version === 4) return blocked.check(ip, 'ipv4');
  if (version === 6) {
    const parsed = ipv6Groups(ip);
    if (!parsed) return true;
    const ipv4 = embeddedIpv4(parsed.groups);
    return (ipv4 !== undefined && blocked.check(ipv4, 'ipv4')) || blocked.check(parsed.canonical, 'ipv6');
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
