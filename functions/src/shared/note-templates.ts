/** Ids of the built-in note templates (their sections and prompts come with the notes feature). Default: soap. */
export const NOTE_TEMPLATE_IDS = [
  'soap',
  'progress-note',
  'dap',
  'birp',
  'visit-note',
  'referral-letter',
  'patient-summary',
  'psychotherapy-note',
  'physiotherapy-note',
  'dictation-letter',
] as const;

export type NoteTemplateId = (typeof NOTE_TEMPLATE_IDS)[number];
export const DEFAULT_NOTE_TEMPLATE: NoteTemplateId = 'soap';

/** Note styles (settings.noteStyle): '1' bullet points, '2' short, '3' long. */
export const NOTE_STYLES = { '1': 'bullet', '2': 'short', '3': 'long' } as const;
