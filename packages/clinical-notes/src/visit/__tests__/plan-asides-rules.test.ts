// Each rule of rules/<lang>/plan-asides.json names the sentence it serves: the consultation's
// logistics and an examination's instructions are said as things to do (the writer finds an
// item there) and the plan reads none; a plan cue inside an idiom and a reassurance said as
// something not needed give no item; what makes such a sentence part of the plan keeps its item.
import { LANGUAGES, type Lang } from '../../language';
import { readPlan } from '../plan';
import { PLAN_ASIDE_RULES, planAside, type Aside } from '../plan-asides';
import { planIndex } from '../plan-rules';
import { callCondition, callCues, imperativeOpening, itemLeads, notNeededItems, planItemAt } from '../plan-writer';
import { readTranscript } from '../read-sentences';

const clinician = (text: string, lang: Lang) => {
  const sentences = readTranscript(`[doctor] ${text}`, lang).sentences;
  expect(sentences).toHaveLength(1);
  return sentences[0];
};

/** What the items the writer finds in a sentence are (at its leads and its opening imperative), where they are no plan item. */
function asidesOf(text: string, lang: Lang): Array<Aside | null> {
  const s = clinician(text, lang);
  const starts = [...itemLeads(s, lang), imperativeOpening(s, lang)].filter((at) => at >= 0);
  return starts.flatMap((at) => {
    const found = planItemAt(s, at, s.tokens.length, at, lang);
    return found ? [planAside(s, found.from, found.to, lang)] : [];
  });
}

/** The plan items read from a sentence, as written. */
const planItems = (text: string, lang: Lang) =>
  readPlan(readTranscript(`[doctor] ${text}`, lang)).items.map((i) => i.written ?? i.callIf ?? i.write ?? i.text);

describe.each(LANGUAGES)('plan aside rules (%s)', (lang) => {
  const rules = PLAN_ASIDE_RULES[lang];
  const asides = [
    ...rules.contactVerbs.map((r) => ['logistics', 'contact', r.words, r.example] as const),
    ...rules.channels.map((r) => ['logistics', 'channel', r.words, r.example] as const),
    ...rules.examining.map((r) => ['examining', 'examining', r.words, r.example] as const),
    ['examining', 'words before what is asked', rules.wordsBefore.words[0], rules.wordsBefore.example] as const,
    ['examining', 'examined', rules.examined.words[0], rules.examined.example] as const,
    ...rules.reasoning.map((r) => ['reasoning', 'thinking', r.words, r.example] as const),
  ];
  it.each(asides)('%s, %s "%s": the writer finds it said as an item in "%s", the plan reads none', (aside, _kind, _words, example) => {
    expect(asidesOf(example, lang)).toContain(aside);
    expect(planItems(example, lang)).toEqual([]);
  });

  const kept = [
    ...rules.clinical.map((r) => [r.words, r.example, r.item] as const),
    ...rules.examiningKept.map((r) => [r.words, r.example, r.item] as const),
    ...rules.reasoningKept.map((r) => [r.words, r.example, r.item] as const),
    [rules.routine.words[0], rules.routine.example, rules.routine.item] as const,
  ];
  it.each(kept)('"%s" keeps the item: "%s" -> "%s"', (_words, example, item) => {
    expect(planItems(example, lang)).toContain(item);
  });

  it.each(rules.tried.examples)('a medication the patient tried, said back to them, is no advice: "%s"', (example) => {
    expect(readPlan(readTranscript(`[doctor] ${example}`, lang)).advised).toEqual([]);
  });

  it.each(rules.comparedWith.examples.map((example, i) => [example, rules.comparedWith.advised[i]] as const))(
    'a medication another is compared with or replaces is no advice: "%s" advises %s only',
    (example, advised) => {
      const read = readPlan(readTranscript(`[doctor] ${example}`, lang)).advised;
      expect(read.map((m) => m.concept.id)).toEqual([advised]);
    },
  );

  it.each(rules.tried.kept.map((k) => [k.example, k.status] as const))('"%s" still says the medication is %s', (example, status) => {
    expect(readPlan(readTranscript(`[doctor] ${example}`, lang)).advised.map((m) => m.status)).toEqual([status]);
  });

  const eachOf = <T extends readonly unknown[]>(list: T[]) => (list.length > 0 ? it.each(list) : it.skip.each([[] as unknown as T]));

  eachOf(rules.goingOver.map((r) => [r.words, r.example] as const))('"%s" goes over what is done, no follow-up: "%s"', (_w, example) => {
    expect(planIndex(lang).find(clinician(example, lang)).length).toBeGreaterThan(0);
    expect(readPlan(readTranscript(`[doctor] ${example}`, lang)).items.filter((i) => i.kind === 'follow-up')).toEqual([]);
  });

  eachOf(rules.goingOverKept.map((r) => [r.words, r.example, r.item] as const))(
    '"%s" is a follow-up: "%s" -> "%s"',
    (_w, example, item) => {
      const followUps = readPlan(readTranscript(`[doctor] ${example}`, lang)).items.filter((i) => i.kind === 'follow-up');
      expect(followUps.length).toBeGreaterThan(0);
      if (item) expect(followUps.map((i) => i.written)).toContain(item);
    },
  );

  eachOf(rules.perceiving.examples.map((e) => [e] as const))('what the clinician perceives is a finding, no item: "%s"', (example) => {
    expect(asidesOf(example, lang)).toContain('examining');
    expect(planItems(example, lang)).toEqual([]);
  });

  eachOf(rules.perceiving.kept.map((k) => [k.example, k.item] as const))('perceiving a person is a plan: "%s" -> "%s"', (example, item) => {
    expect(planItems(example, lang)).toContain(item);
  });

  it.each(rules.cueIdioms.map((r) => [r.words, r.example] as const))('a plan cue inside "%s" says no plan: "%s"', (_w, example) => {
    expect(planIndex(lang).find(clinician(example, lang)).length).toBeGreaterThan(0);
    expect(planItems(example, lang)).toEqual([]);
  });

  it.each(rules.timeFrames.map((r) => [r.words, r.example, r.item] as const))(
    'a plan cue after "%s" says when, no item: "%s" gives no "%s"',
    (_w, example, item) => {
      const s = clinician(example, lang);
      // The cue is read there, and gives its item said on its own.
      const framed = planIndex(lang).find(s);
      expect(framed.length).toBeGreaterThan(0);
      const said = s.tokens
        .slice(framed[framed.length - 1].from)
        .map((t) => t.text)
        .join(' ');
      const written = (text: string) => readPlan(readTranscript(`[doctor] ${text}`, lang)).items.flatMap((i) => [i.write, i.written]);
      expect(written(said)).toContain(item);
      expect(written(example)).not.toContain(item);
    },
  );

  it.each(rules.reassurance.map((r) => [r.words, r.example] as const))('"%s" is a reassurance, not a decision: "%s"', (_w, example) => {
    expect(notNeededItems(clinician(example, lang), lang).length).toBeGreaterThan(0);
    expect(planItems(example, lang)).toEqual([]);
  });
});

describe('a condition said before a call cue', () => {
  it('reads no call where the cue is what the condition is of does ("if your symptoms return")', () => {
    const s = clinician('Now, if your symptoms return and they persist, you may need to attend A and E.', 'en');
    for (const cue of callCues(s, 'en')) expect(callCondition(s, cue.from, cue.to, 'en')).toBeNull();
  });

  it('reads the call where the condition says what happens ("if it gets worse come back")', () => {
    const worse = clinician('If it gets worse come back and see me.', 'en');
    const [cue] = callCues(worse, 'en');
    expect(callCondition(worse, cue.from, cue.to, 'en')).toBe('it gets worse');
  });
});
