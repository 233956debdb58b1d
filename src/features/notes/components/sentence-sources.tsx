// The passages the selected sentence stands on, under the note: the transcript's are also
// marked in the transcript panel; those of the clinician's notes, the context and the
// files are only here. A sentence with none says so.
import React from 'react';
import type { NoteSentenceEvidence } from '@shared/note-evidence';
import { useTranslation } from '../../../lib/i18n/i18n';

/** Seconds as m:ss. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

export function SentenceSources({ sentence }: { sentence: NoteSentenceEvidence }) {
  const { t } = useTranslation();
  return (
    <div className="small text-muted mt-1" data-testid="note-sentence-sources">
      {sentence.state === 'contradicted' && (
        <div className="text-danger" data-testid="note-sentence-contradicted-by">
          {t('notes.evidence.contradictedBy')}
        </div>
      )}
      {sentence.sources.length === 0 && <div>{t(sentence.state === 'added' ? 'notes.evidence.addedHint' : 'notes.evidence.noSource')}</div>}
      {sentence.sources.map((p, i) => (
        <div key={i} data-testid="note-sentence-source" data-kind={p.kind}>
          {p.time !== undefined && <span className="me-1">{t('notes.evidence.at', { time: clock(p.time) })}</span>}
          {t('notes.check.source', { origin: t(`notes.check.origins.${p.kind}`), text: p.text })}
        </div>
      ))}
    </div>
  );
}
