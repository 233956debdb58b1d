// Local stand-ins of the four systems notes are exported to, in one small server, each under
// its own prefix and speaking the part of its documented API the adapters use:
//   /cliniko/{shard}/v1   Cliniko REST: HTTP Basic with the API key, User-Agent required,
//                         GET /user, GET /patients (q[], page, per_page), GET /patients/{id}/treatment_notes,
//                         POST /treatment_notes
//   /healthie/graphql     Healthie GraphQL: Authorization: Basic <key> and AuthorizationSource: API;
//                         currentUser, users(keywords, offset, page_size), createFormAnswerGroup
//   /drchrono             DrChrono OAuth 2 (/o/authorize/ page, /o/token/, /o/revoke_token/) and REST
//                         (/api/users/current, /api/patients, /api/appointments, PATCH /api/appointments/{id});
//                         PKCE as RFC 7636 has it (DrChrono documents none; its OAuth endpoints have the
//                         Django OAuth Toolkit's layout), required here: S256 only, the code redeemed
//                         only with its verifier
//   /highlevel            Go HighLevel OAuth 2 (/oauth/chooselocation page, /oauth/token) and LeadConnector v2
//                         (Version header; /contacts/?locationId=&query=, POST /contacts/{id}/notes);
//                         no PKCE (its documentation has none)
// Seeded with fictional patients. GET /_received lists what arrived (newest last; secrets
// redacted); GET /_notes what was written; POST /_expire-tokens ends every OAuth access token
// (?refresh=1: the refresh tokens too);
// POST /_fail {provider, status, count, retryAfter} answers the provider's next calls with an error;
// POST /_note-link {url} gives the next Cliniko treatment note (the one API answering with a link) this link.
import { createHash, randomBytes } from 'node:crypto';
import { runNode } from './lib/local-service.mjs';
import { jsonSender, runOnItsOwn, startStandIn } from './lib/stand-in-server.mjs';

/** What the stand-ins accept (the stack gives the same to the functions). */
export const EMR_STAND_IN = {
  clinikoKey: 'MS0xNjc4OTAxMjM0NTY3ODkwLWxvY2Fsc3RhbmRpbg-au1',
  healthieKey: 'gh_sbox_local_stand_in_key_0123456789',
  drchrono: { clientId: 'local-drchrono-client', clientSecret: 'local-drchrono-secret' },
  highlevel: { clientId: 'local-highlevel-client', clientSecret: 'local-highlevel-secret' },
};

/** The fictional patients every EMR stand-in is seeded with (the FHIR server too: ./fhir.mjs). */
export const PATIENTS = [
  { id: '1001', first: 'Jane', last: 'Roe', dob: '1984-03-12', email: 'jane.roe@example.test' },
  { id: '1002', first: 'John', last: 'Smith', dob: '1979-11-02', email: 'john.smith@example.test' },
  { id: '1003', first: 'Élise', last: 'Martin', dob: '1991-07-25', email: 'elise.martin@example.test' },
  { id: '1004', first: 'Sam', last: 'Taylor', dob: '2001-01-30', email: 'sam.taylor@example.test' },
  { id: '1005', first: 'Jane', last: 'Smith', dob: '1966-09-14', email: 'jane.smith@example.test' },
  ...Array.from({ length: 30 }, (_, i) => ({
    id: String(2000 + i),
    first: 'Test',
    last: `Patient ${String(i + 1).padStart(2, '0')}`,
    dob: '1990-01-01',
    email: `patient${i + 1}@example.test`,
  })),
];
const LOCATIONS = [
  { id: 'loc-north-clinic', name: 'North Clinic' },
  { id: 'loc-south-clinic', name: 'South Clinic' },
];

const folded = (text) =>
  String(text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
const matches = (patient, search) =>
  folded(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => folded(`${patient.first} ${patient.last} ${patient.email}`).includes(word));

const escapeHtml = (text) => String(text).replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Starts the stand-ins on 127.0.0.1 (a free port unless given); resolves with the URL and a close function. */
export function startEmrStandIns({ port = 0 } = {}) {
  const notes = []; // {provider, patientId, id, text, at}
  const failures = new Map(); // provider -> {status, count, retryAfter}
  const codes = new Map(); // code -> {provider, redirectUri, clientId, location, codeChallenge}
  const noteLinks = new Map(); // provider -> the link its next note is given (POST /_note-link)
  const tokens = new Map(); // access token -> {provider, until, location}
  const refreshTokens = new Map(); // refresh token -> {provider, location}
  const appointments = PATIENTS.map((p, i) => ({
    id: String(5000 + i),
    patient: Number(p.id),
    scheduled_time: '2026-11-20T10:00:00',
    notes: '',
  }));
  let nextId = 90_000;

  const send = jsonSender();
  const issueTokens = (provider, location) => {
    const access = randomBytes(16).toString('hex');
    const refresh = randomBytes(16).toString('hex');
    tokens.set(access, { provider, until: Date.now() + 3600_000, location });
    refreshTokens.set(refresh, { provider, location });
    return { access, refresh };
  };
  const bearer = (request, provider) => {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    const token = match && tokens.get(match[1]);
    return token && token.provider === provider && token.until > Date.now() ? token : null;
  };

  /** The consent page of an OAuth provider: the clinician allows (and for HighLevel picks a location). */
  const authorizePage = (provider, query, action) => {
    const hidden = ['client_id', 'redirect_uri', 'state', 'scope', 'response_type', 'code_challenge', 'code_challenge_method']
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`)
      .join('');
    const choices =
      provider === 'highlevel'
        ? `<p>Choose a location:</p>${LOCATIONS.map((l, i) => `<label><input type="radio" name="location" value="${l.id}" ${i === 0 ? 'checked' : ''}> ${escapeHtml(l.name)}</label><br>`).join('')}`
        : '';
    const title = provider === 'highlevel' ? 'Go HighLevel (local stand-in)' : 'DrChrono (local stand-in)';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>ClinicScribe asks to read patients and write notes.</p><form method="post" action="${action}">${hidden}${choices}<button type="submit" name="decision" value="allow" data-testid="oauth-allow">Allow</button> <button type="submit" name="decision" value="deny" data-testid="oauth-deny">Deny</button></form></main></body></html>`;
  };

  const authorizeDecision = (provider, form, response) => {
    const redirectUri = form.get('redirect_uri') ?? '';
    const expected = provider === 'drchrono' ? EMR_STAND_IN.drchrono.clientId : EMR_STAND_IN.highlevel.clientId;
    if (form.get('client_id') !== expected || !/^https?:\/\//.test(redirectUri)) return send(response, 400, { error: 'invalid_client' });
    const target = new URL(redirectUri);
    if (form.get('state')) target.searchParams.set('state', form.get('state'));
    if (form.get('decision') !== 'allow') {
      target.searchParams.set('error', 'access_denied');
      return send(response, 302, undefined, { location: target.toString() });
    }
    // DrChrono: PKCE required (S256; RFC 7636 4.2: 43 to 128 characters of base64url).
    const codeChallenge = form.get('code_challenge') || null;
    if (
      provider === 'drchrono' &&
      (form.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9._~-]{43,128}$/.test(codeChallenge ?? ''))
    ) {
      target.searchParams.set('error', 'invalid_request');
      target.searchParams.set('error_description', 'Code challenge required (S256)');
      return send(response, 302, undefined, { location: target.toString() });
    }
    const code = randomBytes(12).toString('hex');
    codes.set(code, {
      provider,
      redirectUri,
      clientId: expected,
      location: form.get('location') ?? null,
      codeChallenge: provider === 'drchrono' ? codeChallenge : null,
    });
    target.searchParams.set('code', code);
    return send(response, 302, undefined, { location: target.toString() });
  };

  const tokenGrant = (provider, form, response) => {
    const client = provider === 'drchrono' ? EMR_STAND_IN.drchrono : EMR_STAND_IN.highlevel;
    if (form.get('client_id') !== client.clientId || form.get('client_secret') !== client.clientSecret)
      return send(response, 401, { error: 'invalid_client' });
    let location = null;
    if (form.get('grant_type') === 'authorization_code') {
      const granted = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!granted || granted.provider !== provider || granted.redirectUri !== form.get('redirect_uri'))
        return send(response, 400, { error: 'invalid_grant' });
      if (granted.codeChallenge) {
        const verifier = form.get('code_verifier') ?? '';
        const valid =
          /^[A-Za-z0-9._~-]{43,128}$/.test(verifier) && createHash('sha256').update(verifier).digest('base64url') === granted.codeChallenge;
        if (!valid) return send(response, 400, { error: 'invalid_grant', error_description: 'Code verifier missing or wrong' });
      }
      location = granted.location;
    } else if (form.get('grant_type') === 'refresh_token') {
      const held = refreshTokens.get(form.get('refresh_token') ?? '');
      refreshTokens.delete(form.get('refresh_token') ?? '');
      if (!held || held.provider !== provider) return send(response, 400, { error: 'invalid_grant' });
      location = held.location;
    } else return send(response, 400, { error: 'unsupported_grant_type' });
    const { access, refresh } = issueTokens(provider, location);
    const answer = { access_token: access, token_type: 'Bearer', expires_in: 3600, refresh_token: refresh, scope: form.get('scope') ?? '' };
    return send(response, 200, provider === 'highlevel' ? { ...answer, userType: 'Location', locationId: location } : answer);
  };

  async function cliniko(request, response, url, rest, body, origin) {
    const auth = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    const key = auth ? Buffer.from(auth[1], 'base64').toString('utf8').replace(/:$/, '') : '';
    if (!request.headers['user-agent']?.includes('@'))
      return send(response, 400, { message: 'A User-Agent with a contact e-mail address is required' });
    if (key !== EMR_STAND_IN.clinikoKey) return send(response, 401, { message: 'Unauthorized' });
    const shard = rest[0];
    if (shard !== key.slice(key.lastIndexOf('-') + 1)) return send(response, 401, { message: 'This key belongs to another shard' });
    const path = `/${rest.slice(2).join('/')}`;
    const base = `${origin}/cliniko/${shard}/v1`;
    if (request.method === 'GET' && path === '/user')
      return send(response, 200, { id: '77', first_name: 'Kim', last_name: 'Lee', email: 'kim.lee@clinic.test' });
    if (request.method === 'GET' && path === '/patients') {
      const filters = url.searchParams
        .getAll('q[]')
        .map((q) => /^(\w+):~(.*)$/.exec(q))
        .filter(Boolean);
      const found = PATIENTS.filter((p) =>
        filters.every(([, field, value]) =>
          folded(field === 'first_name' ? p.first : field === 'last_name' ? p.last : p.email).includes(folded(value)),
        ),
      );
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 50));
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const slice = found.slice((page - 1) * perPage, page * perPage);
      const next = page * perPage < found.length ? `${base}/patients?page=${page + 1}&per_page=${perPage}` : undefined;
      return send(response, 200, {
        patients: slice.map((p) => ({ id: p.id, first_name: p.first, last_name: p.last, date_of_birth: p.dob, email: p.email })),
        total_entries: found.length,
        links: { self: `${base}/patients?page=${page}`, ...(next ? { next } : {}) },
      });
    }
    const notesOf = /^\/patients\/(\d+)\/treatment_notes$/.exec(path);
    if (request.method === 'GET' && notesOf) {
      const list = notes.filter((n) => n.provider === 'cliniko' && n.patientId === notesOf[1]);
      return send(response, 200, {
        treatment_notes: list.map((n) => ({ id: n.id, title: n.title, draft: n.draft, created_at: new Date(n.at).toISOString() })),
        total_entries: list.length,
        links: {},
      });
    }
    if (request.method === 'POST' && path === '/treatment_notes') {
      const payload = JSON.parse(body || '{}');
      if (!PATIENTS.some((p) => p.id === String(payload.patient_id)))
        return send(response, 422, { message: 'Patient not found', errors: { patient_id: ['is invalid'] } });
      const sections = payload.content?.sections ?? [];
      const text = sections.map((s) => `${s.name}\n${(s.questions ?? []).map((q) => q.answer).join('\n')}`).join('\n\n');
      const id = String((nextId += 1));
      notes.push({
        provider: 'cliniko',
        patientId: String(payload.patient_id),
        id,
        title: payload.title,
        draft: payload.draft !== false,
        text,
        at: Date.now(),
      });
      const link = noteLinks.get('cliniko') ?? `${base}/treatment_notes/${id}`;
      noteLinks.delete('cliniko');
      return send(response, 201, { id, title: payload.title, draft: payload.draft !== false, links: { self: link } });
    }
    return send(response, 404, { message: 'Not found' });
  }

  function healthie(request, response, body) {
    if (request.method !== 'POST') return send(response, 405, { errors: [{ message: 'POST only' }] });
    if (request.headers.authorization !== `Basic ${EMR_STAND_IN.healthieKey}` || request.headers.authorizationsource !== 'API') {
      return send(response, 200, { data: null, errors: [{ message: 'API Key is Invalid', extensions: { code: 'UNAUTHENTICATED' } }] });
    }
    const { query = '', variables = {} } = JSON.parse(body || '{}');
    if (/\bcurrentUser\b/.test(query))
      return send(response, 200, {
        data: { currentUser: { id: '42', first_name: 'Kim', organization: { name: 'Healthie Demo Practice' } } },
      });
    if (/\bcreateFormAnswerGroup\b/.test(query)) {
      const input = variables.input ?? {};
      if (!PATIENTS.some((p) => p.id === String(input.user_id)))
        return send(response, 200, {
          data: { createFormAnswerGroup: { form_answer_group: null, messages: [{ field: 'user_id', message: 'Client not found' }] } },
        });
      const id = String((nextId += 1));
      notes.push({
        provider: 'healthie',
        patientId: String(input.user_id),
        id,
        formId: input.custom_module_form_id,
        text: (input.form_answers ?? []).map((a) => a.answer).join('\n'),
        at: Date.now(),
      });
      return send(response, 200, { data: { createFormAnswerGroup: { form_answer_group: { id }, messages: [] } } });
    }
    if (/\busers\b/.test(query)) {
      const pageSize = Math.min(100, Number(variables.page_size ?? 20));
      const offset = Math.max(0, Number(variables.offset ?? 0));
      const found = PATIENTS.filter((p) => matches(p, variables.keywords ?? ''));
      return send(response, 200, {
        data: {
          users: found
            .slice(offset, offset + pageSize)
            .map((p) => ({ id: p.id, first_name: p.first, last_name: p.last, dob: p.dob, email: p.email })),
          usersCount: found.length,
        },
      });
    }
    return send(response, 200, { data: null, errors: [{ message: 'Unknown operation' }] });
  }

  async function drchrono(request, response, url, path, body, origin) {
    if (path === '/o/authorize/' && request.method === 'GET')
      return send(response, 200, authorizePage('drchrono', url.searchParams, '/drchrono/o/authorize/'));
    if (path === '/o/authorize/' && request.method === 'POST') return authorizeDecision('drchrono', new URLSearchParams(body), response);
    if (path === '/o/token/' && request.method === 'POST') return tokenGrant('drchrono', new URLSearchParams(body), response);
    if (path === '/o/revoke_token/' && request.method === 'POST') {
      const form = new URLSearchParams(body);
      tokens.delete(form.get('token') ?? '');
      refreshTokens.delete(form.get('token') ?? '');
      return send(response, 200, {});
    }
    if (!bearer(request, 'drchrono'))
      return send(response, 401, { detail: 'Authentication credentials were not provided or have expired.' });
    if (request.method === 'GET' && path === '/api/users/current')
      return send(response, 200, { id: 7, username: 'drkimlee', practice_group: 3101 });
    if (request.method === 'GET' && path === '/api/patients') {
      const found = PATIENTS.filter((p) => matches(p, url.searchParams.get('search') ?? ''));
      const size = Math.min(250, Number(url.searchParams.get('page_size') ?? 25));
      const cursor = Number(url.searchParams.get('cursor') ?? 0);
      const next =
        cursor + size < found.length
          ? `${origin}/drchrono/api/patients?search=${encodeURIComponent(url.searchParams.get('search') ?? '')}&page_size=${size}&cursor=${cursor + size}`
          : null;
      return send(response, 200, {
        results: found
          .slice(cursor, cursor + size)
          .map((p) => ({ id: Number(p.id), first_name: p.first, last_name: p.last, date_of_birth: p.dob, email: p.email })),
        next,
        previous: null,
      });
    }
    if (request.method === 'GET' && path === '/api/appointments') {
      const patient = Number(url.searchParams.get('patient'));
      return send(response, 200, { results: appointments.filter((a) => a.patient === patient), next: null, previous: null });
    }
    const appointment = /^\/api\/appointments\/(\d+)$/.exec(path);
    if (request.method === 'PATCH' && appointment) {
      const held = appointments.find((a) => a.id === appointment[1]);
      if (!held) return send(response, 404, { detail: 'Not found.' });
      const payload = JSON.parse(body || '{}');
      if (typeof payload.notes !== 'string') return send(response, 400, { notes: ['This field is required.'] });
      held.notes = payload.notes;
      notes.push({ provider: 'drchrono', patientId: String(held.patient), id: held.id, text: payload.notes, at: Date.now() });
      return send(response, 204);
    }
    return send(response, 404, { detail: 'Not found.' });
  }

  async function highlevel(request, response, url, path, body) {
    if (path === '/oauth/chooselocation' && request.method === 'GET')
      return send(response, 200, authorizePage('highlevel', url.searchParams, '/highlevel/oauth/chooselocation'));
    if (path === '/oauth/chooselocation' && request.method === 'POST')
      return authorizeDecision('highlevel', new URLSearchParams(body), response);
    if (path === '/oauth/token' && request.method === 'POST') return tokenGrant('highlevel', new URLSearchParams(body), response);
    const token = bearer(request, 'highlevel');
    if (!token) return send(response, 401, { statusCode: 401, message: 'Invalid JWT' });
    if (!request.headers.version) return send(response, 400, { statusCode: 400, message: 'version header was not found' });
    if (request.method === 'GET' && (path === '/contacts/' || path === '/contacts')) {
      if (url.searchParams.get('locationId') !== token.location)
        return send(response, 403, { statusCode: 403, message: 'The token does not have access to this location' });
      const found = PATIENTS.filter((p) => matches(p, url.searchParams.get('query') ?? ''));
      const limit = Math.min(100, Number(url.searchParams.get('limit') ?? 20));
      const after = url.searchParams.get('startAfterId');
      const start = after ? found.findIndex((p) => p.id === after) + 1 : 0;
      const slice = found.slice(start, start + limit);
      const more = start + limit < found.length;
      return send(response, 200, {
        contacts: slice.map((p) => ({ id: p.id, locationId: token.location, firstName: p.first, lastName: p.last, email: p.email })),
        meta: { total: found.length, startAfterId: more ? slice.at(-1)?.id : null, nextPageUrl: more ? 'next' : null },
      });
    }
    const note = /^\/contacts\/([^/]+)\/notes$/.exec(path);
    if (request.method === 'POST' && note) {
      if (!PATIENTS.some((p) => p.id === note[1])) return send(response, 400, { statusCode: 400, message: 'Contact not found' });
      const payload = JSON.parse(body || '{}');
      const id = `note-${(nextId += 1)}`;
      notes.push({ provider: 'highlevel', patientId: note[1], id, text: payload.body, at: Date.now() });
      return send(response, 201, { note: { id, body: payload.body, contactId: note[1], dateAdded: new Date().toISOString() } });
    }
    return send(response, 404, { statusCode: 404, message: 'Not found' });
  }

  const handle = async ({ request, response, url, body, received, origin }) => {
    // The sign-in pages are opened in a browser, which asks for the site's icon.
    if (url.pathname === '/favicon.ico') return send(response, 204);
    if (request.method === 'GET' && url.pathname === '/_notes') return send(response, 200, notes);
    if (request.method === 'POST' && url.pathname === '/_expire-tokens') {
      for (const token of tokens.values()) token.until = 0;
      // ?refresh=1: the refresh tokens stop working too (revoked at the provider).
      if (url.searchParams.get('refresh') === '1') refreshTokens.clear();
      return send(response, 200, { expired: true });
    }
    if (request.method === 'POST' && url.pathname === '/_note-link') {
      const { url: link } = JSON.parse(body || '{}');
      noteLinks.set('cliniko', String(link));
      return send(response, 200, { link });
    }
    if (request.method === 'POST' && url.pathname === '/_fail') {
      const { provider, status = 503, count = 1, retryAfter = 1 } = JSON.parse(body || '{}');
      failures.set(provider, { status, count, retryAfter });
      return send(response, 200, { failing: provider });
    }
    const [, provider, ...rest] = url.pathname.split('/');
    const redacted = body.replace(/(client_secret|refresh_token|code_verifier|code|token)=[^&]*/g, '$1=REDACTED');
    received.push({
      at: Date.now(),
      provider,
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: /json/.test(request.headers['content-type'] ?? '') ? safeJson(body) : redacted,
      headers: { 'user-agent': request.headers['user-agent'] ?? '', version: request.headers.version ?? '' },
    });
    const failing = failures.get(provider);
    if (failing && failing.count > 0 && !url.pathname.includes('/o/') && !url.pathname.includes('/oauth/')) {
      failing.count -= 1;
      return send(
        response,
        failing.status,
        { message: `Stand-in failure ${failing.status}` },
        failing.status === 429 ? { 'retry-after': String(failing.retryAfter) } : {},
      );
    }
    try {
      if (provider === 'cliniko') return await cliniko(request, response, url, rest, body, origin);
      if (provider === 'healthie' && rest.join('/') === 'graphql') return healthie(request, response, body);
      if (provider === 'drchrono') return await drchrono(request, response, url, `/${rest.join('/')}`, body, origin);
      if (provider === 'highlevel') return await highlevel(request, response, url, `/${rest.join('/')}`, body);
      return send(response, 404, { message: 'Not found' });
    } catch (error) {
      return send(response, 400, { message: `Bad request: ${error.message}` });
    }
  };

  return startStandIn({ port, bodyLimit: 1024 * 1024, send, handle });
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** In the local stack: each provider's real settings, or these stand-ins for those not configured. */
export const service = {
  name: 'emr',
  ports: { emr: { envVar: 'EMR_PORT', port: 4620 } },
  settings: [
    'CLINIKO_BASE_URL',
    'HEALTHIE_API_URL',
    'HEALTHIE_NOTE_FORM_ID',
    'HEALTHIE_NOTE_FIELD_ID',
    'DRCHRONO_BASE_URL',
    'DRCHRONO_CLIENT_ID',
    'DRCHRONO_CLIENT_SECRET',
    'HIGHLEVEL_AUTH_URL',
    'HIGHLEVEL_API_URL',
    'HIGHLEVEL_CLIENT_ID',
    'HIGHLEVEL_CLIENT_SECRET',
    'INTEGRATIONS_CONTACT_EMAIL',
    'API_PUBLIC_URL',
  ],
  start: ({ ports }) => runNode(import.meta.url, { EMR_PORT: String(ports.emr) }),
  env: ({ url, configured }) => ({
    ...(configured('CLINIKO_BASE_URL') ? {} : { CLINIKO_BASE_URL: `${url('emr')}/cliniko/{shard}/v1` }),
    ...(configured('HEALTHIE_API_URL') ? {} : { HEALTHIE_API_URL: `${url('emr')}/healthie/graphql` }),
    ...(configured('DRCHRONO_CLIENT_ID')
      ? {}
      : {
          DRCHRONO_BASE_URL: `${url('emr')}/drchrono`,
          DRCHRONO_CLIENT_ID: EMR_STAND_IN.drchrono.clientId,
          DRCHRONO_CLIENT_SECRET: EMR_STAND_IN.drchrono.clientSecret,
        }),
    ...(configured('HIGHLEVEL_CLIENT_ID')
      ? {}
      : {
          HIGHLEVEL_AUTH_URL: `${url('emr')}/highlevel`,
          HIGHLEVEL_API_URL: `${url('emr')}/highlevel`,
          HIGHLEVEL_CLIENT_ID: EMR_STAND_IN.highlevel.clientId,
          HIGHLEVEL_CLIENT_SECRET: EMR_STAND_IN.highlevel.clientSecret,
        }),
  }),
  stack: ({ url }) => ({
    integrations: {
      cliniko: { url: `${url('emr')}/cliniko`, apiKey: EMR_STAND_IN.clinikoKey },
      healthie: { url: `${url('emr')}/healthie`, apiKey: EMR_STAND_IN.healthieKey },
      drchrono: { url: `${url('emr')}/drchrono` },
      highlevel: { url: `${url('emr')}/highlevel` },
    },
  }),
  show: (stack) =>
    stack.integrations ? [['EMR/CRM stand-ins', `${stack.integrations.cliniko.url.replace(/\/cliniko.*$/, '')}/_received`]] : [],
};

// Run on its own (the stack runner starts it this way): EMR_PORT picks the port.
await runOnItsOwn(import.meta.url, 'EMR stand-ins', () => startEmrStandIns({ port: Number(process.env.EMR_PORT ?? 0) }));
