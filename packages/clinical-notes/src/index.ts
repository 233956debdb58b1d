// The clinical note engine's public surface.
export { LANGUAGES, type Lang } from './language';
export { extractVisit } from './visit/extract';
export type {
  Evidence,
  ExamFinding,
  Finding,
  Impression,
  Medication,
  PlanItem,
  PlanKind,
  SocialFact,
  SocialTopic,
  VisitModel,
} from './visit/model';
export type { Assertion } from './visit/assertion';
export type { Concept, ConceptKind } from './lexicon/lexicon';
export {
  readSentences,
  statementsBySentence,
  statementsOf,
  type AssertedWord,
  type SentenceReading,
  type Statement,
} from './check/note-statements';
export { agrees, factKey, factsAbout, modelFacts, statementFact, type FactPolarity, type ModelFact } from './check/model-facts';
export {
  askedNotAffirmed,
  contradictionsAmong,
  contradictionsInPassages,
  contradictionsOf,
  type Contradiction,
  type PassageContradiction,
  type StoodOn,
} from './check/contradictions';
export {
  answeredWords,
  comparePolarity,
  pairQuestions,
  polarityVerdict,
  spokenWords,
  type Exchange,
  type PolarWord,
  type QuestionAnswer,
  type WordPolarity,
} from './check/polarity';
export { readTurns, type Role, type Turn } from './transcript/turns';
export { visitFacts, type Fact, type FactKind, type Destination } from './write/facts';
export { contentWordsOf, restatesStated, statedWords } from './write/restates';
export {
  ANNOUNCED_QUESTIONS,
  CHIT_CHAT,
  EMBEDDED_QUESTION,
  EXAM_CUE,
  EXAM_FINDINGS,
  EXAM_TERMS,
  GREETINGS,
  IDENTITY_CHECK,
  INSTRUCTION,
  NEGATIVE_ANSWER,
  PLAN_CUE,
  PLAN_TERMS,
  POSITIVE_ANSWER,
  QUESTION_START,
  RESULT_FINDINGS,
  RESULT_TERMS,
  RESULT_VERBS,
  STRONG_PLAN_CUE,
  TAG_QUESTION,
} from './write/conversation-terms';
export { SENTENCE_WORDS } from './write/sentence-words';
export { asSentence, removeDictationCommands, tidyPunctuation, writtenNumbers, writtenSpeech } from './speech/written-speech';
export { deniedNotInNote, factsNotInNote, factsNotStated, type NoteSentenceView } from './check/omissions';
export { expandShorthand } from './check/shorthand';
export { examSystemOf, examSystemRules, type ExamSystemRule } from './write/exam-systems';
export { isOfClass, statementClassRules, STATEMENT_CLASSES, type StatementClass, type StatementClassRule } from './write/statement-classes';
export {
  draftFromVisit,
  draftTitle,
  systemTitle,
  DRAFT_PARTS,
  type DraftFact,
  type DraftItem,
  type DraftOptions,
  type DraftPart,
  type DraftSection,
  type VisitDraft,
} from './write/draft';
export {
  CodeFileError,
  type CodeFileProblem,
  citedCodes,
  isCodeShape,
  parseOrderFile,
  parseTabular,
  type CodeRow,
} from './codes/cms-files';
export { CodeSet, forgetCodeSet, loadCodeSet, withDot, type CodeRelease, type CodeSearchHit, type IcdCode } from './codes/code-set';
export { importCodeSet, readRelease, MIN_CODES, type CodeSource } from './codes/import-code-set';
export {
  finalCode,
  reasonsText,
  suggestCodes,
  type CodeBasis,
  type CodeOption,
  type CodeReason,
  type CodeSuggestion,
  type Detail,
  withExcludes,
} from './codes/suggest';
export { checkProposedCodes, MAX_PROPOSED, type ProposedCodes, type UnsupportedCode } from './codes/proposed-codes';

// The text layer the offline writer and the note check read with: transcripts as turns and
// sentences with offsets (tagged, named or plain speech), spoken numbers, negation, the
// language of a text, and the spoken clinical terms (English and French together).
export {
  parseTranscript,
  splitSentences,
  speechLean,
  type ParseOptions,
  type ParsedTranscript,
  type SourceOrigin,
  type SpeakerHint,
  type SpeakerRole,
  type TranscriptForm,
  type TranscriptSentence,
  type TranscriptTurn,
} from './transcript/parse';
export { roleOfLabel } from './transcript/turns';
export { isDictation, rolesOfUnits, splitRawSpeech, unpunctuated, type Span } from './speech/raw-speech';
export { digitNumbers, numericValues, readSpokenNumber, spokenNumbersToDigits, type SpokenNumber } from './nlp/numbers';
export { answerOpening, negatedAt } from './nlp/negation';
export { narratesExamination } from './nlp/questions';
export { detectLanguage, type TextLanguage } from './text/language-of';
export { filesText, type FileText } from './text/files-text';
export { CONDITIONS, findConditions, type ConditionTerm } from './lexicon/terms/conditions';
export {
  BODY_PARTS,
  BODY_SYSTEMS,
  BODY_SYSTEM_TITLES,
  SYMPTOMS,
  bodyPartIn,
  findSymptoms,
  type BodyPart,
  type BodySystem,
  type Side,
  type SymptomTerm,
} from './lexicon/terms/symptoms';
export { MEDICATION_NAMES, findMedications } from './lexicon/terms/medications';
export { classMembersNamed } from './lexicon/terms/medication-classes';
export { firstLetters, phraseFinder, type LexiconMatch } from './lexicon/terms/first-letter';
export { memoByText, withLookupCache } from './lexicon/terms/memo';

// Editing a note by instruction, offline: the instructions understood exactly (English and
// French), and the note revised by one of them.
export { applyInstruction, type InstructionContext, type InstructionOutcome, type InstructionRefusal } from './instructions/apply';
export type { SentenceSupport } from './instructions/shorten';
export { MAX_INSTRUCTION_CHARS, parseInstruction, type ParsedInstruction } from './instructions/parse';
export { INSTRUCTION_KINDS, type Instruction, type InstructionKind, type NoteLayout } from './instructions/phrases';
export { factsLost, sectionIndex, type InstructionItem, type InstructionSection } from './instructions/note-parts';

// Standing rules: the edits a clinician keeps making, read from a draft and the note signed,
// offered as rules after 3 notes of a template, and applied to every later draft.
export { editsBetween, type StyleEdit } from './style/edits';
export {
  applyRules,
  conflictingRule,
  offeredRules,
  RULE_AFTER_NOTES,
  type EditedNote,
  type RuleOffer,
  type RulesApplied,
  type StyleRule,
} from './style/rules';
export { applyParsed } from './instructions/apply';
export { INTRO_REASON, INTRODUCTION, PATIENT_NAMED } from './write/introduction';
export { SPEAKER_VOICE } from './write/speaker-voice';
export { DENIALS } from './write/denials';

// The offline draft writer: a note of a template from a transcript, without any language
// model, with the facts it states and their source sentences.
export { draftNote, OFFLINE_DRAFT_LABEL } from './draft/generate';
export {
  FACT_FLAG_REASONS,
  FACT_KINDS as DRAFT_FACT_KINDS,
  NOTE_OPTION_DEFAULTS,
  NOTE_STYLE_NAMES,
  type DraftNote,
  type DraftTemplate,
  type ExtractedFact,
  type FactKind as DraftFactKind,
  type GeneratedNote,
  type NoteFact,
  type NoteHeadings,
  type NoteItem,
  type NoteOptions,
  type NoteSection,
  type NoteSectionHeading,
  type NoteSectionId,
  type NoteStyleName,
  type Pronoun,
  type SourceSpan,
} from './draft/types';

// The evidence check: each sentence of a note with the passages of its sources that support
// it, what the note leaves out ("Not in the note"), and the facts a note states checked
// against the sources before signing.
export { checkEvidence, EvidenceSession, type CheckedNote } from './evidence/check';
export { noteEvidence, type SessionNoteSections, type SessionSources } from './evidence/note-evidence';
export { checkNote } from './evidence/check-note';
export { readNoteSections, readNoteText, type NoteSentence, type ReadNote } from './evidence/note-text';
export { conceptsOf, sourceNumbers, statedNumbers } from './evidence/concepts';
export { inPlanPart } from './evidence/sections';
export { contentStems } from './evidence/words';
export {
  EVIDENCE_SOURCE_KINDS,
  EVIDENCE_STATES,
  OMISSION_KINDS,
  type EvidencePassage,
  type EvidenceReport,
  type EvidenceSourceKind,
  type EvidenceSources,
  type EvidenceState,
  type EvidenceUtterance,
  type NoteEvidence,
  type NoteSentenceEvidence,
  type NoteSentencePlace,
  type NoteSentenceState,
  type Omission,
  type OmissionKind,
  type SentenceEvidence,
} from './evidence/types';
