// Four consultations written for the tests (vertigo, palpitations, a feverish child whose parent
// speaks for her, a runner's knee), each checked for what a GP reading its draft caught first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import { SUBJECTIVE_AND_PLAN } from '../../draft/__tests__/subjective-and-plan';
import { extractVisit } from '../extract';

const transcript = (name: string) => readFileSync(join(__dirname, 'consultations', name), 'utf8');
const drafted = (name: string) =>
  draftNote(transcript(name), SUBJECTIVE_AND_PLAN, { language: 'en' })
    .sections.flatMap((s) => s.items.map((i) => `${i.title}: ${i.body}`))
    .join('\n');

describe('four more consultations', () => {
  it('vertigo: the referral said on a condition, the cold that cleared up as resolved', () => {
    const text = drafted('vertigo-gp.txt');
    expect(text).toContain('Refer to the falls and balance clinic if symptoms persist.');
    expect(text).toContain('upper respiratory infection (resolved)');
  });

  it('palpitations: no medication started is no advice to start one', () => {
    expect(drafted('palpitations-gp.txt')).not.toMatch(/start any medication/i);
  });

  it("a feverish child: her dad's smoking is not hers; the delayed prescription with its dose, and no advice of the allergen", () => {
    const visit = extractVisit(transcript('feverish-child-gp.txt'), 'en');
    expect(visit.social.filter((f) => f.topic === 'smoking')).toEqual([]);
    expect(visit.medications.filter((m) => m.status === 'advised').map((m) => m.concept.id)).not.toContain('penicillin');
    const text = drafted('feverish-child-gp.txt');
    expect(text).toContain('A delayed prescription for clarithromycin 125 mg twice a day for 5 days is given.');
    expect(text).not.toMatch(/It is 125 mg/);
  });

  it("a runner's knee: the gel used, no finding of the movement, the childhood asthma resolved", () => {
    const visit = extractVisit(transcript('runners-knee-gp.txt'), 'en');
    expect(visit.examination.map((f) => f.text)).not.toContain('Movement is tender.');
    const text = drafted('runners-knee-gp.txt');
    expect(text).toContain('The patient is advised to use Voltarol gel.');
    expect(text).toContain('asthma (resolved)');
  });
});
