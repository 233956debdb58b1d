// Shingles over the phone, written for the tests: a medication said by its British name, a
// condition said of other people, and a safety net that asks for review the same day.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import { extractVisit } from '../extract';

const read = (name: string) => readFileSync(join(__dirname, 'consultations', name), 'utf8');
const plan = (name: string) =>
  draftNote(
    read(name),
    { id: 'visit-note', sections: [{ id: 'assessment-and-plan', title: { en: 'Plan', fr: 'Plan' } }] },
    { language: 'en' },
  )
    .sections[0].items.map((i) => i.body)
    .join('\n');

describe('shingles', () => {
  const visit = extractVisit(read('shingles-gp.txt'), 'en');

  it('reads aciclovir, the British name, as the antiviral prescribed', () => {
    expect(visit.medications.filter((m) => m.status === 'advised').map((m) => m.concept.id)).toContain('acyclovir');
  });

  it('rules out no chickenpox said of others ("babies who haven\'t had chickenpox")', () => {
    expect(visit.ruledOut.map((r) => r.concept.name)).not.toContain('chickenpox');
    expect(plan('shingles-gp.txt')).not.toMatch(/no evidence of chickenpox/i);
  });

  it('writes the safety net asking for review the same day, with its condition', () => {
    expect(plan('shingles-gp.txt')).toContain(
      'Seek same-day review if the rash spreads to their face or eye, or they get any problems with their vision.',
    );
  });

  it('writes one safety net where the ways to seek help are said with a comma ("seen urgently, call us or go to A and E"), each of them', () => {
    const written = plan('heartburn-gp.txt')
      .split('\n')
      .filter((line) => /trouble swallowing/.test(line));
    expect(written).toEqual([
      expect.stringMatching(/^(?:Safety-netting: )?Seek urgent review, call or go to A&E if they have any trouble swallowing/),
    ]);
  });
});
