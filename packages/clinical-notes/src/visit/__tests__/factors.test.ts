// What makes a symptom worse or better (rules/<lang>/factors.json): every example of the rule
// files read as it says, each kind of cue on its own sentence, what is not the patient's (a
// negation, what may happen), and the sentence the draft and "Not in the note" write.
import { LANGUAGES } from '../../language';
import { EXAM_AND_PLAN } from '../../draft/__tests__/exam-and-plan';
import { SUBJECTIVE_AND_PLAN } from '../../draft/__tests__/subjective-and-plan';
import { draftNote } from '../../draft/generate';
import { checkEvidence } from '../../evidence/check';
import { visitFacts } from '../../write/facts';
import { extractVisit } from '../extract';
import { FACTOR_RULES, factorSentence, sameFactor, type Factor } from '../factors';

const opening = { en: '[doctor] How can I help?', fr: "[doctor] Bonjour, qu'est-ce qui vous amène ?" };
const factorsOf = (said: string, lang: 'en' | 'fr' = 'en') =>
  extractVisit(`${opening[lang]}\n${said}`, lang)
    .symptoms.filter((f) => f.attributes.factors)
    .map((f) => ({ of: f.concept.id, factors: f.attributes.factors!.map(({ kind, clause, by }) => ({ kind, clause, by })) }));
const said = (factors: readonly Factor[], kind: Factor['kind']) =>
  factors
    .filter((f) => f.kind === kind)
    .map((f) => f.clause.toLowerCase())
    .join('; ') || undefined;

const examples = LANGUAGES.flatMap((lang) => FACTOR_RULES[lang].examples.map((e) => [lang, e.said, e] as const));

describe('what makes a symptom worse or better: the rule files', () => {
  it.each(examples)('%s: %s', (lang, text, example) => {
    const found = factorsOf(text, lang).flatMap((f) => f.factors);
    expect(said(found, 'worse')).toBe(example.worse?.toLowerCase());
    expect(said(found, 'better')).toBe(example.better?.toLowerCase());
  });
});

describe('what makes a symptom worse or better: its cues', () => {
  it('gives the symptom the sentence names first, not one named in what does it ("bright lights make it worse")', () => {
    expect(factorsOf("[patient] I've had a bad headache for two days. Bright lights make it worse.")).toEqual([
      { of: 'headache', factors: [{ kind: 'worse', clause: 'Bright lights', by: true }] },
    ]);
    expect(
      factorsOf('[patient] The headaches do tend to be worse in the morning and it feels like a dull ache behind the eyes.').map(
        (f) => f.of,
      ),
    ).toEqual(['headache']);
  });

  it('reads a comma after a pronoun as a pause, and a factor said twice with two connectives as one', () => {
    const [{ factors }] = factorsOf("[patient] I've got pain in my tummy. It gets worse if I, like, walk. It's worse when I walk.");
    expect(factors).toEqual([{ kind: 'worse', clause: 'if I walk', by: false }]);
    expect(sameFactor({ kind: 'worse', clause: 'when I move', by: false }, { kind: 'worse', clause: 'if I move', by: false })).toBe(true);
  });

  it('reads none where it is denied, may happen, or names nothing', () => {
    expect(factorsOf("[patient] I have a headache. Sometimes a bit, but it's not worse in the morning, no.")).toEqual([]);
    expect(
      factorsOf("[patient] I have a headache. I've read that if your headache gets worse if you move, it could be a sign of a tumour."),
    ).toEqual([]);
    expect(factorsOf("[patient] My chest is tight. It's better with these things.")).toEqual([]);
    expect(
      factorsOf('[patient] My back is really painful.\n[doctor] Does anything make it better?\n[patient] They gave me some tablets.'),
    ).toEqual([]);
  });
});

describe('what makes a symptom worse or better: as the note writes it', () => {
  const transcript = [
    opening.en,
    '[patient] My heel hurts.',
    "[patient] It's worst first thing in the morning, but it eases off when I've been walking a bit.",
    '[doctor] Does anything else help?',
  ].join('\n');

  it('writes it in the third person, after the connective or as what does it', () => {
    expect(factorSentence({ kind: 'worse', clause: 'when I walk up the hill', by: false }, 'chest pain', 'en')).toBe(
      'The chest pain is worse when they walk up the hill.',
    );
    expect(factorSentence({ kind: 'better', clause: 'Lying flat on my back', by: true }, 'back pain', 'en', 'she')).toBe(
      'The back pain is eased by lying flat on her back.',
    );
    // In French, with no word agreeing with the symptom's gender and number ("Céphalées aggravée le soir.").
    expect(factorSentence({ kind: 'worse', clause: 'le soir', by: false }, 'céphalées', 'fr')).toBe('Céphalées : aggravation le soir.');
    expect(factorSentence({ kind: 'better', clause: 'avec le repos', by: false }, 'mal de dos', 'fr')).toBe(
      'Mal de dos : soulagement avec le repos.',
    );
  });

  it('is in the draft, and offered by "Not in the note" until a note says it', () => {
    const body = draftNote(transcript, SUBJECTIVE_AND_PLAN)
      .sections.flatMap((s) => s.items.map((i) => i.body))
      .join('\n');
    expect(body).toContain('The heel pain is worse first thing in the morning.');
    // The sentence it was read from is not told again beside it.
    expect(body).not.toMatch(/It is worst first thing in the morning/);
    const texts = visitFacts(extractVisit(transcript, 'en')).map((f) => f.text);
    expect(texts).toContain('The heel pain is better when they have been walking a bit.');
    const offered = (line: string) =>
      checkEvidence({ transcript }, { language: 'en', sections: [{ title: 'History', items: [{ title: '', body: line }] }] }, [
        EXAM_AND_PLAN,
      ]).omissions.map((o) => o.text);
    expect(offered('Heel pain.')).toContain('The heel pain is worse first thing in the morning.');
    expect(offered('Heel pain, worst first thing in the morning.')).not.toContain('The heel pain is worse first thing in the morning.');
  });
});
