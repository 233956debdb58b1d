// Consultations written for the tests (suspected angina, the menopause, acne, croup, a tennis elbow
// seen by a physiotherapist, a French ankle sprain), each checked for what a GP reading its draft
// caught first: advice turned round, a relative's illness taken for the patient's, a safety net lost.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import { SUBJECTIVE_AND_PLAN } from '../../draft/__tests__/subjective-and-plan';
import { LANGUAGES } from '../../language';
import { extractVisit } from '../extract';
import { FAMILY_TALK } from '../family-talk';
import { sentenceChecker } from '../../evidence/__tests__/one-sentence';

const transcript = (name: string) => readFileSync(join(__dirname, 'consultations', name), 'utf8');
const drafted = (name: string, language: 'en' | 'fr' = 'en') =>
  draftNote(transcript(name), SUBJECTIVE_AND_PLAN, { language })
    .sections.flatMap((s) => s.items.map((i) => `${i.title}: ${i.body}`))
    .join('\n');
const medication = (name: string, id: string) =>
  extractVisit(transcript(name), 'en')
    .medications.filter((m) => m.concept.id === id)
    .map((m) => [m.status, m.possible === true, m.change ?? null]);

describe('six consultations of December', () => {
  it('croup: 999 said digit by digit, what to call it for, antibiotics that will not help, no rest "at rest"', () => {
    const text = drafted('croup-child-gp.txt');
    expect(text).toContain("Call 999 or go to A&E if there's stridor at rest, drawing in of his chest, blue lips or drooling.");
    expect(text).not.toMatch(/\bNine\b|Rest\.|advised to return or seek urgent care/);
    // ... and the red flags said first, a list of five, in full ("you call nine nine nine or go straight to A&E").
    expect(text).toContain(
      "Call 999 or go to A&E if he's got that noisy breathing, the stridor, when he's calm and resting, or his chest is drawing in under his ribs, or his lips look blue or grey, or he's drooling and can't swallow, or he's very drowsy and hard to wake.",
    );
    // A number said with a hyphen in a condition stays one word.
    expect(text).toContain("Return if he's not getting better in forty-eight hours, or the fever's getting higher.");
    // "Croup's usually worse at night and it can come back for two or three nights": no review then.
    expect(text).not.toMatch(/two or three nights/);
    // "Does he need antibiotics?" "No, it's a virus, antibiotics won't help."
    expect(medication('croup-child-gp.txt', 'antibiotics')).toEqual([['not-needed', false, null]]);
  });

  it("croup: the big sister's croup is family history; the grandmother saying it sounds like croup is not", () => {
    // "His big sister had croup, though, about his age. ... My mum said it sounds like croup."
    expect(extractVisit(transcript('croup-child-gp.txt'), 'en').family.filter((f) => f.concept.id === 'croup')).toMatchObject([
      { attributes: { relatives: ['sister'] } },
    ]);
  });

  it("suspected angina: the father's heart attacks are his, the call is to 999, a few minutes' rest is no advice", () => {
    const visit = extractVisit(transcript('angina-gp.txt'), 'en');
    expect(visit.history.map((f) => f.concept.id)).not.toContain('myocardial-infarction');
    expect(visit.family.map((f) => [f.concept.id, f.attributes.relatives])).toContainEqual(['myocardial-infarction', ['father']]);
    const text = drafted('angina-gp.txt');
    expect(text).toContain(
      "Call 999 if they get the pain when they're resting, or it lasts more than fifteen minutes even after the spray.",
    );
    expect(text).not.toMatch(/Rest\./);
    // "I've been getting this, er, this tightness. In my chest."
    expect(text).toMatch(/^Chief complaint: Chest tightness\./m);
    // "Pulse is seventy-two and regular." The line of the reading is not contradicted by "... missing beats?" "No.".
    const check = sentenceChecker(transcript('angina-gp.txt'));
    expect(check('Heart rate: 72 beats per minute.')).toMatchObject({ state: 'supported', conflicts: [] });
    expect(check('Heart rate: 96 beats per minute.').state).toBe('unsupported');
  });

  it('suspected angina: the blood tests listed after "I\'d also like some bloods" are the ones ordered', () => {
    const tests = (text: string) =>
      extractVisit(text, 'en')
        .plan.filter((p) => p.kind === 'test')
        .map((p) => p.concepts.map((c) => c.id));
    expect(tests(transcript('angina-gp.txt'))).toContainEqual(['blood-test', 'full-blood-count', 'hba1c', 'kidney-function']);
    // Not a result said after another order, nor a list after an order of another test.
    const said = (order: string, after: string) => tests(`[patient] Okay.\n[doctor] So the plan. ${order} ${after}`);
    expect(said("I'd also like some blood tests.", 'A full blood count and your kidney function.')).toEqual([
      ['blood-test', 'full-blood-count', 'kidney-function'],
    ]);
    expect(said("I'd also like some blood tests.", 'Your full blood count last month was normal.')).toEqual([['blood-test']]);
    expect(said("I'll arrange an ECG.", 'A full blood count and your kidney function.')).toEqual([['ecg']]);
  });

  it('acne: a drug only specialists can start is possible, and "doesn\'t stop the pill working" stops nothing', () => {
    expect(medication('acne-gp.txt', 'isotretinoin')).toEqual([['advised', true, 'start']]);
    expect(medication('acne-gp.txt', 'contraceptive-pill').filter(([, , change]) => change === 'stop')).toEqual([]);
    expect(drafted('acne-gp.txt')).not.toMatch(/Stop the pill|advised to take isotretinoin/);
    // "Can I have a look at your face, and then your back?" opens the examination: "So on your face there are blackheads ...".
    expect(extractVisit(transcript('acne-gp.txt'), 'en').examination.map((f) => f.text)).toEqual(
      expect.arrayContaining(['There are blackheads on the face.', 'There are whiteheads on the face.']),
    );
  });

  it('a tennis elbow: a steroid injection to talk about with the GP later is possible; resting the forearm on a table is no rest', () => {
    expect(medication('tennis-elbow-physio.txt', 'steroids')).toEqual([['advised', true, null]]);
    const text = drafted('tennis-elbow-physio.txt');
    expect(text).toContain('Steroid injection may be needed.');
    // "you've referred yourself in for your elbow" ... "It's the outside of my elbow, just here." ... "out of ten ... how bad does it get?"
    expect(text).toMatch(/^Chief complaint: Elbow pain\./m);
    // "If it's not improving after six to eight weeks ..." and "... if it's no better in six to eight weeks": one review.
    expect(text.match(/six to eight weeks if not improving/g)).toHaveLength(1);
    expect(text).not.toMatch(/Neck pain\./);
    expect(text).not.toMatch(/Rest\./);
  });
});

describe('the menopause', () => {
  const text = drafted('menopause-gp.txt');

  it('names the complaint by the first symptom the patient told after the condition she thinks it is', () => {
    // "I think it's the menopause. I'm pretty sure. I'm getting these hot flushes, ... bright red, sweating."
    expect(text).toMatch(/^Chief complaint: Hot flushes\./m);
  });

  it('reads what the patient has read about and fears as no history of hers', () => {
    // "But I've read all sorts, about cancer and, I don't know. I'm a bit scared of it, really."
    const visit = extractVisit(transcript('menopause-gp.txt'), 'en');
    expect(visit.history.map((f) => f.concept.id)).not.toContain('cancer');
    expect(text).not.toMatch(/history of cancer/);
  });

  it('reads a blood pressure said alone after the clinician said they would take it, and one asked to take', () => {
    // "Let me just take your blood pressure first" ... "One hundred and twenty-eight over seventy-eight."
    expect(text).toMatch(/Blood pressure is 128\/78\./);
    // "Can I take your blood pressure?" "Yeah, go on." "That's one hundred and forty-two over eighty-six."
    expect(drafted('angina-gp.txt')).toMatch(/Blood pressure is 142\/86\./);
  });

  it('turns no condition, no risk and no safety net into something to do', () => {
    // "But if you ever start getting an aura, you need to let us know." "a small increase in the risk of breast cancer"
    // "..., or you start getting an aura, stop the patch and get seen urgently."
    expect(text).not.toMatch(/Start getting an aura\.|Increase in the risk|Stop the patch\./);
    expect(text).toMatch(/Seek urgent review if they get a painful swollen calf, chest pain or breathlessness/);
  });
});

describe('the French ankle sprain', () => {
  const text = drafted('entorse-cheville-fr.txt', 'fr');

  it('reads no age in "ça fait quinze ans que je joue", no x-ray the Ottawa rules only tell whether to do', () => {
    expect(text).not.toMatch(/femme de 15 ans/);
    expect(text).not.toMatch(/Prévoir radiographie/);
    const visit = extractVisit(transcript('entorse-cheville-fr.txt'), 'fr');
    const xRay = visit.plan.filter((p) => p.concepts.some((c) => c.id === 'x-ray'));
    // "Pas de radio, les critères d'Ottawa sont négatifs": the decision that none is needed, no x-ray to do.
    expect(xRay.map((p) => [p.kind, p.written])).toEqual([['not-needed', 'Pas besoin de radio.']]);
  });

  it('times the time off by what is said after it, not the sport stopped before it', () => {
    expect(text).toContain('Un arrêt de travail est conseillé pour cinq jours.');
    expect(text).not.toMatch(/arrêt de travail est conseillé pendant trois semaines/);
    // The complaint told as the visit opens, not the calf the patient repeats at its end ("D'accord. Le mollet.").
    expect(text).toMatch(/^Motif: Entorse\./m);
  });
});

describe.each(LANGUAGES)('a relative just named, told of by "he" or "she" (%s)', (lang) => {
  const rules = FAMILY_TALK[lang];

  it(`reads "${rules.example.join(' ')}" as the ${rules.relative}'s`, () => {
    const visit = extractVisit(rules.example.join('\n'), lang);
    expect(visit.family.map((f) => f.attributes.relatives)).toEqual([[rules.relative]]);
    expect(visit.history).toEqual([]);
  });

  it(`reads "${rules.control.join(' ')}" as the patient's`, () => {
    const visit = extractVisit(rules.control.join('\n'), lang);
    expect(visit.family).toEqual([]);
    expect(visit.history.length).toBeGreaterThan(0);
  });
});

describe("don't stop, doesn't stop", () => {
  const changes = (said: string, lang: 'en' | 'fr' = 'en') =>
    extractVisit(`[patient] I've got a cough.\n[doctor] ${said}`, lang).medications.map((m) => [m.concept.id, m.status, m.change ?? null]);

  it('keeps a medication the patient is told not to stop, and advises nothing where the stop is only told of', () => {
    expect(changes("Don't stop the amlodipine, though.")).toEqual([['amlodipine', 'advised', 'continue']]);
    expect(changes("Surtout ne pas arrêter l'amlodipine.", 'fr')).toEqual([['amlodipine', 'advised', 'continue']]);
    expect(changes("Lymecycline doesn't stop the pill working.").filter(([, , change]) => change === 'stop')).toEqual([]);
    expect(changes('Stop the amlodipine.')).toEqual([['amlodipine', 'advised', 'stop']]);
  });
});

describe('a statement of the plan saying more than the item written from it', () => {
  const said = [
    '[patient] My right elbow has been hurting for a week since I started doing pottery.',
    "[doctor] Okay, let me have a look. It's tender on the inside of the elbow.",
    "[doctor] So this is medial epicondylitis, golfer's elbow.",
    "[doctor] Now I want you to rest it, I'm going to order a sling and I want you to wear the sling while you're awake, and apply ice to the elbow for twenty minutes three times a day.",
    "[doctor] I'd also like some blood tests.",
    '[patient] Okay.',
  ].join('\n');

  it('keeps the rest of it in the clinician\'s words beside "Rest.", and reads "I\'d also like some blood tests" as an order', () => {
    const text = draftNote(said, SUBJECTIVE_AND_PLAN, { language: 'en' })
      .sections.flatMap((s) => s.items.map((i) => i.body))
      .join('\n');
    expect(text).toContain('Rest.');
    expect(text).toMatch(/wear the sling while they are awake, and apply ice to the elbow/);
    expect(text).toContain('Blood tests will be arranged.');
  });
});
