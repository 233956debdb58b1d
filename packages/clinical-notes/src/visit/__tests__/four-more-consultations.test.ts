// Consultations written for the tests (vertigo, palpitations, a feverish child whose parent speaks
// for her, a runner's knee, conjunctivitis, a cough in an ex-smoker, a pill review), each checked
// for what a GP reading its draft caught first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import { SUBJECTIVE_AND_PLAN } from '../../draft/__tests__/subjective-and-plan';
import { extractVisit } from '../extract';
import { visitFacts } from '../../write/facts';

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
    // "Not in the note" offers it so too, not "Advised to take Voltarol".
    expect(visitFacts(visit).map((f) => f.text)).toContain('Advised to use Voltarol gel rubbed onto the knee three times a day.');
    expect(text).toContain('asthma (resolved)');
  });

  it("conjunctivitis: what no one else had and the boyfriend's cold are not the patient's", () => {
    const visit = extractVisit(transcript('conjunctivitis-gp.txt'), 'en');
    expect(visit.symptoms.find((f) => f.concept.id === 'red-eye')?.assertion).not.toBe('absent');
    expect(visit.history.map((f) => f.concept.id)).not.toContain('upper-respiratory-infection');
  });

  it('a cough in an ex-smoker: lung cancer to think about is a differential, the ramipril changed years ago is not taken', () => {
    const visit = extractVisit(transcript('cough-ex-smoker-gp.txt'), 'en');
    expect(visit.impressions.find((i) => i.concept.name === 'lung cancer')).toMatchObject({ certainty: 'possible', differential: true });
    expect(visit.medications.filter((m) => m.status === 'current').map((m) => m.concept.id)).toEqual(['amlodipine']);
    // The chest X-ray arranged beside the referral is no one referred to.
    expect(drafted('cough-ex-smoker-gp.txt')).not.toMatch(/referral to chest x-ray/i);
    // "My trousers are a bit looser": a comparative describes no symptom (it gave "watery weight loss").
    expect(visit.symptoms.find((f) => f.concept.id === 'weight-loss')?.attributes.character).toBeUndefined();
  });

  it('a pill review: "my impression is that these are menstrual migraines" is the impression, not past history', () => {
    const visit = extractVisit(transcript('pill-review-gp.txt'), 'en');
    expect(visit.impressions.map((i) => i.concept.name)).toEqual(['menstrual migraine']);
    expect(drafted('pill-review-gp.txt')).toContain('Impression: Menstrual migraine.');
  });
});
