import { checkEvidence, EvidenceSession, readNoteText } from '../evidence';

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
    const vitals = new EvidenceSession({
      transcript:
        '[doctor] okay so the vital signs the assistant took, your blood pressure is one thirty over sixty eight and your heart rate was ninety eight.',
    });
    expect(vitals.sentence('BP: 130/68.').state).toBe('supported');
    expect(vitals.sentence('HR: 98.').state).not.toBe('unsupported');
    expect(vitals.sentence('BP: 150/90.').state).toBe('unsupported');
  });

  it('takes the words of notes for what the visit says plainly', () => {
    const plain = new EvidenceSession({
      transcript: '[doctor] any blood in your stools?\n[patient] no.\n[patient] i do take a blood pressure pill, and that is it.',
    });
    expect(plain.sentence('Denies hematochezia.').state).toBe('supported');
    expect(plain.sentence('Hypertension.').state).toBe('supported');
    // Melena is blood in the stool to the lexicon: the patient denied it.
    expect(plain.sentence('Reports melena.').state).toBe('contradicted');
  });

  it('supports a normal finding written out by what the clinician said plainly', () => {
    const exam = new EvidenceSession({
      transcript: '[doctor] on physical examination, your heart sounds great, regular rate and rhythm. your lungs are nice and clear.',
    });
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
  const note =
    'HISTORY OF PRESENT ILLNESS\n\nThe patient reports left knee pain.\n\nPHYSICAL EXAMINATION\n\nThe knee is tender.\n\nASSESSMENT AND PLAN\n\nKnee pain.\n';
  const { omissions } = session.check(note);
  const of = (kind: string) => omissions.filter((o) => o.kind === kind);

  it('lists each kind of statement the note leaves out, as a clinical sentence in its section', () => {
    expect(of('medication')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ text: 'Takes naproxen 500 mg twice a day.', section: 'HISTORY OF PRESENT ILLNESS' }),
        expect.objectContaining({ text: 'Increase lisinopril to 20 mg daily.', section: 'ASSESSMENT AND PLAN' }),
      ]),
    );
    expect(of('allergy')[0]).toMatchObject({ text: 'Is allergic to penicillin (reaction: hives).' });
    expect(of('symptom').map((o) => o.text)).toEqual(expect.arrayContaining(['Reports chest pain.']));
    expect(of('vital')[0]).toMatchObject({ text: 'Blood pressure is 130/80.', section: 'PHYSICAL EXAMINATION' });
    expect(of('diagnosis')[0]).toMatchObject({ text: 'The impression is hypertension.', section: 'ASSESSMENT AND PLAN' });
    expect(of('referral')[0]).toMatchObject({ section: 'ASSESSMENT AND PLAN', text: expect.stringMatching(/physical therapy/) });
    expect(of('plan').some((o) => /x-ray/i.test(o.text))).toBe(true);
    expect(of('follow-up')[0]).toMatchObject({ text: 'Follow up in 2 weeks.', section: 'ASSESSMENT AND PLAN' });
    const source = of('follow-up')[0].source;
    expect(VISIT.slice(source.start, source.end)).toBe(source.text);
  });

  it('lists nothing the note already says', () => {
    const full = `${note}The patient takes naproxen 500 mg twice a day. Allergic to penicillin. Reports chest pain. Denies fever or chills.
Blood pressure 130/80. Hypertension: increase lisinopril to 20 mg daily. Referral to physical therapy for the knee. X-ray of the left knee. Follow up in 2 weeks.\n`;
    expect(session.check(full).omissions).toEqual([]);
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

  it('lists the item of a sentence the note drops when the note keeps another item of the same sentence', () => {
    const items = plan('ASSESSMENT AND PLAN\n\nWe will order an echocardiogram.\nWe will check labs.\n');
    expect(items.map((o) => o.text)).toContain('Continue the aspirin.');
    expect(items.find((o) => /aspirin/.test(o.text))).toMatchObject({ section: 'ASSESSMENT AND PLAN', source: { utterance: 3 } });
    expect(items.some((o) => /echocardiogram/i.test(o.text))).toBe(false);
  });

  it('lists a plan the transcript reader does not tag as one, said in the plan part of the visit', () => {
    const items = plan('ASSESSMENT AND PLAN\n\nEchocardiogram ordered.\nContinue aspirin.\n');
    expect(items.map((o) => o.text)).toEqual(['Check some labs.']);
  });

  it('lists what is acted on, not the talk around the plan', () => {
    const talk = new EvidenceSession({
      transcript: [
        '[doctor] so for your assessment and plan.',
        '[doctor] hopefully we can get you feeling better.',
        "[doctor] it's gon na be a struggle for you, but we'll see if we can take a look at some of these things.",
        '[doctor] and i want you to get a scale and weigh yourself every day.',
      ].join('\n'),
    });
    const items = talk.check('ASSESSMENT AND PLAN\n\nFollow up as needed.\n').omissions.filter((o) => o.kind === 'plan');
    expect(items.map((o) => o.text)).toEqual(['Weigh every day.']);
  });

  it('takes an item as said by a plan sentence naming what it acts on in its own verbs', () => {
    const supplement = new EvidenceSession({
      transcript: [
        "[doctor] so let's talk about my assessment and plan.",
        '[doctor] so i might recommend putting you on magnesium supplement.',
        '[doctor] and i want you to get a scale and weigh yourself every day.',
      ].join('\n'),
    });
    const left = (note: string) =>
      supplement
        .check(note)
        .omissions.filter((o) => o.kind === 'plan')
        .map((o) => o.text);
    expect(left('ASSESSMENT AND PLAN\n\nFollow up in 2 weeks.\n')).toEqual(['Put on magnesium supplement.', 'Weigh every day.']);
    expect(
      left(
        'ASSESSMENT AND PLAN\n\nHer level is low, so we will start a magnesium supplement.\nShe will check her weight on a scale daily.\n',
      ),
    ).toEqual([]);
  });

  it('takes a class of medications named by the note as naming its members', () => {
    const nsaids = new EvidenceSession({
      transcript: [
        "[doctor] so let's talk about my assessment and plan.",
        "[doctor] we'll give you the motrin, 600 mg every 6 hours.",
        '[doctor] and we could use the betamethasone for the injection.',
      ].join('\n'),
    });
    const left = (note: string) =>
      nsaids
        .check(note)
        .omissions.filter((o) => o.kind === 'medication' || o.kind === 'plan')
        .map((o) => o.text);
    expect(left('ASSESSMENT AND PLAN\n\nFollow up in 2 weeks.\n').filter((t) => /motrin|betamethasone/i.test(t)).length).toBeGreaterThan(0);
    expect(
      left('ASSESSMENT AND PLAN\n\nStart anti-inflammatories, 600 mg every 6 hours.\nA steroid injection was given today.\n').filter((t) =>
        /motrin|betamethasone/i.test(t),
      ),
    ).toEqual([]);
  });

  it('reads a plan sentence a hesitation cut in two as one', () => {
    const cut = new EvidenceSession({
      transcript: [
        "[doctor] so let's talk about my assessment and plan.",
        '[doctor] i do wan na order just , um , an echocardiogram for that murmur .',
      ].join('\n'),
    });
    expect(cut.check('ASSESSMENT AND PLAN\n\nFollow up in 2 weeks.\n').omissions.map((o) => o.text)).toContain(
      'Order just an echocardiogram for that murmur.',
    );
  });

  it('reads a long plan said without punctuation, which the transcript reader cuts in pieces, as one', () => {
    const runOn = new EvidenceSession({
      transcript: [
        '[patient] i take lasix 40 mg once a day and motrin for my knee.',
        '[doctor] so i want you to continue on your lasix forty milligrams once daily continue to watch your diet and avoid salty foods might try keeping a log of your blood pressures also weigh yourself daily and call me if you gain three pounds in two days',
        '[doctor] try not to take any motrin, it can raise your blood pressure.',
      ].join('\n'),
    });
    const left = runOn.check('PLAN\n\nFollow up in 2 weeks.\n').omissions.map((o) => o.text);
    expect(left).toEqual(expect.arrayContaining(['Continue to watch the diet.', 'Avoid salty foods.', 'Weigh daily.', 'Stop Motrin.']));
    expect(left).not.toContain('Adjust Motrin.');
  });

  it('reads on past a hesitation that goes on without a subject, and lists what the patient is to keep from doing', () => {
    const visit = new EvidenceSession({
      transcript: [
        '[doctor] how is the elbow?',
        '[patient] it hurts when i throw pots.',
        '[doctor] does it hurt at night?',
        '[patient] no.',
        "[doctor] okay, so let's talk about my assessment and plan.",
        "[doctor] i'll also order another , uh , cbc on you . i want you to hold off for the next couple of weeks on doing any type of pottery work .",
      ].join('\n'),
    });
    // Said before the plan starts, "in the meantime" says what to do until the next visit.
    const meantime = new EvidenceSession({
      transcript:
        '[doctor] in the meantime, a low-carb diet, avoid alcohol and fatty foods.\n[patient] okay.\n[doctor] how is your knee?\n[patient] fine.',
    });
    expect(meantime.check('HISTORY OF PRESENT ILLNESS\n\nKnee is fine.\n').omissions.map((o) => o.text)).toContain(
      'Avoid alcohol and fatty foods.',
    );
    const texts = visit.check('ASSESSMENT AND PLAN\n\nElbow pain.\n').omissions.map((o) => o.text);
    expect(texts).toEqual(
      expect.arrayContaining(['Order another CBC.', 'Hold off for the next couple of weeks on doing any type of pottery work.']),
    );
  });

  it('lists a short item that names its test or treatment ("Do a culture.", "Schedule an egd.")', () => {
    const wound = new EvidenceSession({
      transcript: [
        '[doctor] how long has the wound been there?',
        '[patient] about two weeks.',
        '[doctor] any fever?',
        '[patient] no.',
        "[doctor] okay, so for your assessment and plan, i'm going to do a debridement today in the office and we are going to do a culture.",
        "[doctor] if the heartburn comes back, we'll get you scheduled for an egd to take a look.",
      ].join('\n'),
    });
    const texts = wound.check('ASSESSMENT AND PLAN\n\nDiabetic foot wound.\n').omissions.map((o) => o.text);
    expect(texts).toEqual(
      expect.arrayContaining(['Do a debridement today in the office.', 'Arrange culture.', 'Arrange endoscopy if symptoms persist.']),
    );
    const statin = new EvidenceSession({
      transcript:
        "[doctor] how have you been?\n[patient] pretty good.\n[doctor] any chest pain?\n[patient] no.\n[doctor] okay, so let's talk about my assessment and plan.\n[doctor] for your coronary artery disease continue with your statin.\n[doctor] and i want you to follow up with your primary care physician.",
    });
    expect(statin.check('ASSESSMENT AND PLAN\n\nCoronary artery disease.\n').omissions.map((o) => o.text)).toEqual(
      expect.arrayContaining(['Continue with the statin.', 'Follow up with the primary care physician.']),
    );
    const kidney = new EvidenceSession({
      transcript:
        "[doctor] how is your appetite?\n[patient] fine.\n[doctor] okay, so let's talk about my assessment and plan.\n[doctor] for your kidney disease i want to get some more labs to make sure you tolerate the new medications.",
    });
    expect(kidney.check('ASSESSMENT AND PLAN\n\nChronic kidney disease.\n').omissions.map((o) => o.text)).toContain('Arrange blood tests.');
  });

  it('does not take a sentence sharing only "avoid" and a word with an item as saying it, and lists checking the weights', () => {
    const diet = new EvidenceSession({
      transcript: [
        '[doctor] how is the swallowing?',
        '[patient] it hurts with big pieces.',
        '[doctor] any vomiting?',
        '[patient] no.',
        "[doctor] okay, so for my assessment and plan, eat slowly so that you don't have to deal with those big pieces, i also want you to avoid citrus foods fruits and spicy foods until your symptoms have improved.",
        "[doctor] and i'd like to have you check your weights daily.",
      ].join('\n'),
    });
    const texts = diet
      .check('ASSESSMENT AND PLAN\n\nWe discussed that he should eat slowly and chew his food to avoid big pieces of food.\n')
      .omissions.map((o) => o.text);
    expect(texts).toEqual(
      expect.arrayContaining(['Avoid citrus foods fruits and spicy foods until the symptoms have improved.', 'Check the weights daily.']),
    );
  });

  it('lists a statement two candidates word alike once (a problem named and the same problem assessed)', () => {
    const ankle = new EvidenceSession({
      transcript: [
        '[doctor] what brings you in today?',
        '[patient] my right ankle hurts since i twisted it.',
        '[doctor] any fever?',
        '[patient] no.',
        "[doctor] okay, so for my assessment and plan, what i think we're dealing with is a right ankle sprain.",
        '[doctor] i will see you back in two weeks.',
      ].join('\n'),
    });
    const texts = ankle.check('HISTORY OF PRESENT ILLNESS\n\nRight ankle pain.\n').omissions.map((o) => o.text);
    expect(texts.filter((t) => /sprain/i.test(t))).toEqual(['The impression is right ankle sprain.']);
  });

  it('takes what the clinician thinks ("what i think we are dealing with is ...") as said, not asked', () => {
    const hip = new EvidenceSession({
      transcript:
        "[doctor] does your hip hurt when you walk?\n[patient] yes, every day.\n[doctor] so what i think we're dealing with is right hip degenerative joint disease.",
    });
    expect(hip.check('HISTORY OF PRESENT ILLNESS\n\nHip pain when walking.\n').omissions.map((o) => o.text)).toContain(
      'The impression is right hip osteoarthritis.',
    );
  });

  it('lists when the patient is to call, wherever the clinician said it, and takes the instructions of the note as saying it', () => {
    const heart = new EvidenceSession({
      transcript: [
        '[doctor] any shortness of breath?',
        '[patient] only on the stairs.',
        '[doctor] your blood pressure today is 130 over 80.',
        '[doctor] get a scale weigh yourself daily call me if you gain three pounds in two days for the hypertension that we have been treating',
        '[doctor] and call me if you have any questions, okay?',
      ].join('\n'),
    });
    const calls = (note: string) => heart.check(note).omissions.filter((o) => /^call if/i.test(o.text));
    expect(calls('ASSESSMENT AND PLAN\n\nWeigh daily.\n').map((o) => o.text)).toEqual(['Call if they gain three pounds in two days.']);
    expect(calls('ASSESSMENT AND PLAN\n\nWeigh daily.\n')[0]).toMatchObject({ section: 'ASSESSMENT AND PLAN', source: { utterance: 3 } });
    expect(
      calls(
        'ASSESSMENT AND PLAN\n\nWeigh daily.\n\nINSTRUCTIONS\n\nThe patient was instructed to call me if he gains 3 pounds in 2 days.\n',
      ),
    ).toEqual([]);
    expect(calls('ASSESSMENT AND PLAN\n\nWeigh daily. He will contact me should he gain 3 pounds.\n')).toEqual([]);
  });

  it("does not take a problem an examination checks for as the patient's problem", () => {
    const knee = (said: string) =>
      new EvidenceSession({ transcript: `[doctor] how is the knee?\n[patient] it hurts.\n[doctor] ${said}` })
        .check('HISTORY OF PRESENT ILLNESS\n\nKnee pain.\n')
        .omissions.map((o) => o.text);
    expect(
      knee("i'm going to push on this a little bit, your mcmurray's test is negative, just checking for a meniscus tear."),
    ).not.toContain('The impression is meniscus tear.');
    expect(knee('okay, so for my assessment and plan, you have a meniscus tear.')).toContain('The impression is meniscus tear.');
  });

  it('does not take a sentence saying what was found as saying what is to be done with it', () => {
    const sugar = new EvidenceSession({
      transcript: [
        '[doctor] how are your sugars?',
        '[patient] a bit high.',
        '[doctor] okay, so for your diabetes, your hemoglobin a1c was high, and we will get a repeat hemoglobin a1c in three months.',
      ].join('\n'),
    });
    const texts = (note: string) => sugar.check(note).omissions.map((o) => o.text);
    expect(texts('ASSESSMENT AND PLAN\n\nDiabetes. Hemoglobin A1c was high.\n')).toContain('Arrange HbA1c in three months.');
    expect(texts('ASSESSMENT AND PLAN\n\nDiabetes. Hemoglobin A1c was high. Repeat hemoglobin A1c in 3 months.\n')).not.toContain(
      'Arrange HbA1c in three months.',
    );
    expect(texts('ASSESSMENT AND PLAN\n\nDiabetes. Hemoglobin A1c was high and will be repeated.\n')).not.toContain(
      'Arrange HbA1c in three months.',
    );
    // "elevated" as a finding, not as the plan's "elevate the leg".
    expect(texts('ASSESSMENT AND PLAN\n\nDiabetes. Hemoglobin A1c was elevated.\n')).toContain('Arrange HbA1c in three months.');
  });

  it('lists what the clinician decided is not needed, said by a sentence of the note standing on it', () => {
    const back = new EvidenceSession({
      transcript: [
        '[doctor] how is your lower back?',
        '[patient] it hurts when i bend.',
        "[doctor] i'm going to refer you to physical therapy. i don't think you need an x-ray at this stage.",
      ].join('\n'),
    });
    const texts = (note: string) => back.check(note).omissions.map((o) => o.text);
    expect(texts('ASSESSMENT AND PLAN\n\nRefer to physical therapy.\n')).toContain('No need for an x-ray at this stage.');
    expect(texts('ASSESSMENT AND PLAN\n\nRefer to physical therapy. I do not think he needs an x-ray at this stage.\n')).not.toContain(
      'No need for an x-ray at this stage.',
    );
  });

  it('lists nothing when the note states every item', () => {
    expect(
      plan('ASSESSMENT AND PLAN\n\nEchocardiogram ordered. Continue aspirin 81 mg. Labs ordered today, we will check some labs.\n'),
    ).toEqual([]);
  });
});

describe('the plan and the assessment of a note', () => {
  const visit = [
    '[doctor] how are you doing with the prozac?',
    '[patient] i take prozac 20 mg a day, but i still feel down.',
    '[doctor] do you sleep well?',
    '[patient] not really, i wake up at night.',
    '[doctor] any side effects from it?',
    '[patient] no, none.',
    "[doctor] okay, so let's talk about my assessment and plan.",
    '[doctor] for your depression, we talked about increasing your prozac.',
    "[doctor] we'll increase it from 20 mg to 40 mg.",
    "[doctor] i'm going to order an echocardiogram and a stress test.",
    '[doctor] and avoid the motrin for now.',
  ].join('\n');
  const plans = new EvidenceSession({ transcript: visit });
  const history =
    'HISTORY OF PRESENT ILLNESS\n\nShe takes Prozac 20 mg daily for depression. Her last stress test and echocardiogram were ordered years ago.\n\n';
  const texts = (note: string) => plans.check(note).omissions.map((o) => o.text);

  it('lists a change to a medication the plan leaves out, though the history names the medication', () => {
    const left = plans.check(`${history}ASSESSMENT AND PLAN\n\nDepression.\nEchocardiogram and stress test ordered.\n`).omissions;
    expect(left).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ text: 'Increase Prozac from 20 mg to 40 mg.', kind: 'medication', section: 'ASSESSMENT AND PLAN' }),
      ]),
    );
    expect(
      texts(
        `${history}ASSESSMENT AND PLAN\n\nDepression.\nIncrease Prozac to 40 mg daily.\nEchocardiogram and stress test ordered.\n`,
      ).filter((t) => /prozac/i.test(t)),
    ).toEqual([]);
  });

  it('lists a problem the clinician assesses that the assessment leaves out, though the history names it', () => {
    const left = plans.check(
      `${history}ASSESSMENT AND PLAN\n\nIncrease Prozac to 40 mg daily.\nEchocardiogram and stress test ordered.\n`,
    ).omissions;
    expect(left).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ text: 'The impression is depression.', kind: 'diagnosis', section: 'ASSESSMENT AND PLAN' }),
      ]),
    );
  });

  it('takes a line titling the items after it in the assessment ("Depression") as naming its problem there', () => {
    const texts = (note: string) => plans.check(note).omissions.map((o) => o.text);
    const plan = 'Increase Prozac to 40 mg daily.\nEchocardiogram and stress test ordered.\n';
    expect(texts(`${history}ASSESSMENT AND PLAN\n\nDepression\n${plan}`)).not.toContain('The impression is depression.');
    expect(texts(`${history}ASSESSMENT AND PLAN\n\n${plan}`)).toContain('The impression is depression.');
  });

  it('does not offer to continue a medication the clinician says to avoid', () => {
    expect(texts(`${history}ASSESSMENT AND PLAN\n\nDepression.\n`).filter((t) => /^Continue motrin/i.test(t))).toEqual([]);
  });

  it('takes a plan item as said by the plan, not by the words of the history', () => {
    expect(texts(`${history}ASSESSMENT AND PLAN\n\nDepression.\nIncrease Prozac to 40 mg daily.\n`)).toContain(
      'Order an echocardiogram and a stress test.',
    );
    expect(
      texts(
        `${history}ASSESSMENT AND PLAN\n\nDepression.\nIncrease Prozac to 40 mg daily.\nEchocardiogram and stress test ordered.\nAvoid Motrin for now.\n`,
      ),
    ).toEqual([]);
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
  const note =
    'HISTORY OF PRESENT ILLNESS\n\nShe eats a lot of chips.\n\nASSESSMENT AND PLAN\n\nShe should continue to limit her salt intake.\nChest x-ray ordered.\n';

  it('stands on what the clinician said when planning, not on a question using the same words', () => {
    const [, limit] = plans.check(note).sentences;
    expect(limit.sources.map((p) => p.utterance)).toEqual([5]);
    // The same sentence in the history stands on the question.
    expect(
      plans
        .check('HISTORY OF PRESENT ILLNESS\n\nShe should continue to limit her salt intake.\n')
        .sentences[0].sources.map((p) => p.utterance),
    ).toContain(0);
  });

  it('so the plan item it says is not listed, and is once it is deleted', () => {
    expect(plans.check(note).omissions.map((o) => o.text)).not.toContain('Watch the salt intake.');
    expect(plans.check(note.replace('She should continue to limit her salt intake.\n', '')).omissions.map((o) => o.text)).toContain(
      'Watch the salt intake.',
    );
  });
});

describe('a sentence flipped against the passage it stands on', () => {
  const exam = new EvidenceSession({
    transcript: [
      '[doctor] what brings you in today?',
      '[patient] my left knee hurts since monday.',
      '[doctor] on exam there is no swelling of your legs and your lungs are clear.',
    ].join('\n'),
  });

  it('is contradicted when "no" is removed, with the passage it contradicts, and supported as said', () => {
    expect(exam.sentence('No swelling of the legs.').state).toBe('supported');
    const flipped = exam.sentence('Swelling of the legs.');
    expect(flipped.state).toBe('contradicted');
    expect(flipped.sources.map((p) => p.text)).toEqual(['on exam there is no swelling of your legs and your lungs are clear.']);
    expect(exam.check('PHYSICAL EXAMINATION\n\nLungs are clear. Swelling of the legs.\n').sentences.map((x) => x.state)).toEqual([
      'supported',
      'contradicted',
    ]);
  });

  it('is contradicted when it denies what the patient told', () => {
    expect(exam.sentence('The patient denies left knee pain.').state).toBe('contradicted');
  });
});

describe('a sentence whose words a passage states the other way round', () => {
  const visit = [
    '[doctor] how have you been doing?',
    "[patient] i've been staying active, i walk every morning with my dog.",
    '[doctor] any chest pains, shortness of breath, any swelling in your legs?',
    "[patient] no, not that i've noticed.",
    '[doctor] does it hurt when you bend your knee?',
    '[patient] yeah, a bit.',
  ].join('\n');
  const session = new EvidenceSession({ transcript: visit });

  it('is contradicted when it denies what was said, with the passage it contradicts ("denies that she is staying active")', () => {
    expect(session.sentence('She reports that she is staying active.').state).toBe('supported');
    const flipped = session.sentence('She denies that she is staying active.');
    expect(flipped.state).toBe('contradicted');
    expect(flipped.sources.map((p) => p.text)).toEqual(["i've been staying active, i walk every morning with my dog."]);
  });

  it('reads a question with its answer: a "no" denies its words, even where the cleaning dropped it', () => {
    expect(session.sentence('She denies chest pain, shortness of breath, or swelling in her legs.').state).toBe('supported');
    expect(session.sentence('She reports chest pain, shortness of breath, or swelling in her legs.').state).toBe('contradicted');
  });

  it('reads a short "yes" as saying the question\'s words', () => {
    expect(session.sentence('Pain when she bends her knee.').state).not.toBe('contradicted');
    expect(session.sentence('No pain when she bends her knee.').state).toBe('contradicted');
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
    "[doctor] i'm gon na have you use crutches and we'll get you in an aircast i do n't think you need surgery",
  ].join('\n');
  const findings = new EvidenceSession({ transcript: visit });

  it('lists a problem the clinician rules out, and a relative’s problem as family history', () => {
    const { omissions } = findings.check('HISTORY OF PRESENT ILLNESS\n\nRight ankle swelling.\n\nRESULTS\n\nX-ray reviewed.\n');
    expect(omissions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ text: 'No fracture.', kind: 'result', section: 'RESULTS' }),
        expect.objectContaining({ text: 'Has a family history of diabetes (mother).', section: 'HISTORY OF PRESENT ILLNESS' }),
      ]),
    );
    const told = findings.check(
      'HISTORY OF PRESENT ILLNESS\n\nRight ankle swelling. Her mother has diabetes.\n\nRESULTS\n\nX-ray shows no fracture.\n',
    ).omissions;
    expect(told.map((o) => o.text)).not.toEqual(expect.arrayContaining(['No fracture.']));
    expect(told.map((o) => o.text)).not.toEqual(expect.arrayContaining(['Has a family history of diabetes (mother).']));
  });

  it('splits speech without punctuation into its plan items, and leaves out what will not be done', () => {
    const items = findings.check('PLAN\n\nAircast.\n').omissions.filter((o) => o.kind === 'plan');
    expect(items.map((o) => o.text)).toContain('Use crutches.');
    // What will not be done is listed as decided, never as a thing to do.
    expect(items.filter((o) => /surgery/i.test(o.text)).map((o) => o.text)).toEqual(['No need for surgery.']);
    expect(
      findings
        .check('PLAN\n\nAircast. She will use crutches.\n')
        .omissions.filter((o) => o.kind === 'plan')
        .map((o) => o.text),
    ).toEqual(['No need for surgery.']);
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
  const note =
    'Subjectif\n\nDouleur au genou droit depuis 3 semaines.\nNie la fièvre.\nDouleur au genou gauche.\n\nPlan\n\nPrend de la metformine 500 mg.\n';

  it('aligns French sentences, with their negation and side', () => {
    const { sentences, omissions } = checkEvidence({ transcript: visite }, note);
    expect(sentences.map((s) => [s.section, s.state])).toEqual([
      ['Subjectif', 'supported'],
      ['Subjectif', 'supported'],
      ['Subjectif', 'unsupported'],
      ['Plan', 'unsupported'],
    ]);
    expect(omissions.find((o) => o.kind === 'medication')).toMatchObject({
      text: 'Traitement actuel : lisinopril 10 mg une fois par jour.',
      section: 'Subjectif',
    });
    expect(omissions.find((o) => o.kind === 'follow-up')).toMatchObject({ text: 'Suivi dans 2 semaines.', section: 'Plan' });
  });
});

describe('French plan items', () => {
  it('lists the tests and referrals a French note leaves out, in its plan', () => {
    const visite = [
      '[médecin] Qu’est-ce qui vous amène aujourd’hui ?',
      '[patient] J’ai mal au genou droit depuis trois semaines.',
      '[médecin] Nous allons faire une radiographie du genou droit.',
      '[médecin] Je vais vous orienter vers un kinésithérapeute.',
      '[médecin] J’espère que ça ira mieux.',
    ].join('\n');
    const without = checkEvidence(
      { transcript: visite },
      'Subjectif\n\nDouleur au genou droit depuis 3 semaines.\n\nPlan\n\nSuivi.\n',
    ).omissions;
    expect(without).toEqual([
      expect.objectContaining({ kind: 'plan', section: 'Plan', text: expect.stringMatching(/radiographie du genou droit/) }),
      expect.objectContaining({ kind: 'referral', section: 'Plan', text: 'Orienter vers un kinésithérapeute.' }),
    ]);
    const withPlan = checkEvidence(
      { transcript: visite },
      'Subjectif\n\nDouleur au genou droit depuis 3 semaines.\n\nPlan\n\nRadiographie du genou droit. Orientation vers un kinésithérapeute.\n',
    ).omissions;
    expect(withPlan).toEqual([]);
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
    expect(sans).toEqual([
      expect.objectContaining({ kind: 'diagnosis', section: 'Plan', text: "L'impression est : hypertension." }),
      expect.objectContaining({ kind: 'medication', section: 'Plan', text: 'Augmenter le lisinopril à 20 mg par jour.' }),
    ]);
    expect(
      checkEvidence({ transcript: visite }, `${histoire}Hypertension : lisinopril porté à 20 mg par jour. Suivi dans 2 semaines.\n`)
        .omissions,
    ).toEqual([]);
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

describe('a finding the passages only ask about', () => {
  const asked = new EvidenceSession({
    transcript: [
      '[doctor] what brings you in today?',
      '[patient] my knee has been sore for a week.',
      '[doctor] any chest pain, shortness of breath, or belly pain?',
      '[patient] shortness of breath. no belly pain though.',
    ].join('\n'),
  });

  it('is not backed by the question when the answer names only others of what was asked', () => {
    const flipped = asked.sentence('Cardiovascular: Reports chest pain.');
    expect(flipped.state).toBe('unsupported');
    expect(flipped.conflicts).toContain('chest pain: only asked about in the source');
    expect(asked.sentence('Respiratory: Reports shortness of breath.').state).not.toBe('unsupported');
  });
});

describe('a normal heart said plainly', () => {
  const heart = new EvidenceSession({
    transcript: [
      '[doctor] let me listen to your chest.',
      '[doctor] your heart sounds nice and clear and your lungs are clear as well.',
    ].join('\n'),
  });

  it('backs "no extra heart sounds" and contradicts "extra heart sounds"', () => {
    expect(heart.sentence('No extra heart sounds.').state).not.toBe('contradicted');
    expect(heart.sentence('Extra heart sounds.').state).toBe('contradicted');
  });
});

describe('a finding the note places at a side', () => {
  const knees = new EvidenceSession({
    transcript: [
      '[doctor] what brings you in today?',
      '[patient] i hurt my knee skiing two weeks ago.',
      '[doctor] is it your left or your right knee?',
      '[patient] yeah my left knee does not really hurt, my right knee hurts.',
    ].join('\n'),
  });

  it('is compared with the passages though the complaint names the finding without a side ("Reports left knee pain.")', () => {
    expect(['contradicted', 'unsupported']).toContain(knees.sentence('Reports left knee pain.').state);
    expect(knees.sentence('Reports right knee pain.').state).not.toBe('contradicted');
  });
});

describe('a "no" ending a short answer', () => {
  const answer = new EvidenceSession({
    transcript: [
      '[doctor] what brings you in today?',
      '[patient] i get a lot of colds in the winter.',
      '[doctor] okay how about any abdominal infections?',
      '[patient] diarrhea no.',
    ].join('\n'),
  });

  it('denies the symptom it follows ("diarrhea no")', () => {
    expect(answer.sentence('Denies diarrhea.').state).not.toBe('contradicted');
    expect(['contradicted', 'unsupported']).toContain(answer.sentence('Reports diarrhea.').state);
  });
});
