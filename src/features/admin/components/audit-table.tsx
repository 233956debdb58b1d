// Rows of the audit trail: when, which admin, what, on whom, the values before and after,
// from which IP address, and whether the outside service accepted it.
import React from 'react';
import { Badge } from 'react-bootstrap';
import type { AdminAuditEntry } from '@shared/admin';
import { useTranslation } from '../../../lib/i18n/i18n';
import { AdminTable } from './admin-table';

const shown = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>)
          .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
          .join(', ')
      : String(value);

export function AuditTable({ entries }: { entries: ReadonlyArray<AdminAuditEntry & { id: string }> }) {
  const { t, i18n } = useTranslation();
  const columns = [
    t('admin.audit.when'),
    t('admin.audit.admin'),
    t('admin.audit.action'),
    t('admin.audit.target'),
    t('admin.audit.before'),
    t('admin.audit.after'),
    t('admin.audit.ip'),
  ];
  return (
    <AdminTable columns={columns} rows={entries} empty={t('admin.audit.none')} small className="mb-0 small">
      {(entry) => (
        <tr key={entry.id} data-testid="admin-audit-row" data-action={entry.action} data-target={entry.targetUid}>
          <td className="text-nowrap">{new Date(entry.at).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'medium' })}</td>
          <td className="text-break">{entry.adminEmail || entry.adminUid}</td>
          <td>
            {t(`admin.audit.actions.${entry.action}`)} {!entry.ok && <Badge bg="danger">{t('admin.audit.failed')}</Badge>}
          </td>
          <td className="text-break">{entry.target}</td>
          <td className="text-break">{shown(entry.before)}</td>
          <td className="text-break">{shown(entry.after)}</td>
          <td className="text-break">{entry.ip}</td>
        </tr>
      )}
    </AdminTable>
  );
}
