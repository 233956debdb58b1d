// One sentence of a note with its evidence: its state as a mark after it (supported,
// partly supported with the unsupported words underlined, no source found in amber,
// contradicted by the session in red, or added by you), focusable. Focus, Enter or Space show its passages in the transcript; a
// click does too and opens its item's editor (click to edit, as before sentences had states).
import React from 'react';
import type { NoteSentenceEvidence } from '@shared/note-evidence';
import { useTranslation } from '../../../lib/i18n/i18n';
import { underlined } from '../note-sentences';

interface NoteSentenceProps {
  sentence: NoteSentenceEvidence;
  /** The sentence as the item shows it (without the item's label). */
  text: string;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
}

export function NoteSentence({ sentence, text, selected, onSelect, onEdit }: NoteSentenceProps) {
  const { t } = useTranslation();
  const { state } = sentence;
  const pieces = state === 'partial' ? underlined(text, sentence.unsupported) : [{ text, unsupported: false }];
  return (
    <span
      role="button"
      tabIndex={0}
      className={`note-sentence note-sentence-${state}${selected ? ' note-sentence-selected' : ''}`}
      title={t(`notes.evidence.states.${state}`)}
      aria-pressed={selected}
      data-testid="note-sentence"
      data-state={state}
      onFocus={onSelect}
      onClick={() => {
        onSelect();
        onEdit();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        onSelect();
      }}
    >
      {pieces.map((p, i) => (p.unsupported ? <u key={i}>{p.text}</u> : <React.Fragment key={i}>{p.text}</React.Fragment>))}
      <span className="note-sentence-mark" data-testid="note-sentence-state" data-state={state}>
        {t(`notes.evidence.marks.${state}`)}
      </span>
    </span>
  );
}
