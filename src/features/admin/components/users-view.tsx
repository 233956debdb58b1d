// Users: every user a page at a time (newest accounts first), searched on the server by
// e-mail or name as the admin types; each row opens an editor for the plan, notes left,
// time limit and the internal flag, the "send to automation" action, the last 30 days of
// usage, and this user's audit trail. The whole audit trail is below the table, and the
// security log below it.
import React, { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Form, Spinner } from 'react-bootstrap';
import type { AdminUserRow } from '@shared/admin';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAuth } from '../../auth';
import { useAdminAuditQuery, useAdminUsersQuery } from '../api';
import { AdminTable } from './admin-table';
import { AuditTable } from './audit-table';
import { SecurityLogView } from './security-log-view';
import { CursorPager } from './cursor-pager';
import { FailureText, UserEditor } from './user-editor';
import { useDebounced } from '../../../lib/use-debounced';

function UserRow({ user, open, onToggle }: { user: AdminUserRow; open: boolean; onToggle: () => void }) {
  const { t, i18n } = useTranslation();
  const when = (ms: number) => (ms > 0 ? new Date(ms).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) : '—');
  return (
    <tr data-testid="admin-user-row" data-uid={user.uid} className={open ? 'table-active' : undefined}>
      <td>
        <div className="fw-semibold">{user.displayName || '—'}</div>
        <div className="small text-muted text-break">{user.email || t('admin.users.noEmail')}</div>
      </td>
      <td>{user.role === 'null' ? '—' : t(`roles.${user.role}`, { defaultValue: user.role })}</td>
      <td data-testid="admin-user-row-plan">{t(`plans.names.${user.plan}`, { defaultValue: user.plan })}</td>
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

export function UsersView() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 250);
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [openUid, setOpenUid] = useState<string | null>(null);
  const [onlyMine, setOnlyMine] = useState(false);
  const page = useAdminUsersQuery({ uid: user.uid, search, after: cursors[cursors.length - 1] });
  const trail = useAdminAuditQuery({ admin: onlyMine ? user.uid : '' });

  useEffect(() => setCursors([null]), [search]);
  const columns = [
    t('admin.users.user'),
    t('admin.users.role'),
    t('admin.users.plan'),
    t('admin.users.notesLeft'),
    t('admin.users.timeLimit'),
    t('admin.users.kind'),
    t('admin.users.lastLogin'),
    t('admin.users.created'),
    t('admin.users.online'),
    { label: t('admin.users.actions'), hidden: true as const },
  ];

  return (
    <section data-testid="admin-view-users">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h4 mb-0">{t('admin.nav.users')}</h1>
        <Form.Control
          type="search"
          className="w-auto"
          style={{ minWidth: '18rem' }}
          placeholder={t('admin.users.search')}
          aria-label={t('admin.users.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          data-testid="admin-users-search"
        />
      </div>
      <Card className="shadow-sm mb-4">
        <Card.Body>
          {page.data && (
            <p className="small text-muted" data-testid="admin-users-count">
              {page.data.total !== null
                ? t('admin.users.total', { count: page.data.total })
                : t('admin.users.matches', { count: page.data.users.length })}
            </p>
          )}
          {page.isFetching && !page.data && <Spinner animation="border" size="sm" role="status" aria-label={t('admin.users.loading')} />}
          {page.isError && (
            <Alert variant="danger">
              <FailureText error={page.error} />
            </Alert>
          )}
          <AdminTable columns={columns} rows={page.data?.users} empty={t('admin.users.none')} hover className="align-middle">
            {(row) => (
              <React.Fragment key={row.uid}>
                <UserRow user={row} open={openUid === row.uid} onToggle={() => setOpenUid(openUid === row.uid ? null : row.uid)} />
                {openUid === row.uid && (
                  <tr>
                    <td colSpan={columns.length}>
                      <UserEditor user={row} adminUid={user.uid} />
                    </td>
                  </tr>
                )}
              </React.Fragment>
            )}
          </AdminTable>
          <CursorPager
            cursors={cursors}
            onChange={setCursors}
            next={page.data?.next}
            labels={{ previous: t('admin.users.previous'), next: t('admin.users.next') }}
            testIdPrefix="admin-users"
          />
        </Card.Body>
      </Card>
      <Card className="shadow-sm" data-testid="admin-audit-trail">
        <Card.Body>
          <div className="d-flex align-items-center justify-content-between mb-2">
            <h2 className="h5 mb-0">{t('admin.audit.title')}</h2>
            <Form.Check
              type="switch"
              id="audit-only-mine"
              label={t('admin.audit.onlyMine')}
              checked={onlyMine}
              onChange={(e) => setOnlyMine(e.target.checked)}
            />
          </div>
          {trail.data && <AuditTable entries={trail.data} />}
        </Card.Body>
      </Card>
      <SecurityLogView />
    </section>
  );
}
