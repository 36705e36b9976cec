import { isIP } from 'node:net';

/** An IPv6 address (as isIP accepts it) as its eight 16-bit groups. */
function groupsOf(address: string): number[] {
  let text = address.toLowerCase();
  // A dotted IPv4 tail (64:ff9b::127.0.0.1) is the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 address an IPv6 address stands for when it is a translation
 * prefix: NAT64's well-known prefix 64:ff9b::/96 (RFC 6052, the IPv4 in the
 * last 32 bits) and 6to4's 2002::/16 (RFC 3056, the IPv4 in bits 16-47). A
 * gateway on the way turns these into connections to that IPv4 address, so
 * they must pass the IPv4 rules. Undefined for any other address.
 */
export function embeddedIpv4(address: string): string | undefined {
  if (isIP(address) !== 6) return undefined;
  const g = groupsOf(address);
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 0 && g[3] === 0 && g[4] === 0 && g[5] === 0) return ipv4Of(g[6]!, g[7]!);
  if (g[0] === 0x2002) return ipv4Of(g[1]!, g[2]!);
  return undefined;
}
