// SMART Backend Services (client credentials with a signed JWT assertion): the client's private
// key (JWK or PEM, RSA or EC P-384) signs a short-lived assertion (RS384 or ES384, with jose)
// whose issuer and subject are the client id and audience the token endpoint; the endpoint
// answers with an access token, kept until a minute before it expires. The token endpoint the
// server publishes is used only when it is https (http only on the local stack's own hosts), on
// the server's origin or on the issuer it publishes, and on an address the outbound client
// allows: the signed assertion goes nowhere else, and no other address's answer comes back.
import { createHash, createPrivateKey, createPublicKey, randomUUID, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, SignJWT } from 'jose';
import type { FhirAssertionAlg } from '../../shared/fhir';
import { outbound, OutboundRefusal, remoteExcerpt, type OutboundClient } from '../../security/outbound-http';
import { Refusal } from '../../shared/refusal';
import { callProvider, form, IntegrationError } from '../../providers/integrations/provider-http';

/** How long an assertion is valid (SMART: no more than five minutes). */
export const ASSERTION_TTL_S = 300;
export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** What the connection asks for (SMART v2 scopes). */
export const FHIR_SCOPES = 'system/Patient.rs system/Practitioner.r system/DocumentReference.c system/Provenance.c';

export interface SigningKey {
  key: KeyObject;
  alg: FhirAssertionAlg;
  kid: string;
}

/** Reads a private key given as a JWK (JSON) or PEM; RSA signs RS384, EC P-384 ES384. Anything else is refused. */
export async function parsePrivateKey(text: string): Promise<SigningKey> {
  let key: KeyObject;
  let kid: string | undefined;
  try {
    const trimmed = text.trim();
    if (trimmed.startsWith('{')) {
      const jwk = JSON.parse(trimmed) as { kid?: string; d?: string };
      if (!jwk.d) throw new Error('this JWK holds no private key');
      kid = jwk.kid;
      key = createPrivateKey({ key: jwk as never, format: 'jwk' });
    } else {
      key = createPrivateKey(trimmed);
    }
  } catch (error) {
    throw new Refusal(400, 'integrationFhirKeyUnreadable', { values: { message: error instanceof Error ? error.message : 'unreadable' } });
  }
  const curve = key.asymmetricKeyDetails?.namedCurve;
  let alg: FhirAssertionAlg;
  if (key.asymmetricKeyType === 'rsa') alg = 'RS384';
  else if (key.asymmetricKeyType === 'ec' && curve === 'secp384r1') alg = 'ES384';
  else
    throw new Refusal(400, 'integrationFhirKeyUnreadable', {
      values: { message: `a ${key.asymmetricKeyType}${curve ? ` ${curve}` : ''} key signs neither RS384 nor ES384` },
    });
  return { key, alg, kid: kid ?? (await calculateJwkThumbprint(await exportJWK(createPublicKey(key)))) };
}

/** The signed client assertion (RFC 7523) for `tokenEndpoint`. */
export function clientAssertion(signing: SigningKey, clientId: string, tokenEndpoint: string, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: signing.alg, kid: signing.kid, typ: 'JWT' })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(tokenEndpoint)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ASSERTION_TTL_S)
    .sign(signing.key);
}

/** What a server publishes at .well-known/smart-configuration (the parts read here). */
interface SmartConfiguration {
  token_endpoint?: unknown;
  issuer?: unknown;
}

/**
 * Refuses a token endpoint that is not https (http only on the local stack's own hosts), not
 * on the base URL's origin nor on the published issuer's, carries credentials, or is on an
 * address the outbound client does not call.
 */
export async function checkTokenEndpoint(
  endpoint: string,
  baseUrl: string,
  issuer: unknown,
  client: OutboundClient = outbound(),
): Promise<string> {
  const base = new URL(baseUrl);
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  const refuse = () =>
    new Refusal(400, 'integrationFhirTokenEndpointNotAllowed', {
      values: { host: remoteExcerpt(url?.host ?? endpoint, 100), origin: base.origin },
    });
  if (!url) throw refuse();
  const origins = [base.origin];
  if (typeof issuer === 'string' && URL.canParse(issuer)) origins.push(new URL(issuer).origin);
  if (!origins.includes(url.origin) || url.username || url.password || url.hash) throw refuse();
  if ((await client.vet(url)) === 'refused') throw refuse();
  return endpoint;
}

/** The token endpoint the server publishes at .well-known/smart-configuration, once it is allowed (checkTokenEndpoint). */
export async function smartTokenEndpoint(baseUrl: string, client: OutboundClient = outbound()): Promise<string> {
  let published: SmartConfiguration | null = null;
  try {
    published = await callProvider<SmartConfiguration>(`${baseUrl}/.well-known/smart-configuration`, {
      headers: { accept: 'application/json' },
      client,
    });
  } catch (error) {
    // An address or an answer the outbound client refused is said as it is; no SMART configuration is refused below.
    if (error instanceof OutboundRefusal) throw error;
  }
  const endpoint = published?.token_endpoint;
  if (typeof endpoint !== 'string' || !/^https?:\/\//i.test(endpoint)) throw new Refusal(400, 'integrationFhirNoTokenEndpoint');
  return checkTokenEndpoint(endpoint, baseUrl, published?.issuer, client);
}

const tokens = new Map<string, { token: string; until: number }>();
/** A token is kept per endpoint, client and key: another key must prove itself again. */
const cacheKeyOf = (input: { clientId: string; privateKey: string; tokenEndpoint: string }) =>
  createHash('sha256').update([input.tokenEndpoint, input.clientId, input.privateKey].join('\n')).digest('hex');

/** An access token for the client, from the cache or the token endpoint. */
export async function smartAccessToken(
  input: { clientId: string; privateKey: string; tokenEndpoint: string },
  now = Date.now(),
): Promise<string> {
  const cacheKey = cacheKeyOf(input);
  const cached = tokens.get(cacheKey);
  if (cached && cached.until > now) return cached.token;
  const assertion = await clientAssertion(await parsePrivateKey(input.privateKey), input.clientId, input.tokenEndpoint, now);
  let answer: { access_token?: string; expires_in?: number };
  try {
    answer = await callProvider(
      input.tokenEndpoint,
      form({
        grant_type: 'client_credentials',
        scope: FHIR_SCOPES,
        client_assertion_type: CLIENT_ASSERTION_TYPE,
        client_assertion: assertion,
      }),
    );
  } catch (error) {
    if (error instanceof IntegrationError && error.status >= 400 && error.status < 500)
      throw new Refusal(400, 'integrationFhirAssertionRefused', { values: { message: error.message } });
    throw error;
  }
  if (typeof answer?.access_token !== 'string' || !answer.access_token)
    throw new Refusal(400, 'integrationFhirAssertionRefused', { values: { message: 'no access token in the answer' } });
  const lifetime = typeof answer.expires_in === 'number' && Number.isFinite(answer.expires_in) ? answer.expires_in : 300;
  tokens.set(cacheKey, { token: answer.access_token, until: now + Math.max(0, lifetime - 60) * 1000 });
  return answer.access_token;
}

/** Forgets the client's token (the server said it no longer works). */
export const forgetToken = (input: { clientId: string; privateKey: string; tokenEndpoint: string }) => tokens.delete(cacheKeyOf(input));
