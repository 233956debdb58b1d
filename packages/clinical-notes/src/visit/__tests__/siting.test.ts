// Which body part a symptom is of: each language's siting rules (rules/<lang>/siting.json) on
// their own sentence, and a part said before a new clause kept.
import { extractVisit } from '../extract';
import { readTranscript } from '../read-sentences';
import sitingEn from '../../../rules/en/siting.json';
import sitingFr from '../../../rules/fr/siting.json';

const symptoms = (text: string, lang: 'en' | 'fr') =>
  readTranscript(`[patient] ${text}`, lang)
    .sentences.flatMap((s) => s.mentions)
    .filter((m) => m.concept.kind === 'symptom')
    .map((m) => m.concept.id)
    .sort();

describe('a symptom is of the part said near it, not of one said after it in a new clause', () => {
  it.each([
    ['en', sitingEn.example, sitingEn.expect],
    ['fr', sitingFr.example, sitingFr.expect],
  ] as const)('%s: "%s"', (lang, example, expected) => {
    expect(symptoms(example, lang)).toEqual([...expected].sort());
  });

  it('still sites a symptom at a part said after it in the same clause, or before it across a comma', () => {
    expect(symptoms('It is swollen around my left ankle.', 'en')).toEqual(['ankle-swelling']);
    expect(symptoms('My ankle, it is swollen, and it hurts.', 'en')).toEqual(expect.arrayContaining(['ankle-swelling']));
  });
});

describe('a question listing symptoms', () => {
  const asked = (text: string) =>
    readTranscript(`[doctor] ${text}`, 'en')
      .sentences.flatMap((s) => s.mentions)
      .filter((m) => m.concept.kind === 'symptom')
      .map((m) => m.concept.id);

  it('asks of each item apart: "any fevers, neck stiffness, or a rash?" is of a rash, not a neck rash', () => {
    expect(asked('Any fevers, neck stiffness, or a rash?')).toEqual(['fever', 'neck-stiffness', 'rash']);
  });

  it('still sites a symptom said with its part in the list ("any knee pain or knee swelling?"), and a statement with the part before it', () => {
    expect(asked('Any fevers, or knee swelling?')).toEqual(['fever', 'knee-swelling']);
    expect(symptoms('My knee is painful, swollen and red.', 'en')).toEqual(expect.arrayContaining(['knee-swelling']));
  });
});

describe("the family's history", () => {
  it('holds words naming a condition and a symptom alike ("migraines") as the condition, once', () => {
    const visit = extractVisit(['[doctor] Does anyone in the family get migraines?', '[patient] My mum gets migraines.'].join('\n'), 'en');
    expect(visit.family.map((f) => [f.concept.id, f.attributes.relatives])).toEqual([['migraine', ['mother']]]);
  });
});

describe('a discharge is of the part it comes from', () => {
  it('is an ear discharge from the ear, a genital discharge from down below, and of no part said otherwise', () => {
    expect(symptoms('There is some discharge coming from that ear.', 'en')).toEqual(['ear-discharge']);
    expect(symptoms('I have noticed some discharge from down below.', 'en')).toEqual(['genitals-discharge']);
    expect(symptoms("J'ai un écoulement vaginal.", 'fr')).toEqual(expect.arrayContaining(['genitals-discharge']));
    expect(symptoms('There is some discharge.', 'en')).toEqual(['discharge']);
  });
});

describe('the symptom a question is about', () => {
  const character = (lines: string[], id: string) =>
    extractVisit(lines.join('\n'), 'en').symptoms.find((f) => f.concept.id === id)?.attributes.character;

  it('is another once a question names another, even of no part said', () => {
    const asked = ['[doctor] Any pain on swallowing?', '[patient] Yes, it hurts to swallow.'];
    expect(
      character([...asked, '[doctor] What kind of discharge is it?', "[patient] It's there all the time."], 'painful-swallowing'),
    ).toBeUndefined();
  });

  it('is the same where the question names its kind with no part ("does the pain come and go?")', () => {
    const lines = [
      '[doctor] Any tummy pain?',
      '[patient] Yes, my tummy hurts.',
      '[doctor] Does the pain come and go?',
      '[patient] It comes and goes.',
    ];
    expect(character(lines, 'abdominal-pain')).toBe('intermittent');
  });
});

describe('a body part said as another word too', () => {
  it('is the part only led as one ("my back", "my left back"), not in "call us back" or "it went back"', () => {
    expect(symptoms('My back hurts.', 'en')).toEqual(['back-pain']);
    expect(symptoms('I started having pain in my left back.', 'en')).toEqual(['back-pain']);
    expect(symptoms('If the pain gets worse, call us back.', 'en')).toEqual(['pain']);
    expect(symptoms('It felt like my finger went back, and it has been hurting since.', 'en')).not.toContain('back-pain');
  });
});

describe('the side said in an answer naming only the part', () => {
  const side = (lines: string[], id: string) =>
    extractVisit(lines.join('\n'), 'en').symptoms.find((f) => f.concept.id === id)?.attributes.side;
  const told = ['[doctor] What has been happening?', "[patient] I've got a weird swelling on my elbow."];

  it('is the side of the present symptom of that part said with none', () => {
    expect(
      side([...told, '[doctor] Is it the left elbow or the right elbow?', "[patient] Um, it's the, the left elbow."], 'elbow-swelling'),
    ).toBe('left');
  });

  it('is no side where the answer tells more than the part, or answers no question', () => {
    const more = "[patient] It's the left elbow, and I had surgery on it years ago, they put a plate in.";
    expect(side([...told, '[doctor] Which elbow?', more], 'elbow-swelling')).toBeUndefined();
    expect(side([...told, '[doctor] OK.', '[patient] The left elbow.'], 'elbow-swelling')).toBeUndefined();
  });

  it('is the side the patient puts right, whatever side was said before ("It\'s not the right knee, it\'s the left knee")', () => {
    const lines = [
      "[doctor] I understand you've come in with some right knee pain. Can you tell me about it?",
      "[patient] It's not the right knee, it's the left knee.",
    ];
    expect(side(lines, 'knee-pain')).toBe('left');
    expect(side([lines[0], '[patient] Yes, the right knee, it gives out.'], 'knee-pain')).toBe('right');
  });

  it('reads the joints as a body part: "it hurts my joints" is joint pain', () => {
    expect(
      extractVisit('[doctor] Any other problems?\n[patient] It sometimes kind of hurts, uh, my joints.', 'en').symptoms.map(
        (f) => f.concept.id,
      ),
    ).toEqual(['joint-pain']);
  });
});
