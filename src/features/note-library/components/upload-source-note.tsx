// Above a proposal made from an uploaded note: which file, how the proposal was made, and
// the text read from the file in a fold-out.
import React from 'react';
import { Alert } from 'react-bootstrap';
import type { NoteImportSource } from '@shared/note-import';
import { useTranslation } from '../../../lib/i18n/i18n';

interface Props {
  upload: { fileName: string; source: NoteImportSource; text: string };
}

export function UploadSourceNote({ upload }: Props) {
  const { t } = useTranslation();
  return (
    <Alert variant="info" className="small" data-testid="library-editor-source" data-source={upload.source}>
      {t(upload.source === 'model' ? 'library:editor.fromModel' : 'library:editor.fromHeadings', { fileName: upload.fileName })}
      {upload.text && (
        <details className="mt-2">
          <summary>{t('library:editor.fileText')}</summary>
          <div className="mt-1 p-2 bg-body border rounded overflow-auto" style={{ maxHeight: 200, whiteSpace: 'pre-wrap' }}>
            {upload.text}
          </div>
        </details>
      )}
    </Alert>
  );
}
