// One user in the admin console's Users table: name and e-mail, role, plan, notes left, time
// limit, internal or not, last sign-in, creation, online status, and the button that opens
// the editor below the row.
import React from 'react';
import { Badge, Button } from 'react-bootstrap';
import type { AdminUserRow } from '@shared/admin';
import { useTranslation } from '../../../lib/i18n/i18n';

export function UserRow({ user, open, onToggle }: { user: AdminUserRow; open: boolean; onToggle: () => void }) {
  const { t, i18n } = useTranslation();
  const when = (ms: number) => (ms > 0 ? new Date(ms).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) : '—');
  return (
    <tr data-testid="admin-user-row" data-uid={user.uid} className={open ? 'table-active' : undefined}>
      <td>
        <div className="fw-semibold">{user.displayName || '—'}</div>
        <div className="small text-muted text-break">{user.email || t('admin.users.noEmail')}</div>
      </td>
      <td>{user.role === 'null' ? '—' : t(`roles.${user.role}`)}</td>
      <td data-testid="admin-user-row-plan">{t(`plans.names.${user.plan}`)}</td>
      <td data-testid="admin-user-row-notes">{user.notesLeft}</td>
      <td>{t('admin.users.minutes', { count: Math.round(user.timeLimit / 60) })}</td>
      <td>{user.isInternal ? <Badge bg="secondary">{t('admin.users.internalBadge')}</Badge> : t('admin.users.external')}</td>
      <td>{when(user.lastLogin)}</td>
      <td>{when(user.createdAt)}</td>
      <td>
        <Badge bg={user.onlineStatus === 'online' ? 'success' : 'light'} text={user.onlineStatus === 'online' ? undefined : 'dark'}>
          {t(`admin.users.status.${user.onlineStatus === 'online' ? 'online' : 'offline'}`)}
        </Badge>
      </td>
      <td className="text-end">
        <Button
          size="sm"
          variant={open ? 'secondary' : 'outline-primary'}
          onClick={onToggle}
          aria-expanded={open}
          data-testid="admin-user-manage"
        >
          {open ? t('admin.users.close') : t('admin.users.manage')}
        </Button>
      </td>
    </tr>
  );
}
