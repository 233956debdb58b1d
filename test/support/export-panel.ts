// The export panel in the browser: a session's note sent to a connected system's patient, as a
// clinician does it (open, choose the system, search, pick the patient, export, close).
import type { Page } from 'playwright-core';

export async function exportTo(page: Page, id: string, search: string, patientId: string) {
  await page.getByTestId('export-open').click();
  await page.getByTestId('export-system').selectOption(id);
  await page.getByTestId('export-patient-search').fill(search);
  await page.locator(`[data-testid="export-patients"][data-search="${search}"]`).waitFor();
  await page.locator(`[data-testid="export-patient-option"][data-patient-id="${patientId}"]`).click();
  await page.locator(`[data-testid="export-patient-option"][data-patient-id="${patientId}"].active`).waitFor();
  await page.getByTestId('export-submit').click();
  await page.getByTestId('export-result').waitFor();
  await page.getByTestId('export-panel').getByRole('button', { name: 'Close' }).last().click();
  await page.getByTestId('export-panel').waitFor({ state: 'detached' });
}
