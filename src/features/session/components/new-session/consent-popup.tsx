// The consent pop-up: asks the clinician to read the consent script to the patient before
// recording an in-person session (shown when that setting is on).
import React from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/i18n/i18n';

export function ConsentPopup({ show, onAgree, onCancel }: { show: boolean; onAgree: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onCancel} backdrop="static" keyboard={false} data-testid="consent-popup">
      <Modal.Header>
        <Modal.Title>{t('session.consentPopup.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('session.consentPopup.ask')}</p>
        <blockquote className="border-start border-3 ps-3 fst-italic">{t('session.consentPopup.script')}</blockquote>
        <p className="small text-muted mb-0">{t('session.consentPopup.settingHint')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} data-testid="consent-popup-cancel">
          {t('common.cancel')}
        </Button>
        <Button onClick={onAgree} data-testid="consent-popup-agree">
          {t('session.consentPopup.agree')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
