// The settings form's values: read from the user's stored settings with a default for
// each one that is missing, and turned back into what is stored.
import { findLanguage, type Language } from '@shared/languages';

/** The choices of how many days a session is kept. */
export const RETENTION_DAYS = ['1', '7', '14', '30'] as const;

/** The form's values: each stored setting the form shows, languages by their code. */
export type SettingsValues = ReturnType<typeof fromStored>;

/** The settings chosen from a list. */
export type ChoiceSetting = 'recordingType' | 'transcriptType' | 'patientTerm' | 'defaultNote' | 'noteStyle' | 'retentionPeriod';
/** The settings turned on or off. */
export type SwitchSetting = 'enableSessionStoring' | 'showConsentPopup' | 'groupSession';

/** Changes one value of the form. */
export type SetSetting = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => void;

/** The form's values from the stored settings; a language is stored whole, the form keeps its code. */
export function fromStored(settings: Record<string, unknown>) {
  const code = (value: unknown) => (value as Language | undefined)?.code ?? 'en';
  return {
    recordingType: String(settings.recordingType ?? 'In-person'),
    transcriptType: String(settings.transcriptType ?? 'whisper'),
    transcriptLanguage: code(settings.transcriptLanguage),
    noteLanguage: code(settings.noteLanguage),
    patientTerm: String(settings.patientTerm ?? 'Patient'),
    writingStyle: String(settings.writingStyle ?? ''),
    enableSessionStoring: settings.enableSessionStoring === true,
    sessionStoringDuration: Number(settings.sessionStoringDuration ?? 1),
    defaultNote: String(settings.defaultNote ?? 'soap'),
    noteStyle: String(settings.noteStyle ?? '1'),
    showConsentPopup: settings.showConsentPopup !== false,
    retentionPeriod: String(settings.retentionPeriod ?? '7'),
    groupSession: settings.groupSession === true,
    botName: String(settings.botName ?? ''),
  };
}

/** What is stored for the form's values: languages whole. */
export function toStored(values: SettingsValues) {
  return { ...values, transcriptLanguage: findLanguage(values.transcriptLanguage), noteLanguage: findLanguage(values.noteLanguage) };
}
