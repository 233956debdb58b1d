// The visit model's facts as the evidence check reads them: each concept with what the model
// asserts of it and where it was said; a note's statement is backed by the facts saying it the
// same way round and opposed by those held for sure the other way round.
import { extractVisit } from '../../visit/extract';
import { factsAbout, modelFacts, statementFact } from '../model-facts';
import { statementsOf } from '../note-statements';

const VISIT = [
  '[doctor] What brings you in today?',
  "[patient] I've had diarrhoea for three days and my tummy hurts.",
  '[doctor] Any blood in the stool?',
  '[patient] No, none.',
  '[doctor] Do you have asthma?',
  '[patient] Yes, I use an inhaler.',
  "[doctor] It seems like you may have something called gastroenteritis. I'd like you to drink plenty of fluids and take paracetamol.",
].join('\n');

describe('facts of the visit model', () => {
  const visit = extractVisit(VISIT, 'en');
  const facts = modelFacts(visit);
  const about = (sentence: string) => factsAbout(facts, statementsOf(sentence, 'en')[0]);

  it('holds the complaint as there for sure, with the span it was told in', () => {
    const diarrhoea = facts.find((f) => f.key === 'diarrhea' && f.polarity === 'present');
    expect(diarrhoea?.sure).toBe(true);
    expect(diarrhoea?.evidence.some((e) => /diarrhoea for three days/.test(VISIT.slice(e.start, e.end)))).toBe(true);
  });

  it('backs a note naming the complaint in other words, and opposes one denying it', () => {
    expect(about('Chief complaint: diarrhea.').backing.length).toBeGreaterThan(0);
    const denied = about('The patient denies diarrhea.');
    expect(denied.backing).toEqual([]);
    expect(denied.opposing.map((f) => f.key)).toEqual(['diarrhea']);
  });

  it('backs a denial of what the patient denied, and opposes its affirmation', () => {
    expect(about('No blood in the stool.').backing.map((f) => f.polarity)).toEqual(['absent']);
    expect(about('Reports blood in the stool.').opposing.map((f) => f.polarity)).toEqual(['absent']);
  });

  it("backs the clinician's impression named, not denied, and a medication of the plan whatever the sentence's polarity, opposing neither", () => {
    expect(about('Assessment: gastroenteritis.').backing.map((f) => f.polarity)).toEqual(['present']);
    expect(about('No gastroenteritis.')).toMatchObject({ backing: [], opposing: [] });
    expect(about('Paracetamol as needed.').backing.length).toBeGreaterThan(0);
    expect(about('No paracetamol.').opposing).toEqual([]);
  });

  it('keeps the family apart: a family history is not the patient history', () => {
    const s = statementsOf('Family history of asthma.', 'en')[0];
    expect(statementFact(s).key).toBe('family:asthma');
    expect(factsAbout(facts, s).backing).toEqual([]);
  });

  it('lets a denial with a circumstance after it ("no pain with movement") oppose nothing', () => {
    const moving = extractVisit(['[doctor] What brings you in?', '[patient] My knee pain is bad.'].join('\n'), 'en');
    const s = statementsOf('No knee pain with movement.', 'en')[0];
    expect(s.qualified).toBe(true);
    expect(factsAbout(modelFacts(moving), s).opposing).toEqual([]);
  });

  it('takes a finding the model holds only as a possibility for no fact either way', () => {
    const unsure = extractVisit(['[doctor] Any cough?', "[patient] I'm not sure it's a cough, more of a tickle."].join('\n'), 'en');
    expect(unsure.symptoms.find((f) => f.concept.id === 'cough')?.assertion).toBe('possible');
    expect(factsAbout(modelFacts(unsure), statementsOf('Denies cough.', 'en')[0]).backing).toEqual([]);
  });
});
