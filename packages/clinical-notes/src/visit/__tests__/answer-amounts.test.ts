// An amount said alone later in an answer is of the habit the clinician asked about.
import { extractVisit } from '../extract';

const social = (said: string) => extractVisit(said, 'en').social.map((f) => f.text);

describe('an amount said after the answer', () => {
  it('is of the habit asked ("Do you smoke?" "Um. Yeah. About fifteen a day.")', () => {
    const said = "[doctor] Do you smoke?\n[patient] Um. Yeah. About fifteen a day. I've tried to stop.";
    expect(social(said)).toContain('Smokes (about fifteen a day).');
  });

  it('is none where nothing was asked of a habit', () => {
    const said = '[doctor] How often do you get the pain?\n[patient] Oh, all the time. About fifteen a day.';
    expect(social(said).join(' ')).not.toMatch(/fifteen/);
  });
});
