// The one way out: every HTTP call to an address a user or a remote server supplies (a FHIR
// server, its SMART configuration and token endpoint, the EMR and CRM vendors, the meeting
// bots) goes through this client, and lint (server/outbound-http) refuses fetch() and direct
// http(s)/undici requests anywhere else in functions/src.
// - The host is resolved once, when the connection is made, and the connection goes to the
//   address that was vetted (an undici Agent whose connector refuses literal addresses and
//   whose lookup refuses resolved ones): a name that resolves to a public address for a
//   check and to an internal one for the call (DNS rebinding) has no second resolution.
// - Only public unicast addresses (./outbound-address.ts), over https. The local stack's
//   exception: in the emulator, http or https to the literal hosts 127.0.0.1, localhost and
//   [::1], where its stand-ins listen; nothing else.
// - Redirects are followed for GET and HEAD only, at most MAX_REDIRECTS hops, each hop vetted
//   like the first (its connection goes through the same connector); credentials are not
//   carried to another origin. Other methods get the 3xx answer as it is.
// - Every answer is read up to a byte cap (2 MB unless the caller says more): past it the
//   stream is aborted and the call refused. Connect, headers and body each have a time limit,
//   and so does the whole call.
// - A refusal of this client is an OutboundRefusal (a Refusal, 502, with its catalogue key);
//   a server that cannot be reached or is too slow is an OutboundFailure (callers retry it).
// - Remote text shown to anyone goes through remoteExcerpt: printable characters, no markup, 200 at most.
import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector, request as undiciRequest, type Dispatcher } from 'undici';
import { config } from '../config';
import { Refusal } from '../shared/refusal';
import { isLocalStackAddress, isLocalStackHost, isPublicAddress } from './outbound-address';

/** The largest answer read by default (bytes). */
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
/** The largest answer of a FHIR server (its CapabilityStatement, a search or transaction Bundle). */
export const FHIR_MAX_BYTES = 16 * 1024 * 1024;
/** Redirects followed (GET and HEAD), each vetted again. */
export const MAX_REDIRECTS = 3;
/** The longest excerpt of a remote server's text that is shown. */
export const EXCERPT_CHARS = 200;
const CONNECT_MS = 10_000;
const HEADERS_MS = 15_000;
const BODY_MS = 15_000;
const CALL_MS = 15_000;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Headers that say who the caller is: not carried to another origin by a redirect. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

/** A resolver as dns.lookup with `all: true` (tests inject one). */
export type Resolver = (
  hostname: string,
  options: { all: true; family?: number; hints?: number },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export interface OutboundPolicy {
  /** The local stack's exception: http or https to the literal hosts 127.0.0.1, localhost and [::1]. */
  localStack: boolean;
  /** Which address may be connected to (default: public unicast only). */
  addressAllowed?: (address: string) => boolean;
  /** The resolver (default: the system's); called once per connection. */
  lookup?: Resolver;
  /** Plain http to any vetted address (tests with local listeners only; default: https only). */
  allowHttp?: boolean;
  connectMs?: number;
  headersMs?: number;
  bodyMs?: number;
}

export interface OutboundInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The largest answer read, in bytes (DEFAULT_MAX_BYTES unless given). */
  maxBytes?: number;
  /** How long the whole call may take, redirects and answer included. */
  timeoutMs?: number;
  /** Redirects followed (GET and HEAD only; MAX_REDIRECTS unless given; 0: the 3xx answer is returned as it is). */
  maxRedirects?: number;
}

export interface OutboundResponse {
  status: number;
  /** The answer's headers, lower-case names, the first value of each. */
  headers: Record<string, string>;
  text: string;
  /** Where the answer came from (after redirects). */
  url: string;
}

type OutboundRefusalKey = 'integrationAddressNotAllowed' | 'integrationAnswerTooLarge' | 'integrationTooManyRedirects';

/** A call this client refused to make or to finish (the address, the size, the redirects): 502 with its catalogue key. */
export class OutboundRefusal extends Refusal {
  constructor(
    readonly reason: OutboundRefusalKey,
    values: Record<string, string>,
  ) {
    super(502, reason, { values });
  }
}

/** The server could not be reached, or did not answer in time. */
export class OutboundFailure extends Error {
  constructor(
    readonly host: string,
    readonly reason: 'unreachable' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(reason === 'timeout' ? `${host} did not answer in time` : `${host} could not be reached`, options);
  }
}

const notAllowed = (host: string) => new OutboundRefusal('integrationAddressNotAllowed', { host });
const megabytes = (bytes: number) => String(Math.round((bytes / (1024 * 1024)) * 10) / 10);

/** A short excerpt of a remote server's text, safe to show: no markup, printable characters only, EXCERPT_CHARS at most. */
export function remoteExcerpt(text: string, max = EXCERPT_CHARS): string {
  const plain = text
    .replace(/<[^<>]{0,500}>/g, ' ')
    .replace(/[^\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]/gu, ' ')
    .replace(/[<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(plain);
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : plain;
}

const systemResolver: Resolver = (hostname, options, callback) => systemLookup(hostname, options, callback);

/** Stops reading an answer and closes its connection (the abort it causes is expected, not an error of the process). */
function discard(answer: Dispatcher.ResponseData): void {
  answer.body.on('error', () => undefined);
  answer.body.destroy();
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export class OutboundClient {
  private readonly agent: Agent;
  private readonly allowed: (address: string) => boolean;
  private readonly resolve: Resolver;

  constructor(readonly policy: OutboundPolicy) {
    this.allowed = policy.addressAllowed ?? isPublicAddress;
    this.resolve = policy.lookup ?? systemResolver;
    const connect = buildConnector({ timeout: policy.connectMs ?? CONNECT_MS, lookup: this.vettedLookup() });
    this.agent = new Agent({
      headersTimeout: policy.headersMs ?? HEADERS_MS,
      bodyTimeout: policy.bodyMs ?? BODY_MS,
      // Every connection, first call or redirect hop, is made here: a literal address is vetted before the socket opens, a name by the lookup.
      connect: (options, callback) => {
        const host = options.hostname;
        const local = this.isLocal(host);
        if (!local && options.protocol !== 'https:' && !policy.allowHttp) return callback(notAllowed(options.host ?? host), null);
        if (!local && isIP(host) && !this.allowed(host)) return callback(notAllowed(options.host ?? host), null);
        return connect(options, callback);
      },
    });
  }

  private isLocal(hostname: string): boolean {
    return this.policy.localStack && isLocalStackHost(hostname);
  }

  /** The resolver the connections use: one resolution, every address vetted (`localhost` of the local stack: loopback only). */
  private vettedLookup(): LookupFunction {
    return (hostname, options, callback) => {
      this.resolve(
        hostname,
        { all: true, family: typeof options.family === 'number' ? options.family : undefined, hints: options.hints },
        (error, addresses) => {
          if (error) return callback(error, '', 0);
          const local = this.isLocal(hostname);
          const fits = (address: string) => (local ? isLocalStackAddress(address) : this.allowed(address));
          if (addresses.length === 0 || !addresses.every((a) => fits(a.address))) return callback(notAllowed(hostname), '', 0);
          if (options.all) return callback(null, addresses);
          return callback(null, addresses[0].address, addresses[0].family);
        },
      );
    };
  }

  /** Refuses, before anything is sent, a URL that is not http(s), carries credentials, is plain http, or names a refused address. */
  private check(url: URL): void {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw notAllowed(url.host);
    if (url.username || url.password) throw notAllowed(url.host);
    const local = this.isLocal(url.hostname);
    if (!local && url.protocol === 'http:' && !this.policy.allowHttp) throw notAllowed(url.host);
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (!local && isIP(literal) && !this.allowed(literal)) throw notAllowed(url.host);
  }

  /**
   * Whether `url` may be called: 'allowed', 'refused', or 'unresolved' (its name has no
   * address). A check before a call, for the caller's own clear refusal; the connection
   * is vetted again when it is made.
   */
  async vet(url: URL): Promise<'allowed' | 'refused' | 'unresolved'> {
    try {
      this.check(url);
    } catch {
      return 'refused';
    }
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal)) return 'allowed';
    const addresses = await new Promise<LookupAddress[]>((resolve) =>
      this.resolve(url.hostname, { all: true }, (error, found) => resolve(error ? [] : found)),
    );
    if (addresses.length === 0) return 'unresolved';
    const fits = (address: string) => (this.isLocal(url.hostname) ? isLocalStackAddress(address) : this.allowed(address));
    return addresses.every((a) => fits(a.address)) ? 'allowed' : 'refused';
  }

  /** Calls `url`; resolves with the whole answer, whatever its status, or throws an OutboundRefusal or OutboundFailure. */
  async request(url: string | URL, init: OutboundInit = {}): Promise<OutboundResponse> {
    const method = (init.method ?? 'GET').toUpperCase();
    const follows = method === 'GET' || method === 'HEAD';
    const maxRedirects = follows ? (init.maxRedirects ?? MAX_REDIRECTS) : 0;
    const maxBytes = init.maxBytes ?? DEFAULT_MAX_BYTES;
    const signal = AbortSignal.timeout(init.timeoutMs ?? CALL_MS);
    if (!URL.canParse(String(url))) throw notAllowed(remoteExcerpt(String(url), 100));
    let current = new URL(url);
    let headers = { ...init.headers };
    for (let hop = 0; ; hop += 1) {
      this.check(current);
      let answer: Dispatcher.ResponseData;
      try {
        answer = await undiciRequest(current, {
          dispatcher: this.agent,
          method: method as Dispatcher.HttpMethod,
          headers,
          body: init.body,
          signal,
        });
      } catch (error) {
        throw failure(error, current);
      }
      const location = first(answer.headers.location);
      // A Location that is no URL is not followed: the 3xx answer is returned as it is.
      const next = location !== undefined && URL.canParse(location, current.href) ? new URL(location, current) : null;
      if (follows && maxRedirects > 0 && REDIRECT_STATUSES.has(answer.statusCode) && next) {
        discard(answer);
        if (hop >= maxRedirects) throw new OutboundRefusal('integrationTooManyRedirects', { host: current.host });
        if (next.origin !== current.origin)
          headers = Object.fromEntries(Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.has(name.toLowerCase())));
        current = next;
        continue;
      }
      let text: string;
      try {
        text = await readCapped(answer, maxBytes, current);
      } catch (error) {
        throw failure(error, current);
      }
      const flat = Object.fromEntries(
        Object.entries(answer.headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name.toLowerCase(), first(value) as string]],
        ),
      );
      return { status: answer.statusCode, headers: flat, text, url: current.href };
    }
  }

  /** Closes the client's connections. */
  close(): Promise<void> {
    return this.agent.close();
  }
}

/** The answer's body, up to `maxBytes`: past it the stream is aborted and the call refused. */
async function readCapped(answer: Dispatcher.ResponseData, maxBytes: number, url: URL): Promise<string> {
  const tooLarge = () => new OutboundRefusal('integrationAnswerTooLarge', { host: url.host, limit: megabytes(maxBytes) });
  const declared = Number(first(answer.headers['content-length']));
  if (Number.isFinite(declared) && declared > maxBytes) {
    discard(answer);
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of answer.body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      discard(answer);
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);

/** An error of the call as this client says it: its own refusal as it is, anything else a failure to reach the server. */
function failure(error: unknown, url: URL): Error {
  if (error instanceof OutboundRefusal) return error;
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  const timeout = name === 'TimeoutError' || name === 'AbortError' || (code !== undefined && TIMEOUT_CODES.has(code));
  return new OutboundFailure(url.host, timeout ? 'timeout' : 'unreachable', { cause: error });
}

let shared: OutboundClient | null = null;

/** The process's client: production's policy, with the local stack's exception in the emulator only. */
export function outbound(): OutboundClient {
  const localStack = config().emulator;
  if (!shared || shared.policy.localStack !== localStack) shared = new OutboundClient({ localStack });
  return shared;
}
