import net from 'node:net';

/** The eight 16-bit groups of an IPv6 address, with a dotted IPv4 tail and `::` written out. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groupsOf = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head, tail] = text.split('::');
  if (tail === undefined) return groupsOf(head);
  const front = groupsOf(head);
  const back = groupsOf(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Who the login throttle counts a client as. An IPv4 address is one client. An IPv6 client is its
 * /64 network: a provider hands each customer at least that many addresses, so counting single ones
 * would let one machine rotate through billions of fresh throttles. An IPv4 address in IPv6 form
 * (::ffff:a.b.c.d, as a dual-stack socket reports IPv4 clients) is that IPv4 address.
 */
export function throttleClientKey(address: string): string {
  const plain = address.split('%')[0]!;
  if (net.isIPv4(plain)) return plain;
  if (!net.isIPv6(plain)) return address;
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
