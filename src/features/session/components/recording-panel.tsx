// The session screen's controls: Start New Session (replacing the current session only
// after a confirmation), start, pause, resume, stop, the listening state, elapsed time
// against the plan's limit, how much audio the server holds, clear session, concurrent
// session, and the offer to resume a recording a reload interrupted. Audio goes through
// the user's realtime socket and stays in this browser until the server has it.
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { AUDIO_CHUNK_MS, type RecordingAck } from '@shared/audio';
import type { SessionType } from '@shared/sessions';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { clearRecordingMark, interruptedSession, markRecording } from '../capture/interrupted-session';
import type { Recorder } from '../capture/recorder';
import { ScreenWakeLock } from '../capture/wake-lock';
import { recordingStatusChanged, selectSession, sessionCleared, sessionRestored, sessionStarted, transcriptSaved, type CurrentSession } from '../session-slice';
import { sessionSocket, useLiveTranscript } from '../use-session-socket';
import { NewSessionDialog, type NewSession } from './new-session-dialog';
import { uploadsRestored } from '../../uploads/uploads-slice';

const seconds = (chunks: number) => (chunks * AUDIO_CHUNK_MS) / 1000;
const clock = (total: number) => `${Math.floor(total / 60)}:${String(Math.floor(total % 60)).padStart(2, '0')}`;

/** The plan's limits: notes left, and the longest session in seconds. */
export interface SessionLimits {
  notesLeft: number;
  timeLimit: number;
}

export interface SessionPreferences {
  language: string;
  consentPopup: boolean;
  transcriptType: 'whisper' | 'aws';
  premium: boolean;
}

const WARNING_SECONDS = 60;

type Notice = { variant: string; text: string; testId?: string } | null;
type Confirm = 'replace' | 'clear' | null;

export function RecordingPanel({ uid, limits, preferences }: { uid: string; limits: SessionLimits | null; preferences: SessionPreferences }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { current, sessionName, status } = useAppSelector(selectSession);
  const [dialog, setDialog] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [progress, setProgress] = useState({ acknowledged: 0, captured: 0 });
  const [notice, setNotice] = useState<Notice>(null);
  const [resumable, setResumable] = useState<CurrentSession | null>(null);
  const recorder = useRef<Recorder | null>(null);
  const wakeLock = useRef(new ScreenWakeLock());

  const setStatus = useCallback((next: typeof status) => dispatch(recordingStatusChanged(next)), [dispatch]);
  const onEngineError = useCallback(
    (message: string) => setNotice({ variant: 'warning', text: t('errors:transcriptionFailed', { message }), testId: 'transcript-error' }),
    [t],
  );
  useLiveTranscript(uid, current?.sessionId ?? null, onEngineError);

  useEffect(
    () => () => {
      void recorder.current?.stop(0);
      void wakeLock.current.release();
    },
    [],
  );

  // A reload (or crash) mid-recording: offer to resume that session.
  useEffect(() => {
    const mark = interruptedSession(uid);
    if (!mark || current) return;
    let cancelled = false;
    void import('../../../lib/api/sessions')
      .then(({ fetchSession }) => fetchSession(mark.sessionId))
      .then(({ meta }) => {
        if (cancelled || meta.status === 'ended') return;
        setResumable({
          sessionId: mark.sessionId,
          type: meta.type,
          clientName: meta.name,
          language: meta.language,
          consent: meta.consent,
          group: meta.group,
          participants: [],
          pronoun: meta.pronoun,
          provider: meta.provider,
          live: meta.provider !== 'whisper',
        });
      })
      .catch(() => clearRecordingMark());
    return () => {
      cancelled = true;
    };
    // Only on arrival: a session started later is not "interrupted".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid]);

  const elapsed = seconds(progress.captured);
  const limitText = !limits
    ? null
    : limits.notesLeft <= 0
      ? t('errors:uiNoteLimit')
      : limits.timeLimit <= 0
        ? t('errors:uiTimeOrNoteLimit')
        : null;
  const remaining = limits ? limits.timeLimit - elapsed : Infinity;
  const listening = status === 'listening';
  const active = listening || status === 'paused';

  // The plan's session time limit: a warning in the last minute, then the recording stops.
  useEffect(() => {
    if (listening && limits && elapsed >= limits.timeLimit) {
      void stop().then(() => setNotice({ variant: 'warning', text: t('errors:uiTimeOrNoteLimit') }));
    }
    // stop() only reads refs and setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [elapsed, listening, limits]);

  function onOpened(ack: RecordingAck) {
    if (ack.ok && ack.transcript !== undefined) dispatch(transcriptSaved(ack.transcript));
  }

  async function create(next: NewSession) {
    setCreating(true);
    setDialogError(null);
    try {
      const { createSession, endSession } = await import('../../../lib/api/sessions');
      const created = await createSession({ ...next, transcriptType: preferences.transcriptType });
      // The new session exists: the one it replaces ends now.
      if (current) await endSession(current.sessionId).catch(() => undefined);
      clearRecordingMark();
      dispatch(sessionStarted({ ...next, sessionId: created.sessionId, provider: created.provider, live: created.live }));
      // A Convert Files session has no recording to resume, but a reload must not lose it: remember it the same way.
      if (next.type === 'upload') markRecording(uid, created.sessionId);
      setProgress({ acknowledged: 0, captured: 0 });
      setNotice(null);
      setResumable(null);
      setDialog(false);
    } catch (error) {
      const key = (error as { key?: string }).key;
      setDialogError(key ? t(`errors:${key}`) : t('session.startFailed'));
    } finally {
      setCreating(false);
    }
  }

  async function start(session: CurrentSession | null = current) {
    if (!session) return setNotice({ variant: 'warning', text: t('errors:uiStartSessionFirst') });
    setNotice(null);
    try {
      const [{ Recorder: RecorderClass }, socket] = await Promise.all([import('../capture/recorder'), sessionSocket(uid)]);
      recorder.current = new RecorderClass(socket, session.sessionId, { onProgress: setProgress, onOpened });
      await recorder.current.start();
      markRecording(uid, session.sessionId);
      void wakeLock.current.acquire();
      setStatus('listening');
    } catch (error) {
      recorder.current = null;
      const { name, reason } = error as { name?: string; reason?: string };
      if (reason === 'language') return setNotice({ variant: 'warning', text: t('errors:transcriptionLanguageUnavailable') });
      if (reason === 'not-found') return setNotice({ variant: 'warning', text: t('errors:sessionNotFound') });
      const microphone = name === 'NotAllowedError' || name === 'NotFoundError' || name === 'NotReadableError';
      if (!microphone) console.error(error);
      setNotice({ variant: 'danger', text: t(microphone ? 'session.microphoneError' : 'session.startFailed') });
    }
  }

  async function stop() {
    const running = recorder.current;
    if (!running) return;
    setStatus('stopping');
    const { complete } = await running.stop();
    recorder.current = null;
    void wakeLock.current.release();
    const finished = complete ? await running.finishOnServer() : null;
    if (finished?.ok) {
      dispatch(transcriptSaved(finished.transcript));
      clearRecordingMark();
    }
    setStatus('stopped');
    setNotice(
      complete && finished?.ok
        ? { variant: 'success', text: t('session.saved'), testId: 'record-saved-notice' }
        : { variant: 'warning', text: t('session.keptLocally') },
    );
  }

  async function clear() {
    setConfirm(null);
    if (!current) return;
    if (recorder.current) await stop();
    const { endSession } = await import('../../../lib/api/sessions');
    await endSession(current.sessionId).catch(() => undefined);
    clearRecordingMark();
    dispatch(sessionCleared());
    setProgress({ acknowledged: 0, captured: 0 });
    setNotice(null);
  }

  function concurrent() {
    const opened = window.open(`/${i18n.language}/?concurrent=1`, '_blank');
    if (!opened) setNotice({ variant: 'warning', text: t('errors:uiAllowPopups'), testId: 'popup-blocked' });
  }

  async function resume() {
    if (!resumable) return;
    const session = resumable;
    setResumable(null);
    try {
      const { fetchSession } = await import('../../../lib/api/sessions');
      const { meta, contents } = await fetchSession(session.sessionId);
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
      setProgress({ acknowledged: 0, captured: 0 });
      if (session.type === 'upload') {
        const { restoredUploads } = await import('../../uploads/restore-uploads');
        dispatch(uploadsRestored(await restoredUploads(session.sessionId, contents.files ?? [], t('uploads.notReadYet'))));
        return;
      }
      if (meta.status !== 'ended') await start(session);
    } catch {
      setNotice({ variant: 'warning', text: t('errors:sessionNotFound') });
    }
  }

  const typeLabel = (type: SessionType) => t(`session.types.${type}`);
  return (
    <Card className="shadow-sm mt-3" data-testid="recording-panel">
      <Card.Body>
        {resumable && (
          <Alert variant="info" data-testid="resume-offer">
            <p className="mb-2">{t(resumable.type === 'upload' ? 'session.resume.textFiles' : 'session.resume.text', { name: resumable.clientName || typeLabel(resumable.type) })}</p>
            <div className="d-flex gap-2">
              <Button size="sm" onClick={() => void resume()} data-testid="resume-accept">
                {t(resumable.type === 'upload' ? 'session.resume.acceptFiles' : 'session.resume.accept')}
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                onClick={() => {
                  clearRecordingMark();
                  setResumable(null);
                }}
                data-testid="resume-dismiss"
              >
                {t('session.resume.dismiss')}
              </Button>
            </div>
          </Alert>
        )}
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <Button
            variant="outline-primary"
            onClick={() => (current ? setConfirm('replace') : setDialog(true))}
            disabled={active || status === 'stopping'}
            data-testid="new-session"
          >
            {t('session.new')}
          </Button>
          {current && (
            <strong data-testid="session-name" data-session-id={current.sessionId}>
              {sessionName || typeLabel(current.type)}
            </strong>
          )}
          <div className="ms-auto d-flex gap-2">
            <Button
              variant="outline-secondary"
              size="sm"
              onClick={concurrent}
              disabled={!preferences.premium}
              title={preferences.premium ? undefined : t('session.concurrentPlan')}
              data-testid="concurrent-session"
            >
              {t('session.concurrent')}
            </Button>
            <Button variant="outline-danger" size="sm" onClick={() => setConfirm('clear')} disabled={!current || status === 'stopping'} data-testid="clear-session">
              {t('session.clear')}
            </Button>
          </div>
        </div>
        {current?.type === 'upload' ? (
          <p className="mb-0 text-muted" data-testid="convert-files-hint">
            {t('session.convertHint')}
          </p>
        ) : (
          <>
            <div className="d-flex flex-wrap gap-2 mb-2">
              <Button onClick={() => void start()} disabled={status !== 'idle' || Boolean(limitText)} data-testid="record-start">
                {t('session.start')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  recorder.current?.pause();
                  setStatus('paused');
                }}
                disabled={!listening}
                data-testid="record-pause"
              >
                {t('session.pause')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  recorder.current?.resume();
                  setStatus('listening');
                }}
                disabled={status !== 'paused'}
                data-testid="record-resume"
              >
                {t('session.resume.button')}
              </Button>
              <Button variant="danger" onClick={() => void stop()} disabled={!active} data-testid="record-stop">
                {t('session.stop')}
              </Button>
            </div>
            <p className="mb-1" data-testid="record-status" data-status={status}>
              {listening && <span className="d-inline-block rounded-circle bg-danger me-2" style={{ width: 10, height: 10 }} aria-hidden="true" />}
              {t(`session.status.${status}`)} · {clock(elapsed)}
              {limits && ` / ${clock(limits.timeLimit)}`}
            </p>
            <p className="small text-muted mb-0" data-testid="record-saved" data-acknowledged={progress.acknowledged} data-captured={progress.captured}>
              {t('session.onServer', { saved: clock(seconds(progress.acknowledged)), total: clock(seconds(progress.captured)) })}
            </p>
          </>
        )}
        {limitText && (
          <Alert variant="warning" className="mt-2 mb-0" data-testid="record-limit">
            {limitText}
          </Alert>
        )}
        {active && remaining <= WARNING_SECONDS && remaining > 0 && (
          <Alert variant="warning" className="mt-2 mb-0" data-testid="record-time-warning">
            {t('session.timeWarning', { count: Math.ceil(remaining) })}
          </Alert>
        )}
        {notice && (
          <Alert variant={notice.variant} className="mt-2 mb-0" data-testid={notice.testId ?? 'record-notice'}>
            {notice.text}
          </Alert>
        )}
      </Card.Body>
      <NewSessionDialog
        show={dialog}
        defaultLanguage={preferences.language}
        consentPopup={preferences.consentPopup}
        groupAllowed={preferences.premium}
        error={dialogError}
        busy={creating}
        onCancel={() => {
          setDialog(false);
          setDialogError(null);
        }}
        onCreate={(next) => void create(next)}
      />
      <ConfirmDialog
        show={confirm === 'replace'}
        title={t('session.replace.title')}
        body={t('session.replace.body')}
        confirmLabel={t('session.replace.confirm')}
        cancelLabel={t('common.cancel')}
        testId="replace-session"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          setDialog(true);
        }}
      />
      <ConfirmDialog
        show={confirm === 'clear'}
        title={t('session.clearConfirm.title')}
        body={t('session.clearConfirm.body')}
        confirmLabel={t('session.clear')}
        cancelLabel={t('common.cancel')}
        variant="danger"
        testId="clear-confirm"
        onCancel={() => setConfirm(null)}
        onConfirm={() => void clear()}
      />
    </Card>
  );
}
