// A referral is to a service: a medication said beside its cue, in a summary of the plan, is
// not what the patient is referred to.
import { readPlan } from '../plan';
import { readTranscript } from '../read-sentences';

describe('what a referral is to', () => {
  it('names no medication said beside the cue ("sertraline fifty once a day, self-referral to talking therapy")', () => {
    const said = [
      '[doctor] I would suggest sertraline, fifty milligrams, once a day.',
      '[patient] Okay.',
      '[doctor] Just to sum up: sertraline fifty once a day, self-referral to talking therapy, and review in two weeks.',
    ].join('\n');
    const referrals = readPlan(readTranscript(said, 'en')).items.filter((i) => i.kind === 'referral');
    expect(referrals.length).toBeGreaterThan(0);
    for (const r of referrals) expect(r.concepts.map((c) => c.kind)).not.toContain('medication');
  });
});
