// The microphone recording of the current session: start (after what the server and this
// browser already hold), pause, resume and stop, with the screen kept on meanwhile. The
// Recorder lives in a ref (it owns the microphone and the socket: nothing for the store);
// its status, progress and messages go to the session slice.
import { useCallback, useEffect, useRef } from 'react';
import type { RecordingAck } from '@shared/audio';
import { useAppDispatch } from '../../../app/hooks';
import { clearRecordingMark, markRecording } from '../capture/interrupted-session';
import type { Recorder } from '../capture/recorder';
import { ScreenWakeLock } from '../capture/wake-lock';
import { sessionSocket } from '../session-socket';
import {
  captureProgressed,
  recordingNoticeChanged,
  recordingStatusChanged,
  transcriptSaved,
  type CurrentSession,
  type SessionNotice,
} from '../session-slice';
import { reportError } from '../../../lib/report-error';

const MICROPHONE_ERRORS = new Set(['NotAllowedError', 'NotFoundError', 'NotReadableError']);

/** What a failed start means for the clinician. */
function startFailure(error: unknown): SessionNotice {
  const { name, reason } = error as { name?: string; reason?: string };
  if (reason === 'language') return { variant: 'warning', key: 'errors:transcriptionLanguageUnavailable' };
  if (reason === 'not-found') return { variant: 'warning', key: 'errors:sessionNotFound' };
  if (reason === 'busy') return { variant: 'warning', key: 'common:session.busy' };
  if (reason === 'taken') return { variant: 'warning', key: 'common:session.taken' };
  const microphone = MICROPHONE_ERRORS.has(name ?? '');
  if (!microphone) reportError(error);
  return { variant: 'danger', key: microphone ? 'common:session.microphoneError' : 'common:session.startFailed' };
}

export interface RecorderControls {
  start: (session: CurrentSession | null) => Promise<void>;
  stop: () => Promise<void>;
  pause: () => void;
  resume: () => void;
  /** True while a recorder holds the microphone (listening or paused). */
  isRunning: () => boolean;
}

export function useRecorder(uid: string): RecorderControls {
  const dispatch = useAppDispatch();
  const recorder = useRef<Recorder | null>(null);
  const wakeLock = useRef(new ScreenWakeLock());

  useEffect(() => {
    const lock = wakeLock.current;
    return () => {
      void recorder.current?.stop(0);
      void lock.release();
    };
  }, []);

  const start = useCallback(
    async (session: CurrentSession | null) => {
      if (!session) return void dispatch(recordingNoticeChanged({ variant: 'warning', key: 'errors:uiStartSessionFirst' }));
      dispatch(recordingNoticeChanged(null));
      try {
        const [{ Recorder: RecorderClass }, socket] = await Promise.all([import('../capture/recorder'), sessionSocket(uid)]);
        recorder.current = new RecorderClass(socket, uid, session.sessionId, {
          onProgress: (progress) => dispatch(captureProgressed(progress)),
          onOpened: (ack: RecordingAck) => {
            if (ack.ok && ack.transcript !== undefined) dispatch(transcriptSaved(ack.transcript));
          },
        });
        await recorder.current.start();
        markRecording(uid, session.sessionId);
        void wakeLock.current.acquire();
        dispatch(recordingStatusChanged('listening'));
      } catch (error) {
        recorder.current = null;
        dispatch(recordingNoticeChanged(startFailure(error)));
      }
    },
    [dispatch, uid],
  );

  const stop = useCallback(async () => {
    const running = recorder.current;
    if (!running) return;
    dispatch(recordingStatusChanged('stopping'));
    const { complete } = await running.stop();
    recorder.current = null;
    void wakeLock.current.release();
    const finished = complete ? await running.finishOnServer() : null;
    if (finished?.ok) {
      dispatch(transcriptSaved(finished.transcript));
      clearRecordingMark();
    }
    dispatch(recordingStatusChanged('stopped'));
    dispatch(
      recordingNoticeChanged(
        complete && finished?.ok
          ? { variant: 'success', key: 'common:session.saved', testId: 'record-saved-notice' }
          : { variant: 'warning', key: 'common:session.keptLocally' },
      ),
    );
  }, [dispatch]);

  const pause = useCallback(() => {
    recorder.current?.pause();
    dispatch(recordingStatusChanged('paused'));
  }, [dispatch]);

  const resume = useCallback(() => {
    recorder.current?.resume();
    dispatch(recordingStatusChanged('listening'));
  }, [dispatch]);

  const isRunning = useCallback(() => recorder.current !== null, []);
  return { start, stop, pause, resume, isRunning };
}
