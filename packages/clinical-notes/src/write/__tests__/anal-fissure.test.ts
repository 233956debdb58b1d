// A consultation for an anal fissure, in English and in French: the part "down below" is the
// back passage where the visit talks of bowels and the paper, the clinician's "it's an anal
// fissure" is the impression, what keeps coming back is no follow-up, and the safety net names
// the bleeding.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import { SUBJECTIVE_ASSESSMENT_AND_PLAN as SOAP } from '../../draft/__tests__/subjective-and-plan';

const consultation = (name: string) => readFileSync(join(__dirname, '..', '..', 'visit', '__tests__', 'consultations', name), 'utf8');

const drafted = (name: string, language: 'en' | 'fr') =>
  draftNote(consultation(name), SOAP, { language })
    .sections.flatMap((s) => s.items.map((i) => (i.title ? `${i.title}: ${i.body}` : i.body)))
    .join('\n');

describe('an anal fissure (English)', () => {
  const text = drafted('anal-fissure-gp.txt', 'en');

  it('presents with anal pain and blood on the paper, not genital pain', () => {
    expect(text).toContain('Chief complaint: Anal pain.');
    expect(text).toContain('blood in the stool');
    expect(text).not.toMatch(/genital/i);
  });

  it('gives the impression the GP said ("I had a look and it\'s an anal fissure")', () => {
    expect(text).toContain('Impression: Anal fissure.');
  });

  it('writes no follow-up for what may keep coming back, and the safety net with its bleeding', () => {
    expect(text).not.toContain('Follow-up is planned as needed.');
    expect(text).toContain('Call or go to A&E if the bleeding gets heavier or they feel faint.');
  });

  it('writes the advice on fibre ("Keep the stools soft with plenty of fibre and water.")', () => {
    expect(text).toContain('Eat plenty of fibre.');
  });
});

describe('une fissure anale (French)', () => {
  const text = drafted('fissure-anale-mg.txt', 'fr');

  it('gives the impression the GP said ("C\'est une fissure anale.") and anal pain as the complaint', () => {
    expect(text).toContain('Impression: Fissure anale.');
    expect(text).toContain('Motif: Douleur anale.');
  });

  it("writes the safety net on the bleeding, and no migraine of the mother's guess as history", () => {
    expect(text).toContain('Rappeler si le saignement augmente.');
    expect(text).not.toMatch(/antécédents?[^\n]*migraine/i);
  });

  it('writes the advice on fibre ("Gardez des selles molles avec beaucoup de fibres et d\'eau.")', () => {
    expect(text).toContain('Alimentation riche en fibres.');
  });
});
