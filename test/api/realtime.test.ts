// The realtime server accepts a socket only with a valid ID token of the user it names.
import { io, type Socket } from 'socket.io-client';
import { eventually, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();

function connect(auth: Record<string, unknown>): Promise<{ socket: Socket; error?: string }> {
  return new Promise((resolve) => {
    const socket = io(stack.realtime, { transports: ['websocket'], auth, reconnection: false, timeout: 10000 });
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (error) => resolve({ socket, error: error.message }));
  });
}

describe('realtime server', () => {
  const opened: Socket[] = [];
  afterAll(() => opened.forEach((s) => s.disconnect()));

  it('accepts a user with their own valid token', async () => {
    const account = await newAccount(stack, 'socket');
    const { socket, error } = await connect({ userId: account.localId, token: account.idToken });
    opened.push(socket);
    expect(error).toBeUndefined();
    expect(socket.connected).toBe(true);
  });

  it('refuses a missing token, a forged token and another user’s token', async () => {
    const account = await newAccount(stack, 'socket-other');
    for (const auth of [
      { userId: account.localId },
      { userId: account.localId, token: 'forged' },
      { userId: 'someone-else', token: account.idToken },
    ]) {
      const { socket, error } = await connect(auth);
      opened.push(socket);
      expect(error).toBe('unauthenticated');
      expect(socket.connected).toBe(false);
    }
  });

  it('takes recording chunks from a signed-in user and acknowledges each once stored', async () => {
    const account = await newAccount(stack, 'recorder');
    const { socket, error } = await connect({ userId: account.localId, token: account.idToken });
    opened.push(socket);
    expect(error).toBeUndefined();
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
    expect(await socket.timeout(10000).emitWithAck('recording:open', { sessionId })).toMatchObject({ ok: true, nextSeq: 0 });
    const pcm = Buffer.alloc(8000, 1);
    expect(await socket.timeout(5000).emitWithAck('recording:chunk', { sessionId, seq: 0, data: pcm })).toEqual({ ok: true, nextSeq: 1 });
    expect(await socket.timeout(5000).emitWithAck('recording:chunk', { sessionId, seq: 0, data: pcm })).toEqual({
      ok: true,
      nextSeq: 1,
      duplicate: true,
    });
  });
});
