// Attack: unacknowledged audio waited in the browser's IndexedDB in the clear, in one
// database shared by every user of the browser, and stayed there after sign-out. Now: each
// user's chunks wait in a database of their own, encrypted (AES-GCM) under a non-extractable
// key; sign-out first tries to send them, warns the clinician when it cannot, and then
// deletes the user's database, key included.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { hydrated, launchBrowser, openPage } from '../support/browser';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';
import { writeToneWav } from '../support/wav';

const stack = readStack();
const wav = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mic-')), 'tone.wav');
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  writeToneWav(wav, 30);
  browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
  ]);
});
afterAll(async () => {
  await browser?.close();
});

/** A registered clinician, signed in on the dashboard, with a new session. */
async function signedInWithSession(page: Page): Promise<string> {
  const account = await newAccount(stack, 'buffer-at-rest');
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (d) => d !== null,
  );
  await fetch(`${stack.api}/account/register`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Lee', lastName: 'Park', role: 'therapist', country: 'Canada' }),
  });
  await patchDoc(stack, `users/${account.localId}`, {
    usageLimits: { notesLeft: 10, timeLimit: 3600 },
    isFirstTimeLogin: false,
    displayProductTour: false,
  });
  await page.goto(`${stack.site}/login/`);
  await hydrated(page);
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill('secret-pass-1');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('recording-panel').waitFor();
  await page.getByTestId('new-session').click();
  await page.getByTestId('session-client-name').fill('Buffer Test');
  await page.getByTestId('session-consent').click();
  await page.getByTestId('consent-popup-agree').click();
  await page.getByTestId('session-create').click();
  await page.getByTestId('session-name').waitFor();
  return account.localId;
}

const captured = async (page: Page) => Number(await page.getByTestId('record-saved').getAttribute('data-captured'));
const capturedAtLeast = (page: Page, chunks: number) =>
  page.waitForFunction((n) => Number(document.querySelector('[data-testid="record-saved"]')?.getAttribute('data-captured')) >= n, chunks, {
    timeout: 30000,
  });

interface BufferState {
  databases: string[];
  key: { type: string; extractable: boolean; algorithm: string } | null;
  records: Array<{ fields: string[]; bytes: number; ivBytes: number; meanStep: number }>;
}

/**
 * The browser's audio buffers as a script of the site sees them: the databases' names, and
 * the user's stored chunks with, for each, the mean step between consecutive 16-bit samples
 * (a 440 Hz tone: about 1,300; random bytes: about 21,800).
 */
function bufferState(page: Page, uid: string): Promise<BufferState> {
  return page.evaluate(async (name) => {
    const databases = (await indexedDB.databases()).map((d) => d.name ?? '');
    if (!databases.includes(name)) return { databases, key: null, records: [] };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const read = <T>(store: string, get: (s: IDBObjectStore) => IDBRequest) =>
      new Promise<T>((resolve, reject) => {
        const req = get(db.transaction(store, 'readonly').objectStore(store));
        req.onsuccess = () => resolve(req.result as T);
        req.onerror = () => reject(req.error);
      });
    const records = await read<Array<Record<string, unknown> & { data: ArrayBuffer; iv: Uint8Array }>>('chunks', (s) => s.getAll());
    const key = await read<CryptoKey | undefined>('keys', (s) => s.get('chunk-key'));
    db.close();
    return {
      databases,
      key: key ? { type: key.type, extractable: key.extractable, algorithm: key.algorithm.name } : null,
      records: records.map((record) => {
        const samples = new Int16Array(record.data.slice(0, record.data.byteLength - (record.data.byteLength % 2)));
        let steps = 0;
        for (let i = 1; i < samples.length; i++) steps += Math.abs(samples[i] - samples[i - 1]);
        return {
          fields: Object.keys(record).sort(),
          bytes: record.data.byteLength,
          ivBytes: record.iv.length,
          meanStep: steps / Math.max(1, samples.length - 1),
        };
      }),
    };
  }, `clinic-recording-${uid}`);
}

describe('audio waiting in the browser', () => {
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  });
  afterEach(async () => {
    await context.close();
  });

  /**
   * The realtime server's socket passes through here, so the test can cut it off (the rest of
   * the site stays reachable: signing out and its page still load).
   */
  async function cuttableRealtime(): Promise<{ cut(): Promise<void> }> {
    let cutOff = false;
    const open = new Set<WebSocketRoute>();
    const port = new URL(stack.realtime).port;
    await context.routeWebSocket(
      (url) => url.port === port,
      (ws) => {
        if (cutOff) return void ws.close();
        ws.connectToServer();
        open.add(ws);
      },
    );
    return {
      async cut() {
        cutOff = true;
        for (const ws of open) await ws.close();
        open.clear();
      },
    };
  }

  it('is encrypted in the user’s own database, and none remains after sign-out (the clinician warned first)', async () => {
    const realtime = await cuttableRealtime();
    const { page } = await openPage(context);
    const uid = await signedInWithSession(page);
    await page.getByTestId('record-start').click();
    await page.locator('[data-testid="record-status"][data-status="listening"]').waitFor();
    await capturedAtLeast(page, 6);
    // The realtime server out of reach: the chunks captured now wait in the browser.
    await realtime.cut();
    await capturedAtLeast(page, (await captured(page)) + 8);
    await page.getByTestId('record-stop').click();
    await page.locator('[data-testid="record-status"][data-status="stopped"]').waitFor({ timeout: 40000 });

    const waiting = await bufferState(page, uid);
    expect(waiting.records.length).toBeGreaterThanOrEqual(8);
    // No shared database in the clear; the user's own one holds ciphertext only.
    expect(waiting.databases).not.toContain('clinic-recording');
    expect(waiting.key).toEqual({ type: 'secret', extractable: false, algorithm: 'AES-GCM' });
    for (const record of waiting.records) {
      expect(record.fields).toEqual(['data', 'iv', 'seq', 'sessionId']);
      expect(record.ivBytes).toBe(12);
      // A full chunk is 8,000 bytes of PCM; stored, it is 16 bytes longer (the GCM tag) and looks random.
      expect(record.bytes % 2).toBe(0);
      expect(record.meanStep).toBeGreaterThan(8000);
    }

    // Sign-out while the audio still cannot be sent: the clinician is warned, then it is deleted.
    const warnings: string[] = [];
    page.once('dialog', async (dialog) => {
      warnings.push(dialog.message());
      await dialog.accept();
    });
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login\/$/, { timeout: 60000 });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^\d+ s of recorded audio could not be sent to the server yet \(no connection\)\. Signing out deletes it from this browser\./,
    );
    const after = await eventually(
      () => bufferState(page, uid),
      (state) => !state.databases.some((name) => name.startsWith('clinic-recording')),
    );
    expect(after.records).toEqual([]);
  }, 120000); // stop waits 15 s for the server, and sign-out 10 s, before giving up on the offline audio
});
