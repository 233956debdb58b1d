// Evidence for a note: each sentence of the note with the passages of the sources that
// support it, and the clinically relevant statements of the sources no sentence covers
// ("Not in the note"). Shared by the notes panel and the functions that compute it; the
// shapes are the note engine's (types only: the site loads no engine code).
export type {
  EvidencePassage,
  EvidenceReport,
  EvidenceSourceKind,
  EvidenceSources,
  EvidenceState,
  EvidenceUtterance,
  Omission,
  OmissionKind,
  SentenceEvidence,
} from '@clinicscribe/clinical-notes';
