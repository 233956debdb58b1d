// rules/<lang>/raised-measures.json: a measure the patient says is high, is treated for, has, or names alone as an answer
// is the condition of it; one the clinician finds high today, or a check of it, is none.
import { LANGUAGES } from '../../language';
import { RAISED_MEASURE_RULES } from '../raised-measures';
import { readTranscript } from '../read-sentences';
import { extractVisit } from '../extract';

const conditionsSaid = (transcript: string, lang: (typeof LANGUAGES)[number]) =>
  readTranscript(transcript, lang)
    .sentences.filter((s) => s.role !== 'clinician')
    .flatMap((s) => s.mentions)
    .filter((m) => m.concept.kind === 'condition' && m.assertion === 'present')
    .map((m) => m.concept.id);

describe.each(LANGUAGES)('raised measures (%s)', (lang) => {
  it.each(RAISED_MEASURE_RULES[lang].examples.map((e) => [e.example, e.expect] as const))('"%s" -> %j', (example, expected) => {
    expect(conditionsSaid(example, lang)).toEqual(expected);
  });
});

describe('raised measures in the visit', () => {
  it('are past history in answer to "any medical problems?"', () => {
    const visit = extractVisit(
      "[doctor] Any medical problems?\n[patient] Blood pressure. I'm on two tablets for that. And my cholesterol's a bit high, the nurse said, but I'm not on anything for it.",
      'en',
    );
    expect(visit.history.map((h) => h.concept.id)).toEqual(expect.arrayContaining(['hypertension', 'hyperlipidemia']));
  });
});
