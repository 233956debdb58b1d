// The section headings of the edit form: one row each, to edit, move up or down, or
// remove; and a button to add one, up to the library's limit.
import React from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { NOTE_LIBRARY_LIMITS } from '@shared/note-library';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { SectionRow } from '../use-template-form';

interface Props {
  rows: SectionRow[];
  invalid: boolean;
  onAdd: () => void;
  onEdit: (key: number, text: string) => void;
  onRemove: (key: number) => void;
  onMove: (index: number, by: -1 | 1) => void;
}

const { sectionsMax, sectionMax } = NOTE_LIBRARY_LIMITS;

/** A small button with its label as tooltip and accessible name. */
function RowButton({
  label,
  testId,
  variant = 'outline-secondary',
  disabled,
  onClick,
  children,
}: {
  label: string;
  testId: string;
  variant?: string;
  disabled?: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <Button variant={variant} disabled={disabled} aria-label={label} title={label} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}

export function SectionRowsField({ rows, invalid, onAdd, onEdit, onRemove, onMove }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{t('library:editor.sections')}</legend>
      <Form.Text className="d-block mb-2">{t('library:editor.sectionsHint', { max: sectionsMax })}</Form.Text>
      {rows.map((r, i) => (
        <InputGroup key={r.key} size="sm" className="mb-1">
          <InputGroup.Text className="justify-content-center" style={{ minWidth: '2.5rem' }}>
            {i + 1}
          </InputGroup.Text>
          <Form.Control
            value={r.text}
            maxLength={sectionMax}
            aria-label={t('library:editor.section', { n: i + 1 })}
            onChange={(e) => onEdit(r.key, e.target.value)}
            data-testid={`library-editor-section-${i}`}
          />
          <RowButton
            label={t('library:editor.moveUp', { n: i + 1 })}
            disabled={i === 0}
            onClick={() => onMove(i, -1)}
            testId={`library-editor-section-up-${i}`}
          >
            ↑
          </RowButton>
          <RowButton
            label={t('library:editor.moveDown', { n: i + 1 })}
            disabled={i === rows.length - 1}
            onClick={() => onMove(i, 1)}
            testId={`library-editor-section-down-${i}`}
          >
            ↓
          </RowButton>
          <RowButton
            label={t('library:editor.remove', { n: i + 1 })}
            variant="outline-danger"
            onClick={() => onRemove(r.key)}
            testId={`library-editor-section-remove-${i}`}
          >
            ×
          </RowButton>
        </InputGroup>
      ))}
      <Button
        size="sm"
        variant="outline-primary"
        className="mt-1"
        disabled={rows.length >= sectionsMax}
        onClick={onAdd}
        data-testid="library-editor-section-add"
      >
        {t('library:editor.addSection')}
      </Button>
      {invalid && (
        <div className="invalid-feedback d-block" data-testid="library-editor-sections-error">
          {t('library:editor.errors.sections')}
        </div>
      )}
    </fieldset>
  );
}
