import { resolveLibrary } from '../../../shared/note-library';
import { noteTemplate } from '../../../shared/note-templates';
import { noteFromModelText } from '../model-note';
import { buildNotePrompt } from '../prompt';

describe('a model’s answer as a note', () => {
  const soap = noteTemplate('soap').sections.map((s) => s.title.en);
  const soapFr = noteTemplate('soap').sections.map((s) => s.title.fr);

  it('splits on the template’s headings, with or without markdown, and keeps labels', () => {
    const text = [
      '## Subjective',
      '- Headache for three days.',
      '- Medications: ibuprofen 400 mg as needed',
      '**Objective:**',
      'BP 120/80.',
      'ASSESSMENT',
      '1. Tension headache',
      'Plan: Follow up in 2 weeks.',
    ].join('\n');
    expect(noteFromModelText(text, soap)).toEqual([
      {
        title: 'Subjective',
        items: [
          { title: '', body: 'Headache for three days.' },
          { title: 'Medications', body: 'ibuprofen 400 mg as needed' },
        ],
      },
      { title: 'Objective', items: [{ title: '', body: 'BP 120/80.' }] },
      { title: 'Assessment', items: [{ title: '', body: 'Tension headache' }] },
      { title: 'Plan', items: [{ title: '', body: 'Follow up in 2 weeks.' }] },
    ]);
  });

  it('puts text before the first heading in the first section, and leaves unmentioned sections empty', () => {
    const sections = noteFromModelText('Patient seen today.\nPlan\n- Rest', soap);
    expect(sections[0].items).toEqual([{ title: '', body: 'Patient seen today.' }]);
    expect(sections[1].items).toEqual([]);
    expect(sections[3].items).toEqual([{ title: '', body: 'Rest' }]);
  });

  it('reads French headings', () => {
    const sections = noteFromModelText('Subjectif\n- Céphalée depuis trois jours', soapFr);
    expect(sections[0]).toEqual({
      title: 'Subjectif',
      items: [{ title: '', body: 'Céphalée depuis trois jours' }],
    });
  });
});

describe('the model prompt', () => {
  const request = {
    sessionId: 'session-0001',
    templateIds: ['visit-note' as const],
    style: 'short' as const,
    language: 'fr' as const,
    vague: true,
    longSummary: false,
    localDate: '2026-11-23',
  };
  const sources = {
    transcript: '[doctor] how are you\n[patient] my left knee hurts',
    ownNotes: 'BP 120/80',
    context: '',
    files: [
      { key: 'k1', category: 'previsitForm' as const, name: 'intake.pdf', kind: 'document' as const, text: 'Allergies: penicillin' },
      { key: 'k2', category: 'imageFile' as const, name: 'blank.png', kind: 'ocr' as const, text: '  ' },
    ],
    participants: [{ name: 'Sam', role: 'parent' }],
    patientName: 'Jane Roe',
    pronoun: 'she' as const,
    patientTerm: 'Client',
    writingStyle: 'Terse.',
  };

  it('carries the template’s headings, the options and every source, marked', () => {
    const visitNote = resolveLibrary([], 'fr').find((t) => t.id === 'visit-note')!;
    const { system, user } = buildNotePrompt(visitNote, request, sources);
    expect(system).toContain('MOTIF DE CONSULTATION | HISTOIRE DE LA MALADIE ACTUELLE');
    expect(system).toContain('French');
    expect(system).toContain('she/her');
    expect(system).toContain('vague');
    expect(system).toContain('Terse.');
    expect(user).toContain('Client: Jane Roe');
    expect(user).toContain('Participants: Sam (parent)');
    expect(user).toContain('my left knee hurts');
    expect(user).toContain("Clinician's own notes:\nBP 120/80");
    expect(user).not.toContain('Post-session context');
    expect(user).toContain('Pre-visit form (intake.pdf, read from the uploaded file):\nAllergies: penicillin');
    expect(user).not.toContain('blank.png');
  });
});
