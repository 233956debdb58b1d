// The offline draft generator: a note from a transcript without any language model,
// deterministic, labelled "Offline draft". It reorganises what was said into the template's
// sections, writes it in clinical third person and lists the facts it states with their
// source sentences. It never states a medication or a number that is not in its sources.
import { withLookupCache } from '../lexicon/terms/memo';
import { parseTranscript } from '../transcript/parse';
import { draftFromVisit } from '../write/draft';
import { extractVisit } from '../visit/extract';
import { NOTE_OPTION_DEFAULTS, type DraftNote, type DraftTemplate, type NoteOptions } from './types';
import { readConversation } from './analyse';
import { draftContent } from './draft-content';
import { FactLog } from './fact-log';
import { pronounFromConversation } from './patient-pronoun';
import { quotedLanguageRemark } from './phrases';
import { draftSections, reservedStatements, writeSection } from './section-writer';
import { completeFromVisit } from './visit-facts';
import { complaintAgreeing } from './visit-complaint';

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

function draft<Id extends string>(transcript: string, template: DraftTemplate<Id>, input: Partial<NoteOptions>): DraftNote<Id> {
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
  const content = draftContent(conversation, options, lang);
  const log = new FactLog();
  const sectionIds = template.sections.map((s) => s.id);
  const reserved = reservedStatements(content, sectionIds);
  // The visit model writes what it states (impression, plan, past history, medications, ...),
  // read in the transcript's language.
  const visit = extractVisit(transcript, conversation.language);
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
