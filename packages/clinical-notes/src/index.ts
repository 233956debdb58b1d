// The clinical note engine's public surface.
export { LANGUAGES, type Lang } from './language';
export { extractVisit } from './visit/extract';
export type { Evidence, ExamFinding, Finding, Impression, Medication, PlanItem, PlanKind, SocialFact, SocialTopic, VisitModel } from './visit/model';
export type { Assertion } from './visit/assertion';
export type { Concept, ConceptKind } from './lexicon/lexicon';
export { statementsBySentence, statementsOf, type Statement } from './check/note-statements';
export { contradictionsAmong, contradictionsInPassages, contradictionsOf, type Contradiction, type PassageContradiction } from './check/contradictions';
export { readTurns, type Role, type Turn } from './transcript/turns';
export { visitFacts, type Fact, type FactKind, type Destination } from './write/facts';
export { deniedNotInNote, factsNotInNote } from './check/omissions';
export { expandShorthand } from './check/shorthand';
export { draftFromVisit, draftTitle, DRAFT_PARTS, type DraftFact, type DraftItem, type DraftOptions, type DraftPart, type DraftSection, type VisitDraft } from './write/draft';
export { CodeFileError, citedCodes, isCodeShape, parseOrderFile, parseTabular, type CodeRow } from './codes/cms-files';
export { CodeSet, loadCodeSet, withDot, type CodeRelease, type CodeSearchHit, type IcdCode } from './codes/code-set';
export { importCodeSet, readRelease, MIN_CODES, type CodeSource } from './codes/import-code-set';
export { suggestCodes, type CodeBasis, type CodeOption, type CodeSuggestion, type Detail } from './codes/suggest';
