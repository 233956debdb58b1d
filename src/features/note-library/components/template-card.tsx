// One template of the library: title, kind badge, sections and prompt, and its actions.
import React from 'react';
import { Badge, Button, Card } from 'react-bootstrap';
import type { LibraryTemplate } from '@shared/note-library';
import { useTranslation } from '../../../lib/i18n/i18n';
import { SharingButtons } from './sharing-buttons';

export type CardAction = 'favorite' | 'hide' | 'edit' | 'copy' | 'delete' | 'reset' | 'publish' | 'unpublish';

interface Props {
  template: LibraryTemplate;
  /** Title of the built-in a custom template was copied from. */
  basedOnTitle: string | null;
  busy: boolean;
  /** For the practice's owner and admins, on their custom templates: whether the practice holds a copy (else null). */
  sharing: { published: boolean } | null;
  onAction: (action: CardAction, template: LibraryTemplate) => void;
}

/** The kind shown on the badge: an untouched built-in, an edited built-in, or a custom template. */
export function templateKind(template: LibraryTemplate): 'builtIn' | 'edited' | 'custom' {
  if (!template.builtIn) return 'custom';
  return template.edited ? 'edited' : 'builtIn';
}

const BADGE_VARIANT = { builtIn: 'secondary', edited: 'warning', custom: 'info' } as const;

export function TemplateCard({ template, basedOnTitle, busy, sharing, onAction }: Props) {
  const { t } = useTranslation();
  const kind = templateKind(template);
  const { id } = template;
  const act = (action: CardAction) => () => onAction(action, template);
  return (
    <Card
      className={`h-100 shadow-sm${template.hidden ? ' bg-body-secondary' : ''}`}
      data-testid={`library-template-${id}`}
      data-kind={kind}
      data-favorite={template.favorite}
      data-hidden={template.hidden}
    >
      <Card.Header className="d-flex align-items-start gap-2 bg-body">
        <Button
          variant="link"
          className={`p-0 lh-1 fs-5 text-decoration-none ${template.favorite ? 'text-warning' : 'text-secondary'}`}
          aria-pressed={template.favorite}
          aria-label={t(template.favorite ? 'library:actions.unfavorite' : 'library:actions.favorite')}
          title={t(template.favorite ? 'library:actions.unfavorite' : 'library:actions.favorite')}
          disabled={busy}
          onClick={act('favorite')}
          data-testid={`library-favorite-${id}`}
        >
          {template.favorite ? '★' : '☆'}
        </Button>
        <div className="me-auto">
          <h2 className="h6 mb-1" data-testid={`library-title-${id}`}>
            {template.title}
          </h2>
          {basedOnTitle && <div className="small text-muted">{t('library:basedOn', { title: basedOnTitle })}</div>}
        </div>
        <div className="d-flex flex-column align-items-end gap-1">
          <Badge bg={BADGE_VARIANT[kind]} text={kind === 'edited' ? 'dark' : undefined} data-testid={`library-badge-${id}`}>
            {t(`library:badges.${kind}`)}
          </Badge>
          {template.hidden && (
            <Badge bg="light" text="dark" className="border">
              {t('library:badges.hidden')}
            </Badge>
          )}
          {sharing?.published && (
            <Badge bg="success" data-testid={`library-shared-${id}`}>
              {t('library:practiceTemplates.shared')}
            </Badge>
          )}
        </div>
      </Card.Header>
      <Card.Body className="py-2">
        <div className="small text-muted mb-1">{t('library:sections')}</div>
        <ol className="small mb-2 ps-3" data-testid={`library-sections-${id}`}>
          {template.sections.map((heading, i) => (
            // Headings may repeat: the position keeps keys unique.
            <li key={`${i}-${heading}`}>{heading}</li>
          ))}
        </ol>
        <details className="small">
          <summary className="text-muted">{t('library:prompt')}</summary>
          <p className="mt-1 mb-0" style={{ whiteSpace: 'pre-wrap' }} data-testid={`library-prompt-${id}`}>
            {template.prompt}
          </p>
        </details>
      </Card.Body>
      <Card.Footer className="bg-body d-flex flex-wrap gap-1">
        <Button size="sm" variant="outline-primary" disabled={busy} onClick={act('edit')} data-testid={`library-edit-${id}`}>
          {t('library:actions.edit')}
        </Button>
        {template.builtIn && (
          <Button size="sm" variant="outline-primary" disabled={busy} onClick={act('copy')} data-testid={`library-copy-${id}`}>
            {t('library:actions.copy')}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={busy}
          onClick={act('hide')}
          data-testid={`library-${template.hidden ? 'unhide' : 'hide'}-${id}`}
        >
          {t(template.hidden ? 'library:actions.unhide' : 'library:actions.hide')}
        </Button>
        {!template.builtIn && (
          <Button size="sm" variant="outline-danger" disabled={busy} onClick={act('delete')} data-testid={`library-delete-${id}`}>
            {t('library:actions.delete')}
          </Button>
        )}
        {template.edited && (
          <Button size="sm" variant="outline-danger" disabled={busy} onClick={act('reset')} data-testid={`library-reset-${id}`}>
            {t('library:actions.reset')}
          </Button>
        )}
        {sharing && <SharingButtons published={sharing.published} id={id} busy={busy} act={act} />}
      </Card.Footer>
    </Card>
  );
}
