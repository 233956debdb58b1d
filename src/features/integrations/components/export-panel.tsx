// "Export to EMR": pick the connected system, search and pick the patient (or contact), export
// the notes ticked in the Notes panel. The patient list and the export each go idle →
// loading → loaded or failed, each step with its toast. Exporting the same notes again to the
// same patient asks first; the created note's id (and link, where the provider gives an https
// one) is shown.
import React, { useState } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { INTEGRATIONS, type ExportResult, type ExternalPatient, type IntegrationId } from '@shared/integrations';
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { Link, useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast/notify';
import { useExportToIntegrationMutation, useIntegrationsQuery } from '../api';
import { NoteLink } from './note-link';
import { PatientPicker, toastKey } from './patient-picker';

export function ExportPanel({ sessionId, noteIds }: { sessionId: string; noteIds: string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const overview = useIntegrationsQuery(undefined, { skip: !open });
  const connected = (overview.data?.integrations ?? []).filter((s) => s.state === 'connected').map((s) => s.id);
  const [system, setSystem] = useState<IntegrationId | null>(null);
  const [patient, setPatient] = useState<ExternalPatient | null>(null);
  const [draft, setDraft] = useState(true);
  const [askAgain, setAskAgain] = useState(false);
  const [result, setResult] = useState<ExportResult | null>(null);
  const [send, sending] = useExportToIntegrationMutation();
  const id = system ?? connected[0] ?? null;

  const close = () => {
    setOpen(false);
    setPatient(null);
    setResult(null);
    setAskAgain(false);
    sending.reset();
  };

  async function submit(confirmDuplicate = false) {
    if (!id || !patient) return;
    const name = INTEGRATIONS[id].name;
    setAskAgain(false);
    setResult(null);
    void notify(t(toastKey(id, 'exporting'), { name }), { toastId: `exporting-${id}`, autoClose: 2000 });
    const answer = await send({
      id,
      request: { sessionId, noteIds, patientId: patient.id, patientName: patient.name, draft, confirmDuplicate },
    });
    if ('data' in answer && answer.data) {
      setResult(answer.data);
      void notify(t(toastKey(id, 'exported'), { name }), { type: 'success' });
      return;
    }
    const failure = (answer as { error: ApiFailure }).error;
    if (failure?.key === 'integrationDuplicate') return setAskAgain(true);
    void notify(t(toastKey(id, 'exportFailed'), { name }), { type: 'error' });
  }

  const failure = sending.isError && !askAgain ? failureMessage(sending.error as ApiFailure) : null;
  return (
    <>
      <Button variant="outline-primary" onClick={() => setOpen(true)} disabled={noteIds.length === 0} data-testid="export-open">
        {t('integrations.export.open')}
      </Button>
      <Modal show={open} onHide={close} data-testid="export-panel">
        <Modal.Header closeButton closeLabel={t('common.cancel')}>
          <Modal.Title>{t('integrations.export.title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {overview.isLoading && <Spinner animation="border" size="sm" />}
          {overview.data && connected.length === 0 && (
            <p className="mb-0" data-testid="export-none-connected">
              {t('integrations.export.noneConnected')} <Link to="/integrations/">{t('integrations.export.connectOne')}</Link>
            </p>
          )}
          {id && (
            <>
              <p className="small text-muted">{t('integrations.export.notes', { count: noteIds.length })}</p>
              <Form.Group className="mb-3" controlId="export-system">
                <Form.Label>{t('integrations.export.system')}</Form.Label>
                <Form.Select
                  value={id}
                  onChange={(e) => {
                    setSystem(e.target.value as IntegrationId);
                    setPatient(null);
                    setResult(null);
                  }}
                  data-testid="export-system"
                >
                  {connected.map((c) => (
                    <option key={c} value={c}>
                      {INTEGRATIONS[c].name}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <PatientPicker key={id} id={id} chosen={patient} onChoose={setPatient} />
              {(id === 'cliniko' || id === 'fhir') && (
                <Form.Check
                  type="switch"
                  id="export-draft"
                  label={t('integrations.export.draft')}
                  checked={draft}
                  onChange={(e) => setDraft(e.target.checked)}
                  className="mb-2"
                />
              )}
              {askAgain && (
                <Alert variant="warning" data-testid="export-duplicate">
                  {t('errors:integrationDuplicate')}{' '}
                  <Button size="sm" variant="warning" onClick={() => void submit(true)} data-testid="export-again">
                    {t('integrations.export.again')}
                  </Button>
                </Alert>
              )}
              {failure && (
                <Alert variant="danger" data-testid="export-failed">
                  {t(failure.key, failure.values ?? {})}
                </Alert>
              )}
              {result && (
                <Alert variant="success" data-testid="export-result">
                  {t('integrations.export.done', { name: INTEGRATIONS[id].name, patient: patient?.name ?? '' })}
                  <ul className="mb-0 small">
                    {result.exported.map((e) => (
                      <li key={e.noteId}>
                        <NoteLink url={e.url}>{t('integrations.export.externalId', { id: e.externalId })}</NoteLink>
                      </li>
                    ))}
                  </ul>
                </Alert>
              )}
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={close}>
            {t('integrations.export.close')}
          </Button>
          <Button onClick={() => void submit()} disabled={!id || !patient || sending.isLoading} data-testid="export-submit">
            {sending.isLoading ? t('integrations.export.exporting') : t('integrations.export.submit')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
