// What an answer tells of the symptom the clinician asked about: how it feels ("was it
// throbbing?" "Yeah, throbbing.") and how long ("when did it start?" "About five days ago.").
import { visitFacts } from '../../write/facts';
import { draftFromVisit } from '../../write/draft';
import { extractVisit } from '../extract';

const finding = (transcript: string, id: string) => extractVisit(transcript, 'en').symptoms.find((f) => f.concept.id === id);

describe('a yes said as when it happens', () => {
  it('takes "just when I ..." to a yes-or-no question for a yes', () => {
    const t = [
      '[doctor] okay , and any problems breathing ? do you feel short of breath ?',
      "[patient] uh , just when i'm doing doing the projects . it's just that if i'm exerting any energy , i kinda feel it .",
    ].join('\n');
    expect(finding(t, 'shortness-of-breath')).toMatchObject({ assertion: 'present', basis: 'answered' });
    expect(finding('[doctor] Any chest pain?\n[patient] Only when I climb the stairs.', 'chest-pain')?.assertion).toBe('present');
  });
});

describe('attributes answered to a question', () => {
  it("gives an answer's character to the symptom the question asked about", () => {
    const t =
      '[patient] I have a terrible headache.\n[doctor] What kind of headache is it? Was it throbbing, or more of a sharp pain?\n[patient] Yeah, I guess it is throbbing.';
    expect(finding(t, 'headache')?.attributes.character).toBe('throbbing');
  });

  it("gives an answer's duration to the complaint when the question names none", () => {
    const t = "[patient] I've got a cough.\n[doctor] When did it start?\n[patient] About five days ago.";
    expect(finding(t, 'cough')?.attributes.duration).toBe('about five days');
    expect(visitFacts(extractVisit(t, 'en')).map((f) => f.text)).toContain('Reports cough for about five days.');
  });

  it('gives no duration to a symptom from a question about something else', () => {
    const t = '[patient] I have a headache.\n[doctor] And you take the pill. How long have you been on that for?\n[patient] Three months.';
    expect(finding(t, 'headache')?.attributes.duration).toBeUndefined();
  });

  it('takes "nothing major" to an open question for no denial, and "felt a bit sick" for nausea', () => {
    const t =
      "[patient] A few times I felt a bit sick or a bit dizzy.\n[doctor] The dizziness that you've been getting, how severe is it?\n[patient] Nothing major, it's not the kind of dizziness you get with nausea, just a bit off balance.";
    expect(finding(t, 'dizziness')?.assertion).toBe('present');
    expect(finding(t, 'nausea')?.assertion).toBe('present');
    expect(finding(t, 'vomiting')).toBeUndefined();
  });

  it('still takes "no" to a yes-or-no question about a symptom for a denial', () => {
    const t = "[patient] I've felt dizzy.\n[doctor] Have you had any chest pain with it?\n[patient] No.";
    expect(finding(t, 'chest-pain')?.assertion).toBe('absent');
  });
});

describe('a yes to a question about several symptoms', () => {
  const visitOf = (lines: string[]) => extractVisit(lines.join('\n'), 'en');
  const assertions = (visit: ReturnType<typeof extractVisit>) => Object.fromEntries(visit.symptoms.map((s) => [s.concept.id, s.assertion]));

  it("makes each possible, none present: 'In terms of your ears, any dullness or blocked ears, pain in your ears?' 'Yeah, a wee bit.'", () => {
    const visit = visitOf([
      '[doctor] What brings you in?',
      "[patient] I've had a sore throat for a few days.",
      '[doctor] In terms of your ears, any dullness or blocked ears, pain in your ears?',
      '[patient] Uh, yeah, a wee bit.',
    ]);
    expect(assertions(visit)).toMatchObject({ 'blocked-ears': 'possible', 'ear-pain': 'possible' });
    const draft = draftFromVisit(visit, [{ id: 'hpi', parts: ['history'] }], { language: 'en' });
    expect(draft.itemsOf('hpi', 'history').map((i) => i.text)).toContain(
      'The patient answered yes when asked about blocked ears or ear pain.',
    );
  });

  it("takes only what the answer names: 'Any fever or chills?' 'Yes, chills.'", () => {
    const visit = visitOf([
      '[doctor] What brings you in?',
      '[patient] A cough.',
      '[doctor] Any fever or chills?',
      '[patient] Yes, chills.',
    ]);
    expect(assertions(visit).chills).toBe('present');
    expect(assertions(visit).fever).toBeUndefined();
  });
});

describe("the patient's own doubt", () => {
  const lines = [
    '[doctor] Have you felt feverish at all? Have you had a temperature?',
    "[patient] I haven't taken my temperature, so I'm not a hundred percent sure if I had a fever.",
  ];
  it('holds the finding possible, not supposed ("if" after "sure" asks whether), and writes it as the patient\'s doubt', () => {
    const visit = extractVisit(lines.join('\n'), 'en');
    expect(visit.symptoms.find((f) => f.concept.id === 'fever')).toMatchObject({ assertion: 'possible', basis: 'told' });
    const draft = draftFromVisit(visit, [{ id: 'hpi', parts: ['history'] }], { language: 'en' });
    const written = draft.itemsOf('hpi', 'history').map((i) => i.text);
    expect(written).toContain('The patient reports possible fever.');
    expect(written.join(' ')).not.toContain('answered yes');
  });
  it('in French too', () => {
    const visit = extractVisit(
      "[doctor] Vous avez eu de la fièvre ?\n[patient] Je ne sais pas si j'ai eu de la fièvre, je n'ai pas pris ma température.",
      'fr',
    );
    expect(visit.symptoms.find((f) => f.concept.id === 'fever')?.assertion).toBe('possible');
    const draft = draftFromVisit(visit, [{ id: 'hpi', parts: ['history'] }], { language: 'fr' });
    expect(draft.itemsOf('hpi', 'history').map((i) => i.text)).toContain('Le patient rapporte, sans certitude : fièvre.');
  });
});
