// "Who opened my sessions" on the Account screen: the server's log of every open, export,
// download, copy and deletion of the clinician's saved sessions by their own account, newest
// first (attempts by anyone else go to the security log that admins review).
import React from 'react';
import { Badge, Card, Spinner, Table } from 'react-bootstrap';
import type { SessionAccessRecord } from '@shared/saved-sessions';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSessionAccessLogQuery } from '../api';

function AccessRow({ entry, lang }: { entry: SessionAccessRecord & { id: string }; lang: string }) {
  const { t } = useTranslation();
  return (
    <tr data-testid="session-access-row" data-action={entry.action} data-allowed={String(entry.allowed)} data-actor={entry.actor}>
      <td>{new Date(entry.at).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' })}</td>
      <td>{t(`savedSessions.access.action.${entry.action}`)}</td>
      <td className="text-break">{entry.sessionName || (entry.sessionId ? t('savedSessions.untitled') : '—')}</td>
      <td>{t(`savedSessions.access.actor.${entry.actor}`)}</td>
      <td className="text-break">{entry.ip || t('savedSessions.access.unknownIp')}</td>
      <td>
        <Badge bg={entry.allowed ? 'success' : 'danger'}>
          {entry.allowed ? t('savedSessions.access.allowed') : t('savedSessions.access.refused')}
        </Badge>
      </td>
    </tr>
  );
}

export function SessionAccessCard() {
  const { t, i18n } = useTranslation();
  const { data, isLoading, isError } = useSessionAccessLogQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('savedSessions.access.title')}
        </Card.Title>
        <p className="text-muted small">{t('savedSessions.access.intro')}</p>
        <div data-testid="session-access-log">
          {isLoading && <Spinner animation="border" size="sm" role="status" aria-label={t('savedSessions.loading')} />}
          {isError && <p className="text-danger mb-0">{t('savedSessions.access.loadFailed')}</p>}
          {data && data.length === 0 && <p className="text-muted mb-0">{t('savedSessions.access.none')}</p>}
          {data && data.length > 0 && (
            <Table size="sm" responsive className="mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('savedSessions.access.when')}</th>
                  <th scope="col">{t('savedSessions.access.what')}</th>
                  <th scope="col">{t('savedSessions.access.session')}</th>
                  <th scope="col">{t('savedSessions.access.who')}</th>
                  <th scope="col">{t('savedSessions.access.ip')}</th>
                  <th scope="col">{t('savedSessions.access.result')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((entry) => (
                  <AccessRow key={entry.id} entry={entry} lang={i18n.language} />
                ))}
              </tbody>
            </Table>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
