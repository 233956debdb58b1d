// Writes each section of a template from the draft's blocks. A section is a list of
// blocks (complaint, history, review of systems, vitals, plan by problem, ...); the same
// section id holds the same blocks in every template. Empty sections say "Not discussed".
import type { NoteSectionId } from '../../shared/note-templates';
import { BODY_SYSTEM_TITLES } from '../lexicon/symptoms';
import type { NoteContentItem, NoteOptions } from '../types';
import { asSentence } from './clean-speech';
import type { DraftContent, Statement } from './draft-content';
import type { FactLog } from './fact-log';
import type { Utterance } from './analyse';
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
  'history-of-present-illness': ['opening', 'history', 'medications', 'allergies', 'extra:history'],
  'review-of-systems': ['ros'],
  'physical-examination': ['vitals', 'scores', 'exam', 'extra:exam'],
  results: ['results', 'extra:results'],
  'assessment-and-plan': ['problemsPlan', 'medicationChanges', 'followUp', 'extra:plan', 'agreement'],
  subjective: ['complaintLine', 'opening', 'history', 'rosBrief', 'medications', 'allergies', 'scores', 'extra:history'],
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
  'relevant-history': ['opening', 'history', 'rosBrief', 'extra:history'],
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
    for (const b of SECTION_BLOCKS[id]) for (const s of SPECIFIC[b]?.(content) ?? []) reserved.add(s.u.id);
  }
  return reserved;
}

/** Blocks written once per note, whichever section comes first. */
const ONCE: Partial<Record<Block, string>> = {
  medications: 'medications',
  medicationChanges: 'medicationChanges',
  allergies: 'allergies',
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
  const fresh = statements.filter((s, i) => !ctx.used.has(s.u.id) && (specific || !ctx.reserved?.has(s.u.id)) && statements.findIndex((t) => t.u.id === s.u.id) === i);
  if (fresh.length === 0) return [];
  for (const s of fresh) {
    ctx.used.add(s.u.id);
    ctx.log.addFromText(s.text, s.u, sectionId);
  }
  if (ctx.options.style === 'bullet') return fresh.map((s, i) => item(s.text, i === 0 ? title : ''));
  return [item(fresh.map((s) => s.text).join(' '), title)];
}

function mergeMedications(list: DraftContent['medications'], keep: (m: MedicationMention, u: Utterance) => boolean) {
  const byName = new Map<string, { m: MedicationMention; u: Utterance }>();
  for (const entry of list) {
    if (!keep(entry.m, entry.u)) continue;
    const prev = byName.get(entry.m.name);
    const score = (m: MedicationMention) => (m.dose ? 2 : 0) + (m.frequency ? 1 : 0) + (m.route ? 1 : 0) + (m.duration ? 1 : 0);
    if (!prev || score(entry.m) > score(prev.m)) byName.set(entry.m.name, entry);
  }
  return [...byName.values()];
}

function medicationList(ctx: WriterContext, entries: Array<{ m: MedicationMention; u: Utterance }>, sectionId: NoteSectionId, title: string): NoteContentItem[] {
  if (entries.length === 0) return [];
  const phrases = entries.map(({ m, u }) => {
    const text = medicationPhrase(m, ctx.lang);
    ctx.log.add('medication', text, sectionId, u);
    return text;
  });
  if (ctx.options.style === 'bullet') return phrases.map((p, i) => item(asSentence(p), i === 0 ? title : ''));
  return [item(asSentence(phrases.join('; ')), title)];
}

const currentMedication = (m: MedicationMention, u: Utterance) => m.status === 'current' && u.phase !== 'plan';
const changedMedication = (m: MedicationMention, u: Utterance) => (m.status === 'start' || m.status === 'change') && u.role !== 'patient';
const stoppedMedication = (m: MedicationMention, u: Utterance) => m.status === 'stop' && u.role !== 'patient';

/** Items of one block. */
function block(ctx: WriterContext, b: Block, sectionId: NoteSectionId): NoteContentItem[] {
  const { content: c, lang, log } = ctx;
  const stamp = (u: Utterance) => {
    const origin = u.source.origin;
    return origin === 'own-notes' ? ` ${TEXT.ownNotes[lang]}` : origin === 'context' ? ` ${TEXT.context[lang]}` : origin === 'files' ? ` ${TEXT.files[lang]}` : '';
  };
  switch (b) {
    case 'complaint':
    case 'complaintLine': {
      if (!c.complaint) return [];
      const text = lang === 'fr' ? c.complaint.fr : c.complaint.en;
      log.add('symptom', text, sectionId, c.complaint.u);
      const body = asSentence(text);
      return [item(body, b === 'complaintLine' ? (lang === 'fr' ? 'Motif' : 'Chief complaint') : '')];
    }
    case 'complaintPlain': {
      if (!c.complaint) return [];
      const text = lang === 'fr' ? c.complaint.fr : c.complaint.en;
      log.add('symptom', text, sectionId, c.complaint.u);
      return [item(lang === 'fr' ? `Vous êtes venu pour : ${text}.` : `You came in for ${text}.`)];
    }
    case 'opening': {
      if (c.intro) return statementItems(ctx, [c.intro], sectionId);
      const complaint = c.complaint ? (lang === 'fr' ? c.complaint.fr : c.complaint.en) : undefined;
      if (c.age) log.add('number', c.age.value, sectionId, c.age.u);
      return [item(openingSentence(subjectName(ctx), c.age?.value, ctx.options.pronoun, complaint, lang))];
    }
    case 'letterOpening': {
      const complaint = c.complaint ? (lang === 'fr' ? c.complaint.fr : c.complaint.en) : undefined;
      return [item(openingSentence(subjectName(ctx), c.age?.value, ctx.options.pronoun, complaint, lang))];
    }
    case 'history':
      return statementItems(ctx, c.history, sectionId);
    case 'ros':
    case 'rosBrief': {
      const items: NoteContentItem[] = [];
      const brief: string[] = [];
      for (const [system, { present, absent }] of c.symptoms) {
        const name = (f: { term: { en: string; fr: string } }) => (lang === 'fr' ? f.term.fr : f.term.en);
        const parts: string[] = [];
        if (present.length > 0) parts.push(reportsLine(present.map(name), lang));
        if (absent.length > 0) parts.push(deniesLine(absent.map(name), lang));
        for (const f of present) log.add('symptom', name(f), sectionId, f.utterance);
        for (const f of absent) log.add('negation', lang === 'fr' ? `pas de ${name(f)}` : `no ${name(f)}`, sectionId, f.utterance);
        if (b === 'ros') items.push(item(parts.join(' '), BODY_SYSTEM_TITLES[system][lang]));
        else brief.push(...parts);
      }
      if (b === 'rosBrief' && brief.length > 0) return [item(brief.join(' '))];
      return items;
    }
    case 'medications':
      return medicationList(ctx, mergeMedications(c.medications, currentMedication), sectionId, TEXT.medications[lang]);
    case 'medicationChanges':
      return [
        ...medicationList(ctx, mergeMedications(c.medications, changedMedication), sectionId, TEXT.newMedications[lang]),
        ...medicationList(ctx, mergeMedications(c.medications, stoppedMedication), sectionId, TEXT.stoppedMedications[lang]),
      ];
    case 'medicationsPlain': {
      const stopped = new Set(mergeMedications(c.medications, stoppedMedication).map((e) => e.m.name));
      const taking = mergeMedications(c.medications, (m, u) => (currentMedication(m, u) || changedMedication(m, u)) && !stopped.has(m.name));
      return [
        ...medicationList(ctx, taking, sectionId, lang === 'fr' ? 'À prendre' : 'Take'),
        ...medicationList(ctx, mergeMedications(c.medications, stoppedMedication), sectionId, lang === 'fr' ? 'À arrêter' : 'Stop'),
      ];
    }
    case 'allergies': {
      if (c.allergies.length === 0) return [];
      const real = c.allergies.filter((a) => !a.none);
      if (real.length === 0) {
        log.add('allergy', TEXT.noAllergies[lang], sectionId, c.allergies[0].u);
        return [item(TEXT.noAllergies[lang], TEXT.allergies[lang])];
      }
      const phrases = real.map((a) => {
        const text = allergyPhrase(a.allergen, a.reaction, lang);
        log.add('allergy', text, sectionId, a.u);
        return text;
      });
      return [item(asSentence(joinList(phrases, lang)), TEXT.allergies[lang])];
    }
    case 'vitals':
      return c.vitals.map((v) => {
        const line = vitalLine(v.name, v.value, lang);
        log.add('vital', `${line.title}: ${v.value}`, sectionId, v.u);
        return item(line.body, line.title);
      });
    case 'scores':
      return c.scores.map((s) => {
        const title = s.name === 'pain' ? TEXT.pain[lang] : s.name;
        log.add('score', `${title} ${s.value}`, sectionId, s.u);
        return item(`${s.value}.`, title);
      });
    case 'exam':
      return statementItems(ctx, c.exam, sectionId);
    case 'results':
      return statementItems(ctx, c.results, sectionId);
    case 'assessment': {
      const items: NoteContentItem[] = [];
      const titled = c.problems.filter((p) => p.title);
      if (titled.length > 0) {
        for (const p of titled) if (p.source) log.add('diagnosis', p.title, sectionId, p.source);
        items.push(item(asSentence(titled.map((p) => (lang === 'fr' ? p.titleFr : p.title)).join('; ')), TEXT.diagnoses[lang]));
      }
      return [...items, ...statementItems(ctx, c.assessment, sectionId)];
    }
    case 'problemTitles': {
      const titled = c.problems.filter((p) => p.title);
      if (titled.length === 0) return [];
      for (const p of titled) if (p.source) log.add('diagnosis', p.title, sectionId, p.source);
      return [item(asSentence(titled.map((p) => (lang === 'fr' ? p.titleFr : p.title)).join('; ')), TEXT.diagnoses[lang])];
    }
    case 'problemsPlan': {
      const items: NoteContentItem[] = [];
      for (const p of c.problems) {
        const title = lang === 'fr' ? p.titleFr : p.title;
        if (p.source && p.title) log.add('diagnosis', p.title, sectionId, p.source);
        items.push(...statementItems(ctx, p.statements, sectionId, title));
      }
      return items;
    }
    case 'plan':
      return statementItems(ctx, c.plan, sectionId);
    case 'followUp': {
      if (!c.followUp) return [];
      const text = followUpLine(c.followUp.span, lang);
      log.add('follow-up', text, sectionId, c.followUp.u);
      return [item(text, TEXT.followUp[lang])];
    }
    case 'agreement':
      return c.agreed ? [item(lang === 'fr' ? TEXT.agreement.fr : TEXT.agreement.en, TEXT.agreementTitle[lang])] : [];
    case 'interventions':
    case 'responses':
    case 'progress':
    case 'goals':
    case 'homeProgram':
    case 'treatment':
    case 'referralRequest':
      return statementItems(ctx, SPECIFIC[b]?.(c) ?? [], sectionId, '', true);
    case 'risk': {
      const items: NoteContentItem[] = [];
      const psych = c.symptoms.get('psychiatric');
      const risky = [...(psych?.present ?? []), ...(psych?.absent ?? [])].filter((f) => /ideation/.test(f.term.en));
      for (const f of risky) {
        const name = lang === 'fr' ? f.term.fr : f.term.en;
        log.add(f.present ? 'symptom' : 'negation', f.present ? name : lang === 'fr' ? `pas de ${name}` : `no ${name}`, sectionId, f.utterance);
        items.push(item(f.present ? reportsLine([name], lang) : deniesLine([name], lang)));
      }
      return [...items, ...statementItems(ctx, c.history.filter((s) => RISK.test(s.u.lower)), sectionId)];
    }
    case 'findingsPlain':
      return statementItems(ctx, [...c.exam, ...c.results].map((s) => ({ ...s, text: plainText(s, ctx) })), sectionId);
    case 'nextStepsPlain': {
      const items = statementItems(ctx, c.plan.map((s) => ({ ...s, text: plainText(s, ctx) })), sectionId);
      if (c.followUp) {
        const text = lang === 'fr' ? `Prochain rendez-vous : ${followUpLine(c.followUp.span, lang).replace(/^Suivi /, '')}` : `Come back ${c.followUp.span}.`;
        log.add('follow-up', text, sectionId, c.followUp.u);
        items.push(item(text));
      }
      return items;
    }
    case 'closing':
      return [item(TEXT.closing[lang])];
    case 'extra:history':
    case 'extra:exam':
    case 'extra:results':
    case 'extra:plan': {
      const kind = b.slice('extra:'.length);
      const mine = c.extra.filter((s) => extraKind(s.u) === kind);
      return statementItems(
        ctx,
        mine.map((s) => ({ ...s, text: `${s.text}${stamp(s.u)}` })),
        sectionId,
      );
    }
  }
}

/** Which block a sentence of the clinician's own notes or context belongs to. */
function extraKind(u: Utterance): 'history' | 'exam' | 'results' | 'plan' {
  if (u.isResult) return 'results';
  if (u.isExam) return 'exam';
  if (u.isPlan) return 'plan';
  return 'history';
}

/** A statement in plain language for the patient: the clinician's words as said, the patient's as "you". */
function plainText(s: Statement, ctx: WriterContext): string {
  if (ctx.lang !== ctx.content.sourceLanguage) return s.text;
  if (s.u.role !== 'patient') {
    return asSentence(
      s.u.clean
        .replace(/\bi(?:'m| am) going to\b/gi, 'we will')
        .replace(/\bi['’](m|d|ve|ll)\b/gi, (_m, v: string) => ({ m: 'we are', d: 'we would', ve: 'we have', ll: 'we will' })[v.toLowerCase()] ?? 'we')
        .replace(/\bi\b/gi, 'we')
        .replace(/\bwe am\b/gi, 'we are')
        .replace(/\bwe was\b/gi, 'we were'),
    );
  }
  return asSentence(
    s.u.clean
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
  const items = SECTION_BLOCKS[sectionId].flatMap((b) => {
    const key = ONCE[b];
    if (key && usedBlocks.has(key)) return [];
    const written = block(ctx, b, sectionId);
    if (key && written.length > 0) usedBlocks.add(key);
    return written;
  });
  return items.length > 0 ? items : [item(TEXT.notDiscussed[ctx.lang])];
}
