// Where the plan starts: a clinician saying what they think it is ("I think it's a sprain")
// opens it, and what they then tell the patient to do is the plan, not the history.
import { draftNote } from '../generate';
import { SUBJECTIVE_AND_PLAN } from './subjective-and-plan';

const VISIT = [
  '[doctor] Hello, what brings you in today?',
  "[patient] I've had pain in my right knee for about a week.",
  '[doctor] Any swelling?',
  '[patient] Yes, a bit swollen.',
  '[doctor] Have you hurt it?',
  '[patient] I twisted it playing football.',
  "[doctor] I think it's a sprain. Take ibuprofen 400 mg three times a day with food.",
  '[patient] OK, thank you.',
].join('\n');

describe('the plan of a visit', () => {
  it('starts where the clinician says what they think it is', () => {
    const [subjective, plan] = draftNote(VISIT, SUBJECTIVE_AND_PLAN, { language: 'en' }).sections.map((s) =>
      s.items.map((i) => i.body).join('\n'),
    );
    expect(subjective).not.toMatch(/ibuprofen/i);
    expect(plan).toMatch(/ibuprofen 400 mg 3 times a day/);
  });
});
