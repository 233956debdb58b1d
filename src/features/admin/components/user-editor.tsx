// One user's editor in the admin console: plan, notes left, time limit and the internal flag
// (each saved with what it was before, in the audit trail), "send to automation", the last 30
// days of usage, and this user's audit entries.
import React, { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import type { AdminUserRow } from '@shared/admin';
import { PLAN_NAMES } from '@shared/plans';
import { ADMIN_NOTES_MAX, ADMIN_TIME_LIMIT_MAX } from '@shared/schemas';
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAdminAuditQuery, useAdminUserUsageQuery, useChangeUserMutation, useSendToAutomationMutation, type UserChange } from '../api';
import { AuditTable } from './audit-table';
import { UsageChart } from './usage-chart';

export function FailureText({ error, prefix }: { error: unknown; prefix?: string }) {
  const { t } = useTranslation();
  const { key, values } = failureMessage(error as ApiFailure);
  const text = t(key, values ?? {});
  return <>{prefix ? t(prefix, { message: text }) : text}</>;
}

export function UserEditor({ user, adminUid }: { user: AdminUserRow; adminUid: string }) {
  const { t } = useTranslation();
  const [plan, setPlan] = useState(user.plan);
  const [notes, setNotes] = useState(String(user.notesLeft));
  const [minutes, setMinutes] = useState(String(Math.round(user.timeLimit / 60)));
  const [internal, setInternal] = useState(user.isInternal);
  const [changeUser, change] = useChangeUserMutation();
  const [sendToAutomation, automation] = useSendToAutomationMutation();
  const usage = useAdminUserUsageQuery(user.uid);
  const trail = useAdminAuditQuery({ target: user.uid });
  const [saved, setSaved] = useState(false);

  // The fields follow the stored values when they change (after a save), not every refresh of
  // the list: a refresh in the background never undoes what the admin is typing.
  useEffect(() => {
    setPlan(user.plan);
    setNotes(String(user.notesLeft));
    setMinutes(String(Math.round(user.timeLimit / 60)));
    setInternal(user.isInternal);
  }, [user.plan, user.notesLeft, user.timeLimit, user.isInternal]);

  const notesValue = Number(notes);
  const timeValue = Math.round(Number(minutes) * 60);
  const notesValid = Number.isInteger(notesValue) && notesValue >= 0 && notesValue <= ADMIN_NOTES_MAX;
  const timeValid = Number.isFinite(timeValue) && timeValue >= 0 && timeValue <= ADMIN_TIME_LIMIT_MAX;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaved(false);
    const changes: UserChange[] = [];
    // A new plan brings its own quotas; notes or time the admin typed as well are applied after it.
    if (plan !== user.plan) changes.push({ kind: 'plan', planName: plan });
    if (notes !== String(user.notesLeft)) changes.push({ kind: 'notes', notesLeft: notesValue });
    if (minutes !== String(Math.round(user.timeLimit / 60))) changes.push({ kind: 'time', timeLimit: timeValue });
    if (internal !== user.isInternal) changes.push({ kind: 'internal', isInternal: internal });
    for (const next of changes) {
      const result = await changeUser({ uid: adminUid, userId: user.uid, change: next });
      if ('error' in result) return;
    }
    setSaved(changes.length > 0);
  }

  return (
    <Card body className="bg-body-tertiary border-0" data-testid="admin-user-editor">
      <Form onSubmit={(e) => void save(e)} noValidate>
        <Row className="g-3 align-items-end">
          <Col md={3}>
            <Form.Group controlId={`plan-${user.uid}`}>
              <Form.Label>{t('admin.users.plan')}</Form.Label>
              <Form.Select value={plan} onChange={(e) => setPlan(e.target.value)} data-testid="admin-user-plan">
                {PLAN_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {t(`plans.names.${name}`, { defaultValue: name })}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col md={2}>
            <Form.Group controlId={`notes-${user.uid}`}>
              <Form.Label>{t('admin.users.notesLeft')}</Form.Label>
              <Form.Control
                type="number"
                min={0}
                max={ADMIN_NOTES_MAX}
                value={notes}
                isInvalid={!notesValid}
                onChange={(e) => setNotes(e.target.value)}
                data-testid="admin-user-notes"
              />
              <Form.Control.Feedback type="invalid">{t('admin.users.notesInvalid', { max: ADMIN_NOTES_MAX })}</Form.Control.Feedback>
            </Form.Group>
          </Col>
          <Col md={2}>
            <Form.Group controlId={`time-${user.uid}`}>
              <Form.Label>{t('admin.users.timeLimitMinutes')}</Form.Label>
              <Form.Control
                type="number"
                min={0}
                max={ADMIN_TIME_LIMIT_MAX / 60}
                value={minutes}
                isInvalid={!timeValid}
                onChange={(e) => setMinutes(e.target.value)}
                data-testid="admin-user-time"
              />
              <Form.Control.Feedback type="invalid">
                {t('admin.users.timeInvalid', { max: ADMIN_TIME_LIMIT_MAX / 60 })}
              </Form.Control.Feedback>
            </Form.Group>
          </Col>
          <Col md={2}>
            <Form.Check
              type="switch"
              id={`internal-${user.uid}`}
              label={t('admin.users.internal')}
              checked={internal}
              onChange={(e) => setInternal(e.target.checked)}
              data-testid="admin-user-internal"
            />
          </Col>
          <Col md={3} className="d-flex gap-2">
            <Button type="submit" disabled={change.isLoading || !notesValid || !timeValid} data-testid="admin-user-save">
              {change.isLoading ? t('admin.users.saving') : t('admin.users.save')}
            </Button>
            <Button
              variant="outline-secondary"
              disabled={automation.isLoading}
              onClick={() => void sendToAutomation({ adminUid, targetUserId: user.uid })}
              data-testid="admin-user-automation"
            >
              {t('admin.users.automation')}
            </Button>
          </Col>
        </Row>
      </Form>
      {saved && !change.isError && (
        <Alert variant="success" className="mt-3 mb-0 py-2" data-testid="admin-user-saved">
          {t('admin.users.saved')}
        </Alert>
      )}
      {change.isError && (
        <Alert variant="danger" className="mt-3 mb-0 py-2" data-testid="admin-user-error">
          <FailureText error={change.error} />
        </Alert>
      )}
      {automation.isSuccess && (
        <Alert variant="success" className="mt-3 mb-0 py-2" data-testid="admin-automation-sent">
          {t('admin.users.automationSent')}
        </Alert>
      )}
      {automation.isError && (
        <Alert variant="danger" className="mt-3 mb-0 py-2" data-testid="admin-automation-failed">
          <FailureText error={automation.error} prefix="admin.users.automationFailed" />
        </Alert>
      )}
      <h3 className="h6 mt-4">{t('admin.users.usageTitle')}</h3>
      {usage.data ? <UsageChart usage={usage.data} /> : <Spinner animation="border" size="sm" />}
      <h3 className="h6 mt-4">{t('admin.users.userAudit')}</h3>
      {trail.data && <AuditTable entries={trail.data} />}
    </Card>
  );
}
