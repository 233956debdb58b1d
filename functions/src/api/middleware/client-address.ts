// The caller's address as the trusted front end saw it. X-Forwarded-For is a list the client
// may start itself: each proxy appends the address it received the request from, so only the
// entries appended by our own front ends can be believed. TRUSTED_PROXY_HOPS says how many
// proxies of ours append one; the client's address is the entry that many places from the
// right. Never the leftmost entry (the client writes it), and an address that cannot be
// known is the one shared UNKNOWN_ADDRESS (so it still has a rate-limit bucket).
//
// Values: 1 (the default) when the site calls the function at its own URL: Google's front end
// of Cloud Functions (2nd gen, Cloud Run) appends the address it received the request from.
// 2 when the site calls the API through the Hosting rewrite (/backend): Hosting's CDN appends
// the client's address, then Google's front end appends the CDN's; the function's own URL
// must then not be called directly (a direct caller's own entry would sit one place further
// left and be believed). 0 where no proxy is in front: the socket's peer address is used.
// The local stack sets 1: no emulator appends anything, so the caller's last entry is taken
// as the front end's (tests play that part) and a caller without the header is "unknown".
import { isIP } from 'node:net';
import type { Request } from 'express';
import { TRUSTED_PROXY_HOPS_DEFAULT } from '../../shared/limits';
import type { ServerEnvironment } from '../../config';

/** The address of every caller whose address cannot be known: they share its buckets. */
export const UNKNOWN_ADDRESS = 'unknown';

/** The number of trusted proxies that append to X-Forwarded-For (TRUSTED_PROXY_HOPS; default 1). */
export function trustedProxyHops(env: ServerEnvironment): number {
  const raw = env.TRUSTED_PROXY_HOPS?.trim();
  if (!raw) return TRUSTED_PROXY_HOPS_DEFAULT;
  const hops = Number(raw);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : TRUSTED_PROXY_HOPS_DEFAULT;
}

/** An IP address as written in a header or by the socket, normalised; null when it is not one. */
export function normaliseAddress(value: string | undefined): string | null {
  if (!value) return null;
  let address = value.trim();
  // [v6]:port and v4:port forms.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.toLowerCase();
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7);
  return isIP(address) ? address : null;
}

/**
 * The caller's address: with `hops` trusted proxies, the X-Forwarded-For entry `hops` places
 * from the right (several headers count as one list, in order); with none, the socket's peer.
 * UNKNOWN_ADDRESS when that entry is missing or not an address.
 */
export function clientAddress(req: Request, hops: number): string {
  if (hops === 0) return normaliseAddress(req.socket?.remoteAddress) ?? UNKNOWN_ADDRESS;
  const header = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return normaliseAddress(entries[entries.length - hops]) ?? UNKNOWN_ADDRESS;
}
