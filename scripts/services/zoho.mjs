// The local stand-in of Zoho CRM, started by the stack runner in its own process: the
// accounts server's refresh-token grant (POST /oauth/v2/token) and the CRM REST calls the
// adapter makes (POST /crm/v8/{module}/upsert, POST /crm/v8/{module}/{id}/actions/add_tags),
// with Zoho's headers (Authorization: Zoho-oauthtoken ...) and answer shapes. It lists what
// it received at GET /_received (newest last); GET /_records shows the records it holds, and
// POST /_expire-tokens ends every access token issued (for tests of the renewal).
import { randomBytes } from 'node:crypto';
import { jsonSender, runOnItsOwn, startStandIn } from './lib/stand-in-server.mjs';
import { runNode } from './lib/local-service.mjs';

/** The credentials the stand-in accepts (the stack gives the same to the functions). */
export const ZOHO_STAND_IN = { clientId: 'local-zoho-client', clientSecret: 'local-zoho-secret', refreshToken: 'local-zoho-refresh-token' };

const TOKEN_SECONDS = 3600;

/** Starts the stand-in on 127.0.0.1 (a free port unless given); resolves with its URL and a close function. */
export function startZohoStandIn({ port = 0 } = {}) {
  const tokens = new Map(); // access token -> expiry (ms)
  const records = new Map(); // module -> Map(email -> record)
  let nextId = 5_000_000_000_000_000;

  const send = jsonSender('application/json;charset=UTF-8');
  const invalidToken = (response) =>
    send(response, 401, { code: 'INVALID_TOKEN', details: {}, message: 'invalid oauth token', status: 'error' });

  const handle = async ({ request, response, url, body: raw, received, origin }) => {
    if (request.method === 'GET' && url.pathname === '/_records')
      return send(response, 200, Object.fromEntries([...records].map(([m, r]) => [m, [...r.values()]])));
    // Tests: every access token issued so far stops working (as when Zoho's hour is up).
    if (request.method === 'POST' && url.pathname === '/_expire-tokens') {
      tokens.clear();
      return send(response, 200, { expired: true });
    }
    const entry = { at: Date.now(), method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body: null };
    received.push(entry);

    if (request.method === 'POST' && url.pathname === '/oauth/v2/token') {
      const form = new URLSearchParams(raw);
      const params = (name) => url.searchParams.get(name) ?? form.get(name);
      entry.body = { grant_type: params('grant_type'), client_id: params('client_id') };
      if (params('grant_type') !== 'refresh_token') return send(response, 200, { error: 'unsupported_grant_type' });
      if (params('client_id') !== ZOHO_STAND_IN.clientId || params('client_secret') !== ZOHO_STAND_IN.clientSecret)
        return send(response, 200, { error: 'invalid_client' });
      if (params('refresh_token') !== ZOHO_STAND_IN.refreshToken) return send(response, 200, { error: 'invalid_code' });
      const token = `1000.${randomBytes(16).toString('hex')}`;
      tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
      return send(response, 200, { access_token: token, api_domain: origin, token_type: 'Bearer', expires_in: TOKEN_SECONDS });
    }

    const match = /^\/crm\/v\d+\/(\w+)\/(upsert|(\d+)\/actions\/add_tags)$/.exec(url.pathname);
    if (request.method !== 'POST' || !match)
      return send(response, 404, {
        code: 'INVALID_URL_PATTERN',
        details: {},
        message: 'Please check if the URL trying to access is a correct one',
        status: 'error',
      });
    const auth = /^Zoho-oauthtoken (.+)$/.exec(request.headers.authorization ?? '');
    if (!auth || !((tokens.get(auth[1]) ?? 0) > Date.now())) return invalidToken(response);
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      return send(response, 400, { code: 'INVALID_DATA', details: {}, message: 'body is not JSON', status: 'error' });
    }
    entry.body = body;
    const module = match[1];
    const held = records.get(module) ?? new Map();
    records.set(module, held);

    if (match[2] === 'upsert') {
      const data = Array.isArray(body.data) ? body.data : [];
      if (data.length === 0 || data.length > 100)
        return send(response, 400, { code: 'INVALID_DATA', details: {}, message: 'data must hold 1 to 100 records', status: 'error' });
      const answers = data.map((record) => {
        if (typeof record.Last_Name !== 'string' || !record.Last_Name) {
          return { code: 'MANDATORY_NOT_FOUND', details: { api_name: 'Last_Name' }, message: 'required field not found', status: 'error' };
        }
        const key = String(record.Email ?? '').toLowerCase();
        const existing = key ? held.get(key) : undefined;
        const id = existing?.id ?? String((nextId += 1));
        held.set(key || id, { ...(existing ?? {}), ...record, id, Tag: existing?.Tag ?? [] });
        return {
          code: 'SUCCESS',
          duplicate_field: existing ? 'Email' : null,
          action: existing ? 'update' : 'insert',
          details: { id, Modified_Time: new Date().toISOString() },
          message: existing ? 'record updated' : 'record added',
          status: 'success',
        };
      });
      return send(response, answers.some((a) => a.status === 'error') ? 400 : 200, { data: answers });
    }

    const id = match[3];
    const record = [...held.values()].find((r) => r.id === id);
    if (!record)
      return send(response, 400, {
        data: [{ code: 'INVALID_DATA', details: { id }, message: 'the related id given seems to be invalid', status: 'error' }],
      });
    const names = (Array.isArray(body.tags) ? body.tags : []).map((tag) => String(tag?.name ?? '')).filter(Boolean);
    if (names.length === 0)
      return send(response, 400, {
        code: 'MANDATORY_NOT_FOUND',
        details: { api_name: 'tags' },
        message: 'required field not found',
        status: 'error',
      });
    record.Tag = [...new Set([...record.Tag, ...names])];
    return send(response, 200, {
      data: [{ code: 'SUCCESS', details: { id, tags: record.Tag }, message: 'tags updated successfully', status: 'success' }],
    });
  };

  return startStandIn({ port, bodyLimit: 256 * 1024, send, handle });
}

/** In the local stack: Zoho's settings, or this stand-in when no Zoho client is configured. */
export const service = {
  name: 'zoho',
  ports: { zoho: { envVar: 'ZOHO_PORT', port: 4610 } },
  settings: [
    'ZOHO_ACCOUNTS_URL',
    'ZOHO_API_DOMAIN',
    'ZOHO_CLIENT_ID',
    'ZOHO_CLIENT_SECRET',
    'ZOHO_REFRESH_TOKEN',
    'ZOHO_MODULE',
    'ZOHO_AUTOMATION_TAG',
    'ZOHO_API_VERSION',
  ],
  start: ({ ports }) => runNode(import.meta.url, { ZOHO_PORT: String(ports.zoho) }),
  env: ({ url, configured }) =>
    configured('ZOHO_CLIENT_ID')
      ? {}
      : {
          ZOHO_ACCOUNTS_URL: url('zoho'),
          ZOHO_API_DOMAIN: url('zoho'),
          ZOHO_CLIENT_ID: ZOHO_STAND_IN.clientId,
          ZOHO_CLIENT_SECRET: ZOHO_STAND_IN.clientSecret,
          ZOHO_REFRESH_TOKEN: ZOHO_STAND_IN.refreshToken,
        },
  stack: ({ url }) => ({ zoho: { url: url('zoho') } }),
  show: (stack) => (stack.zoho ? [['Zoho CRM stand-in', `${stack.zoho.url}/_received`]] : []),
};

// Run on its own (the stack runner starts it this way): ZOHO_PORT picks the port.
await runOnItsOwn(import.meta.url, 'Zoho stand-in', () => startZohoStandIn({ port: Number(process.env.ZOHO_PORT ?? 0) }));
