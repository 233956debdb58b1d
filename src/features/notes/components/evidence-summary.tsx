// The check summary's count of the note's sentences by state: supported, partly
// supported, with no source found, contradicted by the session, and added by the clinician.
import React from 'react';
import { Badge } from 'react-bootstrap';
import { NOTE_SENTENCE_STATES, type NoteEvidence } from '@shared/note-evidence';
import { useTranslation } from '../../../lib/i18n/i18n';
import { stateCounts } from '../note-sentences';

const VARIANTS = { supported: 'success', partial: 'secondary', unsupported: 'warning', contradicted: 'danger', added: 'info' } as const;

export function EvidenceSummary({ evidence }: { evidence: NoteEvidence }) {
  const { t } = useTranslation();
  const counts = stateCounts(evidence);
  return (
    <div
      className="d-flex flex-wrap align-items-center gap-2 mt-2"
      data-testid="note-evidence-summary"
      data-supported={counts.supported}
      data-partial={counts.partial}
      data-unsupported={counts.unsupported}
      data-contradicted={counts.contradicted}
      data-added={counts.added}
    >
      {NOTE_SENTENCE_STATES.filter((s) => counts[s] > 0).map((s) => (
        <Badge key={s} bg={VARIANTS[s]} text={s === 'unsupported' ? 'dark' : undefined} data-testid={`note-evidence-count-${s}`}>
          {t(`notes.evidence.counts.${s}`, { count: counts[s] })}
        </Badge>
      ))}
    </div>
  );
}
