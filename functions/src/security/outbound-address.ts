// Which addresses the server may call when a user or a remote server names them: public
// unicast only, as ipaddr.js classifies them (private, loopback, link-local, carrier-grade
// NAT, unique-local, multicast, reserved, documentation, 6to4, Teredo... are all refused).
// An IPv6 address that carries an IPv4 one is judged by that IPv4 address: IPv4-mapped
// (::ffff:7f00:1), IPv4-translated (::ffff:0:7f00:1), IPv4-compatible (::7f00:1) and NAT64
// (64:ff9b::7f00:1) would otherwise pass as "unicast" and reach 127.0.0.1.
// The local stack's exception (its stand-ins listen on this machine, over http) names three
// literal hosts and nothing else: 127.0.0.2, [::ffff:7f00:1] or a name resolving to loopback
// are refused there too.
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** The NAT64 well-known prefix 64:ff9b::/96, whose last 32 bits are an IPv4 address. */
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');

/** The IPv4 address an IPv6 address stands for, when it embeds one; the address itself otherwise. */
export function normalisedAddress(address: Address): Address {
  if (address.kind() === 'ipv4') return address;
  const v6 = address as ipaddr.IPv6;
  const parts = v6.parts;
  const embedded = () => new ipaddr.IPv4([parts[6] >> 8, parts[6] & 0xff, parts[7] >> 8, parts[7] & 0xff]);
  const range = v6.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145') return embedded();
  if (v6.match(NAT64)) return embedded();
  // IPv4-compatible (::a.b.c.d, deprecated): the first 96 bits are zero. :: and ::1 keep their own meaning.
  if (parts.slice(0, 6).every((part) => part === 0) && range !== 'unspecified' && range !== 'loopback') return embedded();
  return v6;
}

/** The address as ipaddr.js reads it (brackets and an IPv6 zone dropped), or null when it is no IP address. */
export function parseAddress(text: string): Address | null {
  const bare = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return null;
  // ipaddr.js also reads shorthand IPv4 ("127.1", "0x7f.1"): only the four-part decimal form or an IPv6 address is an address here.
  if (!ipaddr.IPv6.isValid(bare) && !ipaddr.IPv4.isValidFourPartDecimal(bare)) return null;
  return ipaddr.parse(bare);
}

/** The range an address falls in once normalised ('unicast' for a public address). */
export function addressRange(text: string): string {
  const parsed = parseAddress(text);
  return parsed ? normalisedAddress(parsed).range() : 'invalid';
}

/** True for a public unicast address (IPv4 or IPv6, in any of the forms above): the only kind called. */
export function isPublicAddress(text: string): boolean {
  return addressRange(text) === 'unicast';
}

/** The literal hosts of the local stack's exception (URL host names: IPv6 in brackets). */
export const LOCAL_STACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

/** True when `hostname` (as URL writes it, or as a connection names it) is one of the local stack's literal hosts. */
export function isLocalStackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return LOCAL_STACK_HOSTS.includes(host) || host === '::1';
}

/** The addresses the local stack's `localhost` may resolve to. */
export const isLocalStackAddress = (address: string): boolean => address === '127.0.0.1' || address === '::1';
