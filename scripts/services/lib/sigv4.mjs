// AWS Signature Version 4 as S3 checks it, for the local stack's S3 store: a request is
// let in only when it carries a valid signature made with the stack's access key, in the
// Authorization header or in a presigned URL's query, and when what it sends (method, key,
// query, every signed header, the payload's hash when one was signed) is what was signed.
// The canonical request and the signature come from @smithy/signature-v4 (the signer the
// AWS SDK uses, a dependency of the functions); what is checked, and the errors S3 answers,
// follow https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { functionsDir } from '../../lib/paths.mjs';

const require = createRequire(join(functionsDir, 'package.json'));
const { SignatureV4, getCanonicalHeaders } = require('@smithy/signature-v4');

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** How far a header-signed request's date may be from the store's clock (S3: 15 minutes). */
const MAX_SKEW_MS = 15 * 60 * 1000;
/** The longest a presigned URL may live (S3: one week). */
const MAX_EXPIRES_S = 7 * 24 * 60 * 60;
/** The query parameters of a presigned URL that carry its signature, not the request. */
export const PRESIGN_PARAMS = [
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
  'X-Amz-Signature',
];

const bytes = (data) => (ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data));

/** SHA-256, or HMAC-SHA-256 with a secret, in the shape the signer takes. */
class Sha256 {
  constructor(secret) {
    this.secret = secret === undefined || typeof secret === 'string' ? secret : bytes(secret);
    this.reset();
  }
  update(data) {
    this.hash.update(typeof data === 'string' ? data : bytes(data));
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset() {
    this.hash = this.secret === undefined ? createHash('sha256') : createHmac('sha256', this.secret);
  }
}

/** The signer, with the canonical request and the string to sign (protected in TypeScript) reachable. */
class Verifier extends SignatureV4 {
  canonicalRequest(request, canonicalHeaders, payloadHash) {
    return this.createCanonicalRequest(request, canonicalHeaders, payloadHash);
  }
  stringToSign(longDate, scope, canonicalRequest) {
    return this.createStringToSign(longDate, scope, canonicalRequest, ALGORITHM);
  }
}

/** One refusal: S3's status, error code and message (and extra elements of its XML). */
const refusal = (status, code, message, detail = {}) => ({ status, code, message, detail });
const denied = (message = 'Access Denied') => refusal(403, 'AccessDenied', message);

/** S3's escaping of a path segment or query component (RFC 3986 unreserved kept). */
const escape = (text) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The request target split as S3 reads it: the path (its segments decoded) and the query
 * (names to a value, or to values when repeated); null when it is not origin-form or its
 * percent-encoding is broken.
 */
export function parseTarget(target) {
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  const at = target.indexOf('?');
  const rawPath = at < 0 ? target : target.slice(0, at);
  const rawQuery = at < 0 ? '' : target.slice(at + 1);
  try {
    const segments = rawPath.split('/').map(decodeURIComponent);
    const query = {};
    for (const part of rawQuery.split('&').filter(Boolean)) {
      const eq = part.indexOf('=');
      const name = decodeURIComponent(eq < 0 ? part : part.slice(0, eq));
      const value = eq < 0 ? '' : decodeURIComponent(part.slice(eq + 1));
      const had = query[name];
      query[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
    }
    return { segments, query };
  } catch {
    return null;
  }
}

/** Parses `YYYYMMDDTHHMMSSZ`; null when it is not that. */
function parseAmzDate(text) {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text ?? '');
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) : null;
}

/** The fields of `AWS4-HMAC-SHA256 Credential=..., SignedHeaders=..., Signature=...`; null when malformed. */
function parseAuthorization(header) {
  const fields = {};
  for (const part of header.slice(ALGORITHM.length).split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) return null;
    fields[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  const { Credential: credential, SignedHeaders: signedHeaders, Signature: signature } = fields;
  return credential && signedHeaders && signature ? { credential, signedHeaders, signature } : null;
}

const first = (value) => (Array.isArray(value) ? value[0] : value);

/**
 * A checker of requests signed with `credentials` ({accessKeyId, secretAccessKey,
 * sessionToken?}) for `region`. `check({method, target, headers, now})` (headers as Node
 * gives them: lowercase names) resolves to {payloadHash} when the signature holds (the
 * caller must still compare a hexadecimal payload hash with the body's), or to
 * {refusal: {status, code, message, detail}}, S3's answer. OPTIONS (CORS preflight) and
 * unsigned requests are the caller's to handle: `check` refuses them as anonymous.
 */
export function sigV4Checker({ credentials, region }) {
  const signer = new Verifier({ service: 's3', region, credentials, sha256: Sha256, uriEscapePath: false, applyChecksum: false });

  return async function check({ method, target, headers, now = new Date() }) {
    const parsed = parseTarget(target);
    if (!parsed) return { refusal: refusal(400, 'InvalidURI', "Couldn't parse the specified URI.") };
    const { segments, query } = parsed;
    const authorization = headers.authorization;
    const presigned = 'X-Amz-Algorithm' in query;
    if (authorization && presigned) {
      return {
        refusal: refusal(
          400,
          'InvalidArgument',
          'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter or the Authorization header should be specified',
        ),
      };
    }
    if (!authorization && !presigned) {
      return {
        refusal:
          'Signature' in query || 'AWSAccessKeyId' in query
            ? refusal(400, 'InvalidRequest', 'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.')
            : denied(),
      };
    }

    // Who signed, when, for which headers, and the signature.
    let credential, signedList, signature, longDate, token;
    if (presigned) {
      const missing = PRESIGN_PARAMS.filter((name) => typeof query[name] !== 'string');
      if (query['X-Amz-Algorithm'] !== ALGORITHM || missing.length) {
        return {
          refusal: refusal(
            400,
            'AuthorizationQueryParametersError',
            `Query-string authentication version 4 requires the ${PRESIGN_PARAMS.join(', ')} parameters, with X-Amz-Algorithm ${ALGORITHM}.`,
          ),
        };
      }
      ({ 'X-Amz-Credential': credential, 'X-Amz-SignedHeaders': signedList, 'X-Amz-Signature': signature, 'X-Amz-Date': longDate } = query);
      token = first(query['X-Amz-Security-Token']);
    } else {
      if (!authorization.startsWith(`${ALGORITHM} `)) {
        return {
          refusal: refusal(
            400,
            'InvalidRequest',
            'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.',
          ),
        };
      }
      const fields = parseAuthorization(authorization);
      if (!fields)
        return {
          refusal: refusal(
            400,
            'AuthorizationHeaderMalformed',
            'The authorization header is malformed; it requires Credential, SignedHeaders and Signature.',
          ),
        };
      ({ credential, signedHeaders: signedList, signature } = fields);
      longDate = headers['x-amz-date'];
      token = headers['x-amz-security-token'];
    }
    const malformed = (message) => refusal(400, presigned ? 'AuthorizationQueryParametersError' : 'AuthorizationHeaderMalformed', message);

    const [accessKeyId, shortDate, scopeRegion, service, terminator, ...rest] = credential.split('/');
    if (accessKeyId !== credentials.accessKeyId) {
      return {
        refusal: refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', {
          AWSAccessKeyId: accessKeyId,
        }),
      };
    }
    const signingDate = parseAmzDate(longDate);
    if (!signingDate) {
      return {
        refusal: presigned
          ? malformed("X-Amz-Date must be in the ISO8601 Long Format \"yyyyMMdd'T'HHmmss'Z'\"")
          : denied('AWS authentication requires a valid Date or x-amz-date header'),
      };
    }
    if (rest.length || terminator !== 'aws4_request' || service !== 's3' || shortDate !== longDate.slice(0, 8)) {
      return {
        refusal: malformed(`The credential is malformed; expecting "<YOUR-AKID>/${longDate.slice(0, 8)}/${region}/s3/aws4_request".`),
      };
    }
    if (scopeRegion !== region) return { refusal: malformed(`The region '${scopeRegion}' is wrong; expecting '${region}'`) };
    if ((token ?? '') !== (credentials.sessionToken ?? ''))
      return { refusal: refusal(400, 'InvalidToken', 'The provided token is malformed or otherwise invalid.') };

    // Still valid: a presigned URL until it expires, a signed request within the clock skew.
    if (presigned) {
      const expires = Number(query['X-Amz-Expires']);
      if (!Number.isInteger(expires) || expires < 1 || expires > MAX_EXPIRES_S) {
        return { refusal: malformed(`X-Amz-Expires must be a whole number of seconds from 1 to ${MAX_EXPIRES_S}`) };
      }
      if (now.getTime() > signingDate.getTime() + expires * 1000) {
        return {
          refusal: refusal(403, 'AccessDenied', 'Request has expired', {
            'X-Amz-Expires': String(expires),
            Expires: new Date(signingDate.getTime() + expires * 1000).toISOString(),
            ServerTime: now.toISOString(),
          }),
        };
      }
      if (signingDate.getTime() > now.getTime() + MAX_SKEW_MS) return { refusal: denied('Request is not valid yet') };
    } else if (Math.abs(now.getTime() - signingDate.getTime()) > MAX_SKEW_MS) {
      return {
        refusal: refusal(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.', {
          RequestTime: longDate,
          ServerTime: now.toISOString(),
        }),
      };
    }

    // The headers: host must be signed, and so must every x-amz-* header sent.
    const signedNames = signedList.split(';');
    if (!signedNames.includes('host')) return { refusal: malformed('The host header must be signed.') };
    const unsigned = Object.keys(headers).filter((name) => name.startsWith('x-amz-') && !signedNames.includes(name));
    if (unsigned.length) {
      return {
        refusal: refusal(403, 'AccessDenied', 'There were headers present in the request which were not signed', {
          HeadersNotSigned: unsigned.join(', '),
        }),
      };
    }

    // The payload: a presigned URL's is never signed; a signed request names its hash.
    let payloadHash = 'UNSIGNED-PAYLOAD';
    if (!presigned) {
      payloadHash = headers['x-amz-content-sha256'];
      if (!payloadHash)
        return { refusal: refusal(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256') };
      if (!/^(UNSIGNED-PAYLOAD|STREAMING-[A-Z0-9-]+|[0-9a-f]{64})$/.test(payloadHash)) {
        return {
          refusal: refusal(
            400,
            'InvalidArgument',
            'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-AWS4-HMAC-SHA256-PAYLOAD, or a valid sha256 value.',
          ),
        };
      }
    } else if (typeof query['X-Amz-Content-Sha256'] === 'string') {
      payloadHash = query['X-Amz-Content-Sha256'];
    }

    // The canonical request from what was received; a header named as signed but not sent
    // drops out of the list, and the signature cannot then match.
    const sent = Object.fromEntries(signedNames.filter((name) => headers[name] !== undefined).map((name) => [name, String(headers[name])]));
    const canonicalHeaders = getCanonicalHeaders({ headers: sent }, undefined, new Set(signedNames));
    const canonicalRequest = signer.canonicalRequest(
      { method, path: segments.map(escape).join('/'), query, headers: sent },
      canonicalHeaders,
      payloadHash,
    );
    const scope = `${shortDate}/${region}/s3/aws4_request`;
    const stringToSign = await signer.stringToSign(longDate, scope, canonicalRequest);
    const expected = Buffer.from(await signer.sign(stringToSign, { signingDate, signingRegion: region, signingService: 's3' }));
    const given = Buffer.from(signature);
    const listed = Object.keys(canonicalHeaders).sort().join(';') === signedList;
    if (!listed || expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return {
        refusal: refusal(
          403,
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
          {
            AWSAccessKeyId: accessKeyId,
            StringToSign: stringToSign,
            SignatureProvided: signature,
            CanonicalRequest: canonicalRequest,
          },
        ),
      };
    }
    return { payloadHash };
  };
}

const escapeXml = (text) => String(text).replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** S3's XML error document for a refusal. */
export const errorXml = ({ code, message, detail = {} }, requestId) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${escapeXml(code)}</Code><Message>${escapeXml(message)}</Message>${Object.entries(
    detail,
  )
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('')}<RequestId>${escapeXml(requestId)}</RequestId></Error>`;
