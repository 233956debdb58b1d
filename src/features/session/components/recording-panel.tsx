// The recording page's controls: Start New Session (replacing the open session only after
// a confirmation), start, pause, resume, stop, the listening state, elapsed time against
// the plan's limit, how much audio the server holds, clear session, concurrent session,
// and the offer to resume a recording a reload interrupted. The logic lives in the hooks
// of ../hooks; this composes their parts.
import React, { useState } from 'react';
import { Alert, Card } from 'react-bootstrap';
import type { TranscriptType } from '@shared/user-settings';
import { failureKey } from '../../../app/api-errors';
import { useAppSelector } from '../../../app/hooks';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useLiveTranscriptQuery } from '../api';
import { useMeetingBot } from '../hooks/use-meeting-bot';
import { useOpenSavedSession } from '../hooks/use-open-saved-session';
import { useRecorder } from '../hooks/use-recorder';
import { useResumeOffer } from '../hooks/use-resume-offer';
import { useSessionLifecycle, type RestoreSessionFiles } from '../hooks/use-session-lifecycle';
import { useTimeLimit, type SessionLimits } from '../hooks/use-time-limit';
import { selectSession } from '../session-slice';
import { MeetingBotPanel } from './meeting-bot-panel';
import { NewSessionDialog } from './new-session-dialog';
import { RecordingAlerts } from './recording-alerts';
import { RecordingControls } from './recording-controls';
import { ResumeOffer } from './resume-offer';
import { SessionToolbar } from './session-toolbar';

export type { RestoreSessionFiles, SessionLimits };

export interface SessionPreferences {
  language: string;
  consentPopup: boolean;
  transcriptType: TranscriptType;
  /** What the plan unlocks (plan-features): a second session at once, group sessions. */
  concurrentSessions: boolean;
  groupSessions: boolean;
  /** The meeting bot's name from Settings (or the default). */
  botName: string;
  /** Session storing is on in Settings now. */
  storing: boolean;
}

type Confirm = 'replace' | 'clear' | null;

interface RecordingPanelProps {
  uid: string;
  limits: SessionLimits | null;
  preferences: SessionPreferences;
  /** Brings a reopened session's files back (the uploads feature's, handed over by the page). */
  restoreFiles: RestoreSessionFiles;
}

export function RecordingPanel({ uid, limits, preferences, restoreFiles }: RecordingPanelProps) {
  const { t } = useTranslation();
  const { current } = useAppSelector(selectSession);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const recorder = useRecorder(uid);
  const lifecycle = useSessionLifecycle(uid, preferences.transcriptType, recorder, restoreFiles);
  const resumeOffer = useResumeOffer(uid);
  const timing = useTimeLimit(limits, recorder.stop);
  useOpenSavedSession(lifecycle.openSaved);
  useLiveTranscriptQuery(current ? { uid, sessionId: current.sessionId } : { uid, sessionId: '' }, {
    skip: !current || current.type === 'virtual',
  });
  const meeting = useMeetingBot(current);

  return (
    <Card className="shadow-sm mt-3" data-testid="recording-panel">
      <Card.Body>
        {resumeOffer.offer && (
          <ResumeOffer
            session={resumeOffer.offer}
            onAccept={(session) => {
              resumeOffer.taken();
              void lifecycle.resume(session);
            }}
            onDismiss={resumeOffer.dismiss}
          />
        )}
        <SessionToolbar
          premium={preferences.concurrentSessions}
          onNew={() => (current ? setConfirm('replace') : lifecycle.openDialog())}
          onClear={() => setConfirm('clear')}
        />
        {current?.type === 'virtual' ? (
          <MeetingBotPanel meeting={meeting} />
        ) : (
          <RecordingControls
            recorder={recorder}
            timeLimit={limits?.timeLimit ?? null}
            blocked={timing.blockedBy !== null}
            elapsed={timing.elapsed}
          />
        )}
        <RecordingAlerts blockedBy={timing.blockedBy} remaining={timing.remaining} />
        {current && !current.stored && preferences.storing && (
          <Alert variant="info" className="mt-2 mb-0" data-testid="session-not-saved">
            {t('savedSessions.startedBeforeStoring')}
          </Alert>
        )}
      </Card.Body>
      <NewSessionDialog
        show={lifecycle.dialogOpen}
        defaultLanguage={preferences.language}
        consentPopup={preferences.consentPopup}
        defaultBotName={preferences.botName}
        groupAllowed={preferences.groupSessions}
        error={
          lifecycle.createError
            ? t(failureKey(lifecycle.createError) ? `errors:${failureKey(lifecycle.createError)}` : 'session.startFailed')
            : null
        }
        busy={lifecycle.creating}
        onCancel={lifecycle.closeDialog}
        onCreate={(next) => {
          resumeOffer.taken();
          void lifecycle.create(next);
        }}
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
          lifecycle.openDialog();
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
        onConfirm={() => {
          setConfirm(null);
          void lifecycle.clear();
        }}
      />
    </Card>
  );
}
