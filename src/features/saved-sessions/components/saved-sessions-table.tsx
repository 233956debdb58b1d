// The Saved Sessions list: its count and "delete selected", the rows of the current page,
// and the pages.
import React from 'react';
import { Button, Pagination, Table } from 'react-bootstrap';
import type { SavedSessionSummary } from '@shared/saved-sessions';
import { useTranslation } from '../../../lib/i18n/i18n';
import { SavedSessionRow } from './saved-session-row';

const COLUMNS = ['name', 'date', 'time', 'timeLeft', 'type', 'notes'] as const;

interface SavedSessionsTableProps {
  /** The sessions the search matches, and the current page of them. */
  shown: readonly SavedSessionSummary[];
  paged: { rows: readonly SavedSessionSummary[]; page: number; pages: number };
  now: number;
  selected: ReadonlySet<string>;
  chosen: readonly string[];
  busy: boolean;
  onPage: (page: number) => void;
  onToggle: (id: string) => void;
  onOpen: (id: string) => void;
  onDelete: (ids: string[]) => void;
}

export function SavedSessionsTable({
  shown,
  paged,
  now,
  selected,
  chosen,
  busy,
  onPage,
  onToggle,
  onOpen,
  onDelete,
}: SavedSessionsTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <div className="d-flex align-items-center justify-content-between mb-2">
        <span className="text-muted small" data-testid="saved-sessions-count">
          {t('savedSessions.count', { count: shown.length })}
        </span>
        <Button
          variant="outline-danger"
          size="sm"
          disabled={chosen.length === 0 || busy}
          onClick={() => onDelete([...chosen])}
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
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`savedSessions.columns.${column}`)}
              </th>
            ))}
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
              busy={busy}
              onToggle={() => onToggle(session.id)}
              onOpen={() => onOpen(session.id)}
              onDelete={() => onDelete([session.id])}
            />
          ))}
        </tbody>
      </Table>
      {shown.length === 0 && (
        <p className="text-muted mt-2 mb-0" data-testid="saved-sessions-no-match">
          {t('savedSessions.noMatch')}
        </p>
      )}
      {paged.pages > 1 && (
        <Pagination size="sm" className="mt-3 mb-0" aria-label={t('savedSessions.pages')}>
          <Pagination.Prev disabled={paged.page === 0} onClick={() => onPage(paged.page - 1)} aria-label={t('savedSessions.previous')} />
          <Pagination.Item active data-testid="saved-sessions-page">
            {t('savedSessions.pageOf', { page: paged.page + 1, pages: paged.pages })}
          </Pagination.Item>
          <Pagination.Next
            disabled={paged.page >= paged.pages - 1}
            onClick={() => onPage(paged.page + 1)}
            aria-label={t('savedSessions.next')}
          />
        </Pagination>
      )}
    </>
  );
}
