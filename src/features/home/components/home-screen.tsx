// The dashboard at /: the welcome, the plan and the realtime connection, then the
// recording page's panels (controls, files, transcript, own notes, notes).
import React from 'react';
import { Card } from 'react-bootstrap';
import { planAllows } from '@shared/plan-features';
import { DEFAULT_BOT_NAME } from '@shared/virtual';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAuth, useRealtimeStatus, WelcomeModal } from '../../auth';
import { NotesPanel } from '../../notes';
import { ReviewPrompt } from '../../review';
import { ProductTour } from '../../tour';
import { RecordingPanel, SessionNotes, TranscriptPanel, type SessionPreferences } from '../../session';
import { UploadPanel } from '../../uploads';

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
  const preferences: SessionPreferences = {
    language: settings.transcriptLanguage?.code ?? 'en',
    consentPopup: settings.showConsentPopup !== false,
    transcriptType: settings.transcriptType === 'whisper' ? 'whisper' : 'aws',
    concurrentSessions: planAllows(profile?.plan ?? '', 'concurrentSessions'),
    groupSessions: planAllows(profile?.plan ?? '', 'groupSessions'),
    storing: settings.enableSessionStoring === true,
    botName: settings.botName?.trim() || DEFAULT_BOT_NAME,
  };
  const name = profile?.displayName || user.displayName || user.email || t('home.guest');
  return (
    <>
      <WelcomeModal />
      <ReviewPrompt profile={profile} />
      <ProductTour />
      <Card className="shadow-sm" data-testid="dashboard">
        <Card.Body>
          <Card.Title as="h1" className="h4">
            {t('home.welcome', { name })}
          </Card.Title>
          <p className="text-muted mb-2">{t('home.intro')}</p>
          {profile && (
            <p className="mb-2" data-testid="plan-summary">
              {t('home.plan', { plan: t(`plans.names.${profile.plan}`, { defaultValue: profile.plan }), count: profile.notesLeft, minutes: Math.round(profile.timeLimit / 60) })}
            </p>
          )}
          <p className={realtime === 'refused' ? 'mb-0 text-danger' : 'mb-0'} data-testid="realtime-status" data-status={realtime}>
            {t(`home.realtime.${realtime}`)}
          </p>
        </Card.Body>
      </Card>
      <RecordingPanel uid={user.uid} limits={profile ? { notesLeft: profile.notesLeft, timeLimit: profile.timeLimit } : null} preferences={preferences} />
      <UploadPanel />
      <TranscriptPanel />
      <SessionNotes />
      <NotesPanel uid={user.uid} defaultNote={String(settings.defaultNote ?? 'soap')} />
    </>
  );
}
