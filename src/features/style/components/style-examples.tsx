// The notes an edit was seen in: the date, and the line as drafted and as the clinician kept it
// (a section removed, a line added said so).
import React from 'react';
import type { StyleExample } from '@shared/note-style';
import { useTranslation } from '../../../lib/i18n/i18n';

export function StyleExamples({ examples }: { examples: readonly StyleExample[] }) {
  const { t, i18n } = useTranslation();
  if (examples.length === 0) return null;
  const textOf = (example: StyleExample) =>
    !example.after
      ? t('style:exampleRemoved', { before: example.before })
      : !example.before
        ? t('style:exampleAdded', { after: example.after })
        : t('style:example', { before: example.before, after: example.after });
  return (
    <>
      <p className="small text-muted mb-1 mt-1">{t('style:examples')}</p>
      <ul className="mb-2 ps-3">
        {examples.map((example) => (
          <li key={`${example.sessionId}-${example.noteId}`} className="small text-break" data-testid="style-example">
            <span className="text-muted me-2">{new Date(example.at).toLocaleDateString(i18n.language, { dateStyle: 'medium' })}</span>
            {textOf(example)}
          </li>
        ))}
      </ul>
    </>
  );
}
