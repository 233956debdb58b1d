// The realtime server as several instances (real processes of the built functions, beside
// the stack's, against its emulators and audio store): a recording resumes on a second
// instance after the first is killed with SIGKILL, without re-sending what was durable and
// with its seconds counted once; a receipt does not make a chunk durable (what the killed
// instance only received is asked for again); the per-user caps hold across instances; one sweeper runs
// at a time, and another instance takes over when it dies.
import { io, type Socket } from 'socket.io-client';
import { hasStoredAudio, storedAudio } from '../support/audio';
import { eventually, readDoc } from '../support/firestore-rest';
import { startBalancer, startInstance, stopInstance, type Instance } from '../support/realtime-instances';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();
const CHUNK = 8000;
const chunk = (seq: number) => Buffer.alloc(CHUNK, (seq % 200) + 20);
const instances: Instance[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  sockets.splice(0).forEach((s) => s.disconnect());
  await Promise.all(instances.splice(0).map(stopInstance));
});

function connect(url: string, account: { localId: string; idToken: string }): Promise<{ socket: Socket; error?: string }> {
  return new Promise((resolve) => {
    const socket = io(url, {
      transports: ['websocket'],
      auth: { userId: account.localId, token: account.idToken },
      reconnection: false,
      timeout: 10000,
    });
    sockets.push(socket);
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (error) => resolve({ socket, error: error.message }));
  });
}
const call = (socket: Socket, event: string, payload: unknown, ms = 15000) =>
  socket.timeout(ms).emitWithAck(event, payload) as Promise<Record<string, any>>;

async function clinicianWithSession(label: string) {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (doc) => doc !== null,
  );
  const created = await fetch(`${stack.api}/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'dictate', consent: false, language: 'en' }),
  });
  const { sessionId } = (await created.json()) as { sessionId: string };
  return { account, sessionId };
}

async function two(env: Record<string, string> = {}, second: Record<string, string> = env): Promise<[Instance, Instance]> {
  const started = await Promise.all([
    startInstance(stack, `scale-a-${Date.now()}`, env),
    startInstance(stack, `scale-b-${Date.now()}`, second),
  ]);
  instances.push(...started);
  return started as [Instance, Instance];
}

describe('realtime instances', () => {
  it('resumes a recording on a second instance after the first is killed: durable audio not re-sent, usage counted once', async () => {
    // Segments of 4 chunks on the first instance, and no timed flush: chunks 12 and 13 stay taken but unwritten when it dies.
    const [a, b] = await two({ AUDIO_SEGMENT_MS: '1000', AUDIO_SEGMENT_WAIT_MS: '600000' }, { AUDIO_SEGMENT_WAIT_MS: '200' });
    const { account, sessionId } = await clinicianWithSession('scale-resume');
    const clientId = `tab-${sessionId}`;
    const first = (await connect(a.url, account)).socket;
    expect(await call(first, 'realtime:instance', undefined)).toEqual({ instance: a.id });
    expect(await call(first, 'recording:open', { sessionId, clientId })).toMatchObject({ ok: true, nextSeq: 0 });
    const acks = await Promise.all(
      Array.from({ length: 12 }, (_, seq) => call(first, 'recording:chunk', { sessionId, seq, data: chunk(seq) })),
    );
    expect(acks.map((ack) => ack.nextSeq)).toEqual([4, 4, 4, 4, 8, 8, 8, 8, 12, 12, 12, 12]);
    const unanswered = [12, 13].map((seq) => call(first, 'recording:chunk', { sessionId, seq, data: chunk(seq) }).catch(() => 'no answer'));
    await a.kill();
    expect(await Promise.all(unanswered)).toEqual(['no answer', 'no answer']);

    const second = (await connect(b.url, account)).socket;
    // The same tab takes the session back at once; the server asks only for what was not durable.
    expect(await call(second, 'recording:open', { sessionId, clientId })).toMatchObject({ ok: true, nextSeq: 12 });
    const resent = await Promise.all([12, 13, 14, 15].map((seq) => call(second, 'recording:chunk', { sessionId, seq, data: chunk(seq) })));
    expect(resent.every((ack) => ack.ok && ack.nextSeq === 16)).toBe(true);
    expect(await call(second, 'recording:stop', { sessionId, localDate: '2026-11-27' }, 60000)).toMatchObject({ ok: true, seconds: 4 });
    expect(
      (await storedAudio(stack, account.localId, sessionId)).equals(Buffer.concat(Array.from({ length: 16 }, (_, seq) => chunk(seq)))),
    ).toBe(true);
    // Stopping again (a retry after a lost answer) counts nothing twice.
    await call(second, 'recording:stop', { sessionId, localDate: '2026-11-27' }, 60000);
    const user = (await readDoc(stack, `users/${account.localId}`)) as Record<string, any>;
    expect(user.usage).toEqual([{ timestamp: '2026-11-27', session: 4, notes: 0 }]);
    expect(await hasStoredAudio(stack, account.localId, sessionId)).toBe(true);
  }, 120000);

  it('answers receipts at once but forgets nothing before it is durable: what the killed instance only received is asked for again', async () => {
    // Segments of 4 chunks on the first instance, written only when full.
    const [a, b] = await two(
      { AUDIO_SEGMENT_MS: '1000', AUDIO_SEGMENT_WAIT_MS: '600000', AUDIO_SEGMENT_IDLE_MS: '600000' },
      { AUDIO_SEGMENT_WAIT_MS: '200' },
    );
    const { account, sessionId } = await clinicianWithSession('scale-receipts');
    const clientId = `tab-${sessionId}`;
    const first = (await connect(a.url, account)).socket;
    const told: Array<{ sessionId: string; nextSeq: number }> = [];
    first.on('recording:durable', (event) => told.push(event));
    expect(await call(first, 'recording:open', { sessionId, clientId })).toMatchObject({ ok: true, nextSeq: 0 });
    // Six chunks sent for a receipt: all six answered, though only the first segment (4 chunks) is written.
    const receipts = await Promise.all(
      Array.from({ length: 6 }, (_, seq) => call(first, 'recording:chunk', { sessionId, seq, data: chunk(seq), ack: 'receipt' })),
    );
    expect(receipts.map((ack) => ack.ok && ack.received)).toEqual([1, 2, 3, 4, 5, 6]);
    await eventually(
      async () => told.length,
      (n) => n > 0,
      15000,
    );
    expect(told).toEqual([{ sessionId, nextSeq: 4 }]);
    await a.kill();

    // Chunks 4 and 5 were received, never durable: the next instance asks for them again.
    const second = (await connect(b.url, account)).socket;
    expect(await call(second, 'recording:open', { sessionId, clientId })).toMatchObject({ ok: true, nextSeq: 4 });
    for (const seq of [4, 5, 6, 7])
      expect(await call(second, 'recording:chunk', { sessionId, seq, data: chunk(seq) })).toMatchObject({ ok: true });
    expect(await call(second, 'recording:stop', { sessionId, localDate: '2026-11-27' }, 60000)).toMatchObject({ ok: true, seconds: 2 });
    expect(
      (await storedAudio(stack, account.localId, sessionId)).equals(Buffer.concat(Array.from({ length: 8 }, (_, seq) => chunk(seq)))),
    ).toBe(true);
  }, 120000);

  it('holds the per-user caps across instances, and frees a killed instance’s places', async () => {
    // A time to live of 10 s (production's is 30 s): a killed instance's places come free in seconds.
    const [a, b] = await two({ REALTIME_INSTANCE_TTL_MS: '10000' });
    const { account } = await clinicianWithSession('scale-caps');
    const [one, second, three] = [await connect(a.url, account), await connect(b.url, account), await connect(a.url, account)];
    expect([one.error, second.error, three.error]).toEqual([undefined, undefined, undefined]);
    const fourth = await connect(b.url, account);
    expect(fourth.error).toMatch(/at most 3 open connections per user/);
    // Two sessions recording (one on each instance); a third is refused wherever it is asked.
    const sessionIds = await Promise.all(
      [1, 2, 3].map(async () => {
        const created = await fetch(`${stack.api}/sessions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'dictate', consent: false, language: 'en' }),
        });
        return ((await created.json()) as { sessionId: string }).sessionId;
      }),
    );
    // A new account is on the trial plan: check what it allows before counting on two.
    const first = await call(one.socket, 'recording:open', { sessionId: sessionIds[0] });
    expect(first).toMatchObject({ ok: true });
    const secondAnswer = await call(second.socket, 'recording:open', { sessionId: sessionIds[1] });
    const allowed = secondAnswer.ok ? 2 : 1;
    const refused = await call(allowed === 2 ? three.socket : second.socket, 'recording:open', { sessionId: sessionIds[2] });
    expect(refused).toMatchObject({ ok: false, error: 'busy' });
    // The instance holding two of the sockets dies: its places lapse with its heartbeat, and the user connects again elsewhere.
    await a.kill();
    const again = await eventually(
      async () => {
        const attempt = await connect(b.url, account);
        if (attempt.error) attempt.socket.close();
        return attempt;
      },
      (attempt) => attempt.error === undefined,
      60000,
    );
    expect(again.socket.connected).toBe(true);
  }, 120000);

  it('runs one sweeper at a time across instances; another takes over when its holder dies', async () => {
    // A lease of their own: the stack's realtime server sweeps under the default one.
    const lease = `sweeper-test-${Date.now()}`;
    const [a, b] = await two({ SESSION_SWEEP_MS: '1500', SWEEPER_LEASE: lease });
    const holderNow = async () => (await readDoc(stack, `realtimeLeases/${lease}`)) as { holder?: string; expiresAt?: number } | null;
    const isOurs = (lease: { holder?: string; expiresAt?: number } | null) =>
      lease !== null && [a.id, b.id].includes(lease.holder ?? '') && (lease.expiresAt ?? 0) > Date.now();
    const first = (await eventually(holderNow, isOurs, 20000))!.holder;
    // The holder keeps its turn, pass after pass: the other instance never sweeps meanwhile.
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const lease = await holderNow();
      if (lease?.holder) seen.add(lease.holder);
      await new Promise((r) => setTimeout(r, 500));
    }
    expect([...seen]).toEqual([first]);
    const [holder, other] = first === a.id ? [a, b] : [b, a];
    await holder.kill();
    expect((await eventually(holderNow, (lease) => lease?.holder === other.id, 20000))?.holder).toBe(other.id);
  }, 90000);

  it('spreads new connections over the instances through the local balancer, and skips a dead one', async () => {
    const [a, b] = await two();
    const balancer = await startBalancer([a.port, b.port]);
    try {
      const { account } = await clinicianWithSession('scale-balancer');
      const served: string[] = [];
      for (let i = 0; i < 2; i++) {
        const { socket } = await connect(balancer.url, account);
        served.push((await call(socket, 'realtime:instance', undefined)).instance);
        socket.disconnect();
      }
      expect(served.sort()).toEqual([a.id, b.id].sort());
      await a.kill();
      for (let i = 0; i < 2; i++) {
        const { socket, error } = await connect(balancer.url, account);
        expect(error).toBeUndefined();
        expect(await call(socket, 'realtime:instance', undefined)).toEqual({ instance: b.id });
        socket.disconnect();
      }
    } finally {
      balancer.child.kill('SIGTERM');
    }
  }, 90000);
});
