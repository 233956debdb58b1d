// Starting, resuming and clearing the session on the recording page. A new session
// replaces the open one only once it exists on the server; clearing ends it there (its
// data goes, unless session storing keeps it) and here.
import { useCallback, useState } from 'react';
import type { ConvertedFile } from '@shared/uploads';
import type { TranscriptType } from '@shared/user-settings';
import type { ApiFailure } from '../../../app/api';
import { failureMessage } from '../../../app/api-errors';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { AppDispatch } from '../../../app/store';
import { sessionApi, useCreateBotMutation, useCreateSessionMutation, useEndSessionMutation } from '../api';
import { clearRecordingMark, markRecording } from '../capture/interrupted-session';
import type { NewSession } from '../components/new-session-dialog';
import {
  captureProgressed,
  recordingNoticeChanged,
  selectCurrentSession,
  sessionCleared,
  sessionRestored,
  sessionStarted,
  type CurrentSession,
} from '../session-slice';
import type { RecorderControls } from './use-recorder';

const noProgress = { acknowledged: 0, captured: 0 };

/**
 * Puts a reopened session's stored files back in the Files panel (rejects when storage cannot
 * be listed). The uploads feature provides it; it sits above this one, so the page hands it over.
 */
export type RestoreSessionFiles = (sessionId: string, converted: readonly ConvertedFile[]) => (dispatch: AppDispatch) => Promise<void>;

export function useSessionLifecycle(
  uid: string,
  transcriptType: TranscriptType,
  recorder: RecorderControls,
  restoreFiles: RestoreSessionFiles,
) {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentSession);
  const [createSession, creation] = useCreateSessionMutation();
  const [createBot, botCreation] = useCreateBotMutation();
  const [endSession] = useEndSessionMutation();
  const [dialogOpen, setDialogOpen] = useState(false);

  /** Creates the session the dialog describes; resolves true when it exists (the dialog closes). */
  const create = useCallback(
    async (next: NewSession) => {
      const { meetingUrl, botName, ...input } = next;
      botCreation.reset();
      const created = await createSession({ ...input, transcriptType });
      if (!('data' in created) || !created.data) return false;
      // A virtual session starts when its bot is on the way: a refused link or a provider that
      // does not answer ends the session just made, and the dialog says why.
      if (next.type === 'virtual') {
        const sent = await createBot({ sessionId: created.data.sessionId, meetingUrl: meetingUrl ?? '', botName: botName ?? '' });
        if (!('data' in sent)) {
          await endSession(created.data.sessionId);
          return false;
        }
      }
      // The new session exists: the one it replaces ends now (a failure there leaves it to the server's sweeper).
      if (current) await endSession(current.sessionId);
      clearRecordingMark();
      dispatch(
        sessionStarted({
          ...input,
          sessionId: created.data.sessionId,
          provider: created.data.provider,
          live: created.data.live,
          stored: created.data.stored,
        }),
      );
      // A Convert Files session has no recording to resume, but a reload must not lose it: remember it the same way.
      if (next.type === 'upload') markRecording(uid, created.data.sessionId);
      setDialogOpen(false);
      return true;
    },
    [botCreation, createBot, createSession, current, dispatch, endSession, transcriptType, uid],
  );

  const clear = useCallback(async () => {
    if (!current) return;
    if (recorder.isRunning()) await recorder.stop();
    const ended = await endSession(current.sessionId);
    if ('error' in ended) {
      dispatch(recordingNoticeChanged({ variant: 'danger', key: 'session.clearFailed', testId: 'clear-failed' }));
      return;
    }
    clearRecordingMark();
    dispatch(sessionCleared());
  }, [current, dispatch, endSession, recorder]);

  /** Reopens an interrupted session: its transcript, notes and files come back, and a recording goes on. */
  const resume = useCallback(
    async (session: CurrentSession) => {
      const read = dispatch(sessionApi.endpoints.getSession.initiate(session.sessionId, { forceRefetch: true }));
      try {
        const { meta, contents } = await read.unwrap();
        dispatch(
          sessionRestored({
            session: { ...session, participants: contents.participants },
            transcript: contents.transcript,
            ownNotes: contents.ownNotes,
            context: contents.context,
            notes: contents.notes,
            stopped: false,
          }),
        );
        dispatch(captureProgressed(noProgress));
        if (session.type === 'upload') await dispatch(restoreFiles(session.sessionId, (contents.files ?? []) as ConvertedFile[]));
        else if (meta.status !== 'ended') await recorder.start(session);
      } catch (error) {
        dispatch(recordingNoticeChanged({ variant: 'warning', ...failureMessage(error as ApiFailure) }));
      } finally {
        read.unsubscribe();
      }
    },
    [dispatch, recorder, restoreFiles],
  );

  /**
   * Opens a saved session (decrypt session): its transcript, own notes, context, files and
   * notes come back as they were saved, stopped. It never starts a recording. The session open
   * before (if another) ends first, as when starting a new one.
   */
  const openSaved = useCallback(
    async (sessionId: string) => {
      if (recorder.isRunning()) {
        dispatch(recordingNoticeChanged({ variant: 'warning', key: 'savedSessions.stopRecordingFirst', testId: 'open-saved-refused' }));
        return;
      }
      const read = dispatch(sessionApi.endpoints.openSavedSession.initiate({ uid, sessionId }, { forceRefetch: true }));
      try {
        const { meta, contents } = await read.unwrap();
        if (current && current.sessionId !== sessionId) await endSession(current.sessionId);
        clearRecordingMark();
        const session: CurrentSession = {
          sessionId,
          type: meta.type,
          clientName: meta.name,
          language: meta.language,
          consent: meta.consent,
          group: meta.group,
          participants: contents.participants,
          pronoun: meta.pronoun,
          provider: meta.provider,
          live: meta.provider !== 'whisper',
          stored: true,
        };
        dispatch(
          sessionRestored({
            session,
            transcript: contents.transcript,
            ownNotes: contents.ownNotes,
            context: contents.context,
            notes: contents.notes,
            stopped: true,
          }),
        );
        dispatch(captureProgressed(noProgress));
        await dispatch(restoreFiles(sessionId, (contents.files ?? []) as ConvertedFile[]));
      } catch (error) {
        dispatch(
          recordingNoticeChanged({
            variant: 'danger',
            key: 'errors:fallbackDecryptSession',
            detail: failureMessage(error as ApiFailure),
            testId: 'open-saved-failed',
          }),
        );
      } finally {
        read.unsubscribe();
      }
    },
    [current, dispatch, endSession, recorder, restoreFiles, uid],
  );

  return {
    current,
    dialogOpen,
    openDialog: () => setDialogOpen(true),
    closeDialog: () => {
      setDialogOpen(false);
      creation.reset();
      botCreation.reset();
    },
    create,
    creating: creation.isLoading || botCreation.isLoading,
    createError: creation.error ?? botCreation.error,
    clear,
    resume,
    openSaved,
  };
}
