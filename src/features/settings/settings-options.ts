// What the settings form offers, taken from the shared definition of the client-writable
// settings (the shapes the rules accept), each choice with the translation key of its label.
import { NOTE_STYLES, NOTE_TEMPLATE_IDS } from '@shared/note-templates';
import {
  BOT_NAME_MAX,
  PATIENT_TERMS,
  RECORDING_TYPES,
  RETENTION_PERIODS,
  SESSION_STORING_DURATION_MAX,
  SESSION_STORING_DURATION_MIN,
  TRANSCRIPT_TYPES,
  WRITING_STYLE_MAX,
  type PatientTerm,
  type RecordingType,
  type TranscriptType,
} from '@shared/user-settings';

/** A choice: its stored value, the translation key of its label and the label's values. */
export type ChoiceOption = readonly [value: string, labelKey: string, labelValues?: { count: number }];

const RECORDING_TYPE_LABELS: Record<RecordingType, string> = {
  'In-person': 'settings.options.inPerson',
  'Video Call': 'settings.options.videoCall',
};
const TRANSCRIPT_TYPE_LABELS: Record<TranscriptType, string> = { whisper: 'settings.options.whisper', aws: 'settings.options.aws' };
const PATIENT_TERM_LABELS: Record<PatientTerm, string> = { Patient: 'settings.options.patient', Client: 'settings.options.client' };

export const RECORDING_TYPE_OPTIONS: ChoiceOption[] = RECORDING_TYPES.map((value) => [value, RECORDING_TYPE_LABELS[value]]);
export const TRANSCRIPT_TYPE_OPTIONS: ChoiceOption[] = TRANSCRIPT_TYPES.map((value) => [value, TRANSCRIPT_TYPE_LABELS[value]]);
export const PATIENT_TERM_OPTIONS: ChoiceOption[] = PATIENT_TERMS.map((value) => [value, PATIENT_TERM_LABELS[value]]);
export const DEFAULT_NOTE_OPTIONS: ChoiceOption[] = NOTE_TEMPLATE_IDS.map((id) => [id, `settings.templates.${id}`]);
export const NOTE_STYLE_OPTIONS: ChoiceOption[] = Object.entries(NOTE_STYLES).map(([value, style]) => [value, `settings.options.${style}`]);
export const RETENTION_OPTIONS: ChoiceOption[] = RETENTION_PERIODS.map((days) => [days, 'settings.options.days', { count: Number(days) }]);

/** Longest texts the form takes: what the rules accept. */
export const TEXT_MAX = { botName: BOT_NAME_MAX, writingStyle: WRITING_STYLE_MAX } as const;

/** The days a stored session may be kept: a whole number in this range. */
export const STORING_DAYS = { min: SESSION_STORING_DURATION_MIN, max: SESSION_STORING_DURATION_MAX } as const;
