// What the FHIR stand-in says it is at /metadata, per base: the full R4 server, one that lets no
// client create DocumentReference, one that speaks STU3 (the refusals connecting must give), and
// one that takes no transaction or batch Bundles (an export then sends its resources one by one).
export const TENANTS = {
  fhir: { fhirVersion: '4.0.1', documents: true, transactions: true },
  'fhir-no-documents': { fhirVersion: '4.0.1', documents: false, transactions: true },
  'fhir-stu3': { fhirVersion: '3.0.2', documents: true, transactions: true },
  'fhir-no-transactions': { fhirVersion: '4.0.1', documents: true, transactions: false },
};

const interactions = (...codes) => codes.map((code) => ({ code }));

export function capabilityStatement(tenant, baseUrl, tokenUrl) {
  const { fhirVersion, documents, transactions } = TENANTS[tenant];
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: '2026-01-01',
    kind: 'instance',
    software: { name: 'ClinicScribe local FHIR server (@medplum/fhir-router)' },
    implementation: { description: 'Local stand-in', url: baseUrl },
    fhirVersion,
    format: ['application/fhir+json'],
    rest: [
      {
        mode: 'server',
        security: {
          service: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/restful-security-service', code: 'SMART-on-FHIR' }] }],
          extension: [
            {
              url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
              extension: [{ url: 'token', valueUri: tokenUrl }],
            },
          ],
        },
        interaction: transactions ? interactions('transaction', 'batch') : [],
        resource: [
          {
            type: 'Patient',
            interaction: interactions('read', 'search-type', 'create', 'delete'),
            searchParam: [
              { name: 'name', type: 'string' },
              { name: 'identifier', type: 'token' },
            ],
          },
          { type: 'Practitioner', interaction: interactions('read', 'search-type') },
          {
            type: 'DocumentReference',
            interaction: documents ? interactions('create', 'read', 'search-type') : interactions('read', 'search-type'),
            searchParam: [{ name: 'patient', type: 'reference' }],
          },
          { type: 'Provenance', interaction: interactions('create', 'read', 'search-type') },
        ],
      },
    ],
  };
}
