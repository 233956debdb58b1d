// A telephone consultation with a parent about a feverish toddler: the review booked for the
// same afternoon, both safety nets (what to call 999 for, and what to call the surgery for),
// and the advice on fluids said of the child ("Keep her drinking little and often").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import type { DraftTemplate } from '../../draft/types';

const said = readFileSync(join(__dirname, '..', '..', 'visit', '__tests__', 'consultations', 'feverish-toddler-phone-gp.txt'), 'utf8');
const PLAN: DraftTemplate = { id: 'soap', sections: [{ id: 'plan', title: { en: 'Plan', fr: 'Plan' } }] };
const plan = draftNote(said, PLAN, { language: 'en' })
  .sections.flatMap((s) => s.items.map((i) => i.body))
  .join('\n');

describe('a feverish toddler on the telephone', () => {
  it('books the review the GP asked for ("see her in clinic this afternoon ..., can you bring her in at four?")', () => {
    expect(plan).toContain('Review is planned this afternoon.');
    expect(plan).not.toContain('Follow-up is planned as needed.');
  });

  it('writes both safety nets, the second naming the dry nappies', () => {
    expect(plan).toContain('Call 999 if she becomes floppy or hard to wake');
    expect(plan).toContain('Call if she stops drinking or has no wet nappy for twelve hours.');
  });

  it('advises fluids said of the child', () => {
    expect(plan).toContain('Drink plenty of fluids.');
  });
});
