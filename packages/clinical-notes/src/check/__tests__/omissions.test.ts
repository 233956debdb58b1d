// "Not in the note" from the visit model: what the visit holds and the note does not state.
import { extractVisit } from '../../visit/extract';
import { consultation, primockAvailable } from '../../visit/__tests__/primock57';
import { deniedNotInNote, factsNotInNote, factsNotStated } from '../omissions';

(primockAvailable ? describe : describe.skip)('Not in the note: PriMock57 day1_consultation01', () => {
  const visit = extractVisit(consultation('day1_consultation01').transcript, 'en');

  it('offers, for a note holding only the presenting complaint, the diagnosis, the fluids and the review in three to four days', () => {
    const texts = factsNotInNote(visit, 'Presenting complaint\nDiarrhoea for the last three days.').map((f) => f.text);
    expect(texts).toContain('The impression is gastroenteritis.');
    expect(texts).toContain('Drink plenty of fluids.');
    expect(texts).toContain('Arrange stool sample.');
    expect(texts).toContain('Review in three to four days if not improving.');
    expect(texts).toContain('Has a history of asthma.');
    expect(texts).not.toContainEqual(expect.stringMatching(/diarrh/i));
  });

  it('never offers a denial of the presenting complaint', () => {
    const note = 'Presenting complaint\nDiarrhoea for 3 days.';
    const complaint = new Set(visit.complaint?.concepts.map((c) => c.id));
    expect(complaint.size).toBeGreaterThan(0);
    const denied = deniedNotInNote(visit, note);
    expect(denied.length).toBeGreaterThan(0);
    expect(denied.filter((f) => complaint.has(f.concept.id))).toEqual([]);
    expect(factsNotInNote(visit, note).map((f) => f.text)).not.toContainEqual(expect.stringMatching(/^denies.*diarrh/i));
  });

  it("offers little for the GP's own note", () => {
    const { note } = consultation('day1_consultation01');
    const left = factsNotInNote(visit, note);
    expect(left.map((f) => f.text)).not.toContain('The impression is gastroenteritis.');
    expect(left.length).toBeLessThanOrEqual(8);
  });
});

describe('Not in the note: a note in shorthand', () => {
  const visit = extractVisit(
    [
      '[doctor] What brings you in today?',
      '[patient] I have been short of breath for three days.',
      '[doctor] Any medical problems?',
      '[patient] I have high blood pressure.',
      '[doctor] Any chest pain?',
      '[patient] No, no chest pain.',
    ].join('\n'),
    'en',
  );

  it('lists what a note that says something else leaves out', () => {
    expect(factsNotInNote(visit, 'Presenting complaint\nCough.').map((f) => f.text)).toEqual([
      'Reports shortness of breath for three days.',
      'Has a history of hypertension.',
    ]);
    expect(deniedNotInNote(visit, 'Cough.').map((f) => f.concept.id)).toEqual(['chest-pain']);
  });

  it('lists nothing the note states in a GP\'s shorthand ("3/7 hx of SOB", "No CP", "PMH: HTN")', () => {
    const note = '3/7 hx of SOB. No CP.\nPMH: HTN.';
    expect(factsNotInNote(visit, note)).toEqual([]);
    expect(deniedNotInNote(visit, note)).toEqual([]);
  });
});

describe('Not in the note: how a symptom feels', () => {
  const visit = extractVisit(
    [
      '[doctor] What brings you in today?',
      '[patient] I have had a headache for two days.',
      '[doctor] What kind of headache is it?',
      "[patient] It's throbbing, on the left side.",
    ].join('\n'),
    'en',
  );
  const views = (text: string) => [{ text }];

  it('is stated with the symptom: a note naming the headache but not how it feels leaves that out', () => {
    expect(factsNotStated(visit, views('Headache for 2 days.')).map((f) => f.text)).toContain('Reports throbbing headache for two days.');
    expect(factsNotStated(visit, views('Throbbing headache for 2 days.')).map((f) => f.text)).not.toContain(
      'Reports throbbing headache for two days.',
    );
  });
});
