// The library's "Practice templates" part, shown to members of a practice only: the shared
// templates, each to write notes with or copy into one's own library (and, for the practice's
// owner and admins, to unpublish).
import React from 'react';
import { Alert, Col, Row, Spinner } from 'react-bootstrap';
import { NOTE_TEMPLATES, type NoteTemplateLanguage } from '@shared/note-templates';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { PracticeLibrary } from '../use-practice-library';
import { PracticeTemplateCard } from './practice-template-card';

interface Props {
  practice: PracticeLibrary;
  lang: NoteTemplateLanguage;
  /** The shared template being copied or unpublished: its buttons are disabled. */
  busyId: string | null;
  onCopy: (id: string) => void;
  onUnpublish: (id: string) => void;
}

export function PracticeTemplates({ practice, lang, busyId, onCopy, onUnpublish }: Props) {
  const { t } = useTranslation();
  if (!practice.practiceId) return null;
  const builtInTitle = (id: string | null) => (id ? (NOTE_TEMPLATES.find((b) => b.id === id)?.title[lang] ?? id) : null);
  return (
    <section aria-labelledby="practice-templates-title" className="mb-4" data-testid="practice-templates">
      <h2 id="practice-templates-title" className="h5">
        {t('library:practiceTemplates.title')}
      </h2>
      <p className="text-muted small">
        {t(practice.canPublish ? 'library:practiceTemplates.introAdmin' : 'library:practiceTemplates.intro')}
      </p>
      {practice.status === 'loading' && (
        <div className="d-flex align-items-center py-2" role="status" aria-live="polite">
          <Spinner animation="border" size="sm" className="me-2" />
          {t('library:practiceTemplates.loading')}
        </div>
      )}
      {practice.status === 'error' && (
        <Alert variant="danger" data-testid="practice-templates-error">
          {t('library:practiceTemplates.loadFailed')}
        </Alert>
      )}
      {practice.status === 'ready' && practice.templates.length === 0 && (
        <p className="text-muted" data-testid="practice-templates-empty">
          {t('library:practiceTemplates.empty')}
        </p>
      )}
      {practice.templates.length > 0 && (
        <Row xs={1} md={2} xl={3} className="g-3" data-testid="practice-templates-list">
          {practice.templates.map((template) => (
            <Col key={template.id}>
              <PracticeTemplateCard
                template={template}
                basedOnTitle={builtInTitle(template.basedOn)}
                busy={busyId === template.id}
                canUnpublish={practice.canPublish}
                onCopy={onCopy}
                onUnpublish={onUnpublish}
              />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
