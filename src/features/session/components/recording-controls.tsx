// Start, pause, resume and stop; the listening state with the elapsed time against the
// plan's limit (a red bar while recording, amber while paused); how much of the audio the
// server already holds, and when saving it is delayed. A Convert Files session
// has no recording: it shows a hint instead.
import React from 'react';
import { Button } from 'react-bootstrap';
import { useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../lib/i18n/i18n';
import { MicIcon, PauseIcon, ResumeIcon, StopIcon } from '../../../components/icons';
import type { RecorderControls } from '../hooks/use-recorder';
import { chunkSeconds } from '../hooks/use-time-limit';
import { selectSession } from '../session-slice';
import { SavingDelayed } from './saving-delayed';

const clock = (total: number) => `${Math.floor(total / 60)}:${String(Math.floor(total % 60)).padStart(2, '0')}`;

interface Props {
  recorder: RecorderControls;
  timeLimit: number | null;
  /** The plan allows no new recording (no notes or no time left). */
  blocked: boolean;
  elapsed: number;
}

export function RecordingControls({ recorder, timeLimit, blocked, elapsed }: Props) {
  const { t } = useTranslation();
  const { current, status, progress } = useAppSelector(selectSession);
  if (current?.type === 'upload') {
    return (
      <p className="mb-0 text-muted" data-testid="convert-files-hint">
        {t('session.convertHint')}
      </p>
    );
  }
  const listening = status === 'listening';
  const active = listening || status === 'paused';
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <Button onClick={() => void recorder.start(current)} disabled={status !== 'idle' || blocked} data-testid="record-start">
          <MicIcon className="me-1" aria-hidden />
          {t('session.start')}
        </Button>
        <Button variant="secondary" onClick={recorder.pause} disabled={!listening} data-testid="record-pause">
          <PauseIcon className="me-1" aria-hidden />
          {t('session.pause')}
        </Button>
        <Button variant="secondary" onClick={recorder.resume} disabled={status !== 'paused'} data-testid="record-resume">
          <ResumeIcon className="me-1" aria-hidden />
          {t('session.resume.button')}
        </Button>
        <Button variant="danger" onClick={() => void recorder.stop()} disabled={!active} data-testid="record-stop">
          <StopIcon className="me-1" aria-hidden />
          {t('session.stop')}
        </Button>
      </div>
      <p
        className={active ? `recording-bar mb-2${listening ? '' : ' is-paused'}` : 'mb-1'}
        role="status"
        data-testid="record-status"
        data-status={status}
      >
        {active && <span className="recording-dot" aria-hidden="true" />}
        <span>
          {t(`session.status.${status}`)} · {clock(elapsed)}
          {timeLimit !== null && ` / ${clock(timeLimit)}`}
        </span>
      </p>
      <p
        className="small text-muted mb-0"
        data-testid="record-saved"
        data-acknowledged={progress.acknowledged}
        data-captured={progress.captured}
      >
        {t('session.onServer', { saved: clock(chunkSeconds(progress.acknowledged)), total: clock(chunkSeconds(progress.captured)) })}
      </p>
      <SavingDelayed progress={progress} active={active} />
    </>
  );
}
