// A session with a note written offline from a typed transcript, for the suites that work on
// a note: through the API (an account on `plan` when given, a Dictate session for Jane Roe, its
// transcript saved, the note generated and read back with the session), or in the browser (a
// signed-in clinician who types the transcript and generates the note).
import type { Page } from 'playwright-core';
import type { SessionNote } from '@shared/notes';
import { apiCall } from './api-call';
import { signedInClinician } from './clinician';
import { eventually, patchDoc, readDoc } from './firestore-rest';
import { newAccount, type Stack } from './stack';

export interface SessionNoteItem {
  title: string;
  body: string;
}

export interface GeneratedNote {
  noteId: string;
  sections: Array<{ title: string; items: SessionNoteItem[] }>;
  codes?: unknown;
  styleRules?: string[];
}

export async function clinicianWithNote(
  stack: Stack,
  label: string,
  transcript: string,
  { plan, templateId = 'soap', localDate = '2026-12-02' }: { plan?: string; templateId?: string; localDate?: string } = {},
) {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (d) => d !== null,
  );
  if (plan) {
    await patchDoc(stack, `users/${account.localId}`, {
      subscription: { plan, option: 'monthly', discount: 0, subscriptionId: '' },
      usageLimits: { notesLeft: 50, timeLimit: 3600 },
    });
  }
  return { account, ...(await noteOfNewSession(stack, account.idToken, transcript, { templateId, localDate })) };
}

/** For an account that exists: a new Dictate session for Jane Roe with `transcript`, its note generated and read back. */
export async function noteOfNewSession(
  stack: Stack,
  idToken: string,
  transcript: string,
  { templateId = 'soap', localDate = '2026-12-02' }: { templateId?: string; localDate?: string } = {},
) {
  const created = await apiCall(stack, '/sessions', idToken, {
    type: 'dictate',
    clientName: 'Jane Roe',
    consent: true,
    language: 'en',
  });
  const sessionId = created.body.sessionId as string;
  await apiCall(stack, `/sessions/${sessionId}`, idToken, { transcript }, 'PATCH');
  const generated = await fetch(`${stack.api}/notes/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId, templateIds: [templateId], style: 'bullet', language: 'en', localDate }),
  });
  expect(generated.status).toBe(200);
  await generated.text();
  const notes = await eventually(
    async () => ((await apiCall(stack, `/sessions/${sessionId}`, idToken)).body.contents.notes ?? []) as GeneratedNote[],
    (n) => n.length === 1,
  );
  return { sessionId, note: notes[0] };
}

/** An account and a session whose SOAP note was generated from `transcript`, the note as the session holds it. */
export async function sessionWithNote(stack: Stack, label: string, transcript: string) {
  const { account, sessionId, note } = await clinicianWithNote(stack, label, transcript);
  return { account, sessionId, note: note as unknown as SessionNote };
}

/**
 * In the browser: a new clinician (on `plan` when given; with sessions kept in Saved Sessions
 * when `stored`, to reopen after a reload) types `transcript` into a new session and generates
 * the SOAP note.
 */
export async function noteInBrowser(
  stack: Stack,
  page: Page,
  label: string,
  transcript: string,
  { plan, stored = false }: { plan?: string; stored?: boolean } = {},
) {
  const clinician = await signedInClinician(stack, page, label, plan);
  if (stored) {
    const record = (await readDoc(stack, `users/${clinician.uid}`)) as Record<string, any>;
    await patchDoc(stack, `users/${clinician.uid}`, {
      settings: { ...record.settings, enableSessionStoring: true, sessionStoringDuration: 3 },
    });
  }
  await typedSession(page, transcript);
  await page.getByTestId('notes-generate').click();
  await page.getByTestId('note-soap').waitFor();
  return clinician;
}

/** In the browser, from the dashboard: a new Dictate session for Jane Roe with `transcript` typed in and saved. */
export async function typedSession(page: Page, transcript: string) {
  await page.getByTestId('new-session').click();
  await page.getByTestId('session-type-dictate').click();
  await page.getByTestId('session-client-name').fill('Jane Roe');
  await page.getByTestId('session-create').click();
  await page.getByTestId('transcript-edit').click();
  await page.getByTestId('transcript-editor').fill(transcript);
  await page.getByTestId('transcript-save').click();
  await page.getByTestId('transcript-text').waitFor();
}
