// Writes each section of a template from the draft's blocks. A section is a list of
// blocks (complaint, history, review of systems, vitals, plan by problem, ...); the same
// section id holds the same blocks in every template. Empty sections say "Not discussed".
import type { NoteSectionId } from '../../shared/note-templates';
import { BODY_SYSTEM_TITLES, type BodySystem } from '../lexicon/symptoms';
import type { NoteContentItem } from '../../shared/notes';
import type { NoteOptions } from './types';
import { asSentence } from './clean-speech';
import { examSystem } from './exam-systems';
import { alternatePatientSubject } from './patient-subject';
import { PLAN_CATEGORIES, PLAN_CATEGORY_TITLES, planCategory, type PlanCategory } from './plan-categories';
import type { DraftContent, Statement } from './draft-content';
import type { FactLog } from './fact-log';
import type { SymptomFinding, Utterance } from './analyse';
import type { MedicationMention } from './facts';
import {
  TEXT,
  allergyPhrase,
  deniesLine,
  followUpLine,
  joinList,
  medicationPhrase,
  openingSentence,
  reportsLine,
  vitalLine,
  type Lang,
} from './phrases';

type Block =
  | 'complaint'
  | 'complaintLine'
  | 'opening'
  | 'history'
  | 'symptomSummary'
  | 'pastHistory'
  | 'historyAndSocial'
  | 'summary'
  | 'ros'
  | 'rosBrief'
  | 'medications'
  | 'medicationChanges'
  | 'allergies'
  | 'vitals'
  | 'scores'
  | 'exam'
  | 'results'
  | 'assessment'
  | 'problemTitles'
  | 'problemsPlan'
  | 'plan'
  | 'followUp'
  | 'agreement'
  | 'interventions'
  | 'responses'
  | 'risk'
  | 'progress'
  | 'treatment'
  | 'homeProgram'
  | 'goals'
  | 'referralRequest'
  | 'complaintPlain'
  | 'findingsPlain'
  | 'medicationsPlain'
  | 'nextStepsPlain'
  | 'letterOpening'
  | 'closing'
  | 'extra:history'
  | 'extra:exam'
  | 'extra:results'
  | 'extra:plan';

/** What each section holds, in order. */
export const SECTION_BLOCKS: Record<NoteSectionId, Block[]> = {
  'chief-complaint': ['complaint'],
  'history-of-present-illness': ['opening', 'historyAndSocial', 'symptomSummary', 'pastHistory', 'medications', 'allergies', 'extra:history'],
  'review-of-systems': ['ros'],
  'physical-examination': ['vitals', 'scores', 'exam', 'extra:exam'],
  results: ['results', 'extra:results'],
  'assessment-and-plan': ['summary', 'problemsPlan', 'medicationChanges', 'followUp', 'extra:plan', 'agreement'],
  subjective: ['complaintLine', 'opening', 'history', 'rosBrief', 'pastHistory', 'medications', 'allergies', 'scores', 'extra:history'],
  objective: ['vitals', 'exam', 'results', 'extra:exam', 'extra:results'],
  assessment: ['assessment'],
  plan: ['plan', 'medicationChanges', 'followUp', 'extra:plan'],
  'reason-for-visit': ['complaint', 'opening'],
  'interval-history': ['history', 'rosBrief', 'extra:history'],
  'medications-and-allergies': ['medications', 'medicationChanges', 'allergies'],
  'examination-and-results': ['vitals', 'exam', 'results', 'extra:exam', 'extra:results'],
  data: ['history', 'scores', 'vitals', 'exam', 'results', 'extra:history', 'extra:exam', 'extra:results'],
  behavior: ['history', 'rosBrief', 'scores', 'extra:history'],
  intervention: ['interventions'],
  response: ['responses'],
  'reason-for-referral': ['complaint', 'problemTitles'],
  'relevant-history': ['opening', 'history', 'rosBrief', 'pastHistory', 'extra:history'],
  findings: ['vitals', 'exam', 'results', 'extra:exam', 'extra:results'],
  'current-management': ['medications', 'plan', 'medicationChanges', 'extra:plan'],
  request: ['referralRequest'],
  'visit-reason-plain': ['complaintPlain'],
  'findings-plain': ['findingsPlain'],
  'medicines-plain': ['medicationsPlain'],
  'next-steps-plain': ['nextStepsPlain'],
  'presenting-concerns': ['complaint', 'rosBrief'],
  'session-content': ['history', 'extra:history'],
  'risk-assessment': ['risk'],
  progress: ['progress', 'scores'],
  'treatment-provided': ['treatment'],
  'home-program': ['homeProgram'],
  goals: ['goals'],
  'letter-opening': ['letterOpening'],
  'letter-body': ['history', 'exam', 'results', 'extra:history', 'extra:exam', 'extra:results'],
  'letter-closing': ['plan', 'medicationChanges', 'followUp', 'closing'],
};

export interface WriterContext {
  lang: Lang;
  options: NoteOptions;
  content: DraftContent;
  log: FactLog;
  /** Statements already written in an earlier section (not repeated). */
  used: Set<number>;
  /** Structured blocks already written (medications, vitals, ...): not repeated either. */
  usedBlocks?: Set<string>;
  /** Statements a specific section of this template takes (progress, response, ...): general sections leave them. */
  reserved?: Set<number>;
}

/** Blocks that pick particular statements out of history and plan. */
const SPECIFIC: Partial<Record<Block, (c: DraftContent) => Statement[]>> = {
  responses: (c) => c.responses,
  progress: (c) => [...c.history, ...c.responses].filter((s) => s.u.role === 'patient' && PROGRESS.test(s.u.lower)),
  goals: (c) => [...c.history, ...c.plan].filter((s) => GOALS.test(s.u.lower)),
  homeProgram: (c) => c.plan.filter((s) => HOME.test(s.u.lower)),
  treatment: (c) => [...c.interventions, ...c.exam, ...c.plan].filter((s) => TREATMENT.test(s.u.lower)),
  referralRequest: (c) => c.plan.filter((s) => REFERRAL.test(s.u.lower)),
  interventions: (c) => c.interventions,
};

/** The statements the specific sections of a template take, so that general sections leave them. */
export function reservedStatements(content: DraftContent, sectionIds: readonly NoteSectionId[]): Set<number> {
  const reserved = new Set<number>();
  for (const id of sectionIds) {
    for (const block of SECTION_BLOCKS[id]) for (const statement of SPECIFIC[block]?.(content) ?? []) reserved.add(statement.u.id);
  }
  return reserved;
}

/** Blocks written once per note, whichever section comes first. */
const ONCE: Partial<Record<Block, string>> = {
  medications: 'medications',
  medicationChanges: 'medicationChanges',
  allergies: 'allergies',
  pastHistory: 'pastHistory',
  vitals: 'vitals',
  scores: 'scores',
  followUp: 'followUp',
  ros: 'ros',
  rosBrief: 'ros',
};

const PROGRESS = /\b(better|improv\w*|worse|helping|helped|progress\w*|easier|harder|the same|mieux|pire|am[ée]lior\w*)\b/i;
const TREATMENT = /\b(today we|we did|we worked|manual therapy|mobiliz\w*|massage|taping|ultrasound|dry needling|tens|stretch\w*|aujourd'hui nous|th[ée]rapie manuelle)\b/i;
const HOME = /\b(exercises?|stretch\w*|at home|home program|reps|repetitions|sets|times a day|ice|heat|walk\w*|à la maison|exercices?)\b/i;
const GOALS = /\b(goals?|want to be able|get back to|return to|so that (?:you|she|he|they) can|objectifs?|reprendre)\b/i;
const REFERRAL = /\b(refer\w*|specialist|consult\w*|send (?:you|her|him|them) to|see an? \w+ologist|r[ée]f[ée]r\w*|sp[ée]cialiste)\b/i;
const RISK = /\b(suicid\w*|self-harm|harm (?:yourself|herself|himself|themselves|others)|hurt (?:yourself|herself|himself|themselves|others)|kill|safe(?:ty)? plan|feel safe|homicid\w*|automutilation|id[ée]es noires)\b/i;

const item = (stringBody: string, stringTitle = ''): NoteContentItem => ({ stringTitle, stringBody });

function subjectName(ctx: WriterContext): string {
  if (ctx.options.patientName) return ctx.options.patientName.replace(/(^|[\s'-])(\p{Ll})/gu, (_m, a: string, b: string) => a + b.toUpperCase());
  if (ctx.lang === 'fr') {
    const fem = ctx.options.pronoun === 'she';
    return ctx.options.patientTerm === 'Client' ? (fem ? 'La cliente' : 'Le client') : fem ? 'La patiente' : 'Le patient';
  }
  return `The ${ctx.options.patientTerm.toLowerCase()}`;
}

/** Statements as items: one per sentence for bullets, one paragraph otherwise. */
function statementItems(ctx: WriterContext, statements: Statement[], sectionId: NoteSectionId, title = '', specific = false): NoteContentItem[] {
  const isFirstOfItsSentence = (statement: Statement, index: number) => statements.findIndex((other) => other.u.id === statement.u.id) === index;
  const fresh = statements.filter(
    (statement, index) => !ctx.used.has(statement.u.id) && (specific || !ctx.reserved?.has(statement.u.id)) && isFirstOfItsSentence(statement, index),
  );
  if (fresh.length === 0) return [];
  for (const statement of fresh) {
    ctx.used.add(statement.u.id);
    ctx.log.addFromText(statement.text, statement.u, sectionId);
  }
  if (ctx.options.style === 'bullet') return fresh.map((statement, index) => item(statement.text, index === 0 ? title : ''));
  const texts = fresh.map((statement) => statement.text);
  return [item((ctx.lang === 'en' ? alternatePatientSubject(texts, ctx.options.pronoun, ctx.options.patientTerm) : texts).join(' '), title)];
}

type MedicationEntry = DraftContent['medications'][number];

/** How much a mention says: dose, frequency, route, duration. */
const detail = (mention: MedicationMention) =>
  (mention.dose ? 2 : 0) + (mention.frequency ? 1 : 0) + (mention.route ? 1 : 0) + (mention.duration ? 1 : 0);

/** The kept mentions, one per medication: the most detailed (the first of equals). */
function mergeMedications(list: MedicationEntry[], keep: (mention: MedicationMention, utterance: Utterance) => boolean): MedicationEntry[] {
  const byName = new Map<string, MedicationEntry>();
  for (const entry of list) {
    if (!keep(entry.m, entry.u)) continue;
    const previous = byName.get(entry.m.name);
    if (!previous || detail(entry.m) > detail(previous.m)) byName.set(entry.m.name, entry);
  }
  return [...byName.values()];
}

/** Medications under `title`: one per item for bullets, a list in one item otherwise. */
function medicationList(ctx: WriterContext, entries: MedicationEntry[], sectionId: NoteSectionId, title: string): NoteContentItem[] {
  if (entries.length === 0) return [];
  const phrases = entries.map(({ m: mention, u: utterance }) => {
    const text = medicationPhrase(mention, ctx.lang);
    ctx.log.add('medication', text, sectionId, utterance);
    return text;
  });
  if (ctx.options.style === 'bullet') return phrases.map((phrase, index) => item(asSentence(phrase), index === 0 ? title : ''));
  return [item(asSentence(phrases.join('; ')), title)];
}

const currentMedication = (mention: MedicationMention, utterance: Utterance) => mention.status === 'current' && utterance.phase !== 'plan';
const changedMedication = (mention: MedicationMention, utterance: Utterance) =>
  (mention.status === 'start' || mention.status === 'change') && utterance.role !== 'patient';
const stoppedMedication = (mention: MedicationMention, utterance: Utterance) => mention.status === 'stop' && utterance.role !== 'patient';

type BlockWriter = (ctx: WriterContext, sectionId: NoteSectionId) => NoteContentItem[];

/** The chief complaint in the note's language, if one was said. */
function complaintText(ctx: WriterContext): string | undefined {
  return ctx.content.complaint?.[ctx.lang];
}

/** The chief complaint as a sentence, under `title` (none in a section of its own). */
function writeComplaint(ctx: WriterContext, sectionId: NoteSectionId, title: string): NoteContentItem[] {
  const { complaint } = ctx.content;
  if (!complaint) return [];
  const text = complaint[ctx.lang];
  ctx.log.add('symptom', text, sectionId, complaint.u);
  return [item(asSentence(text), title)];
}

/** The chief complaint told to the patient ("You came in for ..."). */
function writePlainComplaint(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { complaint } = ctx.content;
  if (!complaint) return [];
  const text = complaint[ctx.lang];
  ctx.log.add('symptom', text, sectionId, complaint.u);
  return [item(ctx.lang === 'fr' ? `Vous êtes venu pour : ${text}.` : `You came in for ${text}.`)];
}

/** "Jane Doe is a 54-year-old woman who presents with ...". */
function openingItem(ctx: WriterContext): NoteContentItem {
  return item(openingSentence(subjectName(ctx), ctx.content.age?.value, ctx.options.pronoun, complaintText(ctx), ctx.lang));
}

/** The note's first sentence: the clinician's own introduction when there is one. */
function writeOpening(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { intro, age } = ctx.content;
  if (intro) return statementItems(ctx, [intro], sectionId);
  if (age) ctx.log.add('number', age.value, sectionId, age.u);
  return [openingItem(ctx)];
}

/** The symptom's name in the note's language. */
function findingName(finding: SymptomFinding, lang: Lang): string {
  return finding.term[lang];
}

/** "no fever" / "pas de fièvre": a symptom the patient does not have. */
function absentFinding(name: string, lang: Lang): string {
  return lang === 'fr' ? `pas de ${name}` : `no ${name}`;
}

/** Per body system, the sentences of what the patient reports and denies (each finding logged). */
function reviewOfSystemsLines(ctx: WriterContext, sectionId: NoteSectionId): Array<{ system: BodySystem; lines: string[] }> {
  const { lang, log } = ctx;
  return [...ctx.content.symptoms].map(([system, { present, absent }]) => {
    const lines: string[] = [];
    if (present.length > 0) lines.push(reportsLine(present.map((finding) => findingName(finding, lang)), lang));
    if (absent.length > 0) lines.push(deniesLine(absent.map((finding) => findingName(finding, lang)), lang));
    for (const finding of present) log.add('symptom', findingName(finding, lang), sectionId, finding.utterance);
    for (const finding of absent) log.add('negation', absentFinding(findingName(finding, lang), lang), sectionId, finding.utterance);
    return { system, lines };
  });
}

/** The examination's findings grouped by body system, each group titled with it; the rest after, untitled. */
function writeExamBySystem(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const groups = new Map<BodySystem | '', Statement[]>();
  for (const statement of ctx.content.exam) {
    const system = examSystem(statement.u.lower) ?? '';
    groups.set(system, [...(groups.get(system) ?? []), statement]);
  }
  const order = [...groups.keys()].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : 0));
  return order.flatMap((system) => statementItems(ctx, groups.get(system) ?? [], sectionId, system ? BODY_SYSTEM_TITLES[system][ctx.lang] : ''));
}

/** The assessment's opening: who the patient is and why they came, as the history opens. */
function writeSummary(ctx: WriterContext): NoteContentItem[] {
  const { intro } = ctx.content;
  return [item(intro ? intro.text : openingItem(ctx).stringBody)];
}

/** What the patient reports, then the pertinent negatives, each group in one sentence ("The patient denies fever, chills or cough."). */
function writeSymptomSummary(ctx: WriterContext): NoteContentItem[] {
  const { lang } = ctx;
  const all = [...ctx.content.symptoms.values()];
  const present = all.flatMap((system) => system.present).map((finding) => findingName(finding, lang));
  const absent = all.flatMap((system) => system.absent).map((finding) => findingName(finding, lang));
  const subject = lang === 'fr' ? subjectName({ ...ctx, options: { ...ctx.options, patientName: '' } }) : `The ${ctx.options.patientTerm.toLowerCase()}`;
  const lines: string[] = [];
  if (present.length > 0) lines.push(lang === 'fr' ? `${subject} rapporte : ${joinList(present, lang)}.` : `${subject} reports ${joinList(present, lang)}.`);
  if (absent.length > 0) lines.push(lang === 'fr' ? `${subject} nie : ${absent.join(', ')}.` : `${subject} denies ${joinList(absent, lang, 'or')}.`);
  return lines.length > 0 ? [item(lines.join(' '))] : [];
}

/** The review of systems: one item per body system, titled with it. */
function writeReviewOfSystems(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  return reviewOfSystemsLines(ctx, sectionId).map(({ system, lines }) => item(lines.join(' '), BODY_SYSTEM_TITLES[system][ctx.lang]));
}

/** The review of systems in one paragraph, without the systems' titles. */
function writeBriefReviewOfSystems(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const lines = reviewOfSystemsLines(ctx, sectionId).flatMap((system) => system.lines);
  return lines.length > 0 ? [item(lines.join(' '))] : [];
}

function writeCurrentMedications(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  return medicationList(ctx, mergeMedications(ctx.content.medications, currentMedication), sectionId, TEXT.medications[ctx.lang]);
}

/** Medications started or changed, then those stopped. */
function writeMedicationChanges(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { medications } = ctx.content;
  return [
    ...medicationList(ctx, mergeMedications(medications, changedMedication), sectionId, TEXT.newMedications[ctx.lang]),
    ...medicationList(ctx, mergeMedications(medications, stoppedMedication), sectionId, TEXT.stoppedMedications[ctx.lang]),
  ];
}

/** For the patient: what to take (current and new, unless stopped), then what to stop. */
function writePlainMedications(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { medications } = ctx.content;
  const fr = ctx.lang === 'fr';
  const stopped = new Set(mergeMedications(medications, stoppedMedication).map((entry) => entry.m.name));
  const taking = mergeMedications(
    medications,
    (mention, utterance) => (currentMedication(mention, utterance) || changedMedication(mention, utterance)) && !stopped.has(mention.name),
  );
  return [
    ...medicationList(ctx, taking, sectionId, fr ? 'À prendre' : 'Take'),
    ...medicationList(ctx, mergeMedications(medications, stoppedMedication), sectionId, fr ? 'À arrêter' : 'Stop'),
  ];
}

/** What the patient says of work, home and habits: the note's social history. */
const SOCIAL =
  /\b(?:works? (?:as|at|for|in)|worked (?:as|at|for)|(?:my|his|her|their) job|job as|retired|smok\w*|cigarettes?|tobacco|alcohol|beers?|wine|married|lives? (?:with|alone)|exercis\w*|gym|marijuana|vap(?:e|es|ing)|travaille|fume\w*|alcool|mari[ée]e?)\b/i;

/** The history, the patient's words on work, home and habits apart under "Social history". */
function writeHistoryAndSocial(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const social = (statement: Statement) => statement.u.role === 'patient' && SOCIAL.test(statement.u.lower);
  return [
    ...statementItems(ctx, ctx.content.history.filter((statement) => !social(statement)), sectionId),
    ...statementItems(ctx, ctx.content.history.filter(social), sectionId, TEXT.socialHistory[ctx.lang]),
  ];
}

/** The conditions of the patient's history in one item ("Past medical history: Hypertension and asthma."). */
function writePastHistory(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { pastHistory } = ctx.content;
  if (pastHistory.length === 0) return [];
  for (const condition of pastHistory) ctx.log.add('diagnosis', condition.term[ctx.lang], sectionId, condition.u);
  return [item(asSentence(joinList(pastHistory.map((condition) => condition.term[ctx.lang]), ctx.lang)), TEXT.pastHistory[ctx.lang])];
}

/** The allergies said, or "No known drug allergies" when the only answer was none. */
function writeAllergies(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { allergies } = ctx.content;
  const { lang, log } = ctx;
  if (allergies.length === 0) return [];
  const real = allergies.filter((allergy) => !allergy.none);
  if (real.length === 0) {
    log.add('allergy', TEXT.noAllergies[lang], sectionId, allergies[0].u);
    return [item(TEXT.noAllergies[lang], TEXT.allergies[lang])];
  }
  const phrases = real.map((allergy) => {
    const text = allergyPhrase(allergy.allergen, allergy.reaction, lang);
    log.add('allergy', text, sectionId, allergy.u);
    return text;
  });
  return [item(asSentence(joinList(phrases, lang)), TEXT.allergies[lang])];
}

function writeVitals(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  return ctx.content.vitals.map((vital) => {
    const line = vitalLine(vital.name, vital.value, ctx.lang);
    ctx.log.add('vital', `${line.title}: ${vital.value}`, sectionId, vital.u);
    return item(line.body, line.title);
  });
}

/** Scores said aloud (pain 6/10, PHQ-9 ...), one item each. */
function writeScores(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  return ctx.content.scores.map((score) => {
    const title = score.name === 'pain' ? TEXT.pain[ctx.lang] : score.name[0].toUpperCase() + score.name.slice(1);
    ctx.log.add('score', `${title} ${score.value}`, sectionId, score.u);
    return item(`${score.value}.`, title);
  });
}

/** The named problems in one "Diagnoses" item; none when no problem has a name. */
function writeDiagnoses(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const titled = ctx.content.problems.filter((problem) => problem.title);
  if (titled.length === 0) return [];
  for (const problem of titled) if (problem.source) ctx.log.add('diagnosis', problem.title, sectionId, problem.source);
  const titles = titled.map((problem) => (ctx.lang === 'fr' ? problem.titleFr : problem.title));
  return [item(asSentence(titles.join('; ')), TEXT.diagnoses[ctx.lang])];
}

/** The diagnoses, then the clinician's assessment statements. */
function writeAssessment(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const diagnoses = writeDiagnoses(ctx, sectionId);
  return [...diagnoses, ...statementItems(ctx, ctx.content.assessment, sectionId)];
}

/** The clinician's impressions outside the plan's statements, by the problem they name (the first problem when they name none). */
function assessmentByProblem(content: DraftContent): Map<number, Statement[]> {
  const byProblem = new Map<number, Statement[]>();
  if (content.problems.length === 0) return byProblem;
  const inPlans = new Set(content.problems.flatMap((problem) => problem.statements.map((statement) => statement.u.id)));
  for (const statement of content.assessment) {
    if (inPlans.has(statement.u.id)) continue;
    const named = content.problems.findIndex((problem) => problem.title !== '' && statement.u.lower.includes(problem.title.toLowerCase()));
    const index = Math.max(0, named);
    byProblem.set(index, [...(byProblem.get(index) ?? []), statement]);
  }
  return byProblem;
}

/** Assessment and plan by problem: each problem's title, then its statements by kind (reasoning, tests, treatment, counselling). */
function writeProblemsAndPlans(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { problems } = ctx.content;
  const reasoning = assessmentByProblem(ctx.content);
  return problems.flatMap((problem, index) => {
    const title = ctx.lang === 'fr' ? problem.titleFr : problem.title;
    if (problem.source && problem.title) ctx.log.add('diagnosis', problem.title, sectionId, problem.source);
    const inCategory = (category: PlanCategory) => {
      const own = problem.statements.filter((statement) => planCategory(statement.u.lower) === category);
      return category === 'reasoning' ? [...(reasoning.get(index) ?? []), ...own].sort((a, b) => a.u.id - b.u.id) : own;
    };
    const items = PLAN_CATEGORIES.flatMap((category) => statementItems(ctx, inCategory(category), sectionId, PLAN_CATEGORY_TITLES[category][ctx.lang]));
    if (items.length === 0 || !title) return items;
    return [item(asSentence(title)), ...items];
  });
}

function writeFollowUp(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { followUp } = ctx.content;
  if (!followUp) return [];
  const text = followUpLine(followUp.span, ctx.lang);
  ctx.log.add('follow-up', text, sectionId, followUp.u);
  return [item(text, TEXT.followUp[ctx.lang])];
}

/** The patient's agreement with the plan, when they agreed. */
function writeAgreement(ctx: WriterContext): NoteContentItem[] {
  const { lang } = ctx;
  return ctx.content.agreed ? [item(TEXT.agreement[lang], TEXT.agreementTitle[lang])] : [];
}

/** The statements a specific block picks (see SPECIFIC), even those reserved for it. */
function writeSpecificStatements(ctx: WriterContext, sectionId: NoteSectionId, block: Block): NoteContentItem[] {
  return statementItems(ctx, SPECIFIC[block]?.(ctx.content) ?? [], sectionId, '', true);
}

/** Suicidal or homicidal ideation asked about (present or denied), then what was said about safety. */
function writeRiskAssessment(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { content, lang, log } = ctx;
  const psychiatric = content.symptoms.get('psychiatric');
  const ideation = [...(psychiatric?.present ?? []), ...(psychiatric?.absent ?? [])].filter((finding) => /ideation/.test(finding.term.en));
  const items = ideation.map((finding) => {
    const name = findingName(finding, lang);
    log.add(finding.present ? 'symptom' : 'negation', finding.present ? name : absentFinding(name, lang), sectionId, finding.utterance);
    return item(finding.present ? reportsLine([name], lang) : deniesLine([name], lang));
  });
  return [...items, ...statementItems(ctx, content.history.filter((statement) => RISK.test(statement.u.lower)), sectionId)];
}

/** Statements reworded for the patient (see plainText). */
function inPlainWords(ctx: WriterContext, statements: Statement[]): Statement[] {
  return statements.map((statement) => ({ ...statement, text: plainText(statement, ctx) }));
}

/** For the patient: what the examination and the results showed. */
function writePlainFindings(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  return statementItems(ctx, inPlainWords(ctx, [...ctx.content.exam, ...ctx.content.results]), sectionId);
}

/** For the patient: the plan, then when to come back. */
function writePlainNextSteps(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { followUp } = ctx.content;
  const { lang } = ctx;
  const items = statementItems(ctx, inPlainWords(ctx, ctx.content.plan), sectionId);
  if (followUp) {
    const text = lang === 'fr' ? `Prochain rendez-vous : ${followUpLine(followUp.span, lang).replace(/^Suivi /, '')}` : `Come back ${followUp.span}.`;
    ctx.log.add('follow-up', text, sectionId, followUp.u);
    items.push(item(text));
  }
  return items;
}

type ExtraKind = 'history' | 'exam' | 'results' | 'plan';

/** Where a sentence of an extra source came from, as the note marks it ("(clinician's notes)"). */
function sourceMark(utterance: Utterance, lang: Lang): string {
  const origin = utterance.source.origin;
  if (origin === 'own-notes') return ` ${TEXT.ownNotes[lang]}`;
  if (origin === 'context') return ` ${TEXT.context[lang]}`;
  if (origin === 'files') return ` ${TEXT.files[lang]}`;
  return '';
}

/** The sentences of the clinician's own notes, context and files that belong to `kind`, marked with their source. */
function writeExtraStatements(ctx: WriterContext, sectionId: NoteSectionId, kind: ExtraKind): NoteContentItem[] {
  const mine = ctx.content.extra.filter((statement) => extraKind(statement.u) === kind);
  return statementItems(
    ctx,
    mine.map((statement) => ({ ...statement, text: `${statement.text}${sourceMark(statement.u, ctx.lang)}` })),
    sectionId,
  );
}

/** How each block is written. */
const BLOCK_WRITERS: Record<Block, BlockWriter> = {
  complaint: (ctx, sectionId) => writeComplaint(ctx, sectionId, ''),
  complaintLine: (ctx, sectionId) => writeComplaint(ctx, sectionId, ctx.lang === 'fr' ? 'Motif' : 'Chief complaint'),
  complaintPlain: writePlainComplaint,
  opening: writeOpening,
  letterOpening: (ctx) => [openingItem(ctx)],
  history: (ctx, sectionId) => statementItems(ctx, ctx.content.history, sectionId),
  symptomSummary: writeSymptomSummary,
  pastHistory: writePastHistory,
  historyAndSocial: writeHistoryAndSocial,
  summary: writeSummary,
  ros: writeReviewOfSystems,
  rosBrief: writeBriefReviewOfSystems,
  medications: writeCurrentMedications,
  medicationChanges: writeMedicationChanges,
  medicationsPlain: writePlainMedications,
  allergies: writeAllergies,
  vitals: writeVitals,
  scores: writeScores,
  exam: writeExamBySystem,
  results: (ctx, sectionId) => statementItems(ctx, ctx.content.results, sectionId),
  assessment: writeAssessment,
  problemTitles: writeDiagnoses,
  problemsPlan: writeProblemsAndPlans,
  plan: (ctx, sectionId) => statementItems(ctx, ctx.content.plan, sectionId),
  followUp: writeFollowUp,
  agreement: writeAgreement,
  interventions: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'interventions'),
  responses: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'responses'),
  progress: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'progress'),
  goals: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'goals'),
  homeProgram: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'homeProgram'),
  treatment: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'treatment'),
  referralRequest: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'referralRequest'),
  risk: writeRiskAssessment,
  findingsPlain: writePlainFindings,
  nextStepsPlain: writePlainNextSteps,
  closing: (ctx) => [item(TEXT.closing[ctx.lang])],
  'extra:history': (ctx, sectionId) => writeExtraStatements(ctx, sectionId, 'history'),
  'extra:exam': (ctx, sectionId) => writeExtraStatements(ctx, sectionId, 'exam'),
  'extra:results': (ctx, sectionId) => writeExtraStatements(ctx, sectionId, 'results'),
  'extra:plan': (ctx, sectionId) => writeExtraStatements(ctx, sectionId, 'plan'),
};

/** Which block a sentence of the clinician's own notes or context belongs to. */
function extraKind(utterance: Utterance): ExtraKind {
  if (utterance.isResult) return 'results';
  if (utterance.isExam) return 'exam';
  if (utterance.isPlan) return 'plan';
  return 'history';
}

/** A statement in plain language for the patient: the clinician's words as said, the patient's as "you". */
function plainText(statement: Statement, ctx: WriterContext): string {
  if (ctx.lang !== ctx.content.sourceLanguage) return statement.text;
  if (statement.u.role !== 'patient') {
    return asSentence(
      statement.u.clean
        .replace(/\bi(?:'m| am) going to\b/gi, 'we will')
        .replace(/\bi['’](m|d|ve|ll)\b/gi, (_m, v: string) => ({ m: 'we are', d: 'we would', ve: 'we have', ll: 'we will' })[v.toLowerCase()] ?? 'we')
        .replace(/\bi\b/gi, 'we')
        .replace(/\bwe am\b/gi, 'we are')
        .replace(/\bwe was\b/gi, 'we were'),
    );
  }
  return asSentence(
    statement.u.clean
      .replace(/\bi am\b|\bi'm\b/gi, 'you are')
      .replace(/\bi was\b/gi, 'you were')
      .replace(/\bi\b/gi, 'you')
      .replace(/\bmy\b/gi, 'your')
      .replace(/\bme\b/gi, 'you')
      .replace(/\bmyself\b/gi, 'yourself'),
  );
}

/** The items of one section; "Not discussed" when it has none. */
export function writeSection(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const usedBlocks = (ctx.usedBlocks ??= new Set<string>());
  const items = SECTION_BLOCKS[sectionId].flatMap((block) => {
    const key = ONCE[block];
    if (key && usedBlocks.has(key)) return [];
    const written = BLOCK_WRITERS[block](ctx, sectionId);
    if (key && written.length > 0) usedBlocks.add(key);
    return written;
  });
  return items.length > 0 ? items : [item(TEXT.notDiscussed[ctx.lang])];
}
