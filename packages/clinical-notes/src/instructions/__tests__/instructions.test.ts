// Editing a note by instruction, offline: each instruction in English and French, on a note
// in each language; every medication and number kept; what is not understood said so.
import { applyInstruction, type InstructionOutcome } from '../apply';
import { factsLost, type InstructionSection } from '../note-parts';
import { MAX_INSTRUCTION_CHARS, parseInstruction } from '../parse';

const item = (body: string, title = '') => ({ title, body });

const SOAP_EN: InstructionSection[] = [
  {
    title: 'Subjective',
    items: [
      item('Diarrhea.', 'Chief complaint'),
      item('The patient presents today for evaluation of diarrhea.'),
      item('The patient has had diarrhea for the last 3 days.'),
      item('The patient was seen today.'),
      item('The patient has not had a fever.'),
      item('The patient takes ramipril 5 mg daily.'),
    ],
  },
  { title: 'Review of systems', items: [item('No chest pain.')] },
  { title: 'Objective', items: [item('Temperature 37.2.'), item('Abdomen soft, mildly tender.')] },
  { title: 'Assessment', items: [item('Likely viral gastroenteritis.')] },
  {
    title: 'Plan',
    items: [item('Drink plenty of fluids.'), item('Loperamide 2 mg after each loose stool.'), item('Review in 1 week.')],
  },
];

const SOAP_FR: InstructionSection[] = [
  {
    title: 'Subjectif',
    items: [
      item('Diarrhée.', 'Motif'),
      item('Le patient consulte pour une diarrhée.'),
      item('Le patient a de la diarrhée depuis 3 jours.'),
      item('À part ça, c’est la principale préoccupation.'),
      item('Le patient prend du ramipril 5 mg par jour.'),
    ],
  },
  { title: 'Objectif', items: [item('Température 37,2.')] },
  { title: 'Évaluation', items: [item('Gastro-entérite virale probable.')] },
  {
    title: 'Plan',
    items: [item('Boire beaucoup.'), item('Lopéramide 2 mg après chaque selle liquide.'), item('Revoir dans 1 semaine.')],
  },
];

function applied(outcome: InstructionOutcome): InstructionSection[] {
  if (outcome.status !== 'applied') throw new Error(`not applied: ${JSON.stringify(outcome)}`);
  return outcome.sections;
}
const section = (sections: InstructionSection[], title: string) => sections.find((s) => s.title === title);
const bodies = (sections: InstructionSection[], title: string) => section(sections, title)?.items.map((c) => c.body);
const text = (sections: InstructionSection[]) => JSON.stringify(sections);

/** Every instruction of the documented list keeps the note's medications and numbers. */
function keepsFacts(before: InstructionSection[], after: InstructionSection[]) {
  expect(factsLost(before, after)).toEqual([]);
}

describe('shorten', () => {
  it.each(['shorter', 'Make it shorter.', 'more concise'])('drops restatements and small talk (%s), keeps the facts', (said) => {
    const after = applied(applyInstruction(SOAP_EN, said, 'en'));
    const subjective = bodies(after, 'Subjective') ?? [];
    expect(subjective).not.toContain('The patient was seen today.');
    expect(subjective).not.toContain('The patient presents today for evaluation of diarrhea.');
    expect(subjective).toContain('The patient has had diarrhea for the last 3 days.');
    expect(bodies(after, 'Plan')).toEqual(bodies(SOAP_EN, 'Plan'));
    expect(text(after).length).toBeLessThan(text(SOAP_EN).length);
    keepsFacts(SOAP_EN, after);
  });

  it.each(['plus court', 'Raccourcis la note', 'plus concis'])('in French (%s)', (said) => {
    const after = applied(applyInstruction(SOAP_FR, said, 'fr'));
    expect(bodies(after, 'Subjectif')).not.toContain('Le patient consulte pour une diarrhée.');
    expect(bodies(after, 'Subjectif')).toContain('Le patient a de la diarrhée depuis 3 jours.');
    expect(bodies(after, 'Plan')).toEqual(bodies(SOAP_FR, 'Plan'));
    keepsFacts(SOAP_FR, after);
  });

  it('given the evidence check, drops the unsupported restatement first, and a supported one only while the supported share holds', () => {
    const subjective = (...texts: string[]) => [{ title: 'Subjective', items: texts.map((t) => item(t)) }];
    const first = 'The patient has had diarrhea for the last 3 days.';
    const support = (unsupported: string[]) => ({ support: (s: string) => !unsupported.includes(s) });
    // An unsupported restatement goes; then the supported one can too (the share rises to 1/1).
    const both = applied(
      applyInstruction(
        subjective(first, 'The patient reports diarrhea.', 'Diarrhea is present.'),
        'shorter',
        'en',
        support(['Diarrhea is present.']),
      ),
    );
    expect(bodies(both, 'Subjective')).toEqual([first]);
    // A supported restatement beside an unsupported sentence that states something else stays: dropping it would lower the share (2/3 to 1/2).
    const kept = applyInstruction(
      subjective(first, 'The patient reports diarrhea.', 'The patient has a headache.'),
      'shorter',
      'en',
      support(['The patient has a headache.']),
    );
    expect(text(applied(kept))).toContain('The patient reports diarrhea.');
  });

  it('merges short items when no sentence can go, and says when nothing changes', () => {
    const note = [{ title: 'Plan', items: [item('Rest.'), item('Fluids.')] }];
    expect(bodies(applied(applyInstruction(note, 'shorter', 'en')), 'Plan')).toEqual(['Rest. Fluids.']);
    const single = [{ title: 'Plan', items: [item('Rest.')] }];
    expect(applyInstruction(single, 'shorter', 'en')).toEqual({ status: 'refused', reason: 'no-change' });
  });
});

describe('bullets and prose', () => {
  it('writes the plan as a numbered list, and back as bullets and as prose', () => {
    const numbered = applied(applyInstruction(SOAP_EN, 'write the plan as a numbered list', 'en'));
    expect(bodies(numbered, 'Plan')).toEqual([
      '1. Drink plenty of fluids.',
      '2. Loperamide 2 mg after each loose stool.',
      '3. Review in 1 week.',
    ]);
    expect(bodies(numbered, 'Subjective')).toEqual(bodies(SOAP_EN, 'Subjective'));
    keepsFacts(SOAP_EN, numbered);
    const prose = applied(applyInstruction(numbered, 'write the plan as prose', 'en'));
    expect(bodies(prose, 'Plan')).toEqual(['Drink plenty of fluids. Loperamide 2 mg after each loose stool. Review in 1 week.']);
    const bullets = applied(applyInstruction(prose, 'plan as bullet points', 'en'));
    expect(bodies(bullets, 'Plan')).toEqual(bodies(SOAP_EN, 'Plan'));
  });

  it('numbers labelled items with the label after the number', () => {
    const note = [
      {
        title: 'Plan',
        items: [item('X-ray will be arranged.', 'Additional testing'), item('Review in two weeks.', 'Follow-up')],
      },
    ];
    expect(bodies(applied(applyInstruction(note, 'plan as a numbered list', 'en')), 'Plan')).toEqual([
      '1. Additional testing: X-ray will be arranged.',
      '2. Follow-up: Review in two weeks.',
    ]);
  });

  it('writes the whole note as prose, labels kept in the text', () => {
    const prose = applied(applyInstruction(SOAP_EN, 'Write it as prose', 'en'));
    expect(prose.every((s) => s.items.length === 1)).toBe(true);
    expect(bodies(prose, 'Subjective')?.[0]).toMatch(/^Chief complaint: Diarrhea\. The patient presents/);
    keepsFacts(SOAP_EN, prose);
  });

  it('in French', () => {
    const numbered = applied(applyInstruction(SOAP_FR, 'écris le plan en liste numérotée', 'fr'));
    expect(bodies(numbered, 'Plan')?.[0]).toBe('1. Boire beaucoup.');
    const prose = applied(applyInstruction(SOAP_FR, 'mets le plan en prose', 'fr'));
    expect(bodies(prose, 'Plan')).toEqual(['Boire beaucoup. Lopéramide 2 mg après chaque selle liquide. Revoir dans 1 semaine.']);
    const whole = applied(applyInstruction(SOAP_FR, 'en paragraphes', 'fr'));
    expect(whole.every((s) => s.items.length === 1)).toBe(true);
    keepsFacts(SOAP_FR, whole);
  });
});

describe('replace a term everywhere', () => {
  it('calls them the client, in the case of each place', () => {
    const after = applied(applyInstruction(SOAP_EN, 'call them the client', 'en'));
    expect(text(after)).not.toMatch(/patient/i);
    expect(bodies(after, 'Subjective')).toContain('The client has not had a fever.');
    keepsFacts(SOAP_EN, after);
  });

  it('replaces a phrase given in quotes, typed case kept', () => {
    const after = applied(applyInstruction(SOAP_EN, 'write "Pt" for "the patient"', 'en'));
    expect(bodies(after, 'Subjective')).toContain('Pt has not had a fever.');
    expect(applied(applyInstruction(SOAP_EN, "replace 'loose stool' with 'bowel movement'", 'en'))).toBeTruthy();
  });

  it('in French', () => {
    const after = applied(applyInstruction(SOAP_FR, 'remplace « patient » par « client » partout', 'fr'));
    expect(bodies(after, 'Subjectif')).toContain('Le client prend du ramipril 5 mg par jour.');
    const called = applied(applyInstruction(SOAP_FR, 'appelle le patient le client', 'fr'));
    expect(text(called)).not.toMatch(/patient/);
    keepsFacts(SOAP_FR, called);
  });

  it('refuses to replace a medication or a number, and says when the term is not there', () => {
    expect(applyInstruction(SOAP_EN, 'replace ramipril with lisinopril', 'en')).toMatchObject({ status: 'refused', reason: 'keeps-facts' });
    expect(applyInstruction(SOAP_EN, 'replace 5 mg with 10 mg', 'en')).toMatchObject({ status: 'refused', reason: 'keeps-facts' });
    expect(applyInstruction(SOAP_EN, 'replace nausea with sickness', 'en')).toMatchObject({
      status: 'refused',
      reason: 'no-term',
      values: { term: 'nausea' },
    });
  });
});

describe('remove or rename a section', () => {
  it('removes the review of systems, and two sections at once', () => {
    const after = applied(applyInstruction(SOAP_EN, 'remove the review of systems', 'en'));
    expect(after.map((s) => s.title)).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan']);
    expect(applied(applyInstruction(SOAP_EN, 'delete ROS and the assessment', 'en')).map((s) => s.title)).toEqual([
      'Subjective',
      'Objective',
      'Plan',
    ]);
    expect(applied(applyInstruction(SOAP_FR, "supprime l'objectif", 'fr')).map((s) => s.title)).toEqual([
      'Subjectif',
      'Évaluation',
      'Plan',
    ]);
  });

  it('refuses to delete every section, in both languages', () => {
    expect(applyInstruction(SOAP_EN, 'remove everything', 'en')).toEqual({ status: 'refused', reason: 'every-section' });
    expect(applyInstruction(SOAP_FR, 'supprime toutes les sections', 'fr')).toEqual({ status: 'refused', reason: 'every-section' });
    const plan = [{ title: 'Plan', items: [item('Rest.')] }];
    expect(applyInstruction(plan, 'remove the plan', 'en')).toEqual({ status: 'refused', reason: 'every-section' });
  });

  it('says which sections there are when one named is not', () => {
    expect(applyInstruction(SOAP_EN, 'remove the social history', 'en')).toEqual({
      status: 'refused',
      reason: 'no-section',
      values: { section: 'social history', sections: 'Subjective, Review of systems, Objective, Assessment, Plan' },
    });
  });

  it('renames a section, in both languages', () => {
    expect(applied(applyInstruction(SOAP_EN, 'rename the plan to "Next steps"', 'en'))[4].title).toBe('Next steps');
    expect(applied(applyInstruction(SOAP_EN, 'call the assessment section Impression', 'en'))[3].title).toBe('Impression');
    expect(applied(applyInstruction(SOAP_FR, 'renomme le plan en « Conduite à tenir »', 'fr'))[3].title).toBe('Conduite à tenir');
  });
});

describe('move a sentence, add text', () => {
  it('moves the sentence about fluids to the assessment, in both languages', () => {
    const after = applied(applyInstruction(SOAP_EN, 'move the sentence about plenty of fluids to the assessment', 'en'));
    expect(bodies(after, 'Assessment')).toEqual(['Likely viral gastroenteritis.', 'Drink plenty of fluids.']);
    expect(bodies(after, 'Plan')).not.toContain('Drink plenty of fluids.');
    keepsFacts(SOAP_EN, after);
    const fr = applied(applyInstruction(SOAP_FR, 'déplace « Boire beaucoup » vers l’évaluation', 'fr'));
    expect(bodies(fr, 'Évaluation')).toContain('Boire beaucoup.');
  });

  it('says when the sentence is not there or is not the only one', () => {
    expect(applyInstruction(SOAP_EN, 'move "headache" to the plan', 'en')).toMatchObject({ reason: 'no-sentence' });
    expect(applyInstruction(SOAP_EN, 'move "diarrhea" to the plan', 'en')).toMatchObject({ reason: 'several-sentences' });
  });

  it('adds to the plan, in both languages', () => {
    const after = applied(applyInstruction(SOAP_EN, 'add to the plan: review bloods in 2 weeks', 'en'));
    expect(bodies(after, 'Plan')?.at(-1)).toBe('Review bloods in 2 weeks.');
    expect(bodies(applied(applyInstruction(SOAP_EN, 'add "Safety-netting advice given" to the plan', 'en')), 'Plan')?.at(-1)).toBe(
      'Safety-netting advice given.',
    );
    const fr = applied(applyInstruction(SOAP_FR, 'ajoute au plan : bilan sanguin dans 2 semaines', 'fr'));
    expect(bodies(fr, 'Plan')?.at(-1)).toBe('Bilan sanguin dans 2 semaines.');
    keepsFacts(SOAP_FR, fr);
  });
});

describe('language, refusals and what is not understood', () => {
  it('asks the writer for the other language, in both languages', () => {
    expect(applyInstruction(SOAP_EN, 'in French', 'en')).toMatchObject({
      status: 'language',
      language: 'en',
      instruction: { language: 'fr' },
    });
    expect(applyInstruction(SOAP_FR, 'en anglais', 'fr')).toMatchObject({ status: 'language', instruction: { language: 'en' } });
    expect(applyInstruction(SOAP_FR, 'traduis en français', 'fr')).toEqual({ status: 'refused', reason: 'no-change' });
  });

  it(`refuses an instruction over ${MAX_INSTRUCTION_CHARS} characters`, () => {
    expect(applyInstruction(SOAP_EN, `add to the plan: ${'x'.repeat(MAX_INSTRUCTION_CHARS)}`, 'en')).toEqual({
      status: 'refused',
      reason: 'too-long',
    });
  });

  it.each(['make it sound friendlier', 'fix the grammar', 'rends la note plus chaleureuse', 'write the plan as a haiku', 'remove'])(
    'does not guess: %s',
    (said) => {
      const outcome = applyInstruction(SOAP_EN, said, 'en');
      expect(outcome.status).toBe('refused');
      expect(outcome).toMatchObject({ reason: expect.stringMatching(/^(unknown|no-section)$/) });
    },
  );

  it('reads the instruction in the language it is typed in', () => {
    expect(parseInstruction('Shorter please.')).toMatchObject({ ok: true, language: 'en', instruction: { kind: 'shorten' } });
    expect(parseInstruction('Plus court, s’il vous plaît')).toMatchObject({ ok: true, language: 'fr', instruction: { kind: 'shorten' } });
    expect(parseInstruction('something else')).toEqual({ ok: false, reason: 'unknown' });
  });
});

describe('the phrases the documentation lists', () => {
  it.each([
    ['be brief', 'shorten'],
    ['abrège', 'shorten'],
    ['use bullets', 'layout'],
    ['in paragraphs', 'layout'],
    ['sous forme de liste', 'layout'],
    ['en puces', 'layout'],
    ['use client instead of patient', 'replace'],
    ['utilise client plutôt que patient', 'replace'],
    ['écris Pt au lieu de patient', 'replace'],
    ["retire le plan et l'évaluation", 'remove-section'],
    ['ajoute « revoir dans 1 semaine » au plan', 'add'],
    ['déplace la phrase sur les liquides vers le plan', 'move'],
    ['translate to English', 'language'],
    ['write it in French', 'language'],
  ])('reads "%s" as %s', (said, kind) => {
    expect(parseInstruction(said)).toMatchObject({ ok: true, instruction: { kind } });
  });
});
