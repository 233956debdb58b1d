// Polarity of a note sentence against the passages it stands on: questions asserting through
// their answers, answers saying their own words, and the verdict in both directions (a denial
// flipped to a report, a report flipped to a denial).
import { readSentences } from '../note-statements';
import {
  ASKED_WORDS,
  answeredWords,
  ADVICE,
  ASKING_RULES,
  asksUnmarked,
  comparePolarity,
  deniedInTurn,
  findingWord,
  OPPOSITE_SIDES,
  pairQuestions,
  polarityVerdict,
  SPOKEN_NEGATION,
  spokenWords,
  statedAfterAsking,
  type Exchange,
  type PolarWord,
} from '../polarity';

const read = (text: string) => readSentences([text], 'en')[0];
/** What a question asserts once answered with `answer` (the answer's yes or no as the reader finds it). */
const answered = (question: string, answer: string, direct = true) =>
  answeredWords(read(question).words, { polarity: read(answer).answer, words: answer.split(/\s+/).length, direct });
const shown = (words: readonly PolarWord[]) => words.map((w) => `${w.negated ? '-' : ''}${w.text.toLowerCase()}`);
/** A word's key in these tests: its lower case, function words and short words left out. */
const FUNCTION = new Set([
  'the',
  'and',
  'with',
  'your',
  'have',
  'been',
  'that',
  'there',
  'any',
  'patient',
  'reports',
  'denies',
  'you',
  'she',
  'her',
]);
const key = (w: string) => (w.length > 2 && !FUNCTION.has(w.toLowerCase()) ? w.toLowerCase() : null);
const verdict = (sentence: string, ...passages: PolarWord[][]) => polarityVerdict(comparePolarity(read(sentence).words, passages, key));

describe('questions paired with their answers', () => {
  const u = (role: string, turn: number, isQuestion: boolean, words = 3): Exchange => ({ role, turn, isQuestion, words });

  it('answers the question just before the patient speaks', () => {
    expect([...pairQuestions([u('clinician', 0, true), u('patient', 1, false)])]).toEqual([[0, { answer: 1, direct: true }]]);
  });

  it('answers a run of questions at once ("chest pain? shortness of breath? abdominal pain?" "no"), the last one directly', () => {
    const pairs = pairQuestions([u('clinician', 0, true), u('clinician', 0, true), u('clinician', 0, true), u('patient', 1, false)]);
    expect([...pairs]).toEqual([
      [0, { answer: 3, direct: false }],
      [1, { answer: 3, direct: false }],
      [2, { answer: 3, direct: true }],
    ]);
  });

  it('reaches over a short aside ("any allergies to medicines? I didn\'t ask." "no"), not over a statement', () => {
    expect(pairQuestions([u('clinician', 0, true), u('clinician', 0, false, 3), u('patient', 1, false)]).get(0)).toEqual({
      answer: 2,
      direct: true,
    });
    expect(pairQuestions([u('clinician', 0, true), u('clinician', 0, false, 12), u('patient', 1, false)]).has(0)).toBe(false);
  });

  it('pairs a few words that end the clinician\'s turn as a question without its form ("shortness of breath" "no")', () => {
    expect(pairQuestions([u('clinician', 0, false, 3), u('patient', 1, false)]).get(0)).toEqual({
      answer: 1,
      direct: true,
      elliptical: true,
    });
    expect(pairQuestions([u('clinician', 0, false, 9), u('patient', 1, false)]).has(0)).toBe(false);
  });

  it('pairs a statement that asks with "any" at the end of the clinician\'s turn ("and any other symptoms like a cough or shortness of breath or dizziness or anything like that" "no")', () => {
    const asking = 'it has okay alright and any other symptoms like a cough or shortness of breath or dizziness or anything like that';
    expect(asksUnmarked(asking)).toBe(true);
    expect(pairQuestions([{ ...u('clinician', 0, false, 22), lower: asking }, u('patient', 1, false)]).get(0)).toEqual({
      answer: 1,
      direct: true,
      elliptical: true,
    });
    // A negation or a condition makes it no question.
    expect(asksUnmarked("i do n't feel the need to start you on any medications this year , unless you feel differently")).toBe(false);
    expect(asksUnmarked('let me know if you have any pain')).toBe(false);
    // The words its answer is read of all come after the asking word.
    expect(asksUnmarked('continue to watch those foods that will exacerbate your uric acid levels any other questions about those')).toBe(
      false,
    );
    expect(asksUnmarked("et d'autres symptômes comme de la toux ou quelque chose comme ça")).toBe(true);
  });

  it('reads every asking rule on its example (rules/<lang>/asking.json)', () => {
    for (const rules of Object.values(ASKING_RULES)) {
      for (const cue of rules.cues) expect([cue.words, asksUnmarked(cue.example)]).toEqual([cue.words, true]);
      expect(asksUnmarked(rules.notAskingExample)).toBe(false);
      expect(asksUnmarked(rules.questionsExample)).toBe(false);
    }
  });

  it("leaves a patient's question unpaired", () => {
    expect(pairQuestions([u('patient', 0, true), u('clinician', 1, false)]).size).toBe(0);
  });
});

describe('a question answered "no" in its own turn (rules/<lang>/asking.json inTurnDenials)', () => {
  it('denies what it asks ("any chest pain or shortness of breath or anything like that no no yeah no", against "Cardiovascular: Reports chest pain.")', () => {
    const rule = ASKING_RULES.en.inTurnDenials!;
    const words = shown(deniedInTurn(read(rule.example).words) ?? []);
    expect(words).toEqual(expect.arrayContaining(['-chest', '-pain', '-shortness', '-breath']));
    expect(
      comparePolarity(read(rule.sentence).words, [deniedInTurn(read(rule.example).words) ?? []], key).disagree.map((w) => w.text),
    ).toEqual(expect.arrayContaining(['chest', 'pain']));
  });

  it('reads nothing where the turn asks and goes on, or denies before its "no"', () => {
    expect(deniedInTurn(read('any chest pain or shortness of breath').words)).toBeNull();
    expect(deniedInTurn(read("any chest pain you don't have chest pain no no").words)).toBeNull();
  });
});

describe('what a question states after asking, its answer run into its turn (rules/<lang>/asking.json answerSubjects)', () => {
  it('says the answer\'s words as it says them ("do you have any nausea vomiting any fever chills i feel nauseated but i\'m not vomiting")', () => {
    const words = shown(statedAfterAsking(read(ASKING_RULES.en.answerSubjectsExample).words));
    expect(words).toEqual(expect.arrayContaining(['nauseated', '-vomiting']));
    expect(words).not.toContain('fever');
  });

  it("reads every language's example", () => {
    for (const lang of ['en', 'fr'] as const) {
      const words = statedAfterAsking(readSentences([ASKING_RULES[lang].answerSubjectsExample], lang)[0].words);
      expect([lang, words.some((w) => w.negated)]).toEqual([lang, true]);
    }
  });

  it("leaves a subject inside the question's own clause", () => {
    expect(
      statedAfterAsking(read('anything else that i might have missed, fever chills, any nasal congestion, sore throat, cough?').words),
    ).toEqual([]);
    expect(statedAfterAsking(read('what i did is, i gave you a topical antibiotic?').words)).toEqual([]);
  });
});

describe('what a question asserts by its answer', () => {
  it('denies what it asks when the answer is a short no ("any fever?" "no")', () => {
    expect(shown(answered('Any fever?', 'No.'))).toContain('-fever');
    expect(shown(answered('Any chest pain, shortness of breath, or belly pain?', 'Nope.'))).toEqual(
      expect.arrayContaining(['-chest', '-pain', '-shortness', '-breath', '-belly']),
    );
  });

  it('affirms it when the answer is a short yes ("any fever?" "yeah")', () => {
    expect(shown(answered('Any fever?', 'Yeah.'))).toContain('fever');
  });

  it('affirms nothing for a question of a run the yes may not be about, or for a long answer', () => {
    expect(answered('Any fever?', 'Yeah.', false)).toEqual([]);
    expect(answered('Any fever?', 'Yes, I had a fever on Monday night and again on Tuesday.')).toEqual([]);
    expect(answered('Any fever?', 'It started on Monday.')).toEqual([]);
  });

  it('does not affirm what a negative question negates ("you haven\'t had any chest pain?" "yes")', () => {
    expect(shown(answered("You haven't had any chest pain?", 'Yes.'))).not.toContain('pain');
  });

  it('is about the last question a turn asks, from its auxiliary on ("awesome weigh yourself daily do you have a scale at home" "no but i can get one", for "I advised him to purchase a scale to weigh himself daily.")', () => {
    const words = shown(answered('awesome weigh yourself daily do you have a scale at home', 'No.'));
    expect(words).toContain('-scale');
    expect(words).not.toContain('-weigh');
    expect(words).not.toContain('-daily');
    // A statement's auxiliary after its subject opens no question.
    expect(shown(answered('i think you have a scale', 'No.'))).toContain('-think');
  });

  it('does not deny the subject a question asks about ("any does the pain extend anywhere" "no not really", for "She notes fully extending her arm while resting it on a pillow alleviates some of her pain as well.")', () => {
    const words = shown(answered('any does the pain extend anywhere', 'No, not really.'));
    expect(words).toContain('-extend');
    expect(words).not.toContain('-pain');
  });

  it('is about the last words of a long spoken question, not the statement it runs on from', () => {
    const long =
      'so your symptoms are consistent with a sprain of the right ankle and the swelling should settle over the next week or two so tell me have you ever sprained it before';
    const words = shown(answered(long, 'No.'));
    expect(words).toContain('-sprained');
    expect(words).not.toContain('-swelling');
    expect(words.length).toBeLessThanOrEqual(ASKED_WORDS);
  });

  it('is not about what a question asks something for (rules/<lang>/asking.json purposes: "Her pain is localized deep in her patella and occurs less than once daily." on "have you taken anything for pain" "no")', () => {
    for (const lang of ['en', 'fr'] as const) {
      const { purposeExample, purposes } = ASKING_RULES[lang];
      const question = readSentences([purposeExample], lang)[0].words;
      const words = answeredWords(question, { polarity: 'deny', words: 1, direct: true }).map((w) => w.text.toLowerCase());
      expect(words.length).toBeGreaterThan(0);
      const at = purposeExample.split(/\s+/).findIndex((w) => purposes.includes(w));
      for (const after of purposeExample.split(/\s+/).slice(at)) expect(words).not.toContain(after);
    }
    expect(shown(answered('have you taken anything for pain', 'No.'))).toContain('-taken');
    expect(verdict('Her pain is localized deep in her patella.', answered('have you taken anything for pain', 'No.'))).toBeNull();
  });

  it('is about all a long question asks from its opening ("Denies dysuria or urinary retention." on "have you ever had any issues where you had what we call urinary retention where you couldn\'t pee and you needed to have like a catheter inserted" "my gosh no")', () => {
    const long =
      "ever have you ever had any issues where you had what we call urinary retention where you couldn't pee and you needed to have like a catheter inserted";
    const words = shown(answered(long, 'No.'));
    expect(words).toEqual(expect.arrayContaining(['-urinary', '-retention', '-catheter']));
  });
});

describe('how far a spoken negation reaches', () => {
  it('counts on from the word that opens what it denies (rules/<lang>/spoken-negation.json: "Bony tenderness to palpation of the foot." against "i don\'t feel any type of bony tenderness to palpation of your foot")', () => {
    for (const lang of ['en', 'fr'] as const) {
      const { example, denied } = SPOKEN_NEGATION[lang];
      const words = spokenWords(readSentences([example], lang)[0].words, false);
      expect(words.filter((w) => w.negated).map((w) => w.text)).toContain(denied);
    }
    const passage = spokenWords(read("i don't hear any hearing any carotid bruit which is a good thing").words, false);
    expect(shown(passage)).toContain('-bruit');
    expect(verdict('Carotid bruits.', passage)).toBe('contradicted');
    expect(verdict('No carotid bruits.', passage)).toBeNull();
  });

  it('ends where a word says its own polarity (rules/<lang>/spoken-negation.json: "Negative Homan\'s sign." on "no calf tenderness negative homans sign that means no blood clots")', () => {
    const words = shown(spokenWords(read(SPOKEN_NEGATION.en.ownPolarityExample).words, false));
    expect(words).toContain('-tenderness');
    expect(words).not.toContain('-negative');
    expect(words).not.toContain('-homans');
  });

  it('ends a negation said after what it denies with its participle (rules/<lang>/spoken-negation.json: "Lymphatic invasion: not identified." on "ulceration not identified, progression not identified, lymphatic invasion not identified")', () => {
    const words = shown(spokenWords(read(SPOKEN_NEGATION.en.postNegationExample).words, false));
    expect(words).not.toContain('-lymphatic');
    expect(words).not.toContain('-invasion');
    expect(verdict('Lymphatic invasion: not identified.', spokenWords(read(SPOKEN_NEGATION.en.postNegationExample).words, false))).not.toBe(
      'contradicted',
    );
    // Not after an auxiliary: "i have not noticed any swelling" still denies the swelling.
    expect(shown(spokenWords(read('i have not noticed any swelling').words, false))).toContain('-swelling');
  });

  it('ends where a word says a finding is there, which it then says (rules/<lang>/spoken-negation.json: "Constitutional: Reports chills and decreased appetite." on "no fever some chills and i just")', () => {
    for (const lang of ['en', 'fr'] as const) {
      const { presenceExample } = SPOKEN_NEGATION[lang];
      const words = spokenWords(readSentences([presenceExample], lang)[0].words, false);
      const last = presenceExample.split(/\s+/).pop() ?? '';
      expect(words.filter((w) => w.negated).map((w) => w.text)).not.toContain(last);
    }
    const passage = spokenWords(read(SPOKEN_NEGATION.en.presenceExample).words, false);
    expect(shown(passage)).toEqual(expect.arrayContaining(['-fever', 'chills']));
    expect(verdict('Constitutional: Denies chills.', passage)).toBe('contradicted');
  });

  it('denies nothing after a "no" said as a reply (rules/<lang>/spoken-negation.json: "Gastrointestinal: Abdomen is soft and without tenderness." on "no so your abdominal exam is your belly is soft there is no tenderness")', () => {
    for (const lang of ['en', 'fr'] as const) {
      const { replyExample, replyWords } = SPOKEN_NEGATION[lang];
      const words = spokenWords(readSentences([replyExample], lang)[0].words, false);
      const after = replyExample.split(/\s+/).slice(1, 6);
      expect([lang, words.filter((w) => w.negated && after.includes(w.text.toLowerCase())).map((w) => w.text)]).toEqual([lang, []]);
      expect(replyWords).toContain(replyExample.split(/\s+/)[1]);
    }
    expect(shown(spokenWords(read(SPOKEN_NEGATION.en.replyExample).words, false))).toEqual(expect.arrayContaining(['soft', '-tenderness']));
  });

  it('still leaves out what is said far from its cue with no such word ("i don\'t think that it is something you need to worry about")', () => {
    const words = spokenWords(read("i don't think that it is something you need to worry about").words, false);
    expect(shown(words)).not.toContain('-worry');
  });
});

describe('what an answer asserts in its own words', () => {
  it('keeps the denial of what was asked ("any numbness?" "no, no numbness")', () => {
    expect(shown(spokenWords(read('No, no numbness.').words, true, (w) => w.toLowerCase() === 'numbness'))).toContain('-numbness');
  });

  it('ends a spoken negation where a pronoun opens the next clause ("no rub no gallop your lungs are clear", for "Lungs clear to auscultation bilaterally.")', () => {
    const words = shown(spokenWords(read("I don't appreciate any murmur no rub no gallop your lungs are clear.").words, false));
    expect(words).toEqual(expect.arrayContaining(['-murmur', '-rub', '-gallop']));
    expect(words).not.toContain('-lungs');
    expect(
      verdict('Lungs clear to auscultation bilaterally.', spokenWords(read('no rub no gallop your lungs are clear').words, false)),
    ).toBeNull();
  });

  it('does not read an opening "no" into the words after it ("No, I\'ve been sleeping like a log.")', () => {
    expect(shown(spokenWords(read("No I've been sleeping like a log.").words, true))).not.toContain('-sleeping');
  });
});

describe('a sentence against the passages it stands on', () => {
  it('leaves out what a note advises (rules/<lang>/advice.json: "I advised him to purchase a scale to weigh himself daily.")', () => {
    for (const lang of ['en', 'fr'] as const) {
      const { example, passage } = ADVICE[lang];
      const words = readSentences([example], lang)[0].words;
      const asked = answeredWords(readSentences([passage], lang)[0].words, { polarity: 'deny', words: 1, direct: true });
      expect(polarityVerdict(comparePolarity(words, [asked], key))).toBeNull();
    }
    // What a clinician told is no advice ("I advised him that the ulcer does not appear to be healing"); what they recommend is.
    const healing = spokenWords(read('the ulcer looks like it is healing well').words, false);
    expect(verdict('I advised him that the ulcer does not appear to be healing.', healing)).toBe('contradicted');
    expect(verdict('I recommended that the ulcer is not healing.', healing)).toBeNull();
    // Said as a fact, the scale is what the passage denies.
    expect(verdict('He has a scale at home.', answered('do you have a scale at home', 'No.'))).toBe('contradicted');
  });

  it('is not contradicted by actions alone said the other way round away from a cue ("He reports that he is taking his blood pressure at home and it is running high.")', () => {
    const passage = spokenWords(read("i know you said you haven't been taking it that much on the weekends.").words, false);
    expect(verdict('He reports that he is taking his blood pressure at home and it is running high.', passage)).toBe('partial');
    // A list of findings a tagger reads as verbs names no one acting; nor does a passive.
    const exam = spokenWords(read('there is no murmurs as we go through').words, false);
    expect(verdict('Murmurs, gallops, or rubs.', exam)).toBe('contradicted');
    // Said just after the cue, the action is what the sentence denies.
    expect(verdict('He is not taking it.', spokenWords(read("i'm taking it every day.").words, false))).toBe('contradicted');
  });

  it('ends a written negation where a pronoun opens the next clause ("He notes that his diet has not been great, and he thinks he needs to eat clean for a couple of weeks.")', () => {
    const passage = spokenWords(read('i think i need to go clean for a couple of weeks.').words, false);
    expect(
      verdict('He notes that his diet has not been great, and he thinks he needs to eat clean for a couple of weeks.', passage),
    ).toBeNull();
    // Inside its clause the negation still denies: "he does not need to eat clean", nor does a clause saying when end it.
    expect(verdict('He does not need to eat clean.', passage)).toBe('contradicted');
    expect(verdict('He denies pain when he needs to eat clean.', passage)).toBe('contradicted');
    // A pronoun that is no clause's subject does not end it ("denies that her heart has been doing well and her arteries have been looking good").
    expect(verdict('She denies that her diet has been great and her husband needs to eat clean.', passage)).toBe('contradicted');
    // The clause after it is said as there.
    expect(verdict('His diet has not been great, and he does need to eat clean.', passage)).toBeNull();
  });

  const denied = answered('Any fever?', 'No.');
  const affirmed = answered('Any fever?', 'Yeah.');

  it('contradicts a report of what the patient denied, and agrees with its denial', () => {
    expect(verdict('The patient reports fever.', denied)).toBe('contradicted');
    expect(verdict('The patient denies fever.', denied)).toBeNull();
  });

  it('contradicts a denial of what the patient affirmed or told, and agrees with its report', () => {
    expect(verdict('The patient denies fever.', affirmed)).toBe('contradicted');
    expect(verdict('She denies swelling.', read("I've had some swelling since Monday.").words)).toBe('contradicted');
    expect(verdict('She reports swelling.', read("I've had some swelling since Monday.").words)).toBeNull();
  });

  it('reads a negation said with another scope as the same ("no edema in the lower extremities")', () => {
    expect(verdict('No edema in the lower extremities.', read('Your lower extremities have no edema.').words)).toBeNull();
  });

  it('counts words said as there on both sides as context, not agreement', () => {
    const r = comparePolarity(
      read('She denies that she has been doing better since her last visit.').words,
      [read("I've been doing better.").words],
      key,
    );
    expect(r.disagree.map((w) => w.text)).toContain('better');
    expect(r.agree).toEqual([]);
  });

  it('leaves partly supported a sentence whose one word against the passages is outweighed by its context', () => {
    const sentence = 'Her flares are well controlled on allopurinol and colchicine daily.';
    const passages = [
      answered('No further flares?', 'No.'),
      read("Let's continue the allopurinol and colchicine daily, it's well controlled.").words,
    ];
    expect(verdict(sentence, ...passages)).toBe('partial');
  });

  it('leaves out a word a passage says both ways', () => {
    expect(
      comparePolarity(
        [{ text: 'pain', negated: true }],
        [
          [
            { text: 'pain', negated: false },
            { text: 'pain', negated: true },
          ],
        ],
        key,
      ),
    ).toEqual({
      agree: [],
      context: [],
      disagree: [],
    });
  });
});

describe('a word the sentence negates just after its cue', () => {
  it('is what the sentence is about, whatever its context ("the straight leg raise test is not negative")', () => {
    const passage = read('On your back exam your straight leg raise test is negative.').words;
    expect(verdict('The straight leg raise test is not negative.', passage)).toBe('contradicted');
    expect(verdict('The straight leg raise test is negative.', passage)).toBeNull();
  });

  it('marks only the words just after the cue as direct ("denies that her sister walks the dog": none of them)', () => {
    const passage = read('My sister walks the dog in the park every morning.').words;
    expect(
      comparePolarity(read('She denies that her sister walks the dog in the park.').words, [passage], key).disagree.some((w) => w.direct),
    ).toBe(false);
    expect(comparePolarity(read('The dog is not walked in the park.').words, [passage], key).disagree).toEqual([]);
  });
});

describe('a clinical term the tagger does not know', () => {
  it('states a finding by its ending, whatever part of speech the tagger gives it ("hepatosplenomegaly")', () => {
    const passage = read('Your abdomen is soft with no hepatosplenomegaly.').words;
    expect(verdict('Abdomen is soft with hepatosplenomegaly.', passage)).toBe('contradicted');
    expect(verdict('Abdomen is soft with no hepatosplenomegaly.', passage)).toBeNull();
  });
});

describe('where and when a sentence places a finding', () => {
  it('contradicts nothing said the other way round only there ("She cannot hear out of her left ear." against "difficulty hearing in your left ear")', () => {
    const passage = read("So you've had ringing, difficulty hearing in your left ear.").words;
    // The hearing itself is the visit's complaint, compared apart: the sentence's other words are its place.
    const sentence = read('She cannot hear out of her left ear.').words.filter((w) => w.text !== 'hear');
    expect(comparePolarity(sentence, [passage], key).disagree).toEqual([]);
  });

  it('still counts the place with the finding said the other way round ("Denies pain in the left knee." against "my left knee pain")', () => {
    const passage = read('The pain in my left knee started on Monday.').words;
    const r = comparePolarity(read('Denies pain in the left knee.').words, [passage], key);
    expect(r.disagree.map((w) => w.text.toLowerCase())).toEqual(expect.arrayContaining(['pain', 'left', 'knee']));
  });

  it('contradicts nothing by a time alone ("He went hunting a couple of weeks ago." against "not for a couple of weeks")', () => {
    const passage = read("I haven't been out for a couple of weeks.").words;
    expect(comparePolarity(read('He went hunting a couple of weeks ago.').words, [passage], key).disagree).toEqual([]);
  });
});

describe('words for one finding', () => {
  it('compares a normal result however it is worded ("X-ray of the chest is not unremarkable." against "a normal x-ray")', () => {
    const passage = read('This looks like a normal x-ray of your chest.').words;
    expect(findingWord('unremarkable')).toBe(findingWord('normal'));
    expect(verdict('X-ray of the chest is not unremarkable.', passage)).toBe('contradicted');
    expect(verdict('X-ray of the chest is unremarkable.', passage)).toBeNull();
  });

  it('compares a raised value however it is worded ("Hemoglobin A1c is not elevated at 8." against "a little high at 8")', () => {
    const passage = read('Your hemoglobin a1c has been a little high at 8.').words;
    expect(verdict('Hemoglobin A1c is not elevated at 8.', passage)).toBe('contradicted');
    expect(verdict('Hemoglobin A1c is elevated at 8.', passage)).toBeNull();
  });

  it('compares being sure of a cause however it is worded ("He is not sure if it is due to the change in the seasons." against "i don\'t know if it\'s the change in the seasons")', () => {
    const passage = spokenWords(read("i don't know if it's the change in the seasons or if we're doing a lot of projects").words, false);
    expect(findingWord('sure')).toBe(findingWord('know'));
    expect(verdict('He is sure if it is due to the change in the seasons.', passage)).toBe('contradicted');
    expect(verdict('He is not sure if it is due to the change in the seasons.', passage)).toBeNull();
  });
});

describe('a sentence with two denials', () => {
  it('is contradicted when the passages say one the other way round just after its cue, whatever they agree of the other ("Range of motion is not full in all planes without pain." against "range of motion is full in the neck without pain")', () => {
    const passage = spokenWords(read('range of motion is full in the neck without pain').words, false);
    expect(verdict('Range of motion is not full in all planes without pain.', passage)).toBe('contradicted');
    expect(verdict('Range of motion is full in all planes without pain.', passage)).toBeNull();
  });

  it('shares with a passage only the denial of the same cue ("Abdomen is not soft and without tenderness." against "your belly is soft there is no tenderness")', () => {
    const passage = spokenWords(
      read('your abdominal exam is your belly is soft there is no tenderness as i push around there').words,
      false,
    );
    expect(verdict('Abdomen is not soft and without tenderness.', passage)).toBe('contradicted');
    expect(verdict('Abdomen is soft and without tenderness.', passage)).toBeNull();
  });
});

describe('agreement said only by a question', () => {
  it('weighs less than a finding said the other way round just after a cue ("She does not have pain with movement." against "any pain here?" "no" and "movement")', () => {
    const asked = answered('any pain here', 'No.');
    const said = spokenWords(read('movement').words, false);
    expect(verdict('She does not have pain with movement.', asked, said)).toBe('contradicted');
    expect(verdict('She does not have pain.', asked, said)).toBeNull();
  });
});

describe('a finding placed at the opposite side', () => {
  it('is said the other way round there (rules/<lang>/opposite-sides.json: "Pain to palpation of the lateral aspect." against "you do have pain to palpation of the medial aspect")', () => {
    for (const lang of ['en', 'fr'] as const)
      for (const { words, example, passage } of OPPOSITE_SIDES[lang].pairs) {
        const against = spokenWords(readSentences([passage], lang)[0].words, false);
        const found = polarityVerdict(comparePolarity(readSentences([example], lang)[0].words, [against], key));
        expect([words.join('/'), found]).toEqual([words.join('/'), 'contradicted']);
      }
  });

  it('is not outweighed by as many words said the same way ("Tenderness over the proximal phalanx or the MP joint." against "tenderness over your distal phalanx" and "i don\'t feel any tenderness over your proximal joint")', () => {
    const distal = spokenWords(
      read('on exam you do have some tenderness over your distal phalanx which is the tip of your finger').words,
      false,
    );
    const none = spokenWords(read("i don't feel any tenderness over your proximal joint or your metacarpophalangeal joint").words, false);
    expect(verdict('Tenderness over the proximal phalanx.', distal, none)).toBe('contradicted');
    expect(verdict('Tenderness over the distal phalanx.', distal, none)).not.toBe('contradicted');
  });

  it('is not when a passage names the same side too ("Pain to palpation of the lateral aspect." against "pain laterally and medially")', () => {
    const both = spokenWords(read('you do have pain to palpation of the medial aspect and of the lateral aspect').words, false);
    expect(verdict('Pain to palpation of the lateral aspect.', both)).toBeNull();
    // Nor when the sentence denies it: a denial at one side says nothing of the other.
    const medial = spokenWords(read('you do have pain to palpation of the medial aspect').words, false);
    expect(comparePolarity(read('No pain to palpation of the lateral aspect.').words, [medial], key).disagree.some((w) => w.opposite)).toBe(
      false,
    );
  });
});

describe('a finding a passage denies just after its cue', () => {
  it('is what the passage is about, whatever the context ("other abnormalities are noted" against "no other abnormalities are noted")', () => {
    const passage = spokenWords(read('The ventricles are normal in size and no other abnormalities are noted.').words, false);
    expect(verdict('The ventricles are normal in size and other abnormalities are noted.', passage)).toBe('contradicted');
    expect(verdict('The ventricles are normal in size and no other abnormalities are noted.', passage)).toBeNull();
  });

  it('is so past the words without content between ("make sure that he has any blockages" against "make sure that we don\'t have any blockages")', () => {
    const passage = spokenWords(
      read("I'll order a cardiac catheterization and make sure that we don't have any blockages in your heart.").words,
      false,
    );
    expect(verdict('I recommended a cardiac catheterization to make sure that he has any blockages in his heart.', passage)).toBe(
      'contradicted',
    );
  });

  it('is so when a normal finding implies it absent ("Normal heart rhythm with murmurs." against "regular rate and rhythm": no murmurs)', () => {
    const passage = [...read('You have a nice regular rate and rhythm.').words, { text: 'murmurs', negated: true }];
    expect(verdict('Normal heart rhythm with murmurs.', passage)).toBe('contradicted');
  });

  it('is not a state or an action just after the cue, nor a word of a question its answer denies', () => {
    const passage = spokenWords(read("I'm not able to walk far but the knee feels stronger and steadier.").words, false);
    expect(
      comparePolarity(read('She was able to walk with the knee stronger and steadier.').words, [passage], key).disagree.some(
        (w) => w.direct,
      ),
    ).toBe(false);
    const denied = answered('Any problems sleeping?', 'No.');
    expect(comparePolarity(read('Reports problems sleeping.').words, [denied], key).disagree.some((w) => w.direct)).toBe(false);
  });
});
