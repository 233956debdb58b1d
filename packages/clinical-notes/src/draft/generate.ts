// The offline draft generator: a note from a transcript without any language model,
// deterministic, labelled "Offline draft". It reorganises what was said into the template's
// sections, writes it in clinical third person and lists the facts it states with their
// source sentences. It never states a medication or a number that is not in its sources.
import { withLookupCache } from '../lexicon/terms/memo';
import { unshouted } from '../text/shouted';
import { parseTranscript } from '../transcript/parse';
import { draftFromVisit } from '../write/draft';
import { extractVisit } from '../visit/extract';
import { imperativeOpening } from '../visit/plan-writer';
import { readTranscript } from '../visit/read-sentences';
import type { VisitModel } from '../visit/model';
import { examInLanguage } from '../visit/examination';
import { scoresSaid } from '../visit/scores';
import { restatesFindings, statedWords } from '../write/restates';
import { NOTE_OPTION_DEFAULTS, type DraftNote, type DraftTemplate, type NoteOptions } from './types';
import { readConversation, type Conversation, type Utterance } from './analyse';
import { examFromVisit, planFromVisit, readingsOf } from './visit-phases';
import { draftContent, type DraftContent } from './draft-content';
import { FactLog } from './fact-log';
import { pronounFromConversation } from './patient-pronoun';
import { quotedLanguageRemark, type Lang } from './phrases';
import { draftSections, reservedStatements, writeSection } from './section-writer';
import { completeFromVisit } from './visit-facts';
import { complaintAgreeing } from './visit-complaint';
import { toldOfSpeaker } from '../visit/spoken-for';

export const OFFLINE_DRAFT_LABEL = { en: 'Offline draft', fr: 'Brouillon hors ligne' } as const;

/**
 * Drafts a note of `template` from a transcript ([doctor]/[patient] tags, "Name: text" lines or plain
 * text). The clinician's own notes, the post-session context and the text of uploaded files are read as extra sources
 * and marked as such where the note uses them. An option not given takes its default (NOTE_OPTION_DEFAULTS).
 */
export function draftNote<Id extends string>(
  transcript: string,
  template: DraftTemplate<Id>,
  input: Partial<NoteOptions> = {},
): DraftNote<Id> {
  return withLookupCache(() => draft(transcript, template, input));
}

/** The options, each not given (or undefined) at its default. */
function withDefaults(input: Partial<NoteOptions>): NoteOptions {
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return { ...NOTE_OPTION_DEFAULTS, ...given };
}

function draft<Id extends string>(said: string, template: DraftTemplate<Id>, input: Partial<NoteOptions>): DraftNote<Id> {
  // A transcript in capitals throughout is read in lower case, letter for letter.
  const transcript = unshouted(said);
  const options = withDefaults(input);
  const parsed = parseTranscript(transcript, { participants: options.participants });
  const extra = [
    options.ownNotes ? parseTranscript(options.ownNotes, { origin: 'own-notes', plainRole: 'clinician' }) : undefined,
    options.context ? parseTranscript(options.context, { origin: 'context', plainRole: 'clinician' }) : undefined,
    options.files ? parseTranscript(options.files, { origin: 'files', plainRole: 'clinician' }) : undefined,
  ].filter((p): p is NonNullable<typeof p> => !!p);
  const conversation = readConversation(parsed, extra);
  // A session without a pronoun: the one the clinician's own words give the patient.
  if (input.pronoun === undefined) options.pronoun = pronounFromConversation(conversation) ?? options.pronoun;
  const lang = options.language;
  // The visit model writes what it states (impression, plan, past history, medications, ...),
  // read in the transcript's language.
  const visit = extractVisit(transcript, conversation.language);
  planFromVisit(conversation, visit);
  examFromVisit(conversation, visit);
  const content = draftContent(
    conversation,
    options,
    lang,
    readingsOf(visit, conversation.language),
    (u) => !!visit.spokenFor && u.role === 'patient' && toldOfSpeaker(u.clean, conversation.language),
  );
  content.exam = conversation.language !== lang ? examNotTranslated(content.exam, visit, lang) : examNotRestated(content.exam, visit);
  instructionsToPlan(content, conversation.language);
  content.scores = scoresOf(visit, conversation);
  const log = new FactLog(visit.scores);
  const sectionIds = template.sections.map((s) => s.id);
  const reserved = reservedStatements(content, sectionIds);
  if (visit.speakersKnown) content.complaint = complaintAgreeing(content, conversation, visit, lang);
  const draft =
    !visit.speakersKnown && !visit.dictated
      ? undefined
      : draftFromVisit(visit, draftSections(sectionIds), {
          language: lang,
          style: options.style,
          pronoun: options.pronoun,
          patientTerm: options.patientTerm,
          transcript,
          complaint: content.complaint?.[lang],
        });
  const ctx = { lang, options, content, log, used: new Set<number>(), reserved, draft, transcript };
  const sections = template.sections.map((section) => ({
    title: section.title[lang],
    items: writeSection(ctx, section.id),
  }));
  // The visit model checks and completes the draft where the note is written in the visit's language.
  if (conversation.language === lang) completeFromVisit(sections, sectionIds, visit);
  if (conversation.language !== lang && sections.length > 0) {
    sections[sections.length - 1].items.push({
      title: '',
      body: quotedLanguageRemark(lang, conversation.language),
    });
  }
  return {
    noteId: template.id,
    sections,
    generator: 'offline',
    label: OFFLINE_DRAFT_LABEL[lang],
    language: lang,
    sourceLanguage: conversation.language,
    facts: log.facts,
  };
}

/**
 * The scores the draft writes, each with the sentence it was said in: those the visit model read
 * out of the transcript, the pain rating the patient gave, and those of the clinician's typed notes
 * and files ("PHQ-9: 14").
 */
function scoresOf(visit: VisitModel, conversation: Conversation): DraftContent['scores'] {
  const said = conversation.utterances.filter((u) => u.source.origin === 'transcript');
  const at = (start: number) => said.find((u) => u.source.start <= start && start < u.source.end);
  const out: DraftContent['scores'] = [];
  const add = (name: string, value: string, utterance: Utterance | undefined) => {
    if (utterance && !out.some((s) => s.name === name)) out.push({ name, value, utterance });
  };
  if (visit.painRating) add('pain', `${visit.painRating.value}/10`, at(visit.painRating.evidence[0].start));
  for (const s of visit.scores ?? []) add(s.name, s.band ? `${s.value} (${s.band})` : s.value, at(s.evidence.start));
  for (const u of conversation.utterances.filter((x) => x.source.origin !== 'transcript'))
    for (const s of scoresSaid(u.clean, conversation.language)) add(s.name, s.band ? `${s.value} (${s.band})` : s.value, u);
  return out;
}

/**
 * In a note of the other language, the clinician's sentences of the examination that the visit
 * model writes in that language ("Your knee is swollen." is "Le genou est gonflé.") are left to it:
 * the rest are quoted as said.
 */
function examNotTranslated(exam: DraftContent['exam'], visit: VisitModel, lang: Lang): DraftContent['exam'] {
  const translated = visit.examination.filter((e) => e.kind === 'exam' && e.said && examInLanguage(e.said, lang) !== undefined);
  return exam.filter(
    ({ utterance: { source } }) => !translated.some((e) => e.evidence.start < source.end && e.evidence.end > source.start),
  );
}

/**
 * The clinician's sentences of the examination that say no more than the visit model's findings
 * read from them, but how they were found ("Your back is tender on palpation on the right, movement
 * is a bit limited, reflexes are normal." is "Back is tender on the right. Movement is limited.
 * Reflexes are normal."): left to the model, which writes each finding under its part's system.
 */
function examNotRestated(exam: DraftContent['exam'], visit: VisitModel): DraftContent['exam'] {
  const found = visit.examination.filter((e) => e.kind === 'exam');
  return exam.filter(({ utterance: { source, clean } }) => {
    const from = found.filter((e) => e.evidence.start < source.end && e.evidence.end > source.start);
    return (
      from.length === 0 ||
      !restatesFindings(
        clean,
        statedWords(
          from.map((e) => e.text),
          visit.language,
        ),
        visit.language,
      )
    );
  });
}

/**
 * What the clinician tells the patient to do during or after the examination ("Keep the leg up on a stool when you're
 * sitting, it helps the swelling.") is no finding: it goes with the plan.
 */
function instructionsToPlan(content: DraftContent, lang: Lang): void {
  const told = content.exam.filter(({ utterance: u }) => {
    if (u.role !== 'clinician' || u.source.origin !== 'transcript') return false;
    const [sentence] = readTranscript(`[doctor] ${u.source.text}`, lang).sentences;
    return sentence !== undefined && imperativeOpening(sentence, lang) >= 0;
  });
  if (told.length === 0) return;
  content.exam = content.exam.filter((st) => !told.includes(st));
  content.plan = [...content.plan, ...told].sort((a, b) => a.utterance.source.start - b.utterance.source.start);
}
