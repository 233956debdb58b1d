// Attack: "one malformed request takes the whole local stack down". The Hosting emulator
// (firebase-tools 14.27) parses `new URL(req.url, 'http://' + Host)` outside any error handler:
// `GET //` (a target no browser sends) threw there, `firebase emulators:start` exited and
// `npm start` stopped everything, Auth and Functions included; `GET //` also ended a stand-in
// (and with it the stack). The site's port is now a front that refuses malformed targets and
// Host headers with a 400 before they reach the emulator, the stand-ins answer 400, and after
// all of it the site, Auth, Functions and the other services still answer. Requests are
// written raw over a socket: fetch would normalise these targets.
import { S3Store } from '../../functions/src/providers/storage/s3-store';
import { STACK_CREDENTIALS } from '../../functions/src/providers/storage/__tests__/s3-requests';
import { rawGet } from '../support/raw-http';
import { readStack, signInWithPassword } from '../support/stack';

const stack = readStack();
const standIns = stack as unknown as { payments: { url: string }; meeting: { url: string } };
const emr = stack.integrations.cliniko.url.replace(/\/cliniko$/, '');
const fhir = stack.fhir.url.replace(/\/fhir$/, '');

/** Targets that are no path of this server: scheme-relative, absolute-form, broken percent-encoding. */
const MALFORMED = ['//', '//x', '///', '//[', '//x:99999', '/\\x', 'http://127.0.0.1/', '*', '/%', '/%zz', '/%C3%28'];

/** Whether the runner of the stack is still alive. */
function runnerAlive(): boolean {
  try {
    process.kill(stack.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Each part of the stack a user or the site reaches, and whether it answers now. */
async function answering(): Promise<Record<string, boolean>> {
  const ok = async (url: string, init?: RequestInit) => {
    try {
      return (await fetch(url, { ...init, signal: AbortSignal.timeout(15000) })).ok;
    } catch {
      return false;
    }
  };
  const store = new S3Store({ endpoint: stack.s3, bucket: 'clinic-uploads', region: 'us-east-1', credentials: STACK_CREDENTIALS });
  const demo = stack.demoUsers[0]!;
  return {
    runner: runnerAlive(),
    site: await ok(`${stack.site}/`),
    auth: await signInWithPassword(stack, demo.email, demo.password).then(
      () => true,
      () => false,
    ),
    functions: await ok(`${stack.api}/health`),
    firestore: await ok(`${stack.firestore}/`),
    realtime: await ok(`${stack.realtime}/health`),
    mail: await ok(`${stack.mail}/email`),
    s3: await store.list('no-such-prefix/').then(
      () => true,
      () => false,
    ),
    zoho: await ok(`${stack.zoho.url}/_received`),
    payments: await ok(`${standIns.payments.url}/_received`),
    meeting: await ok(`${standIns.meeting.url}/_received`),
    emr: await ok(`${emr}/_received`),
    fhir: await ok(`${fhir}/_received`),
  };
}

const allAnswering = (parts: Record<string, boolean>) => Object.fromEntries(Object.keys(parts).map((name) => [name, true]));

describe('malformed requests to the local stack', () => {
  it('are refused with a 400 on the site’s port, and the stack keeps answering', async () => {
    const answers: Record<string, number | null> = {};
    for (const target of MALFORMED) answers[target] = await rawGet(stack.site, target);
    answers['Host: ['] = await rawGet(stack.site, '/', { host: '[' });
    answers['Host: a b'] = await rawGet(stack.site, '/', { host: 'a b' });
    answers['Host: x:99999'] = await rawGet(stack.site, '/', { host: 'x:99999' });
    const parts = await answering();
    expect(parts).toEqual(allAnswering(parts));
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((name) => [name, 400])));
  });

  it('to the stand-ins and the emulators’ own ports leave the stack answering too', async () => {
    const standInUrls = [stack.zoho.url, standIns.payments.url, standIns.meeting.url, emr, stack.s3];
    const refused: Record<string, number | null> = {};
    for (const url of standInUrls) {
      for (const target of ['//', '/%zz']) refused[`${url} ${target}`] = await rawGet(url, target);
    }
    for (const url of [stack.auth, stack.functions, stack.realtime, stack.mail, fhir]) {
      for (const target of ['//', '///', '/%zz', 'http://127.0.0.1/']) await rawGet(url, target, { timeoutMs: 3000 });
    }
    const parts = await answering();
    expect(parts).toEqual(allAnswering(parts));
    expect(refused).toEqual(Object.fromEntries(Object.keys(refused).map((name) => [name, 400])));
  });

  it('are told apart from sound ones, which the site’s port passes through as before', async () => {
    const page = await fetch(`${stack.site}/login/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await page.text()).toContain('<html');
    // Query strings and encoded characters are sound; Hosting's own redirects keep the site's address.
    expect((await fetch(`${stack.site}/login/?next=%2Fdashboard%2F&q=caf%C3%A9`)).status).toBe(200);
    const redirect = await fetch(`${stack.site}/login`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(new URL(redirect.headers.get('location') ?? '', stack.site).href).toBe(`${stack.site}/login/`);
    // The Hosting rewrite to the API is reached through the front too.
    const health = await fetch(`${stack.site}/backend/health`);
    expect(health.status).toBe(200);
  });
});
