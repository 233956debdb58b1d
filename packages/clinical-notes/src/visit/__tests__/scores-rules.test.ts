// The scores the clinician reads out (rules/<lang>/scores.json): each instrument's own sentence,
// what is no score, a score typed in the clinician's notes, and the draft writing it with its band.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import { SUBJECTIVE_AND_PLAN } from '../../draft/__tests__/subjective-and-plan';
import { LANGUAGES } from '../../language';
import { extractVisit } from '../extract';
import { SCORE_RULES, scoresSaid } from '../scores';
import { factsNotInNote } from '../../check/omissions';

const read = (said: string, lang: 'en' | 'fr') =>
  (extractVisit(said, lang).scores ?? []).map((s) => `${s.name} ${s.value}${s.band ? ` (${s.band})` : ''}`);

describe.each(LANGUAGES)('score rules (%s)', (lang) => {
  const rules = SCORE_RULES[lang];
  it.each(rules.instruments.map((r) => [r.name, r.example, r.expect] as const))('"%s": "%s" gives "%s"', (_name, example, expected) => {
    expect(read(example, lang)).toEqual([expected]);
  });
  it(`reads no score from a count of something else: "${rules.notScores.example}"`, () => {
    expect(read(rules.notScores.example, lang)).toEqual([]);
  });
});

describe('scores, what is none', () => {
  it('reads none from a question asked, nor over the scale, nor from a figure without its unit', () => {
    expect(read('[doctor] Was your PHQ-9 score 14?', 'en')).toEqual([]);
    expect(read('[doctor] Your GAD-7 score was 35.', 'en')).toEqual([]);
    expect(read('[doctor] Your ejection fraction was 2 years ago.', 'en')).toEqual([]);
  });
  it('takes no article for a number ("un score de 24"), nor a band said in another clause', () => {
    expect(read('[médecin] Au MoCA, vous avez un score de 24 sur 30.', 'fr')).toEqual(['MoCA 24']);
    expect(read('[doctor] Your PHQ-9 was 12 and the anxiety is mild.', 'en')).toEqual(['PHQ-9 12']);
  });
});

describe('a score typed in the clinician’s notes', () => {
  it('is read with its instrument: "PHQ-9: 14"', () => {
    expect(scoresSaid('PHQ-9: 14', 'en').map((s) => [s.name, s.value])).toEqual([['PHQ-9', '14']]);
  });
});

describe('a review of low mood', () => {
  const transcript = readFileSync(join(__dirname, 'consultations', 'low-mood-review-gp.txt'), 'utf8');
  it('offers the score in "Not in the note" until a sentence names a score with its number', () => {
    const offered = (note: string) => factsNotInNote(extractVisit(transcript, 'en'), note).map((f) => f.text);
    expect(offered('Low mood.')).toContain('Questionnaire score: 18 (moderately severe).');
    expect(offered('Low mood. Questionnaire 12.')).toContain('Questionnaire score: 18 (moderately severe).');
    expect(offered('Low mood. PHQ-9 score 18.')).not.toContain('Questionnaire score: 18 (moderately severe).');
  });

  it('writes the questionnaire score read out, with the band it is in', () => {
    const note = draftNote(transcript, SUBJECTIVE_AND_PLAN, { language: 'en' });
    const lines = note.sections.flatMap((s) => s.items.map((i) => (i.title ? `${i.title}: ${i.body}` : i.body)));
    expect(lines).toContain('Questionnaire: 18 (moderately severe).');
    expect(note.facts).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'score' })]));
  });
});
