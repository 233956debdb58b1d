// "Not in the note" from the visit model: what the visit holds and the note does not state.
import { contentWordsOf } from '../../write/restates';
import { extractVisit } from '../../visit/extract';
import { consultation, primockAvailable } from '../../visit/__tests__/primock57';
import { phraseKeys } from '../../nlp/analyse';
import { planRules } from '../../visit/plan-rules';
import { deniedNotInNote, factsNotInNote, factsNotStated, NOTE_SAYS, SYMPTOM_GROUPS } from '../omissions';
import { expandShorthand } from '../shorthand';
import symptomsEn from '../../../lexicon/en/symptoms.json';
import symptomsFr from '../../../lexicon/fr/symptoms.json';

(primockAvailable ? describe : describe.skip)('Not in the note: PriMock57 day1_consultation01', () => {
  const visit = extractVisit(consultation('day1_consultation01').transcript, 'en');

  it('offers, for a note holding only the presenting complaint, the diagnosis, the fluids and the review in three to four days', () => {
    const texts = factsNotInNote(visit, 'Presenting complaint\nDiarrhoea for the last three days.').map((f) => f.text);
    expect(texts).toContain('The impression is gastroenteritis.');
    expect(texts).toContain('Drink plenty of fluids.');
    expect(texts).toContain('Arrange stool sample.');
    expect(texts).toContain('Review in three to four days if not improving.');
    expect(texts).toContain('Has a history of asthma.');
    expect(texts).not.toContainEqual(expect.stringMatching(/diarrh/i));
  });

  it('never offers a denial of the presenting complaint', () => {
    const note = 'Presenting complaint\nDiarrhoea for 3 days.';
    const complaint = new Set(visit.complaint?.concepts.map((c) => c.id));
    expect(complaint.size).toBeGreaterThan(0);
    const denied = deniedNotInNote(visit, note);
    expect(denied.length).toBeGreaterThan(0);
    expect(denied.filter((f) => complaint.has(f.concept.id))).toEqual([]);
    expect(factsNotInNote(visit, note).map((f) => f.text)).not.toContainEqual(expect.stringMatching(/^denies.*diarrh/i));
  });

  it("offers little for the GP's own note", () => {
    const { note } = consultation('day1_consultation01');
    const left = factsNotInNote(visit, note);
    expect(left.map((f) => f.text)).not.toContain('The impression is gastroenteritis.');
    expect(left.length).toBeLessThanOrEqual(8);
  });
});

describe("Not in the note: a fact's own sentence states it", () => {
  it('is stated by every word of its sentence where the marker said is another word ("physio": "Referral to physiotherapy.")', () => {
    const visit = extractVisit(
      "[doctor] What brings you in?\n[patient] My back hurts.\n[doctor] I think it's a muscle strain.\n[doctor] I'll refer you to a physio for exercises.",
      'en',
    );
    const referral = (note: string) => factsNotInNote(visit, note).filter((f) => /physio/i.test(f.text));
    expect(referral('Impression: strain.').map((f) => f.text)).toEqual(['Referral to physiotherapy.']);
    expect(referral('Referral to physiotherapy if symptoms persist.')).toEqual([]);
  });
});

describe('Not in the note: a note in shorthand', () => {
  const visit = extractVisit(
    [
      '[doctor] What brings you in today?',
      '[patient] I have been short of breath for three days.',
      '[doctor] Any medical problems?',
      '[patient] I have high blood pressure.',
      '[doctor] Any chest pain?',
      '[patient] No, no chest pain.',
    ].join('\n'),
    'en',
  );

  it('lists what a note that says something else leaves out', () => {
    expect(factsNotInNote(visit, 'Presenting complaint\nCough.').map((f) => f.text)).toEqual([
      'Reports shortness of breath for three days.',
      'Has a history of hypertension.',
    ]);
    expect(deniedNotInNote(visit, 'Cough.').map((f) => f.concept.id)).toEqual(['chest-pain']);
  });

  it('lists nothing the note states in a GP\'s shorthand ("3/7 hx of SOB", "No CP", "PMH: HTN")', () => {
    const note = '3/7 hx of SOB. No CP.\nPMH: HTN.';
    expect(factsNotInNote(visit, note)).toEqual([]);
    expect(deniedNotInNote(visit, note)).toEqual([]);
  });
});

describe("Not in the note: a GP's shorthand for history, tests and where to go", () => {
  const visit = extractVisit(
    [
      '[doctor] What can I do for you?',
      "[patient] I've had pain in my lower back for two weeks.",
      '[doctor] Any medical problems in the past?',
      '[patient] I had a stroke three years ago, and a clot in my leg, a DVT, after an operation.',
      "[doctor] I'd like to do some blood tests and a chest x-ray.",
      '[doctor] And if the pain gets worse or you lose control of your bladder, go straight to A and E.',
    ].join('\n'),
    'en',
  );

  it('lists nothing a note states as "c/o LBP 2/52", "PMHx: CVA, DVT", "bloods, CXR" and "to attend A/E"', () => {
    const left = (note: string) => factsNotInNote(visit, note).map((f) => f.text);
    const written = 'c/o LBP 2/52.\nPMHx: CVA, DVT.\nPlan: bloods, CXR. If worse or loss of bladder control, to attend A/E.';
    expect(left(written)).toEqual([]);
    // Without the shorthand read, the same note leaves out its history and its plan.
    expect(left('c/o back ache.\nPMHx: other.\nPlan: see.').length).toBeGreaterThanOrEqual(4);
  });
});

describe('Not in the note: how a symptom feels', () => {
  const visit = extractVisit(
    [
      '[doctor] What brings you in today?',
      '[patient] I have had a headache for two days.',
      '[doctor] What kind of headache is it?',
      "[patient] It's throbbing, on the left side.",
    ].join('\n'),
    'en',
  );
  const views = (text: string) => [{ text }];

  it('is stated with the symptom: a note naming the headache but not how it feels leaves that out', () => {
    expect(factsNotStated(visit, views('Headache for 2 days.')).map((f) => f.text)).toContain('Reports throbbing headache for two days.');
    expect(factsNotStated(visit, views('Throbbing headache for 2 days.')).map((f) => f.text)).not.toContain(
      'Reports throbbing headache for two days.',
    );
  });
});

describe('Not in the note: what a note states in other words', () => {
  const visit = extractVisit(
    [
      '[doctor] What brings you in today?',
      '[patient] I have had a cough and a runny nose for five days.',
      '[doctor] I think this is a viral infection.',
      '[doctor] Make sure you drink plenty of fluids.',
      "[doctor] If it's not better in three to four days, we'll review you.",
    ].join('\n'),
    'en',
  );
  const plan = (...lines: string[]) => lines.map((text) => ({ text, planPart: true }));
  const left = (...lines: string[]) =>
    factsNotStated(visit, [{ text: '5/7 hx of cough and runny nose.' }, ...plan(...lines)]).map((f) => f.text);

  it('holds the facts a bare note leaves out', () => {
    expect(left('Plan: see later.')).toEqual(
      expect.arrayContaining([
        'The impression is viral infection.',
        'Drink plenty of fluids.',
        'Review in three to four days if not improving.',
      ]),
    );
  });

  it('takes a name of several words said around another concept\'s as naming it ("viral URTI" names a viral infection)', () => {
    expect(left('Imp: viral URTI')).not.toContain('The impression is viral infection.');
    expect(left('Imp: URTI')).toContain('The impression is viral infection.');
  });

  it('takes the words of note-says.json as stating their plan sentence ("rest, fluids")', () => {
    expect(left('Conservative mx - rest, fluids, regular paracetamol.')).not.toContain('Drink plenty of fluids.');
  });

  it('takes a review whose timing meets the range said as stating it ("review in 3-5d" for three to four days)', () => {
    expect(left('To review in 3-5d if symptoms not improving.')).not.toContain('Review in three to four days if not improving.');
    expect(left('To review in 2 weeks.')).toContain('Review in three to four days if not improving.');
  });
});

describe('note-says rules', () => {
  const bySentence = (lang: 'en' | 'fr') => NOTE_SAYS[lang].filter((r) => r.states).map((r) => [r.says, r.example, r] as const);
  const byKind = (lang: 'en' | 'fr') => NOTE_SAYS[lang].filter((r) => r.kind).map((r) => [r.says, r.example, r] as const);
  it.each(bySentence('en'))('"%s" is said in its own example "%s"', (_says, example, rule) => {
    const visit = extractVisit(
      `[doctor] What brings you in?\n[patient] A rash.\n[doctor] ${planRules('en').find((p) => p.write === rule.states)?.example}`,
      'en',
    );
    const fact = (lines: string[]) =>
      factsNotStated(
        visit,
        lines.map((text) => ({ text, planPart: true })),
      ).map((f) => f.text);
    // Offered as the rule's sentence, or as the clinician's own fuller words holding all of its ("Keep a headache diary ...").
    const words = contentWordsOf(rule.states ?? '', 'en');
    const offered = fact(['Review in 2 weeks.']).find((t) => t === rule.states || words.every((w) => contentWordsOf(t, 'en').includes(w)));
    expect(offered).toBeDefined();
    expect(fact([example])).not.toContain(offered);
    expect(planRules('en').some((p) => p.write === rule.states)).toBe(true);
  });
  it.each(byKind('en'))('"%s" states a review at the time it gives in its own example "%s"', (_says, example, rule) => {
    const visit = extractVisit(
      "[doctor] What brings you in?\n[patient] My ear.\n[doctor] We'll see you in about four, five days time to have a look.",
      'en',
    );
    const left = (text: string) =>
      factsNotStated(visit, [{ text, planPart: true }])
        .filter((f) => f.kind === rule.kind)
        .map((f) => f.text);
    expect(left('Plan: see later.')).toHaveLength(1);
    expect(left(example)).toEqual([]);
    expect(left(example.replace(/\d+/, '14'))).toHaveLength(1);
  });
  it.each(byKind('fr'))('"%s" is said in its own example "%s" (fr)', (_says, example) => {
    const keys = new Set(phraseKeys(example, 'fr'));
    expect(phraseKeys(_says, 'fr').every((k) => keys.has(k))).toBe(true);
  });
  it.each(bySentence('fr'))('"%s" is said in its own example "%s" (fr)', (_says, example, rule) => {
    const keys = new Set(phraseKeys(example, 'fr'));
    expect(phraseKeys(rule.says, 'fr').every((k) => keys.has(k))).toBe(true);
    expect(planRules('fr').some((p) => p.write === rule.states)).toBe(true);
  });
});

describe('Not in the note: a member of a class, how a symptom feels said after it, a fact said without its cue', () => {
  const visit = extractVisit(
    [
      '[doctor] What brings you in today?',
      '[patient] I have had a headache for two days.',
      '[doctor] What kind of headache is it?',
      "[patient] It's throbbing, on the left side.",
      '[doctor] Do you take any medicines?',
      '[patient] Just my inhaler for asthma.',
      '[doctor] What do you do for work?',
      '[patient] I work as a software engineer.',
    ].join('\n'),
    'en',
  );
  const left = (...lines: string[]) =>
    factsNotStated(
      visit,
      lines.map((text) => ({ text })),
    ).map((f) => f.text);

  it('takes a member as naming its class ("salbutamol" names the inhaler)', () => {
    const inhaler = left('Headache.').find((t) => /inhaler/i.test(t));
    expect(inhaler).toBeDefined();
    expect(left('Headache.', 'DH: salbutamol PRN')).not.toContain(inhaler);
  });

  it('takes how a symptom feels said in the next sentences naming no other symptom as said with it', () => {
    expect(left('Headache on left side.', 'Throbbing in nature.')).not.toContain('Reports throbbing headache for two days.');
    expect(left('Headache on left side.', 'Some nausea.', 'Throbbing in nature.')).toContain('Reports throbbing headache for two days.');
  });

  it('takes most of a fact\'s words as stating it without its cue ("SH: software engineer")', () => {
    expect(left('Headache.')).toContain('Works as a software engineer.');
    expect(left('Headache.', 'SH: lives alone, software engineer.')).not.toContain('Works as a software engineer.');
  });
});

describe('Not in the note: one item per passage, and words a tagger misreads', () => {
  const visit = extractVisit(
    [
      '[doctor] What brings you in today?',
      '[patient] I have had a cough and a sore throat for five days.',
      '[doctor] Who do you live with at home?',
      '[patient] I live with a few flatmates.',
      '[doctor] I think this is a viral infection.',
      "[doctor] If you're still not better by next week, come back and see me, we can have another look.",
    ].join('\n'),
    'en',
  );
  const left = (...lines: string[]) =>
    factsNotStated(
      visit,
      lines.map((text) => ({ text, planPart: /^(?:Plan|Review)/.test(text) })),
    ).map((f) => f.text);

  it('lists a return said with a review once ("if you\'re still not better by next week, come back and see me")', () => {
    const returns = left('5/7 hx of cough and sore throat.', 'Plan: see later.').filter((t) => /return|follow|review/i.test(t));
    expect(returns).toHaveLength(1);
  });

  it('takes "Review in 1/52 INB" as stating the return said in the same passage', () => {
    expect(left('5/7 hx of cough and sore throat.', 'Review in 1/52 INB.')).toEqual([
      'The impression is viral infection.',
      'Lives with a few flatmates.',
    ]);
  });

  it('still lists what to call for when it names a symptom, though a general safety net states the return', () => {
    const sprain = extractVisit(
      [
        '[doctor] What brings you in today?',
        '[patient] My right ankle hurts since I twisted it.',
        '[doctor] And call me if the swelling gets worse or you cannot put weight on it.',
      ].join('\n'),
      'en',
    );
    const notStated = factsNotStated(sprain, [
      { text: 'The patient is advised to return or seek urgent care if symptoms worsen.', planPart: true },
    ]).map((f) => f.text);
    expect(notStated).toContain('Call if the swelling gets worse or they cannot put weight on it.');
  });

  it('takes "SH: lives with flatmates" as stating where the patient lives, "lives" read as a noun by the tagger', () => {
    expect(left('SH: lives with flatmates.')).not.toContain('Lives with a few flatmates.');
    expect(left('SH: works as an accountant.')).toContain('Lives with a few flatmates.');
  });
});

describe('Not in the note: a return with its time said, stated by a review at that time', () => {
  const visit = extractVisit(
    [
      '[doctor] What brings you in today?',
      '[patient] I have had a sore throat for five days.',
      '[doctor] I think this is a viral infection.',
      "[doctor] But if your symptoms aren't settling down in the next couple of days, so forty eight hours, I want you to give me a call back.",
    ].join('\n'),
    'en',
  );
  const left = (...lines: string[]) =>
    factsNotStated(
      visit,
      lines.map((text) => ({ text, planPart: /^Review/.test(text) })),
    ).map((f) => f.text);
  const call = "Call if their symptoms aren't settling down in the next couple of days, so forty eight hours.";

  it('takes "Review in 48 hours, or earlier if worsening sx" as stating it', () => {
    expect(left('5/7 hx of sore throat.', 'Review in 48 hours, or earlier if worsening sx.')).not.toContain(call);
  });

  it('does not take a review at another time ("Review in 2 weeks")', () => {
    expect(left('5/7 hx of sore throat.', 'Review in 2 weeks.')).toContain(call);
  });
});

describe('Not in the note: how a symptom feels, said in part', () => {
  const visit = extractVisit(
    [
      '[doctor] What brings you in today?',
      '[patient] I have had a headache for two days.',
      '[doctor] What kind of headache is it?',
      "[patient] It's throbbing and tight.",
    ].join('\n'),
    'en',
  );
  const left = (...lines: string[]) =>
    factsNotStated(
      visit,
      lines.map((text) => ({ text })),
    ).map((f) => f.text);
  const headache = 'Reports throbbing and tight headache for two days.';

  it('takes half of the words it was described with as stating it ("Throbbing in nature." of a throbbing and tight headache)', () => {
    expect(left('Headache.')).toContain(headache);
    expect(left('Headache on left side.', 'Throbbing in nature.')).not.toContain(headache);
  });

  it('takes a pain of no part in the sentences after as no other symptom ("Constant, dull ache with associated sharp pain.")', () => {
    expect(left('Headache for 2 days.', 'Tight, with associated sharp pain.')).not.toContain(headache);
    expect(left('Headache for 2 days.', 'Some nausea.', 'Tight in nature.')).toContain(headache);
  });
});

describe('Not in the note: a denial the note states in other words', () => {
  const visit = extractVisit(
    [
      '[doctor] What brings you in today?',
      '[patient] I have had diarrhoea for three days.',
      '[doctor] Any discharge from your ear?',
      '[patient] No.',
      '[doctor] Any slurred speech?',
      '[patient] No.',
      '[doctor] Any blurred vision?',
      '[patient] No.',
      '[doctor] Any blood in your urine?',
      '[patient] No.',
    ].join('\n'),
    'en',
  );
  const denied = (note: string) => deniedNotInNote(visit, note).map((f) => f.concept.id);

  it('lists each denial a note does not name', () => {
    expect(denied('3/7 diarrhoea.')).toEqual(['ear-discharge', 'slurred-speech', 'blurred-vision', 'blood-in-the-urine']);
  });

  it('takes a concept whose name says all of the denied one as naming it ("No ear pain, ear discharge" names the discharge)', () => {
    expect(denied('3/7 diarrhoea. No ear pain, ear discharge.')).not.toContain('ear-discharge');
  });

  it('takes "dysarthria" as naming slurred speech ("No dysphagia, dysarthria")', () => {
    expect(denied('3/7 diarrhoea. No dysphagia, dysarthria.')).not.toContain('slurred-speech');
  });

  it('takes the words for a group of symptoms as naming each of them ("No visual sx", "Nil urinary sx")', () => {
    expect(denied('3/7 diarrhoea. No visual sx/photophobia. Nil urinary sx.')).toEqual(['ear-discharge', 'slurred-speech']);
  });

  it('takes the group words only within one line or sentence ("visual" in one, "symptoms" in another name nothing)', () => {
    expect(denied('3/7 diarrhoea. Visual acuity normal.\nUrinary: nil. Symptoms started on Monday.')).toEqual([
      'ear-discharge',
      'slurred-speech',
      'blurred-vision',
      'blood-in-the-urine',
    ]);
  });
});

describe('symptom-groups rules', () => {
  const ids = { en: new Set(symptomsEn.map((s) => s.id)), fr: new Set(symptomsFr.map((s) => s.id)) };
  const rules = (lang: 'en' | 'fr') => SYMPTOM_GROUPS[lang].map((r) => [r.says, r.example, lang, r] as const);
  it.each([...rules('en'), ...rules('fr')])(
    '"%s" is said in its own example "%s" (%s) and names symptoms of the lexicon',
    (says, example, lang, rule) => {
      const keys = new Set(phraseKeys(expandShorthand(example, lang), lang));
      expect(phraseKeys(says, lang).every((k) => keys.has(k))).toBe(true);
      expect(rule.symptoms.filter((id) => !ids[lang].has(id))).toEqual([]);
    },
  );
});

describe('Not in the note: a plan item said with examples, and words a GP writes for a symptom or a condition', () => {
  const visit = extractVisit(
    [
      '[doctor] What brings you in today?',
      '[patient] I have had diarrhoea for three days, and my ankles are swollen.',
      '[patient] The doctor said I have osteoarthritis.',
      '[doctor] I think this is gastroenteritis.',
      '[doctor] In the meantime, use soft diet, things like soup, mash.',
    ].join('\n'),
    'en',
  );
  const left = (...lines: string[]) =>
    factsNotStated(
      visit,
      lines.map((text) => ({ text, planPart: /^(?:Imp|Plan)/.test(text) })),
    ).map((f) => f.text);

  it('takes "Encourage soft diet" as stating "Use soft diet, things like soup, mash.": the examples need not be written', () => {
    expect(left('Imp: gastroenteritis', 'Plan: encourage fluids.')).toContain('Use soft diet, things like soup, mash.');
    expect(left('Imp: gastroenteritis', 'Plan: encourage soft diet.')).not.toContain('Use soft diet, things like soup, mash.');
  });

  it('takes "ankle odema" as naming leg swelling and "OA" as osteoarthritis ("Ankle odema bilaterally. PMH: OA")', () => {
    expect(left('3/7 diarrhoea.')).toEqual(expect.arrayContaining(['Reports leg swelling.', 'Has a history of osteoarthritis.']));
    const notStated = left('3/7 diarrhoea. Ankle odema bilaterally.', 'PMH: OA');
    expect(notStated).not.toContain('Reports leg swelling.');
    expect(notStated).not.toContain('Has a history of osteoarthritis.');
  });
});

describe('Not in the note: a medication with its dose named by its class, a word the note writes as one', () => {
  const visit = extractVisit(
    [
      'Doctor: How is the ankle?',
      "Patient: It really hurts, I put ice on it and I've been taking naproxen, but it still hurts.",
      "Doctor: I'm going to prescribe you Motrin 800 milligrams every six hours.",
      "Doctor: I'm going to give you an air cast to help you stabilize the ankle.",
    ].join('\n'),
    'en',
  );
  const left = (...lines: string[]) =>
    factsNotStated(
      visit,
      lines.map((text) => ({ text, planPart: true })),
    ).map((f) => f.text);

  it('does not take "We discussed ice and anti-inflammatory medications." as stating Motrin 800 mg every 6 hours', () => {
    const motrin = left('We discussed ice and anti-inflammatory medications.').filter((t) => /motrin/i.test(t));
    expect(motrin.length).toBeGreaterThan(0);
    expect(left('I will prescribe Motrin, 800 mg to take every 6 hours.').filter((t) => /motrin/i.test(t))).toEqual([]);
  });

  it('does not take the plan\'s "We discussed ice and anti-inflammatory medications." as stating the naproxen the patient takes', () => {
    const history = { text: 'She has tried anti-inflammatory medications.' };
    const plan = { text: 'We discussed ice and anti-inflammatory medications.', planPart: true };
    const naproxen = (views: Array<{ text: string; planPart?: boolean }>) =>
      factsNotStated(visit, views)
        .map((f) => f.text)
        .filter((t) => /naproxen/i.test(t));
    expect(naproxen([plan]).length).toBeGreaterThan(0);
    expect(naproxen([history, plan])).toEqual([]);
  });

  it('takes "She will be placed in an Aircast to help stabilize her ankle." as stating the air cast', () => {
    expect(left('She will be placed in an Aircast to help stabilize her ankle.').filter((t) => /air cast/i.test(t))).toEqual([]);
    expect(left('Rest the ankle.').filter((t) => /air cast/i.test(t)).length).toBeGreaterThan(0);
  });
});

describe('Not in the note: a word compared without its silent "e"', () => {
  const visit = extractVisit(
    ['Doctor: How is the knee?', 'Patient: Still sore.', 'Doctor: I want you to continue to brace your right knee.'].join('\n'),
    'en',
  );

  it('takes "Continue bracing the knee." as stating "Continue to brace the right knee."', () => {
    const left = (text: string) =>
      factsNotStated(visit, [{ text, planPart: true }])
        .map((f) => f.text)
        .filter((t) => /brace/i.test(t));
    expect(left('Rest the knee.').length).toBeGreaterThan(0);
    expect(left('Continue bracing the knee.')).toEqual([]);
  });
});

describe('Not in the note: tests of the lexicon ordered', () => {
  const visit = extractVisit(
    [
      'Doctor: Your liver tests were a little off.',
      "Doctor: I'm going to check an alkaline phosphatase.",
      "Doctor: I'm going to order some morning aldosterone levels.",
    ].join('\n'),
    'en',
  );

  it('offers "I\'m going to check an alkaline phosphatase." and "some morning aldosterone levels" as tests to arrange', () => {
    const tests = factsNotStated(visit, [{ text: 'Liver tests reviewed.', planPart: true }])
      .filter((f) => f.concept?.kind === 'test')
      .map((f) => f.concept?.id);
    expect(tests).toEqual(expect.arrayContaining(['alkaline-phosphatase', 'aldosterone']));
  });
});

describe('Not in the note: what to call for, named in other words', () => {
  const visit = extractVisit(
    [
      'Doctor: How is your breathing?',
      'Patient: A bit better.',
      'Doctor: I certainly want you to call me if you have any other symptoms of shortness of breath.',
    ].join('\n'),
    'en',
  );
  const left = (text: string) =>
    factsNotStated(visit, [{ text, planPart: true }])
      .map((f) => f.text)
      .filter((t) => /shortness of breath/i.test(t) && /call/i.test(t));

  it('takes "He will contact me should he continue to experience any dyspnea." as stating it', () => {
    expect(left('Continue the inhaler.').length).toBeGreaterThan(0);
    expect(left('He will contact me should he continue to experience any dyspnea.')).toEqual([]);
  });
});

describe('Not in the note: a yes to a question naming several symptoms', () => {
  const visit = extractVisit(
    [
      '[doctor] How long have you had the sore throat?',
      '[patient] About four days now, and a cough.',
      '[doctor] In terms of your ears, any dullness or blocked ears, pain in your ears?',
      '[patient] Uh, yeah, a wee bit I mean.',
    ].join('\n'),
    'en',
  );

  it('offers each symptom asked about as answered yes to, not as reported', () => {
    const texts = factsNotInNote(visit, 'Presenting complaint\nSore throat and cough.').map((f) => f.text);
    expect(texts).toEqual(
      expect.arrayContaining(['Answered yes when asked about blocked ears.', 'Answered yes when asked about ear pain.']),
    );
    expect(texts).not.toContainEqual(expect.stringMatching(/^Reports (blocked ears|ear pain)/));
  });

  it('takes a note naming the symptom as stating the answer ("Blocked ears, no ear pain.")', () => {
    const texts = factsNotInNote(visit, 'Presenting complaint\nSore throat and cough. Blocked ears, no ear pain.').map((f) => f.text);
    expect(texts).not.toContainEqual(expect.stringMatching(/ears|ear pain/));
  });
});
