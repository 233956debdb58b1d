// The writers of the clinician's conclusions: the problems discussed, the assessment, the
// assessment and plan by problem, follow-up, the patient's agreement, the risk assessment,
// and the statements the specific blocks pick (progress, goals, home program, ...).
import type { NoteSectionId } from '../../../shared/note-templates';
import type { NoteContentItem } from '../../../shared/notes';
import { asSentence } from '../clean-speech';
import type { DraftContent, Statement } from '../draft-content';
import { PLAN_CATEGORIES, PLAN_CATEGORY_TITLES, planCategory, type PlanCategory } from '../plan-categories';
import { TEXT, deniesLine, followUpLine, reportsLine } from '../phrases';
import { SPECIFIC, type Block } from './blocks';
import { absentFinding, findingName } from './history-writers';
import { item, problemTitle, statementItems, type WriterContext } from './writer-context';

export const RISK = /\b(suicid\w*|self-harm|harm (?:yourself|herself|himself|themselves|others)|hurt (?:yourself|herself|himself|themselves|others)|kill|safe(?:ty)? plan|feel safe|homicid\w*|automutilation|id[ée]es noires)\b/i;

/** The named problems in one "Diagnoses" item; none when no problem has a name. */
export function writeDiagnoses(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const titled = ctx.content.problems.filter((problem) => problem.title);
  if (titled.length === 0) return [];
  for (const problem of titled) if (problem.source) ctx.log.add('diagnosis', problem.title, sectionId, problem.source);
  const titles = titled.map((problem) => problemTitle(problem, ctx.lang));
  return [item(asSentence(titles.join('; ')), TEXT.diagnoses[ctx.lang])];
}

/** The diagnoses, then the clinician's assessment statements. */
export function writeAssessment(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const diagnoses = writeDiagnoses(ctx, sectionId);
  return [...diagnoses, ...statementItems(ctx, ctx.content.assessment, sectionId)];
}

/** The clinician's impressions outside the plan's statements, by the problem they name (the first problem when they name none). */
export function assessmentByProblem(content: DraftContent): Map<number, Statement[]> {
  const byProblem = new Map<number, Statement[]>();
  if (content.problems.length === 0) return byProblem;
  const inPlans = new Set(content.problems.flatMap((problem) => problem.statements.map((statement) => statement.utterance.id)));
  for (const statement of content.assessment) {
    if (inPlans.has(statement.utterance.id)) continue;
    const named = content.problems.findIndex((problem) => problem.title !== '' && statement.utterance.lower.includes(problem.title.toLowerCase()));
    const index = Math.max(0, named);
    byProblem.set(index, [...(byProblem.get(index) ?? []), statement]);
  }
  return byProblem;
}

/** Assessment and plan by problem: each problem's title, then its statements by kind (reasoning, tests, treatment, counselling). */
export function writeProblemsAndPlans(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { problems } = ctx.content;
  const reasoning = assessmentByProblem(ctx.content);
  return problems.flatMap((problem, index) => {
    const title = problemTitle(problem, ctx.lang);
    if (problem.source && problem.title) ctx.log.add('diagnosis', problem.title, sectionId, problem.source);
    const inCategory = (category: PlanCategory) => {
      const own = problem.statements.filter((statement) => planCategory(statement.utterance.lower) === category);
      return category === 'reasoning' ? [...(reasoning.get(index) ?? []), ...own].sort((a, b) => a.utterance.id - b.utterance.id) : own;
    };
    const items = PLAN_CATEGORIES.flatMap((category) => statementItems(ctx, inCategory(category), sectionId, PLAN_CATEGORY_TITLES[category][ctx.lang]));
    if (items.length === 0 || !title) return items;
    return [item(asSentence(title)), ...items];
  });
}

export function writeFollowUp(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { followUp } = ctx.content;
  if (!followUp) return [];
  const text = followUpLine(followUp.span, ctx.lang);
  ctx.log.add('follow-up', text, sectionId, followUp.utterance);
  return [item(text, TEXT.followUp[ctx.lang])];
}

/** The patient's agreement with the plan, when they agreed. */
export function writeAgreement(ctx: WriterContext): NoteContentItem[] {
  const { lang } = ctx;
  return ctx.content.agreed ? [item(TEXT.agreement[lang], TEXT.agreementTitle[lang])] : [];
}

/** The statements a specific block picks (see SPECIFIC), even those reserved for it. */
export function writeSpecificStatements(ctx: WriterContext, sectionId: NoteSectionId, block: Block): NoteContentItem[] {
  return statementItems(ctx, SPECIFIC[block]?.(ctx.content) ?? [], sectionId, '', true);
}

/** Suicidal or homicidal ideation asked about (present or denied), then what was said about safety. */
export function writeRiskAssessment(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { content, lang, log } = ctx;
  const psychiatric = content.symptoms.get('psychiatric');
  const ideation = [...(psychiatric?.present ?? []), ...(psychiatric?.absent ?? [])].filter((finding) => /ideation/.test(finding.term.en));
  const items = ideation.map((finding) => {
    const name = findingName(finding, lang);
    log.add(finding.present ? 'symptom' : 'negation', finding.present ? name : absentFinding(name, lang), sectionId, finding.utterance);
    return item(finding.present ? reportsLine([name], lang) : deniesLine([name], lang));
  });
  return [...items, ...statementItems(ctx, content.history.filter((statement) => RISK.test(statement.utterance.lower)), sectionId)];
}
