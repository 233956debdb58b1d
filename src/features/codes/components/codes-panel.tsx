// The Codes panel under a note: the ICD-10-CM codes the visit supports, each with the words
// that justify it, to accept, reject or answer ("Which side?"); the codes accepted, in order,
// saved with the note as confirmed by the clinician; a search to add others. A refused save
// (a code that excludes another, one listed twice) says why and changes nothing. The code
// set's release is named. On the plans without EMR integration it says which plans have it.
import React from 'react';
import { Alert, Badge, Button, ListGroup, Spinner } from 'react-bootstrap';
import type { SuggestedCode } from '@shared/codes';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { NoteRef } from '../api';
import { useNoteCodes } from '../use-note-codes';
import { AcceptedCodes } from './accepted-codes';
import { CodeSearch } from './code-search';
import { CodeSuggestion } from './code-suggestion';
import { ModelProposals } from './model-proposals';

function Rejected({
  rejected,
  disabled,
  onRestore,
}: {
  rejected: SuggestedCode[];
  disabled: boolean;
  onRestore: (s: SuggestedCode) => void;
}) {
  const { t } = useTranslation();
  if (rejected.length === 0) return null;
  return (
    <p className="small text-body-secondary mb-3" data-testid="codes-rejected" data-count={rejected.length}>
      {t('codes.rejected')}{' '}
      {rejected.map((s) => (
        <Button
          key={s.code}
          size="sm"
          variant="link"
          className="p-0 me-2 align-baseline"
          disabled={disabled}
          title={t('codes.restore')}
          onClick={() => onRestore(s)}
          data-testid="code-restore"
          data-code={s.code}
        >
          {s.code}
        </Button>
      ))}
    </p>
  );
}

export function CodesPanel({ sessionId, noteId }: NoteRef) {
  const { t } = useTranslation();
  const codes = useNoteCodes({ sessionId, noteId });
  if (!codes.allowed)
    return (
      <p className="small text-body-secondary mt-3 mb-0" data-testid="codes-plan">
        {t('errors:codesPlan')}
      </p>
    );
  const acceptedCodes = codes.accepted.map((c) => c.code);
  return (
    <section className="mt-3 pt-3 border-top" data-testid="codes-panel" data-release={codes.release} aria-label={t('codes.title')}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 className="h6 fw-bold mb-0">{t('codes.title')}</h3>
        {codes.release && (
          <Badge bg="light" text="dark" className="border fw-normal" data-testid="codes-release">
            {t('codes.release', { release: codes.release })}
          </Badge>
        )}
        {codes.saving && <Spinner size="sm" aria-label={t('codes.saving')} />}
      </div>
      {codes.loading && <p className="small text-body-secondary">{t('codes.loading')}</p>}
      {codes.failure && (
        <Alert variant="warning" data-testid="codes-failed">
          {codes.failure}{' '}
          <Button size="sm" variant="outline-secondary" onClick={codes.retry}>
            {t('notes.retry')}
          </Button>
        </Alert>
      )}
      {codes.refusal && (
        <Alert variant="danger" className="py-2" data-testid="codes-refused">
          {codes.refusal}
        </Alert>
      )}
      {codes.overwrote && (
        <Alert variant="info" className="py-2" data-testid="codes-overwrote">
          {t('codes.overwrote')}
        </Alert>
      )}
      {!codes.loading && !codes.failure && (
        <>
          <AcceptedCodes saved={codes.saved} disabled={codes.saving} onMove={codes.move} onRemove={codes.remove} />
          <div className="small text-uppercase fw-semibold text-body-secondary mb-1">{t('codes.suggested')}</div>
          {codes.suggestions.length === 0 && (
            <p className="small text-body-secondary" data-testid="codes-none">
              {t('codes.none')}
            </p>
          )}
          {codes.suggestions.length > 0 && codes.pending.length === 0 && (
            <p className="small text-body-secondary">{t('codes.allDecided')}</p>
          )}
          {codes.pending.length > 0 && (
            <ListGroup className="mb-2">
              {codes.pending.map((s) => (
                <CodeSuggestion
                  key={s.code}
                  suggestion={s}
                  accepted={acceptedCodes}
                  disabled={codes.saving}
                  onAccept={(code) => void codes.accept(code)}
                  onReject={() => void codes.reject(s)}
                  onShow={() => codes.show(s)}
                />
              ))}
            </ListGroup>
          )}
          <ModelProposals model={codes.model} />
          <Rejected rejected={codes.rejected} disabled={codes.saving} onRestore={(s) => void codes.restore(s)} />
          <CodeSearch accepted={acceptedCodes} disabled={codes.saving} onAdd={(code) => void codes.accept(code, 'added')} />
          <p className="small text-body-secondary mt-2 mb-0">{t('codes.englishOnly')}</p>
        </>
      )}
    </section>
  );
}
