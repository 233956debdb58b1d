// The session's files: one picker for recordings, documents and
// images (documents count as pre-visit forms or prior notes, as the clinician chooses);
// per category the count, names and sizes; the totals against the session's 15 MB; a
// progress bar per file, then what the server read from it; retry and remove. Collapsed by
// default (uploadOptions), open in a Convert Files to Notes session.
import React, { useState } from 'react';
import { Alert, Card, Collapse } from 'react-bootstrap';
import { UPLOAD_TOTAL_LIMIT_BYTES } from '@shared/limits';
import { allUploadExtensions } from '@shared/uploads';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ChevronIcon } from '../../../components/icons';
import { selectSession } from '../../session/model';
import { sectionToggled, selectSectionCollapsed } from '../../ui/model';
import { useFileUploads } from '../use-file-uploads';
import type { UploadMessage } from '../uploads-slice';
import { FileRow, formatSize } from './file-row';
import { UploadPicker, type DocumentCategory } from './upload-picker';
import { CategoryTotals, UsageBar } from './upload-usage';

export function UploadPanel() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { current } = useAppSelector(selectSession);
  const collapsedSetting = useAppSelector(selectSectionCollapsed('uploadOptions'));
  const { files, uploading, summary, addFiles, retry, remove } = useFileUploads(current?.sessionId ?? null);
  const [documentCategory, setDocumentCategory] = useState<DocumentCategory>('previsitForm');
  const [messages, setMessages] = useState<Array<{ name?: string; message: UploadMessage }>>([]);
  if (!current) return null;
  const convertSession = current.type === 'upload';
  const open = convertSession || !collapsedSetting;

  const totals = t('uploads.totals', {
    count: summary.totalCount,
    size: formatSize(summary.totalSize, i18n.language),
    limit: formatSize(UPLOAD_TOTAL_LIMIT_BYTES, i18n.language),
  });
  const heading = (
    <span>
      {t('uploads.title')}
      <span
        className="fw-normal small text-body-secondary ms-2"
        data-testid="upload-totals"
        data-count={summary.totalCount}
        data-size={summary.totalSize}
      >
        {totals}
      </span>
    </span>
  );

  return (
    <Card className="shadow-sm mt-3" data-testid="upload-panel">
      <Card.Header className="bg-body">
        {/* The same toggle as the other collapsing sections; the totals show while it is closed too. */}
        <h2 className="h6 mb-0">
          {convertSession ? (
            heading
          ) : (
            <button
              type="button"
              className="section-toggle"
              aria-expanded={open}
              aria-controls="upload-options"
              onClick={() => dispatch(sectionToggled('uploadOptions'))}
              data-testid="upload-toggle"
            >
              {heading}
              <ChevronIcon aria-hidden />
            </button>
          )}
        </h2>
      </Card.Header>
      <Collapse in={open}>
        <div id="upload-options">
          <Card.Body>
            <p className="small text-muted">{t(convertSession ? 'uploads.convertIntro' : 'uploads.intro')}</p>
            <UploadPicker
              uploading={uploading}
              documentCategory={documentCategory}
              onDocumentCategory={setDocumentCategory}
              onPick={(picked) => setMessages(addFiles(picked, documentCategory))}
            />
            <p className="small text-muted mb-2">{t('uploads.accepted', { types: allUploadExtensions().join(' ') })}</p>
            <UsageBar totalSize={summary.totalSize} label={totals} />
            {messages.length > 0 && (
              <Alert variant="warning" dismissible onClose={() => setMessages([])} data-testid="upload-refusal">
                {messages.map(({ name, message }) => (
                  <div key={`${name ?? ''}${message.key}`}>
                    {name ? `${name}: ${t(message.key, message.values ?? {})}` : t(message.key, message.values ?? {})}
                  </div>
                ))}
              </Alert>
            )}
            <CategoryTotals summary={summary} />
            {files.length > 0 && (
              <ul className="list-unstyled mb-0" data-testid="upload-list">
                {files.map((file) => (
                  <FileRow
                    key={file.id}
                    file={file}
                    onRetry={() => retry(file.id)}
                    onRemove={() => void remove(file).then((error) => setMessages(error ? [{ message: error }] : []))}
                  />
                ))}
              </ul>
            )}
          </Card.Body>
        </div>
      </Collapse>
    </Card>
  );
}
