// The building blocks of an offline draft, taken from a read conversation: the complaint,
// the opening sentence, history, symptoms reported and denied by body system, allergies,
// vital signs, examination, results, problems with their plan, and follow-up. Each block
// keeps the sentence it came from, so every fact in the note can be traced.
import type { Pronoun } from './types';
import { asSentence } from '../speech/written-speech';
import { findConditions } from '../lexicon/terms/conditions';
import { BODY_SYSTEMS, findSymptoms, type BodySystem } from '../lexicon/terms/symptoms';
import { DENIALS } from '../write/denials';
import { INTRODUCTION } from '../write/introduction';
import type { NoteOptions } from './types';
import { statedSymptoms, type Conversation, type SymptomFinding, type Utterance } from './analyse';
import { sentenceFacts } from '../visit/sentence-facts';
import { contentWords } from '../evidence/words';
import { splitRunOn } from './clauses';
import { findComplaint } from './complaint';
import { clinicalSentence } from './clinical-sentence';
import { withPatientSubject } from './patient-subject';
import { clinicianVoice, clinicianVoiceFr, patientVoice } from './speaker-voice';
import { toThirdPersonEn, toThirdPersonFr } from './third-person';
import { isVitalName, type Lang, type VitalName } from './phrases';
import { unicodeWords } from '../text/word-boundary';

/** A sentence of the conversation as the note writes it. */
export interface Statement {
  utterance: Utterance;
  text: string;
  weight: number;
}

/** A vital sign's reading said in a sentence: its line and figures, where it is in the sentence's text, and whether the clinician said it. */
export interface SentenceReading {
  key: string;
  value: string;
  from: number;
  to: number;
  clinician: boolean;
}

/** Words a sentence of vital signs may say beside its readings ("percent", "beats per minute"), at most. */
const VITALS_ONLY_OTHER_WORDS = 2;

/**
 * Whether a sentence says nothing but vital signs ("Your temperature is 38.2, your oxygen levels
 * are 94 percent, and your pulse is 96."): with its readings taken out, at most a few content
 * words are left. The vitals lines write it.
 */
function vitalsOnly(u: Utterance, readings: SentenceReading[]): boolean {
  if (readings.length === 0) return false;
  let rest = u.source.text;
  for (const r of readings) rest = rest.slice(0, r.from) + ' '.repeat(r.to - r.from) + rest.slice(r.to);
  return contentWords(rest).length <= VITALS_ONLY_OTHER_WORDS;
}

export interface DraftContent {
  sourceLanguage: Lang;
  /** `review`: a review of a condition the clinician opened the visit with ("your blood pressure review"). */
  complaint?: { en: string; fr: string; utterance: Utterance; review?: boolean };
  age?: { value: string; utterance: Utterance };
  /** The clinician's own introduction of the patient ("Martha is a 50-year-old female who ..."). */
  intro?: Statement;
  history: Statement[];
  symptoms: Map<BodySystem, { present: SymptomFinding[]; absent: SymptomFinding[] }>;
  /** The allergies a source other than the transcript lists. */
  allergies: Array<{ allergen: string; reaction?: string; utterance: Utterance }>;
  vitals: Array<{ name: VitalName; value: string; utterance: Utterance }>;
  scores: Array<{ name: string; value: string; utterance: Utterance }>;
  exam: Statement[];
  results: Statement[];
  assessment: Statement[];
  plan: Statement[];
  interventions: Statement[];
  responses: Statement[];
  agreed: boolean;
  /** Sentences from the clinician's own notes and the post-session context. */
  extra: Statement[];
}

/** Budgets in words for each block, by style. */
export interface Budgets {
  history: number;
  exam: number;
  results: number;
  plan: number;
  minWeight: number;
}

export function budgetsFor(options: NoteOptions): Budgets {
  const base: Budgets =
    options.style === 'short'
      ? { history: 70, exam: 40, results: 40, plan: 80, minWeight: 3 }
      : options.style === 'bullet'
        ? { history: 140, exam: 70, results: 70, plan: 150, minWeight: 2 }
        : { history: 200, exam: 150, results: 90, plan: 210, minWeight: 2 };
  const factor = options.longSummary ? 1.6 : 1;
  return {
    history: Math.round(base.history * factor),
    exam: Math.round(base.exam * factor),
    results: Math.round(base.results * factor),
    plan: Math.round(base.plan * factor),
    minWeight: options.vague ? 0 : base.minWeight,
  };
}

/**
 * Writes a sentence in the note: third person when the note is in the transcript's language,
 * quoted otherwise. '' when no clean clinical sentence can be made of it (left out).
 */
export function writeStatement(u: Utterance, noteLang: Lang, sourceLang: Lang, pronoun: Pronoun, patientTerm: string): string {
  const role = u.role === 'patient' ? 'patient' : 'clinician';
  if (noteLang !== sourceLang) {
    const who = u.role === 'patient' ? patientTerm : noteLang === 'fr' ? 'Clinicien' : 'Clinician';
    const said = (sourceLang === 'en' ? u.clean.replace(/\bi\b/g, 'I') : u.clean).replace(/[.]$/, '');
    return noteLang === 'fr' ? `${who} : « ${said} »` : `${who}: “${said}”`;
  }
  if (sourceLang === 'fr')
    return clinicalSentence(role === 'patient' ? toThirdPersonFr(u.clean, pronoun) : clinicianVoiceFr(u.clean, pronoun), 'fr') ?? '';
  if (u.role === 'other') return clinicalSentence(u.clean, 'en') ?? '';
  const sentences = splitRunOn(u.clean).map((clause) => {
    const voiced = role === 'patient' ? deniedByPatient(patientVoice(clause), u.weight) : clinicianVoice(clause);
    return clinicalSentence(toThirdPersonEn(voiced, role, pronoun), 'en');
  });
  const kept = sentences.filter((s): s is string => !!s);
  // What the patient says opens with "The patient", the rest of it with the pronoun.
  if (role === 'patient' && kept.length > 0) kept[0] = withPatientSubject(kept[0], pronoun, patientTerm);
  return kept.join(' ');
}

/** The patient's "no chest pain or fever" as the note's "denies chest pain or fever"; "some swelling in my ankles" as "reports ...". */
function deniedByPatient(text: string, weight: number): string {
  if (
    weight >= 2 &&
    /^(?:a|an|some|my|little|mild|bad|sharp|constant|occasional|more|less)\b/i.test(text) &&
    !/\b(?:i|i'm|is|are|was|were|has|have|had|do|does|did|will|would|can|could|it's)\b/i.test(text)
  ) {
    return `reports ${text}`;
  }
  // "not really, no chest pain": the hedge answers the question, the rest says what is denied.
  return text
    .replace(/^(?:not really|nope|not at all),?\s+(?=no\s)/i, '')
    .replace(DENIALS.NO_THEN, 'denies ')
    .replace(DENIALS.THEN_REPORTS, '$1 but reports ');
}

/** Keeps the heaviest statements within a word budget, in conversation order. */
export function pick(statements: Statement[], budget: number): Statement[] {
  const ranked = statements.filter((s) => s.text !== '').sort((a, b) => b.weight - a.weight || a.utterance.id - b.utterance.id);
  const kept: Statement[] = [];
  let words = 0;
  for (const s of ranked) {
    const n = s.text.split(/\s+/).length;
    if (words + n > budget && kept.length > 0) continue;
    kept.push(s);
    words += n;
  }
  return kept.sort((a, b) => a.utterance.id - b.utterance.id);
}

/** Words with which a clinician states an impression (a pattern fragment each). */
const DIAGNOSTIC_CUES = [
  'consistent with',
  'i think (?:you|she|he|they|it|this)',
  'likely',
  'probably',
  'diagnos\\w+',
  'sounds like',
  'looks like',
  'suspect',
  'concerned (?:about|for)',
  'rule out',
  'you have (?:a |an )?',
  'impression',
  'compatible avec',
  'probablement',
  'diagnostic',
];
const DIAGNOSTIC = new RegExp(`\\b(${DIAGNOSTIC_CUES.join('|')})\\b`, 'i');
/** What a therapist or physiotherapist does in a session, and the verbs that report it. */
const INTERVENTION_WORDS = [
  ...['challeng\\w*', 'thought record', 'worksheet', 'role[- ]play', 'reflect\\w*', 'reframing', 'breath\\w*', 'mindful\\w*', 'cbt'],
  ...['cognitive', 'reframe', 'exposure', 'homework', 'coping', 'skills?', 'journal\\w*', 'validate', 'psychoeducation'],
  ...['relaxation', 'grounding', 'practice', 'exercise', 'stretch\\w*', 'manual therapy', 'mobiliz\\w*', 'massage', 'taping'],
  ...['ultrasound', 'heat', 'ice', 'tens', 'dry needling', 'education', 'explained', 'discussed', 'suggest\\w*', 'recommend\\w*'],
  'encourag\\w*',
];
const INTERVENTION = new RegExp(`\\b(${INTERVENTION_WORDS.join('|')})\\b`, 'i');

/** An age said: "58 years old", or in French had, not lasted ("j'ai 28 ans", "une femme de 28 ans", not "ça fait 15 ans"). */
const AGE_SAID = unicodeWords(/\b(\d{1,3})\s*-?\s*years?[- ]old\b|\b(?:j['’]ai|a|âgée? de|(?:femme|homme|patiente?) de) (\d{1,3}) ans\b/);
/** A clinician's turn opened by its impression ("assessment", "évaluation"). */
const IMPRESSION_OPENING = unicodeWords(/^(?:assessment|impression|diagnos[ie]s|[ée]valuation|impression clinique)\b/);

/** The patient's age, when someone says it ("a 58-year-old male", "I'm 58 years old"). */
function findAge(conv: Conversation): DraftContent['age'] {
  for (const u of conv.utterances) {
    // In French, an age is had ("j'ai 28 ans", "une femme de 28 ans"), not lasted ("ça fait 15 ans que je joue").
    const m = AGE_SAID.exec(u.lower);
    if (!m) continue;
    const subjectIsPatient = u.role === 'patient' ? /\b(i am|i'm|je)\b/.test(u.lower) : /\b(is a|you are|you're|patient)\b/.test(u.lower);
    if (subjectIsPatient) return { value: m[1] ?? m[2], utterance: u };
  }
  return undefined;
}

function groupSymptoms(findings: SymptomFinding[]): DraftContent['symptoms'] {
  const bySystem: DraftContent['symptoms'] = new Map();
  const seen = new Map<string, SymptomFinding>();
  // A later statement wins over an earlier one ("no fever" then "I had a fever last night").
  for (const f of findings) seen.set(f.term.en, f);
  for (const system of BODY_SYSTEMS) {
    const present = [...seen.values()].filter((f) => f.term.system === system && f.present);
    const absent = [...seen.values()].filter((f) => f.term.system === system && !f.present);
    if (present.length + absent.length > 0) bySystem.set(system, { present, absent });
  }
  return bySystem;
}

/** "have you taken anything for it" answered no → "she has not taken anything for it" (English only). */
function deniedAction(question: string, pronoun: Pronoun): string | undefined {
  const m = DENIALS.ASKED_ACTION.exec(question.trim());
  if (
    !m ||
    /\b(or|any ?(?:fever|chills))\b/i.test(m[2]) ||
    findSymptoms(m[2].replace(/\bfor (?:the |your |that |this )?\w+/g, '')).length > 0
  )
    return undefined;
  const aux = m[1].toLowerCase();
  const plural = pronoun === 'they';
  const verb =
    aux === 'have' ? (plural ? 'have' : 'has') : aux === 'did' ? 'did' : aux === 'do' ? (plural ? 'do' : 'does') : plural ? 'are' : 'is';
  return asSentence(
    toThirdPersonEn(`you ${verb} not ${m[2]}`, 'clinician', pronoun).replace(/^(\w+) (has|have|did|does|do|is|are)s?\b/i, `$1 ${verb}`),
  );
}

/** The clinician's introduction with the patient's full name where it opens with the first name or a pronoun ("Martha is a ..." → "Martha Collins is a ..."). */
function withFullName(text: string, patientName: string | undefined): string {
  const name = (patientName ?? '').trim().replace(/(^|[\s'-])(\p{Ll})/gu, (_m, a: string, b: string) => a + b.toUpperCase());
  if (!name.includes(' ')) return text;
  const first = name.split(/\s+/)[0];
  if (text.startsWith(`${first} `) && !text.toLowerCase().startsWith(`${name.toLowerCase()} `)) return `${name}${text.slice(first.length)}`;
  return text.replace(/^(?:She|He) is (?=an? \d)/, `${name} is `);
}

/**
 * Builds the blocks of a draft from a read conversation. `readingsOf`: the vital signs' readings a sentence says, as the visit
 * model reads them.
 */
export function draftContent(
  conv: Conversation,
  options: NoteOptions,
  noteLang: Lang,
  readingsOf: (u: Utterance) => SentenceReading[] = () => [],
  ownOfSpeaker: (u: Utterance) => boolean = () => false,
): DraftContent {
  const budgets = budgetsFor(options);
  const written = new Map<number, string>();
  const write = (u: Utterance) => {
    let text = written.get(u.id);
    if (text === undefined) written.set(u.id, (text = writeStatement(u, noteLang, conv.language, options.pronoun, options.patientTerm)));
    return text;
  };
  const statement = (u: Utterance, bonus = 0): Statement => ({ utterance: u, text: write(u), weight: u.weight + bonus });
  const usable = conv.utterances.filter(
    (u) => u.clean !== '' && u.source.origin === 'transcript' && !u.smallTalk && !u.identity && !conv.answered.has(u.id),
  );
  const said = usable.filter((u) => !u.isQuestion && (options.vague || ((u.weight > 0 || u.words >= 6) && !u.chitChat)));
  const speaksForPatient = (u: Utterance) => u.role === 'patient' || u.role === 'other' || u.role === 'unknown';
  const intro = said.find((u) => u.role !== 'patient' && u.position < 0.3 && INTRODUCTION.test(u.lower));
  const history = said.filter(
    (u) =>
      u.phase === 'history' &&
      !u.isResult &&
      // What the clinician plans ("we will get an x-ray") is the plan's, wherever it was said.
      !(u.role !== 'patient' && u.isPlan) &&
      !(u.role !== 'patient' && readingsOf(u).length > 0) &&
      u !== intro &&
      // What someone speaking for the patient tells of themselves ("But I'm allergic to penicillin.") is not the patient's history.
      !ownOfSpeaker(u) &&
      (speaksForPatient(u) ? u.weight >= budgets.minWeight || (u.words >= 6 && budgets.minWeight <= 2) : u.weight >= 3),
  );
  // A sentence that only gives vital signs is already in the vitals lines.
  const exam = said.filter(
    (u) =>
      u.role !== 'patient' &&
      !u.isResult &&
      u.weight >= 1 &&
      (u.phase !== 'history' || readingsOf(u).length > 0) &&
      u.isExam &&
      !vitalsOnly(u, readingsOf(u)),
  );
  const results = said.filter((u) => u.role !== 'patient' && u.isResult && (u.phase !== 'history' || u.weight >= 3));
  const taken = new Set([...history, ...exam, ...results].map((u) => u.id));
  const planUtterances = said.filter(
    (u) => u.role !== 'patient' && !taken.has(u.id) && (u.phase === 'plan' ? u.isPlan || u.weight >= 2 : u.isPlan),
  );

  const complaint = findComplaint(conv);
  const planStatements = pick(
    planUtterances.map((u) => statement(u, u.isPlan ? 1 : 0)),
    budgets.plan,
  );

  // What the patient says, or a dictation about the patient (no speakers), before the examination.
  const symptomFindings = [
    ...conv.symptoms,
    ...usable.filter((u) => (u.role === 'patient' || u.role === 'unknown') && u.phase === 'history').flatMap(statedSymptoms),
  ];
  // The allergies the clinician's typed notes, the context or the files list ("Allergies: penicillin (hives)."); the
  // transcript's are the visit model's.
  const typed = conv.utterances.filter((u) => u.clean !== '' && u.source.origin !== 'transcript');
  const allergies: DraftContent['allergies'] = sentenceFacts(
    typed.map((u) => u.source.text),
    conv.language,
  ).flatMap((said, i) => said.allergies.map((a) => ({ ...a, utterance: typed[i] })));
  const vitals: DraftContent['vitals'] = [];
  conv.utterances.forEach((u) => {
    if (u.clean === '') return;
    // What the clinician read out; a reading the patient took is their history.
    for (const r of readingsOf(u))
      if (r.clinician && isVitalName(r.key) && !vitals.some((x) => x.name === r.key))
        vitals.push({ name: r.key, value: r.value, utterance: u });
  });

  // "Have you taken anything for the pain?" "No." → "She has not taken anything for the pain."
  const deniedActions: Statement[] = [];
  if (noteLang === 'en' && conv.language === 'en') {
    for (let i = 0; i + 1 < conv.utterances.length; i++) {
      const q = conv.utterances[i];
      const a = conv.utterances[i + 1];
      if (q.role !== 'clinician' || !q.isQuestion || a.role !== 'patient' || q.source.origin !== 'transcript' || q.phase !== 'history')
        continue;
      if (
        a.words > 4 ||
        !/^(?:no|nope|nothing|none|not really|never|i have not|i haven't|i did not|i didn't|i do not|i don't)\b/i.test(a.source.text.trim())
      )
        continue;
      const text = deniedAction(q.clean, options.pronoun);
      if (text) deniedActions.push({ utterance: q, text, weight: q.weight + 2 });
    }
  }

  const assessment = said
    .filter(
      (u) =>
        u.role !== 'patient' &&
        u.phase !== 'history' &&
        (IMPRESSION_OPENING.test(u.lower) ||
          (DIAGNOSTIC.test(u.lower) && (findConditions(u.lower).length > 0 || findSymptoms(u.lower).length > 0))),
    )
    .map((u) => statement(u));

  const clinicianSaid = usable.filter((u) => u.role === 'clinician' && !u.isQuestion && INTERVENTION.test(u.lower) && u.words >= 5);
  const interventions = pick(
    clinicianSaid.map((u) => statement(u)),
    budgets.plan,
  );
  const responses = pick(
    usable
      .filter((u) => u.role === 'patient' && !u.isQuestion && u.words >= 4 && clinicianSaid.some((c) => c.turn === u.turn - 1))
      .map((u) => statement(u)),
    budgets.history / 2,
  );

  const agreed = conv.utterances.some(
    (u) =>
      u.role === 'patient' &&
      u.phase === 'plan' &&
      /^(okay|ok|sounds good|that sounds good|alright|all right|yes|yeah|sure|that works|d'accord|oui|parfait)\b/i.test(
        u.source.text.trim(),
      ),
  );
  const extra = conv.utterances
    .filter((u) => u.source.origin !== 'transcript' && u.clean !== '')
    .map((u) => ({ utterance: u, text: asSentence(u.clean), weight: u.weight }));

  return {
    sourceLanguage: conv.language,
    complaint,
    age: findAge(conv),
    intro:
      intro && statement(intro).text !== ''
        ? { ...statement(intro), text: withFullName(statement(intro).text, options.patientName) }
        : undefined,
    history: pick([...history.map((u) => statement(u, u.role === 'patient' ? 1 : 0)), ...deniedActions], budgets.history),
    symptoms: groupSymptoms(symptomFindings),
    allergies,
    vitals,
    // The visit model's (generate.ts), each with the sentence it was said in.
    scores: [],
    exam: pick(
      exam.map((u) => statement(u)),
      budgets.exam,
    ),
    results: pick(
      results.map((u) => statement(u)),
      budgets.results,
    ),
    assessment: pick(assessment, budgets.plan / 2),
    plan: planStatements,
    interventions,
    responses,
    agreed,
    extra,
  };
}
