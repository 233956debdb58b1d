// A relative's condition: the talk of it goes on after it is named, and the patient naming it
// again in the next turns still speaks of the relative; later, or in a turn of their own, it
// can be their own.
import { extractVisit } from '../extract';

const conditions = (lines: string[]) => {
  const visit = extractVisit(lines.join('\n'), 'en');
  return { history: visit.history.map((f) => f.concept.id), family: visit.family.map((f) => f.concept.id) };
};

describe("a relative's condition", () => {
  const named = ['[doctor] Any bowel problems in the family?', '[patient] My dad actually has colon cancer at the moment.'];

  it('named again while the patient tells of the relative is still theirs', () => {
    const read = conditions([
      ...named,
      '[doctor] Oh dear, I am sorry to hear that. How is he?',
      "[patient] I don't speak to him often. And I don't exactly know the full things of like the steps of cancer, and all that kind of thing. He's in his third stage.",
    ]);
    expect(read.family).toEqual(['cancer']);
    expect(read.history).not.toContain('cancer');
  });

  it('named by the patient of themselves turns later is their history too', () => {
    const read = conditions([
      ...named,
      '[doctor] How is he?',
      "[patient] He's coping.",
      '[doctor] And what about you, any medical problems?',
      '[patient] Not really.',
      '[doctor] Anything in the past?',
      '[patient] I had skin cancer removed five years ago.',
    ]);
    expect(read.family).toEqual(['cancer']);
    expect(read.history).toContain('cancer');
  });
});

describe("relatives named by a parent, or as a relative's relative", () => {
  it('holds a relative the parent names as the child\'s ("her dad") as theirs, not the child\'s', () => {
    const visit = extractVisit(
      ['[doctor] Does anyone smoke at home?', '[patient] Her dad smokes, but he goes outside. And her brother has eczema.'].join('\n'),
      'en',
    );
    expect(visit.social.filter((f) => f.topic === 'smoking')).toEqual([]);
    expect(visit.family.map((f) => [f.concept.id, f.attributes.relatives])).toEqual([['eczema', ['brother']]]);
  });

  it('names a relative\'s relative as a note does ("my mum and her sister": mother, maternal aunt)', () => {
    const visit = extractVisit(
      ['[doctor] Who in your family has had skin cancer?', '[patient] My mum and her sister, I think they both had melanoma.'].join('\n'),
      'en',
    );
    expect(visit.family.map((f) => f.attributes.relatives)).toEqual([['mother', 'maternal aunt']]);
  });
});

describe('a clause about the relative later in the sentence that named them', () => {
  const said = (line: string, lang: 'en' | 'fr' = 'en') => {
    const visit = extractVisit(['[doctor] Any heart problems in the family?', line].join('\n'), lang);
    return {
      family: visit.family.map((f) => [f.concept.id, f.attributes.relatives]),
      history: visit.history.map((f) => f.concept.id),
    };
  };

  it('opening with a word standing for them, is theirs ("... oh, no, sorry, she had a heart attack first")', () => {
    const read = said('[patient] Well, my sister had heart failure... oh, no, sorry, she had a heart attack first, at sixty.');
    expect(read.family).toContainEqual(['myocardial-infarction', ['sister']]);
    expect(read.history).not.toContain('myocardial-infarction');
    // "My mom was almost 45 when she was diagnosed with breast cancer."
    expect(said('[patient] My mom was almost forty-five when she was diagnosed with breast cancer.').family).toEqual([
      ['cancer', ['mother']],
    ]);
  });

  it('naming the patient after that word, is the patient\'s ("my sister came with me, she thinks I had a heart attack")', () => {
    const read = said('[patient] My sister came with me today, she thinks I had a heart attack last year.');
    expect(read.family).toEqual([]);
  });
});

describe('a word standing for the relative agrees with them', () => {
  it('"he" after "my mum" is someone else (a mother telling of her son), "she" after "my sister" is the sister', () => {
    const visit = (lines: string[]) => extractVisit(lines.join('\n'), 'en');
    const son = visit(['[doctor] Any illnesses in the family?', '[patient] My mum has asthma.', "[patient] He's had croup twice before."]);
    expect(son.family.map((f) => f.concept.id)).toEqual(['asthma']);
    expect(son.history.map((f) => f.concept.id)).toContain('croup');
    const sister = visit(['[doctor] Any illnesses in the family?', '[patient] My sister.', '[patient] She had breast cancer at forty.']);
    expect(sister.family.map((f) => [f.concept.id, f.attributes.relatives])).toEqual([['cancer', ['sister']]]);
  });
});
