// A therapy session for panic attacks written as a BIRP note: what the client believed is kept
// with the belief ("convinced I was going to faint", not "He was going to faint"), the work the
// therapist proposed for the session is an intervention ("I'd like us to work on ..."), and the
// next session is timed ("next Thursday").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import type { DraftTemplate } from '../../draft/types';

const said = readFileSync(join(__dirname, '..', '..', 'visit', '__tests__', 'consultations', 'panic-attacks-exposure-therapy.txt'), 'utf8');
const BIRP: DraftTemplate = {
  id: 'birp',
  sections: [
    { id: 'behavior', title: { en: 'Behavior', fr: 'Comportement' } },
    { id: 'intervention', title: { en: 'Intervention', fr: 'Intervention' } },
    { id: 'response', title: { en: 'Response', fr: 'Réponse' } },
    { id: 'plan', title: { en: 'Plan', fr: 'Plan' } },
  ],
};
const note = draftNote(said, BIRP, { language: 'en', pronoun: 'he' });
const section = (id: string) =>
  note.sections[BIRP.sections.findIndex((s) => s.id === id)].items.map((i) => (i.title ? `${i.title}: ${i.body}` : i.body)).join('\n');

describe('a therapy session for panic attacks, as a BIRP note', () => {
  it('keeps what the client believed with the belief', () => {
    expect(section('behavior')).toContain('He was convinced he was going to faint.');
    expect(section('behavior')).not.toMatch(/^He was going to faint\./m);
  });

  it('writes the work proposed for the session as an intervention ("I\'d like us to work on the thought record")', () => {
    expect(section('intervention')).toContain('Today will work on the thought record again, and try some interoceptive exposure');
  });

  it('times the next session ("We\'ll meet again next Thursday")', () => {
    expect(section('plan')).toContain('Review is planned next Thursday.');
  });
});
