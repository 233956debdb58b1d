// The settings form's values: read from the user's stored settings (which the shared
// reader has already brought within their bounds) and turned back into what is stored.
import { findLanguage } from '@shared/languages';
import type { UserSettings } from '@shared/user-doc';
import { clampSessionStoringDuration } from '@shared/user-settings';

/** The form's values: each stored setting the form shows, languages by their code. */
export type SettingsValues = ReturnType<typeof fromStored>;

/** The settings chosen from a list. */
export type ChoiceSetting = 'recordingType' | 'transcriptType' | 'patientTerm' | 'defaultNote' | 'noteStyle' | 'retentionPeriod';
/** The settings turned on or off. */
export type SwitchSetting = 'enableSessionStoring' | 'showConsentPopup' | 'groupSession';

/** Changes one value of the form. */
export type SetSetting = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => void;

/** The form's values from the stored settings; a language is stored whole, the form keeps its code. */
export function fromStored(settings: UserSettings) {
  return {
    recordingType: settings.recordingType,
    transcriptType: settings.transcriptType,
    transcriptLanguage: settings.transcriptLanguage.code,
    noteLanguage: settings.noteLanguage.code,
    patientTerm: settings.patientTerm,
    writingStyle: settings.writingStyle,
    enableSessionStoring: settings.enableSessionStoring,
    sessionStoringDuration: clampSessionStoringDuration(settings.sessionStoringDuration),
    defaultNote: settings.defaultNote,
    noteStyle: settings.noteStyle,
    showConsentPopup: settings.showConsentPopup,
    retentionPeriod: settings.retentionPeriod,
    groupSession: settings.groupSession,
    botName: settings.botName,
  };
}

/** What is stored for the form's values: languages whole (as the shared list holds them). */
export function toStored(values: SettingsValues) {
  return { ...values, transcriptLanguage: findLanguage(values.transcriptLanguage), noteLanguage: findLanguage(values.noteLanguage) };
}
