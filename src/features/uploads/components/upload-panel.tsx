// The session's files: one picker for recordings, documents and
// images (documents count as pre-visit forms or prior notes, as the clinician chooses);
// per category the count, names and sizes; the totals against the session's 15 MB; a
// progress bar per file, then what the server read from it; retry and remove. Collapsed by
// default (uploadOptions), open in a Convert Files to Notes session.
import React, { useRef, useState } from 'react';
import { Alert, Card, Collapse, Form, ProgressBar } from 'react-bootstrap';
import { UPLOAD_TOTAL_LIMIT_BYTES } from '@shared/limits';
import { allUploadExtensions, UPLOAD_CATEGORIES, type UploadCategory } from '@shared/uploads';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ChevronIcon } from '../../../components/icons';
import { selectSession } from '../../session/model';
import { sectionToggled, selectSectionCollapsed } from '../../ui/model';
import { useFileUploads } from '../use-file-uploads';
import type { UploadMessage } from '../uploads-slice';
import { FileRow, formatSize } from './file-row';

export function UploadPanel() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { current } = useAppSelector(selectSession);
  const collapsedSetting = useAppSelector(selectSectionCollapsed('uploadOptions'));
  const { files, uploading, summary, addFiles, retry, remove } = useFileUploads(current?.sessionId ?? null);
  const [documentCategory, setDocumentCategory] = useState<'previsitForm' | 'importedNotes'>('previsitForm');
  const [messages, setMessages] = useState<Array<{ name?: string; message: UploadMessage }>>([]);
  const input = useRef<HTMLInputElement>(null);
  if (!current) return null;
  const convertSession = current.type === 'upload';
  const open = convertSession || !collapsedSetting;

  const onPick = (picked: File[]) => {
    setMessages(addFiles(picked, documentCategory));
    if (input.current) input.current.value = '';
  };
  const overLimit = summary.totalSize / UPLOAD_TOTAL_LIMIT_BYTES;
  const heading = (
    <span>
      {t('uploads.title')}
      <span
        className="fw-normal small text-body-secondary ms-2"
        data-testid="upload-totals"
        data-count={summary.totalCount}
        data-size={summary.totalSize}
      >
        {t('uploads.totals', {
          count: summary.totalCount,
          size: formatSize(summary.totalSize, i18n.language),
          limit: formatSize(UPLOAD_TOTAL_LIMIT_BYTES, i18n.language),
        })}
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
            <div className="d-flex flex-wrap align-items-end gap-3 mb-2">
              <Form.Group controlId="upload-input">
                <Form.Label className="small mb-1">{t('uploads.pick')}</Form.Label>
                <Form.Control
                  ref={input}
                  type="file"
                  multiple
                  accept={allUploadExtensions().join(',')}
                  onChange={(e) => onPick([...((e.target as HTMLInputElement).files ?? [])])}
                  data-testid="upload-input"
                  data-uploading={uploading}
                />
              </Form.Group>
              <Form.Group controlId="upload-document-kind">
                <Form.Label className="small mb-1">{t('uploads.documentsAre')}</Form.Label>
                <Form.Select
                  size="sm"
                  value={documentCategory}
                  onChange={(e) => setDocumentCategory(e.target.value as 'previsitForm' | 'importedNotes')}
                  data-testid="upload-document-kind"
                >
                  <option value="previsitForm">{t('uploads.categories.previsitForm')}</option>
                  <option value="importedNotes">{t('uploads.categories.importedNotes')}</option>
                </Form.Select>
              </Form.Group>
            </div>
            <p className="small text-muted mb-2">{t('uploads.accepted', { types: allUploadExtensions().join(' ') })}</p>
            <ProgressBar
              now={Math.min(100, overLimit * 100)}
              variant={overLimit > 0.9 ? 'warning' : 'info'}
              style={{ height: 6 }}
              className="mb-3"
              aria-label={t('uploads.totals', {
                count: summary.totalCount,
                size: formatSize(summary.totalSize, i18n.language),
                limit: formatSize(UPLOAD_TOTAL_LIMIT_BYTES, i18n.language),
              })}
            />
            {messages.length > 0 && (
              <Alert variant="warning" dismissible onClose={() => setMessages([])} data-testid="upload-refusal">
                {messages.map(({ name, message }) => (
                  <div key={`${name ?? ''}${message.key}`}>
                    {name ? `${name}: ${t(message.key, message.values ?? {})}` : t(message.key, message.values ?? {})}
                  </div>
                ))}
              </Alert>
            )}
            <div className="row small mb-2" data-testid="upload-summary">
              {UPLOAD_CATEGORIES.map((category: UploadCategory) => {
                const c = summary.categories[category];
                return (
                  <div className="col-6 col-lg-3 mb-1" key={category} data-testid={`upload-count-${category}`} data-count={c.count}>
                    <strong>{t(`uploads.categories.${category}`)}</strong>:{' '}
                    {t('uploads.categoryTotals', { count: c.count, size: formatSize(c.size, i18n.language) })}
                  </div>
                );
              })}
            </div>
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
