// The practice log (the owner and admins): who did what to whom, newest first; never a
// session, a transcript or a note.
import React from 'react';
import { Alert, Card, Table } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import { money, useFailure } from '../../billing';
import { usePracticeLogQuery } from '../api';
import { logDetails } from '../practice-logic';

export function LogCard() {
  const { t, i18n } = useTranslation();
  const log = usePracticeLogQuery(undefined, { refetchOnMountOrArgChange: true });
  const failure = useFailure(log.error);
  const shown = (detail: ReturnType<typeof logDetails>[number]) => {
    if (detail.kind === 'role') return t(`practice.roles.${detail.value}`);
    if (detail.kind === 'plan') return t(`plans.names.${detail.value}`);
    if (detail.kind === 'period') return t(`billing.periods.${detail.value}`);
    if (detail.kind === 'money' && detail.currency) return money(Number(detail.value), detail.currency, i18n.language);
    return detail.value;
  };
  // Each detail as "label: value", in the page's language.
  const details = (entry: { details: Record<string, string | number> }) =>
    logDetails(entry.details)
      .map((detail) =>
        t('practice.log.detail', { field: t(`practice.log.fields.${detail.field}`, { defaultValue: detail.field }), value: shown(detail) }),
      )
      .join(' · ');
  return (
    <Card className="shadow-sm mb-4" data-testid="practice-log">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('practice.log.title')}
        </Card.Title>
        <p className="small text-muted">{t('practice.log.help')}</p>
        {failure && <Alert variant="danger">{failure}</Alert>}
        {log.data && log.data.length === 0 && <p className="text-muted mb-0">{t('practice.log.none')}</p>}
        {log.data && log.data.length > 0 && (
          <Table responsive size="sm" className="mb-0 small">
            <thead>
              <tr>
                <th scope="col">{t('practice.log.when')}</th>
                <th scope="col">{t('practice.log.who')}</th>
                <th scope="col">{t('practice.log.what')}</th>
                <th scope="col">{t('practice.log.subject')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((entry) => (
                <tr key={entry.id} data-testid="practice-log-entry" data-event={entry.event}>
                  <td className="text-nowrap">{new Date(entry.at).toLocaleString(i18n.language)}</td>
                  <td>{entry.actorName}</td>
                  <td>{t(`practice.log.events.${entry.event}`)}</td>
                  <td>
                    {entry.subject}
                    {Object.keys(entry.details).length > 0 && <div className="text-muted">{details(entry)}</div>}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
    </Card>
  );
}
