// Export to a FHIR server in Chromium: connect the stand-in FHIR server with the demo SMART
// client (its private key pasted as PEM), write a SOAP note, export it to Jane Roe, then read
// it back from the server through FHIR: a DocumentReference with the SOAP note's LOINC type and
// the note's text, with its Provenance, and the diagnosis code the clinician accepted in the
// Codes panel as a Condition (ICD-10-CM) the document names. The same notes download as a FHIR
// Bundle (.json).
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { browserSuite, openPage } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { readStack } from '../support/stack';
import { typedSession } from '../support/session-note';

const stack = readStack();
const suite = browserSuite();
const fhir = stack.fhir;
const fhirGet = async (path: string) =>
  (await fetch(`${fhir.url}/${path}`, { headers: { authorization: `Bearer ${fhir.bearerToken}` } })).json();

async function sessionWithSoapNote(page: Page) {
  await page
    .getByTestId('nav-dashboard')
    .or(page.getByRole('link', { name: 'Dashboard' }))
    .first()
    .click();
  await typedSession(
    page,
    '[doctor] what brings you in?\n[patient] pain in my left knee for three weeks. i take ibuprofen 400 mg twice a day.',
  );
  await page.getByTestId('notes-generate').click();
  await page.getByTestId('note-soap').waitFor();
}

describe('Export to a FHIR server', () => {
  it('connects the FHIR server, exports a SOAP note with an accepted code to Jane Roe, reads both back through FHIR, downloads the FHIR file', async () => {
    const { page, problems } = await openPage(suite.context());
    await signedInClinician(stack, page, 'fhir-ui', 'Bronze');
    await page.getByTestId('nav-integrations').click();
    const card = page.getByTestId('integration-card-fhir');
    await card.waitFor();
    await card.getByTestId('fhir-base-url').fill(fhir.url);
    await card.getByTestId('fhir-client-id').fill(fhir.clientId);
    await card.getByTestId('fhir-private-key').fill(fs.readFileSync(fhir.privateKeyFile, 'utf8'));
    await card.getByTestId('fhir-practitioner-id').fill(fhir.practitionerId);
    await card.getByTestId('integration-connect-fhir').click();
    await page.locator('[data-testid="integration-card-fhir"][data-state="connected"]').waitFor();

    await sessionWithSoapNote(page);
    // A code added by search and accepted: it travels with the note as a Condition.
    const codes = page.getByTestId('note-soap').getByTestId('codes-panel');
    await codes.getByTestId('code-search').fill('essential hypertension');
    await codes.locator('[data-testid="code-search-results"][data-query="essential hypertension"]').waitFor();
    await codes.locator('[data-testid="code-search-result"][data-code="I10"]').getByTestId('code-add').click();
    await codes.locator('[data-testid="code-accepted"][data-code="I10"]').waitFor();
    await page.getByTestId('export-open').click();
    await page.getByTestId('export-system').selectOption('fhir');
    await page.getByTestId('export-patient-search').fill('roe');
    await page.locator('[data-testid="export-patients"][data-search="roe"]').waitFor();
    const jane = page.locator('[data-testid="export-patient-option"][data-patient-id="1001"]');
    expect(await jane.textContent()).toContain('1984-03-12');
    await jane.click();
    await page.getByTestId('export-submit').click();
    await page.getByTestId('export-result').waitFor();
    const documentId = /Note (\S+)/.exec((await page.getByTestId('export-result').textContent()) ?? '')?.[1];
    await page.keyboard.press('Escape');

    const found = await fhirGet('DocumentReference?patient=1001');
    const document = found.entry.map((e: { resource: any }) => e.resource).find((d: { id: string }) => d.id === documentId);
    expect(document.type.coding[0]).toMatchObject({ system: 'http://loinc.org', code: '11506-3' });
    expect(Buffer.from(document.content[0].attachment.data, 'base64').toString('utf8')).toMatch(/ibuprofen 400 mg/i);
    expect((await fhirGet(`Provenance?target=DocumentReference/${documentId}`)).entry).toHaveLength(1);
    const related: string[] = (document.context?.related ?? []).map((r: { reference: string }) => r.reference);
    const conditionRef = related.find((ref) => ref.startsWith('Condition/'));
    expect(conditionRef).toBeDefined();
    const condition = await fhirGet(conditionRef!);
    expect(condition.code.coding[0]).toMatchObject({ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'I10' });
    expect(condition.subject.reference).toBe('Patient/1001');
    expect(condition.verificationStatus.coding[0].code).toBe('confirmed');
    expect(condition.category[0].coding[0].code).toBe('encounter-diagnosis');

    const download = page.waitForEvent('download');
    await page.getByTestId('notes-download-fhir').click();
    expect((await download).suggestedFilename()).toMatch(/^Jane-Roe-\d{4}-\d{2}-\d{2}\.fhir\.json$/);
    const bundle = JSON.parse(fs.readFileSync((await (await download).path()) as string, 'utf8'));
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'transaction' });
    expect(bundle.entry[0].resource.type.coding[0].code).toBe('11506-3');
    const conditions = bundle.entry.filter((e: { resource: { resourceType: string } }) => e.resource.resourceType === 'Condition');
    expect(conditions.map((e: { resource: any }) => e.resource.code.coding[0].code)).toEqual(['I10']);
    expect(problems).toEqual([]);
  });
});
