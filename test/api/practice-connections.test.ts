// A practice's shared connections on the local stack, through the API with real ID tokens and
// the provider stand-ins: the owner connects Cliniko (the key checked first) and a FHIR server
// for the practice; a member with no connection of their own exports through them, signed with
// their own name; a member's own connection wins; a clinician cannot manage them; an outsider
// and a closed practice's members do not reach them; every change is in the practice's log.
// The practice and its members are written with the emulator's administrator access here: the
// invitation flow that makes them is the practices suite's.
import { apiCall } from '../support/api-call';
import { clinicianWithNote } from '../support/session-note';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();
const emr = stack.integrations.cliniko.url.replace(/\/cliniko$/, '');
const TRANSCRIPT = '[doctor] what brings you in?\n[patient] pain in my left knee for three weeks. i take ibuprofen 400 mg twice a day.';

type Account = Awaited<ReturnType<typeof newAccount>>;

const clinikoNotes = async () =>
  (await (await fetch(`${emr}/_notes`)).json()) as Array<{ provider: string; patientId: string; title?: string }>;

async function fhirDocuments(patientId: string): Promise<Array<{ author?: Array<{ reference?: string; display?: string }> }>> {
  const answer = await fetch(`${stack.fhir.url}/DocumentReference?patient=${patientId}&_count=200`, {
    headers: { authorization: `Bearer ${stack.fhir.bearerToken}`, accept: 'application/fhir+json' },
  });
  const bundle = (await answer.json()) as { entry?: Array<{ resource: { author?: Array<{ reference?: string; display?: string }> } }> };
  return (bundle.entry ?? []).map((e) => e.resource);
}

/** Makes `accounts` one practice (the first its owner), with paid seats; each member's name set. */
async function practiceOf(name: string, members: Array<{ account: Account; role: 'owner' | 'admin' | 'clinician'; displayName: string }>) {
  const practiceId = `pc${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  const now = Date.now();
  const owner = members[0].account;
  await patchDoc(stack, `practices/${practiceId}`, {
    name,
    ownerUid: owner.localId,
    createdAt: now,
    status: 'active',
    closedAt: null,
    memberCount: members.length,
    subscription: {
      planName: 'Bronze',
      period: 'monthly',
      currency: 'USD',
      seats: members.length,
      subscriptionId: 'sub-practice',
      seatPrice: 39.99,
      promoCode: '',
      updatedAt: now,
    },
    version: 1,
  });
  for (const { account, role, displayName } of members) {
    await patchDoc(stack, `practices/${practiceId}/members/${account.localId}`, {
      uid: account.localId,
      email: account.email,
      displayName,
      role,
      joinedAt: now,
      updatedAt: now,
      version: 0,
    });
    const user = (await readDoc(stack, `users/${account.localId}`)) as { userInfo: Record<string, unknown> };
    await patchDoc(stack, `users/${account.localId}`, {
      practice: { practiceId, role, joinedAt: now },
      userInfo: { ...user.userInfo, displayName },
    });
  }
  return practiceId;
}

const cliniko = (statuses: Array<{ id: string }>) => statuses.find((s) => s.id === 'cliniko');

describe('a practice shares its connections with its members', () => {
  it('the owner connects Cliniko for the practice; a member exports through it under their own name; the log has it; disconnecting ends it', async () => {
    const owner = await clinicianWithNote(stack, 'pc-owner', TRANSCRIPT, { plan: 'Bronze' });
    const member = await clinicianWithNote(stack, 'pc-member', TRANSCRIPT, { plan: 'Bronze' });
    const outsider = await clinicianWithNote(stack, 'pc-outsider', TRANSCRIPT, { plan: 'Bronze' });
    const practiceId = await practiceOf('North Clinic', [
      { account: owner.account, role: 'owner', displayName: 'Olive Owner' },
      { account: member.account, role: 'clinician', displayName: 'Mina Member' },
    ]);
    const key = { apiKey: stack.integrations.cliniko.apiKey };

    // Only the practice's owner and admins manage its connections; only shareable ones.
    expect(await apiCall(stack, '/practice-connections/cliniko/key', member.account.idToken, key)).toMatchObject({
      status: 403,
      body: { error: { key: 'practiceNotAdmin' } },
    });
    expect(await apiCall(stack, '/practice-connections/cliniko/key', outsider.account.idToken, key)).toMatchObject({
      status: 404,
      body: { error: { key: 'practiceNotMember' } },
    });
    expect(await apiCall(stack, '/practice-connections/drchrono/key', owner.account.idToken, key)).toMatchObject({
      status: 400,
      body: { error: { key: 'practiceConnectionNotShareable' } },
    });
    // A key the provider refuses is not saved.
    expect(
      await apiCall(stack, '/practice-connections/cliniko/key', owner.account.idToken, { apiKey: 'MS0wrongwrongwrong-au1' }),
    ).toMatchObject({ status: 400, body: { error: { key: 'integrationKeyRejected' } } });

    expect(await apiCall(stack, '/practice-connections/cliniko/key', owner.account.idToken, key)).toMatchObject({
      status: 200,
      body: { id: 'cliniko', state: 'connected' },
    });
    // Sealed at rest for the practice, never in anyone's own secrets, never answered.
    const sealed = JSON.stringify(await readDoc(stack, `practiceSecrets/${practiceId}`));
    expect(sealed).toContain('cliniko');
    expect(sealed).not.toContain(key.apiKey!);
    expect((await readDoc(stack, `secrets/${owner.account.localId}`)) ?? {}).not.toHaveProperty('integrations.cliniko');
    const managed = await apiCall(stack, '/practice-connections', owner.account.idToken);
    expect(cliniko(managed.body.integrations)).toMatchObject({ state: 'connected' });
    expect(JSON.stringify(managed.body)).not.toContain(key.apiKey!);
    expect(await apiCall(stack, '/practice-connections', member.account.idToken)).toMatchObject({ status: 403 });

    // The member sees it as their practice's, and exports through it, signed with their name.
    const overview = await apiCall(stack, '/integrations', member.account.idToken);
    expect(cliniko(overview.body.integrations)).toMatchObject({ state: 'connected', sharedBy: 'North Clinic' });
    const exported = await apiCall(stack, '/integrations/cliniko/export', member.account.idToken, {
      sessionId: member.sessionId,
      noteIds: ['soap'],
      patientId: '1001',
    });
    expect(exported.status).toBe(200);
    const sent = (await clinikoNotes()).filter((n) => n.provider === 'cliniko' && n.patientId === '1001').at(-1);
    expect(sent?.title).toMatch(/\(Mina Member\)$/);

    // An outsider does not reach it.
    expect(cliniko((await apiCall(stack, '/integrations', outsider.account.idToken)).body.integrations)).toMatchObject({
      state: 'not-connected',
    });
    expect(
      await apiCall(stack, '/integrations/cliniko/export', outsider.account.idToken, {
        sessionId: outsider.sessionId,
        noteIds: ['soap'],
        patientId: '1001',
      }),
    ).toMatchObject({ status: 409, body: { error: { key: 'integrationNotConnected' } } });

    // The practice's log names who connected it.
    const log = await eventually(
      () => practiceLog(practiceId),
      (entries) => entries.some((e) => e.event === 'connectionAdded'),
    );
    expect(log.find((e) => e.event === 'connectionAdded')).toMatchObject({ actorUid: owner.account.localId, subject: 'Cliniko' });

    // Disconnected: the member no longer reaches it.
    expect((await apiCall(stack, '/practice-connections/cliniko', owner.account.idToken, undefined, 'DELETE')).status).toBe(200);
    expect(cliniko((await apiCall(stack, '/integrations', member.account.idToken)).body.integrations)).toMatchObject({
      state: 'not-connected',
    });
    expect((await practiceLog(practiceId)).some((e) => e.event === 'connectionRemoved')).toBe(true);
  });

  it("a member's own connection wins over the practice's; a closed practice's connection reaches no one", async () => {
    const owner = await clinicianWithNote(stack, 'pc2-owner', TRANSCRIPT, { plan: 'Bronze' });
    const member = await clinicianWithNote(stack, 'pc2-member', TRANSCRIPT, { plan: 'Bronze' });
    const practiceId = await practiceOf('South Clinic', [
      { account: owner.account, role: 'owner', displayName: 'Sam Owner' },
      { account: member.account, role: 'admin', displayName: 'Ari Admin' },
    ]);
    const key = { apiKey: stack.integrations.cliniko.apiKey };
    // An admin manages them too.
    expect((await apiCall(stack, '/practice-connections/cliniko/key', member.account.idToken, key)).status).toBe(200);
    expect((await apiCall(stack, '/integrations/cliniko/key', member.account.idToken, key)).status).toBe(200);
    const overview = await apiCall(stack, '/integrations', member.account.idToken);
    expect(cliniko(overview.body.integrations)).toMatchObject({ state: 'connected' });
    expect(cliniko(overview.body.integrations)).not.toHaveProperty('sharedBy');
    await apiCall(stack, '/integrations/cliniko/export', member.account.idToken, {
      sessionId: member.sessionId,
      noteIds: ['soap'],
      patientId: '1002',
    });
    const sent = (await clinikoNotes()).filter((n) => n.provider === 'cliniko' && n.patientId === '1002').at(-1);
    expect(sent?.title).not.toContain('Ari Admin');

    // Closed: the owner, with no connection of their own, no longer reaches the practice's.
    expect(cliniko((await apiCall(stack, '/integrations', owner.account.idToken)).body.integrations)).toMatchObject({
      sharedBy: 'South Clinic',
    });
    await patchDoc(stack, `practices/${practiceId}`, { status: 'closed', closedAt: Date.now() });
    expect(cliniko((await apiCall(stack, '/integrations', owner.account.idToken)).body.integrations)).toMatchObject({
      state: 'not-connected',
    });
  });

  it("a FHIR server connected for the practice: a member's export names the member as the document's author", async () => {
    const owner = await clinicianWithNote(stack, 'pcf-owner', TRANSCRIPT, { plan: 'Bronze' });
    const member = await clinicianWithNote(stack, 'pcf-member', TRANSCRIPT, { plan: 'Bronze' });
    await practiceOf('FHIR Clinic', [
      { account: owner.account, role: 'owner', displayName: 'Fay Owner' },
      { account: member.account, role: 'clinician', displayName: 'Finn Member' },
    ]);
    const connected = await apiCall(stack, '/practice-connections/fhir/connect', owner.account.idToken, {
      baseUrl: stack.fhir.url,
      auth: 'bearer',
      bearerToken: stack.fhir.bearerToken,
    });
    expect(connected).toMatchObject({ status: 200, body: { id: 'fhir', state: 'connected' } });
    const before = (await fhirDocuments('1003')).length;
    const exported = await apiCall(stack, '/integrations/fhir/export', member.account.idToken, {
      sessionId: member.sessionId,
      noteIds: ['soap'],
      patientId: '1003',
    });
    expect(exported.status).toBe(200);
    const documents = await fhirDocuments('1003');
    expect(documents.length).toBe(before + 1);
    expect(documents.some((d) => d.author?.[0]?.display === 'Finn Member' && !d.author?.[0]?.reference)).toBe(true);
  });
});

/** The practice's log entries, as stored. */
async function practiceLog(practiceId: string): Promise<Array<Record<string, unknown>>> {
  const base = `${stack.firestore}/v1/projects/${stack.projectId}/databases/(default)/documents/practices/${practiceId}/log`;
  const answer = (await (await fetch(base, { headers: { authorization: 'Bearer owner' } })).json()) as {
    documents?: Array<{ fields: Record<string, { stringValue?: string }> }>;
  };
  return (answer.documents ?? []).map((d) => Object.fromEntries(Object.entries(d.fields).map(([k, v]) => [k, v.stringValue])));
}
