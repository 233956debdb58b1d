// One file of the session in the Files panel: name, size, category, status and progress,
// its error with a retry, remove, and what the server read from it.
import React from 'react';
import { Alert, Badge, Button, ProgressBar } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { UploadEntry } from '../uploads-slice';

/** "1.2 MB", "340 KB": sizes as the panel shows them. */
export function formatSize(bytes: number, lang: string): string {
  const format = (value: number, digits: number) => value.toLocaleString(lang, { maximumFractionDigits: digits });
  const unit = lang === 'fr' ? { kb: 'Ko', mb: 'Mo' } : { kb: 'KB', mb: 'MB' };
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024), 1)} ${unit.mb}`;
  return `${format(bytes === 0 ? 0 : Math.max(bytes / 1024, 0.1), 1)} ${unit.kb}`;
}

export function FileRow({ file, onRetry, onRemove }: { file: UploadEntry; onRetry: () => void; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  const percent = file.size > 0 ? Math.round((file.sent / file.size) * 100) : 0;
  const busy = file.status === 'queued' || file.status === 'uploading' || file.status === 'reading';
  return (
    <li
      className="border rounded p-2 mb-2"
      data-testid="upload-file"
      data-name={file.name}
      data-category={file.category}
      data-status={file.status}
    >
      <div className="d-flex flex-wrap align-items-center gap-2">
        <strong className="text-break">{file.name}</strong>
        <span className="small text-muted">{formatSize(file.size, i18n.language)}</span>
        <Badge bg="light" text="dark">
          {t(`uploads.categories.${file.category}`)}
        </Badge>
        <span className="small ms-auto" data-testid="upload-status">
          {t(`uploads.status.${file.status}`, { percent })}
        </span>
        {file.status === 'failed' && (
          <Button size="sm" variant="outline-primary" onClick={onRetry} data-testid="upload-retry">
            {t('uploads.retry')}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline-danger"
          onClick={onRemove}
          disabled={busy}
          data-testid="upload-remove"
          aria-label={t('uploads.removeFile', { name: file.name })}
        >
          {t('uploads.remove')}
        </Button>
      </div>
      {(file.status === 'uploading' || file.status === 'queued') && (
        <ProgressBar
          now={percent}
          label={`${percent}%`}
          className="mt-2"
          data-testid="upload-progress"
          aria-label={t('uploads.progress', { name: file.name })}
        />
      )}
      {file.status === 'reading' && <ProgressBar animated now={100} className="mt-2" label={t(`uploads.reading.${file.category}`)} />}
      {file.status === 'failed' && file.error && (
        <Alert variant="danger" className="mt-2 mb-0 py-1 small" data-testid="upload-error">
          {t(file.error.key, file.error.values ?? {})}
        </Alert>
      )}
      {file.status === 'done' && file.category !== 'avFile' && (
        <details className="mt-2">
          <summary className="small">
            {t(`uploads.textRead.${file.kind === 'ocr' || file.kind === 'vision' ? file.kind : 'document'}`)}
          </summary>
          <pre className="small bg-body-tertiary p-2 mb-0 text-wrap" style={{ maxHeight: 240, overflow: 'auto' }} data-testid="upload-text">
            {file.text?.trim() || t('uploads.noText')}
          </pre>
        </details>
      )}
      {file.status === 'done' && file.category === 'avFile' && (
        <p className="small text-muted mb-0 mt-1" data-testid="upload-text">
          {file.text?.trim() ? t('uploads.transcribed') : t('uploads.noSpeech')}
        </p>
      )}
    </li>
  );
}
