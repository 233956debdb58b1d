import {
  frenchPunctuation,
  isNumberedList,
  listNumberLength,
  noteItemText,
  noteSectionText,
  notesText,
  noteText,
  type NoteTextSection,
  withDiagnoses,
} from '../note-text';

const ENGLISH: NoteTextSection[] = [
  {
    title: 'Subjective',
    items: [
      { title: '', body: 'Right knee pain for 3 days.' },
      { title: 'Medications', body: 'Ibuprofen 400 mg.  ' },
    ],
  },
  { title: 'Objective', items: [] },
  {
    title: 'Plan',
    items: [{ title: 'Follow-up', body: 'Review at 10:30 on Monday; see https://example.org/knee?x=1 first.' }],
  },
];

const FRENCH: NoteTextSection[] = [
  {
    title: 'Subjectif',
    items: [
      { title: '', body: 'La patiente dit: «j’ai mal au genou»!' },
      { title: 'Médicaments', body: 'Ibuprofène 400 mg ; paracétamol?' },
    ],
  },
  { title: 'Plan', items: [{ title: 'Suivi', body: 'Revoir lundi à 10:30, voir https://example.org/genou.' }] },
];

describe('a note as plain text', () => {
  it('writes an English note: the title in capitals, each heading with its items, a blank line between sections', () => {
    expect(noteText(ENGLISH, { title: 'SOAP Note' })).toBe(
      [
        'SOAP NOTE',
        '',
        'Subjective',
        '- Right knee pain for 3 days.',
        '- Medications: Ibuprofen 400 mg.',
        '',
        'Objective',
        '',
        'Plan',
        '- Follow-up: Review at 10:30 on Monday; see https://example.org/knee?x=1 first.',
        '',
      ].join('\n'),
    );
  });

  it('leaves English punctuation as it was written', () => {
    expect(noteItemText({ title: 'Note', body: 'Is it worse? Yes; at night!' })).toBe('Note: Is it worse? Yes; at night!');
  });

  it('writes a French note with French punctuation: a space before : ; ! ? and inside « »', () => {
    expect(noteText(FRENCH, { title: 'Note SOAP', language: 'fr' })).toBe(
      [
        'NOTE SOAP',
        '',
        'Subjectif',
        '- La patiente dit : « j’ai mal au genou » !',
        '- Médicaments : Ibuprofène 400 mg ; paracétamol ?',
        '',
        'Plan',
        '- Suivi : Revoir lundi à 10:30, voir https://example.org/genou.',
        '',
      ].join('\n'),
    );
  });

  it('keeps French spaces already there, ordinary or non-breaking, and a run of marks together', () => {
    expect(frenchPunctuation('Nie : fièvre.')).toBe('Nie : fièvre.');
    expect(frenchPunctuation('Douleur\u00a0: 7/10\u202f!')).toBe('Douleur\u00a0: 7/10\u202f!');
    expect(frenchPunctuation('Vraiment?!')).toBe('Vraiment ?!');
    expect(frenchPunctuation('« déjà espacé »')).toBe('« déjà espacé »');
  });

  it('writes items without bullets when asked, and no title line without a title (the offline writer)', () => {
    expect(noteText(FRENCH.slice(1), { language: 'fr', bullets: false })).toBe(
      'Plan\nSuivi : Revoir lundi à 10:30, voir https://example.org/genou.\n',
    );
    expect(noteSectionText(ENGLISH[0], { bullets: false })).toBe('Right knee pain for 3 days.\nMedications: Ibuprofen 400 mg.');
  });

  it('writes several notes one after the other, each in its own language', () => {
    const text = notesText([
      { sections: ENGLISH.slice(0, 1), title: 'SOAP Note', language: 'en' },
      { sections: FRENCH.slice(1), title: 'Note de suivi', language: 'fr' },
    ]);
    expect(text).toBe(
      'SOAP NOTE\n\nSubjective\n- Right knee pain for 3 days.\n- Medications: Ibuprofen 400 mg.\n\nNOTE DE SUIVI\n\nPlan\n- Suivi : Revoir lundi à 10:30, voir https://example.org/genou.\n',
    );
  });

  it('ends with the accepted diagnosis codes, code — description, in the order accepted; nothing when none were', () => {
    const codes = [
      { code: 'K52.9', description: 'Noninfective gastroenteritis and colitis, unspecified' },
      { code: 'J45.909', description: 'Unspecified asthma, uncomplicated' },
    ];
    expect(noteText(ENGLISH.slice(0, 1), { title: 'SOAP Note', codes })).toBe(
      [
        'SOAP NOTE',
        '',
        'Subjective',
        '- Right knee pain for 3 days.',
        '- Medications: Ibuprofen 400 mg.',
        '',
        'Diagnoses',
        '- K52.9 — Noninfective gastroenteritis and colitis, unspecified',
        '- J45.909 — Unspecified asthma, uncomplicated',
        '',
      ].join('\n'),
    );
    expect(noteText(ENGLISH.slice(0, 1), { codes: [] })).toBe(noteText(ENGLISH.slice(0, 1)));
    expect(notesText([{ sections: FRENCH.slice(1), title: 'Note de suivi', language: 'fr', codes: codes.slice(1) }])).toBe(
      'NOTE DE SUIVI\n\nPlan\n- Suivi : Revoir lundi à 10:30, voir https://example.org/genou.\n\nDiagnostics\n- J45.909 — Unspecified asthma, uncomplicated\n',
    );
    expect(withDiagnoses(ENGLISH, undefined)).toEqual(ENGLISH);
  });

  it('reads a list number before an item as layout, and a section whose every item has one as a numbered list', () => {
    expect(listNumberLength('1. X-ray of the left knee.')).toBe(3);
    expect(listNumberLength('12) Review in two weeks.')).toBe(4);
    expect(listNumberLength('400 mg twice a day.')).toBe(0);
    expect(listNumberLength('2.5 mg daily.')).toBe(0);
    expect(isNumberedList(['1. X-ray.', '2. Physiotherapy.'])).toBe(true);
    expect(isNumberedList(['1. X-ray.', 'Physiotherapy.'])).toBe(false);
    expect(isNumberedList([])).toBe(false);
  });
});
