// Words patients and British clinicians use for what the lexicons name, added from consultations
// written for the tests: each is read as its concept, in the sentence it was heard in.
import { readTranscript } from '../../visit/read-sentences';

const concepts = (text: string, lang: 'en' | 'fr') =>
  readTranscript(text, lang).sentences.flatMap((s) => s.mentions.map((m) => m.concept.id));

describe.each([
  ['en', "[patient] I've been getting this burning feeling in my chest after I eat.", 'heartburn'],
  ['en', '[patient] It kind of hurts at the bottom of my tummy as well.', 'suprapubic-pain'],
  ['en', "[patient] I'm peeing all the time, even at night.", 'urinary-frequency'],
  ['en', '[patient] They said my kidney function was slightly reduced last year.', 'chronic-kidney-disease'],
  ['en', "[doctor] I'd like to start you on aciclovir, 800 milligrams five times a day.", 'acyclovir'],
  ['en', "[doctor] It's what we call lumbago, it settles with time.", 'mechanical-back-pain'],
  ['en', "[patient] Um, it's my big toe, on the right foot.", 'big-toe'],
  ['fr', "[patient] J'ai des brûlures dans la poitrine après les repas.", 'heartburn'],
  ['fr', "[patient] On m'a dit que ma fonction rénale était diminuée.", 'chronic-kidney-disease'],
  ['fr', "[médecin] Je pense que c'est une lombalgie commune.", 'mechanical-back-pain'],
] as const)('%s: %s', (lang, text, id) => {
  it(`reads ${id}`, () => {
    expect(concepts(text, lang)).toContain(id);
  });
});
