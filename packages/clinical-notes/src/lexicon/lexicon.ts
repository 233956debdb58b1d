// The clinical vocabulary, as data per language (lexicon/<lang>/*.json): conditions with
// their lay names, symptoms with their body system, body parts, medications (with
// over-the-counter products), and tests. Each entry: an id shared by both languages, the
// name a note uses, and the terms that say it.
import { LANGUAGES, perLanguage, type Lang } from '../language';
import { fold } from '../text/fold';
import { PhraseIndex } from './phrase-index';
import conditionsEn from '../../lexicon/en/conditions.json';
import conditionsFr from '../../lexicon/fr/conditions.json';
import symptomsEn from '../../lexicon/en/symptoms.json';
import symptomsFr from '../../lexicon/fr/symptoms.json';
import partsEn from '../../lexicon/en/body-parts.json';
import partsFr from '../../lexicon/fr/body-parts.json';
import medicationsEn from '../../lexicon/en/medications.json';
import medicationsFr from '../../lexicon/fr/medications.json';
import testsEn from '../../lexicon/en/tests.json';
import testsFr from '../../lexicon/fr/tests.json';
import proceduresEn from '../../lexicon/en/procedures.json';
import proceduresFr from '../../lexicon/fr/procedures.json';
import allergensEn from '../../lexicon/en/allergens.json';
import allergensFr from '../../lexicon/fr/allergens.json';
import charactersEn from '../../lexicon/en/characters.json';
import charactersFr from '../../lexicon/fr/characters.json';
import passedOverEn from '../../lexicon/en/passed-over.json';
import passedOverFr from '../../lexicon/fr/passed-over.json';
import invertedEn from '../../lexicon/en/said-inverted.json';
import invertedFr from '../../lexicon/fr/said-inverted.json';
import { codeSetConditions } from './code-set-conditions';

/**
 * A character is how a symptom feels ("throbbing", "watery"); an allergen what a patient reacts to besides medications;
 * a procedure an operation the patient had ("my appendix taken out": the past surgical history).
 */
export type ConceptKind = 'condition' | 'symptom' | 'body-part' | 'medication' | 'test' | 'allergen' | 'character' | 'procedure';

export interface LexiconEntry {
  id: string;
  name: string;
  terms: string[];
  system?: string;
  /** Medications: sold without a prescription. */
  otc?: boolean;
  /** Medications: a vaccine, had rather than taken ("the flu jab"). */
  vaccine?: boolean;
  /** Medications: a thing one has, used whole ("an inhaler", "a patch"): a sentence names it with an article. */
  countable?: boolean;
  /** Body parts said as another word too ("call us back"): the part only after one of these ("my back", "lower back"). */
  ledBy?: string[];
  /** The name a note gives it beside another finding held present ("active suicidal ideation" denied beside passive ideation told). */
  namedBeside?: Array<{ present: string; name: string }>;
  /** Phrases a term of the entry says nothing of it in ("call in sick", "a sick note": no vomiting), each with an example. */
  notIn?: Array<{ words: string; example: string }>;
  /** Symptoms said of a part: of their own system wherever they are ("face numbness" is neurological), not the part's. */
  ownSystem?: boolean;
  /** Body parts, in French: the part as a symptom's name says it after the symptom ("gonflement | des lèvres"). */
  of?: string;
  /** Body parts: the symptom their pain is ("knee" -> "knee-pain"). */
  pain?: string;
  /** Body parts: the symptom another symptom said of them is, by its own name ({"blocked": "nasal-congestion"} for the nose). */
  named?: Record<string, string>;
  /** Symptoms only of a part ("blocked"): said of none, they name nothing of their own. */
  partOnly?: boolean;
  /** Symptoms: said of a body part ("swelling" of the wrist is not swelling of the neck). */
  sited?: boolean;
  /** Symptoms not said of a part: said of one, the symptom there they are ("achy" alone is body aches; "my knee feels achy" is knee pain). */
  sitedAs?: { symptom: string; example: string; expect: string };
  /** Medications: the ids of the classes they belong to ("steroids" for betamethasone): a note naming the class names them. */
  classes?: string[];
  /** Conditions: terms naming a diagnosis of their own, written as said ("biliary colic" among the terms of gallstones). */
  asSaid?: string[];
  /** Conditions: the abbreviation a clinician writes it with ("UTI"), written after its name. */
  abbreviation?: string;
  /** Terms matched only as written, never by their lemmas: "bloods" (blood tests), whose lemma is "blood". */
  written?: string[];
  /** Tests: done on a blood sample ("a full blood count"): one of the blood tests a plan lists. */
  blood?: boolean;
  /**
   * Symptoms: the symptom of the parts this one is the general name of ("joint pain" is pain of the knee, the hip, ...): held
   * present at one of them, it is not denied ("any other joint pain?" "no" beside knee pain), with the sentence that shows it.
   */
  covers?: { symptom: string; parts: string[]; example: string };
}

export interface Concept {
  kind: ConceptKind;
  id: string;
  name: string;
  system?: string;
  otc?: boolean;
  vaccine?: boolean;
  countable?: boolean;
  sited?: boolean;
  /** A symptom only of a part ("blocked"): said of none, it names nothing of its own. */
  partOnly?: boolean;
  classes?: string[];
  abbreviation?: string;
  /** A test done on a blood sample. */
  blood?: boolean;
  /** A symptom said of a body part ("tingling" in the arm: "arm-tingling"): the symptom's own id. */
  siteOf?: string;
  /** A test said of a body part ("a chest x-ray", "an x-ray of your knee"): the part. */
  site?: Concept;
}

const DATA: Record<Lang, Record<ConceptKind, LexiconEntry[]>> = {
  en: {
    condition: conditionsEn,
    symptom: symptomsEn,
    'body-part': partsEn,
    medication: medicationsEn,
    test: testsEn,
    allergen: allergensEn,
    character: charactersEn,
    procedure: proceduresEn,
  },
  fr: {
    condition: conditionsFr,
    symptom: symptomsFr,
    'body-part': partsFr,
    medication: medicationsFr,
    test: testsFr,
    allergen: allergensFr,
    character: charactersFr,
    procedure: proceduresFr,
  },
};

/**
 * A medication's international name is the same in every language ("lisinopril"): a language's
 * medications are its own entries, then the English entries it has none for, by their one-word
 * names (a brand or a lay name of several words is English). The classes a medication belongs to
 * are one fact in every language: an entry of its own that names none has the English entry's.
 */
for (const lang of Object.keys(DATA) as Lang[]) {
  if (lang === 'en') continue;
  const english = new Map(DATA.en.medication.map((e) => [e.id, e]));
  const classed = DATA[lang].medication.map((e) => {
    const classes = e.classes ?? english.get(e.id)?.classes;
    return classes ? { ...e, classes } : e;
  });
  DATA[lang] = { ...DATA[lang], medication: classed };
  const own = new Set(DATA[lang].medication.map((e) => e.id));
  const shared = DATA.en.medication
    .filter((e) => !own.has(e.id))
    .map((e) => ({ ...e, terms: e.terms.filter((t) => !/\s/.test(t)) }))
    .filter((e) => !/\s/.test(e.name) && e.terms.length > 0);
  DATA[lang] = { ...DATA[lang], medication: [...DATA[lang].medication, ...shared] };
}

/** The entries of one kind, as data. */
export const lexiconEntries = (lang: Lang, kind: ConceptKind): readonly LexiconEntry[] => DATA[lang][kind];

/** Every kind of concept the lexicon holds. */
export const CONCEPT_KINDS = Object.keys(DATA.en) as ConceptKind[];

/**
 * A symptom said of a body part as one symptom: the pain of a part the lexicon names
 * ("knee pain"), else "<part> <symptom>" ("wrist swelling", "gonflement des lèvres").
 */
export function symptomAt(lang: Lang, symptom: Concept, part: Concept): Concept {
  const entry = DATA[lang]['body-part'].find((e) => e.id === part.id);
  const namedId = symptom.id === 'pain' ? entry?.pain : entry?.named?.[symptom.id];
  const named = namedId ? DATA[lang].symptom.find((e) => e.id === namedId) : undefined;
  if (named) return { kind: 'symptom', id: named.id, name: named.name, ...(named.system ? { system: named.system } : {}) };
  const name = lang === 'fr' ? `${symptom.name} ${entry?.of ?? `(${part.name})`}` : `${part.name} ${symptom.name}`;
  const symptomEntry = DATA[lang].symptom.find((e) => e.id === symptom.id);
  const own = symptomEntry?.ownSystem ? symptomEntry.system : undefined;
  const system = own ?? part.system;
  return { kind: 'symptom', id: `${part.id}-${symptom.id}`, name, siteOf: symptom.id, ...(system ? { system } : {}) };
}

/** The part and symptom each symptom a part names is of, in any language's lexicon ("knee-pain": knee, pain; "nasal-congestion": nose, blocked). */
const NAMED_PARTS = new Map(
  LANGUAGES.flatMap((l) =>
    DATA[l]['body-part'].flatMap((e) => [
      ...(e.pain ? [[e.pain, { part: e.id, symptom: 'pain' }] as const] : []),
      ...Object.entries(e.named ?? {}).map(([symptom, id]) => [id, { part: e.id, symptom }] as const),
    ]),
  ),
);

/**
 * The body part a symptom of a part is of, and the symptom it is there: the part and symptom
 * its id was made from ("wrist-swelling": wrist, swelling), or the part that names it
 * ("knee-pain": knee, pain; "nasal-congestion": nose, blocked); none for any other concept.
 */
export function partOfSymptom(concept: Concept): { part: string; symptom: string } | undefined {
  if (concept.siteOf) return { part: concept.id.slice(0, -(concept.siteOf.length + 1)), symptom: concept.siteOf };
  return NAMED_PARTS.get(concept.id);
}

/**
 * A concept's name in a language's lexicon: its entry's; for a symptom of a part, made there as
 * the reader makes it ("wrist swelling", "douleur de la cheville"); '' where the lexicon has neither.
 */
export function nameIn(lang: Lang, concept: Concept): string {
  const entry = DATA[lang][concept.kind].find((e) => e.id === concept.id);
  if (entry) return entry.name;
  const of = concept.kind === 'symptom' ? partOfSymptom(concept) : undefined;
  const part = of && DATA[lang]['body-part'].find((e) => e.id === of.part);
  const symptom = of && DATA[lang].symptom.find((e) => e.id === of.symptom);
  if (!part || !symptom) return '';
  const as = (kind: ConceptKind, e: LexiconEntry): Concept => ({ kind, id: e.id, name: e.name });
  return symptomAt(lang, as('symptom', symptom), as('body-part', part)).name;
}

const indexes = new Map<Lang, PhraseIndex<Concept>>();

/**
 * Words a term may say or leave out inside it (lexicon/<lang>/passed-over.json): articles ("blood
 * in vomit", a note's shorthand, is "blood in the vomit") and degree words ("felt a bit sick" is
 * "felt sick"). Possessives are not: "swelling of your ankles" is what an examination says of a
 * body part.
 */
export const PASSED_OVER: Record<Lang, ReadonlyArray<{ word: string; example: string }>> = {
  en: passedOverEn.words,
  fr: passedOverFr.words,
};
const OPTIONAL_WORDS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(PASSED_OVER.en.map((w) => w.word)),
  fr: new Set(PASSED_OVER.fr.map((w) => w.word)),
};

/** Forgets the phrase indexes: the next use builds them again (after a new code set is imported). */
export function forgetConceptIndexes(): void {
  indexes.clear();
}

/** The concept a lexicon entry of `kind` stands for. */
function conceptOf(kind: ConceptKind, entry: LexiconEntry): Concept {
  return {
    kind,
    id: entry.id,
    name: entry.name,
    ...(entry.system ? { system: entry.system } : {}),
    ...(entry.otc ? { otc: true } : {}),
    ...(entry.vaccine ? { vaccine: true } : {}),
    ...(entry.countable ? { countable: true } : {}),
    ...(entry.sited ? { sited: true } : {}),
    ...(entry.partOnly ? { partOnly: true } : {}),
    ...(entry.classes ? { classes: entry.classes } : {}),
    ...(entry.abbreviation ? { abbreviation: entry.abbreviation } : {}),
    ...(entry.blood ? { blood: true } : {}),
  };
}

/** Per language, the symptom each symptom not said of a part is when said of one: read once, asked of every mention. */
const SITED_AS = perLanguage(
  (lang) =>
    new Map(
      DATA[lang].symptom.flatMap((e) => {
        const as = e.sitedAs && symptomById(lang, e.sitedAs.symptom);
        return as ? [[e.id, as] as const] : [];
      }),
    ),
);

/** The symptom a symptom not said of a part is when said of one ("achy": pain), if any. */
export function sitedAs(lang: Lang, symptom: Concept): Concept | undefined {
  return symptom.kind === 'symptom' && !symptom.sited ? SITED_AS(lang).get(symptom.id) : undefined;
}

/** The symptom of a language's lexicon with the id, if any. */
export function symptomById(lang: Lang, id: string): Concept | undefined {
  const entry = DATA[lang].symptom.find((e) => e.id === id);
  return entry ? conceptOf('symptom', entry) : undefined;
}

/** The part of the body of a language's lexicon with the id, if any. */
export function bodyPartById(lang: Lang, id: string): Concept | undefined {
  const entry = DATA[lang]['body-part'].find((e) => e.id === id);
  return entry ? conceptOf('body-part', entry) : undefined;
}

/** The condition of a language's lexicon with the id, if any. */
export function conditionById(lang: Lang, id: string): Concept | undefined {
  const entry = DATA[lang].condition.find((e) => e.id === id);
  return entry ? conceptOf('condition', entry) : undefined;
}

/** The condition the lexicon holds under a symptom's id too ("depression", "anxiety"), if any. */
export function conditionAlso(lang: Lang, symptom: Concept): Concept | undefined {
  if (symptom.kind !== 'symptom') return undefined;
  const entry = DATA[lang].condition.find((e) => e.id === symptom.id);
  return entry ? conceptOf('condition', entry) : undefined;
}

/** How a language says a condition named "<part> <head>" the other way round: lexicon/<lang>/said-inverted.json. */
export const SAID_INVERTED: Record<Lang, { heads: string[]; joins: string[]; example: { said: string; concept: string } }> = {
  en: invertedEn,
  fr: invertedFr,
};

/** A condition's term said the other way round ("kidney infection": "infection in the kidney", "infection of the kidney"). */
function saidInverted(term: string, lang: Lang): string[] {
  const { heads, joins } = SAID_INVERTED[lang];
  const head = heads.find((h) => term.endsWith(` ${h}`));
  if (!head) return [];
  const part = term.slice(0, -head.length - 1);
  return joins.map((join) => `${head} ${join} ${part}`);
}

/** Every concept of the language in one phrase index (built on first use). */
export function conceptIndex(lang: Lang): PhraseIndex<Concept> {
  let index = indexes.get(lang);
  if (!index) {
    index = new PhraseIndex<Concept>(lang, OPTIONAL_WORDS[lang]);
    // Symptoms before conditions: a word in both lists ("migraine") is read as said first.
    for (const kind of ['symptom', 'condition', 'procedure', 'medication', 'test', 'body-part', 'allergen', 'character'] as const) {
      for (const entry of DATA[lang][kind]) {
        const concept = conceptOf(kind, entry);
        for (const term of new Set([entry.name, ...entry.terms])) if (!entry.written?.includes(term)) index.add(term, concept);
        if (kind === 'condition') for (const term of entry.terms.flatMap((t) => saidInverted(t, lang))) index.add(term, concept);
        for (const term of entry.written ?? []) index.addWritten(term, concept);
      }
    }
    // The code set's conditions (English, its language), after every hand-written entry: a term
    // the lexicon already says keeps its own entry.
    // ("hepatitis a" is "hepatitis" to the index, which leaves articles out: the lexicon's own).
    if (lang === 'en') {
      const optional = OPTIONAL_WORDS[lang];
      const plain = (term: string) =>
        fold(term)
          .split(/\s+/)
          .filter((w, i) => i === 0 || !optional.has(w))
          .join(' ');
      const said = new Set(Object.values(DATA.en).flatMap((entries) => entries.flatMap((e) => [e.name, ...e.terms].map(plain))));
      // The terms of one code are not synonyms of each other (Q93.88 includes both Miller-Dieker
      // and Smith-Magenis syndromes): a condition is named as its own term says it.
      for (const entry of codeSetConditions()) {
        for (const term of [entry.name, ...entry.terms])
          if (!said.has(plain(term))) index.add(term, { kind: 'condition', id: entry.id, name: term });
      }
    }
    indexes.set(lang, index);
  }
  return index;
}
