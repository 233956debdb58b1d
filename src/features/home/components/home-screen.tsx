// The dashboard at /: the welcome, the plan and the realtime connection, then the
// recording page's panels (controls, files, transcript, own notes, notes). What is below the
// first screen or shown later (files, the tour, the review prompt) comes in its own chunks
// after the first paint, so the dashboard appears without waiting for them; the notes panel,
// empty until there is a session, loads with the first session. The
// panels re-render only when their own props or state change, not with the welcome card
// (the profile and the live connection arrive after the first render).
import React, { lazy, memo, Suspense } from 'react';
import { Card } from 'react-bootstrap';
import { DEFAULT_NOTE_TEMPLATE } from '@shared/note-templates';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAuth, useRealtimeStatus, WelcomeModal } from '../../auth';
import { RecordingPanel, SessionNotes, TranscriptPanel } from '../../session';
import { restoreSessionUploads } from '../../uploads';
import { useSessionPreferences } from '../use-session-preferences';
import { NotesSlot } from './notes-slot';
import { PlanLinePlaceholder } from './plan-line-placeholder';

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
  const { settings, preferences, limits } = useSessionPreferences(profile);
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
                plan: t(`plans.names.${profile.plan}`),
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
      <NotesSlot uid={user.uid} defaultNote={String(settings.defaultNote ?? DEFAULT_NOTE_TEMPLATE)} />
    </>
  );
}
