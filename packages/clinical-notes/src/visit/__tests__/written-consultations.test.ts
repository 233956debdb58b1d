// Consultations written for these tests, in British GP speech, in none of the benchmark sets:
// the engine read on talk it was not tuned on. Each test says what a GP would check first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUBJECTIVE_AND_PLAN } from '../../draft/__tests__/subjective-and-plan';
import { draftNote } from '../../draft/generate';
import { sentenceChecker } from '../../evidence/__tests__/one-sentence';
import { extractVisit } from '../extract';
import type { VisitModel } from '../model';
import { visitFacts } from '../../write/facts';

const transcript = (name: string) => readFileSync(join(__dirname, 'consultations', name), 'utf8');
const assertion = (v: VisitModel, id: string) => [...v.symptoms, ...v.history].find((f) => f.concept.id === id)?.assertion;

/** The history of the present illness and the assessment and plan of a consultation's English draft. */
const historyAndPlan = (name: string) => historyAndPlanIn(name, 'en');

/** The history of the present illness and the assessment and plan of a consultation's draft in `language`. */
function historyAndPlanIn(name: string, language: 'en' | 'fr'): { history: string; plan: string } {
  const template = {
    id: 'visit-note',
    sections: [
      { id: 'history-of-present-illness', title: { en: 'History of present illness', fr: 'Histoire de la maladie' } },
      { id: 'assessment-and-plan', title: { en: 'Assessment and plan', fr: 'Évaluation et plan' } },
    ],
  } as const;
  const [history, plan] = draftNote(transcript(name), template, { language }).sections.map((s) => s.items.map((i) => i.body).join('\n'));
  return { history, plan };
}

describe('a sore throat over the phone (tonsillitis, penicillin allergy)', () => {
  const visit = extractVisit(transcript('sore-throat-gp.txt'), 'en');

  it('writes no history of what the GP concluded and prescribed after the impression', () => {
    const { history, plan } = historyAndPlan('sore-throat-gp.txt');
    expect(history).toContain('white spots on his tonsils');
    expect(history).not.toMatch(/clarithromycin|tonsillitis|drink plenty of fluids/i);
    expect(plan).toContain('clarithromycin');
  });

  it('holds no vomiting for "I\'ve had to call in sick", nor rest for "the rest of the week"', () => {
    expect(assertion(visit, 'vomiting')).toBeUndefined();
    expect(visit.plan.map((p) => p.write)).not.toContain('Rest.');
  });

  it('holds the red flags asked together and denied, and no current rash for a rash "when I was little"', () => {
    expect(assertion(visit, 'shortness-of-breath')).toBe('absent');
    expect(assertion(visit, 'rash')).not.toBe('present');
    expect(assertion(visit, 'difficulty-swallowing')).toBe('present');
  });

  it('holds the appendix out as past surgical history after "Not really,"', () => {
    expect(assertion(visit, 'appendectomy')).toBe('present');
  });

  it('holds the penicillin allergy, and clarithromycin with the dosing said in the sentence after', () => {
    expect(visit.allergies.map((a) => a.concept.id)).toContain('penicillin');
    expect(visit.medications.find((m) => m.concept.id === 'clarithromycin')?.dosing).toBe('one tablet twice a day for five days');
  });

  it('holds the smoking and the drinking as told, and the gargles as self-care', () => {
    expect(visit.social.map((f) => f.text)).toEqual(expect.arrayContaining(['Smokes (about ten a day).', 'Drinks alcohol at weekends.']));
    expect(visit.plan.filter((p) => p.kind === 'self-care').map((p) => p.write)).toContain('Salt water gargles.');
  });

  it('holds the safety net with every condition of its list, its two calls ("call us straight away or go to A&E") as one', () => {
    expect(visit.plan.map((p) => p.callIf).filter(Boolean)).toEqual([
      "Call or go to A&E if they're getting worse, if they can't swallow fluids, or they're struggling to breathe, or can't open their mouth.",
      "Return if they're not better in a week.",
    ]);
  });
});

describe('low back pain after lifting (sciatica screen, a stomach ulcer, ibuprofen stopped)', () => {
  const visit = extractVisit(transcript('low-back-pain-gp.txt'), 'en');

  it('writes the examination findings the GP says in the examination, not in the history', () => {
    expect(historyAndPlan('low-back-pain-gp.txt').history).not.toMatch(/tenderness/);
  });

  it('holds back pain as the presenting complaint for "It\'s my back, doctor." asked of as "the pain"', () => {
    expect(visit.complaint?.concepts.map((c) => c.id)).toEqual(['back-pain']);
  });

  it('holds the red flags asked and denied: bladder, saddle numbness, weakness', () => {
    for (const id of ['urinary-retention', 'incontinence', 'saddle-anesthesia', 'weakness']) expect(assertion(visit, id)).toBe('absent');
  });

  it('holds the tingling the answer names, not a yes to numbness it denies', () => {
    expect(assertion(visit, 'thigh-tingling')).toBe('present');
    expect(visit.symptoms.filter((f) => f.assertion === 'possible').map((f) => f.concept.id)).toEqual([]);
  });

  it('holds the stomach ulcer the plan gives as its reason as past history, not as an impression', () => {
    expect(visit.impressions.map((i) => i.concept.id)).not.toContain('peptic-ulcer');
    expect(visit.history.map((f) => f.concept.id)).toContain('peptic-ulcer');
  });

  it('holds the ibuprofen the patient stopped as no current medication', () => {
    const current = visit.medications.filter((m) => m.status === 'current').map((m) => m.concept.id);
    expect(current).toEqual(expect.arrayContaining(['amlodipine', 'paracetamol']));
    expect(current).not.toContain('ibuprofen');
  });

  it('holds the emergency safety net with its conditions, without "that\'s an emergency"', () => {
    expect(visit.plan.map((p) => p.callIf)).toContain(
      'Go to A&E if they get any numbness around their bottom, or problems with their bladder or bowels, or weakness in their legs.',
    );
  });
});

describe('low mood after losing a job (risk assessment, a past postnatal depression)', () => {
  const visit = extractVisit(transcript('low-mood-gp.txt'), 'en');
  const finding = (id: string) => visit.symptoms.find((f) => f.concept.id === id);

  it('holds the passive thoughts the patient told, and the thoughts of harm and plans denied as no active ideation', () => {
    expect(finding('passive-suicidal-ideation')?.assertion).toBe('present');
    expect(finding('suicidal-ideation')).toMatchObject({ assertion: 'absent', concept: { name: 'active suicidal ideation' } });
    expect(finding('self-harm')?.assertion).toBe('absent');
  });

  it('holds thoughts of harm answered with passive thoughts as those passive thoughts, never as active ideation', () => {
    const answered = extractVisit(
      [
        '[patient] I am still feeling really low most days.',
        '[doctor] I have to ask, have you had any thoughts of harming yourself or ending your life?',
        "[patient] Sometimes I think everyone would be better off without me, but I'd never do anything.",
      ].join('\n'),
      'en',
    ).symptoms.map((f) => [f.concept.id, f.assertion]);
    expect(answered).toContainEqual(['passive-suicidal-ideation', 'present']);
    expect(answered).not.toContainEqual(['suicidal-ideation', 'present']);
  });

  it('holds the depressive symptoms as told: anhedonia, early waking, appetite, weight loss', () => {
    for (const id of ['anhedonia', 'insomnia', 'decreased-appetite', 'weight-loss']) expect(finding(id)?.assertion).toBe('present');
  });

  it('holds the postnatal depression as past history, not as a depression of a year now', () => {
    expect(visit.history.map((f) => f.concept.id)).toContain('postnatal-depression');
    expect(finding('depression')?.basis).not.toBe('told');
  });

  it("checks the draft's own sentences without a false red: no contradiction of what the patient said", () => {
    const check = sentenceChecker(transcript('low-mood-gp.txt'));
    for (const sentence of [
      'The patient reports poor concentration.',
      'The patient reports passive suicidal ideation.',
      'No recreational drug use.',
      'The patient denies active suicidal ideation or self-harm.',
    ])
      expect(check(sentence).state).not.toBe('contradicted');
  });

  it('holds how much the patient drinks', () => {
    expect(visit.social.map((f) => f.text)).toContain('Drinks alcohol (a bottle of wine a few nights a week).');
  });
});

describe('une cystite en consultation de médecine générale (French)', () => {
  const visit = extractVisit(transcript('cystite-fr.txt'), 'fr');

  it('holds the burning and the frequency as the complaint, said in everyday words, with how long', () => {
    expect(visit.complaint?.concepts.map((c) => c.id)).toEqual(['painful-urination', 'urinary-frequency']);
    expect(visit.symptoms.find((f) => f.concept.id === 'painful-urination')?.attributes.duration).toBe('depuis deux jours');
  });

  it('holds "cystite" as the impression, the dipstick result, and fosfomycin with its dosing', () => {
    expect(visit.impressions.map((i) => i.concept.id)).toContain('urinary-tract-infection');
    expect(visit.examination.map((e) => e.text)).toEqual(['Bandelette urinaire positive (leucocytes et nitrites).']);
    expect(visit.medications.find((m) => m.concept.id === 'fosfomycin')?.status).toBe('advised');
  });

  it('drafts of the patient greeted as "madame" as "la patiente", and lists no antibiotic taken last year as taken now', () => {
    const written = draftNote(transcript('cystite-fr.txt'), SUBJECTIVE_AND_PLAN, { language: 'fr' })
      .sections.flatMap((s) => s.items.map((i) => `${i.title ? `${i.title} : ` : ''}${i.body}`))
      .join('\n');
    expect(written).toMatch(/^La patiente consulte pour/m);
    expect(written).toContain('La patiente prend actuellement : Doliprane.');
    expect(written).not.toMatch(/Le patient\b/);
  });

  it('writes the dipstick in the results, not in the examination', () => {
    const template = {
      id: 'visit-note',
      sections: [
        { id: 'physical-examination', title: { en: 'Physical examination', fr: 'Examen physique' } },
        { id: 'results', title: { en: 'Results', fr: 'Résultats' } },
      ],
    } as const;
    const [exam, results] = draftNote(transcript('cystite-fr.txt'), template, { language: 'fr' }).sections.map((s) =>
      s.items.map((i) => i.body).join('\n'),
    );
    expect(results).toContain('Bandelette urinaire positive (leucocytes et nitrites).');
    expect(exam).not.toContain('Bandelette');
  });

  it('holds the safety net with every condition, without "il faut"', () => {
    expect(visit.plan.map((p) => p.callIf)).toContain(
      'Reconsulter si la personne a de la fièvre, des douleurs dans le dos, ou si ça ne va pas mieux dans trois jours.',
    );
  });
});

describe('an ankle sprain seen by a physiotherapist (exercises with their sets and repetitions)', () => {
  const visit = extractVisit(transcript('ankle-sprain-physio.txt'), 'en');
  const selfCare = visit.plan.filter((p) => p.kind === 'self-care').map((p) => p.written);

  it('holds the ankle pain in the complaint', () => {
    expect(visit.complaint?.concepts.map((c) => c.id)).toContain('ankle-pain');
  });

  it('holds each exercise as said, with its sets and repetitions, of the patient in the third person', () => {
    expect(selfCare).toEqual(
      expect.arrayContaining([
        'Calf raises, three sets of fifteen, twice a day.',
        'Balance on the right leg, thirty seconds, five times, and build up to doing it with their eyes closed.',
        'Some resistance band work for the ankle, three sets of ten each way.',
      ]),
    );
  });

  it('holds the safety net with both conditions', () => {
    expect(visit.plan.map((p) => p.callIf)).toContain("Call if the swelling gets a lot worse, or they can't put weight on it.");
  });
});

describe("a three-year-old's ear infection, his mother answering", () => {
  const visit = extractVisit(transcript('ear-infection-child-gp.txt'), 'en');

  it('holds the fever and the ear he keeps pulling at as the complaint', () => {
    expect(visit.complaint?.concepts.map((c) => c.id)).toEqual(['fever', 'ear-pulling']);
  });

  it('holds one impression for an ear infection named again by its proper name, none for "most ear infections get better"', () => {
    expect(visit.impressions.map((i) => i.concept.name)).toEqual(['acute otitis media']);
  });

  it('holds no ear discharge the GP only tells the mother to look out for', () => {
    expect(assertion(visit, 'ear-discharge')).toBeUndefined();
  });

  it('holds both safety nets of the child as "he", every condition and both calls', () => {
    expect(visit.plan.map((p) => p.callIf).filter(Boolean)).toEqual([
      "Return if he's not getting better in two to three days, or they notice any discharge coming from the ear.",
      "Call 999 or go to A&E if he becomes floppy, or develops a rash that doesn't fade when they press a glass on it, or he's not having wet nappies.",
    ]);
  });

  it("checks the draft's safety net against the mother's account without a conflict: the ear discharge is what to look out for", () => {
    const checked = sentenceChecker(transcript('ear-infection-child-gp.txt'))(
      "Return if he's not getting better in two to three days, or they notice any discharge coming from the ear.",
    );
    expect(checked.conflicts).toEqual([]);
    expect(checked.state).not.toMatch(/unsupported|contradicted/);
  });

  it('holds the eardrum red and bulging in the ears, nose and throat, and a clear chest in the respiratory system', () => {
    const found = (text: string) => visit.examination.find((e) => e.text === text)?.concept?.system;
    expect(found('Right eardrum is red and bulging.')).toBe('ent');
    expect(found('Chest is clear.')).toBe('respiratory');
  });
});

describe('a CBT session for panic attacks (a therapist and their client)', () => {
  const visit = extractVisit(transcript('panic-attacks-therapy.txt'), 'en');

  it('holds no heart attack, neither as an impression nor as history, for the thought the client is challenging', () => {
    expect(visit.impressions).toEqual([]);
    expect(visit.history.map((f) => f.concept.id)).not.toContain('myocardial-infarction');
    expect(visit.concerns.map((c) => c.concept.id)).toContain('myocardial-infarction');
  });

  it('holds the waking at four as insomnia and feeling about to pass out as lightheadedness, not as denied', () => {
    expect(assertion(visit, 'insomnia')).toBe('present');
    expect(assertion(visit, 'lightheadedness')).toBe('present');
    expect(assertion(visit, 'syncope')).toBeUndefined();
  });

  it('holds no pain rating for a mood rated out of ten, and suicidal thoughts denied', () => {
    expect(visit.painRating).toBeUndefined();
    expect(assertion(visit, 'suicidal-ideation')).toBe('absent');
  });

  it("supports the therapist's safety net, suicidal thoughts among what to call for", () => {
    const check = sentenceChecker(transcript('panic-attacks-therapy.txt'));
    expect(
      check('If things get a lot worse, or they ever have thoughts of harming themselves, call their GP or the crisis line.').state,
    ).not.toBe('contradicted');
  });
});

describe('a diabetes and blood pressure review (results, changes of medication)', () => {
  const visit = extractVisit(transcript('diabetes-review-gp.txt'), 'en');

  it('holds the review as the reason for the visit, not the diarrhoea the metformin gives', () => {
    expect(visit.complaint?.text).toBe('diabetes and blood pressure review');
    const { history } = historyAndPlan('diabetes-review-gp.txt');
    expect(history).toContain('The patient also reports diarrhea.');
    expect(history).not.toMatch(/presents with diarrhea/);
  });

  it('holds the results said with a value or a word of their own', () => {
    expect(visit.examination.filter((e) => e.kind === 'result').map((e) => e.text)).toEqual(['HbA1c 62.', 'Kidney function normal.']);
  });

  it('holds the medications asked about and affirmed as taken, and gliclazide added in as started', () => {
    const taken = visit.medications.filter((m) => m.status === 'current').map((m) => m.concept.id);
    expect(taken).toEqual(expect.arrayContaining(['metformin', 'amlodipine']));
    expect(visit.medications.find((m) => m.concept.id === 'gliclazide')?.change).toBe('start');
  });
});

describe("an older woman's fall, her daughter with her (postural hypotension, a change of medication)", () => {
  const visit = extractVisit(transcript('fall-elderly-gp.txt'), 'en');
  const changes = (id: string) => visit.medications.filter((m) => m.concept.id === id && m.change).map((m) => m.change);

  it('holds the fall as the complaint and postural hypotension as the impression, not bare hypotension', () => {
    expect(visit.complaint?.concepts.map((c) => c.id)).toEqual(['fall']);
    expect(visit.impressions.map((i) => i.concept.id)).toEqual(['postural-hypotension']);
  });

  it('stops the amlodipine only: the ramipril and the furosemide kept are continued', () => {
    expect(changes('amlodipine')).toEqual(['stop']);
    expect(changes('ramipril')).toEqual(['continue']);
    expect(changes('furosemide')).toEqual(['continue']);
  });

  it('holds the examination: a regular heart, the bruise over the left hip, a hip that moves fully', () => {
    const exam = visit.examination.filter((e) => e.kind === 'exam').map((e) => e.text);
    expect(exam).toEqual(['Heart is regular.', 'There is a bruise over the left hip.', 'The hip moves fully.']);
  });

  it('holds that she lives alone and drinks only occasionally, and the alendronic acid once a week, not "for my bones"', () => {
    expect(visit.social.map((f) => f.text)).toEqual(['Drinks alcohol occasionally.', 'Lives alone.']);
    expect(visit.medications.find((m) => m.concept.id === 'alendronic-acid')?.dosing).toBe('once a week');
  });

  it('writes one safety net: a pendant alarm to call for help with is no return to the surgery', () => {
    const { plan } = historyAndPlan('fall-elderly-gp.txt');
    expect(plan).toContain('Call 999 if they fall again, hit their head, or have any chest pain or blackouts.');
    expect(visitFacts(visit).map((f) => f.text)).not.toContain('Call if they fall.');
  });
});

describe("une gastro-entérite d'une enfant de dix-huit mois, sa mère répondant (French)", () => {
  const visit = extractVisit(transcript('gastro-enfant-fr.txt'), 'fr');

  it('reads "le ventre est souple, pas douloureux" as a soft abdomen without tenderness, not a tender one', () => {
    const exam = visit.examination.filter((e) => e.kind === 'exam').map((e) => e.text);
    expect(exam).toContain("L'abdomen est souple et indolore.");
    expect(exam.join(' ')).not.toMatch(/douloureux/);
  });

  it('holds the safety net with each of its four conditions, and the review in forty-eight hours', () => {
    const calls = extractVisit(transcript('gastro-enfant-fr.txt'), 'fr').plan.filter((p) => p.kind === 'follow-up');
    expect(calls.map((p) => p.timing)).toContain('dans quarante-huit heures');
    const { plan } = historyAndPlanIn('gastro-enfant-fr.txt', 'fr');
    expect(plan).toContain(
      'Aller aux urgences si elle refuse de boire, si elle vomit tout, si elle devient molle ou si elle ne mouille plus ses couches.',
    );
  });

  it('writes her age as said, "dix-huit mois" as 18 months', () => {
    const { history } = historyAndPlanIn('gastro-enfant-fr.txt', 'fr');
    expect(history).toContain('18 mois');
    expect(history).not.toContain('10 8');
  });
});

describe('chest pain after a cold (musculoskeletal, a father with a heart attack, an ECG)', () => {
  const visit = extractVisit(transcript('chest-wall-pain-gp.txt'), 'en');

  it('holds how the chest pain feels, answered to "describe the pain" asked after the patient named it, and that it goes nowhere', () => {
    const pain = visit.symptoms.find((f) => f.concept.id === 'chest-pain');
    expect(pain?.attributes.character).toBe('sharp');
    expect(pain?.attributes.radiation).toBe('none');
    expect(historyAndPlan('chest-wall-pain-gp.txt').history).toContain('The chest pain does not radiate.');
  });

  it('holds musculoskeletal chest pain as the impression, the tender chest wall in the examination, the ECG in the results', () => {
    expect(visit.impressions.map((i) => i.concept.id)).toContain('musculoskeletal-chest-pain');
    const found = visit.examination.map((e) => [e.kind, e.text]);
    expect(found).toContainEqual(['exam', 'Chest wall is tender.']);
    expect(found).toContainEqual(['result', 'ECG normal.']);
    expect(visit.examination.find((e) => e.text === 'Chest wall is tender.')?.concept?.system).toBe('musculoskeletal');
  });

  it("holds the father's heart attack as family history, not the patient's", () => {
    expect(visit.family.map((f) => f.concept.id)).toContain('myocardial-infarction');
    expect(visit.history.map((f) => f.concept.id)).not.toContain('myocardial-infarction');
  });
});
