// The whole audit trail below the Users table, or only what this admin did.
import React, { useState } from 'react';
import { Card, Form } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAdminAuditQuery } from '../api';
import { AuditTable } from './audit-table';

export function AuditTrailCard({ adminUid }: { adminUid: string }) {
  const { t } = useTranslation();
  const [onlyMine, setOnlyMine] = useState(false);
  const trail = useAdminAuditQuery({ admin: onlyMine ? adminUid : '' });
  return (
    <Card className="shadow-sm" data-testid="admin-audit-trail">
      <Card.Body>
        <div className="d-flex align-items-center justify-content-between mb-2">
          <h2 className="h5 mb-0">{t('admin.audit.title')}</h2>
          <Form.Check
            type="switch"
            id="audit-only-mine"
            label={t('admin.audit.onlyMine')}
            checked={onlyMine}
            onChange={(e) => setOnlyMine(e.target.checked)}
          />
        </div>
        {trail.data && <AuditTable entries={trail.data} />}
      </Card.Body>
    </Card>
  );
}
