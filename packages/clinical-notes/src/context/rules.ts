// ConText rules as data (the medspaCy design): each rule is a phrase, a category, a
// direction and a maximum scope in tokens. A rule modifies the concepts inside its scope:
// "no" (negated, forward) makes "no blood in the stool" absent; "but" (terminate) ends the
// scope of a rule before it; "no change" (pseudo) is a phrase that only looks like a cue.
// Every rule carries the sentence it serves and the concept it should modify there, and a
// test reads each one (context/__tests__/rules.test.ts).
import type { Lang } from '../language';
import type { ConceptKind } from '../lexicon/lexicon';
import contextEn from '../../rules/en/context.json';
import contextFr from '../../rules/fr/context.json';

export const CATEGORIES = [
  'negated',
  // What the clinician thinks it is not ("I don't think it's a rotator cuff tear"): absent, thought unlikely rather than excluded.
  'doubted',
  'possible',
  'historical',
  'family',
  'hypothetical',
  // A goal said ("trying to lose weight"): what it names is not so yet; a habit a goal is about is ("trying to quit smoking").
  'intended',
  'impression',
  'differential',
  'guess',
  'allergy',
  'reported',
  // A condition given as the reason for a decision ("because of your stomach ulcer, no ibuprofen"): the patient's, not the impression.
  'reason',
  // Someone other than the patient and their family ("avoid contact with babies who haven't had chickenpox").
  'other',
  // What brings a problem on ("the ibuprofen can make it worse"): a medication so named is no advice to take it.
  'cause',
  // A condition naming a service ("the TIA clinic", "refer you to the diabetes team"): where the patient goes, not the impression.
  'service',
  'terminate',
  'pseudo',
] as const;
export type Category = (typeof CATEGORIES)[number];
export const DIRECTIONS = ['forward', 'backward', 'bidirectional', 'terminate', 'pseudo'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export interface ContextRule {
  /** The words of the cue, as said (matched on lemmas: "denies" also matches "deny"). */
  literal: string;
  category: Category;
  direction: Direction;
  /** Family rules: who the concept is about ("mother" for "my mum"), as a note writes it. */
  relation?: string;
  /**
   * Family rules of a relative's relative ("her sister"): who it is, by the relation of a family cue
   * said just before it ("my mum and her sister": the mother's sister, a maternal aunt).
   */
  relativeOf?: Record<string, string>;
  /** Terminate rules: the categories whose scope they end ("just" ends a negation, not an impression); all when absent. */
  terminates?: Category[];
  /** Historical rules: the past that is over ("resolved", "no longer"): what it reaches was there and is not now. */
  ended?: boolean;
  /** Intended rules: what was meant and is done ("intentional weight loss"): the finding is no symptom anywhere in the visit. */
  onPurpose?: boolean;
  /** Matched only as written, not by its lemmas: a cue whose sense is in its form ("gone" is over, "go" is not: "as we go through"). */
  written?: boolean;
  /**
   * Categories whose cues end this cue's scope where they open a clause after a comma ("I see
   * no signs of cancer, you have an enlarged prostate": the impression is said afresh).
   */
  terminatedBy?: Category[];
  /** ... with the sentence that shows it, and the concept there that stays present. */
  terminatedExample?: { example: string; target: string };
  /**
   * Where the cue counts: `end`, only as the last word said in its sentence ("diarrhea no"); `start`,
   * only as the first, after an answer word or a conjunction at most ("Dad smokes", "yeah, mum had
   * one": a relative named with no "my"); a cue said anywhere else in the sentence is passed over.
   */
  at?: 'end' | 'start';
  /** The words the cue counts after only, said just before it ("think" after "not": "I don't think it's a tear"). */
  after?: string[];
  /**
   * The most words the cue's sentence may hold for the cue to count: a short answer of its own
   * ("diarrhea no"), not a "no" ending a clinician's long narration of an examination.
   */
  sentenceWords?: number;
  /** The kinds of concept the cue modifies; all when absent ("felt like a heart attack" compares with a condition; "feels like burning" says a symptom). */
  kinds?: ConceptKind[];
  /** A cue saying "it" of what was named before ("I was on omeprazole but I stopped taking it"): its scope goes past "but". */
  acrossClauses?: boolean;
  /**
   * Forward rules: the word opening what follows from the cue's clause ("then" after "if"): said
   * after the cue in its sentence, the scope runs on past it ("if a mini-stroke is prolonged then
   * we'd think this might be a stroke": the stroke is supposed too).
   */
  consequent?: string;
  /** How many words after (forward) or before (backward) the cue it reaches; default 8. */
  maxScope?: number;
  /** The sentence the rule serves ... */
  example: string;
  /** ... the concept id in it that the rule is about ... */
  target: string;
  /** ... and what that concept's assertion must be ('present' for terminate and pseudo rules). */
  expect: string;
}

const RULES: Record<Lang, ContextRule[]> = { en: contextEn as ContextRule[], fr: contextFr as ContextRule[] };

/** The ConText rules of a language. */
export const contextRules = (lang: Lang): readonly ContextRule[] => RULES[lang];
