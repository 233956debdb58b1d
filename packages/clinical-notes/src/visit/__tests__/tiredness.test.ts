// A consultation for tiredness, written for the tests: the causes the GP names with a hedge are
// possible ("you could be low in iron, which is called anaemia"), the vitamins named in the list of
// blood tests are what the tests measure (no advice to take them), and the readings said during the
// examination fill the vital-sign lines.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import { EXAM_AND_PLAN } from '../../draft/__tests__/exam-and-plan';
import { extractVisit } from '../extract';

const transcript = readFileSync(join(__dirname, 'consultations', 'tiredness-gp.txt'), 'utf8');
const visit = extractVisit(transcript, 'en');

describe('a consultation for tiredness', () => {
  it('holds anaemia and an underactive thyroid as possible causes, not as diagnoses', () => {
    expect(visit.impressions.map((i) => [i.concept.id, i.certainty])).toEqual([
      ['anemia', 'possible'],
      ['hypothyroidism', 'possible'],
    ]);
  });

  it('reads the blood tests led into with no verb as a test to arrange ("What I\'d like to do is some blood tests: ...")', () => {
    const led = visit.plan.filter((p) => p.kind === 'test' && /like to do is some blood tests/.test(p.text));
    expect(led.map((p) => p.led ?? false)).toEqual([false]);
  });

  it('advises no vitamin: vitamin D and B12 are among the blood tests', () => {
    expect(visit.medications.filter((m) => m.status === 'advised')).toEqual([]);
    const note = draftNote(transcript, EXAM_AND_PLAN, { language: 'en' })
      .sections.flatMap((s) => s.items.map((i) => `${i.title}: ${i.body}`))
      .join('\n');
    expect(note).not.toMatch(/advised to take (vitamin|b12)/i);
    expect(note).toContain('Blood pressure: 118/76 mm Hg.');
    expect(note).toContain('Heart rate: 68 beats per minute.');
  });
});
