// A rule that contradicts one already followed: the question, and the two answers.
import React from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { StyleActions } from '../use-style-actions';

export function StyleQuestion({ actions }: { actions: StyleActions }) {
  const { t } = useTranslation();
  const { question, failure } = actions;
  return (
    <>
      {question && (
        <Alert variant="warning" data-testid="style-conflict">
          <p className="mb-2">{t('errors:notesStyleConflict', question.values)}</p>
          <div className="d-flex flex-wrap gap-2">
            <Button size="sm" disabled={actions.busy} onClick={() => void actions.answer('new')} data-testid="style-conflict-new">
              {t('style:conflictNew')}
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={actions.busy}
              onClick={() => void actions.answer('existing')}
              data-testid="style-conflict-existing"
            >
              {t('style:conflictExisting')}
            </Button>
          </div>
        </Alert>
      )}
      {failure && (
        <Alert variant="danger" data-testid="style-failed">
          {t(failure.key, failure.values ?? {})}
        </Alert>
      )}
    </>
  );
}
