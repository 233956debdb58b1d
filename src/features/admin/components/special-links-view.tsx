// Special Links: sign-up links that grant a trial or a promo code, with an expiry, a maximum
// of sign-ups, and the count of sign-ups through each; copy a link, disable or delete it.
import React, { useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { specialLinkPath } from '@shared/admin';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useDeleteSpecialLinkMutation, useSetSpecialLinkDisabledMutation, useSpecialLinksQuery } from '../api';
import { CardTable } from './admin-table';
import { ActionsCell, DeleteConfirm, ExpiryCell, StateCell, UsesCell } from './grant-cells';
import { SpecialLinkForm } from './special-link-form';

const linkUrl = (code: string) => `${window.location.origin}${specialLinkPath(code)}`;

export function SpecialLinksView() {
  const { t } = useTranslation();
  const links = useSpecialLinksQuery(undefined, { refetchOnMountOrArgChange: true });
  const [setDisabled] = useSetSpecialLinkDisabledMutation();
  const [remove] = useDeleteSpecialLinkMutation();
  const [copied, setCopied] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const columns = [
    t('admin.links.link'),
    t('admin.links.grant'),
    t('admin.promo.expires'),
    t('admin.links.signUps'),
    t('admin.promo.state'),
    { label: t('admin.users.actions'), hidden: true as const },
  ];

  async function copy(linkCode: string) {
    await navigator.clipboard.writeText(linkUrl(linkCode)).catch(() => undefined);
    setCopied(linkCode);
  }

  return (
    <section data-testid="admin-view-specialLinks">
      <h1 className="h4 mb-3">{t('admin.nav.specialLinks')}</h1>
      <SpecialLinkForm />
      <CardTable columns={columns} rows={links.data} empty={t('admin.links.none')}>
        {(row) => (
          <tr key={row.code} data-testid="special-link-row" data-code={row.code}>
            <td>
              <div className="fw-semibold">{row.label || row.code}</div>
              <InputGroup size="sm" className="mt-1" style={{ maxWidth: '26rem' }}>
                <Form.Control
                  readOnly
                  value={specialLinkPath(row.code)}
                  aria-label={t('admin.links.link')}
                  data-testid="special-link-path"
                />
                <Button variant="outline-secondary" onClick={() => void copy(row.code)}>
                  {copied === row.code ? t('admin.links.copied') : t('admin.links.copy')}
                </Button>
              </InputGroup>
            </td>
            <td>
              {row.grant.kind === 'trial'
                ? t('admin.links.trialOf', { plan: t(`plans.names.${row.grant.plan}`) })
                : t('admin.links.promoOf', { code: row.grant.promoCode })}
            </td>
            <ExpiryCell at={row.expiresAt} />
            <UsesCell uses={row.signUps} max={row.maxUses} testId="special-link-signups" />
            <StateCell disabled={row.disabled} />
            <ActionsCell
              disabled={row.disabled}
              onToggle={() => void setDisabled({ code: row.code, disabled: !row.disabled })}
              onDelete={() => setDeleting(row.code)}
            />
          </tr>
        )}
      </CardTable>
      <DeleteConfirm
        code={deleting}
        title={t('admin.links.deleteTitle')}
        body={t('admin.links.deleteConfirm', { code: deleting ?? '' })}
        testId="special-link-delete-confirm"
        onClose={() => setDeleting(null)}
        onDelete={(code) => void remove(code)}
      />
    </section>
  );
}
