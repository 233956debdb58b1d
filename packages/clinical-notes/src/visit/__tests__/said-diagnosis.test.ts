// The clinician's name for a diagnosis, with what they said of it beside its words: each
// example of rules/<lang>/diagnosis-qualifiers.json gives its name, in the model and in the
// draft's assessment; a term naming a diagnosis of its own is written as said.
import { draftNote } from '../../draft/generate';
import { SUBJECTIVE_AND_PLAN } from '../../draft/__tests__/subjective-and-plan';
import { LANGUAGES } from '../../language';
import { lexiconEntries } from '../../lexicon/lexicon';
import { extractVisit } from '../extract';
import { DIAGNOSIS_QUALIFIER_RULES } from '../said-diagnosis';

const opening = {
  en: '[doctor] What brings you in?\n[patient] It has been bad for a week.\n',
  fr: "[médecin] Qu'est-ce qui vous amène ?\n[patient] Ça ne va pas depuis une semaine.\n",
};
const named = (transcript: string, lang: 'en' | 'fr') => {
  const impression = extractVisit(transcript, lang).impressions[0];
  return impression?.said ?? impression?.concept.name;
};

describe.each(LANGUAGES)('what a clinician says beside a diagnosis (%s)', (lang) => {
  it.each(DIAGNOSIS_QUALIFIER_RULES[lang].examples.map((e) => [e.example, e.expect] as const))('"%s" names "%s"', (example, expected) => {
    expect(named(opening[lang] + example, lang)).toBe(expected);
  });
});

describe('the draft names the diagnosis as the clinician did', () => {
  it('writes the part and the kind said beside it, and nothing the clinician only felt about it', () => {
    const draft = (said: string) =>
      draftNote(`${opening.en}[doctor] ${said}\n[patient] Okay.`, SUBJECTIVE_AND_PLAN, { language: 'en' })
        .sections.flatMap((s) => s.items.map((i) => i.body))
        .join('\n');
    expect(draft('I think this is osteoarthritis of your left knee.')).toMatch(/osteoarthritis of the left knee/i);
    expect(draft('I think this is a simple ear infection.')).not.toMatch(/simple/i);
  });

  it.each(
    lexiconEntries('en', 'condition')
      .filter((e) => e.asSaid)
      .flatMap((e) => e.asSaid!.map((t) => [t, e.name] as const)),
  )('"%s", among the terms of %s, is written as said', (term) => {
    expect(named(`${opening.en}[doctor] I think this is ${term}.\n[patient] Okay.`, 'en')).toBe(term);
  });
});
