// One user's editor in the admin console: plan, notes left, time limit and the internal flag
// (each saved with what it was before, in the audit trail), "send to automation", the last 30
// days of usage, and this user's audit entries. The fields and their save are in useUserEditor.
import React from 'react';
import { Alert, Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import type { AdminUserRow } from '@shared/admin';
import { PLAN_NAMES } from '@shared/plans';
import { ADMIN_NOTES_MAX, ADMIN_TIME_LIMIT_MAX } from '@shared/schemas';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAdminAuditQuery, useAdminUserUsageQuery, useSendToAutomationMutation } from '../api';
import { useUserEditor } from '../use-user-editor';
import { AuditTable } from './audit-table';
import { FailureText } from './failure-text';
import { UsageChart } from './usage-chart';

export { FailureText } from './failure-text';

export function UserEditor({ user, adminUid }: { user: AdminUserRow; adminUid: string }) {
  const { t } = useTranslation();
  const { fields, setField, notesValid, timeValid, save, saved, change } = useUserEditor(user, adminUid);
  const [sendToAutomation, automation] = useSendToAutomationMutation();
  const usage = useAdminUserUsageQuery(user.uid);
  const trail = useAdminAuditQuery({ target: user.uid });

  return (
    <Card body className="bg-body-tertiary border-0" data-testid="admin-user-editor">
      <Form onSubmit={(e) => void save(e)} noValidate>
        <Row className="g-3 align-items-end">
          <Col md={3}>
            <Form.Group controlId={`plan-${user.uid}`}>
              <Form.Label>{t('admin.users.plan')}</Form.Label>
              <Form.Select value={fields.plan} onChange={(e) => setField('plan', e.target.value)} data-testid="admin-user-plan">
                {PLAN_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {t(`plans.names.${name}`)}
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
                value={fields.notes}
                isInvalid={!notesValid}
                onChange={(e) => setField('notes', e.target.value)}
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
                value={fields.minutes}
                isInvalid={!timeValid}
                onChange={(e) => setField('minutes', e.target.value)}
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
              checked={fields.internal}
              onChange={(e) => setField('internal', e.target.checked)}
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
