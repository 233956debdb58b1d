// The library once loaded: the "show hidden notes" switch, the visible templates and,
// when the switch is on, the hidden ones.
import React from 'react';
import { Form, Spinner } from 'react-bootstrap';
import { hiddenTemplates, visibleTemplates, type LibraryTemplate } from '@shared/note-library';
import type { NoteTemplateLanguage } from '@shared/note-templates';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { HiddenView } from '../use-hidden-view';
import type { CardAction } from './template-card';
import { TemplateGrid } from './template-grid';

interface Props {
  list: LibraryTemplate[];
  lang: NoteTemplateLanguage;
  busyId: string | null;
  hiddenView: HiddenView;
  /** For the practice's owner and admins: their custom templates the practice holds a copy of (else null). */
  publishedIds: ReadonlySet<string> | null;
  onToggleHidden: (on: boolean) => void;
  onAction: (action: CardAction, template: LibraryTemplate) => void;
}

export function LibraryLists({ list, lang, busyId, hiddenView, publishedIds, onToggleHidden, onAction }: Props) {
  const { t } = useTranslation();
  const hidden = hiddenTemplates(list);
  return (
    <>
      <Form.Check
        type="switch"
        id="library-show-hidden"
        className="mb-3"
        label={t('library:showHidden', { count: hidden.length })}
        checked={hiddenView !== 'off'}
        disabled={hiddenView === 'loading'}
        onChange={(e) => onToggleHidden(e.target.checked)}
        data-testid="library-show-hidden"
      />
      <TemplateGrid
        templates={visibleTemplates(list)}
        testId="library-visible"
        lang={lang}
        busyId={busyId}
        publishedIds={publishedIds}
        onAction={onAction}
      />
      {hiddenView === 'loading' && (
        <div className="d-flex align-items-center mb-3" role="status" aria-live="polite">
          <Spinner animation="border" size="sm" className="me-2" />
          {t('library:loadingHidden')}
        </div>
      )}
      {hiddenView === 'on' && (
        <section aria-labelledby="library-hidden-title">
          <h2 id="library-hidden-title" className="h5">
            {t('library:hiddenTitle')}
          </h2>
          {hidden.length === 0 ? (
            <p className="text-muted" data-testid="library-no-hidden">
              {t('library:noHidden')}
            </p>
          ) : (
            <TemplateGrid
              templates={hidden}
              testId="library-hidden"
              lang={lang}
              busyId={busyId}
              publishedIds={publishedIds}
              onAction={onAction}
            />
          )}
        </section>
      )}
    </>
  );
}
