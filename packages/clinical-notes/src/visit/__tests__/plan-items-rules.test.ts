// Each rule of rules/<lang>/plan-items.json names the sentence it serves and the item it gives
// there: leads, a dictation's wake words, where an item ends, what is no item, what is not
// needed, what to call for, the words opening the plan; and each medication cue of
// rules/<lang>/plan.json with an action does that to the medication of its sentence.
import { LANGUAGES, type Lang } from '../../language';
import { asksByTagOnly, QUESTION_RULES } from '../../nlp/questions';
import { readPlan } from '../plan';
import { planRules } from '../plan-rules';
import {
  PLAN_ITEM_RULES,
  callCondition,
  callCues,
  callItem,
  callItems,
  imperativeOpening,
  itemLeads,
  notNeededItems,
  opensPlan,
  writePlanItem,
} from '../plan-writer';
import { readTranscript } from '../read-sentences';
import { extractVisit } from '../extract';

const clinician = (text: string, lang: Lang) => {
  const sentences = readTranscript(`[doctor] ${text}`, lang).sentences;
  expect(sentences).toHaveLength(1);
  return sentences[0];
};

/** The first item the sentence says: after its first lead or at its opening imperative, whichever comes first. */
function firstItem(text: string, lang: Lang): string | null {
  const s = clinician(text, lang);
  const starts = [...itemLeads(s, lang), imperativeOpening(s, lang)].filter((at) => at >= 0);
  return starts.length === 0 ? null : writePlanItem(s, 0, s.tokens.length, Math.min(...starts), lang);
}

describe('plan items: a sample the patient is asked to give', () => {
  it.each([
    ["I'd also like you to drop off a urine sample so we can send it to the lab.", 'Drop off a urine sample.'],
    ["I'd like you to provide a urine sample.", 'Provide a urine sample.'],
    ['The nurse will collect a blood sample.', 'Collect a blood sample.'],
  ])('"%s" -> "%s"', (said, item) => {
    expect(firstItem(said, 'en')).toBe(item);
  });
});

describe('plan items: the patient as the object of a verb', () => {
  it.each([
    ['Bring Maureen to drive you home.', 'Bring Maureen to drive them home.'],
    // The subject of a clause of its own is no object.
    ["We'll do a blood test to confirm you have iron deficiency.", 'Do a blood test to confirm.'],
  ])('"%s" -> "%s"', (said, item) => {
    expect(firstItem(said, 'en')).toBe(item);
  });
});

describe('plan items: what a thing keeps doing', () => {
  const followUps = (said: string) => extractVisit(`[doctor] ${said}`, 'en').plan.filter((p) => p.kind === 'follow-up');
  it(`is no follow-up: "${PLAN_ITEM_RULES.en.aspectVerbs?.example}"`, () => {
    expect(followUps(PLAN_ITEM_RULES.en.aspectVerbs!.example)).toEqual([]);
    // The patient coming back is one.
    expect(followUps('If it is no better, come back and see me.')).toHaveLength(1);
  });
});

describe.each(LANGUAGES)('plan item rules (%s)', (lang) => {
  const rules = PLAN_ITEM_RULES[lang];

  it.each(rules.leads.map((r) => [r.words, r.example, r.item] as const))('lead "%s": "%s" -> "%s"', (_words, example, item) => {
    expect(firstItem(example, lang)).toBe(item);
  });

  it(`a lead said of a thing is what it does, no item: "${rules.thingSubjects.example}"; of the patient, one: "${rules.thingSubjects.control}"`, () => {
    expect(itemLeads(clinician(rules.thingSubjects.example, lang), lang)).toEqual([]);
    expect(itemLeads(clinician(rules.thingSubjects.control, lang), lang)).toHaveLength(1);
  });

  (rules.namedListener.item ? it : it.skip)(
    `the name of the person told is no part of the item: "${rules.namedListener.example}" -> "${rules.namedListener.item}"`,
    () => {
      const items = (said: string) =>
        readPlan(readTranscript(`[doctor] I think this is eczema.\n[doctor] ${said}`, lang)).items.map((i) => i.written);
      expect(items(rules.namedListener.example)).toContain(rules.namedListener.item);
      expect(items(rules.namedListener.control)).toContain(rules.namedListener.controlItem);
    },
  );

  it(`an aside inside a dose is passed over: "${rules.doseAsides.example}" -> "${rules.doseAsides.item}"`, () => {
    expect(firstItem(rules.doseAsides.example, lang)).toBe(rules.doseAsides.item);
  });

  it(`a lead with a word said inside it ("${rules.insideLeads.words[0]}"): "${rules.insideLeads.example}" -> "${rules.insideLeads.item}"`, () => {
    expect(firstItem(rules.insideLeads.example, lang)).toBe(rules.insideLeads.item);
  });

  // (A language may have no dictation's wake words and no call cues of its own yet: French.)
  const each = <T extends readonly unknown[]>(list: T[]) => (list.length > 0 ? it.each(list) : it.skip.each([[] as unknown as T]));

  each(rules.dictation.map((r) => [r.words, r.example, r.item] as const))('wake words "%s": "%s" -> "%s"', (_w, example, item) => {
    expect(firstItem(example, lang)).toBe(item);
  });

  each(rules.weakOpening.map((r) => [r.example, r.item, r.control] as const))(
    'a weak verb opening the plan\'s sentence: "%s" -> "%s"; led into, none: "%s"',
    (example, item, control) => {
      const items = (said: string) =>
        readPlan(readTranscript(`[doctor] I think this is a sprain.\n[doctor] ${said}`, lang)).items.map((i) => i.written);
      expect(items(example)).toContain(item);
      expect(items(control)).toEqual([]);
    },
  );

  it(`a prescription said as the step if the problem is not better may be needed: "${rules.conditionCues.unimprovedExample}"`, () => {
    const said = (text: string) =>
      extractVisit(`[doctor] ${lang === 'en' ? 'I think this is a fissure.' : "Je pense que c'est une fissure."}\n[doctor] ${text}`, lang)
        .medications.filter((m) => m.status === 'advised')
        .map((m) => !!m.possible);
    expect(said(rules.conditionCues.unimprovedExample)).toEqual([true]);
    if (lang === 'en')
      // Over the counter, what to take then.
      expect(said("If it's not settling, you can take paracetamol, but let's see how you go with softer stools first.")).toEqual([false]);
  });

  it.each(rules.ends.map((r) => [r.words, r.example, r.item] as const))('an item ends at "%s": "%s" -> "%s"', (_w, example, item) => {
    expect(firstItem(example, lang)).toBe(item);
  });

  it.each(rules.ends.filter((r) => r.offer).map((r) => [r.words, r.example] as const))(
    'the patient\'s choice "%s" is no condition of the item: "%s"',
    (_w, example) => {
      const { items } = readPlan(readTranscript(`[patient] Okay.\n[doctor] ${example}`, lang));
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.conditional).toBe(false);
    },
  );

  it(`an item ending on part of a thing cut off ends before it: "${rules.partitives.example}" -> "${rules.partitives.item}"`, () => {
    expect(firstItem(rules.partitives.example, lang)).toBe(rules.partitives.item);
  });

  it(`an item is said on the condition opening the clause before it: "${rules.conditionCues.example}" -> "${rules.conditionCues.item}"`, () => {
    const { items } = readPlan(readTranscript(`[doctor] ${rules.conditionCues.example}`, lang));
    const item = items.find((i) => i.written === rules.conditionCues.item);
    expect(item?.conditional).toBe(true);
  });

  it(`"if" after a verb of asking says whether, no condition: "${rules.conditionCues.askingExample}"`, () => {
    const { items } = readPlan(readTranscript(`[doctor] ${rules.conditionCues.askingExample}`, lang));
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => !i.conditional)).toBe(true);
  });

  it(`a review's time said elsewhere in its sentence is one said as when: "${rules.reviewTimings.example}" -> "${rules.reviewTimings.timing}"`, () => {
    const { items } = readPlan(readTranscript(`[doctor] ${rules.reviewTimings.example}`, lang));
    expect(items.filter((i) => i.kind === 'follow-up').map((i) => i.timing)).toContain(rules.reviewTimings.timing);
  });

  it(`a test's time is when it is done, not how long something is said to have lasted: "${rules.reviewTimings.lengthsExample}"`, () => {
    const { items } = readPlan(readTranscript(`[doctor] ${rules.reviewTimings.lengthsExample}`, lang));
    const tests = items.filter((i) => i.kind === 'test');
    expect(tests.length).toBeGreaterThan(0);
    expect(tests.map((i) => i.timing)).toEqual(tests.map(() => undefined));
  });

  it(`tests listed after an order are each ordered, an alternative is not: "${rules.testLists.example}"`, () => {
    const { items } = readPlan(readTranscript(`[doctor] ${rules.testLists.example}`, lang));
    const ordered = items.filter((p) => p.kind === 'test').map((p) => p.concepts.filter((c) => c.kind === 'test').map((c) => c.id));
    expect(ordered).toEqual(rules.testLists.expect);
  });

  it(`an aside of time after the condition's word hides no call: "${rules.conditions.timeAsidesExample}"`, () => {
    const { items } = readPlan(readTranscript(`[patient] Okay.\n[doctor] ${rules.conditions.timeAsidesExample}`, lang));
    expect(items.filter((p) => p.callIf).map((p) => p.callIf)).toHaveLength(1);
  });

  it(`a plan counted out orders the test it counts: "${rules.countedOut.example}"`, () => {
    const { items } = readPlan(readTranscript(`[doctor] ${rules.countedOut.example}`, lang));
    const ordered = items.filter((p) => p.kind === 'test').flatMap((p) => p.concepts.map((c) => c.id));
    expect(ordered).toEqual(rules.countedOut.expect);
    // Not counted out: the same words with no counting word first.
    const plain = readPlan(readTranscript(`[doctor] ${rules.countedOut.example.replace(/^[^,]+,\s*/, '')}`, lang)).items;
    expect(plain.filter((p) => p.kind === 'test')).toEqual([]);
  });

  it(`a test said of a body part is of that part: "${rules.testSites.example}" -> ${rules.testSites.expect.join(', ')}`, () => {
    const { items } = readPlan(readTranscript(`[doctor] ${rules.testSites.example}`, lang));
    const tests = items.filter((i) => i.kind === 'test').flatMap((i) => i.concepts.filter((c) => c.kind === 'test'));
    expect(tests.map((c) => c.site?.name)).toEqual(rules.testSites.expect);
  });

  it.each(rules.notItems.map((r) => [r.words, r.example] as const))('"%s" is no item: "%s"', (_w, example) => {
    expect(firstItem(example, lang)).toBeNull();
  });

  it.each(rules.notNeeded.map((r) => [r.words, r.example, r.item] as const))('not needed, "%s": "%s" -> "%s"', (_w, example, item) => {
    expect(notNeededItems(clinician(example, lang), lang).map((i) => i.text)).toEqual([item]);
  });

  it(`a test said not needed in words of its own is the plan's decision, no test: "${rules.notNeededArticles.example}"`, () => {
    const { items } = readPlan(readTranscript(`[doctor] ${rules.notNeededArticles.example}`, lang));
    expect(items.filter((i) => i.kind === 'not-needed').map((i) => i.written)).toEqual([rules.notNeededArticles.expect]);
    expect(items.filter((i) => i.kind === 'test')).toEqual([]);
    // Said on a condition, it is no decision ("if the blood tests are not normal, ...").
    const conditional =
      lang === 'en' ? "If the blood tests aren't normal, I'll call you." : "Si la prise de sang n'est pas normale, je vous appelle.";
    expect(readPlan(readTranscript(`[doctor] ${conditional}`, lang)).items.filter((i) => i.kind === 'not-needed')).toEqual([]);
  });

  // (French names a thing with no word a call cue reads: "appelée" is none.)
  (rules.notCalls.naming.length > 0 ? it : it.skip)(
    `reads no call in a thing's name said with "${rules.notCalls.naming[0]}": "${rules.notCalls.namingExample}"`,
    () => {
      expect(callCues(clinician(rules.notCalls.namingExample, lang), lang)).toEqual([]);
    },
  );

  it(`reads no return in a call to someone else: "${rules.notCalls.example}", one in "${rules.notCalls.control}"`, () => {
    expect(callCues(clinician(rules.notCalls.example, lang), lang)).toEqual([]);
    expect(callCues(clinician(rules.notCalls.control, lang), lang).length).toBeGreaterThan(0);
  });

  (rules.notCalls.returning.words.length > 0 ? it : it.skip)(
    `reads no return in the problem coming back: "${rules.notCalls.returning.example}"`,
    () => {
      expect(callCues(clinician(rules.notCalls.returning.example, lang), lang)).toEqual([]);
    },
  );

  each(rules.calls.map((r) => [r.words, r.example, r.item] as const))('call cue "%s": "%s" -> "%s"', (words, example, item) => {
    const s = clinician(example, lang);
    const cue = callCues(s, lang).find((c) => c.rule.words === words);
    expect(cue).toBeDefined();
    const condition = callCondition(s, cue!.from, cue!.to, lang);
    expect(condition && callItem(cue!.rule, condition)).toBe(item);
  });

  it.each(rules.planOpeners.map((r) => [r.words, r.example] as const))('"%s" opens the plan: "%s"', (_w, example) => {
    expect(opensPlan(clinician(example, lang), lang)).toBe(true);
  });

  it.each(QUESTION_RULES[lang].tags.map((r) => [r.words, r.example] as const))('"%s" asks only for agreement: "%s"', (_w, example) => {
    const s = clinician(example, lang);
    expect(s.question).toBe(true);
    expect(asksByTagOnly(s, lang)).toBe(true);
  });

  it.each((QUESTION_RULES[lang].requests ?? []).map((r) => [r.words, r.example] as const))(
    '"%s" after a statement\'s last comma asks a request, the statement said: "%s"',
    (_w, example) => {
      const s = clinician(example, lang);
      expect(s.question).toBe(true);
      expect(asksByTagOnly(s, lang)).toBe(true);
      // A question from its start is asked, whatever it ends with.
      const asked = clinician(
        lang === 'en' ? 'Have you had a fever, can you tell me?' : 'Avez-vous de la fièvre, pouvez-vous me dire ?',
        lang,
      );
      expect(asksByTagOnly(asked, lang)).toBe(false);
      // ... after the words a speaker leads in with, too.
      const led = clinician(
        lang === 'en' ? 'Okay, so have you had a fever, can you tell me?' : 'Bon, avez-vous de la fièvre, pouvez-vous me dire ?',
        lang,
      );
      expect(asksByTagOnly(led, lang)).toBe(false);
    },
  );

  it.each(
    planRules(lang)
      .filter((r) => r.action && r.kind === 'medication')
      .map((r) => [r.literal, r.action, r.example] as const),
  )('medication cue "%s" (%s) acts on the medication of "%s"', (_literal, action, example) => {
    const { advised } = readPlan(readTranscript(`[doctor] ${example}`, lang));
    expect(advised.map((m) => m.change)).toContain(action);
  });
});

describe.each(LANGUAGES)('plan cues with a sentence of their own (%s)', (lang) => {
  const written = (said: string) => readPlan(readTranscript(`[doctor] ${said}`, lang)).items.map((i) => i.write);

  it.each(planRules(lang).flatMap((r) => (r.write && r.kind === 'self-care' ? [[r.literal, r.example, r.write] as const] : [])))(
    'self-care "%s": "%s" gives "%s"',
    (_literal, example, write) => {
      expect(written(example)).toContain(write);
    },
  );

  it('gives no item where its subject makes it none ("it can come back" is the illness\'s)', () => {
    const cases = planRules(lang).filter((r) => r.notAfter);
    for (const r of cases) {
      const kinds = readPlan(readTranscript(`[doctor] ${r.notAfterExample ?? ''}`, lang)).items.map((i) => i.kind);
      expect([r.notAfterExample, kinds]).toEqual([r.notAfterExample, expect.not.arrayContaining([r.kind])]);
      expect(r.notAfterExample).toBeDefined();
    }
  });

  it('gives no item for a cue counted only on a condition, said as how things are ("it\'s getting worse rather than better")', () => {
    const cases = planRules(lang).filter((x) => x.onlyOnCondition);
    expect(cases.length).toBeGreaterThan(0);
    for (const r of cases) {
      const said = r.onlyOnCondition?.example ?? '';
      const kinds = readPlan(readTranscript(`[doctor] ${said}`, lang)).items.map((i) => i.kind);
      expect([said, kinds]).toEqual([said, expect.not.arrayContaining([r.kind])]);
      // Its own example, on its condition, is still one.
      expect(readPlan(readTranscript(`[doctor] ${r.example}`, lang)).items.map((i) => i.kind)).toContain(r.kind);
    }
  });

  it('gives no item where an auxiliary just before it tells it happened ("has come back at sixty-two")', () => {
    for (const r of planRules(lang).filter((x) => x.notAfterAux)) {
      const kinds = readPlan(readTranscript(`[doctor] ${r.notAfterAuxExample ?? ''}`, lang)).items.map((i) => i.kind);
      expect([r.notAfterAuxExample, kinds]).toEqual([r.notAfterAuxExample, expect.not.arrayContaining([r.kind])]);
    }
  });

  it('keeps on a medication told not to be stopped, and stops nothing where the stop is only told of (toldNotTo)', () => {
    const { example, control } = PLAN_ITEM_RULES[lang].toldNotTo;
    const changes = (said: string) => readPlan(readTranscript(`[doctor] ${said}`, lang)).advised.map((m) => m.change);
    expect(changes(example)).toEqual(['continue']);
    expect(changes(control)).not.toContain('stop');
  });

  it('gives no item where a word that makes it none follows its cue', () => {
    const cases = planRules(lang).filter((r) => r.notExample);
    for (const r of cases) expect([r.notExample, written(r.notExample ?? '')]).toEqual([r.notExample, []]);
    // Where the language has such rules, each has its sentence.
    expect(cases.length).toBe(planRules(lang).filter((r) => r.notFollowedBy).length);
  });
});

describe('plan item rules: what they keep apart', () => {
  it('reads self-care words said in a condition as when, not what to do', () => {
    const written = (said: string) => readPlan(readTranscript(`[doctor] ${said}`, 'en')).items.map((i) => i.write);
    expect(written("Nine nine nine or A&E if there's stridor at rest, drawing in of his chest, blue lips or drooling.")).not.toContain(
      'Rest.',
    );
    expect(
      written('If you get the pain when you are resting, or it lasts more than fifteen minutes, you call nine nine nine.'),
    ).not.toContain('Rest.');
    expect(written('Stay off work and get plenty of rest, and if it gets worse, call us.')).toContain('Rest.');
  });

  it('writes the emergency number said digit by digit with what to call it for', () => {
    const calls = (said: string) => callItems(clinician(said, 'en'), 'en').map((i) => i.text);
    expect(calls("Nine nine nine or A&E if there's stridor at rest, drawing in of his chest, blue lips or drooling.")).toEqual([
      "Call 999 or go to A&E if there's stridor at rest, drawing in of his chest, blue lips or drooling.",
    ]);
    expect(calls('If the pain lasts more than fifteen minutes even after the spray, you call nine nine nine.')).toEqual([
      'Call 999 if the pain lasts more than fifteen minutes even after the spray.',
    ]);
  });

  it('times a review in hours where they make a day or more ("dans quarante-huit heures"), not a dose\'s hours', () => {
    const timing = (said: string, lang: Lang) => readPlan(readTranscript(`[doctor] ${said}`, lang)).items.map((i) => i.timing);
    expect(timing('Sinon, on se revoit dans quarante-huit heures pour la peser.', 'fr')).toEqual(['dans quarante-huit heures']);
    expect(timing('I want to see you back in forty-eight hours.', 'en')).toEqual(['in forty-eight hours']);
    expect(timing('I want to see you again in six hours.', 'en')).toEqual([undefined]);
  });

  it('keeps every condition listed after a comma, each with its own "si"', () => {
    const said =
      'Si elle refuse de boire, si elle vomit tout, si elle devient molle ou si elle ne mouille plus ses couches, il faut aller aux urgences.';
    expect(callItems(clinician(said, 'fr'), 'fr').map((i) => i.text)).toEqual([
      'Aller aux urgences si elle refuse de boire, si elle vomit tout, si elle devient molle ou si elle ne mouille plus ses couches.',
    ]);
  });

  it('stops only the medication the stop is said of: "stop the amlodipine for now, and keep the ramipril and the furosemide"', () => {
    const said = "[doctor] I'm going to stop the amlodipine for now, and keep the ramipril and the furosemide.";
    const { advised } = readPlan(readTranscript(said, 'en'));
    expect(advised.map((m) => [m.concept.id, m.change])).toEqual([
      ['amlodipine', 'stop'],
      ['ramipril', 'continue'],
      ['furosemide', 'continue'],
    ]);
  });

  it('reads a question asking something as a question, not a statement asking for agreement', () => {
    expect(asksByTagOnly(clinician('Have you had any fever?', 'en'), 'en')).toBe(false);
  });

  it('reads no condition where the patient may call for anything', () => {
    const s = clinician('Call me if you have any questions.', 'en');
    const [cue] = callCues(s, 'en');
    expect(callCondition(s, cue.from, cue.to, 'en')).toBeNull();
  });

  it.each([
    ['en', PLAN_ITEM_RULES.en.conditions.joinedExample, 'they get a fever or if the pain gets worse'],
    ['fr', PLAN_ITEM_RULES.fr.conditions.joinedExample, 'la personne a du sang dans les selles ou si la fièvre monte'],
  ] as const)('%s: reads every condition joined before a call: "%s"', (lang, example, condition) => {
    const s = clinician(example, lang);
    const [cue] = callCues(s, lang);
    expect(callCondition(s, cue.from, cue.to, lang)).toBe(condition);
  });

  it.each(
    LANGUAGES.map((lang) => [
      lang,
      PLAN_ITEM_RULES[lang].conditions.callsJoined.example,
      PLAN_ITEM_RULES[lang].conditions.callsJoined.item,
    ]),
  )('%s: writes two calls said of one condition as one item: "%s" -> "%s"', (lang, example, item) => {
    expect(callItems(clinician(example, lang as Lang), lang as Lang).map((c) => c.text)).toEqual([item]);
  });

  it('keeps two calls apart where each has a condition of its own', () => {
    const said = 'If the pain gets worse, call us, and if you cannot breathe, go to A&E.';
    expect(callItems(clinician(said, 'en'), 'en').map((c) => c.text)).toEqual([
      'Call if the pain gets worse.',
      'Go to A&E if they cannot breathe.',
    ]);
  });

  it.each([
    ['en', PLAN_ITEM_RULES.en.conditions.whetherExample],
    ['fr', PLAN_ITEM_RULES.fr.conditions.whetherExample],
  ] as const)('%s: reads no condition in a clause asking whether: "%s"', (lang, example) => {
    const s = clinician(example, lang);
    const [cue] = callCues(s, lang);
    expect(cue).toBeDefined();
    expect(callCondition(s, cue.from, cue.to, lang)).toBeNull();
  });

  it.each([
    ['en', PLAN_ITEM_RULES.en.conditions.asidesExample, 'they get any numbness around their bottom, or weakness in their legs'],
    ['fr', PLAN_ITEM_RULES.fr.conditions.asidesExample, 'la personne a une faiblesse dans les jambes'],
  ] as const)('%s: leaves out what is said of a condition after it: "%s"', (lang, example, condition) => {
    const s = clinician(example, lang);
    const [cue] = callCues(s, lang);
    expect(callCondition(s, cue.from, cue.to, lang)).toBe(condition);
  });

  it('reads every condition of a list said before a call, three joined by "or"', () => {
    const s = clinician(
      "If you can't swallow fluids, or you're struggling to breathe, or can't open your mouth, you need to call us straight away.",
      'en',
    );
    const [cue] = callCues(s, 'en');
    expect(callCondition(s, cue.from, cue.to, 'en')).toBe(
      "they can't swallow fluids, or they're struggling to breathe, or can't open their mouth",
    );
  });

  it('says a word said again after a comma once, in the third person too ("they, you don\'t get called")', () => {
    const s = clinician("If you can't make the appointment or, you know, they, you don't get called, give us a call.", 'en');
    const [cue] = callCues(s, 'en');
    const condition = callCondition(s, cue.from, cue.to, 'en');
    expect(condition).toMatch(/^they can't make the appointment or they don't/);
    expect(condition).not.toContain('they, they');
  });

  it('reads "no harm in starting" a medication as advice, not as no need for it', () => {
    const { advised } = readPlan(
      readTranscript("[doctor] I think there's no harm in starting a course of antibiotics, something like Amoxicillin.", 'en'),
    );
    expect(advised.map((m) => [m.concept.id, m.status])).toEqual([
      ['antibiotics', 'advised'],
      ['amoxicillin', 'advised'],
    ]);
  });

  it('reads the last condition alone where the one joined before it is no reason to call', () => {
    const s = clinician('If you have any questions or if you have a lot of pain come back in.', 'en');
    const [cue] = callCues(s, 'en');
    expect(callCondition(s, cue.from, cue.to, 'en')).toBe('they have a lot of pain');
  });

  it('ends what to call for where run-on speech goes on to the clinician', () => {
    const s = clinician('Call me if you gain three pounds in two days for the hypertension that we have been treating.', 'en');
    const [cue] = callCues(s, 'en');
    expect(callCondition(s, cue.from, cue.to, 'en')).toBe('they gain three pounds in two days');
  });

  it('writes the condition an item is said with, the patient as "they"', () => {
    expect(firstItem('You can take paracetamol if you are feeling feverish.', 'en')).toBe('Take paracetamol if they are feeling feverish.');
  });

  it('leaves out a condition left with nothing but who it is of ("avoid alcohol if you can")', () => {
    expect(firstItem('I want you to avoid alcohol if you can.', 'en')).toBe('Avoid alcohol.');
    expect(firstItem("Il faut éviter l'alcool si vous pouvez.", 'fr')).toBe("Éviter l'alcool.");
    expect(firstItem('You can take paracetamol if you are feeling feverish.', 'en')).toMatch(/if they are feeling feverish/);
  });

  it('reads no call from a condition broken off or said of no reason ("If, things happen again", "call me if you want, you can")', () => {
    const calls = readPlan(
      readTranscript(
        [
          "[patient] I've been dizzy.",
          '[doctor] If, things happen again, feel free to give me a call. Call me if you want, you can. Call me if the dizziness gets worse.',
        ].join('\n'),
        'en',
      ),
    ).items.flatMap((p) => (p.callIf ? [p.callIf] : []));
    expect(new Set(calls)).toEqual(new Set(['Call if the dizziness gets worse.']));
  });

  it('cuts an item at its length back to the last thing it joined on ("... in the ear | and figure out whether")', () => {
    expect(
      firstItem(
        'You can come in and one of the GPs will just have a quick look in the ear and figure out whether there is a blockage.',
        'en',
      ),
    ).toBe('Come in and one of the GPs will just have a quick look in the ear.');
  });

  it('reads another item\'s condition as not the item\'s own ("call me if ..., and order another echocardiogram")', () => {
    const { items } = readPlan(
      readTranscript(
        '[doctor] I want you to call me if you have any other symptoms of shortness of breath, and I wanna go ahead and order another echocardiogram.',
        'en',
      ),
    );
    const echo = items.find((i) => i.kind === 'test');
    expect(echo?.conditional).toBe(false);
    expect(readPlan(readTranscript("[doctor] We'll do an x-ray checking for a fracture.", 'en')).items.every((i) => !i.conditional)).toBe(
      true,
    );
  });

  it('reads time off\'s time said elsewhere in its sentence as how long, not when ("see you back in two weeks")', () => {
    const timeOff = (said: string) =>
      readPlan(readTranscript(`[doctor] ${said}`, 'en'))
        .items.filter((i) => i.kind === 'time-off')
        .map((i) => i.timing ?? '');
    expect(timeOff("You'll need some time off work and I'll see you back in two weeks.")).toEqual(['']);
    expect(timeOff("You'll need some time off work, I'd say for three days.")).toEqual(['for three days']);
  });

  it('reads no item from a clause broken off at once and started over ("give you a, prescription for that")', () => {
    expect(firstItem("I'll give you a, prescription for that today.", 'en')).toBeNull();
  });

  it('writes a medication said before by a word standing for it with its name', () => {
    const read = readTranscript(
      [
        '[doctor] So my assessment and plan.',
        '[doctor] We talked about increasing your prozac.',
        "[doctor] We'll increase it from 20 mg to 40 mg.",
      ].join('\n'),
      'en',
    );
    expect(readPlan(read).advised.map((m) => m.written)).toContain('Increase Prozac from 20 mg to 40 mg.');
  });
});

describe('the patient said as an object in what to call for (rules/en/plan-items.json asThem)', () => {
  const { example, expect: expected } = PLAN_ITEM_RULES.en.asThemExample;
  it(`writes "you" said as an object as "them": "${example}" -> "${expected}"`, () => {
    expect(callItems(clinician(example, 'en'), 'en').map((c) => c.text)).toContain(expected);
  });
  it('keeps "you" the subject as "they" ("if you get a fever", "if the pain gets worse or you develop a rash")', () => {
    const texts = callItems(clinician('Call us if the pain gets worse or you develop a rash.', 'en'), 'en').map((c) => c.text);
    expect(texts.join(' ')).toMatch(/or they develop a rash/);
  });
  it('keeps "you" joined to its verb the subject, after a verb too ("if you feel you\'re not safe")', () => {
    const texts = callItems(clinician("If you feel you're not safe, go to A&E or ring nine nine nine.", 'en'), 'en').map((c) => c.text);
    expect(texts).toContain("Go to A&E or call 999 if they feel they're not safe.");
  });
});

describe('what the clinician tells the patient not to do (plan-items.json toldNotToDo)', () => {
  const rules = PLAN_ITEM_RULES.en.toldNotToDo!;
  const selfCare = (line: string) =>
    readPlan(readTranscript(`[patient] Okay.\n[doctor] So the plan is this. ${line}`, 'en'))
      .items.filter((p) => p.kind === 'self-care')
      .map((p) => p.write);

  it(`is self-care written "Do not ...": "${rules.example}"`, () => {
    expect(selfCare(rules.example)).toEqual(['Do not eat or drink anything from now.']);
    // Its verb alone where what follows names nothing.
    expect(selfCare("Please don't drive yourself.")).toEqual(['Do not drive.']);
  });

  it(`is none where the patient need not do it, or a reassurance: "${rules.control}"`, () => {
    expect(selfCare(rules.control)).toEqual([]);
    for (const verb of rules.notVerbs.slice(0, 3)) expect(selfCare(`Don't ${verb} about that.`)).toEqual([]);
  });
});

describe('what to call for, said as a list of red flags', () => {
  const calls = (line: string) =>
    readPlan(readTranscript(`[patient] Okay.\n[doctor] ${line}`, 'en')).items.flatMap((p) => (p.callIf ? [p.callIf] : []));

  it('is written whole, however many its parts, and a condition of the clinic\'s after the call ("if we\'re closed") is not it', () => {
    expect(
      calls(
        "And if the heel becomes red, hot or swollen, you get a fever, you get numbness or tingling in the foot, you can't put weight on it, or you notice a cut or sore on your foot that isn't healing, ring us the same day, or 111 if we're closed.",
      ),
    ).toEqual([
      "Call if the heel becomes red, hot or swollen, they get a fever, they get numbness or tingling in the foot, they can't put weight on it, or they notice a cut or sore on their foot that isn't healing.",
    ]);
  });

  it('is no list where its parts run on (a part of more words than a red flag says)', () => {
    expect(
      calls(
        'And if the heel becomes red, hot or swollen, you get a fever, or you notice that the skin on the bottom of your foot is starting to crack and bleed every time you walk around the house, ring us the same day.',
      ),
    ).toEqual([]);
  });
});
