// Saved Sessions: the clinician's stored consultations, newest first, with the time each
// is still kept (a live countdown), a search by name as they type, a page at a time;
// open one on the recording page, delete one or several (after a confirmation).
import React from 'react';
import { Alert, Card, Form, Spinner } from 'react-bootstrap';
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Link, useTranslation } from '../../../lib/i18n/i18n';
import { useSavedSessionsScreen } from '../use-saved-sessions-screen';
import { SavedSessionsEmpty } from './saved-sessions-empty';
import { SavedSessionsTable } from './saved-sessions-table';

export function SavedSessionsScreen() {
  const { t } = useTranslation();
  const {
    current,
    now,
    list,
    deletion,
    search,
    searchFor,
    setPage,
    selected,
    pending,
    setPending,
    shown,
    paged,
    storing,
    chosen,
    nameOf,
    toggle,
    open,
    confirmPending,
  } = useSavedSessionsScreen();
  const failed = (error: unknown) => {
    const message = failureMessage(error as ApiFailure);
    return t(message.key, message.values ?? {});
  };
  const deleted = pending?.kind === 'delete' ? pending.ids : [];

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
          onChange={(e) => searchFor(e.target.value)}
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
          {t('errors:fallbackDeleteSession', { message: failed(deletion.error) })}
        </Alert>
      )}
      <Card className="shadow-sm">
        <Card.Body>
          {list.isLoading && <Spinner animation="border" size="sm" role="status" aria-label={t('savedSessions.loading')} />}
          {list.isError && (
            <Alert variant="danger" className="mb-0" data-testid="saved-sessions-load-failed">
              {t('errors:fallbackFetchSession', { message: failed(list.error) })}
            </Alert>
          )}
          {list.data && list.data.filter((s) => s.expiresAt > now).length === 0 && <SavedSessionsEmpty />}
          {list.data && list.data.some((s) => s.expiresAt > now) && (
            <SavedSessionsTable
              shown={shown}
              paged={paged}
              now={now}
              selected={selected}
              chosen={chosen}
              busy={deletion.isLoading}
              onPage={setPage}
              onToggle={toggle}
              onOpen={open}
              onDelete={(ids) => setPending({ kind: 'delete', ids })}
            />
          )}
        </Card.Body>
      </Card>
      <ConfirmDialog
        show={pending?.kind === 'delete'}
        title={t('savedSessions.deleteConfirm.title', { count: deleted.length })}
        body={
          deleted.length === 1
            ? t('savedSessions.deleteConfirm.one', { name: nameOf(deleted[0]) })
            : t('savedSessions.deleteConfirm.many', { count: deleted.length })
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
