// "Not in the note": what the sources state that no sentence of the note covers, each as
// a short clinical sentence with its kind and source passage. "Add to note" puts it in the
// section it belongs to and saves the note; "Dismiss" hides it for this note (kept on the
// server with the note, so it stays hidden after a reload).
import React from 'react';
import { Badge, Button, ListGroup } from 'react-bootstrap';
import type { Omission } from '@shared/evidence';
import { useTranslation } from '../../../lib/i18n/i18n';

interface OmissionsPanelProps {
  omissions: readonly Omission[];
  onAdd: (omission: Omission) => void;
  onDismiss: (omission: Omission) => void;
  disabled?: boolean;
}

export function OmissionsPanel({ omissions, onAdd, onDismiss, disabled }: OmissionsPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-3" data-testid="omissions-panel" data-count={omissions.length}>
      <strong className="d-block mb-2">{t('notes.omissions.title')}</strong>
      {omissions.length === 0 && <p className="text-muted small mb-0">{t('notes.omissions.none')}</p>}
      {omissions.length > 0 && (
        <ListGroup>
          {omissions.map((o) => (
            <ListGroup.Item key={`${o.kind}:${o.text}`} data-testid="omission-item" data-kind={o.kind} data-section={o.section}>
              <div className="d-flex flex-wrap align-items-center gap-2">
                <Badge bg="light" text="dark">
                  {t(`notes.omissions.kinds.${o.kind}`)}
                </Badge>
                <span className="fw-semibold me-auto" data-testid="omission-text">
                  {o.text}
                </span>
                {/* The two actions wrap together, never one under the other. */}
                <span className="d-flex gap-2 flex-shrink-0 ms-auto">
                  <Button size="sm" variant="outline-primary" disabled={disabled} onClick={() => onAdd(o)} data-testid="omission-add">
                    {t('notes.omissions.add')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    disabled={disabled}
                    onClick={() => onDismiss(o)}
                    data-testid="omission-dismiss"
                  >
                    {t('notes.omissions.dismiss')}
                  </Button>
                </span>
              </div>
              <div className="small text-muted">
                {t('notes.check.source', { origin: t(`notes.check.origins.${o.source.kind}`), text: o.source.text })}
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </div>
  );
}
