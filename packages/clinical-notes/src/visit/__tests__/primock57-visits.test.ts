// The visit model on real consultations (PriMock57 development set): what a GP would look
// for first in the note.
import { extractVisit } from '../extract';
import type { VisitModel } from '../model';
import { consultation, primockAvailable } from './primock57';

const maybe = primockAvailable ? describe : describe.skip;
const ids = (list: Array<{ concept: { id: string } }>) => list.map((x) => x.concept.id);
const finding = (v: VisitModel, id: string) => [...v.symptoms, ...v.history].find((f) => f.concept.id === id);

maybe('visit model: PriMock57 day1_consultation01 (diarrhoea for three days)', () => {
  const visit = extractVisit(consultation('day1_consultation01').transcript, 'en');

  it('holds the diarrhoea as the presenting complaint, present, and never denied', () => {
    expect(ids(visit.complaint ? visit.complaint.concepts.map((concept) => ({ concept })) : [])).toContain('diarrhea');
    expect(finding(visit, 'diarrhea')?.assertion).toBe('present');
    expect(finding(visit, 'diarrhea')?.attributes.duration).toMatch(/three days/);
  });

  it("holds the clinician's impression, gastroenteritis", () => {
    expect(ids(visit.impressions)).toContain('gastroenteritis');
  });

  it('holds the asthma as past history and the inhaler as a current medication', () => {
    expect(finding(visit, 'asthma')?.assertion).toBe('present');
    expect(ids(visit.history)).toContain('asthma');
    expect(visit.medications.find((m) => m.concept.id === 'inhaler')?.status).toBe('current');
  });

  it('holds the absent blood in the stool as absent', () => {
    expect(finding(visit, 'blood-in-the-stool')?.assertion).toBe('absent');
  });

  it('holds the plan said aloud: no antibiotics, fluids, Dioralyte, paracetamol with its dosing, time off work, review in three to four days, a stool sample', () => {
    const kinds = (kind: string) => visit.plan.filter((p) => p.kind === kind).map((p) => p.text.toLowerCase());
    expect(visit.medications.find((m) => m.concept.id === 'antibiotics')?.status).toBe('not-needed');
    expect(kinds('self-care').join(' ')).toMatch(/fluids/);
    expect(kinds('otc').join(' ')).toMatch(/dioralyte/);
    expect(visit.medications.find((m) => m.concept.id === 'paracetamol')?.dosing).toMatch(/two tablets up to four times a day/);
    expect(kinds('time-off').join(' ')).toMatch(/off work/);
    expect(visit.plan.some((p) => p.timing === 'in three to four days')).toBe(true);
    expect(visit.plan.some((p) => p.concepts.some((c) => c.id === 'stool-sample'))).toBe(true);
  });

  it('keeps, for every fact, where it was said', () => {
    const text = consultation('day1_consultation01').transcript;
    const gastro = visit.impressions.find((i) => i.concept.id === 'gastroenteritis');
    expect(text.slice(gastro?.evidence.start, gastro?.evidence.end).toLowerCase()).toBe('gastroenteritis');
    expect(gastro?.evidence.role).toBe('clinician');
  });
});

maybe('visit model: PriMock57 day1_consultation12 (diarrhoea and vomiting for three days)', () => {
  const visit = extractVisit(consultation('day1_consultation12').transcript, 'en');
  const kinds = (kind: string) =>
    visit.plan
      .filter((p) => p.kind === kind)
      .map((p) => p.text.toLowerCase())
      .join(' ');

  it('holds the diarrhoea as the presenting complaint, present, with its duration, and never denied', () => {
    expect(visit.complaint?.concepts.map((c) => c.id)).toContain('diarrhea');
    for (const id of visit.complaint?.concepts.map((c) => c.id) ?? []) expect(finding(visit, id)?.assertion).toBe('present');
    expect(finding(visit, 'diarrhea')?.attributes.duration).toMatch(/three days/);
    expect(finding(visit, 'vomiting')?.assertion).toBe('present');
  });

  it("holds the clinician's impression, gastroenteritis, and the asthma as past history", () => {
    expect(ids(visit.impressions)).toContain('gastroenteritis');
    expect(ids(visit.history)).toContain('asthma');
    expect(visit.medications.find((m) => m.concept.id === 'inhaler')?.status).toBe('current');
  });

  it('holds the plan said aloud: fluids, Dioralyte from the pharmacy, paracetamol, time off work, a review if not better', () => {
    expect(kinds('self-care')).toMatch(/fluids/);
    expect(kinds('otc')).toMatch(/dioralyte/);
    expect(visit.medications.find((m) => m.concept.id === 'paracetamol')?.status).toBe('advised');
    expect(kinds('time-off')).toMatch(/off work/);
    expect(visit.plan.some((p) => p.kind === 'follow-up' && p.conditional)).toBe(true);
  });

  it('holds the social history as a note writes it', () => {
    expect(visit.social.map((f) => f.text)).toEqual(expect.arrayContaining(['Does not smoke.', 'Lives alone.']));
  });
});

maybe('visit model: PriMock57 day1_consultation14 (cough and runny nose for five days)', () => {
  const visit = extractVisit(consultation('day1_consultation14').transcript, 'en');
  const kinds = (kind: string) =>
    visit.plan
      .filter((p) => p.kind === kind)
      .map((p) => p.text.toLowerCase())
      .join(' ');

  it('holds the cough as the presenting complaint, present and never denied, and the runny nose the patient told', () => {
    expect(visit.complaint?.concepts.map((c) => c.id)).toContain('cough');
    for (const id of visit.complaint?.concepts.map((c) => c.id) ?? []) expect(finding(visit, id)?.assertion).toBe('present');
    expect(finding(visit, 'runny-nose')).toMatchObject({ assertion: 'present', basis: 'told' });
  });

  it("holds the clinician's impression, a viral infection, and the type 2 diabetes and hypertension as past history", () => {
    expect(ids(visit.impressions)).toContain('viral-infection');
    expect(ids(visit.history)).toEqual(expect.arrayContaining(['type-2-diabetes', 'hypertension']));
    expect(visit.medications.filter((m) => m.status === 'current').map((m) => m.concept.id)).toEqual(
      expect.arrayContaining(['metformin', 'lisinopril']),
    );
  });

  it('holds the plan said aloud: rest, fluids, regular paracetamol, time off work, come back sooner if the breathing gets worse', () => {
    expect(kinds('self-care')).toMatch(/rest/);
    expect(kinds('self-care')).toMatch(/fluids|hydrated/);
    expect(visit.medications.find((m) => m.concept.id === 'paracetamol')?.status).toBe('advised');
    expect(kinds('time-off')).toMatch(/off work/);
    expect(visit.plan.some((p) => p.kind === 'safety-net' && p.conditional)).toBe(true);
  });

  it('holds the smoking history the patient gave', () => {
    expect(visit.social.find((f) => f.topic === 'smoking')?.text).toMatch(/^Is an ex-smoker/);
  });
});

maybe('visit model: PriMock57 day2_consultation01 (hearing in the left ear)', () => {
  const visit = extractVisit(consultation('day2_consultation01').transcript, 'en');

  it('holds the hearing loss as the complaint, with the tinnitus and the nausea ("a bit sick") as present', () => {
    expect(visit.complaint?.concepts.map((c) => c.id)).toContain('hearing-loss');
    expect(finding(visit, 'tinnitus')?.assertion).toBe('present');
    expect(finding(visit, 'nausea')?.assertion).toBe('present');
    expect(finding(visit, 'vomiting')).toBeUndefined();
  });

  it('reads "nothing major" to "how severe is it?" as no denial of the dizziness', () => {
    expect(finding(visit, 'dizziness')?.assertion).toBe('present');
  });

  it('holds the impacted wax the GP wants to exclude as possible', () => {
    expect(visit.impressions.find((i) => i.concept.id === 'impacted-cerumen')?.certainty).toBe('possible');
  });
});

maybe('visit model: PriMock57 day2_consultation02 (a swollen elbow)', () => {
  const visit = extractVisit(consultation('day2_consultation02').transcript, 'en');

  it('holds the swelling at the elbow said with words repeated ("swelling on, on, on my elbow")', () => {
    expect(visit.complaint?.concepts.map((c) => c.id)).toEqual(['elbow-swelling']);
  });

  it("holds the GP's bursitis, rules out the septic arthritis the joint does not look like, and keeps the patient's osteoarthritis out of the impression", () => {
    expect(visit.impressions.map((i) => i.concept.name)).toContain('bursitis');
    expect(visit.impressions.filter((i) => i.certainty === 'stated').map((i) => i.concept.id)).not.toContain('septic-arthritis');
    expect(ids(visit.ruledOut)).toContain('septic-arthritis');
    expect(ids(visit.impressions)).not.toContain('osteoarthritis');
  });
});
