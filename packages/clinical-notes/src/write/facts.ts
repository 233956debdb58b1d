// The visit model as sentences a note states, one fact each, with where in a note it goes,
// what kind of fact it is, and the passage it comes from. "Not in the note" lists those the
// note does not state; the draft is to be written from the same sentences.
import { sidedName } from './sided-name';
import { isBloodTests, orderedTestsName, ordersBloodTests, sitedTestName } from './sited-test';
import { radiationMarkers, radiationSentence } from '../visit/radiation';
import type { Lang } from '../language';
import { wordsOf } from '../text/words';
import { lexiconEntries, nameIn, type Concept } from '../lexicon/lexicon';
import type { Evidence, ExamSaid, Finding, PlanItem, SocialTopic, VisitModel } from '../visit/model';
import { durationInLanguage, durationPhrase, durationWords } from '../visit/durations';
import { factorSentence } from '../visit/factors';
import { planRules } from '../visit/plan-rules';
import { weakItem } from '../visit/plan-writer';
import { examInLanguage, vitalMarkers } from '../visit/examination';
import { SCORE_RULES } from '../visit/scores';
import { habitSentence, socialMarkers } from '../visit/social';
import { fold } from '../text/fold';
import { numericValues, spokenNumbersToDigits } from '../nlp/numbers';
import { templateOf, write, type TemplateId } from './templates';
import { withArticle } from './article';
import { decidedAsMember, saidAsItsMember } from './class-members';
import { withoutImplied } from '../codes/general-concepts';
import { sentenceIn } from './sentences-alike';
import { saysMore } from './restates';
import { joinList } from '../draft/phrases';

export type FactKind =
  | 'history'
  | 'symptom'
  | 'diagnosis'
  | 'medication'
  | 'allergy'
  | 'social'
  | 'exam'
  | 'vital'
  | 'result'
  | 'plan'
  | 'referral'
  | 'follow-up';
/** The same destinations as the evidence check's sections (functions/src/notes/evidence/sections.ts). */
export type Destination = 'history' | 'medications' | 'exam' | 'results' | 'assessment' | 'plan';

export interface Fact {
  kind: FactKind;
  destination: Destination;
  text: string;
  /** The concept the fact is about: a note naming it states the fact. */
  concept?: Concept;
  /** Otherwise, words any one of which a note states it with ("review", "follow up"). */
  markers?: string[];
  /** Stated only by the note's assessment or plan (an impression, a change to a medication, a plan item): the history naming it does not say it. */
  inPlan?: boolean;
  /** Numbers a note states it with besides its markers: a review's timing ("in 2 weeks"). */
  numbers?: number[];
  /** What the patient is to call for: stated by a sentence with one of these words and half the words of the condition. */
  callWords?: string[];
  /** Written in the clinician's own words (a plan item as said, what to call for, what is not needed), not by a template. */
  said?: boolean;
  /** Words a sentence naming the concept must say too for the fact to be stated: how a symptom feels ("throbbing"). */
  detail?: string;
  /** A concept fact stated only by a sentence naming the concept that stands on the passage it was said in, or says most of its words: "after we get his MRI results back" does not say an MRI is to be ordered. */
  standing?: boolean;
  /** How the fact is written from its concept, to write it again in another language than the visit's. */
  template?: {
    id: TemplateId;
    /** A medication as the visit named it ("Smecta"): its name where the other language's lexicon has none. */
    said?: string;
    /** The time said with a plan item ("dans trois jours"), written in the other language where it can be. */
    timing?: string;
    /** The parts of the body an examination in person is of, named in the other language's words. */
    parts?: Concept[];
  };
  /**
   * Told in the speakers' own words (told-facts.ts): stated by a note naming each of these
   * somewhere (the concepts, by their ids, and the side words the sentence names), or saying most
   * of the sentence.
   */
  told?: { concepts: string[]; sides: string[] };
  /** A habit of the social history as its topic's sentence writes it, to write it again in another language. */
  social?: { topic: SocialTopic; manner: string };
  /** A part's examination findings by the rules' keys, to write them again in another language. */
  exam?: ExamSaid;
  /** Where a pain goes, and the pain: a pain that does not go anywhere ('none') is written again in another language. */
  radiation?: { to: string; of: Concept };
  evidence: Evidence;
}

/** A concept as a note names it: with the abbreviation a clinician writes it with ("urinary tract infection (UTI)"). */
const nameOf = (concept: Concept) => (concept.abbreviation ? `${concept.name} (${concept.abbreviation})` : concept.name);

/** A concept's name in `lang`: the lexicon's there (a symptom of a part made there: "leg pain"), else as the visit named it. */
export const conceptName = (concept: Concept, lang: Lang): string => nameIn(lang, concept) || concept.name;

/**
 * A fact as a note in `lang`, another language than the visit's, states it: written again from
 * its concept, with the lexicon's name in that language (what was said with it, a dosing or a
 * duration, stays in the sources); a habit of the social history by its topic's sentence in that
 * language ("Does not smoke."); a fact in the clinician's words, or whose concept that language
 * does not name, as it was said.
 */
export function factInLanguage(fact: Fact, lang: Lang, from: Lang): string {
  if (fact.social) return habitSentence(fact.social.topic, fact.social.manner, lang) ?? fact.text;
  if (fact.exam) return examInLanguage(fact.exam, lang) ?? fact.text;
  // A pain that goes nowhere, by the pain's name in that language ("Back pain does not radiate."); a part it goes to stays as said.
  if (fact.radiation?.to === 'none') return radiationSentence('none', conceptName(fact.radiation.of, lang), lang);
  // A plan rule's sentence as the other language's rules write it ("Boire abondamment." -> "Drink plenty of fluids."); else
  // the clinician's words, quoted as said.
  if (!fact.template) return sentenceIn(fact.text, from, lang) ?? write(lang, 'clinician-said', { name: fact.text.replace(/[.]$/, '') });
  // A plan item's time in the note's language ("in 3 days"), else the sentence without it (the quote has it).
  const { timing } = fact.template;
  const translated = timing ? durationInLanguage(timing, from, lang) : undefined;
  const id = timing && !translated ? (PLAN_ALIKE[fact.template.id] ?? fact.template.id) : fact.template.id;
  const values = translated ? { timing: TIME_OFF.has(id) ? translated : `${durationWords(lang).prepositions[0]} ${translated}` } : {};
  // A plan item of no concept ("Time off work is advised.", "Follow-up is planned."), or of parts of the body.
  const parts = fact.template.parts ?? [];
  if (!fact.concept)
    return write(
      lang,
      id,
      parts.length > 0
        ? {
            ...values,
            name: joinList(
              parts.map((c) => conceptName(c, lang)),
              lang,
            ),
          }
        : values,
    );
  const entry =
    lexiconEntries(lang, fact.concept.kind).find((e) => e.id === fact.concept?.id) ??
    // A medication is named alike in both languages ("Smecta"): as the visit named it, where the other lexicon does not.
    (fact.concept.kind === 'medication' ? { ...fact.concept, name: fact.template.said ?? fact.concept.name } : undefined);
  if (!entry) return fact.text;
  const named = nameOf({ ...entry, kind: fact.concept.kind });
  const name = fact.template.id === 'current-medication' ? withArticle(named, entry, lang) : named;
  return write(lang, id, { ...values, name });
}

/** The plan sentences whose time is how long ("for two days"), not when. */
const TIME_OFF: ReadonlySet<TemplateId> = new Set(['time-off-timing']);

/** A plan item's sentence as it is written in another language: without the time said with it (the quote has it). */
const PLAN_ALIKE: Partial<Record<TemplateId, TemplateId>> = {
  'time-off': 'time-off',
  'time-off-timing': 'time-off',
  'follow-up': 'follow-up',
  'follow-up-timing': 'follow-up',
  'follow-up-condition': 'follow-up',
  'safety-net': 'safety-net',
  referral: 'referral',
  examination: 'examination',
  'examination-parts': 'examination',
  test: 'test',
  'test-condition': 'test-condition',
  'test-timing': 'test',
};

/** Whether a test is a vital sign the clinician measured in the visit ("let me check your blood pressure now", then the reading). */
export function measuredInVisit(visit: VisitModel): (test: Concept) => boolean {
  const markers = visit.examination
    .filter((e) => e.kind === 'vital' && e.sign)
    .flatMap((e) => vitalMarkers(visit.language, e.sign!).map((m) => m.toLowerCase()));
  return (test) => markers.some((m) => test.name.toLowerCase().includes(m));
}

/**
 * Whether what to call for says a review's time, read from the same sentence: it is that review ("come back if it's not
 * better in three days" is a review in three days if not improving), which the draft and the facts write once, as the review.
 */
export function isReview(item: PlanItem, plan: readonly PlanItem[]): boolean {
  const call = item.callIf?.toLowerCase();
  return (
    call !== undefined &&
    // One naming a symptom too is a safety net ("if he's not better in two to three days, or you notice any discharge").
    !item.callOf &&
    plan.some((p) => !p.led && p.timing && p.evidence.sentence === item.evidence.sentence && call.includes(p.timing.toLowerCase()))
  );
}

/** A safety net with what to call for is advice of the plan; one without, and a review, are the follow-up. */
const planKind = (item: PlanItem): FactKind =>
  item.kind === 'referral' ? 'referral' : (item.kind === 'follow-up' || item.kind === 'safety-net') && !item.callIf ? 'follow-up' : 'plan';

/** How a note states a plan item: its text and what states it; null for what is written elsewhere. */
type PlanText = Pick<Fact, 'text' | 'markers' | 'concept' | 'numbers' | 'callWords' | 'standing' | 'said' | 'template'>;

/** A plan item as a note writes it, with the words that state it; null for what is written elsewhere. */
/** `bloodsSaid`: whether the visit orders "blood tests" as such. */
function planText(lang: Lang, item: PlanItem, rules: ReturnType<typeof writeRules>, bloodsSaid: boolean): PlanText | null {
  if (item.callIf) return { text: item.callIf, callWords: templateOf(lang, 'safety-net').markers ?? [], said: true };
  // The clinician's own words where they say all of the rule's sentence and more ("Keep a sleep diary for two weeks.").
  // Stated as the rule's sentence is: by its words ("Keep headache diary." states it).
  if (item.write && item.written && saysMore(item.written, item.write, lang))
    return { text: item.written, markers: rules.literalsOf(item.write) };
  const timing = item.timing;
  // Time off by the rule's sentence, with how long where it was said, as the draft writes it ("A fit note is given for two weeks.").
  if (item.write && item.kind === 'time-off' && timing) {
    const numbers = [...numericValues(spokenNumbersToDigits(timing))];
    return {
      text: item.write.replace(/[.]$/, ` ${durationPhrase(timing, lang)}.`),
      markers: rules.literalsOf(item.write),
      ...(numbers.length > 0 ? { numbers } : {}),
    };
  }
  if (item.write) return { text: item.write, markers: rules.literalsOf(item.write) };
  const written = (id: TemplateId, values: Parameters<typeof write>[2] = {}) => ({
    text: write(lang, id, values),
    markers: templateOf(lang, id).markers,
    // In another language, the same sentence, with its time where it can be written there (the quote has it).
    ...(id in PLAN_ALIKE ? { template: { id, ...(values.timing ? { timing: values.timing } : {}) } } : {}),
  });
  switch (item.kind) {
    case 'time-off':
      return written(timing ? 'time-off-timing' : 'time-off', { timing });
    case 'follow-up':
    case 'safety-net': {
      // A condition with a time ("if it's not better in three to four days") is a review; without one, a safety net;
      // a follow-up with whom it is said with ("Follow up with the primary care physician.").
      if (!timing)
        return item.kind === 'follow-up' && item.written && !weakItem(item.written, lang)
          ? { text: item.written, markers: templateOf(lang, 'follow-up').markers, said: true }
          : written(item.kind === 'follow-up' ? 'follow-up' : 'safety-net');
      const numbers = [...numericValues(timing)];
      return {
        ...written(item.conditional ? 'follow-up-condition' : 'follow-up-timing', { timing }),
        ...(numbers.length ? { numbers } : {}),
      };
    }
    case 'test': {
      const test = item.concepts.find((c) => c.kind === 'test');
      if (!test) return null;
      // As the clinician said it, with a verb that says what is done ("Repeat the hemoglobin a1c in three months."), else the test arranged.
      const plain = item.written && !item.conditional && !weakItem(item.written, lang);
      const template: TemplateId = item.conditional ? 'test-condition' : timing ? 'test-timing' : 'test';
      const named = { name: test.site ? sitedTestName(test.name, test.site.name, lang) : test.name, blood: test.blood === true };
      const name = orderedTestsName([named], lang, bloodsSaid);
      const said = plain ? { text: item.written as string, said: true } : written(template, { name, timing });
      return { ...said, concept: test, standing: true };
    }
    case 'examination': {
      // The parts of the body to examine, as the visit names them ("An examination of the ear is planned.").
      const parts = item.concepts.filter((c) => c.kind === 'body-part');
      if (parts.length === 0) return written('examination');
      const text = written('examination-parts', {
        name: joinList(
          parts.map((c) => c.name),
          lang,
        ),
      });
      return { ...text, template: { id: 'examination-parts', parts } };
    }
    case 'referral':
      // Where the clinician said to whom ("Refer to a cardiologist."), as said; else that one is planned.
      return item.written ? { text: item.written, said: true } : written('referral');
    case 'advice':
    case 'self-care':
    case 'not-needed':
      // Said in the clinician's words, as a note writes them ("Ice the ankle three times a day.").
      return item.written ? { text: item.written, said: true } : null;
    default:
      // Medications are written from the medication list.
      return null;
  }
}

/**
 * The examination in person the plan says, once: the first item said of it, of every part of the
 * body said in any of them ("get someone to have a look inside your ear", "a face-to-face
 * appointment", "let's get your ear checked out"); undefined where the plan has none.
 */
export function oneExamination(plan: readonly PlanItem[]): PlanItem | undefined {
  const all = plan.filter((p) => p.kind === 'examination');
  if (all.length === 0) return undefined;
  const parts = all.flatMap((p) => p.concepts.filter((c) => c.kind === 'body-part'));
  return { ...all[0], concepts: parts.filter((c, i) => parts.findIndex((d) => d.id === c.id) === i) };
}

/**
 * The items of the plan that order tests, each test in one of them, with the tests as they are to be
 * written: of the items `written` (those a note writes as tests) that name a test, the one said of a
 * body part, unconditionally, with when it is done, in that order of weight, the first said of equals;
 * a test said of no part takes the part the same test is said of in any item of the plan, where that
 * is one part ("an MRI of your neck" led into, then "we do need to get that MRI": a neck MRI). A test
 * said of a part and the same test said of another are two. Blood tests named one by one ("a full
 * blood count and your kidney function") say what the blood tests are: "blood tests" is not written
 * beside them.
 */
export function oneItemPerTest(plan: readonly PlanItem[], written: (item: PlanItem) => boolean): Map<PlanItem, Concept[]> {
  const testsOf = (p: PlanItem) => p.concepts.filter((c) => c.kind === 'test');
  const ordering = plan.filter((p) => (p.kind === 'test' || p.kind === 'order') && testsOf(p).length > 0);
  const items = ordering.filter(written);
  const named = items.some((p) => testsOf(p).some((c) => c.blood));
  const weight = (p: PlanItem, test: Concept) => (test.site ? 4 : 0) + (p.conditional ? 0 : 2) + (p.timing ? 1 : 0);
  const sameTest = (test: Concept) => (other: Concept) =>
    other.id === test.id && (!other.site || !test.site || other.site.id === test.site.id);
  const chosen = new Map<PlanItem, Concept[]>();
  const done: Concept[] = [];
  for (const item of items) {
    for (const test of testsOf(item)) {
      if (done.some(sameTest(test)) || (named && isBloodTests(test))) continue;
      done.push(test);
      const saying = items.filter((p) => testsOf(p).some(sameTest(test)));
      const of = (p: PlanItem) => testsOf(p).find(sameTest(test)) as Concept;
      const best = saying.reduce((a, p) => (weight(p, of(p)) > weight(a, of(a)) ? p : a));
      const bestTest = of(best);
      const sites = [
        ...new Map(
          ordering
            .flatMap((p) => testsOf(p).filter(sameTest(test)))
            .flatMap((c) => c.site ?? [])
            .map((c) => [c.id, c]),
        ).values(),
      ];
      chosen.set(best, [...(chosen.get(best) ?? []), !bestTest.site && sites.length === 1 ? { ...bestTest, site: sites[0] } : bestTest]);
    }
  }
  // Blood tests ordered alike (when, on what condition) in two items are written in one ("blood tests: a full blood count
  // and a CRP, and I'll add liver function").
  const bloodOnly = [...chosen].filter(([, tests]) => tests.every((t) => t.blood));
  for (const [item, tests] of bloodOnly) {
    const first = bloodOnly.find(([p]) => p.conditional === item.conditional && p.timing === item.timing && chosen.has(p))?.[0];
    if (!first || first === item) continue;
    chosen.set(first, [...(chosen.get(first) ?? []), ...tests]);
    chosen.delete(item);
  }
  return chosen;
}

/**
 * The items of the plan with one test each: an item ordering several ("a full blood count, your kidney
 * function and a CRP") is one for each, which a note may state or leave out; one the clinician's own
 * words say ("Order an echocardiogram and a stress test.") stays as said.
 */
function oneTestEach(plan: readonly PlanItem[]): PlanItem[] {
  return plan.flatMap((item) => {
    const tests = item.concepts.filter((c) => c.kind === 'test');
    if ((item.kind !== 'test' && item.kind !== 'order') || tests.length <= 1 || item.written) return [item];
    const others = item.concepts.filter((c) => c.kind !== 'test');
    return tests.map((test) => {
      const { written: _said, ...one } = item;
      return { ...one, concepts: [test, ...others] };
    });
  });
}

/** The plan rules' literals by the sentence they write: any of them in a note states that sentence. */
function writeRules(lang: Lang) {
  const byText = new Map<string, string[]>();
  for (const rule of planRules(lang)) if (rule.write) byText.set(rule.write, [...(byText.get(rule.write) ?? []), rule.literal]);
  return { literalsOf: (text: string) => byText.get(text) ?? [] };
}

/**
 * How a symptom feels: its own character, and what was said of it without its part where the
 * visit has that symptom in one part only ("it's kind of like a burning pain" of the one
 * "tummy pain": a burning abdominal pain).
 */
export function characterOf(visit: VisitModel, finding: Finding): string | undefined {
  const own = finding.attributes.character;
  const present = visit.symptoms.filter((f) => f.assertion === 'present');
  const said = present
    .filter((g) => g.concept.sited && g.attributes.character && finding.concept.id.endsWith(`-${g.concept.id}`))
    .filter((g) => present.filter((f) => f.concept.id.endsWith(`-${g.concept.id}`)).length === 1)
    .map((g) => g.attributes.character as string)
    .filter((c) => !own || !own.split(/\s+/).includes(c));
  const all = [...(own ? [own] : []), ...said];
  return all.length > 0 ? all.join(visit.language === 'fr' ? ' et ' : ' and ') : undefined;
}

/**
 * Whether a finding is written without the part it is of: any finding said of a part; one the
 * lexicon says of a part ("itchy", "swelling") when the patient has it and no part was said
 * with it anywhere ("it does get itchy"). That none was said of some part says nothing.
 */
export function writtenUnsited(visit: VisitModel, finding: Finding): boolean {
  if (!finding.concept.sited) return true;
  const ofAPart = visit.symptoms.some((f) => f.concept.id.endsWith(`-${finding.concept.id}`));
  return finding.assertion === 'present' && finding.basis === 'told' && !ofAPart;
}

/** Every fact of the visit, as a note would state it. */
export function visitFacts(visit: VisitModel): Fact[] {
  // What the patient told needs the speakers told apart; what the clinician concluded and planned is theirs wherever they are tagged.
  const heard = visit.speakersKnown;
  const lang = visit.language;
  const facts: Fact[] = [];
  const seen = new Set<string>();
  const add = (fact: Fact) => {
    const key = fact.concept ? `${fact.destination}:${fact.concept.id}` : `${fact.destination}:${fact.text}`;
    // Two medications of one plan sentence are one item written once ("Prescribe meloxicam ... along with some ultram ...").
    const text = `${fact.destination}:${fact.text}`;
    if (seen.has(key) || seen.has(text)) return;
    seen.add(key);
    seen.add(text);
    facts.push(fact);
  };
  for (const impression of withoutImplied(visit.impressions).sort(
    (a, b) => Number(a.differential) - Number(b.differential) || Number(a.certainty === 'possible') - Number(b.certainty === 'possible'),
  )) {
    const id: TemplateId = impression.differential
      ? 'differential'
      : impression.certainty === 'possible'
        ? 'possible-impression'
        : 'impression';
    add({
      kind: 'diagnosis',
      destination: 'assessment',
      text: write(lang, id, { name: impression.said ?? nameOf(impression.concept) }),
      template: { id },
      concept: impression.concept,
      inPlan: true,
      evidence: impression.evidence,
    });
  }
  // What the clinician ruled out ("No fracture."), stated by a note naming it either way; not what the patient has.
  const had = new Set(visit.history.map((f) => f.concept.id));
  for (const ruled of visit.ruledOut ?? []) {
    if (had.has(ruled.concept.id)) continue;
    add({
      kind: 'result',
      destination: 'results',
      text: write(lang, ruled.certainty === 'possible' ? 'ruled-out-unlikely' : 'ruled-out', { name: ruled.concept.name }),
      template: { id: ruled.certainty === 'possible' ? 'ruled-out-unlikely' : 'ruled-out' },
      concept: ruled.concept,
      evidence: ruled.evidence,
    });
  }
  // The symptoms the patient told or answered with `assertion`, not "pain" with no site (it says too little to write).
  const told = (assertion: Finding['assertion']) =>
    heard ? visit.symptoms.filter((f) => f.assertion === assertion && f.basis !== 'stated' && writtenUnsited(visit, f)) : [];
  for (const finding of told('present')) {
    const { duration } = finding.attributes;
    const character = characterOf(visit, finding);
    // "throbbing headache", "watery diarrhea": how it feels, before its name; with the side it was said on ("left leg pain").
    const sided = sidedName(finding.concept.name, finding.attributes, lang, false);
    const name = character ? `${character} ${sided}` : sided;
    add({
      kind: 'symptom',
      destination: 'history',
      ...(character ? { detail: character } : {}),
      text: write(lang, duration ? 'symptom-duration' : 'symptom', { name, duration: duration && durationPhrase(duration, lang) }),
      template: { id: 'symptom' },
      concept: finding.concept,
      evidence: finding.evidence[0],
    });
  }
  // Where a pain goes ("The chest pain does not radiate."): stated by a note saying so, or naming the part it goes to.
  for (const finding of told('present').filter((f) => f.attributes.radiation)) {
    const radiation = finding.attributes.radiation!;
    add({
      kind: 'symptom',
      destination: 'history',
      text: radiationSentence(radiation, finding.concept.name, lang),
      markers: radiationMarkers(radiation, lang),
      radiation: { to: radiation, of: finding.concept },
      evidence: finding.evidence[0],
    });
  }
  // What makes it worse or better ("The heel pain is worse first thing in the morning."): stated by a note saying most of it.
  for (const finding of told('present'))
    for (const factor of finding.attributes.factors ?? [])
      add({
        kind: 'symptom',
        destination: 'history',
        text: factorSentence(factor, finding.concept.name, lang),
        evidence: factor.evidence ?? finding.evidence[0],
      });
  // A yes to a question naming several symptoms ("any dullness or blocked ears, pain in your ears?"): which of them it
  // answers is not known, so each is offered as the answer it was, not as reported.
  for (const finding of told('possible'))
    add({
      kind: 'symptom',
      destination: 'history',
      text: write(lang, 'answered-yes', { name: finding.concept.name }),
      template: { id: 'answered-yes' },
      concept: finding.concept,
      evidence: finding.evidence[0],
    });
  for (const finding of heard ? visit.history : []) {
    // A condition the clinician says the patient has ("I know you have this history of heart failure") is their history too:
    // offered by "Not in the note", written in the clinician's words only where the draft says it (said).
    add({
      ...(finding.basis === 'stated' ? { said: true } : {}),
      kind: 'diagnosis',
      destination: 'history',
      text: write(lang, 'history', { name: nameOf(finding.concept) }),
      template: { id: 'history' },
      concept: finding.concept,
      evidence: finding.evidence[0],
    });
  }
  for (const finding of heard ? visit.family : []) {
    // Who in the family has it, where the visit said ("Has a family history of migraine (mother and sister).").
    const relatives = finding.attributes.relatives ?? [];
    const clause = relatives.length > 0 ? joinList(relatives, lang) : undefined;
    add({
      kind: 'diagnosis',
      destination: 'history',
      text: write(lang, clause ? 'family-relatives' : 'family', { name: nameOf(finding.concept), clause }),
      template: { id: 'family' },
      concept: finding.concept,
      evidence: finding.evidence[0],
    });
  }
  // Social history: smoking, alcohol, work, home ... each stated in a note by any of its topic's words.
  for (const social of heard ? visit.social : [])
    add({
      kind: 'social',
      destination: 'history',
      text: social.text,
      ...(social.manner ? { social: { topic: social.topic, manner: social.manner } } : {}),
      markers: socialMarkers(lang, social.topic),
      evidence: social.evidence,
    });
  // The pain rating the patient gave: a note naming the pain with its number states it ("Pain 6/10.").
  if (heard && visit.painRating) {
    const { value, evidence } = visit.painRating;
    add({
      kind: 'symptom',
      destination: 'history',
      text: write(lang, 'pain-rating', { name: value }),
      template: { id: 'pain-rating' },
      markers: templateOf(lang, 'pain-rating').markers ?? [],
      numbers: value.split('-').map(Number),
      evidence: evidence[evidence.length - 1],
    });
  }
  // A score read out (a questionnaire's, an ejection fraction): a note naming the instrument with its number states it ("PHQ-9 18").
  for (const score of visit.scores ?? [])
    add({
      kind: 'result',
      destination: 'results',
      text: write(lang, 'score', { name: score.name, clause: score.band ? `${score.value} (${score.band})` : score.value }),
      markers: [score.name, ...SCORE_RULES[lang].noteNames],
      numbers: [Number.parseFloat(score.value)],
      evidence: score.evidence,
    });
  // What else the patient rated out of ten (their mood): a note naming it with its number states it ("Mood 4/10.").
  for (const other of heard ? (visit.ratings ?? []) : [])
    add({
      kind: 'symptom',
      destination: 'history',
      text: write(lang, 'rating', { name: `${other.of} ${other.value}` }),
      markers: [other.of],
      numbers: other.value.split('-').map(Number),
      evidence: other.evidence[other.evidence.length - 1],
    });
  // Examination, vital signs and results, as the clinician said them: a note states one by most of its words.
  for (const finding of visit.examination) {
    // A note naming a vital sign ("Tension 150/90", "BP 130/80") states its reading.
    const markers = finding.sign ? vitalMarkers(lang, finding.sign) : [];
    add({
      kind: finding.kind,
      destination: finding.kind === 'result' ? 'results' : 'exam',
      text: finding.text,
      ...(markers.length > 0 ? { markers } : {}),
      ...(finding.said ? { exam: finding.said } : {}),
      evidence: finding.evidence,
    });
  }
  for (const allergy of heard ? visit.allergies : []) {
    const text = write(lang, allergy.reaction ? 'allergy-reaction' : 'allergy', { name: allergy.said, clause: allergy.reaction });
    add({
      kind: 'allergy',
      destination: 'medications',
      text,
      template: { id: 'allergy' },
      concept: allergy.concept,
      evidence: allergy.evidence,
    });
  }
  if (heard && visit.noKnownAllergies && visit.allergies.length === 0)
    add({
      kind: 'allergy',
      destination: 'medications',
      text: write(lang, 'no-allergies', {}),
      template: { id: 'no-allergies' },
      evidence: visit.noKnownAllergies,
    });
  // Of a medication said several times, what the plan does to it first ("Stop the ibuprofen." over its naming in a list of what
  // makes reflux worse), then the saying with its dosing ("Increase Prozac from 20 mg to 40 mg." over "Increase Prozac.").
  const medications = visit.medications
    .filter((m) => heard || m.status !== 'current')
    .map((m, i) => ({ m, i }))
    .sort((a, b) => Number(!a.m.change) - Number(!b.m.change) || Number(!a.m.dosing) - Number(!b.m.dosing) || a.i - b.i)
    .map(({ m }) => m);
  for (const medication of medications) {
    if (saidAsItsMember(medication, medications)) continue;
    if (decidedAsMember(medication, medications, (m) => m.dosing !== undefined)) continue;
    // A medication is written as it was said ("Tylenol" stays Tylenol): a note never names one the visit did not.
    // Said several ways ("the pill, Microgynon"), its own name goes before a common one.
    const said = visit.medications.filter((m) => m.concept.id === medication.concept.id && m.status === medication.status);
    const sayings = said.map((m) => m.said);
    // The form it is to be used in, said with any of its sayings ("Voltarol gel, that's diclofenac, rubbed onto the knee ...").
    const form = said.map((m) => m.form).find((f) => f !== undefined);
    const name = sayings.find((said) => /^\p{Lu}/u.test(said) && fold(said) !== fold(medication.concept.name)) ?? medication.said;
    const { dosing } = medication;
    if (medication.status === 'current')
      add({
        kind: 'medication',
        destination: 'medications',
        text: write(lang, dosing ? 'current-medication-dosing' : 'current-medication', {
          name: withArticle(name, medication.concept, lang),
          dosing,
        }),
        template: { id: 'current-medication', said: name },
        concept: medication.concept,
        evidence: medication.evidence,
      });
    else if (medication.status === 'not-needed')
      add({
        kind: 'medication',
        destination: 'plan',
        text: write(lang, 'not-needed', { name }),
        template: { id: 'not-needed', said: name },
        concept: medication.concept,
        inPlan: true,
        evidence: medication.evidence,
      });
    else
      add({
        kind: 'medication',
        destination: 'plan',
        // As the clinician said it where the clause gives it ("Increase the lisinopril to 40 milligrams a day."), else what is done to it.
        ...(medication.change !== 'stop' && medication.written ? { said: true } : {}),
        text:
          (medication.change !== 'stop' ? medication.written : undefined) ??
          (medication.change
            ? write(lang, `medication-${medication.change}`, { name, dosing })
            : medication.possible
              ? write(lang, 'possibly-needed', { name })
              : medication.concept.vaccine
                ? write(lang, 'vaccine', { name })
                : form
                  ? // Said in a form to use ("Voltarol gel"): used, with its form.
                    write(lang, dosing ? 'advised-medication-use-dosing' : 'advised-medication-use', {
                      name,
                      clause: form,
                      dosing,
                    })
                  : write(lang, dosing ? 'advised-medication-dosing' : 'advised-medication', { name, dosing })),
        template: {
          id: medication.change
            ? `medication-${medication.change}`
            : medication.possible
              ? 'possibly-needed'
              : medication.concept.vaccine
                ? 'vaccine'
                : 'advised-medication',
          said: name,
        },
        concept: medication.concept,
        inPlan: true,
        evidence: medication.evidence,
      });
  }
  const rules = writeRules(lang);
  const bloodsSaid = ordersBloodTests(visit.plan);
  // One item of a kind per clause said: a rule's own sentence ("Refer to physical therapy.") before the clause's words.
  const said = new Set<string>();
  // A review with its time says the follow-up: one with none beside it says nothing more.
  const timed = visit.plan.some((p) => (p.kind === 'follow-up' || p.kind === 'safety-net') && p.timing);
  const examination = oneExamination(visit.plan);
  const ordered = [...oneTestEach(visit.plan).filter((p) => p.kind !== 'examination'), ...(examination ? [examination] : [])]
    .filter((p) => !(timed && (p.kind === 'follow-up' || p.kind === 'safety-net') && !p.timing && !p.callIf))
    .sort((a, b) => Number(!a.write) - Number(!b.write));
  // An item found by the words leading into it that says the call of a passage what to call for was read from ("..., I want
  // you to give me a call back"), or is said at a review's time in the review's sentence ("see me in about a week's time"),
  // is that return read again.
  const returns = ordered.filter((r) => r.callIf || (planKind(r) === 'follow-up' && r.timing));
  const readAgain = (item: PlanItem, text: string) => {
    const words = new Set(wordsOf(text));
    return returns.some(
      (r) =>
        r !== item &&
        ((r.callIf &&
          r.evidence.start <= item.evidence.start &&
          item.evidence.end <= r.evidence.end &&
          words.has(wordsOf(r.callIf)[0] ?? '')) ||
          (r.timing && r.timing === item.timing && r.evidence.sentence === item.evidence.sentence)),
    );
  };
  // A vital sign the clinician measured in the visit, led into as a test ("let me check your blood pressure now"): the
  // measuring, no test to arrange.
  const measured = measuredInVisit(visit);
  const measuring = (item: PlanItem) =>
    item.led && item.concepts.some((c) => c.kind === 'test') && item.concepts.every((c) => c.kind === 'test' && measured(c));
  for (const item of ordered) {
    if (isReview(item, visit.plan) || measuring(item)) continue;
    const written = planText(lang, item, rules, bloodsSaid);
    const kind = planKind(item);
    const clause = `${kind}:${item.evidence.start}:${item.evidence.end}`;
    if (!written || (said.has(clause) && !written.concept)) continue;
    if (item.led && !written.concept && readAgain(item, written.text)) continue;
    said.add(clause);
    add({ kind, destination: 'plan', ...written, inPlan: !written.callWords, evidence: item.evidence });
  }
  return facts;
}
