// What to generate: up to 4 note types from the clinician's library (favorites first) and
// the options (style, note language, vague conversation, long summary), with the button
// that generates (or regenerates) them.
import React from 'react';
import { Button, Form } from 'react-bootstrap';
import { MAX_NOTE_TYPES_PER_GENERATION } from '@shared/limits';
import type { LibraryTemplate } from '@shared/note-library';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../lib/i18n/i18n';
import { noteOptionsChanged, noteTypeToggled, selectNotes, type NoteOptions } from '../notes-slice';

interface Props {
  templates: readonly LibraryTemplate[];
  /** Something to write from: a transcript, own notes, files' text, or a stopped session. */
  canGenerate: boolean;
  onGenerate: (templateIds: string[]) => void;
}

export function NoteOptionsBar({ templates, canGenerate, onGenerate }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { chosen, options, notes } = useAppSelector(selectNotes);
  const change = (next: Partial<NoteOptions>) => dispatch(noteOptionsChanged(next));
  return (
    <>
      <fieldset className="mb-2">
        <legend className="fs-6 mb-1">{t('notes.types', { count: MAX_NOTE_TYPES_PER_GENERATION })}</legend>
        <div className="d-flex flex-wrap gap-3">
          {templates.map((template) => (
            <Form.Check
              key={template.id}
              id={`note-type-${template.id}`}
              label={template.favorite ? `★ ${template.title}` : template.title}
              checked={chosen.includes(template.id)}
              disabled={!chosen.includes(template.id) && chosen.length >= MAX_NOTE_TYPES_PER_GENERATION}
              onChange={(e) => dispatch(noteTypeToggled({ id: template.id, on: e.target.checked }))}
              data-testid={`note-type-${template.id}`}
            />
          ))}
        </div>
      </fieldset>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <Form.Select size="sm" className="w-auto" value={options.style} onChange={(e) => change({ style: e.target.value as NoteOptions['style'] })} aria-label={t('notes.style')} data-testid="note-style">
          {(['bullet', 'short', 'long'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`notes.styles.${s}`)}
            </option>
          ))}
        </Form.Select>
        <Form.Select size="sm" className="w-auto" value={options.language} onChange={(e) => change({ language: e.target.value as 'en' | 'fr' })} aria-label={t('notes.language')} data-testid="note-language">
          <option value="en">English</option>
          <option value="fr">Français</option>
        </Form.Select>
        <Form.Check type="switch" id="note-vague" label={t('notes.vague')} checked={options.vague} onChange={(e) => change({ vague: e.target.checked })} />
        <Form.Check type="switch" id="note-long" label={t('notes.long')} checked={options.longSummary} onChange={(e) => change({ longSummary: e.target.checked })} />
        <Button onClick={() => onGenerate(chosen)} disabled={chosen.length === 0 || !canGenerate} data-testid="notes-generate">
          {notes.length ? t('notes.regenerate') : t('notes.generate')}
        </Button>
      </div>
    </>
  );
}
