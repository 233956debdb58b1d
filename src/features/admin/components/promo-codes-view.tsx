// Promo Codes: create a code (percent or amount off, the plans it applies to, an expiry and
// a maximum of uses), e-mail one, see each code's uses so far, disable or enable it, delete it.
import React, { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useDeletePromoCodeMutation, usePromoCodesQuery, useSetPromoCodeDisabledMutation } from '../api';
import { CardTable } from './admin-table';
import { ActionsCell, DeleteConfirm, ExpiryCell, StateCell, UsesCell } from './grant-cells';
import { PromoCodeForm } from './promo-code-form';
import { PromoMailForm } from './promo-mail-form';

export function PromoCodesView() {
  const { t } = useTranslation();
  const codes = usePromoCodesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [setDisabled] = useSetPromoCodeDisabledMutation();
  const [remove] = useDeletePromoCodeMutation();
  const [deleting, setDeleting] = useState<string | null>(null);
  const columns = [
    t('admin.promo.code'),
    t('admin.promo.discount'),
    t('admin.promo.plans'),
    t('admin.promo.expires'),
    t('admin.promo.uses'),
    t('admin.promo.state'),
    { label: t('admin.users.actions'), hidden: true as const },
  ];

  return (
    <section data-testid="admin-view-promoCodes">
      <h1 className="h4 mb-3">{t('admin.nav.promoCodes')}</h1>
      <PromoCodeForm />
      <PromoMailForm codes={codes.data ?? []} />
      <CardTable columns={columns} rows={codes.data} empty={t('admin.promo.none')}>
        {(row) => (
          <tr key={row.code} data-testid="promo-row" data-code={row.code}>
            <td className="fw-semibold font-monospace">{row.code}</td>
            <td>
              {row.discount.kind === 'percent'
                ? t('admin.promo.percentOff', { value: row.discount.value })
                : t('admin.promo.amountOff', { value: row.discount.value })}
            </td>
            <td>{row.plans.map((plan) => t(`plans.names.${plan}`)).join(', ')}</td>
            <ExpiryCell at={row.expiresAt} />
            <UsesCell uses={row.uses} max={row.maxUses} testId="promo-uses" />
            <StateCell disabled={row.disabled} />
            <ActionsCell
              disabled={row.disabled}
              onToggle={() => void setDisabled({ code: row.code, disabled: !row.disabled })}
              onDelete={() => setDeleting(row.code)}
              testIds={{ toggle: 'promo-toggle', delete: 'promo-delete' }}
            />
          </tr>
        )}
      </CardTable>
      <DeleteConfirm
        code={deleting}
        title={t('admin.promo.deleteTitle')}
        body={t('admin.promo.deleteConfirm', { code: deleting ?? '' })}
        testId="promo-delete-confirm"
        onClose={() => setDeleting(null)}
        onDelete={(code) => void remove(code)}
      />
    </section>
  );
}
