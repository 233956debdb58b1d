// Three consultations' drafts where a product, its strength and what to call for were written
// wrong: an ear spray named by the brand with its ingredients said after it, a cream's strength
// read as a dose, an emollient advised as a kind before the product, a call said on the
// condition of the sentence before it, and a drug's name said with "called".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import { readPlan } from '../../visit/plan';
import { readTranscript } from '../../visit/read-sentences';
import type { DraftTemplate } from '../../draft/types';

const consultation = (name: string) => readFileSync(join(__dirname, '..', '..', 'visit', '__tests__', 'consultations', name), 'utf8');

const ASSESSMENT_AND_PLAN: DraftTemplate = {
  id: 'soap',
  sections: [
    { id: 'assessment', title: { en: 'Assessment', fr: 'Évaluation' } },
    { id: 'plan', title: { en: 'Plan', fr: 'Plan' } },
  ],
};

const drafted = (name: string) =>
  draftNote(consultation(name), ASSESSMENT_AND_PLAN, { language: 'en' })
    .sections.flatMap((s) => s.items.map((i) => (i.title ? `${i.title}: ${i.body}` : i.body)))
    .join('\n');

describe('an ear spray for otitis externa ("an ear spray called Otomize. It\'s got a steroid ..., an antibiotic, ...")', () => {
  const text = drafted('otitis-externa-gp.txt');

  it('gives the impression the GP said, not the middle ear infection they ruled out', () => {
    expect(text).toMatch(/Impression: Otitis externa\./);
    expect(text).not.toMatch(/Impression: Ear infection/);
  });

  it('writes no finding of what to call for ("if you get ... your face going weak, ... you need to be seen the same day")', () => {
    expect(text).not.toMatch(/Face is weak/i);
  });

  it('prescribes the product, not its ingredients as medications of their own', () => {
    expect(text).toMatch(/Otomize/);
    expect(text).not.toMatch(/advised to take (steroid|antibiotic)/i);
  });
});

describe('creams for a child\'s eczema ("hydrocortisone one percent cream"; "the emollient" ... "Epimax ointment")', () => {
  const text = drafted('eczema-flare-child-gp.txt');

  it("writes the cream's strength with its name, no dose", () => {
    expect(text).toMatch(/advised to use hydrocortisone 1% cream\./);
  });

  it('writes the emollient as the product, in its form', () => {
    expect(text).toMatch(/advised to use Epimax ointment\./);
    expect(text).not.toMatch(/advised to take emollient/i);
  });
});

describe('reflux, with what to call for said after its condition', () => {
  const text = drafted('reflux-gord-gp.txt');

  it('writes "Ring nine nine nine." on the condition said the sentence before', () => {
    expect(text).toMatch(/Call 999 if they ever get chest pain that's crushing, or with sweating or breathlessness\./);
    expect(text).not.toMatch(/It is the reflux/);
  });

  it('reads no call in "a stomach bug called H. pylori", and no condition in "if you\'d like"', () => {
    expect(text).not.toMatch(/Call if it's not better by then, the next step/);
    expect(text).toMatch(/Refer to the stop smoking service\./);
  });
});

describe('what to call said after a condition the clinician opened with', () => {
  const calls = (said: string) =>
    readPlan(readTranscript(`[patient] It's been burning for weeks.\n${said}\n[patient] Okay.`, 'en'))
      .items.map((i) => i.callIf)
      .filter((c) => c !== undefined);

  it('is said on it where the clinician told the patient what to do with it', () => {
    expect(calls("[doctor] And if you ever get chest pain that's crushing, don't assume it's the reflux. Ring nine nine nine.")).toEqual([
      "Call 999 if they ever get chest pain that's crushing.",
    ]);
  });

  it('is not where the clinician said what they will do on it ("If the bloods are normal, we\'ll leave it there. Ring me next week.")', () => {
    expect(calls("[doctor] If the bloods are normal, we'll leave it there. Ring me next week.")).toEqual([]);
  });
});
