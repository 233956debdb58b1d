// Eight consultations written for the tests (appendicitis, a calf DVT after a flight, heart failure,
// urticaria, rectal bleeding, stopping smoking, medication overuse headache, plantar fasciitis), each
// checked for what a GP reading the visit model caught first: the diagnosis said aloud and missed, a
// relative's illness or the patient's wrong guess taken for the impression.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractVisit } from '../extract';

const visitOf = (name: string) => extractVisit(readFileSync(join(__dirname, 'consultations', `${name}-gp.txt`), 'utf8'), 'en');
const ids = (facts: ReadonlyArray<{ concept: { id: string } }>) => [...new Set(facts.map((f) => f.concept.id))];

describe('eight consultations of December', () => {
  it('appendicitis: "I\'m worried this could be appendicitis" is the possible impression', () => {
    const visit = visitOf('appendicitis-rif-pain');
    expect(visit.impressions.map((i) => [i.concept.id, i.certainty])).toContainEqual(['appendicitis', 'possible']);
  });

  it('plantar fasciitis: "this is plantar fasciitis" is the impression; gout "usually comes on quickly" is nobody\'s', () => {
    const visit = visitOf('plantar-fasciitis-heel-pain');
    expect(ids(visit.impressions)).toContain('plantar-fasciitis');
    expect(ids(visit.impressions)).not.toContain('gout');
  });

  it('urticaria: the impression, also called hives; the scabies he feared is ruled out, not the impression', () => {
    const visit = visitOf('urticaria-rash');
    expect(ids(visit.impressions)).toContain('hives');
    expect(visit.impressions.find((i) => i.concept.id === 'hives')?.concept.name).toBe('urticaria');
    expect(ids(visit.impressions)).not.toContain('icd10cm-B86');
    expect(ids(visit.ruledOut)).toContain('icd10cm-B86');
  });

  it("heart failure: the sister's heart attack is hers; the blood pressure seen in the record is history; no strain, no anaemia", () => {
    const visit = visitOf('heart-failure-ankle-swelling');
    expect(visit.family.map((f) => [f.concept.id, f.attributes.relatives])).toContainEqual(['myocardial-infarction', ['sister']]);
    expect(ids(visit.history)).not.toContain('myocardial-infarction');
    // "I can see you have high blood pressure." "Yes, I take amlodipine." ... "Yes, we got one in Covid."
    expect(ids(visit.history)).toContain('hypertension');
    expect(ids(visit.history)).not.toContain('covid');
    // "... a hormone the heart releases when it's under strain"; "your blood count for anaemia".
    expect(ids(visit.impressions)).toEqual(['congestive-heart-failure']);
  });

  it('rectal bleeding: "this sounds most like an anal fissure" is the impression; the piles he reckoned it was, his concern', () => {
    const visit = visitOf('rectal-bleeding-fissure');
    expect(ids(visit.impressions)).toEqual(['anal-fissure']);
    expect(ids(visit.concerns)).toEqual(['hemorrhoids']);
    // "And it's hard, I have to strain." is no strain injury.
    expect(ids(visit.history)).not.toContain('strain');
    expect(ids(visit.history)).not.toContain('hemorrhoids');
  });

  it("stopping smoking: the husband's COPD ('My husband. His chest is terrible, he's got the COPD.') is not hers", () => {
    const visit = visitOf('smoking-cessation');
    expect(ids(visit.history)).not.toContain('copd');
    expect(visit.family.map((f) => [f.concept.id, f.attributes.relatives])).toContainEqual(['copd', ['husband']]);
    // "Large studies haven't shown that varenicline causes depression in most people" is no impression.
    expect(ids(visit.impressions)).not.toContain('depression');
  });

  it('calf DVT: "a blood test called a D-dimer and an ultrasound scan of your leg" orders the three', () => {
    const tests = visitOf('dvt-calf-swelling-flight')
      .plan.filter((p) => p.kind === 'test')
      .flatMap((p) => p.concepts.map((c) => c.id));
    expect(tests).toEqual(['blood-test', 'd-dimer', 'ultrasound']);
  });

  it('medication overuse headache: "painkillers, especially ones with codeine" told of in general advises no codeine; the mum\'s sister is an aunt', () => {
    const visit = visitOf('headache-medication-overuse');
    expect(visit.medications.filter((m) => m.concept.id === 'codeine')).toEqual([]);
    expect(visit.family.map((f) => [f.concept.id, f.attributes.relatives])).toContainEqual(['cancer', ['maternal aunt']]);
    expect(ids(visit.impressions)).toEqual(expect.arrayContaining(['tension-headache', 'icd10cm-G444']));
  });

  it('low mood after a break-up (written after the eight): "feeling really, like, low" is the complaint; the cans, the Nytol, the lost interest', () => {
    const visit = visitOf('low-mood-breakup');
    expect(visit.complaint?.concepts.map((c) => c.id)).toEqual(['low-mood']);
    expect(visit.social.find((f) => f.topic === 'alcohol')?.text).toBe('Drinks alcohol (a few cans most nights).');
    expect(ids(visit.medications)).toContain('diphenhydramine');
    // "Have you lost interest or pleasure in doing things you normally enjoy?" "Yeah."
    expect(visit.symptoms.filter((f) => f.concept.id === 'anhedonia').map((f) => f.assertion)).toEqual(['present']);
  });
});
