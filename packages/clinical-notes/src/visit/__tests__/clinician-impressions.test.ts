// What the clinician says it is: "this is plantar fasciitis" is the impression, "that's for colon
// cancer screening" is none; an illness told of in general ("Gout usually comes on quickly") is
// nobody's condition (rules/<lang>/generic-talk.json, each language's example and control).
import { LANGUAGES } from '../../language';
import { extractVisit } from '../extract';
import { GENERIC_TALK } from '../generic-talk';

const read = (lines: string[], lang: (typeof LANGUAGES)[number] = 'en') => {
  const visit = extractVisit(lines.join('\n'), lang);
  return { impressions: visit.impressions.map((i) => i.concept.id), history: visit.history.map((f) => f.concept.id) };
};

describe('what the clinician says it is', () => {
  it('"this is" or "that\'s" a condition is the impression; "that\'s for" one is not', () => {
    const before = ['[patient] It hurts under my heel every morning.', '[doctor] Does it hurt when you walk?', '[patient] Yes.'];
    const opening = (line: string) => extractVisit([...before, line, '[patient] Okay.'].join('\n'), 'en').impressions;
    expect(opening('[doctor] So, Derek, this is plantar fasciitis.').map((i) => [i.concept.id, i.evidence.sentence])).toEqual([
      ['plantar-fasciitis', 3],
    ]);
    const history = [
      '[doctor] Have you ever had a colonoscopy?',
      '[patient] No, I thought that happens when you turn fifty.',
      "[doctor] Well, that's for colon cancer screening.",
      '[doctor] Any change in your bowels?',
      '[patient] No.',
      '[doctor] Any weight loss?',
      '[patient] No.',
      '[doctor] Any blood in your stool?',
      '[patient] No.',
    ];
    expect(extractVisit(history.join('\n'), 'en').impressions).toEqual([]);
  });
});

describe.each(LANGUAGES)('an illness told of in general (%s)', (lang) => {
  const rules = GENERIC_TALK[lang];

  it('is neither the impression nor the history', () => {
    expect(read(rules.example, lang)).toEqual({ impressions: [], history: [] });
  });

  it('told of the patient, it is the impression', () => {
    expect(read(rules.control, lang).impressions).toEqual([rules.condition]);
  });
});

describe('an illness told of in general, in a consultation', () => {
  it('names no impression of the conditions more common in a family ("more likely when there\'s hay fever or asthma in the family")', () => {
    const visit = read([
      "[patient] He's got these dry, red patches on his elbows.",
      '[doctor] So, I think this is atopic eczema.',
      "[doctor] It's very common in babies and toddlers, and it's more likely when there's hay fever or asthma in the family, like his dad.",
    ]);
    expect(visit.impressions).toEqual(['eczema']);
    expect(visit.history).toEqual([]);
  });
});

describe.each(LANGUAGES)('medications told of in general (%s)', (lang) => {
  const rules = GENERIC_TALK[lang];
  const advised = (line: string) =>
    extractVisit(`[patient] J'ai mal.\n[doctor] ${line}`, lang)
      .medications.filter((m) => m.status === 'advised')
      .map((m) => m.concept.id);

  it('to nobody, advise none', () => {
    expect(advised(rules.medicationExample)).toEqual([]);
  });

  it('said to the patient, advise still', () => {
    expect(advised(rules.medicationControl)).toContain('paracetamol');
  });
});
