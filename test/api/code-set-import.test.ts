// A newer CMS release imported from the admin console, on the local stack (the CMS file
// uploaded to the uploads store with a presigned PUT, then imported): a file of another format,
// an incomplete one or a release not newer than the one in use is refused with its reason and
// the current set kept; a newer release becomes the set every server uses (the release the
// Codes panel names changes, in every functions worker); the admin can go back to the built-in
// release; only admins may do it, and each change is in the audit trail.
import { apiCall } from '../support/api-call';
import { cmsZip, uploadCodeSet } from '../support/cms-files';
import { eventually } from '../support/firestore-rest';
import { clinicianWithNote } from '../support/session-note';
import { demoUser, readStack, signInWithPassword } from '../support/stack';

const stack = readStack();
jest.setTimeout(180_000);

const TRANSCRIPT = [
  '[doctor] Good morning, how can I help?',
  "[patient] I've had diarrhoea for three days, loose and watery.",
  "[doctor] It seems like you have something called gastroenteritis. Drink plenty of fluids and I'll see you if it's not better in three days.",
].join('\n');
const text = (value: string) => new Uint8Array(Buffer.from(value, 'utf8'));

async function adminToken() {
  const admin = demoUser(stack, 'admin');
  return (await signInWithPassword(stack, admin.email, admin.password)).idToken as string;
}

afterAll(async () => {
  // The other suites expect the built-in release.
  await apiCall(stack, '/codes/release', await adminToken(), undefined, 'DELETE');
});

describe('importing a CMS release from the admin console', () => {
  it('refuses a wrong file and keeps the set, imports a newer release every server then uses, and goes back to the built-in one', async () => {
    const token = await adminToken();
    const { account, sessionId } = await clinicianWithNote(stack, 'code-set-import', TRANSCRIPT, { plan: 'Bronze' });
    const panelRelease = async () => (await apiCall(stack, '/codes/suggest', account.idToken, { sessionId, noteId: 'soap' })).body.release;
    expect(await apiCall(stack, '/codes/release', token)).toMatchObject({
      status: 200,
      body: { release: 'ICD-10-CM FY2021', builtIn: true, codes: 95358 },
    });

    // A clinician may read which set is in use, never replace it.
    expect((await apiCall(stack, '/codes/release', account.idToken)).status).toBe(200);
    expect((await apiCall(stack, '/codes/release/upload', account.idToken, { fileName: 'icd10cm-order-2022.txt', size: 10 })).status).toBe(
      403,
    );
    expect((await apiCall(stack, '/codes/release', account.idToken, undefined, 'DELETE')).status).toBe(403);

    // Wrong files: refused with their reason, the current set kept.
    const short = await uploadCodeSet(stack, token, 'icd10cm-order-2022.txt', text(`00001 A00     0 Cholera${' '.repeat(53)} Cholera\n`));
    expect(short).toMatchObject({ status: 422, body: { error: { key: 'codeSetFileTooFew', values: { count: '1' } } } });
    const csv = await uploadCodeSet(stack, token, 'icd10cm-order-2022.txt', text('code,description\nA00,Cholera\n'));
    expect(csv).toMatchObject({ status: 422, body: { error: { key: 'codeSetFileLine', values: { line: '1' } } } });
    expect(csv.body.error.message).toMatch(/^Line 1 is not a CMS code order line/);
    const notZip = await uploadCodeSet(stack, token, 'icd10cm-2022.zip', text('not a zip'));
    expect(notZip).toMatchObject({ status: 422, body: { error: { key: 'codeSetFileNotZip' } } });
    const older = await uploadCodeSet(stack, token, '2020-code-descriptions.zip', cmsZip(2020));
    expect(older).toMatchObject({ status: 409, body: { error: { key: 'codeSetNotNewer', values: { year: '2020', current: '2021' } } } });
    expect((await apiCall(stack, '/codes/release', token)).body).toMatchObject({ release: 'ICD-10-CM FY2021', builtIn: true });
    expect(await panelRelease()).toBe('ICD-10-CM FY2021');

    // A newer release: checked, stored, and used by every server (each looks again within seconds).
    const imported = await uploadCodeSet(stack, token, '2022-code-descriptions.zip', cmsZip(2022));
    expect(imported).toMatchObject({ status: 200, body: { release: 'ICD-10-CM FY2022', builtIn: false, codes: 95358 } });
    expect(imported.body.source).toMatch(/icd10cm-order-2022\.txt/);
    await eventually(panelRelease, (release) => release === 'ICD-10-CM FY2022', 60_000);
    const search = await apiCall(stack, '/codes/search?q=K52.9', account.idToken);
    expect(search.body).toMatchObject({ release: 'ICD-10-CM FY2022', hits: [{ code: 'K52.9' }] });
    // The same release again is not newer.
    expect(await uploadCodeSet(stack, token, '2022-code-descriptions.zip', cmsZip(2022))).toMatchObject({
      status: 409,
      body: { error: { key: 'codeSetNotNewer' } },
    });

    // Back to the built-in release.
    expect(await apiCall(stack, '/codes/release', token, undefined, 'DELETE')).toMatchObject({
      status: 200,
      body: { release: 'ICD-10-CM FY2021', builtIn: true },
    });
    await eventually(panelRelease, (release) => release === 'ICD-10-CM FY2021', 60_000);
    const audit = (await apiCall(stack, '/admin/audit', token)).body.entries as Array<{ action: string; target: string; before: unknown }>;
    expect(audit.find((e) => e.action === 'code-set-import')).toMatchObject({ target: 'ICD-10-CM FY2022', before: 'ICD-10-CM FY2021' });
    expect(audit.find((e) => e.action === 'code-set-reset')).toMatchObject({ target: 'ICD-10-CM FY2021', before: 'ICD-10-CM FY2022' });
  });
});
