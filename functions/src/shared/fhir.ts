// Export to any FHIR R4 server: how the connection is given (SMART Backend Services or a
// bearer token), the LOINC document type of each built-in note template, the marks that say a
// note was written by a machine (HL7 AI Transparency on FHIR), and the calls of the FHIR parts
// of the Integrations screen and the notes panel. The resource types come from @medplum/fhirtypes.
import { z } from 'zod';
import { sessionIdSchema } from './sessions';
import type { NoteTemplateId } from './note-templates';

/** The product as it names itself in a Provenance (the assembler agent); the same as package.json's version. */
export const PRODUCT_NAME = 'ClinicScribe';
export const PRODUCT_VERSION = '0.1.0';

/** The FHIR version a server must speak. */
export const FHIR_VERSION = '4.0.1';

/** The signing algorithms of the client assertion (SMART Backend Services requires RS384 and ES384). */
export const FHIR_ASSERTION_ALGS = ['RS384', 'ES384'] as const;
export type FhirAssertionAlg = (typeof FHIR_ASSERTION_ALGS)[number];

/** How the server is reached: SMART Backend Services (client id and private key) or a bearer token it issued. */
export const FHIR_AUTH_KINDS = ['smart', 'bearer'] as const;
export type FhirAuthKind = (typeof FHIR_AUTH_KINDS)[number];

/** FHIR's own pattern for a resource id: 1 to 64 letters, digits, '-' and '.'. */
export const FHIR_ID_PATTERN = /^[A-Za-z0-9\-.]{1,64}$/;

/**
 * True for a FHIR id that may stand in a path or a reference: FHIR's pattern, and not dots
 * only ('.' and '..' are path segments: `Practitioner/..` would read the server's base).
 */
export const isFhirId = (id: string): boolean => FHIR_ID_PATTERN.test(id) && !/^\.+$/.test(id);

/** POST /integrations/fhir/connect: the server's base URL and its authorisation. */
export const fhirConnectSchema = z
  .object({
    baseUrl: z.string().trim().url('This is not a web address.').max(500),
    auth: z.enum(FHIR_AUTH_KINDS).default('smart'),
    clientId: z.string().trim().max(200).default(''),
    /** A private key as a JWK (JSON) or PEM (PKCS #8). */
    privateKey: z.string().trim().max(20_000).default(''),
    bearerToken: z.string().trim().max(8_000).default(''),
    /** The Practitioner the connection writes as (the notes' author), when the server has one for the clinician. */
    practitionerId: z
      .string()
      .trim()
      .max(64)
      .refine((id) => id === '' || isFhirId(id), 'This is not a FHIR id.')
      .default(''),
  })
  .superRefine((value, context) => {
    if (value.auth === 'smart' && !value.clientId)
      context.addIssue({ code: 'custom', path: ['clientId'], message: 'The client id is missing.' });
    if (value.auth === 'smart' && !value.privateKey)
      context.addIssue({ code: 'custom', path: ['privateKey'], message: 'The private key is missing.' });
    if (value.auth === 'bearer' && !value.bearerToken)
      context.addIssue({ code: 'custom', path: ['bearerToken'], message: 'The token is missing.' });
  });
export type FhirConnectRequest = z.infer<typeof fhirConnectSchema>;

/** POST /integrations/fhir/bundle: the session's notes as the Bundle an export sends, to download. */
export const fhirBundleSchema = z.object({
  sessionId: sessionIdSchema,
  noteIds: z.array(z.string().min(1).max(64)).min(1).max(10),
  draft: z.boolean().default(true),
});
export type FhirBundleRequest = z.infer<typeof fhirBundleSchema>;

export const LOINC = 'http://loinc.org';

/** A LOINC document type: its code and LOINC's display name. */
export interface LoincType {
  code: string;
  display: string;
}

/**
 * The LOINC code of each built-in template's kind of note (US Core DocumentReference types):
 * the progress-note family (SOAP, DAP, BIRP), history and physical for the visit note, the
 * specialty progress notes, referral, patient summary and letters.
 */
export const NOTE_LOINC: Record<NoteTemplateId, LoincType> = {
  soap: { code: '11506-3', display: 'Progress note' },
  'progress-note': { code: '11506-3', display: 'Progress note' },
  dap: { code: '11506-3', display: 'Progress note' },
  birp: { code: '11506-3', display: 'Progress note' },
  'visit-note': { code: '34117-2', display: 'History and physical note' },
  'referral-letter': { code: '57133-1', display: 'Referral note' },
  'patient-summary': { code: '60591-5', display: 'Patient summary Document' },
  'psychotherapy-note': { code: '11510-5', display: 'Psychology Progress note' },
  'physiotherapy-note': { code: '11508-9', display: 'Physical therapy Progress note' },
  'dictation-letter': { code: '51852-2', display: 'Letter' },
};

/** A clinician's own template: LOINC's generic "Note". */
export const CUSTOM_NOTE_LOINC: LoincType = { code: '34109-9', display: 'Note' };

export const loincTypeOf = (templateId: string): LoincType =>
  (NOTE_LOINC as Record<string, LoincType | undefined>)[templateId] ?? CUSTOM_NOTE_LOINC;

/** US Core's profile for clinical notes, and its category. */
export const US_CORE_DOCUMENT_REFERENCE = 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-documentreference';
export const US_CORE_CATEGORY_SYSTEM = 'http://hl7.org/fhir/us/core/CodeSystem/us-core-documentreference-category';

/** HL7 AI Transparency on FHIR: the security label "AI asserted" on what a model wrote. */
export const AI_ASSERTED = {
  system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationValue',
  code: 'AIAST',
  display: 'Artificial Intelligence asserted',
} as const;

/** Our own tag for a draft written by the deterministic offline generator (machine-generated, no model). */
export const MACHINE_GENERATED = {
  system: 'https://clinicscribe.example/fhir/CodeSystem/note-generation',
  code: 'machine-generated',
  display: 'Machine-generated draft (no AI model)',
} as const;

/** The media type of a note's text in the DocumentReference. */
export const NOTE_CONTENT_TYPE = 'text/plain; charset=utf-8';

/** The file name of the FHIR download. */
export const fhirFileName = (sessionName: string, when: number) =>
  `${(sessionName || 'notes').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'notes'}-${new Date(when).toISOString().slice(0, 10)}.fhir.json`;
