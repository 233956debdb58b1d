// The /sessions calls: create a session from the dialog, read it back decrypted, save
// the clinician's edits, and end it.
import type { NewSessionInput, SessionContents, SessionMeta, SessionPatch } from '@shared/sessions';
import { apiCall } from './client';

export type NewSessionRequest = Omit<NewSessionInput, 'group' | 'participants' | 'pronoun' | 'clientName' | 'transcriptType'> &
  Partial<Pick<NewSessionInput, 'group' | 'participants' | 'pronoun' | 'clientName' | 'transcriptType'>>;

export interface SessionRecord {
  meta: SessionMeta;
  contents: SessionContents;
}

export const createSession = (input: NewSessionRequest) =>
  apiCall<{ sessionId: string; provider: string; live: boolean }>('/sessions', input);

export const fetchSession = (sessionId: string) => apiCall<SessionRecord>(`/sessions/${encodeURIComponent(sessionId)}`);

export const saveSession = (sessionId: string, patch: SessionPatch) =>
  apiCall<SessionRecord>(`/sessions/${encodeURIComponent(sessionId)}`, patch, 'PATCH');

export const endSession = (sessionId: string) => apiCall<{ stored: boolean }>(`/sessions/${encodeURIComponent(sessionId)}/end`, {});
