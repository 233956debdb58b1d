// A clinician with a session holding a note written from a typed transcript, as the API
// suites start: an account (on `plan` when given), a Dictate session for Jane Roe, its
// transcript saved, the note generated offline and read back with the session.
import { apiCall } from './api-call';
import { eventually, patchDoc, readDoc } from './firestore-rest';
import { newAccount, type Stack } from './stack';

export interface SessionNoteItem {
  stringTitle: string;
  stringBody: string;
}

export interface GeneratedNote {
  noteId: string;
  noteSubheadings: Array<{ subheadingTitle: string; content: SessionNoteItem[] }>;
  codes?: unknown;
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
  const created = await apiCall(stack, '/sessions', account.idToken, {
    type: 'dictate',
    clientName: 'Jane Roe',
    consent: true,
    language: 'en',
  });
  const sessionId = created.body.sessionId as string;
  await apiCall(stack, `/sessions/${sessionId}`, account.idToken, { transcript }, 'PATCH');
  const generated = await fetch(`${stack.api}/notes/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId, templateIds: [templateId], style: 'bullet', language: 'en', localDate }),
  });
  expect(generated.status).toBe(200);
  await generated.text();
  const notes = await eventually(
    async () => ((await apiCall(stack, `/sessions/${sessionId}`, account.idToken)).body.contents.notes ?? []) as GeneratedNote[],
    (n) => n.length === 1,
  );
  return { account, sessionId, note: notes[0] };
}
