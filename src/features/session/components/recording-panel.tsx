// The recording controls: start, pause, resume, stop, the listening state, elapsed
// time, and how much of the audio the server already holds. Audio goes through the
// user's realtime socket and is kept in this browser until the server has it.
import React, { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { AUDIO_CHUNK_MS } from '@shared/audio';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../lib/i18n/i18n';
import { sessionStarted, selectSessionName } from '../session-slice';
import type { Recorder } from '../capture/recorder';
import { NewSessionDialog, type NewSession } from './new-session-dialog';

type Status = 'idle' | 'listening' | 'paused' | 'stopping' | 'stopped';

const seconds = (chunks: number) => (chunks * AUDIO_CHUNK_MS) / 1000;
const clock = (total: number) => `${Math.floor(total / 60)}:${String(Math.floor(total % 60)).padStart(2, '0')}`;

/** The plan's limits: notes left, and the longest session in seconds. */
export interface SessionLimits {
  notesLeft: number;
  timeLimit: number;
}

const WARNING_SECONDS = 60;

export function RecordingPanel({ uid, limits }: { uid: string; limits: SessionLimits | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const sessionName = useAppSelector(selectSessionName);
  const [dialog, setDialog] = useState(false);
  const [session, setSession] = useState<(NewSession & { id: string }) | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [progress, setProgress] = useState({ acknowledged: 0, captured: 0 });
  const [notice, setNotice] = useState<{ variant: string; text: string } | null>(null);
  const recorder = useRef<Recorder | null>(null);

  useEffect(() => () => void recorder.current?.stop(0), []);

  const elapsed = seconds(progress.captured);
  const limitText = !limits
    ? null
    : limits.notesLeft <= 0
      ? t('errors:uiNoteLimit')
      : limits.timeLimit <= 0
        ? t('errors:uiTimeOrNoteLimit')
        : null;
  const remaining = limits ? limits.timeLimit - elapsed : Infinity;

  // The plan's session time limit: a warning in the last minute, then the recording stops.
  useEffect(() => {
    if (status === 'listening' && limits && elapsed >= limits.timeLimit) {
      void stop().then(() => setNotice({ variant: 'warning', text: t('errors:uiTimeOrNoteLimit') }));
    }
    // stop() is stable enough for this purpose: it only reads refs and setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [elapsed, status, limits]);

  function create(next: NewSession) {
    const id = crypto.randomUUID();
    setSession({ ...next, id });
    setStatus('idle');
    setProgress({ acknowledged: 0, captured: 0 });
    setNotice(null);
    dispatch(sessionStarted({ sessionId: id, sessionName: next.clientName }));
    setDialog(false);
  }

  async function start() {
    if (!session) return setNotice({ variant: 'warning', text: t('errors:uiStartSessionFirst') });
    setNotice(null);
    try {
      const [{ Recorder: RecorderClass }, { getUserSocket }, { currentIdToken }, { loadRuntimeConfig }] = await Promise.all([
        import('../capture/recorder'),
        import('../../../lib/realtime/socket'),
        import('../../../lib/firebase/auth'),
        import('../../../lib/firebase/runtime-config'),
      ]);
      const socket = getUserSocket((await loadRuntimeConfig()).realtime, uid, currentIdToken);
      recorder.current = new RecorderClass(socket, session.id, { onProgress: setProgress });
      await recorder.current.start();
      setStatus('listening');
    } catch (error) {
      const name = (error as { name?: string }).name;
      const microphone = name === 'NotAllowedError' || name === 'NotFoundError' || name === 'NotReadableError';
      if (!microphone) console.error(error);
      setNotice({ variant: 'danger', text: t(microphone ? 'session.microphoneError' : 'session.startFailed') });
    }
  }

  async function stop() {
    if (!recorder.current) return;
    setStatus('stopping');
    const { complete } = await recorder.current.stop();
    recorder.current = null;
    setStatus('stopped');
    setNotice(complete ? { variant: 'success', text: t('session.saved') } : { variant: 'warning', text: t('session.keptLocally') });
  }

  const listening = status === 'listening';
  return (
    <Card className="shadow-sm mt-3" data-testid="recording-panel">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <Button variant="outline-primary" onClick={() => setDialog(true)} disabled={listening || status === 'paused'} data-testid="new-session">
            {t('session.new')}
          </Button>
          {session && <strong data-testid="session-name" data-session-id={session.id}>{sessionName || t(`session.types.${session.type}`)}</strong>}
        </div>
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
            {t('session.resume')}
          </Button>
          <Button variant="danger" onClick={() => void stop()} disabled={!(listening || status === 'paused')} data-testid="record-stop">
            {t('session.stop')}
          </Button>
        </div>
        <p className="mb-1" data-testid="record-status" data-status={status}>
          {t(`session.status.${status}`)} · {clock(seconds(progress.captured))}
        </p>
        <p className="small text-muted mb-0" data-testid="record-saved" data-acknowledged={progress.acknowledged} data-captured={progress.captured}>
          {t('session.onServer', { saved: clock(seconds(progress.acknowledged)), total: clock(seconds(progress.captured)) })}
        </p>
        {limitText && (
          <Alert variant="warning" className="mt-2 mb-0" data-testid="record-limit">
            {limitText}
          </Alert>
        )}
        {(status === 'listening' || status === 'paused') && remaining <= WARNING_SECONDS && remaining > 0 && (
          <Alert variant="warning" className="mt-2 mb-0" data-testid="record-time-warning">
            {t('session.timeWarning', { count: Math.ceil(remaining) })}
          </Alert>
        )}
        {notice && (
          <Alert variant={notice.variant} className="mt-2 mb-0" data-testid="record-notice">
            {notice.text}
          </Alert>
        )}
      </Card.Body>
      <NewSessionDialog show={dialog} onCancel={() => setDialog(false)} onCreate={create} />
    </Card>
  );
}
