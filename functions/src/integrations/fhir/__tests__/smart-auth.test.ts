import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { Refusal } from '../../../shared/refusal';
import { OutboundClient } from '../../../security/outbound-http';
import { ASSERTION_TTL_S, checkTokenEndpoint, clientAssertion, parsePrivateKey } from '../smart-auth';
import { allowedBaseUrl, isPrivateAddress } from '../server-address';

const production = new OutboundClient({ localStack: false });
const localStack = new OutboundClient({ localStack: true });
afterAll(() => Promise.all([production.close(), localStack.close()]));

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec384 = generateKeyPairSync('ec', { namedCurve: 'P-384' });
const pem = (key: KeyObject) => key.export({ type: 'pkcs8', format: 'pem' }) as string;
const jwk = (key: KeyObject, kid?: string) => JSON.stringify({ ...key.export({ format: 'jwk' }), ...(kid ? { kid } : {}) });
const TOKEN_URL = 'https://fhir.example.org/auth/token';

async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('the SMART Backend Services client assertion', () => {
  test.each([
    ['RSA as PEM (RS384)', pem(rsa.privateKey), rsa.publicKey, 'RS384'],
    ['RSA as JWK (RS384)', jwk(rsa.privateKey, 'rsa-1'), rsa.publicKey, 'RS384'],
    ['EC P-384 as PEM (ES384)', pem(ec384.privateKey), ec384.publicKey, 'ES384'],
    ['EC P-384 as JWK (ES384)', jwk(ec384.privateKey, 'ec-1'), ec384.publicKey, 'ES384'],
  ])('%s: the claims SMART requires, valid five minutes', async (_, text, publicKey, alg) => {
    const now = Date.UTC(2026, 2, 3, 12, 0, 0);
    const signing = await parsePrivateKey(text);
    expect(signing.alg).toBe(alg);
    const assertion = await clientAssertion(signing, 'demo-client', TOKEN_URL, now);
    const header = decodeProtectedHeader(assertion);
    expect(header).toMatchObject({ alg, typ: 'JWT' });
    // The JWK's own kid, else the key's thumbprint (RFC 7638).
    expect(header.kid).toBe(signing.kid);
    expect(signing.kid).toMatch(text.includes('"kid"') ? /^(rsa|ec)-1$/ : /^[\w-]{43}$/);
    const { payload } = await jwtVerify(assertion, publicKey, {
      algorithms: [alg],
      issuer: 'demo-client',
      subject: 'demo-client',
      audience: TOKEN_URL,
      currentDate: new Date(now + 60_000),
    });
    expect(payload.exp).toBe(now / 1000 + ASSERTION_TTL_S);
    expect(ASSERTION_TTL_S).toBeLessThanOrEqual(300);
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    // Expired after five minutes.
    await expect(jwtVerify(assertion, publicKey, { currentDate: new Date(now + (ASSERTION_TTL_S + 1) * 1000) })).rejects.toThrow(/exp/);
  });

  test('each assertion has its own jti', async () => {
    const signing = await parsePrivateKey(pem(ec384.privateKey));
    const [a, b] = await Promise.all([clientAssertion(signing, 'c', TOKEN_URL), clientAssertion(signing, 'c', TOKEN_URL)]);
    const jti = async (token: string) => (await jwtVerify(token, ec384.publicKey)).payload.jti;
    expect(await jti(a)).not.toBe(await jti(b));
  });

  test.each([
    ['text that is no key', 'not a key at all'],
    ['a public key only', jwk(rsa.publicKey)],
    ['an EC P-256 key (ES256 is not among SMART’s algorithms)', pem(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey)],
    ['an Ed25519 key', pem(generateKeyPairSync('ed25519').privateKey)],
    ['broken JSON', '{"kty": "RSA",'],
  ])('%s is refused as unreadable', async (_, text) => {
    const refusal = await refusalOf(parsePrivateKey(text));
    expect(refusal).toMatchObject({ status: 400, key: 'integrationFhirKeyUnreadable' });
  });
});

describe('where a FHIR server may be', () => {
  test('private, loopback and link-local addresses', () => {
    for (const address of [
      '10.1.2.3',
      '127.0.0.1',
      '192.168.0.10',
      '172.16.5.4',
      '172.31.255.255',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '[::1]',
      '::ffff:7f00:1',
      '::7f00:1',
      '64:ff9b::7f00:1',
      '::ffff:a9fe:a9fe',
    ])
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    for (const address of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
  });

  test('in production: https on a public address only', async () => {
    expect(await allowedBaseUrl('https://93.184.215.14/fhir/R4/', production)).toBe('https://93.184.215.14/fhir/R4');
    for (const url of [
      'http://93.184.215.14/fhir',
      'https://10.0.0.5/fhir',
      'https://127.0.0.1:8443/fhir',
      'https://[::1]/fhir',
      'https://user:pw@93.184.215.14/fhir',
      'http://localhost:4630/fhir',
      'https://[::ffff:7f00:1]/fhir',
      'https://[64:ff9b::a9fe:a9fe]/fhir',
    ]) {
      expect(await refusalOf(allowedBaseUrl(url, production))).toMatchObject({ status: 400, key: 'integrationFhirAddressNotAllowed' });
    }
  });

  test('on the local stack, http to this machine is allowed', async () => {
    expect(await allowedBaseUrl('http://127.0.0.1:4630/fhir/', localStack)).toBe('http://127.0.0.1:4630/fhir');
    expect(await allowedBaseUrl('http://[::1]:4630/fhir', localStack)).toBe('http://[::1]:4630/fhir');
    // Its three literal hosts only: another loopback address, or loopback written otherwise, is refused there too.
    for (const url of [
      'http://192.168.1.4/fhir',
      'http://127.0.0.2:4630/fhir',
      'https://127.0.0.2:4630/fhir',
      'http://[::ffff:7f00:1]:4630/fhir',
      'https://[::ffff:7f00:1]:4630/fhir',
      'http://[::7f00:1]:4630/fhir',
    ]) {
      expect(await refusalOf(allowedBaseUrl(url, localStack))).toMatchObject({ status: 400, key: 'integrationFhirAddressNotAllowed' });
    }
  });
});

describe('the SMART token endpoint a server publishes', () => {
  const base = 'https://93.184.215.14/fhir/R4';

  test('on the server’s origin, or on the issuer it publishes', async () => {
    expect(await checkTokenEndpoint('https://93.184.215.14/auth/token', base, undefined, production)).toBe(
      'https://93.184.215.14/auth/token',
    );
    expect(await checkTokenEndpoint('https://93.184.216.34/oauth2/token', base, 'https://93.184.216.34/', production)).toBe(
      'https://93.184.216.34/oauth2/token',
    );
  });

  test.each([
    ['another origin', 'https://93.184.216.34/token', undefined],
    ['another port of the same host', 'https://93.184.215.14:8443/token', undefined],
    ['plain http on the same host', 'http://93.184.215.14/auth/token', undefined],
    ['an internal address published as the issuer', 'https://10.0.0.8/token', 'https://10.0.0.8'],
    ['the cloud metadata address as the issuer', 'https://169.254.169.254/token', 'https://169.254.169.254/'],
    ['loopback in IPv4-mapped hex as the issuer', 'https://[::ffff:7f00:1]/token', 'https://[::ffff:7f00:1]'],
    ['credentials in the address', 'https://user:pw@93.184.215.14/token', undefined],
    ['no URL at all', 'not a url', undefined],
  ])('%s is refused', async (_, endpoint, issuer) => {
    expect(await refusalOf(checkTokenEndpoint(endpoint, base, issuer, production))).toMatchObject({
      status: 400,
      key: 'integrationFhirTokenEndpointNotAllowed',
      values: { origin: 'https://93.184.215.14' },
    });
  });

  test('on the local stack: http on the base’s own literal host, nowhere else', async () => {
    const local = 'http://127.0.0.1:4650/fhir';
    expect(await checkTokenEndpoint('http://127.0.0.1:4650/auth/token', local, undefined, localStack)).toBe(
      'http://127.0.0.1:4650/auth/token',
    );
    for (const [endpoint, issuer] of [
      ['http://127.0.0.1:4651/auth/token', undefined],
      ['http://127.0.0.2:4650/auth/token', 'http://127.0.0.2:4650'],
    ]) {
      expect(await refusalOf(checkTokenEndpoint(endpoint as string, local, issuer, localStack))).toMatchObject({
        key: 'integrationFhirTokenEndpointNotAllowed',
      });
    }
  });
});
