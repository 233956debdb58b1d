// The confirmations before removing a member or giving them the practice's ownership.
import React from 'react';
import type { PracticeMemberView } from '@shared/practices';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';

/** The action waiting for its confirmation, and the member it is about. */
export interface MemberAsk {
  kind: 'remove' | 'transfer';
  member: PracticeMemberView;
}

export function MemberDialogs({
  ask,
  onCancel,
  onConfirm,
}: {
  ask: MemberAsk | null;
  onCancel: () => void;
  onConfirm: (ask: MemberAsk) => void;
}) {
  const { t } = useTranslation();
  const name = ask ? ask.member.displayName || ask.member.email : '';
  return (
    <>
      <ConfirmDialog
        show={ask?.kind === 'remove'}
        title={t('practice.members.removeTitle')}
        body={t('practice.members.removeBody', { name })}
        confirmLabel={t('practice.members.remove')}
        cancelLabel={t('common.cancel')}
        variant="danger"
        testId="practice-remove-confirm"
        onCancel={onCancel}
        onConfirm={() => ask && onConfirm(ask)}
      />
      <ConfirmDialog
        show={ask?.kind === 'transfer'}
        title={t('practice.members.transferTitle')}
        body={t('practice.members.transferBody', { name })}
        confirmLabel={t('practice.members.transfer')}
        cancelLabel={t('common.cancel')}
        variant="danger"
        testId="practice-transfer-confirm"
        onCancel={onCancel}
        onConfirm={() => ask && onConfirm(ask)}
      />
    </>
  );
}
