// The local stand-in of the meeting-bot provider (Recall.ai's REST API and webhooks), started
// by `npm start`. It serves meetings at <url>/meet/<id>: a bot sent to one (POST
// /api/v1/bot/ with `Authorization: Token <key>`) walks through the provider's states
// (joining_call → in_waiting_room → in_call_recording, … call_ended → done), and "plays" a
// two-speaker consultation: each line is spoken by espeak-ng and heard by the same local
// transcription engine the product uses, at the pace of the speech, and delivered as
// `transcript.data` with the speaker's name, exactly as the provider's real-time webhook
// endpoint would (Standard Webhooks signature with the workspace secret). Status changes go
// to the status webhook (MEETING_WEBHOOK_URL), participant and transcript events to the bot's
// real-time endpoint. Meetings whose id starts with `locked-` never admit the bot (it gives up
// with `timeout_exceeded_waiting_room`); `kick-` removes it after two lines. GET /_received
// lists what it received; POST /_fail {status, count} makes the next API calls fail;
// POST /_drop {count} loses the next transcript deliveries (they stay in the bot's transcript);
// POST /_redeliver sends the last webhook again with the same id.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { functionsDir } from '../lib/paths.mjs';
import { runNode } from './lib/local-service.mjs';
import { jsonSender, runOnItsOwn, startStandIn } from './lib/stand-in-server.mjs';

export const MEETING_STAND_IN = {
  apiKey: 'local-recall-key',
  webhookSecret: `whsec_${Buffer.from('local meeting stand-in webhook secret').toString('base64')}`,
};

/** The consultation the meeting plays: who speaks, then what. */
export const MEETING_SCRIPT = [
  { speaker: 'Dr. Rivera', host: true, text: 'good morning what brings you in today' },
  { speaker: 'Jordan Lee', host: false, text: 'my left knee has been hurting for three weeks' },
  { speaker: 'Dr. Rivera', host: true, text: 'does it hurt when you walk up the stairs' },
  { speaker: 'Jordan Lee', host: false, text: 'yes it hurts most in the morning' },
  { speaker: 'Dr. Rivera', host: true, text: 'we will get an x ray of the knee' },
];

const require = createRequire(import.meta.url);
const lib = join(functionsDir, 'lib');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** 16 kHz mono PCM of one line spoken by espeak-ng (a pitch per speaker). */
function speak(text, host) {
  const { parseWav } = require(join(lib, 'providers', 'transcription', 'pcm-wav.js'));
  // Written to a file: espeak-ng's --stdout WAV has no sizes in its header.
  const file = join(mkdtempSync(join(tmpdir(), 'meeting-line-')), 'line.wav');
  execFileSync('espeak-ng', ['-v', 'en-us', '-p', host ? '35' : '70', '-s', '140', '-w', file, text]);
  const wav = readFileSync(file);
  rmSync(dirname(file), { recursive: true, force: true });
  const { data, sampleRate } = parseWav(wav);
  const input = Math.floor(data.length / 2);
  const count = Math.floor((input * 16000) / sampleRate);
  const out = Buffer.alloc(count * 2 + 16000); // half a second of silence after the line
  for (let i = 0; i < count; i++) {
    const x = (i * sampleRate) / 16000;
    const j = Math.floor(x);
    const a = data.readInt16LE(Math.min(j, input - 1) * 2);
    const b = data.readInt16LE(Math.min(j + 1, input - 1) * 2);
    out.writeInt16LE(Math.round(a + (b - a) * (x - j)), i * 2);
  }
  return out;
}

/** What the product's local engine hears in `pcm`. */
async function hear(pcm) {
  // The engine a session gets (the local one writes sentences, as a meeting provider's transcript has).
  const { loadConfig } = require(join(lib, 'config.js'));
  const { transcriptionEngine } = require(join(lib, 'providers', 'transcription', 'engine.js'));
  const provider = transcriptionEngine('aws', loadConfig(process.env).transcription);
  const finals = [];
  let failure = null;
  const stream = provider.open('en', { onPartial() {}, onFinal: (f) => finals.push(f.text), onError: (e) => (failure = e) });
  for (let i = 0; i < pcm.length; i += 8000) stream.write(pcm.subarray(i, i + 8000));
  await stream.end();
  if (failure) throw failure;
  return finals.join(' ').trim();
}

/**
 * Each line of the script spoken and heard once per stand-in: every bot speaks the same lines, and
 * the engine hears the same words in the same audio, so later bots are given what it heard then
 * (delivered at the pace of the speech all the same). A line the engine failed on is heard again next time.
 */
const lines = new Map();
async function spoken(text, host) {
  const key = `${host ? 'host' : 'guest'} ${text}`;
  if (lines.has(key)) return lines.get(key);
  const pcm = speak(text, host);
  try {
    const line = { pcm, heard: await hear(pcm) };
    lines.set(key, line);
    return line;
  } catch (error) {
    console.error('meeting stand-in: the engine failed', error.message);
    return { pcm, heard: '' };
  }
}

function signature(secret, id, timestamp, body) {
  const { signWebhook } = require(join(lib, 'providers', 'meeting', 'webhook-signature.js'));
  return signWebhook(secret, id, timestamp, body);
}

export function startMeetingStandIn({
  port = 0,
  statusWebhookUrl = '',
  secret = MEETING_STAND_IN.webhookSecret,
  apiKey = MEETING_STAND_IN.apiKey,
  pace = 1,
} = {}) {
  const bots = new Map();
  let failures = { status: 0, count: 0 };
  // Transcript deliveries to skip (as if our server were down when they were sent).
  let drops = 0;
  let lastDelivery = null;
  let base = '';

  async function deliver(url, payload, id = `msg_${randomBytes(8).toString('hex')}`) {
    if (!url) return;
    const body = JSON.stringify(payload);
    const timestamp = Math.floor(Date.now() / 1000);
    lastDelivery = { url, body, id };
    for (let attempt = 0; attempt < 3; attempt++) {
      const ok = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signature(secret, id, timestamp, body),
        },
        body,
      })
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return;
      await sleep(500 * (attempt + 1));
    }
  }

  const status = (bot, code, subCode = null) => {
    bot.status_changes.push({ code, sub_code: subCode, message: null, created_at: new Date().toISOString() });
    return deliver(statusWebhookUrl, {
      event: `bot.${code}`,
      data: { data: { code, sub_code: subCode, updated_at: new Date().toISOString() }, bot: { id: bot.id, metadata: bot.metadata } },
    });
  };
  const realtime = (bot, event, data) => deliver(bot.realtimeUrl, { event, data: { data, bot: { id: bot.id, metadata: bot.metadata } } });
  const done = (bot) => ['call_ended', 'done', 'fatal'].includes(bot.status_changes.at(-1)?.code);

  async function run(bot) {
    const meetingId = bot.meetingUrl.slice(`${base}/meet/`.length);
    await sleep(200 * pace);
    await status(bot, 'joining_call');
    for (const [i, name] of ['Dr. Rivera', 'Jordan Lee'].entries())
      await realtime(bot, 'participant_events.join', { participant: { id: i + 1, name, is_host: i === 0 } });
    await sleep(400 * pace);
    await status(bot, 'in_waiting_room');
    if (meetingId.startsWith('locked-')) {
      await sleep(4000 * pace);
      if (!done(bot)) {
        await status(bot, 'fatal', 'timeout_exceeded_waiting_room');
      }
      return;
    }
    // Admitted after a few seconds, as a clinician takes a moment to let the bot in.
    await sleep(3000 * pace);
    if (done(bot)) return;
    await status(bot, 'in_call_recording');
    let line = 0;
    while (line < MEETING_SCRIPT.length && !done(bot)) {
      if (bot.paused) {
        await sleep(200);
        continue;
      }
      const { speaker, host, text } = MEETING_SCRIPT[line];
      const started = Date.now();
      const { pcm, heard } = await spoken(text, host);
      // Delivered when the line has been spoken (the speech's own duration), not before.
      await sleep(Math.max(0, (pcm.length / 32000) * 1000 * pace - (Date.now() - started)));
      if (done(bot) || bot.paused) continue;
      const utterance = {
        participant: { id: host ? 1 : 2, name: speaker, is_host: host },
        words: heard
          .split(/\s+/)
          .filter(Boolean)
          .map((w, k) => ({ text: w, start_timestamp: { relative: k * 0.3 }, end_timestamp: { relative: k * 0.3 + 0.25 } })),
      };
      if (utterance.words.length) {
        bot.transcript.push(utterance);
        if (drops > 0) drops -= 1;
        else await realtime(bot, 'transcript.data', utterance);
      }
      line += 1;
      if (meetingId.startsWith('kick-') && line === 2) {
        await status(bot, 'call_ended', 'bot_kicked_from_call');
        await status(bot, 'done');
        return;
      }
    }
  }

  const send = jsonSender();
  const handle = async ({ request, response, url, body: raw, received }) => {
    if (request.method === 'GET' && url.pathname.startsWith('/meet/')) {
      return send(
        response,
        200,
        '<!doctype html><title>Local meeting</title><p>A meeting of the local stack. Send a bot here from a Virtual session.</p>',
      );
    }
    let body = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return send(response, 400, { detail: 'not JSON' });
    }
    if (request.method === 'POST' && url.pathname === '/_fail') {
      failures = { status: Number(body.status ?? 500), count: Number(body.count ?? 1) };
      return send(response, 200, failures);
    }
    if (request.method === 'POST' && url.pathname === '/_drop') {
      drops = Number(body.count ?? 1);
      return send(response, 200, { drops });
    }
    if (request.method === 'POST' && url.pathname === '/_redeliver') {
      if (!lastDelivery) return send(response, 404, {});
      const { url: to, body: again, id } = lastDelivery;
      await deliver(to, JSON.parse(again), id);
      return send(response, 200, { id });
    }
    received.push({ at: Date.now(), method: request.method, path: url.pathname, body });
    if (request.headers.authorization !== `Token ${apiKey}`) return send(response, 401, { detail: 'Invalid token.' });
    if (failures.count > 0) {
      failures.count -= 1;
      return send(response, failures.status, { detail: failures.status === 429 ? 'Too many requests' : 'Server error' });
    }
    if (request.method === 'POST' && url.pathname === '/api/v1/bot/') {
      const meetingUrl = String(body.meeting_url ?? '');
      if (!meetingUrl.startsWith(`${base}/meet/`)) return send(response, 400, { meeting_url: ['This meeting is not served here.'] });
      const realtimeUrl = body.recording_config?.realtime_endpoints?.find((e) => e.type === 'webhook')?.url ?? '';
      const bot = {
        id: `bot_${randomBytes(6).toString('hex')}`,
        meetingUrl,
        botName: String(body.bot_name ?? ''),
        metadata: body.metadata ?? {},
        realtimeUrl,
        status_changes: [{ code: 'ready', sub_code: null, message: null, created_at: new Date().toISOString() }],
        transcript: [],
        chat: [],
        paused: false,
      };
      bots.set(bot.id, bot);
      void run(bot).catch((error) => console.error('meeting stand-in:', error.message));
      return send(response, 201, {
        id: bot.id,
        meeting_url: meetingUrl,
        bot_name: bot.botName,
        status_changes: bot.status_changes,
        metadata: bot.metadata,
      });
    }
    const match = /^\/api\/v1\/bot\/([^/]+)\/(?:(leave_call|pause_recording|resume_recording|send_chat_message|transcript)\/)?$/.exec(
      url.pathname,
    );
    const bot = match && bots.get(match[1]);
    if (!bot) return send(response, 404, { detail: 'Not found.' });
    const action = match[2];
    if (!action && request.method === 'GET')
      return send(response, 200, { id: bot.id, meeting_url: bot.meetingUrl, bot_name: bot.botName, status_changes: bot.status_changes });
    if (action === 'transcript' && request.method === 'GET') return send(response, 200, bot.transcript);
    if (request.method !== 'POST') return send(response, 405, {});
    if (action === 'send_chat_message') {
      bot.chat.push(String(body.message ?? ''));
      return send(response, 200, {});
    }
    if (done(bot)) return send(response, 400, { detail: 'The bot is not in the call.' });
    if (action === 'leave_call') {
      send(response, 200, { id: bot.id });
      await status(bot, 'call_ended', 'bot_received_leave_call');
      await status(bot, 'done');
      return;
    }
    if (action === 'pause_recording' || action === 'resume_recording') {
      bot.paused = action === 'pause_recording';
      send(response, 200, {});
      await status(bot, bot.paused ? 'in_call_not_recording' : 'in_call_recording');
      return;
    }
    return send(response, 404, {});
  };

  return startStandIn({ port, send, handle }).then((standIn) => {
    base = standIn.url;
    return standIn;
  });
}

/** In the local stack: a Recall.ai key's settings, or this stand-in and its meetings when none is given. */
export const service = {
  name: 'meeting',
  ports: { meeting: { envVar: 'MEETING_PORT', port: 4640 } },
  settings: ['RECALL_API_KEY', 'RECALL_BASE_URL', 'RECALL_REGION', 'RECALL_WEBHOOK_SECRET'],
  // It hears its lines with the product's transcription engine, so it gets the providers' settings.
  start: ({ ports, urls, quietEnv, settings }) =>
    runNode(import.meta.url, {
      ...quietEnv,
      ...settings,
      MEETING_PORT: String(ports.meeting),
      MEETING_WEBHOOK_URL: `${urls.api}/api/recall/webhook`,
    }),
  env: ({ url, configured }) =>
    configured('RECALL_API_KEY')
      ? {}
      : {
          RECALL_BASE_URL: url('meeting'),
          RECALL_API_KEY: MEETING_STAND_IN.apiKey,
          RECALL_WEBHOOK_SECRET: MEETING_STAND_IN.webhookSecret,
          MEETING_LOCAL_BASE: url('meeting'),
        },
  // The stand-in's own meeting links are accepted as meetings (not with a real meeting-bot key).
  siteConfig: ({ url, configured }) => ({ meetingLocalBase: configured('RECALL_API_KEY') ? '' : url('meeting') }),
  stack: ({ url }) => ({ meeting: { url: url('meeting'), ...MEETING_STAND_IN } }),
  show: (stack) => (stack.meeting ? [['Meeting-bot stand-in (meetings at /meet/<id>)', `${stack.meeting.url}/_received`]] : []),
};

await runOnItsOwn(import.meta.url, 'meeting stand-in', () =>
  startMeetingStandIn({ port: Number(process.env.MEETING_PORT ?? 4640), statusWebhookUrl: process.env.MEETING_WEBHOOK_URL ?? '' }),
);
