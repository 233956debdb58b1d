// The settings form offers only what the rules accept: each choice, the text lengths and
// the storing days come from the shared definition, and what the form saves passes it.
import { LANGUAGES } from '@shared/languages';
import { settingsFromData } from '@shared/user-doc';
import { clientSettingsSchema, SESSION_STORING_DURATION_MAX, SETTINGS_SHAPES } from '@shared/user-settings';
import {
  DEFAULT_NOTE_OPTIONS,
  NOTE_STYLE_OPTIONS,
  PATIENT_TERM_OPTIONS,
  RECORDING_TYPE_OPTIONS,
  RETENTION_OPTIONS,
  STORING_DAYS,
  TEXT_MAX,
  TRANSCRIPT_TYPE_OPTIONS,
  type ChoiceOption,
} from '../settings-options';
import { fromStored, toStored } from '../settings-values';

const accepts = (key: keyof typeof SETTINGS_SHAPES, value: unknown) => SETTINGS_SHAPES[key].safeParse(value).success;

describe('settings form options', () => {
  it.each([
    ['recordingType', RECORDING_TYPE_OPTIONS, 2],
    ['transcriptType', TRANSCRIPT_TYPE_OPTIONS, 2],
    ['patientTerm', PATIENT_TERM_OPTIONS, 2],
    ['defaultNote', DEFAULT_NOTE_OPTIONS, 10],
    ['noteStyle', NOTE_STYLE_OPTIONS, 3],
    ['retentionPeriod', RETENTION_OPTIONS, 4],
  ] as const)('%s: every option is accepted', (key, options: readonly ChoiceOption[], count) => {
    expect(options).toHaveLength(count);
    for (const [value] of options) expect(accepts(key, value)).toBe(true);
  });

  it('texts and storing days stop where the rules do', () => {
    expect(accepts('botName', 'x'.repeat(TEXT_MAX.botName))).toBe(true);
    expect(accepts('botName', 'x'.repeat(TEXT_MAX.botName + 1))).toBe(false);
    expect(accepts('writingStyle', 'x'.repeat(TEXT_MAX.writingStyle))).toBe(true);
    expect(accepts('writingStyle', 'x'.repeat(TEXT_MAX.writingStyle + 1))).toBe(false);
    expect(STORING_DAYS.max).toBe(SESSION_STORING_DURATION_MAX);
    expect(accepts('sessionStoringDuration', STORING_DAYS.min)).toBe(true);
    expect(accepts('sessionStoringDuration', STORING_DAYS.max)).toBe(true);
    expect(accepts('sessionStoringDuration', STORING_DAYS.max + 1)).toBe(false);
  });
});

describe('what the form saves', () => {
  it('passes the shared definition for every language, from stored values that were out of range', () => {
    for (const language of LANGUAGES) {
      const stored = settingsFromData({
        sessionStoringDuration: 36500,
        retentionPeriod: '365',
        botName: 'b'.repeat(500),
        transcriptLanguage: language,
        noteLanguage: language,
      });
      const saved = toStored(fromStored(stored));
      expect(saved.sessionStoringDuration).toBe(SESSION_STORING_DURATION_MAX);
      expect(clientSettingsSchema.safeParse(saved).success).toBe(true);
    }
  });
});
