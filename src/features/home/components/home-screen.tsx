// The dashboard at /. The consultation screens come with the session feature.
import React from 'react';
import { Card } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAuth } from '../../auth/components/require-auth';
import { WelcomeModal } from '../../auth/components/welcome-modal';
import { useRealtimeStatus } from '../../auth/use-realtime-status';
import { planUnlocksPremiumFeatures } from '@shared/plans';
import { RecordingPanel, type SessionPreferences } from '../../session/components/recording-panel';
import { NotesPanel } from '../../notes/components/notes-panel';
import { SessionNotes } from '../../session/components/session-notes';
import { TranscriptPanel } from '../../session/components/transcript-panel';
import { UploadPanel } from '../../uploads/components/upload-panel';

export function HomeScreen() {
  const { t } = useTranslation();
  const { user, profile } = useAuth();
  const realtime = useRealtimeStatus(user.uid);
  const settings = (profile?.settings ?? {}) as { transcriptLanguage?: { code?: string }; showConsentPopup?: boolean; transcriptType?: string };
  const preferences: SessionPreferences = {
    language: settings.transcriptLanguage?.code ?? 'en',
    consentPopup: settings.showConsentPopup !== false,
    transcriptType: settings.transcriptType === 'whisper' ? 'whisper' : 'aws',
    premium: planUnlocksPremiumFeatures(profile?.plan ?? ''),
  };
  const name = profile?.displayName || user.displayName || user.email || t('home.guest');
  return (
    <>
      <WelcomeModal />
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
          <p className="mb-0" data-testid="realtime-status" data-status={realtime}>
            {t(`home.realtime.${realtime}`)}
          </p>
        </Card.Body>
      </Card>
      <RecordingPanel uid={user.uid} limits={profile ? { notesLeft: profile.notesLeft, timeLimit: profile.timeLimit } : null} preferences={preferences} />
      <UploadPanel />
      <TranscriptPanel />
      <SessionNotes />
      <NotesPanel uid={user.uid} defaultNote={String((profile?.settings as { defaultNote?: string } | undefined)?.defaultNote ?? 'soap')} />
    </>
  );
}
