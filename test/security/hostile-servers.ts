// Servers the attacks of test/security/*.test.ts stand up on this machine's loopback (nothing
// leaves it): a hostile FHIR server a clinician connects to (it answers as a FHIR R4 server would,
// and each route can be made to answer otherwise), "internal" listeners that record every request
// and connection they get (127.0.0.2 stands for an address inside the API's network), and a
// Bronze clinician to connect with. The API reaches them because, on the local stack, plain http
// to 127.0.0.1 is allowed: what these tests show is what it does with what they answer.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { newAccount, type Stack } from '../support/stack';

export interface Received {
  method: string;
  path: string;
  authorization: string | null;
  body: string;
}

export interface Listener {
  host: string;
  port: number;
  origin: string;
  received: Received[];
  /** TCP connections accepted, requests or not. */
  connections: number;
  /** Bytes written in answers. */
  written: number;
  close: () => Promise<void>;
}

export type Route = (request: IncomingMessage, response: ServerResponse, listener: Listener) => void;

/** An http listener on `host` (port 0: any free one) answering with `route`, recording what it gets. */
export async function listen(host: string, route: Route, port = 0): Promise<Listener> {
  const sockets = new Set<Socket>();
  const listener: Listener = { host, port: 0, origin: '', received: [], connections: 0, written: 0, close: async () => undefined };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      listener.received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization ?? null,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      route(request, response, listener);
    });
  });
  server.on('connection', (socket) => {
    listener.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  listener.port = (server.address() as AddressInfo).port;
  listener.origin = `http://${host.includes(':') ? `[${host}]` : host}:${listener.port}`;
  listener.close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return listener;
}

export const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}): Route =>
  (_, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };

/** A CapabilityStatement the API accepts: FHIR 4.0.1, DocumentReference create, transactions. */
export const CAPABILITIES = {
  resourceType: 'CapabilityStatement',
  status: 'active',
  kind: 'instance',
  fhirVersion: '4.0.1',
  format: ['json'],
  software: { name: 'Hostile FHIR' },
  rest: [
    {
      mode: 'server',
      interaction: [{ code: 'transaction' }],
      resource: [
        { type: 'DocumentReference', interaction: [{ code: 'create' }] },
        { type: 'Patient', interaction: [{ code: 'read' }, { code: 'search-type' }] },
      ],
    },
  ],
};

/**
 * A FHIR server under the attacker's control at http://127.0.0.1:<port>/fhir: /metadata, its
 * SMART configuration, a token endpoint and Patient answer as a server would, unless `routes`
 * names another answer for a path (relative to the origin, query string excluded).
 */
export async function hostileFhirServer(routes: Record<string, Route> = {}): Promise<Listener & { base: string }> {
  const fallback: Record<string, Route> = {
    '/fhir/metadata': json(CAPABILITIES),
    '/fhir/.well-known/smart-configuration': (request, response, listener) =>
      json({ token_endpoint: `${listener.origin}/auth/token`, grant_types_supported: ['client_credentials'] })(request, response, listener),
    '/auth/token': json({ access_token: 'hostile-token', token_type: 'bearer', expires_in: 300 }),
    '/fhir/Patient': json({ resourceType: 'Bundle', type: 'searchset', total: 0, entry: [] }),
  };
  const listener = await listen('127.0.0.1', (request, response, self) => {
    const path = (request.url ?? '').split('?')[0];
    const route =
      routes[path] ?? fallback[path] ?? json({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'not-found' }] }, 404);
    route(request, response, self);
  });
  return Object.assign(listener, { base: `${listener.origin}/fhir` });
}

/** A private key (EC P-384, PEM) for a SMART connection: any key will do, the hostile server takes all. */
export const smartKey = () =>
  generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;

/** A clinician on a plan with integrations. */
export async function bronzeClinician(stack: Stack, label: string) {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (doc) => doc !== null,
  );
  await patchDoc(stack, `users/${account.localId}`, {
    subscription: { plan: 'Bronze', option: 'monthly', discount: 0, subscriptionId: '' },
    usageLimits: { notesLeft: 50, timeLimit: 3600 },
  });
  return account;
}

/** POST /integrations/fhir/connect as `idToken`: the status, the error (if any) and the raw text of the answer. */
export async function connectFhir(stack: Stack, idToken: string, body: Record<string, unknown>) {
  const response = await fetch(`${stack.api}/integrations/fhir/connect`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = (text ? JSON.parse(text) : null) as {
    error?: { code: string; key?: string; message: string; values?: Record<string, string>; path?: unknown[] };
  } | null;
  return { status: response.status, error: parsed?.error, text };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
