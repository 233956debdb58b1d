// Users: every user a page at a time (newest accounts first), searched on the server by
// e-mail or name as the admin types; each row opens an editor for the plan, notes left,
// time limit and the internal flag, the "send to automation" action, the last 30 days of
// usage, and this user's audit trail. The whole audit trail is below the table, and the
// security log below it.
import React, { useEffect, useState } from 'react';
import { Alert, Card, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAuth } from '../../auth';
import { useAdminUsersQuery } from '../api';
import { AdminTable } from './admin-table';
import { AuditTrailCard } from './audit-trail-card';
import { SecurityLogView } from './security-log-view';
import { CursorPager } from './cursor-pager';
import { FailureText } from './failure-text';
import { UserEditor } from './user-editor';
import { UserRow } from './user-row';
import { useDebounced } from '../../../lib/use-debounced';

export function UsersView() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 250);
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [openUid, setOpenUid] = useState<string | null>(null);
  const page = useAdminUsersQuery({ uid: user.uid, search, after: cursors[cursors.length - 1] });

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
      <AuditTrailCard adminUid={user.uid} />
      <SecurityLogView />
    </section>
  );
}
