// A symptom said of now and of before: the visit model holds what is so now.
import { extractVisit } from '../extract';

const symptom = (id: string, ...lines: string[]) =>
  extractVisit(['[doctor] How can I help you today?', ...lines].join('\n'), 'en').symptoms.find((f) => f.concept.id === id);

describe('visit model: now before then', () => {
  it('holds a symptom denied now as absent, though it was had years ago ("No pain in my chest" ... "five years ago, I had some chest pain")', () => {
    const pain = symptom(
      'chest-pain',
      "[patient] I've been short of breath for two weeks.",
      '[doctor] Have you noticed any other symptoms?',
      '[patient] No pain in my chest.',
      '[doctor] Any other medical history?',
      '[patient] They called it a small heart attack. About, five years ago. I had like some chest pain and they took me into hospital.',
    );
    expect(pain?.assertion).toBe('absent');
  });

  it('holds a symptom had before and had now as present', () => {
    const pain = symptom(
      'headache',
      '[patient] I had headaches years ago.',
      '[doctor] And now?',
      "[patient] I've got a headache again since Monday.",
    );
    expect(pain?.assertion).toBe('present');
  });
});

describe('visit model: medications taken before are not taken now', () => {
  const taken = (lang: 'en' | 'fr', ...lines: string[]) =>
    extractVisit(lines.join('\n'), lang)
      .medications.filter((m) => m.status === 'current')
      .map((m) => m.concept.id);

  it('holds none of a medication the patient used to take, or took a year ago, and the one they are on', () => {
    expect(
      taken(
        'en',
        '[doctor] Do you take any medicines?',
        "[patient] I used to take sertraline but not now. I took amoxicillin for a chest infection a year ago. I'm on ramipril.",
      ),
    ).toEqual(['ramipril']);
  });

  it('holds none of an antibiotic that worked last year, in French too ("ça avait bien marché avec un antibiotique")', () => {
    expect(
      taken(
        'fr',
        '[médecin] Vous avez déjà eu des infections urinaires ?',
        "[patient] Oui, une l'année dernière, ça avait bien marché avec un antibiotique.",
        '[médecin] Vous prenez des médicaments en ce moment ?',
        '[patient] Juste du Doliprane depuis hier.',
      ),
    ).toEqual(['paracetamol']);
  });

  it('holds no duration for a condition had a few years ago ("pneumonia two years ago")', () => {
    const visit = extractVisit(['[doctor] Any medical history?', '[patient] I had pneumonia two years ago.'].join('\n'), 'en');
    const pneumonia = visit.history.find((f) => f.concept.id === 'pneumonia');
    expect(pneumonia).toBeDefined();
    expect(pneumonia?.attributes.duration).toBeUndefined();
  });
});
