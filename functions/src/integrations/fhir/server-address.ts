// Where a FHIR server may be: https, on a public address (../../security/outbound-address.ts:
// public unicast only, IPv4 embedded in IPv6 judged as IPv4). A private, loopback or link-local
// address is refused (the API would otherwise reach into its own network for whoever asks);
// the local stack allows its three literal hosts (127.0.0.1, localhost, [::1]), over http too.
// This is the check that says so clearly at connect; every call is vetted again by the outbound
// client when its connection is made (a name that resolves elsewhere later is refused then).
import { isPublicAddress } from '../../security/outbound-address';
import { outbound, type OutboundClient } from '../../security/outbound-http';
import { Refusal } from '../../shared/refusal';

/** True for an address that is not public unicast (private, loopback, link-local, reserved, in any IPv6 form). */
export const isPrivateAddress = (address: string): boolean => !isPublicAddress(address);

/** The base URL without a trailing slash, or a refusal when it may not be used. */
export async function allowedBaseUrl(raw: string, client: OutboundClient = outbound()): Promise<string> {
  const url = new URL(raw);
  const refuse = () => new Refusal(400, 'integrationFhirAddressNotAllowed');
  if (url.username || url.password || url.search || url.hash) throw refuse();
  const base = url.href.replace(/\/+$/, '');
  const verdict = await client.vet(url);
  if (verdict === 'unresolved') throw new Refusal(502, 'integrationFhirUnreachable', { values: { host: url.hostname } });
  if (verdict === 'refused') throw refuse();
  return base;
}
