import { checkEvidence, EvidenceSession } from '../check';
import { readNoteText } from '../note-text';

const VISIT = [
  '[doctor] what brings you in today?',
  '[patient] my left knee hurts. i take naproxen 500 mg twice a day.',
  '[doctor] any fever or chills?',
  '[patient] no.',
  '[patient] i do have some chest pain when i climb stairs.',
  '[doctor] are you allergic to any medications?',
  '[patient] yes, i am allergic to penicillin, i get hives.',
  '[doctor] your blood pressure today is 130 over 80.',
  '[doctor] for your hypertension we will increase lisinopril to 20 mg daily.',
  '[doctor] i am going to refer you to physical therapy for the knee.',
  '[doctor] we will order an x-ray of the left knee.',
  '[doctor] i want to see you back in 2 weeks.',
].join('\n');

const session = new EvidenceSession({ transcript: VISIT });

describe('evidence of each sentence', () => {
  it('aligns a supported sentence with the passage it comes from, offsets into the transcript', () => {
    const s = session.sentence('The patient takes naproxen 500 mg twice daily.');
    expect(s.state).toBe('supported');
    expect(s.sources[0]).toMatchObject({ kind: 'transcript', text: 'i take naproxen 500 mg twice a day.', utterance: 1 });
    expect(VISIT.slice(s.sources[0].start, s.sources[0].end)).toBe('i take naproxen 500 mg twice a day.');
  });

  it('marks a sentence partly supported and lists the word or number no source states', () => {
    const s = session.sentence('The patient takes naproxen 750 mg twice daily.');
    expect(s.state).toBe('partial');
    expect(s.unsupported).toContain('750');
    const words = session.sentence('The patient reports left knee pain after a skiing accident.');
    expect(words.state).toBe('partial');
    expect(words.unsupported).toEqual(expect.arrayContaining(['skiing', 'accident']));
  });

  it('marks a sentence naming a medication or a problem never mentioned unsupported', () => {
    expect(session.sentence('She takes metformin 1000 mg daily.').state).toBe('unsupported');
    expect(session.sentence('History of atrial fibrillation.').state).toBe('unsupported');
    const none = session.sentence('Her grandmother enjoys gardening on weekends.');
    expect(none).toMatchObject({ state: 'unsupported', sources: [] });
  });

  it('does not take a negated statement as support for its affirmation, and marks a denial of what was said present contradicted', () => {
    expect(session.sentence('The patient denies fever.').state).toBe('supported');
    const fever = session.sentence('The patient reports fever.');
    expect(fever.state).toBe('contradicted');
    expect(fever.conflicts[0]).toMatch(/fever: stated absent/);
    const chest = session.sentence('The patient denies chest pain.');
    expect(chest.state).toBe('contradicted');
    expect(chest.conflicts[0]).toMatch(/chest pain: stated present/);
    // Its passage is the one it contradicts.
    expect(chest.sources.map((p) => p.text.toLowerCase()).join(' ')).toContain('chest pain');
  });

  it('supports a line of values by the passage stating them, spoken or in digits', () => {
    const vitals = new EvidenceSession({ transcript: '[doctor] okay so the vital signs the assistant took, your blood pressure is one thirty over sixty eight and your heart rate was ninety eight.' });
    expect(vitals.sentence('BP: 130/68.').state).toBe('supported');
    expect(vitals.sentence('HR: 98.').state).not.toBe('unsupported');
    expect(vitals.sentence('BP: 150/90.').state).toBe('unsupported');
  });

  it('takes the words of notes for what the visit says plainly', () => {
    const plain = new EvidenceSession({ transcript: '[doctor] any blood in your stools?\n[patient] no.\n[patient] i do take a blood pressure pill, and that is it.' });
    expect(plain.sentence('Denies hematochezia.').state).toBe('supported');
    expect(plain.sentence('Hypertension.').state).toBe('supported');
    expect(plain.sentence('Reports melena.').state).toBe('unsupported');
  });

  it('supports a normal finding written out by what the clinician said plainly', () => {
    const exam = new EvidenceSession({ transcript: '[doctor] on physical examination, your heart sounds great, regular rate and rhythm. your lungs are nice and clear.' });
    expect(exam.sentence('No wheezes, rales, or rhonchi.').state).not.toBe('unsupported');
    expect(exam.sentence('Cardiovascular: No murmurs, gallops, or rubs.').state).not.toBe('unsupported');
    expect(session.sentence('No wheezes, rales, or rhonchi.').state).toBe('unsupported');
  });

  it('does not take the other side as support', () => {
    expect(session.sentence('X-ray of the left knee.').state).not.toBe('unsupported');
    const right = session.sentence('We will order an x-ray of the right knee.');
    expect(right.state).toBe('unsupported');
    expect(right.conflicts[0]).toMatch(/right knee: the source names the other side/);
  });

  it('shows the answer with the question it answers', () => {
    const s = session.sentence('The patient denies chills.');
    expect(s.sources.map((p) => p.text)).toEqual(['any fever or chills?', 'no.']);
  });

  it('reads the clinician’s notes and the files as sources of their own kind', () => {
    const withFiles = new EvidenceSession({ transcript: VISIT, files: 'Labs: hemoglobin A1c 7.2% on the last panel.' });
    const s = withFiles.sentence('Hemoglobin A1c was 7.2%.');
    expect(s.state).toBe('supported');
    expect(s.sources[0].kind).toBe('files');
  });

  it('gives each passage of a recorded transcript its utterance and time', () => {
    const recorded = new EvidenceSession({
      transcript: [
        { speaker: 'doctor', text: 'What brings you in?', time: 0 },
        { speaker: 'patient', text: 'My left knee hurts since Monday.', time: 4.5 },
      ],
    });
    const s = recorded.sentence('Left knee pain since Monday.');
    expect(s.sources[0]).toMatchObject({ kind: 'transcript', utterance: 1, time: 4.5, start: 0, end: 32 });
  });
});

describe('not in the note', () => {
  const note = 'HISTORY OF PRESENT ILLNESS\n\nThe patient reports left knee pain.\n\nPHYSICAL EXAMINATION\n\nThe knee is tender.\n\nASSESSMENT AND PLAN\n\nKnee pain.\n';
  const { omissions } = session.check(note);
  const of = (kind: string) => omissions.filter((o) => o.kind === kind);

  it('lists each fact of the visit model the note leaves out, as a clinical sentence in its section, with the line it was said on', () => {
    expect(of('medication')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ text: 'Current medication is naproxen: 500 mg twice a day.', section: 'HISTORY OF PRESENT ILLNESS', source: expect.objectContaining({ utterance: 1 }) }),
        expect.objectContaining({ text: 'Increase lisinopril: to 20 mg daily.', section: 'ASSESSMENT AND PLAN', source: expect.objectContaining({ utterance: 8 }) }),
      ]),
    );
    expect(of('allergy')[0]).toMatchObject({ text: 'Is allergic to penicillin (reaction: hives).' });
    expect(of('symptom').map((o) => o.text)).toEqual(expect.arrayContaining(['Reports chest pain.', 'Denies fever or chills.']));
    expect(of('vital')[0]).toMatchObject({ text: 'Blood pressure is 130/80.', section: 'PHYSICAL EXAMINATION' });
    expect(of('diagnosis')[0]).toMatchObject({ text: 'The impression is hypertension.', section: 'ASSESSMENT AND PLAN' });
    expect(of('referral')[0]).toMatchObject({ section: 'ASSESSMENT AND PLAN', source: expect.objectContaining({ utterance: 9 }) });
    expect(of('plan').map((o) => o.text)).toContain('Arrange x-ray.');
    expect(of('follow-up')[0]).toMatchObject({ text: 'Review is planned in 2 weeks.', section: 'ASSESSMENT AND PLAN' });
    const source = of('follow-up')[0].source;
    expect(VISIT.slice(source.start, source.end)).toContain('see you back in 2 weeks');
  });

  it('lists nothing the note already says', () => {
    const full = `${note}The patient takes naproxen 500 mg twice a day. Allergic to penicillin. Reports chest pain. Denies fever or chills.
Blood pressure 130/80. Hypertension: increase lisinopril to 20 mg daily. Referral to physical therapy for the knee. X-ray of the left knee. Follow up in 2 weeks.\n`;
    expect(session.check(full).omissions).toEqual([]);
  });

  it('takes a dose change as said only by a note giving the new dose, not by one naming the medication', () => {
    const texts = (plan: string) => session.check(`${note}Hypertension: ${plan}\n`).omissions.map((o) => o.text);
    expect(texts('continue lisinopril.')).toContain('Increase lisinopril: to 20 mg daily.');
    expect(texts('lisinopril 20 mg daily.')).not.toContain('Increase lisinopril: to 20 mg daily.');
  });
});

describe('plan items a note leaves out', () => {
  const visit = [
    '[doctor] any chest pain?',
    '[patient] no.',
    "[doctor] so let's talk about my assessment and plan.",
    '[doctor] i wan na go ahead and order an echocardiogram, and i wan na continue you on the aspirin for now, okay?',
    "[doctor] um, i'm gon na check some labs on you.",
  ].join('\n');
  const plans = new EvidenceSession({ transcript: visit });
  const plan = (note: string) => plans.check(note).omissions.filter((o) => o.kind === 'plan' || o.kind === 'medication');

  it('lists the medication a plan sentence continues, closed by "okay?", when the note keeps the other item of the sentence', () => {
    const items = plan('ASSESSMENT AND PLAN\n\nWe will order an echocardiogram.\nWe will check labs.\n');
    expect(items.map((o) => o.text)).toEqual(['Continue aspirin.']);
    expect(items[0]).toMatchObject({ section: 'ASSESSMENT AND PLAN', source: { utterance: 3 } });
  });

  it('lists the test the note leaves out', () => {
    expect(plan('ASSESSMENT AND PLAN\n\nEchocardiogram ordered.\nContinue aspirin.\n').map((o) => o.text)).toEqual(['Arrange blood tests.']);
  });

  it('lists nothing when the note states every item', () => {
    expect(plan('ASSESSMENT AND PLAN\n\nEchocardiogram ordered. Continue aspirin 81 mg. Labs ordered today, we will check some labs.\n')).toEqual([]);
  });

  it('lists advice in the words the clinician gave it, and takes a note saying most of them as stating it', () => {
    const advice = new EvidenceSession({ transcript: ['[patient] i feel tired.', "[doctor] so let's talk about my assessment and plan.", '[doctor] and i want you to get a scale and weigh yourself every day.'].join('\n') });
    const left = (note: string) => advice.check(note).omissions.filter((o) => o.kind === 'plan').map((o) => o.text);
    expect(left('ASSESSMENT AND PLAN\n\nFollow up in 2 weeks.\n')).toEqual(['Get a scale and weigh yourself every day.']);
    expect(left('ASSESSMENT AND PLAN\n\nShe will get a scale and weigh herself every day.\n')).toEqual([]);
  });

  it('lists a medication the clinician says to avoid as one to stop, never as one to take', () => {
    const avoid = new EvidenceSession({ transcript: ['[patient] my knee hurts.', "[doctor] so let's talk about my assessment and plan.", '[doctor] and avoid the motrin for now.'].join('\n') });
    const texts = avoid.check('ASSESSMENT AND PLAN\n\nKnee pain.\n').omissions.map((o) => o.text);
    expect(texts).toContain('Stop motrin.');
    expect(texts.filter((t) => /motrin is advised/i.test(t))).toEqual([]);
  });
});

describe('a plan sentence and the words of the history', () => {
  const visit = [
    '[doctor] how have you been doing watching your salt intake?',
    '[patient] not great, i eat a lot of chips.',
    '[doctor] any swelling in your legs?',
    '[patient] no, none.',
    "[doctor] okay, so let's talk about my assessment and plan.",
    '[doctor] i really want you to watch your salt intake, okay?',
    '[doctor] and we will get an x-ray of the chest.',
  ].join('\n');
  const plans = new EvidenceSession({ transcript: visit });
  const note = 'HISTORY OF PRESENT ILLNESS\n\nShe eats a lot of chips.\n\nASSESSMENT AND PLAN\n\nShe should continue to limit her salt intake.\nChest x-ray ordered.\n';

  it('stands on what the clinician said when planning, not on a question using the same words', () => {
    const [, limit] = plans.check(note).sentences;
    expect(limit.sources.map((p) => p.utterance)).toEqual([5]);
    // The same sentence in the history stands on the question.
    expect(plans.check('HISTORY OF PRESENT ILLNESS\n\nShe should continue to limit her salt intake.\n').sentences[0].sources.map((p) => p.utterance)).toContain(0);
  });
});

describe('a sentence flipped against the passage it stands on', () => {
  const exam = new EvidenceSession({ transcript: ['[doctor] what brings you in today?', '[patient] my left knee hurts since monday.', '[doctor] on exam there is no swelling of your legs and your lungs are clear.'].join('\n') });

  it('is contradicted when "no" is removed, with the passage it contradicts, and supported as said', () => {
    expect(exam.sentence('No swelling of the legs.').state).toBe('supported');
    const flipped = exam.sentence('Swelling of the legs.');
    expect(flipped.state).toBe('contradicted');
    expect(flipped.sources.map((p) => p.text)).toEqual(['on exam there is no swelling of your legs and your lungs are clear.']);
    expect(exam.check('PHYSICAL EXAMINATION\n\nLungs are clear. Swelling of the legs.\n').sentences.map((x) => x.state)).toEqual(['supported', 'contradicted']);
  });

  it('is contradicted when it denies what the patient told', () => {
    expect(exam.sentence('The patient denies left knee pain.').state).toBe('contradicted');
  });
});

describe('not in the note, from the visit model', () => {
  const visit = [
    '[doctor] what brings you in today?',
    '[patient] i have had diarrhoea for three days.',
    '[doctor] have you had any fever or blood in your stool?',
    '[patient] no, i have not.',
    '[doctor] any diarrhoea at night?',
    '[patient] no.',
  ].join('\n');
  const diarrhoea = new EvidenceSession({ transcript: visit });

  it('lists the symptoms the patient denied in one sentence, never the presenting complaint', () => {
    const texts = diarrhoea.check('Presenting complaint\nDiarrhoea for 3 days.').omissions.map((o) => o.text);
    expect(texts).toContain('Denies fever or blood in the stool.');
    expect(texts.filter((t) => /^denies/i.test(t) && /diarrh/i.test(t))).toEqual([]);
  });

  it('leaves out a denial the note states', () => {
    const texts = diarrhoea.check('Presenting complaint\nDiarrhoea for 3 days. No fever.').omissions.map((o) => o.text);
    expect(texts).toContain('Denies blood in the stool.');
  });
});

describe('findings and history a note leaves out', () => {
  const visit = [
    '[doctor] any trouble with your heart in the family?',
    '[patient] my mother had diabetes.',
    '[doctor] on your exam there is some swelling of the right ankle.',
    '[doctor] i looked at your x-ray and i do not appreciate a fracture.',
  ].join('\n');
  const findings = new EvidenceSession({ transcript: visit });

  it('lists a relative’s problem as family history, and nothing once the note states it', () => {
    const { omissions } = findings.check('HISTORY OF PRESENT ILLNESS\n\nRight ankle swelling.\n\nRESULTS\n\nX-ray reviewed.\n');
    expect(omissions).toEqual(expect.arrayContaining([expect.objectContaining({ text: 'Has a family history of diabetes (mother).', section: 'HISTORY OF PRESENT ILLNESS' })]));
    const told = findings.check('HISTORY OF PRESENT ILLNESS\n\nRight ankle swelling. Her mother has diabetes.\n\nRESULTS\n\nX-ray shows no fracture.\n').omissions;
    expect(told.map((o) => o.text)).not.toContain('Has a family history of diabetes (mother).');
  });
});

describe('French', () => {
  const visite = [
    '[médecin] Qu’est-ce qui vous amène aujourd’hui ?',
    '[patient] J’ai mal au genou droit depuis trois semaines.',
    '[médecin] Avez-vous de la fièvre ?',
    '[patient] Non.',
    '[patient] Je prends du lisinopril 10 mg une fois par jour.',
    '[médecin] Je vais vous revoir dans 2 semaines.',
  ].join('\n');
  const note = 'Subjectif\n\nDouleur au genou droit depuis 3 semaines.\nNie la fièvre.\nDouleur au genou gauche.\n\nPlan\n\nPrend de la metformine 500 mg.\n';

  it('aligns French sentences, with their negation and side, and lists what the note leaves out in French', () => {
    const { sentences, omissions } = checkEvidence({ transcript: visite }, note);
    expect(sentences.map((s) => [s.section, s.state])).toEqual([
      ['Subjectif', 'supported'],
      ['Subjectif', 'supported'],
      ['Subjectif', 'unsupported'],
      ['Plan', 'unsupported'],
    ]);
    expect(omissions.find((o) => o.kind === 'medication')).toMatchObject({ text: 'Traitement actuel : lisinopril, 10 mg une fois par jour.', section: 'Subjectif' });
    expect(omissions.find((o) => o.kind === 'follow-up')).toMatchObject({ text: 'Une réévaluation est prévue dans 2 semaines.', section: 'Plan' });
  });
});

describe('French medication changes', () => {
  it('lists a dose change the plan leaves out, though the history names the medication, and nothing once the plan states the new dose', () => {
    const visite = [
      '[médecin] Qu’est-ce qui vous amène aujourd’hui ?',
      '[patient] Ma tension est élevée. Je prends du lisinopril 10 mg par jour.',
      '[médecin] Votre tension est à 150 sur 90.',
      '[médecin] Pour votre hypertension, nous allons augmenter le lisinopril à 20 mg par jour.',
      '[médecin] Je vais vous revoir dans 2 semaines.',
    ].join('\n');
    const histoire = 'Subjectif\n\nHypertension connue, prend du lisinopril 10 mg par jour.\n\nObjectif\n\nTension 150/90.\n\nPlan\n\n';
    const sans = checkEvidence({ transcript: visite }, `${histoire}Suivi dans 2 semaines.\n`).omissions;
    expect(sans).toEqual([expect.objectContaining({ kind: 'medication', section: 'Plan', text: 'Augmenter lisinopril : à 20 mg par jour.' })]);
    expect(checkEvidence({ transcript: visite }, `${histoire}Hypertension : lisinopril porté à 20 mg par jour. Suivi dans 2 semaines.\n`).omissions).toEqual([]);
  });
});

describe('an exported note read back', () => {
  it('finds headings, bullet items and sentences', () => {
    const read = readNoteText('CHIEF COMPLAINT\n\nKnee pain.\n\nPlan\n\n- X-ray. Follow up in 2 weeks.\n- Medications: naproxen.\n');
    expect(read.sections.map((s) => [s.title, s.sectionId])).toEqual([
      ['CHIEF COMPLAINT', 'chief-complaint'],
      ['Plan', 'plan'],
    ]);
    expect(read.sentences.map((s) => [s.section, s.text])).toEqual([
      ['CHIEF COMPLAINT', 'Knee pain.'],
      ['Plan', 'X-ray.'],
      ['Plan', 'Follow up in 2 weeks.'],
      ['Plan', 'Medications: naproxen.'],
    ]);
  });
});
