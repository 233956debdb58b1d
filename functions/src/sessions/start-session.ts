// Starting and ending a consultation session. Starting checks the plan's limits (notes left,
// time left, group sessions) and that the recording language can be transcribed here; a
// trial that is over ends first. Ending keeps a saved session (until its expiry) unless
// nothing was recorded, typed or uploaded in it; any other is deleted now with its audio and
// files.
import type { Firestore } from 'firebase-admin/firestore';
import { expireTrialIfOver } from '../billing/trials';
import { providers } from '../providers';
import { uploadsStore } from '../providers/storage/s3-store';
import { planAllows } from '../shared/plan-features';
import { Refusal } from '../shared/refusal';
import { storedSessionDays } from '../shared/saved-sessions';
import { newSessionSchema, type NewSessionInput } from '../shared/sessions';
import { sessionUploadPrefix } from '../shared/uploads';
import { readUserDoc } from '../users/user-store';
import { sessionFileStores } from './file-stores';
import { purgeSession } from './purge-session';
import { createSession, isEmptySession, readSession, updateMeta } from './session-store';

/** The Start New Session dialog's choices, parsed; an in-person session without consent is refused by name. */
export function parseNewSession(body: unknown): NewSessionInput {
  const parsed = newSessionSchema.safeParse(body);
  if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === 'consent' && issue.code === 'custom')) {
    throw new Refusal(400, 'sessionConsentRequired');
  }
  return newSessionSchema.parse(body);
}

/** What the app is told of a new session. */
export interface StartedSession {
  sessionId: string;
  provider: string;
  live: boolean;
  stored: boolean;
}

/** Creates the session after the plan's and the language's checks. */
export async function startSession(db: Firestore, uid: string, input: NewSessionInput): Promise<StartedSession> {
  // A trial that is over ends here (back to Free, the reason kept for the app to say).
  await expireTrialIfOver(db, uid);
  const user = await readUserDoc(db, uid);
  if (!user) throw new Refusal(404, 'emailChangeNoDocument');
  const plan = user.subscription.plan;
  if (user.usageLimits.notesLeft <= 0 && !planAllows(plan, 'unlimitedNotes'))
    throw new Refusal(403, 'uiNoteLimit', { code: 'resource-exhausted' });
  if (user.usageLimits.timeLimit <= 0) throw new Refusal(403, 'uiTimeOrNoteLimit', { code: 'resource-exhausted' });
  if (input.group && !planAllows(plan, 'groupSessions')) throw new Refusal(403, 'sessionGroupPlan');
  const provider = providers.transcription(input.transcriptType);
  // A Convert Files session may hold only documents and images, read in any language:
  // its recordings are refused one by one when read (uploadLanguageUnavailable).
  // A virtual session's words come from the meeting bot (English only, which the dialog warns of).
  if (input.type !== 'upload' && input.type !== 'virtual' && !provider.supports(input.language)) {
    throw new Refusal(422, 'transcriptionLanguageUnavailable', { code: 'failed-precondition' });
  }
  // Session storing on now makes it a saved session (turned on later, it does not).
  const storedDays = user.settings.enableSessionStoring ? storedSessionDays(user.settings) : null;
  const sessionId = await createSession(db, uid, input, provider.id, storedDays);
  return { sessionId, provider: provider.id, live: provider.live, stored: storedDays !== null };
}

/**
 * The clinician is done with the session here: a saved one that holds something stays
 * (stopped), anything else is deleted now with its audio and files. Returns whether it stays;
 * null when there is no such session.
 */
export async function endSession(db: Firestore, uid: string, sessionId: string): Promise<{ stored: boolean } | null> {
  const session = await readSession(db, uid, sessionId);
  if (!session) return null;
  // A file uploaded but not read yet counts as something to keep.
  const hasUploads = session.meta.stored && (await uploadsStore().list(sessionUploadPrefix(uid, sessionId))).length > 0;
  if (session.meta.stored && (hasUploads || !isEmptySession(session.meta, session.contents))) {
    if (session.meta.status === 'open' || session.meta.status === 'recording') await updateMeta(db, uid, sessionId, { status: 'stopped' });
    return { stored: true };
  }
  await purgeSession(db, sessionFileStores(), uid, sessionId);
  return { stored: false };
}
