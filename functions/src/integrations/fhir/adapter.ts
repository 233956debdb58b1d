// Any FHIR R4 server: connect (the server's CapabilityStatement, then its authorisation),
// patients by name or identifier, and a note exported as one transaction Bundle (a US Core
// DocumentReference, its Provenance and a Condition per accepted diagnosis code, ./note-bundle.ts), validated
// against the R4 definitions before it is sent. A patient deleted since the search is refused
// before anything is sent.
import type { Bundle, DocumentReference, HumanName, Patient, Practitioner, Reference } from '@medplum/fhirtypes';
import { noteBundle } from './note-bundle';
import { isFhirId } from '../../shared/fhir';
import { assertValidBundle } from './validate';
import type { ExternalPatient } from '../../shared/integrations';
import { Refusal } from '../../shared/refusal';
import { IntegrationError } from '../../providers/integrations/provider-http';
import { readCapabilities } from './capabilities';
import { fhirCall, resourcePath } from './fhir-client';
import { allowedBaseUrl } from './server-address';
import { parsePrivateKey, smartTokenEndpoint } from './smart-auth';
import type { FhirAdapter, FhirCredentials } from './types';

const PER_PAGE = 50;

/** A list a server sent, or none when it sent something else: a remote answer may have any shape. */
const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const nameOf = (names: HumanName[] | undefined): string => {
  const name = list(names).find((n) => n?.use === 'official') ?? list(names)[0];
  return (
    text(name?.text) ||
    [...list(name?.prefix), ...list(name?.given), name?.family].filter((part) => typeof part === 'string' && part).join(' ')
  ).trim();
};

function listed(patient: Patient): ExternalPatient {
  const identifier = list(patient.identifier).find((i) => text(i?.value))?.value;
  return {
    id: patient.id as string,
    name: nameOf(patient.name) || (patient.id as string),
    detail: [text(patient.birthDate), text(identifier)].filter(Boolean).join(' · '),
  };
}

/** The server's refusal of a resource (its OperationOutcome's diagnostics), or the error as it came. */
function refusedBy(error: unknown): unknown {
  if (error instanceof IntegrationError && error.status >= 400 && error.status < 500 && error.status !== 429)
    return new Refusal(422, 'integrationFhirServerRefused', { values: { message: error.message } });
  return error;
}

/** Reads a resource; null when the server no longer has it (404 or 410). */
async function readIfThere<T>(credentials: FhirCredentials, path: string): Promise<T | null> {
  try {
    return await fhirCall<T>(credentials, path);
  } catch (error) {
    if (error instanceof IntegrationError && (error.status === 404 || error.status === 410)) return null;
    throw error;
  }
}

const idOf = (location: string | undefined) => /DocumentReference\/([^/]+)/.exec(location ?? '')?.[1] ?? '';

/** Creates one resource; its id, refused when it is not a FHIR id (it goes into a reference). */
async function create(credentials: FhirCredentials, type: string, resource: unknown): Promise<string> {
  const created = await fhirCall<{ id: string }>(credentials, type, { method: 'POST', body: resource });
  if (typeof created?.id !== 'string' || !isFhirId(created.id)) throw new Refusal(502, 'integrationFhirInvalidId');
  return created.id;
}

/**
 * Sends the Bundle: as a transaction when the server takes them, else resource by resource
 * (the Conditions first, so the DocumentReference names them by the ids they were given).
 */
async function send(credentials: FhirCredentials, bundle: Bundle): Promise<string> {
  if (credentials.transactions) {
    const answer = await fhirCall<Bundle>(credentials, '', { method: 'POST', body: bundle });
    const first = list(answer?.entry)[0];
    return idOf(text(first?.response?.location)) || text(first?.resource?.id);
  }
  const [document, provenance, ...conditions] = bundle.entry ?? [];
  const ids = new Map<string, string>();
  for (const condition of conditions) {
    ids.set(text(condition.fullUrl), resourcePath('Condition', await create(credentials, 'Condition', condition.resource)));
  }
  const documentResource = document.resource as DocumentReference;
  const related = documentResource.context?.related?.map((r) => ({ ...r, reference: ids.get(text(r.reference)) ?? r.reference }));
  const documentId = await create(
    credentials,
    'DocumentReference',
    related ? { ...documentResource, context: { ...documentResource.context, related } } : documentResource,
  );
  await fhirCall(credentials, 'Provenance', {
    method: 'POST',
    body: { ...provenance.resource, target: [{ reference: resourcePath('DocumentReference', documentId) }] },
  });
  return documentId;
}

export const fhir: FhirAdapter = {
  auth: 'fhir',

  async connect(request, clinicianName) {
    const baseUrl = await allowedBaseUrl(request.baseUrl);
    const server = await readCapabilities(baseUrl);
    const credentials: FhirCredentials = {
      kind: 'fhir',
      baseUrl,
      auth: request.auth,
      clientId: request.clientId,
      privateKey: request.auth === 'smart' ? request.privateKey : '',
      tokenEndpoint: '',
      bearerToken: request.auth === 'bearer' ? request.bearerToken : '',
      practitionerId: request.practitionerId,
      authorName: clinicianName,
      transactions: server.transactions,
      account: `${server.name} (${new URL(baseUrl).host})`,
    };
    if (request.auth === 'smart') {
      await parsePrivateKey(request.privateKey);
      credentials.tokenEndpoint = await smartTokenEndpoint(baseUrl);
    }
    // The token is fetched (SMART) and used once: a refused assertion or token is said now.
    await fhirCall(credentials, 'Patient?_count=1');
    if (request.practitionerId) {
      const practitioner = await readIfThere<Practitioner>(credentials, resourcePath('Practitioner', request.practitionerId));
      if (!practitioner) throw new Refusal(400, 'integrationFhirPractitionerMissing', { values: { id: request.practitionerId } });
      credentials.authorName = nameOf(practitioner.name) || clinicianName;
    }
    return credentials;
  },

  async searchPatients(credentials, search, page) {
    const params = new URLSearchParams({ _count: String(PER_PAGE), _offset: String((page - 1) * PER_PAGE) });
    // Digits: an identifier (a medical record number); otherwise a name.
    if (search) params.set(/\d/.test(search) ? 'identifier' : 'name', search);
    const answer = await fhirCall<Bundle<Patient>>(credentials, `Patient?${params}`);
    // Only patients whose id can be put in a path later (the export reads Patient/<id>).
    const patients = list(answer?.entry)
      .map((e) => e?.resource)
      .filter((p): p is Patient => p?.resourceType === 'Patient' && typeof p.id === 'string' && isFhirId(p.id));
    return { patients: patients.map(listed), nextPage: list(answer?.link).some((l) => l?.relation === 'next') ? page + 1 : null };
  },

  async exportNote(credentials, patientId, note) {
    const patient = await readIfThere<Patient>(credentials, resourcePath('Patient', patientId));
    if (!patient) throw new Refusal(409, 'integrationFhirPatientGone');
    const now = Date.now();
    const source = note.source ?? {
      templateId: '',
      generator: 'unknown',
      language: 'en',
      writtenAt: now,
      sessionStart: now,
      sessionEnd: now,
    };
    const author: Reference<Practitioner> = credentials.practitionerId
      ? { reference: resourcePath('Practitioner', credentials.practitionerId), display: credentials.authorName }
      : { display: credentials.authorName };
    const bundle = noteBundle(
      [
        {
          ...source,
          title: note.title,
          text: note.text,
          final: !note.draft,
          subject: { reference: resourcePath('Patient', patientId), display: nameOf(patient.name) || undefined },
          author,
          codes: note.codes,
        },
      ],
      now,
    );
    assertValidBundle(bundle);
    let id: string;
    try {
      id = await send(credentials, bundle);
    } catch (error) {
      throw refusedBy(error);
    }
    return { externalId: id, url: isFhirId(id) ? `${credentials.baseUrl}/${resourcePath('DocumentReference', id)}` : null };
  },
};
