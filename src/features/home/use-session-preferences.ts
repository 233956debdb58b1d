// What the recording panel takes from the clinician's record: the session preferences (from
// the settings and the plan) and the limits (notes left, time per session). Each keeps its
// identity while its own values do not change, so the memoised panels re-render only then.
import { useMemo } from 'react';
import { planAllows } from '@shared/plan-features';
import { DEFAULT_BOT_NAME } from '@shared/virtual';
import type { AuthContextValue } from '../auth';
import type { SessionPreferences } from '../session';

/** The settings the dashboard reads (the record's settings hold more). */
export interface DashboardSettings {
  transcriptLanguage?: { code?: string };
  showConsentPopup?: boolean;
  transcriptType?: string;
  defaultNote?: string;
  enableSessionStoring?: boolean;
  botName?: string;
}

export function sessionPreferences(settings: DashboardSettings, plan: string): SessionPreferences {
  return {
    language: settings.transcriptLanguage?.code ?? 'en',
    consentPopup: settings.showConsentPopup !== false,
    transcriptType: settings.transcriptType === 'whisper' ? 'whisper' : 'aws',
    concurrentSessions: planAllows(plan, 'concurrentSessions'),
    groupSessions: planAllows(plan, 'groupSessions'),
    storing: settings.enableSessionStoring === true,
    botName: settings.botName?.trim() || DEFAULT_BOT_NAME,
  };
}

export function useSessionPreferences(profile: AuthContextValue['profile']) {
  const settings = (profile?.settings ?? {}) as DashboardSettings;
  const plan = profile?.plan ?? '';
  const { transcriptLanguage, showConsentPopup, transcriptType, enableSessionStoring, botName } = settings;
  const language = transcriptLanguage?.code;
  const preferences = useMemo(
    () =>
      sessionPreferences({ transcriptLanguage: { code: language }, showConsentPopup, transcriptType, enableSessionStoring, botName }, plan),
    [language, showConsentPopup, transcriptType, plan, enableSessionStoring, botName],
  );
  const notesLeft = profile?.notesLeft;
  const timeLimit = profile?.timeLimit;
  const limits = useMemo(
    () => (notesLeft === undefined || timeLimit === undefined ? null : { notesLeft, timeLimit }),
    [notesLeft, timeLimit],
  );
  return { settings, preferences, limits };
}
