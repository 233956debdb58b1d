// What to generate: up to 4 note types from the clinician's library (favorites first) and
// the options (style, note language, vague conversation, long summary), each in a section
// that opens on demand (collapsed by default, with what is chosen shown while closed), and
// the button that generates (or regenerates) the notes, always in view.
import React from 'react';
import { Button, Form } from 'react-bootstrap';
import { MAX_NOTE_TYPES_PER_GENERATION } from '@shared/limits';
import type { LibraryTemplate } from '@shared/note-library';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CollapsibleSection } from '../../../components/collapsible-section';
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
  const chosenTitles = templates.filter((template) => chosen.includes(template.id)).map((template) => template.title);
  const optionsSummary = [
    t(`notes.styles.${options.style}`),
    options.language === 'fr' ? 'Français' : 'English',
    ...(options.vague ? [t('notes.vague')] : []),
    ...(options.longSummary ? [t('notes.long')] : []),
  ].join(' · ');
  return (
    <>
      <CollapsibleSection
        id="notesSelectionOptions"
        title={t('notes.sections.selection')}
        summary={chosenTitles.join(', ') || t('notes.sections.noneChosen')}
        testId="notes-selection"
      >
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
      </CollapsibleSection>
      <CollapsibleSection
        id="customizationOptions"
        title={t('notes.sections.customization')}
        summary={optionsSummary}
        testId="notes-customization"
      >
        <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
          <Form.Select
            size="sm"
            className="w-auto"
            value={options.style}
            onChange={(e) => change({ style: e.target.value as NoteOptions['style'] })}
            aria-label={t('notes.style')}
            data-testid="note-style"
          >
            {(['bullet', 'short', 'long'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`notes.styles.${s}`)}
              </option>
            ))}
          </Form.Select>
          <Form.Select
            size="sm"
            className="w-auto"
            value={options.language}
            onChange={(e) => change({ language: e.target.value as 'en' | 'fr' })}
            aria-label={t('notes.language')}
            data-testid="note-language"
          >
            <option value="en">English</option>
            <option value="fr">Français</option>
          </Form.Select>
          <Form.Check
            type="switch"
            id="note-vague"
            label={t('notes.vague')}
            checked={options.vague}
            onChange={(e) => change({ vague: e.target.checked })}
          />
          <Form.Check
            type="switch"
            id="note-long"
            label={t('notes.long')}
            checked={options.longSummary}
            onChange={(e) => change({ longSummary: e.target.checked })}
          />
        </div>
      </CollapsibleSection>
      <div className="mb-3">
        <Button onClick={() => onGenerate(chosen)} disabled={chosen.length === 0 || !canGenerate} data-testid="notes-generate">
          {notes.length ? t('notes.regenerate') : t('notes.generate')}
        </Button>
      </div>
    </>
  );
}
