// Vital signs' readings as the visit model reads them (rules/<lang>/exam.json: each sign's `key`,
// `range`, `units`), and the note's vital-sign lines written from them: figures said in words or
// digits, after a word for the value, in a denial's reach; nothing from a threshold, an idiom, a
// change of weight or a number in the wrong unit.
import { draftNote } from '../../draft/generate';
import { EXAM_AND_PLAN } from '../../draft/__tests__/exam-and-plan';
import { extractVisit } from '../extract';
import type { Lang } from '../../language';

const readings = (transcript: string, lang: Lang = 'en') =>
  extractVisit(transcript, lang)
    .examination.filter((e) => e.reading)
    .map((e) => e.reading);

const examLines = (transcript: string, options: { ownNotes?: string } = {}) =>
  draftNote(transcript, EXAM_AND_PLAN, { language: 'en', ...options }).sections[0].items.map((i) => `${i.title}: ${i.body}`);

describe('vital signs read by the visit model', () => {
  it('reads figures said in words as the reading: blood pressure, heart rate, temperature, saturation and weight', () => {
    expect(
      readings(
        '[doctor] your blood pressure is one thirty two over eighty , heart rate is eighty four , temperature ninety nine point one , oxygen saturation ninety eight percent and you weigh one hundred eighty pounds',
      ),
    ).toEqual([
      { key: 'blood pressure', value: '132/80' },
      { key: 'heart rate', value: '84' },
      { key: 'temperature', value: '99.1' },
      { key: 'oxygen saturation', value: '98' },
      { key: 'weight', value: '180 pounds' },
    ]);
  });

  it('reads the figures said after a word for the value ("a little elevated today, 156 over 94")', () => {
    expect(readings("[doctor] so, your blood pressure's a little elevated today, 156 over 94.")).toEqual([
      { key: 'blood pressure', value: '156/94' },
    ]);
    expect(readings('[doctor] your blood pressure looks pretty good today at one twenty eight over seventy two')).toEqual([
      { key: 'blood pressure', value: '128/72' },
    ]);
  });

  it("reads figures in a denial's reach, said of something else ('you don't have any fever so that's good your blood pressure ...')", () => {
    expect(
      readings("[doctor] you don't have any fever so that's good your blood pressure is great it's like one twenty seven over eighty"),
    ).toEqual([{ key: 'blood pressure', value: '127/80' }]);
  });

  it('takes no threshold, idiom, change of weight or number in another unit for a reading', () => {
    expect(readings('[doctor] the criteria is a bmi greater than thirty')).toEqual([]);
    expect(readings("[patient] I haven't taken my temperature, so I'm not a hundred percent sure")).toEqual([]);
    expect(readings("[doctor] you've lost 3 pounds since April, and your weight bearing is fine for 6 weeks")).toEqual([]);
    expect(readings('[doctor] your pulse is one of the things we check')).toEqual([]);
    // A blood pressure's line needs both values: one number alone is no line.
    expect(readings('[doctor] your blood pressure is one thirty over, over')).toEqual([]);
  });

  it('reads a decimal said with a comma whole in French ("38,2"), and a weight with its unit', () => {
    expect(readings("[médecin] À l'examen, température 38,2, crépitants à la base droite.", 'fr')).toEqual([
      { key: 'temperature', value: '38,2' },
    ]);
    expect(readings('[médecin] Le poids est de 72,5 kg.', 'fr')).toEqual([{ key: 'weight', value: '72,5 kg' }]);
  });
});

describe("the note's vital-sign lines", () => {
  it("are written from the clinician's readings, the sentence of readings alone left to them", () => {
    const lines = examLines(
      '[doctor] Your temperature is 38.2, your oxygen levels are 94 percent, and your pulse is 96.\n[doctor] I can hear some crackles at the bottom of your right lung.',
    );
    expect(lines).toEqual(expect.arrayContaining(['Temperature: 38.2.', 'Oxygen saturation: 94%.', 'Heart rate: 96 beats per minute.']));
    expect(lines.join('\n')).not.toMatch(/oxygen levels are/i);
  });

  it("are not written from a reading the patient took at home (that is the history's)", () => {
    const lines = examLines('[patient] My blood pressure at home was 150 over 95.\n[doctor] OK, your chest is clear.');
    expect(lines.join('\n')).not.toMatch(/Blood pressure: 150\/95/);
  });

  it("are written from the clinician's typed notes ('BP 142/90, pulse 72')", () => {
    const lines = examLines('[doctor] How are you today?\n[patient] Fine thanks.', { ownNotes: 'BP 142/90, pulse 72.' });
    expect(lines).toEqual(expect.arrayContaining(['Blood pressure: 142/90 mm Hg.', 'Heart rate: 72 beats per minute.']));
  });
});
