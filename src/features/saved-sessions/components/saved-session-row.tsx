// One saved session in the list: select box, name (and who), date and time it was held,
// the time it is still kept, its type, whether it has notes, and Open / Delete.
import React from 'react';
import { Badge, Button, Form } from 'react-bootstrap';
import type { SavedSessionSummary } from '@shared/saved-sessions';
import { useTranslation } from '../../../lib/i18n/i18n';
import { TimeLeft } from './time-left';

interface Props {
  session: SavedSessionSummary;
  now: number;
  lang: string;
  selected: boolean;
  busy: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onDelete: () => void;
}

export function SavedSessionRow({ session, now, lang, selected, busy, onToggle, onOpen, onDelete }: Props) {
  const { t } = useTranslation();
  const held = new Date(session.createdAt);
  const name = session.name || t('savedSessions.untitled');
  return (
    <tr data-testid="saved-session-row" data-session-id={session.id}>
      <td>
        <Form.Check
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          aria-label={t('savedSessions.selectOne', { name })}
          data-testid="saved-session-select"
        />
      </td>
      <td className="fw-semibold text-break" data-testid="saved-session-name">
        {name}
      </td>
      <td>{held.toLocaleDateString(lang, { dateStyle: 'medium' })}</td>
      <td>{held.toLocaleTimeString(lang, { timeStyle: 'short' })}</td>
      <td data-testid="saved-session-time-left" data-expires-at={session.expiresAt}>
        <TimeLeft expiresAt={session.expiresAt} now={now} />
      </td>
      <td>{t(`savedSessions.types.${session.type}`)}</td>
      <td>
        {session.noteCount > 0 ? (
          <Badge bg="success" data-testid="saved-session-has-notes">
            {t('savedSessions.notesCount', { count: session.noteCount })}
          </Badge>
        ) : (
          <span className="text-muted">{t('savedSessions.noNotes')}</span>
        )}
      </td>
      <td className="text-end text-nowrap">
        <Button size="sm" variant="primary" className="me-2" onClick={onOpen} data-testid="saved-session-open">
          {t('savedSessions.open')}
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          disabled={busy}
          onClick={onDelete}
          data-testid="saved-session-delete"
          aria-label={t('savedSessions.deleteOne', { name })}
        >
          {t('savedSessions.delete')}
        </Button>
      </td>
    </tr>
  );
}
