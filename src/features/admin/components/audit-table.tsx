// Rows of the audit trail: when, which admin, what, on whom, the values before and after,
// from which IP address, and whether the outside service accepted it.
import React from 'react';
import { Badge, Table } from 'react-bootstrap';
import type { AdminAuditEntry } from '@shared/admin';
import { useTranslation } from '../../../lib/i18n/i18n';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'object' ? Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join(', ') : String(value));

export function AuditTable({ entries }: { entries: ReadonlyArray<AdminAuditEntry & { id: string }> }) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0) return <p className="text-muted small mb-0">{t('admin.audit.none')}</p>;
  return (
    <Table size="sm" responsive className="mb-0 small">
      <thead>
        <tr>
          <th scope="col">{t('admin.audit.when')}</th>
          <th scope="col">{t('admin.audit.admin')}</th>
          <th scope="col">{t('admin.audit.action')}</th>
          <th scope="col">{t('admin.audit.target')}</th>
          <th scope="col">{t('admin.audit.before')}</th>
          <th scope="col">{t('admin.audit.after')}</th>
          <th scope="col">{t('admin.audit.ip')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
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
        ))}
      </tbody>
    </Table>
  );
}
