// The security log: refused attempts and events caused by someone other than an account's
// owner (attempts at another clinician's saved sessions, failed sign-ins reported without an
// account), newest first, a page at a time, filtered by kind and by the account concerned.
// Read through the admin API only (the collection is closed to every client).
import React, { useState } from 'react';
import { Alert, Badge, Button, Card, Form, Spinner } from 'react-bootstrap';
import { AUDIT_RETENTION_DAYS } from '@shared/limits';
import { SECURITY_EVENT_KINDS, type SecurityEventKind, type SecurityEventRecord } from '@shared/security-events';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSecurityEventsQuery } from '../api';
import { AdminTable } from './admin-table';
import { CursorPager } from './cursor-pager';
import { FailureText } from './user-editor';

function EventRow({ event, lang }: { event: SecurityEventRecord & { id: string }; lang: string }) {
  const { t } = useTranslation();
  return (
    <tr data-testid="security-event-row" data-kind={event.kind} data-target={event.targetUid} data-actor={event.actorUid}>
      <td className="text-nowrap">{new Date(event.at).toLocaleString(lang, { dateStyle: 'short', timeStyle: 'medium' })}</td>
      <td>{t(`admin.security.kinds.${event.kind}`)}</td>
      <td className="text-break">
        {event.actorUid || t('admin.security.anonymous')}{' '}
        {event.actorAdmin && <Badge bg="secondary">{t('admin.security.adminBadge')}</Badge>}
      </td>
      <td className="text-break">{event.targetUid}</td>
      <td className="text-break">{event.detail}</td>
      <td className="text-break">{event.ip || t('admin.security.unknown')}</td>
    </tr>
  );
}

export function SecurityLogView() {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<SecurityEventKind | ''>('');
  const [typedTarget, setTypedTarget] = useState('');
  const [target, setTarget] = useState('');
  const [cursors, setCursors] = useState<string[]>(['']);
  const page = useSecurityEventsQuery({ kind, target, before: cursors[cursors.length - 1] }, { refetchOnMountOrArgChange: true });

  const filter = (event: React.FormEvent) => {
    event.preventDefault();
    setTarget(typedTarget.trim());
    setCursors(['']);
  };

  return (
    <Card className="shadow-sm mt-4" data-testid="admin-security-log">
      <Card.Body>
        <h2 className="h5">{t('admin.security.title')}</h2>
        <p className="small text-muted">{t('admin.security.intro', { years: Math.floor(AUDIT_RETENTION_DAYS / 365) })}</p>
        <Form className="d-flex flex-wrap gap-2 mb-3" onSubmit={filter}>
          <Form.Select
            size="sm"
            className="w-auto"
            aria-label={t('admin.security.kind')}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as SecurityEventKind | '');
              setCursors(['']);
            }}
            data-testid="security-log-kind"
          >
            <option value="">{t('admin.security.allKinds')}</option>
            {SECURITY_EVENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`admin.security.kinds.${k}`)}
              </option>
            ))}
          </Form.Select>
          <Form.Control
            size="sm"
            className="w-auto"
            placeholder={t('admin.security.target')}
            aria-label={t('admin.security.target')}
            value={typedTarget}
            maxLength={128}
            onChange={(e) => setTypedTarget(e.target.value)}
            data-testid="security-log-target"
          />
          <Button size="sm" type="submit" variant="outline-primary" data-testid="security-log-filter">
            {t('admin.security.filter')}
          </Button>
        </Form>
        {page.isFetching && !page.data && <Spinner animation="border" size="sm" role="status" aria-label={t('admin.security.loading')} />}
        {page.isError && (
          <Alert variant="danger">
            <FailureText error={page.error} />
          </Alert>
        )}
        <AdminTable
          columns={[
            t('admin.security.when'),
            t('admin.security.kind'),
            t('admin.security.who'),
            t('admin.security.on'),
            t('admin.security.detail'),
            t('admin.security.ip'),
          ]}
          rows={page.data?.events}
          empty={t('admin.security.none')}
          small
          className="mb-2 small"
        >
          {(event) => <EventRow key={event.id} event={event} lang={i18n.language} />}
        </AdminTable>
        <CursorPager
          cursors={cursors}
          onChange={setCursors}
          next={page.data?.next}
          labels={{ previous: t('admin.security.previous'), next: t('admin.security.next') }}
          testIdPrefix="security-log"
        />
      </Card.Body>
    </Card>
  );
}
