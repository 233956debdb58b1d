// The draft written from the visit model: each part of a note in both languages, a part no
// section holds written in the nearest one, and nothing the visit did not say.
import { visitFacts } from '../facts';
import { extractVisit } from '../../visit/extract';
import { DRAFT_PARTS, draftFromVisit, type DraftPart, type DraftSection } from '../draft';
import { consultation, primockAvailable } from '../../visit/__tests__/primock57';

const EN = [
  '[doctor] What brings you in today?',
  "[patient] I've had diarrhoea for the last three days, it's watery.",
  '[doctor] Any vomiting?',
  '[patient] Yes, I vomited twice.',
  '[doctor] Do you have any medical problems?',
  '[patient] I have asthma and I use an inhaler.',
  '[doctor] Any allergies?',
  "[patient] I'm allergic to penicillin, I get a rash.",
  "[doctor] I think this is gastroenteritis. I don't think you need antibiotics. You can take paracetamol two tablets up to four times a day. Drink plenty of fluids. Take two days off work. We'll send a stool sample. If it's not better in three to four days come back and see me.",
].join('\n');

const FR = [
  "[médecin] Qu'est-ce qui vous amène ?",
  "[patient] J'ai de la fièvre et des vomissements depuis trois jours.",
  '[médecin] Pas de diarrhée ?',
  '[patient] Non.',
  '[médecin] Avez-vous des antécédents ?',
  "[patient] J'ai de l'asthme.",
  "[médecin] Je pense que c'est une gastro-entérite. Il faut boire beaucoup d'eau. Vous pouvez prendre du paracétamol.",
].join('\n');

const SOAP: DraftSection[] = [
  { id: 'subjective', parts: ['history', 'past-history', 'medications', 'social'] },
  { id: 'objective', parts: ['exam', 'results'] },
  { id: 'assessment', parts: ['assessment'] },
  { id: 'plan', parts: ['plan'] },
];

/** A section holding `part` alone, and one holding every other part. */
const alone = (part: DraftPart): DraftSection[] => [
  { id: 'part', parts: [part] },
  { id: 'others', parts: DRAFT_PARTS.filter((p) => p !== part) },
];

/** The draft's text by section, every part of it. */
function drafted(
  transcript: string,
  lang: 'en' | 'fr',
  sections: DraftSection[],
  style: 'bullet' | 'short' | 'long' = 'bullet',
): Record<string, string> {
  const draft = draftFromVisit(extractVisit(transcript, lang), sections, { style, transcript });
  return Object.fromEntries(
    sections.map((s) => [
      s.id,
      s.parts
        .flatMap((p) => draft.itemsOf(s.id, p))
        .map((i) => `${i.title ? `${i.title}: ` : ''}${i.text}`)
        .join('\n'),
    ]),
  );
}

describe('the draft written from the visit model', () => {
  it('writes the history, past history, medications and allergies, the impression and the plan by kind (English)', () => {
    const note = drafted(EN, 'en', SOAP);
    expect(note.subjective).toMatch(/presents with diarrhea for the last three days/);
    expect(note.subjective).toMatch(/also reports vomiting/);
    expect(note.subjective).toMatch(/past medical history of asthma/);
    expect(note.subjective).toMatch(/is currently taking an inhaler/);
    expect(note.subjective).toMatch(/allergic to penicillin \(rash\)/);
    expect(note.objective).toBe('');
    expect(note.assessment).toMatch(/^Impression: Gastroenteritis\./);
    // Tests before medications, medications before self-care, time off and follow-up last.
    const order = [
      'stool sample',
      'no need for antibiotics',
      'paracetamol two tablets up to four times a day',
      'fluids',
      'Time off work is advised for two days',
      'Review is planned in three to four days if not improving',
    ];
    const at = order.map((words) => note.plan.toLowerCase().indexOf(words.toLowerCase()));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('writes the same parts in French, from the French rules', () => {
    const note = drafted(FR, 'fr', SOAP);
    expect(note.subjective).toMatch(/consulte pour fièvre et vomissements depuis trois jours/);
    expect(note.subjective).toMatch(/nie : diarrhée/);
    expect(note.subjective).toMatch(/antécédents : asthme/);
    expect(note.assessment).toMatch(/Gastro-entérite\./);
    expect(note.plan).toMatch(/paracétamol/);
    expect(note.plan).not.toMatch(/[{}]|\b(?:the|is|advised)\b/);
  });

  it('writes a French medication without an article it cannot know the gender of, "de" elided before a vowel', () => {
    expect(drafted(FR, 'fr', SOAP).plan).toMatch(/Prise de paracétamol conseillée\./);
    const ibuprofen = drafted(FR.replace('du paracétamol', "de l'ibuprofène"), 'fr', SOAP);
    expect(ibuprofen.plan).toMatch(/Prise d'ibuprofène conseillée\./);
    expect(ibuprofen.plan).not.toMatch(/de ibuprofène|prendre ibuprofène/);
  });

  it('writes the length of time off ahead, not since ("pour deux jours", "for two days")', () => {
    const fr = drafted(`${FR}\n[médecin] Je vous fais un arrêt de travail de deux jours.`, 'fr', SOAP);
    expect(fr.plan).toMatch(/arrêt de travail est conseillé pour deux jours\./);
    expect(fr.plan).not.toMatch(/depuis deux jours/);
    const en = drafted(`${EN}\n[doctor] I'll give you a sick note for two days off work.`, 'en', SOAP);
    expect(en.plan).toMatch(/Time off work is advised for two days\./);
  });

  it('writes the time of time off and of a review in a note in the other language ("deux jours": "2 days")', () => {
    const said = `${FR}\n[médecin] Je vous fais un arrêt de travail de deux jours. Si ça ne va pas mieux dans trois jours, revenez me voir.`;
    const draft = draftFromVisit(extractVisit(said, 'fr'), [{ id: 'plan', parts: ['plan'] }], { language: 'en', transcript: said });
    const plan = draft
      .itemsOf('plan', 'plan')
      .map((i) => i.text)
      .join(' ');
    expect(plan).toMatch(/Time off work is advised for 2 days\./);
    expect(plan).toMatch(/Review is planned in 3 days if not improving\./);
  });

  it.each(['bullet', 'short', 'long'] as const)('writes every sentence whole in %s style', (style) => {
    const draft = draftFromVisit(extractVisit(EN, 'en'), SOAP, { style, transcript: EN });
    const items = SOAP.flatMap((s) => s.parts.flatMap((p) => draft.itemsOf(s.id, p)));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.text).toMatch(/^[A-Z].*[.]$/);
    if (style === 'bullet') expect(items.every((i) => i.facts.length === 1)).toBe(true);
    else expect(items.some((i) => i.facts.length > 1)).toBe(true);
  });

  it("writes an advised medication's dosing said in the next sentence", () => {
    const transcript = [
      '[doctor] What brings you in?',
      '[patient] I have had a really sore throat for five days.',
      "[doctor] I think this is tonsillitis. I'm going to give you something called clarithromycin. It's one tablet twice a day for five days.",
    ].join('\n');
    expect(drafted(transcript, 'en', alone('plan'), 'long').part).toMatch(/clarithromycin (1|one) tablet twice a day for (5|five) days/);
  });

  it('writes how much and how often of a dosing said with a comma between them, and no dose broken off at a number', () => {
    const said = (dose: string) =>
      [
        '[doctor] What brings you in?',
        '[patient] My elbow has been swollen for a week.',
        `[doctor] I think this is bursitis. I would take ibuprofen regularly. That's ${dose}.`,
      ].join('\n');
    expect(drafted(said('four hundred milligrams, two times a day'), 'en', alone('plan'), 'long').part).toMatch(
      /ibuprofen (400|four hundred) (mg|milligrams), (2|two) times a day/i,
    );
    expect(drafted(said('three hundred, twenty five milligrams'), 'en', alone('plan'), 'long').part).not.toMatch(/ibuprofen (3|three)/i);
  });

  it('writes a medication said in a form to use as used, with its form ("Voltarol gel"; French "en gel")', () => {
    const en = [
      '[doctor] What brings you in?',
      '[patient] My right knee hurts when I run.',
      "[doctor] I think this is runner's knee. You can also try Voltarol gel, rubbed onto the knee three times a day.",
    ].join('\n');
    expect(drafted(en, 'en', alone('plan'), 'long').part).toContain('is advised to use Voltarol gel.');
    const fr = [
      "[médecin] Qu'est-ce qui vous amène ?",
      "[patient] J'ai mal au genou droit.",
      "[médecin] Je pense que c'est une tendinite. Vous pouvez essayer le diclofénac en gel, trois fois par jour.",
    ].join('\n');
    expect(drafted(fr, 'fr', alone('plan'), 'long').part).toContain('Utilisation de gel de diclofénac conseillée.');
    const tablets = en.replace('Voltarol gel, rubbed onto the knee', 'diclofenac tablets');
    expect(drafted(tablets, 'en', alone('plan'), 'long').part).toContain('advised to take diclofenac');
  });

  it('writes a referral said on a condition with no comma as one ("If it\'s not better we can refer you ..."), and one planned as planned', () => {
    const said = (lines: string[]) =>
      drafted(
        ['[doctor] What brings you in?', '[patient] I get dizzy when I roll over in bed.', ...lines].join('\n'),
        'en',
        alone('plan'),
        'long',
      ).part;
    const ifNotBetter = "[doctor] I think this is BPPV. If it's not better we can refer you to the falls and balance clinic.";
    expect(said([ifNotBetter])).toContain('Refer to the falls and balance clinic if symptoms persist.');
    const planned = said(['[doctor] I think this is BPPV. I will refer you to the falls and balance clinic.', ifNotBetter]);
    expect(planned).toContain('Refer to the falls and balance clinic.');
    expect(planned).not.toContain('if symptoms persist');
  });

  it('writes a referral where the lexicon names no one to refer to as said, once, and no vague one beside it', () => {
    const transcript = [
      '[doctor] What brings you in?',
      "[patient] I've been feeling really low for a couple of months.",
      "[doctor] I think this is depression. I'm going to refer you to talking therapies for some CBT, and you can self-refer as well.",
    ].join('\n');
    const plan = drafted(transcript, 'en', alone('plan'), 'long').part;
    expect(plan).toContain('Refer to talking therapies for some CBT.');
    expect(plan).not.toContain('A referral is planned.');
  });

  it('writes a safety net said with two cues once ("call us straight away, or go to A&E")', () => {
    const transcript = [
      '[doctor] What brings you in?',
      "[patient] I've been feeling really low for a couple of months.",
      '[doctor] I think this is depression. If things get worse, please call us straight away, or go to A&E.',
    ].join('\n');
    const plan = drafted(transcript, 'en', alone('plan'), 'long').part;
    expect(plan.match(/if things get worse/gi)).toHaveLength(1);
  });

  it('writes a part no section holds in the nearest one that is held', () => {
    const sections: DraftSection[] = [
      { id: 'data', parts: ['history'] },
      { id: 'plan', parts: ['plan'] },
    ];
    const note = drafted(EN, 'en', sections);
    // Past history and medications go to the history; the impression to the plan.
    expect(note.data).toMatch(/past medical history of asthma/);
    expect(note.data).toMatch(/allergic to penicillin/);
    expect(note.plan).toMatch(/^Impression: Gastroenteritis\./);
  });

  it('writes the review of systems by body system, titled, where a section holds it, and nowhere else', () => {
    const sections: DraftSection[] = [
      { id: 'hpi', parts: ['history'] },
      { id: 'ros', parts: ['review-of-systems'] },
    ];
    const draft = draftFromVisit(extractVisit(FR.replace('Pas de diarrhée ?', 'Pas de diarrhée ni de toux ?'), 'fr'), sections, {
      style: 'long',
    });
    const ros = draft.itemsOf('ros', 'review-of-systems').map((i) => `${i.title} : ${i.text}`);
    expect(ros).toContain('Général : Rapporte : fièvre.');
    expect(ros.some((line) => /^Gastro-intestinal : Rapporte : vomissements\. Nie : diarrhée\.$/.test(line))).toBe(true);
    // Without a section for it, the history's own sentences say what is reported and denied.
    const soap = drafted(EN, 'en', SOAP);
    expect(Object.values(soap).join('\n')).not.toMatch(/^(?:Gastrointestinal|Constitutional):/m);
  });

  it('denies what else the sentence of the complaint says ("a cough but no fever"), never the complaint', () => {
    const transcript = ['[doctor] How have you been?', '[patient] I have a cough but no fever.'].join('\n');
    const draft = draftFromVisit(extractVisit(transcript, 'en'), alone('review-of-systems'), { style: 'long', transcript });
    const ros = draft.itemsOf('part', 'review-of-systems').map((i) => `${i.title}: ${i.text}`);
    expect(ros).toEqual(['Constitutional: Denies fever.', 'Respiratory: Reports cough.']);
  });

  it('writes the vital signs of the examination, then its findings by body system, each system titled', () => {
    const transcript = [
      '[doctor] What brings you in?',
      "[patient] I've had a cough for a week.",
      '[doctor] Your temperature is 37.8. Your lungs sound clear. Your throat looks red.',
    ].join('\n');
    const draft = draftFromVisit(extractVisit(transcript, 'en'), alone('exam'), { style: 'long', transcript });
    const items = draft.itemsOf('part', 'exam');
    expect(items.map((i) => i.title)).toEqual(['', 'Ears, Nose, Mouth and Throat', 'Respiratory']);
    expect(items[0].text).toMatch(/37\.8/);
    expect(items[2].facts.every((f) => f.kind === 'exam')).toBe(true);
  });

  it('writes what the plan does to a medication as it was said, and for the patient in its own words', () => {
    const visit = [
      '[doctor] How is the blood pressure?',
      "[patient] It's been high, I take lisinopril 20 milligrams a day.",
      "[doctor] I'm going to increase the lisinopril to 40 milligrams a day.",
    ].join('\n');
    expect(drafted(visit, 'en', [{ id: 'plan', parts: ['plan'] }]).plan).toMatch(/Increase the lisinopril to 40 milligrams a day\./);
    expect(drafted(visit, 'en', [{ id: 'plan', parts: ['plan'], plain: true }]).plan).not.toMatch(/Increase the lisinopril/);
  });

  it('writes a review once: its time said again without its condition says nothing more', () => {
    const visit = [
      '[doctor] What brings you in?',
      "[patient] I've had diarrhoea for three days.",
      "[doctor] Drink plenty of fluids. If it's not better in three to four days, come back and see me.",
      "[doctor] So I'll see you in three to four days.",
    ].join('\n');
    const plan = drafted(visit, 'en', [{ id: 'plan', parts: ['plan'] }]).plan;
    expect(plan).toMatch(/Review is planned in three to four days if not improving\./);
    expect(plan).not.toMatch(/Review is planned in three to four days\./);
  });

  it('writes for the patient in plain words where the section says so', () => {
    const note = drafted(EN, 'en', [{ id: 'next-steps-plain', parts: ['plan'], plain: true }]);
    expect(note['next-steps-plain']).toMatch(/You can take paracetamol two tablets up to four times a day/);
    expect(note['next-steps-plain']).toMatch(/Come back in three to four days if you are not getting better/);
  });

  it('writes no medication and no number the transcript does not say', () => {
    const note = Object.values(drafted(EN, 'en', SOAP)).join('\n');
    const said = EN.toLowerCase();
    for (const number of note.match(/\d+/g) ?? []) expect(said).toContain(number);
    for (const word of ['paracetamol', 'antibiotics', 'inhaler', 'penicillin'])
      expect(note.toLowerCase().includes(word)).toBe(said.includes(word));
    expect(note).not.toMatch(/ibuprofen|amoxicillin|codeine/i);
  });

  it('writes from one untagged block of text (a live transcript) as from tagged turns, each sentence read as its words speak', () => {
    const block = EN.replace(/^\[\w+\] /gm, '').replace(/\n+/g, ' ');
    const tagged = drafted(EN, 'en', SOAP);
    const untagged = drafted(block, 'en', SOAP);
    expect(untagged.assessment).toMatch(/Gastroenteritis/);
    expect(untagged.assessment).toBe(tagged.assessment);
    expect(untagged.plan).toBe(tagged.plan);
    expect(untagged.subjective).toMatch(/asthma/);
  });

  it('writes nothing from a block of text too short to tell its speakers apart', () => {
    expect(Object.values(drafted("I've had diarrhoea. Any vomiting?", 'en', SOAP)).join('')).toBe('');
  });

  it('reads a transcript in capitals throughout as said, in lower case', () => {
    const shouted = EN.toUpperCase().replace(/^\[(\w+)\]/gm, (_, tag: string) => `[${tag.toLowerCase()}]`);
    const facts = (transcript: string) => visitFacts(extractVisit(transcript, 'en')).map((f) => f.text);
    expect(facts(shouted)).toContain('The impression is gastroenteritis.');
    expect(facts(shouted)).toEqual(facts(EN));
  });

  it('writes from untagged lines as from tagged ones, the speakers inferred from who asks and plans', () => {
    const lines = EN.replace(/^\[\w+\] /gm, '');
    const tagged = drafted(EN, 'en', SOAP);
    const untagged = drafted(lines, 'en', SOAP);
    expect(untagged.assessment).not.toBe('');
    expect(untagged.assessment).toBe(tagged.assessment);
    expect(untagged.plan).toBe(tagged.plan);
  });
});

(primockAvailable ? describe : describe.skip)('the draft of a real consultation (PriMock57 day1_consultation01)', () => {
  it('names gastroenteritis, the plan said with its dosing and timing, the asthma and the inhaler, and never denies the diarrhoea', () => {
    const { transcript } = consultation('day1_consultation01');
    const note = drafted(transcript, 'en', SOAP, 'long');
    expect(note.assessment).toMatch(/Gastroenteritis/);
    expect(note.plan).toMatch(/fluids/);
    expect(note.plan).toMatch(/Dioralyte/);
    expect(note.plan).toMatch(/paracetamol two tablets up to four times a day/);
    expect(note.plan).toMatch(/Time off work/);
    expect(note.plan).toMatch(/three to four days/);
    expect(note.plan).toMatch(/stool sample/i);
    expect(note.subjective).toMatch(/asthma/);
    expect(note.subjective).toMatch(/inhaler/);
    expect(note.subjective).toMatch(/presents with watery diarrhea/);
    // Its review of systems neither: the diarrhoea is reported, never denied.
    const ros = draftFromVisit(extractVisit(transcript, 'en'), [{ id: 'ros', parts: ['review-of-systems'] }], {
      style: 'long',
      transcript,
    }).itemsOf('ros', 'review-of-systems');
    expect(ros.map((i) => i.text).join(' ')).toMatch(/Reports[^.]*diarrh/);
    expect(ros.map((i) => i.text).join(' ')).not.toMatch(/Denies[^.]*diarrh/);
    for (const sentence of Object.values(note)
      .join(' ')
      .split(/(?<=\.)\s+/))
      expect(sentence).not.toMatch(/(?:denies|no)\b[^.]*\bdiarrh/i);
    // Every number written is one the consultation said.
    for (const number of Object.values(note).join(' ').match(/\d+/g) ?? []) expect(transcript).toContain(number);
  });
});

describe('what the patient takes and has, as they said it', () => {
  it('names an allergen that is no medication in lower case, whatever the transcript\'s capitals ("no just Latex")', () => {
    const written = drafted(
      '[doctor] Any allergies to any medication?\n[patient] Uh, no just Latex.',
      'en',
      alone('medications'),
      'long',
    ).part;
    expect(written).toMatch(/allergic to latex\./);
  });

  it('names a thing the patient uses with an article ("an inhaler"), not one said with its own or as many', () => {
    const said = (line: string) =>
      drafted(['[doctor] Do you take any medications?', `[patient] ${line}`].join('\n'), 'en', SOAP).subjective;
    expect(said('I use an inhaler for my asthma.')).toContain('is currently taking an inhaler');
    expect(said('I have a puffer.')).toContain('is currently taking a puffer');
    expect(said('I use my blue inhaler.')).toContain('is currently taking a blue inhaler');
    expect(said('I use two inhalers.')).not.toMatch(/\ban inhalers/);
  });

  it('names the product a medication was also said by ("I take the pill, Microgynon")', () => {
    const text = drafted(
      ['[doctor] Do you take any medications?', '[patient] I take the pill, Microgynon, every day.'].join('\n'),
      'en',
      SOAP,
    );
    expect(text.subjective).toContain('The patient is currently taking the pill (Microgynon)');
  });

  it('writes a symptom the lexicon says of a part when no part was said with it ("it does get itchy")', () => {
    const text = drafted(
      ['[patient] My hands have been sore for a month.', '[doctor] Anything else?', '[patient] It does get itchy at night.'].join('\n'),
      'en',
      SOAP,
    );
    expect(text.subjective).toMatch(/reports[^.]*itching/);
  });

  it('names who in the family has a condition, as the family cue names them ("My father had bowel cancer.")', () => {
    const text = drafted(['[doctor] Any illnesses in the family?', '[patient] My father had bowel cancer.'].join('\n'), 'en', SOAP);
    expect(text.subjective).toMatch(/family history of [^.]*\(father\)/);
  });

  it('does not deny such a symptom (no swelling of what?)', () => {
    const text = drafted(
      ['[patient] My hands have been sore for a month.', '[doctor] Any swelling?', '[patient] No.'].join('\n'),
      'en',
      SOAP,
    );
    expect(text.subjective).not.toContain('swelling');
  });
});

describe('the draft never denies the presenting complaint', () => {
  it('leaves out a denial of what the complaint names, as the visit or the note words it', () => {
    const transcript = ['[doctor] What brings you in?', '[patient] I have had a bad cough for a week. I have not had a fever.'].join('\n');
    const visit = extractVisit(transcript, 'en');
    const write = (complaint?: string) =>
      draftFromVisit(visit, [{ id: 's', parts: ['history'] }], { transcript, complaint })
        .itemsOf('s', 'history')
        .map((i) => i.text)
        .join(' ');
    expect(write()).toMatch(/denies fever/);
    expect(write('Fever and cough.')).not.toMatch(/denies[^.]*fever/);
  });
});

describe('the assessment states what the clinician ruled out', () => {
  it('writes "No evidence of ..." after the impression, and what it doubts as unlikely', () => {
    const en = drafted(
      "[patient] I've been coughing for a day.\n[doctor] That's not usually how lung cancer presents. It seems more like a chest infection, rather than pneumonia.",
      'en',
      alone('assessment'),
      'long',
    ).part;
    expect(en).toMatch(/^Impression: Chest infection\.$/m);
    // "Not usually how it presents" doubts it: unlikely, not excluded.
    expect(en).toMatch(/Lung cancer is considered unlikely\./);
    expect(en.indexOf('Chest infection')).toBeLessThan(en.indexOf('Lung cancer'));
    const excluded = drafted(
      "[patient] I've been coughing for a day.\n[doctor] Your chest x-ray shows no evidence of lung cancer. It seems more like a chest infection.",
      'en',
      alone('assessment'),
      'long',
    ).part;
    expect(excluded).toMatch(/No evidence of lung cancer\./);
    expect(excluded.indexOf('Chest infection')).toBeLessThan(excluded.indexOf('No evidence'));
  });
});

describe('the assessment names the impression as a clinician lists it', () => {
  it('names it as said where one of its terms holds its name and more ("atopic eczema"), not a name with capitals of its own', () => {
    const write = (text: string) => drafted(text, 'en', alone('assessment'), 'long').part;
    expect(write("[patient] He's got dry, itchy patches on his elbows.\n[doctor] So, I think this is atopic eczema.")).toMatch(
      /^Impression: Atopic eczema\.$/m,
    );
    expect(write("[patient] He's got dry, itchy patches on his elbows.\n[doctor] So, I think this is eczema.")).toMatch(
      /^Impression: Eczema\.$/m,
    );
  });

  it('writes the diagnosis alone under its title, a possible one as "Possible ..." ("Possible migraine.")', () => {
    const write = (text: string, lang: 'en' | 'fr') => drafted(text, lang, alone('assessment'), 'long').part;
    expect(write("[patient] I've had headaches for a week.\n[doctor] I think this is a migraine.", 'en')).toMatch(
      /^Impression: Migraine\.$/m,
    );
    expect(write("[patient] I've had headaches for a week.\n[doctor] It might be a migraine.", 'en')).toMatch(
      /^Impression: Possible migraine\.$/m,
    );
    expect(write("[patient] J'ai mal à la tête depuis une semaine.\n[doctor] C'est peut-être une migraine.", 'fr')).toMatch(
      /Migraine possible\./,
    );
  });
});

describe('the plan writes advice in the clinician’s words', () => {
  const plan = (said: string) =>
    drafted(`[patient] I twisted my ankle.\n[doctor] It looks like a sprain. ${said}`, 'en', alone('plan'), 'long').part;

  it('writes advice no rule words, as said ("Recommend a soft diet for a few days.")', () => {
    expect(plan('I would recommend a soft diet for a few days.')).toMatch(/Recommend a soft diet for a few days\./);
  });

  it('writes a clause another item was read from once, as that item ("Continue taking time off work ..." is the time off)', () => {
    const written = plan('Continue taking time off work for the next day or two.');
    expect(written).toMatch(/Time off work/);
    expect(written).not.toMatch(/Continue taking time off work/);
  });

  it('writes what to call or come back for with its condition, for the safety net said in that sentence ("Call if they get a fever.")', () => {
    const written = plan('If you get a fever, call us back. If it gets worse, give us a call.');
    expect(written).toMatch(/Safety-netting: Call if they get a fever\. Call if it gets worse\./);
    expect(written).not.toMatch(/seek urgent care/);
  });

  it('writes a call cut where a word ends it ("if it gets worse please don\'t hesitate to call"), and the same condition once', () => {
    const written = plan("If it gets worse please don't hesitate to call. Come back or call us if the pain gets worse.");
    expect(written).toMatch(/Safety-netting: Call if it gets worse\. Return or call if the pain gets worse\.$/m);
  });

  it('leaves to "Not in the note" a call that names no finding and no safety net ("if you\'re interested, give me a call")', () => {
    expect(plan("If you're interested, give me a call.")).not.toMatch(/Call if/);
  });

  it('writes a call said with a review\'s time once, as the review ("come back if it\'s not better in three days")', () => {
    const written = plan("Come back if it's not better in three days.");
    expect(written).toMatch(/Review is planned in three days if not improving\./);
    expect(written).not.toMatch(/Return if/);
  });
});
