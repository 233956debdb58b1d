// A spoken sentence written as a note writes it: each word list of rules/<lang>/speech.json
// "written" on the sentence it serves, and what is never taken away.
import speechEn from '../../../rules/en/speech.json';
import speechFr from '../../../rules/fr/speech.json';
import { asSentence, writtenNumbers, writtenSpeech } from '../written-speech';

/** A list's example as [said, written]: "said -> written". */
const exampleOf = (example: string) => example.split(' -> ') as [string, string];

describe('a spoken sentence written', () => {
  it('loses its fillers ("Um, I have had it for, you know, three days.")', () => {
    expect(writtenSpeech('Um, I have had it for, you know, three days.')).toBe('I have had it for 3 days.');
  });

  it('loses the words that open it without saying anything ("Okay, so the pain started on Monday.")', () => {
    expect(writtenSpeech('Okay, so the pain started on Monday.')).toBe('the pain started on Monday.');
  });

  it('loses a request for agreement at its end ("We\'ll get an x-ray, okay?")', () => {
    expect(writtenSpeech("We'll get an x-ray, okay?")).toBe("We'll get an x-ray?");
  });

  it('keeps "okay" where it means fine ("The knee feels okay now.")', () => {
    expect(writtenSpeech('The knee feels okay now.')).toBe('The knee feels okay now.');
  });

  it('loses a hedge said last, whole ("in my back sort of" is not "in my back sort")', () => {
    const [said, written] = exampleOf(speechEn.written.danglingHedgeExample);
    expect(writtenSpeech(said)).toBe(written);
    const [dit, écrit] = exampleOf(speechFr.written.danglingHedgeExample);
    expect(writtenSpeech(dit, 'fr')).toBe(écrit);
    expect(writtenSpeech("It's kind of crampy.")).toBe("It's kind of crampy.");
  });

  it('loses a word it was cut off at ("That cleared with cough and")', () => {
    expect(writtenSpeech('That cleared with cough and')).toBe('That cleared with cough');
    expect(writtenSpeech('Gave up, ooh, ten years ago.')).toBe('Gave up, 10 years ago.');
    // "That" ending the sentence as the thing said is kept.
    expect(writtenSpeech("I just want to make sure it's not that.")).toBe("I just want to make sure it's not that.");
    expect(writtenSpeech('I think that')).toBe('I think');
  });

  it('loses the comma a hesitation left ("I\'ll order another, uh, cbc"), not one listing letters ("vitamin a, d and e")', () => {
    expect(writtenSpeech("I'll order another, uh, cbc.")).toBe("I'll order another CBC.");
    expect(writtenSpeech('She takes vitamin a, d and e.')).toBe('She takes vitamin a, d and e.');
    expect(writtenSpeech('I had my gallbladder out about, like, six years ago.')).toBe('I had my gallbladder out about 6 years ago.');
    expect(writtenSpeech("J'ai été opérée il y a environ, euh, six ans.", 'fr')).toBe("J'ai été opérée il y a environ 6 ans.");
    // Only before a number: "around" and "about" said otherwise keep their comma.
    expect(writtenSpeech('I walk around, ten minutes later it hurts again.')).toBe('I walk around, 10 minutes later it hurts again.');
    expect(writtenSpeech('What about, a cup of tea?')).toBe('What about, a cup of tea?');
    // A comma after a word of a sentence started over stays ("It's not very, it's not severe").
    expect(writtenSpeech("It's not very, it's not severe.")).toBe("It's not very, it's not severe.");
  });

  it('is read with the French lists in French ("Euh, alors, j\'ai mal au dos depuis trois jours, d\'accord ?")', () => {
    expect(writtenSpeech("Euh, alors, j'ai mal au dos depuis trois jours, d'accord ?", 'fr')).toBe("j'ai mal au dos depuis 3 jours?");
  });

  it('joins contractions and says numbers and doses as a note writes them', () => {
    expect(writtenSpeech("I do n't take ten milligrams.")).toBe("I don't take 10 mg.");
    expect(writtenNumbers('two tablets of five hundred milligrams')).toBe('2 tablets of 500 mg');
  });

  it('is empty when nothing is said, and a sentence starts with a capital and ends with a stop', () => {
    expect(writtenSpeech('Um, uh.')).toBe('');
    expect(asSentence('the pain started on monday')).toBe('The pain started on monday.');
  });

  it.each([
    ['en', speechEn.written.restartExample],
    ['en', speechEn.written.restartDeterminerExample],
    ['fr', speechFr.written.restartExample],
    ['fr', speechFr.written.restartDeterminerExample],
    ['en', speechEn.written.articleBeforeDeterminerExample],
    ['fr', speechFr.written.articleBeforeDeterminerExample],
  ] as const)('in %s, loses the first start of a sentence started over: %s', (lang, example) => {
    const [said, written] = exampleOf(example);
    expect(writtenSpeech(said, lang)).toBe(written);
  });

  it('loses a subject started over round a word of restarting set off by a comma ("He, so he\'s been", "It so, it\'s pouring")', () => {
    expect(asSentence(writtenSpeech("He, so he's been like this for five days."))).toBe("He's been this for 5 days.");
    expect(asSentence(writtenSpeech("It so, it's just pouring straight out."))).toBe("It's just pouring straight out.");
    // A clause of its own before "so" is no false start.
    expect(writtenSpeech("I can't, so I stay at home.")).toBe("I can't, so I stay at home.");
    expect(writtenSpeech('I was tired, so I went to bed.')).toBe('I was tired, so I went to bed.');
  });

  it('finds a sentence started over before a hesitation\'s comma is taken out ("And I just, it just hasn\'t ...")', () => {
    expect(asSentence(writtenSpeech("And I just, it just hasn't been getting better."))).toBe("It just hasn't been getting better.");
  });

  it('keeps an article before a name that only starts like a determiner ("the HER2 test", "the theory")', () => {
    expect(writtenSpeech('We will send the HER2 test.')).toBe('We will send the HER2 test.');
    expect(writtenSpeech('That is the theory.')).toBe('That is the theory.');
    expect(writtenSpeech('Il a pris la mesure.', 'fr')).toBe('Il a pris la mesure.');
  });

  it('starts over only after a subject with words of being, having or doing ("It keeps me, I keep going", not "It hurts, it really hurts")', () => {
    expect(writtenSpeech('It keeps me, I keep going back and forth to the toilet.')).toBe('I keep going back and forth to the toilet.');
    expect(writtenSpeech("I'm, I feel like I don't drink enough.")).toBe("I feel like I don't drink enough.");
    expect(writtenSpeech('The diarrhoea is bad, so it keeps me like, I keep going back and forth.')).toBe(
      'The diarrhoea is bad, so I keep going back and forth.',
    );
    expect(writtenSpeech("But uh, I haven't been, I'm not on any regular medication.")).toBe("I'm not on any regular medication.");
    expect(writtenSpeech('Yeah I have, I have had the same partner, I am, we were last active four days ago.')).toBe(
      'I have had the same partner, we were last active 4 days ago.',
    );
    expect(writtenSpeech('It hurts, it really hurts.')).toBe('It hurts, it really hurts.');
    expect(writtenSpeech('I took the tablets, they helped.')).toBe('I took the tablets, they helped.');
  });

  it('keeps a possessive said before a comma with its noun ("My, father had an operation"), and drops one before a verb ("and my, noticed")', () => {
    expect(writtenSpeech('My, father had an operation on his neck.')).toBe('My father had an operation on his neck.');
    expect(writtenSpeech('I can not hear well, and my, noticed that my face is numb.')).toBe(
      'I can not hear well, and noticed that my face is numb.',
    );
  });

  it('loses a phrase of up to six words said again ("a wee bit of, a wee bit of aspirin", "if I\'m, if I\'m feeling hot")', () => {
    expect(writtenSpeech('We will try and get you, will try and get you well soon.')).toBe('We will try and get you well soon.');
    expect(writtenSpeech('I take a wee bit of, a wee bit of aspirin.')).toBe('I take a wee bit of aspirin.');
    expect(writtenSpeech("if I'm, if I'm feeling hot, take paracetamol.")).toBe("if I'm feeling hot, take paracetamol.");
    expect(writtenSpeech("It's, it's not, it's not pleasant.")).toBe("It's not pleasant.");
    expect(writtenSpeech('I coughed up blood on, on two occasions.')).toBe('I coughed up blood on two occasions.');
  });

  it.each([
    ['en', speechEn.written.clauseEndingWordsExample.split(' (')[0]],
    ['fr', speechFr.written.clauseEndingWordsExample],
  ] as const)('in %s, keeps a word that ends one clause and opens the next: %s', (lang, sentence) => {
    expect(writtenSpeech(sentence, lang)).toBe(sentence);
  });

  it('keeps a side or an answer said at its end without a comma ("The pain is on the right.", "That is correct.")', () => {
    expect(writtenSpeech('The pain is on the right.')).toBe('The pain is on the right.');
    expect(writtenSpeech('Yes, that is correct.')).toBe('that is correct.');
    expect(writtenSpeech("It's on my right, right?")).toBe("It's on my right?");
  });
});
