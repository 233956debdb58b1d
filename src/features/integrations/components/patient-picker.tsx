// The patient (or contact) search of "Export to EMR": the list goes idle → loading → loaded or
// failed, each step with its toast; the last results stay in place while a new search loads.
import React, { useEffect, useState } from 'react';
import { Alert, Form, ListGroup, Spinner } from 'react-bootstrap';
import { INTEGRATIONS, type ExternalPatient, type IntegrationId } from '@shared/integrations';
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast/notify';
import { useDebounced } from '../../../lib/use-debounced';
import { useIntegrationPatientsQuery } from '../api';

/** The toast texts: Cliniko and Go HighLevel have their own wording; the other systems share one. */
export const toastKey = (id: IntegrationId, event: 'loading' | 'loaded' | 'loadFailed' | 'exporting' | 'exported' | 'exportFailed') =>
  `integrations.toasts.${id === 'cliniko' || id === 'highlevel' ? id : 'other'}.${event}`;

export function PatientPicker({
  id,
  chosen,
  onChoose,
}: {
  id: IntegrationId;
  chosen: ExternalPatient | null;
  onChoose: (p: ExternalPatient) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 300);
  const list = useIntegrationPatientsQuery({ id, search, page: 1 });
  const name = INTEGRATIONS[id].name;

  useEffect(() => {
    if (list.isFetching) void notify(t(toastKey(id, 'loading'), { name }), { toastId: `patients-${id}`, autoClose: 2000 });
  }, [list.isFetching, id, name, t]);
  useEffect(() => {
    if (list.isSuccess && !list.isFetching)
      void notify(t(toastKey(id, 'loaded'), { name }), { type: 'success', toastId: `patients-loaded-${id}-${search}`, autoClose: 2000 });
  }, [list.isSuccess, list.isFetching, id, name, search, t]);
  useEffect(() => {
    if (list.isError) void notify(t(toastKey(id, 'loadFailed'), { name }), { type: 'error', toastId: `patients-failed-${id}` });
  }, [list.isError, id, name, t]);

  const failure = list.isError ? failureMessage(list.error as ApiFailure) : null;
  return (
    <>
      <Form.Group className="mb-2" controlId="export-patient-search">
        <Form.Label>{INTEGRATIONS[id].kind === 'crm' ? t('integrations.export.contact') : t('integrations.export.patient')}</Form.Label>
        <Form.Control
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('integrations.export.searchHint')}
          data-testid="export-patient-search"
        />
      </Form.Group>
      {list.isFetching && <Spinner animation="border" size="sm" role="status" aria-label={t(toastKey(id, 'loading'), { name })} />}
      {failure && (
        <Alert variant="danger" className="py-2 small" data-testid="export-patients-failed">
          {t(failure.key, failure.values ?? {})}
        </Alert>
      )}
      {/* The last results stay (and stay clickable) while a new search loads: a list that
          vanished under the pointer would drop the click. */}
      {list.data && (
        <ListGroup
          className="mb-2"
          style={{ maxHeight: '14rem', overflowY: 'auto', opacity: list.isFetching ? 0.6 : 1 }}
          aria-busy={list.isFetching}
          data-testid="export-patients"
          data-search={list.isFetching ? undefined : search}
        >
          {list.data.patients.length === 0 && (
            <ListGroup.Item className="text-muted small">{t('integrations.export.noPatients')}</ListGroup.Item>
          )}
          {list.data.patients.map((patient) => (
            <ListGroup.Item
              key={patient.id}
              action
              active={chosen?.id === patient.id}
              onClick={() => onChoose(patient)}
              data-testid="export-patient-option"
              data-patient-id={patient.id}
            >
              <div className="fw-semibold">{patient.name}</div>
              {patient.detail && <div className="small">{patient.detail}</div>}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </>
  );
}
