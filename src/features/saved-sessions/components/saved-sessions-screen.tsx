// Saved Sessions: the clinician's stored consultations, newest first, with the time each
// is still kept (a live countdown), a search by name as they type, a page at a time;
// open one on the recording page, delete one or several (after a confirmation).
import React, { useMemo, useState } from 'react';
import { Alert, Button, Card, Form, Pagination, Spinner, Table } from 'react-bootstrap';
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { useAppSelector } from '../../../app/hooks';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Link, useI18next, useTranslation } from '../../../lib/i18n/i18n';
import { useAuth } from '../../auth';
import { selectCurrentSession } from '../../session/model';
import { useDeleteSavedSessionsMutation, useSavedSessionsQuery } from '../api';
import { savedSessionHref } from '../open-link';
import { pageOf, visibleSessions } from '../session-filter';
import { useNow } from '../use-now';
import { SavedSessionRow } from './saved-session-row';
import { SavedSessionsEmpty } from './saved-sessions-empty';

type Pending = { kind: 'delete'; ids: string[] } | { kind: 'open'; id: string } | null;

export function SavedSessionsScreen() {
  const { t, i18n } = useTranslation();
  const { navigate } = useI18next();
  const { user, profile } = useAuth();
  const current = useAppSelector(selectCurrentSession);
  const now = useNow();
  const list = useSavedSessionsQuery(user.uid, { refetchOnMountOrArgChange: true });
  const [deleteSessions, deletion] = useDeleteSavedSessionsMutation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending>(null);

  const shown = useMemo(() => visibleSessions(list.data ?? [], search, now), [list.data, search, now]);
  const paged = pageOf(shown, page);
  const storing = (profile?.settings as { enableSessionStoring?: boolean } | undefined)?.enableSessionStoring === true;
  const chosen = shown.filter((s) => selected.has(s.id)).map((s) => s.id);
  const nameOf = (id: string) => shown.find((s) => s.id === id)?.name || t('savedSessions.untitled');

  const toggle = (id: string) =>
    setSelected((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const open = (id: string) => {
    // The unsaved session open on the recording page would be closed, and with it its data: ask first.
    if (current && !current.stored && current.sessionId !== id) return setPending({ kind: 'open', id });
    void navigate(savedSessionHref(id));
  };

  const confirmPending = async () => {
    const action = pending;
    setPending(null);
    if (!action) return;
    if (action.kind === 'open') return void navigate(savedSessionHref(action.id));
    const result = await deleteSessions({ uid: user.uid, sessionIds: action.ids });
    if ('data' in result) setSelected((before) => new Set([...before].filter((id) => !action.ids.includes(id))));
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h4 mb-0">{t('savedSessions.title')}</h1>
        <Form.Control
          type="search"
          className="w-auto flex-grow-1 flex-md-grow-0"
          style={{ minWidth: '16rem' }}
          placeholder={t('savedSessions.search')}
          aria-label={t('savedSessions.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          data-testid="saved-sessions-search"
        />
      </div>
      {!storing && (
        <Alert variant="info" data-testid="saved-sessions-storing-off">
          {t('savedSessions.storingOff')}{' '}
          <Link to="/settings/" className="alert-link">
            {t('savedSessions.openSettings')}
          </Link>
        </Alert>
      )}
      {deletion.isError && (
        <Alert variant="danger" data-testid="saved-sessions-delete-failed">
          {t('errors:fallbackDeleteSession', { message: t(failureMessage(deletion.error as ApiFailure).key, failureMessage(deletion.error as ApiFailure).values ?? {}) })}
        </Alert>
      )}
      <Card className="shadow-sm">
        <Card.Body>
          {list.isLoading && <Spinner animation="border" size="sm" role="status" aria-label={t('savedSessions.loading')} />}
          {list.isError && (
            <Alert variant="danger" className="mb-0" data-testid="saved-sessions-load-failed">
              {t('errors:fallbackFetchSession', { message: t(failureMessage(list.error as ApiFailure).key, failureMessage(list.error as ApiFailure).values ?? {}) })}
            </Alert>
          )}
          {list.data && list.data.filter((s) => s.expiresAt > now).length === 0 && (
            <SavedSessionsEmpty />
          )}
          {list.data && list.data.some((s) => s.expiresAt > now) && (
            <>
              <div className="d-flex align-items-center justify-content-between mb-2">
                <span className="text-muted small" data-testid="saved-sessions-count">
                  {t('savedSessions.count', { count: shown.length })}
                </span>
                <Button
                  variant="outline-danger"
                  size="sm"
                  disabled={chosen.length === 0 || deletion.isLoading}
                  onClick={() => setPending({ kind: 'delete', ids: chosen })}
                  data-testid="saved-sessions-delete-selected"
                >
                  {t('savedSessions.deleteSelected', { count: chosen.length })}
                </Button>
              </div>
              <Table responsive hover size="sm" className="align-middle mb-0">
                <thead>
                  <tr>
                    <th scope="col" className="visually-hidden">
                      {t('savedSessions.select')}
                    </th>
                    <th scope="col">{t('savedSessions.columns.name')}</th>
                    <th scope="col">{t('savedSessions.columns.date')}</th>
                    <th scope="col">{t('savedSessions.columns.time')}</th>
                    <th scope="col">{t('savedSessions.columns.timeLeft')}</th>
                    <th scope="col">{t('savedSessions.columns.type')}</th>
                    <th scope="col">{t('savedSessions.columns.notes')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('savedSessions.columns.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {paged.rows.map((session) => (
                    <SavedSessionRow
                      key={session.id}
                      session={session}
                      now={now}
                      lang={i18n.language}
                      selected={selected.has(session.id)}
                      busy={deletion.isLoading}
                      onToggle={() => toggle(session.id)}
                      onOpen={() => open(session.id)}
                      onDelete={() => setPending({ kind: 'delete', ids: [session.id] })}
                    />
                  ))}
                </tbody>
              </Table>
              {shown.length === 0 && <p className="text-muted mt-2 mb-0" data-testid="saved-sessions-no-match">{t('savedSessions.noMatch')}</p>}
              {paged.pages > 1 && (
                <Pagination size="sm" className="mt-3 mb-0" aria-label={t('savedSessions.pages')}>
                  <Pagination.Prev disabled={paged.page === 0} onClick={() => setPage(paged.page - 1)} aria-label={t('savedSessions.previous')} />
                  <Pagination.Item active data-testid="saved-sessions-page">
                    {t('savedSessions.pageOf', { page: paged.page + 1, pages: paged.pages })}
                  </Pagination.Item>
                  <Pagination.Next disabled={paged.page >= paged.pages - 1} onClick={() => setPage(paged.page + 1)} aria-label={t('savedSessions.next')} />
                </Pagination>
              )}
            </>
          )}
        </Card.Body>
      </Card>
      <ConfirmDialog
        show={pending?.kind === 'delete'}
        title={t('savedSessions.deleteConfirm.title', { count: pending?.kind === 'delete' ? pending.ids.length : 0 })}
        body={
          pending?.kind === 'delete' && pending.ids.length === 1
            ? t('savedSessions.deleteConfirm.one', { name: nameOf(pending.ids[0]) })
            : t('savedSessions.deleteConfirm.many', { count: pending?.kind === 'delete' ? pending.ids.length : 0 })
        }
        confirmLabel={t('savedSessions.delete')}
        cancelLabel={t('common.cancel')}
        variant="danger"
        testId="saved-sessions-delete-confirm"
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmPending()}
      />
      <ConfirmDialog
        show={pending?.kind === 'open'}
        title={t('savedSessions.replaceConfirm.title')}
        body={t('savedSessions.replaceConfirm.body', { name: current?.clientName || t('savedSessions.untitled') })}
        confirmLabel={t('savedSessions.open')}
        cancelLabel={t('common.cancel')}
        testId="saved-sessions-open-confirm"
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmPending()}
      />
    </>
  );
}
