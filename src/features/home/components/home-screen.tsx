// The dashboard at /: the welcome, the plan and the realtime connection, then the
// recording page's panels (controls, files, transcript, own notes, notes). What is below the
// first screen or shown later (files, the tour, the review prompt) comes in its own chunks
// after the first paint, so the dashboard appears without waiting for them; the notes panel,
// empty until there is a session, loads with the first session. The
// panels re-render only when their own props or state change, not with the welcome card
// (the profile and the live connection arrive after the first render).
import React, { lazy, memo, Suspense, useEffect, useMemo } from 'react';
import { Card } from 'react-bootstrap';
import { DEFAULT_NOTE_TEMPLATE } from '@shared/note-templates';
import { planAllows } from '@shared/plan-features';
import { DEFAULT_BOT_NAME } from '@shared/virtual';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAuth, useRealtimeStatus, WelcomeModal } from '../../auth';
import { RecordingPanel, SessionNotes, TranscriptPanel, type SessionPreferences } from '../../session';
import { selectSession } from '../../session/model';
import { defaultNoteLoaded } from '../../notes/model';
import { restoreSessionUploads } from '../../uploads';
import { PlanLinePlaceholder } from './plan-line-placeholder';

const NotesPanel = lazy(() => untilLoaded(() => import('../../notes')).then((m) => ({ default: memo(m.NotesPanel) })));
const UploadPanel = lazy(() => import('../../uploads').then((m) => ({ default: m.UploadPanel })));
const ProductTour = lazy(() => import('../../tour').then((m) => ({ default: m.ProductTour })));
const ReviewPrompt = lazy(() => import('../../review').then((m) => ({ default: m.ReviewPrompt })));
const Recording = memo(RecordingPanel);
const Transcript = memo(TranscriptPanel);
const OwnNotes = memo(SessionNotes);

export function HomeScreen() {
  const { t } = useTranslation();
  const { user, profile } = useAuth();
  const realtime = useRealtimeStatus(user.uid);
  const settings = (profile?.settings ?? {}) as {
    transcriptLanguage?: { code?: string };
    showConsentPopup?: boolean;
    transcriptType?: string;
    defaultNote?: string;
    enableSessionStoring?: boolean;
    botName?: string;
  };
  const plan = profile?.plan ?? '';
  const preferences = useMemo<SessionPreferences>(
    () => ({
      language: settings.transcriptLanguage?.code ?? 'en',
      consentPopup: settings.showConsentPopup !== false,
      transcriptType: settings.transcriptType === 'whisper' ? 'whisper' : 'aws',
      concurrentSessions: planAllows(plan, 'concurrentSessions'),
      groupSessions: planAllows(plan, 'groupSessions'),
      storing: settings.enableSessionStoring === true,
      botName: settings.botName?.trim() || DEFAULT_BOT_NAME,
    }),
    [
      settings.transcriptLanguage?.code,
      settings.showConsentPopup,
      settings.transcriptType,
      plan,
      settings.enableSessionStoring,
      settings.botName,
    ],
  );
  const notesLeft = profile?.notesLeft;
  const timeLimit = profile?.timeLimit;
  const limits = useMemo(
    () => (notesLeft === undefined || timeLimit === undefined ? null : { notesLeft, timeLimit }),
    [notesLeft, timeLimit],
  );
  const name = profile?.displayName || user.displayName || user.email || t('home.guest');
  return (
    <>
      <WelcomeModal />
      <Suspense fallback={null}>
        <ReviewPrompt profile={profile} />
        <ProductTour />
      </Suspense>
      <Card className="shadow-sm" data-testid="dashboard">
        <Card.Body>
          <Card.Title as="h1" className="h3">
            {t('home.welcome', { name })}
          </Card.Title>
          <p className="lead text-body-secondary mb-2">{t('home.intro')}</p>
          {profile ? (
            <p className="mb-2" data-testid="plan-summary">
              {t('home.plan', {
                plan: t(`plans.names.${profile.plan}`, { defaultValue: profile.plan }),
                count: profile.notesLeft,
                minutes: Math.round(profile.timeLimit / 60),
              })}
            </p>
          ) : (
            // Holds the plan line's place until the profile arrives (nothing below moves then).
            <PlanLinePlaceholder />
          )}
          <p
            className={realtime === 'refused' || realtime === 'revoked' ? 'mb-0 text-danger' : 'mb-0'}
            data-testid="realtime-status"
            data-status={realtime}
          >
            {t(`home.realtime.${realtime}`)}
          </p>
        </Card.Body>
      </Card>
      {/* The recording page composes its features: a reopened session's files go back to the Files panel. */}
      <Recording uid={user.uid} limits={limits} preferences={preferences} restoreFiles={restoreSessionUploads} />
      <Suspense fallback={null}>
        <UploadPanel />
      </Suspense>
      <Transcript />
      <OwnNotes />
      <Notes uid={user.uid} defaultNote={String(settings.defaultNote ?? DEFAULT_NOTE_TEMPLATE)} />
    </>
  );
}

/**
 * Loads `load` until it succeeds, trying again when the browser is back online or after
 * 3 s: the notes panel's code comes with the first session, and a network that drops just
 * then leaves the panel out for a while, never the workspace (a failed load would reach the
 * page's error boundary).
 */
function untilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const again = () => {
          window.removeEventListener('online', again);
          window.clearTimeout(timer);
          resolve(untilLoaded(load));
        };
        const timer = window.setTimeout(again, 3000);
        window.addEventListener('online', again);
      }),
  );
}

/**
 * The notes panel once there is a session (it shows nothing before, so its code loads then).
 * The clinician's default note is in the store from the start: a recording that stops before
 * the panel's code has arrived still gets it.
 */
const Notes = memo(function Notes({ uid, defaultNote }: { uid: string; defaultNote: string }) {
  const dispatch = useAppDispatch();
  const hasSession = useAppSelector((state) => selectSession(state).current !== null);
  useEffect(() => {
    dispatch(defaultNoteLoaded(defaultNote));
  }, [dispatch, defaultNote]);
  if (!hasSession) return null;
  return (
    <Suspense fallback={null}>
      <NotesPanel uid={uid} />
    </Suspense>
  );
});
