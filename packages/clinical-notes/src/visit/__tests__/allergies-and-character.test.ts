// Allergies and how a symptom feels, read into the visit model and written as facts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { visitFacts } from '../../write/facts';
import { extractVisit } from '../extract';

describe('allergies', () => {
  const visit = extractVisit(
    [
      '[doctor] Any allergies?',
      "[patient] Yes, I'm allergic to latex and I had a bad reaction to amoxicillin.",
      '[doctor] Do you take any medication?',
      '[patient] Just the amoxicillin last year, and my inhaler.',
    ].join('\n'),
    'en',
  );

  it('holds what the patient is allergic to, medications and other allergens, as said', () => {
    expect(visit.allergies.map((a) => a.said)).toEqual(['latex', 'amoxicillin']);
    expect(
      visitFacts(visit)
        .filter((f) => f.kind === 'allergy')
        .map((f) => f.text),
    ).toEqual(['Is allergic to latex.', 'Is allergic to amoxicillin.']);
  });

  it('does not list a medication the patient is allergic to as one they take', () => {
    expect(visit.medications.map((m) => m.concept.id)).toEqual(['inhaler']);
  });

  it('holds an allergy the clinician reads out asking for agreement ("you\'re allergic to augmentin, is that right?")', () => {
    const read = extractVisit(
      "[doctor] I have that you're not taking any medications, but that you're allergic to augmentin, is that right?\n[patient] Yes, that's correct.",
      'en',
    );
    expect(read.allergies.map((a) => a.said)).toEqual(['augmentin']);
    expect(extractVisit('[doctor] Are you allergic to augmentin?\n[patient] No.', 'en').allergies).toEqual([]);
    expect(
      extractVisit("[doctor] You're allergic to augmentin, is that right?\n[patient] No, that was my sister.", 'en').allergies,
    ).toEqual([]);
  });

  it('reads a reaction the lexicon names as a condition too as the reaction, not past history ("ça me donne de l\'urticaire")', () => {
    const fr = extractVisit(
      "[médecin] Avez-vous des allergies ?\n[patient] Oui, je suis allergique à la pénicilline, ça me donne de l'urticaire.",
      'fr',
    );
    expect(fr.allergies).toMatchObject([{ said: 'pénicilline', reaction: 'urticaire' }]);
    expect(fr.history).toEqual([]);
    const en = extractVisit("[doctor] Any allergies?\n[patient] Yes, I'm allergic to penicillin, I get urticaria.", 'en');
    expect(en.history).toEqual([]);
  });

  it('holds no allergy the patient denies', () => {
    const denied = extractVisit("[doctor] Are you allergic to anything?\n[patient] No, I'm not allergic to penicillin or anything.", 'en');
    expect(denied.allergies).toEqual([]);
  });
});

describe('how a symptom feels', () => {
  it('writes the character said beside a symptom before its name', () => {
    const visit = extractVisit("[doctor] What's brought you in?\n[patient] I've had a throbbing headache for two days.", 'en');
    expect(visit.symptoms.find((s) => s.concept.id === 'headache')?.attributes.character).toBe('throbbing');
    expect(visitFacts(visit).map((f) => f.text)).toContain('Reports throbbing headache for two days.');
  });
});

describe('a pain said with no part', () => {
  const ids = (visit: ReturnType<typeof extractVisit>) => visit.symptoms.map((s) => s.concept.id);

  it("is the one pain whose part was said: 'It's kind of like a burning pain' after 'a pain in my stomach'", () => {
    const visit = extractVisit(
      "[doctor] What's brought you in?\n[patient] I've had a pain in my stomach for two days.\n[doctor] What's it like?\n[patient] It's kind of like a burning pain.",
      'en',
    );
    expect(ids(visit)).toEqual(['abdominal-pain']);
    expect(visit.symptoms[0].attributes.character).toBe('burning');
    expect(visit.symptoms[0].evidence).toHaveLength(2);
  });

  it('stays as it was beside two pains whose parts were said: which one is not known', () => {
    const visit = extractVisit(
      "[doctor] What's brought you in?\n[patient] My knee hurts and I've got back pain too.\n[patient] It's a sharp pain.",
      'en',
    );
    expect(ids(visit)).toEqual(expect.arrayContaining(['knee-pain', 'back-pain', 'pain']));
  });
});

describe('an allergy and its reaction', () => {
  it('reads a symptom said with an allergy as its reaction, not as a symptom of the visit', () => {
    const visit = extractVisit('[doctor] any allergies?\n[patient] yes, i am allergic to penicillin, i get hives.', 'en');
    expect(visit.allergies).toMatchObject([{ said: 'penicillin', reaction: 'hives' }]);
    expect(visit.symptoms.map((s) => s.concept.id)).not.toContain('hives');
    expect(visitFacts(visit).map((f) => f.text)).toContain('Is allergic to penicillin (reaction: hives).');
  });

  it('keeps the part a reaction was of ("my lips swelled up": lip swelling), in English and French', () => {
    const said = extractVisit('[doctor] Any allergies?\n[patient] Yeah, penicillin. My lips swelled up when I was a kid.', 'en');
    expect(said.allergies).toMatchObject([{ said: 'penicillin', reaction: 'lip swelling' }]);
    const tongue = extractVisit('[doctor] Any allergies?\n[patient] Ramipril, my tongue swelled up and I got a rash.', 'en');
    expect(tongue.allergies).toMatchObject([{ said: 'ramipril', reaction: 'tongue swelling, rash' }]);
    const fr = extractVisit('[doctor] Avez-vous des allergies ?\n[patient] Oui, à la pénicilline, mes lèvres ont gonflé.', 'fr');
    // Named after the symptom, as French says it, with no brackets inside the allergy's ("pénicilline (gonflement des lèvres)").
    expect(fr.allergies[0]?.reaction).toBe('gonflement des lèvres');
  });
});

describe('characters said together', () => {
  it('describe one symptom, not the next one named', () => {
    const visit = extractVisit(
      "[doctor] What's the trouble?\n[patient] I've had a cough for a week, dry and tickly, and some headaches.",
      'en',
    );
    const character = (id: string) => visit.symptoms.find((s) => s.concept.id === id)?.attributes.character;
    expect(character('cough')).toBe('dry');
    expect(character('headache')).toBeUndefined();
  });
});

describe('allergies answered', () => {
  const allergies = (t: string) => extractVisit(t, 'en').allergies.map((a) => a.concept.id);

  it('takes what the patient names answering a question about allergies for an allergy ("No, just latex.")', () => {
    expect(allergies('[doctor] Do you have any allergies to any medication?\n[patient] Uh, no just Latex.')).toEqual(['latex']);
  });

  it("takes no medication the clinician then names for an allergy ('Any allergies?' 'No.' 'You're taking methotrexate.')", () => {
    const t = "[doctor] Any other allergies at all?\n[patient] No.\n[doctor] OK. So you're taking methotrexate at the moment.";
    expect(allergies(t)).toEqual([]);
  });

  it('takes nothing for an allergy once the clinician has moved on', () => {
    const t = "[doctor] Any allergies?\n[patient] No.\n[doctor] OK. I'll give you some cream.\n[patient] OK, I take ibuprofen sometimes.";
    expect(allergies(t)).toEqual([]);
  });
});

describe('a weight lost on purpose', () => {
  const visit = extractVisit(
    [
      '[doctor] So your hip has been hurting since February?',
      '[patient] Yes, my right hip hurts when I walk.',
      "[doctor] And it looks like you've had intentional weight loss?",
      "[patient] Yes, I've lost 110 pounds.",
      "[doctor] And you're not hurting right now?",
      '[patient] No, the weight loss has really decreased all the pain.',
    ].join('\n'),
    'en',
  );

  it('is no symptom, wherever it is said again', () => {
    expect(visit.symptoms.map((f) => f.concept.id)).not.toContain('weight-loss');
    expect(visit.symptoms.some((f) => f.concept.id.includes('pain'))).toBe(true);
  });

  it('is a goal met; what the patient tries to do names no symptom away ("I vomited it. I\'ve been trying to avoid it")', () => {
    const vomited = extractVisit(
      '[doctor] Any vomiting?\n[patient] Once I had some milk and I completely vomited it. I have been trying to avoid vomiting since.',
      'en',
    );
    expect(vomited.symptoms.map((f) => [f.concept.id, f.assertion])).toContainEqual(['vomiting', 'present']);
  });

  it('is an amount said in pounds, not a pounding pain', () => {
    const character = (answer: string) =>
      extractVisit(`[doctor] Have you had any headaches?\n[patient] Yes, a headache.\n[doctor] What is it like?\n[patient] ${answer}`, 'en')
        .symptoms.map((f) => f.attributes.character)
        .filter(Boolean);
    expect(character('It started when I carried 40 pounds of shopping.')).toEqual([]);
    expect(character("It's pounding.")).toEqual(['throbbing']);
  });
});

describe('a medication the patient says they will get', () => {
  it('is no medication they take', () => {
    const meds = (lines: string, lang: 'en' | 'fr' = 'en') => extractVisit(lines, lang).medications.map((m) => [m.concept.id, m.status]);
    const advice = '[doctor] You can get Dioralyte from the pharmacy.';
    expect(meds(`${advice}\n[patient] OK. So I'll try and buy this Dioralyte.`)).not.toContainEqual(['dioralyte', 'current']);
    expect(meds("[doctor] Any medication?\n[patient] I've been taking Dioralyte since Monday.")).toContainEqual(['dioralyte', 'current']);
    expect(meds("[doctor] Vous prenez quelque chose ?\n[patient] D'accord, je vais acheter du paracétamol.", 'fr')).not.toContainEqual([
      'paracetamol',
      'current',
    ]);
    expect(meds('[doctor] Vous prenez quelque chose ?\n[patient] Je prends du paracétamol.', 'fr')).toContainEqual([
      'paracetamol',
      'current',
    ]);
  });
});

describe("an allergy's reaction", () => {
  it('names each symptom once ("Makes me really sick, vomiting, the lot.")', () => {
    const visit = extractVisit(
      ['[doctor] Any allergies to medicines?', '[patient] Yeah, codeine. Makes me really sick, vomiting, the lot.'].join('\n'),
      'en',
    );
    const reaction = visit.allergies.find((a) => a.said.toLowerCase() === 'codeine')?.reaction ?? '';
    expect(reaction).toMatch(/vomiting/);
    expect(reaction.split(', ').length).toBe(new Set(reaction.split(', ')).size);
  });
});

describe('a character the symptom names already', () => {
  it('is not written again ("this tight feeling" of chest tightness: not "tight chest tightness")', () => {
    const said = readFileSync(join(__dirname, 'consultations', 'angina-exertion-gp.txt'), 'utf8');
    const visit = extractVisit(said, 'en');
    const tightness = visit.symptoms.find((s) => s.concept.id === 'chest-tightness');
    expect(tightness).toBeDefined();
    expect(tightness?.attributes.character ?? '').not.toMatch(/tight/);
    expect(
      visitFacts(visit)
        .map((f) => f.text)
        .join('\n'),
    ).not.toMatch(/tight chest tightness/i);
  });
});
