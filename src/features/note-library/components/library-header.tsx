// The library's title and its two ways to add a template: create one, or upload a note
// to generate one.
import React, { type ChangeEvent } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { NOTE_SOURCE_FILE_TYPES } from '@shared/limits';
import { useTranslation } from '../../../lib/i18n/i18n';

interface Props {
  /** Until the library is loaded nothing can be added. */
  ready: boolean;
  uploading: boolean;
  onCreate: () => void;
  onUpload: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function LibraryHeader({ ready, uploading, onCreate, onUpload }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
        <div className="me-auto">
          <h1 className="h4 mb-1">{t('library:title')}</h1>
          <p className="text-muted mb-0">{t('library:intro')}</p>
        </div>
        <Button onClick={onCreate} disabled={!ready} data-testid="library-create">
          {t('library:create')}
        </Button>
        <div>
          <label
            htmlFor="library-upload-input"
            className={`btn btn-outline-primary mb-0${uploading || !ready ? ' disabled' : ''}`}
            aria-disabled={uploading || !ready ? true : undefined}
          >
            {uploading ? (
              <>
                <Spinner animation="border" size="sm" className="me-2" />
                {t('library:upload.reading')}
              </>
            ) : (
              t('library:upload.button')
            )}
          </label>
          <input
            id="library-upload-input"
            type="file"
            className="visually-hidden"
            accept={NOTE_SOURCE_FILE_TYPES.join(',')}
            disabled={uploading || !ready}
            onChange={onUpload}
            data-testid="library-upload-input"
          />
        </div>
      </div>
      <p className="small text-muted">{t('library:upload.hint')}</p>
    </>
  );
}
