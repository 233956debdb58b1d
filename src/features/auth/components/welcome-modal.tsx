// The welcome modal after a first-ever login.
import React from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../lib/i18n/i18n';
import { selectWelcomePending, welcomeDismissed } from '../auth-slice';

export function WelcomeModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const show = useAppSelector(selectWelcomePending);
  const close = () => dispatch(welcomeDismissed());
  return (
    <Modal show={show} onHide={close} backdrop="static" data-testid="welcome-modal">
      <Modal.Header closeButton>
        <Modal.Title>{t('welcome.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('welcome.body')}</p>
        <p className="mb-0">{t('welcome.mail')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={close} data-testid="welcome-close">
          {t('welcome.start')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
