// Heading detection on text blocks: each convention of a note template, the title, order,
// de-duplication, limits, and the SOAP fallback.
import { textToBlocks, type TextBlock } from '../../../providers/files/blocks';
import { detectLanguage } from '@clinicscribe/clinical-notes';
import { fallbackSections, findStructure, titleFromFileName } from '../headings';

const fromText = (lines: string[], fileName = 'template.txt') => findStructure(textToBlocks(lines.join('\n')), fileName);

describe('findStructure: text conventions', () => {
  test('ALL-CAPS lines and a line ending with ":" are sections; a plain first line is the title; form fields are not sections', () => {
    const structure = fromText([
      'Progress Note',
      'Name: ____________    Date: __________',
      'SUBJECTIVE',
      'How the patient has been since the last visit, in their words.',
      'OBJECTIVE',
      'Vital signs and examination findings.',
      'Assessment:',
      'Each problem with its status.',
      'PLAN',
      '- Medications started or changed',
      'Signature: ______________',
    ]);
    expect(structure.title).toBe('Progress Note');
    expect(structure.sections).toEqual(['SUBJECTIVE', 'OBJECTIVE', 'Assessment', 'PLAN']);
    expect(structure.found).toBe(true);
    expect(structure.language).toBe('en');
  });

  test('markdown: # headings (the single top one is the title), **bold** lines', () => {
    const structure = fromText([
      '# Intake Note',
      '## Reason for Visit',
      'Why the client came, in their words.',
      '## History',
      'Relevant history and previous treatment.',
      '## Plan',
      'Next steps and follow-up.',
    ]);
    expect(structure.title).toBe('Intake Note');
    expect(structure.sections).toEqual(['Reason for Visit', 'History', 'Plan']);

    const bold = fromText(
      ['**Data:**', 'What the client reported.', '**Assessment**', 'Interpretation.', '**Plan**', 'Homework.'],
      'dap-note.txt',
    );
    expect(bold.sections).toEqual(['Data', 'Assessment', 'Plan']);
    expect(bold.title).toBe('dap note');
  });

  test('numbered headings followed by their text are sections; a numbered list is not', () => {
    const structure = fromText([
      'Consultation Letter',
      '1. History',
      'The history of the presenting complaint, with dates.',
      '2. Examination',
      'Findings on examination, with the side examined.',
      '2.1 Range of Motion',
      'Active and passive, both sides.',
      '3. Recommendations',
      '1. Continue the current medication at the same dose.',
      '2. Review in six weeks.',
    ]);
    expect(structure.title).toBe('Consultation Letter');
    expect(structure.sections).toEqual(['History', 'Examination', 'Range of Motion', 'Recommendations']);
  });

  test('short title-case lines followed by content, when nothing more explicit is there', () => {
    const structure = fromText([
      'Home Visit Note',
      'Reason for Visit',
      'Why the visit took place and who asked for it.',
      'Home Environment',
      'Stairs, rails, bathroom access and anything unsafe that was seen.',
      'Plan',
      'Equipment ordered, referrals made and the next visit.',
      'Ibuprofen',
      'Paracetamol',
    ]);
    expect(structure.title).toBe('Home Visit Note');
    expect(structure.sections).toEqual(['Reason for Visit', 'Home Environment', 'Plan']);
  });

  test('inline labels ("Subjective: ...") when the document has no heading lines', () => {
    const structure = fromText(
      [
        'Subjective: Reports less pain since the last visit, sleeping better.',
        'Objective: Walks without an aid, full range of motion.',
        'Time: 10:30',
        'Assessment: Improving.',
        'Plan: Continue the exercises, review in two weeks.',
      ],
      'knee_follow-up.txt',
    );
    expect(structure.sections).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan']);
    expect(structure.title).toBe('knee follow up');
  });

  test('a first heading followed by its text is a section, not the title (the title is then the file name)', () => {
    const structure = fromText(['SUBJECTIVE', 'What the patient says.', 'OBJECTIVE', 'What the clinician sees.'], 'SOAP_Note.txt');
    expect(structure.sections).toEqual(['SUBJECTIVE', 'OBJECTIVE']);
    expect(structure.title).toBe('SOAP Note');
  });

  test('a first heading followed directly by another heading is the title', () => {
    const structure = fromText(['INITIAL CONSULTATION', 'CHIEF COMPLAINT', 'In the patient’s words.', 'PLAN', 'Next steps.']);
    expect(structure.title).toBe('INITIAL CONSULTATION');
    expect(structure.sections).toEqual(['CHIEF COMPLAINT', 'PLAN']);
  });

  test('duplicates (case and accents aside) are dropped, order is kept, lines over 80 characters are not headings', () => {
    const long = `${'VERY LONG HEADING '.repeat(5)}X`;
    const structure = fromText([
      'Note',
      'PLAN',
      'text here.',
      'HISTORY',
      'text here.',
      'Plan:',
      'text here.',
      long,
      'text here.',
      'Évaluation:',
      'x.',
      'EVALUATION',
      'y.',
    ]);
    expect(long.length).toBeGreaterThan(80);
    expect(structure.sections).toEqual(['PLAN', 'HISTORY', 'Évaluation']);
  });

  test('at most 20 sections, each at most 80 characters, the title at most 120', () => {
    const lines = ['Big Template'];
    for (let i = 1; i <= 30; i += 1) lines.push(`SECTION ${i}`, 'Some text for this section.');
    const structure = fromText(lines);
    expect(structure.sections).toHaveLength(20);
    expect(structure.sections[0]).toBe('SECTION 1');
    expect(structure.sections[19]).toBe('SECTION 20');

    const longTitle = findStructure(textToBlocks('x'), `${'word '.repeat(40)}.txt`);
    expect(longTitle.title.length).toBeLessThanOrEqual(120);
  });
});

describe('findStructure: what the file says about its look', () => {
  test('Word: Title style is the title; heading levels beat bold labels; deeper levels go first past 20', () => {
    const blocks: TextBlock[] = [
      { text: 'Referral Letter', level: 1, title: true },
      { text: 'Reason for Referral', level: 1 },
      { text: 'Why the patient is referred.' },
      { text: 'Medications:', bold: true },
      { text: 'Each medication with its dose.', listItem: true },
      { text: 'Request', level: 1 },
      { text: 'What is asked of the consultant.' },
    ];
    const structure = findStructure(blocks, 'letter.docx');
    expect(structure.title).toBe('Referral Letter');
    expect(structure.sections).toEqual(['Reason for Referral', 'Request']);

    const many: TextBlock[] = [];
    for (let i = 1; i <= 8; i += 1) {
      many.push({ text: `Part ${i}`, level: 1 });
      for (let j = 1; j <= 3; j += 1) many.push({ text: `Detail ${i}.${j}`, level: 2 }, { text: 'Body text of the detail.' });
    }
    expect(findStructure(many, 'm.docx').sections).toEqual(Array.from({ length: 8 }, (_, i) => `Part ${i + 1}`));
  });

  test('Word: bold-only paragraphs are headings; the first, followed directly by a heading, is the title', () => {
    const structure = findStructure(
      [
        { text: 'DAP Note', bold: true },
        { text: 'Data', bold: true },
        { text: 'What the client reported and what was observed.' },
        { text: 'Assessment', bold: true },
        { text: 'The clinician’s interpretation.' },
        { text: 'Plan', bold: true },
        { text: 'Homework and the next session.' },
      ],
      'x.docx',
    );
    expect(structure.title).toBe('DAP Note');
    expect(structure.sections).toEqual(['Data', 'Assessment', 'Plan']);
    expect(structure.style).toBe('prose');
  });

  test('PDF: lines in a larger font are headings; the largest first line is the title; page numbers are ignored', () => {
    const structure = findStructure(
      [
        { text: 'Initial Assessment', scale: 1.8 },
        { text: 'Reason for Referral', scale: 1.27 },
        { text: 'Who referred the patient and why, with the question they asked.', scale: 1 },
        { text: 'Page 1 of 2', scale: 0.8 },
        { text: 'History', scale: 1.27 },
        { text: 'The history of the complaint.', scale: 1 },
        { text: '2', scale: 1 },
      ],
      'a.pdf',
    );
    expect(structure.title).toBe('Initial Assessment');
    expect(structure.sections).toEqual(['Reason for Referral', 'History']);
  });

  test('bullet-point bodies are noticed', () => {
    const structure = fromText(['PLAN', '- one thing', '- another thing', 'HISTORY', '• item', '• item two', '* item three']);
    expect(structure.style).toBe('bullets');
  });
});

describe('findStructure: no headings', () => {
  test('falls back to the SOAP sections, found false, title from the file name', () => {
    const structure = fromText(
      ['the patient came in today with a sore knee after a fall last week and was examined and given exercises to do at home twice a day.'],
      'my-note.txt',
    );
    expect(structure.found).toBe(false);
    expect(structure.sections).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan']);
    expect(structure.title).toBe('my note');
  });

  test('a French document falls back to the French SOAP headings', () => {
    const structure = fromText(
      [
        'le patient est venu pour une douleur au genou et il a reçu des exercices à faire à la maison pour la semaine avec un suivi dans deux semaines.',
      ],
      'note.txt',
    );
    expect(structure.language).toBe('fr');
    expect(structure.sections).toEqual(fallbackSections('fr'));
    expect(structure.sections).toEqual(['Subjectif', 'Objectif', 'Évaluation', 'Plan']);
  });
});

describe('helpers', () => {
  test('titleFromFileName', () => {
    expect(titleFromFileName('C:\\Users\\dr\\SOAP_template-v2.docx')).toBe('SOAP template v2');
    expect(titleFromFileName('.pdf')).toBe('Imported note');
  });

  test('detectLanguage', () => {
    expect(detectLanguage('The patient reports pain in the left knee and is taking ibuprofen for it.')).toBe('en');
    expect(detectLanguage('Le patient rapporte une douleur au genou gauche et prend de l’ibuprofène pour la douleur.')).toBe('fr');
    expect(detectLanguage('Motif de consultation\nÉvaluation\nAntécédents')).toBe('fr');
  });
});
