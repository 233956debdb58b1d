// Zoho CRM, the automation, on the local stack: the real adapter's code talks to the stand-in
// that speaks Zoho's protocol (refresh-token grant, Zoho-oauthtoken header, upsert on the
// e-mail, tags). A registration sends the new user as a Lead; an admin's "send to automation"
// tags the Lead and is audited; a clinician may not; wrong credentials and an expired access
// token are handled.
import { ZohoCrm, type ZohoConfig } from '../../functions/src/providers/automation/zoho-crm';
import { eventually, readDoc } from '../support/firestore-rest';
import { demoUser, newAccount, readStack, signInWithPassword } from '../support/stack';

const stack = readStack();
const zoho = stack.zoho.url;
const standIn: ZohoConfig = {
  accountsUrl: zoho,
  apiDomain: zoho,
  clientId: 'local-zoho-client',
  clientSecret: 'local-zoho-secret',
  refreshToken: 'local-zoho-refresh-token',
  module: 'Leads',
  automationTag: 'ClinicScribe automation',
  apiVersion: 'v8',
};

async function call(path: string, token: string, body?: unknown) {
  const response = await fetch(`${stack.api}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, any> };
}

const leads = async () => ((await (await fetch(`${zoho}/_records`)).json()) as { Leads?: Array<Record<string, any>> }).Leads ?? [];
const received = async () => (await (await fetch(`${zoho}/_received`)).json()) as Array<{ path: string; body: any }>;

async function registered(label: string) {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (doc) => doc !== null,
  );
  expect(
    (
      await call('/account/register', account.idToken, {
        firstName: 'Sasha',
        lastName: 'Moreau',
        role: 'physiotherapist',
        country: 'France',
        leadSource: 'Conference',
      })
    ).status,
  ).toBe(200);
  return account;
}

describe('Zoho CRM', () => {
  it('receives each new user as a Lead at registration (upsert on the e-mail)', async () => {
    const account = await registered('zoho-signup');
    const lead = (await leads()).find((l) => l.Email === account.email);
    expect(lead).toMatchObject({
      First_Name: 'Sasha',
      Last_Name: 'Moreau',
      Country: 'France',
      Designation: 'physiotherapist',
      Lead_Source: 'Conference',
    });
    expect(lead?.Description).toContain(account.localId);
    const upsert = (await received())
      .filter((r) => r.path === '/crm/v8/Leads/upsert')
      .find((r) => r.body?.data?.[0]?.Email === account.email);
    expect(upsert?.body.duplicate_check_fields).toEqual(['Email']);
    // The caller's own sync answers ok.
    expect(await call('/crm/sync-profile', account.idToken, {})).toEqual({ status: 200, body: { ok: true } });
    // And under its former name.
    expect(await call('/api/zoho/send-to-zoho', account.idToken, {})).toEqual({ status: 200, body: { ok: true } });
  });

  it('puts a user into the automation for an admin, audited; a clinician is refused', async () => {
    const target = await registered('zoho-automation');
    const admin = demoUser(stack, 'admin');
    const login = await signInWithPassword(stack, admin.email, admin.password);
    expect(
      await call('/crm/send-user-to-automation', target.idToken, { adminUid: target.localId, targetUserId: target.localId }),
    ).toMatchObject({ status: 403 });
    expect(
      await call('/crm/send-user-to-automation', login.idToken, { adminUid: 'someone-else', targetUserId: target.localId }),
    ).toMatchObject({ status: 403 });
    expect(await call('/crm/send-user-to-automation', login.idToken, { adminUid: login.localId, targetUserId: target.localId })).toEqual({
      status: 200,
      body: { ok: true },
    });
    // Under its former name too, with the same checks.
    expect(
      await call('/api/zoho/send-user-to-automation', target.idToken, { adminUid: target.localId, targetUserId: target.localId }),
    ).toMatchObject({ status: 403 });
    expect(
      await call('/api/zoho/send-user-to-automation', login.idToken, { adminUid: login.localId, targetUserId: target.localId }),
    ).toEqual({ status: 200, body: { ok: true } });
    expect((await leads()).find((l) => l.Email === target.email)?.Tag).toEqual(['ClinicScribe automation']);
    const trail = (await call(`/admin/audit?target=${target.localId}`, login.idToken)).body.entries;
    expect(trail[0]).toMatchObject({ action: 'send-to-automation', ok: true, target: target.email });
    expect(
      await call('/crm/send-user-to-automation', login.idToken, { adminUid: login.localId, targetUserId: 'no-such-user' }),
    ).toMatchObject({ status: 404 });
  });

  it('the adapter: wrong credentials are refused with Zoho’s reason; an expired access token is renewed once', async () => {
    await expect(
      new ZohoCrm({ ...standIn, clientSecret: 'wrong' }).upsertUser({
        uid: 'u1',
        email: 'x@test.example',
        displayName: 'X Y',
        role: '',
        country: '',
        plan: 'Free',
        leadSource: '',
      }),
    ).rejects.toThrow('Zoho refused the credentials (invalid_client)');
    const crm = new ZohoCrm(standIn);
    const profile = {
      uid: 'u2',
      email: `renew-${Date.now()}@test.example`,
      displayName: 'Renee Token',
      role: 'doctor',
      country: 'Canada',
      plan: 'Free',
      leadSource: '',
    };
    const first = await crm.upsertUser(profile);
    const tokensBefore = (await received()).filter((r) => r.path === '/oauth/v2/token').length;
    await fetch(`${zoho}/_expire-tokens`, { method: 'POST' });
    expect(await crm.upsertUser(profile)).toEqual(first);
    expect((await received()).filter((r) => r.path === '/oauth/v2/token').length).toBe(tokensBefore + 1);
    await expect(crm.upsertUser({ ...profile, displayName: '', email: '' })).rejects.toThrow();
  });
});
