// How much the session's files use: a bar against the session's 15 MB (amber past 90 %), and
// the count and size of each category.
import React from 'react';
import { ProgressBar } from 'react-bootstrap';
import { UPLOAD_TOTAL_LIMIT_BYTES } from '@shared/limits';
import { UPLOAD_CATEGORIES, type UploadCategory } from '@shared/uploads';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { uploadSummary } from '../uploads-slice';
import { formatSize } from './file-row';

type UploadSummary = ReturnType<typeof uploadSummary>;

/** The share of the session's limit in use; `label` says it in words. */
export function UsageBar({ totalSize, label }: { totalSize: number; label: string }) {
  const overLimit = totalSize / UPLOAD_TOTAL_LIMIT_BYTES;
  return (
    <ProgressBar
      now={Math.min(100, overLimit * 100)}
      variant={overLimit > 0.9 ? 'warning' : 'info'}
      style={{ height: 6 }}
      className="mb-3"
      aria-label={label}
    />
  );
}

export function CategoryTotals({ summary }: { summary: UploadSummary }) {
  const { t, i18n } = useTranslation();
  return (
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
  );
}
