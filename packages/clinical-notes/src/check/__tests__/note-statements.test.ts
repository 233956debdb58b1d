// A note sentence read as the transcript is: its concepts' statements, each word with what the
// sentence asserts of it, and the yes or no an answer opens with.
import { readSentences } from '../note-statements';

const negatedWords = (text: string) =>
  readSentences([text], 'en')[0]
    .words.filter((w) => w.negated)
    .map((w) => w.text.toLowerCase());
const wordsOf = (text: string) => readSentences([text], 'en')[0].words.map((w) => w.text.toLowerCase());

describe('the words a sentence asserts', () => {
  it('negates the words in a negation cue\'s scope, whatever their concept ("denies that she is staying active")', () => {
    expect(negatedWords('She denies that she is staying active.')).toEqual(expect.arrayContaining(['staying', 'active']));
    expect(negatedWords('She reports that she is staying active.')).toEqual([]);
  });

  it('says a finding flipped by "no" the other way round ("No pain with flexion")', () => {
    expect(negatedWords('No pain with flexion.')).toEqual(expect.arrayContaining(['pain', 'flexion']));
    expect(negatedWords('Pain with flexion.')).toEqual([]);
  });

  it('asserts what was there in the past ("a history of chest pain"), and negates its denial', () => {
    expect(wordsOf('He has a history of chest pain.')).toEqual(expect.arrayContaining(['chest', 'pain']));
    expect(negatedWords('He has a history of chest pain.')).toEqual([]);
    expect(negatedWords('He denies a history of chest pain.')).toEqual(expect.arrayContaining(['chest', 'pain']));
  });

  it('leaves out what is said to be over, neither there nor not now ("no longer suffering from back pain")', () => {
    expect(wordsOf('She is no longer suffering from back pain.')).not.toContain('pain');
  });

  it('ends a negation\'s scope at "but" ("no fever but a cough")', () => {
    expect(negatedWords('No fever but a bad cough.')).toContain('fever');
    expect(negatedWords('No fever but a bad cough.')).not.toContain('cough');
  });

  it('reads what follows a condition after the main clause as supposed, to the end of the sentence', () => {
    const assertions = (text: string) =>
      Object.fromEntries(readSentences([text], 'en')[0].statements.map((x) => [x.concept.id, x.assertion]));
    const net = 'Return or call if they have a high fever, or their breathing is becoming a bit more labored, or chest pain.';
    expect(assertions(net)['chest-pain']).toBe('hypothetical');
    expect(assertions('Chest pain is worse if he walks uphill.')['chest-pain']).toBe('present');
  });

  it('leaves out the words said under a condition, as possible or of the family', () => {
    expect(wordsOf('If her pain does not improve, we will order an MRI.')).not.toContain('improve');
    expect(wordsOf('No family history of breast cancer.')).not.toContain('cancer');
  });

  it("keeps a sentence's statements as statementsBySentence reads them", () => {
    const [reading] = readSentences(['Denies fever.'], 'en');
    expect(reading.statements.map((s) => [s.concept.id, s.assertion])).toEqual([['fever', 'absent']]);
  });
});

describe('where and when a finding is', () => {
  const settings = (text: string) =>
    readSentences([text], 'en')[0]
      .words.filter((w) => w.setting)
      .map((w) => w.text.toLowerCase());

  it('marks the body part and the side a negated finding is at ("She cannot hear out of her left ear.")', () => {
    expect(settings('She cannot hear out of her left ear.')).toEqual(['left', 'ear']);
    expect(negatedWords('She cannot hear out of her left ear.')).toContain('hear');
  });

  it('marks the time a finding is said in ("He went hunting with his grandchildren a couple of weeks ago.")', () => {
    expect(settings('He went hunting with his grandchildren a couple of weeks ago.')).toEqual(['couple', 'weeks']);
    expect(settings('Drinks alcohol 1-2 times per year.')).toEqual(['times', 'year']);
  });

  it('leaves the finding itself unmarked, a body part named in it too ("Denies chest pain.", "Denies pain in the knee.")', () => {
    expect(settings('Denies chest pain.')).toEqual([]);
    expect(settings('Denies pain in the knee.')).toEqual(['knee']);
  });
});

describe('how near its cue a negated word is', () => {
  it('counts the words that carry content, the articles, auxiliaries and pronouns passed over ("we don\'t have any blockages")', () => {
    const blockages = readSentences(["Make sure that we don't have any blockages in your heart."], 'en')[0].words.find(
      (w) => w.text === 'blockages',
    );
    expect(blockages).toMatchObject({ negated: true, reach: 3, near: 1 });
  });
});

describe('a negation inside a cue of another kind', () => {
  it('negates the word after it ("He is not sure if it is the seasons.": not sure)', () => {
    expect(negatedWords('He is not sure if it is the seasons.')).toEqual(['sure']);
    expect(negatedWords('He is sure it is the seasons.')).toEqual([]);
  });
});

describe('an answer', () => {
  it('opens with its yes or no ("No, not that I\'ve noticed.", "Yeah, a bit.")', () => {
    const [no, yes, neither] = readSentences(["No, not that I've noticed.", 'Yeah, a bit.', 'It started on Monday.'], 'en');
    expect(no.answer).toBe('deny');
    expect(yes.answer).toBe('affirm');
    expect(neither.answer).toBeNull();
  });
});

describe('the words a concept was read from', () => {
  it('keeps each concept’s words as read, shorthand as the words it stands for', () => {
    const [plain, short] = readSentences(['Chief complaint: Painful urination.', 'No SOB.'], 'en');
    expect(plain.statements.map((s) => [s.concept.id, s.said])).toEqual([['painful-urination', 'Painful urination']]);
    expect(short.statements.map((s) => [s.concept.id, s.assertion, s.said])).toEqual([
      ['shortness-of-breath', 'absent', 'shortness of breath'],
    ]);
  });
});
