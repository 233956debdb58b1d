// The draft's sections written from the visit model: the presenting complaint, what the
// patient reports and denies, past and family history, medications and allergies, social
// history, examination and results, the clinician's impression and differentials, and the
// plan grouped by kind in a clinician's order. Sentences are data (rules/<lang>/draft.json);
// a medication or a number is only ever written as the visit said it.
import { withArticle } from './article';
import { capital, wordsOf } from '../text/words';
import { decidedAsMember, saidAsItsMember } from './class-members';
import { withoutImplied } from '../codes/general-concepts';
import { sentenceIn } from './sentences-alike';
import { deBefore } from '../text/french-elision';
import type { Lang } from '../language';
import { lexiconEntries, nameIn, partOfSymptom, PASSED_OVER, type Concept } from '../lexicon/lexicon';
import { fullerTerm } from '../visit/said-diagnosis';
import type { Evidence, Finding, Impression, Medication, PlanItem, PlanKind, VisitModel } from '../visit/model';
import { durationInLanguage, durationPhrase, durationWords } from '../visit/durations';
import { DOSING_RULES } from '../visit/plan';
import { habitSentence } from '../visit/social';
import draftEn from '../../rules/en/draft.json';
import draftFr from '../../rules/fr/draft.json';
import { examSystemOf } from './exam-systems';
import { isReview, measuredInVisit, oneExamination, oneItemPerTest, writtenUnsited, type FactKind } from './facts';
import { PLAN_ITEM_RULES, saidAsNotOrdered, weakItem } from '../visit/plan-writer';
import { orderedTestsName, ordersBloodTests, sitedTestName } from './sited-test';
import { sidedName } from './sided-name';
import { radiationSentence } from '../visit/radiation';
import { factorSentence } from '../visit/factors';
import { contentWordsOf, saysMore } from './restates';
import { examInLanguage } from '../visit/examination';
import { readSpokenNumber } from '../nlp/numbers';

/** What a section of a note holds; a section may hold several. */
export const DRAFT_PARTS = [
  'complaint',
  'history',
  'review-of-systems',
  'past-history',
  'medications',
  'social',
  'exam',
  'results',
  'assessment',
  'plan',
] as const;
export type DraftPart = (typeof DRAFT_PARTS)[number];

export interface DraftSection {
  id: string;
  parts: readonly DraftPart[];
  /** Written for the patient, in plain words (a patient summary). */
  plain?: boolean;
}

export interface DraftOptions {
  /** The note's language, where it is not the visit's: names are the lexicon's in it, what was said stays as said. */
  language?: Lang;
  style?: 'bullet' | 'short' | 'long';
  pronoun?: 'they' | 'he' | 'she';
  patientTerm?: 'Patient' | 'Client';
  /** The presenting complaint as the note states it elsewhere: the draft never denies what it names. */
  complaint?: string;
  /** The transcript the visit was read from: a condition said otherwise than its name keeps the words said beside it ("irritable bowel syndrome (IBS)"). */
  transcript?: string;
}

/** One fact an item states, with where it was said. */
export interface DraftFact {
  /** The visit's fact kinds, and 'negation' for a symptom the patient denied. */
  kind: FactKind | 'negation';
  text: string;
  evidence: Evidence;
  /** Another passage the sentence was written from: a dosing said in a sentence of its own. */
  alsoFrom?: Evidence;
  /** The sentence the patient presents with their complaint in ("The patient presents with cough for ten days."). */
  presents?: true;
}

export interface DraftItem {
  title: string;
  text: string;
  facts: DraftFact[];
}

/** The draft's items by section and part; a part no section holds is written in the nearest one that is. */
export interface VisitDraft {
  itemsOf(sectionId: string, part: DraftPart): DraftItem[];
  /** Whether it writes what the patient told (the speakers are known): a dictation's draft writes the clinician's parts only. */
  tellsHistory: boolean;
  /** What the clinician said as things to do that are no plan (an examination's instructions on the video): no statement of the plan. */
  asides: readonly Evidence[];
  /** The sentences what makes a symptom worse or better was read from: the history does not tell them again. */
  factorsFrom: readonly Evidence[];
}

type Rules = typeof draftEn;
const RULES: Record<Lang, Rules> = { en: draftEn, fr: draftFr };
type SentenceId = keyof Rules['sentences'];
type PlainId = keyof Rules['plain'];

/** The parts a dictation states (the clinician's findings, impression and plan): what the patient told is not read from one. */
const CLINICIAN_PARTS: ReadonlySet<DraftPart> = new Set(['exam', 'results', 'assessment', 'plan']);

/** Where a part goes when the template has no section for it, nearest first (the complaint: nowhere, the history opens with it). */
const NEAREST: Record<DraftPart, DraftPart[]> = {
  complaint: [],
  history: ['complaint', 'past-history', 'assessment'],
  // The history says what the patient reports and denies: a template without a review of systems has it there.
  'review-of-systems': [],
  'past-history': ['history', 'medications', 'complaint'],
  medications: ['past-history', 'history', 'plan'],
  social: ['past-history', 'history', 'complaint'],
  exam: ['results', 'history', 'assessment'],
  results: ['exam', 'assessment', 'plan'],
  assessment: ['plan', 'history', 'complaint'],
  plan: ['assessment', 'history'],
};

/** The plan's kinds in a clinician's order, and the kind each plan item is written under. */
const PLAN_GROUPS = ['test', 'examination', 'prescription', 'otc', 'self-care', 'time-off', 'referral', 'follow-up', 'safety-net'] as const;
type PlanGroup = (typeof PLAN_GROUPS)[number];
const GROUP_OF: Partial<Record<PlanKind, PlanGroup>> = {
  test: 'test',
  order: 'test',
  'self-care': 'self-care',
  advice: 'self-care',
  'time-off': 'time-off',
  referral: 'referral',
  examination: 'examination',
  'follow-up': 'follow-up',
  'safety-net': 'safety-net',
};

/** The sentence an advised medication is written with: a vaccine, a delayed prescription, one to use in its form, one to take; with its dosing or not. */
function advisedSentence(m: Medication, dosed: boolean, inForm: boolean): SentenceId & PlainId {
  const kind = m.concept.vaccine ? 'vaccine' : m.delayed ? 'delayed' : inForm ? 'advised-use' : 'advised';
  return kind === 'vaccine' || !dosed ? kind : `${kind}-dosing`;
}

/** How many sentences after an option is named the decision against it may be said ("One's naproxen. ... I'd rather not use naproxen"). */
const DECIDED_REACH = 4;

/** A number in figures or in words, joined by hyphens too ("2", "two", "thirty-five"). */
const isNumberWord = (word: string) =>
  /^\d/.test(word) ||
  word
    .toLowerCase()
    .split('-')
    .every((w) => readSpokenNumber([w], 0) !== null);

/**
 * The words of a dosing without an amount said, then said again otherwise in the same unit, at once or after a comma ("two
 * tablets, | uh, one tablet twice a day": "one tablet twice a day").
 */
function withoutRepairs(said: string[], isNumber: (word: string) => boolean): string[] {
  const unit = (word: string | undefined) => word?.toLowerCase().replace(/s$/, '');
  for (let i = 0; i + 3 < said.length; i += 1) {
    const next = said[i + 2] === ',' ? i + 3 : i + 2;
    if (isNumber(said[i]) && !isNumber(said[i + 1]) && isNumber(said[next] ?? '') && unit(said[i + 1]) === unit(said[next + 1]))
      return [...said.slice(0, i), ...said.slice(next)];
  }
  return said;
}

/** The words of a dosing without a strength said with a number ("one | percent", "2.5 | %"): the name's or the form's, no dose. */
function withoutStrengths(said: string[], strengths: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < said.length; i += 1) {
    const length = strengths.map((s) => s.split(' ')).find((s) => s.every((w, k) => said[i + 1 + k]?.toLowerCase() === w))?.length;
    if (length && isNumberWord(said[i])) i += length;
    else out.push(said[i]);
  }
  return out;
}

/** How many words an aside inside a dosing may have ("that's eight of the little five milligram tablets"). */
const ASIDE_WORDS = 10;

/**
 * The words of a dosing without an aside said between commas, where how often or another dose follows it ("Forty
 * milligrams, | that's eight of the little five milligram tablets, | once a day": "Forty milligrams, once a day").
 */
function withoutAsides(said: string[], asides: readonly string[], dosed: (word: string) => boolean): string[] {
  const out = [...said];
  for (let i = 0; i < out.length; i += 1) {
    if (out[i] !== ',') continue;
    const opening = asides.map((a) => a.split(' ')).find((a) => a.every((w, k) => out[i + 1 + k]?.toLowerCase() === w));
    if (!opening) continue;
    const close = out.indexOf(',', i + 1);
    if (close < 0 || close - i > ASIDE_WORDS + opening.length || !dosed(out[close + 1] ?? '')) continue;
    out.splice(i + 1, close - i);
  }
  return out;
}

/** An abbreviation as said ("IBS", "UTI"): one word in capitals. */
const ABBREVIATION = /^\p{Lu}{2,6}s?$/u;

/** Words said between a medication and its dose ("you take", "take it"). */
const VERB_LEADS = /^(?:you|take|takes|taking|it|prends|prenez)$/i;

function fill(template: string, values: { subject?: string; name?: string; list?: string; dosing?: string; timing?: string }): string {
  return template
    .replace(/\{de (name|list)\}/g, (_m, key: 'name' | 'list') => deBefore(values[key] ?? ''))
    .replace(/\{Subject\}/g, values.subject ?? '')
    .replace(/\{Name\}/g, capital(values.name ?? ''))
    .replace(/\{(name|list|dosing|timing)\}/g, (_m, key: 'name' | 'list' | 'dosing' | 'timing') => values[key] ?? '')
    .replace(/\s+([.,])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Whether two sentences of a language share a word that says something. */
function sharesContentWords(a: string, b: string, lang: Lang): boolean {
  const words = new Set(contentWordsOf(a, lang));
  return contentWordsOf(b, lang).some((w) => words.has(w));
}

/** Whether another item of the plan was read from the clause an item was said in, written by a rule or of another kind. */
const readOtherwise = (plan: readonly PlanItem[], item: PlanItem) =>
  plan.some(
    (p) =>
      p !== item && p.evidence.start === item.evidence.start && p.evidence.end === item.evidence.end && (p.write || p.kind !== item.kind),
  );

function joinList(items: string[], word: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

/** A title of the draft's language data ("Medical reasoning"). */
export const draftTitle = (lang: Lang, id: keyof Rules['titles']): string => RULES[lang].titles[id];

/** A body system's title in the draft's language data ("Respiratory"); '' for a system it does not name. */
export const systemTitle = (lang: Lang, system: string): string => (RULES[lang].systems as Record<string, string>)[system] ?? '';

/** Writes the visit's draft for a template's sections. */
export function draftFromVisit(visit: VisitModel, sections: readonly DraftSection[], options: DraftOptions = {}): VisitDraft {
  const writer = new DraftWriter(visit, options);
  const slots = new Map<string, DraftItem[]>();
  const key = (id: string, part: DraftPart) => `${id}\u0000${part}`;
  const holder = (part: DraftPart) => sections.find((s) => s.parts.includes(part));
  for (const part of DRAFT_PARTS) {
    // A part no section holds goes where the nearest part is written, else in the last section.
    const own = holder(part);
    const near = own ? { section: own, part } : NEAREST[part].map((p) => ({ section: holder(p), part: p })).find((h) => h.section);
    const section = near?.section ?? (NEAREST[part].length > 0 ? sections[sections.length - 1] : undefined);
    if (!section) continue;
    const at = near?.part ?? section.parts[section.parts.length - 1] ?? part;
    const items = writer.part(part, !!section.plain);
    if (items.length > 0) slots.set(key(section.id, at), [...(slots.get(key(section.id, at)) ?? []), ...items]);
  }
  return {
    itemsOf: (sectionId, part) => slots.get(key(sectionId, part)) ?? [],
    tellsHistory: visit.speakersKnown,
    asides: visit.asides ?? [],
    factorsFrom: visit.symptoms.flatMap((f) => (f.attributes.factors ?? []).flatMap((x) => (x.evidence ? [x.evidence] : []))),
  };
}

class DraftWriter {
  private readonly lang: Lang;
  private readonly rules: Rules;
  private readonly subject: string;
  private readonly bullets: boolean;
  private readonly translating: boolean;

  constructor(
    private readonly visit: VisitModel,
    private readonly options: DraftOptions,
  ) {
    this.lang = options.language ?? visit.language;
    // In another language than the visit's, only what the lexicon names in it is written: no words as said.
    this.translating = this.lang !== visit.language;
    this.rules = RULES[this.lang];
    const term = options.patientTerm ?? 'Patient';
    this.subject = (options.pronoun === 'she' ? this.rules['subject-she'] : this.rules.subject)[term];
    this.bullets = (options.style ?? 'bullet') === 'bullet';
  }

  part(part: DraftPart, plain: boolean): DraftItem[] {
    if (!this.visit.speakersKnown && !(this.visit.dictated && CLINICIAN_PARTS.has(part))) return [];
    switch (part) {
      case 'complaint':
        return this.complaint();
      case 'history':
        return this.history();
      case 'review-of-systems':
        return this.reviewOfSystems();
      case 'past-history':
        return this.pastHistory();
      case 'medications':
        return this.medications(plain);
      case 'social':
        return this.group(
          '',
          // In a note of the other language, a habit by its topic's sentence there ("Consomme de l'alcool." is "Drinks alcohol.").
          this.visit.social.map((s) => ({
            kind: 'social' as const,
            text: (this.translating && s.manner && habitSentence(s.topic, s.manner, this.lang)) || s.text,
            evidence: s.evidence,
          })),
        );
      case 'exam':
        return this.examination();
      case 'results':
        return this.group(
          '',
          this.visit.examination
            .filter((e) => e.kind === 'result')
            .map((e) => ({ kind: 'result' as const, text: e.text, evidence: e.evidence })),
        );
      case 'assessment':
        return this.assessment();
      case 'plan':
        return this.plan(plain);
    }
  }

  private sentence(id: SentenceId, values: Parameters<typeof fill>[1] = {}): string {
    return fill(this.rules.sentences[id], { subject: this.subject, ...values });
  }

  /** Facts as items: one a sentence for bullets, else one item holding them all; the title on the first. */
  private group(title: string, facts: DraftFact[]): DraftItem[] {
    if (facts.length === 0) return [];
    if (this.bullets) return facts.map((fact, i) => ({ title: i === 0 ? title : '', text: fact.text, facts: [fact] }));
    return [{ title, text: facts.map((f) => f.text).join(' '), facts }];
  }

  /** A concept's name in the note's language (the lexicon's entry of the same id), else as the visit names it. */
  private name(concept: Concept): string {
    const name = this.translating ? nameIn(this.lang, concept) : concept.name;
    // A test with the body part it was said of ("chest x-ray").
    return concept.site ? sitedTestName(name, this.name(concept.site), this.lang) : name;
  }

  /** What the note names in its language (all of it, in the visit's). */
  private named = <T extends { concept: Concept }>(list: T[]): T[] => list.filter((x) => this.name(x.concept) !== '');

  /** A medication as the note names it: as said, or the lexicon's name in another language. */
  private medicationName(m: { concept: Concept; said: string }): string {
    if (!this.translating) return withArticle(m.said, m.concept, this.lang);
    // Named in the note's language, with its article there ("an inhaler" for "la Ventoline").
    const entry = lexiconEntries(this.lang, m.concept.kind).find((e) => e.id === m.concept.id);
    return entry ? withArticle(entry.name, entry, this.lang) : m.said;
  }

  /**
   * The other names a medication the patient takes was said by, in brackets: the product after
   * the kind ("the pill (Microgynon)", "an inhaler (Ventolin)"); '' where it was said one way.
   */
  private alsoCalled(medication: Medication): string {
    if (this.translating) return '';
    const first = medication.said.toLowerCase();
    const others = new Map<string, string>();
    for (const m of this.visit.medications) {
      const said = m.said.toLowerCase();
      if (m.status === 'current' && m.concept.id === medication.concept.id && !first.includes(said) && !said.includes(first))
        others.set(said, m.said);
    }
    return others.size > 0 ? ` (${[...others.values()].join(', ')})` : '';
  }

  /** A finding's name as the note writes it: how it feels before it ("watery diarrhea"). */
  private findingName(finding: Finding): string {
    const character = this.translating ? undefined : finding.attributes.character;
    const name = sidedName(this.name(finding.concept), finding.attributes, this.lang, this.translating);
    return character ? `${character} ${name}` : name;
  }

  /**
   * How long a symptom has gone on, as the note writes it: as said ("for about three days"), or in a note of the other
   * language one number and a unit written there ("depuis cinq jours": "for 5 days"), else nothing (the quote has it).
   */
  private since(duration: string): string | undefined {
    if (!this.translating) return durationPhrase(duration, this.lang);
    const translated = durationInLanguage(duration, this.visit.language, this.lang);
    return translated && `${this.rules['timing-length']} ${translated}`;
  }

  /** The clinician's name for a diagnosis where it says more, in the visit's language; else the condition's. */
  private impressionName(i: Impression): string {
    return !this.translating && i.said ? i.said : this.conditionName(i.concept, i.evidence);
  }

  /** A condition's name, with the words it was said with when they are another name for it ("IBS"), or hold its name and more. */
  private conditionName(concept: Concept, evidence: Evidence): string {
    const said = this.options.transcript?.slice(evidence.start, evidence.end).trim() ?? '';
    if (ABBREVIATION.test(said) && !wordsOf(this.name(concept)).includes(said.toLowerCase())) return `${this.name(concept)} (${said})`;
    // Said as one of its terms holding its name and more ("atopic eczema"): as said, in the visit's language.
    return (!this.translating && fullerTerm(said, concept, this.name(concept), this.lang)) || this.name(concept);
  }

  private complaint(): DraftItem[] {
    const complaint = this.visit.complaint;
    if (!complaint || complaint.concepts.length === 0) return [];
    const names = complaint.concepts.map((c) => {
      const finding = this.visit.symptoms.find((f) => f.concept.id === c.id);
      return finding ? this.findingName(finding) : this.name(c);
    });
    const text = this.sentence('complaint', { name: joinList(names, this.rules['list-and']) });
    return [{ title: '', text, facts: [{ kind: 'symptom', text, evidence: complaint.evidence }] }];
  }

  /** The presenting complaint with its duration and character, what else the patient reports, what they deny. */
  private history(): DraftItem[] {
    const told = this.named(this.visit.symptoms.filter((f) => f.basis !== 'stated' && writtenUnsited(this.visit, f)));
    const complaintIds = new Set(this.visit.complaint?.concepts.map((c) => c.id));
    const withDuration = (f: Finding) => {
      const since = f.attributes.duration && this.since(f.attributes.duration);
      return since ? `${this.findingName(f)} ${since}` : this.findingName(f);
    };
    const presenting = told.filter((f) => complaintIds.has(f.concept.id) && f.assertion === 'present');
    const others = told.filter((f) => !complaintIds.has(f.concept.id) && f.assertion === 'present');
    const absent = told.filter((f) => f.assertion === 'absent' && this.deniable(f));
    const possible = told.filter((f) => f.assertion === 'possible');
    const facts: DraftFact[] = [];
    if (presenting.length > 0) {
      // One duration for all ("fever and vomiting for three days") where they share it.
      const durations = new Set(presenting.map((f) => f.attributes.duration));
      const shared = presenting.length > 1 && durations.size === 1 ? presenting[0].attributes.duration : undefined;
      const sharedSince = shared && this.since(shared);
      const list = sharedSince
        ? `${joinList(
            presenting.map((f) => this.findingName(f)),
            this.rules['list-and'],
          )} ${sharedSince}`
        : joinList(presenting.map(withDuration), this.rules['list-and']);
      facts.push({ kind: 'symptom', text: this.sentence('presents', { list }), evidence: presenting[0].evidence[0], presents: true });
    }
    if (others.length > 0) {
      // A review visit presents with its review: a symptom told along the way is reported too ("also reports diarrhea").
      const text = this.sentence(presenting.length > 0 || this.visit.complaint?.review ? 'reports' : 'presents', {
        list: joinList(others.map(withDuration), this.rules['list-and']),
      });
      facts.push({ kind: 'symptom', text, evidence: others[0].evidence[0] });
    }
    // Where a pain goes ("The chest pain does not radiate."), the part as said: not written again in another language.
    for (const f of this.translating ? [] : [...presenting, ...others].filter((x) => x.attributes.radiation))
      facts.push({
        kind: 'symptom',
        text: radiationSentence(f.attributes.radiation!, this.name(f.concept), this.lang),
        evidence: f.evidence[0],
      });
    // What makes it worse or better ("The heel pain is worse first thing in the morning."), as told: not written again in another language.
    for (const f of this.translating ? [] : [...presenting, ...others])
      for (const factor of f.attributes.factors ?? [])
        facts.push({
          kind: 'symptom',
          text: factorSentence(factor, this.name(f.concept), this.lang, this.options.pronoun),
          evidence: factor.evidence ?? f.evidence[0],
        });
    // Possible by a yes to several asked at once, or by the patient's own doubt ("I'm not sure if I had a fever").
    for (const [basis, key] of [
      ['answered', 'answered-yes-to-several'],
      ['told', 'possible-symptoms'],
    ] as const) {
      const these = possible.filter((f) => (f.basis === 'answered') === (basis === 'answered'));
      if (these.length === 0) continue;
      const list = joinList(
        these.map((f) => this.name(f.concept)),
        this.rules['list-or'],
      );
      facts.push({ kind: 'symptom', text: this.sentence(key, { list }), evidence: these[0].evidence[0] });
    }
    const rating = this.visit.painRating;
    if (rating) facts.push({ kind: 'symptom', text: this.sentence('pain-rating', { name: rating.value }), evidence: rating.evidence[0] });
    for (const other of this.translating ? [] : (this.visit.ratings ?? []))
      facts.push({ kind: 'symptom', text: this.sentence('rating', { name: `${other.of} ${other.value}` }), evidence: other.evidence[0] });
    if (absent.length > 0) {
      facts.push({
        kind: 'negation',
        text: this.sentence('denies', {
          list: joinList(
            absent.map((f) => this.name(f.concept)),
            this.rules['list-or'],
          ),
        }),
        evidence: absent[0].evidence[0],
      });
    }
    return this.group('', facts);
  }

  /** Vital signs, then the findings by body system, each system titled; the findings no system's words name last. */
  private examination(): DraftItem[] {
    const vitals = this.visit.examination
      .filter((e) => e.kind === 'vital')
      .map((e) => ({ kind: 'vital' as const, text: e.text, evidence: e.evidence }));
    const bySystem = new Map<string, DraftFact[]>();
    for (const finding of this.visit.examination.filter((e) => e.kind === 'exam')) {
      // In a note of the other language, a part's findings as its rules write them ("Le dos est douloureux." is "Back is tender.").
      const text = (this.translating && finding.said && examInLanguage(finding.said, this.lang)) || finding.text;
      // The part examined says its system where the lexicon knows it ("knee"); else the finding's words.
      const system = finding.concept?.system ?? examSystemOf(text, this.lang) ?? '';
      bySystem.set(system, [...(bySystem.get(system) ?? []), { kind: 'exam', text, evidence: finding.evidence }]);
    }
    const systems = this.rules.systems as Record<string, string>;
    const order = [...Object.keys(systems).filter((system) => bySystem.has(system)), ...(bySystem.has('') ? [''] : [])];
    return [...this.group('', vitals), ...order.flatMap((system) => this.group(systems[system] ?? '', bySystem.get(system) ?? []))];
  }

  /**
   * Whether the note may write the patient denies it: never the complaint, as the visit names
   * it or the note words it ("blinding headache" denies no headache). What else the complaint's
   * sentence says is not the complaint ("a cough but no fever" denies fever).
   */
  private deniable(finding: Finding): boolean {
    // A general symptom held present at one of its parts ("any other joint pain?" "no" beside knee pain) is not denied.
    const covers = lexiconEntries(this.visit.language, 'symptom').find((e) => e.id === finding.concept.id)?.covers;
    const heldAt = (f: Finding) => (f.assertion === 'present' ? partOfSymptom(f.concept) : undefined);
    if (covers && this.visit.symptoms.map(heldAt).some((at) => at?.symptom === covers.symptom && covers.parts.includes(at.part)))
      return false;
    const complaint = this.visit.complaint?.concepts ?? [];
    if (complaint.some((c) => c.id === finding.concept.id)) return false;
    const complaintWords = new Set(wordsOf(`${complaint.map((c) => this.name(c)).join(' ')} ${this.options.complaint ?? ''}`));
    return !wordsOf(this.name(finding.concept)).every((w) => complaintWords.has(w));
  }

  /** The review of systems: per body system, in the rule file's order, what the patient reports and what they deny. */
  private reviewOfSystems(): DraftItem[] {
    const told = this.named(this.visit.symptoms.filter((f) => f.basis !== 'stated' && writtenUnsited(this.visit, f)));
    const systems = this.rules.systems as Record<string, string>;
    return Object.keys(systems).flatMap((system) => {
      const mine = told.filter((f) => f.concept.system === system);
      const present = mine.filter((f) => f.assertion === 'present');
      const absent = mine.filter((f) => f.assertion === 'absent' && this.deniable(f));
      const facts: DraftFact[] = [];
      if (present.length > 0)
        facts.push({
          kind: 'symptom',
          text: this.sentence('system-reports', {
            list: joinList(
              present.map((f) => this.findingName(f)),
              this.rules['list-and'],
            ),
          }),
          evidence: present[0].evidence[0],
        });
      if (absent.length > 0)
        facts.push({
          kind: 'negation',
          text: this.sentence('system-denies', {
            list: joinList(
              absent.map((f) => this.name(f.concept)),
              this.rules['list-or'],
            ),
          }),
          evidence: absent[0].evidence[0],
        });
      return facts.length > 0 ? [{ title: systems[system], text: facts.map((f) => f.text).join(' '), facts }] : [];
    });
  }

  private pastHistory(): DraftItem[] {
    const told = this.named(this.visit.history.filter((f) => f.basis !== 'stated'));
    const facts: DraftFact[] = [];
    // Conditions, then operations: the past medical and the past surgical history.
    for (const [key, past] of [
      ['past-history', told.filter((f) => f.concept.kind !== 'procedure')],
      ['past-surgical-history', told.filter((f) => f.concept.kind === 'procedure')],
    ] as const) {
      if (past.length === 0) continue;
      // One the patient said is over, as such ("asthma (resolved)").
      const names = past.map((f) =>
        f.attributes.resolved
          ? `${this.conditionName(f.concept, f.evidence[0])} (${this.rules.resolved})`
          : this.conditionName(f.concept, f.evidence[0]),
      );
      facts.push({
        kind: 'diagnosis',
        text: this.sentence(key, { list: joinList(names, this.rules['list-and']) }),
        evidence: past[0].evidence[0],
      });
    }
    const family = this.named(this.visit.family);
    if (family.length > 0) {
      facts.push({
        kind: 'diagnosis',
        text: this.sentence('family-history', {
          list: joinList(
            family.map((f) => this.familyName(f)),
            this.rules['list-and'],
          ),
        }),
        evidence: family[0].evidence[0],
      });
    }
    return this.group('', facts);
  }

  /** A family history's condition with who has it, as the family cue named them ("colon cancer (father)"); the name alone in another language. */
  private familyName(finding: Finding): string {
    const relatives = this.translating ? [] : (finding.attributes.relatives ?? []);
    return relatives.length > 0 ? `${this.name(finding.concept)} (${relatives.join(', ')})` : this.name(finding.concept);
  }

  /** Current medications and allergies. */
  private medications(plain: boolean): DraftItem[] {
    const seen = new Set<string>();
    const current = this.visit.medications.filter((m) => m.status === 'current' && !seen.has(m.concept.id) && seen.add(m.concept.id));
    const facts: DraftFact[] = [];
    if (plain) {
      for (const m of current)
        facts.push({ kind: 'medication', text: fill(this.rules.plain.current, { name: this.medicationName(m) }), evidence: m.evidence });
    } else if (current.length > 0) {
      const list = current.map((m) => {
        const dosing = this.dosing(m);
        const name = `${this.medicationName(m)}${this.alsoCalled(m)}`;
        return dosing ? `${name} ${dosing}` : name;
      });
      facts.push({
        kind: 'medication',
        text: this.sentence('medications', { list: joinList(list, this.rules['list-and']) }),
        evidence: current[0].evidence,
      });
    }
    const allergies = this.visit.allergies;
    if (allergies.length > 0 && !plain) {
      // An allergen that is no medication is named in lower case whatever the transcript's capitals ("just Latex"); a brand keeps its own.
      const said = (a: (typeof allergies)[number]) => (a.concept.kind === 'allergen' ? a.said.toLowerCase() : a.said);
      const list = allergies.map((a) =>
        this.translating ? this.name(a.concept) || a.said : a.reaction ? `${said(a)} (${a.reaction})` : said(a),
      );
      facts.push({
        kind: 'allergy',
        text: this.sentence('allergies', { list: joinList(list, this.rules['list-and']) }),
        evidence: allergies[0].evidence,
      });
    }
    // None, as the patient said: "no known allergies", a fact a note states as much as an allergy.
    if (allergies.length === 0 && this.visit.noKnownAllergies && !plain)
      facts.push({ kind: 'allergy', text: this.sentence('no-allergies'), evidence: this.visit.noKnownAllergies });
    return this.group('', facts);
  }

  /** The clinician's impression, then the differentials; never what the patient guessed. */
  private assessment(): DraftItem[] {
    const seen = new Set<string>();
    const fresh = <T extends { concept: Concept }>(i: T) => !seen.has(i.concept.id) && !!seen.add(i.concept.id);
    // The stated impression first, a possible one after; a differential is written among the differentials.
    const ordered = [...this.visit.impressions].sort(
      (a, b) => Number(a.differential) - Number(b.differential) || Number(a.certainty === 'possible') - Number(b.certainty === 'possible'),
    );
    // A general diagnosis beside a specific one it is ("diabetes" and "type 2 diabetes"): the specific one.
    const unique = withoutImplied(this.named(ordered.filter(fresh)));
    const main = unique.filter((i) => !i.differential);
    const differentials = unique.filter((i) => i.differential);
    const facts: DraftFact[] = [];
    for (const certainty of ['stated', 'possible'] as const) {
      const these = main.filter((i) => i.certainty === certainty);
      if (these.length === 0) continue;
      const name = joinList(
        these.map((i) => this.impressionName(i)),
        this.rules['list-and'],
      );
      facts.push({
        kind: 'diagnosis',
        text: this.sentence(certainty === 'possible' ? 'possible-impression' : 'impression', { name }),
        evidence: these[0].evidence,
      });
    }
    const items = this.group(this.rules.titles.assessment, facts);
    if (differentials.length > 0) {
      const text = this.sentence('differentials', {
        list: joinList(
          differentials.map((i) => (!this.translating && i.said) || this.name(i.concept)),
          this.rules['list-and'],
        ),
      });
      items.push({ title: '', text, facts: [{ kind: 'diagnosis', text, evidence: differentials[0].evidence }] });
    }
    // What the clinician said it is not ("that's not usually how lung cancer presents"), after what they think it is.
    const ruledOuts = this.named(this.visit.ruledOut.filter(fresh));
    // What the clinician thinks it is not ("I don't think it's sleep apnoea"), one by one: thought unlikely.
    for (const unlikely of ruledOuts.filter((i) => i.certainty === 'possible')) {
      const text = this.sentence('ruled-out-unlikely', { name: this.name(unlikely.concept) });
      items.push({ title: '', text, facts: [{ kind: 'diagnosis', text, evidence: unlikely.evidence }] });
    }
    const ruledOut = ruledOuts.filter((i) => i.certainty !== 'possible');
    if (ruledOut.length > 0) {
      const text = this.sentence('ruled-out', {
        list: joinList(
          ruledOut.map((i) => this.name(i.concept)),
          this.rules['list-and'],
        ),
      });
      items.push({ title: '', text, facts: [{ kind: 'diagnosis', text, evidence: ruledOut[0].evidence }] });
    }
    return items;
  }

  /** A plan sentence, for the patient where the section is plain. */
  private planSentence(plain: boolean, id: SentenceId & PlainId, values: Parameters<typeof fill>[1]): string {
    return plain ? fill(this.rules.plain[id], { subject: this.subject, ...values }) : this.sentence(id, values);
  }

  /** "for two to three days", "in three to four days": a timing as said, with a preposition when it has none (`review`: the one of a time to come). */
  private timing(item: PlanItem, review: boolean): string | undefined {
    if (!item.timing) return undefined;
    // In another language than the visit's: one number and a unit written there ("dans trois jours": "in 3 days"), else none.
    if (this.translating) {
      const translated = durationInLanguage(item.timing, this.visit.language, this.lang);
      return translated && `${review ? this.rules['timing-review'] : this.rules['timing-ahead']} ${translated}`;
    }
    const phrase = durationPhrase(item.timing, this.lang);
    const [first, ...rest] = phrase.split(' ');
    // A plan's length is ahead ("pour deux jours"), not since ("depuis"): the words differ in French.
    if (first !== this.rules['timing-length']) return phrase;
    return [review ? this.rules['timing-review'] : this.rules['timing-ahead'], ...rest].join(' ');
  }

  /** The dosing said after a medication, as far as it says how much and how often ("two tablets up to four times a day"), naming no other medication. */
  private dosing(medication: Medication): string | undefined {
    if (this.translating) return undefined;
    // The words right after the name, where the transcript is given (a dose said again after a break shows there); else the visit's.
    const after = this.options.transcript ? this.saidAfter(medication.evidence) : undefined;
    // A dosing said in a sentence of its own after the name ("It's one tablet twice a day") is the visit's.
    const ownSentence = medication.dosing !== undefined && after !== undefined && !after.includes(medication.dosing);
    if (after !== undefined && !ownSentence) return this.doseIn(after, medication);
    return medication.dosing ? this.doseIn(medication.dosing, medication) : undefined;
  }

  private doseIn(text: string, medication: Medication): string | undefined {
    const { words, stops, leads, frequency } = this.rules.dosing;
    const { then, course } = DOSING_RULES[this.lang];
    const said = withoutRepairs(
      withoutAsides(
        withoutStrengths(text.replace(/[,;]/g, ' , ').split(/\s+/).filter(Boolean), DOSING_RULES[this.lang].forms.strengths.words),
        DOSING_RULES[this.lang].asides.words,
        (w) => /^\d/.test(w) || words.includes(w.toLowerCase()) || frequency.includes(w.toLowerCase()),
      ),
      isNumberWord,
    );
    // A number said in words, joined by hyphens too ("thirty-five"), is a word of the dose.
    const isNumber = isNumberWord;
    const isDose = (word: string) => /^\d/.test(word) || words.includes(word.toLowerCase()) || (word.includes('-') && isNumber(word));
    // The dosing starts at its first word of dose, a few words in at most ("it's", "you take").
    const from = said.findIndex(isDose);
    if (from < 0 || from > 4 || said.slice(0, from).some((w) => w !== ',' && !(leads.includes(w.toLowerCase()) || VERB_LEADS.test(w))))
      return undefined;
    let end = from;
    /** Where the dosing ended before a comma it went on past; -1 while it has gone past none. */
    let beforeComma = -1;
    let stop = said.length;
    /** Where a course said past a comma starts ("for seven days"); -1 where none is. */
    let courseAt = -1;
    for (let i = from; i < said.length; i += 1) {
      const word = said[i].toLowerCase();
      // A dose broken off at a number and said again ("three hundred, twenty-five milligrams"): not written in part. After
      // its unit, what follows a comma is how often ("four hundred milligrams, two times a day").
      if (word === ',' && isDose(said[i + 1] ?? '') && isNumber(said[i - 1] ?? '')) return undefined;
      // How long the course lasts, past a comma at the end ("..., five times a day, | for seven days"): kept.
      if (word === ',' && i > from && course.words.includes((said[i + 1] ?? '').toLowerCase()) && isNumber(said[i + 2] ?? '')) {
        courseAt = i;
        continue;
      }
      if (word === ',' && isDose(said[i + 1] ?? '') && i > from) {
        beforeComma = end;
        continue;
      }
      // A next step of the dosing goes on past "and" ("200 mg on the first day and then 100 mg once a day").
      const next = said[i + 1] ?? '';
      const goesOn = isDose(next) || (then.includes(next.toLowerCase()) && isDose(said[i + 2] ?? ''));
      if (i > from && (word === ',' || (stops.includes(word) && !(word === this.rules['list-and'] && goesOn)))) {
        stop = i;
        break;
      }
      if (isDose(word)) end = i + 1;
    }
    // Past a comma, only what ends as a dosing: "once a day, half an hour before breakfast" is written "once a day"; unless
    // how often is said only past it ("five hundred milligrams, twice a day with food": "five hundred milligrams, twice a day").
    const often = (words: string[]) => words.some((w) => frequency.includes(w.toLowerCase()));
    // ... unless it ends with how long the course lasts ("five times a day, for seven days").
    const endsWithCourse = courseAt >= 0 && courseAt < end;
    if (
      !endsWithCourse &&
      beforeComma >= 0 &&
      said.slice(end, stop).length > 0 &&
      (often(said.slice(from, beforeComma)) || !often(said.slice(beforeComma, end)))
    )
      end = beforeComma;
    if (end === from) return undefined;
    const dosing = said.slice(from, end).join(' ');
    const saidWords = new Set(wordsOf(dosing));
    const others = this.visit.medications.filter((m) => m.concept.id !== medication.concept.id);
    return others.some((m) => wordsOf(m.said).every((w) => saidWords.has(w))) ? undefined : dosing;
  }

  /** Whether the next saying of an advised medication is advised again, with its dose (continued with it, or nothing done to it). */
  private dosedWhenNextNamed(m: Medication): boolean {
    const all = this.visit.medications;
    const next = all.slice(all.indexOf(m) + 1).find((later) => later.concept.id === m.concept.id);
    return (
      next !== undefined &&
      next.status === 'advised' &&
      !next.possible &&
      (!next.change || next.change === 'continue') &&
      next.evidence.sentence > m.evidence.sentence &&
      this.dosing(next) !== undefined
    );
  }

  /** The words said after a medication's name, to the end of its sentence ("lisinopril 20 mg once a day"). */
  private saidAfter(evidence: Evidence): string {
    const after = this.options.transcript?.slice(evidence.end, evidence.end + 160) ?? '';
    return after.split(/[.?!\n]/)[0];
  }

  /** The plan by kind, in a clinician's order: tests, medications, over-the-counter, self-care, time off, referral, follow-up, safety-netting. */
  private plan(plain: boolean): DraftItem[] {
    const groups = new Map<PlanGroup, DraftFact[]>();
    const texts = new Set<string>();
    const add = (group: PlanGroup, kind: FactKind, text: string, evidence: Evidence, alsoFrom?: Evidence) => {
      if (!text || texts.has(text)) return;
      texts.add(text);
      groups.set(group, [...(groups.get(group) ?? []), { kind, text, evidence, ...(alsoFrom ? { alsoFrom } : {}) }]);
    };
    // Over the counter: a medication said only in over-the-counter advice; one also prescribed is a prescription
    // ("take the antibiotics" said beside the paracetamol, "start the antibiotics today").
    const conceptsOf = (kind: PlanKind) =>
      new Set(this.visit.plan.filter((p) => p.kind === kind).flatMap((p) => p.concepts.map((c) => c.id)));
    const prescribed = conceptsOf('prescription');
    // Of an item over the counter by a medication sold so ("stop the ibuprofen and swap to naproxen"), only those sold so.
    const soldOverTheCounter = new Set(
      this.visit.plan
        .filter((p) => p.kind === 'otc')
        .flatMap((p) => (p.concepts.some((c) => c.otc) ? p.concepts.filter((c) => c.otc) : p.concepts))
        .map((c) => c.id),
    );
    const otc = new Set([...soldOverTheCounter].filter((id) => !prescribed.has(id)));
    const medSeen = new Set<string>();
    /** The times of the reviews said on a condition. */
    const conditionalTimings = new Set<string>();
    /** The times of the reviews written, without the word before them. */
    const reviewTimes = new Set<string>();
    /** A referral said on a condition, by its sentence, and the sentence of that referral without it. */
    const onCondition = new Map<string, string>();
    // A medication the patient takes and was told of again without a dose: continued, changed or stopped, the visit does not say; not written as advice.
    const taken = new Set(this.visit.medications.filter((m) => m.status === 'current').map((m) => m.concept.id));
    // An option named, then decided against ("One's an anti-inflammatory called naproxen. ... I'd rather not use naproxen"): not needed.
    const decidedAgainst = (m: Medication) =>
      m.status === 'advised' &&
      !m.change &&
      !m.dosing &&
      this.visit.medications.some(
        (later) =>
          later.concept.id === m.concept.id &&
          later.status === 'not-needed' &&
          !later.change &&
          !later.dosing &&
          later.evidence.sentence > m.evidence.sentence &&
          later.evidence.sentence - m.evidence.sentence <= DECIDED_REACH,
      );
    // Advised first as a kind, with nothing said of how ("the emollient"), then by the product in the form to use it ("Epimax
    // ointment"): written as the product.
    const saidBetter = (m: Medication) =>
      m.status !== 'advised' || m.possible || m.change || m.form || this.dosing(m)
        ? m
        : (this.visit.medications.find(
            (o) => o.concept.id === m.concept.id && o.status === 'advised' && !o.possible && !o.change && o.form !== undefined,
          ) ?? m);
    for (const first of this.visit.medications) {
      const m = medSeen.has(first.concept.id) ? first : saidBetter(first);
      if (m.status === 'current' || medSeen.has(m.concept.id) || saidAsItsMember(m, this.visit.medications)) continue;
      if (decidedAsMember(m, this.visit.medications, (x) => !!this.dosing(x))) continue;
      if (decidedAgainst(m)) continue;
      // Named first, dosed when next named ("So I'll go with colchicine." ... "It's five hundred micrograms, ..."): written with its dose.
      if (m.status === 'advised' && !m.change && !m.possible && !this.dosing(m) && this.dosedWhenNextNamed(m)) continue;
      // One the patient takes, named again in the plan with nothing done to it ("that'll replace the Clenil"), leaves its
      // item to a later saying that does something to it ("you can stop the Clenil").
      if (m.status === 'advised' && !m.change && !m.possible && taken.has(m.concept.id) && !this.dosing(m)) continue;
      medSeen.add(m.concept.id);
      const group: PlanGroup = otc.has(m.concept.id) ? 'otc' : 'prescription';
      // What the plan does to it, in the words it was said with ("Increase the metformin to 1000 mg twice a day."), in a
      // clinician's note in the visit's language; the patient's summary and a translated note keep their own sentence.
      // Started with the dose said in a sentence of its own ("I'm going to prescribe colchicine." ... "It's five hundred micrograms,
      // ..."): written with the dose, as advice to take it.
      const dosedApart = m.change === 'start' && m.dosingEvidence !== undefined && m.dosingEvidence.sentence !== m.evidence.sentence;
      if (m.status === 'advised' && m.change && m.written && !plain && !this.translating && !dosedApart) {
        add(group, 'medication', m.written, m.evidence);
        continue;
      }
      const name = this.medicationName(m);
      // Stopped, in the patient's summary and a translated note too: never written as advice to take it.
      if (m.status === 'advised' && m.change === 'stop') {
        add(group, 'medication', this.planSentence(plain, 'stop', { name }), m.evidence);
        continue;
      }
      // Continued without a dose said again: continued, as said ("carry on with the paracetamol").
      if (m.status === 'advised' && m.change === 'continue' && !this.dosing(m)) {
        add(group, 'medication', this.planSentence(plain, 'continue', { name }), m.evidence);
        continue;
      }
      if (m.status === 'advised' && taken.has(m.concept.id) && !this.dosing(m)) continue;
      // With its dose where one was said ("Amoxicillin 1 tablet, 3 times a day may be needed.").
      const possibleDosing = m.possible ? this.dosing(m) : undefined;
      if (m.possible)
        add(
          group,
          'medication',
          this.planSentence(plain, 'possibly-needed', { name: possibleDosing ? `${name} ${possibleDosing}` : name }),
          m.evidence,
          possibleDosing ? m.dosingEvidence : undefined,
        );
      else if (m.status === 'not-needed') add(group, 'medication', this.planSentence(plain, 'not-needed', { name }), m.evidence);
      else {
        const dosing = this.dosing(m);
        // One said in a form to use ("Voltarol gel") is used, with its form: "advised to use diclofenac gel".
        const form = m.form && !this.translating ? m.form : undefined;
        const advised = advisedSentence(m, !!dosing, !!form);

        add(
          group,
          'medication',
          this.planSentence(plain, advised, { name, list: form, dosing }),
          m.evidence,
          dosing ? m.dosingEvidence : undefined,
        );
      }
    }
    // What the patient is to call or come back for, with its condition, in the visit's language and a clinician's note: one
    // that names a symptom or a condition ("Call if they get a fever.") or stands for the safety net read from its sentence
    // ("if it gets worse, give us a call"); a review with its time said there is the follow-up's ("come back if it's not
    // better in three days"); any other ("if you have any questions go ahead") is offered by "Not in the note".
    const netAt = new Set(this.visit.plan.filter((p) => !p.led && p.kind === 'safety-net').map((p) => p.evidence.sentence));
    const calls = plain || this.translating ? [] : this.visit.plan.filter((p) => p.callIf);
    const callAt = new Set<number>();
    const conditions = new Set<string>();
    for (const item of calls) {
      if (!item.callIf || isReview(item, this.visit.plan)) continue;
      if (!item.callOf && !netAt.has(item.evidence.sentence)) continue;
      // The same condition said with two cues ("come back ... or call if the headaches become more severe"; "call us straight
      // away, or go to A&E") once: compared from its condition word on.
      const words = item.callIf.split(' ');
      const at = words.findIndex((w) => PLAN_ITEM_RULES[this.lang].conditions.before.includes(w.toLowerCase()));
      const condition = words.slice(at < 0 ? 1 : at).join(' ');
      if (conditions.has(condition)) continue;
      conditions.add(condition);
      add('safety-net', 'follow-up', item.callIf, item.evidence);
      callAt.add(item.evidence.sentence);
    }
    // The other items found by their lead-in words, and what is not needed, are offered by "Not in the note", in the clinician's words.
    // A test led into by the clinician's words is one to write, as a test said with a cue is ("we'll do a blood test for your
    // kidney function in two weeks"): it names the test.
    // One of a vital sign the clinician measured in the visit is the measuring ("let me check your blood pressure now").
    const measured = measuredInVisit(this.visit);
    const ledTest = (c: Concept) => c.kind === 'test' && !measured(c);
    // Nor one gone over or already done ("review your echocardiogram", "your current biopsy site": rules' notOrdering).
    const written = (p: PlanItem) =>
      !p.led || (p.kind === 'test' && p.concepts.some(ledTest) && !saidAsNotOrdered(p.text, this.visit.language));
    const testItems = oneItemPerTest(this.visit.plan, written);
    for (const item of this.visit.plan.filter(written)) {
      const group = GROUP_OF[item.kind];
      if (!group) continue;
      if (group === 'safety-net' && !item.timing && callAt.has(item.evidence.sentence)) continue;
      // A review's, a safety net's and a test's time is when it comes ("in two weeks"); time off's is how long.
      const timing = this.timing(item, group === 'follow-up' || group === 'safety-net' || group === 'test');
      const kind: FactKind = group === 'referral' ? 'referral' : group === 'follow-up' || group === 'safety-net' ? 'follow-up' : 'plan';
      switch (group) {
        case 'test': {
          const named = item.concepts.find((c) => c.kind === 'test');
          if (named && !testItems.has(item)) break;
          const tests = named && testItems.get(item);
          if (tests)
            add(
              group,
              kind,
              this.planSentence(plain, item.conditional ? 'test-condition' : timing ? 'test-timing' : 'test', {
                name: orderedTestsName(
                  tests.map((test) => ({ name: this.name(test), blood: test.blood === true })),
                  this.lang,
                  ordersBloodTests(this.visit.plan),
                ),
                timing,
              }),
              item.evidence,
            );
          else if (item.write) add(group, kind, item.write, item.evidence);
          break;
        }
        case 'time-off':
          // What the rule of its words writes, in a clinician's note in the visit's language ("A fit note is given."), else time off.
          // ... with how long where it was said ("I'll give you a fit note for two weeks": "A fit note is given for two weeks.").
          add(
            group,
            kind,
            item.write && !plain && !this.translating
              ? timing
                ? item.write.replace(/[.]$/, ` ${timing}.`)
                : item.write
              : this.planSentence(plain, timing ? 'time-off-timing' : 'time-off', { timing }),
            item.evidence,
          );
          break;
        case 'examination': {
          // One examination in person, of every part of the body said with it, however often it was said.
          if (groups.has(group)) break;
          const once = oneExamination(this.visit.plan) ?? item;
          const list = joinList(once.concepts.map((c) => this.name(c)).filter(Boolean), this.rules['list-and']);
          add(group, kind, this.planSentence(plain, list ? 'examination-parts' : 'examination', { list }), once.evidence);
          break;
        }
        case 'referral': {
          // A test said with it ("refer you ... and arrange a chest X-ray") is where no one is referred.
          const to = item.concepts.find((c) => c.kind !== 'test');
          // Where the lexicon names no one to refer to, the item as said names where ("Refer to talking therapies for some CBT.").
          // One said on a condition ("if it's not better we can refer you to ...") says so.
          const said = this.translating ? undefined : item.written;
          const ifSo = item.conditional ? '-condition' : '';
          const conditioned = (text: string, plainText: string) => (onCondition.set(text, plainText), text);
          const saidAs = (text: string) =>
            ifSo ? conditioned(this.sentence('said-condition', { list: text.replace(/[.]$/, '') }), text) : text;
          const named = (id: 'referral' | 'referral-name') => {
            const text = this.sentence(`${id}${ifSo}` as SentenceId, { name: to && this.name(to) });
            return ifSo ? conditioned(text, this.sentence(id, { name: to && this.name(to) })) : text;
          };
          const written = item.write ?? said;
          if (plain) add(group, kind, written ? saidAs(written) : named(to ? 'referral-name' : 'referral'), item.evidence);
          else add(group, kind, to ? named('referral-name') : written ? saidAs(written) : named('referral'), item.evidence);
          break;
        }
        case 'follow-up':
        case 'safety-net':
          // A condition with a time ("if it's not better in three to four days") is a review; without one, a safety net.
          if (timing) {
            // The same time said again with another word before it ("after six to eight weeks", "in six to eight weeks"): once.
            const when = `${item.conditional}|${withoutPreposition(timing, this.visit.language)}`;
            if (reviewTimes.has(when)) break;
            reviewTimes.add(when);
            add(
              'follow-up',
              kind,
              this.planSentence(plain, item.conditional ? 'follow-up-condition' : 'follow-up-timing', { timing }),
              item.evidence,
            );
            if (item.conditional) conditionalTimings.add(timing);
            // The general safety net stands for one read from its sentence where none is written with what to call for.
          } else if (group === 'follow-up' || callAt.size === 0)
            add(group, kind, this.planSentence(plain, group === 'follow-up' ? 'follow-up' : 'safety-net', {}), item.evidence);
          break;
        default: {
          // Advice in the clinician's words ("Try to avoid any strenuous activity."), where the clause gave an item that says
          // what to do and no other item of the plan was read from it ("Continue taking time off work ..." is the time off);
          // quoted in a note of the other language.
          const said =
            item.written && !plain && !weakItem(item.written, this.lang) && !readOtherwise(this.visit.plan, item)
              ? item.written
              : undefined;
          const quoted = said && this.translating ? this.sentence('clinician-said', { name: said.replace(/[.]$/, '') }) : said;
          // A rule's sentence, in the note's language where the rules of both write it (rules/plan-sentences-alike.json) ...
          // ... or the clinician's own words where they say all of the rule's and more ("Keep a sleep diary for two weeks.", not
          // "Keep a diary.").
          const ownWords = item.written && !plain && !readOtherwise(this.visit.plan, item) ? item.written : undefined;
          if (item.write && ownWords && !this.translating && saysMore(ownWords, item.write, this.visit.language))
            add(group, kind, ownWords, item.evidence);
          else if (item.write) {
            add(group, kind, (this.translating && sentenceIn(item.write, this.visit.language, this.lang)) || item.write, item.evidence);
            // ... and what else its clause says, where that shares no word with it ("walk a little every day, | avoid bed rest").
            if (quoted && !sharesContentWords(said!, item.write, this.visit.language)) add(group, kind, quoted, item.evidence);
          } else if (quoted) add(group, kind, quoted, item.evidence);
        }
      }
    }
    // A review with its time says the follow-up; "as needed" beside it says nothing more, nor the same time said again
    // without the condition it was first said with ("if it's not better in three to four days ... see you in three to four days").
    const followUps = groups.get('follow-up');
    if (followUps && followUps.length > 1) {
      const vague = this.planSentence(plain, 'follow-up', {});
      const restated = new Set([...conditionalTimings].map((timing) => this.planSentence(plain, 'follow-up-timing', { timing })));
      groups.set(
        'follow-up',
        followUps.filter((f) => f.text !== vague && !restated.has(f.text)),
      );
    }
    // A referral says where once: not "A referral is planned." beside one naming where, nor one another says all of and more
    // ("Refer to physical therapy." beside "Refer to physical therapy to strengthen that area.").
    const referrals = groups.get('referral');
    if (referrals && referrals.length > 1) {
      const vague = new Set([this.sentence('referral'), this.sentence('referral-condition')]);
      // Compared without the words a term passes over ("a urologist", "the urologist") and those saying how much ("some physical therapy").
      const passed = new Set([...PASSED_OVER[this.lang].map((w) => w.word), ...PLAN_ITEM_RULES[this.lang].partitives.words]);
      const stem = (text: string) =>
        text
          .toLowerCase()
          .replace(/[.\s]+$/, '')
          .split(/\s+/)
          .filter((w) => !passed.has(w))
          .join(' ');
      // Where a referral goes: its words but those of the referral sentences themselves ("A referral to {name} is planned if
      // symptoms persist.") and of referring; the same where when one's are all the other's.
      const referralWords = new Set(wordsOf(this.sentence('referral-name-condition', { name: '' })));
      const whereOf = (text: string) => wordsOf(text).filter((w) => !referralWords.has(w) && !w.startsWith(this.rules.referring));
      const sameWhere = (conditional: string, planned: string) => {
        const where = whereOf(conditional);
        const plannedWhere = new Set(whereOf(planned));
        return where.length > 0 && where.every((w) => plannedWhere.has(w));
      };
      // The passage of one said on a condition stays written by the referral said as planned.
      for (const f of referrals) {
        const planned = referrals.find((g) => g.text === onCondition.get(f.text));
        if (planned && !planned.alsoFrom) planned.alsoFrom = f.evidence;
      }
      groups.set(
        'referral',
        referrals.filter(
          (f, i) =>
            !vague.has(f.text) &&
            // One said on a condition is no more than the same said without it ("if symptoms persist" beside it said as planned),
            // however each is worded ("Referral to physiotherapy if symptoms persist." beside "Refer to physiotherapy.").
            !referrals.some((g) => g.text === onCondition.get(f.text)) &&
            !(onCondition.has(f.text) && referrals.some((g) => !onCondition.has(g.text) && sameWhere(f.text, g.text))) &&
            !referrals.some((g, j) => j !== i && !onCondition.has(g.text) && stem(g.text).startsWith(`${stem(f.text)} `)) &&
            referrals.findIndex((g) => stem(g.text) === stem(f.text)) === i,
        ),
      );
    }
    // What to call for said twice, once cut short: the shorter goes ("Call if they get hearing loss." beside "Call if they get
    // hearing loss, ringing in the ears, ...").
    const callsWritten = groups.get('safety-net');
    if (callsWritten && callsWritten.length > 1) {
      const opening = (text: string) => text.replace(/[.\s]+$/, '');
      const begins = (whole: string, part: string) =>
        whole.length > part.length && whole.startsWith(part) && /[,\s]/.test(whole[part.length]);
      groups.set(
        'safety-net',
        callsWritten.filter((f) => !callsWritten.some((g) => begins(opening(g.text), opening(f.text)))),
      );
    }
    const titles = this.rules['plan-titles'];
    return PLAN_GROUPS.flatMap((group) => this.group(plain ? '' : titles[group], groups.get(group) ?? []));
  }
}

/** A time without the word it is said with ("six to eight weeks" for "after six to eight weeks"). */
function withoutPreposition(timing: string, lang: Lang): string {
  const [first, ...rest] = timing.split(' ');
  return rest.length > 0 && durationWords(lang).prepositions.includes(first.toLowerCase()) ? rest.join(' ') : timing;
}
