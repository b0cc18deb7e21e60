import net from 'node:net';

/**
 * Which peers may tell the server the client's address, scheme and host (X-Forwarded-For, -Proto,
 * -Host): nobody (the default), the last `hops` peers in front of the server, or peers with these
 * addresses or networks. Trusting everybody would let any client name its own address, and so slip
 * past the login throttle, which counts per address; it is refused.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

// proxy-addr (Fastify's) also knows these names for the usual private ranges.
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (rangeNames.has(entry) || net.isIP(entry) !== 0) return true;
  const [address, mask, ...rest] = entry.split('/');
  if (rest.length > 0 || !address || !mask) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (/^\d+$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
  return net.isIP(mask) === family;
}

// More proxies than any real chain has: such a count trusts addresses the clients wrote themselves.
const maxHops = 5;

/** A network with no fixed bits (0.0.0.0/0, ::/0, a/0.0.0.0) holds every address. */
function isEveryAddress(entry: string): boolean {
  const mask = entry.split('/')[1];
  if (mask === undefined) return false;
  return /^0+$/.test(mask) || (net.isIP(mask) !== 0 && /^[0.:]+$/.test(mask));
}

function trustsEveryClient(value: string): never {
  throw new Error(
    `TRUST_PROXY=${value} would trust X-Forwarded-For from every client, so anyone could choose the address ` +
      'the login throttle counts. Name the proxies instead (TRUST_PROXY=10.0.0.5 or 10.0.0.0/8, comma-separated) ' +
      `or the number of proxies in front of the server (TRUST_PROXY=1, at most ${maxHops}).`,
  );
}

/**
 * Reads TRUST_PROXY: empty or false → off; a whole number up to 5 → hops; else a list of addresses.
 * Whatever would trust every client (true, *, a /0 network, a count beyond any real proxy chain) is refused.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value) > maxHops ? trustsEveryClient(value) : { hops: Number(value) };
  if (['true', 'yes', 'on', '*'].includes(value.toLowerCase())) trustsEveryClient(value);
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid = addresses.filter((entry) => !isAddressOrNetwork(entry));
  if (invalid.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxies or a comma-separated list of IP addresses or CIDR networks; ` +
        `not understood: ${invalid.join(', ')}`,
    );
  }
  if (addresses.some(isEveryAddress)) trustsEveryClient(value);
  return { addresses };
}

/**
 * Fastify's `trustProxy` option. A hop count is given as a function: Fastify itself ignores a number
 * (it cannot check the nearest peer's address), while the operator who sets one states that the
 * server is reachable only through that many proxies, so the nearest `hops` peers are trusted.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('hops' in setting) return (_address, hop) => hop < setting.hops;
  return setting.addresses;
}
