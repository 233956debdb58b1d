// A urine infection in a man, written for the tests: an answer that says yes to what else the
// question asked ("Any blood in the urine, or is it cloudy or smelly?" "It's a bit cloudy, and it
// smells strong.") says nothing of the blood; how long is said in a sentence of its own ("Since
// Saturday, so about four days.").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractVisit } from '../extract';

const transcript = readFileSync(join(__dirname, 'consultations', 'urine-infection-man-gp.txt'), 'utf8');
const visit = extractVisit(transcript, 'en');

describe('a urine infection in a man', () => {
  it('holds no blood in the urine from an answer about its other words', () => {
    expect(visit.symptoms.map((f) => f.concept.id)).not.toContain('blood-in-the-urine');
    // A plain yes still says yes.
    const yes = extractVisit('[doctor] Any blood in the urine?\n[patient] Yes, a little.', 'en');
    expect(yes.symptoms.map((f) => [f.concept.id, f.assertion])).toEqual([['blood-in-the-urine', 'present']]);
  });

  it('gives the complaint how long it has lasted, said in a sentence of its own', () => {
    expect(visit.symptoms.find((f) => f.concept.id === 'urinary-frequency')?.attributes.duration).toBe('about four days');
    // How long an episode lasts is none, a comma between or not.
    const episode = extractVisit('[patient] I get tummy pain. It goes away after about, maybe about an hour.', 'en');
    expect(episode.symptoms.map((f) => f.attributes.duration)).toEqual([undefined]);
  });

  it('holds the nitrofurantoin advised with its dosing and the penicillin allergy', () => {
    expect(visit.medications.filter((m) => m.status === 'advised').map((m) => [m.concept.id, m.dosing])).toContainEqual([
      'nitrofurantoin',
      '100 milligrams twice a day for seven days',
    ]);
    expect(visit.allergies.map((a) => [a.concept.id, a.reaction])).toEqual([['penicillin', 'rash']]);
  });
});
