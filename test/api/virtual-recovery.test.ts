// A virtual session's bot when things go wrong or the clinician pauses: transcript deliveries
// lost while our server was down are recovered from the provider's transcript when the bot
// leaves (nothing lost), and pause and resume reach the provider and move the bot's state.
import { apiCall } from '../support/api-call';
import { eventually, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';

const stack = readStack() as ReturnType<typeof readStack> & { meeting: { url: string } };
const call = (path: string, token: string, body?: unknown) => apiCall(stack, path, token, body);
jest.setTimeout(120_000);

async function botInMeeting(label: string) {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (d) => d !== null,
  );
  const created = await call('/sessions', account.idToken, { type: 'virtual', clientName: 'Jordan Lee', consent: true, language: 'en' });
  const sessionId = created.body.sessionId as string;
  const sent = await call('/meeting-bot/create-bot', account.idToken, {
    sessionId,
    meetingUrl: `${stack.meeting.url}/meet/${label}-${Date.now()}`,
    botName: 'Bot',
  });
  expect(sent.status).toBe(201);
  return { ...account, sessionId, botId: sent.body.bot.id as string };
}

const session = async (token: string, sessionId: string) =>
  (await call(`/sessions/${sessionId}`, token)).body as { meta: Record<string, any>; contents: Record<string, any> };
const paragraphs = (text: string) => (text ? text.split('\n\n') : []);

describe('virtual sessions: nothing lost, pause and resume', () => {
  it("completes the transcript from the provider's when deliveries were lost", async () => {
    const user = await botInMeeting('lost');
    // The first two utterances never reach us.
    await fetch(`${stack.meeting.url}/_drop`, { method: 'POST', body: JSON.stringify({ count: 2 }) });
    const partial = await eventually(
      () => session(user.idToken, user.sessionId),
      (s) => paragraphs(s.contents.transcript).length >= 1,
      90_000,
    );
    expect(partial.contents.transcript).toMatch(/^Dr\. Rivera: /);
    const left = await call(`/bot/${user.sessionId}/leave`, user.idToken, {});
    expect(left.status).toBe(200);
    const provider = (await (await fetch(`${stack.meeting.url}/_received`)).json()) as Array<{ path: string }>;
    expect(provider.some((r) => r.path === `/api/v1/bot/${user.botId}/transcript/`)).toBe(true);
    // The provider's transcript was asked for; merging it into the session may still be under way.
    const wanted = paragraphs(partial.contents.transcript).length + 2;
    const after = await eventually(
      () => session(user.idToken, user.sessionId),
      (s) => paragraphs(s.contents.transcript).length >= wanted,
      30_000,
    ).catch(() => session(user.idToken, user.sessionId));
    const lines = paragraphs(after.contents.transcript);
    // The provider's whole transcript: the two lost utterances and what was delivered, in order.
    expect(lines.length).toBeGreaterThanOrEqual(paragraphs(partial.contents.transcript).length + 2);
    expect(lines.slice(0, 2).map((l) => l.split(':')[0])).toEqual(['Dr. Rivera', 'Jordan Lee']);
  });

  it("pauses and resumes the bot's recording", async () => {
    const user = await botInMeeting('pause');
    await eventually(
      () => session(user.idToken, user.sessionId),
      (s) => s.meta.bot?.state === 'recording',
      30_000,
    );
    expect((await call(`/bot/${user.sessionId}/pause`, user.idToken, {})).status).toBe(200);
    const paused = await eventually(
      () => session(user.idToken, user.sessionId),
      (s) => s.meta.bot?.state === 'paused',
      30_000,
    );
    expect(paused.meta.bot.recordingSince).toBe(0);
    expect((await call(`/bot/${user.sessionId}/resume`, user.idToken, {})).status).toBe(200);
    await eventually(
      () => session(user.idToken, user.sessionId),
      (s) => s.meta.bot?.state === 'recording',
      30_000,
    );
    const received = (await (await fetch(`${stack.meeting.url}/_received`)).json()) as Array<{ path: string }>;
    expect(received.filter((r) => r.path.startsWith(`/api/v1/bot/${user.botId}/`)).map((r) => r.path.split('/').at(-2))).toEqual(
      expect.arrayContaining(['pause_recording', 'resume_recording']),
    );
    expect((await call(`/bot/${user.sessionId}/leave`, user.idToken, {})).status).toBe(200);
    expect((await call(`/bot/${user.sessionId}/pause`, user.idToken, {})).status).toBe(404);
  });
});
