// Practices: every practice with its owner, members, the seats paid for and their plan, when
// it was made and whether it is active or closed. Read only: a practice is run by its owner.
import React from 'react';
import { Alert, Badge } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { useAdminPracticesQuery } from '../api';
import { CardTable } from './admin-table';

export function PracticesView() {
  const { t, i18n } = useTranslation();
  const practices = useAdminPracticesQuery(undefined, { refetchOnMountOrArgChange: true });
  const failure = practices.error ? failureMessage(practices.error as ApiFailure) : null;
  const columns = [
    t('practice.admin.name'),
    t('practice.admin.owner'),
    t('practice.admin.members'),
    t('practice.admin.seats'),
    t('practice.seats.plan'),
    t('practice.admin.created'),
    t('practice.admin.status'),
  ];

  return (
    <section data-testid="admin-view-practices">
      <h1 className="h4 mb-3">{t('practice.admin.title')}</h1>
      {failure && <Alert variant="danger">{t(failure.key, failure.values ?? {})}</Alert>}
      <CardTable columns={columns} rows={practices.data} empty={t('practice.admin.none')}>
        {(row) => (
          <tr key={row.id} data-testid="admin-practice-row" data-id={row.id}>
            <td className="fw-semibold">{row.name}</td>
            <td>{row.ownerEmail}</td>
            <td data-testid="admin-practice-members">{row.members}</td>
            <td data-testid="admin-practice-seats">{row.seats}</td>
            <td>{row.plan ? t(`plans.names.${row.plan}`) : '–'}</td>
            <td>{new Date(row.createdAt).toLocaleDateString(i18n.language)}</td>
            <td>
              <Badge bg={row.status === 'active' ? 'success' : 'secondary'}>{t(`practice.admin.states.${row.status}`)}</Badge>
            </td>
          </tr>
        )}
      </CardTable>
    </section>
  );
}
