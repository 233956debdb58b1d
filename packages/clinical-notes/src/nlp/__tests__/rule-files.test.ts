// Each rule of the speech, question, answer and plan files names the sentence it serves, and
// does what it says there.
import { LANGUAGES } from '../../language';
import { readTranscript } from '../../visit/read-sentences';
import { spokenText } from '../tokens';
import { ANSWER_RULES, polarityOf } from '../../visit/answers';
import { extractVisit } from '../../visit/extract';
import { SAID_AS_WRITTEN } from '../said-as-written';
import { planIndex, planRules } from '../../visit/plan-rules';
import { SPEECH_RULES } from '../../speech/clean-up';
import { asksHistory, asksHowLong, asksOpen, QUESTION_RULES } from '../questions';

const only = (text: string, lang: 'en' | 'fr', speaker = 'patient') => {
  const sentences = readTranscript(`[${speaker}] ${text}`, lang).sentences;
  expect(sentences).toHaveLength(1);
  return sentences[0];
};

describe.each(LANGUAGES)('rule files (%s)', (lang) => {
  it.each(SPEECH_RULES[lang].fillers.map((r) => [r.words, r.example] as const))('filler "%s" is skipped in "%s"', (words, example) => {
    const s = only(example, lang);
    const filler = s.tokens.find((t) => t.text.toLowerCase() === words);
    expect(filler?.skip).toBe(true);
    expect(s.tokens.filter((t) => !t.skip && t.text !== words).length).toBeGreaterThan(0);
  });

  it.each(SPEECH_RULES[lang].fillerPhrases.map((r) => [r.words, r.example] as const))(
    'filler phrase "%s" is skipped in "%s"',
    (words, example) => {
      const s = only(example, lang);
      const skipped = s.tokens
        .filter((t) => t.skip && t.text !== ',')
        .map((t) => t.text.toLowerCase())
        .join(' ');
      expect(skipped).toBe(words);
    },
  );

  const kept = SPEECH_RULES[lang].fillerPhrases.filter((r) => r.keptExample).map((r) => [r.words, r.keptExample] as const);
  // French has no filler phrase said as a noun phrase.
  if (kept.length > 0)
    it.each(kept)('filler phrase "%s" is kept after a determiner in "%s"', (words, example) => {
      const s = only(example as string, lang);
      expect(s.tokens.filter((t) => t.skip).map((t) => t.text.toLowerCase())).not.toContain(words.split(' ')[0]);
    });

  it.each((SPEECH_RULES[lang].repairs ?? []).map((r) => [r.words, r.example, r.expect] as const))(
    'a phrase corrected after "%s" leaves the correction: "%s"',
    (_words, example, expected) => {
      expect(spokenText(only(example, lang))).toBe(expected);
      // The correction alone is read as said.
      expect(spokenText(only(expected, lang))).toBe(expected);
    },
  );

  it.each((SPEECH_RULES[lang].restarts ?? []).map((r) => [r.words, r.example, r.expect] as const))(
    'a phrase started over after "%s" leaves the second saying: "%s"',
    (_words, example, expected) => {
      expect(spokenText(only(example, lang))).toBe(expected);
    },
  );

  const doubled = (SPEECH_RULES[lang].doubled ?? []).map((r) => [r.words, r.example, r.expect] as const);
  // English doubles no word by its grammar.
  if (doubled.length > 0)
    it.each(doubled)('a word the grammar doubles, "%s", is kept twice: "%s"', (_words, example, expected) => {
      expect(spokenText(only(example, lang))).toBe(expected);
    });

  it('leaves the second saying of a phrase of up to six words said again at once', () => {
    const [said, expected] =
      lang === 'en'
        ? ['we will try and get you, will try and get you well soon', 'we will try and get you well soon']
        : ['je vais vous prescrire un, je vais vous prescrire un antibiotique', 'je vais vous prescrire un antibiotique'];
    expect(spokenText(only(said, lang))).toBe(expected);
  });

  it('keeps a digit said twice within a number said digit by digit ("one one six"), not a digit said again alone', () => {
    const [number, again] =
      lang === 'en'
        ? [
            ['ring the Samaritans on one one six', 'ring the Samaritans on one one six'],
            ['take two two tablets', 'take two tablets'],
          ]
        : [
            ['appelez le un un cinq', 'appelez le un un cinq'],
            ['prenez deux deux comprimés', 'prenez deux comprimés'],
          ];
    expect(spokenText(only(number[0], lang))).toBe(number[1]);
    expect(spokenText(only(again[0], lang))).toBe(again[1]);
  });

  it('leaves a word of restarting alone where no phrase is said again ("symptoms, like fevers")', () => {
    const said = lang === 'en' ? 'any other symptoms, like fevers or temperatures' : 'pardon pour le retard avec mon genou';
    expect(spokenText(only(said, lang))).toBe(said);
  });

  it('leaves a word of correction alone where no phrase is said again', () => {
    const said = lang === 'en' ? "i'm sorry to hear about the back pain" : 'pardon pour le retard avec mon genou';
    expect(spokenText(only(said, lang))).toBe(said);
  });

  it.each(QUESTION_RULES[lang].openers.map((r) => [r.words, r.example] as const))(
    '"%s" asks in "%s", without a question mark',
    (_words, example) => {
      expect(only(example, lang, 'doctor').question).toBe(true);
      expect(only(`${example}.`, lang, 'doctor').question).toBe(true);
    },
  );

  it.each(QUESTION_RULES[lang].howLong.map((r) => [r.words, r.example] as const))('"%s" asks how long in "%s"', (_words, example) => {
    expect(asksHowLong(only(`${example}?`, lang, 'doctor'), lang)).not.toBeNull();
  });

  it.each(QUESTION_RULES[lang].history.map((r) => [r.words, r.example] as const))(
    '"%s" asks about past health in "%s"',
    (_words, example) => {
      expect(asksHistory(only(example, lang, 'doctor'), lang)).toBe(true);
    },
  );

  it.each(QUESTION_RULES[lang].open.map((r) => [r.words, r.example] as const))('"%s" asks an open question in "%s"', (_words, example) => {
    expect(asksOpen(only(example, lang, 'doctor'), lang)).toBe(true);
  });

  it.each((['affirm', 'deny'] as const).flatMap((p) => ANSWER_RULES[lang][p].map((r) => [p, r.words, r.example] as const)))(
    '%s: "%s" in "%s"',
    (polarity, _words, example) => {
      expect(polarityOf(only(example, lang), lang)).toBe(polarity);
    },
  );

  it.each(planRules(lang).map((r) => [r.literal, r.kind, r.example] as const))(
    'plan cue "%s" (%s) is read in "%s"',
    (literal, kind, example) => {
      const s = only(example, lang, 'doctor');
      const cues = planIndex(lang)
        .find(s)
        .flatMap((m) => m.values);
      expect(cues).toContainEqual(expect.objectContaining({ literal, kind }));
    },
  );
});

describe('questions', () => {
  it('tells statements from questions said without a question mark', () => {
    expect(only('okay and have you had any fever or chills', 'en', 'doctor').question).toBe(true);
    expect(only('what we would recommend is plenty of fluids', 'en', 'doctor').question).toBe(false);
    expect(only('you have a chest infection', 'en', 'doctor').question).toBe(false);
  });

  it('reads a clinician\'s question after the topic it is about ("In terms of your ears, any dullness or blocked ears.")', () => {
    expect(only('In terms of your ears, any dullness or blocked ears, pain in your ears.', 'en', 'doctor').question).toBe(true);
    expect(only('In terms of your ears, they look healthy.', 'en', 'doctor').question).toBe(false);
    // A patient's clause after a comma is not read as a question by its first word.
    expect(only('My knee hurts, any time I walk.', 'en', 'patient').question).toBe(false);
  });

  it.each((['en', 'fr'] as const).flatMap((lang) => QUESTION_RULES[lang].frames.map((f) => [lang, f.words, f.example] as const)))(
    '%s: reads a question after the topic framed by "%s" without a comma: "%s"',
    (lang, words, example) => {
      expect(example.toLowerCase()).toContain(words);
      expect(only(example, lang, 'doctor').question).toBe(true);
    },
  );

  it('reads a framed topic followed by a statement as a statement ("with your knee i think it is a sprain")', () => {
    expect(only('with your knee i think it is a sprain', 'en', 'doctor').question).toBe(false);
    expect(only('with your shoulder what we saw on the x-ray is good news and anything else can wait', 'en', 'doctor').question).toBe(
      false,
    );
  });
});

describe('answer words that are no answer before a part of speech', () => {
  it.each(
    LANGUAGES.flatMap((lang) =>
      (['affirm', 'deny'] as const).flatMap((p) =>
        ANSWER_RULES[lang][p].flatMap((r) => (r.notBeforeExample ? [[lang, r.words, r.notBefore, r.notBeforeExample] as const] : [])),
      ),
    ),
  )('%s: "%s" before %s: "%s"', (lang, _words, _pos, example) => {
    expect(polarityOf(only(example, lang), lang)).toBeNull();
  });
});

describe('answer words that open a statement', () => {
  const held = (asked: string, answer: string, lang: 'en' | 'fr', id: string) => {
    const visit = extractVisit(`[doctor] ${asked}\n[patient] ${answer}`, lang);
    return [...visit.symptoms, ...visit.history].find((f) => f.concept.id === id)?.assertion;
  };
  it.each(
    LANGUAGES.flatMap((lang) =>
      (['affirm', 'deny'] as const).flatMap((p) =>
        ANSWER_RULES[lang][p].flatMap((r) => (r.statement ? [[lang, r.words, r.statement, r.example] as const] : [])),
      ),
    ),
  )('%s: "%s" naming another finding is no yes: %j', (lang, _words, { asked, answer, notYesTo }, example) => {
    expect(polarityOf(only(answer, lang), lang)).toBe('affirm');
    expect(held(asked, answer, lang, notYesTo)).toBeUndefined();
    // The rule's own answer is still a yes to it.
    expect(held(asked, example, lang, notYesTo)).toBe('present');
  });
});

describe('names said spelt out', () => {
  it.each(LANGUAGES.flatMap((lang) => SAID_AS_WRITTEN[lang].map((p) => [lang, p.said, p.example, p.expect] as const)))(
    '%s: "%s" in "%s" is read "%s", its token spanning what was said',
    (lang, said, example, expected) => {
      const transcript = `[doctor] ${example}`;
      const read = readTranscript(transcript, lang).sentences;
      expect(read.map((s) => spokenText(s, 0, s.tokens.length)).join(' ')).toContain(expected);
      const name = read.flatMap((s) => s.tokens).find((t) => expected.endsWith(t.text) && t.text.length > 1);
      expect(transcript.slice(name?.start, name?.end).toLowerCase().replace(/\s+/g, ' ')).toBe(said);
    },
  );

  it('writes no name longer than what was said', () => {
    for (const lang of LANGUAGES) for (const p of SAID_AS_WRITTEN[lang]) expect(p.written.length).toBeLessThanOrEqual(p.said.length);
  });
});

describe('a patient asking the clinician to look at something', () => {
  it.each(LANGUAGES.flatMap((lang) => (QUESTION_RULES[lang].showMe ?? []).map((r) => [lang, r.words, r.example, r.concept] as const)))(
    '%s: "%s" tells what is to be looked at: "%s" holds %s',
    (lang, _words, example, concept) => {
      const visit = extractVisit(`[patient] ${example}`, lang);
      expect(visit.symptoms.map((f) => `${f.concept.id}:${f.assertion}`)).toContain(`${concept}:present`);
    },
  );

  it('tells nothing in a question asking whether ("Is it normal to get a rash on my arm?")', () => {
    expect(extractVisit('[patient] Is it normal to get a rash on my arm?', 'en').symptoms).toEqual([]);
  });
});
