// The clinical note engine's public surface.
export { LANGUAGES, type Lang } from './language';
export { extractVisit } from './visit/extract';
export type { Evidence, ExamFinding, Finding, Impression, Medication, MedicationAction, MedicationStatus, PlanItem, PlanKind, SocialFact, SocialTopic, VisitModel } from './visit/model';
export type { Assertion } from './visit/assertion';
export type { Concept, ConceptKind } from './lexicon/lexicon';
export { statementsBySentence, statementsOf, type Statement } from './check/note-statements';
export { contradictionsAmong, contradictionsInPassages, contradictionsOf, type Contradiction, type PassageContradiction } from './check/contradictions';
export { readTurns, type Role, type Turn } from './transcript/turns';
export { visitFacts, type Fact, type FactKind, type Destination } from './write/facts';
export { deniedNotInNote, factsNotInNote } from './check/omissions';
export { expandShorthand } from './check/shorthand';
export { draftFromVisit, draftTitle, DRAFT_PARTS, type DraftFact, type DraftItem, type DraftOptions, type DraftPart, type DraftSection, type VisitDraft } from './write/draft';
