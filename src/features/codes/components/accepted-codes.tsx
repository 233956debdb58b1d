// The codes the clinician accepted, in the order a claim lists them: each with its description,
// where it came from (suggested or added by search), moved up or down or removed; saved with
// the note as confirmed by the clinician, with when.
import React from 'react';
import { Button, ListGroup } from 'react-bootstrap';
import type { NoteCodes } from '@shared/codes';
import { useTranslation } from '../../../lib/i18n/i18n';
import { CodeLine } from './code-line';

interface AcceptedCodesProps {
  saved: NoteCodes | null;
  disabled: boolean;
  onMove: (index: number, delta: number) => void;
  onRemove: (code: string) => void;
}

export function AcceptedCodes({ saved, disabled, onMove, onRemove }: AcceptedCodesProps) {
  const { t, i18n } = useTranslation();
  const items = saved?.items ?? [];
  return (
    <div className="mb-3" data-testid="codes-accepted" data-count={items.length}>
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-1">
        <span className="small text-uppercase fw-semibold text-body-secondary">{t('codes.accepted')}</span>
        {saved && items.length > 0 && (
          <span className="small text-body-secondary" data-testid="codes-confirmed">
            {t('codes.confirmed', { date: new Date(saved.confirmedAt).toLocaleString(i18n.language) })}
          </span>
        )}
      </div>
      {items.length === 0 && <p className="small text-body-secondary mb-0">{t('codes.noneAccepted')}</p>}
      {items.length > 0 && (
        <ListGroup as="ol" numbered>
          {items.map((c, i) => (
            <ListGroup.Item as="li" key={c.code} className="d-flex align-items-center gap-2" data-testid="code-accepted" data-code={c.code}>
              <div className="flex-grow-1">
                <CodeLine code={c.code} description={c.description} variant="success">
                  <span className="small text-body-secondary" data-testid="code-origin" data-origin={c.origin}>
                    {t(`codes.origin.${c.origin}`)}
                  </span>
                </CodeLine>
              </div>
              <span className="d-flex gap-1 flex-shrink-0">
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={disabled || i === 0}
                  aria-label={t('codes.up', { code: c.code })}
                  onClick={() => onMove(i, -1)}
                  data-testid="code-up"
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={disabled || i === items.length - 1}
                  aria-label={t('codes.down', { code: c.code })}
                  onClick={() => onMove(i, 1)}
                  data-testid="code-down"
                >
                  ↓
                </Button>
                <Button size="sm" variant="outline-danger" disabled={disabled} onClick={() => onRemove(c.code)} data-testid="code-remove">
                  {t('codes.remove')}
                </Button>
              </span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </div>
  );
}
