// Moved into the note engine package; this re-export stays until the offline writer and the evidence check import the package.
export {
  BODY_PARTS,
  BODY_SYSTEMS,
  BODY_SYSTEM_TITLES,
  bodyPartIn,
  findSymptoms,
  type BodyPart,
  type BodySystem,
  type Side,
  type SymptomTerm,
} from '@clinicscribe/clinical-notes';
