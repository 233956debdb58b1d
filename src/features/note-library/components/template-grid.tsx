// A grid of template cards (the visible list, or the hidden one).
import React from 'react';
import { Col, Row } from 'react-bootstrap';
import type { LibraryTemplate } from '@shared/note-library';
import { NOTE_TEMPLATES, type NoteTemplateLanguage } from '@shared/note-templates';
import { TemplateCard, type CardAction } from './template-card';

interface Props {
  templates: LibraryTemplate[];
  testId: string;
  lang: NoteTemplateLanguage;
  /** The template being written: its buttons are disabled. */
  busyId: string | null;
  /** For the practice's owner and admins: the ids of their custom templates the practice holds a copy of (else null). */
  publishedIds: ReadonlySet<string> | null;
  onAction: (action: CardAction, template: LibraryTemplate) => void;
}

export function TemplateGrid({ templates, testId, lang, busyId, publishedIds, onAction }: Props) {
  const builtInTitle = (id: string | null) => (id ? (NOTE_TEMPLATES.find((b) => b.id === id)?.title[lang] ?? id) : null);
  return (
    <Row xs={1} md={2} xl={3} className="g-3 mb-4" data-testid={testId}>
      {templates.map((template) => (
        <Col key={template.id}>
          <TemplateCard
            template={template}
            basedOnTitle={builtInTitle(template.basedOn)}
            busy={busyId === template.id}
            sharing={publishedIds && !template.builtIn ? { published: publishedIds.has(template.id) } : null}
            onAction={onAction}
          />
        </Col>
      ))}
    </Row>
  );
}
