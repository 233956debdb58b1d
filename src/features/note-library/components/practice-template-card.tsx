// One of the practice's shared templates: its title, who shared it, its sections and prompt,
// and what a member does with it: write notes with it (from the notes panel) or copy it into
// their own library. No edit control: the practice's copy is changed by its admins, who may
// also unpublish it here.
import React from 'react';
import { Badge, Button, Card } from 'react-bootstrap';
import type { PracticeTemplateView } from '@shared/practices';
import { useTranslation } from '../../../lib/i18n/i18n';

interface Props {
  template: PracticeTemplateView;
  /** Title of the built-in the shared template was copied from. */
  basedOnTitle: string | null;
  busy: boolean;
  canUnpublish: boolean;
  onCopy: (id: string) => void;
  onUnpublish: (id: string) => void;
}

export function PracticeTemplateCard({ template, basedOnTitle, busy, canUnpublish, onCopy, onUnpublish }: Props) {
  const { t } = useTranslation();
  const { id } = template;
  return (
    <Card className="h-100 shadow-sm" data-testid={`practice-template-${id}`}>
      <Card.Header className="d-flex align-items-start gap-2 bg-body">
        <div className="me-auto">
          <h3 className="h6 mb-1" data-testid={`practice-title-${id}`}>
            {template.title}
          </h3>
          <div className="small text-muted">{t('library:practiceTemplates.sharedBy', { name: template.publishedByName })}</div>
          {basedOnTitle && <div className="small text-muted">{t('library:basedOn', { title: basedOnTitle })}</div>}
        </div>
        <Badge bg="success">{t('library:practiceTemplates.badge')}</Badge>
      </Card.Header>
      <Card.Body className="py-2">
        <div className="small text-muted mb-1">{t('library:sections')}</div>
        <ol className="small mb-2 ps-3" data-testid={`practice-sections-${id}`}>
          {template.sections.map((heading, i) => (
            // Headings may repeat: the position keeps keys unique.
            <li key={`${i}-${heading}`}>{heading}</li>
          ))}
        </ol>
        <details className="small">
          <summary className="text-muted">{t('library:prompt')}</summary>
          <p className="mt-1 mb-0" style={{ whiteSpace: 'pre-wrap' }}>
            {template.prompt}
          </p>
        </details>
      </Card.Body>
      <Card.Footer className="bg-body d-flex flex-wrap gap-1">
        <Button size="sm" variant="outline-primary" disabled={busy} onClick={() => onCopy(id)} data-testid={`practice-copy-${id}`}>
          {t('library:practiceTemplates.copy')}
        </Button>
        {canUnpublish && (
          <Button
            size="sm"
            variant="outline-danger"
            disabled={busy}
            onClick={() => onUnpublish(id)}
            data-testid={`practice-unpublish-${id}`}
          >
            {t('library:practiceTemplates.unpublish')}
          </Button>
        )}
      </Card.Footer>
    </Card>
  );
}
