// Four consultations written for these tests (in none of the benchmark sets), read as a GP would
// read their drafts: what each draft got wrong before, checked on the whole consultation.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import { extractVisit } from '../extract';
import { HISTORY_EXAM_AND_PLAN } from '../../draft/__tests__/exam-and-plan';

const transcript = (name: string) => readFileSync(join(__dirname, 'consultations', name), 'utf8');
const drafted = (name: string) => {
  const [history, exam, plan] = draftNote(transcript(name), HISTORY_EXAM_AND_PLAN, { language: 'en' }).sections.map((s) =>
    s.items.map((i) => `${i.title ? `${i.title}: ` : ''}${i.body}`).join('\n'),
  );
  return { history, exam, plan };
};

describe('renal colic on the telephone (a builder, diclofenac, A and E)', () => {
  const { plan } = drafted('renal-colic-gp.txt');

  it('writes diclofenac with its dose said after its class, and no painkiller of its own', () => {
    expect(plan).toContain('diclofenac 50 mg 3 times a day');
    expect(plan).not.toMatch(/painkiller 50 mg/);
  });

  it('writes the kidney infection the GP would rule out as a differential, and the whole safety net to A&E', () => {
    expect(plan).toMatch(/kidney infection/);
    expect(plan).toContain('Go to A&E if they get a fever, or the pain becomes uncontrollable, or they stop passing urine.');
  });
});

describe('sinusitis (a gallbladder out, doxycycline, a review in a week)', () => {
  const visit = extractVisit(transcript('sinusitis-gp.txt'), 'en');
  const { history, plan } = drafted('sinusitis-gp.txt');

  it('holds no asthma for "I had my gallbladder out ..., but otherwise I\'m fine", and the blocked nose and the teeth', () => {
    expect(visit.history.map((f) => f.concept.id)).not.toContain('asthma');
    expect(history).toMatch(/nasal congestion/);
    expect(history).toMatch(/toothache/);
    expect(history).not.toMatch(/body aches/);
  });

  it('plans no review "in ten days" from "it\'s been going on for more than ten days and it\'s getting worse"', () => {
    expect(plan).not.toMatch(/ten days/);
    expect(plan).toMatch(/in a week/);
  });
});

describe('dizziness on standing (her daughter with her, amlodipine reduced)', () => {
  const { history, exam, plan } = drafted('postural-dizziness-gp.txt');

  it('writes the blood pressure lying and standing, and "like I\'m going to pass out" as what it feels like', () => {
    expect(exam).toContain('Blood pressure lying down is 142/80.');
    expect(exam).toContain('Blood pressure standing is 108/64.');
    expect(history).not.toMatch(/^The patient will pass out/m);
    expect(history).toMatch(/Feels like (?:they|she) will pass out\./);
    expect(plan).toMatch(/Postural hypotension/);
  });
});

describe('a sore throat, and a mole while the patient is there', () => {
  const { history, plan } = drafted('sore-throat-and-mole-gp.txt');

  it('names the sore throat and the mole on the back, and the viral sore throat as the impression', () => {
    expect(history).toMatch(/sore throat for about five days/);
    expect(history).toMatch(/back mole/);
    expect(plan).toMatch(/Viral sore throat/);
  });

  it("writes the sore throat's safety net with each of its conditions", () => {
    expect(plan).toMatch(
      /call 111 if their throat isn't getting better in a week, or they can't swallow fluids, or they get a muffled voice/i,
    );
  });
});
