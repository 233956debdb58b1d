// Virtual sessions on the local stack: the functions call the meeting-bot provider's REST API
// (the meeting stand-in, which speaks a two-speaker consultation through the local speech
// engine) and apply its signed webhooks. A bot joins a stand-in meeting, is admitted, records
// and transcribes with the speakers' names, posts its consent notice, keeps the attendance,
// leaves on Stop with its seconds counted; a refused link, a meeting that never admits the
// bot, a bot removed mid-call, the provider's 5xx, a forged webhook, a replayed one and the
// plan's time limit; and the bot name calls. The routes are /meeting-bot/*; their former name
// /api/recall/* (after the provider) still answers, and the stand-in's status webhook, set as a
// provider's dashboard was before the rename, still calls it.
import { createHmac } from 'node:crypto';
import { apiCall } from '../support/api-call';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';

const stack = readStack() as ReturnType<typeof readStack> & { meeting: { url: string; apiKey: string; webhookSecret: string } };
const call = (path: string, token: string, body?: unknown) => apiCall(stack, path, token, body);
const received = async () =>
  (await (await fetch(`${stack.meeting.url}/_received`)).json()) as Array<{ method: string; path: string; body: Record<string, any> }>;
// Speech at its own pace on a busy machine: a whole consultation may take a while.
jest.setTimeout(120_000);

async function virtualSession(label: string) {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (d) => d !== null,
  );
  const created = await call('/sessions', account.idToken, { type: 'virtual', clientName: 'Jordan Lee', consent: true, language: 'en' });
  expect(created.status).toBe(201);
  return { ...account, sessionId: created.body.sessionId as string };
}

const session = async (token: string, sessionId: string) =>
  (await call(`/sessions/${sessionId}`, token)).body as { meta: Record<string, any>; contents: Record<string, any> };
const botState = (token: string, sessionId: string, ready: (bot: Record<string, any>) => boolean, timeoutMs = 60_000) =>
  eventually(
    () => session(token, sessionId),
    (s) => Boolean(s.meta.bot && ready(s.meta.bot)),
    timeoutMs,
  );

function signed(body: string, id: string, secret = stack.meeting.webhookSecret, timestamp = Math.floor(Date.now() / 1000)) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`,
  };
}
const postWebhook = (body: string, headers: Record<string, string>, path = '/meeting-bot/webhook') =>
  fetch(`${stack.api}${path}`, { method: 'POST', headers, body });

describe('virtual sessions: the meeting bot', () => {
  it('joins, is admitted, transcribes both speakers with their names, and leaves on Stop with its time counted', async () => {
    const user = await virtualSession('virtual-main');
    const meetingUrl = `${stack.meeting.url}/meet/consult-${Date.now()}`;
    const sent = await call('/meeting-bot/create-bot', user.idToken, {
      sessionId: user.sessionId,
      meetingUrl,
      botName: 'Dr Rivera Notetaker',
    });
    expect(sent).toMatchObject({ status: 201, body: { bot: { state: 'joining', name: 'Dr Rivera Notetaker', platform: 'local' } } });
    const create = (await received()).filter((r) => r.path === '/api/v1/bot/').at(-1);
    expect(create?.body).toMatchObject({
      meeting_url: meetingUrl,
      bot_name: 'Dr Rivera Notetaker',
      metadata: { uid: user.localId, sessionId: user.sessionId },
    });
    expect(create?.body.recording_config.realtime_endpoints[0]).toMatchObject({
      type: 'webhook',
      url: expect.stringContaining('/meeting-bot/webhook'),
      events: expect.arrayContaining(['transcript.data']),
    });

    await botState(user.idToken, user.sessionId, (bot) => bot.state === 'waiting', 30_000);
    await botState(user.idToken, user.sessionId, (bot) => bot.state === 'recording', 30_000);
    const heard = await eventually(
      () => session(user.idToken, user.sessionId),
      (s) => /Dr\. Rivera: .+/.test(s.contents.transcript) && /Jordan Lee: .+/.test(s.contents.transcript),
      90_000,
    );
    expect(heard.contents.transcript.split('\n\n')[0]).toMatch(/^Dr\. Rivera: /);
    // The bot said in the meeting chat who it is and why.
    const chat = (await received()).find((r) => r.path.endsWith('/send_chat_message/') && r.path.includes(sent.body.bot.id));
    expect(chat?.body.message).toMatch(/^Dr Rivera Notetaker is taking notes for .+ with ClinicScribe\./);
    expect(heard.contents.attendance.map((a: { name: string }) => a.name)).toEqual(['Dr. Rivera', 'Jordan Lee']);

    const left = await call(`/bot/${user.sessionId}/leave`, user.idToken, {});
    expect(left).toMatchObject({ status: 200, body: { bot: { state: 'left', reason: 'bot_received_leave_call' } } });
    const after = await session(user.idToken, user.sessionId);
    expect(after.meta).toMatchObject({ status: 'stopped', bot: { state: 'left' } });
    expect(after.meta.bot.recordedSeconds).toBeGreaterThan(0);
    expect(after.meta.accountedSeconds).toBe(after.meta.bot.recordedSeconds);
    const user2 = (await readDoc(stack, `users/${user.localId}`)) as Record<string, any>;
    expect(user2.usage.reduce((sum: number, d: { session: number }) => sum + d.session, 0)).toBeGreaterThanOrEqual(
      after.meta.bot.recordedSeconds,
    );
    expect((await received()).some((r) => r.path === `/api/v1/bot/${sent.body.bot.id}/leave_call/`)).toBe(true);
    // The provider's own call_ended afterwards changes nothing.
    await new Promise((r) => setTimeout(r, 1500));
    expect((await session(user.idToken, user.sessionId)).meta.bot).toEqual(after.meta.bot);
  });

  it('refuses a link that is not a meeting, and a bot for a session that is not virtual', async () => {
    const user = await virtualSession('virtual-refused');
    for (const meetingUrl of ['https://example.com/meeting/1', 'zoom.us/j/123', `${stack.meeting.url}/other/1`]) {
      expect(await call('/meeting-bot/create-bot', user.idToken, { sessionId: user.sessionId, meetingUrl, botName: 'Bot' })).toMatchObject({
        status: 400,
        body: { error: { key: 'virtualMeetingUrl', message: 'Paste a Zoom, Google Meet or Microsoft Teams meeting link.' } },
      });
    }
    const inPerson = await call('/sessions', user.idToken, { type: 'in-person', clientName: 'X', consent: true, language: 'en' });
    expect(
      await call('/meeting-bot/create-bot', user.idToken, {
        sessionId: inPerson.body.sessionId,
        meetingUrl: `${stack.meeting.url}/meet/x`,
        botName: 'Bot',
      }),
    ).toMatchObject({ status: 409, body: { error: { key: 'virtualNotVirtual' } } });
    expect((await session(user.idToken, user.sessionId)).meta.bot).toBeUndefined();
  });

  it('says when the meeting never admits the bot, and when the bot is removed mid-call', async () => {
    const locked = await virtualSession('virtual-locked');
    expect(
      (
        await call('/meeting-bot/create-bot', locked.idToken, {
          sessionId: locked.sessionId,
          meetingUrl: `${stack.meeting.url}/meet/locked-${Date.now()}`,
          botName: 'Bot',
        })
      ).status,
    ).toBe(201);
    const failed = await botState(locked.idToken, locked.sessionId, (bot) => bot.state === 'failed', 30_000);
    expect(failed.meta.bot.reason).toBe('timeout_exceeded_waiting_room');

    const kicked = await virtualSession('virtual-kicked');
    expect(
      (
        await call('/meeting-bot/create-bot', kicked.idToken, {
          sessionId: kicked.sessionId,
          meetingUrl: `${stack.meeting.url}/meet/kick-${Date.now()}`,
          botName: 'Bot',
        })
      ).status,
    ).toBe(201);
    const removed = await botState(kicked.idToken, kicked.sessionId, (bot) => bot.state === 'left', 90_000);
    expect(removed.meta.bot.reason).toBe('bot_kicked_from_call');
    expect(removed.meta.status).toBe('stopped');
    expect(removed.contents.transcript.split('\n\n')).toHaveLength(2);
  });

  it("retries the provider's 5xx and says when it stays down", async () => {
    const user = await virtualSession('virtual-5xx');
    await fetch(`${stack.meeting.url}/_fail`, { method: 'POST', body: JSON.stringify({ status: 503, count: 3 }) });
    expect(
      await call('/meeting-bot/create-bot', user.idToken, {
        sessionId: user.sessionId,
        meetingUrl: `${stack.meeting.url}/meet/down-${Date.now()}`,
        botName: 'Bot',
      }),
    ).toMatchObject({ status: 502, body: { error: { key: 'virtualProviderDown' } } });
    await fetch(`${stack.meeting.url}/_fail`, { method: 'POST', body: JSON.stringify({ status: 429, count: 1 }) });
    // (sent through the route's former name)
    expect(
      (
        await call('/api/recall/create-bot', user.idToken, {
          sessionId: user.sessionId,
          meetingUrl: `${stack.meeting.url}/meet/busy-${Date.now()}`,
          botName: 'Bot',
        })
      ).status,
    ).toBe(201);
    await call(`/bot/${user.sessionId}/leave`, user.idToken, {});
  });

  it("refuses a forged webhook, applies a delivery once however often it comes, and leaves at the plan's time limit", async () => {
    const user = await virtualSession('virtual-hooks');
    await patchDoc(stack, `users/${user.localId}`, { usageLimits: { notesLeft: 10, timeLimit: 2 } });
    const sent = await call('/meeting-bot/create-bot', user.idToken, {
      sessionId: user.sessionId,
      meetingUrl: `${stack.meeting.url}/meet/short-${Date.now()}`,
      botName: 'Bot',
    });
    const botId = sent.body.bot.id as string;
    const body = JSON.stringify({
      event: 'transcript.data',
      data: { data: { participant: { id: 9, name: 'Mallory' }, words: [{ text: 'forged' }] }, bot: { id: botId } },
    });
    expect((await postWebhook(body, signed(body, 'msg_forged', 'whsec_' + Buffer.from('not the secret').toString('base64')))).status).toBe(
      401,
    );
    expect((await postWebhook(body, { 'content-type': 'application/json' })).status).toBe(401);
    expect((await postWebhook(body, { 'content-type': 'application/json' }, '/api/recall/webhook')).status).toBe(401);
    // An old delivery (10 minutes) is refused even with the right secret.
    expect(
      (await postWebhook(body, signed(body, 'msg_old', stack.meeting.webhookSecret, Math.floor(Date.now() / 1000) - 600))).status,
    ).toBe(401);
    expect((await session(user.idToken, user.sessionId)).contents.transcript).not.toContain('forged');

    await botState(user.idToken, user.sessionId, (bot) => bot.state === 'recording', 30_000);
    const genuine = JSON.stringify({
      event: 'transcript.data',
      data: { data: { participant: { id: 1, name: 'Dr. Rivera' }, words: [{ text: 'replayed' }, { text: 'line' }] }, bot: { id: botId } },
    });
    const headers = signed(genuine, `msg_once_${Date.now()}`);
    const first = await postWebhook(genuine, headers);
    const second = await postWebhook(genuine, headers, '/api/recall/webhook');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(((await second.json()) as { outcome: string }).outcome).toBe('duplicate');
    const left = await botState(user.idToken, user.sessionId, (bot) => bot.state === 'left', 60_000);
    expect(left.contents.transcript.match(/replayed line/g)?.length ?? 0).toBeLessThanOrEqual(1);
    // Two seconds of plan time: the bot left at the limit, saying why.
    expect(left.meta.bot.reason).toBe('timeLimit');
  });

  it("reads and changes only the caller's own bot name", async () => {
    const user = await virtualSession('virtual-name');
    const other = await virtualSession('virtual-name-other');
    expect((await call(`/bot-name/${user.localId}`, user.idToken)).body).toEqual({ botName: 'ClinicScribe Notetaker' });
    const put = await fetch(`${stack.api}/bot-name/${user.localId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ botName: 'Dr Lee’s assistant' }),
    });
    expect(put.status).toBe(200);
    expect((await call(`/bot-name/${user.localId}`, user.idToken)).body).toEqual({ botName: 'Dr Lee’s assistant' });
    expect((await call(`/bot-name/${user.localId}`, other.idToken)).status).toBe(403);
    const empty = await fetch(`${stack.api}/bot-name/${user.localId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ botName: '  ' }),
    });
    expect(empty.status).toBe(400);
  });
});
