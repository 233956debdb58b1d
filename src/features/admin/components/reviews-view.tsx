// Reviews: what users said when asked after their third note, newest first, by type.
import React, { useState } from 'react';
import { Badge, Card, Form, Spinner } from 'react-bootstrap';
import { ADMIN_REVIEW_FILTERS } from '@shared/admin';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAdminReviewsQuery } from '../api';
import { AdminTable } from './admin-table';

const BADGE = { positive: 'success', neutral: 'secondary', negative: 'danger', none: 'light' } as const;

export function ReviewsView() {
  const { t, i18n } = useTranslation();
  const [type, setType] = useState<(typeof ADMIN_REVIEW_FILTERS)[number]>('all');
  const reviews = useAdminReviewsQuery(type, { refetchOnMountOrArgChange: true });
  return (
    <section data-testid="admin-view-reviews">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h4 mb-0">{t('admin.nav.reviews')}</h1>
        <Form.Select
          className="w-auto"
          value={type}
          onChange={(e) => setType(e.target.value as typeof type)}
          aria-label={t('admin.reviews.filter')}
          data-testid="admin-reviews-filter"
        >
          {ADMIN_REVIEW_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`admin.reviews.types.${value}`)}
            </option>
          ))}
        </Form.Select>
      </div>
      <Card className="shadow-sm">
        <Card.Body>
          {reviews.isLoading && <Spinner animation="border" size="sm" />}
          {reviews.isError && <p className="text-danger mb-0">{t('admin.loadFailed')}</p>}
          <AdminTable
            columns={[t('admin.reviews.date'), t('admin.reviews.user'), t('admin.reviews.type'), t('admin.reviews.feedback')]}
            rows={reviews.data}
            empty={t('admin.reviews.none')}
          >
            {(row) => (
              <tr key={row.uid} data-testid="admin-review-row" data-type={row.reviewType}>
                <td className="text-nowrap">{new Date(row.reviewTimestamp).toLocaleDateString(i18n.language, { dateStyle: 'medium' })}</td>
                <td>
                  <div>{row.displayName || '—'}</div>
                  <div className="small text-muted">{row.email}</div>
                </td>
                <td>
                  <Badge bg={BADGE[row.reviewType]}>{t(`admin.reviews.types.${row.reviewType}`)}</Badge>
                </td>
                <td className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
                  {row.feedback || <span className="text-muted">{t('admin.reviews.noFeedback')}</span>}
                </td>
              </tr>
            )}
          </AdminTable>
        </Card.Body>
      </Card>
    </section>
  );
}
