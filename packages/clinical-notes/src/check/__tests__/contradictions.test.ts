// A note sentence that denies what the visit established is contradicted; one that agrees is not.
import { extractVisit } from '../../visit/extract';
import { consultation, primockAvailable } from '../../visit/__tests__/primock57';
import { askedNotAffirmed, contradictionsAmong, contradictionsInPassages, contradictionsOf, polarityOfAssertion } from '../contradictions';
import { statementsBySentence, statementsOf } from '../note-statements';
import { sentenceChecker } from '../../evidence/__tests__/one-sentence';

const VISIT = [
  '[doctor] What brings you in today?',
  "[patient] I've had diarrhoea for three days and my tummy hurts.",
  '[doctor] Any blood in the stool?',
  '[patient] No, none.',
  '[doctor] Any vomiting?',
  '[patient] Yes, twice yesterday.',
].join('\n');

describe('contradictions against the visit model', () => {
  const visit = extractVisit(VISIT, 'en');

  it('finds a sentence denying the presenting complaint, with the passage it contradicts', () => {
    const [c] = contradictionsOf(visit, 'The patient denies diarrhea.');
    expect(c).toMatchObject({ concept: { id: 'diarrhea' }, said: 'absent', held: 'present' });
    expect(VISIT.slice(c.evidence.start, c.evidence.end)).toMatch(/diarrhoea for three days/);
  });

  it('finds a sentence affirming what the patient denied, and one denying what they affirmed', () => {
    expect(contradictionsOf(visit, 'There is blood in the stool.').map((c) => c.concept.id)).toEqual(['blood-in-the-stool']);
    expect(contradictionsOf(visit, 'No vomiting.').map((c) => c.concept.id)).toEqual(['vomiting']);
  });

  it('lets sentences that agree with the visit pass', () => {
    expect(contradictionsOf(visit, 'Three days of diarrhoea with abdominal pain and vomiting; no blood in the stool.')).toEqual([]);
  });
});

(primockAvailable ? describe : describe.skip)('contradictions: PriMock57 day1_consultation01', () => {
  const visit = extractVisit(consultation('day1_consultation01').transcript, 'en');
  it('marks the old draft\'s "denies ... diarrhea" and "denies ... loose stool" sentences, and not a faithful one', () => {
    expect(contradictionsOf(visit, 'The patient denies fever, blood in the stool or diarrhea.').map((c) => c.concept.id)).toEqual([
      'diarrhea',
    ]);
    expect(contradictionsOf(visit, 'Denies blood watery and loose stool.').map((c) => c.concept.id)).toContain('diarrhea');
    expect(contradictionsOf(visit, 'Diarrhea for three days, no blood in the stool.')).toEqual([]);
  });
});

describe('pain and its site', () => {
  it('reads "my left knee hurts" and "knee pain" as one symptom, so a note denying it is contradicted', () => {
    const visit = extractVisit('[doctor] What brings you in?\n[patient] My left knee hurts.', 'en');
    expect(visit.complaint?.concepts.map((c) => c.id)).toEqual(['knee-pain']);
    expect(contradictionsOf(visit, 'The patient denies knee pain.').map((c) => c.concept.id)).toEqual(['knee-pain']);
    expect(contradictionsOf(visit, 'The patient denies shoulder pain.')).toEqual([]);
  });
});

describe('a transcript that does not say who spoke', () => {
  it('contradicts nothing and offers nothing: a question cannot be told from its answer', () => {
    const visit = extractVisit('do you have a fever no i have a cough for two weeks', 'en');
    expect(visit.speakersKnown).toBe(false);
    expect(contradictionsOf(visit, 'Denies fever.')).toEqual([]);
  });
});

describe('many sentences read at once', () => {
  it('finds what each sentence says, no cue reaching into the next sentence', () => {
    const visit = extractVisit(VISIT, 'en');
    const said = statementsBySentence(['No fever', '', 'Diarrhoea for three days', '  ', 'The patient denies diarrhea.'], 'en');
    expect(said.map((list) => list.map((s) => `${s.concept.id}:${s.assertion}`))).toEqual([
      ['fever:absent'],
      [],
      ['diarrhea:present'],
      [],
      ['diarrhea:absent'],
    ]);
    expect(said.map((list) => contradictionsAmong(visit, list).map((c) => c.concept.id))).toEqual([[], [], [], [], ['diarrhea']]);
  });
});

describe('contradictions against the passages a sentence stands on', () => {
  const passagesOf = (lang: 'en' | 'fr', ...texts: string[]) => statementsBySentence(texts, lang);
  const ids = (sentence: string, passages: ReturnType<typeof passagesOf>, lang: 'en' | 'fr' = 'en') =>
    contradictionsInPassages(statementsOf(sentence, lang), passages).map((c) => `${c.concept.id}:${c.said}`);
  const exam = passagesOf(
    'en',
    'on exam there is no swelling of your legs and your lungs are clear.',
    'i get some chest pain when i climb the stairs.',
  );

  it('reads a finding said with no site as the one at the part the passage names ("NECK: Swelling noted." against "on your neck exam i don\'t appreciate any swollen lymph glands")', () => {
    const neck = passagesOf('en', "on your neck exam i don't appreciate any lymphadenopathy swollen lymph glands");
    const found = (sentence: string) =>
      contradictionsInPassages(passagesOf('en', sentence)[0], neck).map((c) => `${c.concept.id}:${c.said}`);
    expect(found('NECK: Swelling noted.')).toEqual(['neck-swelling:present']);
    expect(found('NECK: No swelling noted.')).toEqual([]);
    // A part the passage does not name is another finding.
    expect(found('Ankle swelling noted.')).toEqual([]);
  });

  it('finds a sentence flipped either way: "reports" for "denies", "denies" for "reports"', () => {
    const history = passagesOf('en', "i haven't had any fever or chills.", 'i do get some wheezing at night.');
    expect(ids('The patient denies fever.', history)).toEqual([]);
    expect(ids('The patient reports fever.', history)).toEqual(['fever:present']);
    expect(ids('The patient reports wheezing at night.', history)).toEqual([]);
    expect(ids('The patient denies wheezing at night.', history)).toEqual(['wheezing:absent']);
  });

  it('finds a sentence with "no" removed, or added', () => {
    expect(ids('No swelling of the legs.', exam)).toEqual([]);
    expect(ids('Swelling of the legs.', exam)).toEqual(['leg-swelling:present']);
    expect(ids('Chest pain when climbing stairs.', exam)).toEqual([]);
    expect(ids('No chest pain when climbing stairs.', exam)).toEqual(['chest-pain:absent']);
  });

  it('does not contradict "No pain to palpation of the lateral aspect." with a passage saying the pain plainly, only one saying it with a circumstance', () => {
    const knee = passagesOf('en', 'on your knee exam i see that you do have pain to palpation of the medial aspect of your right knee');
    expect(ids('No pain to palpation of the lateral aspect.', passagesOf('en', 'my knee pain is worse.'))).toEqual([]);
    expect(ids('No pain to palpation of the lateral aspect.', knee)).toEqual(['pain:absent']);
    expect(ids('Pain to palpation of the lateral aspect.', passagesOf('en', 'there is no pain.'))).toEqual(['pain:present']);
  });

  it('reads French notes and passages alike', () => {
    const fr = passagesOf('fr', "je n'ai pas eu de fièvre.", "j'ai de la toux depuis une semaine.");
    expect(ids('Pas de fièvre.', fr, 'fr')).toEqual([]);
    expect(ids('Rapporte de la fièvre.', fr, 'fr')).toEqual(['fever:present']);
    expect(ids('Toux depuis une semaine.', fr, 'fr')).toEqual([]);
    expect(ids('Pas de toux.', fr, 'fr')).toEqual(['cough:absent']);
  });

  it('leaves alone what the passages do not name, or name both ways', () => {
    expect(ids('The patient reports nausea.', exam)).toEqual([]);
    const both = passagesOf('en', 'no fever today.', 'i had a fever last night.');
    expect(ids('The patient reports fever.', both)).toEqual([]);
  });
});

describe('the past as a finding that was there', () => {
  it('reads a history of something as there, a denied history as not', () => {
    expect(polarityOfAssertion('historical')).toBe('present');
    expect(polarityOfAssertion('absent')).toBe('absent');
    expect(polarityOfAssertion('hypothetical')).toBeNull();
  });

  it('contradicts "a history of chest pain" with a passage that denies chest pain, in both directions', () => {
    const [reported, denied, noPain, hadPain] = statementsBySentence(
      [
        'He reports a history of chest pain.',
        'He denies a history of chest pain.',
        'I have never had any chest pain.',
        'I had chest pain two years ago.',
      ],
      'en',
    );
    expect(contradictionsInPassages(reported, [noPain]).map((c) => c.concept.id)).toEqual(['chest-pain']);
    expect(contradictionsInPassages(denied, [hadPain]).map((c) => c.concept.id)).toEqual(['chest-pain']);
    expect(contradictionsInPassages(reported, [hadPain])).toEqual([]);
  });

  it('reads what is over ("no longer", "resolved") as neither there nor not now', () => {
    expect(polarityOfAssertion('historical', true)).toBeNull();
    const [over, noPain] = statementsBySentence(['She is no longer suffering from back pain.', 'I have no back pain now.'], 'en');
    expect(over.find((s) => s.concept.id === 'back-pain')).toMatchObject({ assertion: 'historical', ended: true });
    expect(contradictionsInPassages(over, [noPain])).toEqual([]);
  });
});

describe('what the visit holds for sure', () => {
  it('holds nothing of what was said both ways ("any headaches?" "no", then "I\'ve had headaches every week")', () => {
    const both = extractVisit(
      [
        '[doctor] What brings you in today?',
        "[patient] I've had a sore throat for three days.",
        '[doctor] Any headaches?',
        '[patient] No.',
        '[doctor] And your migraines?',
        "[patient] Yeah, I've had headaches every week.",
      ].join('\n'),
      'en',
    );
    expect(both.symptoms.find((f) => f.concept.id === 'headache')?.settled).toBe(false);
    expect(contradictionsOf(both, 'Reports headaches.')).toEqual([]);
    expect(contradictionsOf(both, 'Denies headaches.')).toEqual([]);
    expect(contradictionsOf(both, 'Denies sore throat.').map((c) => c.concept.id)).toEqual(['sore-throat']);
  });
});

describe('a flipped sentence against the passage it stands on', () => {
  it('"Denies fever" flipped to "Reports fever" is contradicted by "I haven\'t had a fever", and the sentence as written is not', () => {
    const [flipped, written, passage] = statementsBySentence(
      ['The patient reports fever.', 'The patient denies fever.', "I haven't had a fever."],
      'en',
    );
    expect(contradictionsInPassages(flipped, [passage]).map((c) => [c.concept.id, c.said, c.held, c.passage])).toEqual([
      ['fever', 'present', 'absent', 0],
    ]);
    expect(contradictionsInPassages(written, [passage])).toEqual([]);
  });
});

describe('a finding said to be there that the passages only ask about', () => {
  const visit = extractVisit('[doctor] What brings you in?\n[patient] My knee hurts.', 'en');
  const question = statementsOf('Any chest pain, shortness of breath, or belly pain?', 'en');
  const sentence = (text: string) => statementsOf(text, 'en');

  it('is found when the answer names only others of what was asked, or says no', () => {
    const named = { asks: true, statements: question, answer: { polarity: null, named: ['shortness-of-breath'] } } as const;
    expect(askedNotAffirmed(visit, sentence('Reports chest pain.'), [named]).map((c) => c.id)).toEqual(['chest-pain']);
    expect(askedNotAffirmed(visit, sentence('Reports shortness of breath.'), [named])).toEqual([]);
    const no = { asks: true, statements: question, answer: { polarity: 'deny', named: [] } } as const;
    expect(askedNotAffirmed(visit, sentence('Reports chest pain.'), [no]).map((c) => c.id)).toEqual(['chest-pain']);
  });

  it('is found when the answer names some of what was asked and more besides ("a bit of nasal congestion, I get seasonal allergies")', () => {
    const asked = statementsOf('Fever, chills, any nasal congestion, sore throat, cough?', 'en');
    const answer = statementsOf("I've had a little bit of nasal congestion because I get seasonal allergies.", 'en');
    const turn = { asks: true, statements: asked, answer: { polarity: null, named: answer.map((x) => x.concept.id) } } as const;
    expect(askedNotAffirmed(visit, sentence('The patient reports fever, sore throat, or cough.'), [turn]).map((c) => c.id)).toEqual([
      'fever',
      'sore-throat',
      'cough',
    ]);
    expect(askedNotAffirmed(visit, sentence('Reports nasal congestion.'), [turn])).toEqual([]);
  });

  it('is found when the answer opens with a yes and names some of what was asked ("The patient reports fever, chills, sore throat, or cough." on "uh, i\'ve had a little bit of nasal congestion")', () => {
    const asked = statementsOf('Fever, chills, any nasal congestion, sore throat, cough?', 'en');
    const answer = statementsOf("I've had a little bit of nasal congestion because I get seasonal allergies.", 'en');
    const turn = { asks: true, statements: asked, answer: { polarity: 'affirm', named: answer.map((x) => x.concept.id) } } as const;
    expect(askedNotAffirmed(visit, sentence('The patient reports fever, chills, sore throat, or cough.'), [turn]).map((c) => c.id)).toEqual(
      expect.arrayContaining(['fever', 'sore-throat', 'cough']),
    );
    expect(askedNotAffirmed(visit, sentence('Reports nasal congestion.'), [turn])).toEqual([]);
  });

  it('is found when the visit holds the finding only as the clinician named it ("Constitutional: Reports problems sleeping." on "any problems sleeping" "I sleep like a rock")', () => {
    const named = extractVisit(
      [
        '[doctor] What brings you in?',
        '[patient] My knee hurts.',
        '[doctor] it has okay and any problems sleeping or anything like that',
        '[patient] I sleep like a rock.',
      ].join('\n'),
      'en',
    );
    expect([...named.symptoms, ...named.history].find((f) => f.concept.id === 'insomnia')).toMatchObject({
      assertion: 'present',
      basis: 'stated',
    });
    const asked = {
      asks: true,
      statements: statementsOf('Any problems sleeping?', 'en'),
      answer: { polarity: 'deny', named: [] },
    } as const;
    expect(askedNotAffirmed(named, sentence('Constitutional: Reports problems sleeping.'), [asked]).map((c) => c.id)).toEqual(['insomnia']);
  });

  it('is found when the question itself says the finding is not there and the answer does not name it ("Cardiovascular: Reports chest pain or shortness of breath." on "you haven\'t had any chest pain or shortness of breath you\'re still walking around are you exercising" "kind of")', () => {
    const negative = statementsOf(
      "You haven't had any chest pain or shortness of breath, you're still walking around, are you exercising?",
      'en',
    );
    const kindOf = { asks: true, statements: negative, answer: { polarity: 'affirm', named: [] } } as const;
    expect(
      askedNotAffirmed(visit, sentence('Cardiovascular: Reports chest pain or shortness of breath.'), [kindOf]).map((c) => c.id),
    ).toEqual(['chest-pain', 'shortness-of-breath']);
    const named = { asks: true, statements: negative, answer: { polarity: null, named: ['chest-pain'] } } as const;
    expect(askedNotAffirmed(visit, sentence('Reports chest pain.'), [named])).toEqual([]);
  });

  it('is found when an unanswered question says the finding is not there ("Reports vomiting" on "do you have any nausea vomiting any fever chills i feel nauseated but i\'m not vomiting")', () => {
    const turn = { asks: true, statements: statementsOf("Do you have any nausea? I feel nauseated but I'm not vomiting.", 'en') } as const;
    expect(askedNotAffirmed(visit, sentence('Reports vomiting.'), [turn]).map((c) => c.id)).toEqual(['vomiting']);
    expect(askedNotAffirmed(visit, sentence('Reports nausea.'), [turn])).toEqual([]);
  });

  it('is not when the answer says yes, tells nothing, or the visit holds the finding', () => {
    const yes = { asks: true, statements: question, answer: { polarity: 'affirm', named: [] } } as const;
    const unclear = { asks: true, statements: question, answer: { polarity: null, named: [] } } as const;
    expect(askedNotAffirmed(visit, sentence('Reports chest pain.'), [yes])).toEqual([]);
    expect(askedNotAffirmed(visit, sentence('Reports chest pain.'), [unclear])).toEqual([]);
    const knee = { asks: true, statements: statementsOf('Any knee pain?', 'en'), answer: { polarity: 'deny', named: [] } } as const;
    expect(askedNotAffirmed(visit, sentence('Reports knee pain.'), [knee])).toEqual([]);
  });
});

describe('a safety net whose condition names a symptom the patient denied', () => {
  (primockAvailable ? it : it.skip)("is not contradicted: what it says to call for is said of no one's state (day1_consultation06)", () => {
    const checked = sentenceChecker(consultation('day1_consultation06').transcript)(
      "Call if they are getting more unwell, feel like they're getting more breathless, or they're having any other symptoms like chest pain, or palpitations or dizziness.",
    );
    expect(checked.state).not.toBe('contradicted');
    expect(checked.conflicts).toEqual([]);
  });
});
