// Where a FHIR server may be: https, on a public address. A private, loopback or link-local
// address is refused (the API would otherwise reach into its own network for whoever asks);
// the local stack, whose stand-in is http on this machine, allows http to loopback.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isLoopbackHost } from '../../../shared/integrations';
import { Refusal } from '../../../shared/refusal';
import { config } from '../../../config';

const PRIVATE_V4 = [/^10\./, /^127\./, /^0\./, /^169\.254\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./];

/** True for an address in a private, loopback, link-local or unique-local range (IPv4 or IPv6). */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (isIP(ip) === 4 || mapped) return PRIVATE_V4.some((range) => range.test(mapped ? mapped[1] : ip));
  return ip === '::1' || ip === '::' || /^f[cd]/.test(ip) || /^fe[89ab]/.test(ip);
}

/** The base URL without a trailing slash, or a refusal when it may not be used. */
export async function allowedBaseUrl(raw: string, allowLoopbackHttp = config().emulator): Promise<string> {
  const url = new URL(raw);
  const refuse = () => new Refusal(400, 'integrationFhirAddressNotAllowed');
  if (url.username || url.password || url.search || url.hash) throw refuse();
  const base = url.href.replace(/\/+$/, '');
  if (allowLoopbackHttp && isLoopbackHost(url.hostname)) return base;
  if (url.protocol !== 'https:') throw refuse();
  const addresses = isIP(url.hostname.replace(/^\[|\]$/g, '')) ? [url.hostname] : (await lookup(url.hostname, { all: true }).catch(() => [])).map((a) => a.address);
  if (addresses.length === 0) throw new Refusal(502, 'integrationFhirUnreachable', { values: { host: url.hostname } });
  if (addresses.some(isPrivateAddress)) throw refuse();
  return base;
}
