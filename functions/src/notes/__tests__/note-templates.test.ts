// The built-in templates: ids, sections and prompts in both languages, and the model prompt.
import {
  DEFAULT_NOTE_TEMPLATE,
  NOTE_STYLES,
  NOTE_TEMPLATES,
  NOTE_TEMPLATE_IDS,
  isNoteTemplateId,
  noteTemplate,
} from '../../shared/note-templates';

describe('built-in note templates', () => {
  it('has one template per id, in order, with soap as the default', () => {
    expect(NOTE_TEMPLATES.map((t) => t.id)).toEqual([...NOTE_TEMPLATE_IDS]);
    expect(DEFAULT_NOTE_TEMPLATE).toBe('soap');
    expect(NOTE_STYLES).toEqual({ '1': 'bullet', '2': 'short', '3': 'long' });
    for (const id of NOTE_TEMPLATE_IDS) expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    expect(isNoteTemplateId('visit-note')).toBe(true);
    expect(isNoteTemplateId('Visit Note')).toBe(false);
  });

  it('gives each template a title, sections and a prompt in English and French', () => {
    for (const t of NOTE_TEMPLATES) {
      for (const lang of ['en', 'fr'] as const) {
        expect(t.title[lang].length).toBeGreaterThan(2);
        expect(t.prompt[lang].length).toBeGreaterThan(50);
        for (const s of t.sections) expect(s.title[lang].length).toBeGreaterThan(2);
      }
      expect(t.title.en).not.toBe(t.title.fr);
    }
  });

  it('gives the visit note the ACI-BENCH sections', () => {
    expect(noteTemplate('visit-note').sections.map((s) => s.title.en)).toEqual([
      'CHIEF COMPLAINT',
      'HISTORY OF PRESENT ILLNESS',
      'REVIEW OF SYSTEMS',
      'PHYSICAL EXAMINATION',
      'RESULTS',
      'ASSESSMENT AND PLAN',
    ]);
    expect(noteTemplate('patient-summary').audience).toBe('patient');
  });
});
