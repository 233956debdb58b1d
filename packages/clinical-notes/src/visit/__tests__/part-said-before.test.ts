// A symptom told with no part, its part named just before it in the same turn as what the
// visit is about ("So it's my throat mainly. | It's been really sore for about five days"):
// the symptom there, with the duration, the character and the side it was told with.
import { extractVisit } from '../extract';

const visitOf = (patient: string) => extractVisit(`[doctor] What can I do for you today?\n[patient] ${patient}`, 'en');

describe('a part named just before the symptom told of it', () => {
  it('is where the symptom is, with its duration ("my throat mainly. It\'s been really sore for about five days")', () => {
    const visit = visitOf("Hi. So it's my throat mainly. It's been really sore for about five days, and it's hard to swallow.");
    expect(visit.symptoms.find((f) => f.concept.id === 'sore-throat')).toMatchObject({
      assertion: 'present',
      attributes: { duration: 'for about five days' },
    });
    expect(visit.symptoms.map((f) => f.concept.id)).not.toContain('pain');
    expect(visit.complaint?.concepts[0]?.id).toBe('sore-throat');
    expect(visit.symptoms.find((f) => f.concept.id === 'difficulty-swallowing')?.assertion).toBe('present');
  });

  it('gives each symptom told there its part and the side said with the part ("my left leg, my calf. ... sore ... swollen")', () => {
    const visit = visitOf("Um, so it's my left leg, my calf. It's been really sore for about three days now and it's kind of swollen.");
    const held = Object.fromEntries(visit.symptoms.map((f) => [f.concept.id, f.attributes.side]));
    expect(held).toEqual({ 'leg-pain': 'left', 'leg-swelling': 'left' });
  });

  it('is not where a sentence between names something else', () => {
    const visit = visitOf("It's my throat mainly. I also have a cough. It's been really sore.");
    expect(visit.symptoms.map((f) => f.concept.id)).not.toContain('sore-throat');
  });
});

describe('a mole, a symptom only of a part', () => {
  it('is read where its part is said ("a mole on my back"), never alone ("my doctor looks over all my moles")', () => {
    expect(visitOf('Could you have a look at a mole on my back? It has changed.').symptoms.map((f) => f.concept.id)).toContain('back-mole');
    expect(visitOf('My doctor looks over all of my moles every year.').symptoms).toEqual([]);
  });
});

describe('a viral sore throat', () => {
  it('is the impression said as "most likely a viral sore throat"', () => {
    const visit = extractVisit(
      "[patient] My throat is sore.\n[doctor] So I think this is most likely a viral sore throat, so antibiotics won't help.",
      'en',
    );
    expect(visit.impressions.map((i) => i.concept.id)).toEqual(['viral-sore-throat']);
  });
});
