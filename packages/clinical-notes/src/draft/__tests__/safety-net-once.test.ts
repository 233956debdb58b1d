// What to call for is written once: a reading of the safety net cut short is left out beside the
// whole one it begins ("Call if they get hearing loss." beside "Call if they get hearing loss,
// ringing in the ears, or constant dizziness that doesn't stop.").
import { draftNote } from '../generate';
import { EXAM_AND_PLAN } from './exam-and-plan';

const transcript = [
  '[doctor] What brings you in?',
  '[patient] The room spins when I turn over in bed.',
  "[doctor] I'm pretty confident this is benign paroxysmal positional vertigo.",
  "[doctor] If you get hearing loss, ringing in the ears, or constant dizziness that doesn't stop, ring us, or 111 if we're closed.",
  '[patient] Okay.',
].join('\n');

describe('the safety net, written once', () => {
  it('leaves out a call cut short beside the whole one it begins', () => {
    const plan = draftNote(transcript, EXAM_AND_PLAN, { language: 'en' })
      .sections.filter((s) => /plan/i.test(s.title))
      .flatMap((s) => s.items.map((i) => i.body))
      .join(' ');
    expect(plan).toContain('Call if they get hearing loss, ringing in the ears');
    expect(plan).not.toMatch(/Call if they get hearing loss\./);
  });
});
