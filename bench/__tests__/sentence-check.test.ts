// The benchmark's sentence checker (bench/lib/sentence-check.cjs) on hand-made sentences:
// each defect it must find, and clinical sentences it must leave alone.
/* eslint-disable @typescript-eslint/no-require-imports */
const { sentenceDefects, splitSentences, noteSentences } =
  require('../lib/sentence-check.cjs') as typeof import('../lib/sentence-check.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

const defects = (sentence: string, options: { language?: 'en' | 'fr'; entry?: boolean } = {}) => sentenceDefects(sentence, options);

describe('sentence checker', () => {
  it('passes sentences a clinician writes', () => {
    for (const sentence of [
      'Denies fever, chills or cough.',
      'She has had pain in her right knee for about 2 weeks.',
      'The patient reports that her arthritis is starting to get better.',
      'Will order a CT scan of the abdomen and pelvis without contrast.',
      'Continue omeprazole 40 mg once daily.',
      'He should push fluids and strain his urine.',
      'No murmurs, rubs or gallops.',
      'Lungs are clear to auscultation bilaterally.',
      'Her blood pressure goes up when work gets more stressful.',
      'Regarding her depression, she has been going to therapy every week.',
      'The symptoms feel like the kidney stones she had 2 years ago.',
      'She has not taken anything for the pain.',
      'Denies cough.',
    ]) {
      expect([sentence, defects(sentence)]).toEqual([sentence, []]);
    }
  });

  it('finds first- and second-person pronouns, but not in quotes', () => {
    expect(defects('We were doing a bit of work out in the yard in the last week.')).toContain('person');
    expect(defects('I know that they have endorsed the shortness of breath.')).toContain('person');
    expect(defects('Take your medication twice a day.')).toContain('person');
    expect(defects('Let’s get an x-ray of the knee.')).toContain('person');
    expect(defects('Patient: “I take my pills every day.”')).not.toContain('person');
  });

  it('finds spoken fillers', () => {
    expect(defects('Um, the pain started on Monday.')).toContain('filler');
    expect(defects('The pain, you know, started on Monday.')).toContain('filler');
    expect(defects('So she has been taking ibuprofen.')).toContain('filler');
    expect(defects('Okay, her knee is swollen.')).toContain('filler');
    expect(defects('They are, like exerting themselves.')).toContain('filler');
    expect(defects('It was like 3 days ago that the pain started.')).toContain('filler');
    expect(defects('The pain is kind of sharp.')).toContain('filler');
    expect(defects('She would like to try physical therapy.')).not.toContain('filler');
    expect(defects('She has been doing well so far.')).not.toContain('filler');
  });

  it('finds false starts and sentences cut before their end', () => {
    expect(defects('L, they really felt some tension around their knees, but.')).toContain('false-start');
    expect(defects('They feel a little dizzy and a little light headed, and they.')).toContain('false-start');
    expect(defects('Tylenol, but it really does not seem to help.')).toContain('false-start');
    expect(defects('The the pain is in her left side.')).toContain('false-start');
    expect(defects('She has s- swelling of the ankle.')).toContain('false-start');
    expect(defects('She had a vitamin D level checked last month.')).not.toContain('false-start');
  });

  it('finds a phrase said again and a sentence started over, as real speech leaves them', () => {
    expect(defects('It is not, it is not pleasant.')).toContain('false-start');
    expect(defects('If they are, if they are feeling hot, paracetamol would help.')).toContain('false-start');
    expect(defects('The patient is, they feel like they do not drink enough.')).toContain('false-start');
    expect(defects('It keeps them, they keep going back and forth to the toilet.')).toContain('false-start');
    expect(defects('Their, father has had an operation on his neck.')).toContain('false-start');
    expect(defects('They it has been going on for about a week.')).toContain('false-start');
    expect(defects('It hurts, it really hurts when they bend.')).not.toContain('false-start');
    expect(defects('The pain is sharp, it radiates to the back.')).not.toContain('false-start');
    expect(defects('They took the tablets, they helped.')).not.toContain('false-start');
    expect(defects('She had had a fall the week before.')).not.toContain('false-start');
  });

  it('finds fragments in prose, and allows phrases as labelled entries', () => {
    expect(defects('The last 4 days.')).toContain('fragment');
    expect(defects('For the past year since their last annual exam.')).toContain('fragment');
    expect(defects('Their migraines.')).toContain('fragment');
    expect(defects('Not in a while.')).toContain('fragment');
    expect(defects('Because we need to get that under better control.')).toContain('fragment');
    // Cut before their end: counted as false starts.
    expect(defects('The patient is regular during the week, but on.')).toContain('false-start');
    expect(defects('For the most part, it has been.')).toContain('false-start');
    expect(defects('That is his workout, and sometimes.')).toContain('false-start');
    expect(defects('Right knee pain.', { entry: true })).toEqual([]);
    expect(defects('For the past year since their last annual exam.', { entry: true })).toContain('fragment');
    expect(defects('Lisinopril 20 mg by mouth daily; metformin 500 mg twice a day.', { entry: true })).toEqual([]);
  });

  it('finds answers left without their question', () => {
    expect(defects('Not yet, but they feel like that is next.')).toContain('bare-answer');
    expect(defects('No, not that she has noticed.')).toContain('bare-answer');
    expect(defects('Yes.')).toContain('bare-answer');
    expect(defects('No chest pain or shortness of breath.')).not.toContain('bare-answer');
  });

  it('finds agreement errors left by a speaker’s person turned wrong', () => {
    expect(defects('It sounds like them are doing really well.')).toContain('role');
    expect(defects('She have been taking the medication.')).toContain('role');
    expect(defects('They has a history of gout.')).toContain('role');
    expect(defects('The patient need to stay close to the toilet.')).toContain('role');
    expect(defects('The patient needs to stay close to the toilet.')).not.toContain('role');
    expect(defects('They have a history of gout.')).not.toContain('role');
    // "let them have": an object before a bare infinitive is grammatical.
    expect(defects('They let them have what they wanted.')).not.toContain('role');
    expect(defects('The patient owns an auto repair shop.')).not.toContain('fragment');
    // "what concerns him is that ...": the pronoun is the object of "concerns", "is" has the clause as subject.
    expect(defects('He is feeling better but what concerns him is that he gets pneumonia often.')).not.toContain('role');
  });

  it('finds questions', () => {
    expect(defects('Any chest pain?')).toContain('question');
  });

  it('checks French sentences with French words', () => {
    expect(defects('La patiente rapporte une douleur au genou droit depuis 2 semaines.', { language: 'fr' })).toEqual([]);
    expect(defects('Elle prend du lisinopril 10 mg par jour.', { language: 'fr' })).toEqual([]);
    expect(defects("J'ai mal au genou depuis 2 semaines.", { language: 'fr' })).toContain('person');
    expect(defects('Vous devez prendre le médicament.', { language: 'fr' })).toContain('person');
    expect(defects('Euh, elle a mal au dos.', { language: 'fr' })).toContain('filler');
    expect(defects('Non, pas vraiment.', { language: 'fr' })).toContain('bare-answer');
    expect(defects('Le dos et.', { language: 'fr' })).toContain('false-start');
    expect(defects('Pas de fièvre ni de frissons.', { language: 'fr' })).toEqual([]);
  });

  it('splits paragraphs into sentences, and reads a note by sections and items', () => {
    expect(splitSentences('Seen by Dr. Smith. Takes 2.5 mg daily. Any pain? No.')).toEqual([
      'Seen by Dr. Smith.',
      'Takes 2.5 mg daily.',
      'Any pain?',
      'No.',
    ]);
    const sentences = noteSentences([
      { title: 'CHIEF COMPLAINT', items: [{ title: '', body: 'Knee pain.' }] },
      {
        title: 'HPI',
        items: [
          { title: '', body: 'She hurt her knee. The last 4 days.' },
          { title: 'Medications', body: 'Naproxen 500 mg twice a day.' },
        ],
      },
    ]);
    expect(sentences.map((s) => [s.sentence, s.defects])).toEqual([
      ['Knee pain.', []],
      ['She hurt her knee.', []],
      ['The last 4 days.', ['fragment']],
      ['Naproxen 500 mg twice a day.', []],
    ]);
  });

  it('reads a short untitled line over titled items as a heading', () => {
    const plan = noteSentences([
      {
        title: 'ASSESSMENT AND PLAN',
        items: [
          { title: '', body: 'She is a 50-year-old female here for follow-up.' },
          { title: '', body: 'Congestive heart failure.' },
          { title: 'Medical Treatment', body: 'Will increase her lisinopril to 40 mg a day.' },
          { title: '', body: 'The last 4 days.' },
        ],
      },
    ]);
    expect(plan.map((s) => s.defects)).toEqual([[], [], [], ['fragment']]);
    // A heading is still checked as an entry: a bare answer stays a defect.
    const bare = noteSentences([
      {
        title: 'A',
        items: [
          { title: '', body: 'Not really.' },
          { title: 'Plan', body: 'Will order an MRI.' },
        ],
      },
    ]);
    expect(bare[0].defects).toContain('bare-answer');
  });
});
