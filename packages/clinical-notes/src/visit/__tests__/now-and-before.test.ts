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
