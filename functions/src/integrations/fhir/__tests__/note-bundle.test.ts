import type { Condition, DocumentReference, Provenance } from '@medplum/fhirtypes';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CUSTOM_NOTE_LOINC, loincTypeOf, NOTE_LOINC, PRODUCT_VERSION, US_CORE_DOCUMENT_REFERENCE } from '../../../shared/fhir';
import { NOTE_TEMPLATE_IDS } from '../../../shared/note-templates';
import { Refusal } from '../../../shared/refusal';
import { ICD10CM_SYSTEM, noteBundle, type FhirNote, US_CORE_CONDITION_ENCOUNTER_DIAGNOSIS } from '../note-bundle';
import { assertValidBundle, bundleIssues, fhirIssues } from '../validate';

const START = Date.UTC(2026, 2, 3, 14, 0, 0);
const note = (overrides: Partial<FhirNote> = {}): FhirNote => ({
  title: 'SOAP note, 2026-03-03',
  text: 'SOAP note, 2026-03-03\n\nSubjective\n- Knee pain for two weeks, worse on stairs.\n\nPlan\n- Ibuprofen 400 mg, review in 2 weeks. Élan.',
  templateId: 'soap',
  generator: 'gpt-4o-mini',
  language: 'en',
  writtenAt: START + 31 * 60_000,
  sessionStart: START,
  sessionEnd: START + 30 * 60_000,
  final: false,
  subject: { reference: 'Patient/1001', display: 'Jane Roe' },
  author: { reference: 'Practitioner/demo-clinician', display: 'Dr Demo' },
  ...overrides,
});

describe('LOINC document type per template', () => {
  test('every built-in template has a LOINC code, progress-note family included', () => {
    for (const id of NOTE_TEMPLATE_IDS) expect(NOTE_LOINC[id].code).toMatch(/^\d{4,5}-\d$/);
    expect(['soap', 'progress-note', 'dap', 'birp'].map((id) => loincTypeOf(id).code)).toEqual([
      '11506-3',
      '11506-3',
      '11506-3',
      '11506-3',
    ]);
    expect(loincTypeOf('visit-note')).toEqual({ code: '34117-2', display: 'History and physical note' });
    expect(loincTypeOf('referral-letter').code).toBe('57133-1');
    expect(loincTypeOf('patient-summary').code).toBe('60591-5');
    expect(loincTypeOf('physiotherapy-note').code).toBe('11508-9');
    expect(loincTypeOf('psychotherapy-note').code).toBe('11510-5');
    expect(loincTypeOf('dictation-letter').code).toBe('51852-2');
  });

  test("a clinician's own template is LOINC's generic Note", () => {
    expect(loincTypeOf('custom-abc123')).toBe(CUSTOM_NOTE_LOINC);
    expect(CUSTOM_NOTE_LOINC.code).toBe('34109-9');
  });

  test('the product version in the Provenance is the one package.json has', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../../../../../package.json'), 'utf8')) as { version: string };
    expect(PRODUCT_VERSION).toBe(pkg.version);
  });
});

describe('the note as a transaction Bundle', () => {
  const ids = ['doc-1', 'prov-1', 'doc-2', 'prov-2'];
  const bundle = noteBundle(
    [note(), note({ templateId: 'visit-note', generator: 'offline', final: true })],
    START + 40 * 60_000,
    () => ids.shift() as string,
  );
  const [docEntry, provEntry, offlineDocEntry, offlineProvEntry] = bundle.entry ?? [];
  const document = docEntry.resource as DocumentReference;
  const provenance = provEntry.resource as Provenance;

  test('validates against the FHIR R4 definitions, resource by resource', () => {
    expect(bundleIssues(bundle)).toEqual([]);
    expect(() => assertValidBundle(bundle)).not.toThrow();
    expect(bundle.type).toBe('transaction');
    expect(bundle.entry?.map((e) => e.request)).toEqual([
      { method: 'POST', url: 'DocumentReference' },
      { method: 'POST', url: 'Provenance' },
      { method: 'POST', url: 'DocumentReference' },
      { method: 'POST', url: 'Provenance' },
    ]);
  });

  test('the DocumentReference follows US Core for clinical notes', () => {
    expect(document.meta?.profile).toEqual([US_CORE_DOCUMENT_REFERENCE]);
    expect(document.status).toBe('current');
    expect(document.docStatus).toBe('preliminary');
    expect(document.type?.coding?.[0]).toEqual({ system: 'http://loinc.org', code: '11506-3', display: 'Progress note' });
    expect(document.category?.[0].coding?.[0].code).toBe('clinical-note');
    expect(document.subject).toEqual({ reference: 'Patient/1001', display: 'Jane Roe' });
    expect(document.author).toEqual([{ reference: 'Practitioner/demo-clinician', display: 'Dr Demo' }]);
    expect(document.date).toBe('2026-03-03T14:40:00.000Z');
    expect(document.context?.period).toEqual({ start: '2026-03-03T14:00:00.000Z', end: '2026-03-03T14:30:00.000Z' });
    const attachment = document.content[0].attachment;
    expect(attachment.contentType).toBe('text/plain; charset=utf-8');
    expect(Buffer.from(attachment.data as string, 'base64').toString('utf8')).toBe(note().text);
    expect(attachment.title).toBe('SOAP note, 2026-03-03');
    expect(attachment.creation).toBe('2026-03-03T14:31:00.000Z');
  });

  test('a final note is docStatus final, with its own LOINC type', () => {
    const offline = offlineDocEntry.resource as DocumentReference;
    expect(offline.docStatus).toBe('final');
    expect(offline.type?.coding?.[0].code).toBe('34117-2');
  });

  test('the Provenance targets the note: the clinician as author, ClinicScribe and its version as assembler, AI-asserted', () => {
    expect(provenance.target).toEqual([{ reference: 'urn:uuid:doc-1' }]);
    expect(docEntry.fullUrl).toBe('urn:uuid:doc-1');
    expect(provenance.agent.map((a) => a.type?.coding?.[0].code)).toEqual(['author', 'assembler']);
    expect(provenance.agent[0].who).toEqual(document.author?.[0]);
    expect(provenance.agent[1].who).toEqual({ reference: '#clinicscribe', display: `ClinicScribe ${PRODUCT_VERSION}` });
    expect(provenance.contained?.[0]).toMatchObject({
      resourceType: 'Device',
      id: 'clinicscribe',
      version: [{ value: PRODUCT_VERSION }, { value: 'gpt-4o-mini' }],
    });
    for (const labelled of [document, provenance])
      expect(labelled.meta?.security).toEqual([
        { system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationValue', code: 'AIAST', display: 'Artificial Intelligence asserted' },
      ]);
  });

  test('an offline draft is tagged machine-generated, not AI-asserted', () => {
    for (const entry of [offlineDocEntry, offlineProvEntry]) {
      expect(entry.resource?.meta?.security).toBeUndefined();
      expect(entry.resource?.meta?.tag?.[0].code).toBe('machine-generated');
    }
  });
});

describe('an invalid resource is refused before sending', () => {
  test('a malformed date names the field', () => {
    const bad = noteBundle([note()], START);
    (bad.entry?.[0].resource as DocumentReference).date = 'yesterday';
    expect(bundleIssues(bad)[0]).toEqual({ field: 'DocumentReference.date', message: expect.stringMatching(/instant/i) });
    let refused: unknown;
    try {
      assertValidBundle(bad);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(Refusal);
    expect(refused).toMatchObject({ status: 422, key: 'integrationFhirInvalidResource', values: { field: 'DocumentReference.date' } });
  });

  test('a property R4 does not define, and a missing required one', () => {
    expect(
      fhirIssues({
        resourceType: 'Provenance',
        recorded: '2026-03-03T14:00:00Z',
        agent: [],
        target: [{ reference: 'Patient/1' }],
        colour: 'red',
      } as never).map((i) => i.field),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/colour|Provenance/)]));
    const withoutSubject = noteBundle([note()], START).entry?.[0].resource as DocumentReference;
    delete withoutSubject.subject;
    expect(fhirIssues(withoutSubject)).toContainEqual({ field: 'DocumentReference.subject', message: 'Missing required property' });
  });

  test('a code outside its required ValueSet (docStatus)', () => {
    const document = noteBundle([note()], START).entry?.[0].resource as DocumentReference;
    expect(fhirIssues({ ...document, docStatus: 'draft' } as never)).toEqual([
      { field: 'DocumentReference.docStatus', message: expect.stringContaining('composition-status') },
    ]);
  });

  test('a Bundle type R4 does not know', () => {
    const bad = { ...noteBundle([note()], START), type: 'shipment' } as never;
    expect(bundleIssues(bad).length).toBeGreaterThan(0);
  });
});

describe('the accepted diagnosis codes as US Core Conditions', () => {
  const CONFIRMED = START + 35 * 60_000;
  const codes = {
    items: [
      { code: 'K52.9', description: 'Noninfective gastroenteritis and colitis, unspecified' },
      { code: 'J45.909', description: 'Unspecified asthma, uncomplicated' },
    ],
    confirmedAt: CONFIRMED,
  };
  const ids = ['doc-1', 'prov-1', 'cond-1', 'cond-2'];
  const bundle = noteBundle([note({ codes })], START + 40 * 60_000, () => ids.shift() as string);
  const [docEntry, , ...conditionEntries] = bundle.entry ?? [];
  const conditions = conditionEntries.map((e) => e.resource as Condition);

  test('one Condition per code after the note and its Provenance, all valid against R4 and US Core', () => {
    expect(bundleIssues(bundle)).toEqual([]);
    expect(bundle.entry?.map((e) => e.request?.url)).toEqual(['DocumentReference', 'Provenance', 'Condition', 'Condition']);
    expect(conditionEntries.map((e) => e.fullUrl)).toEqual(['urn:uuid:cond-1', 'urn:uuid:cond-2']);
  });

  test('each is an encounter diagnosis in ICD-10-CM, confirmed by the clinician, about the patient', () => {
    expect(conditions[0]).toMatchObject({
      meta: { profile: [US_CORE_CONDITION_ENCOUNTER_DIAGNOSIS] },
      verificationStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status', code: 'confirmed' }] },
      clinicalStatus: { coding: [{ code: 'active' }] },
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: 'encounter-diagnosis' }] }],
      code: {
        coding: [{ system: ICD10CM_SYSTEM, code: 'K52.9', display: 'Noninfective gastroenteritis and colitis, unspecified' }],
      },
      subject: { reference: 'Patient/1001', display: 'Jane Roe' },
      recorder: { reference: 'Practitioner/demo-clinician' },
      recordedDate: new Date(CONFIRMED).toISOString(),
    });
    expect(ICD10CM_SYSTEM).toBe('http://hl7.org/fhir/sid/icd-10-cm');
    expect(conditions[1].code?.coding?.[0].code).toBe('J45.909');
  });

  test("the DocumentReference's context names them; a note without codes has neither", () => {
    expect((docEntry.resource as DocumentReference).context?.related).toEqual([
      { reference: 'urn:uuid:cond-1', display: 'Noninfective gastroenteritis and colitis, unspecified' },
      { reference: 'urn:uuid:cond-2', display: 'Unspecified asthma, uncomplicated' },
    ]);
    const plain = noteBundle([note({ codes: { items: [], confirmedAt: CONFIRMED } })], START);
    expect(plain.entry).toHaveLength(2);
    expect((plain.entry?.[0].resource as DocumentReference).context?.related).toBeUndefined();
  });

  test('a Condition without its category, code system or subject is refused', () => {
    const { category: _category, subject: _subject, ...bare } = conditions[0];
    expect(fhirIssues({ ...bare, code: { text: 'gastroenteritis' } } as Condition).map((i) => i.field)).toEqual(
      expect.arrayContaining(['Condition.category', 'Condition.code', 'Condition.subject']),
    );
  });
});
