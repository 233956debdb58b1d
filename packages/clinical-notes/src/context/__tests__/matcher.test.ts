// The ConText matcher on its own: how far a cue reaches (its maximum scope), where a
// terminating cue ends it (and only for the categories it ends), which way it reaches, and
// what happens when two cues overlap (the longer phrase is the cue; two scopes over one
// concept both give their category).
import { readTranscript } from '../../visit/read-sentences';
import spokenNegationEn from '../../../rules/en/spoken-negation.json';
import spokenNegationFr from '../../../rules/fr/spoken-negation.json';

const read = (text: string) => {
  const [sentence, ...rest] = readTranscript(text, 'en').sentences;
  expect(rest).toHaveLength(0);
  return sentence;
};
const mention = (text: string, id: string) => {
  const found = read(text).mentions.find((m) => m.concept.id === id);
  expect(found).toBeDefined();
  return found!;
};
const cues = (text: string) => read(text).modifiers.map((m) => m.rule.literal);

describe('ConText matcher', () => {
  describe('what follows from a condition', () => {
    it('supposes what is said after "then" in a sentence that opens with "if", however far past the cue\'s own words', () => {
      const said = 'And if, the cough is prolonged beyond the three weeks then uh, then we end up thinking that this might be a pneumonia.';
      expect(mention(said, 'pneumonia').assertion).toBe('hypothetical');
      // No "if" before it: "then" supposes nothing.
      expect(mention('The cough came first and then we thought this might be a pneumonia.', 'pneumonia').assertion).toBe('possible');
      // The condition ended by its sentence: the next one's "then" is said afresh.
      const [, next] = readTranscript('If the cough is prolonged, call us. And then I think this is a pneumonia.', 'en').sentences;
      expect(next.mentions.find((m) => m.concept.id === 'pneumonia')?.assertion).toBe('present');
      const [fr] = readTranscript(
        "Si la toux dure plus de trois semaines sans s'améliorer, alors on pensera à une pneumonie.",
        'fr',
      ).sentences;
      expect(fr.mentions.find((m) => m.concept.id === 'pneumonia')?.assertion).toBe('hypothetical');
    });
  });

  describe('uncertainty about a cause', () => {
    it('leaves the symptom before "not sure" present ("a slight cough, not sure if it\'s the change of seasons")', () => {
      expect(mention("I've had a slight cough, I'm not sure if it's the change of seasons.", 'cough').assertion).toBe('present');
      expect(mention("I'm not sure it's a fever.", 'fever').assertion).toBe('possible');
    });
  });

  describe('cues for some kinds of concept only', () => {
    it('reads a comparison with a condition as a guess ("felt like a heart attack"), a symptom said with "feels like" as said', () => {
      expect(mention('It felt like a heart attack.', 'myocardial-infarction').categories.has('guess')).toBe(true);
      expect(mention('It feels like a really bad headache.', 'headache').assertion).toBe('present');
      expect(mention('It feels like a really bad headache.', 'headache').categories.has('guess')).toBe(false);
    });
  });

  describe('a cue said where its rule does not count it', () => {
    it('ends no scope there: "it is" names the clinician\'s impression at a sentence\'s start or after "and", not further in', () => {
      // Opening the clause after "No fever,": the impression ends the negation.
      expect(mention("No fever, it's a chest infection.", 'chest-infection').assertion).toBe('present');
      // Said further in, "it is" is no cue, so it ends nothing: the negation reaches past it.
      const said = "It's not too bad, it's sort of like a stinging kind of pain.";
      const sentence = read(said);
      const secondIt = sentence.tokens.findIndex((t, i) => i > 0 && t.key === 'it');
      const not = sentence.modifiers.find((m) => m.rule.literal === 'not');
      expect(secondIt).toBeGreaterThan(0);
      expect(not!.scopeTo).toBeGreaterThan(secondIt + 1);
      expect(sentence.modifiers.filter((m) => m.from === secondIt)).toHaveLength(0);
    });
  });

  describe('a negation broken off by a comma', () => {
    it('negates nothing after it, answering or starting over ("No, I think ...", "I haven\'t, I felt ...")', () => {
      expect(mention('No, I think this is a viral infection.', 'viral-infection').assertion).toBe('present');
      expect(mention("I haven't, I felt a bit hot and sweaty, but I haven't really measured it.", 'sweating').assertion).toBe('present');
      expect(mention('No fever, no cough.', 'cough').assertion).toBe('absent');
      expect(mention('Not, not proper room spinning.', 'vertigo').assertion).toBe('absent');
      expect(mention("Not really, I had my appendix out when I was a kid, that's it.", 'appendectomy').assertion).not.toBe('absent');
    });
  });

  describe('a cue counted only at the end of a short sentence', () => {
    it('reads "diarrhea no" as denied, not a "no" inside or ending a long narration', () => {
      expect(mention('[patient] diarrhea no', 'diarrhea').assertion).toBe('absent');
      expect(mention('[patient] no diarrhea but i do have some nausea', 'nausea').assertion).toBe('present');
      expect(mention('[doctor] on your lung exam i do hear some wheezing on the right side no', 'wheezing').assertion).toBe('present');
    });
  });

  describe('cues matched as written', () => {
    it('does not read a cue whose sense is in its form by its lemma ("gone" is over; "as we go through" is not)', () => {
      expect(cues('There is no murmur as we go through.')).not.toContain('gone');
      expect(mention('Any fever as we go through the list?', 'fever').ended).toBeUndefined();
      expect(mention('The headache has gone now.', 'headache').ended).toBe(true);
      expect(cues("Let's see if the cough will settle.")).not.toContain('settled');
    });

    it('reads "you have" as an impression, not "you had" in a question ("have you had any chills")', () => {
      expect(cues('So have you had like any body aches or chills or anything like that.')).not.toContain('you have');
      expect(mention('You have a chest infection.', 'chest-infection').categories.has('impression')).toBe(true);
    });

    it('reads "to rule out" as a differential of what follows, not "ruled out" negating what precedes ("labs, to rule out biliary etiology")', () => {
      expect(cues('We will order an ultrasound, as well as additional labs, to rule out pneumonia.')).toEqual(['rule out']);
      expect(mention('We will order an ultrasound, as well as additional labs, to rule out pneumonia.', 'blood-test').assertion).toBe(
        'present',
      );
      expect(mention('We will order an ultrasound, as well as additional labs, to rule out pneumonia.', 'pneumonia').assertion).toBe(
        'possible',
      );
      expect(cues('Pneumonia was ruled out.')).toEqual(['ruled out']);
      expect(mention('Pneumonia was ruled out.', 'pneumonia').assertion).toBe('absent');
    });
  });

  describe('a time said on its own', () => {
    it('dates what the same speaker says next ("About, five years ago. I had like some chest pain")', () => {
      const read = readTranscript(
        '[patient] They called it a small heart attack. About, five years ago. I had like some chest pain and they took me into hospital.',
        'en',
      );
      const pain = read.sentences.flatMap((s) => s.mentions).find((m) => m.concept.id === 'chest-pain');
      expect(pain?.assertion).toBe('historical');
      const now = readTranscript('[patient] About five years ago I had a heart attack. I have chest pain now.', 'en');
      expect(now.sentences.flatMap((s) => s.mentions).find((m) => m.concept.id === 'chest-pain')?.assertion).toBe('present');
    });
  });

  describe('scope limits', () => {
    it('reaches a concept within the maximum scope of its cue', () => {
      // "not" reaches 6 words.
      expect(mention('I have not had a fever.', 'fever').assertion).toBe('absent');
    });

    it('does not reach a concept beyond it', () => {
      expect(mention('I did not go to work yesterday because of the fever.', 'fever').assertion).toBe('present');
    });

    it('ends at the end of a clause (a full stop or a semicolon), whatever its scope', () => {
      expect(mention('No; fever.', 'fever').assertion).toBe('present');
    });

    it('counts words only: skipped fillers and punctuation take no room in the scope', () => {
      const s = read('No, um, uh, fever.');
      const no = s.modifiers.find((m) => m.rule.literal === 'no');
      expect(no?.scopeTo).toBeGreaterThan(s.tokens.findIndex((t) => t.text === 'fever'));
    });
  });

  describe('termination', () => {
    it('a terminating cue ends a negation ("but")', () => {
      expect(mention('No fever but I have been vomiting.', 'vomiting').assertion).toBe('present');
      expect(mention('No fever but I have been vomiting.', 'fever').assertion).toBe('absent');
    });

    it('a terminating cue that ends only a negation leaves an impression reaching past it ("just")', () => {
      expect(mention('No, just the diarrhoea.', 'diarrhea').assertion).toBe('present');
      expect(mention('I think it is just a viral infection.', 'viral-infection').categories.has('impression')).toBe(true);
    });

    it('a terminating cue ends a scope going back as well as forward', () => {
      // "resolved" reaches back; "but" stands between it and the rash.
      expect(mention('I had a rash but it has resolved.', 'rash').assertion).toBe('present');
    });
  });

  describe('direction', () => {
    it('a forward cue reaches what follows it, not what comes before', () => {
      expect(mention('No vomiting.', 'vomiting').assertion).toBe('absent');
      expect(mention('Vomiting, no.', 'vomiting').assertion).toBe('present');
    });

    it('a backward cue reaches what comes before it, not what follows', () => {
      expect(mention('The headache has gone now.', 'headache').assertion).toBe('historical');
      expect(mention('It has gone, and now the headache is here.', 'headache').assertion).toBe('present');
    });

    it('a bidirectional cue reaches both ways', () => {
      expect(mention('I had kidney stones in the past.', 'kidney-stones').assertion).toBe('historical');
      expect(mention('In the past I had kidney stones.', 'kidney-stones').assertion).toBe('historical');
    });
  });

  describe('overlapping rules', () => {
    it('the longer phrase wins where two cues start at one word ("no longer" over "no")', () => {
      expect(cues('I no longer get the palpitations.')).toEqual(['no longer']);
      expect(mention('I no longer get the palpitations.', 'palpitations').assertion).toBe('historical');
    });

    it('two cues whose scopes both hold a concept both give their category; who it is about decides the assertion', () => {
      const m = mention('No family history of diabetes.', 'diabetes');
      expect([...m.categories].sort()).toEqual(['family', 'negated']);
      expect(m.assertion).toBe('family');
    });

    it('a pseudo cue is read as its phrase, so the shorter cue inside it modifies nothing', () => {
      expect(cues('No change in the cough.')).not.toContain('no');
      expect(mention('No change in the cough.', 'cough').assertion).toBe('present');
    });
  });
});

describe.each(['en', 'fr'] as const)('an answer opening with "no" before a clause of the patient\'s own (%s)', (lang) => {
  const rules = lang === 'en' ? spokenNegationEn : spokenNegationFr;
  const assertionOf = (text: string) =>
    readTranscript(`[patient] ${text}`, lang)
      .sentences.flatMap((s) => s.mentions)
      .find((m) => m.concept.id === rules.replyClauseAffirmed)?.assertion;

  it(`denies nothing after it: "${rules.replyClauseExample}"`, () => {
    expect(assertionOf(rules.replyClauseExample)).toBe('present');
  });

  it('still denies what it is said before, with no clause of its own between', () => {
    const denied = lang === 'en' ? 'no weight gain' : 'non, pas de prise de poids';
    expect(assertionOf(denied)).toBe('absent');
  });
});
