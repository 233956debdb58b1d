// `npm run lint` keeps the user record behind its repository (scripts/eslint/user-record.mjs):
// these cases lint source text as if it stood at a path of the repository.
import { lint } from '../support/lint';

jest.setTimeout(120000);

const ADMIN_SDK = "import { getFirestore } from 'firebase-admin/firestore';\n";

describe('lint: the user record through its repository', () => {
  it('fails on a users/${uid} path in server code', async () => {
    const result = await lint(
      'functions/src/billing/probe.ts',
      `${ADMIN_SDK}export const probe = (uid: string) => getFirestore().doc(\`users/\${uid}\`).get();\n`,
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain('build no users/${...} path');
    expect(result.output).toContain('user-record/paths');
  });

  it("fails on a path glued together from 'users/'", async () => {
    const result = await lint(
      'functions/src/admin/probe.ts',
      `${ADMIN_SDK}export const probe = (uid: string) => getFirestore().doc('users/' + uid).get();\n`,
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain('build no users/${...} path');
  });

  it('fails on a dotted field path in an update and in a query', async () => {
    const update = await lint(
      'functions/src/billing/probe.ts',
      `${ADMIN_SDK}export const probe = (uid: string) => getFirestore().collection('plans').doc(uid).update({ 'subscription.plan': 'Free' });\n`,
    );
    expect(update.code).toBe(1);
    expect(update.output).toContain("no dotted field path of the user record ('subscription.plan')");
    const query = await lint(
      'functions/src/admin/probe.ts',
      `${ADMIN_SDK}export const probe = () => getFirestore().collectionGroup('x').where('usageLimits.notesLeft', '>', 0).get();\n`,
    );
    expect(query.code).toBe(1);
    expect(query.output).toContain("no dotted field path of the user record ('usageLimits.notesLeft')");
  });

  it('fails on naming the users collection, on the server and on the site', async () => {
    const server = await lint(
      'functions/src/admin/probe.ts',
      `${ADMIN_SDK}export const probe = () => getFirestore().collection('users').get();\n`,
    );
    expect(server.code).toBe(1);
    expect(server.output).toContain('build no users/${...} path');
    const site = await lint(
      'src/features/settings/probe.ts',
      "import { doc, getFirestore } from 'firebase/firestore';\nexport const probe = (uid: string) => doc(getFirestore(), 'users', uid);\n",
    );
    expect(site.code).toBe(1);
    expect(site.output).toContain('build no users/${...} path');
  });

  it("fails on importing the record's path helpers outside the repository", async () => {
    const result = await lint(
      'src/features/settings/probe.ts',
      "import { USER_FIELDS } from '@shared/user-doc';\nexport const probe = USER_FIELDS.plan;\n",
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain("'USER_FIELDS' is the user record repository's own");
  });

  it('passes the same path inside the repository module', async () => {
    const result = await lint(
      'functions/src/users/user-store.ts',
      `${ADMIN_SDK}export const probe = (uid: string) => getFirestore().doc(\`users/\${uid}\`).update({ 'subscription.plan': 'Free' });\n`,
    );
    expect(result.output).not.toContain('user-record/paths');
    expect(result.code).toBe(0);
  });

  it('passes translation keys that look like field paths, and the update builders', async () => {
    const code =
      "import { settingsUpdate } from '@shared/user-doc';\nexport const probe = (t: (key: string) => string) => [t('settings.save'), t('review.feedback'), settingsUpdate({ patientTerm: 'Client' })];\n";
    const result = await lint('src/features/settings/probe.ts', code);
    expect(result.output).not.toContain('user-record/paths');
    expect(result.code).toBe(0);
  });

  it('passes a storage object key under users/ in the uploads layout module only', async () => {
    const code = 'export const probe = (uid: string) => `users/${uid}/`;\n';
    const layout = await lint('functions/src/shared/uploads.ts', code);
    expect(layout.output).not.toContain('user-record/paths');
    expect(layout.code).toBe(0);
    const elsewhere = await lint('functions/src/sessions/probe.ts', code);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.output).toContain('build no users/${...} path');
  });

  it("fails on a raw path to the record's sub-collections in the session modules", async () => {
    const result = await lint(
      'functions/src/sessions/session-store.ts',
      `${ADMIN_SDK}export const probe = (uid: string) => getFirestore().collection(\`users/\${uid}/sessions\`);\n`,
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain('build no users/${...} path');
  });
});
