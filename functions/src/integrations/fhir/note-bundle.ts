// A note as FHIR: one transaction Bundle holding a DocumentReference that follows US Core's
// profile for clinical notes, a Provenance targeting it, and a US Core encounter-diagnosis
// Condition for each diagnosis code the clinician accepted (ICD-10-CM, confirmed, the note's
// subject), which the DocumentReference's context.related names. The Provenance names the clinician
// as author and ClinicScribe (with its version) as assembler; what a model wrote is labelled
// "AI asserted" as HL7's AI Transparency on FHIR guide has it, and an offline draft is tagged
// machine-generated. The Bundle is the same whether it is sent or downloaded.
import { randomUUID } from 'node:crypto';
import type {
  Bundle,
  BundleEntry,
  Coding,
  Condition,
  Device,
  DocumentReference,
  Patient,
  Practitioner,
  Provenance,
  Reference,
} from '@medplum/fhirtypes';
import {
  AI_ASSERTED,
  LOINC,
  loincTypeOf,
  MACHINE_GENERATED,
  NOTE_CONTENT_TYPE,
  PRODUCT_NAME,
  PRODUCT_VERSION,
  US_CORE_CATEGORY_SYSTEM,
  US_CORE_DOCUMENT_REFERENCE,
} from '../../shared/fhir';
import type { NoteSource } from '../../providers/integrations/adapter';

/**
 * What the Bundle is made of: the note's title and text, and where it comes from (NoteSource:
 * its template, hence its LOINC type; 'offline' or the model that wrote it; its language; when
 * it was written, and the session's start and end, in ms).
 */
export interface FhirNote extends NoteSource {
  title: string;
  text: string;
  /** The clinician marked the note final (docStatus final, else preliminary). */
  final: boolean;
  /** The patient, and the practitioner the connection speaks for (a reference, or the clinician's name). */
  subject: Reference<Patient>;
  author: Reference<Practitioner>;
  /** The diagnosis codes the clinician accepted, in the order accepted, and when they confirmed them (ms). */
  codes?: { items: ReadonlyArray<{ code: string; description: string }>; confirmedAt: number };
}

/** ICD-10-CM as FHIR names it. */
export const ICD10CM_SYSTEM = 'http://hl7.org/fhir/sid/icd-10-cm';
export const US_CORE_CONDITION_ENCOUNTER_DIAGNOSIS =
  'http://hl7.org/fhir/us/core/StructureDefinition/us-core-condition-encounter-diagnosis';
const CONDITION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/condition-category';
const CONDITION_CLINICAL = 'http://terminology.hl7.org/CodeSystem/condition-clinical';
const CONDITION_VERIFICATION = 'http://terminology.hl7.org/CodeSystem/condition-ver-status';

const PARTICIPANT_TYPE = 'http://terminology.hl7.org/CodeSystem/provenance-participant-type';
const DEVICE_ID = 'clinicscribe';

const iso = (ms: number) => new Date(ms).toISOString();

/** The label of how the note was written: "AI asserted" for a model, machine-generated for the offline draft. */
const generationLabel = (generator: string): { security?: Coding[]; tag?: Coding[] } =>
  generator === 'offline' ? { tag: [{ ...MACHINE_GENERATED }] } : { security: [{ ...AI_ASSERTED }] };

/** One accepted code as a US Core encounter diagnosis: confirmed by the clinician, about the note's subject. */
export function noteCondition(note: FhirNote, item: { code: string; description: string }, confirmedAt: number): Condition {
  return {
    resourceType: 'Condition',
    meta: { profile: [US_CORE_CONDITION_ENCOUNTER_DIAGNOSIS] },
    clinicalStatus: { coding: [{ system: CONDITION_CLINICAL, code: 'active', display: 'Active' }] },
    verificationStatus: { coding: [{ system: CONDITION_VERIFICATION, code: 'confirmed', display: 'Confirmed' }] },
    category: [{ coding: [{ system: CONDITION_CATEGORY, code: 'encounter-diagnosis', display: 'Encounter Diagnosis' }] }],
    code: { coding: [{ system: ICD10CM_SYSTEM, code: item.code, display: item.description }], text: item.description },
    subject: note.subject,
    recordedDate: iso(confirmedAt),
    recorder: note.author,
  };
}

export function noteDocumentReference(note: FhirNote, now: number, related: Reference[] = []): DocumentReference {
  const type = loincTypeOf(note.templateId);
  return {
    resourceType: 'DocumentReference',
    meta: { profile: [US_CORE_DOCUMENT_REFERENCE], ...generationLabel(note.generator) },
    status: 'current',
    docStatus: note.final ? 'final' : 'preliminary',
    type: { coding: [{ system: LOINC, code: type.code, display: type.display }], text: type.display },
    category: [{ coding: [{ system: US_CORE_CATEGORY_SYSTEM, code: 'clinical-note', display: 'Clinical Note' }] }],
    subject: note.subject,
    date: iso(now),
    author: [note.author],
    description: note.title,
    content: [
      {
        attachment: {
          contentType: NOTE_CONTENT_TYPE,
          language: note.language,
          data: Buffer.from(note.text, 'utf8').toString('base64'),
          title: note.title,
          creation: iso(note.writtenAt),
        },
      },
    ],
    context: {
      period: { start: iso(note.sessionStart), end: iso(Math.max(note.sessionStart, note.sessionEnd)) },
      ...(related.length > 0 ? { related } : {}),
    },
  };
}

/** ClinicScribe as a device: its version, and the model that wrote the note (or the offline generator). */
function assembler(generator: string): Device {
  return {
    resourceType: 'Device',
    id: DEVICE_ID,
    deviceName: [{ name: PRODUCT_NAME, type: 'manufacturer-name' }],
    type: { text: generator === 'offline' ? 'Clinical note drafting software (deterministic, no AI model)' : 'AI clinical scribe' },
    version: [
      { type: { text: 'software' }, value: PRODUCT_VERSION },
      { type: { text: generator === 'offline' ? 'generator' : 'AI model' }, value: generator },
    ],
  };
}

export function noteProvenance(note: FhirNote, target: string, now: number): Provenance {
  return {
    resourceType: 'Provenance',
    meta: generationLabel(note.generator),
    contained: [assembler(note.generator)],
    target: [{ reference: target }],
    occurredPeriod: { start: iso(note.sessionStart), end: iso(Math.max(note.sessionStart, note.sessionEnd)) },
    recorded: iso(now),
    activity: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-DataOperation', code: 'CREATE', display: 'create' }] },
    agent: [
      { type: { coding: [{ system: PARTICIPANT_TYPE, code: 'author', display: 'Author' }] }, who: note.author },
      {
        type: { coding: [{ system: PARTICIPANT_TYPE, code: 'assembler', display: 'Assembler' }] },
        who: { reference: `#${DEVICE_ID}`, display: `${PRODUCT_NAME} ${PRODUCT_VERSION}` },
      },
    ],
  };
}

/** The transaction Bundle of one or more notes: each DocumentReference, its Provenance, then the Conditions of its accepted codes. */
export function noteBundle(notes: FhirNote[], now = Date.now(), newId: () => string = randomUUID): Bundle {
  return {
    resourceType: 'Bundle',
    type: 'transaction',
    timestamp: iso(now),
    entry: notes.flatMap((note): BundleEntry[] => {
      const documentUrl = `urn:uuid:${newId()}`;
      const provenanceUrl = `urn:uuid:${newId()}`;
      const conditions = (note.codes?.items ?? []).map((item) => ({
        fullUrl: `urn:uuid:${newId()}`,
        resource: noteCondition(note, item, note.codes?.confirmedAt ?? now),
        request: { method: 'POST' as const, url: 'Condition' },
      }));
      const related = conditions.map((c) => ({ reference: c.fullUrl, display: c.resource.code?.text }));
      return [
        {
          fullUrl: documentUrl,
          resource: noteDocumentReference(note, now, related),
          request: { method: 'POST' as const, url: 'DocumentReference' },
        },
        {
          fullUrl: provenanceUrl,
          resource: noteProvenance(note, documentUrl, now),
          request: { method: 'POST' as const, url: 'Provenance' },
        },
        ...conditions,
      ];
    }),
  };
}
