// The FHIR stand-in's SMART Backend Services token endpoint: a registered client proves itself
// with a JWT assertion signed by its private key (RS384 or ES384), checked against the public
// key registered for it: signature, issuer and subject (the client id), audience (this
// endpoint), an expiry at most five minutes ahead, and a jti never seen before.
import { randomBytes } from 'node:crypto';
import { decodeJwt, jwtVerify } from 'jose';

const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
export const ACCESS_TOKEN_TTL_S = 300;

/** A token endpoint for `clients` ({clientId: publicKey}); tokens it issued are in `tokens`. */
export function tokenEndpoint({ clients, tokens, tokenUrl }) {
  const seenJti = new Set();
  const refuse = (error, description) => ({
    status: error === 'invalid_request' ? 400 : 401,
    body: { error, error_description: description },
  });

  return async function token(form) {
    if (form.get('grant_type') !== 'client_credentials') return refuse('unsupported_grant_type', 'grant_type must be client_credentials');
    if (form.get('client_assertion_type') !== CLIENT_ASSERTION_TYPE)
      return refuse('invalid_request', 'client_assertion_type must be jwt-bearer');
    const assertion = form.get('client_assertion') ?? '';
    let clientId;
    try {
      clientId = decodeJwt(assertion).iss;
    } catch {
      return refuse('invalid_client', 'the client assertion is not a JWT');
    }
    const publicKey = clients.get(clientId);
    if (!publicKey) return refuse('invalid_client', `unknown client ${clientId}`);
    let payload;
    try {
      ({ payload } = await jwtVerify(assertion, publicKey, {
        algorithms: ['RS384', 'ES384'],
        issuer: clientId,
        subject: clientId,
        audience: tokenUrl,
        requiredClaims: ['exp', 'jti'],
      }));
    } catch (error) {
      return refuse('invalid_client', `the client assertion was refused: ${error.code ?? error.message}`);
    }
    if (payload.exp > Date.now() / 1000 + 300 + 5) return refuse('invalid_client', 'the assertion expires more than five minutes ahead');
    if (seenJti.has(payload.jti)) return refuse('invalid_client', 'this assertion was already used (jti)');
    seenJti.add(payload.jti);
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, { clientId, until: Date.now() + ACCESS_TOKEN_TTL_S * 1000 });
    return {
      status: 200,
      body: { access_token: accessToken, token_type: 'bearer', expires_in: ACCESS_TOKEN_TTL_S, scope: form.get('scope') ?? '' },
    };
  };
}
