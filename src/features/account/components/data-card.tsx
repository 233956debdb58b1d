// "Your data": export everything stored about the user, or delete the account after a
// confirmation.
import React from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAccountData } from '../use-account-data';
import { AccountCard } from './account-card';

export function DataCard() {
  const { t } = useTranslation();
  const data = useAccountData();
  return (
    <>
      <AccountCard title={t('account.dataTitle')} className="border-danger-subtle" titleClassName="h5">
        <p className="text-muted">{t('account.dataBody')}</p>
        <Button variant="outline-secondary" className="me-2" onClick={() => void data.exportAll()} data-testid="account-export">
          {t('account.export')}
        </Button>
        <Button variant="outline-danger" onClick={data.askDelete} data-testid="account-delete">
          {t('account.delete')}
        </Button>
      </AccountCard>
      <Modal show={data.confirmingDelete} onHide={data.cancelDelete} backdrop="static">
        <Modal.Header closeButton>
          <Modal.Title>{t('account.deleteTitle')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('account.deleteBody')}</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={data.cancelDelete}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" disabled={data.deleting} onClick={() => void data.deleteAccount()} data-testid="account-delete-confirm">
            {t('account.deleteConfirm')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
